package anneal

import (
	"math"
	"math/rand/v2"
	"testing"

	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

// TestSirdeyCost checks the incremental cost of Sirdey's state against the
// O(N⁴) definition after many random moves, accepted or not.
func TestSirdeyCost(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		t.Run(sudoku.New(n).Line()[:0]+string(rune('0'+n)), func(t *testing.T) {
			g := sparse(n, 0.3, uint64(n))
			s := newSState(g)
			r := rand.New(rand.NewPCG(uint64(n), 9))
			s.fill(r.IntN)
			if want := bruteCost(sudoku.Grid{Order: n, Cells: s.cells}); s.cost != want {
				t.Fatalf("initial cost %d, brute force %d", s.cost, want)
			}
			cost := s.cost
			for k := 0; k < 5000; k++ {
				i := int(s.free[r.IntN(len(s.free))])
				b := uint8(r.IntN(s.N) + 1)
				if b == s.cells[i] {
					continue
				}
				cost += s.delta(i, b)
				s.set(i, b)
				if k%50 == 0 {
					if want := bruteCost(sudoku.Grid{Order: n, Cells: s.cells}); cost != want {
						t.Fatalf("after %d moves: incremental cost %d, brute force %d", k+1, cost, want)
					}
				}
			}
			s.recount()
			if s.cost != cost {
				t.Fatalf("recount %d, incremental %d", s.cost, cost)
			}
			// The table itself: peer(d, i) for every cell and digit.
			for i := range s.cells {
				for d := 1; d <= s.N; d++ {
					want := 0
					for _, j := range geomOf(n).peers[i] {
						if int(s.cells[j]) == d {
							want++
						}
					}
					if got := s.count(uint8(d), i); got != want {
						t.Fatalf("peer(%d, %d) = %d, want %d", d, i, got, want)
					}
				}
			}
		})
	}
}

// TestMaxCost checks e_P against the brute-force cost of a grid holding
// one digit everywhere.
func TestMaxCost(t *testing.T) {
	for _, tc := range []struct{ n, want int }{{2, 56}, {3, 810}, {4, 4992}} {
		g := sudoku.New(tc.n)
		for i := range g.Cells {
			g.Cells[i] = 1
		}
		if got := MaxCost(tc.n); got != tc.want || got != bruteCost(g) {
			t.Errorf("MaxCost(%d) = %d, want %d (brute force %d)", tc.n, got, tc.want, bruteCost(g))
		}
	}
}

// TestSchedule pins the paper's numbers for 9×9 and checks the number of
// temperature steps of a trial against the closed form Λ of section V.
func TestSchedule(t *testing.T) {
	p := DefaultParams(3)
	if p.T0 != 810 || MaxCost(3) != 810 || p.MovesPerStep != 81 || p.Delta != 0.1 {
		t.Errorf("DefaultParams(3) = %+v, want T0 = e_P = 810, 81 moves, δ = 0.1", p)
	}
	if math.Abs(p.TFinal-0.00273852) > 0.5e-8 {
		t.Errorf("T_final = %.10f, want 0.00273852", p.TFinal)
	}
	for _, n := range []int{2, 3} {
		p := DefaultParams(n)
		steps := ScheduleSteps(p, n)
		lambda := ClosedFormSteps(p, n)
		if want := int(math.Floor(lambda)) + 1; steps < want-1 || steps > want+1 {
			t.Errorf("order %d: the cooling loop runs %d steps, closed form ⌊Λ⌋+1 = %d (Λ = %.2f)", n, steps, want, lambda)
		}
		if n == 3 && steps != 3107164 {
			t.Errorf("9×9: %d steps, want 3,107,164", steps)
		}
	}
}

// TestBoxCost checks the box annealer's state after many random moves:
// the incremental cost against the definition, every box a permutation,
// every cell on a candidate, pos consistent.
func TestBoxCost(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		t.Run(string(rune('0'+n)), func(t *testing.T) {
			g := sparse(n, 0.25, uint64(n)+40)
			mask, ok := propagate(geomOf(n), g.Cells)
			if !ok {
				t.Fatal("propagation found a contradiction in a valid puzzle")
			}
			s := newBState(g, mask)
			r := wyrand(uint64(n))
			if !s.fill(&r) {
				t.Fatal("fill failed")
			}
			check := func(k int) {
				t.Helper()
				gr := sudoku.Grid{Order: n, Cells: s.val}
				if want := bruteBoxCost(gr); s.cost != want || s.fullCost() != want {
					t.Fatalf("after %d moves: cost %d, from counts %d, brute force %d", k, s.cost, s.fullCost(), want)
				}
				for i, v := range s.val {
					if v == 0 || s.cand[i]&bit(v) == 0 || (g.Cells[i] != 0 && g.Cells[i] != v) {
						t.Fatalf("after %d moves: cell %d holds %d, not a candidate", k, i, v)
					}
				}
				for b, unit := range sudoku.Units(n)[2*s.N:] {
					seen := uint64(0)
					for _, i := range unit {
						seen |= bit(s.val[i])
						if !single(s.cand[i]) && s.pos[b*s.N1+int(s.val[i])] != int32(i) {
							t.Fatalf("pos of %d in box %d is wrong", s.val[i], b)
						}
					}
					if seen != 1<<s.N-1 {
						t.Fatalf("after %d moves: box %d is not a permutation", k, b)
					}
				}
			}
			check(0)
			for k := 1; k <= 5000; k++ {
				x, y := s.propose(&r)
				switch {
				case y >= 0:
					s.cost += s.swapDelta(x, y)
					s.swap(x, y)
				case y == -1:
					d := s.applyCycle(s.cycNew)
					if k%3 == 0 { // rejected: undone
						if back := s.applyCycle(s.cycOld); back != -d {
							t.Fatalf("cycle undo changed the cost by %d, not %d", back, -d)
						}
					} else {
						s.cost += d
					}
				}
				if k%25 == 0 {
					check(k)
				}
			}
		})
	}
}

func TestPropagate(t *testing.T) {
	geo := geomOf(3)
	if _, ok := propagate(geo, hiddenClash().Cells); ok {
		t.Error("hidden clash not detected")
	}
	if _, ok := propagate(geo, clash().Cells); ok {
		t.Error("clashing givens not detected")
	}
	g := sudokutest.Parse(t, easy9) // solved by singles alone
	mask, ok := propagate(geo, g.Cells)
	if !ok {
		t.Fatal("contradiction on a valid puzzle")
	}
	sol := g.Clone()
	for i, m := range mask {
		if !single(m) {
			t.Fatalf("cell %d not fixed by singles", i)
		}
		sol.Cells[i] = digitOf(m)
	}
	if err := sudoku.Verify(g, sol); err != nil {
		t.Fatal(err)
	}
}
