package puzzlefile

import (
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/textscan"
)

// PlayLine is one line of a play block, split into its words, for a type's
// Play hook: the hook reads the words and places its errors with Errorf.
type PlayLine struct {
	r      *Reader
	text   []byte
	spans  []textscan.Span
	solver bool
}

var playSplit textscan.Splitter

// SolverWord starts a play block's line whose entry a method found rather
// than the player entered ("solver digit r1c3 4"): see solve.Game.Found.
const SolverWord = "solver"

// NewPlayLine splits text, a line of a play block, into words. A leading
// SolverWord is taken off (Solver reports it): word 0 is the entry's
// keyword either way.
func (r *Reader) NewPlayLine(text []byte) *PlayLine {
	spans, _ := playSplit.Fields(text, 64)
	l := &PlayLine{r: r, text: text, spans: spans}
	if len(spans) > 1 && string(text[spans[0].Start:spans[0].End]) == SolverWord {
		l.spans, l.solver = spans[1:], true
	}
	return l
}

// Solver reports whether the line's entry is a method's: the line starts
// with SolverWord.
func (l *PlayLine) Solver() bool { return l.solver }

// Len is the number of words.
func (l *PlayLine) Len() int { return len(l.spans) }

// Word is word i ("" past the last).
func (l *PlayLine) Word(i int) string {
	if i >= len(l.spans) {
		return ""
	}
	return string(l.text[l.spans[i].Start:l.spans[i].End])
}

// Errorf is an error at word i (just past the last word when i is past it).
func (l *PlayLine) Errorf(i int, format string, args ...any) *Error {
	at := len(l.text)
	if i < len(l.spans) {
		at = l.spans[i].Start
	} else if len(l.spans) > 0 {
		at = l.spans[len(l.spans)-1].End + 1
	}
	return l.r.ErrorAt(l.text, at, format, args...)
}

// Want checks the line has exactly n words, the first being one of the
// type's entry keywords, which usage lists ("digit r1c3 4").
func (l *PlayLine) Want(n int, usage solve.Text) *Error {
	switch {
	case len(l.spans) < n:
		return l.Errorf(len(l.spans), "%s is short: want %s", textscan.Quote([]byte(l.Word(0))), usage)
	case len(l.spans) > n:
		return l.Errorf(n, "unexpected %s: want %s", textscan.Quote([]byte(l.Word(n))), usage)
	}
	return nil
}

// Cell reads word i as a cell name, "r3c4" (1-based, as the board and the
// logs name cells), within rows×cols; it returns the 0-based row and
// column.
func (l *PlayLine) Cell(i, rows, cols int) (row, col int, err *Error) {
	w := l.Word(i)
	r, c, ok := cellName(w)
	if !ok {
		return 0, 0, l.Errorf(i, "unexpected %s: want a cell such as r1c3", textscan.Quote([]byte(w)))
	}
	if r < 1 || r > rows || c < 1 || c > cols {
		return 0, 0, l.Errorf(i, "cell %s is outside the %d×%d grid", w, rows, cols)
	}
	return r - 1, c - 1, nil
}

// Number reads word i as a whole number from lo to hi.
func (l *PlayLine) Number(i, lo, hi int, what solve.Text) (int, *Error) {
	w := []byte(l.Word(i))
	n, ok := textscan.ParseNumber(w, hi)
	if !ok || n.Value < lo || n.Value > hi {
		return 0, l.Errorf(i, "unexpected %s: want %s, a number from %d to %d", textscan.Quote(w), what, lo, hi)
	}
	return n.Value, nil
}

// cellName reads "r3c4" as (3, 4).
func cellName(w string) (r, c int, ok bool) {
	rs, cs, found := strings.Cut(strings.TrimPrefix(w, "r"), "c")
	if !found || !strings.HasPrefix(w, "r") || !textscan.AllDigits([]byte(rs)) || !textscan.AllDigits([]byte(cs)) || len(rs) > 6 || len(cs) > 6 {
		return 0, 0, false
	}
	r, _ = strconv.Atoi(rs)
	c, _ = strconv.Atoi(cs)
	return r, c, true
}

// SetPlay is for a hook that reads, with its puzzle, what was played on
// it (a Sudoku position's placed digits and pencil marks, which a
// pencil-mark grid holds in its cells rather than in a play block): the
// puzzle's game starts as fill leaves it, before any play block of its
// own. A hook calls it when it returns its puzzle without an error.
func SetPlay[P any](r *Reader, fill func(g *solve.Game[P])) { r.fill = fill }

// game is p with nothing played.
func (f *Format[P]) game(p P) solve.Game[P] {
	g := solve.Game[P]{Puzzle: p, Play: p}
	if f.Clone != nil {
		g.Play = f.Clone(p)
	}
	return g
}

// play reads the play block that follows the puzzle p just read, if there
// is one. Without copy, g.Play is p itself when no block follows.
func (f *Format[P]) play(r *Reader, p P, copy bool) (solve.Game[P], *Error) {
	g := solve.Game[P]{Puzzle: p, Play: p}
	fill, _ := r.fill.(func(*solve.Game[P]))
	r.fill = nil
	switch {
	case fill != nil:
		g, copy = f.filled(p, fill), true
	case copy:
		g = f.game(p)
	}
	text, ok, err := r.Next()
	if err != nil {
		return g, err
	}
	if !ok {
		return g, nil
	}
	if k, start := r.kindOf(text); k != playLine {
		r.Unread()
		return g, nil
	} else if f.Play == nil {
		if len(f.URLTypes) == 0 {
			return g, r.ErrorAt(text, start, "this type has no play block")
		}
		return g, r.ErrorAt(text, start, "a %s has no play block", f.URLTypes[0])
	}
	if !copy {
		g = f.game(p) // the hook writes into g.Play
	}
	return f.playBlock(r, g)
}

// filled is the game of p as a hook's SetPlay fills it; its own function
// for the reason playBlock is.
func (f *Format[P]) filled(p P, fill func(*solve.Game[P])) solve.Game[P] {
	g := f.game(p)
	fill(&g)
	return g
}

// playBlock reads a play block's entries into g.Play. It is play's but
// its own function: the hook takes &g, which puts g on the heap, and a
// puzzle without a block should not pay for that.
func (f *Format[P]) playBlock(r *Reader, g solve.Game[P]) (solve.Game[P], *Error) {
	for {
		text, ok, err := r.NextInBlock(true)
		if err != nil {
			return g, err
		}
		if !ok {
			return g, nil
		}
		start := 0
		for start < len(text) && textscan.IsSpace(text[start]) {
			start++
		}
		if err := f.Play(r, &g, text, start); err != nil {
			return g, err
		}
	}
}
