// Package grille is Grille's identity as FyneApp.toml states it, embedded
// in every build. Fyne finds FyneApp.toml at run time only beside a
// binary built with `go build` in the repository (or in the directory
// `go run` is started from), and `make dist` stamps it in with an overlay;
// a binary built any other way (`go install`, `go build -o /tmp/grille`)
// would otherwise call itself a "development build". Embedding the file
// gives every build its version without any build flag, so the build
// cache is shared with make build and make test.
package grille

import (
	_ "embed"
	"strconv"
	"strings"
)

//go:embed FyneApp.toml
var fyneApp string

// Info is what About and the packages need from FyneApp.toml.
type Info struct {
	ID, Name, Version, Website string
	Build                      int
}

// App is the embedded FyneApp.toml's identity.
func App() Info { return parseInfo(fyneApp) }

// parseInfo reads the few keys it needs: top-level Website, and ID, Name,
// Version and Build under [Details]. It reads only `key = "string"` and
// `key = integer` lines, the forms FyneApp.toml uses; TestAppInfo checks
// the real file gives every field.
func parseInfo(text string) Info {
	var in Info
	section := ""
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			section = strings.Trim(line, "[] ")
			continue
		}
		key, val, ok := strings.Cut(line, "=")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if s, err := strconv.Unquote(val); err == nil {
			val = s
		}
		switch section + "." + key {
		case ".Website":
			in.Website = val
		case "Details.ID":
			in.ID = val
		case "Details.Name":
			in.Name = val
		case "Details.Version":
			in.Version = val
		case "Details.Build":
			in.Build, _ = strconv.Atoi(val)
		}
	}
	return in
}
