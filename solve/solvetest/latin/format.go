package latin

import (
	"iter"
	"unicode/utf8"

	"grille/solve/puzzlefile"
)

// format is the type's share of the reading: a grid of rows, and no other
// form (no game ID, no URL, no play block: puzzlefile answers those with
// a parse error).
var format = puzzlefile.Format[Square]{Grid: readGrid}

func (kind) Parse(name string, data []byte) ([]Square, error) { return format.Parse(name, data) }
func (kind) ParseOne(name string, data []byte) (Square, error) {
	return format.ParseOne(name, data)
}
func (kind) Each(name string, data []byte) iter.Seq2[Square, error] { return format.Each(name, data) }

// readGrid reads a square whose first row is the field of text at start:
// as many rows as the first has characters, each a digit 1…n or '.'.
func readGrid(r *puzzlefile.Reader, text []byte, start int) (Square, *puzzlefile.Error) {
	var s Square
	end := fieldEnd(text, start)
	s.N = end - start
	if s.N < MinOrder || s.N > MaxOrder {
		return s, r.ErrorAt(text, start, "a row of %d cells: a Latin square has %d to %d", s.N, MinOrder, MaxOrder)
	}
	s.Cells = make([]uint8, 0, s.N*s.N)
	for row := 0; ; row++ {
		if end-start != s.N {
			return s, r.ErrorAt(text, start, "a row of %d cells, want %d", end-start, s.N)
		}
		for i := start; i < end; i++ {
			switch c := text[i]; {
			case c == '.':
				s.Cells = append(s.Cells, 0)
			case '1' <= c && int(c-'0') <= s.N:
				s.Cells = append(s.Cells, c-'0')
			default:
				c, _ := utf8.DecodeRune(text[i:])
				return s, r.ErrorAt(text, i, "%q is not a digit 1 to %d or '.'", c, s.N)
			}
		}
		if err := r.Trailing(text, end, "row"); err != nil {
			return s, err
		}
		if row == s.N-1 {
			return s, nil
		}
		var ok bool
		var err *puzzlefile.Error
		if text, ok, err = r.NextInBlock(true); err != nil {
			return s, err
		} else if !ok {
			return s, r.Errorf(r.Line(), 1, "%d rows, want %d", row+1, s.N)
		}
		start = 0
		for start < len(text) && (text[start] == ' ' || text[start] == '\t') {
			start++
		}
		end = fieldEnd(text, start)
	}
}

// fieldEnd is the end of the field of text that starts at i.
func fieldEnd(text []byte, i int) int {
	for i < len(text) && text[i] != ' ' && text[i] != '\t' && text[i] != '\r' && text[i] != '#' {
		i++
	}
	return i
}
