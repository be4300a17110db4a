package l5rccg

import (
	"slices"

	"tessen/engine"
)

// The vocabulary of Honor: Family Honor gained and lost, a
// Personality's Honorable status, the Imperial Favor
// (LE-FAVOR-1).

// GainHonor changes a player's Family Honor. A gain from an action that
// targeted, or was performed by, Dishonored Personalities of the player's,
// from a card in a unit one of them leads, or from the result of a duel
// one of them fought, restores them to Honor instead (LE-DISHONOR-4).
func (x *Ctx) GainHonor(p, n int) {
	if n > 0 {
		from := append([]int{x.S.performer(x), x.S.unitOf(x.Self)}, x.Targets...)
		if d := &x.S.Duel; d.Active && d.Resolved {
			from = append(from, d.Challenger, d.Challenged)
		}
		if x.S.restoreInstead(p, from) {
			return
		}
	}
	if n < 0 && x.A != nil {
		if who := x.S.seppukuCandidates(x, p); len(who) > 0 { // LE-SEPPUKU-1: held for the Reaction
			why := ""
			if t := x.S.publicTitle(x.Self); t != "" {
				why = "by " + t
			}
			x.S.Push(engine.Frame{Kind: kHonorLoss, Player: p, N: -n, Cards: who, Labels: []string{why}})
			return
		}
	}
	x.S.gainFrom(p, n, x.Self)
}

// Dishonor and Rehonor change a Personality's Honorable status.
func (x *Ctx) Dishonor(id int) { x.S.dishonor(id) }
func (x *Ctx) Rehonor(id int)  { x.S.rehonor(id) }

// extorted marks a Personality (Player: the one who extorted him) who,
// until he is rehonored, is not assigned nor moves to attack that
// player's Provinces, and whose actions do not target that player's
// cards (Extortion).
const extorted = "extorted"

// Extort marks a Personality extorted by the player taking the action.
func (x *Ctx) Extort(id int) { x.S.addEffect(efMark, x.P, []int{id}, 0, extorted, UntilGame) }

// Honor is a player's Family Honor.
func (x *Ctx) Honor(p int) int { return x.S.P[p].Honor }

// Favor reports the player holding the Imperial Favor; DiscardFavor
// discards it.
func (x *Ctx) Favor(p int) bool { return x.S.Favor == p }
func (x *Ctx) DiscardFavor() {
	if q := x.S.Favor; q >= 0 {
		x.S.Say(x.S.Names[q], " discards the Imperial Favor")
		x.S.Favor = -1
		if q == x.P { // for an effect of his own (A Champion's Heart answers it)
			x.S.fire(engine.Event{Kind: OnFavorDiscarded, Player: q, Source: x.Self})
		}
	}
}

// TakeFavor gives p the Imperial Favor.
func (x *Ctx) TakeFavor(p int) {
	if x.S.severed(p) || x.S.favorGone() {
		return
	}
	x.S.Favor = p
	x.S.Say(x.S.Names[p], " takes the Imperial Favor")
}

// StartingHonor is p's Starting Family Honor (the Stronghold's).
func (x *Ctx) StartingHonor(p int) int {
	if d := x.S.def(x.S.P[p].Stronghold); d != nil {
		return d.StartingHonor
	}
	return 0
}

// LoseHonorFixed: p loses n Honor, a loss nothing makes larger or
// smaller (no seppuku shrinks it).
func (x *Ctx) LoseHonorFixed(p, n int) { x.S.gainHonor(p, -n) }

// FavorActions counts the Favor actions p has resolved this turn.
func (x *Ctx) FavorActions(p int) int {
	n, sh := 0, x.S.P[p].Stronghold
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "favor-action" && slices.Contains(l.Cards, sh) {
			n++
		}
	}
	return n
}

// CurseOnAct has a Personality's controller lose Honor equal to his
// Personal Honor, and him dishonored, the next time this turn he is
// assigned or performs an action (Bayushi Saya).
func (x *Ctx) CurseOnAct(id int) { x.S.addEffect(efMark, x.P, []int{id}, 0, "curse", UntilTurn) }

// cursed carries out a curse on a Personality who was assigned or
// performed an action (CurseOnAct).
func (s *State) cursed(id int) {
	if id < 0 || !s.unmarkCard(id, "curse") {
		return
	}
	s.gainHonorFor(int(s.Cards[id].Controller), -s.personalHonor(id), "by the curse on "+s.Title(id))
	s.dishonor(id)
}

// favorRemoved marks the Imperial Favor removed from the game (Kachiko's
// Kiss): nobody holds, lobbies for or takes it until it returns.
const favorRemoved = "favor-removed"

func (s *State) favorGone() bool { return s.anyEffect(efMark) && s.globalMark(favorRemoved) }

// RemoveFavor removes the Imperial Favor from the game; ReturnFavor
// returns it, held by nobody.
func (x *Ctx) RemoveFavor() {
	x.S.Favor = -1
	if !x.S.favorGone() {
		x.MarkGame(favorRemoved, UntilGame)
	}
	x.S.Say("the Imperial Favor is removed from the game")
}
func (x *Ctx) ReturnFavor() {
	for x.S.unmark(favorRemoved) {
	}
	x.S.Say("the Imperial Favor returns to the game")
}

// HonorIfDestroyed has the player gain n Honor once the action of card
// resolves, if its effects destroyed one of the cards by then (Saboteur).
func (x *Ctx) HonorIfDestroyed(cards []int, n, card int) {
	x.S.addEffect(efFallenGain, x.P, cards, n, "", untilActionOf(card))
}
