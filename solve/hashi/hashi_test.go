package hashi

import (
	"reflect"
	"strings"
	"testing"
)

func mustParse(t testing.TB, s string) Puzzle {
	t.Helper()
	p, err := ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// cross is a plus sign of islands round an empty centre, plus a far
// corner: its horizontal and vertical candidates cross in the middle.
const cross = `. 1 . .
2 . 3 1
. 2 . 1`

func TestEdgesAndCrossings(t *testing.T) {
	p := mustParse(t, cross)
	// Islands in row-major order: 0 r1c2, 1 r2c1, 2 r2c3, 3 r2c4, 4 r3c2, 5 r3c4.
	want := []Edge{{0, 4}, {1, 2}, {2, 3}, {3, 5}, {4, 5}}
	if got := Edges(p); !reflect.DeepEqual(got, want) {
		t.Fatalf("Edges = %v, want %v", got, want)
	}
	if got := Crossings(p, want); !reflect.DeepEqual(got, [][2]int{{0, 1}}) {
		t.Fatalf("Crossings = %v, want [[0 1]]", got)
	}
	// Edges meeting at an island do not cross.
	if got := Crossings(p, []Edge{{1, 2}, {2, 3}, {3, 5}}); len(got) != 0 {
		t.Fatalf("Crossings of touching edges = %v", got)
	}
}

func TestIslandAtDegreeProblems(t *testing.T) {
	p := mustParse(t, cross)
	if i, ok := p.IslandAt(1, 2); !ok || i != 2 {
		t.Fatalf("IslandAt(1,2) = %d, %v", i, ok)
	}
	if _, ok := p.IslandAt(1, 1); ok {
		t.Fatal("IslandAt(1,1) found water")
	}
	p.Bridges = []Bridge{{0, 4, 2}, {1, 2, 1}, {2, 3, 2}}
	if d := p.Degree(2); d != 3 {
		t.Fatalf("Degree(2) = %d", d)
	}
	over, crossing := p.Problems()
	// r1c2 (value 1) has 2; r3c2 (value 2) has 2; r2c4 (1) has 2.
	if !reflect.DeepEqual(over, []int{0, 3}) {
		t.Errorf("overfull = %v, want [0 3]", over)
	}
	if !reflect.DeepEqual(crossing, [][2]int{{0, 1}}) {
		t.Errorf("crossing = %v, want [[0 1]]", crossing)
	}
}

// TestIsolated: the islands of groups that are complete (every island has
// its value) but are not the whole puzzle.
func TestIsolated(t *testing.T) {
	// Islands in row-major order: 0 r1c1, 1 r1c3, 2 r1c5, 3 r3c1, 4 r3c3,
	// 5 r3c5; the solution is 0-1, 1-2, 1-4, 3-4, 4-5.
	const grid = `1 . 3 . 1
. . . . .
1 . 3 . 1`
	for _, c := range []struct {
		name    string
		bridges []Bridge
		want    []int
	}{
		{"no bridges", nil, nil},
		{"a closed pair", []Bridge{{0, 3, 1}}, []int{0, 3}},
		{"a closed pair and a short island", []Bridge{{0, 3, 1}, {1, 2, 1}}, []int{0, 3}},
		{"two closed pairs", []Bridge{{0, 3, 1}, {2, 5, 1}}, []int{0, 2, 3, 5}},
		{"solved: one group", []Bridge{{0, 1, 1}, {1, 2, 1}, {1, 4, 1}, {3, 4, 1}, {4, 5, 1}}, nil},
		{"a pair with an overfull island", []Bridge{{0, 3, 2}}, nil},
		{"malformed bridges skipped", []Bridge{{0, 3, 1}, {-1, 4, 1}, {4, 9, 2}, {0, 1, 0}}, []int{0, 3}},
	} {
		p := mustParse(t, grid)
		p.Bridges = c.bridges
		if got := p.Isolated(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Isolated = %v, want %v", c.name, got, c.want)
		}
	}
	// A puzzle of one closed group is solved, not isolated.
	p := mustParse(t, "1 . 1")
	p.Bridges = []Bridge{{0, 1, 1}}
	if got := p.Isolated(); got != nil {
		t.Errorf("a solved pair: Isolated = %v", got)
	}
}

func TestValidate(t *testing.T) {
	ok := Puzzle{Rows: 2, Cols: 2, Islands: []Island{{0, 0, 1}, {0, 1, 1}}}
	if err := ok.Validate(); err != nil {
		t.Fatalf("adjacent islands refused: %v", err)
	}
	big := Puzzle{Rows: 200, Cols: 200, Islands: []Island{{0, 0, 1}, {199, 0, 1}}}
	if err := big.Validate(); err != nil {
		t.Fatalf("200×200 refused: %v", err)
	}
	cases := []struct {
		name string
		p    Puzzle
		msg  string
	}{
		{"too big", Puzzle{Rows: 201, Cols: 3, Islands: ok.Islands}, "a side may be at most 200"},
		{"empty grid", Puzzle{}, "at least 1×1"},
		{"no islands", Puzzle{Rows: 2, Cols: 2}, "no islands"},
		{"value 0", Puzzle{Rows: 2, Cols: 2, Islands: []Island{{0, 0, 0}}}, "value 0"},
		{"value 9", Puzzle{Rows: 2, Cols: 2, Islands: []Island{{0, 0, 9}}}, "value 9"},
		{"outside", Puzzle{Rows: 2, Cols: 2, Islands: []Island{{0, 2, 1}}}, "outside"},
		{"order", Puzzle{Rows: 2, Cols: 2, Islands: []Island{{1, 0, 1}, {0, 0, 1}}}, "row-major"},
		{"same cell", Puzzle{Rows: 2, Cols: 2, Islands: []Island{{0, 0, 1}, {0, 0, 1}}}, "two islands"},
		{"bridge count", withBridges(ok, Bridge{0, 1, 3}), "count 3"},
		{"bridge order", withBridges(ok, Bridge{1, 0, 1}), "A < B"},
		{"bridge index", withBridges(ok, Bridge{0, 5, 1}), "out of range"},
		{"bridge twice", withBridges(ok, Bridge{0, 1, 1}, Bridge{0, 1, 2}), "drawn twice"},
		{"not in line", withBridges(Puzzle{Rows: 2, Cols: 2, Islands: []Island{{0, 0, 1}, {1, 1, 1}}}, Bridge{0, 1, 1}), "not in line"},
		{"over an island", withBridges(Puzzle{Rows: 1, Cols: 3, Islands: []Island{{0, 0, 1}, {0, 1, 1}, {0, 2, 1}}}, Bridge{0, 2, 1}), "passes over"},
	}
	for _, c := range cases {
		err := c.p.Validate()
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: Validate() = %v, want %q", c.name, err, c.msg)
		}
	}
}

func withBridges(p Puzzle, bs ...Bridge) Puzzle {
	q := p.Clone()
	q.Bridges = bs
	return q
}

func TestCloneEqual(t *testing.T) {
	p := mustParse(t, cross)
	p.Bridges = []Bridge{{0, 4, 1}, {1, 2, 2}}
	q := p.Clone()
	q.Bridges[0], q.Bridges[1] = q.Bridges[1], q.Bridges[0]
	if !p.Equal(q) {
		t.Fatal("bridge order should not matter")
	}
	q.Islands[0].Value = 2
	if p.Equal(q) || p.Islands[0].Value != 1 {
		t.Fatal("Clone shares islands, or Equal missed a value")
	}
	q = p.Clone()
	q.Bridges[0].Count = 2
	if p.Equal(q) {
		t.Fatal("Equal missed a count")
	}
	if !(Puzzle{Rows: 1, Cols: 1}).Equal(Puzzle{Rows: 1, Cols: 1, Bridges: []Bridge{}}) {
		t.Fatal("nil and empty bridges differ")
	}
}

func TestBare(t *testing.T) {
	p := Puzzle{Rows: 1, Cols: 3, Islands: []Island{{0, 0, 1}, {0, 2, 1}}, Bridges: []Bridge{{A: 0, B: 1, Count: 1}}}
	b := p.Bare()
	if b.Bridges != nil || b.Rows != 1 || b.Cols != 3 || len(b.Islands) != 2 {
		t.Fatalf("Bare: %+v", b)
	}
	b.Islands[0].Value = 2
	if p.Islands[0].Value != 1 {
		t.Error("Bare shares its islands with p")
	}
}
