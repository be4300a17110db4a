package script_test

import (
	"testing"

	"tessen/scenario/scenariotest"
)

// A key or command that neither FORMAT.md nor docs/scenarios-l5r-ccg.md
// defines is refused, naming it and where it is (issue 28): the scenario
// fails, never passes with the key ignored.
func TestUnknownKeysAndCommandsAreRefused(t *testing.T) {
	const head = "name: bad\ngame: l5r-ccg\nformat: lotus\n"
	const kyuwa = head + "setup:\n  player1:\n    inPlay: [hida-kyuwa]\n"
	for _, c := range []struct{ file, want string }{
		{head + "setup:\n  fase: action\n", `unknown key "fase" in setup (`},
		{head + "setup:\n  player1:\n    honour: 3\n", `unknown key "honour" in setup.player1 (`},
		{head + "setup:\n  player1:\n    inPlay: [{card: hida-kyuwa, bowd: true}]\n", `unknown key "bowd" in setup.player1.inPlay[1] (`},
		{head + "setup:\n  player1:\n    provinces: [{}, {card: hida-kyuwa, faceup: true}]\n", `unknown key "faceup" in setup.player1.provinces[2] (`},
		{head + "expct:\n  player1: {honor: 0}\n", `unknown key "expct" in the scenario (`},
		{kyuwa + "expect:\n  batle: {winner: none}\n", `unknown key "batle" in expect (`},
		{kyuwa + "do:\n  - expect: {gaem: {turn: 1}}\n", `step 1 (expect): unknown key "gaem" in expect (`},
		{kyuwa + "expect:\n  hida-kyuwa: {bowd: false}\n", `hida-kyuwa: unknown key "bowd" in the card's expectation (`},
		{kyuwa + "expect:\n  player1: {honour: 0}\n", `player1: unknown key "honour" in the player's expectation (`},
		{kyuwa + "expect:\n  player2.province-1: {broken: false}\n", `unknown key "broken" in the Province's expectation (`},
		{kyuwa + "expect:\n  game: {round: 1}\n", `game: unknown key "round" in the game's expectation (`},
		{kyuwa + "expect:\n  prompt: {who: player1}\n", `prompt: unknown key "who" in the prompt's expectation (`},
		{kyuwa + "do:\n  - attack: {attacker: player1, infantry: {hida-kyuwa: 1}, defenders: {}}\n", `step 1 (attack): unknown key "defenders" in attack (`},
		{kyuwa + "do:\n  - player1: juggle hida-kyuwa\n", `step 1 (player1: juggle hida-kyuwa): unknown command "juggle"`},
		{kyuwa + "do:\n  - atack: {attacker: player1}\n", `step 1 (atack): unknown step "atack"`},
		{"name: bad\ngame: agot-1e\nformat: joust\n", `game "agot-1e" is not one tessen plays`},
	} {
		scenariotest.Fails(t, c.file, c.want)
	}
}
