package lpfix

import "grille/solve/sudoku"

// A Snapshot is what the window draws of an LP (sudoku.LPView).
var _ sudoku.LPView = Snapshot{}

// LPValues and LPFixed let the window shade each candidate by its value in
// the relaxation and mark the heuristic's fixes.
func (s Snapshot) LPValues() []float64 { return s.Values }
func (s Snapshot) LPFixed() []int8     { return s.Fixed }

// LPRound says where the loop stands, for the line under the picture. Its
// Presolved and InLP are shared by the run's snapshots, which never change it.
func (s Snapshot) LPRound() sudoku.LPRound { return s.Round }

var _ sudoku.LPRounder = Snapshot{}
