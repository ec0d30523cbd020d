package ui

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"grille/assets/translation"
	"grille/solve"
	"grille/solve/parseerr"
)

// The window's language: English or French, the system's unless View ›
// Language says otherwise (remembered under "window.language": "", "en" or
// "fr"). Widgets take their texts when built, so a change takes effect at
// the next start, as the menu says.
//
// tr and trKey are the only ways texts reach the screen; the test in
// translation collects their literal keys and fails when French lacks one.

var (
	langOnce sync.Once
	language = translation.English
)

// currentLanguage resolves the language once, on first use (after the app
// exists: NewTab is called after app.New).
func currentLanguage() string {
	langOnce.Do(func() {
		if testing.Testing() {
			return // tests compare English texts whatever the developer's locale
		}
		chosen := ""
		if pr := prefs(); pr != nil {
			chosen = pr.String("window.language")
		}
		if chosen == translation.English || chosen == translation.French {
			language = chosen
			if runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
				// Fyne's own texts (dialog buttons) read the locale from
				// the environment on these systems: make them agree.
				os.Setenv("LANGUAGE", chosen)
				if l, _ := translation.FromEnv(os.Getenv); l != chosen {
					os.Setenv("LC_MESSAGES", chosen)
					os.Unsetenv("LC_ALL")
				}
			}
		} else {
			language = systemLanguage()
		}
		// Fyne's lang gets our table too, so lang.L and lang.X know it.
		if err := lang.AddTranslationsFS(translation.Files, "messages"); err != nil {
			fyne.LogError("loading Grille's translations", err)
		}
	})
	return language
}

// systemLanguage is the system's: the locale variables where they rule
// (they never make lang log an error for "C"), Fyne's lang elsewhere.
func systemLanguage() string {
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
		l, _ := translation.FromEnv(os.Getenv)
		return l
	}
	if lang.SystemLocale().LanguageString() == translation.French {
		return translation.French
	}
	return translation.English
}

// tr returns the text whose English is s in the window's language. s may
// be a fmt format: the French keeps its verbs in the same order.
func tr(s string) string { return translation.Text(currentLanguage(), s, s) }

// trKey returns the text of key (a solver ID such as
// "technique.hidden-single"), english when the language is English.
func trKey(key, english string) string { return translation.Text(currentLanguage(), key, english) }

// languageChoices are View › Language's entries and their preference values.
var languageChoices = []struct{ label, value string }{
	{trLater("Language: follow the system"), ""},
	{"English", translation.English}, // a language's own name, in every language
	{"Français", translation.French},
}

// languageMenu returns View's language entries, ticked by the remembered choice.
func languageMenu(w fyne.Window) []*fyne.MenuItem {
	pr := prefs()
	if pr == nil {
		return nil
	}
	chosen := pr.String("window.language")
	items := make([]*fyne.MenuItem, len(languageChoices))
	for i, c := range languageChoices {
		label := tr(c.label)
		if c.value != "" {
			label = fmt.Sprintf(tr("Language: %s"), c.label)
		}
		items[i] = fyne.NewMenuItem(label, func() {
			pr.SetString("window.language", c.value)
			for j, it := range items {
				it.Checked = j == i
			}
			showDialog(w, dialog.NewInformation(tr("Language"), tr("The language changes at the next start of Grille."), w)) // Esc closes it
		})
		items[i].Checked = c.value == chosen
	}
	return items
}

// trLater marks s as a text that tr translates when shown (a table's
// entry), so that the test finds it.
func trLater(s string) string { return s }

func techniqueKey(typ, id string) string { return "technique." + typ + "." + id }
func gradeKey(id string) string          { return "grade." + id }
func methodKey(typ, id string) string    { return "method." + typ + "." + id }

// methodName and methodDoc are a method's name and paragraph in the
// window's language (the solver's English is the fallback).
func methodName(typ string, in solve.Info) string { return trKey(methodKey(typ, in.ID), in.Name) }
func methodDoc(typ string, in solve.Info) string {
	return trKey(methodKey(typ, in.ID)+".doc", in.Doc)
}

// techniqueName and techniqueExplain are a technique's name and sentence.
func techniqueName(typ string, t *solve.Technique) string {
	return trKey(techniqueKey(typ, t.ID), t.Name)
}
func techniqueExplain(typ string, t *solve.Technique) string {
	return trKey(techniqueKey(typ, t.ID)+".explain", t.Explain)
}

// gradeName is a grade's name.
func gradeName(g solve.Grade) string { return trKey(gradeKey(g.ID), g.Name) }

// plural is solve.Plural in the window's language: "1 step", "51 steps";
// French holds "singular|plural" under the English word, and counts 0 and
// 1 as singular, as French does.
func plural(word string, n int) string {
	if currentLanguage() != translation.French {
		return solve.Plural(n, word)
	}
	forms := strings.SplitN(tr(word), "|", 2)
	if n > 1 && len(forms) == 2 {
		return fmt.Sprintf("%d %s", n, forms[1])
	}
	return fmt.Sprintf("%d %s", n, forms[0])
}

// useLanguage sets the language for tests, which otherwise run in English.
func useLanguage(l string) {
	langOnce.Do(func() {})
	language = l
}

// say is a solver's message in the window's language: english (the
// solver's Msg, Text or Where) in English, else t rendered through the
// table, its word arguments too.
func say(t solve.Text, english string) string {
	if currentLanguage() != translation.French || t.IsZero() {
		return english
	}
	return translation.Elide(t.In(tr))
}

// errSay is err's message in the window's language: a reader's error
// (FILE:LINE:COL kept) rendered through the table, others as they are.
func errSay(err error) string {
	if currentLanguage() != translation.French {
		return err.Error()
	}
	if err == errRunning {
		return tr(err.Error())
	}
	return translation.Elide(parseerr.In(err, tr))
}

// statusTitle is a result status's phrase for the status line.
func statusTitle(s solve.Status) string { return trKey(statusKey(s), s.Title()) }

func statusKey(s solve.Status) string { return "status." + s.String() }

// fyneTexts are texts of Fyne's own that Fyne shows without looking them
// up (its file dialog's places, Fyne 2.7): Grille translates them
// itself (frenchFileDialog). Fyne's other texts go through its lang
// package, whose French Grille's table completes (currentLanguage hands
// it fr.json).
var fyneTexts = []string{trLater("Home"), trLater("Computer"), trLater("App Files"), trLater("Desktop"),
	trLater("Documents"), trLater("Downloads"), trLater("Music"), trLater("Pictures"), trLater("Videos"), trLater("Movies")}

// frenchFileDialog puts the places of the file dialog in front of w
// ("Home", "Computer", which Fyne writes as they are) in French: it wraps
// the places list's UpdateItem so that each label goes through tr.
func frenchFileDialog(w fyne.Window) {
	if currentLanguage() != translation.French {
		return
	}
	if l := filePlaces(w); l != nil {
		translatePlaces(l)
	}
}

// filePlaces finds the places list of the file dialog in front of w: the
// list that leads the split of the dialog's pop-up.
func filePlaces(w fyne.Window) (places *widget.List) {
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.PopUp:
			walk(o.Content)
		case *fyne.Container:
			for _, ch := range o.Objects {
				walk(ch)
			}
		case *container.Split: // the places, beside the files
			if l, ok := o.Leading.(*widget.List); ok {
				places = l
			}
		}
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		walk(top)
	}
	return places
}

func translatePlaces(l *widget.List) {
	update := l.UpdateItem
	if update == nil {
		return
	}
	l.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		if c, ok := item.(*fyne.Container); ok && len(c.Objects) > 1 {
			if label, ok := c.Objects[1].(*widget.Label); ok && slices.Contains(fyneTexts, label.Text) {
				label.SetText(tr(label.Text))
			}
		}
	}
	l.Refresh()
}
