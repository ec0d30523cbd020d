package ilp

import (
	"grille/solve"
	"grille/solve/lp"
	"grille/solve/sudoku"
)

// Relaxation is the picture of the root relaxation, the linear program
// branch and bound solves first (each x anywhere from 0 to 1), drawn as
// lp-fix's rounds are (sudoku.LPView, sudoku.LPRounder): the Detail of the
// Step that says how many of its variables are fractional.
type Relaxation struct {
	Values []float64 // per variable of Koch's model (cell*N + digit−1)
	Round  sudoku.LPRound
}

func (v Relaxation) LPValues() []float64     { return v.Values }
func (v Relaxation) LPFixed() []int8         { return nil }
func (v Relaxation) LPRound() sudoku.LPRound { return v.Round }

var (
	_ sudoku.LPView    = Relaxation{}
	_ sudoku.LPRounder = Relaxation{}
)

// root solves the relaxation of the presolved, steered model once, for a
// run someone watches: a Step with its picture (what the branch and bound
// starts from). The solve is for the picture only, not the method's work:
// the stats leave it out. end is set (with res) when a stop came during it.
func (r *run) root(engine lp.Backend, rd *Reduced) (res solve.Result[sudoku.Grid], end bool) {
	m, err := lp.Open(engine, rd.Problem, lp.Options{Relax: true, Unscaled: true})
	if err != nil {
		return res, false // the branch and bound says what is wrong
	}
	sol, _ := m.Solve(r.ctx)
	m.Close()
	switch {
	case sol.Status == lp.Stopped:
		return r.stopped(solve.Say("stopped")), true
	case sol.Status == lp.Infeasible:
		r.logf("the relaxation at the root is infeasible: so is the integer program")
		return res, false // the branch and bound proves it too, and says so
	case sol.Status != lp.Optimal:
		return res, false
	}
	N := r.p.Size()
	v := Relaxation{Values: make([]float64, len(rd.Value)), Round: sudoku.LPRound{Root: true, Objective: sol.Objective,
		Vars: len(rd.Full), InLP: make([]bool, len(rd.Value)), Presolved: make([]bool, N*N), Probe: -1}}
	for i, x := range rd.Value {
		if x >= 0 {
			v.Values[i] = float64(x)
		}
		if x == 1 && r.p.Cells[i/N] == 0 {
			v.Round.Presolved[i/N] = true
		}
	}
	for j, full := range rd.Full {
		v.Values[full] = sol.Values[j]
		v.Round.InLP[full] = true
		if x := sol.Values[j]; x > 1e-6 && x < 1-1e-6 {
			v.Round.Fractional++
		}
	}
	r.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Stats: r.st, Detail: v,
		Say: solve.Say("relaxation at the root (each x anywhere from 0 to 1), objective %.6g: %d of the %d variables are fractional",
			sol.Objective, v.Round.Fractional, len(rd.Full))})
	return res, false
}
