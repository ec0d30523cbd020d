package ui

import (
	"context"
	"errors"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Esc closes the dialog in front, as in every desktop program. Fyne's
// dialogs do not listen for it, so the window keeps the dialogs it shows
// (showDialog), most recent last, and its canvas's key handler closes the
// last one still open. A key goes to the canvas only when no widget has the
// focus: the fields of our forms are wrapped (escEntry, escCheck,
// escSelect) to hand Esc on.

// closable is a dialog.Dialog or a *dialog.FileDialog.
type closable interface {
	Show()
	Hide()
	SetOnClosed(func())
}

var (
	openMu  sync.Mutex
	openDlg = map[fyne.Window][]closable{}
)

// showDialog shows d in w, where Esc will close it.
func showDialog(w fyne.Window, d closable) {
	openMu.Lock()
	openDlg[w] = append(openDlg[w], d)
	openMu.Unlock()
	d.SetOnClosed(func() {
		openMu.Lock()
		defer openMu.Unlock()
		ds := openDlg[w]
		for i := len(ds) - 1; i >= 0; i-- {
			if ds[i] == d {
				openDlg[w] = append(ds[:i:i], ds[i+1:]...)
				break
			}
		}
		if len(openDlg[w]) == 0 {
			delete(openDlg, w)
		}
	})
	d.Show()
	if _, ok := d.(*dialog.FileDialog); ok {
		frenchFileDialog(w) // its places, which Fyne does not translate
	}
	// Nothing keeps the focus: the board behind kept it (and took Esc and
	// any digit typed while the dialog was in front), and Fyne's save
	// dialog gives it to its name field, which does not hand Esc on (a
	// click in the field edits the proposed name).
	w.Canvas().Unfocus()
}

// showError shows err in a dialog of w that Esc closes.
func showError(w fyne.Window, err error) { showDialog(w, errorDialog(w, err)) }

// errorDialog is Fyne's error dialog but for its first letter: Fyne's
// capitalises it, which misspells a message that starts with a file name
// ("S_given.txt:3:1: …" for s_given.txt). Here a message is capitalised
// only when its first word is a word.
func errorDialog(w fyne.Window, err error) dialog.Dialog {
	text := errorText(err)
	label := &widget.Label{Text: text, Wrapping: fyne.TextWrapWord}
	content := container.NewBorder(nil, nil, container.NewCenter(widget.NewIcon(theme.ErrorIcon())), nil, label)
	d := dialog.NewCustom(lang.L("Error"), lang.L("OK"), content, w)
	// As wide as the text unwrapped, within Fyne's bounds for its text
	// dialogs (600, and 90 % of the window).
	width := widget.NewLabel(text).MinSize().Width + theme.IconInlineSize() + 6*theme.Padding()
	width = min(width, 600, w.Canvas().Size().Width*0.9)
	d.Resize(fyne.NewSize(width, content.MinSize().Height))
	return d
}

// errorText is err's message with its first letter capitalised, unless
// its first word holds a '.', '/' or '\\' (a file name, a path), which is
// written as it is.
func errorText(err error) string {
	text := errSay(err)
	first, _, _ := strings.Cut(text, " ")
	if strings.ContainsAny(first, "./\\") {
		return text
	}
	r, size := utf8.DecodeRuneInString(text)
	if r == utf8.RuneError {
		return text
	}
	return string(unicode.ToUpper(r)) + text[size:]
}

func (c *TabCore[P, S]) showError(err error) { showError(c.win, err) }

// errText is err's message with Go's words for a context that ended ("context
// deadline exceeded", "context canceled") in the window's: "time limit
// reached", "stopped".
func errText(err error) string {
	text := err.Error()
	for _, c := range []struct {
		err  error
		says string
	}{{context.DeadlineExceeded, tr("time limit reached")}, {context.Canceled, tr("stopped")}} {
		if errors.Is(err, c.err) {
			text = strings.ReplaceAll(text, c.err.Error(), c.says)
		}
	}
	return text
}

// dialogOpen reports whether w shows a dialog.
func dialogOpen(w fyne.Window) bool {
	openMu.Lock()
	defer openMu.Unlock()
	return len(openDlg[w]) > 0
}

// closeTop closes w's dialog in front, if any; it reports whether there was.
func closeTop(w fyne.Window) bool {
	openMu.Lock()
	ds := openDlg[w]
	openMu.Unlock()
	if len(ds) == 0 {
		return false
	}
	ds[len(ds)-1].Hide() // its OnClosed takes it off the list
	return true
}

// escKeys makes Esc close w's dialog in front when no widget has the focus.
func escKeys(w fyne.Window) {
	prev := w.Canvas().OnTypedKey()
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape && closeTop(w) {
			return
		}
		if prev != nil {
			prev(ev)
		}
	})
}

// The form fields, handing Esc to the dialog.

type escEntry struct {
	widget.Entry
	w fyne.Window
}

func newEscEntry(w fyne.Window) *escEntry {
	e := &escEntry{w: w}
	e.ExtendBaseWidget(e)
	return e
}

func (e *escEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && closeTop(e.w) {
		return
	}
	e.Entry.TypedKey(ev)
}

type escCheck struct {
	widget.Check
	w fyne.Window
}

func newEscCheck(w fyne.Window, label string) *escCheck {
	c := &escCheck{w: w}
	c.Text = label
	c.ExtendBaseWidget(c)
	return c
}

func (c *escCheck) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && closeTop(c.w) {
		return
	}
	c.Check.TypedKey(ev)
}

type escSelect struct {
	widget.Select
	w fyne.Window
}

func newEscSelect(w fyne.Window, options []string) *escSelect {
	s := &escSelect{w: w}
	s.Options = options
	s.ExtendBaseWidget(s)
	return s
}

func (s *escSelect) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && closeTop(s.w) {
		return
	}
	s.Select.TypedKey(ev)
}
