package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestModelDialogWords renders the Model dialog of each type at 1024×768
// in the light and the dark theme: it opens with the model in words, each
// family of rows with its count, above the LP text; every text is at least
// the body's size (nothing shrunk to fit), and the words are in the
// dialog's visible part. GRILLE_SHOTS=DIR saves the renders as PNG files.
func TestModelDialogWords(t *testing.T) {
	for i, variant := range []string{"light", "dark"} {
		x := newWindow(t, i == 0)
		setTheme(fyne.CurrentApp(), i+1)
		x.w.Resize(fyne.NewSize(1024, 768))
		for _, c := range []struct {
			name string
			show func()
			want []string
		}{
			{"sudoku", x.sud.ShowModel, []string{"Variables:", "each cell holds one digit: Σ_d x[r,c,d] = 1 — 81 rows", "Constraints (3"}},
			{"shikaku", x.shi.ShowModel, []string{"each clue gets one rectangle: Σ_l x[k,l] = 1 —", "each cell is covered once"}},
			{"hashi", x.has.ShowModel, []string{"Objective: max Σ x[k,l]", "crossing bridges exclude each other: x[k,l] + x[k',l'] ≤ 1 —", "Connectivity is not linear"}},
		} {
			c.show()
			for x.dialog() == nil {
				(<-x.sud.q)()
			}
			var rt *widget.RichText
			smallest := float32(1000)
			for _, o := range test.LaidOutObjects(x.dialog()) {
				if r, ok := o.(*widget.RichText); ok && rt == nil && strings.HasPrefix(r.String(), "Variables:") {
					rt = r
				}
				if tx, ok := o.(*canvas.Text); ok && o.Visible() && tx.Text != "" && tx.TextSize < smallest {
					smallest = tx.TextSize
				}
			}
			if rt == nil {
				t.Fatalf("%s, %s theme: no words in the Model dialog", c.name, variant)
			}
			for _, w := range c.want {
				if !strings.Contains(rt.String(), w) {
					t.Errorf("%s: the words lack %q:\n%s", c.name, w, rt.String())
				}
			}
			if smallest < theme.TextSize() {
				t.Errorf("%s, %s theme: a text of height %v, under the body's %v", c.name, variant, smallest, theme.TextSize())
			}
			abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(rt)
			if abs.X < 0 || abs.Y < 0 || abs.Y+3*theme.TextSize() > 768 || rt.Size().Width < 400 {
				t.Errorf("%s, %s theme: the words are at %v, %v wide: not in view", c.name, variant, abs, rt.Size().Width)
			}
			img := x.w.Canvas().Capture()
			if dir := os.Getenv("GRILLE_SHOTS"); dir != "" {
				f, err := os.Create(filepath.Join(dir, "model-"+c.name+"-"+variant+".png"))
				if err != nil {
					t.Fatal(err)
				}
				if err := png.Encode(f, img); err != nil {
					t.Fatal(err)
				}
				f.Close()
			}
			if dark := isDarkColour(img.At(img.Bounds().Dx()/2, img.Bounds().Dy()-20)); dark != (variant == "dark") {
				t.Errorf("%s: the %s theme rendered a dark (%v) window", c.name, variant, dark)
			}
			x.dialog().Hide()
		}
	}
}
