package ui

import (
	"fmt"
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"grille"
)

// Version is the running build's version: the app metadata's (stamped in
// by `make dist`, or read by Fyne from FyneApp.toml beside a development
// binary), else FyneApp.toml's as embedded in every build (package grille).
func Version() string {
	v, b := "", 0
	if a := fyne.CurrentApp(); a != nil {
		// Without metadata Fyne reports ID "" and a placeholder version.
		if md := a.Metadata(); md.ID != "" && md.Version != "" {
			v, b = md.Version, md.Build
		}
	}
	if v == "" {
		in := grille.App()
		v, b = in.Version, in.Build
	}
	if b > 0 {
		return fmt.Sprintf("%s (build %d)", v, b)
	}
	return v
}

// readmeSections are the README's sections About links to, with their
// anchors (GitHub's: the title in lower case, spaces as hyphens).
var readmeSections = []struct{ title, anchor string }{
	{trLater("Using the window"), "using-the-window"},
	{trLater("Using the terminal"), "using-the-terminal"},
	{trLater("Install"), "install"},
	{trLater("Licences"), "licences"},
	{trLater("Known limitations"), "known-limitations"},
}

// readmeURL is the address of a README section: the project's Website
// (FyneApp.toml), whose front page is the README.
func readmeURL(anchor string) *url.URL {
	u, err := url.Parse(strings.TrimRight(grille.App().Website, "/") + "/#" + anchor)
	if err != nil {
		return nil
	}
	return u
}

// AboutText is the About dialog's text: version, licence, and the licences
// of the libraries Grille ships or links. lpVersion is the version of the
// lp_solve library loaded now ("" when none is).
func AboutText(lpVersion string) string {
	var b strings.Builder
	line := func(s string) { b.WriteString(s + "\n") }
	fmt.Fprintf(&b, "Grille %s\n", Version())
	line(tr("Solves logic puzzles and shows how each method works."))
	b.WriteString("\n")
	line(tr("Copyright (c) 2026, the Grille authors."))
	line(tr("Licensed under the BSD 3-Clause License (see LICENSE)."))
	b.WriteString("\n")
	line(tr("Grille is built with:"))
	line(tr("• Fyne (fyne.io/fyne/v2): BSD-3-Clause."))
	line(tr("• gonum/plot (gonum.org/v1/plot): BSD-3-Clause."))
	line(tr("• Go and its standard library: BSD-3-Clause."))
	lpv := tr("lp_solve 5.5: not available in this build (the integer-programming methods are off)")
	if v := lpVersion; v != "" {
		lpv = fmt.Sprintf(tr("lp_solve %s (the copy loaded now)"), v)
	}
	line(fmt.Sprintf(tr("• %s: GNU LGPL-2.1."), lpv))
	b.WriteString("\n")
	line(tr("lp_solve is not part of the grille program: it is a separate shared"))
	line(tr("library that Grille loads when it starts, and you may relink or"))
	line(tr("replace it with any ABI-compatible build of lp_solve 5.5, modified or not:"))
	line(tr("• Linux: liblpsolve55.so in /usr/lib/lp_solve, from Debian's lp-solve"))
	line(tr("  package (its source: apt-get source lp-solve)."))
	line(tr("• Windows: lpsolve55.dll beside grille.exe, built from the same"))
	line(tr("  Debian source with mingw-w64; upstream's lpsolve55.dll also fits."))
	line(tr("• macOS: liblpsolve55.dylib from Homebrew's lp_solve."))
	line(tr("lp_solve's source: https://sourceforge.net/projects/lpsolve/"))
	line(tr("Full licence texts: /usr/share/doc/grille/copyright (Linux),"))
	line(tr("LICENSES.txt in the install folder (Windows)."))
	return b.String()
}

// ShowAbout shows the About dialog over w.
func ShowAbout(w fyne.Window, lpVersion string) {
	text := widget.NewLabel(AboutText(lpVersion))
	text.Wrapping = fyne.TextWrapWord
	links := container.NewHBox(widget.NewLabel(tr("README:")))
	for _, sec := range readmeSections {
		if u := readmeURL(sec.anchor); u != nil {
			links.Add(widget.NewHyperlink(tr(sec.title), u))
		}
	}
	scroll := container.NewVScroll(container.NewVBox(text, container.NewHScroll(links)))
	scroll.SetMinSize(fyne.NewSize(520, 360))
	var content fyne.CanvasObject = scroll
	if a := fyne.CurrentApp(); a != nil && a.Icon() != nil {
		icon := canvas.NewImageFromResource(a.Icon())
		icon.FillMode = canvas.ImageFillContain
		icon.SetMinSize(fyne.NewSize(64, 64))
		content = container.NewBorder(container.NewCenter(icon), nil, nil, nil, scroll)
	}
	showDialog(w, dialog.NewCustom(tr("About Grille"), tr("Close"), content, w))
}
