package anneal

import (
	"fmt"
	"math"
	"math/bits"

	"grille/solve"
)

// BoxParams are the knobs of the box-swap annealer. Zero fields take the
// defaults described with each; DefaultBoxParams spells them out.
type BoxParams struct {
	T0          float64 // start temperature, again at each restart; 0 = σ of the cost over 200 random moves (Lewis)
	Alpha       float64 // geometric cooling after each step: T ← max(Alpha·T, THold)
	THold       float64 // where the cooling stops and the search stays; 0 = 2.8/ln(free cells)
	StepMoves   int     // moves per temperature step; 0 = 50 × free cells
	Restart     int     // steps without a lower cost before restarting from a fresh random state
	MaxRestarts int     // restarts before giving up; 0 = until ctx ends
	Seed        int64
	// SinglesOnly starts the annealing from what naked and hidden singles
	// settle, as before the three rules were used; false (the default)
	// starts from the fixpoint of the course's three rules (Exclusivité,
	// Unicité, Parité), which fixes more cells and leaves fewer candidates.
	// It is there to measure the annealing itself.
	SinglesOnly bool
}

// DefaultBoxParams are the values tuned on magictour_top1465 and on
// random 16×16 and 25×25 grids (see box.go for why).
func DefaultBoxParams() BoxParams {
	return BoxParams{Alpha: 0.8, Restart: 100, Seed: 1}
}

// Validate rejects parameters that would make the search meaningless.
func (p BoxParams) Validate() error {
	switch {
	case p.T0 < 0 || p.THold < 0 || math.IsNaN(p.T0) || math.IsNaN(p.THold) || math.IsInf(p.T0, 0) || math.IsInf(p.THold, 0):
		return fmt.Errorf("anneal-box: temperatures must be finite and ≥ 0, got T0 %v, THold %v", p.T0, p.THold)
	case !(p.Alpha > 0 && p.Alpha <= 1):
		return fmt.Errorf("anneal-box: cooling factor must be in (0, 1], got %v", p.Alpha)
	case p.StepMoves < 0 || p.Restart <= 0 || p.MaxRestarts < 0:
		return fmt.Errorf("anneal-box: need StepMoves ≥ 0, Restart > 0, MaxRestarts ≥ 0")
	}
	return nil
}

// Two proposal knobs, fixed after tuning (top1465, 200 runs each):
const (
	// focusTries: a drawn cell that is in no conflict (its digit once in
	// its row and once in its column) is redrawn up to this many times, so
	// moves concentrate where the cost is, as min-conflicts heuristics
	// do. 0 → 6 tries cut the mean time per puzzle about 2.5×.
	focusTries = 6
	// cycleShare/256 of the proposals that are not plain swaps are built
	// out into longer cycles (the others are dropped): those moves are
	// needed to reach every arrangement but cost several times a swap,
	// and few suffice. 1/8 was as good as any share from 1/64 to 1.
	cycleShare = 32
)

type boxRun struct {
	solved   bool
	steps    int // temperature steps, all restarts together
	moves    int64
	restarts int
	best     int // lowest cost seen, all restarts together
	bestVal  []uint8
	t0       float64 // T0 of the last start
	tHold    float64
}

// holdTemperature is where the cooling stops and the search stays, fitted
// on 9×9, 16×16 and 25×25 grids: about 0.7 for 55 free cells, 0.55 for
// 170, 0.48 for 340. The more free cells, the more uphill moves a given T
// lets through, so the equilibrium cost at fixed T grows with their
// number; T ∝ 1/ln(free) keeps it near a handful of missing digits.
func holdTemperature(free int) float64 {
	return 2.8 / math.Log(float64(max(free, 8)))
}

// kthDigit is the digit of the k-th (from 0) set bit of m.
func kthDigit(m uint64, k int) uint8 {
	for ; k > 0; k-- {
		m &= m - 1
	}
	return digitOf(m)
}

// proposeCycle extends the move "x takes d" when y, the cell of the box
// holding d, cannot take x's digit a: y takes another of its candidates e,
// whose cell z takes another, and so on, until a cell that can take a
// closes the cycle. It fills s.cyc, s.cycOld and s.cycNew, and returns
// false on a dead end. Any two arrangements of a box that respect the
// candidates differ by such alternating cycles, so with them (unlike with
// swaps alone, which cannot turn A{1,2} B{2,3} C{3,1} from 1,2,3 into
// 2,3,1) every arrangement can be reached.
func (s *bstate) proposeCycle(x int, a, d uint8, y int, r *wyrand) bool {
	s.cyc = append(s.cyc[:0], int32(x), int32(y))
	s.cycOld = append(s.cycOld[:0], a, d)
	s.cycNew = append(s.cycNew[:0], d)
	used := bit(a) | bit(d)
	cur := y
	bo := int(s.box[x]) * s.N1
	for len(s.cyc) <= s.N {
		if s.cand[cur]&bit(a) != 0 {
			s.cycNew = append(s.cycNew, a)
			return true
		}
		opts := s.cand[cur] &^ used
		if opts == 0 {
			return false
		}
		e := kthDigit(opts, below(r.next(), bits.OnesCount64(opts)))
		z := s.pos[bo+int(e)]
		s.cycNew = append(s.cycNew, e)
		s.cyc = append(s.cyc, z)
		s.cycOld = append(s.cycOld, e)
		used |= bit(e)
		cur = int(z)
	}
	return false
}

// propose draws a random move: a free cell x and another of its
// candidates d; the cell y of the box holding d gives it up. It returns
// y ≥ 0 for a plain swap of x and y, −1 for a longer cycle left in
// s.cyc…, −2 for no move.
func (s *bstate) propose(r *wyrand) (x, y int) {
	x64 := r.next()
	x = int(s.movable[(x64>>32)*uint64(len(s.movable))>>32])
	a := s.val[x]
	cl := s.candList[x*s.N : x*s.N+int(s.candN[x])]
	d := cl[below(x64, len(cl)-1)]
	if d == a {
		d = cl[len(cl)-1]
	}
	y = int(s.pos[int(s.box[x])*s.N1+int(d)])
	if s.cand[y]&bit(a) != 0 {
		return x, y
	}
	if s.proposeCycle(x, a, d, y, r) {
		return x, -1
	}
	return x, -2
}

// sigmaT0 is Lewis's initial temperature: the standard deviation of the
// cost over a random walk of k moves (all accepted) from the current
// state, which it leaves where the walk ended.
func (s *bstate) sigmaT0(r *wyrand, k int) float64 {
	var sum, sum2 float64
	n := 0
	for tries := 0; n < k && tries < 100*k; tries++ {
		x, y := s.propose(r)
		switch {
		case y >= 0:
			s.cost += s.swapDelta(x, y)
			s.swap(x, y)
		case y == -1:
			s.cost += s.applyCycle(s.cycNew)
		default:
			continue
		}
		c := float64(s.cost)
		sum += c
		sum2 += c * c
		n++
	}
	if n < 2 {
		return 1
	}
	m := sum / float64(n)
	v := sum2/float64(n) - m*m
	if v <= 0 {
		return 1
	}
	return math.Sqrt(v)
}

// boxHooks let Solve watch the search: tick is called about every
// checkMoves moves and stops the search when it returns true; the
// optional start and end see each trial (the run up to a restart) begin
// from its random state and end unsolved.
type boxHooks struct {
	tick  func(T float64, cost int, run *boxRun) bool
	start func(T float64, cost int, run *boxRun)
	end   func(cost, trialSteps int, run *boxRun)
	// step (optional) sees the end of each temperature step (run.steps
	// counts it), the last one cut short by a solution included.
	step func(T float64, cost int, run *boxRun)
	// While moves is on (looked at once per temperature step and at each
	// tick), move sees every accepted move: a swap of cells x and y, or
	// for y < 0 the cycle in s.cyc; it reports whether to go on.
	moves *solve.MoveWatch
	move  func(T float64, x, y, before, after int) bool
}

// anneal runs the box annealing from the filled state until cost 0, the
// restart budget, or tick returning true.
//
// It is one long function on purpose: the move loop is the method's hot
// loop, kept flat with the state in locals; a swap's cost change is
// computed inline, and only the rarer cycles call out.
func (s *bstate) anneal(p BoxParams, r *wyrand, h boxHooks) (run boxRun) {
	run.best = s.cost
	run.bestVal = append([]uint8(nil), s.val...)
	if s.cost == 0 {
		run.solved = true
		return run
	}
	if len(s.movable) == 0 {
		return run
	}
	run.tHold = p.THold
	if run.tHold <= 0 {
		run.tHold = holdTemperature(len(s.movable))
	}
	L := p.StepMoves
	if L <= 0 {
		L = 50 * len(s.movable)
	}
	// thr[D+d]: min(1, exp(−d/T)) scaled to 2⁶⁴, for |d| ≤ D, so that a raw
	// 64-bit draw u accepts iff u ≤ thr[D+d]; a cycle through k cells
	// changes at most 2k lines, so D = 2N covers every move.
	D := 2 * s.N
	thr := make([]uint64, 2*D+1)
	for d := 0; d <= D; d++ {
		thr[d] = math.MaxUint64
	}
	val, cand, mov, pos, box := s.val, s.cand, s.movable, s.pos, s.box
	nm := uint64(len(mov))
	N1, N := s.N1, s.N
	candList, candN := s.candList, s.candN
	rowOff, colOff, rc, cc := s.rowOff, s.colOff, s.rowCnt, s.colCnt
	var cost, periodBest, periodStart, lastBetter int
	var T0, T float64
	begin := func() { // a (re)start from the current, freshly drawn state
		T0 = p.T0
		if T0 <= 0 {
			T0 = s.sigmaT0(r, 200)
		}
		run.t0, T = T0, T0
		cost, periodBest = s.cost, s.cost
		periodStart, lastBetter = run.steps, run.steps
		if cost < run.best {
			run.best = cost
			copy(run.bestVal, val)
		}
		if h.start != nil {
			h.start(T, cost, &run)
		}
	}
	begin()
	for cost > 0 {
		perMove := h.moves.On()
		e1 := math.Exp(-1 / T)
		pr := 1.0
		for d := 1; d <= D; d++ {
			pr *= e1
			thr[D+d] = uint64(min(pr*(1<<64), 0x1p64-0x1p11)) // the largest float64 below 2⁶⁴
		}
		for left := L; left > 0; {
			chunk := min(left, checkMoves)
			for m := 0; m < chunk; m++ {
				// x: a random free cell, preferably one in conflict.
				x64 := r.next()
				x := int(mov[(x64>>32)*nm>>32])
				a := int(val[x])
				for t := 0; t < focusTries && rc[int(rowOff[x])+a] < 2 && cc[int(colOff[x])+a] < 2; t++ {
					x64 = r.next()
					x = int(mov[(x64>>32)*nm>>32])
					a = int(val[x])
				}
				// d: uniform over x's other candidates. Draw among the
				// first k−1 of its k candidates; drawing a itself means
				// the last one, which a is then not.
				cl := candList[x*N : x*N+int(candN[x])]
				d := int(cl[below(x64, len(cl)-1)])
				if d == a {
					d = int(cl[len(cl)-1])
				}
				// y: the cell of x's box holding d, which must give it up.
				y := int(pos[int(box[x])*N1+d])
				delta := 0
				if cand[y]&(1<<(a-1)) != 0 {
					// A swap, the common move: its cost change from eight
					// counters. A line shared by x and y does not change:
					// its term is multiplied by 0 rather than skipped, as
					// a branch here would be mispredicted half the time.
					b := d
					rx, ry := int(rowOff[x]), int(rowOff[y])
					cx, cy := int(colOff[x]), int(colOff[y])
					delta = b2i(rx != ry)*(b2i(rc[rx+a] == 1)-b2i(rc[rx+b] == 0)+b2i(rc[ry+b] == 1)-b2i(rc[ry+a] == 0)) +
						b2i(cx != cy)*(b2i(cc[cx+a] == 1)-b2i(cc[cx+b] == 0)+b2i(cc[cy+b] == 1)-b2i(cc[cy+a] == 0))
					if r.next() > thr[D+delta] {
						continue
					}
					s.swap(x, y)
				} else {
					// y cannot take a: sometimes extend to a longer cycle.
					if uint32(r.next())&0xff >= cycleShare || !s.proposeCycle(x, uint8(a), uint8(d), y, r) {
						continue
					}
					delta = s.applyCycle(s.cycNew)
					if r.next() > thr[D+delta] {
						s.applyCycle(s.cycOld)
						continue
					}
					y = -1 // the move was the cycle in s.cyc
				}
				cost += delta
				if perMove {
					perMove = h.move(T, x, y, cost-delta, cost)
				}
				if cost < periodBest {
					periodBest, lastBetter = cost, run.steps
					if cost < run.best {
						run.best = cost
						copy(run.bestVal, val)
					}
					if cost == 0 {
						run.moves += int64(m + 1)
						break
					}
				}
			}
			if cost == 0 {
				break
			}
			run.moves += int64(chunk)
			left -= chunk
			if run.moves%checkMoves < int64(chunk) || left > 0 {
				s.cost = cost
				if h.tick(T, cost, &run) {
					return run
				}
				perMove = h.moves.On()
			}
		}
		run.steps++
		if h.step != nil {
			h.step(T, cost, &run)
		}
		if cost == 0 {
			break
		}
		T = max(T*p.Alpha, run.tHold)
		if run.steps-lastBetter >= p.Restart {
			s.cost = cost
			if h.end != nil {
				h.end(cost, run.steps-periodStart, &run)
			}
			if p.MaxRestarts > 0 && run.restarts >= p.MaxRestarts {
				return run
			}
			run.restarts++
			s.fill(r)
			begin()
		}
	}
	s.cost = 0
	run.solved = true
	return run
}
