package agot1e

import (
	"slices"

	"tessen/engine"
)

// actionOffers are p's player actions now (AG-TIME-2): in his own
// marshalling turn, marshalling cards, duplicates and Shadows cards; at any
// time, events and abilities labelled with the phase or "Any Phase".
func (s *State) actionOffers(p int) []engine.Answer {
	out := s.OptionList(8) // the decision's memory (engine.Core.OptionList)
	marshalling := s.Phase == "marshalling" && p == s.Active
	now := s.moment(p)
	for _, id := range s.P[p].Hand {
		d := s.defs[id]
		switch {
		case d.Type == "event":
			out = s.abilityOffers(p, id, "play", now, out)
		case !marshalling:
		case s.canDuplicate(p, id):
			out = append(out, engine.Answer{Verb: "duplicate", Cards: engine.One(id)})
		case s.marshalBar(p, id) == noBar:
			out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
		}
		if marshalling && s.canShadow(p, id) {
			out = append(out, engine.Answer{Verb: "shadow", Cards: engine.One(id)})
		}
		if d.Type != "event" && s.mayAmbush(p, id) && s.ambushBar(p, id) == noBar { // AG-KW-11
			out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
		}
	}
	for _, id := range s.outOfPlayUsers(p) { // AG-ABIL-8
		out = s.abilityOffers(p, id, "use", now, out)
	}
	for _, id := range s.P[p].Play {
		out = s.abilityOffers(p, id, "use", now, out)
	}
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) == p && !s.Cards[id].Dup {
			out = s.abilityOffers(p, id, "use", now, out)
		}
	}
	return out
}

// abilityOffers adds card id's actions usable now (AG-ABIL-3): labelled
// with the current phase or "any"; now is p's moment.
func (s *State) abilityOffers(p, id int, verb string, now engine.Needs, out []engine.Answer) []engine.Answer {
	t := s.texts[id]
	if t == nil || s.has[id]&hasAction == 0 || s.dying(id) {
		return out
	}
	for i, a := range t.Abilities { // where it is used from: usable (AG-ABIL-8)
		if a.Timing != Action || (a.Phase != "any" && a.Phase != s.Phase) {
			continue
		}
		if verb == "play" && s.copiesPlayed(p, s.Cards[id].Def) >= 3 { // AG-TIME-16
			continue
		}
		if s.offerable(p, id, i, a, nil, now) {
			out = append(out, engine.Answer{Verb: verb, Cards: engine.One(id), N: i})
		}
	}
	return out
}

// copiesPlayed counts the copies of a title p played this phase.
func (s *State) copiesPlayed(p int, def engine.DefKey) int {
	n := 0
	for _, d := range s.P[p].Played {
		if d == def {
			n++
		}
	}
	return n
}

// takeAction takes a player action offered, or refuses it with the rule
// it breaks, changing nothing.
func (s *State) takeAction(p int, a engine.Answer) error {
	if len(a.Cards) != 1 {
		return errf("AG-TIME-2", "name one card")
	}
	id := a.Cards[0]
	if id < 0 || id >= len(s.Cards) {
		return errf("AG-TIME-2", "no such card")
	}
	marshalling := s.Phase == "marshalling" && p == s.Active
	switch a.Verb {
	case "play":
		if s.Cards[id].Zone != ZHand || int(s.Cards[id].Owner) != p {
			return errf("AG-TIME-2", "%s is not in your hand", s.nameFor(p, id))
		}
		if s.IsType(id, "event") {
			return s.useAbility(p, id, a, "play")
		}
		if s.Phase == "challenges" && s.HasKeyword(id, "Ambush") {
			return s.ambush(p, id) // AG-KW-11
		}
		if !marshalling {
			return errf("AG-MARSH-3", "only the active player marshals cards, in his marshalling turn")
		}
		if s.canDuplicate(p, id) {
			return errf("AG-MARSH-7", "%s is in play under your control: marshal it as a duplicate", s.name(id))
		}
		if err := s.canMarshal(p, id); err != nil {
			return err
		}
		s.Say(s.Names[p], " marshals ", s.name(id))
		s.openWindow(engine.Event{Kind: "marshal", Player: p, Source: id}, 0)
	case "duplicate":
		if !marshalling {
			return errf("AG-MARSH-7", "a duplicate is marshalled in its owner's own marshalling turn")
		}
		if s.Cards[id].Zone != ZHand || int(s.Cards[id].Owner) != p || !s.canDuplicate(p, id) {
			return errf("AG-MARSH-7", "%s has no copy in play that you own and control", s.nameFor(p, id))
		}
		s.Say(s.Names[p], " marshals ", s.name(id), " as a duplicate")
		s.openWindow(engine.Event{Kind: "duplicate", Player: p, Source: id}, 0)
	case "shadow":
		if !marshalling {
			return errf("AG-MARSH-11", "cards go into Shadows in their owner's own marshalling turn")
		}
		if s.Cards[id].Zone != ZHand || int(s.Cards[id].Owner) != p || !s.canShadow(p, id) {
			return errf("AG-MARSH-11", "%s cannot go into Shadows now: a Shadow card and 2 gold are needed", s.nameFor(p, id))
		}
		s.Say(s.Names[p], " puts a card into Shadows")
		s.openWindow(engine.Event{Kind: "shadow", Player: p, Source: id}, 0)
	case "use":
		if (!s.InPlay(id) || int(s.Cards[id].Controller) != p) && !slices.Contains(s.outOfPlayUsers(p), id) {
			return errf("AG-TIME-2", "%s is not a card you control in play", s.nameFor(p, id))
		}
		return s.useAbility(p, id, a, "use")
	default:
		return errf("AG-TIME-2", "%q is no player action", a.Verb)
	}
	return nil
}

// useAbility initiates card id's action ability a.N.
func (s *State) useAbility(p, id int, a engine.Answer, verb string) error {
	offers := s.abilityOffers(p, id, verb, s.moment(p), nil)
	if !slices.ContainsFunc(offers, func(o engine.Answer) bool { return o.N == a.N }) {
		return errf("AG-ABIL-3", "%s has no action you may use now", s.nameFor(p, id))
	}
	s.Say(s.Names[p], " uses ", s.name(id))
	s.openWindow(engine.Event{Kind: "ability", Player: p, Source: id, N: a.N}, 0)
	return nil
}

// cost is what p pays to marshal card id: its printed cost, 2 more out of
// his House (AG-MARSH-4), never below 0.
func (s *State) cost(p, id int) int {
	d := s.defs[id]
	n := d.Cost
	if s.outOfHouse(p, id) {
		n += 2
	}
	n += s.sumMods(modCost, func(t *Text, self int) int {
		if t.Cost == nil {
			return 0
		}
		return t.Cost(s, self, p, id)
	})
	n += s.ownCost(p, id)   // its own words (Army of the Faithful)
	n -= s.reduction(p, id) // the next card's reducers (AG-MARSH-5)
	return max(0, n)        // AG-MARSH-5
}

// outOfHouse reports a card whose House shields miss p's House; neutral
// cards have none and pay nothing more (AG-MARSH-4, AG-CARD-8).
func (s *State) outOfHouse(p, id int) bool {
	d := s.defs[id]
	if len(d.Houses) > 1 && s.Rules.MultiHouse == "first" {
		return d.Houses[0] != s.P[p].House
	}
	return len(d.Houses) > 0 && !slices.Contains(d.Houses, s.P[p].House)
}

// A bar is what keeps a card from being marshalled or entering play,
// found cheaply (the offers check every card of a hand at every
// opportunity) and said in words only for a refusal (canMarshal).
type bar int8

const (
	noBar bar = iota
	barType
	barShadow
	barNoCost
	barGold
	barLimited
	barCopyInPlay
	barCopyDead
	barHost
	barCopies
)

// marshalBar is what keeps p from marshalling card id from hand now.
func (s *State) marshalBar(p, id int) bar {
	d := s.defs[id]
	switch {
	case d.Type != "character" && d.Type != "location" && d.Type != "attachment":
		return barType
	case s.Shadow(id):
		return barShadow
	case d.NoCost:
		return barNoCost
	case s.cost(p, id) > s.Spendable(p):
		return barGold
	case s.P[p].Limited && d.HasKeyword("Limited"):
		return barLimited
	}
	if b := s.uniqueBar(p, id); b != noBar {
		return b
	}
	if d.Type == "attachment" && len(s.hosts(p, id)) == 0 {
		return barHost
	}
	if s.copiesPlayed(p, s.Cards[id].Def) >= 3 {
		return barCopies
	}
	return noBar
}

// canMarshal says why p may not marshal card id from hand now, or nil.
func (s *State) canMarshal(p, id int) error { return s.explain(s.marshalBar(p, id), p, id) }

// uniqueBars says why p may not bring a unique card into play, or nil.
func (s *State) uniqueBars(p, id int) error { return s.explain(s.uniqueBar(p, id), p, id) }

// explain says a bar in words, with the rule it rests on.
func (s *State) explain(b bar, p, id int) error {
	switch b {
	case noBar:
		return nil
	case barType:
		return errf("AG-MARSH-4", "%s is no card to marshal", s.name(id))
	case barShadow:
		return errf("AG-SHAD-2", "%s comes into play only out of Shadows", s.name(id))
	case barNoCost:
		return errf("AG-MARSH-4", "%s has no gold cost", s.name(id))
	case barGold:
		return errf("AG-MARSH-4", "%s costs %d gold; you have %d", s.name(id), s.cost(p, id), s.Spendable(p))
	case barLimited:
		return errf("AG-MARSH-6", "you already played a Limited card this round")
	case barCopyInPlay:
		return errf("AG-MARSH-8", "a copy of %s is already in play", s.name(id))
	case barCopyDead:
		return errf("AG-MARSH-8", "a copy of %s is in your dead pile", s.name(id))
	case barHost:
		return errf("AG-CARD-6", "%s has no character it may attach to", s.name(id))
	}
	return errf("AG-TIME-16", "you already played 3 copies of %s this phase", s.name(id))
}

// uniqueBar is what keeps p from bringing a unique card into play
// (AG-MARSH-8): a copy in play that p owns or controls (not a
// duplicate), or one in p's dead pile.
func (s *State) uniqueBar(p, id int) bar {
	d := s.defs[id]
	if !d.Unique {
		return noBar
	}
	for c := range s.Cards {
		o := &s.Cards[c]
		if c == id || o.Def != s.Cards[id].Def {
			continue
		}
		switch {
		case s.InPlay(c) && !o.Dup && (int(o.Owner) == p || int(o.Controller) == p):
			return barCopyInPlay
		case o.Zone == ZDead && int(o.Owner) == p:
			return barCopyDead
		}
	}
	return noBar
}

// canDuplicate reports a unique card of p's hand with a copy in play that
// p owns and controls (AG-MARSH-7).
func (s *State) canDuplicate(p, id int) bool { return s.dupTarget(p, id) >= 0 }

func (s *State) dupTarget(p, id int) int {
	d := s.defs[id]
	if !d.Unique {
		return -1
	}
	for _, c := range s.P[p].Play {
		if o := &s.Cards[c]; o.Def == s.Cards[id].Def && int(o.Owner) == p && !s.dying(c) {
			return c
		}
	}
	return -1
}

// Shadow reports a card with the Shadow crest (AG-CARD-12).
func (s *State) Shadow(id int) bool { return slices.Contains(s.defs[id].Crests, "shadow") }

// canShadow reports a Shadow card p may put into Shadows (AG-MARSH-11).
func (s *State) canShadow(p, id int) bool {
	return s.Shadow(id) && s.Spendable(p) >= 2 && s.Cards[id].Zone == ZHand
}

// hosts are the characters attachment id may attach to (AG-CARD-6,
// AG-KW-6).
func (s *State) hosts(p, id int) []int {
	var out []int
	for q := range s.clockwise(s.First) {
		for _, c := range s.P[q].Play {
			if s.IsType(c, "character") && s.mayAttach(id, c, p) { // played onto a character (AG-CARD-6)
				out = append(out, c)
			}
		}
	}
	return out
}

// mayAttach reports whether attachment a may go on card c.
func (s *State) mayAttach(a, c, p int) bool {
	if s.IsType(c, "house") {
		// only a card that says so, on its controller's House card
		t := s.texts[a]
		return t != nil && t.MayAttachToHouse && c == s.P[p].HouseCard
	}
	if s.dying(c) {
		return false
	}
	if !s.IsType(c, "character") { // another type only where its words say so (Veteran Marauder)
		t := s.texts[a]
		return t != nil && s.IsType(c, "location") && t.OnLocations && (t.AttachTo == nil || t.AttachTo(s, p, c))
	}
	d, keywords := s.defs[a], s.defs[c].Keywords
	if s.blank(c) {
		keywords = nil // no "No attachments" in a blank text box (AG-CARD-9)
	}
	for _, k := range keywords {
		if k == "No attachments" {
			return false
		}
		if len(k) > len("No attachments except ") && k[:len("No attachments except ")] == "No attachments except " {
			if !d.HasTrait(k[len("No attachments except "):]) {
				return false
			}
		}
	}
	if t := s.texts[a]; t != nil && t.AttachTo != nil && !t.AttachTo(s, p, c) {
		return false
	}
	if t := s.texts[a]; t != nil && t.OnePerCharacter && slices.ContainsFunc(s.attachments(c), func(o int) bool {
		return o != a && !s.Cards[o].Dup && s.Cards[o].Def == s.Cards[a].Def
	}) {
		return false // "Limit 1 per character" (AG-CARD-6)
	}
	return true
}

// enter puts card id into play under p's control, standing (AG-MARSH-4),
// attached to host if it is an attachment, and opens the gate for
// "enters play" responses and passives.
func (s *State) enter(id, p, host int) {
	if host >= 0 {
		s.move(id, p, ZAttached, false)
		s.Cards[id].Parent = int32(host)
		s.Cards[id].Controller = int8(p)
	} else {
		s.move(id, p, ZPlay, false)
	}
	s.gate(engine.Event{Kind: "enters-play", Player: p, Cards: engine.One(id)})
}

func init() {
	acts["marshal"] = &Act{
		// Pay the cost, then choose an attachment's host (AG-TIME-4).
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			ev := f.Ev
			id, p := ev.Source, ev.Player
			if f.Index == 0 {
				f.Index = 1
				ev.N = s.cost(p, id) // the gold paid, for "after he pays gold to marshal"
				s.Spend(p, ev.N)
				s.useReducers(p, id)
				s.P[p].Played = append(s.P[p].Played, s.Cards[id].Def)
				if s.defs[id].HasKeyword("Limited") {
					s.P[p].Limited = true
				}
				if s.IsType(id, "attachment") {
					s.choose(p, s.hosts(p, id), 1, 1, "choose a character to attach "+s.name(id)+" to", len(s.Stack)-1)
					return false, true
				}
				if t := s.texts[id]; t != nil && t.MayAttachToHouse {
					s.askHouseAttach(p, id, len(s.Stack)-1)
					return false, true
				}
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			host := -1
			if f.Ev.Label == attachToHouse { // onto the House card (Khal Drogo's Tent)
				host = s.P[f.Ev.Player].HouseCard
			} else if f.Ev.Label == "attachment" || s.IsType(f.Ev.Source, "attachment") {
				if len(f.Ev.Cards) == 0 || !s.InPlay(f.Ev.Cards[0]) {
					s.move(f.Ev.Source, f.Ev.Player, ZDiscard, false)
					return
				}
				host = f.Ev.Cards[0]
			}
			s.enter(f.Ev.Source, f.Ev.Player, host)
			s.gate(engine.Event{Kind: "marshalled", Player: f.Ev.Player, Cards: engine.One(f.Ev.Source), N: f.Ev.N})
			s.gate(engine.Event{Kind: "played", Player: f.Ev.Player, Cards: engine.One(f.Ev.Source)})
		},
	}
	acts["duplicate"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-MARSH-7
		id, p := f.Ev.Source, f.Ev.Player
		t := s.dupTarget(p, id)
		if t < 0 {
			return
		}
		s.move(id, p, ZAttached, false)
		s.Cards[id].Parent, s.Cards[id].Dup = int32(t), true
	}}
	acts["shadow"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-MARSH-11
		id, p := f.Ev.Source, f.Ev.Player
		s.Spend(p, 2)
		s.move(id, p, ZShadows, false)
	}}
	acts["bring"] = &Act{ // AG-SHAD-3
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			id, p := f.Ev.Source, f.Ev.Player
			if f.Index == 0 {
				f.Index = 1
				s.Spend(p, s.shadowCost(p, id))
				if s.IsType(id, "attachment") {
					s.choose(p, s.hosts(p, id), 1, 1, "choose a character to attach "+s.name(id)+" to", len(s.Stack)-1)
					return false, true
				}
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			id, p := f.Ev.Source, f.Ev.Player
			switch {
			case s.IsType(id, "event"):
				s.move(id, p, ZDiscard, false) // an event out of Shadows is played (AG-SHAD-2): written with the cards
			case s.IsType(id, "attachment"):
				if len(f.Ev.Cards) == 0 || !s.InPlay(f.Ev.Cards[0]) {
					s.move(id, p, ZDiscard, false)
					return
				}
				s.enter(id, p, f.Ev.Cards[0])
			case s.canDuplicate(p, id):
				t := s.dupTarget(p, id)
				s.move(id, p, ZAttached, false)
				s.Cards[id].Parent, s.Cards[id].Dup = int32(t), true
			default:
				s.enter(id, p, -1)
			}
			if s.InPlay(id) { // revealed out of Shadows (Captain Groleo)
				s.gate(engine.Event{Kind: "out-of-shadows", Player: p, Cards: engine.One(id)})
			}
		},
	}
}

// shadowCost is what bringing card id out of Shadows costs p: its Shadows
// cost and the out-of-House penalty (AG-SHAD-3).
func (s *State) shadowCost(p, id int) int {
	n := s.defs[id].Cost
	if s.outOfHouse(p, id) {
		n += 2
	}
	return n
}

// canBring reports a card of p's Shadows area he may bring out now.
func (s *State) canBring(p, id int) bool {
	if s.shadowCost(p, id) > s.Spendable(p) {
		return false
	}
	if s.IsType(id, "attachment") && len(s.hosts(p, id)) == 0 {
		return false
	}
	if s.IsType(id, "event") {
		return false // a Shadow event's effect is written with its card
	}
	return s.canDuplicate(p, id) || s.uniqueBar(p, id) == noBar
}

// bringFrame: at a phase's beginning, each player from the first may
// bring one card out of Shadows (AG-SHAD-3); Frame.Index counts them.
func bringFrame(s *State, f *engine.Frame) engine.Status {
	order := s.order(s.First)
	for f.Index < len(order) {
		p := order[f.Index]
		var opts []engine.Answer
		for _, id := range s.P[p].Shadows {
			if s.canBring(p, id) {
				opts = append(opts, engine.Answer{Verb: "bring", Cards: engine.One(id)})
			}
		}
		if len(opts) == 0 {
			f.Index++
			continue
		}
		list := s.OptionList(len(opts) + 1)
		list = append(append(list, opts...), engine.Pass)
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "bring", Prompt: "bring a card out of Shadows, or pass", Options: list})
		return engine.Again
	}
	return engine.Done
}

func answerBring(s *State, f *engine.Frame, p int, a engine.Answer) error {
	f.Index++
	if a.Verb == "bring" {
		s.Say(s.Names[p], " brings ", s.name(a.Cards[0]), " out of Shadows")
		s.openWindow(engine.Event{Kind: "bring", Player: p, Source: a.Cards[0]}, 0)
	}
	return nil
}

func init() {
	// Text.HouseHost: where the card goes as it is marshalled.
	optionSets["house-host"] = func(s *State, f *engine.Frame) []engine.Answer {
		return []engine.Answer{{Verb: "choose", Labels: []string{"location"}}, {Verb: "choose", Labels: []string{"attachment"}}}
	}
}
