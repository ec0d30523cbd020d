package board

import (
	"bytes"
	"encoding/xml"
	"image"
	"io"
	"math/bits"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"grille/solve/shikaku"
)

// svgTexts parses an exported SVG as XML and returns its <text> elements'
// contents, the bold ones apart, failing on a document that does not parse
// or holds a picture.
func svgTexts(t *testing.T, doc []byte) (bold, plain []string) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	var in *xml.StartElement
	root := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG does not parse: %v\n%.400s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
			}
			if tok.Name.Local == "image" {
				t.Error("the SVG holds a picture")
			}
			if tok.Name.Local == "text" {
				e := tok.Copy()
				in = &e
			}
		case xml.CharData:
			if in == nil {
				continue
			}
			isBold := slices.ContainsFunc(in.Attr, func(a xml.Attr) bool { return a.Name.Local == "font-weight" && a.Value == "bold" })
			if isBold {
				bold = append(bold, string(tok))
			} else {
				plain = append(plain, string(tok))
			}
		case xml.EndElement:
			in = nil
		}
	}
	if root != "svg" {
		t.Fatalf("the document's root is <%s>, not <svg>", root)
	}
	return bold, plain
}

// TestExportSVG writes the Sudoku board with candidates and a step, the
// Shikaku board and the Hashi board as SVG: each parses as XML, is shapes
// and text only, and holds the givens (bold) and the candidates as text.
func TestExportSVG(t *testing.T) {
	newApp(t, theme.VariantLight)
	st := givenState(parseGrid(t, sample))
	st.Candidates = candidates(st.Grid)
	var givens []string
	cands := 0
	for i, v := range st.Grid.Cells {
		if v > 0 {
			givens = append(givens, strconv.Itoa(int(v)))
		}
		cands += bits.OnesCount64(st.Candidates[i])
	}
	var buf bytes.Buffer
	if err := NewSudoku(st).Drawing(40).SVG(&buf); err != nil {
		t.Fatal(err)
	}
	bold, plain := svgTexts(t, buf.Bytes())
	slices.Sort(bold)
	slices.Sort(givens)
	if !slices.Equal(bold, givens) {
		t.Errorf("bold texts %q, want the givens %q", bold, givens)
	}
	if len(plain) != cands {
		t.Errorf("%d other texts, want the %d candidates", len(plain), cands)
	}
	for _, tag := range []string{"<line ", "<rect "} {
		if !bytes.Contains(buf.Bytes(), []byte(tag)) {
			t.Errorf("no %s in the SVG", tag)
		}
	}

	p := shikaku.Puzzle{Rows: 3, Cols: 4, Clues: []shikaku.Clue{{Row: 0, Col: 0, Value: 4}, {Row: 1, Col: 2, Value: 8}}}
	buf.Reset()
	if err := NewShikaku(ShikakuState{Puzzle: p}).Drawing(30).SVG(&buf); err != nil {
		t.Fatal(err)
	}
	if bold, _ := svgTexts(t, buf.Bytes()); !slices.Equal(bold, []string{"4", "8"}) {
		t.Errorf("Shikaku: bold texts %q, want the clues", bold)
	}
	buf.Reset()
	if err := NewHashi(HashiState{Puzzle: crossPuzzle()}).Drawing(30).SVG(&buf); err != nil {
		t.Fatal(err)
	}
	bold, _ = svgTexts(t, buf.Bytes())
	if want := len(crossPuzzle().Islands); len(bold) != want || !bytes.Contains(buf.Bytes(), []byte("<circle ")) {
		t.Errorf("Hashi: %d bold texts, want %d islands, with circles", len(bold), want)
	}
}

// TestExportPNG paints the Sudoku board for a slide: the image is the
// grid's box at the scale asked, the grid on its paper, the margin in the
// paper's colour, and a step's highlight changes it.
func TestExportPNG(t *testing.T) {
	newApp(t, theme.VariantLight)
	st := givenState(parseGrid(t, sample))
	d := NewSudoku(st).Drawing(30)
	img := d.PNG(2)
	if want := image.Rect(0, 0, 2*(9*30+4), 2*(9*30+4)); img.Rect != want {
		t.Fatalf("image %v, want %v", img.Rect, want)
	}
	if c := img.RGBAAt(0, 0); c.A != 0xff || c.R != lightPalette.paper.R {
		t.Errorf("the margin is %v, not the paper %v", c, lightPalette.paper)
	}
	st.Highlight = make([]bool, len(st.Grid.Cells))
	st.Highlight[40] = true
	if bytes.Equal(NewSudoku(st).Drawing(30).PNG(2).Pix, img.Pix) {
		t.Error("a highlighted cell leaves the picture as it was")
	}
}

// TestShikakuCluesFit draws clues of one to four digits at every cell side
// from 6 to 60 points, in and out of presentation mode: each clue's text
// fits inside its cell, a point to spare each side, and its line is no
// higher than the cell.
func TestShikakuCluesFit(t *testing.T) {
	newApp(t, theme.VariantLight)
	defer SetPresentation(false)
	p := shikaku.Puzzle{Rows: 40, Cols: 40, Clues: []shikaku.Clue{
		{Row: 0, Col: 0, Value: 1}, {Row: 0, Col: 2, Value: 48}, {Row: 5, Col: 5, Value: 216},
		{Row: 9, Col: 9, Value: 888}, {Row: 20, Col: 20, Value: 1600},
	}}
	b := NewShikaku(ShikakuState{Puzzle: p})
	for _, on := range []bool{false, true} {
		SetPresentation(on)
		for cs := float32(6); cs <= 60; cs += 0.5 {
			n := 0
			for _, o := range b.Drawing(cs).Objects {
				tx, ok := o.(*canvas.Text)
				if !ok || tx.Text == "" {
					continue
				}
				n++
				w := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle).Width
				if w > cs-2 || tx.Size().Height > cs+0.01 {
					t.Errorf("presentation %v, cells of %.1f: %q is %.2f×%.2f (size %.2f)", on, cs, tx.Text, w, tx.Size().Height, tx.TextSize)
				}
			}
			if n != len(p.Clues) {
				t.Fatalf("%d clues drawn, want %d", n, len(p.Clues))
			}
		}
	}
}
