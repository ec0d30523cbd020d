package board

import (
	"image/color"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// variantTheme is Fyne's default theme forced to one variant, so that a
// test renders the light or the dark look whatever the settings say. Its
// fonts are the ones Fyne embeds, so renders are the same on every machine.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// themes are the variants the render tests draw in.
var themes = []struct {
	name    string
	variant fyne.ThemeVariant
}{
	{"light", theme.VariantLight},
	{"dark", theme.VariantDark},
}

// newApp starts a test app (torn down with t) in the given variant.
func newApp(t *testing.T, variant fyne.ThemeVariant) fyne.App {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), variant})
	return a
}

// show puts a board alone in an unpadded test window of the given size, as
// the tabs show it, and closes the window when the test ends.
func show(t *testing.T, board fyne.CanvasObject, w, h float32) fyne.Window {
	t.Helper()
	win := test.NewWindow(board)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	t.Cleanup(win.Close)
	return win
}

// centreOf is the middle of cell (row, col) of a rows×cols grid drawn in a
// board of size w×h: square cells, as large as fit with a margin of 2, and
// the grid centred.
func centreOf(w, h float32, rows, cols, row, col int) fyne.Position {
	cs := min((w-4)/float32(cols), (h-4)/float32(rows))
	x0, y0 := (w-cs*float32(cols))/2, (h-cs*float32(rows))/2
	return fyne.NewPos(x0+(float32(col)+0.5)*cs, y0+(float32(row)+0.5)*cs)
}

// focused returns what has the keyboard focus of win, failing when
// nothing has.
func focused(t *testing.T, win fyne.Window) fyne.Focusable {
	t.Helper()
	f := win.Canvas().Focused()
	if f == nil {
		t.Fatal("nothing has the keyboard focus")
	}
	return f
}

// press sends keys to whatever has the keyboard focus, as the driver does.
func press(t *testing.T, win fyne.Window, keys ...fyne.KeyName) {
	t.Helper()
	for _, k := range keys {
		focused(t, win).TypedKey(&fyne.KeyEvent{Name: k})
	}
}

// typeText types characters into whatever has the keyboard focus.
func typeText(t *testing.T, win fyne.Window, chars string) {
	t.Helper()
	test.Type(focused(t, win), chars)
}

// events records a board's callbacks as strings, in order.
type events []string

func (e *events) take() []string {
	got := *e
	*e = nil
	return got
}

func sameEvents(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: events %q, want %q", what, got, want)
	}
}
