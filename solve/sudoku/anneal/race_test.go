//go:build race

package anneal

// raceOn: the race detector slows the annealers' inner loops about 20×, so
// the tests skip the cases that only measure Sirdey's patience.
const raceOn = true
