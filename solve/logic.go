package solve

import (
	"context"
	"errors"
)

// A logical solve, one named deduction at a time, as a teacher (HoDoKu,
// SudokuWiki, Simon Tatham's graded generators) explains it: the window's
// Step and Hint, `grille explain`, `grille rate` and the generators' grades
// all read a type's Logic. It never guesses: when no technique applies it
// says Stuck.

// Technique is one named deduction rule.
type Technique struct {
	ID      string // "hidden-single": stable, the JSON "technique"
	Name    string // "Hidden single": for people
	Source  string // the course's or paper's own term, "Unicité", or ""
	Explain string // one sentence: what the rule says and why it is sound
	Level   int    // index in Logic.Grades of the grade that needs it
	Weight  int    // score added for each use
}

// Grade is one level of a type's difficulty scale, easiest first.
type Grade struct {
	ID   string // "easy": the --grade value, the JSON "grade"
	Name string // "Easy"
	Doc  string // what a solver needs at this level
}

// Deduction is one step: what it concludes and what justifies it.
type Deduction[P any] struct {
	Technique *Technique
	// Where is the first hint: the region to look at, in words ("row 3",
	// "the island at r2c5"), and Text the exact step in a sentence.
	Where, Text string
	// SayWhere and Say are Where and Text as Texts, for a reader in
	// another language; the engine sets both forms.
	SayWhere, Say Text
	// Effects is the step's conclusions in the type's terms, as the
	// fields encoding/json writes after "step", "technique" and "name"
	// in `grille explain --json` (a struct with json tags, or nil).
	Effects any
	// Mark is what the board highlights (cells, units, removed
	// candidates), handed to the type's Presenter like an Event's Detail.
	// Hint is the part of it the first hint may show (the region only).
	Mark, Hint any
	// Next is the board after the step, Notes what the next call starts
	// from (Sudoku's candidates, Hashi's settled pairs).
	Next  P
	Notes any
}

// Worded is d with Where and Text set to the English of SayWhere and Say
// where they are empty: an engine words a step once, as Texts.
func (d Deduction[P]) Worded() Deduction[P] {
	if d.Where == "" && !d.SayWhere.IsZero() {
		d.Where = d.SayWhere.String()
	}
	if d.Text == "" && !d.Say.IsZero() {
		d.Text = d.Say.String()
	}
	return d
}

// Rating is a puzzle's logical solve in numbers.
type Rating struct {
	Solved  bool           // the deductions alone complete it
	Steps   int            // how many deductions
	Grade   string         // Grade.ID of the hardest technique used ("" when unsolved)
	Score   int            // sum of the Weights of every step
	Hardest string         // Technique.ID of the hardest (highest Level, then Weight) used
	Uses    map[string]int // Technique.ID → how many steps
	// End is where the deductions stopped: StepSolved, Stuck or
	// Contradiction (Progressed from a Rate that does not say).
	End StepOutcome
}

// Logic is a type's deduction engine.
type Logic[P any] struct {
	Techniques []Technique // simplest first
	Grades     []Grade     // easiest first
	// Next finds the simplest deduction from pos and does not change pos.
	// Its outcome is Progressed with a step, or StepSolved, Stuck or
	// Contradiction with none. pos.Notes nil means "start from the board".
	Next func(ctx context.Context, pos Position[P]) (Deduction[P], StepOutcome, error)
	// All lists every deduction the techniques find from pos, simplest
	// first, at most perTechnique of each (0: no cap), each from pos
	// alone; nil when the type has no such search. Its outcome is
	// Progressed with steps, else as Next's.
	All func(ctx context.Context, pos Position[P], perTechnique int) ([]Deduction[P], StepOutcome, error)
	// Rate rates a bare puzzle; nil means Rate by calling Next until it
	// stops (a type may give a faster one; it must agree with Next).
	Rate func(ctx context.Context, p P) (Rating, error)
	// Start is the position a game's player has reached, which Next
	// starts from: the board, and the notes the player's marks give (a
	// Sudoku position's candidates). nil: a game is explained from its
	// bare puzzle.
	Start func(g Game[P]) Position[P]
}

// ErrNoLogic says a type has no deduction engine.
var ErrNoLogic = errors.New("this puzzle type has no step-by-step solver")

// Path solves p by deductions alone, calling yield for each step; it stops
// when yield returns false and returns the outcome where it stopped, or
// ctx's error when ctx is done before a step (even with a Next that does
// not look at ctx).
func (l *Logic[P]) Path(ctx context.Context, p P, yield func(Deduction[P]) bool) (StepOutcome, error) {
	return l.PathFrom(ctx, Position[P]{Puzzle: p, Play: p}, yield)
}

// PathFrom is Path from a position a player has reached (see Start).
func (l *Logic[P]) PathFrom(ctx context.Context, pos Position[P], yield func(Deduction[P]) bool) (StepOutcome, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Stuck, err
		}
		d, out, err := l.Next(ctx, pos)
		if err != nil || out != Progressed {
			return out, err
		}
		if !yield(d) {
			return Progressed, nil
		}
		pos.Play, pos.Notes = d.Next, d.Notes
	}
}

// RateBy rates p: Logic.Rate when the type gives one, else by its Path.
func (l *Logic[P]) RateBy(ctx context.Context, p P) (Rating, error) {
	if l.Rate != nil {
		return l.Rate(ctx, p)
	}
	r := Rating{Uses: map[string]int{}}
	var hardest *Technique
	out, err := l.Path(ctx, p, func(d Deduction[P]) bool {
		r.Steps++
		r.Score += d.Technique.Weight
		r.Uses[d.Technique.ID]++
		if hardest == nil || d.Technique.Level > hardest.Level ||
			d.Technique.Level == hardest.Level && d.Technique.Weight > hardest.Weight {
			hardest = d.Technique
		}
		return true
	})
	if err != nil {
		return r, err
	}
	r.Solved, r.End = out == StepSolved, out
	if hardest != nil {
		r.Hardest = hardest.ID
	}
	if r.Solved {
		r.Grade = l.GradeOf(hardest)
	}
	return r, nil
}

// GradeOf is the grade a technique needs: the first grade for none (a
// puzzle complete as given).
func (l *Logic[P]) GradeOf(t *Technique) string {
	if len(l.Grades) == 0 {
		return ""
	}
	i := 0
	if t != nil {
		i = min(max(t.Level, 0), len(l.Grades)-1)
	}
	return l.Grades[i].ID
}

// Technique returns the technique with this ID.
func (l *Logic[P]) Technique(id string) (*Technique, bool) {
	for i := range l.Techniques {
		if l.Techniques[i].ID == id {
			return &l.Techniques[i], true
		}
	}
	return nil, false
}

// GradeIndex is the index of a grade ID in l.Grades, or −1.
func (l *Logic[P]) GradeIndex(id string) int {
	for i, g := range l.Grades {
		if g.ID == id {
			return i
		}
	}
	return -1
}
