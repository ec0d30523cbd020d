//go:build cgo && !nolpsolve

package lpsolve

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"grille/solve/lp"
)

// TestWriteLPReadByLPSolve writes models with lp.WriteLP and has the
// lp_solve program solve the file: same status, same optimum, and for models
// with a unique optimum, the same values by name.
func TestWriteLPReadByLPSolve(t *testing.T) {
	cli, err := exec.LookPath("lp_solve")
	if err != nil {
		t.Skip("lp_solve program not in PATH (Debian package lp-solve)")
	}
	knap, _, _, _ := knapsack(16, 3)
	infeasible := &lp.Problem{Name: "infeasible"}
	a := infeasible.AddVar(lp.Var{Name: "a", Upper: 10, Integer: true})
	b := infeasible.AddVar(lp.Var{Name: "b", Upper: 10, Integer: true})
	infeasible.AddRow(lp.Row{Terms: []lp.Term{tm(a, 2), tm(b, 4)}, Kind: lp.EQ, RHS: 7})
	cases := []struct {
		p      *lp.Problem
		unique bool
	}{
		{wyndor(), true},
		{diet(), true},
		{knap, false},
		{sudokuILP(hardSudoku), true},
		{infeasible, false},
	}
	dir := t.TempDir()
	for i, c := range cases {
		var buf bytes.Buffer
		if err := c.p.WriteLP(&buf); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, fmt.Sprintf("m%d.lp", i))
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		// -presolve as our backend does: without it lp_solve cycles on the Sudoku.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		out, err := exec.CommandContext(ctx, cli, "-S3", "-presolve", file).CombinedOutput()
		timedOut := ctx.Err() != nil
		cancel()
		if timedOut {
			t.Fatalf("%s: lp_solve did not finish in 30 s", c.p.Name)
		}
		if err != nil && c.p != infeasible {
			// lp_solve exits with solve()'s return code.
			t.Fatalf("%s: lp_solve: %v\n%s", c.p.Name, err, out)
		}
		sol := solve(t, c.p, lp.Options{})
		obj, values, status := parseCLI(string(out))
		if c.p == infeasible {
			if status != "infeasible" || sol.Status != lp.Infeasible {
				t.Errorf("%s: lp_solve says %q, we say %v", c.p.Name, status, sol.Status)
			}
			continue
		}
		if math.Abs(obj-sol.Objective) > tol {
			t.Errorf("%s: lp_solve reads the file to optimum %v, we solve to %v\n%s", c.p.Name, obj, sol.Objective, buf.String())
		}
		if len(values) != len(c.p.Vars) {
			t.Errorf("%s: lp_solve read %d variables, the model has %d", c.p.Name, len(values), len(c.p.Vars))
		}
		if c.unique {
			for j, v := range c.p.Vars {
				if got, ok := values[v.Name]; !ok || math.Abs(got-sol.Values[j]) > tol {
					t.Errorf("%s: %s = %v from the file, %v from the API", c.p.Name, v.Name, got, sol.Values[j])
				}
			}
		}
	}
}

// parseCLI reads "lp_solve -S3" output: the objective, the variables and a
// status word for models without a solution.
func parseCLI(out string) (obj float64, values map[string]float64, status string) {
	values = map[string]float64{}
	section := ""
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "Value of objective function:"):
			obj, _ = strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(line, "Value of objective function:")), 64)
			status = "optimal"
		case strings.HasPrefix(line, "Actual values of the variables"):
			section = "vars"
		case strings.HasPrefix(line, "Actual values of the constraints"):
			section = "rows"
		case strings.Contains(line, "infeasible"):
			status = "infeasible"
		case strings.Contains(line, "unbounded"):
			status = "unbounded"
		case section == "vars" && line != "":
			f := strings.Fields(line)
			if len(f) == 2 {
				values[f[0]], _ = strconv.ParseFloat(f[1], 64)
			}
		}
	}
	return obj, values, status
}
