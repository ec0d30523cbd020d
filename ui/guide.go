package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// guideText is Help › User guide: the short version of MANUAL.md's
// "Using the window", for a class watching a projector.
const guideText = `# Grille: a short guide

## Enter a puzzle

- **File › New** makes an empty grid; **File › Open** reads a puzzle file; **Edit › Paste puzzle** takes a game ID, a puzz.link URL or a grid from the clipboard. **Solve › Generate…** makes a new one.
- To type the puzzle itself, tick **Edit givens**, click a cell and type a digit (0, Space or Delete clears it). Above 9×9, letters stand for 10 and up.

## Play

- Untick **Edit givens**, click a cell and type: your digits are green, a digit that clashes turns red.
- **Shift + digit** writes a pencil mark. **Candidates** shows what each cell may still hold.
- **Solve › Check my entries** (Ctrl+K) marks your wrong digits without showing the rest.
- Shikaku: drag from cell to cell to draw a rectangle; tap it to remove it. Hashiwokakero: tap the water between two islands to cycle its bridges (none, one, two); between two islands side by side, tap the gap between their rings.
- **Edit › Undo** and **Redo** (Ctrl+Z, Ctrl+Y) take back any move.

## Solve

- Pick a **method** (its description is under the list), set a time limit and press **Solve** (Ctrl+Enter). **Stop** (Ctrl+.) ends it.
- The **log** tells what the method does; select a blue line to see the board as it was then.

## Step and hint

- **Step** (Ctrl+T) applies the deduction rules once and highlights what they changed: the class can follow the reasoning one round at a time.
- **Hint** shows the next deduction without playing it: say why it holds, then play it.

## Print

- **File › Print/Export** writes the puzzle (with or without its solution) to a PDF, SVG or PNG to print. In a terminal: ` + "`grille print -o sheet.pdf puzzles.txt`" + `.

## Show it to a class

- **View › Zoom in** (Ctrl+=) grows the board; **Fit the window** (Ctrl+0). This guide's window can be moved to the projector and enlarged.
`

// guideScale is how much larger than the app's text the guide's text is:
// readable from the back of a classroom on a projector.
const guideScale = 1.5

// bigText is the current theme with larger text, for the guide.
type bigText struct{ fyne.Theme }

func (t bigText) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText:
		return t.Theme.Size(n) * guideScale
	}
	return t.Theme.Size(n)
}

func (t bigText) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}

// guideContent is the guide, scrollable, in large type.
func guideContent() fyne.CanvasObject {
	text := widget.NewRichTextFromMarkdown(guideText)
	text.Wrapping = fyne.TextWrapWord
	th := fyne.CurrentApp().Settings().Theme()
	return container.NewThemeOverride(container.NewVScroll(text), bigText{th})
}

// ShowGuide opens the user guide in a window of its own, so it can be
// moved to a projector, enlarged, and kept open beside the puzzle.
func ShowGuide() fyne.Window {
	w := fyne.CurrentApp().NewWindow("Grille: user guide")
	w.SetContent(guideContent())
	w.Resize(fyne.NewSize(900, 700))
	w.Show()
	return w
}
