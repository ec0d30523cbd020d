package cli

import "grille/assets/translation"

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
