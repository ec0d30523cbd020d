package puzzlefile

import (
	"bytes"
	"slices"

	"grille/solve"
	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// The puzzles that are one field of their line: Tatham's game IDs and
// puzz.link URLs.

// gameID checks what every game ID has, and leaves the rest to the hook.
func (f *Format[P]) gameID(fd *Field) (P, *Error) {
	if f.GameID == nil {
		var zero P
		return zero, fd.Errorf(0, "this type has no game IDs: %s reads as one", textscan.Quote(fd.Tok))
	}
	if hash := tatham.SeedAt(fd.Tok); hash >= 0 {
		var zero P
		return zero, fd.Errorf(hash, "%s is a %s random seed, not a puzzle: copy the game ID (Game > Specific) instead", textscan.Quote(fd.Tok), f.Game)
	}
	colon := bytes.IndexByte(fd.Tok, ':')
	return f.GameID(fd, fd.Tok[:colon], colon+1)
}

// url checks what every URL has, and leaves the rest to the hook.
func (f *Format[P]) url(fd *Field) (P, *Error) {
	var zero P
	if f.Link != nil {
		if p, err, ok := f.Link(fd); ok {
			return p, err
		}
	}
	if f.URL == nil || len(f.URLTypes) == 0 {
		return zero, fd.Errorf(0, "this type has no puzz.link URLs")
	}
	u, ok := pzpr.Split(fd.Tok)
	switch {
	case !ok:
		return zero, fd.Errorf(0, "URL has no puzzle (want https://puzz.link/p?%s/COLUMNS/ROWS/...)", f.URLTypes[0])
	case !slices.Contains(f.URLTypes, string(u.Type)):
		return zero, fd.Errorf(u.TypeAt, "puzz.link puzzle type %s is not %s", textscan.Quote(u.Type), f.URLTypes[0])
	case !u.HasSize():
		return zero, fd.Errorf(u.ColsAt, "want COLUMNS/ROWS after %s/ in the URL", u.Type)
	}
	return f.URL(fd, u)
}

// Field is a puzzle that is one field of its line: a game ID or a URL.
type Field struct {
	*Reader
	Text       []byte // the line
	Start, End int    // the field's bytes in Text
	Tok        []byte // Text[Start:End]
	what       string // "game ID" or "URL", for messages
}

func (r *Reader) field(text []byte, start int, what string) *Field {
	end := textscan.FieldEnd(text, start)
	return &Field{Reader: r, Text: text, Start: start, End: end, Tok: text[start:end], what: what}
}

// Errorf is the error at byte offset i of the field (clamped to its end).
func (f *Field) Errorf(i int, format string, args ...any) *Error {
	return f.ErrorAt(f.Text, f.Start+min(i, len(f.Tok)), format, args...)
}

// Col is the column of byte offset i of the field.
func (f *Field) Col(i int) int { return f.Reader.Col(f.Text, f.Start+i) }

// Done ends the reading of the field: the error of its decoder when msg is
// not empty (at byte at of the field), else that of anything after it but
// a comment.
func (f *Field) Done(at int, msg solve.Text) *Error {
	if !msg.IsZero() {
		return f.Errorf(at, "%s", msg)
	}
	return f.Reader.Trailing(f.Text, f.End, f.what)
}
