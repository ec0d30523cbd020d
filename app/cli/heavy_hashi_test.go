package cli

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// The densest Hashi board (issue 22): an island of 2 on every cell of a
// side×side grid, 200×200 at full size (40,000 islands, 79,600 candidate
// bridges), where exact kept gigabytes (a copy of the domains per search
// depth, 512 groups states) and ilp's lp_solve 0.4–0.75 GB. Each method
// with a 1 s and a 3 s limit; in make test, 60×60 with a tenth of them.
func init() {
	for _, method := range []string{"exact", "ilp", "anneal"} {
		for _, secs := range []int{1, 3} {
			heavyCases = append(heavyCases, heavyCase{
				name: fmt.Sprintf("hashi %s on a grid of 2s on every cell, %d s limit", method, secs),
				write: func(t testing.TB, dir string, scale int) []string {
					side, limit := 60, time.Duration(secs)*100*time.Millisecond
					if scale > 1 {
						side, limit = 200, time.Duration(secs)*time.Second
					}
					return []string{"solve", "--type", "hashi", "--method", method, "--timeout", limit.String(),
						writeFile(t, dir, "twos.txt", denseHashi(side))}
				},
				limit: time.Duration(secs)*time.Second + time.Second, codes: []int{ExitOK, ExitUnsolved}, want: "twos.txt",
				lp: method == "ilp", full: 2,
			})
		}
	}
}

// denseHashi is a side×side grid of 2s.
func denseHashi(side int) string {
	row := strings.TrimSpace(strings.Repeat("2 ", side)) + "\n"
	return strings.Repeat(row, side)
}
