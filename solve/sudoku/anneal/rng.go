package anneal

import "math/bits"

// wyrand is the generator of the inner loops (wyhash's wyrand): one add and
// one 64×64→128 multiply a number, several times cheaper than calling a
// math/rand/v2 Source through its interface, which mattered at hundreds
// of millions of moves a trial. It passes the usual statistical batteries;
// the run's *rand.Rand seeds it, so runs stay reproducible.
type wyrand uint64

func (w *wyrand) next() uint64 {
	*w += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*w), uint64(*w)^0xe7037ed1a0b428db)
	return hi ^ lo
}

// below returns a number in [0, k) for k < 2³², by multiply-shift on 32
// random bits (bias below k/2³², irrelevant here).
func below(x uint64, k int) int { return int((x & 0xffffffff) * uint64(k) >> 32) }
