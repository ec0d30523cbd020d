package puzzlefile

import (
	"iter"

	"grille/solve"
)

// Readers is a Format's readers as the methods of a solve.Core (Parse,
// ParseOne, Each) and of its solve.GameFiles (ParseGames, ParseGame), the
// same in every type: a type's core embeds it, from Format.Readers.
type Readers[P any] struct{ f *Format[P] }

// Readers is f's readers, for a type's core to embed.
func (f *Format[P]) Readers() Readers[P] { return Readers[P]{f} }

func (r Readers[P]) Parse(name string, data []byte) ([]P, error)  { return r.f.Parse(name, data) }
func (r Readers[P]) ParseOne(name string, data []byte) (P, error) { return r.f.ParseOne(name, data) }
func (r Readers[P]) Each(name string, data []byte) iter.Seq2[P, error] {
	return r.f.Each(name, data)
}
func (r Readers[P]) ParseGames(name string, data []byte) ([]solve.Game[P], error) {
	return r.f.ParseGames(name, data)
}
func (r Readers[P]) EachGame(name string, data []byte) iter.Seq2[solve.Game[P], error] {
	return r.f.EachGame(name, data)
}
func (r Readers[P]) ParseGame(name string, data []byte) (solve.Game[P], error) {
	return r.f.ParseGame(name, data)
}
