//go:build !race

package anneal

const raceOn = false
