// Package translation holds Grille's French texts and picks the language
// from the user's locale. It never imports Fyne, so the terminal (app/cli)
// and the window (ui, which also hands the same files to Fyne's lang
// package) share one table.
//
// The key of a message is its English text, as written in the code, so
// English needs no file and stays byte-identical; names the solver gives by
// ID (techniques, grades, methods) use keys like "technique.hidden-single"
// with the English name from the solver as fallback. messages/fr.json maps
// keys to French in go-i18n's flat JSON form, which Fyne's lang reads too.
package translation

import (
	"embed"
	"encoding/json"
	"regexp"
	"strings"
)

// Files holds messages/fr.json, for Fyne's lang.AddTranslationsFS(Files, "messages").
//
//go:embed messages/*.json
var Files embed.FS

// Languages the table knows; English is the default and the fallback.
const (
	English = "en"
	French  = "fr"
)

var french = load("messages/fr.json")

func load(name string) map[string]string {
	data, err := Files.ReadFile(name)
	if err != nil {
		panic(err) // embedded at build time
	}
	m := map[string]string{}
	if err := json.Unmarshal(data, &m); err != nil {
		panic("translation: " + name + ": " + err.Error()) // the test reads it too
	}
	return m
}

// FrenchTable returns the French table (key → text); callers must not change it.
func FrenchTable() map[string]string { return french }

// Text returns key's text in language lang, or fallback when lang is not
// French or the table lacks it (the test in ui makes the latter fail).
func Text(lang, key, fallback string) string {
	if lang == French {
		if s, ok := french[key]; ok {
			return s
		}
	}
	return fallback
}

// FromEnv returns the language the POSIX locale variables ask for, in
// gettext's order (LC_ALL, LC_MESSAGES, LANG, then LANGUAGE's list unless
// the locale is C or POSIX): French when it starts with "fr", English
// otherwise. found says whether any of them was set.
func FromEnv(getenv func(string) string) (lang string, found bool) {
	loc := ""
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc = getenv(v); loc != "" {
			break
		}
	}
	base := loc
	if i := strings.IndexAny(loc, ".@"); i >= 0 {
		base = loc[:i] // "C.UTF-8", "POSIX@euro"
	}
	if base == "C" || base == "POSIX" {
		return English, true
	}
	if list := getenv("LANGUAGE"); list != "" {
		loc = strings.SplitN(list, ":", 2)[0]
	}
	if loc == "" {
		return English, false
	}
	if strings.HasPrefix(strings.ToLower(loc), "fr") {
		return French, true
	}
	return English, true
}

// Keys of the texts named by solver IDs. Technique and method IDs repeat
// across types with other texts ("trial", "ilp"), so their keys hold the
// type; grades read the same in every type.
func TechniqueKey(typ, id string) string { return "technique." + typ + "." + id }
func GradeKey(id string) string          { return "grade." + id }
func MethodKey(typ, id string) string    { return "method." + typ + "." + id }

// TypeSummaryKey is the key of a puzzle type's one-line summary.
func TypeSummaryKey(typ string) string { return "type." + typ + ".summary" }

// elidable finds a French article or small word before a word that starts
// with a vowel, where French elides it: "de indice" → "d'indice", "le
// île" → "l'île", "que il" → "qu'il", "ne y" → "n'y", "si il" → "s'il".
// An h is left alone (le hashi, la hauteur: aspirated or not, it cannot
// be told by rule).
var elidable = regexp.MustCompile(`(^|[\s(«])([DdLlJjMmTtSsNn]e|[Ll]a|[Qq]ue) +([aeiouyàâäéèêëîïôöûüAEIOUYÀÂÉÈÊÎÔÛ])`)
var siIl = regexp.MustCompile(`(^|[\s(«])([Ss])i +(ils?\b)`)

// Elide applies French elision to s, a French sentence assembled from
// parts (a format and the words put into it): "le rectangle de indice 24"
// becomes "le rectangle d'indice 24". Text in quotes is words too, so a
// caller applies it to French it built, not to the user's input alone.
func Elide(s string) string {
	if !strings.ContainsAny(s, "eaEA") {
		return s
	}
	s = elidable.ReplaceAllStringFunc(s, func(m string) string {
		sub := elidable.FindStringSubmatch(m)
		word := sub[2]
		if strings.EqualFold(word, "que") {
			word = word[:2] // qu'
		} else {
			word = word[:1]
		}
		return sub[1] + word + "'" + sub[3]
	})
	return siIl.ReplaceAllString(s, "$1$2'$3")
}
