//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"errors"
	"math"

	"grille/solve/lp"
)

// Open loads p into an lprec of its own for repeated solves (lp.Incremental).
// The lprec is not presolved, so that bounds can change and rows be added
// between solves, and lp_solve starts each solve from the basis the last one
// ended with (a re-solve after a bound change costs a refactorisation and a
// few dual simplex pivots: about 0.1 ms on a 9×9 Sudoku relaxation).
//
// Without presolve, lp_solve's default simplex (dual in phase 1) stalls for
// ever on highly degenerate models without objective, such as the
// relaxation of a nearly empty Sudoku: every basis is dual feasible and the
// ratio test has nothing to go by. Give such a model an objective, even an
// arbitrary one (with Options.FirstFeasible for a MILP). The primal variants
// (SIMPLEX_PRIMAL_PRIMAL, SIMPLEX_PRIMAL_DUAL), which do not stall, corrupt
// lp_solve 5.5.2.5's heap on the same models (crashes in solve and
// delete_lp), and so are not offered.
func (backend) Open(p *lp.Problem, opt lp.Options) (lp.Model, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := &model{p: p.Clone(), opt: opt}
	if len(p.Vars) == 0 {
		// lp_solve refuses a model without columns: solved by hand (see
		// solveEmpty) until Close; AddRow can only add constants.
		return m, nil
	}
	s, _, err := newSession(context.Background(), m.p, opt, false)
	if err != nil {
		return nil, err
	}
	m.s = s
	return m, nil
}

// model is one lprec and our copy of what it holds, which the integer
// checks of a solve read.
type model struct {
	p      *lp.Problem
	opt    lp.Options
	s      *session // nil for a model without variables
	closed bool
}

var errClosed = errors.New("lpsolve: model used after Close")

func (m *model) SetBounds(j int, lower, upper float64) error {
	if m.closed {
		return errClosed
	}
	if err := m.p.SetBounds(j, lower, upper); err != nil {
		return err
	}
	if m.p.Vars[j].Integer && !m.opt.Relax {
		// As loadColumns: integer bounds rounded inward.
		lower, upper = math.Ceil(lower-intTol), math.Floor(upper+intTol)
		if lower > upper {
			// No integer inside: integerInfeasible says so at the next
			// Solve; lp_solve must still get an ordered pair.
			upper = lower
		}
	}
	if !m.s.setBounds(j, lower, upper) {
		return errors.New("lpsolve: bounds refused")
	}
	return nil
}

func (m *model) AddRow(r lp.Row) error {
	if m.closed {
		return errClosed
	}
	if err := m.p.CheckRow(r); err != nil {
		return err
	}
	r.Terms = append([]lp.Term(nil), r.Terms...)
	if m.s != nil {
		// After a solve, set_add_rowmode leaves the column-wise storage
		// as it is and add_constraintex appends the row to it.
		if err := loadRows(m.s.l, len(m.p.Vars), []lp.Row{r}); err != nil {
			return err
		}
	}
	m.p.AddRow(r)
	return nil
}

func (m *model) Solve(ctx context.Context) (lp.Solution, error) {
	if m.closed {
		return lp.Solution{Status: lp.Failed, Msg: errClosed.Error()}, errClosed
	}
	if ctx.Err() != nil {
		return lp.Solution{Status: lp.Stopped, Msg: "cancelled before the solve started"}, nil
	}
	if !m.opt.Relax && !testNoIntCheck {
		if why := integerInfeasible(m.p); why != "" {
			return lp.Solution{Status: lp.Infeasible, Msg: why}, nil
		}
	}
	if m.s == nil {
		return solveEmpty(m.p), nil
	}
	return m.s.solve(ctx, m.p, m.opt), nil
}

func (m *model) Close() {
	if m.closed {
		return
	}
	m.closed = true
	if m.s != nil {
		m.s.free()
		m.s = nil
	}
}
