package cli

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
)

// appendRecord appends r as `grille solve --json` writes it, a line that is
// byte for byte what encoding/json makes of r (record.MarshalJSON, the
// reference the tests compare with), in a fraction of the time: on a file
// of 17-clue Sudokus encoding/json took as long as the solves.
func appendRecord(b []byte, r record) ([]byte, error) { return appendRecordMemo(b, &r, nil) }

// appendRecordMemo is appendRecord remembering in m (if not nil) the
// JSON of the fields before "index" and of those between it and
// "elapsed_ms": a batch writes the same file name, type, method and
// status again and again.
func appendRecordMemo(b []byte, r *record, m *recordMemo) ([]byte, error) {
	if m == nil {
		m = new(recordMemo)
	}
	if r.File != m.file || len(m.head) == 0 {
		m.file = r.File
		m.head = appendString(append(m.head[:0], `{"file":`...), r.File)
	}
	b = append(b, m.head...)
	if r.Index != 0 {
		b = append(b, `,"index":`...)
		b = appendInt(b, int64(r.Index))
	}
	if r.Type != m.typ || r.Method != m.method || r.Status != m.status || len(m.mid) == 0 {
		m.typ, m.method, m.status = r.Type, r.Method, r.Status
		mid := appendString(append(m.mid[:0], `,"type":`...), r.Type)
		mid = appendString(append(mid, `,"method":`...), r.Method)
		mid = appendString(append(mid, `,"status":`...), r.Status)
		m.mid = append(mid, `,"elapsed_ms":`...)
	}
	b = append(b, m.mid...)
	var err error
	if b, err = appendFloat(b, r.ElapsedMS); err != nil {
		return b, err
	}
	if r.Nodes != 0 {
		b = append(b, `,"nodes":`...)
		b = appendInt(b, r.Nodes)
	}
	if r.Msg != "" {
		b = append(b, `,"msg":`...)
		b = appendString(b, r.Msg)
	}
	if r.answerKey != "" {
		if r.answerKey != m.key || len(m.keyJSON) == 0 {
			m.key = r.answerKey
			m.keyJSON = append(appendString(append(m.keyJSON[:0], ','), r.answerKey), ':')
		}
		b = append(b, m.keyJSON...)
		if b, err = appendValue(b, r.answer); err != nil {
			return b, err
		}
	}
	return append(b, '}', '\n'), nil
}

// recordMemo is what appendRecordMemo keeps from one record to the next:
// the strings it last wrote, and their JSON with what surrounds them.
type recordMemo struct {
	file, typ, method, status, key string
	head, mid, keyJSON             []byte
}

// appendInt is strconv.AppendInt(b, n, 10) with less work for the small
// numbers of a record (an index, a node count, milliseconds).
func appendInt(b []byte, n int64) []byte {
	switch {
	case n < 0 || n >= 1e8:
		return strconv.AppendInt(b, n, 10)
	case n < 10: // most node counts, the whole milliseconds of a fast solve
		return append(b, byte('0'+n))
	case n < 100:
		return append(b, digitPairs[2*n], digitPairs[2*n+1])
	}
	digits := 3
	for p := int64(1000); n >= p; p *= 10 {
		digits++
	}
	// Written in place, from the last digit: no copy of a few bytes.
	b = slices.Grow(b, digits)
	d := b[len(b) : len(b)+digits]
	i := digits
	for n >= 100 { // two digits a division
		q := n / 100
		r := 2 * (n - 100*q)
		i -= 2
		d[i], d[i+1] = digitPairs[r], digitPairs[r+1]
		n = q
	}
	if n >= 10 {
		d[0], d[1] = digitPairs[2*n], digitPairs[2*n+1]
	} else {
		d[0] = byte('0' + n)
	}
	return b[:len(b)+digits]
}

// digitPairs holds "00" to "99".
const digitPairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839" +
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879" +
	"8081828384858687888990919293949596979899"

// appendString writes s as encoding/json does; only strings of plain
// printable ASCII (every file name and message in practice) take the
// short way.
func appendString(b []byte, s string) []byte {
	if !plain(s) {
		q, _ := json.Marshal(s) // a string always encodes
		return append(b, q...)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plain reports whether encoding/json writes s as it is, between quotes.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if !plainASCII[s[i]] {
			return false
		}
	}
	return true
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
	if us, ok := wholeMicros(f); ok {
		// The time of a solve, a whole number of microseconds in
		// milliseconds: that decimal is the shortest that reads back as
		// f (any other of three decimals or fewer is 0.001 away, and
		// below 1e9 the doubles near f are far closer together), written
		// without strconv's general search.
		b = appendInt(b, us/1000)
		if frac := us % 1000; frac != 0 { // its digits, trailing zeros left out
			b = append(b, '.', byte('0'+frac/100))
			if frac%100 != 0 {
				b = append(b, byte('0'+frac/10%10))
				if frac%10 != 0 {
					b = append(b, byte('0'+frac%10))
				}
			}
		}
		return b, nil
	}
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) || math.IsNaN(f) {
		q, err := json.Marshal(f)
		return append(b, q...), err
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64), nil
}

// wholeMicros returns us when f is float64(us)/1000 for a whole us from 0
// to 1e12 (f below 1e9 milliseconds): how elapsed_ms is made.
func wholeMicros(f float64) (int64, bool) {
	if !(f >= 0 && f < 1e9) || math.Signbit(f) { // -0 is written "-0"
		return 0, false
	}
	us := int64(f*1000 + 0.5)
	return us, float64(us)/1000 == f
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
