package hashi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"grille/solve/textscan"
)

// Named is one puzzle of a collection, with its published solution when the
// collection has one (else a zero Solution: Rows == 0).
type Named struct {
	Name     string
	Puzzle   Puzzle
	Solution Puzzle
}

// ParseJankoJSON reads the puzzlekit data set's JSON file
// (Hashi_dataset.json: {"count", "data": {NAME: {"problem", "solution",
// "source", "info"}}}), keeping the file's order. Each problem is the janko
// text ("rows cols", then rows of "-" or 1-8). Each solution is the same
// grid with the bridges drawn over the water cells: "1" and "2" a single and
// a double horizontal bridge, "a" and "b" a single and a double vertical
// one, "-" anything else (islands included). It is decoded into the full
// set of Bridges; a solution that does not decode consistently is left zero
// rather than guessed.
func ParseJankoJSON(data []byte) ([]Named, error) { return parseJSON("", data) }

func parseJSON(name string, data []byte) ([]Named, error) {
	data = textscan.TrimBOM(data)
	dec := json.NewDecoder(bytes.NewReader(data))
	fail := func(off int64, format string, args ...any) error {
		line, col := textscan.LineCol(data, off)
		return &ParseError{File: name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	jsonErr := func(err error) error {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return fail(se.Offset, "JSON: %v", se)
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return fail(te.Offset, "JSON: %v", te)
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return fail(int64(len(data)), "JSON: unexpected end of file")
		}
		return fail(dec.InputOffset(), "JSON: %v", err)
	}
	expect := func(want json.Delim) error {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return jsonErr(err)
		}
		if d, ok := tok.(json.Delim); !ok || d != want {
			return fail(off, "JSON: want %q", string(want))
		}
		return nil
	}
	// A first pass finds syntax errors where they are: the streaming
	// decoder below reports offsets that drift from the offending byte.
	var whole any
	if err := json.Unmarshal(data, &whole); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, fail(se.Offset, "JSON: %v", se)
		}
		if errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end") {
			return nil, fail(int64(len(data)), "JSON: unexpected end of input")
		}
		return nil, fail(0, "JSON: %v", err)
	}
	if err := expect('{'); err != nil {
		return nil, err
	}
	var out []Named
	found := false
	for dec.More() {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil, jsonErr(err)
		}
		key, _ := tok.(string)
		if key != "data" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, jsonErr(err)
			}
			continue
		}
		found = true
		if err := expect('{'); err != nil {
			return nil, err
		}
		for dec.More() {
			off = dec.InputOffset()
			tok, err := dec.Token()
			if err != nil {
				return nil, jsonErr(err)
			}
			pname, _ := tok.(string)
			var entry struct {
				Problem  string `json:"problem"`
				Solution string `json:"solution"`
			}
			// The entry's value starts after blanks and the colon; a type
			// error is reported there (the decoder's own offset for it is
			// not where the value is).
			valueAt := dec.InputOffset()
			for valueAt < int64(len(data)) && strings.IndexByte(" \t\r\n:", data[valueAt]) >= 0 {
				valueAt++
			}
			if err := dec.Decode(&entry); err != nil {
				var te *json.UnmarshalTypeError
				if errors.As(err, &te) {
					return nil, fail(valueAt, "JSON: puzzle %q: %v", pname, te)
				}
				return nil, jsonErr(err)
			}
			keyLine, _ := textscan.LineCol(data, off)
			pz, err := ParseOne(name+"#"+pname, []byte(entry.Problem))
			if err != nil {
				var pe *ParseError
				if errors.As(err, &pe) {
					return nil, &ParseError{File: name, Line: keyLine, Msg: fmt.Sprintf("puzzle %q, line %d of its problem: %s", pname, pe.Line, pe.Msg)}
				}
				return nil, err
			}
			n := Named{Name: pname, Puzzle: pz}
			if sol, ok := decodeJankoSolution(pz, entry.Solution); ok {
				n.Solution = sol
			}
			out = append(out, n)
		}
		if err := expect('}'); err != nil {
			return nil, err
		}
	}
	if !found {
		return nil, fail(0, "JSON has no \"data\" object (want the puzzlekit Hashi_dataset.json)")
	}
	if len(out) == 0 {
		return nil, fail(0, "no puzzle found")
	}
	return out, nil
}

// decodeJankoSolution reads the drawing described at ParseJankoJSON.
func decodeJankoSolution(pz Puzzle, text string) (Puzzle, bool) {
	lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(text, "\r", "")), "\n")
	if len(lines) != pz.Rows+1 {
		return Puzzle{}, false
	}
	if f := strings.Fields(lines[0]); len(f) != 2 || f[0] != fmt.Sprint(pz.Rows) || f[1] != fmt.Sprint(pz.Cols) {
		return Puzzle{}, false
	}
	cell := make([][]string, pz.Rows)
	for r := range cell {
		cell[r] = strings.Fields(lines[r+1])
		if len(cell[r]) != pz.Cols {
			return Puzzle{}, false
		}
	}
	sol := pz.Bare()
	for i, is := range pz.Islands {
		if cell[is.Row][is.Col] != "-" {
			return Puzzle{}, false
		}
		// Right: the run of cells up to the next island must be one symbol.
		for _, dir := range [2]struct{ dr, dc int }{{0, 1}, {1, 0}} {
			r, c := is.Row+dir.dr, is.Col+dir.dc
			if r >= pz.Rows || c >= pz.Cols {
				continue
			}
			sym := cell[r][c]
			count := 0
			switch {
			case dir.dc == 1 && sym == "1", dir.dr == 1 && sym == "a":
				count = 1
			case dir.dc == 1 && sym == "2", dir.dr == 1 && sym == "b":
				count = 2
			default:
				continue
			}
			for {
				if j, ok := pz.IslandAt(r, c); ok {
					sol.Bridges = append(sol.Bridges, Bridge{i, j, count})
					break
				}
				if cell[r][c] != sym {
					return Puzzle{}, false
				}
				r, c = r+dir.dr, c+dir.dc
				if r >= pz.Rows || c >= pz.Cols {
					return Puzzle{}, false
				}
			}
		}
	}
	return sol, true
}
