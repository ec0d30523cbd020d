package puzzlefile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// MaxSize bounds what one puzzle file may hold, in the terminal and in the
// window alike, so that a wrong file (a video, a disk image) is refused at
// once instead of exhausting memory.
const MaxSize = 64 << 20

// TooLarge is the error of a file larger than MaxSize.
func TooLarge(name string) error {
	return fmt.Errorf("%s: larger than %d MiB", name, MaxSize>>20)
}

// ReadFile reads the named file, refusing one larger than MaxSize before
// reading it when its size is known (a regular file).
func ReadFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	size := int64(-1)
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		size = st.Size()
	}
	return ReadAll(name, f, size)
}

// readChunk is how much ReadAll reads at a time from a stream of unknown
// length.
const readChunk = 1 << 20

// ReadAll reads r, named name in errors, refusing more than MaxSize. size
// is what r says it holds (a regular file's size), -1 when unknown: a
// known size is read into one buffer of that size, and one larger than
// MaxSize is refused before reading; an unknown one is read in chunks, so
// that refusing a stream costs MaxSize, not twice or thrice that in the
// copies of a growing buffer.
func ReadAll(name string, r io.Reader, size int64) ([]byte, error) {
	if size > MaxSize {
		return nil, TooLarge(name)
	}
	lr := io.LimitReader(r, MaxSize+1)
	if size >= 0 {
		// One more byte than said, to see the end (or a file that grew).
		buf := make([]byte, 0, size+1)
		for {
			n, err := lr.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+n]
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, err
			}
			if len(buf) == cap(buf) {
				if len(buf) > MaxSize {
					return nil, TooLarge(name)
				}
				buf = append(buf, 0)[:len(buf)] // grown: the file grew
			}
		}
		if len(buf) > MaxSize {
			return nil, TooLarge(name)
		}
		return buf, nil
	}
	var chunks [][]byte
	total := 0
	for {
		c := make([]byte, readChunk)
		n, err := io.ReadFull(lr, c)
		if n > 0 {
			chunks = append(chunks, c[:n])
			total += n
		}
		if total > MaxSize {
			return nil, TooLarge(name)
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	switch len(chunks) {
	case 0:
		return []byte{}, nil
	case 1:
		return chunks[0], nil
	}
	data := make([]byte, 0, total)
	for _, c := range chunks {
		data = append(data, c...)
	}
	return data, nil
}
