// Package parseerr holds the error every puzzle parser returns: where the
// input is wrong (file, line, column) and what is wrong, printed the way
// compilers print errors so that editors can jump to it.
package parseerr

import (
	"errors"
	"strconv"
	"strings"

	"grille/solve"
)

// Error says where input is wrong. Col 0 means the whole line. Say is Msg
// as a solve.Text (its English format and arguments), so that the window
// and the terminal can show the message in the reader's language; it is
// zero for an error built with Msg only, which reads the same everywhere.
type Error struct {
	File      string
	Line, Col int
	Msg       string
	Say       solve.Text
}

// Errorf is the error at file:line:col whose message is
// fmt.Sprintf(format, args...), kept as solve.Say(format, args...): format
// must be a literal, which the translation test collects.
func Errorf(file string, line, col int, format string, args ...any) *Error {
	say := solve.Say(format, args...)
	return &Error{File: file, Line: line, Col: col, Msg: say.String(), Say: say}
}

// Error formats the error as FILE:LINE:COL: msg (FILE: omitted when empty,
// COL: when 0).
func (e *Error) Error() string { return e.where() + e.Msg }

// In is the error with its message rendered by tr (solve.Text.In: a
// format's or a word's text in the reader's language), FILE:LINE:COL as
// Error writes it.
func (e *Error) In(tr func(string) string) string {
	if e.Say.IsZero() || tr == nil {
		return e.Error()
	}
	return e.where() + e.Say.In(tr)
}

func (e *Error) where() string {
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
	return b.String()
}

// In is err's message with the parse error it holds, if any, rendered by
// tr: the words a caller wrapped around it stay as they are.
func In(err error, tr func(string) string) string {
	text := err.Error()
	var e *Error
	if tr == nil || !errors.As(err, &e) || e.Say.IsZero() {
		return text
	}
	return strings.Replace(text, e.Error(), e.In(tr), 1)
}
