package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The theme the View menu chooses: the system's light or dark, or one of
// them whatever the system says, remembered under "window.theme".

// themeChoices are the View menu's entries, in order; the preference holds
// the index.
var themeChoices = []string{trLater("Theme: follow the system"), trLater("Theme: light"), trLater("Theme: dark")}

// forcedTheme is Fyne's theme with one variant whatever the system asks:
// every widget, and the boards and chart that read theme colours, follow.
type forcedTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t forcedTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// setTheme applies choice i of themeChoices.
func setTheme(a fyne.App, i int) {
	switch i {
	case 1:
		a.Settings().SetTheme(presented(forcedTheme{theme.DefaultTheme(), theme.VariantLight}))
	case 2:
		a.Settings().SetTheme(presented(forcedTheme{theme.DefaultTheme(), theme.VariantDark}))
	default:
		a.Settings().SetTheme(presented(theme.DefaultTheme()))
	}
}

// themeItems are the View menu's theme entries, which presentation mode
// ticks by its own choice.
var themeItems []*fyne.MenuItem

// themeMenu returns the View menu's theme entries, ticked by the remembered
// choice, which it applies.
func themeMenu() []*fyne.MenuItem {
	a := fyne.CurrentApp()
	if a == nil {
		return nil
	}
	pr := a.Preferences()
	chosen := pr.IntWithFallback(themeKey(), themeDefault())
	if chosen < 0 || chosen >= len(themeChoices) {
		chosen = 0
	}
	if chosen != 0 || presentOn {
		setTheme(a, chosen)
	}
	items := make([]*fyne.MenuItem, len(themeChoices))
	for i, label := range themeChoices {
		items[i] = fyne.NewMenuItem(tr(label), func() {
			setTheme(a, i)
			pr.SetInt(themeKey(), i) // presentation mode's own choice in it (present.go)
			for j, it := range items {
				it.Checked = j == i
			}
		})
		items[i].Checked = i == chosen
	}
	themeItems = items
	return items
}

// ApplyRememberedTheme applies the theme the View menu chose in an earlier
// run, and presentation mode if it was on, with its sizes and its own
// theme choice. Call it before any widget is built: a widget drawn before
// the theme changes keeps the old theme's colours until something redraws
// it (the tab in front came back dark in the light theme; at a start in
// presentation mode, dark buttons with 14-point texts and unreadable
// labels on a light window).
func ApplyRememberedTheme(a fyne.App) {
	if a.Preferences().BoolWithFallback(presentKey, false) {
		setPresentation(a, true) // its theme with it
		return
	}
	if i := a.Preferences().IntWithFallback("window.theme", 0); i > 0 && i < len(themeChoices) {
		setTheme(a, i)
	}
}
