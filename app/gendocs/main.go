// Command gendocs writes Grille's manual pages and bash completion script,
// made from the commands' own help texts and the catalog of types and
// methods (app/cli/docs.go), so they never drift from `grille --help`.
// The Linux packages run it (assets/dist/linux.sh):
//
//	go run ./app/gendocs -man DIR -bash FILE -version 0.1.0 -date 2026-11-23
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"grille/app/cli"
	"grille/solve/lp/lpsolve"
)

func main() {
	man := flag.String("man", "", "directory for the manual pages (grille.1, grille-COMMAND.1)")
	bash := flag.String("bash", "", "file for the bash completion script")
	version := flag.String("version", "", "version for the manual pages' header")
	date := flag.String("date", "", "date (YYYY-MM-DD) for the manual pages' header")
	flag.Parse()
	if flag.NArg() > 0 || (*man == "" && *bash == "") || (*man != "" && (*version == "" || *date == "")) {
		fmt.Fprintln(os.Stderr, "usage: gendocs [-man DIR -version V -date YYYY-MM-DD] [-bash FILE]")
		os.Exit(2)
	}
	// The engine the packaged grille has, so --method completes ilp too.
	// English whatever the build machine speaks: the pages are English.
	env := cli.Env{LP: lpsolve.New(), Lang: "en"}
	if *man != "" {
		if err := os.MkdirAll(*man, 0o755); err != nil {
			fail(err)
		}
		pages := cli.ManPages(env, *version, *date)
		names := make([]string, 0, len(pages))
		for name := range pages {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			if err := os.WriteFile(filepath.Join(*man, name), []byte(pages[name]), 0o644); err != nil {
				fail(err)
			}
		}
	}
	if *bash != "" {
		if err := os.WriteFile(*bash, []byte(cli.BashCompletion(env)), 0o644); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gendocs:", err)
	os.Exit(1)
}
