package l5rccg_test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"tessen/games/l5rccg"
	_ "tessen/games/l5rccg/script"
	"tessen/scenario"
)

// NE-ABILITY-RESERVE: no card tessen has is a Reserve Personality or
// attachment (its Reserve cards are Formations), so the test gives the
// keyword to two cards no sample deck holds and tessen gives no text
// (Mirumoto Gonkuro, Ashigaru Conscripts), then plays scenarios with them.
func TestNewEraReserve(t *testing.T) {
	registerTestTexts()
	runScenarios(t, map[string]string{
		"reserve-personality": `name: New Era - Reserve, Absent Battle - a player who would be opposed at the battle, with no unit there, brings a face-up Reserve Personality of his Province into play there, paying; not where nobody opposes him
game: l5r-ccg
format: new-era
rules: [NE-ABILITY-RESERVE]
setup:
  player1:
    inPlay: [hida-kyuwa]
  player2:
    provinces: [mirumoto-gonkuro, {}, {}, {}]
do:
  - attack: {attacker: player1, defender: player2, infantry: {hida-kyuwa: 1}}
  - player1: battle 2
  - skip: until 4.3.B
  - expect: {prompt: {player: player2, offers: [pass], notOffers: [use reserve]}}
  - skip: until 4.3.C
  - player1: battle 1
  - skip: until 4.3.B
  - expect: {prompt: {player: player2, offers: [use reserve, pass]}}
  - player2: use reserve
  - player2: choose mirumoto-gonkuro
  - expect: {mirumoto-gonkuro: {location: battlefield-1, bowed: false}, player2:blank-stronghold: {bowed: true}}
`,
		"reserve-attachment": `name: New Era - Reserve, Battle - a Reserve Follower of one's hand attaches, paid for, to one's Personality at the battle
game: l5r-ccg
format: new-era
rules: [NE-ABILITY-RESERVE]
setup:
  player1:
    inPlay: [hida-kyuwa]
  player2:
    inPlay: [hida-kyuwa]
    hand: [ashigaru-conscripts]
do:
  - attack: {attacker: player1, defender: player2, infantry: {player1:hida-kyuwa: 1}, defend: {player2:hida-kyuwa: 1}}
  - player1: battle 1
  - skip: until 4.3.B
  - expect: {prompt: {player: player2, offers: [use reserve-equip, pass], notOffers: [use reserve]}}
  - player2: use reserve-equip
  - player2: choose player2:hida-kyuwa
  - player2: choose ashigaru-conscripts
  - expect: {ashigaru-conscripts: {location: attached}}
`,
	})
}

// registerTestTexts gives the tests' cards what no card tessen has, once
// (Register refuses a card twice; -count=2 runs a test twice).
var registerTestTexts = sync.OnceFunc(func() {
	reserve := func(*l5rccg.Ctx) []string { return []string{"Reserve"} }
	l5rccg.Register("mirumoto-gonkuro", &l5rccg.Text{Keywords: reserve})
	l5rccg.Register("ashigaru-conscripts", &l5rccg.Text{Keywords: reserve})
	draw := func(x *l5rccg.Ctx) { x.Draw(x.P, 1) }
	l5rccg.Register("matsu-yokuya", &l5rccg.Text{Abilities: []*l5rccg.Ability{
		{Text: "Home: draw a card", Timing: l5rccg.Battle, Any: true, Keywords: []string{"Home"}, Effect: draw},
		{Text: "Remote: draw a card", Timing: l5rccg.Battle, Any: true, Keywords: []string{"Remote"}, Effect: draw},
		{Text: "draw a card", Timing: l5rccg.Battle, Any: true, Effect: draw},
	}})
})

// NE-HOME, NE-REMOTE: no card tessen has prints either keyword, so the
// test gives a card three Battle actions, Home, Remote and neither:
// at home the first two are offered, at another battlefield the Remote
// one only, at the battle all three.
func TestNewEraHomeRemote(t *testing.T) {
	registerTestTexts()
	runScenarios(t, map[string]string{
		"home-and-remote": `name: New Era - a Home action is taken from home, a Remote one from anywhere away from the battle, another only there
game: l5r-ccg
format: new-era
rules: [NE-HOME, NE-REMOTE, NE-LOCATION]
setup:
  player1:
    inPlay: [hida-kyuwa, akodo-anshiro, matsu-yokuya]
do:
  - attack: {attacker: player1, defender: player2, infantry: {hida-kyuwa: 1, akodo-anshiro: 2}}
  - player1: battle 1
  - skip: until 4.3.B
  - player2: pass
  - expect: {prompt: {player: player1, offers: ["use matsu-yokuya #1", "use matsu-yokuya #2"], notOffers: ["use matsu-yokuya #3"]}}
`,
		"remote-elsewhere": `name: New Era - at another battlefield, a Remote action is taken, a Home one not; at the battle, all are
game: l5r-ccg
format: new-era
rules: [NE-HOME, NE-REMOTE]
setup:
  player1:
    inPlay: [hida-kyuwa, matsu-yokuya]
do:
  - attack: {attacker: player1, defender: player2, infantry: {hida-kyuwa: 1, matsu-yokuya: 2}}
  - player1: battle 1
  - skip: until 4.3.B
  - player2: pass
  - expect: {prompt: {player: player1, offers: ["use matsu-yokuya #2"], notOffers: ["use matsu-yokuya #1", "use matsu-yokuya #3"]}}
  - skip: until 4.3.C
  - player1: battle 2
  - skip: until 4.3.B
  - player2: pass
  - expect: {prompt: {player: player1, offers: ["use matsu-yokuya #1", "use matsu-yokuya #2", "use matsu-yokuya #3"]}}
`,
	})
}

// runScenarios plays scenarios given as text, each from a file of its own.
func runScenarios(t *testing.T, scenarios map[string]string) {
	dir := t.TempDir()
	for name, text := range scenarios {
		path := filepath.Join(dir, name+".yaml")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := scenario.RunFile(path); r.Err != nil {
			t.Errorf("%s: %v", name, r.Err)
		}
	}
}
