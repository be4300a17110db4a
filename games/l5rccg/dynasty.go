package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// recruitOffers lists the face-up Holdings and Personalities in p's
// Provinces that p may bring into play now (LE-5).
func (s *State) recruitOffers(p int) []engine.Answer {
	if p != s.Active {
		return nil
	}
	var out []engine.Answer
	for _, pr := range s.P[p].Provinces {
		if !pr.Destroyed && pr.Card >= 0 && s.canRecruit(p, pr.Card) {
			out = append(out, engine.Answer{Verb: "recruit", Cards: engine.One(pr.Card)})
		}
	}
	return out
}

// canRecruit: face up, a Holding or Personality, the Honor Requirement met
// (LE-PERSONALITY-1), no Unique of its name in play (LE-UNIQUE-1), and
// its cost within what p can produce, less the Faction discount.
func (s *State) canRecruit(p, id int) bool {
	c, d := &s.Cards[id], s.def(id)
	if c.Facedown && !s.kept(id) || d == nil || (d.Type != "personality" && d.Type != "holding") || s.forbidden(p, id) {
		return false
	}
	if d.Type == "personality" && len(s.overlayable(p, id)) > 0 {
		return true // overlaying ignores play restrictions (LE-EXPERIENCED-2)
	}
	if d.Type == "personality" && s.honorBars(p, id) {
		return false
	}
	if d.Unique && s.uniqueInPlay(d.Title) {
		return false
	}
	if d.Type == "personality" && len(s.overlayable(p, id)) > 0 {
		return true // LE-EXPERIENCED-1: over a lesser version
	}
	return s.production(p, id) >= s.leastPrice(p, id) && s.mayJoin(p, id)
}

// freeEquip reports a Spell that may come to a Personality for nothing,
// once a turn (Isawa Nomi: Text.FreeSpell).
func (s *State) freeEquip(person, card int) bool {
	if person < 0 || s.typeOf(card) != "spell" {
		return false
	}
	t := s.text(person)
	return t != nil && t.FreeSpell && s.Used("turn", useKey(person, freeSpellUse)) == 0
}

// GoldCost is a card's Gold Cost as its owner would pay it now, coming
// to no Personality in particular (for scenarios and boards).
func (s *State) GoldCost(id int) int { return s.cost(int(s.Cards[id].Owner), id, -1) }

// cost is a card's Gold cost for p to bring into play now: its printed
// cost less what its traits take off (person: the Personality an
// attachment goes on, or -1).
func (s *State) cost(p, id, person int) int {
	if s.freeEquip(person, id) {
		return 0
	}
	n := s.def(id).Gold - s.lasting(id, efCost)
	if t := s.text(id); t != nil && t.Discount != nil {
		n -= t.Discount(s.borrow(p, id), person)
		s.giveBack()
	}
	owner := int(s.Cards[id].Owner)
	if s.holds&holdsWitness != 0 {
		for q := range s.P { // what a card in play does to anyone's costs
			for _, w := range s.P[q].Play {
				if t := s.text(w); t != nil && t.CostOfAny != nil {
					n += t.CostOfAny(s.borrow(q, w), id)
					s.giveBack()
				}
			}
		}
	}
	for _, list := range [3][]int{{s.P[owner].Stronghold}, s.P[owner].PreGame, s.P[owner].Play} { // a Stronghold's, a Sensei's, a Personality's costs on the cards its player owns
		for _, pg := range list {
			if t := s.text(pg); t != nil && t.CostOf != nil {
				n += t.CostOf(s.borrow(owner, pg), id)
				s.giveBack()
			}
		}
	}
	return max(0, n)
}

// mayJoin: Loyal cards join only a player of their Faction (LE-LOYAL-1);
// a Singular card, only a player without a Singular card of its title in
// play (LE-SINGULAR-1).
func (s *State) mayJoin(p, id int) bool {
	d := s.def(id)
	if d.HasKeyword("Singular") && slices.ContainsFunc(s.P[p].Play, func(c int) bool { return s.Title(c) == d.Title && s.hasKeyword(c, "Singular") }) {
		return false
	}
	if t := s.text(id); t != nil && t.JoinsOnly != nil && !t.JoinsOnly(&Ctx{S: s, P: p, Self: id}) {
		return false
	}
	return !d.HasKeyword("Loyal") || s.ofFaction(p, id)
}

// uniqueInPlay reports a Unique card of the title in play, anyone's.
func (s *State) uniqueInPlay(title string) bool {
	for id := range s.Cards {
		if d := s.def(id); d != nil && d.Unique && d.Title == title && s.inPlay(id) {
			return true
		}
	}
	return false
}

// ofFaction reports a Personality aligned with p's Faction (LE-5-FACTION;
// never for the Horde, whose Faction has no alignment trait).
func (s *State) ofFaction(p, id int) bool {
	a := alignment(s.faction(p))
	return a != "" && s.isPersonality(id) && s.hasKeyword(id, a)
}

func (s *State) takeRecruit(p int, a engine.Answer) error {
	if !slices.ContainsFunc(s.recruitOffers(p), a.Equal) {
		return fmt.Errorf("%q cannot be brought into play now", a.String())
	}
	s.Push(engine.Frame{Kind: kRecruit, Player: p, Card: a.Cards[0]})
	return nil
}

// The recruit frame's stages.
const (
	rcOverlay  = iota // overlay a lesser version, or not (f.Index: the card overlaid, plus one)
	rcFaction         // a Personality of the Faction: the discount, the Honor, or neither (Labels[0])
	rcVillage         // a Region's aid to its Province's card: Gold off, a Follower, or neither (Labels[1])
	rcPay             // its Gold cost
	rcPaid            // it enters play
	rcOverlaid        // the overlay's cost paid: it overlays
)

// label is a recruit frame's choice i ("" when not made).
func label(f *engine.Frame, i int) string {
	if i < len(f.Labels) {
		return f.Labels[i]
	}
	return ""
}

// price is what p pays to recruit a card: its cost, less the Faction's
// discount (to 0) and a Region's (2, to a minimum of 1: Ratling Village).
func (s *State) price(p, id int, faction, village bool) int {
	cost := s.cost(p, id, -1)
	if faction {
		cost = max(0, cost-2)
	}
	if village && cost > 1 {
		cost = max(1, cost-2)
	}
	if s.fullPrice(id) { // refilled face up by a Shugenja: no cost reduced (Essence of Air)
		cost = max(cost, s.def(id).Gold)
	}
	return cost + s.bloodMoney(p, id)
}

// leastPrice is the least p could pay to recruit a card, each discount
// open to it taken.
func (s *State) leastPrice(p, id int) int {
	return s.price(p, id, s.clanDiscount(p, id), s.villageAid(p, id) >= 0)
}

// villageAid is the Region of the card's Province that aids recruiting it
// (Text.AidsRecruit), or -1.
func (s *State) villageAid(p, id int) int {
	c := &s.Cards[id]
	if c.Zone != ZProvince || s.holds&holdsRecruitAid == 0 {
		return -1
	}
	for _, r := range s.regionsAt(int(c.Owner), int(c.Prov)) {
		if t := s.text(r); t != nil && t.AidsRecruit != "" && s.isPersonality(id) && s.hasKeyword(id, t.AidsRecruit) && !s.marked(r, efSilenced, "") {
			return r
		}
	}
	return -1
}

// aidFollowers are the Followers of p's hand a Region's aid could attach
// to the Personality for nothing.
func (s *State) aidFollowers(p, region, person int) []int {
	k := s.text(region).AidsRecruit
	var out []int
	for _, id := range s.P[p].Hand {
		if s.typeOf(id) == "follower" && s.hasKeyword(id, k) && (person < 0 || s.mayAttach(id, person)) {
			out = append(out, id)
		}
	}
	return out
}

// recruitFrame brings a card from a Province into play: the Faction's
// choice, the Gold cost, then the card, and the Province refills.
func recruitFrame(s *State, f *engine.Frame) engine.Status {
	p, id := f.Player, f.Card
	switch f.Stage {
	case rcOverlay:
		f.Stage = rcFaction
		if olds := s.overlayable(p, id); len(olds) > 0 {
			var opts []engine.Answer
			for _, old := range olds {
				opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(old)})
			}
			if s.canRecruitPlainly(p, id) {
				opts = append(opts, engine.Pass)
			}
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "overlay", Prompt: "overlay a lesser version of it, or bring it into play as a new card?", Options: opts})
			return engine.Again
		}
		fallthrough
	case rcFaction:
		if f.Index > 0 { // overlaying: its cost, no Faction choice
			f.Stage = rcOverlaid
			if cost := s.overlayCost(id, f.Index-1); cost > 0 {
				s.Push(engine.Frame{Kind: kPay, Player: p, Card: id, Index: payCard, N: cost})
				return engine.Again
			}
			f.Result = 1
			return engine.Again
		}
		f.Stage = rcVillage
		if s.clanDiscount(p, id) {
			village := s.villageAid(p, id) >= 0
			gold := s.production(p, id)
			opts := []engine.Answer{}
			if gold >= s.price(p, id, true, village) && s.price(p, id, true, village) < s.price(p, id, false, village) { // a discount that reduces nothing is none
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{"discount"}})
			}
			if !s.P[p].FactionHonor && gold >= s.price(p, id, false, village) {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{"honor"}})
			}
			if gold >= s.price(p, id, false, village) {
				opts = append(opts, engine.Pass)
			}
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "faction", Prompt: "a Personality of your Clan: 2 Gold off his cost, or Honor equal to his Personal Honor as he enters play?", Options: opts})
			return engine.Again
		}
		fallthrough
	case rcVillage:
		f.Stage = rcPay
		if r := s.villageAid(p, id); r >= 0 {
			faction := label(f, 0) == "discount"
			gold := s.production(p, id)
			var opts []engine.Answer
			if s.price(p, id, faction, true) < s.price(p, id, faction, false) && gold >= s.price(p, id, faction, true) {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{"fewer"}})
			}
			if gold >= s.price(p, id, faction, false) {
				if len(s.aidFollowers(p, r, -1)) > 0 {
					opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{"follower"}})
				}
				opts = append(opts, engine.Pass)
			}
			if len(opts) > 1 || len(opts) == 1 && opts[0].Verb != "pass" {
				s.Ask(engine.Decision{Players: engine.One(p), Kind: "region", Prompt: s.Title(r) + ": pay 2 Gold less for him, or attach a Follower from your hand to him for nothing once he enters play?", Options: opts})
				return engine.Again
			}
		}
		fallthrough
	case rcPay:
		f.Stage = rcPaid
		cost := s.price(p, id, label(f, 0) == "discount", label(f, 1) == "fewer")
		s.sayBloodMoney(p, id)
		if cost > 0 {
			s.Push(engine.Frame{Kind: kPay, Player: p, Card: id, Index: payCard, N: cost})
			return engine.Again
		}
		f.Result = 1
		fallthrough
	case rcPaid:
		if f.Result == 0 {
			return engine.Done // not paid: the card stays
		}
		if label(f, 0) == "honor" {
			s.P[p].FactionHonor = true
			s.gainHonorFor(p, s.personalHonor(id), "for recruiting "+s.Title(id)+" of their Clan") // before it enters play
		}
		aid := s.villageAid(p, id)
		s.paidPrinted(p, id, s.price(p, id, label(f, 0) == "discount", label(f, 1) == "fewer"))
		s.enterPlay(p, id)
		if label(f, 1) == "follower" && aid >= 0 {
			(&Ctx{S: s, P: p, Self: aid}).Ask(p, aidFollower, 1, id)
		}
		s.refill(p)
		if s.proclaims(p, id) { // NE-ABILITY-PROCLAIM, asked once he is in play
			s.Push(engine.Frame{Kind: kProclaim, Player: p, Card: id})
		}
		return engine.Done
	default: // rcOverlaid
		if f.Result != 0 {
			s.overlay(p, id, f.Index-1)
			s.refill(p)
		}
		return engine.Done
	}
}

func answerRecruit(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if f.Stage == rcFaction { // the overlay's choice: its frame moved on as it asked
		s.answerOverlay(f, a)
		return nil
	}
	word := ""
	if a.Verb == "choose" && len(a.Labels) == 1 {
		word = a.Labels[0]
	}
	labels := []string{label(f, 0), label(f, 1)}
	if f.Stage == rcVillage { // the Faction's choice
		labels[0] = word
	} else { // the Region's
		labels[1] = word
	}
	f.Labels = labels
	return nil
}

// aidFollower is the choice of the Follower a Region's aid attaches to the
// Personality just recruited (its number), ignoring its Gold cost.
const aidFollower = "aid-follower"

func init() {
	RegisterChoice(aidFollower, &Choice{
		Prompt:  "choose the Follower from your hand to attach to him for nothing",
		Options: func(x *Ctx, p, person int) []int { return x.S.aidFollowers(p, x.Self, person) },
		Done: func(x *Ctx, _ int, chosen []int, person int) {
			for _, id := range chosen {
				x.AttachFree(id, person)
			}
		},
	})
}

// belowHonorReq reports p's Family Honor below the card's Honor
// Requirement.
func (s *State) belowHonorReq(p, id int) bool {
	d := s.def(id)
	return !d.NoHonorReq && s.P[p].Honor < d.HonorReq
}

// honorBars reports an Honor Requirement that keeps p from bringing the
// card in: one he falls short of, but for a Personality of his own Clan in
// New Era (Blood Money or Clan Honor lets him in).
func (s *State) honorBars(p, id int) bool { return s.belowHonorReq(p, id) && !s.ofClan(p, id) }

// canRecruitPlainly: brought into play as a new card, not over another.
func (s *State) canRecruitPlainly(p, id int) bool {
	d := s.def(id)
	if s.honorBars(p, id) || (d.Unique && s.uniqueInPlay(d.Title)) || !s.mayJoin(p, id) {
		return false
	}
	return s.production(p, id) >= s.leastPrice(p, id)
}

// enterPlay brings a card from a Province into play at p's home: a
// Holding bowed (LE-HOLDING-1), a Personality unbowed.
func (s *State) enterPlay(p, id int) {
	from := int(s.Cards[id].Prov)
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Controller, c.Prov, c.Facedown = ZHome, int8(p), 0, s.kept(id) // kept face down: he comes in so (LE-NINJUTSU-1)
	c.Bowed = s.def(id).Type == "holding"
	s.P[p].Play = append(s.P[p].Play, id)
	s.Say(s.Names[p], " brings ", s.Title(id), " into play")
	s.reserveArrives(id) // NE-ABILITY-RESERVE: at the battle
	s.enteredFrom(p, id, ZProvince, from)
	for _, r := range s.regionsAt(p, from) {
		if t := s.text(r); t != nil && t.Arrived != nil {
			t.Arrived(&Ctx{S: s, P: p, Self: r}, id)
		}
	}
}

// entered runs a card's trait for entering play (Text.Enters), then opens
// the Reactions to it: the window goes on the stack first, under whatever
// the trait asks.
func (s *State) entered(p, id int, from Zone) { s.enteredFrom(p, id, from, 0) }

// enteredFrom is entered, from Province prov when from a Province (the
// Reactions' event says which: its Source).
func (s *State) enteredFrom(p, id int, from Zone, prov int) {
	if from == ZProvince && s.newEra() {
		s.neFromProvince(p, id, prov)
	}
	if s.holds&holdsGoldHoldings != 0 && s.typeOf(id) == "holding" && s.Produces(id) > 0 {
		s.addEffect(efMark, p, []int{s.P[p].Stronghold}, 0, goldHoldingEntered, UntilTurn)
	}
	s.fire(engine.Event{Kind: OnEntered, Player: p, Cards: engine.One(id), N: int(from), Source: prov})
	sees := func(pg int) { // a Stronghold's, a Sensei's trait
		if t := s.text(pg); t != nil && t.Entered != nil {
			t.Entered(&Ctx{S: s, P: p, Self: pg}, id)
		}
	}
	sees(s.P[p].Stronghold)
	for _, pg := range s.P[p].PreGame {
		sees(pg)
	}
	if t := s.text(id); t != nil && t.Enters != nil {
		t.Enters(&Ctx{S: s, P: p, Self: id, From: from})
	}
	if s.anyEffect(efArmOnEntry) {
		s.armOnEntry(p, id)
	}
	if s.holds&holdsWitness != 0 {
		s.eachInPlay(func(w int, t *Text) {
			if t.Witness != nil {
				t.Witness(&Ctx{S: s, P: int(s.Cards[w].Controller), Self: w}, id, from)
			}
		})
	}
}

// armOnEntry creates and attaches to a card entering play what an effect
// left for it (efArmOnEntry: Quartermaster's Weapon).
func (s *State) armOnEntry(p, id int) {
	for i := len(s.Effects.List) - 1; i >= 0; i-- {
		if l := s.Effects.List[i]; l.Kind == efArmOnEntry && slices.Contains(l.Cards, id) {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			(&Ctx{S: s, P: p, Self: l.N - 1}).Create(l.Label, 0, id)
		}
	}
}

// eachInPlay visits the cards in play with a text, every player's, as
// they were when it began (a visit may change the lists).
func (s *State) eachInPlay(visit func(id int, t *Text)) {
	for q := range s.P {
		for _, id := range slices.Clone(s.P[q].Play) {
			if t := s.text(id); t != nil && s.inPlay(id) {
				visit(id, t)
			}
		}
	}
}

// What a discard frame discards (its N).
const (
	discardProvinces  = iota // face-up Province cards, at the end of the Dynasty Phase (LE-5)
	discardToHandSize        // down to the maximum hand size, in the End Phase (LE-6)
)

// maxHandSize is the maximum hand size (LE-AREA-6).
const maxHandSize = 8

// discardFrame asks what to discard: any face-up Province cards, or the
// cards beyond the maximum hand size. It only asks (Unchanged): the answer
// discards.
func discardFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done | engine.Unchanged
	}
	f.Stage = 1
	p := f.Player
	if f.N == discardToHandSize {
		extra := len(s.P[p].Hand) - maxHandSize
		if extra <= 0 {
			return engine.Done | engine.Unchanged
		}
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "discard", Prompt: "discard " + count(extra, "card") + ", down to your hand size of " + strconv.Itoa(maxHandSize),
			Open: []string{"discard"}, Among: slices.Clone(s.P[p].Hand), Min: extra, Max: extra})
		return engine.Again | engine.Unchanged
	}
	var up []int
	for _, pr := range s.P[p].Provinces {
		if !pr.Destroyed && pr.Card >= 0 && !s.Cards[pr.Card].Facedown {
			up = append(up, pr.Card)
		}
	}
	if len(up) == 0 {
		return engine.Done | engine.Unchanged
	}
	s.Ask(engine.Decision{Players: engine.One(p), Kind: "discard", Prompt: "discard any face-up cards from your Provinces, or keep them",
		Options: []engine.Answer{{Verb: "discard"}}, Open: []string{"discard"}, Among: up, Max: len(up)})
	return engine.Again | engine.Unchanged
}

func answerDiscard(s *State, f *engine.Frame, p int, a engine.Answer) error {
	among := s.discardable(f)
	want := 0
	if f.N == discardToHandSize {
		want = len(s.P[p].Hand) - maxHandSize
	}
	if a.Verb != "discard" || (want > 0 && len(a.Cards) != want) || len(a.Cards) > len(among) {
		if want > 0 {
			return fmt.Errorf("discard %d cards", want)
		}
		return fmt.Errorf("discard CARD, ... or discard none")
	}
	for i, id := range a.Cards {
		if !slices.Contains(among, id) || slices.Contains(a.Cards[:i], id) {
			return fmt.Errorf("%s cannot be discarded now", s.describe(id))
		}
	}
	for _, id := range a.Cards {
		s.Say(s.Names[p], " discards ", s.Title(id))
		s.toDiscard(id, false)
	}
	if f.N == discardProvinces {
		s.refill(p)
	}
	return nil
}

// discardable lists what a discard frame may discard.
func (s *State) discardable(f *engine.Frame) []int {
	p := f.Player
	if f.N == discardToHandSize {
		return s.P[p].Hand
	}
	var up []int
	for _, pr := range s.P[p].Provinces {
		if !pr.Destroyed && pr.Card >= 0 && !s.Cards[pr.Card].Facedown {
			up = append(up, pr.Card)
		}
	}
	return up
}

// The words of recruiting's choices (recruitFrame) and the discards.
func init() {
	AnswerWords("overlay", Words{Card: "overlay it on %s", Pass: "bring it into play as a new card"})
	AnswerWords("faction", Words{Labels: map[string]string{"discount": "pay 2 Gold less for him", "honor": "gain Honor equal to his Personal Honor"}, Pass: "neither: pay his full cost"})
	AnswerWords("region", Words{Labels: map[string]string{"fewer": "pay 2 Gold less for him", "follower": "attach a Follower from your hand to him for nothing"}, Pass: "neither"})
	AnswerWords("discard", Words{Card: "discard %s"})
}
