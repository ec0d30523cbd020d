package grille

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

func TestParseInfo(t *testing.T) {
	got := parseInfo(`# comment = "no"
Website = "https://example.org"
Version = "top-level, not Details"

[Details]
  Icon = "assets/icon.png"
  Name = "Grille"
  ID = "io.grille.app"
  Version = "1.2.3"
  Build = 42

[LinuxAndBSD]
  Name = "not this"
`)
	want := Info{ID: "io.grille.app", Name: "Grille", Version: "1.2.3", Website: "https://example.org", Build: 42}
	if got != want {
		t.Errorf("parseInfo = %+v, want %+v", got, want)
	}
}

// TestAppInfo: the embedded FyneApp.toml gives every field, and the same
// version and build the packaging scripts read (assets/dist/common.sh).
func TestAppInfo(t *testing.T) {
	in := App()
	if in.ID == "" || in.Name == "" || in.Version == "" || in.Website == "" || in.Build < 1 {
		t.Fatalf("App() = %+v: a field is missing", in)
	}
	out, err := exec.Command("bash", "-c", `source assets/dist/common.sh >/dev/null && echo "$VERSION $BUILDNO $APPID"`).Output()
	if err != nil {
		t.Skipf("bash or git missing: %v", err)
	}
	if got, want := strings.TrimSpace(string(out)), in.Version+" "+strconv.Itoa(in.Build)+" "+in.ID; got != want {
		t.Errorf("common.sh reads %q, App() %q", got, want)
	}
}
