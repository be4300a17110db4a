package l5rlcg

import (
	"strconv"
	"strings"

	"tessen/engine"
)

// The game in players' words: what an answer's label means, and how the
// log names provinces, causes and amounts. The answers themselves (verbs,
// labels) stay as they are: scenarios and bots speak them.

// wording is what a label's words read besides the label itself.
type wording struct {
	kind   string // the decision's kind ("select", "ring-effect", "may", ...)
	card   int    // the card whose ability it is, or -1
	depth  int    // which of an ability's chained selections (0: its first); 1 for a ring's element to choose
	target string // the card it acts on, as the reader may know it; "" for none
	other  string // the other player it concerns, as the reader is told of them
	mine   bool   // the one choosing is the ability's controller (not an opponent choosing for them)
	n      int    // an amount (a duel's difference)
}

// theirs is the other player's possessive: "their", or "your" when the
// reader is that player.
func (w wording) theirs() string {
	if w.other == "you" {
		return "your"
	}
	return "their"
}

// labelWords is what choosing label means, said as a player says it: a
// verb phrase in its plain form ("gain 2 honor", "dishonor Brash
// Samurai"). Describe tells it to the player asked; a log line tells it
// after "chooses to". Every label the game offers is worded here.
func (s *State) labelWords(label string, w wording) string {
	def := ""
	if w.card >= 0 && w.card < len(s.Cards) && s.Cards[w.card].Def != 0 {
		def = s.def(w.card).ID
	}
	ring := strings.Contains(" air earth fire water void ", " "+label+" ")
	switch w.kind {
	case "favor":
		return "set the Imperial Favor to its " + label + " side"
	case "play-where":
		if label == "home" {
			return "play it at home"
		}
		return "play it into the conflict"
	case "duel-payment":
		if label == "honor" {
			return "give " + strconv.Itoa(w.n) + " honor"
		}
		return "discard " + countOf(w.n, "card") + " instead"
	case "discard-broken":
		if label == "yes" {
			return "discard the cards in the broken province"
		}
		return "leave the cards in the broken province"
	case "resolve-twice":
		if label == "yes" {
			return "pay to resolve " + w.target + " again"
		}
		return "do not resolve " + w.target + " again"
	case "may":
		if label == "yes" {
			return "do what " + w.target + " offers"
		}
		return "decline what " + w.target + " offers"
	case "opponent":
		return "use it against " + w.other
	case "cost":
		if ring {
			return "place the fate on the " + label + " ring"
		}
	case "ring-effect":
		switch {
		case ring && w.depth == 1: // the element whose effect to resolve
			return "resolve the " + label + " ring's effect"
		case label == "earth":
			return "draw 1 card and have " + w.other + " discard 1 at random"
		case label == "discard":
			return "have " + w.other + " discard 1 card at random"
		}
	}
	switch label {
	case "take-1-honor":
		return "take 1 honor from " + w.other
	case "gain-2-honor":
		return "gain 2 honor"
	case "gain-1-honor":
		return "gain 1 honor"
	case "opponent-loses-1-honor":
		return "make " + w.other + " lose 1 honor"
	case "draw":
		return "draw 1 card"
	case "discard":
		return "discard 1 card at random"
	case "increase":
		return "make their bid count 1 more"
	case "decrease":
		return "make their bid count 1 less"
	case "type":
		return "switch the conflict's type"
	case "fate", "honor":
		switch {
		case def == "ide-trader":
			return "gain 1 fate"
		case w.target != "":
		case def == "court-games":
			return "honor one of their participating characters"
		case w.mine:
			return "take 1 " + label + " from " + w.other
		default:
			return "give 1 " + label + " to " + w.other
		}
	case "dishonor":
		switch {
		case w.target != "":
		case def == "court-games":
			return "have " + w.other + " dishonor one of " + w.theirs() + " participating characters"
		default:
			return "dishonor one of their characters"
		}
	case "yes", "no":
		return label
	}
	switch {
	case ring && def == "kuroi-mori":
		return "switch the contested ring with the " + label + " ring"
	case ring && def == "way-of-the-phoenix":
		return "stop " + w.other + " declaring " + label + " conflicts this phase"
	case ring && def == "know-the-world" && w.depth == 0:
		return "give up the " + label + " ring"
	case ring && def == "know-the-world":
		return "take the " + label + " ring"
	case ring:
		return "choose the " + label + " ring"
	case def == "gossip": // a card named by its id (namedfromhand.go)
		if d, ok := defs().Get(label); ok {
			return "name " + d.Title
		}
	}
	words := strings.ReplaceAll(label, "-", " ")
	if w.target != "" {
		words += " " + w.target
	}
	return words
}

// wordingOf is what the decision frame f asks, for the labels of its
// answers as player p is told of them (p -1: as the log tells everyone).
func (s *State) wordingOf(f *engine.Frame, p int, kind string) wording {
	w := wording{kind: kind, card: -1, mine: true}
	tell := func(q int) string {
		if p < 0 {
			return s.nameOr(q, "nobody")
		}
		return s.who(q, p)
	}
	card := func(id int) string {
		if p < 0 {
			return s.name(id)
		}
		return s.nameFor(p, id)
	}
	if f == nil {
		return w
	}
	switch f.Kind {
	case kAbility, kSelect, kMay:
		w.card, w.depth = f.Card, f.Out
		ctl := f.Player
		opp := s.Opponent(ctl)
		if len(f.Labels) > 3 {
			if q, ok := SeatOfKey(f.Labels[3], len(s.P)); ok {
				opp = q
			}
		}
		w.other = tell(opp)
		if f.Kind == kSelect && f.Turn != ctl {
			w.mine, w.other = false, tell(ctl)
		}
		if len(f.Cards) > 0 && f.Kind == kSelect {
			w.target = card(f.Cards[0])
		}
		if f.Kind != kSelect {
			w.target = card(f.Card)
		}
	case kRingEffect:
		if f.Turn == 1 && f.Stage == 0 { // an element to choose first
			w.depth = 1
		}
		w.other = tell(s.Opponent(f.Player))
		if len(f.Cards) == 1 {
			w.target = card(f.Cards[0])
		}
	}
	return w
}

// provinceWords names province prov of owner's as the log tells it, or
// as player p is told of it: "player2's province 2 (Pilgrimage)", "your
// stronghold province"; a facedown province is not named.
func (s *State) provinceWords(owner, prov, p int) string {
	whose := s.nameOr(owner, "nobody") + "'s "
	if p >= 0 {
		whose = s.who(owner, p) + "'s "
		if owner == p {
			whose = "your "
		}
	}
	text := whose + "province " + ProvinceLabel(prov)
	if prov == StrongholdProv {
		text = whose + "stronghold province"
	}
	if id := s.P[owner].Prov[prov]; id >= 0 && !s.Cards[id].Facedown && s.Cards[id].Def != 0 {
		if d := s.def(id); d.ID != ProvinceToken && d.ID != "blank-province" {
			text += " (" + d.Title + ")"
		}
	}
	return text
}

// titles names cards in play or out of it that every player may see.
func (s *State) titles(ids []int) string {
	names := make([]string, 0, len(ids))
	for _, id := range ids {
		if id >= 0 {
			names = append(names, s.name(id))
		}
	}
	return andList(names)
}

// sourceName is what caused a game action, for a log line: the card
// whose ability it was; "" for the game's own rules and for a ring's
// effect (its line comes just before).
func (s *State) sourceName(src int) string {
	if src >= 0 && src < len(s.Cards) {
		return s.name(src)
	}
	return ""
}

// leaveWords says a card's leaving play, after it left: "Akodo Gunsō is
// discarded", "Assassination: Akodo Gunsō is discarded", "Brash Samurai
// is discarded (no fate left)", "Fine Katana returns to player1's hand".
func (s *State) leaveWords(id int, dest, by, why string) string {
	owner := s.nameOr(s.Owner(id), "nobody")
	deck := "conflict deck"
	if s.def(id).Side == "dynasty" {
		deck = "dynasty deck"
	}
	var what string
	switch dest {
	case "hand":
		what = " returns to " + owner + "'s hand"
	case "deck":
		what = " is put on top of " + owner + "'s " + deck
	case "deck-bottom":
		what = " is put on the bottom of " + owner + "'s " + deck
	case deckShuffled:
		what = " is shuffled into " + owner + "'s " + deck
	case "removed":
		what = " is removed from the game"
	case "under":
		what = " is placed facedown under a card"
	default:
		what = " is discarded"
	}
	text := s.name(id) + what
	switch {
	case by == s.name(id) && dest == "discard":
		text = s.name(id) + " is sacrificed"
	case by == s.name(id):
	case by != "":
		text = by + ": " + text
	}
	if why != "" {
		text += " (" + why + ")"
	}
	return text
}

// leaveCause is what made card c leave play by the condition ev: the card
// or ring whose effect it was, or the rule that did and why.
func (s *State) leaveCause(ev *engine.Event, c int) (by, why string) {
	if s.Quiet {
		return "", ""
	}
	if by = s.sourceName(ev.Source); by != "" {
		return by, ""
	}
	switch {
	case s.Step == "4.2":
		return "", "no fate left"
	case s.Cards[c].Zone == ZAttached:
		return "", "no longer legally attached"
	}
	for _, l := range s.Effects.List {
		if typ := discardAt0Skill(l.Kind); typ != "" && contains(l.Cards, c) {
			return s.sourceName(l.Source), "no " + typ + " skill"
		}
	}
	if t := textOf(s, c); t != nil && t.DiscardIf != nil {
		return "", "as its text says"
	}
	return "", ""
}

// saidDiscarded logs cards put into their discard piles (where every
// player sees them), with where from and why.
func (s *State) saidDiscarded(ids []int, from string) {
	if s.Quiet || len(ids) == 0 {
		return
	}
	verb := " is discarded"
	if len(ids) > 1 {
		verb = " are discarded"
	}
	s.Say(s.titles(ids), verb, from)
}

// saidAtRandom logs a card p discarded at random from hand.
func (s *State) saidAtRandom(p, id int) {
	if !s.Quiet {
		s.Say(s.Names[p], " discards ", s.name(id), " at random")
	}
}

// gainFate gives p n fate from the general token pool, and says so.
func (s *State) gainFate(p, n int) {
	if p < 0 {
		return
	}
	s.P[p].Fate += n
	if !s.Quiet && n > 0 {
		s.Say(s.Names[p], " gains ", strconv.Itoa(n), " fate")
	}
}

// brokenWords names a broken province for the log: "player1's broken
// province 2 (Pilgrimage)".
func (s *State) brokenWords(owner, prov int) string {
	if s.Quiet {
		return ""
	}
	text := s.provinceWords(owner, prov, -1)
	whose := s.Names[owner] + "'s "
	return whose + "broken " + strings.TrimPrefix(text, whose)
}
