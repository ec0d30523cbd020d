package shikaku

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: Parse never panics, and whatever it reads, every writer's
// output reads back as the same puzzle.
func FuzzParse(f *testing.F) {
	seeds := []string{
		"4 . . .\n. . . 2\n. 6 . .\n",
		"3 4\n4 - - -\n- - - 2\n- 6 - -",
		"4x3:4f2a6b",
		"https://puzz.link/p?shikaku/4/3/4l2g6h",
		"60x1:zzg60",
		"https://puzz.link/p?shikaku/60/1/zzy-3c",
		"https://puzz.link/p?shikaku/3/1/=001%001+100",
		"2 2\n2 .\n. .\n\n1",
		"# c\n1 # x\n",
		`{"data": {"a": {"problem": "1 1\n1", "solution": "1 1\n1"}}}`,
		"7x7#123",
		"0",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	if files, _ := filepath.Glob("testdata/golden/*.txt"); len(files) > 0 {
		for _, name := range files {
			if data, err := os.ReadFile(name); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := Parse("fuzz", data)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			return
		}
		for _, p := range ps {
			if err := p.Validate(); err != nil {
				t.Fatalf("parsed an invalid puzzle %+v: %v", p, err)
			}
			for name, text := range map[string]string{"grid": p.GridText(), "janko": p.JankoText(), "id": p.GameID(), "url": p.URL()} {
				q, err := ParseOne(name, []byte(text))
				if err != nil {
					t.Fatalf("%s %q of %q: %v", name, text, data, err)
				}
				if !q.Equal(p) {
					t.Fatalf("%s %q read back as %+v, want %+v", name, text, q, p)
				}
			}
		}
	})
}

// FuzzJankoJSON: the data set reader never panics and every solution it
// returns is made of rectangles inside the grid.
func FuzzJankoJSON(f *testing.F) {
	if data, err := os.ReadFile("testdata/janko_sample.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"data": {"x": {"problem": "1 2\n1 1", "solution": "1 2\n1 2"}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		named, err := ParseJankoJSON(data)
		if err != nil {
			return
		}
		for _, n := range named {
			if err := n.Solution.Validate(); err != nil {
				t.Fatalf("%s: %v", n.Name, err)
			}
		}
	})
}
