package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"grille/ui/board"
)

// Presentation mode (View › Presentation mode, remembered under
// "window.present"): the window for a projector at the back of a room.
// Every widget's text and the log (through the theme's sizes), the chart's
// labels and the boards' strokes and digits are presentScale times larger,
// and the theme is light unless the user chooses another while presenting:
// that choice is remembered apart, under "window.present.theme", so that
// leaving the mode brings the everyday theme back.

// presentScale is how much larger presentation mode makes the texts.
const presentScale = 1.5

// The preferences: the mode, and the theme chosen in it.
const (
	presentKey      = "window.present"
	presentThemeKey = "window.present.theme"
)

// presentOn is the mode (window goroutine).
var presentOn bool

// textScale is how much larger the texts are drawn: presentScale in
// presentation mode, else 1.
func textScale() float32 {
	if presentOn {
		return presentScale
	}
	return 1
}

// presentTheme is a theme with its texts and inline icons presentScale
// times larger (paddings stay: the room goes to what is read).
type presentTheme struct{ fyne.Theme }

func (t presentTheme) Size(n fyne.ThemeSizeName) float32 {
	s := t.Theme.Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return s * presentScale
	}
	return s
}

// presented is th as presentation mode shows it.
func presented(th fyne.Theme) fyne.Theme {
	if presentOn {
		return presentTheme{th}
	}
	return th
}

// themeKey is the preference of the theme choice in force, and
// themeDefault its choice before the user makes one: light when
// presenting, the system's otherwise.
func themeKey() string {
	if presentOn {
		return presentThemeKey
	}
	return "window.theme"
}

func themeDefault() int {
	if presentOn {
		return 1
	}
	return 0
}

// presentHooks are told when the mode changes (window goroutine): the
// charts' least sizes. Each panel's chart adds one, for the window's life.
var presentHooks []func()

// onPresent adds f to presentHooks.
func onPresent(f func()) { presentHooks = append(presentHooks, f) }

// setPresentation turns the mode on or off: the boards' strokes, then the
// theme in force in the mode (which redraws every widget).
func setPresentation(a fyne.App, on bool) {
	presentOn = on
	board.SetPresentation(on)
	chosen := a.Preferences().IntWithFallback(themeKey(), themeDefault())
	if chosen < 0 || chosen >= len(themeChoices) {
		chosen = themeDefault()
	}
	for _, f := range presentHooks {
		f()
	}
	setTheme(a, chosen) // redraws every widget
	for j, it := range themeItems {
		it.Checked = j == chosen
	}
}

// presentItem is View › Presentation mode, made by mk (the window's menu
// item with its shortcut, Ctrl+F5), ticked by the remembered mode, which
// it applies (before the theme entries read their choice).
func presentItem(mk func(label string, do func()) *fyne.MenuItem) *fyne.MenuItem {
	a := fyne.CurrentApp()
	var it *fyne.MenuItem
	it = mk(tr("Presentation mode"), func() {
		if a == nil {
			return
		}
		on := !presentOn
		a.Preferences().SetBool(presentKey, on)
		setPresentation(a, on)
		it.Checked = on
		if m := mainMenuOf(a); m != nil {
			m.Refresh()
		}
	})
	if a != nil {
		if on := a.Preferences().BoolWithFallback(presentKey, false); on != presentOn {
			setPresentation(a, on)
		}
		it.Checked = presentOn
	}
	return it
}

// mainMenuOf is the main menu of the app's first window, to redraw the
// ticks (nil without one).
func mainMenuOf(a fyne.App) *fyne.MainMenu {
	if ws := a.Driver().AllWindows(); len(ws) > 0 {
		return ws[0].MainMenu()
	}
	return nil
}
