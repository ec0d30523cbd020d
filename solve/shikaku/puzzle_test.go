package shikaku

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"grille/solve"
)

// sample is a 3×4 puzzle and its solution:
//
//	4 4 4 4
//	2 6 6 6    (the 2 is the vertical domino at column 0, rows 1–2)
//	2 6 6 6
func sample() (Puzzle, Puzzle) {
	p := Puzzle{Rows: 3, Cols: 4, Clues: []Clue{{0, 0, 4}, {1, 0, 2}, {2, 2, 6}}}
	sol := p.WithRects([]Rect{{0, 0, 1, 4}, {1, 0, 2, 1}, {1, 1, 2, 3}})
	return p, sol
}

func TestVerify(t *testing.T) {
	p, sol := sample()
	if err := Verify(p, sol); err != nil {
		t.Fatalf("the right answer: %v", err)
	}
	// Rects in another order are still a solution.
	rev := sol.Clone()
	slices.Reverse(rev.Rects)
	if err := Verify(p, rev); err != nil {
		t.Errorf("reversed: %v", err)
	}
	with := func(f func(*Puzzle)) Puzzle {
		q := sol.Clone()
		f(&q)
		return q
	}
	tests := []struct {
		name string
		sol  Puzzle
		msg  string
	}{
		{"other size", with(func(q *Puzzle) { q.Rows = 4 }), "solution is 4×4"},
		{"other clues", with(func(q *Puzzle) { q.Clues[0].Value = 5 }), "clues differ"},
		{"missing clue", with(func(q *Puzzle) { q.Clues = q.Clues[1:] }), "clues differ"},
		{"outside", with(func(q *Puzzle) { q.Rects[0].Width = 5 }), "not inside"},
		{"negative", with(func(q *Puzzle) { q.Rects[0].Row = -1 }), "not inside"},
		{"empty rect", with(func(q *Puzzle) { q.Rects[0].Height = 0 }), "not inside"},
		{"overlap", with(func(q *Puzzle) { q.Rects[1] = Rect{0, 0, 2, 1} }), "overlap"},
		{"uncovered", with(func(q *Puzzle) { q.Rects = q.Rects[:2] }), "not covered"},
		{"no rects", with(func(q *Puzzle) { q.Rects = nil }), "not covered"},
		{"no clue", with(func(q *Puzzle) {
			q.Rects = []Rect{{0, 0, 1, 4}, {1, 0, 2, 1}, {1, 1, 2, 1}, {1, 2, 2, 2}}
		}), "holds no clue"},
		{"two clues", with(func(q *Puzzle) { q.Rects = []Rect{{0, 0, 3, 1}, {0, 1, 3, 3}} }), "holds 2 clues"},
		{"wrong area", with(func(q *Puzzle) { q.Rects = []Rect{{0, 0, 1, 4}, {1, 0, 2, 2}, {1, 2, 2, 2}} }), "area 4 but its clue is 2"},
		{"duplicate rect", with(func(q *Puzzle) { q.Rects = append(q.Rects, q.Rects[0]) }), "overlap"},
	}
	for _, tt := range tests {
		err := Verify(p, tt.sol)
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.msg)
		}
	}
	// A puzzle with two clues in one cell has no solution to verify.
	bad := Puzzle{Rows: 1, Cols: 2, Clues: []Clue{{0, 0, 1}, {0, 0, 1}}}
	if err := Verify(bad, bad.WithRects([]Rect{{0, 0, 1, 1}, {0, 1, 1, 1}})); err == nil {
		t.Error("two clues in a cell passed")
	}
}

func TestProblems(t *testing.T) {
	p, sol := sample()
	if got := sol.Problems(); len(got) != 0 {
		t.Errorf("solution has problems %v", got)
	}
	if got := p.Problems(); len(got) != 0 {
		t.Errorf("bare puzzle has problems %v", got)
	}
	drawn := p.WithRects([]Rect{
		{0, 0, 1, 2}, // area 2, clue 4
		{1, 0, 2, 2}, // area 4 with clue 2 at r2c1... and overlaps nothing
		{1, 2, 1, 1}, // no clue
		{2, 2, 1, 2}, // overlaps the next
		{2, 3, 1, 1},
		{0, 3, 2, 1}, // no clue
		{5, 5, 1, 1}, // outside
	})
	want := []RectProblem{
		{Rect: Rect{0, 0, 1, 2}, Why: "area 2, clue 4"},
		{Rect: Rect{1, 0, 2, 2}, Why: "area 4, clue 2"},
		{Rect: Rect{1, 2, 1, 1}, Why: "no clue"},
		{Rect: Rect{2, 2, 1, 2}, Why: "overlaps"},
		{Rect: Rect{2, 3, 1, 1}, Why: "overlaps"},
		{Rect: Rect{0, 3, 2, 1}, Why: "no clue"},
		{Rect: Rect{5, 5, 1, 1}, Why: "outside the grid"},
	}
	got := drawn.Problems()
	for i := range got {
		if got[i].Say.String() != got[i].Why {
			t.Errorf("%v: Say %q, Why %q", got[i].Rect, got[i].Say, got[i].Why)
		}
		got[i].Say = solve.Text{}
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	two := p.WithRects([]Rect{{0, 0, 3, 1}})
	if got := two.Problems(); len(got) != 1 || got[0].Why != "two clues" {
		t.Errorf("got %v", got)
	}
	three := Puzzle{Rows: 1, Cols: 3, Clues: []Clue{{0, 0, 1}, {0, 1, 1}, {0, 2, 1}}, Rects: []Rect{{0, 0, 1, 3}}}
	if got := three.Problems(); len(got) != 1 || got[0].Why != "3 clues" {
		t.Errorf("got %v", got)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		p   Puzzle
		msg string
	}{
		{Puzzle{Rows: 1000, Cols: 1000}, "grid of 1000×1000: a side may be at most 200"},
		{Puzzle{Rows: 101, Cols: 100}, "grid of 101×100 has 10100 cells: at most 10000"},
		{Puzzle{Rows: 201, Cols: 1}, "grid of 201×1: a side may be at most 200"},
		{Puzzle{Rows: 0, Cols: 3}, "at least 1"},
		{Puzzle{Rows: 2, Cols: 2, Clues: []Clue{{2, 0, 1}}}, "outside"},
		{Puzzle{Rows: 2, Cols: 2, Clues: []Clue{{0, 0, 0}}}, "from 1 to 10000"},
		{Puzzle{Rows: 2, Cols: 2, Clues: []Clue{{0, 0, 10001}}}, "from 1 to 10000"},
		{Puzzle{Rows: 2, Cols: 2, Clues: []Clue{{0, 0, 2}, {0, 0, 2}}}, "two clues at r1c1"},
		{Puzzle{Rows: 2, Cols: 2, Rects: []Rect{{1, 1, 2, 1}}}, "not inside"},
	}
	for _, tt := range tests {
		err := tt.p.Validate()
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%+v: got %v, want %q", tt.p, err, tt.msg)
		}
	}
	p, sol := sample()
	if p.Validate() != nil || sol.Validate() != nil {
		t.Error("sample refused")
	}
	// Validate of a huge grid allocates nothing that size: it must return
	// at once even for absurd sizes.
	if err := (Puzzle{Rows: 1 << 30, Cols: 1 << 30}).Validate(); err == nil {
		t.Error("huge grid accepted")
	}
}

func TestCloneEqual(t *testing.T) {
	_, sol := sample()
	c := sol.Clone()
	if !c.Equal(sol) {
		t.Fatal("clone differs")
	}
	c.Clues[0].Value = 9
	c.Rects[0].Width = 1
	if sol.Clues[0].Value == 9 || sol.Rects[0].Width == 1 {
		t.Error("clone shares memory")
	}
	if c.Equal(sol) {
		t.Error("Equal missed a change")
	}
	if !(Puzzle{Rows: 1, Cols: 1}).Equal(Puzzle{Rows: 1, Cols: 1, Clues: []Clue{}, Rects: []Rect{}}) {
		t.Error("nil and empty differ")
	}
	if (Puzzle{Rows: 1, Cols: 2}).Equal(Puzzle{Rows: 2, Cols: 1}) {
		t.Error("sizes ignored")
	}
	if cl, ok := sol.ClueAt(2, 2); !ok || cl.Value != 6 {
		t.Errorf("ClueAt: %v %v", cl, ok)
	}
	if _, ok := sol.ClueAt(0, 1); ok {
		t.Error("ClueAt found a clue in an empty cell")
	}
	r := Rect{1, 2, 3, 4}
	if !r.Contains(1, 2) || !r.Contains(3, 5) || r.Contains(4, 2) || r.Contains(1, 6) || r.Area() != 12 {
		t.Error("Rect geometry")
	}
}

// bruteCandidates tries every rectangle of the grid.
func bruteCandidates(p Puzzle) [][]Rect {
	out := make([][]Rect, len(p.Clues))
	for k, c := range p.Clues {
		for r0 := 0; r0 < p.Rows; r0++ {
			for c0 := 0; c0 < p.Cols; c0++ {
				for h := 1; r0+h <= p.Rows; h++ {
					for w := 1; c0+w <= p.Cols; w++ {
						rc := Rect{r0, c0, h, w}
						if rc.Area() != c.Value || !rc.Contains(c.Row, c.Col) {
							continue
						}
						n := 0
						for _, d := range p.Clues {
							if rc.Contains(d.Row, d.Col) {
								n++
							}
						}
						if n == 1 {
							out[k] = append(out[k], rc)
						}
					}
				}
			}
		}
	}
	return out
}

// randomPuzzle puts a few random clues in a small grid.
func randomPuzzle(rng *rand.Rand, maxSide int) Puzzle {
	p := Puzzle{Rows: 1 + rng.IntN(maxSide), Cols: 1 + rng.IntN(maxSide)}
	n := p.Rows * p.Cols
	for i := 0; i < n; i++ {
		if rng.IntN(3) == 0 {
			p.Clues = append(p.Clues, Clue{i / p.Cols, i % p.Cols, 1 + rng.IntN(n)})
		}
	}
	return p
}

func TestCandidatesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for it := 0; it < 500; it++ {
		p := randomPuzzle(rng, 6)
		got, want := Candidates(p), bruteCandidates(p)
		for k := range want {
			g, w := sortedRects(got[k]), sortedRects(want[k])
			if !slices.Equal(g, w) {
				t.Fatalf("%s clue %v: got %v, want %v", p.GridText(), p.Clues[k], g, w)
			}
		}
	}
	// The paper's bound, K·max(M,N)², on a dense case: every clue 12 in
	// an empty 12×12 (one clue only, so nothing is excluded).
	p := Puzzle{Rows: 12, Cols: 12, Clues: []Clue{{6, 6, 12}}}
	n := len(Candidates(p)[0])
	if n != len(bruteCandidates(p)[0]) || n > 144 {
		t.Errorf("%d candidates", n)
	}
	if Candidates(Puzzle{Rows: 0, Cols: 0}) != nil {
		t.Error("candidates of an invalid puzzle")
	}
}

func TestObstacle(t *testing.T) {
	tests := []struct{ in, want string }{
		{". .\n. .", "no clue at all"},
		{"3 .\n. .", "add up to 3 but the grid has 4 cells"},
		{"5 . .\n. . .\n. . 4", "no rectangle of area 5 fits clue 5 at r1c1"},
		{"2 2\n. .", ""}, // a janko header? no: one row follows, header "2 2" wants 2
	}
	for _, tt := range tests {
		p := mustParse(t, tt.in)
		got := Obstacle(p, Candidates(p))
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
	// A cell no candidate covers, with the right sum.
	p := Puzzle{Rows: 2, Cols: 3, Clues: []Clue{{0, 0, 1}, {0, 1, 1}, {0, 2, 1}, {1, 0, 3}}}
	if got := Obstacle(p, Candidates(p)); got != "" {
		t.Errorf("got %q", got)
	}
	p = Puzzle{Rows: 2, Cols: 3, Clues: []Clue{{0, 0, 2}, {0, 2, 2}, {1, 0, 1}, {1, 2, 1}}}
	if got := Obstacle(p, Candidates(p)); !strings.Contains(got, "r2c2") {
		t.Errorf("got %q", got)
	}
}

func TestParseJankoJSON(t *testing.T) {
	data, err := os.ReadFile("testdata/janko_sample.json")
	if err != nil {
		t.Fatal(err)
	}
	named, err := ParseJankoJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, n := range named {
		names = append(names, n.Name)
		if err := Verify(n.Puzzle, n.Solution); err != nil {
			t.Errorf("%s: %v", n.Name, err)
		}
		if len(n.Puzzle.Rects) != 0 {
			t.Errorf("%s: puzzle has rects", n.Name)
		}
	}
	// Key order, not sorted order.
	if got := strings.Join(names, ","); got != "b_2x2,a_1x1,c_2x3" {
		t.Errorf("order %s", got)
	}
	if want := []Rect{{0, 0, 2, 1}, {0, 1, 2, 2}}; !slices.Equal(named[2].Solution.Rects, want) {
		t.Errorf("rects %v, want %v", named[2].Solution.Rects, want)
	}
	// Parse reads the same file as three bare puzzles.
	ps, err := Parse("s.json", data)
	if err != nil || len(ps) != 3 || !ps[0].Equal(named[0].Puzzle) {
		t.Errorf("Parse: %d puzzles, %v", len(ps), err)
	}
	// A solution whose ids are not rectangles, at the entry's position.
	bad := strings.Replace(string(data), `"2 3\n1 2 2\n1 2 2`, `"2 3\n1 2 2\n2 2 1`, 1)
	_, err = ParseJankoJSON([]byte(bad))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 15 || !strings.Contains(pe.Msg, `puzzle "c_2x3": solution: the cells of id`) {
		t.Errorf("got %v", err)
	}
	_, err = ParseJankoJSON([]byte(`{"data": {"x": {"problem": "1 1\n1", "solution": "2 2\n1 1\n1 1"}}}`))
	if err == nil || !strings.Contains(err.Error(), `header "2 2", want "1 1"`) {
		t.Errorf("got %v", err)
	}
}

func ExamplePuzzle_GameID() {
	p, _ := ParseOne("", []byte("4 . . .\n. . . 2\n. 6 . ."))
	fmt.Println(p.GameID())
	fmt.Println(p.URL())
	// Output:
	// 4x3:4f2a6b
	// https://puzz.link/p?shikaku/4/3/4l2g6h
}
