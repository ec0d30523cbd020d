// Package clocale gives the C locale a language Fyne can parse, before
// Fyne reads it. Import it (blank) from package main.
//
// Why: Fyne's lang package reads the locale in its init (and again each
// time translations are added or a widget asks for the system locale)
// through github.com/jeandeaual/go-locale, which turns LANG=C.UTF-8 (the
// default of Debian's containers, CI images and cron) into the language tag
// "C"; golang.org/x/text rejects it and Fyne logs three lines on standard
// error ("Fyne error: Error parsing user locale C"), before main runs, for
// every terminal command. go-locale already treats "C" and "POSIX" as "no
// preference", but not their variants with a codeset ("C.UTF-8",
// "POSIX.utf8"); with such a locale it reads LANGUAGE next, the GNU list
// of preferred languages. So when the locale is one of those and LANGUAGE
// is empty, this package sets LANGUAGE=en, which is what the C locale
// means for messages. Child processes (a browser opened from a link)
// inherit it harmlessly: under a C locale gettext shows untranslated
// (English) messages either way. Nothing else is changed: LANG and LC_*
// keep their values, so character encoding is untouched.
//
// Why this runs before Fyne's init: since Go 1.21 the language spec fixes
// the order (“Package initialization”): packages are sorted by import
// path, and at each step the first package whose imports are all
// initialised is initialised. This package imports only "os", so it is
// ready as soon as os is; fyne.io/fyne/v2/lang imports log, which also
// imports os, and "grille/app/clocale" sorts before "log", so this package
// is initialised before log, hence before lang. Keep its imports to "os"
// alone (the test TestImportsOnlyOS says so), and its import path sorting
// before "log".
package clocale

import "os"

func init() { Fix(os.Getenv, os.Setenv) }

// Fix sets LANGUAGE to "en" when the locale that decides messages (the
// first of LC_ALL, LC_MESSAGES and LANG that is set, as gettext and
// go-locale read them) is a C or POSIX locale with a codeset or modifier
// and LANGUAGE is empty. getenv and setenv are os.Getenv and os.Setenv,
// or a test's map.
func Fix(getenv func(string) string, setenv func(string, string) error) {
	loc := ""
	for _, k := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc = getenv(k); loc != "" {
			break
		}
	}
	if codesetC(loc) && getenv("LANGUAGE") == "" {
		_ = setenv("LANGUAGE", "en") // fails only for an invalid name
	}
}

// codesetC reports whether loc is "C" or "POSIX" followed by a codeset
// (".UTF-8") or a modifier ("@..."): the spellings go-locale mistakes for a
// language. (No strings import: see the package comment.)
func codesetC(loc string) bool {
	for _, base := range [...]string{"C", "POSIX"} {
		if len(loc) > len(base) && loc[:len(base)] == base && (loc[len(base)] == '.' || loc[len(base)] == '@') {
			return true
		}
	}
	return false
}
