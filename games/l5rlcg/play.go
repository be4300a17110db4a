package l5rlcg

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"

	"tessen/engine"
)

var errBadSelection = errors.New("name one or more different cards")

func errNotAmong(s *State, id int) error {
	return fmt.Errorf("%s cannot be chosen here", s.Describe(id))
}

// actionOffers lists what p may do in an action window: play event
// actions from hand, use action abilities, play characters and
// attachments from hand (not in 1.4), and in 1.4 play characters from
// provinces and discard duplicates. With only ≥ 0 it lists the offers
// of that one card.
//
// The offers become the window's decision, with room for its pass,
// listed into the memory decisions' options share (Core.OptionList): a
// window asks afresh hundreds of times a game.
func (s *State) actionOffers(p int, dynasty bool, only int) []engine.Answer {
	out := s.listActionOffers(s.OptionList(8), p, dynasty, only)
	if len(out) == 0 {
		return nil
	}
	if cap(out) == len(out) {
		out = slices.Grow(out, 1) // the window's pass
	}
	return out
}

func (s *State) listActionOffers(out []engine.Answer, p int, dynasty bool, only int) []engine.Answer {
	pl := &s.P[p]
	other := func(id int) bool { return only >= 0 && id != only }
	now, attacked := s.moment(p), s.AttackedProvince()
	var cands [32]int
	for _, id := range s.actionCandidates(cands[:0], p, only, now, attacked) {
		if !s.mayAnswerFrom(p, id, true) {
			continue
		}
		n := 0
		var buf [8]int
		for _, i := range s.abilitiesFor(buf[:0], id, false) {
			a := s.ability(id, i)
			if a.Timing != Action {
				continue
			}
			n++
			need := a.needs()
			if s.skipAction(need, now, id, attacked) || !s.canUse(p, id, a) {
				continue
			}
			cost, verb := 0, "use"
			if s.inHand(p, id) && s.def(id).Type == "event" {
				cost, verb = s.fateCost(id), "play"
				if cost > s.fateFor(p, id) {
					continue // the cheapest question first
				}
			}
			ok := s.couldInitiate(p, id, i, a, cost, nil, nil)
			if engine.VerifyNeeds {
				need.Unmet(s.cardMoment(now, id, attacked), ok, func() string { return fmt.Sprintf("%s's ability %q", s.Title(id), a.Text) })
			}
			if ok {
				out = append(out, engine.Answer{Verb: verb, Cards: engine.One(id), N: n})
			}
		}
	}
	if !dynasty {
		var hand [16]int
		for _, id := range s.handLike(hand[:0], p) {
			if other(id) {
				continue
			}
			if s.canPlayFromHand(p, id) {
				out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
			}
			if t := textOf(s, id); t != nil && t.AsAttachment && s.canAttachSomewhere(p, id) && !(s.handPlayBarred(p) && s.inHand(p, id)) {
				out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id), Labels: []string{"attachment"}})
			}
		}
		return out
	}
	for prov := range s.Provinces() {
		for _, id := range pl.Dyn[prov] {
			if !other(id) && s.canPlayCharacter(p, id) {
				out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
			}
		}
	}
	var dups [8]int
	for _, id := range s.duplicates(dups[:0], p) {
		if !other(id) {
			out = append(out, engine.Answer{Verb: "duplicate", Cards: engine.One(id)})
		}
	}
	return out
}

// canPlayCharacter checks a character card p may play now: affordable,
// unique rule, limited rule, and faceup if in a province.
func (s *State) canPlayCharacter(p, id int) bool {
	c, d := &s.Cards[id], s.def(id)
	if d.Type != "character" || c.Facedown || s.fateFor(p, id) < s.fateCost(id) || len(s.Effects.List) > 0 && s.nameBarred(p, id) {
		return false
	}
	if s.inHand(p, id) && s.HasRestriction(p, ModNoMoveIn) {
		return false // Grasp of Earth
	}
	if d.Unique && s.uniqueInPlay(p, d.Title) {
		return false
	}
	return s.P[p].Limited == 0 || !s.HasKeyword(id, "limited") // the count first: it is mostly 0
}

// uniqueInPlay reports whether p controls or owns an in-play copy of a
// title (RR "Unique Cards").
func (s *State) uniqueInPlay(p int, title string) bool {
	copyOf := func(id int) bool {
		c := &s.Cards[id]
		return (int(c.Controller) == p || int(c.Owner) == p) && s.def(id).Title == title
	}
	for q := range s.P {
		if slices.ContainsFunc(s.P[q].Play, copyOf) {
			return true
		}
	}
	return slices.ContainsFunc(s.Attached, copyOf)
}

func (s *State) canPlayFromHand(p, id int) bool {
	if !s.playAllowed(p, id) {
		return false
	}
	if s.handPlayBarred(p) && s.inHand(p, id) {
		return false // Akodo Toturi (Imperial)
	}
	switch s.def(id).Type {
	case "character":
		return s.canPlayCharacter(p, id)
	case "attachment":
		if s.P[p].Limited > 0 && s.HasKeyword(id, "limited") {
			return false
		}
		return s.canAttachSomewhere(p, id)
	}
	return false
}

// attachTargets lists the characters an attachment may be attached to.
func (s *State) attachTargets(p, att int) []int {
	return slices.Collect(s.eachAttachTarget(p, att, false))
}

// eachAttachTarget yields them, or with affordable those p can also pay
// for: a question of whether there is one stops at the first.
func (s *State) eachAttachTarget(p, att int, affordable bool) iter.Seq[int] {
	return func(yield func(int) bool) {
		if d := s.def(att); d.Unique && s.uniqueInPlay(p, d.Title) {
			return
		}
		var playOn func(s *State, p, char int) bool
		if t := textOf(s, att); t != nil && t.PlayOn != nil && !s.blank(att) {
			playOn = t.PlayOn
		}
		for q := range s.P {
			for _, id := range s.P[q].Play {
				if (playOn == nil || playOn(s, p, id)) && s.mayAttach(att, id, p) && (!affordable || s.fateFor(p, att) >= s.attachCost(p, att, id)) && !yield(id) {
					return
				}
			}
		}
	}
}

// canAttachSomewhere reports an affordable target for an attachment.
func (s *State) canAttachSomewhere(p, att int) bool {
	for range s.eachAttachTarget(p, att, true) {
		return true
	}
	return false
}

// mayAttach reports whether attachment att, controlled by p, may be
// attached to char: the character's "No attachments" keywords and the
// attachment's own "attach to" restriction (unless its text is blank).
// Most attachments are restricted by neither, which is asked first and
// inline: the state checks ask it of every attachment after every step.
func (s *State) mayAttach(att, char, p int) bool {
	return s.unrestricted(att, char) || s.mayAttachRestricted(att, char, p)
}

// unrestricted reports an attachment whose text restricts nothing on a
// character without "No attachments" keywords.
func (s *State) unrestricted(att, char int) bool {
	return !s.ix.attachRules[att] && len(s.ix.barsOf[char]) == 0
}

func (s *State) mayAttachRestricted(att, char, p int) bool {
	if !s.attachmentAllowed(char, att) {
		return false
	}
	t := textOf(s, att)
	if !s.ix.attachRules[att] || s.blank(att) {
		return true
	}
	if t.OnePerCharacter && s.newerCopyOn(att, char) {
		return false
	}
	return t.AttachTo == nil || t.AttachTo(s, p, char)
}

// newerCopyOn reports, for an attachment on char, a copy of it attached
// there after it. "Limit 1 per character" keeps the newest: a second copy
// may be played, and the first is then discarded as no longer legally
// attached (ruling 25, as RR "Restricted" lets a third be played).
func (s *State) newerCopyOn(att, char int) bool {
	i := slices.Index(s.Attached, att)
	if i < 0 || s.Parent(att) != char {
		return false // not on it yet: it may go there
	}
	for _, b := range s.Attached[i+1:] {
		if s.Parent(b) == char && s.def(b).Title == s.def(att).Title {
			return true
		}
	}
	return false
}

// legallyAttached reports whether an attachment still meets, where it
// is, the restrictions it was attached under (RR "Attachments"). A
// character played as an attachment answers to its own rules.
func (s *State) legallyAttached(att, char int) bool {
	return s.mayAttach(att, char, s.Controller(att)) || s.def(att).Type == "character"
}

// attachBar is one "No attachments" keyword (RR "No Attachments"):
// barred lists the traits named before "attachments" ("No Weapon
// attachments"), except those after "except" ("No attachments except
// Monk or Tattoo"); with neither it bars every attachment.
type attachBar struct{ barred, except []string }

// attachBars parses a card's keywords once, when the game is indexed.
func attachBars(keywords []string) []attachBar {
	var out []attachBar
	traits := func(list string) []string {
		var ts []string
		for _, t := range strings.FieldsFunc(list, func(r rune) bool { return r == ' ' || r == ',' || r == '/' }) {
			if t != "or" && t != "and" && t != "except" {
				ts = append(ts, t)
			}
		}
		return ts
	}
	for _, k := range keywords {
		if !strings.HasPrefix(k, "no ") || !strings.Contains(k, "attachments") {
			continue
		}
		before, except, _ := strings.Cut(strings.TrimPrefix(k, "no "), "attachments")
		out = append(out, attachBar{barred: traits(before), except: traits(except)})
	}
	return out
}

// attachmentAllowed applies the character's "No attachments" keywords;
// the most restrictive prevails.
func (s *State) attachmentAllowed(char, att int) bool {
	bars := s.ix.barsOf[char]
	if len(bars) == 0 || s.blank(char) {
		return true
	}
	hasAny := func(traits []string) bool {
		return slices.ContainsFunc(traits, func(t string) bool { return s.HasTrait(att, t) })
	}
	for _, b := range bars {
		switch {
		case len(b.barred) > 0:
			if hasAny(b.barred) {
				return false
			}
		case len(b.except) > 0:
			if !hasAny(b.except) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// ActFateFromProvince is placing additional fate on a character played
// from a province.
const ActFateFromProvince = "fate-when-played-from-province"

// duplicates lists the cards p may discard as duplicates in 1.4.
func (s *State) duplicates(out []int, p int) []int {
	dup := func(id int) {
		if d := s.def(id); d.Type == "character" && d.Unique && s.inPlayCopy(p, d.Title) >= 0 {
			out = append(out, id)
		}
	}
	for _, id := range s.P[p].Hand {
		dup(id)
	}
	for prov := range s.Provinces() {
		for _, id := range s.P[p].Dyn[prov] {
			if !s.Cards[id].Facedown {
				dup(id)
			}
		}
	}
	return out
}

func (s *State) inPlayCopy(p int, title string) int {
	for _, id := range s.P[p].Play {
		if s.def(id).Title == title {
			return id
		}
	}
	return -1
}

// The labels an ability frame starts with: played (an event) or used, and
// no label chosen yet. Shared, never written: a frame that needs its own
// is a copy (Frame.Clone).
var (
	playLabels = []string{"play", ""}[:2:2]
	useLabels  = []string{"", ""}[:2:2]
)

// abilityLabels gives an ability frame its starting labels.
func abilityLabels(played bool) []string {
	if played {
		return playLabels
	}
	return useLabels
}

// takeAction carries out p's chosen action in a window. The machine has
// matched the answer against the offers listed on this very state
// (engine.Decision.Admits); only a state whose hidden cards were dealt
// again under the decision (redealt) checks it against its card's offers
// anew.
func (s *State) takeAction(p int, a engine.Answer, dynasty bool) error {
	if len(a.Cards) != 1 || s.redealt && !s.stillOffered(p, a, dynasty) {
		return fmt.Errorf("%q is not something %s can do now", a.String(), s.Names[p])
	}
	s.redealt = false // the next decisions are listed on this deal
	id := a.Cards[0]
	switch {
	case a.Verb == "duplicate":
		copyID := s.inPlayCopy(p, s.Title(id))
		prov, fromProv := s.Cards[id].Prov, s.Cards[id].Zone == ZProvince
		s.discard(id)
		s.Cards[copyID].Fate++
		s.Say(s.Names[p], " discards a duplicate to put 1 fate on ", s.Title(copyID))
		if fromProv {
			s.refill(p, int(prov), false)
		}
	case a.N > 0: // an action ability, or an event played from hand
		s.Push(engine.Frame{Kind: kAbility, Player: p, Card: id, Index: s.actionIndex(id, a.N), Labels: abilityLabels(a.Verb == "play")})
	default: // a character or attachment (or a character played as an attachment)
		s.Push(engine.Frame{Kind: kPlay, Player: p, Card: id, Index: int(s.Cards[id].Prov), N: int(s.Cards[id].Zone), Labels: a.Labels})
	}
	return nil
}

// stillOffered reports whether the answer is among the offers of its one
// card now.
func (s *State) stillOffered(p int, a engine.Answer, dynasty bool) bool {
	var listed [8]engine.Answer
	return slices.ContainsFunc(s.listActionOffers(listed[:0], p, dynasty, a.Cards[0]), a.Equal)
}

// actionIndex maps "the card's Nth action ability" to its ability index.
func (s *State) actionIndex(id, n int) int {
	var buf [8]int
	for _, i := range s.abilitiesFor(buf[:0], id, false) {
		if s.ability(id, i).Timing == Action {
			if n--; n == 0 {
				return i
			}
		}
	}
	return -1
}

// playFrame plays a character or an attachment: pay its cost, choose
// where it goes, it enters play, additional fate for a character, the
// reactions to its entering play, then its province refills.
// Frame: Card the card, N the zone it came from, Index its province;
// Labels[0] "conflict" when played into the conflict; Cards[0] the
// attachment's character.
// supportPaid is the stage of a play or an event at which the cost has
// been paid with the other players' help, or not (payCost).
const supportPaid = 99

func playFrame(s *State, f *engine.Frame) engine.Status {
	id, p := f.Card, f.Player
	d := s.def(id)
	asAttachment := d.Type == "attachment" || (len(f.Labels) > 0 && f.Labels[0] == "attachment")
	switch f.Stage {
	case 0:
		f.Stage = 1
		if asAttachment {
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "target", Prompt: "attach to which character?", Options: s.chooseCards(s.affordableTargets(p, id))})
			return engine.Again
		}
		if (Zone(f.N) == ZHand || s.playsProvinceAsHand(p, id)) && s.Conf.Active && s.canParticipate(id, p == s.Conf.Defender) {
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "play-where", Prompt: "play it into the conflict or at home?", Options: s.chooseLabels(conflictOrHome...)})
			return engine.Again
		}
		fallthrough // nothing to ask, nothing changed
	case 1, supportPaid:
		if f.Stage == 1 {
			cost := s.fateCost(id)
			if asAttachment {
				cost = s.attachCost(p, id, f.Cards[0])
			}
			if !s.payCost(f, p, id, cost, supportPaid) {
				return engine.Again | engine.Unchanged // the others help first
			}
		} else if f.Result == 0 {
			return engine.Done // the help fell short: the card stays where it was
		}
		f.Stage = 2
		if asAttachment {
			s.useAttachDiscount(p, f.Cards[0])
		}
		s.useNextDiscount(p, d.Type)
		if s.HasKeyword(id, "limited") {
			s.P[p].Limited++
		}
		s.Say(s.Names[p], " plays ", d.Title)
		if asAttachment {
			s.attach(id, f.Cards[0], p)
			s.emit(engine.Event{Kind: EvEnterPlay, Player: p, Cards: engine.One(id), Label: "hand"})
			f.Stage = 4
			return engine.Again
		}
		s.place(id, ZNone, s.Owner(id), 0, false)
		s.Cards[id].Controller = int8(p)
		s.place(id, ZPlay, s.Owner(id), 0, false)
		s.Cards[id].InConflict = len(f.Labels) > 0 && f.Labels[0] == "conflict"
		s.noteEnteredFromHand(id, p, Zone(f.N) != ZProvince)
		most := s.P[p].Fate
		if Zone(f.N) == ZProvince && s.cannot(Act{ActFateFromProvince, id, p, -1}) || s.cannotSpendFate(p) {
			most = 0
		}
		opts := s.OptionList(most + 1)
		for i := 0; i <= most; i++ {
			opts = append(opts, engine.Answer{Verb: "fate", N: i})
		}
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "fate", Prompt: "place additional fate on it", Options: opts})
	case 2:
		f.Stage = 3
		from := "hand"
		if Zone(f.N) == ZProvince {
			from = "province"
		}
		s.emit(engine.Event{Kind: EvEnterPlay, Player: p, Cards: engine.One(id), Label: from, N: f.Index})
		return engine.Again | engine.Unchanged // a condition pushed, to happen next
	case 3:
		f.Stage = 4
		if Zone(f.N) == ZProvince {
			s.refill(s.Owner(id), f.Index, false)
			return engine.Again
		}
		fallthrough
	default:
		s.emit(engine.Event{Kind: EvPlayed, Player: p, Cards: engine.One(id), Label: d.Type, N: f.N}) // N: the zone it came from
		return engine.Done | engine.Unchanged
	}
	return engine.Again
}

func answerPlay(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch {
	case a.Verb == "fate":
		s.P[p].Fate -= a.N
		if a.N > 0 { // placing fate is a game action others may react to
			s.emit(engine.Event{Kind: EvPlaceFate, Player: p, Source: -1, Cards: engine.One(f.Card), N: a.N})
		}
	case len(a.Cards) == 1:
		f.Cards = []int{a.Cards[0]}
	default: // conflict or home
		f.Labels = []string{a.Labels[0]}
	}
	return nil
}

// attach puts an attachment on a character. (A third restricted
// attachment is corrected by the state check, which asks the controller
// which one to discard.)
func (s *State) attach(att, parent, p int) {
	s.place(att, ZBeingPlayed, p, 0, false) // leave its old place first
	s.place(att, ZAttached, p, 0, false)
	c := &s.Cards[att]
	c.Parent, c.Controller = int32(parent), int8(p)
	s.Attached = append(s.Attached, att)
}

// attachCost is what it costs p to play an attachment on a character,
// with the discounts p has set on that character (Daimyō's Favor: "the
// next attachment you play on it").
func (s *State) attachCost(p, att, char int) int {
	cost := s.fateCost(att) - s.attachReduction(att, char) // attachcost.go
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModAttachDiscount && l.Player == p && contains(l.Cards, char) {
			cost -= l.N
			break // only the next attachment: one discount at a time
		}
	}
	return max(0, cost)
}

func (s *State) useAttachDiscount(p, char int) {
	for i, l := range s.Effects.List {
		if l.Kind == ModAttachDiscount && l.Player == p && contains(l.Cards, char) {
			s.Effects.List = append(s.Effects.List[:i], s.Effects.List[i+1:]...)
			return
		}
	}
}

// affordableTargets lists the characters p could attach an attachment to
// and pay for.
func (s *State) affordableTargets(p, att int) []int {
	return slices.Collect(s.eachAttachTarget(p, att, true))
}

// actionCandidates lists, in id order, the cards with action abilities
// that p might use (only: that card alone, if it is one): no ability can
// be used from a deck, a discard pile or a hand but by its owner or,
// in play, by its controller (canUse), so the cards are looked for where
// p could use them, not among every card of the game; and a card whose
// every action needs what the moment now (attacked: the attacked
// province) lacks is passed by.
func (s *State) actionCandidates(out []int, p, only int, now engine.Needs, attacked int) []int {
	if only >= 0 { // one card: where it is, canUse judges
		if s.ix.actions[only] != noActions || s.countLasting(only, ModGainAbility) > 0 {
			out = append(out, only)
		}
		return out
	}
	set := s.newIDSet()
	add := func(id int) {
		if id < 0 {
			return
		}
		if need := s.ix.actions[id]; need != noActions && !s.skipAction(need, now, id, attacked) {
			if c := &s.Cards[id]; int(c.Owner) == p || int(c.Controller) == p || (c.Zone == ZAttached && s.Controller(int(c.Parent)) == p) || s.inHand(p, id) || s.anyPlayerActs(id) {
				set.add(id)
			}
		}
	}
	var hand [16]int
	for _, id := range s.handLike(hand[:0], p) {
		add(id)
	}
	for _, id := range s.live.acts { // of the cards on the table, only those in play (canUse)
		add(id)
	}
	for q := range s.P {
		add(s.P[q].Role)
	}
	for _, id := range s.ix.actsFrom {
		add(id)
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModGainAbility {
			for _, id := range l.Cards {
				set.add(id)
			}
		}
	}
	return set.appendTo(out)
}

// handLike lists the cards p may play as from hand: the hand, and any
// card p may play as if it were there; read only: without such a card,
// the hand itself.
func (s *State) handLike(out []int, p int) []int {
	_, provinces := s.provincesAsHand(p)
	provinces = provinces || s.asIfInHandConstant()
	if !provinces && !s.anyLasting(ModAsIfInHand) {
		return s.P[p].Hand // the hand itself, as the callers only read it: no copy
	}
	out = append(out, s.P[p].Hand...)
	out = s.asIfInHandCards(out, p)
	if provinces {
		for prov := range s.Provinces() {
			for _, id := range s.P[p].Dyn[prov] {
				if s.playsProvinceAsHand(p, id) {
					out = append(out, id)
				}
			}
		}
	}
	return out
}
