package hashi

// The teaching payloads: what a method puts in solve.Event.Detail for the
// window to draw. They are declared here, with the puzzle, so that the
// window need not know which method sent them.

// Sure is the Detail of the Step event that ends the rules at the root:
// the puzzle with the bridges the rules alone settle, before any search
// (what a person applying the same rules by hand would reach).
type Sure struct{ Puzzle Puzzle }
