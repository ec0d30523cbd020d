package ui

// The solver panel's log pane: lines with their teaching payloads
// (selecting a line shows the board it speaks of), the LP engine's own
// lines behind the Engine messages box, Copy and Clear.

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// engineLine marks, in the details a session hands the panel, a line of
// the LP engine's own log (a solve.Engine event).
type engineLine struct{}

// engineFilter drops the engine's lines unless EngineMsgs is ticked, and
// clears their mark: they carry no teaching payload.
func (p *Panel[P]) engineFilter(lines []string, details []any) ([]string, []any) {
	var ls []string
	var ds []any
	for i, l := range lines {
		var d any
		if i < len(details) {
			d = details[i]
		}
		if _, ok := d.(engineLine); ok {
			if !p.EngineMsgs.Checked {
				continue
			}
			d = nil
		}
		ls, ds = append(ls, l), append(ds, d)
	}
	return ls, ds
}

// usesEngine reports whether one of the type's methods runs the LP engine.
func (p *Panel[P]) usesEngine() bool {
	for _, m := range p.typ.Methods.Methods() {
		if m.Info().Needs == "lp" {
			return true
		}
	}
	return false
}

// AppendLog adds lines to the log pane and scrolls to the end.
func (p *Panel[P]) AppendLog(lines []string, dropped int) { p.appendLogDetails(lines, nil, dropped) }

// appendLogDetails is AppendLog with a teaching payload per line (nil or
// shorter than lines: none), which selecting the line shows again.
func (p *Panel[P]) appendLogDetails(lines []string, details []any, dropped int) {
	if dropped > 0 {
		lines = append(lines, fmt.Sprintf(tr("… %d more lines not shown"), dropped))
	}
	for i, l := range lines {
		var d any
		if i < len(details) {
			d = details[i]
		}
		p.lines = append(p.lines, l)
		p.details = append(p.details, d)
		p.of = append(p.of, p.typ.Text(p.puzzle))
	}
	if over := len(p.lines) - maxLogLines; over > 0 {
		p.lines = append([]string(nil), p.lines[over:]...)
		p.details = append([]any(nil), p.details[over:]...)
		p.of = append([]string(nil), p.of[over:]...)
	}
	p.Log.UnselectAll()
	p.hideFull()
	p.Log.Refresh()
	p.Log.ScrollToBottom()
}

// runStart marks the first log line of a run in details.
type runStart struct{}

// picture is the teaching payload of log line i, or nil.
func (p *Panel[P]) picture(i int) any {
	if i < 0 || i >= len(p.details) {
		return nil
	}
	switch p.details[i].(type) {
	case runStart, foldLine:
		return nil
	}
	return p.details[i]
}

// runPayloads are the teaching payloads of log line i's run up to i,
// oldest first (nil entries for lines without one), or nil when line i
// has none: it shows nothing of its own.
func (p *Panel[P]) runPayloads(i int) []any {
	if p.picture(i) == nil {
		return nil
	}
	start := i
	for start > 0 {
		if _, ok := p.details[start].(runStart); ok {
			break
		}
		start--
	}
	ds := make([]any, 0, i-start+1)
	for k := start; k <= i; k++ {
		ds = append(ds, p.picture(k))
	}
	return ds
}

// replay shows, when no method runs, the board as it was when log line i
// was written, if the method left a picture of it (an LP method's values,
// a deduction); any other line brings back the board as it is.
func (p *Panel[P]) replay(i int) {
	if p.Running() || i < 0 || i >= len(p.lines) {
		return
	}
	if p.picture(i) != nil && p.of[i] != p.typ.Text(p.puzzle) {
		// Never another puzzle's board under this one's grade.
		p.host.picture(nil)
		p.Status.SetText(tr("That line is about another puzzle: its board is not shown"))
		return
	}
	if p.host.picture(p.runPayloads(i)) {
		p.Status.SetText(tr("Board as at: ") + p.lines[i] + tr(" — select the last line to go back"))
	}
}

// LogLines returns the log pane's lines (for tests and "Copy log").
func (p *Panel[P]) LogLines() []string { return append([]string(nil), p.lines...) }

// foldLog puts the log of the puzzle before away when a new puzzle comes:
// one line says how many lines there were, Copy keeps them all.
func (p *Panel[P]) foldLog() {
	if len(p.lines) == 0 {
		return
	}
	p.earlier = append(p.earlier, p.ownLines()...)
	if over := len(p.earlier) - maxLogLines; over > 0 {
		p.earlier = append([]string(nil), p.earlier[over:]...)
	}
	p.lines, p.details, p.of = nil, nil, nil
	p.appendLogDetails([]string{fmt.Sprintf(tr("… %s about earlier puzzles, folded (Copy keeps them)"), plural("line", len(p.earlier)))}, []any{foldLine{}}, 0)
}

// foldLine marks the line that stands for the folded lines.
type foldLine struct{}

// ownLines are the log's lines without the folded lines' stand-in.
func (p *Panel[P]) ownLines() []string {
	if len(p.details) > 0 {
		if _, ok := p.details[0].(foldLine); ok {
			return p.lines[1:]
		}
	}
	return p.lines
}

// copyLines are the lines Copy puts on the clipboard: the folded ones of
// earlier puzzles, then this one's.
func (p *Panel[P]) copyLines() []string {
	return append(append([]string(nil), p.earlier...), p.ownLines()...)
}

// ClearLog empties the log pane.
func (p *Panel[P]) ClearLog() {
	p.lines, p.details, p.of, p.earlier = nil, nil, nil, nil
	p.hideFull()
	p.Log.UnselectAll()
	p.Log.Refresh()
}

// showFull shows a selected line whole under the list, wrapped at the
// column's width: as high as it needs, up to half the log's room (then it
// scrolls).
func (p *Panel[P]) showFull(line string) {
	p.Full.SetText(line)
	p.Full.Show()
	p.full.Show()
	w := p.Log.Size().Width - theme.ScrollBarSize()
	p.Full.Resize(fyne.NewSize(w, p.Full.MinSize().Height))
	need := p.Full.MinSize().Height
	room := max(p.logBox.Size().Height/2, 3*theme.TextSize())
	p.full.SetMinSize(fyne.NewSize(0, min(need, room)))
	p.logBox.Refresh()
}

// hideFull takes the selected line's room back for the list.
func (p *Panel[P]) hideFull() {
	if p.full == nil || !p.full.Visible() {
		return
	}
	p.Full.Hide()
	p.full.Hide()
	if p.logBox != nil {
		p.logBox.Refresh()
	}
}
