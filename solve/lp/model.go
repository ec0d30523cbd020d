package lp

import (
	"context"
	"errors"
)

// Model is a Problem loaded into an engine for a series of solves with small
// changes in between: a heuristic that fixes variables one by one, a probe
// that tries a bound and takes it back, a cut added after a first solution.
// An engine that implements Incremental keeps its own copy of the problem
// and its last basis between solves, so a re-solve after a bound change or a
// new row costs a few pivots instead of a whole solve.
//
// A Model belongs to one goroutine at a time; Close frees the engine's
// memory and must be called (it is safe to call twice). Variables and rows
// keep their indices: AddRow appends.
type Model interface {
	// SetBounds changes the bounds of variable j for the next solves. The
	// checks are those of Validate.
	SetBounds(j int, lower, upper float64) error
	// AddRow appends a row for the next solves. Terms is copied.
	AddRow(r Row) error
	// Solve solves the model as it stands, with the Options given to Open.
	// Outcomes are reported as by Backend.Solve: a Status, nil error.
	Solve(ctx context.Context) (Solution, error)
	// Close frees the engine's copy of the model.
	Close()
}

// Incremental is implemented by Backends that can keep a model loaded
// between solves (lp_solve does). Open need not be safe for use with the
// same Problem from several goroutines, but the Models it returns are
// independent of each other and of p.
type Incremental interface {
	Open(p *Problem, opt Options) (Model, error)
}

// Open loads p into b for repeated solves: b's own Model when b is
// Incremental, otherwise a Model that keeps a copy of p and solves it from
// scratch at every Solve (the same answers, without the warm start). A nil b
// (no engine built in) gives ErrNoEngine.
func Open(b Backend, p *Problem, opt Options) (Model, error) {
	if b == nil {
		return nil, ErrNoEngine
	}
	if inc, ok := b.(Incremental); ok {
		return inc.Open(p, opt)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &rebuild{b: b, p: p.Clone(), opt: opt}, nil
}

// rebuild is the Model of an engine without Incremental.
type rebuild struct {
	b      Backend
	p      *Problem
	opt    Options
	closed bool
}

var errClosed = errors.New("lp: model used after Close")

func (m *rebuild) SetBounds(j int, lower, upper float64) error {
	if m.closed {
		return errClosed
	}
	return m.p.SetBounds(j, lower, upper)
}

func (m *rebuild) AddRow(r Row) error {
	if m.closed {
		return errClosed
	}
	if err := m.p.CheckRow(r); err != nil {
		return err
	}
	r.Terms = append([]Term(nil), r.Terms...)
	m.p.AddRow(r)
	return nil
}

func (m *rebuild) Solve(ctx context.Context) (Solution, error) {
	if m.closed {
		return Solution{Status: Failed, Msg: errClosed.Error()}, errClosed
	}
	return m.b.Solve(ctx, m.p, m.opt)
}

func (m *rebuild) Close() { m.closed = true }
