package hashi

import (
	"errors"
	"strings"
	"testing"
)

// checkParse is the invariant of the parse fuzz target: Parse does not
// panic, fails only with a *ParseError that points into the input, and
// each puzzle it returns is valid and comes back unchanged through every
// writer.
func checkParse(t *testing.T, data []byte) {
	ps, err := Parse("fuzz", data)
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("error %T is not a *ParseError: %v", err, err)
		}
		lines := strings.Count(string(data), "\n") + strings.Count(string(data), "\r") + 1
		if pe.Line < 1 || pe.Col < 0 || pe.Line > lines {
			t.Fatalf("error points outside the input: %v", err)
		}
		return
	}
	if len(ps) == 0 {
		t.Fatal("no puzzles and no error")
	}
	for _, p := range ps {
		if err := p.Validate(); err != nil {
			t.Fatalf("parsed an invalid puzzle: %v", err)
		}
		for _, text := range []string{p.GridText(), p.GameID(), p.URL()} {
			back, err := ParseOne("again", []byte(text))
			if err != nil {
				t.Fatalf("cannot reread %q: %v", text, err)
			}
			if !back.Equal(p) {
				t.Fatalf("reread %q as %q", text, back.GridText())
			}
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"2 . 2\n. . .\n2 . 2\n", "2.2\n...\n2.2", "3 3 4\n2 0 2\n0 0 0\n2 0 2",
		"3 3\n2 - 2\n- - -\n2 - 2", "3x3m2:2a2c2a2", "https://puzz.link/p?hashi/3/3/2g2i2g2",
		"1 . 9", "1 3 3\n5 5 5\n", cross, square3, jankoJSON, "{\"data\":{}}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(checkParse)
}

// FuzzVerify: Verify never panics, whatever the bridges, and accepts only
// answers that also pass the model's own checks.
func FuzzVerify(f *testing.F) {
	f.Add([]byte{0, 1, 2, 1, 3, 1, 2, 3, 2, 0, 2, 1, 3, 4, 1})
	f.Add([]byte{0, 1, 3})
	p := mustParse(f, square3)
	f.Fuzz(func(t *testing.T, raw []byte) {
		sol := p.Clone()
		for i := 0; i+2 < len(raw) && i < 60; i += 3 {
			sol.Bridges = append(sol.Bridges, Bridge{int(raw[i]) % 7, int(raw[i+1]) % 7, int(raw[i+2]) % 4})
		}
		if Verify(p, sol) != nil {
			return
		}
		if err := sol.Validate(); err != nil {
			t.Fatalf("Verify accepted a malformed answer: %v", err)
		}
		over, crossing := sol.Problems()
		if len(over) > 0 || len(crossing) > 0 {
			t.Fatalf("Verify accepted an answer with problems: %v %v", over, crossing)
		}
	})
}
