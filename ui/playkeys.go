package ui

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Keyboard-only play: the toolbar's switches as menu entries with
// shortcuts, and the menus opened from the keyboard.

// The toolbar's switches and buttons that have no menu entry of their own
// elsewhere, for the Edit and Solve menus. A tab without the switch (the
// Pencil on a Shikaku tab) ignores it.

// togglePencil switches the Sudoku tab's pencil on or off.
func (t *SudokuTab) togglePencil() { t.Pencil.SetChecked(!t.Pencil.Checked) }

// toggleCandidates shows or hides the Sudoku tab's candidates.
func (t *SudokuTab) toggleCandidates() { t.ShowCands.SetChecked(!t.ShowCands.Checked) }

// toggleEditing switches the tab between editing its puzzle and playing it:
// the toolbar's Edit givens, Edit clues or Edit islands.
func (c *TabCore[P, S]) toggleEditing() {
	ed, ok := c.pres.(editor)
	cs, ok2 := c.pres.(controls)
	if !ok || !ok2 {
		return
	}
	for _, o := range cs.Controls() {
		if ch, ok := o.(*widget.Check); ok && ch.Text == ed.EditingLabel() && !ch.Disabled() {
			ch.SetChecked(!ch.Checked)
		}
	}
}

// modelItem is the toolbar's Model, for a tab whose type has one.
func (c *TabCore[P, S]) modelItem() {
	if c.modelBtn != nil && !c.modelBtn.Disabled() {
		c.ShowModel()
	}
}

// playItems are the Edit menu's entries for the toolbar's switches and
// Clear, made by item (which registers their shortcuts).
func playItems(item func(string, fyne.Shortcut, func(Tab)) *fyne.MenuItem, sc func(fyne.KeyName, fyne.KeyModifier) fyne.Shortcut) []*fyne.MenuItem {
	mod := fyne.KeyModifierShortcutDefault
	return []*fyne.MenuItem{
		fyne.NewMenuItemSeparator(),
		item(tr("Edit the puzzle (givens, clues, islands)"), sc(fyne.KeyE, mod), func(t Tab) {
			if e, ok := t.(interface{ toggleEditing() }); ok {
				e.toggleEditing()
			}
		}),
		item(tr("Pencil marks (Sudoku)"), sc(fyne.KeyM, mod), func(t Tab) {
			if p, ok := t.(interface{ togglePencil() }); ok {
				p.togglePencil()
			}
		}),
		item(tr("Show the candidates (Sudoku)"), sc(fyne.KeyD, mod), func(t Tab) {
			if p, ok := t.(interface{ toggleCandidates() }); ok {
				p.toggleCandidates()
			}
		}),
		item(tr("Clear my moves"), nil, func(t Tab) {
			if c, ok := t.(interface{ Clear() }); ok {
				c.Clear()
			}
		}),
	}
}

// menuOpener is the desktop driver's canvas, which opens its main menu as
// Alt does (Fyne 2.7 has no call for it in its API: its canvas has one).
type menuOpener interface{ ToggleMenu() }

// menuKeys opens the menus from the keyboard: F10 the first (from the
// board or when nothing has the focus: other widgets keep their keys), and
// Alt with a letter of a menu's name the menu it names, the first letter
// not taken by a menu before it (File F, Edit E, Solve S, View V, Help H;
// in French Fichier F, Édition E, Résoudre R, Affichage A, Aide I). Alt
// alone, pressed and released, opens the first menu too (Fyne's own). The
// arrows then move through the menus and Return chooses. Where the driver
// cannot open its menu bar (a native menu, the test driver), the menu shows
// as a pop-up menu under the bar's place, which the keyboard works too.
// It returns the letters, menu by menu.
func menuKeys(w fyne.Window, m *fyne.MainMenu, boards []fyne.CanvasObject) []rune {
	letters := menuLetters(m)
	for i, l := range letters {
		if l == 0 {
			continue
		}
		s := &desktop.CustomShortcut{KeyName: fyne.KeyName(string(unicode.ToUpper(l))), Modifier: fyne.KeyModifierAlt}
		w.Canvas().AddShortcut(s, func(fyne.Shortcut) { openMenu(w, m, i) })
	}
	f10 := func(ev *fyne.KeyEvent) bool {
		switch ev.Name {
		case fyne.KeyF10:
			openMenu(w, m, 0)
			return true
		case fyne.KeyEscape: // from a board: its window's dialog closes
			return closeTop(w)
		}
		return false
	}
	prev := w.Canvas().OnTypedKey()
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if !f10(ev) && prev != nil {
			prev(ev)
		}
	})
	for _, b := range boards {
		if k, ok := b.(interface {
			SetOtherKey(func(*fyne.KeyEvent) bool)
		}); ok {
			k.SetOtherKey(f10)
		}
	}
	return letters
}

// menuLetters gives each menu the first letter of its name (accents
// dropped) that no menu before it has.
func menuLetters(m *fyne.MainMenu) []rune {
	taken := map[rune]bool{}
	letters := make([]rune, len(m.Items))
	for i, menu := range m.Items {
		for _, r := range strings.ToLower(menu.Label) {
			r = unaccent(r)
			if r >= 'a' && r <= 'z' && !taken[r] {
				letters[i], taken[r] = r, true
				break
			}
		}
	}
	return letters
}

func unaccent(r rune) rune {
	switch r {
	case 'é', 'è', 'ê', 'ë':
		return 'e'
	case 'à', 'â':
		return 'a'
	case 'î', 'ï':
		return 'i'
	case 'ô':
		return 'o'
	case 'ù', 'û', 'ü':
		return 'u'
	case 'ç':
		return 'c'
	}
	return r
}

// openMenu opens menu i of the main menu: the driver's menu bar, moved
// along with Right as a person would, or a pop-up menu.
func openMenu(w fyne.Window, m *fyne.MainMenu, i int) {
	if dialogOpen(w) || i < 0 || i >= len(m.Items) {
		return
	}
	if o, ok := w.Canvas().(menuOpener); ok {
		o.ToggleMenu()
		for range i {
			if f := w.Canvas().Focused(); f != nil {
				f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			}
		}
		return
	}
	widget.ShowPopUpMenuAtPosition(m.Items[i], w.Canvas(), fyne.NewPos(0, 0))
}

// board is the tab's board, for the window's keys.
func (c *TabCore[P, S]) board() fyne.CanvasObject { return c.pres.Board() }
