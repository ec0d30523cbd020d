// Command grille is Grille: with no argument it opens the window, with a
// puzzle file it opens the window on that puzzle; with a sub-command
// (solve, generate, bench, model, methods, help) it works in the terminal.
package main

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"
	"github.com/go-gl/glfw/v3.3/glfw"

	// First in effect (see its comment): before Fyne reads the locale.
	_ "grille/app/clocale"

	"grille/app/cli"
	"grille/assets"
	"grille/solve"
	"grille/solve/catalog"
	"grille/solve/lp/lpsolve"
	"grille/solve/puzzlefile"
	"grille/ui"
)

func main() {
	// The one place the LP engine is chosen: lp_solve when it is built in
	// (nil otherwise, and the integer-programming methods say so).
	engine := lpsolve.New()
	file, open := cli.PuzzleFile(os.Args[1:])
	if len(os.Args) > 1 && !open {
		ctx, stop := cli.Interrupted()
		code := cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Context: ctx, LP: engine, Frames: frames}, os.Args[1:])
		stop()
		os.Exit(code)
	}
	a := fyneapp.NewWithID("io.grille.app")
	ui.KeepPreferences(a)      // before anything reads them
	ui.ApplyRememberedTheme(a) // before any widget is built
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	w := a.NewWindow("Grille")
	ui.SetScreenSize(screenSize()) // bounds the size remembered from the last run
	var tabs []ui.Tab
	for _, d := range catalog.Types(engine) {
		t, err := ui.NewTab(w, d, assets.Sample(d.TypeName()))
		if err != nil {
			panic(err) // the embedded samples are part of the build
		}
		tabs = append(tabs, t)
	}
	quitOnSignal(a, tabs)
	w.Resize(ui.DefaultWindowSize()) // Build brings back the size of the last run
	at := ui.Build(w, lpsolve.Version(), tabs...)
	w.SetContent(at)
	if open {
		// Read before the window shows, so that a bad file's dialog
		// opens over the window rather than before it.
		data, err := puzzlefile.ReadFile(file) // the terminal's size limit
		w.Show()
		if err != nil {
			dialog.ShowError(err, w)
		} else {
			ui.OpenFile(w, at, tabs, file, data)
		}
	}
	w.ShowAndRun()
}

// framesApp makes, once, the Fyne app `explain --frames` draws its boards
// in: the window's own driver, which measures and draws text without a
// screen as long as it opens no window.
var framesApp sync.Once

// frames is the terminal's Env.Frames: the window's boards (ui.Frames).
func frames(t solve.Described, p any) (cli.Framer, error) {
	framesApp.Do(func() { fyneapp.NewWithID("io.grille.app") })
	f, err := ui.NewFrames(t, p)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// quitGrace is how long SIGINT or SIGTERM leaves the window to quit
// before the process ends anyway.
const quitGrace = 3 * time.Second

// quitOnSignal stops the running solves and quits the app on SIGINT or
// SIGTERM (Fyne quits on them too), on the window's goroutine; should that
// goroutine not get to it within quitGrace (busy with a frame: a 200×200
// Hashi board drawn as objects once took a minute), the process ends
// anyway, with status 128 + the signal. The preferences are on disk
// already: Fyne writes them at every change.
func quitOnSignal(a fyne.App, tabs []ui.Tab) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		s := <-sig
		fyne.Do(func() {
			for _, t := range tabs {
				t.Stop()
			}
			a.Quit()
		})
		time.Sleep(quitGrace)
		code := 1
		if n, ok := s.(syscall.Signal); ok {
			code = 128 + int(n)
		}
		os.Exit(code)
	}()
}

// screenSize is the primary screen's size in device-independent units, or
// zero when GLFW does not tell it. Fyne has no call for it; its driver has
// initialised GLFW on this thread (the main one) when the first window was
// made.
func screenSize() fyne.Size {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}
	}
	mode := m.GetVideoMode()
	if mode == nil {
		return fyne.Size{}
	}
	sx, sy := m.GetContentScale()
	return fyne.NewSize(float32(mode.Width)/max(sx, 1), float32(mode.Height)/max(sy, 1))
}
