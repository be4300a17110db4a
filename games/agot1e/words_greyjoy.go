package agot1e

import (
	"slices"

	"tessen/engine"
)

// Words the House Greyjoy cards (and Myrcella Lannister) needed, each
// general: a card of any House may use them. Where a rule's mechanism was
// missing from the core files, the core calls in here (named in each
// comment).

// ---- Blank text boxes (AG-CARD-9) ----

// text is card id's text as it reads now: none while its printed text
// box is blank.
func (s *State) text(id int) *Text {
	if s.blank(id) {
		return nil
	}
	return s.texts[id]
}

// actingText is card id's text as it reads now if its words act (in
// play, or a revealed plot), nil otherwise: where it is is asked first,
// as blank scans the lasting effects and the blankers.
func (s *State) actingText(id int) *Text {
	if !s.acting(id) {
		return nil
	}
	return s.text(id)
}

// blank reports card id's printed text box treated as blank by a card's
// constant words (Text.Blanks): no abilities, no constant words, no
// traits, keywords nor income, influence or initiative bonuses; its icons
// and crests stay (AG-CARD-9).
func (s *State) blank(id int) bool {
	for i := range s.Effects.List { // blanked for a while (x.Blank)
		if l := &s.Effects.List[i]; l.Kind == "blank" && containsInt(l.Cards, id) {
			return true
		}
	}
	for _, c := range s.blankers {
		// a blanked card's own Blanks are not read again
		if t := s.texts[c]; s.acting(c) && t.Blanks(s, c, id) {
			return true
		}
	}
	return false
}

// ---- Filters and conditions ----

// NoCrest passes cards without any crest.
func NoCrest(x *Ctx, id int) bool { return len(x.S.defs[id].Crests) == 0 }

// Any is a filter passing what one of fs passes.
func Any(fs ...func(x *Ctx, id int) bool) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool {
		for _, f := range fs {
			if f(x, id) {
				return true
			}
		}
		return false
	}
}

// NonUnique passes cards that are not unique.
func NonUnique(x *Ctx, id int) bool { return !x.S.defs[id].Unique }

// Controlled lists the cards in play p controls that f passes (the play
// area, then attachments).
func (x *Ctx) Controlled(p int, f func(x *Ctx, id int) bool) []int {
	s := x.S
	var out []int
	for _, id := range s.P[p].Play {
		if f(x, id) {
			out = append(out, id)
		}
	}
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) == p && !s.Cards[id].Dup && f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// YouControl holds when x's controller controls a card in play f passes.
func YouControl(f func(x *Ctx, id int) bool) func(x *Ctx) bool {
	return func(x *Ctx) bool { return len(x.Controlled(x.P, f)) > 0 }
}

// YouWonUnopposed holds for x's controller's "challenge-won" gate of a
// challenge he won unopposed, as the attacker (AG-CHAL-17), or one that
// counts as unopposed.
func YouWonUnopposed(x *Ctx) bool {
	return x.Gate != nil && x.Gate.Kind == "challenge-won" && x.Gate.Player == x.P &&
		x.S.Chal.Attacker == x.P && x.S.Chal.Unopposed
}

// YouReveal holds for a "revealed" gate of a plot x's controller
// revealed.
func YouReveal(x *Ctx) bool {
	return x.Gate != nil && x.Gate.Kind == "revealed" && x.Gate.Player == x.P
}

// ---- Costs ----

// KneelYour is a cost of kneeling n standing cards you control that f
// passes, chosen as the cost is paid ("kneel 2 Ironborn characters").
func KneelYour(n int, f func(x *Ctx, id int) bool) Cost { return Cost{Kind: "kneel", N: n, Filter: f} }

// DiscardFromDeck is a cost of discarding the top n cards of your deck.
func DiscardFromDeck(n int) Cost { return Cost{Kind: "discard-deck", N: n} }

// Influence is what card id gives for influence costs now.
func (s *State) Influence(id int) int { return s.influence(id) }

// kneelable are the standing cards p controls that a "kneel" cost of
// card id's may kneel; a moribund card still pays a cost (AG-LEAVE-3).
func (s *State) kneelable(p, id int, c Cost) []int {
	x := &Ctx{S: s, P: p, Card: id, Ab: &Ability{}}
	return x.Controlled(p, func(x *Ctx, k int) bool { return !s.Cards[k].Kneeling && (c.Filter == nil || c.Filter(x, k)) })
}

// discardFromDeck puts the top n cards of p's deck on his discard pile,
// as many as there are (AG-WIN-5); it returns how many.
func (s *State) discardFromDeck(p, n int) int {
	done := 0
	for ; done < n && len(s.P[p].Deck) > 0; done++ {
		id := s.P[p].Deck[0]
		s.move(id, p, ZDiscard, false)
		s.Say(s.Names[p], " discards ", s.name(id), " from the top of the deck")
	}
	return done
}

// ---- Verbs ----

// Shuffle shuffles p's deck (after a search: AG-WIN-5).
func (x *Ctx) Shuffle(p int) {
	engine.Shuffle(&x.S.RNG, x.S.P[p].Deck)
	x.S.Say(x.S.Names[p], " shuffles the deck")
}

// Instead sends card id, turning moribund as it is killed, discarded or
// returned, to another destination at the end step (a replacement
// effect, AG-LEAVE-8): ZDeck is the bottom of its owner's deck. It did
// not leave as it would have, so that gate closes.
func (x *Ctx) Instead(id int, to Zone) {
	s := x.S
	c := &s.Cards[id]
	if c.Dying == ZNone {
		x.Failed = true
		return
	}
	c.Dying = to
	for g := range s.Gates {
		if gt := &s.Gates[g]; len(gt.Cards) == 1 && gt.Cards[0] == id && (gt.Kind == "killed" || gt.Kind == "discarded" || gt.Kind == "returned") {
			gt.Kind = "closed"
		}
	}
	s.Say(s.name(id), " goes to the ", map[Zone]string{ZDeck: "bottom of the deck", ZHand: "hand", ZDiscard: "discard pile",
		ZDead: "dead pile"}[to], " instead")
}

// Reattach moves attachment a onto card host, which its own words allow
// ("attach it to an opponent's location"); its controller stays.
func (x *Ctx) Reattach(a, host int) {
	s := x.S
	if !s.InPlay(a) || s.Cards[a].Zone != ZAttached || !s.InPlay(host) || s.dying(host) {
		x.Failed = true
		return
	}
	s.Cards[a].Parent = int32(host)
	s.Say(s.name(a), " is attached to ", s.name(host))
}

// Parent is the card attachment a is on, -1 for none.
func (x *Ctx) Parent(a int) int {
	if x.S.Cards[a].Zone != ZAttached {
		return -1
	}
	return int(x.S.Cards[a].Parent)
}

// ---- Constant words other cards obey (Text.Forbids) ----

// forbidden reports card id kept from doing what by another card's
// constant words (Text.Forbids), read by State.Cannot.
func (s *State) forbidden(id int, what string) bool {
	for _, c := range s.forbidders {
		if t := s.actingText(c); t != nil && t.Forbids != nil && t.Forbids(s, c, id, what) {
			return true
		}
	}
	return false
}

// ---- Additional challenges (AG-CHAL-4) ----

// GrantChallenge lets x's controller initiate an additional challenge of
// type typ this phase, which must be the next he initiates; with
// noWinnerIfOpposed, nobody wins it if it is opposed.
func (x *Ctx) GrantChallenge(typ string, noWinnerIfOpposed bool) {
	x.S.Effects.Add(engine.Lasting{Kind: "extra-challenge", Source: x.Card, Player: x.P, Label: typ,
		N: extraNextOne | boolInt(noWinnerIfOpposed), Until: UntilPhase})
	x.S.Say(x.S.Names[x.P], " may initiate an additional ", typ, " challenge")
}

// extraNext is the type of the additional challenge p must initiate
// next, "" for none.
func (s *State) extraNext(p int) string {
	for _, l := range s.Effects.List {
		if l.Kind == "extra-challenge" && l.Player == p && l.N&extraNextOne != 0 {
			return l.Label
		}
	}
	return ""
}

// MayInitiate reports whether p may initiate a challenge of type t now
// (AG-CHAL-4): one of each type a phase, or the additional one granted,
// which comes next.
func (s *State) MayInitiate(p int, t string) bool {
	if next := s.extraNext(p); next != "" {
		return t == next
	}
	done, allowed := 0, 1+s.Mod(p, countWord(t)) // a card's more of a type (AG-CHAL-4)
	for _, c := range s.P[p].Challenged {
		if c == t {
			done++
		}
	}
	for _, l := range s.Effects.List { // one more of a type this phase (x.ExtraChallenge)
		if l.Kind == "extra-challenge" && l.Player == p && l.Label == t && l.N&extraNextOne == 0 {
			allowed++
		}
	}
	return done < allowed
}

// extraNextOne marks an additional challenge that must be the next one
// its player initiates (GrantChallenge), which initiating it uses up;
// bit 1 marks one nobody wins if it is opposed.
const extraNextOne = 2

// useExtra spends the additional challenge p initiates (called as the
// challenge begins).
func (s *State) useExtra(p int, t string) {
	i := slices.IndexFunc(s.Effects.List, func(l engine.Lasting) bool {
		return l.Kind == "extra-challenge" && l.Player == p && l.Label == t && l.N&extraNextOne != 0
	})
	if i < 0 {
		return
	}
	l := s.Effects.List[i]
	s.Effects.List = slices.Delete(slices.Clone(s.Effects.List), i, i+1)
	if l.N&1 == 1 {
		s.Effects.Add(engine.Lasting{Kind: "no-winner-if-opposed", Source: l.Source, Player: p, Until: UntilChallenge})
	}
}

// noWinnerIfOpposed reports a challenge nobody wins if it is opposed.
func (s *State) noWinnerIfOpposed() bool {
	return slices.ContainsFunc(s.Effects.List, func(l engine.Lasting) bool { return l.Kind == "no-winner-if-opposed" })
}

// ---- What counts in a challenge's resolution ----

// CountAsUnopposed: if x's controller, attacking, wins this challenge by
// margin or more STR, it counts as unopposed (AG-CHAL-17, AG-CHAL-22).
func (x *Ctx) CountAsUnopposed(margin int) {
	x.Lasting("unopposed-by", margin, "", UntilChallenge)
}

// unopposedByMargin reports the challenge won by a margin that counts as
// unopposed (called from the unopposed act).
func (s *State) unopposedByMargin() bool {
	c := &s.Chal
	for _, l := range s.Effects.List {
		if l.Kind == "unopposed-by" && l.Player == c.Attacker && c.Winner == c.Attacker && c.AttStr-c.DefStr >= l.N {
			return true
		}
	}
	return false
}

// DrawIfWin: if x's controller wins this challenge, he draws n cards.
func (x *Ctx) DrawIfWin(n int) { x.Lasting("draw-if-win", n, "", UntilChallenge) }

// afterWin resolves what was to happen if p won the challenge (called
// from the winner act).
func (s *State) afterWin(p int) {
	for _, l := range slices.Clone(s.Effects.List) {
		if l.Kind == "draw-if-win" && l.Player == p {
			x := &Ctx{S: s, P: p, Card: l.Source, Ab: &Ability{}}
			x.Draw(p, l.N)
		}
	}
}

// NoStr: the cards do not count their STR in the challenge until the
// period ends (they still take part).
func (x *Ctx) NoStr(until string, ids ...int) { x.Lasting("no-str", 0, "", until, ids...) }

// countsStr reports whether participant id counts its STR for its side
// (called from SideStr): not if an effect says so, nor while a stronger
// attacker with intimidate attacks (AG-KW-10).
func (s *State) countsStr(id int) bool {
	for _, l := range s.Effects.List {
		if l.Kind == "no-str" && containsInt(l.Cards, id) {
			return false
		}
	}
	if s.Chal.On {
		for _, a := range s.P[s.Chal.Attacker].Play {
			if a != id && s.Cards[a].Side == Attacking && s.HasKeyword(a, "Intimidate") && s.Str(id) < s.Str(a) {
				return false
			}
		}
	}
	return true
}

// ---- Saves (AG-LEAVE-5) ----

// atRisk are the cards at risk in save window f that may be saved: not
// those that cannot be (AG-LEAVE-5).
func (s *State) atRisk(f *engine.Frame) []int {
	var out []int
	for _, id := range f.Cards {
		if !s.Cannot(id, "be-saved") {
			out = append(out, id)
		}
	}
	return out
}

// ---- Cancelling ----

// GateTriggered holds when the event a save/cancel response answers is a
// triggered effect: a card's action or response, or an event played;
// never a passive, nor the framework (AG-TIME-13).
func GateTriggered(x *Ctx) bool {
	g := x.Gate
	if g == nil || g.Kind != "initiated" || g.Label != "ability" || g.Source < 0 {
		return false
	}
	a := x.S.ability(g.Source, g.N)
	return a != nil && a.Timing != Passive
}
