// Package scaletest checks that a reader's time is linear in its input:
// the tests and benchmarks of the readers feed it inputs that grow with n
// (fields in a line, lines, entries) and see what it says of them.
//
// A test reads each input at n = N, about two megabytes: linear work is a
// few milliseconds there, while work quadratic in the line (counting each
// field's column from the start of its line, say) is hours, so the test
// hangs rather than merely slows down. No test measures time. The
// benchmarks read each input at several sizes; linear time shows as the
// same bytes per second at every size.
package scaletest

import (
	"strconv"
	"strings"
	"testing"
)

// N is the size the tests read.
const N = 1 << 20

// Case is an input that grows with n, and what the reader must say of it.
type Case struct {
	Name  string
	Input func(n int) []byte
	// Want is a part of the error the reader must return, "{n}" standing
	// for n; "" when it must read the input without error.
	Want string
}

// Parse is a reader: Parse of a puzzle package, its results dropped.
type Parse func(name string, data []byte) error

// Test reads every case at n = N.
func Test(t *testing.T, parse Parse, cases []Case) {
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			err := parse("big", c.Input(N))
			want := strings.ReplaceAll(c.Want, "{n}", strconv.Itoa(N))
			switch {
			case want == "" && err != nil:
				t.Errorf("got %v", err)
			case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
				t.Errorf("got %v, want %q", err, want)
			}
		})
	}
}

// Sizes are the sizes the benchmarks read.
var Sizes = []int{1e3, 1e4, 1e5, 1e6}

// Bench reads every case at every size.
func Bench(b *testing.B, parse Parse, cases []Case) {
	for _, c := range cases {
		for _, n := range Sizes {
			data := c.Input(n)
			b.Run(c.Name+"/"+strconv.Itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				for b.Loop() {
					_ = parse("big", data)
				}
			})
		}
	}
}

// Repeat is s n times, as bytes.
func Repeat(s string, n int) []byte { return []byte(strings.Repeat(s, n)) }
