package lpfix

// LPValues and LPFixed let the window shade each candidate by its value in
// the relaxation and mark the heuristic's fixes (ui.LPView).
func (s Snapshot) LPValues() []float64 { return s.Values }
func (s Snapshot) LPFixed() []int8     { return s.Fixed }
