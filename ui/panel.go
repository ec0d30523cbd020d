package ui

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/chart"
)

// maxLogLines bounds the log pane; older lines scroll away.
const maxLogLines = 5000

// Panel is the part of a tab every puzzle type shares: the method selector
// and its description, Solve / Stop / Step, time limit, progress bar,
// status line and log pane, and the session that runs a solve.
type Panel[P any] struct {
	typ  *solve.Type[P]
	host panelHost[P]

	Method   *widget.Select
	Doc      *widget.Label
	SolveBtn *widget.Button
	StopBtn  *widget.Button
	StepBtn  *widget.Button
	Limit    *widget.Select
	Bar      *widget.ProgressBar
	Busy     *widget.ProgressBarInfinite
	Status   *widget.Label
	Log      *widget.List
	Full     *widget.Label // the selected log line, whole
	CopyLog  *widget.Button
	// EngineMsgs, off by default, lets the LP engine's own lines
	// (solve.Engine events) into the log; the log header holds it.
	EngineMsgs *widget.Check

	// HintBtn asks the type's Logic for its next step (hint.go).
	HintBtn *widget.Button
	// paceControls are the speed, pause, next event and seed (pace.go).
	paceControls

	// Chart is the annealing view, the curve an annealing method sends
	// with its Progress; tabs place it under the board.
	Chart *CostChart
	// ILP is the ILP view, the branch and bound's trace an ilp method
	// sends with its Progress; tabs place it under the board too.
	ILP *ILPChart
	// UI is how the session reaches the widgets (fyne.Do when nil; tests
	// run the updates on their own goroutine).
	UI Dispatcher

	puzzle  P // what Solve works on, handed over by the tab
	lines   []string
	details []any    // parallel to lines: a method's teaching payload, or nil
	of      []string // parallel to lines: the puzzle (Type.Text) each is about
	earlier []string // the lines of earlier puzzles, folded away (Copy keeps them)
	logBox  *fyne.Container
	full    *container.Scroll // Full, as high as its wrapped text up to half the log
	session *Session[P]
	// lastDone is the latest session's Done channel; unlike session it is
	// never cleared by the relay goroutine, so Wait may read it anywhere.
	lastDone <-chan struct{}
	teachBox fyne.CanvasObject // the grade and the hint, above the description (teach.go)
}

// panelHost is the tab a panel serves; every call is on the UI goroutine.
type panelHost[P any] interface {
	busy(on bool) // disable editing while a method runs
	started()     // a run begins: show the puzzle it is given
	live(p P)     // a running method's current state
	finished(res solve.Result[P], err error)
	// picture shows what teaching payloads draw, oldest first (nil: the
	// board as it is), and reports whether they drew anything.
	picture(ds []any) bool
	Step()
	Hint()
}

var limits = []struct {
	label string
	d     time.Duration
}{{trLater("10 s"), 10 * time.Second}, {trLater("1 min"), time.Minute}, {trLater("10 min"), 10 * time.Minute}, {trLater("no limit"), 0}}

// NewPanel builds the shared controls for the methods of typ.
func NewPanel[P any](typ *solve.Type[P], host panelHost[P]) *Panel[P] {
	p := &Panel[P]{typ: typ, host: host}
	var names []string
	for _, m := range typ.Methods.Methods() {
		names = append(names, methodName(typ.Name, m.Info()))
	}
	p.Doc = widget.NewLabel("")
	p.Doc.Wrapping = fyne.TextWrapWord
	p.Method = widget.NewSelect(names, func(string) { p.showDoc(); p.showSeed() })
	p.SolveBtn = widget.NewButtonWithIcon(tr("Solve"), theme.MediaPlayIcon(), p.Solve)
	p.SolveBtn.Importance = widget.HighImportance
	p.StopBtn = widget.NewButtonWithIcon(tr("Stop"), theme.MediaStopIcon(), p.Stop)
	p.StopBtn.Disable()
	p.StepBtn = widget.NewButtonWithIcon(tr("Step"), theme.MediaSkipNextIcon(), host.Step)
	p.HintBtn = widget.NewButtonWithIcon(tr("Hint"), theme.QuestionIcon(), host.Hint)
	p.newPaceControls()
	var ls []string
	for _, l := range limits {
		ls = append(ls, tr(l.label))
	}
	p.Limit = widget.NewSelect(ls, nil)
	p.Limit.SetSelected(tr(limits[1].label))
	p.Chart = NewCostChart()
	p.ILP = NewILPChart()
	// The bars show only while a method runs: the finite one when the
	// method can tell how far it is, else the infinite one. Idle, nothing
	// claims 0% or 100% of a run that is not there.
	p.Bar = widget.NewProgressBar()
	p.Bar.Hide()
	p.Busy = widget.NewProgressBarInfinite()
	p.Busy.Stop()
	p.Busy.Hide()
	p.Status = widget.NewLabel(tr("Ready"))
	// Wrapped, not cut: the result line with its counts is read whole.
	p.Status.Wrapping = fyne.TextWrapWord
	p.Log = widget.NewList(
		func() int { return len(p.lines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			// Lines that can show the board as it was stand out.
			if p.picture(i) != nil {
				l.Importance = widget.HighImportance
			} else {
				l.Importance = widget.MediumImportance
			}
			l.SetText(p.lines[i])
		},
	)
	p.Full = widget.NewLabel("")
	p.Full.Wrapping = fyne.TextWrapWord
	p.Full.Hide()
	p.full = container.NewVScroll(p.Full)
	p.full.Hide()
	p.EngineMsgs = widget.NewCheck(tr("Engine messages"), nil)
	p.Log.OnSelected = func(i widget.ListItemID) {
		// The list cuts long lines: the selected one is shown whole below.
		if i >= 0 && i < len(p.lines) {
			p.showFull(p.lines[i])
		}
		p.replay(i)
	}
	if len(names) > 0 {
		p.Method.SetSelectedIndex(0)
	}
	return p
}

// Selected returns the chosen method.
func (p *Panel[P]) Selected() (solve.Method[P], bool) {
	i := p.Method.SelectedIndex()
	ms := p.typ.Methods.Methods()
	if i < 0 || i >= len(ms) {
		return nil, false
	}
	return ms[i], true
}

// SelectID chooses a method by its ID.
func (p *Panel[P]) SelectID(id string) bool {
	for i, m := range p.typ.Methods.Methods() {
		if m.Info().ID == id {
			p.Method.SetSelectedIndex(i)
			return true
		}
	}
	return false
}

func (p *Panel[P]) showDoc() {
	if m, ok := p.Selected(); ok {
		in := m.Info()
		kind := tr("Heuristic: it may give up, and never claims there is no solution.")
		if in.Exact {
			kind = tr("Exact: it proves a unique solution, several, or none.")
		}
		p.Doc.SetText(methodDoc(p.typ.Name, in) + "\n" + kind)
	}
}

// Controls is the column of shared controls, for the tab's layout.
func (p *Panel[P]) Controls() fyne.CanvasObject {
	buttons := container.NewGridWithColumns(3, p.SolveBtn, p.StopBtn, p.StepBtn)
	if p.typ.Stepper == nil && p.typ.Logic == nil {
		// This puzzle's methods have no step-by-step mode: no dead button.
		buttons = container.NewGridWithColumns(2, p.SolveBtn, p.StopBtn)
	}
	pace := container.NewGridWithColumns(2, p.PauseBtn, p.FwdBtn)
	if p.typ.Logic != nil {
		pace = container.NewGridWithColumns(3, p.HintBtn, p.PauseBtn, p.FwdBtn)
	}
	box := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabelWithStyle(tr("Method"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, p.Method),
		buttons, pace,
		container.NewBorder(nil, nil, widget.NewLabel(tr("Time limit")), nil, p.Limit),
		container.NewBorder(nil, nil, widget.NewLabel(tr("Speed")), nil, p.Speed),
		p.seedRow,
		container.NewStack(barSpace(p.Bar), p.Bar, p.Busy),
	)
	return box
}

// Side is the whole right-hand column: controls on top, then the method's
// description and the log, split so that a long description scrolls
// instead of pushing the log off the window.
func (p *Panel[P]) Side() fyne.CanvasObject {
	p.CopyLog = widget.NewButtonWithIcon(tr("Copy"), theme.ContentCopyIcon(), func() {
		all := p.copyLines()
		fyne.CurrentApp().Clipboard().SetContent(strings.Join(all, "\n"))
		p.Status.SetText(fmt.Sprintf(tr("Copied the log (%s)"), plural("line", len(all))))
	})
	copyBtn := p.CopyLog
	clearBtn := widget.NewButtonWithIcon(tr("Clear"), theme.ContentClearIcon(), p.ClearLog)
	logButtonWords(copyBtn, clearBtn)
	onPresent(func() { logButtonWords(copyBtn, clearBtn) })
	tools := container.NewHBox(copyBtn, clearBtn)
	if p.usesEngine() {
		tools = container.NewHBox(p.EngineMsgs, copyBtn, clearBtn)
	}
	head := container.NewBorder(nil, nil, widget.NewLabelWithStyle(tr("Log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), tools)
	// The selected line whole, wrapped: the list above gives it room.
	p.logBox = container.NewBorder(head, p.full, nil, nil, p.Log)
	logBox := p.logBox
	// The split is draggable: the log takes the room a person gives it.
	// The status heads the scrolled part: a status of three or four lines
	// (a Hashi step's explanation, a failed run's figures) then takes room
	// from the description instead of raising the column's minimum height,
	// which made the window grow past 800×600 at each long status.
	doc := container.NewVBox(p.Status, p.Doc)
	if p.teachBox != nil {
		// The grade and the hint go above the method's description, where
		// there is room for a sentence at 800×600.
		doc = container.NewVBox(p.Status, p.teachBox, p.Doc)
	}
	split := container.NewVSplit(container.NewVScroll(doc), logBox)
	split.Offset = 0.45 // the status, grade and hint above; the log below
	return container.NewBorder(p.Controls(), nil, nil, nil, split)
}

// logButtonWords names the log's Copy and Clear, or, in presentation
// mode, leaves them their icons: with their words at 1.5 times, the log's
// head was the column's widest row (610 pixels in French) and left a 9×9
// board 395 pixels at 1024×768.
func logButtonWords(copyBtn, clearBtn *widget.Button) {
	words, empty := [2]string{tr("Copy"), tr("Clear")}, [2]string{}
	if presentOn {
		words = empty
	}
	copyBtn.SetText(words[0])
	clearBtn.SetText(words[1])
}

// Running reports whether a solve is under way.
func (p *Panel[P]) Running() bool { return p.session != nil }

// SetPuzzle is how the tab hands over the puzzle Solve works on.
func (p *Panel[P]) SetPuzzle(pz P) { p.puzzle = pz }

// Solve starts the selected method on the tab's puzzle.
func (p *Panel[P]) Solve() {
	m, ok := p.Selected()
	if !ok || p.session != nil {
		return
	}
	m, seedLine, err := p.seeded(m)
	if err != nil {
		p.Status.SetText(err.Error())
		return
	}
	limit := p.limit()
	p.setBusy(true)
	p.Status.SetText(tr("Solving with ") + methodName(p.typ.Name, m.Info()) + "…" + p.paceNote())
	p.Bar.SetValue(0)
	p.Bar.Hide()
	p.shown = solve.Stats{}
	p.Busy.Show()
	p.Busy.Start()
	p.appendLogDetails([]string{"— " + methodName(p.typ.Name, m.Info()) + " —"}, []any{runStart{}}, 0)
	p.Chart.Reset()
	p.ILP.Reset()
	p.host.started()
	if seedLine != "" {
		p.AppendLog([]string{seedLine}, 0)
	}
	p.session = startOn(p.wallClock(), p.typ, m, p.puzzle, limit, p.Pace, p, p.ui())
	p.lastDone = p.session.Done()
}

// limit is the chosen time limit (0: none).
func (p *Panel[P]) limit() time.Duration {
	for _, l := range limits {
		if tr(l.label) == p.Limit.Selected {
			return l.d
		}
	}
	return 0
}

func (p *Panel[P]) ui() Dispatcher {
	if p.UI != nil {
		return p.UI
	}
	return fyneDispatch{}
}

// The session's news (Sink), on the UI goroutine.

func (p *Panel[P]) log(lines []string, details []any, dropped int) {
	lines, details = p.engineFilter(lines, details)
	if len(lines) == 0 && dropped == 0 {
		return
	}
	p.appendLogDetails(lines, details, dropped)
}

func (p *Panel[P]) progress(st solve.Stats, el time.Duration) {
	if st.Fraction > 0 {
		p.Busy.Hide()
		p.Bar.Show()
		p.Bar.SetValue(st.Fraction)
	}
	p.shown = st
	shown := el.Round(time.Millisecond)
	if p.Pace.Slowed() {
		shown = elapsedText(el) // one event at a time: a fast method's microseconds
	}
	p.Status.SetText(fmt.Sprintf(tr("Solving… %s%s"), shown, statsText(st)) + p.paceNote())
}

func (p *Panel[P]) best(b P, _ solve.Stats) { p.host.live(b) }

// detail shows the payloads of the running solve so far; an annealing
// method's curve goes to the chart.
func (p *Panel[P]) detail(d any) {
	if cv, ok := d.(*solve.Curve); ok {
		p.Chart.SetCurve(cv)
		return
	}
	if t, ok := d.(*solve.Trace); ok {
		p.ILP.SetTrace(t)
		return
	}
	p.host.picture(p.runPayloads(len(p.lines) - 1))
}

func (p *Panel[P]) finished(res solve.Result[P], err error) {
	// A run shown slowed took longer than the time it reports, its own.
	slowed := p.session != nil && p.session.Slowed()
	p.session = nil
	// The method's last Progress carried the whole curve: draw it now,
	// not a chart period later.
	p.Chart.Flush()
	p.ILP.End()
	p.Busy.Stop()
	p.Busy.Hide()
	p.Bar.Hide()
	p.setBusy(false)
	msg := resultText(res, err)
	if slowed && err == nil {
		msg += tr(" (shown slowed)")
	}
	p.Status.SetText(msg)
	p.AppendLog([]string{msg}, 0)
	p.host.finished(res, err)
}

// Stop asks the running method to stop.
func (p *Panel[P]) Stop() {
	if p.session != nil {
		p.session.Stop()
		p.Status.SetText(tr("Stopping…"))
	}
}

// Done is closed once the latest solve has finished and its result is
// shown (nil before the first solve). Tests wait on it; the window never does.
func (p *Panel[P]) Done() <-chan struct{} { return p.lastDone }

func (p *Panel[P]) setBusy(busy bool) {
	if busy {
		p.SolveBtn.Disable()
		p.StepBtn.Disable()
		p.HintBtn.Disable()
		p.Method.Disable()
		p.StopBtn.Enable()
	} else {
		p.SolveBtn.Enable()
		p.StepBtn.Enable()
		p.HintBtn.Enable()
		p.Method.Enable()
		p.StopBtn.Disable()
	}
	p.host.busy(busy)
}

func statsText(st solve.Stats) string {
	var parts []string
	if st.Nodes > 0 {
		parts = append(parts, plural("node", int(st.Nodes)))
	}
	if st.Trials > 0 {
		parts = append(parts, fmt.Sprintf(tr("trial %d"), st.Trials))
	}
	if st.Temperature > 0 {
		parts = append(parts, fmt.Sprintf(tr("temperature %.4g, cost %s (best %s)"), st.Temperature, chart.Compact(st.Energy), chart.Compact(st.BestEnergy)))
	}
	if st.LPSolves > 0 {
		lps := plural("LP solve", st.LPSolves)
		if st.Fixed > 0 { // the LP heuristic's fixes; branch and bound makes none
			lps += ", " + plural("fixed variable", st.Fixed)
		}
		parts = append(parts, lps)
	}
	if len(parts) == 0 {
		return ""
	}
	return " · " + strings.Join(parts, ", ")
}

// resultText is the status line after a solve: what was found, how long it
// took, and how much work it was.
func resultText[P any](res solve.Result[P], err error) string {
	if err != nil {
		return tr("Error: ") + err.Error()
	}
	s := statusTitle(res.Status)
	if res.Status == solve.Unknown {
		s = tr("No answer")
		if res.Msg != "" {
			s += tr(": ") + say(res.Say, res.Msg)
		}
	} else if res.Msg != "" {
		s += " (" + say(res.Say, res.Msg) + ")"
	}
	return fmt.Sprintf("%s · %s%s", s, elapsedText(res.Elapsed), statsText(res.Stats))
}

// elapsedText rounds a run's time to what a person reads: microseconds
// for a fast run, milliseconds from a second on ("6.23s", not "6.230001s").
func elapsedText(d time.Duration) time.Duration {
	if d >= time.Second {
		return d.Round(time.Millisecond)
	}
	return d.Round(time.Microsecond)
}

// barSpace keeps a bar's room when neither bar shows, so that the controls
// below do not move at each run.
func barSpace(bar *widget.ProgressBar) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(bar.MinSize())
	return r
}
