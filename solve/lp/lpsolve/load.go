//go:build cgo && !nolpsolve

package lpsolve

/*
#include <lp_lib.h>

// A model is loaded into an lprec made with make_lp(m, 0): first the rows'
// types and right-hand sides (grille_lp_load_rows), then the columns from
// CSC arrays (grille_lp_load_cols). lp_solve keeps the bounds of rows and
// columns in one array, rows first, so each row added to a model that has
// its columns already moves all the columns' entries: adding the rows of
// make_lp(0, n) one by one, as add_constraintex does, is quadratic (20 s
// for a model of 100,000 columns and 240,000 rows), while appending a
// column moves nothing. lp_solve's own LP reader loads models this way.

// Sets the types and right-hand sides of rows 1..m and makes room for n
// columns. Returns 0, or the 1-based number of the row lp_solve refused
// (m + 1: no room).
static int grille_lp_load_rows(lprec *lp, int m, int *kinds, double *rhs, int n) {
	int i;
	for (i = 1; i <= m; i++)
		if (!set_constr_type(lp, i, kinds[i-1]) || !set_rh(lp, i, rhs[i-1]))
			return i;
	return resize_lp(lp, m, n) ? 0 : m + 1;
}

// Appends columns from..to-1 (0-based) from CSC arrays, rows 1-based and
// ascending in each column. Returns 0, or the 1-based number of the column
// lp_solve refused.
static int grille_lp_load_cols(lprec *lp, int from, int to, int *start, int *rows, double *vals) {
	int j;
	for (j = from; j < to; j++) {
		int k = start[j];
		// Never NULL, even for an empty column (see grille_lp_rows).
		if (!add_columnex(lp, start[j+1] - k, vals + k, rows + k))
			return j + 1;
	}
	return 0;
}

// Adds rows from CSR arrays (columns 1-based) in row-entry mode: a Model's
// AddRow, a row or two at a time. Returns 0, or the 1-based number of the
// row lp_solve refused.
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
	"context"
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

// loadMatrix appends at most loadChunk columns, or the first columns
// past loadChunkNZ coefficients, between two looks at its context: a few
// milliseconds of lp_solve's work.
const (
	loadChunk   = 4096
	loadChunkNZ = 1 << 18
)

// errLoadStopped is loadMatrix's answer when its context ends.
var errLoadStopped = errors.New("lpsolve: stopped while loading the model")

// loadMatrix hands the rows and the matrix of p to an lprec made with
// make_lp(len(p.Rows), 0) (see grille_lp_load_rows): the rows' types and
// right-hand sides, then the columns, built here from the rows (1-based
// rows, repeated variables merged, zeros dropped) and appended a chunk at a
// time until ctx ends (errLoadStopped). Go memory may be passed to C for
// the duration of a call as long as it holds no Go pointers.
func loadMatrix(ctx context.Context, l *C.lprec, p *lp.Problem) error {
	m, n := len(p.Rows), len(p.Vars)
	kinds := make([]C.int, m+1) // the spare element keeps &s[0] valid when m == 0
	rhs := make([]C.double, m+1)
	count := make([]C.int, n+1) // entries per column, then the columns' starts
	for i, r := range p.Rows {
		kinds[i], rhs[i] = rowKind(r.Kind), C.double(r.RHS)
		for _, t := range r.Terms {
			count[t.Var]++
		}
	}
	if bad := C.grille_lp_load_rows(l, C.int(m), &kinds[0], &rhs[0], C.int(n)); bad != 0 {
		if int(bad) > m {
			return errors.New("lpsolve: no room for the columns (out of memory?)")
		}
		return fmt.Errorf("lpsolve: row %d refused", int(bad)-1)
	}
	start := count
	nnz := C.int(0)
	for j := 0; j < n; j++ {
		c := count[j]
		start[j] = nnz
		nnz += c
	}
	start[n] = nnz
	rows := make([]C.int, nnz+1)
	vals := make([]C.double, nnz+1)
	next := make([]C.int, n) // where column j's next entry goes
	copy(next, start[:n])
	for i, r := range p.Rows {
		row := C.int(i + 1)
		for _, t := range r.Terms {
			j := t.Var
			// A variable repeated in a row: its entry is the last one
			// written in its column.
			if k := next[j]; k > start[j] && rows[k-1] == row {
				vals[k-1] += C.double(t.Coef)
				continue
			}
			rows[next[j]], vals[next[j]] = row, C.double(t.Coef)
			next[j]++
		}
	}
	// Squeeze out the places merged entries left and the zeros (also those
	// that cancelled out).
	w := C.int(0)
	for j := 0; j < n; j++ {
		from, to := start[j], next[j]
		start[j] = w
		for k := from; k < to; k++ {
			if vals[k] != 0 {
				rows[w], vals[w] = rows[k], vals[k]
				w++
			}
		}
	}
	start[n] = w
	for from, to := 0, 0; from < n; from = to {
		if ctx.Err() != nil {
			return errLoadStopped
		}
		to = from + 1
		for to < n && to-from < loadChunk && start[to]-start[from] < loadChunkNZ {
			to++
		}
		if bad := C.grille_lp_load_cols(l, C.int(from), C.int(to), &start[0], &rows[0], &vals[0]); bad != 0 {
			return fmt.Errorf("lpsolve: variable %d refused", int(bad)-1)
		}
		if testLoadChunk != nil {
			testLoadChunk()
		}
	}
	return nil
}

func rowKind(k lp.RowKind) C.int {
	switch k {
	case lp.LE:
		return C.LE
	case lp.GE:
		return C.GE
	}
	return C.EQ
}

// loadRows passes rows added to a loaded model (a Model's AddRow) as one
// CSR matrix (1-based columns, repeated variables merged, zeros dropped) to
// one cgo call.
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
		kinds[i], rhs[i] = rowKind(r.Kind), C.double(r.RHS)
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
