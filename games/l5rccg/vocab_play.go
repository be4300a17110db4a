package l5rccg

import (
	"sort"
	"strconv"
	"sync"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// The vocabulary of cards brought into play: from hand, deck, discard
// pile or a Province, created, attached (LE-3-ATTACH) or
// recruited at a battlefield.

// CreateOnEntry has a card created and attached to a Personality as he
// enters play this turn ("create and attach a Weapon to him after he
// enters play").
func (x *Ctx) CreateOnEntry(person int, def string) {
	x.S.addEffect(efArmOnEntry, x.P, []int{person}, x.Self+1, def, UntilTurn) // N: the card whose effect it is, + 1
}

// Create makes a card of a definition registered for created cards and
// puts it in play for the acting player (LE-TOKEN-2): a Personality at a
// location (0: home; else the battlefield at that Province), an
// attachment on the Personality on. It returns the card.
func (x *Ctx) Create(def string, at, on int) int {
	s := x.S
	d, ok := defs().Get(def)
	if !ok {
		panic("l5rccg: no created card " + def)
	}
	if on >= 0 && !s.inPlay(on) {
		return -1
	}
	id := s.addCard(d, x.P)
	c := Card{ID: int32(id), Def: engine.KeyOf(def), Owner: int8(x.P), Controller: int8(x.P), Parent: -1, Created: true, Maker: int32(x.Self) + 1}
	switch {
	case on >= 0:
		c.Zone, c.Parent, c.Controller = ZAttached, int32(on), s.Cards[on].Controller
		s.Cards = append(s.Cards, c)
		s.Attached = append(s.Attached, id)
	default:
		c.Zone = ZHome
		if at > 0 && s.joinsBy(x.P) {
			c.Zone, c.Prov = ZBattle, int8(at)
		}
		s.Cards = append(s.Cards, c)
		s.P[x.P].Play = append(s.P[x.P].Play, id)
	}
	s.Say(s.Names[x.P], " creates ", d.Title)
	return id
}

// addCard makes the lookups of a card coming into the game during it,
// and returns its id; the caller appends the Card itself.
func (s *State) addCard(d *carddb.Def, owner int) int {
	id := len(s.Cards)
	// The lookups are shared with copies, whose own are clipped to their
	// length (Clone): an append here writes past where any copy reads.
	s.defOf = append(s.defOf, d)
	s.textOf = append(s.textOf, texts[d.ID])
	s.know(d, texts[d.ID])
	if reactor(texts[d.ID]) {
		s.reactors = append(s.reactors, id)
	}
	return id
}

// BringWind brings a Wind into play beside p's Stronghold from outside
// the game (Kyuden Otomo), and returns it (-1 for no such Wind).
func (x *Ctx) BringWind(p int, def string) int {
	s := x.S
	d, ok := defs().Get(def)
	if !ok || d.Type != "wind" {
		return -1
	}
	id := s.addCard(d, p)
	s.Cards = append(s.Cards, Card{ID: int32(id), Def: engine.KeyOf(def), Owner: int8(p), Controller: int8(p), Parent: -1, Zone: ZPreGame})
	s.P[p].PreGame = append(s.P[p].PreGame, id)
	s.Say(s.Names[p], " brings ", d.Title, " into play from outside the game")
	s.entered(p, id, ZRemoved)
	return id
}

// LegalWinds lists every Wind legal in the format, by id.
func (x *Ctx) LegalWinds() []string { return legalWinds() }

var legalWinds = sync.OnceValue(func() []string {
	var out []string
	for _, d := range carddb.Std().All {
		if d.Type == "wind" {
			out = append(out, d.ID)
		}
	}
	sort.Strings(out)
	return out
})

// Equip attaches a card from hand to a Personality, paying its Gold cost
// (an action that attaches "paying all costs").
func (x *Ctx) Equip(card, person int) {
	x.S.Push(engine.Frame{Kind: kAttach, Player: x.P, Card: card, Stage: 1, Cards: []int{person}})
}

// MayEquip reports a card from p's hand able to attach to a Personality
// now, its cost payable (LE-3-ATTACH).
func (x *Ctx) MayEquip(card, person int) bool {
	return x.S.mayAttach(card, person) && x.S.production(x.P, card) >= x.S.cost(x.P, card, person)
}

// Transfer moves a card attached to one Personality onto another, whose
// controller then controls it.
func (x *Ctx) Transfer(card, to int) {
	s := x.S
	if s.Cards[card].Zone != ZAttached || !s.inPlay(to) {
		return
	}
	c := &s.Cards[card]
	c.Parent, c.Controller = int32(to), s.Cards[to].Controller
	s.Say(s.Title(card), " moves to ", s.Title(to))
}

// RecruitInto brings a Personality from a Province into play under the
// player's control at a battlefield (0: home), ignoring its costs and
// what it does as it enters play; its Province refills.
func (x *Ctx) RecruitInto(id, at int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZProvince {
		return
	}
	owner, prov := int(c.Owner), int(c.Prov)
	s.take(id)
	c.Zone, c.Controller, c.Prov, c.Facedown = ZHome, int8(x.P), 0, false
	if at > 0 && s.joinsBy(x.P) {
		c.Zone, c.Prov = ZBattle, int8(at)
	}
	s.P[x.P].Play = append(s.P[x.P].Play, id)
	s.Say(s.Names[x.P], " recruits ", s.Title(id), " into play")
	s.refillOne(owner, prov)
}

// BringBack brings a dead Personality of the player's from the discard
// pile into play at home, rehonored, as entering play.
func (x *Ctx) BringBack(id int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZDynastyDiscard {
		return
	}
	s.take(id)
	c.Zone, c.Controller, c.Prov, c.Destroyed, c.Dishonored, c.Bowed = ZHome, c.Owner, 0, false, false, false
	s.P[c.Owner].Play = append(s.P[c.Owner].Play, id)
	s.Say(s.Title(id), " returns to play")
	s.entered(int(c.Owner), id, ZDynastyDiscard)
}

// IntoPlay puts the card whose action this is from hand into play at its
// player's home (a Ring played by its own text: LE-RING-1).
func (x *Ctx) IntoPlay() {
	if x.S.intoPlayFrom(x.P, x.Self, ZHand) {
		x.S.Say(x.S.Names[x.P], " puts ", x.S.Title(x.Self), " into play")
		x.S.entered(x.P, x.Self, ZHand)
	}
}

// intoPlayFrom puts a card from a zone out of play into play at p's home,
// unbowed and face up, reporting whether it was there.
func (s *State) intoPlayFrom(p, id int, from Zone) bool {
	if s.Cards[id].Zone != from {
		return false
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Controller, c.Bowed, c.Facedown = ZHome, int8(p), false, false
	s.P[p].Play = append(s.P[p].Play, id)
	return true
}

// MayHold reports a card able to be attached to a Personality by its
// types' and texts' restrictions, cost aside.
func (x *Ctx) MayHold(card, person int) bool { return x.S.mayAttach(card, person) }

// EventIntoPlay puts the Event revealed into play at its player's home,
// where it stays (discarded no more as it resolves).
func (x *Ctx) EventIntoPlay() {
	if x.S.intoPlayFrom(x.P, x.Self, ZProvince) {
		x.S.Say(x.S.Title(x.Self), " enters play")
		x.S.entered(x.P, x.Self, ZProvince)
	}
}

// AttachFromHand plays a card from hand as an attachment, its
// Personality chosen and its cost paid as from the Action Phase's
// attaching (LE-3-ATTACH), whenever an effect lets it be.
func (x *Ctx) AttachFromHand(card int) {
	x.S.Push(engine.Frame{Kind: kAttach, Player: x.P, Card: card})
}

// CanAttachNow reports a card in hand that could be attached to one of
// its player's Personalities now, its cost payable.
func (x *Ctx) CanAttachNow(card int) bool { return x.S.canAttach(x.P, card) }

// AttachFree attaches a card from outside play (a discard pile) to a
// Personality in play, ignoring its costs; it enters play.
func (x *Ctx) AttachFree(card, person int) {
	s := x.S
	if !s.inPlay(person) || s.inPlay(card) || !s.mayAttach(card, person) {
		return
	}
	from := s.Cards[card].Zone
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Parent, c.Controller, c.Destroyed, c.Facedown = ZAttached, int32(person), s.Cards[person].Controller, false, false
	s.Attached = append(s.Attached, card)
	s.Say(s.Title(card), " attaches to ", s.Title(person))
	s.entered(x.P, card, from)
}

// DeckToPlay puts a card of its owner's Dynasty deck into play at his
// home, ignoring its costs, bowed if asked; it enters play.
func (x *Ctx) DeckToPlay(id int, bowed bool) {
	s := x.S
	if s.intoPlayFrom(x.P, id, ZDynastyDeck) {
		s.Cards[id].Bowed = bowed
		s.Say(s.Names[x.P], " puts ", s.Title(id), " into play from the Dynasty deck")
		s.entered(x.P, id, ZDynastyDeck)
	}
}

// RecruitBeneath brings a Personality from beneath a Province into play
// in p's army at the current battlefield ("Recruit him into play there");
// he enters play.
func (x *Ctx) RecruitBeneath(id int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZBeneath || !s.inBattle() || !s.joinsBy(x.P) {
		return
	}
	from := int(c.Prov)
	s.take(id)
	c.Zone, c.Prov, c.Facedown, c.Controller, c.Bowed = ZBattle, int8(s.Attack.Battle), false, int8(x.P), false
	s.P[x.P].Play = append(s.P[x.P].Play, id)
	s.Say(s.Names[x.P], " recruits ", s.Title(id), " into the battle from beneath Province ", strconv.Itoa(from))
	s.entered(x.P, id, ZBeneath)
}

// GiveBase gives a card an effect created with no printed stats its base
// Force, Chi, Personal Honor and Gold Cost ("whose base Force ... are
// those of this Shugenja"): part of what is printed, not bonuses.
func (x *Ctx) GiveBase(id, force, chi, honor, gold int) {
	for _, v := range []struct {
		kind string
		n    int
	}{{efForce, force}, {efChi, chi}, {efHonor, honor}, {efCost, -gold}} {
		if v.n != 0 {
			x.S.addEffect(v.kind, x.P, []int{id}, v.n, labelBase, UntilGame)
		}
	}
}

// HandToPlay puts a card of p's hand into play at his home, its costs
// and conditions ignored ("put a Ring into play"); it enters play.
func (x *Ctx) HandToPlay(id int) {
	if x.S.intoPlayFrom(x.P, id, ZHand) {
		x.S.Say(x.S.Names[x.P], " puts ", x.S.Title(id), " into play")
		x.S.entered(x.P, id, ZHand)
	}
}

// MayEquipFor reports a card p could attach to a Personality paying cut
// Gold less than its cost.
func (x *Ctx) MayEquipFor(card, person, cut int) bool {
	return x.S.mayAttach(card, person) && x.S.production(x.P, card)+cut >= x.S.cost(x.P, card, person)
}

// UntilEquipped is the timing point "once the Item being attached has
// attached, or not" (EndEquipCuts).
const UntilEquipped = "equipped"

// EndEquipCuts ends the effects lasting UntilEquipped.
func (x *Ctx) EndEquipCuts() { x.S.expire(UntilEquipped) }
