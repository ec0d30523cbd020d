package main

import (
	"archive/zip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeProxy lays out a module proxy in a directory (a file:// GOPROXY)
// serving a stand-in Go toolchain module whose go prints a version.
func fakeProxy(t *testing.T, version string) string {
	dir := t.TempDir()
	at := filepath.Join(dir, "golang.org", "toolchain", "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(at, "v0.0.1-go"+version+".linux-amd64.zip"))
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	root := "golang.org/toolchain@v0.0.1-go" + version + ".linux-amd64/"
	for name, body := range map[string]string{
		"bin/go":                   "#!/bin/sh\necho go" + version + "\n",
		"pkg/tool/linux_amd64/vet": "#!/bin/sh\n",
	} {
		w, err := z.Create(root + name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

// makeGo runs the Makefile's go target with no Go installed (GO names a
// file that does not exist yet) and the given GOPROXY.
func makeGo(t *testing.T, goproxy string) (home, out string, err error) {
	for _, tool := range []string{"make", "curl", "unzip"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (make deps installs it)", tool)
		}
	}
	home = filepath.Join(t.TempDir(), "go")
	cmd := exec.Command("make", "-s", "-C", "..", "go", "GO="+filepath.Join(home, "bin", "go"), "GO_HOME="+home)
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOPROXY=") && !strings.HasPrefix(kv, "MAKEFLAGS=") {
			env = append(env, kv)
		}
	}
	cmd.Env = append(env, "GOPROXY="+goproxy)
	b, err := cmd.CombinedOutput()
	return home, string(b), err
}

// TestMakeGoProxy: the Makefile fetches Go from the first proxy URL of
// GOPROXY, skipping "direct", and never from a URL of its own.
func TestMakeGoProxy(t *testing.T) {
	proxy := fakeProxy(t, fetchVersion(t))
	for _, goproxy := range []string{
		"file://" + proxy,
		"direct,file://" + proxy + "/",
		"file://" + proxy + "|https://proxy.invalid",
	} {
		home, out, err := makeGo(t, goproxy)
		if err != nil {
			t.Errorf("GOPROXY=%s: make go: %v\n%s", goproxy, err, out)
			continue
		}
		if !strings.Contains(out, "file://"+proxy) {
			t.Errorf("GOPROXY=%s: the output does not name the proxy used:\n%s", goproxy, out)
		}
		v, err := exec.Command(filepath.Join(home, "bin", "go")).Output()
		if err != nil || strings.TrimSpace(string(v)) != "go"+fetchVersion(t) {
			t.Errorf("GOPROXY=%s: installed go says %q, %v", goproxy, v, err)
		}
	}
}

// TestMakeGoNoProxy: without a proxy URL the Makefile stops and says how
// to configure one, and installs nothing.
func TestMakeGoNoProxy(t *testing.T) {
	for _, goproxy := range []string{"", "direct", "off", "off,file:///nowhere"} {
		home, out, err := makeGo(t, goproxy)
		if err == nil {
			t.Errorf("GOPROXY=%q: make go succeeded:\n%s", goproxy, out)
		}
		if !strings.Contains(out, "no Go module proxy") || !strings.Contains(out, "Set GOPROXY") {
			t.Errorf("GOPROXY=%q: unclear message:\n%s", goproxy, out)
		}
		if _, err := os.Stat(home); err == nil {
			t.Errorf("GOPROXY=%q: %s was created", goproxy, home)
		}
	}
}

// fetchVersion is the Makefile's GO_FETCH_VERSION.
func fetchVersion(t *testing.T) string {
	b, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "GO_FETCH_VERSION := "); ok {
			return strings.TrimSpace(v)
		}
	}
	t.Fatal("no GO_FETCH_VERSION in the Makefile")
	return ""
}
