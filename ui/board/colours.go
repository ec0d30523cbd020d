package board

import (
	"image/color"

	"fyne.io/fyne/v2/theme"
)

// paletteOf holds one C per colour the boards use: a palette holds the
// colours of one look, and colours pairs the light look with the dark one.
// Each board draws on its own paper or water, in the look of the current
// theme (see currentPalette); in both, givens, a player's digits, a
// solver's digits and conflicts keep distinct colours.
type paletteOf[C any] struct {
	given, found, played, conflict C // digits: whose, or wrong
	cand                           C // computed candidates
	paper, thin, thick             C // paper and grid lines
	selected, highlight, same      C // cell backgrounds: selection, a step's cells, the selected digit's cells
	conflictB                      C // a cell in conflict
	fixedZero                      C // an LP variable fixed to zero

	// Hashi.
	island, satisfied, overfull C
	bridge, bridgeLive          C
	water, waterGrid            C

	// Shikaku: fills that tell neighbouring rectangles apart, and the
	// rectangle being dragged.
	rects []C
	drag  C
}

type palette = paletteOf[color.NRGBA]

// duo is a colour in the light look and in the dark one.
type duo [2]color.NRGBA

// colours are the boards' colours, light then dark: the dark look is the
// light one turned over (dark paper and water, light digits and lines, deep
// fills).
var colours = paletteOf[duo]{
	given:      duo{{0x20, 0x20, 0x20, 0xff}, {0xec, 0xec, 0xec, 0xff}},
	found:      duo{{0x1f, 0x5f, 0xc0, 0xff}, {0x7c, 0xb4, 0xff, 0xff}},
	played:     duo{{0x1b, 0x7a, 0x3c, 0xff}, {0x6b, 0xdb, 0x94, 0xff}},
	conflict:   duo{{0xd0, 0x1c, 0x1c, 0xff}, {0xff, 0x6b, 0x6b, 0xff}},
	cand:       duo{{0x70, 0x70, 0x70, 0xff}, {0xa4, 0xa6, 0xab, 0xff}},
	paper:      duo{{0xfd, 0xfd, 0xf8, 0xff}, {0x22, 0x24, 0x29, 0xff}},
	thin:       duo{{0xa0, 0xa0, 0xa0, 0xff}, {0x50, 0x53, 0x5b, 0xff}},
	thick:      duo{{0x20, 0x20, 0x20, 0xff}, {0xc8, 0xcb, 0xd2, 0xff}},
	selected:   duo{{0xbf, 0xdb, 0xfe, 0xff}, {0x1f, 0x40, 0x73, 0xff}},
	highlight:  duo{{0xfe, 0xf0, 0x8a, 0xff}, {0x5e, 0x4e, 0x10, 0xff}},
	same:       duo{{0xe2, 0xe8, 0xf0, 0xff}, {0x36, 0x3d, 0x4c, 0xff}},
	conflictB:  duo{{0xfe, 0xe2, 0xe2, 0xff}, {0x52, 0x1f, 0x1f, 0xff}},
	fixedZero:  duo{{0xd0, 0x1c, 0x1c, 0x50}, {0xff, 0x6b, 0x6b, 0x60}},
	island:     duo{{0xfd, 0xfd, 0xf8, 0xff}, {0x2b, 0x2e, 0x35, 0xff}},
	satisfied:  duo{{0xbb, 0xf7, 0xd0, 0xff}, {0x1d, 0x52, 0x33, 0xff}},
	overfull:   duo{{0xfe, 0xca, 0xca, 0xff}, {0x66, 0x22, 0x22, 0xff}},
	bridge:     duo{{0x1f, 0x29, 0x37, 0xff}, {0xd8, 0xdd, 0xe5, 0xff}},
	bridgeLive: duo{{0x1f, 0x5f, 0xc0, 0xff}, {0x7c, 0xb4, 0xff, 0xff}},
	water:      duo{{0xe0, 0xf2, 0xfe, 0xff}, {0x12, 0x23, 0x30, 0xff}},
	waterGrid:  duo{{0xc7, 0xe4, 0xf5, 0xff}, {0x1d, 0x38, 0x4b, 0xff}},
	drag:       duo{{0x1f, 0x5f, 0xc0, 0x40}, {0x7c, 0xb4, 0xff, 0x50}},
	rects: []duo{
		{{0xbf, 0xdb, 0xfe, 0xff}, {0x1f, 0x40, 0x73, 0xff}},
		{{0xfd, 0xe6, 0x8a, 0xff}, {0x5e, 0x4e, 0x10, 0xff}},
		{{0xbb, 0xf7, 0xd0, 0xff}, {0x1d, 0x52, 0x33, 0xff}},
		{{0xfb, 0xcf, 0xe8, 0xff}, {0x5e, 0x24, 0x45, 0xff}},
		{{0xdd, 0xd6, 0xfe, 0xff}, {0x3e, 0x35, 0x6e, 0xff}},
		{{0xfe, 0xd7, 0xaa, 0xff}, {0x63, 0x3d, 0x16, 0xff}},
		{{0xa5, 0xf3, 0xfc, 0xff}, {0x15, 0x50, 0x5a, 0xff}},
		{{0xe5, 0xe7, 0xeb, 0xff}, {0x3c, 0x3f, 0x45, 0xff}},
	},
}

var lightPalette, darkPalette = pick(0), pick(1)

// pick is one look of colours: 0 light, 1 dark.
func pick(v int) palette {
	t := &colours
	p := palette{
		given:      t.given[v],
		found:      t.found[v],
		played:     t.played[v],
		conflict:   t.conflict[v],
		cand:       t.cand[v],
		paper:      t.paper[v],
		thin:       t.thin[v],
		thick:      t.thick[v],
		selected:   t.selected[v],
		highlight:  t.highlight[v],
		same:       t.same[v],
		conflictB:  t.conflictB[v],
		fixedZero:  t.fixedZero[v],
		island:     t.island[v],
		satisfied:  t.satisfied[v],
		overfull:   t.overfull[v],
		bridge:     t.bridge[v],
		bridgeLive: t.bridgeLive[v],
		water:      t.water[v],
		waterGrid:  t.waterGrid[v],
		drag:       t.drag[v],
	}
	for _, d := range t.rects {
		p.rects = append(p.rects, d[v])
	}
	return p
}

// currentPalette is the palette for the current theme: the dark one when
// the theme's background is dark, whatever the variant is called (a
// custom theme, or one forced to a variant, is followed too).
func currentPalette() *palette {
	if isDark(theme.Color(theme.ColorNameBackground)) {
		return &darkPalette
	}
	return &lightPalette
}

// isDark reports whether c is closer to black than to white (by luma).
func isDark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return 299*r+587*g+114*b < 500*0xffff
}
