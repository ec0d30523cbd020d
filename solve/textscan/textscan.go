// Package textscan is the reading machinery the puzzle parsers share: Lines
// hands out an input's lines with their numbers and refuses binary junk, and
// the helpers below find fields, numbers and columns in a line and quote
// bits of it for error messages.
//
// It exists so that every format reads text the same way: a line ends at
// \n, \r\n or \r, a control byte or broken UTF-8 is an error at its column,
// and a message never quotes a megabyte of junk. Columns count characters
// from 1; parsers that point at byte offsets instead (sudoku) add 1 to the
// offset themselves.
package textscan

import (
	"bytes"
	"encoding/binary"
	"strconv"
	"unicode/utf8"

	"grille/solve"
	"grille/solve/parseerr"
)

// TrimBOM drops a UTF-8 byte-order mark from the start of a file: Windows
// editors write one, and the parsers would see it as junk in the first
// field.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) }

// LooksUTF16 reports whether data looks like UTF-16 text rather than
// UTF-8: it starts with a UTF-16 byte-order mark (FF FE or FE FF), or every
// other byte of its start is 0, as in UTF-16 text of ASCII characters.
// Windows editors save "Unicode" text so; the readers then say how to
// save it instead of pointing at the first odd byte only.
func LooksUTF16(data []byte) bool {
	if bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff")) {
		return true
	}
	n := min(len(data), 64) &^ 1
	if n == 0 {
		return false
	}
	le, be := true, true // the zeros on the odd bytes, or on the even
	for i := 0; i < n; i += 2 {
		le = le && data[i] != 0 && data[i+1] == 0
		be = be && data[i] == 0 && data[i+1] != 0
	}
	return le || be
}

// Lines reads an input line by line. The zero value reads nothing; use
// NewLines. Copying a Lines copies its position, so a parser may save one to
// look ahead and restore it.
type Lines struct {
	name     string
	data     []byte
	utf16    bool // data looks like UTF-16 (see LooksUTF16)
	pos      int  // offset of the next line
	line     int  // number of the line last read
	prevPos  int  // pos and line before the last Next, for Unread
	prevLine int
	// The line the last Next returned, and pos and line past it, so that
	// Next after Unread hands it back without finding its end and checking
	// its bytes again (a reader looks one line ahead after every puzzle).
	last              []byte
	lastOK, held      bool // last is a line Next returned; Unread stepped back over it
	lastPos, lastLine int
}

// NewLines reads data; name is the file name errors carry.
func NewLines(name string, data []byte) Lines {
	return Lines{name: name, data: data, utf16: LooksUTF16(data)}
}

// Line is the number of the line Next returned last (1 for the first).
func (l *Lines) Line() int { return l.line }

// Errorf returns the error of the input at line and col (0: the whole line).
func (l *Lines) Errorf(line, col int, format string, args ...any) *parseerr.Error {
	return parseerr.Errorf(l.name, line, col, format, args...)
}

// Next returns the next line without its terminator (\n, \r\n or \r), ok
// false at the end of the input. It refuses binary junk here, so that no
// parser ever sees control bytes (other than tab) or broken UTF-8.
func (l *Lines) Next() (text []byte, ok bool, err *parseerr.Error) {
	if l.held {
		l.held = false
		l.prevPos, l.prevLine = l.pos, l.line
		l.pos, l.line = l.lastPos, l.lastLine
		return l.last, true, nil
	}
	l.lastOK = false
	if l.pos >= len(l.data) {
		return nil, false, nil
	}
	l.prevPos, l.prevLine = l.pos, l.line
	rest := l.data[l.pos:]
	end, plain := lineEnd(rest)
	if end < 0 {
		text, l.pos = rest, len(l.data)
	} else {
		text = rest[:end]
		l.pos += end + 1
		if rest[end] == '\r' && end+1 < len(rest) && rest[end+1] == '\n' {
			l.pos++
		}
	}
	l.line++
	if !plain {
		if col, msg := checkText(text); !msg.IsZero() {
			if l.utf16 {
				msg = solve.Say("%s: the file looks like UTF-16; save it as UTF-8", msg)
			}
			return nil, false, l.Errorf(l.line, col, "%s", msg)
		}
	}
	l.last, l.lastOK, l.lastPos, l.lastLine = text, true, l.pos, l.line
	return text, true, nil
}

// lineEnd finds the end of the line at the start of rest, the offset of
// its \r or \n (-1 when it runs to the end), and says whether the line is
// plain: printable ASCII and tabs only, which checkText need not look at.
// It reads eight bytes at a time while they are all printable ASCII, the
// whole of a line of digits, so that a file of one-line puzzles costs a
// few instructions a character (a batch reads 50,000 lines in the time
// the solver takes for a few thousand puzzles).
func lineEnd(rest []byte) (end int, plain bool) {
	const ones, highs8 = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i < len(rest)-7; i += 8 {
		x := binary.LittleEndian.Uint64(rest[i : i+8 : i+8])
		// Every byte of 0x20..0x7e reaches its high bit when 0x60 is
		// added, and not when 1 is, with no carry to the next byte. The
		// lowest byte that is not one of them breaks that for itself
		// (below 0x20, 0x7f, 0x80 and above: each case fails one sum),
		// whatever it carries on to the bytes above it.
		if (x+0x60*ones)&^(x+ones)&highs8 != highs8 {
			break
		}
	}
	plain = true
	for ; i < len(rest); i++ {
		switch c := rest[i]; {
		case c == '\n' || c == '\r':
			return i, plain
		case c == '\t' || 0x20 <= c && c < 0x7f:
		default:
			plain = false
		}
	}
	return -1, plain
}

// Unread steps back over the line Next returned last, so that the next call
// returns it again with the same number: a grid reads one line past its end
// to know it has ended, and leaves that line to whoever reads next. Only one
// line can be unread.
func (l *Lines) Unread() {
	l.held = l.lastOK
	l.pos, l.line = l.prevPos, l.prevLine
}

// checkText finds the first character that cannot be in a text file: a
// control byte other than tab, DEL, or a byte that is not UTF-8. col counts
// characters from 1.
func checkText(text []byte) (col int, msg solve.Text) {
	for i := 0; i < len(text); col++ {
		c := text[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 && c != '\t') || c == 0x7f {
				return col + 1, solve.Say("unexpected byte 0x%02x", c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if r == utf8.RuneError && size <= 1 {
			return col + 1, solve.Say("unexpected byte 0x%02x (not UTF-8)", c)
		}
		i += size
	}
	return 0, solve.Text{}
}

// LineCol turns a byte offset of data into a line and a character column,
// both from 1; off is clamped to data. It places errors that a JSON decoder
// reports by offset.
func LineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, Col(before[start:], len(before)-start)
}

// Col is the character column, from 1, of byte offset i of text (i is
// clamped to the end of text).
func Col(text []byte, i int) int { return utf8.RuneCount(text[:min(i, len(text))]) + 1 }

// IsSpace reports whether c separates fields: a blank or a tab.
func IsSpace(c byte) bool { return c == ' ' || c == '\t' }

// FieldEnd returns the offset of the first blank at or after i, or
// len(text): the end of the field starting at i.
func FieldEnd(text []byte, i int) int {
	// Eight bytes at a time while none is a blank, a tab or another
	// byte below '!' (their high bits after subtracting 0x21 from
	// each): a batch asks it of every line.
	const ones, highs8 = 0x0101010101010101, 0x8080808080808080
	for ; i >= 0 && i < len(text)-7; i += 8 {
		x := binary.LittleEndian.Uint64(text[i : i+8 : i+8])
		if (x-0x21*ones)&^x&highs8 != 0 {
			break
		}
	}
	for i < len(text) && !IsSpace(text[i]) {
		i++
	}
	return i
}

// Splitter splits a grid row into its fields: runs of characters other
// than blanks and Sep, up to a "#" comment. It never counts
// columns: a field's column is the business of an error about it alone,
// since counting it for every field costs the length of the line each
// time.
type Splitter struct {
	Sep byte // a byte that separates fields besides blanks ('|' for box rules), or 0
	// HashInField keeps a "#" inside a field as part of it (Bridges'
	// random seeds are written "7x7m2#1234"); else it ends the field and
	// starts the comment. A "#" that starts a field always starts one.
	HashInField bool
}

// Span is the bytes [Start, End) of a field in its line.
type Span struct{ Start, End int }

// Each calls fn with the bounds of each field of text.
func (s Splitter) Each(text []byte, fn func(start, end int)) {
	for i, j := s.next(text, 0); i >= 0; i, j = s.next(text, j) {
		fn(i, j)
	}
}

// next returns the bounds of the first field at or after offset i of
// text, start -1 when there is none.
func (s Splitter) next(text []byte, i int) (start, end int) {
	for ; i < len(text); i++ {
		if c := text[i]; c == '#' {
			return -1, -1
		} else if !IsSpace(c) && !s.isSep(c) {
			break
		}
	}
	if i >= len(text) {
		return -1, -1
	}
	j := i + 1
	for j < len(text) && !IsSpace(text[j]) && !s.isSep(text[j]) && (s.HashInField || text[j] != '#') {
		j++
	}
	return i, j
}

func (s Splitter) isSep(c byte) bool { return c == s.Sep && c != 0 }

// Fields returns the bounds of the first limit+1 fields of text (enough to
// know that a row of at most limit fields is too long, and where) and how
// many fields there are in all, so that a huge line costs no more than
// reading it once.
func (s Splitter) Fields(text []byte, limit int) (spans []Span, n int) {
	for i, j := s.next(text, 0); i >= 0; i, j = s.next(text, j) {
		if n <= limit {
			spans = append(spans, Span{i, j})
		}
		n++
	}
	return spans, n
}

// Count is the number of fields of text.
func (s Splitter) Count(text []byte) int {
	_, n := s.Fields(text, -1)
	return n
}

// Junk returns the offset of the first character at or after i that is
// neither blank nor in a "#" comment, or -1: what stands after a one-field
// puzzle where only a comment may, so that two puzzles run together on one
// line are not half read.
func Junk(text []byte, i int) int {
	for ; i < len(text); i++ {
		if text[i] == '#' {
			return -1
		}
		if !IsSpace(text[i]) {
			return i
		}
	}
	return -1
}

// AllDigits reports whether s is a non-empty run of decimal digits.
func AllDigits(s []byte) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(s) > 0
}

// DecimalAt reads the decimal digits at s[i:] and returns their value and
// the offset past them (i when there are none). Once the value exceeds
// limit it stops growing, so that a long run of digits cannot overflow:
// any value above limit is only known to be above it.
func DecimalAt(s []byte, i, limit int) (v, end int) {
	for end = i; end < len(s) && '0' <= s[end] && s[end] <= '9'; end++ {
		if v <= limit {
			v = v*10 + int(s[end]-'0')
		}
	}
	return v, end
}

// Number is a whole number as the input writes it: its digits, and its
// value, which stops growing once above the limit its reader has for it
// (see DecimalAt). Messages name it by its digits, so that they never name
// another number than the one written.
type Number struct {
	Text  []byte
	Value int
}

// NumberAt reads the decimal digits at s[i:] as DecimalAt does.
func NumberAt(s []byte, i, limit int) (n Number, end int) {
	v, end := DecimalAt(s, i, limit)
	return Number{s[i:end], v}, end
}

// ParseNumber reads the whole of tok as a Number; ok is false when tok is
// not a run of digits.
func ParseNumber(tok []byte, limit int) (n Number, ok bool) {
	if !AllDigits(tok) {
		return Number{Text: tok}, false
	}
	n, _ = NumberAt(tok, 0, limit)
	return n, true
}

// String is the number as written, cut to 20 characters.
func (n Number) String() string { return Shorten(n.Text) }

// Plural writes the number as written and its noun: "1 row", "012 rows".
func (n Number) Plural(word string) string {
	if n.Value == 1 {
		return n.String() + " " + word
	}
	return n.String() + " " + word + "s"
}

// QuoteAt quotes the character at text[i] for messages.
func QuoteAt(text []byte, i int) string {
	r, _ := utf8.DecodeRune(text[i:])
	return strconv.QuoteRune(r)
}

// maxQuoted is how many characters (ShortenBytes: bytes) of a field a
// message shows.
const maxQuoted = 20

// Shorten cuts a field to its first 20 characters and "…" for messages, so
// that a megabyte of junk stays one line.
func Shorten(tok []byte) string {
	if utf8.RuneCount(tok) > maxQuoted {
		n := 0
		for i := range string(tok) {
			if n == maxQuoted {
				return string(tok[:i]) + "…"
			}
			n++
		}
	}
	return string(tok)
}

// ShortenBytes is Shorten counting bytes, not characters: it may cut a
// character in two. The sudoku parser has always cut its messages so, and
// keeps doing it so that they stay as they were.
func ShortenBytes(tok []byte) string {
	if len(tok) > maxQuoted {
		return string(tok[:maxQuoted]) + "…"
	}
	return string(tok)
}

// Quote quotes a field, shortened, for messages.
func Quote(tok []byte) string { return strconv.Quote(Shorten(tok)) }

// Plural writes a count and its noun: "1 row", "3 rows".
func Plural(k int, word string) string {
	if k == 1 {
		return "1 " + word
	}
	return strconv.Itoa(k) + " " + word + "s"
}
