package script_test

import (
	"testing"

	"tessen/scenario/scenariotest"
)

// A scenario the engine cannot load or run fails with a message naming
// what is wrong; it never crashes the runner.
func TestBadScenariosFailClearly(t *testing.T) {
	const head = "name: bad\ngame: l5r-lcg\nformat: stronghold\n"
	for _, c := range []struct{ file, want string }{
		{"name: [unclosed\n", "not a scenario"},
		{"name: bad\ngame: chess\n", `game "chess" is not one tessen plays`},
		{"name: bad\ngame: l5r-lcg\nformat: melee\n", `unknown format "melee"`},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  player1:\n    stronghold: shizuka-toshi\n", "no strongholds"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  player1:\n    provinces: [shameful-display]\n", "skirmish provinces have no cards"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  phase: regroup\n", "no regroup phase"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 6\n", "players: 6"},
		{head + "setup:\n  players: 3\n", "players: 3"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 3\n  player4: {honor: 3}\n", "player4 is set up"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 3\n  player1:\n    inPlay: [doji-whisperer]\ndo:\n  - conflict: {attacker: player1, type: political, ring: air, province: 1, attackers: [doji-whisperer]}\n", "names its defender"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 3\ndo:\n  - player4: pass\n", `unknown player "player4"`},
		{head + "setup:\n  player1:\n    hand: [no-such-card]\n", `unknown card "no-such-card"`},
		{head + "setup:\n  phase: lunch\n", `unknown phase "lunch"`},
		// Unknown keys and commands are refused, naming the key, where it
		// is and the file's line (issue 28).
		{head + "setup:\n  fase: conflict\n", `unknown key "fase" in setup (`},
		{head + "setup:\n  player1:\n    honour: 3\n", `unknown key "honour" in setup.player1 (`},
		{head + "setup:\n  player1:\n    inPlay: [{card: doji-whisperer, bowd: true}]\n", `unknown key "bowd" in setup.player1.inPlay[1] (`},
		{head + "setup:\n  rings:\n    air: {claimed: player1}\n", `unknown key "claimed" in setup.rings.air (`},
		{head + "setup:\n  imperialFavor: {player: player1, side: military}\n", `unknown key "side" in setup.imperialFavor (`},
		{head + "expct:\n  player1: {honor: 10}\n", `unknown key "expct" in the scenario (`},
		{head + "expect:\n  conflcit: {winner: none}\n", `unknown key "conflcit" in expect (`},
		{head + "do:\n  - expect: {gaem: {round: 1}}\n", `step 1 (expect): unknown key "gaem" in expect (`},
		{head + "setup:\n  player1:\n    inPlay: [doji-whisperer]\nexpect:\n  doji-whisperer: {bowd: false}\n", `doji-whisperer: unknown key "bowd" in the expectation (`},
		{head + "expect:\n  game: {turn: 1}\n", `game: unknown key "turn" in the expectation (`},
		{head + "expect:\n  prompt: {who: player1}\n", `prompt: unknown key "who" in the prompt's expectation (`},
		{head + "do:\n  - conflict: {attacker: player1, type: military, ring: air, province: 1, attackers: [], defendrs: [x]}\n", `unknown key "defendrs" in conflict`},
		{head + "do:\n  - skip: until fate\n  - player1: declre military air 1 with x\n", `step 2 (player1: declre military air 1 with x): unknown command "declre"`},
		{head + "do:\n  - conflit: {attacker: player1}\n", `unknown step "conflit"`},
		{head + "do:\n  - player1: juggle\n", `unknown command "juggle"`},
		{head + "do:\n  - player2: pass\n", "player2 is not being asked"},
		{head + "do:\n  - player1: play assassination\n", `no card "assassination"`},
		{head + "do:\n  - player1: \"!pass\"\n", "must be refused"},
		{head + "do:\n  - skip: until 9.9\n", "9.9"},
		{head + "expect:\n  player1: {honour: 10}\n", `unknown key "honour" in the expectation`},
		// A prompt expectation naming a card two players have is an error,
		// not "not offered" (notOffers passed silently before).
		{head + "setup:\n  phase: conflict\n  player1:\n    inPlay: [doji-whisperer]\n  player2:\n    inPlay: [doji-whisperer]\ndo:\n  - expect: {prompt: {notOffers: [use doji-whisperer]}}\n", `notOffers: "use doji-whisperer": several players have "doji-whisperer"`},
		{head + "expect:\n  player1: {honor: 11}\n", "honor: expected 11, found 10"},
		{head + "setup:\n  player1:\n    inPlay: [doji-whisperer]\n  player2:\n    inPlay: [doji-whisperer]\nexpect:\n  doji-whisperer: {fate: 0}\n", "prefix it with its owner"},
	} {
		scenariotest.Fails(t, c.file, c.want)
	}
}

// A declaration a card forbids is refused naming the province and the
// card (RR-3.2-6): a scenario that expects it to pass fails with that.
func TestBarredDeclarationNamesItsCause(t *testing.T) {
	scenariotest.Fails(t, `name: barred
game: l5r-lcg
format: stronghold
setup:
  phase: conflict
  player1:
    inPlay: [akodo-gunso]
  player2:
    dynastyInProvinces: [[chisei-district]]
do:
  - skip: actions
  - player1: declare military air 1 with akodo-gunso
`, "a military conflict cannot be declared against your opponent's province 1 (Chisei District forbids it)")
}
