package lp

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func tm(v int, c float64) Term { return Term{Var: v, Coef: c} }

// wyndor: max 3x + 5y, x <= 4, 2y <= 12, 3x + 2y <= 18; optimum 36.
func wyndor() *Problem {
	p := &Problem{Name: "Wyndor Glass", Sense: Maximize}
	x := p.AddVar(Var{Name: "doors", Upper: Inf, Obj: 3})
	y := p.AddVar(Var{Name: "windows", Upper: Inf, Obj: 5})
	p.AddRow(Row{Name: "plant1", Terms: []Term{tm(x, 1)}, Kind: LE, RHS: 4})
	p.AddRow(Row{Name: "plant2", Terms: []Term{tm(y, 2)}, Kind: LE, RHS: 12})
	p.AddRow(Row{Name: "plant3", Terms: []Term{tm(x, 3), tm(y, 2)}, Kind: LE, RHS: 18})
	return p
}

// features exercises everything WriteLP has to get right: names the format
// rejects, duplicates, keywords, every kind of bound, a free variable,
// variables in no row, a repeated term, an empty row, a single-variable row,
// a long row. Its optimum, by hand:
//
//	x = 0 (cost 1), int = 4 (cost -1, cap x + int <= 4), neg = -2 (cost 1,
//	2 neg >= -4), fixed = 2, x3 = 5 (cost -1, 2 x3 <= 10), bin5 = 0 (cost 2),
//	three of the y's (cost 1 each, sum >= 3): 0 - 4 - 2 + 2 - 5 + 0 + 3 = -6.
func features() *Problem {
	p := &Problem{Name: "features */ check"}
	x := p.AddVar(Var{Name: "x", Upper: Inf, Obj: 1})
	in := p.AddVar(Var{Name: "int", Upper: 5, Integer: true, Obj: -1}) // a keyword
	bad := p.AddVar(Var{Name: "2bad", Lower: -Inf, Upper: Inf})        // starts with a digit
	x3 := p.AddVar(Var{Name: "x", Upper: Inf, Obj: -1})                // duplicate
	b5 := p.AddVar(Var{Upper: 1, Integer: true, Obj: 2})               // unnamed binary
	neg := p.AddVar(Var{Name: "neg", Lower: -3, Upper: -1, Obj: 1})
	p.AddVar(Var{Name: "orphan", Lower: 1, Upper: 4})
	p.AddVar(Binary("orphanbin"))
	fixed := p.AddVar(Var{Name: "fixed", Lower: 2, Upper: 2, Obj: 1})
	p.AddVar(Var{Name: "free orphan", Lower: -Inf, Upper: Inf})
	var many []Term
	for i := 0; i < 30; i++ {
		y := Binary(fmt.Sprintf("y%02d", i))
		y.Obj = 1
		many = append(many, tm(p.AddVar(y), 1))
	}
	p.AddRow(Row{Name: "cap", Terms: []Term{tm(x, 1), tm(in, 1)}, Kind: LE, RHS: 4})
	p.AddRow(Row{Name: "link", Terms: []Term{tm(bad, 1), tm(x, -1), tm(neg, -1)}, Kind: EQ, RHS: 3})
	p.AddRow(Row{Terms: []Term{tm(x3, 1), tm(x3, 1)}, Kind: LE, RHS: 10})
	p.AddRow(Row{Name: "nothing", Kind: GE, RHS: -5})
	p.AddRow(Row{Name: "bin", Terms: []Term{tm(b5, 1), tm(neg, -1)}, Kind: GE, RHS: 1}) // a keyword
	p.AddRow(Row{Name: "single", Terms: []Term{tm(neg, 2)}, Kind: GE, RHS: -4})
	p.AddRow(Row{Name: "many", Terms: many, Kind: GE, RHS: 3})
	p.AddRow(Row{Name: "uses fixed", Terms: []Term{tm(fixed, 1), tm(x, 1)}, Kind: LE, RHS: 1e6})
	return p
}

func TestWriteLPGolden(t *testing.T) {
	cases := []struct {
		file string
		p    *Problem
		opt  float64 // the optimum lp_solve must find in the file
	}{
		{"wyndor.lp", wyndor(), 36},
		{"features.lp", features(), -6},
	}
	cli, _ := exec.LookPath("lp_solve")
	for _, c := range cases {
		var buf bytes.Buffer
		if err := c.p.WriteLP(&buf); err != nil {
			t.Fatal(err)
		}
		golden := filepath.Join("testdata", c.file)
		if *update {
			if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("%s differs from the golden file (go test -update rewrites it):\n%s", c.file, buf.String())
		}

		// lp_solve itself must read the file and find the optimum.
		if cli == "" {
			t.Logf("lp_solve program not in PATH: %s not checked by lp_solve", c.file)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		out, err := exec.CommandContext(ctx, cli, "-S3", "-presolve", golden).CombinedOutput()
		cancel()
		if err != nil {
			t.Fatalf("lp_solve %s: %v\n%s", golden, err, out)
		}
		obj, nvars, ok := cliObjective(string(out))
		if !ok || math.Abs(obj-c.opt) > 1e-9 {
			t.Errorf("lp_solve %s: objective %v (found %v), want %v\n%s", golden, obj, ok, c.opt, out)
		}
		if nvars != len(c.p.Vars) {
			t.Errorf("lp_solve %s: %d variables read, the model has %d\n%s", golden, nvars, len(c.p.Vars), out)
		}
		if strings.Contains(string(out), "ignored") || strings.Contains(string(out), "rror") {
			t.Errorf("lp_solve %s complains:\n%s", golden, out)
		}
	}
}

// cliObjective reads the objective and the number of variables from
// "lp_solve -S3" output.
func cliObjective(out string) (obj float64, nvars int, ok bool) {
	in := false
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "Value of objective function:"):
			v, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(line, "Value of objective function:")), 64)
			obj, ok = v, err == nil
		case strings.HasPrefix(line, "Actual values of the variables"):
			in = true
		case strings.HasPrefix(line, "Actual values of the constraints"):
			in = false
		case in && len(strings.Fields(line)) == 2:
			nvars++
		}
	}
	return obj, nvars, ok
}

func TestLPNames(t *testing.T) {
	for name, ok := range map[string]bool{
		"x": true, "x_1[2]": true, "a.b&c#d$e%f~g'h@i^j{k}/l": true,
		"": false, "1x": false, "_x": false, "x y": false, "x-y": false, "x:y": false,
		"int": false, "INT": false, "free": false, "max": false, "sin": false,
	} {
		if lpName(name) != ok {
			t.Errorf("lpName(%q) = %v", name, !ok)
		}
	}
	names, renamed := lpNames(4, func(i int) string { return []string{"R2", "", "ok", "ok"}[i] }, "R")
	if got := strings.Join(names, ","); got != "R2,R2_2,ok,R4" {
		t.Errorf("names %s", got)
	}
	if fmt.Sprint(renamed) != "[3]" {
		t.Errorf("renamed %v", renamed)
	}
}

func TestWriteLPInvalid(t *testing.T) {
	p := &Problem{}
	p.AddRow(Row{Terms: []Term{tm(0, 1)}})
	if err := p.WriteLP(&bytes.Buffer{}); err == nil {
		t.Error("WriteLP accepted a term on a missing variable")
	}
}

func TestClone(t *testing.T) {
	p := features()
	q := p.Clone()
	q.Vars[0].Obj = 99
	q.Rows[0].Terms[0].Coef = 99
	q.AddRow(Row{Name: "cut"})
	q.Rows[1].Terms = append(q.Rows[1].Terms, tm(1, 1))
	if p.Vars[0].Obj == 99 || p.Rows[0].Terms[0].Coef == 99 || len(p.Rows) == len(q.Rows) || len(p.Rows[1].Terms) != 3 {
		t.Error("Clone shares memory with the original")
	}
	var a, b bytes.Buffer
	features().WriteLP(&a)
	p.WriteLP(&b)
	if a.String() != b.String() {
		t.Error("the original changed")
	}
}

func TestValidate(t *testing.T) {
	ok := func() *Problem {
		p := &Problem{}
		p.AddVar(Var{Upper: 1})
		p.AddRow(Row{Terms: []Term{tm(0, 1)}, Kind: EQ, RHS: 1})
		return p
	}
	if err := ok().Validate(); err != nil {
		t.Fatal(err)
	}
	for name, spoil := range map[string]func(p *Problem){
		"sense":       func(p *Problem) { p.Sense = 7 },
		"kind":        func(p *Problem) { p.Rows[0].Kind = 7 },
		"var index":   func(p *Problem) { p.Rows[0].Terms[0].Var = 1 },
		"negative":    func(p *Problem) { p.Rows[0].Terms[0].Var = -1 },
		"NaN coef":    func(p *Problem) { p.Rows[0].Terms[0].Coef = math.NaN() },
		"Inf coef":    func(p *Problem) { p.Rows[0].Terms[0].Coef = Inf },
		"NaN rhs":     func(p *Problem) { p.Rows[0].RHS = math.NaN() },
		"Inf eq rhs":  func(p *Problem) { p.Rows[0].RHS = Inf },
		"lo > up":     func(p *Problem) { p.Vars[0].Lower = 2 },
		"lo = +Inf":   func(p *Problem) { p.Vars[0].Lower, p.Vars[0].Upper = Inf, Inf },
		"NaN bound":   func(p *Problem) { p.Vars[0].Upper = math.NaN() },
		"Inf obj":     func(p *Problem) { p.Vars[0].Obj = -Inf },
		"NaN obj":     func(p *Problem) { p.Vars[0].Obj = math.NaN() },
		"up = -Inf":   func(p *Problem) { p.Vars[0].Lower, p.Vars[0].Upper = -Inf, -Inf },
		"kind -1":     func(p *Problem) { p.Rows[0].Kind = -1 },
		"sense -1":    func(p *Problem) { p.Sense = -1 },
		"2nd row bad": func(p *Problem) { p.AddRow(Row{Terms: []Term{tm(5, 1)}}) },
	} {
		p := ok()
		spoil(p)
		if err := p.Validate(); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestCheckAndObjective(t *testing.T) {
	p := wyndor()
	if err := p.Check([]float64{2, 6}, 1e-9); err != nil {
		t.Error(err)
	}
	if got := p.Objective([]float64{2, 6}); got != 36 {
		t.Errorf("objective %v", got)
	}
	for _, x := range [][]float64{{5, 0}, {2, 7}, {-1, 0}, {2}} {
		if p.Check(x, 1e-9) == nil {
			t.Errorf("%v accepted", x)
		}
	}
	q := &Problem{}
	q.AddVar(Var{Upper: 3, Integer: true})
	if q.Check([]float64{1.5}, 1e-9) == nil {
		t.Error("fractional integer accepted")
	}
}

func TestStrings(t *testing.T) {
	if Optimal.String() != "optimal" || TimedOut.String() != "timed out" || Status(42).String() != "status(42)" {
		t.Error("Status.String")
	}
	if LE.String() != "<=" || EQ.String() != "=" || GE.String() != ">=" || Maximize.String() != "maximize" {
		t.Error("RowKind or Sense String")
	}
}
