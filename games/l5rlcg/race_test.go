//go:build race

package l5rlcg

// raceEnabled: the race detector slows the step fingerprints tenfold; the
// run without it checks them.
const raceEnabled = true
