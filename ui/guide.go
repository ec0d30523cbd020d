package ui

import (
	_ "embed"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/assets/translation"
)

// The user guide (Help › User guide): the window as it is, and a lesson
// plan for each of the source texts, in English and in French
// (guide_en.md, guide_fr.md: the same sections, which a test checks).
//
//go:embed guide_en.md
var guideEnglish string

//go:embed guide_fr.md
var guideFrench string

// guideText is the guide in the window's language.
func guideText() string {
	if currentLanguage() == translation.French {
		return guideFrench
	}
	return guideEnglish
}

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
	text := guideRichText(guideText())
	text.Wrapping = fyne.TextWrapWord
	th := fyne.CurrentApp().Settings().Theme()
	return container.NewThemeOverride(container.NewVScroll(text), bigText{th})
}

// ShowGuide opens the user guide in a window of its own, so it can be
// moved to a projector, enlarged, and kept open beside the puzzle. Esc
// closes it.
func ShowGuide() fyne.Window {
	w := fyne.CurrentApp().NewWindow(tr("Grille: user guide"))
	w.SetContent(guideContent())
	closeOnEsc(w)
	w.Resize(fyne.NewSize(900, 700))
	w.Show()
	return w
}

// closeOnEsc makes Esc close w, a window of its own (the guide).
func closeOnEsc(w fyne.Window) {
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.Close()
		}
	})
}

// underscore stands for "_" while the guide's markdown is parsed: Fyne's
// parser cuts the text at each one, as if it might open an emphasis, and
// adds a space there ("lp_ solve"). The guide emphasises with ** only.
const underscore = "\ue000"

// guideRichText is the guide's markdown as rich text, its underscores kept
// as they are written.
func guideRichText(md string) *widget.RichText {
	text := widget.NewRichTextFromMarkdown(strings.ReplaceAll(md, "_", underscore))
	var fix func(segs []widget.RichTextSegment)
	fix = func(segs []widget.RichTextSegment) {
		for _, seg := range segs {
			switch s := seg.(type) {
			case *widget.TextSegment:
				s.Text = strings.ReplaceAll(s.Text, underscore, "_")
			case *widget.ParagraphSegment:
				fix(s.Texts)
			case *widget.ListSegment:
				fix(s.Items)
			}
		}
	}
	fix(text.Segments)
	return text
}
