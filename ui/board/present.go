package board

// Presentation mode (View › Presentation mode): the boards drawn for a
// projector at the back of a room. Their digits already grow with their
// cells; what does not, the strokes (grid lines, rings, strikes, chain
// links, bridges), is made presentScale times thicker, and the digits take
// more of their cells.

// presentScale is how much thicker presentation mode makes the strokes.
const presentScale = 1.5

// presenting is on in presentation mode (set on the window's goroutine,
// read by the boards as they draw).
var presenting bool

// SetPresentation turns presentation mode on or off for the boards drawn
// from now on (the window redraws its boards after).
func SetPresentation(on bool) { presenting = on }

// Presenting says whether presentation mode is on.
func Presenting() bool { return presenting }

// thick is a stroke w wide, in presentation mode presentScale times wider.
func thick(w float32) float32 {
	if presenting {
		return w * presentScale
	}
	return w
}

// share is the part of its box a text takes: normal, or more in
// presentation mode.
func share(normal, presented float32) float32 {
	if presenting {
		return presented
	}
	return normal
}

// hairline is the width of a grid's thin lines in cells of side cs:
// thicker in presentation mode, but not where the cells are too small to
// spare it (a 40×40 Shikaku's cells keep room for their clues).
func hairline(cs float32) float32 { return min(thick(1), max(1, cs/12)) }
