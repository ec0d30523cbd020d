// Command grille is Grille: with no argument it opens the window; with a
// sub-command (solve, methods, help) it works in the terminal.
package main

import (
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"grille/app/cli"
	"grille/assets"
	"grille/solve/catalog"
	"grille/solve/hashi"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
	"grille/ui"
)

func main() {
	if len(os.Args) > 1 {
		os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
	}
	a := fyneapp.NewWithID("io.grille.app")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	w := a.NewWindow("Grille")
	w.SetContent(ui.Build(w, sudokuTab(w), shikakuTab(w), hashiTab(w)))
	w.Resize(fyne.NewSize(1200, 800))
	w.ShowAndRun()
}

func sudokuTab(w fyne.Window) ui.Tab {
	g, err := sudoku.ParseOne("sample", assets.Sample("sudoku"))
	if err != nil {
		panic(err) // the embedded sample is part of the build
	}
	return ui.NewSudokuTab(w, catalog.Sudoku(), g)
}

func shikakuTab(w fyne.Window) ui.Tab {
	p, err := shikaku.ParseOne("sample", assets.Sample("shikaku"))
	if err != nil {
		panic(err) // the embedded sample is part of the build
	}
	return ui.NewShikakuTab(w, catalog.Shikaku(), p)
}

func hashiTab(w fyne.Window) ui.Tab {
	p, err := hashi.ParseOne("sample", assets.Sample("hashi"))
	if err != nil {
		panic(err) // the embedded sample is part of the build
	}
	return ui.NewHashiTab(w, catalog.Hashi(), p)
}
