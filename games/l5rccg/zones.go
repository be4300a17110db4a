package l5rccg

import (
	"slices"

	"tessen/engine"
)

// Cards between zones (LE-AREA-1 …): drawing from the Fate deck, taking
// a card from the list that holds it, discarding, and destroying a card
// in play (with the log's words for how and why).

// inPlay reports a card in play.
func (s *State) inPlay(id int) bool {
	switch s.Cards[id].Zone {
	case ZHome, ZBattle, ZAttached, ZStronghold, ZPreGame, ZRegion, ZField:
		return true
	}
	return false
}

// draw takes n Fate cards into p's hand.
func (s *State) draw(p, n int) {
	if s.anyEffect(efMark) && s.markedBy(s.P[p].Stronghold, endDrawsOnly, p) && (s.Phase != "end" || s.Active != p) {
		return // the Obi of Silence's vow
	}
	for range n {
		s.fromFateDeck(p, ZHand, &s.P[p].Hand)
	}
	if n > 0 {
		s.fire(engine.Event{Kind: OnDrew, Player: p, N: n})
	}
}

// fromFateDeck moves the top card of p's Fate deck to a zone and its
// list, if there is one.
func (s *State) fromFateDeck(p int, z Zone, list *[]int) {
	pl := &s.P[p]
	if len(pl.FateDeck) == 0 {
		return
	}
	id := pl.FateDeck[0]
	pl.FateDeck = pl.FateDeck[1:]
	s.Cards[id].Zone = z
	s.Cards[id].Inst++
	*list = append(*list, id)
}

// take removes a card from the list that holds it.
func (s *State) take(id int) {
	c := &s.Cards[id]
	p := &s.P[c.Owner]
	drop := func(l *[]int) { *l = slices.DeleteFunc(*l, func(x int) bool { return x == id }) }
	switch c.Zone {
	case ZHand:
		drop(&p.Hand)
		drop(&s.P[c.Controller].Hand) // a card of another's discard pile played as if in hand (Kan'ok'ticheck)
		c.Shown = false
		if s.holds&holdsLeftHand != 0 {
			s.leftHand(id)
		}
	case ZFateDeck:
		drop(&p.FateDeck)
	case ZDynastyDeck:
		drop(&p.DynastyDeck)
	case ZFateDiscard:
		drop(&p.FateDiscard)
	case ZDynastyDiscard:
		drop(&p.DynastyDiscard)
	case ZRemoved:
		drop(&p.Removed)
	case ZProvince:
		for i := range p.Provinces {
			if p.Provinces[i].Card == id {
				p.Provinces[i].Card = -1
			}
		}
	case ZHome, ZBattle:
		drop(&s.P[c.Controller].Play) // its effects stay on it (LE-DURATION-3), its tokens do not
		s.dropTokens(id)
	case ZAttached:
		drop(&s.Attached)
		s.dropTokens(id)
	case ZRegion:
		drop(&p.Regions)
	case ZPreGame: // a Wind replaced (Kyuden Otomo)
		drop(&p.PreGame)
	case ZField:
		drop(&p.Field)
	case ZFocus:
		drop(&p.Focus)
	case ZFocused:
		drop(&p.Focused)
	}
	c.Zone = ZNone
	c.Inst++
}

// toDiscard puts a card on its owner's discard pile for its deck,
// destroyed or discarded (LE-AREA-1), with its attachments (LE-STATE-6).
func (s *State) toDiscard(id int, destroyed bool) {
	for _, a := range s.Attachments(id) {
		s.toDiscard(a, destroyed)
	}
	s.removeUnder(id)
	exiled := s.inPlay(id) && s.marked(id, efMark, "exile-on-leave") || // Asako Takakazu's Spells
		(s.holds&holdsDiscardPlays != 0 || s.newEra()) && s.marked(id, efMark, exileWhenDiscarded) // NE-DISCIPLINE too
	s.take(id)
	c := &s.Cards[id]
	p := &s.P[c.Owner]
	c.Bowed, c.Facedown, c.Parent, c.Prov, c.Controller = false, false, -1, 0, c.Owner
	c.Destroyed = destroyed
	if c.Created || exiled { // LE-TOKEN-3: out of play, it is removed from the game
		c.Zone = ZRemoved
		p.Removed = append(p.Removed, id)
		return
	}
	if d := s.def(id); d != nil && d.Deck == "fate" {
		c.Zone = ZFateDiscard
		p.FateDiscard = append(p.FateDiscard, id)
	} else {
		c.Zone = ZDynastyDiscard
		p.DynastyDiscard = append(p.DynastyDiscard, id)
	}
	if t := s.text(id); t != nil && t.Discarded != nil {
		t.Discarded(&Ctx{S: s, P: int(c.Owner), Self: id})
	}
}

// destroy destroys a card in play: a Dishonored Personality costs its
// controller its printed Personal Honor (LE-DISHONOR-2). It returns how
// many cards were destroyed, attachments included.
func (s *State) destroy(id int) int { return s.destroyWith(id, -1) }

// destroyWith is destroy by a player's effect or army (causer; -1 for
// none): the Reactions after it learn whose (OnDestroyed's N: causer+1).
func (s *State) destroyWith(id, causer int) int { return s.destroyHow(id, causer, ByRule, -1) }

// destroyHow is destroyWith told how (By…): the Reactions after it learn
// (OnDestroyed's Source), and at which battlefield (its M).
func (s *State) destroyHow(id, causer, how, source int) int {
	return s.destroyWhy(id, causer, how, s.destroyedWhy(id, how, source))
}

// destroyBecause destroys a card by the rules, the log saying why
// ("with no Chi left").
func (s *State) destroyBecause(id int, why string) int { return s.destroyWhy(id, -1, ByRule, " "+why) }

// destroyWhy is destroyHow, the log saying why (" by a Ranged Attack").
func (s *State) destroyWhy(id, causer, how int, why string) int {
	c := &s.Cards[id]
	n := 1 + len(s.Attachments(id)) + len(s.under(id)) // an overlaid stack counts every card (LE-EXPERIENCED-3)
	owner, dishonored := int(c.Controller), c.Dishonored
	if s.holds&holdsFallen != 0 && s.isPersonality(id) {
		s.rememberFallen(id, owner, causer)
	}
	where := 0
	if u := &s.Cards[s.unitOf(id)]; u.Zone == ZBattle {
		where = int(u.Prov)
	}
	s.Say(s.Title(id), " is destroyed", why)
	expendable := s.neExpendables(id)
	s.toDiscard(id, true)
	s.witnessDestroyed(id, owner, where)
	s.neExpendable(expendable)
	if t := s.text(id); t != nil && t.Destroyed != nil {
		t.Destroyed(&Ctx{S: s, P: owner, Self: id}, where)
	}
	if dishonored {
		if d := s.def(id); d != nil && d.PersonalHonor > 0 {
			s.gainHonorFor(owner, -d.PersonalHonor, "as "+s.Title(id)+" dies dishonored")
		}
	}
	s.fire(engine.Event{Kind: OnDestroyed, Player: owner, Cards: engine.One(id), N: causer + 1, Source: how, M: where})
	return n
}

// Attachments lists the cards attached to id.
func (s *State) Attachments(id int) []int {
	var out []int
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == id {
			out = append(out, a)
		}
	}
	return out
}

// isPersonality reports a Personality.
func (s *State) isPersonality(id int) bool {
	d := s.def(id)
	return d != nil && d.Type == "personality"
}

// rememberFallen keeps, on its controller's Stronghold, a Personality
// about to be destroyed: by another player's action this phase
// ("fallen-by", N: that player), or in a Resolution Segment ("fallen-in-
// resolution", N: his Chi).
func (s *State) rememberFallen(id, owner, causer int) {
	sh := []int{s.P[owner].Stronghold}
	if causer >= 0 && causer != owner && s.actionResolving() {
		s.addEffect(efMark, owner, sh, causer, "fallen-by", UntilPhase)
	}
	if s.inStep("4.5") {
		s.addEffect(efMark, owner, sh, s.Chi(id), "fallen-in-resolution", UntilBattle)
	}
}

// destroyedWhy says, for the log, how a card comes to be destroyed.
func (s *State) destroyedWhy(id, how, source int) string {
	switch how {
	case ByResolution:
		return " as the battle resolves"
	case ByRanged:
		return " by a Ranged Attack"
	case ByYu:
		return " by Yu"
	case ByEffect:
		if t := s.publicTitle(source); t != "" && source != id {
			return " by " + t
		}
	}
	return ""
}
