package board

import (
	"image/color"

	"fyne.io/fyne/v2/theme"
)

// paletteOf holds one C per colour the boards use: a palette holds the
// colours of one look, and colours pairs the light look with the dark one.
// Each board draws on its own paper or water, in the look of the current
// theme (see currentPalette); in both, givens, a player's digits, a
// solver's digits and conflicts keep distinct colours. A board's own
// colours are in its file, as duos (hashiColours, shikakuColours), and
// inLook picks them in the current look.
type paletteOf[C any] struct {
	given, found, played, conflict C // digits: whose, or wrong
	cand, mark                     C // computed candidates; the player's pencil marks
	paper, thin, thick             C // paper and grid lines
	selected, highlight, same      C // cell backgrounds: selection, a step's cells, the selected digit's cells
	conflictB                      C // a cell in conflict
	fixedZero                      C // an LP variable fixed to zero
	presolved, gauge               C // an LP picture: a cell the presolve decided; a variable's value
}

type palette = paletteOf[color.NRGBA]

// duo is a colour in the light look and in the dark one.
type duo [2]color.NRGBA

// colours are the boards' colours, light then dark: the dark look is the
// light one turned over (dark paper and water, light digits and lines, deep
// fills).
var colours = paletteOf[duo]{
	given:     duo{{0x20, 0x20, 0x20, 0xff}, {0xec, 0xec, 0xec, 0xff}},
	found:     duo{{0x1f, 0x5f, 0xc0, 0xff}, {0x7c, 0xb4, 0xff, 0xff}},
	played:    duo{{0x1b, 0x7a, 0x3c, 0xff}, {0x6b, 0xdb, 0x94, 0xff}},
	conflict:  duo{{0xd0, 0x1c, 0x1c, 0xff}, {0xff, 0x6b, 0x6b, 0xff}},
	cand:      duo{{0x70, 0x70, 0x70, 0xff}, {0xa4, 0xa6, 0xab, 0xff}},
	mark:      duo{{0x8b, 0x2f, 0xc9, 0xff}, {0xd2, 0x9b, 0xff, 0xff}},
	paper:     duo{{0xfd, 0xfd, 0xf8, 0xff}, {0x22, 0x24, 0x29, 0xff}},
	thin:      duo{{0xa0, 0xa0, 0xa0, 0xff}, {0x50, 0x53, 0x5b, 0xff}},
	thick:     duo{{0x20, 0x20, 0x20, 0xff}, {0xc8, 0xcb, 0xd2, 0xff}},
	selected:  duo{{0xbf, 0xdb, 0xfe, 0xff}, {0x1f, 0x40, 0x73, 0xff}},
	highlight: duo{{0xfe, 0xf0, 0x8a, 0xff}, {0x5e, 0x4e, 0x10, 0xff}},
	same:      duo{{0xe2, 0xe8, 0xf0, 0xff}, {0x36, 0x3d, 0x4c, 0xff}},
	conflictB: duo{{0xfe, 0xe2, 0xe2, 0xff}, {0x52, 0x1f, 0x1f, 0xff}},
	fixedZero: duo{{0xd0, 0x1c, 0x1c, 0x50}, {0xff, 0x6b, 0x6b, 0x60}},
	presolved: duo{{0xdc, 0xcf, 0xf7, 0xff}, {0x47, 0x36, 0x70, 0xff}},
	gauge:     duo{{0x1f, 0x5f, 0xc0, 0x60}, {0x3d, 0x7d, 0xe0, 0x90}},
}

var lightPalette, darkPalette = pick(0), pick(1)

// pick is one look of colours: 0 light, 1 dark.
func pick(v int) palette {
	t := &colours
	p := palette{
		given:     t.given[v],
		found:     t.found[v],
		played:    t.played[v],
		conflict:  t.conflict[v],
		cand:      t.cand[v],
		mark:      t.mark[v],
		paper:     t.paper[v],
		thin:      t.thin[v],
		thick:     t.thick[v],
		selected:  t.selected[v],
		highlight: t.highlight[v],
		same:      t.same[v],
		conflictB: t.conflictB[v],
		fixedZero: t.fixedZero[v],
		presolved: t.presolved[v],
		gauge:     t.gauge[v],
	}
	return p
}

// inLook is c in pal's look, light or dark.
func inLook(pal *palette, c duo) color.NRGBA {
	if pal == &darkPalette {
		return c[1]
	}
	return c[0]
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
