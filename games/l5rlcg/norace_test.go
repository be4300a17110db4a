//go:build !race

package l5rlcg

const raceEnabled = false
