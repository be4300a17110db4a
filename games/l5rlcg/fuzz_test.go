package l5rlcg_test

import (
	"testing"

	"tessen/games/l5rlcg"
)

// Random answer sequences on random games (of the Core Set test decks,
// skirmish starters, or random decks from the whole pool: an odd seed),
// legal and not: the bytes pick, at each decision, either one of the
// legal answers or an answer made up from them (another verb, player,
// card, label or number). A refused
// answer must change nothing (the state hash); an accepted one must leave
// the invariants whole.
func FuzzAnswers(f *testing.F) {
	f.Add(uint64(1), false, []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), true, []byte{200, 13, 77, 255, 0, 0, 31, 64, 128, 9, 9, 9})
	f.Add(uint64(42), true, []byte("the honor of the crane"))
	f.Fuzz(func(t *testing.T, seed uint64, skirmish bool, script []byte) {
		var g *l5rlcg.Game
		switch {
		case skirmish:
			g, _ = newSkirmishGame(t, seed, "crane", "lion", "unicorn")
		case seed%2 == 1: // decks drawn from every card tessen plays in full
			g, _ = newRandomDeckGame(t, seed)
		default:
			g, _ = newFullGame(t, "crane", "lion", seed)
		}
		for i := 0; i+1 < len(script) && !g.Over(); i += 2 {
			d := g.Pending()
			as := g.Answers()
			if len(as) == 0 {
				t.Fatalf("decision %q offers no answer", d.Kind)
			}
			pick, how := int(script[i]), script[i+1]
			a := as[pick%len(as)]
			p := d.Players[int(how)%len(d.Players)]
			switch how % 8 { // made-up answers, maybe illegal
			case 1:
				a.Verb = []string{"play", "use", "choose", "declare", "defend", "bid", "fate", "trigger", "pass", "order", "juggle"}[pick%11]
			case 2:
				p = pick % (len(g.S.P) + 2) // a player who is not asked, or none
			case 3:
				a.Cards = append(append([]int(nil), a.Cards...), pick%(len(g.S.Cards)+3)-1)
			case 4:
				a.Labels = append(append([]string(nil), a.Labels...), []string{"military", "air", "9", "stronghold", ""}[pick%5])
			case 5:
				a.N = pick - 100
			}
			before := g.Hash()
			if err := g.Answer(p, a); err != nil {
				if g.Hash() != before {
					t.Fatalf("refused answer %v (%v) changed the game", a, err)
				}
				continue
			}
			if err := l5rlcg.CheckInvariants(g.S); err != nil {
				t.Fatalf("after %v: %v", a, err)
			}
		}
	})
}
