package ui

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/chart"
	"grille/solve/measure"
)

// Solve › Compare methods: every method of the tab on the puzzle in front,
// one after the other, with the tab's time limit, as `grille bench` runs
// them (measure.One: seeded, unwatched), then a table and a bar chart of
// their own times. The window's counterpart of bench and of the seeds'
// comparisons (Figures 6, 7, 10 and 13).

// compareTick is how often the running method's clock is shown.
const compareTick = 250 * time.Millisecond

// Compare runs every method of the tab on its puzzle and shows the
// comparison in a dialog; not while a solve runs.
func (c *TabCore[P, S]) Compare() {
	if c.Panel.Running() {
		c.Panel.Status.SetText(tr("Stop the run first: Compare methods runs every method in turn"))
		return
	}
	x := newComparison(c.win, c.typ, c.CurrentPuzzle(), c.Panel.limit(), c.Panel.compareSeed(), c.Panel.ui())
	x.show()
	x.start()
	c.compared = x
}

// limitLabel is the time limit as the Time limit list names it.
func limitLabel(d time.Duration) string {
	for _, l := range limits {
		if l.d == d {
			return tr(l.label)
		}
	}
	return d.String()
}

// compareSeed is the Seed field's number, else 1, bench's default: the
// randomised methods then draw as `grille bench` does.
func (p *Panel[P]) compareSeed() int64 {
	if n, err := strconv.ParseInt(strings.TrimSpace(p.Seed.Text), 10, 64); err == nil {
		return n
	}
	return 1
}

// comparison is one Compare methods dialog and its run.
type comparison[P any] struct {
	win     fyne.Window
	typ     *solve.Type[P]
	puzzle  P
	limit   time.Duration
	seed    int64
	ui      Dispatcher
	methods []solve.Method[P]

	// On the UI goroutine: the runs done, and the method under way.
	runs    []measure.Run
	current int
	stopped bool

	began  atomic.Int64 // the running method's start, UnixNano, for its clock
	cancel context.CancelCauseFunc
	done   chan struct{} // closed once the last run is shown

	dlg          dialog.Dialog
	head, status *widget.Label
	bar          *widget.ProgressBar
	table        *widget.Table
	chart        *canvas.Raster
	stopBtn      *widget.Button
	csvBtn       *widget.Button
	pngBtn       *widget.Button

	img     image.Image // the chart's last rendering, and what it was of
	imgKey  string
	lastBar chart.BarSpec
}

func newComparison[P any](w fyne.Window, typ *solve.Type[P], p P, limit time.Duration, seed int64, ui Dispatcher) *comparison[P] {
	x := &comparison[P]{win: w, typ: typ, puzzle: p, limit: limit, seed: seed, ui: ui,
		methods: typ.Methods.Methods(), done: make(chan struct{})}
	lim := tr("no time limit")
	if limit > 0 {
		lim = fmt.Sprintf(tr("time limit %s"), limitLabel(limit))
	}
	desc := typ.Describe(p)
	x.head = widget.NewLabel(fmt.Sprintf(tr("%s · %s, one after the other · %s each · seed %d (grille bench --seed %d)"),
		say(desc, desc.String()), plural("method", len(x.methods)), lim, seed, seed))
	x.head.Wrapping = fyne.TextWrapWord
	x.status = widget.NewLabel("")
	x.bar = widget.NewProgressBar()
	x.bar.Max = float64(max(len(x.methods), 1))
	x.table = widget.NewTableWithHeaders(
		func() (int, int) { return len(x.methods), len(compareColumns) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis // only the methods' names, when the table is too narrow
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(x.cell(id.Row, id.Col))
		})
	x.table.ShowHeaderColumn = false
	x.table.CreateHeader = func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	x.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row < 0 && id.Col >= 0 && id.Col < len(compareColumns) {
			o.(*widget.Label).SetText(tr(compareColumns[id.Col]))
		}
	}
	x.chart = canvas.NewRaster(x.render)
	x.chart.SetMinSize(fyne.NewSize(400, 60+float32(26*len(x.methods))))
	x.stopBtn = widget.NewButtonWithIcon(tr("Stop"), theme.MediaStopIcon(), x.stop)
	x.csvBtn = widget.NewButtonWithIcon(tr("Copy as CSV"), theme.ContentCopyIcon(), x.copyCSV)
	x.pngBtn = widget.NewButtonWithIcon(tr("Save as PNG…"), theme.DocumentSaveIcon(), x.savePNG)
	x.csvBtn.Disable()
	x.pngBtn.Disable()
	x.fitColumns()
	return x
}

// compareColumns head the table (translated when shown).
var compareColumns = []string{trLater("Method"), trLater("Status"), trLater("Time"), trLater("Work"), trLater("Verified")}

// cell is the text of the table's row r (a method) and column col.
func (x *comparison[P]) cell(r, col int) string {
	if r < 0 || r >= len(x.methods) {
		return ""
	}
	if col == 0 {
		return methodName(x.typ.Name, x.methods[r].Info())
	}
	if r >= len(x.runs) {
		if col != 1 {
			return ""
		}
		switch {
		case r == x.current && !x.stopped && !isClosed(x.done):
			return tr("running…")
		case x.stopped || isClosed(x.done):
			return tr("not run")
		}
		return tr("waiting")
	}
	run := x.runs[r]
	switch col {
	case 1:
		if run.Err != nil {
			return tr("error")
		}
		return statusTitle(run.Status)
	case 2:
		return elapsedText(run.Elapsed).String()
	case 3:
		return workText(run.Stats)
	case 4:
		if run.Verified() {
			return tr("yes")
		}
		return tr("no")
	}
	return ""
}

// workText is what a method counts of its work, as it reports it.
func workText(st solve.Stats) string {
	var parts []string
	if st.Nodes > 0 {
		parts = append(parts, plural("node", int(st.Nodes)))
	}
	if st.LPSolves > 0 {
		parts = append(parts, plural("LP solve", st.LPSolves))
	}
	if st.Fixed > 0 {
		parts = append(parts, plural("fixed variable", st.Fixed))
	}
	if st.Trials > 0 {
		parts = append(parts, plural("trial", st.Trials))
	}
	if st.Iterations > 0 {
		parts = append(parts, plural("iteration", int(st.Iterations)))
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

// fitColumns gives each column the width of its widest text; when they
// do not all fit the table's width, the methods' names give way (the
// chart below has them whole).
func (x *comparison[P]) fitColumns() {
	ws := make([]float32, len(compareColumns))
	var sum float32
	for col := range compareColumns {
		w := widget.NewLabelWithStyle(tr(compareColumns[col]), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}).MinSize().Width
		for r := range x.methods {
			w = max(w, widget.NewLabel(x.cell(r, col)).MinSize().Width)
		}
		if col == 1 {
			w = max(w, widget.NewLabel(tr("Multiple solutions")).MinSize().Width)
		}
		ws[col] = w + theme.Padding() // a text exactly as wide as its cell is cut
		sum += w + theme.SeparatorThicknessSize()
	}
	if room := x.table.Size().Width - 2*theme.Padding() - theme.ScrollBarSize(); room > 0 && sum > room {
		ws[0] = max(ws[0]-(sum-room), ws[0]/2)
	}
	for col, w := range ws {
		x.table.SetColumnWidth(col, w)
	}
}

// show opens the dialog; closing it stops the run.
func (x *comparison[P]) show() {
	buttons := container.NewHBox(x.stopBtn, x.csvBtn, x.pngBtn)
	top := container.NewVBox(x.head, container.NewBorder(nil, nil, nil, buttons, x.bar), x.status)
	split := container.NewVSplit(x.table, x.chart)
	body := container.NewBorder(top, nil, nil, nil, split)
	x.dlg = dialog.NewCustom(tr("Compare methods"), tr("Close"), body, x.win)
	size := x.win.Canvas().Size()
	x.dlg.Resize(fyne.NewSize(min(1000, size.Width*0.98), min(720, size.Height*0.96)))
	showDialog(x.win, &closeHook{x.dlg, x.stop})
	// The table gets the room of its rows, the chart the rest (the
	// divider moves); the columns fit the width the dialog gave.
	if h := split.Size().Height; h > 0 {
		rows := float32(len(x.methods)+1) * (widget.NewLabel("M").MinSize().Height + theme.SeparatorThicknessSize())
		split.SetOffset(float64(min((rows+2*theme.Padding())/h, 0.6)))
	}
	x.fitColumns()
}

// closeHook is a dialog that also calls also when it closes.
type closeHook struct {
	dialog.Dialog
	also func()
}

func (h *closeHook) SetOnClosed(f func()) {
	h.Dialog.SetOnClosed(func() { h.also(); f() })
}

// start runs the methods off the UI goroutine, one at a time.
func (x *comparison[P]) start() {
	ctx, cancel := context.WithCancelCause(context.Background())
	x.cancel = cancel
	x.running(0)
	ran := make(chan struct{})
	go func() {
		defer close(ran)
		for i, m := range x.methods {
			if ctx.Err() != nil {
				return
			}
			x.began.Store(time.Now().UnixNano())
			if i > 0 {
				x.ui.Do(func() { x.running(i) })
			}
			r := measure.One(ctx, x.typ, m, x.puzzle, x.limit, x.seed, nil)
			if context.Cause(ctx) == solve.ErrStopped {
				return // stopped: the run cut short is no measure of the method
			}
			x.ui.Do(func() { x.add(r) })
		}
	}()
	go func() {
		defer close(x.done)
		defer cancel(nil)
		tick := time.NewTicker(compareTick)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				x.ui.Do(x.clock)
			case <-ran:
				x.ui.DoAndWait(x.finished)
				return
			}
		}
	}()
}

// Done is closed once the comparison has ended and is shown (for tests).
func (x *comparison[P]) Done() <-chan struct{} { return x.done }

// The run's news, on the UI goroutine.

func (x *comparison[P]) running(i int) {
	x.current = i
	x.bar.SetValue(float64(i))
	x.clock()
	x.table.Refresh()
}

func (x *comparison[P]) clock() {
	if x.current >= len(x.methods) || x.stopped || isClosed(x.done) {
		return
	}
	el := time.Duration(time.Now().UnixNano() - x.began.Load())
	if x.began.Load() == 0 {
		el = 0
	}
	x.status.SetText(fmt.Sprintf(tr("Running %s (%d of %d)… %s"),
		methodName(x.typ.Name, x.methods[x.current].Info()), x.current+1, len(x.methods), el.Round(100*time.Millisecond)))
}

func (x *comparison[P]) add(r measure.Run) {
	x.runs = append(x.runs, r)
	x.bar.SetValue(float64(len(x.runs)))
	x.fitColumns()
	x.table.Refresh()
	x.chart.Refresh()
}

func (x *comparison[P]) finished() {
	x.stopBtn.Disable()
	if len(x.runs) > 0 {
		x.csvBtn.Enable()
		x.pngBtn.Enable()
	}
	verified := 0
	for _, r := range x.runs {
		if r.Verified() {
			verified++
		}
	}
	msg := fmt.Sprintf(tr("Methods run: %d of %d; verified solutions: %d"), len(x.runs), len(x.methods), verified)
	if len(x.runs) < len(x.methods) {
		msg = fmt.Sprintf(tr("Stopped. Methods run: %d of %d; verified solutions: %d"), len(x.runs), len(x.methods), verified)
	}
	x.status.SetText(msg)
	x.fitColumns()
	x.table.Refresh()
	x.chart.Refresh()
}

// stop ends the run: the method under way stops, the others do not start.
func (x *comparison[P]) stop() {
	if x.cancel == nil || isClosed(x.done) || x.stopped {
		return
	}
	x.stopped = true
	x.cancel(solve.ErrStopped)
	x.stopBtn.Disable()
	x.status.SetText(tr("Stopping…"))
}

// Runs are the runs done, in the methods' order (for tests).
func (x *comparison[P]) Runs() []measure.Run { return x.runs }

// CSV is the table as comma-separated values, bench's columns.
func (x *comparison[P]) CSV() string { return measure.CSV(x.runs) }

func (x *comparison[P]) copyCSV() {
	fyne.CurrentApp().Clipboard().SetContent(x.CSV())
	x.status.SetText(fmt.Sprintf(tr("Copied the table as CSV (%s)"), plural("line", len(x.runs)+1)))
}

// comparePNG is the size of a saved chart: a slide's width, a row per method.
func comparePNG(methods int) (int, int) { return 1200, 140 + 60*methods }

func (x *comparison[P]) savePNG() {
	spec := x.barSpec(chartTextSize * 1.5)
	spec.Title = x.head.Text
	w, h := comparePNG(len(x.runs))
	data, err := chart.BarPNG(spec, w, h)
	if err != nil {
		showError(x.win, err)
		return
	}
	d := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err != nil || f == nil {
			return
		}
		defer f.Close()
		if _, err := f.Write(data); err != nil {
			showError(x.win, err)
		}
	}, x.win)
	d.SetFileName(x.typ.Name + "-methods.png")
	showDialog(x.win, d)
}

// barSpec is the chart of the runs done, its texts px pixels high, in the
// theme's colours and sans face.
func (x *comparison[P]) barSpec(px float64) chart.BarSpec {
	s := chart.BarSpec{TextPx: px, XLabel: tr("the method's own time, ms")}
	if a := fyne.CurrentApp(); a != nil {
		th, v := a.Settings().Theme(), a.Settings().ThemeVariant()
		s.Background, s.Foreground = th.Color(theme.ColorNameBackground, v), th.Color(theme.ColorNameForeground, v)
		if r := th.Font(fyne.TextStyle{}); r != nil {
			s.Font = r.Content()
		}
	}
	for i, r := range x.runs {
		b := chart.Bar{Label: methodName(x.typ.Name, x.methods[i].Info()), Value: measure.Millis(r.Elapsed),
			Note: elapsedText(r.Elapsed).String() + " · " + x.cell(i, 1), Color: statusColour(r)}
		s.Bars = append(s.Bars, b)
	}
	if s.LogScale() {
		s.XLabel = tr("the method's own time, ms (log scale)")
	}
	return s
}

// statusColour tells a verified solution (blue), a proof of no solution
// (green), no answer (orange) and a failure (red) apart.
func statusColour(r measure.Run) color.Color {
	switch {
	case r.Err != nil:
		return chart.Palette[3]
	case r.Verified():
		return chart.Palette[0]
	case r.Status == solve.Infeasible:
		return chart.Palette[2]
	}
	return chart.Palette[1]
}

// render draws the chart at w×h pixels, its texts chartTextSize units high.
func (x *comparison[P]) render(w, h int) image.Image {
	if len(x.runs) == 0 || w < 2 || h < 2 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	scale := 1.0
	if sz := x.chart.Size(); sz.Width > 0 {
		scale = float64(w) / float64(sz.Width)
	}
	spec := x.barSpec(chartTextSize * scale)
	key := fmt.Sprint(w, h, len(x.runs), spec.Background, spec.Foreground, currentLanguage())
	if x.img != nil && key == x.imgKey {
		return x.img
	}
	img, err := chart.BarImage(spec, w, h)
	if err != nil {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	x.img, x.imgKey, x.lastBar = img, key, spec
	return img
}
