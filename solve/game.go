package solve

// Game is a puzzle in progress, as a game file holds it (Save, Open, the
// window's memory): the puzzle, and what the player entered on it, kept
// apart, as Simon Tatham's save files keep the game description apart from
// the moves. A file with no play block is a game with nothing played.
type Game[P any] struct {
	Puzzle P // the bare puzzle: what a method is given
	// Play is the puzzle with the player's entries: a Sudoku's digits, a
	// Shikaku's rectangles, a Hashi's bridges.
	Play P
	// Marks are the player's own notes per cell, bit d-1 for digit d (a
	// Sudoku's pencil marks); nil when there are none or the type has none.
	Marks []uint64
}
