package board

// The colours of a logical step's highlight (a Deduction's Mark, or the
// region a hint points at), light then dark, drawn over each board's own:
// the units a step looks at tinted (a Franken or mutant fish's cover
// sets in a tint of their own, blue, its base sets green), the cells of
// its pattern in the highlight colour (a fish's fins orange), what it
// places ringed in the player's green, what it removes struck through in
// red, and a chain's strong links solid blue, its weak links thin
// purple.
var stepColours = struct {
	unit, cover, fin, strong, weak duo
}{
	unit:   duo{{0xdc, 0xf0, 0xe4, 0xff}, {0x22, 0x3a, 0x2d, 0xff}},
	cover:  duo{{0xdc, 0xe6, 0xf6, 0xff}, {0x22, 0x2c, 0x42, 0xff}},
	fin:    duo{{0xfc, 0xcf, 0x9c, 0xff}, {0x6e, 0x3e, 0x12, 0xff}},
	strong: duo{{0x1f, 0x5f, 0xc0, 0xd0}, {0x7c, 0xb4, 0xff, 0xd0}},
	weak:   duo{{0x8b, 0x2f, 0xc9, 0xa0}, {0xd2, 0x9b, 0xff, 0xa0}},
}
