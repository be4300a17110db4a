package l5rccg

import "slices"

// Spells in hand used as Kiho Strategies (Kyoryoku: Text.KihoSpells):
// the Personalities in the army of the card that allows it perform the
// actions of the Spells in its player's hand as if they were on Kiho
// Strategy cards, the Spells' Gold Costs ignored; "this Shugenja" is the
// performer, chosen as the action is announced, and the Spell is
// discarded once its action resolves, as a Strategy is.

// kihoPerformer marks a Spell in hand whose action is being taken (N: its
// performer).
const kihoPerformer = "kiho-performer"

// kihoArmy lists the Personalities in the army of a card of p's allowing
// it, who may perform a Spell's action from p's hand.
func (s *State) kihoArmy(p int) []int {
	if s.holds&holdsKihoSpells == 0 {
		return nil
	}
	var out []int
	for _, a := range s.Attached {
		t := s.text(a)
		if t == nil || !t.KihoSpells || int(s.Cards[a].Controller) != p {
			continue
		}
		bearer := int(s.Cards[a].Parent)
		if !s.atBattle(bearer) {
			continue
		}
		for _, u := range (&Ctx{S: s, P: p}).Army(bearer) {
			if int(s.Cards[u].Controller) == p && !slices.Contains(out, u) {
				out = append(out, u)
			}
		}
	}
	return out
}

// kihoSpell reports a Spell in p's hand whose actions p may take so now.
func (s *State) kihoSpell(p, card int) bool {
	c := &s.Cards[card]
	return c.Zone == ZHand && s.typeOf(card) == "spell" && len(s.kihoArmy(p)) > 0
}

// kihoPerformers lists who may perform a's action of a Spell in hand: the
// army's Personalities, unbowed when it bows "this Shugenja".
func (s *State) kihoPerformers(p int, a *Ability) []int {
	var out []int
	for _, id := range s.kihoArmy(p) {
		if !a.BowBearer || !s.Cards[id].Bowed && !s.neverBows(id) {
			out = append(out, id)
		}
	}
	return out
}

// kihoBearer is the performer chosen for a Spell in hand's action, or -1.
func (s *State) kihoBearer(card int) int {
	if s.holds&holdsKihoSpells == 0 || s.Cards[card].Zone != ZHand {
		return -1
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == kihoPerformer && len(l.Cards) == 1 && l.Cards[0] == card {
			return l.N
		}
	}
	return -1
}

func init() {
	RegisterChoice(kihoPerformer, &Choice{
		Prompt: "choose the Personality who performs the Spell's action, as a Kiho",
		Options: func(x *Ctx, p, _ int) []int {
			return x.S.kihoPerformers(p, x.S.takingAction(x.Self))
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.S.addEffect(efMark, p, []int{x.Self}, id, kihoPerformer, untilActionOf(x.Self))
			}
		},
	})
}

// rangedProducer is the card a Ranged Attack of the action comes from,
// for what it may target: its own card, or for a Spell of the hand used
// as a Kiho its performer (before he is chosen, one of the army that may
// perform it, all on one side at one battlefield).
func (s *State) rangedProducer(x *Ctx) int {
	if s.holds&holdsKihoSpells == 0 || s.typeOf(x.Self) != "spell" || s.Cards[x.Self].Zone == ZAttached {
		return x.Self
	}
	if b := s.kihoBearer(x.Self); b >= 0 {
		return b
	}
	if b := (&Ctx{S: s, Self: x.Self}).WasOn(); b >= 0 { // its action over, the Spell discarded: what it asks after
		return b
	}
	if army := s.kihoArmy(x.P); len(army) > 0 && s.Cards[x.Self].Zone == ZHand {
		return army[0]
	}
	return x.Self
}
