//go:build cgo && !nolpsolve

package lpsolve

/*
#include <lp_lib.h>

// Adds all rows from CSR arrays (columns 1-based) in row-entry mode, which
// is much faster than column-wise storage for row-by-row building. Returns 0,
// or the 1-based number of the row lp_solve refused.
static int grille_lp_rows(lprec *lp, int m, int *start, int *cols, double *vals, int *kinds, double *rhs) {
	int i;
	set_add_rowmode(lp, TRUE);
	for (i = 0; i < m; i++) {
		int k = start[i], cnt = start[i+1] - start[i];
		// Never NULL, even for an empty row: after a solve (a Model's
		// AddRow) lp_solve reads the arrays of an empty row anyway.
		if (!add_constraintex(lp, cnt, vals + k, cols + k, kinds[i], rhs[i])) {
			set_add_rowmode(lp, FALSE);
			return i + 1;
		}
	}
	set_add_rowmode(lp, FALSE);
	return 0;
}

// Sets the bounds of column j (1-based); infinite bounds come as +-HUGE_VAL.
// fresh says the column still has lp_solve's default [0, inf).
static int grille_lp_bounds(lprec *lp, int j, double l, double u, int fresh) {
	double inf = get_infinite(lp);
	if (l <= -inf && u >= inf)
		return set_unbounded(lp, j);
	if (fresh && l == 0 && u >= inf)
		return 1;
	return set_bounds(lp, j, l <= -inf ? -inf : l, u >= inf ? inf : u);
}

// Sets bounds and integrality of the n columns. Returns 0, or the 1-based
// column lp_solve refused.
static int grille_lp_cols(lprec *lp, int n, double *lo, double *up, char *isint) {
	int j;
	for (j = 0; j < n; j++) {
		int ok = grille_lp_bounds(lp, j + 1, lo[j], up[j], 1);
		if (ok && isint[j])
			ok = set_int(lp, j + 1, TRUE);
		if (!ok)
			return j + 1;
	}
	return 0;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"math"

	"grille/solve/lp"
)

// Loading a Problem into an lprec: columns (bounds, integrality,
// objective), rows, and the bound changes of a Model.

// setBounds changes the bounds of variable j (0-based) in the lprec.
func (s *session) setBounds(j int, lower, upper float64) bool {
	return C.grille_lp_bounds(s.l, C.int(j+1), C.double(lower), C.double(upper), 0) != 0
}

// loadColumns hands bounds, integrality and the objective to lp_solve in
// two cgo calls.
func loadColumns(l *C.lprec, p *lp.Problem, relax bool) error {
	n := len(p.Vars)
	if n == 0 {
		return nil
	}
	lo := make([]C.double, n)
	up := make([]C.double, n)
	isint := make([]C.char, n)
	var objCols []C.int
	var objVals []C.double
	for j, v := range p.Vars {
		lo[j], up[j] = C.double(v.Lower), C.double(v.Upper)
		if v.Integer && !relax {
			isint[j] = 1
			// Integer bounds, rounded inward: lp_solve's presolve may fix
			// a column at a fractional bound without a look at integrality.
			lo[j], up[j] = C.double(math.Ceil(v.Lower-intTol)), C.double(math.Floor(v.Upper+intTol))
		}
		if v.Obj != 0 {
			objCols = append(objCols, C.int(j+1))
			objVals = append(objVals, C.double(v.Obj))
		}
	}
	if bad := C.grille_lp_cols(l, C.int(n), &lo[0], &up[0], &isint[0]); bad != 0 {
		return fmt.Errorf("lpsolve: bounds of variable %d refused", int(bad)-1)
	}
	if len(objCols) > 0 && C.set_obj_fnex(l, C.int(len(objCols)), &objVals[0], &objCols[0]) == 0 {
		return errors.New("lpsolve: objective refused")
	}
	return nil
}

// loadRows passes all rows as one CSR matrix (1-based columns, repeated
// variables merged, zeros dropped) to one cgo call. Go memory may be passed
// to C for the duration of a call as long as it holds no Go pointers.
func loadRows(l *C.lprec, nvars int, rows []lp.Row) error {
	m := len(rows)
	if m == 0 {
		return nil
	}
	nnz := 0
	for _, r := range rows {
		nnz += len(r.Terms)
	}
	start := make([]C.int, m+1)
	cols := make([]C.int, 0, nnz+1)
	vals := make([]C.double, 0, nnz+1)
	kinds := make([]C.int, m)
	rhs := make([]C.double, m)
	pos := make([]int, nvars) // 1 + index in cols of the variable in this row, or 0
	for i, r := range rows {
		start[i] = C.int(len(cols))
		first := len(cols)
		for _, t := range r.Terms {
			if k := pos[t.Var]; k > 0 {
				vals[k-1] += C.double(t.Coef)
				continue
			}
			cols = append(cols, C.int(t.Var+1))
			vals = append(vals, C.double(t.Coef))
			pos[t.Var] = len(cols)
		}
		// Drop zeros (also those that cancelled out) and reset pos.
		w := first
		for k := first; k < len(cols); k++ {
			pos[cols[k]-1] = 0
			if vals[k] != 0 {
				cols[w], vals[w] = cols[k], vals[k]
				w++
			}
		}
		cols, vals = cols[:w], vals[:w]
		switch r.Kind {
		case lp.LE:
			kinds[i] = C.LE
		case lp.GE:
			kinds[i] = C.GE
		default:
			kinds[i] = C.EQ
		}
		rhs[i] = C.double(r.RHS)
	}
	start[m] = C.int(len(cols))
	// Never pass &s[0] of an empty slice; the spare capacity keeps these valid.
	cols, vals = cols[:len(cols):cap(cols)], vals[:len(vals):cap(vals)]
	if len(cols) == 0 {
		cols, vals = append(cols, 0), append(vals, 0)
	}
	if bad := C.grille_lp_rows(l, C.int(m), &start[0], &cols[0], &vals[0], &kinds[0], &rhs[0]); bad != 0 {
		return fmt.Errorf("lpsolve: row %d refused", int(bad)-1)
	}
	return nil
}
