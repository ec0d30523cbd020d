package solve

import (
	"context"
	"fmt"
	"io"
	"iter"
	"strings"
)

// Type describes one puzzle type to every part of Grille, as a struct game
// describes a puzzle to Simon Tatham's midend: its names, its formats, how
// to check an answer, its methods and its optional capabilities. The
// conformance suite, the window's tab, the terminal and the generators all
// take a Type and keep only presentation; a new puzzle type is a Type and
// one line in the catalog.
//
// A type is made by NewType from its Names and its Core, the parts every
// type must have: the compiler refuses a Core that leaves one out. The
// other fields are optional capabilities: a nil function or pointer field
// is one the type does not have, and every part of Grille then offers no
// such thing (no Generate, no Model, no worksheet…) rather than fail.
// Check says what a Type lacks of what is required (the catalog asks it).
type Type[P any] struct {
	// The names (Exts may be empty) and the functions down to Bare are
	// required: NewType sets them from a Names and a Core. Among those
	// functions, GameText, ParseGames, ParseGame, Answer and Sketch are
	// optional: NewType sets them when the Core is also a GameFiles, an
	// Answerer or a Sketchable.
	Name    string   // "sudoku": --type, file-name hint, the JSON "type"
	Title   string   // "Sudoku": the tab, the help
	Summary string   // one line for the help: what the puzzle is
	Exts    []string // file-name endings that also say this type (".has")

	// Parse reads every puzzle of a file, ParseOne exactly one (the
	// clipboard, the window's sample); both say where and what on bad
	// input (FILE:LINE:COL).
	Parse    func(name string, data []byte) ([]P, error)
	ParseOne func(name string, data []byte) (P, error)
	// Each yields a file's puzzles one at a time, each with nil or the
	// error that kept it from being read, going on after a bad one.
	Each func(name string, data []byte) iter.Seq2[P, error]
	// Text is the file form (Save, grille generate); Copy the clipboard
	// form, which CopyName names ("a Simon Tatham game ID").
	Text     func(P) string
	Copy     func(P) string
	CopyName string
	// GameText is the file form of a game in progress (Save, the window's
	// memory): Text's, then a "play" block of the player's entries.
	// ParseGames and ParseGame read files as games (Open, Paste): a
	// puzzle without a play block is a game with nothing played. Parse
	// drops play blocks. Nil for a type without game files.
	GameText   func(Game[P]) string
	ParseGames func(name string, data []byte) ([]Game[P], error)
	ParseGame  func(name string, data []byte) (Game[P], error)
	// EachGame is Each keeping the games (explain starts from a position).
	EachGame func(name string, data []byte) iter.Seq2[Game[P], error]
	// Forms are the texts the puzzle travels in, Grille's and other
	// programs' (Copy as, grille convert): see Form. Empty when the core
	// is no Former.
	Forms []Form[P]
	// Picture draws a solution for the terminal.
	Picture func(P) string
	// Answer is the solution's field in a `grille solve --json` record:
	// its key and a value encoding/json can write.
	Answer func(P) (key string, value any)
	// Describe says what a puzzle is in a few words ("9×9 puzzle, 30 givens"),
	// as a Text: its String is the English, the window and the terminal
	// render it in their language.
	Describe func(P) Text
	// Sketch draws a puzzle, or a solution over it, for worksheets.
	Sketch Sketcher[P]

	// Verify checks a solution independently of every method's search.
	Verify func(puzzle, solution P) error
	Clone  func(P) P
	Equal  func(a, b P) bool
	// Bare is a puzzle without what was played or found on it: what a
	// method is given.
	Bare func(P) P

	// Methods lists the ways to solve it, the default first: at least
	// one in the catalog.
	Methods *Registry[P]

	// Optional, absent when nil (see Extras and With).

	Blank     *Maker[P]  // an empty puzzle to fill in (New)
	Generator *Maker[P]  // new puzzles (Generate)
	Model     *Model[P]  // the integer linear program a teacher can read
	Stepper   Stepper[P] // deductions without guessing (Step)
	Logic     *Logic[P]  // named deductions one at a time (Step, Hint, Grade, explain, rate)

	// batch, on a Type made by Erased, is NewBatch for a method of the
	// type it erases, in that type (nil for a method it did not erase).
	batch func(Method[any]) Batch
}

// Names are a puzzle type's names, for NewType.
type Names struct {
	Name    string   // "sudoku": --type, file-name hint, the JSON "type"
	Title   string   // "Sudoku": the tab, the help
	Summary string   // one line for the help: what the puzzle is
	Exts    []string // file-name endings that also say this type (".has"); may be empty
	// CopyName names Core.Copy's form ("a Simon Tatham game ID").
	CopyName string
}

// Core is what every puzzle type must have (see the fields of Type of the
// same names): a type whose Core leaves one out does not compile.
//
// The reading of a puzzlefile.Format gives Parse, ParseOne and Each from a
// Format whose only hook is Grid: a type without game IDs, URLs or play
// blocks answers them with a parse error.
type Core[P any] interface {
	// Reading and writing.
	Parse(name string, data []byte) ([]P, error)
	ParseOne(name string, data []byte) (P, error)
	Each(name string, data []byte) iter.Seq2[P, error]
	Text(P) string
	Copy(P) string
	Picture(P) string
	// Verifying, independently of every method's search.
	Verify(puzzle, solution P) error
	// Copying and comparing.
	Clone(P) P
	Equal(a, b P) bool
	Bare(P) P
	// Describing.
	Describe(P) Text
}

// Optional parts of a Core, which NewType finds by type assertion.
type (
	// GameFiles is a type whose files keep games in progress (Type's
	// GameText, ParseGames and ParseGame).
	GameFiles[P any] interface {
		GameText(Game[P]) string
		ParseGames(name string, data []byte) ([]Game[P], error)
		ParseGame(name string, data []byte) (Game[P], error)
	}
	// GameEacher yields a file's games one at a time (Type.EachGame).
	GameEacher[P any] interface {
		EachGame(name string, data []byte) iter.Seq2[Game[P], error]
	}
	// Answerer gives a solution's field in a JSON record (Type.Answer).
	Answerer[P any] interface {
		Answer(P) (key string, value any)
	}
	// Former gives the texts a puzzle travels in (Type.Forms).
	Former[P any] interface {
		Forms() []Form[P]
	}
	// Sketchable draws puzzles for worksheets (Type.Sketch).
	Sketchable[P any] interface {
		Sketch(puzzle, shown P) Figure
	}
)

// PuzzleCore is the part of a Core that the puzzle's own methods give, the
// same in every grid type: Text is the puzzle's GridText, and Clone, Equal
// and Bare are its own. A type's core embeds it and writes the rest.
type PuzzleCore[P PuzzleMethods[P]] struct{}

// PuzzleMethods is what PuzzleCore needs of a puzzle.
type PuzzleMethods[P any] interface {
	GridText() string
	Clone() P
	Equal(P) bool
	Bare() P
}

func (PuzzleCore[P]) Text(p P) string   { return p.GridText() }
func (PuzzleCore[P]) Clone(p P) P       { return p.Clone() }
func (PuzzleCore[P]) Equal(a, b P) bool { return a.Equal(b) }
func (PuzzleCore[P]) Bare(p P) P        { return p.Bare() }

// NewType is the Type of names and core, with the optional parts the core
// has, and no methods: a type's descriptor package adds them with With.
func NewType[P any](names Names, core Core[P]) *Type[P] {
	t := &Type[P]{
		Name: names.Name, Title: names.Title, Summary: names.Summary, Exts: names.Exts, CopyName: names.CopyName,
		Parse: core.Parse, ParseOne: core.ParseOne, Each: core.Each,
		Text: core.Text, Copy: core.Copy, Picture: core.Picture,
		Verify: core.Verify, Clone: core.Clone, Equal: core.Equal, Bare: core.Bare,
		Describe: core.Describe,
	}
	if g, ok := core.(GameFiles[P]); ok {
		t.GameText, t.ParseGames, t.ParseGame = g.GameText, g.ParseGames, g.ParseGame
		if e, ok := core.(GameEacher[P]); ok {
			t.EachGame = e.EachGame
		}
	}
	if a, ok := core.(Answerer[P]); ok {
		t.Answer = a.Answer
	}
	if s, ok := core.(Sketchable[P]); ok {
		t.Sketch = s.Sketch
	}
	if f, ok := core.(Former[P]); ok {
		t.Forms = f.Forms()
	}
	return t
}

// Check says what t lacks of what a type in the catalog must have: its
// names, its Core and a method; and the three functions of GameFiles go
// together. nil when nothing.
func (t *Type[P]) Check() error {
	var missing []string
	need := func(ok bool, what string) {
		if !ok {
			missing = append(missing, what)
		}
	}
	need(t.Name != "", "Name")
	need(t.Title != "", "Title")
	need(t.Summary != "", "Summary")
	need(t.CopyName != "", "CopyName")
	need(t.Parse != nil, "Parse")
	need(t.ParseOne != nil, "ParseOne")
	need(t.Each != nil, "Each")
	need(t.Text != nil, "Text")
	need(t.Copy != nil, "Copy")
	need(t.Picture != nil, "Picture")
	need(t.Verify != nil, "Verify")
	need(t.Clone != nil, "Clone")
	need(t.Equal != nil, "Equal")
	need(t.Bare != nil, "Bare")
	need(t.Describe != nil, "Describe")
	need(t.Methods != nil && len(t.Methods.Methods()) > 0, "a method")
	games := 0
	for _, set := range []bool{t.GameText != nil, t.ParseGames != nil, t.ParseGame != nil} {
		if set {
			games++
		}
	}
	need(games == 0 || games == 3, "all of GameText, ParseGames and ParseGame, or none")
	if len(missing) == 0 {
		return nil
	}
	name := t.Name
	if name == "" {
		name = t.Title
	}
	return fmt.Errorf("puzzle type %q lacks %s", name, strings.Join(missing, ", "))
}

// Model writes a puzzle's integer linear program in LP format, the one
// lp_solve reads.
type Model[P any] struct {
	Doc   string // one line above the model: whose model it is
	Write func(p P, w io.Writer) error
	// Words, when set, says the model of p in words and formulas, each
	// family of rows with its count: shown before the LP text.
	Words func(p P) ModelWords
}

// Maker makes puzzles from declared parameters: an empty grid of a size, or
// a generator's output. The window builds its dialog and the terminal its
// flags from Params, and both check values with Param.Check.
type Maker[P any] struct {
	Title  string // dialog title: "Generate Shikaku (Rafaralahy's generator)"
	Doc    string // what it does, for the help
	Params []Param
	// Make builds a puzzle; the Text is a log line that says how (with
	// the seed, so that it can be made again), zero when there is nothing
	// to say. seed is ignored by makers that draw nothing at random.
	Make func(ctx context.Context, v Values, seed int64) (P, Text, error)
}

// Stepper finds deductions without guessing: the window's Step.
type Stepper[P any] interface {
	Step(ctx context.Context, pos Position[P]) (StepResult[P], error)
}

// Position is what a Step starts from.
type Position[P any] struct {
	Puzzle P // the bare puzzle
	Play   P // the puzzle as it stands on the board, with the player's entries
	// Notes is what the previous Step left for the next (Sudoku's
	// candidates), nil at first or after the player changed the board.
	Notes any
}

// StepOutcome says where a Step left the puzzle.
type StepOutcome int

const (
	Progressed    StepOutcome = iota // something was deduced
	Stuck                            // nothing more without a guess
	StepSolved                       // the deductions complete the puzzle
	Contradiction                    // the puzzle has no solution
)

// StepResult is one Step's work.
type StepResult[P any] struct {
	Outcome StepOutcome
	Next    P   // the board after the step (Play when nothing changed)
	Notes   any // for the next Step
	Lines   []string
	// SayLines are Lines as Texts, for a reader in another language (nil,
	// or one for each line).
	SayLines []Text
	Msg      string // the status line
	Say      Text   // Msg as a Text, for a reader in another language
	// Detail is the step's teaching payload, shown as a method's Event.Detail is.
	Detail any
	// Show says Next (or Notes) differs from the board: the window records
	// it as one move.
	Show bool
}

// English is r with Lines and Msg set to the English of its SayLines and
// Say, for a Stepper that writes only Texts.
func (r StepResult[P]) English() StepResult[P] {
	r.Msg = r.Say.String()
	r.Lines = make([]string, len(r.SayLines))
	for i, l := range r.SayLines {
		r.Lines[i] = l.String()
	}
	if len(r.Lines) == 0 {
		r.Lines = nil
	}
	return r
}

// Described is what every *Type[P] is, whatever P: the catalog lists
// Described values, and code that needs no puzzle works on them directly.
type Described interface {
	TypeName() string
	NamesFile(base string) bool
	// Check says what the type lacks of what is required (Type.Check).
	Check() error
	// Erased is the same type with puzzles as `any`, for code that only
	// passes puzzles along (the terminal).
	Erased() *Type[any]
}

// TypeName is t.Name.
func (t *Type[P]) TypeName() string { return t.Name }

// NamesFile reports whether a file name says this type: the type's name in
// it, or one of its endings.
func (t *Type[P]) NamesFile(base string) bool {
	base = strings.ToLower(base)
	if strings.Contains(base, t.Name) {
		return true
	}
	for _, e := range t.Exts {
		if strings.HasSuffix(base, e) {
			return true
		}
	}
	return false
}

// Method returns the method with this ID, or the default for "".
func (t *Type[P]) Method(id string) (Method[P], bool) {
	if id == "" {
		ms := t.Methods.Methods()
		if len(ms) == 0 {
			return nil, false
		}
		return ms[0], true
	}
	return t.Methods.Get(id)
}

// Extras is what a type's descriptor package adds to the type's own
// description: what needs the methods, which import the type's package.
type Extras[P any] struct {
	Methods          []Method[P] // the default first
	Blank, Generator *Maker[P]
	Model            *Model[P]
	Stepper          Stepper[P]
	Logic            *Logic[P]
}

// With returns a copy of t with x's methods and capabilities.
func (t *Type[P]) With(x Extras[P]) *Type[P] {
	c := *t
	c.Methods = &Registry[P]{}
	for _, m := range x.Methods {
		c.Methods.Register(m)
	}
	c.Blank, c.Generator, c.Model, c.Stepper, c.Logic = x.Blank, x.Generator, x.Model, x.Stepper, x.Logic
	return &c
}
