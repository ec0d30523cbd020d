// Package assets embeds what the binary carries: the icon and the sample
// puzzles each tab opens with.
package assets

import (
	"embed"
	_ "embed"
)

// Icon is the application icon (PNG, 512×512).
//
//go:embed icon.png
var Icon []byte

// Samples holds one sample puzzle per type, in its own format.
//
//go:embed samples
var Samples embed.FS

// Sample returns the sample puzzle file for a puzzle type ("sudoku", ...).
func Sample(typ string) []byte {
	b, err := Samples.ReadFile("samples/" + typ + ".txt")
	if err != nil {
		panic("assets: no sample for " + typ) // a build without its samples is broken
	}
	return b
}
