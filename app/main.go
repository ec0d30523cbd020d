// Command grille is Grille: with no argument it opens the window, with a
// puzzle file it opens the window on that puzzle; with a sub-command
// (solve, generate, bench, model, methods, help) it works in the terminal.
package main

import (
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"

	"grille/app/cli"
	"grille/assets"
	_ "grille/solve/catalog"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
	"grille/solve/shikaku"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutype"
	"grille/ui"
)

func main() {
	file, open := cli.PuzzleFile(os.Args[1:])
	if len(os.Args) > 1 && !open {
		os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
	}
	a := fyneapp.NewWithID("io.grille.app")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	w := a.NewWindow("Grille")
	tabs := []ui.Tab{sudokuTab(w), shikakuTab(w), hashiTab(w)}
	at := ui.Build(w, tabs...)
	w.SetContent(at)
	w.Resize(fyne.NewSize(1200, 800))
	if open {
		// Read before the window shows, so that a bad file's dialog
		// opens over the window rather than before it.
		data, err := os.ReadFile(file)
		w.Show()
		if err != nil {
			dialog.ShowError(err, w)
		} else {
			ui.OpenFile(w, at, tabs, file, data)
		}
	}
	w.ShowAndRun()
}

func sudokuTab(w fyne.Window) ui.Tab {
	g, err := sudoku.ParseOne("sample", assets.Sample("sudoku"))
	if err != nil {
		panic(err) // the embedded sample is part of the build
	}
	return ui.NewSudokuTab(w, sudokutype.New().Methods, g)
}

func shikakuTab(w fyne.Window) ui.Tab {
	p, err := shikaku.ParseOne("sample", assets.Sample("shikaku"))
	if err != nil {
		panic(err) // the embedded sample is part of the build
	}
	return ui.NewShikakuTab(w, shikakutype.New().Methods, p)
}

func hashiTab(w fyne.Window) ui.Tab {
	p, err := hashi.ParseOne("sample", assets.Sample("hashi"))
	if err != nil {
		panic(err) // the embedded sample is part of the build
	}
	return ui.NewHashiTab(w, hashitype.New().Methods, p)
}
