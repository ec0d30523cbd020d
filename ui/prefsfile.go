package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2"
)

// Fyne keeps the preferences in one JSON file, which it rewrites in place
// (truncated, then written) on every change: a run killed in between, or a
// file damaged by hand, leaves a file that does not parse, and Fyne then
// starts with no setting at all (the seed, the methods, the tab in front
// reset without a word) and soon writes that emptiness over the file.
// KeepPreferences guards against it with what is in our reach: the
// settings a damaged file still holds before the damage are read back one
// by one, and a copy of every setting, written atomically (a temporary
// file renamed) at every change, fills in the rest.

// prefsLog is where a damaged preferences file is reported.
var prefsLog io.Writer = os.Stderr

// valueStore is what Fyne's preferences (the app's and the test app's)
// give besides fyne.Preferences: their values as decoded from JSON.
type valueStore interface {
	fyne.Preferences
	ReadValues(func(map[string]any))
	WriteValues(func(map[string]any))
}

// KeepPreferences recovers the settings of a preferences file Fyne could
// not read, and keeps a copy of the settings from now on. Call it right
// after the app is made, before the window reads its settings.
func KeepPreferences(a fyne.App) {
	root := a.Storage().RootURI()
	if root == nil {
		return
	}
	dir := root.Path()
	// The copy is in a folder of its own: Fyne reloads the preferences on
	// any change in their folder.
	keepPreferences(a.Preferences(), filepath.Join(dir, "preferences.json"), filepath.Join(dir, "backup", "preferences.json"))
}

// keepPreferences is KeepPreferences with the preferences file and the
// copy named; it reports what it recovered, for tests.
func keepPreferences(pr fyne.Preferences, file, backup string) (recovered int) {
	st, ok := pr.(valueStore)
	if !ok {
		return 0
	}
	if data, err := os.ReadFile(file); err == nil {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			read := salvage(data)
			kept := map[string]any{}
			if b, err := os.ReadFile(backup); err == nil && json.Unmarshal(b, &kept) != nil {
				kept = salvage(b)
			}
			for k, v := range read { // the file's own values are the newer
				kept[k] = v
			}
			if len(kept) > 0 {
				st.WriteValues(func(values map[string]any) {
					for k, v := range kept {
						if _, ok := values[k]; !ok {
							values[k] = listOf(v)
							recovered++
						}
					}
				})
			}
			fmt.Fprintf(prefsLog, tr("Grille: the preferences file %s does not read (%v); settings recovered: %d\n"), file, err, recovered)
		}
	}
	var mu sync.Mutex
	st.AddChangeListener(func() {
		var data []byte
		st.ReadValues(func(values map[string]any) { data, _ = json.Marshal(values) })
		mu.Lock()
		defer mu.Unlock()
		writeAtomic(backup, data)
	})
	return recovered
}

// salvage reads the settings of a JSON object one by one up to where it
// stops reading: a truncated or damaged file keeps those before the damage.
func salvage(data []byte) map[string]any {
	got := map[string]any{}
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return got
	}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok {
			break
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			break
		}
		got[key] = v
	}
	return got
}

// listOf turns a JSON list into the typed list Fyne's own reading makes of
// it ([]string, []float64, []bool), and leaves any other value as it is.
func listOf(v any) any {
	items, ok := v.([]any)
	if !ok || len(items) == 0 {
		return v
	}
	switch items[0].(type) {
	case string:
		return typedList[string](items, v)
	case float64:
		return typedList[float64](items, v)
	case bool:
		return typedList[bool](items, v)
	}
	return v
}

func typedList[T any](items []any, v any) any {
	out := make([]T, len(items))
	for i, x := range items {
		t, ok := x.(T)
		if !ok {
			return v
		}
		out[i] = t
	}
	return out
}

// writeAtomic writes data to name through a temporary file renamed over
// it, so that name always holds a whole copy.
func writeAtomic(name string, data []byte) {
	if err := os.MkdirAll(filepath.Dir(name), 0o700); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".preferences-*.tmp")
	if err != nil {
		return
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
}
