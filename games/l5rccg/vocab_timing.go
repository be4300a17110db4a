package l5rccg

import "slices"

// The vocabulary of time: timing points ("until your next turn"), what
// waits for one (bowing, destroying, not straightening), the marks the
// game keeps of cards and players, and tokens (LE-TOKEN-1).

// Mark records something of a card until a timing point ("has been
// targeted by Wounded in Battle this turn"); Marked asks.
func (x *Ctx) Mark(id int, what, until string) { x.S.addEffect(efMark, x.P, []int{id}, 0, what, until) }

// Marks lists the amounts of the marks of a label on a card, one for
// each (what the game keeps: Text.RemembersFallen).
func (x *Ctx) Marks(id int, what string) []int {
	var out []int
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == what && slices.Contains(l.Cards, id) {
			out = append(out, l.N)
		}
	}
	return out
}
func (x *Ctx) Marked(id int, what string) bool { return x.S.marked(id, efMark, what) }

// BowAtEnd bows a card when the turn ends; NoStraighten keeps it from
// straightening until after p's next Straighten Phase.
func (x *Ctx) BowAtEnd(id int) { x.BowAfter(id, UntilTurn) }

// BowAfter bows a card as a timing point comes ("after this attack ends,
// bow ...").
func (x *Ctx) BowAfter(id int, until string) { x.S.addEffect(efBowAtEnd, x.P, []int{id}, 0, "", until) }
func (x *Ctx) NoStraighten(id, p int) {
	x.S.addEffect(efNoStraight, x.P, []int{id}, 0, "", untilStraightened(p))
}

// NoStraightenUntil keeps a card from straightening until a timing point
// ("he will not straighten before your next turn begins").
func (x *Ctx) NoStraightenUntil(id int, until string) {
	x.S.addEffect(efNoStraight, x.P, []int{id}, 0, "", until)
}

// DoomFollowers destroys a Personality's Followers as the turn ends.
func (x *Ctx) DoomFollowers(id int) { x.S.addEffect(efDoom, x.P, []int{id}, 0, "", UntilTurn) }

// UntilTurnOf is the timing point at which p's next turn begins.
func (x *Ctx) UntilTurnOf(p int) string { return untilTurnOf(p) }

// DestroyAtEnd destroys a card, if it is still in play, as a timing point
// comes ("after the current battle ends, destroy this Follower").
func (x *Ctx) DestroyAtEnd(id int, until string) {
	x.S.addEffect(efDestroyEnd, x.P, []int{id}, 0, "", until)
}

// DiscardAtEnd discards a card, if still in play, as a timing point comes.
func (x *Ctx) DiscardAtEnd(id int, until string) {
	x.S.addEffect(efDiscardEnd, x.P, []int{id}, 0, "", until)
}

// globalMark reports a mark an effect left on any player's Stronghold, a
// condition of the whole game ("until the game ends, ...").
// unmark removes the first mark of a label, anyone's, reporting whether
// there was one.
func (s *State) unmark(label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return true
		}
	}
	return false
}

func (s *State) globalMark(label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label {
			return true
		}
	}
	return false
}

// MarkGame leaves a mark on the player's Stronghold for a condition of
// the whole game, until a timing point; GameMarked reports one.
func (x *Ctx) MarkGame(label, until string) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, label, until)
}
func (x *Ctx) GameMarked(label string) bool { return x.S.globalMark(label) }

// UntilSecondTurn is the timing point "until your second turn from now
// begins".
func (x *Ctx) UntilSecondTurn() string { return untilSecondTurnOf(x.P) }

// SleepToken gives a card a Sleep token: the next time it would
// straighten, the token goes instead (State.wake).
func (x *Ctx) SleepToken(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "sleep", UntilToken)
	x.S.Say(x.S.Title(id), " takes a Sleep token")
}

// AnyMarked reports a card of the player's in play marked so.
func (x *Ctx) AnyMarked(what string) bool {
	for _, id := range x.S.P[x.P].Play {
		if x.S.marked(id, efMark, what) {
			return true
		}
	}
	return false
}

// Tokens counts the tokens of a kind on a card ("Merchant"); AddTokens
// puts some there; RemoveToken takes one off and reports how many are
// left. Tokens are gone when their card leaves play (LE-TOKEN-3).
func (x *Ctx) Tokens(id int, kind string) int {
	n := 0
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efTokens && l.Label == kind && slices.Contains(l.Cards, id) {
			n += l.N
		}
	}
	return n
}

func (x *Ctx) AddTokens(id int, kind string, n int) {
	x.S.addEffect(efTokens, x.P, []int{id}, n, kind, UntilToken)
	x.S.Say(x.S.Title(id), " takes ", count(n, kind+" token"))
}

func (x *Ctx) RemoveToken(id int, kind string) int {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efTokens && l.Label == kind && l.N > 0 && slices.Contains(l.Cards, id) {
			l.N--
			x.S.Say(x.S.Title(id), " loses a ", kind, " token")
			break
		}
	}
	return x.Tokens(id, kind)
}

// MarkPlayer records something of player p's until a timing point (on
// his Stronghold); PlayerMarked reads it.
func (x *Ctx) MarkPlayer(p int, what, until string) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, what, until)
}
func (x *Ctx) PlayerMarked(p int, what string) bool {
	return x.S.markedBy(x.S.P[p].Stronghold, what, p)
}

// UnmarkPlayer ends one record of MarkPlayer's; it reports whether there
// was one.
func (x *Ctx) UnmarkPlayer(p int, what string) bool { return x.S.unmarkCard(x.S.P[p].Stronghold, what) }

// UntilTurnEndOf is the timing point "until p's next turn ends".
func (x *Ctx) UntilTurnEndOf(p int) string { return untilTurnEndOf(p) }

// FirstTime reports, and counts, the first time in a period ("turn",
// "phase", "battle") that a card's trait acts (its n-th trait of that
// kind).
func (x *Ctx) FirstTime(period string, n int) bool {
	key := useKey(x.Self, traitUse-n)
	if x.S.Used(period, key) > 0 {
		return false
	}
	x.S.Use(period, key)
	return true
}

// traitUse numbers traits' own counts apart from actions' and the rules'.
const traitUse = -1 << 24

// unmarkCard removes a card's first mark of a label, reporting whether it
// had one.
func (s *State) unmarkCard(id int, label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label && slices.Contains(l.Cards, id) {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return true
		}
	}
	return false
}

// Unmark removes a card's mark of a label.
func (x *Ctx) Unmark(id int, what string) { x.S.unmarkCard(id, what) }

// AuraUntil keeps the card's aura (Text.Aura) acting for its player
// until a timing point, wherever the card goes (an Event resolved).
func (x *Ctx) AuraUntil(until string) { x.S.addEffect(efAura, x.P, []int{x.Self}, 0, "", until) }

// UntilNextTurnEnds is the timing point "when your next turn ends": the
// end of this turn's player's following turn if it is his.
func (x *Ctx) UntilNextTurnEnds(p int) string {
	if x.S.Active == p {
		return untilNextTurnEndOf(p)
	}
	return untilTurnEndOf(p)
}

// EndEffectsOf ends all an Event's ongoing effects.
func (x *Ctx) EndEffectsOf(event int) {
	x.S.endEffectsOf(event)
	x.S.Say("the effects of ", x.S.Title(event), " end")
}

// NoStraightenUntilThird keeps a card from straightening before p's third
// Straighten Phase from now.
func (x *Ctx) NoStraightenUntilThird(id, p int) {
	x.S.addEffect(efNoStraight, x.P, []int{id}, 0, "", untilSecondStraightened(p))
}

// RemoveAfter removes a card from the game as a timing point comes
// (UntilBattle: "after the battle ends"; UntilDuel, after the duel).
func (x *Ctx) RemoveAfter(id int, until string) {
	x.S.addEffect(efRemoveEnd, x.P, []int{id}, 0, "", until)
}

// NoStraightenWhile keeps a card from straightening while another card
// stays in play (and it does): an effect on both, ended as either leaves
// play, as a token's is (the other cannot straighten either: an Item's
// straightening is nothing).
func (x *Ctx) NoStraightenWhile(id, while int) {
	x.S.addEffect(efNoStraight, x.P, []int{id, while}, 0, "", UntilToken)
}

// MarkN is Mark recording a number with it (Marks reads them back).
func (x *Ctx) MarkN(id int, what string, n int, until string) {
	x.S.addEffect(efMark, x.P, []int{id}, n, what, until)
}
