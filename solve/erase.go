package solve

import (
	"context"
	"io"
	"iter"
)

// Erased returns t with puzzles seen as `any`: every function unwraps its
// arguments and wraps its results, and every method is wrapped so that its
// events and results carry `any`. Code that only passes puzzles from a
// reader to a method to a writer (the terminal) is written once against
// *Type[any] and serves every type. Passing it a puzzle of another type is
// a programming error and panics.
func (t *Type[P]) Erased() *Type[any] {
	un := func(a any) P { return a.(P) }
	e := &Type[any]{
		Name: t.Name, Title: t.Title, Summary: t.Summary, Exts: t.Exts, CopyName: t.CopyName,
		Parse: eraseParse(t.Parse),
		Each: func(name string, data []byte) iter.Seq2[any, error] {
			return func(yield func(any, error) bool) {
				for p, err := range t.Each(name, data) {
					if !yield(p, err) {
						return
					}
				}
			}
		},
		ParseOne: func(name string, data []byte) (any, error) { p, err := t.ParseOne(name, data); return p, err },
		Text:     eraseText(t.Text),
		Copy:     eraseText(t.Copy),
		Picture:  eraseText(t.Picture),
		Verify:   func(a, b any) error { return t.Verify(un(a), un(b)) },
		Clone:    func(a any) any { return t.Clone(un(a)) },
		Equal:    func(a, b any) bool { return t.Equal(un(a), un(b)) },
		Bare:     func(a any) any { return t.Bare(un(a)) },
		Methods:  &Registry[any]{},
	}
	if t.Sketch != nil {
		e.Sketch = func(p, shown any) Figure { return t.Sketch(un(p), un(shown)) }
	}
	if t.Describe != nil {
		e.Describe = func(a any) Text { return t.Describe(un(a)) }
	}
	if t.Answer != nil {
		e.Answer = func(a any) (string, any) { return t.Answer(un(a)) }
	}
	e.Forms = eraseForms(t.Forms)
	if t.GameText != nil && t.ParseGames != nil && t.ParseGame != nil {
		e.GameText = func(g Game[any]) string { return t.GameText(unerase[P](g)) }
		e.ParseGames = func(name string, data []byte) ([]Game[any], error) {
			gs, err := t.ParseGames(name, data)
			out := make([]Game[any], len(gs))
			for i, g := range gs {
				out[i] = eraseGame(g)
			}
			return out, err
		}
		e.ParseGame = func(name string, data []byte) (Game[any], error) {
			g, err := t.ParseGame(name, data)
			return eraseGame(g), err
		}
		if t.EachGame != nil {
			e.EachGame = func(name string, data []byte) iter.Seq2[Game[any], error] {
				return func(yield func(Game[any], error) bool) {
					for g, err := range t.EachGame(name, data) {
						if !yield(eraseGame(g), err) {
							return
						}
					}
				}
			}
		}
	}
	for _, m := range t.Methods.Methods() {
		e.Methods.Register(eraseMethod(m))
	}
	e.Blank, e.Generator = eraseMaker(t.Blank), eraseMaker(t.Generator)
	if t.Model != nil {
		e.Model = &Model[any]{Doc: t.Model.Doc, Write: func(p any, w io.Writer) error { return t.Model.Write(un(p), w) }}
		if t.Model.Words != nil {
			e.Model.Words = func(p any) ModelWords { return t.Model.Words(un(p)) }
		}
	}
	e.Logic = eraseLogic(t.Logic)
	e.batch = func(m Method[any]) Batch {
		if em, ok := m.(*erasedMethod[P]); ok {
			return &batch[P]{kind: t, m: em.m, def: em.def}
		}
		return nil
	}
	return e
}

func eraseLogic[P any](l *Logic[P]) *Logic[any] {
	if l == nil {
		return nil
	}
	e := &Logic[any]{Techniques: l.Techniques, Grades: l.Grades,
		Next: func(ctx context.Context, pos Position[any]) (Deduction[any], StepOutcome, error) {
			d, out, err := l.Next(ctx, positionOf[P](pos))
			return erasedDeduction(d), out, err
		}}
	if l.Rate != nil {
		e.Rate = func(ctx context.Context, p any) (Rating, error) { return l.Rate(ctx, p.(P)) }
	}
	if l.Start != nil {
		e.Start = func(g Game[any]) Position[any] {
			pos := l.Start(unerase[P](g))
			return Position[any]{Puzzle: pos.Puzzle, Play: pos.Play, Notes: pos.Notes}
		}
	}
	if l.All != nil {
		e.All = func(ctx context.Context, pos Position[any], perTechnique int) ([]Deduction[any], StepOutcome, error) {
			ds, out, err := l.All(ctx, positionOf[P](pos), perTechnique)
			all := make([]Deduction[any], len(ds))
			for i, d := range ds {
				all[i] = erasedDeduction(d)
			}
			return all, out, err
		}
	}
	return e
}

// positionOf is an erased position in its type's terms.
func positionOf[P any](pos Position[any]) Position[P] {
	var play P
	if pos.Play != nil {
		play = pos.Play.(P)
	}
	return Position[P]{Puzzle: pos.Puzzle.(P), Play: play, Notes: pos.Notes}
}

func erasedDeduction[P any](d Deduction[P]) Deduction[any] {
	return Deduction[any]{Technique: d.Technique, Where: d.Where, Text: d.Text, SayWhere: d.SayWhere, Say: d.Say, Effects: d.Effects,
		Mark: d.Mark, Hint: d.Hint, Next: d.Next, Notes: d.Notes}
}

func eraseParse[P any](f func(string, []byte) ([]P, error)) func(string, []byte) ([]any, error) {
	return func(name string, data []byte) ([]any, error) {
		ps, err := f(name, data)
		if err != nil {
			return nil, err
		}
		out := make([]any, len(ps))
		for i, p := range ps {
			out[i] = p
		}
		return out, nil
	}
}

func eraseText[P any](f func(P) string) func(any) string {
	if f == nil {
		return nil
	}
	return func(a any) string { return f(a.(P)) }
}

func eraseMaker[P any](m *Maker[P]) *Maker[any] {
	if m == nil {
		return nil
	}
	return &Maker[any]{Title: m.Title, Doc: m.Doc, Params: m.Params,
		Make: func(ctx context.Context, v Values, seed int64) (any, Text, error) {
			p, how, err := m.Make(ctx, v, seed)
			return p, how, err
		}}
}

// erasedMethod runs a Method[P] on `any` puzzles. It is used by pointer,
// so that a call through the Method interface copies nothing.
type erasedMethod[P any] struct {
	m Method[P]
	// def is the defined behind m, if any (see definedOf), asked once
	// here rather than at every solve.
	def *defined[P]
}

func eraseMethod[P any](m Method[P]) *erasedMethod[P] {
	return &erasedMethod[P]{m, definedOf(m)}
}

func (e *erasedMethod[P]) Info() Info { return e.m.Info() }

func (e *erasedMethod[P]) Solve(ctx context.Context, p any, report Reporter[any]) (Result[any], error) {
	var rep Reporter[P]
	if report != nil {
		rep = func(ev Event[P]) {
			report(Event[any]{Kind: ev.Kind, Elapsed: ev.Elapsed, Msg: ev.Msg, Say: ev.Say, Stats: ev.Stats,
				Best: ev.Best, HasBest: ev.HasBest, Detail: ev.Detail})
		}
	}
	var res Result[P]
	var err error
	c, isChecker := p.(Checker)
	if e.def != nil && isChecker {
		err = e.def.solveChecked(ctx, p.(P), c, rep, &res)
	} else {
		res, err = e.m.Solve(ctx, p.(P), rep)
	}
	return Result[any]{Status: res.Status, Solution: res.Solution, Partial: res.Partial,
		Stats: res.Stats, Elapsed: res.Elapsed, Msg: res.Msg, Say: res.Say}, err
}

// WithSeed keeps a randomised method's seed reachable through the wrapper.
func (e *erasedMethod[P]) WithSeed(seed int64) Method[any] {
	return eraseMethod(WithSeed(e.m, seed))
}

// Unwrap is the method behind the wrapper.
func (e *erasedMethod[P]) Unwrap() Method[P] { return e.m }
