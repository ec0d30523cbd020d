// Package janko reads the JSON files of the puzzlekit data set
// (SmilingWayne/puzzlekit-dataset, collected from janko.at):
//
//	{"count": …, "data": {NAME: {"problem": TEXT, "solution": TEXT, …}, …}, …}
//
// It walks the file in its own key order and points every error into it;
// what a problem or a solution says is the puzzle type's to read, through
// the two functions Read is given.
//
// It exists so that Hashi and Shikaku read the same structure one way and
// word their errors alike: FILE:LINE:COL at the offending JSON value (or
// at the entry whose problem or solution is wrong), and never a Go type
// name.
package janko

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"grille/solve/parseerr"
	"grille/solve/textscan"
)

// Named is one puzzle of a data set, with the solution the set gives (the
// zero P when none is read).
type Named[P any] struct {
	Name     string
	Puzzle   P
	Solution P
}

// Entry is one puzzle of a data set as the file writes it.
type Entry struct {
	Name     string
	Problem  string
	Solution *string // nil when the entry has none
}

// Read reads a data set. problem reads each entry's problem text; its error
// (a *parseerr.Error pointing into the text, ideally) is reported at the
// entry. solution, when not nil, then reads the entry's solution of that
// puzzle, or returns a message to refuse the entry. Read returns the
// puzzles in the file's order, and the line each entry's value starts on.
func Read[P any](name string, data []byte, problem func(text []byte) (P, error), solution func(p P, e Entry) (P, string)) ([]Named[P], []int, error) {
	data = textscan.TrimBOM(data)
	r := &reader{name: name, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	r.dec.UseNumber() // a number is only ever skipped: never refuse one as too large
	// Syntax first, wherever it is wrong: an entry's value of the wrong
	// type must not hide a broken file.
	if !json.Valid(data) {
		return nil, nil, r.syntaxErr()
	}
	var out []Named[P]
	var lines []int
	err := r.object(`an object (a janko data set: {"count", "data": {…}})`, func(key string) error {
		if key != "data" {
			return r.skip()
		}
		r.sawData = true
		return r.object(`"data" to be an object of puzzles`, func(pname string) error {
			at := r.valueStart()
			e, err := r.entry(pname, at)
			if err != nil {
				return err
			}
			p, err := problem([]byte(e.Problem))
			if err != nil {
				return r.errAt(at, "puzzle %q: %s", pname, problemMsg(err))
			}
			n := Named[P]{Name: pname, Puzzle: p}
			if solution != nil {
				var msg string
				if n.Solution, msg = solution(p, e); msg != "" {
					return r.errAt(at, "puzzle %q: %s", pname, msg)
				}
			}
			out = append(out, n)
			lines = append(lines, r.lineOf(at))
			return nil
		})
	})
	if err != nil {
		return nil, nil, err
	}
	if !r.sawData {
		return nil, nil, r.errAt(0, `JSON has no "data" object: not a janko data set`)
	}
	if len(out) == 0 {
		return nil, nil, parseerr.Errorf(name, 1, 0, "no puzzle found")
	}
	return out, lines, nil
}

// problemMsg words the error of a problem's text: where in the text, and
// what.
func problemMsg(err error) string {
	var pe *parseerr.Error
	switch {
	case !errors.As(err, &pe):
		return "problem: " + err.Error()
	case pe.Col > 0:
		return fmt.Sprintf("problem line %d, column %d: %s", pe.Line, pe.Col, pe.Msg)
	}
	return fmt.Sprintf("problem line %d: %s", pe.Line, pe.Msg)
}

type reader struct {
	name    string
	data    []byte
	dec     *json.Decoder // reads data[base:]
	base    int64
	sawData bool
	// line is the line of offset lineOff: lineOf counts on from there, so
	// that numbering every entry costs one pass over the file.
	line    int
	lineOff int64
}

// lineOf is the line of offset off, which must not be before the offset
// of the previous call.
func (r *reader) lineOf(off int64) int {
	if r.line == 0 {
		r.line = 1
	}
	r.line += bytes.Count(r.data[r.lineOff:off], []byte("\n"))
	r.lineOff = off
	return r.line
}

// errAt is the error at byte offset off of the file.
func (r *reader) errAt(off int64, format string, args ...any) error {
	line, col := textscan.LineCol(r.data, off)
	return parseerr.Errorf(r.name, line, col, format, args...)
}

// jsonErr places an error of the decoder.
func (r *reader) jsonErr(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		// The decoder counts a syntax error's offset from the start of
		// the value it was reading: find it in the whole file.
		return r.syntaxErr()
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return r.errAt(int64(len(r.data)), "JSON: unexpected end of file")
	}
	return r.errAt(r.base+r.dec.InputOffset(), "JSON: %v", err)
}

// syntaxErr is the first syntax error of the file, at the offending byte.
func (r *reader) syntaxErr() error {
	var raw json.RawMessage
	err := json.Unmarshal(r.data, &raw)
	var se *json.SyntaxError
	switch {
	case !errors.As(err, &se):
		return r.errAt(0, "JSON: %v", err)
	case strings.HasPrefix(se.Error(), "unexpected end"):
		return r.errAt(int64(len(r.data)), "JSON: unexpected end of file")
	}
	if textscan.LooksUTF16(r.data) {
		return r.errAt(se.Offset-1, "JSON: %v: the file looks like UTF-16; save it as UTF-8", se)
	}
	// Offset counts the bytes read, the offending one included.
	return r.errAt(se.Offset-1, "JSON: %v", se)
}

// valueStart is the offset of the next value: past blanks and the colon
// after a key.
func (r *reader) valueStart() int64 {
	off := r.base + r.dec.InputOffset()
	for off < int64(len(r.data)) && strings.IndexByte(" \t\r\n:", r.data[off]) >= 0 {
		off++
	}
	return off
}

// object reads an object, calling member after each key to read its value;
// want says what the value must be, for the error when it is not an object.
func (r *reader) object(want string, member func(key string) error) error {
	at := r.valueStart()
	tok, err := r.dec.Token()
	if err != nil {
		return r.jsonErr(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return r.errAt(at, "JSON: want %s", want)
	}
	for r.dec.More() {
		tok, err := r.dec.Token()
		if err != nil {
			return r.jsonErr(err)
		}
		key, _ := tok.(string) // the decoder allows only strings as keys
		if err := member(key); err != nil {
			return err
		}
	}
	if _, err := r.dec.Token(); err != nil { // the closing '}'
		return r.jsonErr(err)
	}
	return nil
}

// skip reads a value and forgets it.
func (r *reader) skip() error {
	var raw json.RawMessage
	if err := r.dec.Decode(&raw); err != nil {
		return r.jsonErr(err)
	}
	return nil
}

// entry reads the object of the puzzle named pname, at offset at. It is
// decoded whole; only when a value is of the wrong kind is it walked again
// token by token, to say which and where.
func (r *reader) entry(pname string, at int64) (Entry, error) {
	var v struct {
		// encoding/json matches these regardless of case ("Problem").
		Problem  *string `json:"problem"`
		Solution *string `json:"solution"`
	}
	if err := r.dec.Decode(&v); err != nil {
		var te *json.UnmarshalTypeError
		if !errors.As(err, &te) {
			return Entry{}, r.jsonErr(err)
		}
		walk := &reader{name: r.name, data: r.data, dec: json.NewDecoder(bytes.NewReader(r.data[at:])), base: at}
		walk.dec.UseNumber()
		if _, err := walk.walkEntry(pname, at); err != nil {
			return Entry{}, err
		}
		return Entry{}, r.errAt(at, "JSON: puzzle %q: %s where a string belongs", pname, te.Value) // walkEntry found it first
	}
	if v.Problem == nil {
		return Entry{}, r.errAt(at, `puzzle %q: no "problem"`, pname)
	}
	return Entry{Name: pname, Problem: *v.Problem, Solution: v.Solution}, nil
}

// walkEntry is entry token by token.
func (r *reader) walkEntry(pname string, at int64) (Entry, error) {
	e := Entry{Name: pname}
	var problem *string
	err := r.object(fmt.Sprintf(`puzzle %q to be an object {"problem", "solution"}`, pname), func(key string) error {
		// Keys are matched regardless of case, as encoding/json matches
		// struct fields (this reader used to decode into one).
		switch {
		case strings.EqualFold(key, "problem"):
			key = "problem"
		case strings.EqualFold(key, "solution"):
			key = "solution"
		default:
			return r.skip()
		}
		vat := r.valueStart()
		tok, err := r.dec.Token()
		if err != nil {
			return r.jsonErr(err)
		}
		s, ok := tok.(string)
		if !ok {
			return r.errAt(vat, "JSON: puzzle %q: %q is %s, want a string", pname, key, kindOf(tok))
		}
		if key == "problem" {
			problem = &s
		} else {
			e.Solution = &s
		}
		return nil
	})
	if err != nil {
		return Entry{}, err
	}
	if problem == nil {
		return Entry{}, r.errAt(at, `puzzle %q: no "problem"`, pname)
	}
	e.Problem = *problem
	return e, nil
}

// kindOf names the JSON kind of a token that begins a value.
func kindOf(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			return "an array"
		}
		return "an object"
	case json.Number, float64:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return "a string"
}
