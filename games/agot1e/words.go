package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
)

// The verbs card effects use (x is the ability resolving). Each game
// action that may be answered opens its gate, so responses and passives
// can follow it (AG-TIME-9): the gates' kinds are listed in
// docs/engine.md ("AGoT 1e: triggers").

// Kill kills characters (AG-LEAVE-1); a card that cannot be killed is
// left alone, and x.Failed marks the effect as not fully resolved.
func (x *Ctx) Kill(ids ...int) { x.leave(ids, ZDead, "killed") }

// Discard discards cards from play.
func (x *Ctx) Discard(ids ...int) { x.leave(ids, ZDiscard, "discarded") }

// Return returns cards in play to their owners' hands.
func (x *Ctx) Return(ids ...int) { x.leave(ids, ZHand, "returned") }

func (x *Ctx) leave(ids []int, to Zone, how string) {
	var can []int
	for _, id := range ids {
		if x.S.Cannot(id, "leave-"+how) || !x.S.InPlay(id) || x.S.dying(id) {
			x.Failed = true
			continue
		}
		can = append(can, id)
	}
	// a card a replacement keeps in play did not leave (AG-LEAVE-8)
	if len(can) > 0 && len(x.S.leave(can, to, x.P, how)) < len(can) {
		x.Failed = true
	}
}

// Kneel kneels standing cards; one already kneeling fails the effect.
func (x *Ctx) Kneel(ids ...int) {
	for _, id := range ids {
		c := &x.S.Cards[id]
		if x.S.Cannot(id, "kneel") || c.Kneeling && x.S.Rules.KneelKneeling == "fails" {
			x.Failed = true
			continue
		}
		c.Kneeling = true
		x.S.Say(x.S.name(id), " kneels")
		x.S.gate(engine.Event{Kind: "knelt", Player: int(c.Controller), Cards: engine.One(id), Source: x.Card})
	}
}

// Stand stands kneeling cards; one already standing fails the effect.
func (x *Ctx) Stand(ids ...int) {
	for _, id := range ids {
		c := &x.S.Cards[id]
		if !c.Kneeling || x.S.Cannot(id, "stand") {
			x.Failed = true
			continue
		}
		c.Kneeling = false
		x.S.Say(x.S.name(id), " stands")
		x.S.gate(engine.Event{Kind: "stood", Player: int(c.Controller), Cards: engine.One(id), Source: x.Card})
	}
}

// Draw has p draw n cards, within the draw cap (AG-DRAW-2).
func (x *Ctx) Draw(p, n int) {
	if got := x.S.DrawExtra(p, n); got < n {
		x.Failed = true
	}
}

// GainGold puts n gold from the treasury in p's gold pool.
func (x *Ctx) GainGold(p, n int) {
	x.S.P[p].Gold += n
	x.S.Say(x.S.Names[p], " gains ", count(n, "gold"))
}

// LoseGold returns up to n gold of p's pool to the treasury.
func (x *Ctx) LoseGold(p, n int) {
	n = min(n, x.S.P[p].Gold)
	x.S.P[p].Gold -= n
	if n > 0 {
		x.S.Say(x.S.Names[p], " loses ", count(n, "gold"))
	}
}

// ClaimPower puts n power on p's House card (AG-GEN-2).
func (x *Ctx) ClaimPower(p, n int) { x.S.ClaimPower(p, n) }

// PowerOn puts n power from the pool on card id.
func (x *Ctx) PowerOn(id, n int) {
	x.S.Cards[id].Power += n
	x.S.Say(x.S.name(id), " gains ", count(n, "power"))
	x.S.gate(engine.Event{Kind: "power-gained", Player: int(x.S.Cards[id].Controller), Cards: engine.One(id), N: n})
}

// MovePower moves up to n power from card from to card to; moving is not
// claiming (AG-GEN-2).
func (x *Ctx) MovePower(from, to, n int) {
	n = min(n, x.S.Cards[from].Power)
	if n == 0 {
		x.Failed = true
		return
	}
	x.S.Cards[from].Power -= n
	x.S.Cards[to].Power += n
	x.S.Say(count(n, "power"), " moves from ", x.S.name(from), " to ", x.S.name(to))
}

// DiscardPower returns up to n power on card id to the pool.
func (x *Ctx) DiscardPower(id, n int) {
	n = min(n, x.S.Cards[id].Power)
	x.S.Cards[id].Power -= n
}

// Until names the end of a lasting effect: the phase, the challenge, the
// round, or "" (while the card it is on stays in play).
const (
	UntilPhase     = "phase"
	UntilChallenge = "challenge"
	UntilRound     = "round"
	WhileInPlay    = ""
)

// Lasting sets up a lasting effect of kind on cards (AG-ABIL-9): "str"
// (N more STR), "gain-icon", "lose-icon", "gain-keyword", "lose-keyword"
// (Label), "cannot" (Label: what the cards cannot do), "no-stand".
func (x *Ctx) Lasting(kind string, n int, label, until string, ids ...int) {
	x.S.Effects.Add(engine.Lasting{Kind: kind, Source: x.Card, Player: x.P, Cards: slices.Clone(ids), N: n, Label: label, Until: until})
}

// AddStr gives cards n more STR until the period ends.
func (x *Ctx) AddStr(n int, until string, ids ...int) { x.Lasting("str", n, "", until, ids...) }

// GainKeyword gives cards a keyword until the period ends.
func (x *Ctx) GainKeyword(kw, until string, ids ...int) {
	x.Lasting("gain-keyword", 0, kw, until, ids...)
}

// GainIcon gives cards a challenge icon until the period ends.
func (x *Ctx) GainIcon(icon, until string, ids ...int) {
	x.Lasting("gain-icon", 0, icon, until, ids...)
}

// LoseIcon takes a challenge icon from cards until the period ends.
func (x *Ctx) LoseIcon(icon, until string, ids ...int) {
	x.Lasting("lose-icon", 0, icon, until, ids...)
}

// Forbid keeps cards from doing what until the period ends (Cannot).
func (x *Ctx) Forbid(what, until string, ids ...int) { x.Lasting("cannot", 0, what, until, ids...) }

// Cancel cancels the event a save/cancel response answers (AG-TIME-5).
func (x *Ctx) Cancel() {
	if x.Gate != nil && x.Gate.Kind == "initiated" && !x.S.uncancellable(x.Gate) {
		x.Gate.Cancelled = true
	}
}

// PutIntoPlay puts card id into play under x's controller, standing,
// with no cost (AG-MARSH-4): not "played"; a unique with a copy in play
// enters as its duplicate (AG-MARSH-7); one the uniqueness rules bar
// fails.
func (x *Ctx) PutIntoPlay(id int) {
	s := x.S
	p := x.P
	if t := s.dupTarget(p, id); t >= 0 {
		s.move(id, p, ZAttached, false)
		s.Cards[id].Parent, s.Cards[id].Dup = int32(t), true
		return
	}
	if s.uniqueBar(p, id) != noBar || s.IsType(id, "attachment") && len(s.hosts(p, id)) == 0 {
		x.Failed = true
		return
	}
	host := -1
	if s.IsType(id, "attachment") {
		host = s.hosts(p, id)[0] // the first legal host; a card that chooses says so itself
	}
	s.Say(s.name(id), " is put into play")
	s.enter(id, p, host)
}

// TakeControl has x's controller take control of card id in play
// (AG-CTRL-1): its duplicates follow, its attachments stay with theirs;
// a participant leaves the challenge (AG-CTRL-2).
func (x *Ctx) TakeControl(id int) {
	s := x.S
	if !s.InPlay(id) || s.Cards[id].Zone != ZPlay || s.uniqueBar(x.P, id) != noBar {
		x.Failed = true
		return
	}
	s.Cards[id].Side = NoSide
	s.move(id, x.P, ZPlay, false)
	for _, d := range s.duplicates(id) {
		s.Cards[d].Controller = int8(x.P)
	}
	s.Say(s.Names[x.P], " takes control of ", s.name(id))
	s.checkChallengeEmpty()
}

// Opponent is the opponent in a joust; in melee the one the challenge
// under way pits x's controller against, else none (-1).
func (x *Ctx) Opponent() int {
	s := x.S
	if opp := s.Opponents(x.P); len(opp) == 1 {
		return opp[0]
	}
	if s.Chal.On {
		switch x.P {
		case s.Chal.Attacker:
			return s.Chal.Defender
		case s.Chal.Defender:
			return s.Chal.Attacker
		}
	}
	return -1
}

// Cannot reports a card kept from doing what (its own text's Cannot, a
// lasting effect): "attack", "defend", "stand", "kneel", "be-bypassed",
// "leave-killed", "leave-discarded", "leave-returned".
func (s *State) Cannot(id int, what string) bool {
	if t := s.text(id); t != nil && !s.Cards[id].Dup && (slices.Contains(t.Cannot, what) || t.CannotIf != nil && t.CannotIf(s, id, what)) {
		return true
	}
	if len(s.forbidders) > 0 && s.forbidden(id, what) { // another card's constant words
		return true
	}
	for _, l := range s.Effects.List {
		if l.Kind == "cannot" && l.Label == what && containsInt(l.Cards, id) {
			return true
		}
	}
	return false
}

// Filters for targets and choices, joined with All; each reads a card in
// play.

// Location passes locations; Attachment attachments (no duplicates).
// A location attached as an attachment is one (Khal Drogo's Tent).
func Location(x *Ctx, id int) bool { return x.S.IsType(id, "location") && !x.S.attachedAs(id) }
func Attachment(x *Ctx, id int) bool {
	return (x.S.IsType(id, "attachment") || x.S.attachedAs(id)) && !x.S.Cards[id].Dup
}

// Yours passes cards x's controller controls; Theirs the others'.
func Yours(x *Ctx, id int) bool  { return int(x.S.Cards[id].Controller) == x.P }
func Theirs(x *Ctx, id int) bool { return int(x.S.Cards[id].Controller) != x.P }

// Other passes cards other than x's own.
func Other(x *Ctx, id int) bool { return id != x.Card }

// Kneeling and Standing pass cards so.
func Kneeling(x *Ctx, id int) bool { return x.S.Cards[id].Kneeling }
func Standing(x *Ctx, id int) bool { return !x.S.Cards[id].Kneeling }

// Participating passes characters in the challenge under way;
// Attackers and Defenders one side.
func Participating(x *Ctx, id int) bool { return x.S.Chal.On && x.S.Cards[id].Side != NoSide }
func Attackers(x *Ctx, id int) bool     { return x.S.Chal.On && x.S.Cards[id].Side == Attacking }
func Defenders(x *Ctx, id int) bool     { return x.S.Chal.On && x.S.Cards[id].Side == Defending }

// Unique passes unique cards.
func Unique(x *Ctx, id int) bool { return x.S.defs[id].Unique }

// Trait passes cards with a trait, printed or gained (duplicates have
// none).
func Trait(t string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return x.S.HasTrait(id, t) } // gained ones too
}

// HasKw passes cards with a keyword, printed or gained.
func HasKw(k string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return x.S.HasKeyword(id, k) }
}

// OfHouse passes cards with a House's shield.
func OfHouse(h string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return slices.Contains(x.S.defs[id].Houses, h) }
}

// Icon passes characters with a challenge icon.
func Icon(i string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return x.S.HasIcon(id, i) }
}

// CostAtMost passes cards of printed cost n or lower.
func CostAtMost(n int) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return !x.S.defs[id].NoCost && x.S.PrintedCost(id) <= n }
}

// Not passes what f does not.
func Not(f func(x *Ctx, id int) bool) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return !f(x, id) }
}

// Conditions for If.

// InPhase holds in the phase named.
func InPhase(phase string) func(x *Ctx) bool {
	return func(x *Ctx) bool { return x.S.Phase == phase }
}

// DuringChallenge holds while a challenge is under way; of a type when
// one is named.
func DuringChallenge(typ string) func(x *Ctx) bool {
	return func(x *Ctx) bool { return x.S.Chal.On && (typ == "" || x.S.Chal.Type == typ) }
}

// SelfParticipating holds while x's card takes part in the challenge.
func SelfParticipating(x *Ctx) bool { return x.S.Chal.On && x.S.Cards[x.Card].Side != NoSide }

// YouWon holds for a "challenge-won" gate of x's controller, of a type
// when one is named; YouLost for a "challenge-lost" one.
func YouWon(typ string) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		return x.Gate != nil && x.Gate.Player == x.P && (typ == "" || x.Gate.Label == typ)
	}
}

// GateIsSelf holds when the trigger is about x's own card (it entered
// play, was killed, was revealed…).
func GateIsSelf(x *Ctx) bool { return x.Gate != nil && slices.Contains(x.Gate.Cards, x.Card) }

// Both holds when each condition does.
func Both(cs ...func(x *Ctx) bool) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		for _, c := range cs {
			if !c(x) {
				return false
			}
		}
		return true
	}
}

// normKeyword is a keyword as compared, in lower case.
func normKeyword(k string) string { return strings.ToLower(strings.TrimSpace(k)) }
