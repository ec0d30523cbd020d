package cli

import (
	"encoding/json"
	"math"
	"strconv"
)

// appendRecord appends r as `grille solve --json` writes it, a line that is
// byte for byte what encoding/json makes of r (record.MarshalJSON, the
// reference the tests compare with), in a fraction of the time: on a file
// of 17-clue Sudokus encoding/json took as long as the solves.
func appendRecord(b []byte, r record) ([]byte, error) {
	b = append(b, `{"file":`...)
	b = appendString(b, r.File)
	if r.Index != 0 {
		b = append(b, `,"index":`...)
		b = strconv.AppendInt(b, int64(r.Index), 10)
	}
	b = append(b, `,"type":`...)
	b = appendString(b, r.Type)
	b = append(b, `,"method":`...)
	b = appendString(b, r.Method)
	b = append(b, `,"status":`...)
	b = appendString(b, r.Status)
	b = append(b, `,"elapsed_ms":`...)
	var err error
	if b, err = appendFloat(b, r.ElapsedMS); err != nil {
		return b, err
	}
	if r.Nodes != 0 {
		b = append(b, `,"nodes":`...)
		b = strconv.AppendInt(b, r.Nodes, 10)
	}
	if r.Msg != "" {
		b = append(b, `,"msg":`...)
		b = appendString(b, r.Msg)
	}
	if r.answerKey != "" {
		b = append(b, ',')
		b = appendString(b, r.answerKey)
		b = append(b, ':')
		if b, err = appendValue(b, r.answer); err != nil {
			return b, err
		}
	}
	return append(b, '}', '\n'), nil
}

// appendString writes s as encoding/json does; only strings of plain
// printable ASCII (every file name and message in practice) take the
// short way.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if !plainASCII[s[i]] {
			q, _ := json.Marshal(s) // a string always encodes
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plainASCII marks the bytes encoding/json writes as they are.
var plainASCII = func() (t [256]bool) {
	for c := 0x20; c <= 0x7e; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// appendFloat writes f as encoding/json does: the shortest decimal that
// reads back as f, without an exponent between 1e-6 and 1e21.
func appendFloat(b []byte, f float64) ([]byte, error) {
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) || math.IsNaN(f) {
		q, err := json.Marshal(f)
		return append(b, q...), err
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64), nil
}

// appendValue writes an answer: one that writes itself as encoding/json
// would (sudoku.AnswerRows), rows of numbers by hand, anything else by
// encoding/json.
func appendValue(b []byte, v any) ([]byte, error) {
	if a, ok := v.(interface{ AppendJSON([]byte) []byte }); ok {
		return a.AppendJSON(b), nil
	}
	rows, ok := v.([][]int)
	if !ok || rows == nil {
		q, err := json.Marshal(v)
		return append(b, q...), err
	}
	b = append(b, '[')
	for i, row := range rows {
		if i > 0 {
			b = append(b, ',')
		}
		if row == nil {
			b = append(b, "null"...)
			continue
		}
		b = append(b, '[')
		for k, x := range row {
			if k > 0 {
				b = append(b, ',')
			}
			if x >= 0 && x < 10 { // every 9×9 digit: no call
				b = append(b, byte('0'+x))
			} else {
				b = strconv.AppendInt(b, int64(x), 10)
			}
		}
		b = append(b, ']')
	}
	return append(b, ']'), nil
}
