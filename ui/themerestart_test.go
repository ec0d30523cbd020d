package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// darkInks are the colours of the dark theme's widgets that the light
// theme draws otherwise: a widget showing one of them in the light theme
// was built, or last drawn, in the dark one.
func darkInks() map[color.NRGBA]string {
	dark, light := forcedTheme{theme.DefaultTheme(), theme.VariantDark}, forcedTheme{theme.DefaultTheme(), theme.VariantLight}
	names := []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNameButton, theme.ColorNameInputBackground,
		theme.ColorNameInputBorder, theme.ColorNameDisabled, theme.ColorNameDisabledButton, theme.ColorNameBackground,
		theme.ColorNameHeaderBackground, theme.ColorNameMenuBackground, theme.ColorNameSeparator, theme.ColorNamePlaceHolder}
	inks := map[color.NRGBA]string{}
	for _, n := range names {
		inks[nrgba(dark.Color(n, 0))] = string(n)
	}
	for _, n := range names { // a colour both themes use tells nothing
		delete(inks, nrgba(light.Color(n, 0)))
	}
	return inks
}

func nrgba(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

// staleInks lists the objects under o (widgets walked through their
// renderers) drawn in one of inks; the boards, drawn in their own colours,
// are left out.
func staleInks(o fyne.CanvasObject, inks map[color.NRGBA]string) []string {
	board := map[fyne.CanvasObject]bool{}
	for _, c := range test.LaidOutObjects(o) {
		if _, ok := c.(interface{ CellCentre(int, int) fyne.Position }); ok {
			for _, d := range test.LaidOutObjects(c) {
				board[d] = true
			}
		}
	}
	var bad []string
	for _, c := range test.LaidOutObjects(o) {
		if board[c] || !c.Visible() {
			continue
		}
		switch c := c.(type) {
		case *canvas.Text:
			if n, ok := inks[nrgba(c.Color)]; ok && c.Text != "" {
				bad = append(bad, "text "+c.Text+" in dark "+n)
			}
		case *canvas.Rectangle:
			if c.FillColor == nil || c.Size().Width == 0 {
				continue
			}
			if n, ok := inks[nrgba(c.FillColor)]; ok {
				bad = append(bad, "rectangle in dark "+n)
			}
		}
	}
	return bad
}

// TestScenarioLightAfterRestart: with "light" remembered and a system that
// says dark, the window comes back light at the next start, the tab in
// front (Hashi) included, without another tab being selected first.
func TestScenarioLightAfterRestart(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(forcedTheme{theme.DefaultTheme(), theme.VariantDark}) // the system's choice
	a.Preferences().SetInt("window.theme", 1)
	a.Preferences().SetInt("window.tab", 2)
	ApplyRememberedTheme(a) // as main does, before any widget
	if isDarkColour(theme.Color(theme.ColorNameBackground)) {
		t.Fatal("the remembered light theme is not applied before the window is built")
	}
	x := newWindow(t, false)
	if x.at.SelectedIndex() != 2 {
		t.Fatalf("tab %d in front, want the Hashi tab", x.at.SelectedIndex())
	}
	x.w.Resize(fyne.NewSize(1100, 760))
	test.AssertImageMatches(t, "light_after_restart.png", x.w.Canvas().Capture())
	if bad := staleInks(x.has.Content(), darkInks()); len(bad) > 0 {
		t.Errorf("the Hashi tab in front has dark widgets: %q", bad)
	}
}

// probe is a widget that counts its renderer's refreshes, inside a shell
// whose own refresh leaves it alone, as most widgets leave the objects
// they draw with: Fyne's theme change refreshes every object it reaches
// (the painter then draws it afresh), a mere refresh of a tab's content
// reaches the shell only.
type probe struct {
	widget.BaseWidget
	refreshed int
}

func newProbe() *probe { p := &probe{}; p.ExtendBaseWidget(p); return p }

func (p *probe) CreateRenderer() fyne.WidgetRenderer { return &probeRenderer{p: p} }

type probeRenderer struct {
	p    *probe
	objs []fyne.CanvasObject
}

func (r *probeRenderer) Destroy()                     {}
func (r *probeRenderer) Layout(fyne.Size)             {}
func (r *probeRenderer) MinSize() fyne.Size           { return fyne.NewSize(1, 1) }
func (r *probeRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *probeRenderer) Refresh()                     { r.p.refreshed++ }

type shell struct {
	widget.BaseWidget
	in *probe
}

func (s *shell) CreateRenderer() fyne.WidgetRenderer {
	return &probeRenderer{p: newProbe(), objs: []fyne.CanvasObject{s.in}}
}

// TestScenarioThemeSwitchReachesHiddenTabs: a theme switch made with the
// Hashi tab in front reaches the Sudoku tab behind it when that comes to
// the front (the real driver kept its drop-downs' arrows and checkboxes
// painted in the old theme: white on white), and only once.
func TestScenarioThemeSwitchReachesHiddenTabs(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(forcedTheme{theme.DefaultTheme(), theme.VariantDark})
	x := newWindow(t, false)
	p := newProbe()
	sh := &shell{in: p}
	sh.ExtendBaseWidget(sh)
	x.sud.Bar.Add(sh)
	x.at.SelectIndex(0)
	x.at.SelectIndex(2)
	before := p.refreshed
	menuItem(t, x.w, "View", "Theme: light").Action()
	if p.refreshed != before {
		t.Fatal("the tab behind was refreshed at the switch: the test no longer tells")
	}
	x.at.SelectIndex(0)
	if p.refreshed == before {
		t.Error("the Sudoku tab, behind at the theme switch, came to the front without the new theme applied")
	}
	if isDarkColour(theme.Color(theme.ColorNameBackground)) {
		t.Error("the theme applied again is not the one chosen")
	}
	again := p.refreshed
	x.at.SelectIndex(1)
	x.at.SelectIndex(0)
	if p.refreshed != again {
		t.Errorf("the theme was applied again without a change (%d refreshes)", p.refreshed-again)
	}
	if bad := staleInks(x.sud.Content(), darkInks()); len(bad) > 0 {
		t.Errorf("the Sudoku tab has dark widgets: %q", bad)
	}
}
