package lp

import (
	"io"

	"grille/solve"
)

// TypeModel is a puzzle type's Model (the window's Model button, `grille
// model`): the program build makes of a puzzle, in LP format, under doc
// (whose model it is), said first in words by words (nil: no words).
func TypeModel[P any](doc string, build func(P) *Problem, words func(P) solve.ModelWords) *solve.Model[P] {
	return &solve.Model[P]{Doc: doc, Write: func(p P, w io.Writer) error { return build(p).WriteLP(w) }, Words: words}
}
