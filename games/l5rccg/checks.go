package l5rccg

import "slices"

// The state checks, which act at once after each step (engine.Machine's
// Check): a Personality with no Chi is destroyed, a player out of Honor
// or Provinces leaves the game; and the victories (LE-VICTORY-HONOR,
// LE-VICTORY-MILITARY, LE-VICTORY-ENLIGHTENMENT) and the game's end.

// stateChecks applies the rules that act at once: a Personality whose
// Chi is 0 is destroyed (LE-PERSONALITY-2); a player below -19 Family
// Honor or without Provinces is out of the game (LE-VICTORY-MILITARY).
func stateChecks(s *State) bool {
	if s.Core.Over || s.Phase == "" {
		return true
	}
	for i := 0; s.holds&holdsClanOnly != 0 && i < len(s.Attached); i++ { // "if this Personality is ever not Lion Clan, destroy him"
		a := s.Attached[i]
		if t := s.text(a); t != nil && t.ClanOnly != "" {
			if bearer := int(s.Cards[a].Parent); !s.hasKeyword(bearer, t.ClanOnly) {
				s.destroy(bearer)
				i = -1 // the list changed: look again
			}
		}
	}
	var buf [16]int
	if low, fall := s.chiLows(buf[:0]); fall {
		for p := range s.P { // LE-PERSONALITY-2
			for i := 0; i < len(s.P[p].Play); i++ {
				id := s.P[p].Play[i]
				if !s.isPersonality(id) || !slices.Contains(low, id) && s.chiAbove0(id) {
					continue
				}
				if s.Chi(id) == 0 && !s.marked(id, efNoChiDeath, "") {
					s.addEffect(efMark, p, []int{id}, 0, "chi-death", UntilGame) // Chuda Mishime asks who died so
					s.destroyBecause(id, "with no Chi left")
					i--
				}
			}
		}
	}
	for p := range s.P {
		if !s.Playing(p) {
			continue
		}
		if s.holds&holdsRing != 0 && s.enlightened(p) { // LE-VICTORY-ENLIGHTENMENT
			s.win(p, "enlightenment")
			return true
		}
		switch {
		case s.P[p].Honor < -19 && !s.dishonorProof(p) && !s.newEra(): // LE-VICTORY-DISHONOR; New Era's at the turn's end
			s.eliminate(p, "dishonor")
		case s.ProvincesLeft(p) == 0:
			s.eliminate(p, "provinces")
		}
		if s.Core.Over {
			return true
		}
	}
	return true
}

// chiLows lists, into buf, the cards whose Chi something lowers: a
// penalty, or an attachment of negative Chi upon it (Auras raise Chi
// only). It reports whether any Personality's Chi may be 0: one is
// lowered, or one has no printed Chi or a trait that changes it.
func (s *State) chiLows(buf []int) (low []int, fall bool) {
	low = buf
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efChi && l.N < 0 {
			low = append(low, l.Cards...)
		}
	}
	for _, a := range s.Attached {
		if d := s.def(a); d != nil && d.Chi < 0 {
			low = append(low, int(s.Cards[a].Parent))
		}
	}
	if len(low) > 0 {
		return low, true
	}
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if s.isPersonality(id) && !s.chiAbove0(id) {
				return low, true
			}
		}
	}
	return low, false
}

// chiAbove0 reports a Personality whose Chi is above 0 if nothing lowers
// it: a printed Chi above 0 and a trait that raises it if anything.
func (s *State) chiAbove0(id int) bool {
	if s.def(id).Chi <= 0 {
		return false
	}
	t := s.text(id)
	if t == nil || t.Stat == nil {
		return true
	}
	_, chi := t.Stat(s.borrow(int(s.Cards[id].Controller), id))
	s.giveBack()
	return chi >= 0
}

// eliminate takes p out of the game; the last player left wins by
// military victory (the Lotus rules count winning by eliminating every
// opponent so, whatever eliminated them).
func (s *State) eliminate(p int, why string) {
	s.Eliminate(p)
	s.Say(s.Names[p], " is out of the game", outWords[why])
	left, last := 0, -1
	for q := range s.P {
		if s.Playing(q) {
			left, last = left+1, q
		}
	}
	if left == 1 {
		ending := "military"
		switch {
		case why == "concession" && len(s.P) == 2:
			ending = "concession"
		case why == "dishonor" && s.newEra(): // NE-WIN-DISHONOR: a victory of its own
			ending = "dishonor"
		}
		s.win(last, ending)
	}
}

// outWords say why a player leaves the game, for the log.
var outWords = map[string]string{"concession": ", conceding", "a Desperate Wager lost": ", having lost a Desperate Wager",
	"dishonor": ", dishonored: their Family Honor is -20 or less", "provinces": ", all their Provinces destroyed"}

// victoryWords say how a player wins, for the log.
var victoryWords = map[string]string{"honor": " an Honor victory", "enlightenment": " an Enlightenment victory",
	"military": " a military victory", "concession": ": the other player concedes", "dishonor": " a Dishonor victory"}

// win ends the game.
func (s *State) win(p int, how string) {
	s.Victory = how
	s.Say(s.Names[p], " wins", victoryWords[how])
	s.End(p)
}

// elements are the five Rings' elements (LE-VICTORY-ENLIGHTENMENT).
var elements = [...]string{"Air", "Earth", "Fire", "Water", "Void"}

// enlightened reports p controlling a Ring of each element in play.
func (s *State) enlightened(p int) bool {
	have := 0
	for _, id := range s.P[p].Play {
		if s.typeOf(id) != "ring" || s.marked(id, efMark, "no-enlightenment") {
			continue
		}
		for i, e := range elements {
			if s.hasKeyword(id, e) {
				have |= 1 << i
			}
		}
	}
	return have == 1<<len(elements)-1
}

// LE-ENLIGHTENED-1: Elemental Open: target and bow an Enlightened
// Personality you control: straighten a target Ring.
func init() {
	registerKindAction("enlightened", holdsEnlightened, &Ability{
		Text: "bow your Enlightened Personality: straighten a Ring", Timing: Open, Keywords: []string{"Elemental"},
		If: func(x *Ctx) bool { return x.S.holds&holdsRing != 0 },
		Targets: []*Target{
			{Prompt: "choose your Enlightened Personality to bow", Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Mine(id) && x.Has(id, "Enlightened")
			}},
			{Prompt: "choose a Ring to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.S.inPlay(id) }},
		},
		Effect: func(x *Ctx) { x.Straighten(x.Targets[1]) },
	})
}
