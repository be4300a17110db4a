package l5rlcg

import (
	"fmt"
	"iter"
	mathbits "math/bits"
	"slices"
	"strconv"

	"tessen/engine"
)

// list is the ordered list that holds a card in its zone, or nil for the
// zones that are single slots (provinces, stronghold, role, the table).
func (s *State) list(c *Card) *[]int {
	switch c.Zone {
	case ZPlay:
		return &s.P[c.Controller].Play
	case ZAttached:
		if c.Parent < 0 {
			return nil // not yet attached: attach adds it to its parent
		}
		return &s.Attached
	}
	return s.pile(int(c.Owner), c.Zone, int(c.Prov))
}

// pile is player p's ordered list of a zone out of play (of a province,
// the one prov names), or nil for the zones that are not lists.
func (s *State) pile(p int, z Zone, prov int) *[]int {
	pl := &s.P[p]
	switch z {
	case ZHand:
		return &pl.Hand
	case ZConflictDeck:
		return &pl.ConflictDeck
	case ZDynastyDeck:
		return &pl.DynastyDeck
	case ZConflictDiscard:
		return &pl.ConflictDiscard
	case ZDynastyDiscard:
		return &pl.DynastyDiscard
	case ZRemoved:
		return &pl.Removed
	case ZProvince:
		return &pl.Dyn[prov]
	}
	return nil
}

// cardsIn appends, in id order, every player's cards in the zones out of
// play given (a target's In), and with ZPlay their characters in play.
func (s *State) cardsIn(out []int, zones []Zone) []int {
	for p := range s.P {
		for _, z := range zones {
			if z == ZProvince {
				for prov := range s.Provinces() {
					out = append(out, s.P[p].Dyn[prov]...)
				}
			} else if z == ZProvinceCard { // facedown ones too: "choose a province" (RR-TARGET-7)
				out = append(out, s.ProvinceCards(p)...)
			} else if z == ZPlay { // characters in play too: a target chosen in and out of play (Miyako's Undertaking)
				for _, id := range s.inPlayAll() {
					if s.Cards[id].Zone == ZPlay && int(s.Cards[id].Controller) == p {
						out = append(out, id)
					}
				}
			} else if l := s.pile(p, z, 0); l != nil {
				out = append(out, *l...)
			}
		}
	}
	slices.Sort(out)
	return out
}

// inPlay reports whether a card is in play (RR "In Play and Out of Play").
func (s *State) inPlay(id int) bool {
	c := &s.Cards[id]
	switch c.Zone {
	case ZPlay, ZAttached, ZStronghold:
		return true
	case ZProvinceCard:
		return !c.Facedown
	case ZProvince:
		return !c.Facedown && s.isHolding(id) // a faceup holding is in play
	}
	return false
}

func (s *State) isHolding(id int) bool { return s.def(id).Type == "holding" }

// logCard logs a line about a card, its description first, only when the
// game keeps a log: describing a card costs more than the line is worth
// to a game nobody reads. src is the card whose ability did it (-1 for
// none): the line names it first, unless it is the card itself.
func (s *State) logCard(id, src int, what string) {
	if s.Quiet {
		return
	}
	if by := s.sourceName(src); by != "" && src != id {
		s.Say(by, ": ", s.Describe(id), " ", what)
		return
	}
	s.Say(s.Describe(id), " ", what)
}

// placedCards appends, in id order, every card that is on the table and
// might be in play: characters, attachments, provinces, the cards in
// them, strongholds. Asking inPlay of these alone answers it for every
// card in a few dozen steps, not in one per card of the game.
func (s *State) placedCards(out []int) []int {
	set := s.newIDSet()
	for id := range s.onTable() {
		set.add(id)
	}
	return set.appendTo(out)
}

// onTable yields every card on the table: the characters, the provinces
// and the cards in them, the strongholds, the attachments (-1 for an
// empty slot).
func (s *State) onTable() iter.Seq[int] {
	return func(yield func(int) bool) {
		for q := range s.P {
			o := &s.P[q]
			for _, id := range o.Play {
				if !yield(id) {
					return
				}
			}
			for prov := range o.Prov {
				if !yield(o.Prov[prov]) {
					return
				}
				for _, id := range o.Dyn[prov] {
					if !yield(id) {
						return
					}
				}
			}
			if !yield(o.Stronghold) {
				return
			}
		}
		for _, id := range s.Attached {
			if !yield(id) {
				return
			}
		}
	}
}

// idSet gathers card ids (negative ones, empty slots, are left out) and
// gives them back once each in id order: a bit set on the stack for a
// game of up to 512 cards (a sort cost more than the walks it served),
// a sorted list beyond.
type idSet struct {
	bits [8]uint64
	big  bool
	many []int
}

func (s *State) newIDSet() idSet { return idSet{big: len(s.Cards) > 64*8} }

func (set *idSet) add(id int) {
	switch {
	case id < 0:
	case set.big:
		set.many = append(set.many, id)
	default:
		set.bits[id>>6] |= 1 << (id & 63)
	}
}

func (set *idSet) appendTo(out []int) []int {
	if set.big {
		slices.Sort(set.many)
		return append(out, slices.Compact(set.many)...)
	}
	for w, bits := range set.bits {
		for ; bits != 0; bits &= bits - 1 {
			out = append(out, w<<6+mathbits.TrailingZeros64(bits))
		}
	}
	return out
}

// without removes id from a list of cards, in place (each card is in one
// list once: the invariants check it).
func without(ids []int, id int) []int {
	if i := slices.Index(ids, id); i >= 0 {
		return slices.Delete(ids, i, i+1)
	}
	return ids
}

// place moves a card to a zone. Entering an out-of-play area resets the
// card's state and makes it a new instance; decks take cards on top
// (top is first) and discard piles on top (top is last).
func (s *State) place(id int, z Zone, owner int, prov int, top bool) {
	c := &s.Cards[id]
	was := s.inPlay(id) // most moves are out of play to out of play: the live lists stay
	body := c.Zone == ZPlay && c.Facedown && z != ZPlay
	if l := s.list(c); l != nil {
		*l = without(*l, id)
	}
	outOfPlay := z != ZPlay && z != ZAttached && z != ZBeingPlayed
	if outOfPlay {
		c.Controller = int8(owner)
		c.Bowed, c.InConflict, c.Fate, c.Status, c.Parent, c.HonorTokens = false, false, 0, Ordinary, -1, 0
	}
	if z != c.Zone {
		c.Inst, c.Used = c.Inst+1, false // a new instance: no use counts for it
	}
	s.moved++
	c.Zone, c.Prov = z, int8(prov)
	c.Facedown = z == ZConflictDeck || z == ZDynastyDeck
	if l := s.list(c); l != nil {
		if top && (z == ZConflictDeck || z == ZDynastyDeck) {
			*l = append([]int{id}, *l...)
		} else {
			if len(*l) == cap(*l) { // a list that grows by a card grows by several: room for eight at first
				*l = slices.Grow(*l, max(len(*l), 8))
			}
			*l = append(*l, id)
		}
	}
	if s.inPlay(id) != was {
		s.track(id)
	}
	if body {
		s.bodyLeft(id) // RR-FACEDOWN-CHAR-1: it leaves play faceup
	}
}

// discardZone is where a card goes when discarded: its side's pile.
func (s *State) discardZone(id int) Zone {
	if s.def(id).Side == "dynasty" {
		return ZDynastyDiscard
	}
	return ZConflictDiscard
}

// discard puts an out-of-play card (hand, deck, province) on its discard pile.
func (s *State) discard(id int) {
	s.place(id, s.discardZone(id), s.Owner(id), 0, false)
}

// leavePlay carries out a card leaving play and the consequences the
// rules make simultaneous with it (RR "Leaves Play", "Personal Honor",
// "Courtesy", "Sincerity", "Ancestral"). dest is "discard", "hand",
// "deck" (top of its deck), "deck-bottom" or "removed"; by names what
// made it leave (a card, a ring; "" for the rules) and why the rule that
// did ("" for none), for the log.
func (s *State) leavePlay(id int, dest, by, why string) {
	c := &s.Cards[id]
	if !s.inPlay(id) || c.Zone == ZStronghold {
		return // a stronghold cannot leave play
	}
	controller, status := c.Controller, c.Status
	if s.statusIgnored(id) {
		status = Ordinary // its token's effects are ignored as it leaves
	}
	fromProvince, prov := c.Zone == ZProvince, c.Prov
	d := s.def(id)
	courtesy, sincerity := s.HasKeyword(id, "courtesy"), s.HasKeyword(id, "sincerity")
	// Which attachments are ancestral is read before any leaves: one may
	// be ancestral by another's ability (Adopted Kin, RR-ANCESTRAL-2).
	atts := s.Attachments(id)
	var ancestral uint64
	for i, a := range atts {
		if i < 64 && s.HasKeyword(a, "ancestral") {
			ancestral |= 1 << i
		}
	}
	for i, a := range atts {
		if ancestral&(1<<i) != 0 {
			s.place(a, ZHand, s.Owner(a), 0, false)
		} else {
			s.leavePlay(a, "discard", "", "its character left play")
		}
	}
	copied := s.isCopy(id)
	s.Effects.Forget(id)
	if copied { // copycard.go: it is itself again as it leaves play
		s.index()
	}
	switch dest {
	case "hand":
		s.place(id, ZHand, int(c.Owner), 0, false)
	case "removed", "under": // under: PutUnder marks it
		s.place(id, ZRemoved, int(c.Owner), 0, false)
	case "deck", "deck-bottom", deckShuffled:
		z := ZConflictDeck
		if d.Side == "dynasty" {
			z = ZDynastyDeck
		}
		s.place(id, z, int(c.Owner), 0, dest != "deck-bottom")
		if dest == deckShuffled {
			s.shuffleDeckOf(id)
		}
	default:
		s.place(id, s.discardZone(id), int(c.Owner), 0, false)
	}
	if !s.Quiet {
		s.Say(s.leaveWords(id, dest, by, why))
	}
	if fromProvince {
		s.discardUnder(id) // RR-UNDER-1
	}
	if fromProvince && !s.refillHeld {
		s.refill(int(c.Owner), int(prov), false) // a holding leaving its province
	}
	if d.Type != "character" {
		return
	}
	switch status {
	case Honored:
		s.gainHonor(int(controller), 1)
	case Dishonored:
		s.loseHonor(int(controller), 1)
	}
	if courtesy {
		s.P[controller].Fate++
	}
	if sincerity {
		s.draw(int(controller), 1)
	}
}

// changeControl gives a card in play to another player: it keeps its
// state (bowed, participating, now on its new controller's side); its
// attachments keep their own controller (RR "Control and Ownership").
func (s *State) changeControl(id, p int) {
	c := &s.Cards[id]
	if int(c.Controller) == p || !s.inPlay(id) {
		return
	}
	if c.Zone == ZPlay {
		s.P[c.Controller].Play = without(s.P[c.Controller].Play, id)
		s.P[p].Play = append(s.P[p].Play, id)
	}
	c.Controller = int8(p)
	s.Say(s.Names[p], " takes control of ", s.Describe(id))
}

// putIntoPlay puts a character into play for p, ready, at home or in the
// conflict; it is not "played", so costs and play restrictions do not
// apply, but uniqueness does.
//
// It enters play as a played card does (RR "Enters Play"): the reactions
// to its entering play follow, and a province it left refills after them
// (ruling 3), as the ability that put it there ends.
func (s *State) putIntoPlay(id, p int, intoConflict bool) {
	c := &s.Cards[id]
	d := s.def(id)
	if s.inPlay(id) || d.Type != "character" || (d.Unique && s.uniqueInPlay(p, d.Title)) {
		return
	}
	from, prov := c.Zone, c.Prov
	s.place(id, ZNone, int(c.Owner), 0, false) // out of its old zone, then in under p's control
	c.Controller = int8(p)
	s.place(id, ZPlay, int(c.Owner), 0, false)
	c.InConflict = intoConflict && s.Conf.Active && s.canParticipate(id, p == s.Conf.Defender)
	s.noteEnteredFromHand(id, p, from == ZHand)
	s.Say(s.Names[p], " puts ", d.Title, " into play")
	s.emit(engine.Event{Kind: EvEnterPlay, Player: p, Cards: engine.One(id), Label: enteredFrom(from), N: int(prov)})
}

// enteredFrom names where a card entering play came from, as the
// reactions to its entering play read it.
func enteredFrom(z Zone) string {
	switch z {
	case ZProvince:
		return "province"
	case ZHand:
		return "hand"
	}
	return "elsewhere"
}

// reattach moves an attachment in play onto another character.
func (s *State) reattach(att, char int) {
	c := &s.Cards[att]
	if c.Zone != ZAttached || int(c.Parent) == char {
		return
	}
	// It is attached anew: last among its new character's attachments.
	s.Attached = append(without(s.Attached, att), att)
	c.Parent = int32(char)
	s.moved++ // a parent changed: what was counted by parent is out of date
}

// expire ends the lasting effects of a period: control changes are undone,
// then delayed effects run (RR "Lasting Effects", "Delayed Effects").
func (s *State) expire(period string) {
	var later []engine.Lasting
	ended := s.Effects.Expire(period)
	s.uncopied(ended) // copycard.go
	for _, l := range ended {
		switch l.Kind {
		case ModControl:
			for _, id := range l.Cards {
				s.changeControl(id, l.Player)
			}
		case ModDelayed:
			later = append(later, l)
		}
	}
	for i := len(later) - 1; i >= 0; i-- {
		l := later[i]
		x := s.ctx(l.Player, l.Source, l.N)
		x.Targets = l.Cards
		if a := s.ability(l.Source, l.N); a != nil && a.Later != nil {
			a.Later(x)
			s.flush(x)
		}
	}
}

// gainHonor and loseHonor move honor between a pool and the general pool
// and check the honor victory conditions at once.
func (s *State) gainHonor(p, n int) {
	if p < 0 || s.honorBarred(p, ActGainHonor) {
		return
	}
	s.P[p].Honor += n
	if !s.Quiet && n > 0 {
		s.Say(s.Names[p], " gains ", strconv.Itoa(n), " honor")
	}
	s.checkVictory()
}

func (s *State) loseHonor(p, n int) {
	if p < 0 || s.honorBarred(p, ActLoseHonor) {
		return
	}
	if n > s.P[p].Honor {
		n = s.P[p].Honor
	}
	s.P[p].Honor -= n
	if !s.Quiet && n > 0 {
		s.Say(s.Names[p], " loses ", strconv.Itoa(n), " honor")
	}
	if n > 0 {
		s.notice(engine.Event{Kind: EvHonorLost, Player: p, Source: -1, N: n})
	}
	s.checkVictory()
}

// transferHonor moves honor from one player to the other (take, give).
func (s *State) transferHonor(from, to, n int) {
	if from < 0 || to < 0 || s.honorBarred(from, ActLoseHonor) || s.honorBarred(to, ActGainHonor) {
		return
	}
	if n > s.P[from].Honor {
		n = s.P[from].Honor
	}
	s.P[from].Honor -= n
	s.P[to].Honor += n
	if !s.Quiet && n > 0 {
		s.Say(s.Names[from], " gives ", s.Names[to], " ", strconv.Itoa(n), " honor")
	}
	if n > 0 { // the giver loses it
		s.notice(engine.Event{Kind: EvHonorLost, Player: from, Source: -1, N: n})
	}
	s.checkVictory()
}

// checkVictory ends the game when a player has 25 honor or more (12 in
// skirmish), or a player has none (RR "Winning the Game", Learn to Play
// "Winning and Defeat"); victory conditions met by both players at once
// go to the first player.
func (s *State) checkVictory() {
	if s.Over {
		return
	}
	winHonor := s.rules().winHonor
	if len(s.P) > 2 { // with more players, one at 0 honor is out
		for _, p := range s.playerOrder() {
			if s.P[p].Honor <= 0 {
				s.lose(p, "0 honor")
			}
		}
	}
	winner, why := -1, ""
	for i := range s.P { // in player order
		p := (s.First + i) % len(s.P)
		if !s.Playing(p) {
			continue
		}
		reason := ""
		if s.P[p].Honor >= winHonor {
			reason = strconv.Itoa(winHonor) + " honor"
		} else if o := s.Opponent(p); len(s.P) == 2 && s.P[o].Honor <= 0 {
			reason = s.Names[o] + " has no honor left"
		}
		switch {
		case reason == "":
		case winner < 0:
			winner, why = p, reason
		default:
			why = "both won at once; the first player's victory"
		}
	}
	if winner >= 0 {
		s.win(winner, why)
	}
}

// lose takes p out of the game: in a game of two the opponent wins; with
// more, p is eliminated and the others play on (Learn to Play, Appendix
// I): a conflict p attacks or defends in ends at once with no winner, the
// first player token passes on if p held it, and the last player left
// wins (docs/rules/l5r-lcg-skirmish.md).
func (s *State) lose(p int, why string) {
	if s.Over || !s.Playing(p) {
		return
	}
	if len(s.P) == 2 {
		s.win(1-p, why) // "concession", "all three provinces broken": how it was won
		return
	}
	s.Eliminate(p)
	s.Say(s.Names[p], " is out of the game (", why, ")")
	s.P[p].Opps = 0
	if s.Conf.Active && (s.Conf.Attacker == p || s.Conf.Defender == p) {
		s.Conf.Aborted = true
	}
	if s.First == p {
		s.First = s.Next(p)
	}
	left := -1
	for q := range s.P {
		if s.Playing(q) {
			if left >= 0 {
				return // two or more play on
			}
			left = q
		}
	}
	s.win(left, "the last player left")
}

func (s *State) win(p int, why string) {
	if s.Core.Over {
		return
	}
	s.Say(s.Names[p], " wins (", why, ")")
	s.Victory = why
	s.End(p)
}

// reshuffle makes a new deck from a discard pile after the deck ran out,
// at the cost of 5 honor (RR "Running Out of Cards").
func (s *State) reshuffle(p int, dynasty bool) {
	s.Say(s.Names[p], " runs out of ", map[bool]string{true: "dynasty", false: "conflict"}[dynasty], " cards and loses 5 honor")
	s.loseHonor(p, 5)
	pl := &s.P[p]
	pile, deck := &pl.ConflictDiscard, ZConflictDeck
	if dynasty {
		pile, deck = &pl.DynastyDiscard, ZDynastyDeck
	}
	cards := append([]int(nil), (*pile)...)
	engine.Shuffle(&s.RNG, cards)
	for _, id := range cards {
		s.place(id, deck, p, 0, false)
	}
}

// draw draws n conflict cards (RR "Drawing Cards").
func (s *State) draw(p, n int) {
	drawn := 0
	defer func() {
		if !s.Quiet && drawn > 0 {
			s.Say(s.Names[p], " draws ", countOf(drawn, "card"))
		}
	}()
	for i := 0; i < n && !s.Over && p >= 0; i++ {
		if len(s.P[p].ConflictDeck) == 0 {
			s.reshuffle(p, false)
			if len(s.P[p].ConflictDeck) == 0 {
				return
			}
		}
		s.place(s.P[p].ConflictDeck[0], ZHand, p, 0, false)
		drawn++
	}
}

// refill fills an empty province from the dynasty deck (RR "Refill a
// Province"); a province still holding a card is not refilled.
func (s *State) refill(p, prov int, faceup bool) {
	if prov == StrongholdProv || len(s.P[p].Dyn[prov]) > 0 || s.Over {
		return
	}
	if len(s.P[p].DynastyDeck) == 0 {
		s.reshuffle(p, true)
		if len(s.P[p].DynastyDeck) == 0 {
			return
		}
	}
	id := s.P[p].DynastyDeck[0]
	s.place(id, ZProvince, p, prov, false)
	s.turnFace(id, !faceup)
}

// Describe names a card for logs and errors, as players read them: by
// its title (its id would tell a player which card of the deck list it
// is); "no card" for a number that is none.
func (s *State) Describe(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "no card"
	}
	return s.Title(id)
}

// ref names a card for the project's own faults (invariants, panics): its
// title and id, which nobody at a table is told.
func (s *State) ref(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return fmt.Sprintf("#%d", id)
	}
	return fmt.Sprintf("%s (#%d)", s.Title(id), id)
}

// refillProvinces refills every empty province (RR "Refill a Province":
// automatic once the card that left is done with).
func (s *State) refillProvinces() {
	for p := range s.P {
		for prov := range s.Provinces() {
			s.refill(p, prov, false)
		}
	}
}
