package sheet_test

import (
	"bytes"
	"compress/zlib"
	"image/png"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"grille/solve/hashi"
	"grille/solve/sheet"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
)

const puzzle9 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

func sudokuItem(t *testing.T, line string) (sheet.Item, sudoku.Grid) {
	t.Helper()
	g, err := sudoku.Type.ParseOne("test", []byte(line))
	if err != nil {
		t.Fatal(err)
	}
	return sheet.Item{Figure: sudoku.Sketch(g, g), Caption: "1. " + sudoku.Type.Describe(g).String()}, g
}

// pdfTexts returns the strings a PDF shows with Tj, in order: what a
// PDF-to-text tool finds. fpdf compresses its page streams with zlib.
func pdfTexts(t *testing.T, pdf []byte) []string {
	t.Helper()
	var out []string
	tj := regexp.MustCompile(`\(((?:[^()\\]|\\.)*)\) Tj`)
	rest := pdf
	for {
		i := bytes.Index(rest, []byte("stream\n"))
		if i < 0 {
			break
		}
		rest = rest[i+len("stream\n"):]
		j := bytes.Index(rest, []byte("endstream"))
		if j < 0 {
			t.Fatal("stream without endstream")
		}
		body := rest[:j]
		rest = rest[j+len("endstream"):]
		if r, err := zlib.NewReader(bytes.NewReader(body)); err == nil {
			if b, err := io.ReadAll(r); err == nil {
				body = b
			}
		}
		for _, m := range tj.FindAllSubmatch(body, -1) {
			out = append(out, string(m[1]))
		}
	}
	return out
}

func digits(g sudoku.Grid) []string {
	var ds []string
	for _, v := range g.Cells {
		if v != 0 {
			ds = append(ds, strconv.Itoa(int(v)))
		}
	}
	return ds
}

// TestPDFText checks that a worksheet's PDF holds every given as text (not
// as a picture), the caption and the title, and that its pages have the
// paper's size.
func TestPDFText(t *testing.T) {
	it, g := sudokuItem(t, puzzle9)
	for _, c := range []struct {
		paper    sheet.Paper
		mediaBox string
	}{
		{sheet.A4, "/MediaBox [0 0 595.28 841.89]"},
		{sheet.Letter, "/MediaBox [0 0 612.00 792.00]"},
	} {
		var b bytes.Buffer
		if err := sheet.Write(&b, []sheet.Item{it}, sheet.Options{Title: "Class 3B", Paper: c.paper}); err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b.Bytes(), []byte(c.mediaBox)) {
			t.Errorf("%s: no %s in the PDF", c.paper.Name, c.mediaBox)
		}
		texts := pdfTexts(t, b.Bytes())
		want := append([]string{"Class 3B"}, digits(g)...)
		want = append(want, "1. 9\xd79 puzzle, 17 givens") // × in cp1252
		got := slices.Clone(texts)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: texts %q, want %q", c.paper.Name, texts, want)
		}
	}
}

// TestSolutionsPages checks pagination: puzzles first, solutions from a
// new page, each page numbered.
func TestSolutionsPages(t *testing.T) {
	it, _ := sudokuItem(t, puzzle9)
	for _, c := range []struct {
		puzzles, solutions, per, pages int
	}{
		{1, 0, 1, 1},
		{10, 0, 4, 3},
		{10, 10, 4, 6},
		{12, 12, 12, 2},
		{5, 5, 2, 6},
	} {
		o := sheet.Options{PerPage: c.per, Solutions: slices.Repeat([]sheet.Item{it}, c.solutions)}
		items := slices.Repeat([]sheet.Item{it}, c.puzzles)
		n, err := sheet.Pages(items, o)
		if err != nil || n != c.pages {
			t.Errorf("%d puzzles, %d solutions, %d per page: %d pages (%v), want %d", c.puzzles, c.solutions, c.per, n, err, c.pages)
		}
		var b bytes.Buffer
		if err := sheet.Write(&b, items, o); err != nil {
			t.Fatal(err)
		}
		if got := bytes.Count(b.Bytes(), []byte("/Type /Page\n")); got != c.pages {
			t.Errorf("%d puzzles, %d per page: the PDF has %d pages, want %d", c.puzzles, c.per, got, c.pages)
		}
		if c.pages > 1 {
			texts := pdfTexts(t, b.Bytes())
			if !slices.Contains(texts, "1 / "+strconv.Itoa(c.pages)) {
				t.Errorf("no page number \"1 / %d\" in %q", c.pages, texts)
			}
		}
	}
	if _, err := sheet.Pages([]sheet.Item{it}, sheet.Options{PerPage: sheet.MaxPerPage + 1}); err == nil {
		t.Error("13 per page accepted")
	}
	if err := sheet.Write(io.Discard, nil, sheet.Options{}); err == nil {
		t.Error("an empty worksheet was written")
	}
}

// TestEveryTypeEveryFormat draws a puzzle and its solution of each type in
// each format and checks what each format can be asked: the PDF's texts
// are the clues, the SVG's are too, the PNG is an A4 page with ink on it.
func TestEveryTypeEveryFormat(t *testing.T) {
	sk := shikaku.Puzzle{Rows: 2, Cols: 3, Clues: []shikaku.Clue{{Row: 0, Col: 0, Value: 2}, {Row: 1, Col: 2, Value: 4}}}
	skSol := sk.Clone()
	skSol.Rects = []shikaku.Rect{{Row: 0, Col: 0, Height: 2, Width: 1}, {Row: 0, Col: 1, Height: 2, Width: 2}}
	hs := hashi.Puzzle{Rows: 3, Cols: 3, Islands: []hashi.Island{{Row: 0, Col: 0, Value: 3}, {Row: 0, Col: 2, Value: 1}, {Row: 2, Col: 0, Value: 2}}}
	hsSol := hs.Clone()
	hsSol.Bridges = []hashi.Bridge{{A: 0, B: 1, Count: 1}, {A: 0, B: 2, Count: 2}}
	_, g := sudokuItem(t, puzzle9)
	for _, c := range []struct {
		name  string
		items []sheet.Item
		texts []string
	}{
		{"sudoku", []sheet.Item{{Figure: sudoku.Sketch(g, g)}}, digits(g)},
		{"shikaku", []sheet.Item{{Figure: shikaku.Sketch(sk, sk)}, {Figure: shikaku.Sketch(sk, skSol)}}, []string{"2", "4", "2", "4"}},
		{"hashi", []sheet.Item{{Figure: hashi.Sketch(hs, hs)}, {Figure: hashi.Sketch(hs, hsSol)}}, []string{"3", "1", "2", "3", "1", "2"}},
	} {
		var b bytes.Buffer
		if err := sheet.WritePage(&b, sheet.PDF, 1, c.items, sheet.Options{PerPage: 2}); err != nil {
			t.Fatal(err)
		}
		got, want := pdfTexts(t, b.Bytes()), slices.Clone(c.texts)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s PDF: texts %q, want %q", c.name, got, want)
		}
		b.Reset()
		if err := sheet.WritePage(&b, sheet.SVG, 1, c.items, sheet.Options{PerPage: 2}); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		if n := strings.Count(svg, "<text"); n != len(c.texts) {
			t.Errorf("%s SVG: %d texts, want %d", c.name, n, len(c.texts))
		}
		b.Reset()
		if err := sheet.WritePage(&b, sheet.PNG, 1, c.items, sheet.Options{PerPage: 2}); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		if sz := img.Bounds().Size(); sz.X != 1240 || sz.Y != 1754 {
			t.Errorf("%s PNG: %v, want an A4 page at 150 dpi (1240×1754)", c.name, sz)
		}
		dark := 0
		for y := 0; y < img.Bounds().Dy(); y += 2 {
			for x := 0; x < img.Bounds().Dx(); x += 2 {
				if r, _, _, _ := img.At(x, y).RGBA(); r < 0x8000 {
					dark++
				}
			}
		}
		if dark < 500 {
			t.Errorf("%s PNG: %d dark samples: nothing drawn?", c.name, dark)
		}
	}
	if err := sheet.WritePage(io.Discard, sheet.SVG, 2, []sheet.Item{{Figure: sudoku.Sketch(g, g)}}, sheet.Options{}); err == nil {
		t.Error("page 2 of 1 written")
	}
}

func TestFormatOf(t *testing.T) {
	for name, want := range map[string]sheet.Format{"a.pdf": sheet.PDF, "B.SVG": sheet.SVG, "dir.x/c.png": sheet.PNG, "d.jpg": "", "e": ""} {
		got, err := sheet.FormatOf(name)
		if got != want || (err != nil) != (want == "") {
			t.Errorf("FormatOf(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
}
