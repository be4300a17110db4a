package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// The vocabulary of bonuses and penalties (LE-BONUS-1, LE-TOKEN-1):
// Force, Chi and Personal Honor given, keywords given and taken, costs
// and Gold Production changed.

// Give gives a card a Force and Chi bonus or penalty until a timing
// point: "" for an effect that says not how long it lasts, which lasts
// until the turn ends (LE-DURATION-1); a card's printed bonus (a
// Follower's Force, an Item's signed stats) is no effect of this kind.
func (x *Ctx) Give(id, force, chi int, until string) {
	if force > 0 && x.S.inPlay(id) {
		if t := x.S.text(id); t != nil && t.BonusPlus && x.S.unitOf(x.Self) != x.S.unitOf(id) {
			force++ // Kaiu Hisayuki: a bonus from outside his unit
		}
	}
	if chi < 0 && x.S.holds&holdsDelayers != 0 && x.S.inPlay(id) { // the Reactions before a Chi penalty first (Kyuden Toketsu)
		if ev := (engine.Event{Kind: OnBeforePenalty, Player: x.P, Cards: engine.One(id), N: chi, Source: x.Self}); x.S.mayReact(&ev) {
			until = lastsFor(until)
			x.S.Push(engine.Frame{Kind: kHeld, Player: x.P, Card: x.Self, Cards: engine.One(id), N: chi, Labels: []string{heldPenalty, until}})
			chi = 0
		}
	}
	if x.S.modify(x.P, x.Self, id, force, chi, until) {
		x.S.Say(x.S.Title(id), " gets ", signed(force), "F/", signed(chi), "C")
		x.S.fire(engine.Event{Kind: OnGiven, Player: x.P, Cards: engine.One(id), N: force, M: chi, Source: x.Self})
	}
}

// Token gives a card a "#F/#C" token (LE-TOKEN-1): a bonus or penalty
// that lasts while the card stays in play.
func (x *Ctx) Token(id, force, chi int) {
	if x.S.modify(x.P, x.Self, id, force, chi, UntilToken) {
		x.S.Say(x.S.Title(id), " takes a ", signed(force), "F/", signed(chi), "C token")
	}
}

// modify adds p's Force and Chi effects, from a card's (source; -1
// none), on a card in play, reporting whether it was there to take them:
// a card with no Force and Chi (a Holding, a Stronghold) takes none
// (LE-STAT-3). An effect that says not how long it lasts ("" here) lasts
// until the turn ends (LE-DURATION-1), as every other kind does.
func (s *State) modify(p, source, id, force, chi int, until string) bool {
	if !s.inPlay(id) || !s.hasStats(id) {
		return false
	}
	until = lastsFor(until)
	for _, m := range [2]struct {
		kind string
		n    int
	}{{efForce, force}, {efChi, chi}} {
		if m.n != 0 {
			s.Effects.Add(engine.Lasting{Kind: m.kind, Source: source + 1, Player: p, Cards: []int{id}, N: m.n, Until: until})
		}
	}
	return true
}

// suppressedMark marks a Force bonus reduced to +0F (N: its Seq) until
// the turn ends (In Search of the Future).
const suppressedMark = "suppressed"

// SuppressForceBonuses reduces to +0F, until the turn ends, the Force
// bonuses upon the cards at a battlefield, but those a card gave itself or
// a card of its own unit.
func (x *Ctx) SuppressForceBonuses(prov int) {
	s := x.S
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind != efForce || l.N <= 0 || len(l.Cards) != 1 {
			continue
		}
		id := l.Cards[0]
		if !s.inPlay(id) || x.Location(id) != prov || s.Cards[s.unitOf(id)].Zone != ZBattle {
			continue
		}
		if src := l.Source - 1; src >= 0 && s.inPlay(src) && (src == id || s.unitOf(src) == s.unitOf(id)) {
			continue // a card's own, or its unit's
		}
		s.addEffect(efMark, x.P, []int{id}, l.Seq, suppressedMark, UntilTurn)
	}
	s.Say("the Force bonuses at the battlefield are reduced to +0F")
}

// suppressed reports a Force bonus on a card reduced to +0F.
func (s *State) suppressed(id, seq int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == suppressedMark && l.N == seq && len(l.Cards) == 1 && l.Cards[0] == id {
			return true
		}
	}
	return false
}

// signed writes a modifier with its sign.
func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// GiveKeyword gives a card a keyword until a timing point.
func (x *Ctx) GiveKeyword(id int, k, until string) {
	if t := x.S.text(id); t != nil && slices.Contains(t.NeverGains, k) {
		x.S.Say(x.S.Title(id), " will not gain ", k)
		return
	}
	if x.S.inPlay(id) {
		x.S.addEffect(efKeyword, x.P, []int{id}, 0, k, until)
		x.S.Say(x.S.Title(id), " gains ", k)
	}
}

// RemoveKeyword takes a keyword from a card until a timing point.
func (x *Ctx) RemoveKeyword(id int, k, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efUnkeyword, x.P, []int{id}, 0, k, until)
		x.S.Say(x.S.Title(id), " loses ", k)
	}
}

// Silence: a card's abilities may not be used until a timing point.
func (x *Ctx) Silence(id int, until string) {
	x.S.addEffect(efSilenced, x.P, []int{id}, 0, "", until)
	x.S.Say(x.S.Title(id), "'s abilities may not be used")
}

// NoChiDeath keeps a card from being destroyed for 0 Chi until a timing
// point.
func (x *Ctx) NoChiDeath(id int, until string) {
	x.S.addEffect(efNoChiDeath, x.P, []int{id}, 0, "", until)
}

// CutCost lowers a card's Gold Cost by n, not below floor, until a
// timing point.
func (x *Ctx) CutCost(id, n, floor int, until string) {
	if cut := min(n, max(0, x.Gold(id)-floor)); cut > 0 {
		x.S.addEffect(efCost, x.P, []int{id}, cut, "", until)
		x.S.Say(x.S.Title(id), " costs ", strconv.Itoa(cut), " less")
	}
}

// GiveHonor gives a Personality a Personal Honor bonus or penalty until a
// timing point.
func (x *Ctx) GiveHonor(id, n int, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efHonor, x.P, []int{id}, n, "", until)
		x.S.Say(x.S.Title(id), " gets ", signed(n), " Personal Honor")
	}
}

// GiveProduction gives a Holding n more Gold Production until a timing
// point (UntilToken: a token on it).
func (x *Ctx) GiveProduction(id, n int, until string) {
	x.S.addEffect(efProduce, x.P, []int{id}, n, "", until)
}

// CostMore raises a card's Gold Cost until a timing point.
func (x *Ctx) CostMore(id, n int, until string) {
	x.S.addEffect(efCost, x.P, []int{id}, -n, "", until)
	x.S.Say(x.S.Title(id), " costs ", strconv.Itoa(n), " more")
}

// MinChi is a Personality's minimum Chi: the highest its attachments
// give, else 0.
func (x *Ctx) MinChi(id int) int {
	n := 0
	for _, a := range x.S.Attachments(id) {
		if t := x.S.text(a); t != nil && t.MinChi > n {
			n = t.MinChi
		}
	}
	return n
}

// FocusBonus gives a focused card a bonus to its Focus Value for the
// duel under way.
func (x *Ctx) FocusBonus(id, n int) {
	x.S.addEffect(efFocus, x.P, []int{id}, n, "", UntilDuel)
	x.S.Say(x.S.Title(id), " has ", signed(n), " Focus Value")
}

// CancelBonus reduces to nothing the Force bonus a Reaction answers
// (OnGiven): the latest one of that amount on the card.
func (x *Ctx) CancelBonus() {
	id, n := x.Subject(), x.Ev.N
	for i := len(x.S.Effects.List) - 1; i >= 0; i-- {
		if l := &x.S.Effects.List[i]; l.Kind == efForce && l.N == n && slices.Contains(l.Cards, id) {
			l.N = 0
			x.S.Say(x.S.Title(id), "'s bonus is reduced to +0F")
			return
		}
	}
}

// DelayPenalty delays the Chi penalty being held for Reactions until
// before the turn ends, when the card gets it (Kyuden Toketsu).
func (x *Ctx) DelayPenalty() {
	if f := x.S.held(); f != nil && len(f.Labels) > 1 && f.Labels[0] == heldPenalty {
		f.Stage = heldNegated
		x.S.addEffect(efPenaltyEnd, f.Player, f.Cards, f.N, f.Labels[1], UntilTurn)
		x.S.Say("the penalty upon ", x.S.Title(f.Cards[0]), " is delayed until the turn ends")
	}
}
