package l5rccg

import (
	"slices"

	"tessen/engine"
)

// New Era's duel (NE-DUEL-1, NE-DUEL-2) and the Personality keywords its
// glossary defines. Its duel has no focus pools: from the challenged
// Personality, each player in turn focuses a card of his hand, or his
// Fate deck's top card unseen, or strikes; four focuses and he must
// strike. What its book does not say (refusing a challenge, a duel that
// ends without resolution) is the Lotus duel's (docs/rulings.md 44).

// neMaxFocus is how many times a player focuses in one duel before he
// must strike (NE-DUEL-1).
const neMaxFocus = 4

// focusTop is the answer that focuses the Fate deck's top card unseen.
const focusTop = "top"

// neFocusOffers are a New Era duel's options for the Personality who
// acts (who): focus a card of the hand or the deck's top, or strike.
func (s *State) neFocusOffers(who int) []engine.Answer {
	p := int(s.Cards[who].Controller)
	opts := []engine.Answer{{Verb: "strike"}}
	if len(s.P[p].Focused) >= neMaxFocus || who == s.Duel.Challenger && s.Duel.NoFocus {
		return opts
	}
	for _, id := range s.P[p].Hand {
		opts = append(opts, engine.Answer{Verb: "focus", Cards: engine.One(id)})
	}
	if len(s.P[p].FateDeck) > 0 {
		opts = append(opts, engine.Answer{Verb: "focus", Labels: []string{focusTop}})
	}
	for _, id := range s.focusableDiscards(p) { // a card's own leave (War Cry, Tsuma Dojo)
		opts = append(opts, engine.Answer{Verb: "focus", Cards: engine.One(id)})
	}
	return opts
}

// neFocused is the card a New Era focus answer names: the Fate deck's top
// for "focus top".
func (s *State) neFocused(p int, a engine.Answer) int {
	if slices.Contains(a.Labels, focusTop) && len(s.P[p].FateDeck) > 0 {
		return s.P[p].FateDeck[0]
	}
	return a.Cards[0]
}

// neReveal turns the focused cards face up at the strike and lists those
// whose Focus Effects are to resolve, in f.Cards (NE-DUEL-2).
func (s *State) neReveal(f *engine.Frame) {
	s.Duel.Revealed = true
	f.Cards = nil
	for p := range s.P {
		if len(s.P[p].Focused) == 0 {
			continue
		}
		var names []string
		for _, id := range s.P[p].Focused {
			names = append(names, s.Title(id))
			if t := s.text(id); t != nil && t.FocusEffect != nil {
				f.Cards = append(f.Cards, id)
			}
		}
		s.Say(s.Names[p], " reveals ", andList(names))
	}
}

// neFocusEffects resolves the revealed Focus Effects one at a time, the
// active player choosing which comes next when several wait (NE-DUEL-2,
// NE-BRONZE); it reports whether one is still to come.
func (s *State) neFocusEffects(f *engine.Frame) bool {
	switch len(f.Cards) {
	case 0:
		return false
	case 1:
		s.neFocusEffect(f, f.Cards[0])
		return true
	}
	opts := make([]engine.Answer, 0, len(f.Cards))
	for _, id := range f.Cards {
		opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
	}
	s.Ask(engine.Decision{Players: engine.One(s.Active), Kind: "order", Prompt: "choose which Focus Effect resolves next (by its card)", Options: opts})
	return true
}

// neFocusEffect resolves one revealed card's Focus Effect, what it asks
// coming before the duel goes on.
func (s *State) neFocusEffect(f *engine.Frame, id int) {
	f.Cards = slices.DeleteFunc(slices.Clone(f.Cards), func(c int) bool { return c == id }) // its own: frames share their lists
	if t := s.text(id); t != nil && t.FocusEffect != nil && s.Cards[id].Zone == ZFocused {
		t.FocusEffect(&Ctx{S: s, P: int(s.Cards[id].Owner), Self: id})
	}
}

// neFocusedSeen reports a focused card player p may see: his own at any
// time, everyone's once the strike turned them up (NE-DUEL-1, NE-DUEL-2).
func (s *State) neFocusedSeen(p, id int) bool {
	return s.Duel.Revealed || int(s.Cards[id].Owner) == p
}

// tieWinner is who wins a tied duel between a and b, -1 for nobody (both
// lose): the one whose card says he wins ties (Text.WinsTies, its text
// before the rules: NE-GOLDEN); else, in New Era, a Duelist against a
// Personality who is not one (NE-DUELIST; the Lotus rules' first
// opportunity, LE-DUELIST-1, is not New Era's: docs/rulings.md 45).
func (s *State) tieWinner(a, b int) int {
	switch ta, tb := s.winsTies(a), s.winsTies(b); {
	case ta && !tb:
		return a
	case tb && !ta:
		return b
	case ta && tb:
		return -1
	}
	if !s.newEra() {
		return -1
	}
	switch da, db := s.hasKeyword(a, "Duelist"), s.hasKeyword(b, "Duelist"); {
	case da && !db:
		return a
	case db && !da:
		return b
	}
	return -1
}

// neFocusWord says "focus top" for a person to read.
func neFocusWord(a engine.Answer) (string, bool) {
	if a.Verb == "focus" && len(a.Cards) == 0 && slices.Contains(a.Labels, focusTop) {
		return "focus the top card of your Fate deck, unseen", true
	}
	return "", false
}

// focusPool is how many Fate cards each player takes into a focus pool
// as a duel begins: three (LE-DUEL-2), none in New Era (NE-DUEL-1).
func (s *State) focusPool() int {
	if s.newEra() {
		return 0
	}
	return 3
}

// twoWeapons reports a Personality who may attach two Weapons: by his
// card's text (Text.TwoWeapons), or a Kensai in New Era (NE-KENSAI).
func (s *State) twoWeapons(person int) bool {
	if t := s.text(person); t != nil && t.TwoWeapons {
		return true
	}
	return s.newEra() && s.hasKeyword(person, "Kensai")
}

// neElite reports an Elite card, which in New Era adds its Force to its
// army even bowed (NE-ELITE).
func (s *State) neElite(id int) bool { return s.newEra() && s.hasKeyword(id, "Elite") }

// neExpendables are the Expendable cards a destruction takes in New
// Era, the card and those attached to it, destroyed with it (LE-STATE-6),
// as the card and its controller, two apiece (NE-EXPENDABLE).
func (s *State) neExpendables(id int) []int {
	if !s.newEra() {
		return nil
	}
	var out []int
	for _, c := range append([]int{id}, s.Attachments(id)...) {
		if s.hasKeyword(c, "Expendable") {
			out = append(out, c, int(s.Cards[c].Controller))
		}
	}
	return out
}

// neExpendable has the player who last controlled each destroyed
// Expendable card draw a Fate card (NE-EXPENDABLE).
func (s *State) neExpendable(cards []int) {
	for i := 0; i+1 < len(cards); i += 2 {
		if id, p := cards[i], cards[i+1]; s.Playing(p) {
			s.draw(p, 1)
			s.Say(s.Names[p], " draws a card for the Expendable ", s.Title(id))
		}
	}
}

// neDisciplineOffers are the actions p may take, in New Era, with the
// Discipline cards of his own Fate discard pile, as if they were in his
// hand (NE-DISCIPLINE): each of its actions but a Reaction, and not to
// attach it.
func (s *State) neDisciplineOffers(p int) []engine.Answer {
	if !s.newEra() {
		return nil
	}
	var out []engine.Answer
	for _, id := range s.P[p].FateDiscard {
		t, d := s.text(id), s.def(id)
		if t == nil || d == nil || !t.fromHand && d.Type != "strategy" || !s.hasKeyword(id, "Discipline") {
			continue
		}
		s.asInHand(p, id, func() {
			for i, a := range t.Abilities {
				if a.Timing != Reaction && s.canTake(p, id, i, a) {
					out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id), N: i + 1})
				}
			}
		})
	}
	return out
}

// neDisciplinePlayed takes into p's hand the Discipline card of his Fate
// discard pile answer a plays, to be played from there and removed from
// the game once its action is over, whenever it would be discarded
// (NE-DISCIPLINE); it reports whether a played one so.
func (s *State) neDisciplinePlayed(p int, a engine.Answer) bool {
	id := a.Cards[0]
	if !s.newEra() || a.Verb != "play" || s.Cards[id].Zone != ZFateDiscard || int(s.Cards[id].Owner) != p || !s.hasKeyword(id, "Discipline") {
		return false
	}
	s.take(id)
	s.Cards[id].Zone, s.Cards[id].Controller = ZHand, int8(p)
	s.P[p].Hand = append(s.P[p].Hand, id)
	s.Say(s.Names[p], " plays ", s.Title(id), " from the discard pile by its Discipline")
	s.addEffect(efMark, p, []int{id}, 0, exileWhenDiscarded, UntilGame)
	return true
}
