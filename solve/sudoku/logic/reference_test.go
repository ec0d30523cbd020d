package logic_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"grille/solve/sudoku"
	"grille/solve/sudoku/logic"
)

// Reference grades: Simon Tatham's Solo and qqwing grade the puzzles they
// make. Grille's mean score must rise with their levels, and every puzzle
// Solo grades Extreme or lower must be solved without a guess.
// testdata/reference holds a few of their puzzles per level (made by the
// programs themselves); GRILLE_REFERENCE=N makes N new ones per level with
// the installed programs (sgt-puzzles, qqwing) and reports the figures.

// refLevel is one level of a reference generator.
type refLevel struct {
	file, name string
	noGuess    bool // every puzzle of this level must be solved
	cmd        []string
}

var soloLevels = []refLevel{
	{"solo_trivial.txt", "Solo Trivial", true, []string{"sgt-solo", "--generate", "N", "3x3dt"}},
	{"solo_basic.txt", "Solo Basic", true, []string{"sgt-solo", "--generate", "N", "3x3db"}},
	{"solo_intermediate.txt", "Solo Intermediate", true, []string{"sgt-solo", "--generate", "N", "3x3di"}},
	{"solo_advanced.txt", "Solo Advanced", true, []string{"sgt-solo", "--generate", "N", "3x3da"}},
	{"solo_extreme.txt", "Solo Extreme", true, []string{"sgt-solo", "--generate", "N", "3x3de"}},
	{"solo_unreasonable.txt", "Solo Unreasonable", false, []string{"sgt-solo", "--generate", "N", "3x3du"}},
}

var qqwingLevels = []refLevel{
	{"qqwing_simple.txt", "qqwing simple", false, []string{"qqwing", "--generate", "N", "--difficulty", "simple", "--one-line"}},
	{"qqwing_easy.txt", "qqwing easy", false, []string{"qqwing", "--generate", "N", "--difficulty", "easy", "--one-line"}},
	{"qqwing_intermediate.txt", "qqwing intermediate", false, []string{"qqwing", "--generate", "N", "--difficulty", "intermediate", "--one-line"}},
	{"qqwing_expert.txt", "qqwing expert", false, []string{"qqwing", "--generate", "N", "--difficulty", "expert", "--one-line"}},
}

// levelStats rates every puzzle of one level.
type levelStats struct {
	name           string
	count, solved  int
	score          float64
	grades         map[string]int
	unsolvedSample string
}

func rateLevel(t *testing.T, l refLevel, data []byte) levelStats {
	t.Helper()
	st := levelStats{name: l.name, grades: map[string]int{}}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		g, err := sudoku.ParseOne(l.file, []byte(line))
		if err != nil {
			t.Fatalf("%s line %d: %v", l.file, i+1, err)
		}
		r, err := logic.Rate(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		st.count++
		st.score += float64(r.Score)
		if r.Solved {
			st.solved++
			st.grades[r.Grade]++
		} else {
			st.grades["unsolved"]++
			if st.unsolvedSample == "" {
				st.unsolvedSample = line
			}
		}
	}
	if st.count > 0 {
		st.score /= float64(st.count)
	}
	return st
}

// check reports each level's figures and fails unless the mean scores
// rise with the levels and the no-guess levels are all solved.
func check(t *testing.T, levels []refLevel, read func(refLevel) []byte) {
	prev := -1.0
	for _, l := range levels {
		st := rateLevel(t, l, read(l))
		if st.count == 0 {
			t.Fatalf("%s: no puzzles", l.name)
		}
		t.Logf("%-20s %3d puzzles, mean score %6.1f, solved %3d/%d, grades %v", st.name, st.count, st.score, st.solved, st.count, st.grades)
		if st.score <= prev {
			t.Errorf("%s: mean score %.1f does not rise above the level before (%.1f)", l.name, st.score, prev)
		}
		prev = st.score
		if l.noGuess && st.solved != st.count {
			t.Errorf("%s: %d of %d puzzles need a guess, e.g. %s", l.name, st.count-st.solved, st.count, st.unsolvedSample)
		}
	}
}

func TestReferenceSample(t *testing.T) {
	read := func(l refLevel) []byte {
		data, err := os.ReadFile(filepath.Join("testdata", "reference", l.file))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	t.Run("solo", func(t *testing.T) { check(t, soloLevels, read) })
	t.Run("qqwing", func(t *testing.T) { check(t, qqwingLevels, read) })
}

// TestReferenceFresh makes new puzzles with the reference programs; it
// runs only with GRILLE_REFERENCE=N (puzzles per level).
func TestReferenceFresh(t *testing.T) {
	n := os.Getenv("GRILLE_REFERENCE")
	if n == "" {
		t.Skip("set GRILLE_REFERENCE=N to make N puzzles per level with sgt-solo and qqwing")
	}
	read := func(l refLevel) []byte {
		args := append([]string(nil), l.cmd...)
		for i, a := range args {
			if a == "N" {
				args[i] = n
			}
		}
		path, err := exec.LookPath(args[0])
		if err != nil {
			path, err = exec.LookPath(filepath.Join("/usr/games", args[0]))
		}
		if err != nil {
			t.Skipf("%s not installed (apt-get install sgt-puzzles qqwing)", args[0])
		}
		out, err := exec.Command(path, args[1:]...).Output()
		if err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), err)
		}
		if dir := os.Getenv("GRILLE_REFERENCE_OUT"); dir != "" {
			os.WriteFile(filepath.Join(dir, l.file), out, 0o644)
		}
		return bytes.TrimSpace(out)
	}
	t.Run("solo", func(t *testing.T) { check(t, soloLevels, read) })
	t.Run("qqwing", func(t *testing.T) { check(t, qqwingLevels, read) })
	_ = fmt.Sprint
}
