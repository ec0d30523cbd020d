package solve

import (
	"context"
	"iter"
	"time"
)

// Batch runs one method over many puzzles of an erased type (a terminal
// batch), keeping each puzzle and its solution in the type's own form
// underneath: Run on an erased Type puts the puzzle in an interface and
// the solution in another, two allocations a puzzle, and calls the method
// through the erasing wrapper, which on a file of 10 µs Sudokus cost a
// tenth of the solve. A puzzle travels as a slot (an `any` holding a
// pointer, which costs nothing to box) that Each yields and Run, Answer
// and Picture take; one worker at a time uses a slot.
type Batch interface {
	// Each is the type's Each, each puzzle in a slot of its own.
	Each(name string, data []byte) iter.Seq2[any, error]
	// Run is Run(ctx, t, m, puzzle, nil) on the slot's puzzle, every
	// check included, its time counted from start (a reading of Now),
	// its result written to *res with Solution nil: the solution is kept
	// in the slot, for Answer and Picture. (A Result returned through an
	// interface is copied once more, a few hundred bytes; res is the
	// caller's from one puzzle to the next.)
	Run(ctx context.Context, slot any, start time.Duration, res *Result[any]) error
	// Answer and Picture are the type's, of the slot's solution.
	Answer(slot any) (key string, value any)
	Picture(slot any) string
}

// NewBatch returns the Batch of method m of t, as t.Methods gives it (or
// WithSeed made it). For a Type made by Erased and one of its methods the
// puzzles stay in their own type; for any other, in `any`, as Run would
// have them.
func NewBatch(t *Type[any], m Method[any]) Batch {
	if t.batch != nil {
		if b := t.batch(m); b != nil {
			return b
		}
	}
	return newBatch(t, m)
}

func newBatch[P any](t *Type[P], m Method[P]) *batch[P] {
	return &batch[P]{kind: t, m: m, def: definedOf(m)}
}

// batch is a Batch of puzzles of type P.
type batch[P any] struct {
	kind *Type[P]
	m    Method[P]
	def  *defined[P] // behind m, if any (definedOf)
}

// slot holds a puzzle and, once solved, its solution. Slots are cut from
// a block (slotBlock at a time), so that reading costs an allocation every
// few dozen puzzles; a block stays in memory while one of its slots does.
type slot[P any] struct {
	puzzle, solution P
}

const slotBlock = 64

func (b *batch[P]) Each(name string, data []byte) iter.Seq2[any, error] {
	return func(yield func(any, error) bool) {
		var block []slot[P]
		for p, err := range b.kind.Each(name, data) {
			if err != nil {
				if !yield(nil, err) {
					return
				}
				continue
			}
			if len(block) == 0 {
				block = make([]slot[P], slotBlock)
			}
			s := &block[0]
			block = block[1:]
			s.puzzle = p
			if !yield(s, nil) {
				return
			}
		}
	}
}

func (b *batch[P]) Run(ctx context.Context, a any, start time.Duration, into *Result[any]) error {
	s := a.(*slot[P])
	// The puzzle's Checker is a pointer to it in the slot: no copy of P
	// put in an interface to call Validate.
	var c Checker
	if b.def != nil {
		c, _ = any(&s.puzzle).(Checker)
	}
	var res Result[P]
	err := run(ctx, b.kind, b.m, b.def, s.puzzle, c, nil, nil, start, &res)
	s.solution = res.Solution
	*into = Result[any]{Status: res.Status, Partial: res.Partial, Stats: res.Stats, Elapsed: res.Elapsed,
		Msg: res.Msg, Say: res.Say}
	return err
}

func (b *batch[P]) Answer(a any) (string, any) { return b.kind.Answer(a.(*slot[P]).solution) }

func (b *batch[P]) Picture(a any) string { return b.kind.Picture(a.(*slot[P]).solution) }
