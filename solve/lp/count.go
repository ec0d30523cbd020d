package lp

import "grille/solve"

// What the ilp methods of every type do alike with the engine's figures:
// count a finished solve in the run's Stats, and lay a branch-and-bound
// sample over them; both go on the window's chart (solve.TraceRecorder,
// nil when nobody watches).

// CountIn adds the finished solve s to st (one LP solve, its simplex
// iterations and its nodes) and marks its end on trace.
func (s Solution) CountIn(st *solve.Stats, trace *solve.TraceRecorder) {
	st.LPSolves++
	st.Iterations += s.Iterations
	st.Nodes += s.Nodes
	trace.End(st.Nodes, s.ObjectiveOrNaN())
}

// Sampled is st, which counts the earlier solves, with the "nodes" sample
// p of the solve under way: its nodes on top, its depth, bound and
// incumbent; the sample goes on trace too.
func (p Progress) Sampled(st solve.Stats, trace *solve.TraceRecorder) solve.Stats {
	st.Nodes += p.Nodes
	st.Depth, st.Bound, st.Incumbent, st.HasIncumbent = p.Depth, p.Bound, p.Objective, p.Incumbent
	trace.Sample(st.Nodes, p.Depth, p.Bound, p.IncumbentOrNaN())
	return st
}
