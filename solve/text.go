package solve

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Text is a message kept as its English format and arguments rather than
// as a finished sentence, so that the window and the terminal can show it
// in the reader's language: In looks the format up in a table (English
// text → translated format, which may reorder with %[2]d) and renders the
// arguments that are themselves words (a Text, a Count, a List) the same
// way. String is the English, byte for byte what fmt.Sprintf(Format,
// Args...) gave before. Package solve holds no table: it translates
// nothing itself.
//
// A Text is one pointer, so that the events, results and deductions that
// carry one stay cheap to copy when it is empty (a batch of fast solves);
// building one costs an allocation or two, which methods spend only on
// events someone watches (Unwatched) and on results that need a message.
type Text struct{ m *message }

type message struct {
	format string
	args   []any
}

// Say is the Text of fmt.Sprintf(format, args...). format must be a
// literal: the translation test collects Say's literal formats (and those
// of helpers that hand their format parameter to Say) and checks that
// French has each.
func Say(format string, args ...any) Text { return Text{&message{format, args}} }

// Plain is a Text shown as is in every language: a name, a number, an
// error from outside (a parser's, the LP engine's).
func Plain(s string) Text { return Text{&message{"%s", []any{s}}} }

// Words is a List as a Text: its items, separated by ", ".
func Words(l List) Text { return Text{&message{"%s", []any{l}}} }

// IsZero reports whether t holds nothing.
func (t Text) IsZero() bool { return t.m == nil }

// Format is t's English format, "" for the zero Text.
func (t Text) Format() string {
	if t.m == nil {
		return ""
	}
	return t.m.format
}

// Args are t's arguments.
func (t Text) Args() []any {
	if t.m == nil {
		return nil
	}
	return t.m.args
}

// String is t in English.
func (t Text) String() string { return t.In(nil) }

// In renders t with tr, which returns a format's or a word's text in the
// reader's language (nil or the identity for English).
func (t Text) In(tr func(string) string) string {
	if t.m == nil {
		return ""
	}
	if t.m.format == "%s" && len(t.m.args) == 1 {
		if s, ok := t.m.args[0].(string); ok {
			return s // Plain
		}
	}
	format := t.m.format
	if tr != nil {
		format = tr(format)
	}
	var args []any
	if len(t.m.args) == 0 {
		if !strings.Contains(format, "%") {
			return format
		}
		return fmt.Sprintf(format, args...) // "%%" and the like
	}
	args = make([]any, len(t.m.args))
	for i, a := range t.m.args {
		args[i] = render(a, tr)
	}
	return fmt.Sprintf(format, args...)
}

// render turns an argument that is words into a string in tr's language,
// and leaves any other value for fmt.
func render(a any, tr func(string) string) any {
	switch a := a.(type) {
	case Text:
		return a.In(tr)
	case Count:
		return a.In(tr)
	case List:
		return a.In(tr)
	}
	return a
}

// Count is N and a noun, "3 nodes": in English the noun takes an s unless
// N is 1 (Plural); a translation of the noun gives "singular|plural", and
// counts 0 and 1 take the singular (French). Key, when set, is the
// table's key for a noun whose English has two senses ("row": an LP's
// constraint, "grid.row": a line of a grid). As, when set, is N as the
// input wrote it ("012"), shown instead of N. Words, when set, is the
// English plural when it is not Word+"s" ("fixes").
type Count struct {
	N     int
	Word  string
	Key   string
	As    string
	Words string
}

// In renders c with tr (nil for English).
func (c Count) In(tr func(string) string) string {
	if tr != nil {
		key := c.Word
		if c.Key != "" {
			key = c.Key
		}
		if forms := strings.SplitN(tr(key), "|", 2); len(forms) == 2 {
			if c.N > 1 {
				return c.number() + " " + forms[1]
			}
			return c.number() + " " + forms[0]
		}
	}
	switch {
	case c.N == 1:
		return c.number() + " " + c.Word
	case c.Words != "":
		return c.number() + " " + c.Words
	}
	return c.number() + " " + c.Word + "s"
}

func (c Count) number() string {
	if c.As != "" {
		return c.As
	}
	return strconv.Itoa(c.N)
}

// List is words shown one after another, separated by ", " in every
// language; And and Or end a list with the language's word.
type List []any

// In renders l with tr (nil for English).
func (l List) In(tr func(string) string) string {
	var b strings.Builder
	for i, a := range l {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, render(a, tr))
	}
	return b.String()
}

// And is "a, b and c" (in French "a, b et c"); a single item is itself.
func And(items ...any) Text { return joined(items, "and") }

// Or is "a, b or c".
func Or(items ...any) Text { return joined(items, "or") }

func joined(items []any, word string) Text {
	switch len(items) {
	case 0:
		return Text{}
	case 1:
		if t, ok := items[0].(Text); ok {
			return t
		}
		return Text{&message{"%v", items[:1]}}
	}
	rest := List(items[:len(items)-1])
	last := items[len(items)-1]
	if word == "or" {
		return Say("%s or %v", rest, last)
	}
	return Say("%s and %v", rest, last)
}

// TextError is an error whose message is a Text, so that a reader that
// passes it on (a parser, the window) can show it in its own language;
// Error is the English.
type TextError struct{ Text Text }

func (e TextError) Error() string { return e.Text.String() }

// SayError is the error whose message is Say(format, args...).
func SayError(format string, args ...any) error { return TextError{Say(format, args...)} }

// ErrorText is err's message as a Text: a TextError's (found with
// errors.As, so a wrapped one too), else err's text shown as is.
func ErrorText(err error) Text {
	var e TextError
	if errors.As(err, &e) && e.Text.String() == err.Error() {
		return e.Text
	}
	return Plain(err.Error())
}
