package cards

import (
	"fmt"
	"slices"
	"strings"

	. "tessen/games/l5rlcg"
)

// youControl: "Attach to a character you control".
func youControl(s *State, p, char int) bool { return s.Controller(char) == p }

// notDuringConflict: "This attachment cannot be played during a conflict".
func notDuringConflict(s *State, p int) bool { return !s.Conf.Active }

// parentOf is the character an attachment is attached to.
func parentOf(x *Ctx) int { return x.S.Parent(x.Self) }

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// facedownInProvinces lists the facedown cards in the controller's provinces.
func facedownInProvinces(x *Ctx) []int {
	var out []int
	for prov := range x.S.Provinces() {
		for _, id := range x.S.P[x.P].Dyn[prov] {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

// facedownProvinces lists the facedown provinces in play.
func facedownProvinces(x *Ctx) []int {
	var out []int
	for p := range x.S.P {
		for _, id := range x.S.ProvinceCards(p) {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

// ambushable lists the Scorpion characters in the controller's hand or
// faceup in their provinces that could be put into play.
func ambushable(x *Ctx) []int {
	var out []int
	ok := func(id int) bool {
		return x.S.Printed(id).Clan == "scorpion" && CanPutIntoConflict(x, id) && PrintedCostAtMost(6)(x, id)
	}
	pl := &x.S.P[x.P]
	for _, id := range pl.Hand {
		if ok(id) {
			out = append(out, id)
		}
	}
	for _, cards := range pl.Dyn {
		for _, id := range cards {
			if InOwnProvince(x, id) && ok(id) {
				out = append(out, id)
			}
		}
	}
	slices.Sort(out) // offered in card order
	return out
}

// reserves lists the Cavalry characters in the controller's dynasty discard pile.
func reserves(x *Ctx) []int {
	var out []int
	for _, id := range x.S.P[x.P].DynastyDiscard {
		if x.S.HasTrait(id, "cavalry") && CanPutIntoConflict(x, id) && PrintedCostAtMost(6)(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// totalCostAtMost checks a selection's total printed cost.
func totalCostAtMost(n int) func(x *Ctx, cards []int) error {
	return func(x *Ctx, cards []int) error {
		total := 0
		for _, id := range cards {
			total += x.S.Printed(id).Cost
		}
		if total > n {
			return fmt.Errorf("those cards cost %d in total; at most %d", total, n)
		}
		return nil
	}
}

// cannotAttack, cannotDefend: "this character cannot be declared as an
// attacker / a defender" ("cannot participate as an attacker").
func cannotAttack(s *State, self int, a Act) bool { return a.Kind == "attack" }

func cannotDefend(s *State, self int, a Act) bool { return a.Kind == "defend" }

// cannotAttackFavor: cannot attack a player who holds the Imperial Favor
// (the conflict's defender, or the would-be conflict's as it is declared).
func cannotAttackFavor(s *State, self int, a Act) bool {
	return a.Kind == "attack" && s.Favor >= 0 && s.Favor == s.Conf.Defender
}

// opponentParticipants lists the opponent's participants that pass f.
func opponentParticipants(x *Ctx, f Filter) []int {
	var out []int
	for _, id := range x.S.Participants(x.Opp()) {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// selfWon: this character won the conflict (it participates on the
// winning side: RR "Winning a Conflict"), and the condition holds.
func selfWon(cond func(x *Ctx) bool) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		w := x.Event().Player
		return w >= 0 && x.S.Participating(x.Self) && x.S.Controller(x.Self) == w && (cond == nil || cond(x))
	}
}

// selfLost: this character lost the conflict.
func selfLost(x *Ctx) bool {
	w := x.Event().Player
	return w >= 0 && x.S.Participating(x.Self) && x.S.Controller(x.Self) != w
}

// participantsOf lists p's participants that pass f.
func participantsOf(x *Ctx, p int, f Filter) []int {
	var out []int
	for _, id := range x.S.Participants(p) {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// charactersOf lists p's characters in play that pass f.
func charactersOf(x *Ctx, p int, f Filter) []int {
	var out []int
	for _, id := range x.S.Seat(p).Play {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// giftTargets lists the other characters the controller controls that an
// attachment could be moved to.
func giftTargets(x *Ctx, att int) []int {
	var out []int
	for _, id := range x.S.P[x.P].Play {
		if id != x.S.Parent(att) && x.S.CanAttach(id, att, x.P) {
			out = append(out, id)
		}
	}
	return out
}

// monkish: a Monk character, or a character with a Monk attachment.
func monkish(x *Ctx, id int) bool {
	if x.S.HasTrait(id, "monk") {
		return true
	}
	for _, a := range x.S.Attachments(id) {
		if x.S.HasTrait(a, "monk") {
			return true
		}
	}
	return false
}

// withFate lists p's characters with fate on them.
func withFate(x *Ctx, p int) []int {
	var out []int
	for _, id := range x.S.Seat(p).Play {
		if x.S.Card(id).Fate > 0 {
			out = append(out, id)
		}
	}
	return out
}

// search is the searches of Secret Cache (any card), Agasha Swordsmith
// (an attachment) and Seeker Initiate (any card): look at the top 5 cards
// of your conflict deck, take one that passes filter (or none) into your
// hand, shuffle.
func search(filter Filter) *Pick {
	return &Pick{Optional: true, Prompt: "choose a card to add to your hand (or pass)",
		From: func(x *Ctx) []int {
			var out []int
			for _, id := range x.S.TopOfConflictDeck(x.P, 5) {
				if filter == nil || filter(x, id) {
					out = append(out, id)
				}
			}
			return out
		},
		Do:    func(x *Ctx, id int) { x.TakeToHand(id) },
		After: func(x *Ctx) { x.ShuffleConflictDeck(x.P) }}
}

// takeFateOrHonor are the options of "take (or be given) 1 fate or 1
// honor" from the opponent the ability is against; each can only be
// selected while that player has one to give.
var takeFateOrHonor = []Option{
	{Label: "fate", Can: func(x *Ctx) bool { return x.S.P[x.Opp()].Fate > 0 }, Do: func(x *Ctx) { x.TakeFate(x.Opp(), 1) }},
	{Label: "honor", Can: func(x *Ctx) bool { return x.S.P[x.Opp()].Honor > 0 }, Do: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) }},
}

// The areas out of play targets are chosen from (Target.In).
var (
	provinces                  = []Zone{ZProvince}
	dynastyDiscard             = []Zone{ZDynastyDiscard}
	discardPiles               = []Zone{ZDynastyDiscard, ZConflictDiscard}
	provincesAndDynastyDiscard = []Zone{ZProvince, ZDynastyDiscard}
)

// sealOf is a Seal's text (the Imperial cycle's): the attached character
// gains the clan and the trait, beside its own (RR-CLAN-2).
func sealOf(clan, trait string) *Text {
	up := func(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
	return &Text{Says: "the attached character gains the " + up(clan) + " clan and the " + up(trait) + " trait",
		ModKinds: []string{ModClan + ":" + clan, ModTrait + ":" + trait},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				add(par, ModClan+":"+clan, 1)
				add(par, ModTrait+":"+trait, 1)
			}
		}}
}

// wonByFive: "after you win a conflict by 5 or more skill".
func wonByFive(x *Ctx) bool { return x.Event().Player == x.P && x.S.WinMargin() >= 5 }

// playedDuringConflict: "after you play a [trait] card during a conflict"
// (an EvPlayed reaction).
func playedDuringConflict(trait string) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		e := x.Event()
		return e.Player == x.P && x.S.Conf.Active && len(e.Cards) > 0 && x.S.HasTrait(e.Cards[0], trait)
	}
}

// controlledWithTrait counts the cards p controls with a printed trait
// ("each Fire card you control", read by a constant modifier, which may
// not ask the traits cards gain from other modifiers): characters,
// attachments, and the faceup cards of the stronghold, the role, the
// provinces and the holdings in them (the characters waiting in provinces
// are out of play: nobody controls them).
func controlledWithTrait(s *State, p int, trait string) int {
	n := 0
	has := func(id int) {
		if id >= 0 && s.Printed(id).HasTrait(trait) {
			n++
		}
	}
	pl := s.Seat(p)
	for _, id := range pl.Play {
		has(id)
	}
	for _, id := range s.Attached {
		if s.Controller(id) == p {
			has(id)
		}
	}
	faceup := func(id int) {
		if id >= 0 && !s.Card(id).Facedown {
			has(id)
		}
	}
	faceup(pl.Stronghold)
	faceup(pl.Role)
	for i, prov := range pl.Prov {
		faceup(prov)
		for _, id := range pl.Dyn[i] {
			if s.Printed(id).Type == "holding" {
				faceup(id)
			}
		}
	}
	return n
}

// hasComposure: "you have composure if your honor bid is lower than an
// opponent's".
func hasComposure(s *State, p int) bool {
	return s.AnOpponent(p, func(q int) bool { return s.P[p].Bid < s.P[q].Bid })
}
