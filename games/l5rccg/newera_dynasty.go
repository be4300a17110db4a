package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// New Era's Dynasty Phase (NE-5.1 to NE-5.3): the active player takes
// any number of Dynasty actions — Recruit (`recruit CARD`), Discard,
// Wooden Gold, Legacy — and the phase ends with no discarding of its own
// (Lotus's end of the phase discards face-up Province cards, LE-5).

// kProclaim asks, after a recruit, whether to Proclaim (NE-ABILITY-PROCLAIM).
const kProclaim = "proclaim"

// proclaimUse counts a player's Proclaim of the turn, on his Stronghold.
const proclaimUse = -1 << 21

// dynastyOffers is what the active player may do in the Dynasty Phase:
// recruit, and in New Era its Dynasty actions too.
func (s *State) dynastyOffers(p int) []engine.Answer {
	out := s.recruitOffers(p)
	if s.newEra() && p == s.Active {
		out = append(out, s.abilityOffers(p)...)
	}
	return out
}

// takeDynasty takes a Dynasty Phase answer: a recruit, or a New Era
// Dynasty action.
func (s *State) takeDynasty(p int, a engine.Answer) error {
	if a.Verb == "recruit" || !s.newEra() {
		return s.takeRecruit(p, a)
	}
	return s.takeAbility(p, a)
}

// dynastyFits: a Dynasty action, in its player's own Dynasty Phase only.
func (s *State) dynastyFits(p int) bool {
	return s.newEra() && !s.inBattle() && s.Phase == phaseNames[5] && p == s.Active
}

// clanDiscount reports a Personality that Lotus's Faction choice (2 Gold
// off or his Personal Honor, LE-5-FACTION) is offered for. New Era's
// Recruit pays all costs (NE-ABILITY-RECRUIT): its Clan's Honor is
// Proclaim's.
func (s *State) clanDiscount(p, id int) bool { return !s.newEra() && s.ofFaction(p, id) }

// neClans are New Era's eight Clan mons (NE-CLAN-1).
var neClans = []string{"crab", "phoenix", "crane", "dragon", "scorpion", "lion", "mantis", "unicorn"}

// ofClan reports, in New Era, a Personality with p's Clan alignment: his
// card bears the mon of p's Stronghold's Clan, one of the eight (NE-CLAN-1);
// a Personality with none is Unaligned and of nobody's (NE-CLAN-2).
func (s *State) ofClan(p, id int) bool {
	return slices.Contains(neClans, s.faction(p)) && s.ofFaction(p, id)
}

// proclaims reports a Personality just brought into play from a Province
// in p's Dynasty Phase that p may Proclaim for: of his Clan alignment, his
// Proclaim of the turn unused (docs/rulings.md 40).
func (s *State) proclaims(p, id int) bool {
	return s.newEra() && s.Phase == phaseNames[5] && p == s.Active && s.isPersonality(id) && s.inPlay(id) &&
		s.ofClan(p, id) && s.Used("turn", useKey(s.P[p].Stronghold, proclaimUse)) == 0
}

// proclaimFrame asks whether to Proclaim for the Personality (f.Card).
func proclaimFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 || !s.proclaims(f.Player, f.Card) {
		return engine.Done | engine.Unchanged
	}
	f.Stage = 1
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: kProclaim,
		Prompt:  "Proclaim " + s.Title(f.Card) + ": gain Honor equal to his Personal Honor (once a turn)?",
		Options: []engine.Answer{{Verb: "proclaim"}, engine.Pass}})
	return engine.Again | engine.Unchanged
}

func answerProclaim(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch a.Verb {
	case "proclaim":
		s.Use("turn", useKey(s.P[p].Stronghold, proclaimUse))
		s.gainHonorFor(p, s.personalHonor(f.Card), "proclaiming "+s.Title(f.Card))
	case "pass":
	default:
		return fmt.Errorf("proclaim or pass")
	}
	return nil
}

func init() {
	AnswerWords(kProclaim, Words{Labels: map[string]string{}, Pass: "do not Proclaim"})

	// NE-ABILITY-DISCARD: Dynasty, any number of times a turn: discard a
	// face-up card of one of one's Provinces; the Province refills.
	RegisterFormatAction(FormatNewEra, "discard", &Ability{
		Text: "discard a face-up card from one of your Provinces", Timing: Dynasty, Any: true,
		Targets: []*Target{{Prompt: "choose the face-up card of your Province to discard", Chosen: true, InProvince: true}},
		Effect: func(x *Ctx) {
			s, id := x.S, x.Target()
			s.Say(s.Names[x.P], " discards ", s.Title(id))
			s.toDiscard(id, false)
			s.refill(x.P)
		},
	})
}
