package parseerr

import (
	"errors"
	"fmt"
	"testing"

	"grille/solve"
)

func TestError(t *testing.T) {
	tests := []struct {
		e    Error
		want string
	}{
		{Error{File: "f.txt", Line: 3, Col: 16, Msg: "row 3 has 8 numbers, want 9"}, "f.txt:3:16: row 3 has 8 numbers, want 9"},
		{Error{File: "f.txt", Line: 1, Col: 0, Msg: "no puzzle found"}, "f.txt:1: no puzzle found"},
		{Error{File: "", Line: 2, Col: 5, Msg: "bad"}, "2:5: bad"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.e, got, tt.want)
		}
	}
}

// TestIn: the message in another language, where and the wrapping words
// kept; an error with no Say, or no table, reads as Error.
func TestIn(t *testing.T) {
	fr := func(s string) string {
		return map[string]string{"row %d has %s, want %d": "la ligne %d a %s, il en faut %d", "number": "nombre|nombres"}[s]
	}
	e := Errorf("f.txt", 3, 16, "row %d has %s, want %d", 3, solve.Count{N: 8, Word: "number"}, 9)
	if got, want := e.Error(), "f.txt:3:16: row 3 has 8 numbers, want 9"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	for _, c := range []struct {
		err  error
		tr   func(string) string
		want string
	}{
		{e, fr, "f.txt:3:16: la ligne 3 a 8 nombres, il en faut 9"},
		{fmt.Errorf("Sudoku: %w", e), fr, "Sudoku: f.txt:3:16: la ligne 3 a 8 nombres, il en faut 9"},
		{e, nil, "f.txt:3:16: row 3 has 8 numbers, want 9"},
		{&Error{File: "f.txt", Line: 1, Msg: "no puzzle found"}, fr, "f.txt:1: no puzzle found"},
		{errors.New("plain"), fr, "plain"},
	} {
		if got := In(c.err, c.tr); got != c.want {
			t.Errorf("In(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}
