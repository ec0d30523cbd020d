package cli

import (
	"errors"
	"strings"
	"time"

	"grille/assets/translation"
	"grille/solve"
	"grille/solve/parseerr"
)

// The terminal speaks the language of env.Lang (see Env): help, usage and
// the commonest messages go through tr, whose literal keys the test in
// ui (TestEveryTextHasFrench) collects from this package's source.

// tr returns the text whose English is s in env's language. s may be a
// fmt format: the French keeps its verbs in the same order.
func (e Env) tr(s string) string { return translation.Text(e.Lang, s, s) }

// trKey returns the text of key (a solver ID's), english in English.
func (e Env) trKey(key, english string) string { return translation.Text(e.Lang, key, english) }

// trLater marks s as a text a table holds and tr translates when shown.
func trLater(s string) string { return s }

// say is a solver's message in env's language: english (the solver's Msg
// or Text) in English, else t rendered through the table.
func (e Env) say(t solve.Text, english string) string {
	if e.Lang != translation.French || t.IsZero() {
		return english
	}
	return translation.Elide(t.In(e.tr))
}

// plural is "1 step", "51 steps" in env's language: French holds
// "singular|plural" under the English word, and counts 0 and 1 as
// singular.
func (e Env) plural(word string, n int) string {
	return solve.Count{N: n, Word: word}.In(e.trOrNil())
}

func (e Env) trOrNil() func(string) string {
	if e.Lang != translation.French {
		return nil
	}
	return e.tr
}

// timeLimit is the cancel cause of a puzzle's time limit: "time limit 10s
// reached", which solve.Run puts in a result's Say for translation. It is
// made once a command, its message with it, and handed around as a
// pointer: a struct value would be boxed anew each time a puzzle's limit
// takes it as an error (an allocation a puzzle in a batch).
type timeLimit struct {
	say solve.Text
	msg string
}

func newTimeLimit(d time.Duration) *timeLimit {
	t := solve.Say("time limit %v reached", d)
	return &timeLimit{t, t.String()}
}

func (t *timeLimit) Error() string   { return t.msg }
func (t *timeLimit) Say() solve.Text { return t.say }

// errLineIn is errLine with a parse error's message in env's language
// (FILE:LINE:COL kept).
func errLineIn(env Env, name string, err error) string {
	if env.Lang != translation.French {
		return errLine(name, err)
	}
	line := errLine(name, errors.New(translation.Elide(parseerr.In(err, env.tr))))
	return env.tr("grille: ") + strings.TrimPrefix(line, "grille: ")
}
