package shikaku

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"grille/solve/textscan"
)

// Named is one entry of the janko data set: its key, the puzzle, and the
// solution the set gives (the puzzle with Rects drawn from its grid of
// rectangle ids).
type Named struct {
	Name     string
	Puzzle   Puzzle
	Solution Puzzle
}

// ParseJankoJSON reads the janko data set's JSON file (SmilingWayne/
// puzzlekit-dataset, assets/data/Shikaku/Shikaku_dataset.json):
// {"count": …, "data": {name: {"problem": text, "solution": text}}}, in
// the file's key order. A problem is the janko text ("ROWS COLS" then rows,
// "-" empty); a solution is "ROWS COLS" then a rectangle id per cell, and
// each id's cells must form a rectangle. Lines after a solution's last row
// are ignored: two entries of the published file end with a stray
// "unit 27" line. Errors are *ParseError pointing into the JSON file.
func ParseJankoJSON(data []byte) ([]Named, error) {
	named, _, err := parseJSON("", data, true)
	return named, err
}

// parseJSON reads the data set; with solutions it also reads each
// solution. starts holds the line of each entry, for ParseOne's message.
func parseJSON(name string, data []byte, solutions bool) ([]Named, []int, error) {
	data = textscan.TrimBOM(data)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	errAt := func(off int64, format string, args ...any) error {
		l, c := textscan.LineCol(data, off)
		return &ParseError{File: name, Line: l, Col: c, Msg: fmt.Sprintf(format, args...)}
	}
	jsonErr := func(err error) error {
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se):
			// The decoder counts a syntax error's offset from the start of
			// the value it was reading; a whole-file parse gives the
			// absolute one.
			var whole any
			if werr := json.Unmarshal(data, &whole); errors.As(werr, &se) {
				return errAt(se.Offset-1, "JSON: %v", se)
			}
			return errAt(dec.InputOffset(), "JSON: %v", err)
		case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
			return errAt(int64(len(data)), "JSON: unexpected end of file")
		}
		return errAt(dec.InputOffset(), "JSON: %v", err)
	}
	// valueStart is the offset of the value after the key just read.
	valueStart := func() int64 {
		off := dec.InputOffset()
		for off < int64(len(data)) && strings.IndexByte(" \t\r\n:", data[off]) >= 0 {
			off++
		}
		return off
	}
	expectDelim := func(want json.Delim, what string) error {
		off := valueStart()
		tok, err := dec.Token()
		if err != nil {
			return jsonErr(err)
		}
		if d, ok := tok.(json.Delim); !ok || d != want {
			return errAt(off, "JSON: want %s", what)
		}
		return nil
	}
	if err := expectDelim('{', "an object (a janko data set: {\"count\", \"data\": {…}})"); err != nil {
		return nil, nil, err
	}
	var out []Named
	var starts []int
	sawData := false
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, jsonErr(err)
		}
		key, _ := tok.(string)
		if key != "data" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, nil, jsonErr(err)
			}
			continue
		}
		sawData = true
		if err := expectDelim('{', "\"data\" to be an object of puzzles"); err != nil {
			return nil, nil, err
		}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return nil, nil, jsonErr(err)
			}
			entry, _ := tok.(string)
			at := valueStart()
			var v struct {
				Problem  *string `json:"problem"`
				Solution *string `json:"solution"`
			}
			if err := dec.Decode(&v); err != nil {
				var te *json.UnmarshalTypeError
				if errors.As(err, &te) {
					return nil, nil, errAt(at, "puzzle %q: JSON: %v", entry, err)
				}
				return nil, nil, jsonErr(err)
			}
			if v.Problem == nil {
				return nil, nil, errAt(at, "puzzle %q has no \"problem\"", entry)
			}
			pz, err := ParseOne("", []byte(*v.Problem))
			if err != nil {
				var pe *ParseError
				if errors.As(err, &pe) {
					return nil, nil, errAt(at, "puzzle %q: problem line %d, column %d: %s", entry, pe.Line, pe.Col, pe.Msg)
				}
				return nil, nil, errAt(at, "puzzle %q: %v", entry, err)
			}
			n := Named{Name: entry, Puzzle: pz}
			if solutions {
				if v.Solution == nil {
					return nil, nil, errAt(at, "puzzle %q has no \"solution\"", entry)
				}
				rects, msg := idGridRects(*v.Solution, pz.Rows, pz.Cols)
				if msg != "" {
					return nil, nil, errAt(at, "puzzle %q: solution: %s", entry, msg)
				}
				n.Solution = pz.WithRects(rects)
			}
			l, _ := textscan.LineCol(data, at)
			out = append(out, n)
			starts = append(starts, l)
		}
		if _, err := dec.Token(); err != nil { // the closing '}' of "data"
			return nil, nil, jsonErr(err)
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, nil, jsonErr(err)
	}
	if !sawData {
		return nil, nil, errAt(0, "JSON has no \"data\" object: not a janko data set")
	}
	if off := valueStart(); off < int64(len(data)) {
		return nil, nil, errAt(off, "JSON: unexpected text after the data set")
	}
	return out, starts, nil
}

// idGridRects reads a janko solution, "ROWS COLS" then a rectangle id per
// cell, into rectangles, in order of their top-left cells. It says what is
// wrong instead when the size differs or an id's cells are not a rectangle.
func idGridRects(text string, rows, cols int) ([]Rect, string) {
	lines := strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' })
	if len(lines) == 0 {
		return nil, "empty"
	}
	var r, c int
	if _, err := fmt.Sscanf(lines[0], "%d %d", &r, &c); err != nil || r != rows || c != cols {
		return nil, fmt.Sprintf("header %q, want \"%d %d\"", lines[0], rows, cols)
	}
	if len(lines)-1 < rows {
		return nil, fmt.Sprintf("%s, want %d", textscan.Plural(len(lines)-1, "row"), rows)
	}
	type box struct{ r0, c0, r1, c1, n, order int }
	boxes := map[string]*box{}
	for i := 0; i < rows; i++ {
		f := strings.Fields(lines[1+i])
		if len(f) != cols {
			return nil, fmt.Sprintf("row %d has %s, want %d", i+1, textscan.Plural(len(f), "id"), cols)
		}
		for j, id := range f {
			b := boxes[id]
			if b == nil {
				b = &box{r0: i, c0: j, r1: i, c1: j, order: len(boxes)}
				boxes[id] = b
			}
			b.r0, b.c0 = min(b.r0, i), min(b.c0, j)
			b.r1, b.c1 = max(b.r1, i), max(b.c1, j)
			b.n++
		}
	}
	rects := make([]Rect, len(boxes))
	for id, b := range boxes {
		rc := Rect{b.r0, b.c0, b.r1 - b.r0 + 1, b.c1 - b.c0 + 1}
		if rc.Area() != b.n {
			return nil, fmt.Sprintf("the cells of id %s do not form a rectangle", id)
		}
		rects[b.order] = rc
	}
	return rects, ""
}
