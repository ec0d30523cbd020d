// Package parseerr holds the error every puzzle parser returns: where the
// input is wrong (file, line, column) and what is wrong, printed the way
// compilers print errors so that editors can jump to it.
package parseerr

import (
	"strconv"
	"strings"
)

// Error says where input is wrong. Col 0 means the whole line.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

// Error formats the error as FILE:LINE:COL: msg (FILE: omitted when empty,
// COL: when 0).
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	b.WriteString(strconv.Itoa(e.Line))
	b.WriteByte(':')
	if e.Col > 0 {
		b.WriteString(strconv.Itoa(e.Col))
		b.WriteByte(':')
	}
	b.WriteByte(' ')
	b.WriteString(e.Msg)
	return b.String()
}
