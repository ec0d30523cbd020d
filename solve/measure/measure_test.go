package measure

import (
	"errors"
	"testing"
	"time"

	"grille/solve"
)

func TestRunRow(t *testing.T) {
	runs := []Run{
		{Method: "backtrack", Status: solve.Unique, Stats: solve.Stats{Nodes: 3}, Elapsed: 1234567 * time.Nanosecond},
		{Method: "anneal", Status: solve.Unknown, Stats: solve.Stats{Trials: 2, BestEnergy: 2}, Elapsed: time.Second},
		{Method: "odd,name", Status: solve.Solved, Err: errors.New("wrong answer")},
		{Method: "exact", Status: solve.Infeasible},
	}
	want := `method,status,ms,nodes,iterations,LP solves,fixed,trials,best cost,verified
backtrack,unique,1.234,3,0,0,0,0,0,yes
anneal,unknown,1000.000,0,0,0,0,2,2,no
"odd,name",error,0.000,0,0,0,0,0,0,no
exact,infeasible,0.000,0,0,0,0,0,0,no
`
	if got := CSV(runs); got != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", got, want)
	}
	if len(Columns) != len(runs[0].Fields()) {
		t.Errorf("%d columns, %d fields", len(Columns), len(runs[0].Fields()))
	}
}
