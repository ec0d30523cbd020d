package ui

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
)

// FileTab is a tab's file role: new, generated and read puzzles, Save,
// Print and the clipboard.
type FileTab interface {
	New()
	Generate()
	// LoadData shows the first puzzle of a file, LoadOne the one puzzle of
	// a pasted text, or says why they cannot.
	LoadData(name string, data []byte) error
	LoadOne(name string, data []byte) error
	Save()
	// Print makes a worksheet: PDF, SVG or PNG.
	Print()
	// ExportBoard saves the board as shown, for a slide: "png" or "svg".
	ExportBoard(ext string)
	// attach gives the tab the window's Open and Paste, which route a
	// puzzle to the tab that reads it.
	attach(r opener)
	readDoubt(name string, data []byte, file bool) (string, error)
	Copy()
	// CopyAs puts the game on the clipboard in one of its type's forms
	// (solve.Form: Edit › Copy as); CopyPosition in its position form
	// (a Sudoku's pencil-mark grid), else as its game file.
	CopyAs(form string)
	CopyPosition()
	// Forms are the forms of the tab's type, for the menu.
	Forms() []FormName
}

// FormName is a form as the Copy as menu names it.
type FormName struct{ ID, Title string }

// TabCore's file role here: open, paste, copy, save, and the model as an
// .lp file (New and Generate are in newpuzzle.go, Print in print.go).

// opener is how the tab's Open and Paste reach the window, which routes a
// puzzle to the tab whose reader accepts it.
type opener interface {
	Open()
	Paste()
}

func (c *TabCore[P, S]) attach(r opener) { c.opener = r }

// Paste reads a puzzle from the clipboard, in whichever tab reads it.
func (c *TabCore[P, S]) Paste() {
	if c.opener != nil && !c.Panel.Running() {
		c.opener.Paste()
	}
}

// Open reads a puzzle file, in whichever tab reads it.
func (c *TabCore[P, S]) Open() {
	if c.opener != nil && !c.Panel.Running() {
		c.opener.Open()
	}
}

// PasteText loads the puzzle text describes in this tab, or says why it
// cannot, in a dialog that shows the whole message.
func (c *TabCore[P, S]) PasteText(text string) {
	if err := c.LoadOne(tr("clipboard"), []byte(text)); err != nil {
		c.showError(err)
		c.Panel.Status.SetText(tr("Paste: ") + errSay(err))
	}
}

// Copy puts the puzzle on the clipboard.
func (c *TabCore[P, S]) Copy() {
	fyne.CurrentApp().Clipboard().SetContent(c.typ.Copy(c.CurrentPuzzle()))
	c.Panel.Status.SetText(tr("Copied the puzzle as ") + tr(c.typ.CopyName))
}

// Forms are the forms of the tab's type, for the Copy as menu.
func (c *TabCore[P, S]) Forms() []FormName {
	out := make([]FormName, len(c.typ.Forms))
	for i, f := range c.typ.Forms {
		out[i] = FormName{f.ID, f.Title}
	}
	return out
}

// CopyAs puts the game on the clipboard in the form id, or says on the
// status line why it cannot (a form the type has not, a puzzle the form
// cannot hold).
func (c *TabCore[P, S]) CopyAs(id string) {
	f, ok := c.typ.Form(id)
	if !ok {
		c.Panel.Status.SetText(fmt.Sprintf(tr("%s puzzles have no such form"), tr(c.typ.Title)))
		return
	}
	text, err := f.Write(c.game(c.hist.Current()))
	if err != nil {
		c.Panel.Status.SetText(tr("Copy as: ") + err.Error())
		return
	}
	fyne.CurrentApp().Clipboard().SetContent(text)
	c.Panel.Status.SetText(tr("Copied as ") + tr(f.Title))
}

// CopyPosition copies the game as a position (a Sudoku's pencil-mark
// grid: the digits and every other cell's candidates, the player's marks
// where there are some), else as its game file.
func (c *TabCore[P, S]) CopyPosition() {
	if _, ok := c.typ.Form("position"); ok {
		c.CopyAs("position")
		return
	}
	c.CopyAs("game")
}

// errRunning refuses a new puzzle while a method works on this one.
var errRunning = errors.New(trLater("a method is running: stop it first"))

// LoadOne shows the one puzzle of data (a pasted text), or returns why it
// holds none.
func (c *TabCore[P, S]) LoadOne(name string, data []byte) error {
	if c.Panel.Running() {
		return errRunning
	}
	g, err := c.readGame(name, data)
	if err != nil {
		return err
	}
	c.LoadGame(g)
	return nil
}

// LoadData shows the first puzzle of a file's contents, or returns why it
// holds none (a parse error with its line and column).
func (c *TabCore[P, S]) LoadData(name string, data []byte) error {
	if c.Panel.Running() {
		return errRunning
	}
	ps, err := c.readGames(name, data)
	if err != nil {
		return err
	}
	c.LoadGame(ps[0])
	if len(ps) > 1 {
		c.Panel.AppendLog([]string{fmt.Sprintf(tr("%s holds %d puzzles; loaded the first"), name, len(ps))}, 0)
	}
	return nil
}

// readGames reads every game of a file's contents.
func (c *TabCore[P, S]) readGames(name string, data []byte) ([]solve.Game[P], error) {
	if c.typ.ParseGames != nil {
		return c.typ.ParseGames(name, data)
	}
	qs, err := c.typ.Parse(name, data)
	var ps []solve.Game[P]
	for _, q := range qs {
		ps = append(ps, solve.Game[P]{Puzzle: q, Play: q})
	}
	return ps, err
}

// readDoubt reads data as LoadData (file) or LoadOne would, without
// loading it, and says what is plainly wrong with its puzzle ("" for
// nothing): the window's routing prefers a reader whose puzzle holds.
func (c *TabCore[P, S]) readDoubt(name string, data []byte, file bool) (string, error) {
	if c.Panel.Running() {
		return "", errRunning
	}
	var p P
	if file {
		ps, err := c.readGames(name, data)
		if err != nil {
			return "", err
		}
		p = ps[0].Puzzle
	} else {
		g, err := c.readGame(name, data)
		if err != nil {
			return "", err
		}
		p = g.Puzzle
	}
	return puzzleDoubt(p), nil
}

// Save writes the game in its file form: the puzzle, then what the player
// entered on it (see solve.Game).
func (c *TabCore[P, S]) Save() {
	c.saveText(c.gameText(c.hist.Current()), c.typ.Name+".txt")
}

func (c *TabCore[P, S]) saveText(text, name string) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := io.WriteString(w, text); err != nil {
			c.showError(err)
		}
	}, c.win)
	d.SetFileName(name)
	showDialog(c.win, d)
	// Fyne's save dialog gives its name field the focus, and a field of
	// Fyne's own does not hand Esc on: without the focus, Esc closes the
	// dialog (a click in the field edits the proposed name).
	c.win.Canvas().Unfocus()
}

// ModelText is the puzzle's integer linear program in LP format.
func (c *TabCore[P, S]) ModelText() string {
	var b strings.Builder
	if err := c.typ.Model.Write(c.CurrentPuzzle(), &b); err != nil {
		return err.Error()
	}
	return b.String()
}

// ShowModel opens the integer linear program in a window a teacher can
// scroll through: the model in words and formulas first (each family of
// rows with its count), then the LP text, with a button to save it as an
// .lp file. The model of a large puzzle takes a moment to write: it is
// written off the UI goroutine, with the status line saying so.
func (c *TabCore[P, S]) ShowModel() {
	p := c.CurrentPuzzle()
	c.Panel.Status.SetText(tr("Writing the integer linear program…"))
	c.working(true)
	if c.modelBtn != nil {
		c.modelBtn.Disable()
	}
	go func() {
		var b strings.Builder
		text := ""
		if err := c.typ.Model.Write(p, &b); err != nil {
			text = err.Error()
		} else {
			text = b.String()
		}
		var words []string
		if c.typ.Model.Words != nil {
			words = c.typ.Model.Words(p).Lines(tr)
		}
		c.Panel.ui().Do(func() {
			c.working(false)
			if c.modelBtn != nil {
				c.modelBtn.Enable()
			}
			c.showModel(text, words)
		})
	}()
}

func (c *TabCore[P, S]) showModel(text string, words []string) {
	c.Panel.Status.SetText(fmt.Sprintf(tr("The integer linear program: %s"), plural("line", strings.Count(text, "\n"))))
	body := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	save := widget.NewButtonWithIcon(tr("Save as .lp…"), theme.DocumentSaveIcon(), func() { c.saveText(text, c.typ.Name+".lp") })
	head := widget.NewLabel(tr(c.typ.Model.Doc) + tr(" lp_solve reads it: lp_solve -S4 -presolve ") + c.typ.Name + ".lp")
	head.Wrapping = fyne.TextWrapWord
	var center fyne.CanvasObject = container.NewScroll(body)
	var split *container.Split
	var rt *widget.RichText
	if len(words) > 0 {
		rt = modelWords(words)
		split = container.NewVSplit(container.NewVScroll(rt), center)
		split.Offset = 0.5
		center = split
	}
	d := dialog.NewCustom(tr("Integer linear program"), tr("Close"),
		container.NewBorder(container.NewVBox(head, save), nil, nil, nil, center), c.win)
	d.Resize(fyne.NewSize(900, 650))
	showDialog(c.win, d)
	// The words get the room they need, laid out at the dialog's width, up
	// to two thirds of it: the LP text keeps the rest (the divider moves).
	if split != nil && split.Size().Height > 0 {
		need := rt.MinSize().Height + 2*theme.Padding()
		split.SetOffset(float64(min(need/split.Size().Height, 2.0/3)))
	}
}

// modelWords shows the lines of solve.ModelWords.Lines: the headings
// ("Variables:", "Constraints (342 rows):") in bold, the indented lines
// under them in the body's size, wrapped at the dialog's width.
func modelWords(lines []string) *widget.RichText {
	heading := widget.RichTextStyleStrong
	heading.Inline = false
	segs := make([]widget.RichTextSegment, len(lines))
	for i, l := range lines {
		style := widget.RichTextStyleParagraph
		if !strings.HasPrefix(l, " ") && strings.HasSuffix(l, ":") {
			style = heading
		}
		segs[i] = &widget.TextSegment{Text: l, Style: style}
	}
	rt := widget.NewRichText(segs...)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}
