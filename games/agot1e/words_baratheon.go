package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// Words the House Baratheon cards brought to the vocabulary. Each is
// general: any card may use it.

func hasCrest(d *carddb.Def, c string) bool {
	return slices.ContainsFunc(d.Crests, func(x string) bool { return strings.EqualFold(x, c) })
}

// WonBy holds for a "challenge-won" gate won by n or more STR
// (AG-CHAL-22); AsAttacker for one the attacker won.
func WonBy(n int) func(x *Ctx) bool {
	return func(x *Ctx) bool { return x.Gate != nil && max(x.Gate.N, -x.Gate.N) >= n }
}
func AsAttacker(x *Ctx) bool { return x.Gate != nil && x.Gate.Player == x.S.Chal.Attacker }

// SelfKneeling holds while x's card kneels.
func SelfKneeling(x *Ctx) bool { return x.S.Cards[x.Card].Kneeling }

// Host is the card x's attachment is attached to, -1 for none.
func (x *Ctx) Host() int {
	if x.S.Cards[x.Card].Zone != ZAttached {
		return -1
	}
	return int(x.S.Cards[x.Card].Parent)
}

// KneelCrest is a cost of kneeling a standing character one controls
// with a crest (Lords of the Narrow Sea: a Noble character).
func KneelCrest(c string) Cost { return Cost{Kind: "kneel-crest", Label: c} }

// crestKneelers are p's standing characters with crest c, the cards a
// "kneel-crest" cost may kneel (a moribund one too: AG-LEAVE-3).
func (s *State) crestKneelers(p int, c string) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") && !s.Cards[id].Kneeling && hasCrest(s.defs[id], c) {
			out = append(out, id)
		}
	}
	return out
}

// Additional challenges (AG-CHAL-4: cards may grant more).

// ExtraChallenge lets x's controller initiate one more challenge of a
// type this phase.
func (x *Ctx) ExtraChallenge(typ string) {
	x.S.Effects.Add(engine.Lasting{Kind: "extra-challenge", Source: x.Card, Player: x.P, Label: typ, Until: UntilPhase})
	x.S.Say(x.S.Names[x.P], " may initiate an additional ", typ, " challenge this phase")
}

// Cost reducers for the next card played (AG-MARSH-5).

// ownCost is what card id's own words add to its cost for p (Text.OwnCost).
func (s *State) ownCost(p, id int) int {
	if t := s.texts[id]; t != nil && t.OwnCost != nil {
		return t.OwnCost(s, id, p)
	}
	return 0
}

// Putting into play and control.

// PutAttached puts attachment att into play on host under x's
// controller, not played (AG-MARSH-4); where it may not legally attach
// the effect fails and it stays where it is (AG-CARD-6).
func (x *Ctx) PutAttached(att, host int) {
	s := x.S
	if !s.InPlay(host) || !s.mayAttach(att, host, x.P) || s.uniqueBars(x.P, att) != nil {
		x.Failed = true
		return
	}
	s.Say(s.name(att), " is attached to ", s.name(host))
	s.enter(att, x.P, host)
}

// Saves (AG-LEAVE-5): a save response answers the "initiated" gate of
// the event at step 2 of its window.

// Saves is a save's condition: the event at step 2 would remove
// card id (x's own card, or its host for an attachment: Which) in the
// way named.
func Saves(how string, which func(x *Ctx) int) func(x *Ctx) bool {
	return func(x *Ctx) bool { id := which(x); return id >= 0 && BeingRemoved(how)(x, id) }
}

// Self is x's own card; HostOf an attachment's host.
func Self(x *Ctx) int   { return x.Card }
func HostOf(x *Ctx) int { return x.Host() }

// Plots revealed by an effect (AG-PLOT-11).

// RevealPlot reveals plot from p's plot deck as p's new plot, outside
// the plot phase's reveal: the old plot goes to the used pile, no
// initiative or first player follows, and its "when revealed" effects
// resolve in the window of the effect (passives on "revealed"); a plot
// deck left empty takes back the used pile (AG-PLOT-9).
func (x *Ctx) RevealPlot(p, plot int) {
	s := x.S
	if s.Cards[plot].Zone != ZPlotDeck || int(s.Cards[plot].Owner) != p || plot == s.P[p].Chosen {
		x.Failed = true
		return
	}
	if old := s.P[p].Plot; old >= 0 {
		s.move(old, p, ZUsed, false)
	}
	s.move(plot, p, ZPlot, false)
	s.Say(s.Names[p], " reveals ", s.name(plot))
	s.gate(engine.Event{Kind: "revealed", Player: p, Cards: engine.One(plot), Source: x.Card})
	if len(s.P[p].PlotDeck) == 0 {
		s.rotatePlots()
	}
}

// NewPlots are the plots p may reveal by an effect: his plot deck, but
// the plot he chose in secret for the plot phase's reveal, if any (a
// window Dragonstone Port opens).
func (s *State) NewPlots(p int) []int {
	var out []int
	for _, id := range s.P[p].PlotDeck {
		if id != s.P[p].Chosen {
			out = append(out, id)
		}
	}
	return out
}

// PlotsChosen holds between the plot phase's secret choice of plots and
// their reveal (the window Dragonstone Port opens, AG-PLOT-3).
func PlotsChosen(x *Ctx) bool {
	for _, p := range x.S.order(x.S.First) {
		if x.S.P[p].Chosen >= 0 {
			return true
		}
	}
	return false
}

// plotWindow reports a card in play that lets players act between the
// choice of plots and their reveal (Text.PlotWindow).
func (s *State) plotWindow() bool {
	for _, id := range slices.Collect(s.cardsInPlay()) {
		if t := s.texts[id]; t != nil && t.PlotWindow && !s.Cards[id].Dup {
			return true
		}
	}
	return false
}

// NamePlot asks x's controller to name a plot card (any plot title of the
// card pool); the name is kept as a lasting effect of x's card for the
// phase ("named-plot", Label the plot's id), which its other words read
// (Named).
func (x *Ctx) NamePlot() {
	x.S.Push(engine.Frame{Kind: kOption, Player: x.P, Card: x.Card, At: len(x.S.Stack) - 1,
		Labels: []string{"name a plot card", "plot-name"}})
}

// Named is the plot x's card named this phase, "" for none.
func (x *Ctx) Named() []string {
	var out []string
	for _, l := range x.S.Effects.List {
		if l.Kind == "named-plot" && l.Source == x.Card {
			out = append(out, l.Label)
		}
	}
	return out
}

func init() {

	optionSets["plot-name"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, d := range carddb.Std().All {
			if d.Type == "plot" {
				out = append(out, engine.Answer{Verb: "choose", Labels: []string{d.ID}})
			}
		}
		return out
	}
	optionTakes["plot-name"] = func(s *State, f *engine.Frame, p int, a engine.Answer) {
		s.Effects.Add(engine.Lasting{Kind: "named-plot", Source: f.Card, Player: p, Label: a.Labels[0], Until: UntilPhase})
		s.Say(s.Names[p], " names ", s.name(f.Card), ": ", defOf(a.Labels[0]).Title)
	}
}

// Blanking (AG-CARD-9): a card whose printed text box is blank keeps its
// title, type, cost, STR, icons, crests and traits, and loses its
// keywords, abilities and gold, influence and initiative modifiers.

// Blank treats cards' printed text boxes as blank until the period ends.
func (x *Ctx) Blank(until string, ids ...int) {
	x.Lasting("blank", 0, "", until, ids...)
	for _, id := range ids {
		x.S.Say(x.S.name(id), "'s text is blank")
	}
}

// Blanked reports a card whose text box is blank.
func (s *State) Blanked(id int) bool {
	for _, l := range s.Effects.List {
		if l.Kind == "blank" && containsInt(l.Cards, id) {
			return true
		}
	}
	return false
}

// Power that does not count (AG-WIN-1).

// powerVoid reports a card in play whose words void the power on p's
// characters (Text.VoidsPower).
func (s *State) powerVoid(p int) bool {
	for _, id := range s.voiders {
		if t := s.actingText(id); t != nil && t.VoidsPower(s, id, p) {
			return true
		}
	}
	return false
}

// Forbidden reports player p kept from doing what by a card's constant
// words (Text.Forbids): "declare-defenders".
func (s *State) Forbidden(p int, what string) bool {
	for _, id := range s.forbidders {
		if t := s.text(id); t != nil && t.ForbidsPlayer != nil && s.acting(id) && !s.dying(id) && t.ForbidsPlayer(s, id, p, what) {
			return true
		}
	}
	return false
}

// Tolls (Motley): gold a card's controller must give another player to
// declare it in a challenge or trigger its abilities.

type toll struct{ to, n int }

// tolls lists what declaring or triggering card id costs its
// controller, and to whom.
func (s *State) tolls(id int) []toll {
	var out []toll
	for _, c := range s.tollers {
		if t := s.actingText(c); t != nil {
			if n := t.Toll(s, c, id); n > 0 {
				out = append(out, toll{int(s.Cards[c].Controller), n})
			}
		}
	}
	return out
}

// TollOf is the gold declaring or triggering card id costs.
func (s *State) TollOf(id int) int {
	n := 0
	for _, t := range s.tolls(id) {
		n += t.n
	}
	return n
}

// tollsOf is the gold declaring all of cards costs.
func (s *State) tollsOf(cards []int) int {
	n := 0
	for _, id := range cards {
		n += s.TollOf(id)
	}
	return n
}

// payTolls has p give the tolls of cards to their takers.
func (s *State) payTolls(p int, cards ...int) {
	for _, id := range cards {
		for _, t := range s.tolls(id) {
			n := min(t.n, s.P[p].Gold)
			if n == 0 {
				continue
			}
			s.P[p].Gold -= n
			s.P[t.to].Gold += n
			s.Say(s.Names[p], " gives ", s.Names[t.to], " ", count(n, "gold"), " for ", s.name(id))
		}
	}
}

// goldCosts is the gold an ability's costs take.
func goldCosts(a *Ability) int {
	n := 0
	for _, c := range a.Costs {
		if c.Kind == "gold" {
			n += c.N
		}
	}
	return n
}

// STR raised or lowered this phase (Stannis's Northern Cavalry).

func strKey(id int) engine.UseKey { return engine.UseKey{1 << 63, uint64(id)} }

// StrChanged reports a card whose STR was raised or lowered this phase:
// noted after each step for the cards that track it (Text.TracksStr),
// or differing from its printed STR now.
func (s *State) StrChanged(id int) bool {
	return s.Used("phase", strKey(id)) > 0 || s.InPlay(id) && s.Str(id) != s.defs[id].Strength
}

// noteStr notes the tracked cards whose STR differs from the printed.
func (s *State) noteStr() {
	for _, id := range s.trackers {
		if s.Cards[id].Zone == ZPlay && s.Used("phase", strKey(id)) == 0 && s.Str(id) != s.defs[id].Strength {
			s.Use("phase", strKey(id))
		}
	}
}

// Attachment restrictions (AG-CARD-6): an attachment whose restriction
// stops holding is discarded at once.
func (s *State) checkAttachments() {
	// Nearly always every attachment still may be where it is: the list
	// is copied, to be walked while discarding, only from the first that
	// may not (those before it stay legal, nothing having changed).
	for i, a := range s.Attached {
		if s.illegallyAttached(a) {
			s.discardIllegal(slices.Clone(s.Attached[i:]))
			return
		}
	}
}

// illegallyAttached reports attachment a no longer allowed on its host.
func (s *State) illegallyAttached(a int) bool {
	c := &s.Cards[a]
	if c.Dup || c.Dying != ZNone || c.Zone != ZAttached {
		return false
	}
	host := int(c.Parent)
	return !s.dying(host) && !s.mayAttach(a, host, int(c.Controller))
}

// discardIllegal discards, in order, each of the attachments as that no
// longer may be attached once those before it were discarded.
func (s *State) discardIllegal(attached []int) {
	for _, a := range attached {
		if !s.illegallyAttached(a) {
			continue
		}
		c := &s.Cards[a]
		s.Say(s.name(a), " is discarded: it may no longer be attached to ", s.name(int(c.Parent)))
		s.move(a, int(c.Owner), ZDiscard, false)
	}
}

// Constant words (a Text's funcs read the state, not an ability).

// CountControlled counts the characters and locations in p's play area,
// not moribund, that pass f ("for each Asshai character you control").
func (s *State) CountControlled(p int, f func(s *State, id int) bool) int {
	n := 0
	for _, id := range s.P[p].Play {
		if !s.dying(id) && f(s, id) {
			n++
		}
	}
	return n
}

// CharWithTrait passes characters with a printed trait.
func CharWithTrait(t string) func(s *State, id int) bool {
	return func(s *State, id int) bool {
		return s.IsType(id, "character") && !s.Cards[id].Dup && s.defs[id].HasTrait(t)
	}
}

// ImmuneToOpponentsCharacters is an Immune word: the card itself ignores
// the effects of abilities on characters its opponents control (FAQ
// 3.26, AG-ABIL-7).
func ImmuneToOpponentsCharacters(s *State, self, id int, x *Ctx) bool {
	return id == self && x.Card >= 0 && s.defs[x.Card].Type == "character" &&
		int(s.Cards[x.Card].Controller) != int(s.Cards[self].Controller)
}

// Attached is the card self is attached to, -1 if it is not attached.
func (s *State) AttachedTo(self int) int {
	if s.Cards[self].Zone != ZAttached {
		return -1
	}
	return int(s.Cards[self].Parent)
}

// Events played from another area than the hand (Robert Baratheon of
// Kings of the Sea: from the discard pile, "as if from the hand").

// kReplay plays an event that lies outside the hand: Card the event,
// Player who plays it; Stage 0 chooses its ability (Index) where several
// could be used, 1 opens its window, 2 shuffles it into its owner's deck.
const kReplay = "replay"

// ReplayableEvents are the events of p's discard pile with an "Any
// Phase" action p could play now, were it in his hand (AG-ABIL-3,
// AG-TIME-16).
func (x *Ctx) ReplayableEvents() []int {
	var out []int
	for _, id := range x.S.P[x.P].Discard {
		if len(x.S.replayable(x.P, id)) > 0 {
			out = append(out, id)
		}
	}
	return out
}

// replayable lists event id's "Any Phase" actions p could use now.
func (s *State) replayable(p, id int) []int {
	t := s.texts[id]
	if t == nil || !s.IsType(id, "event") || s.copiesPlayed(p, s.Cards[id].Def) >= 3 {
		return nil
	}
	var out []int
	for i, a := range t.Abilities {
		if a.Timing == Action && a.Phase == "any" && a.From == "" && s.usableFrom(p, id, i, nil) {
			out = append(out, i)
		}
	}
	return out
}

// PlayFromDiscard has x's controller play event id from his discard pile
// as if from his hand: its costs, targets and window as played, counted
// among the copies played this phase; then it is shuffled into its
// owner's deck.
func (x *Ctx) PlayFromDiscard(id int) {
	if len(x.S.replayable(x.P, id)) == 0 {
		x.Failed = true
		return
	}
	x.S.Push(engine.Frame{Kind: kReplay, Player: x.P, Card: id, Index: -1})
}

func replayFrame(s *State, f *engine.Frame) engine.Status {
	id, p := f.Card, f.Player
	switch f.Stage {
	case 0:
		f.Stage = 1
		abs := s.replayable(p, id)
		switch {
		case len(abs) == 0:
			f.Stage = 2
		case len(abs) == 1:
			f.Index = abs[0]
		default:
			s.Push(engine.Frame{Kind: kOption, Player: p, Card: id, At: len(s.Stack) - 1,
				Labels: []string{"choose which ability of " + s.name(id) + " to use", "replay"}})
		}
		return engine.Again
	case 1:
		f.Stage = 2
		if f.Index < 0 || !slices.Contains(s.replayable(p, id), f.Index) {
			return engine.Again
		}
		s.P[p].Played = append(s.P[p].Played, s.Cards[id].Def)
		s.Say(s.Names[p], " plays ", s.name(id), " from the discard pile")
		s.openWindow(engine.Event{Kind: "ability", Player: p, Source: id, N: f.Index}, 0)
		return engine.Again
	}
	if s.Cards[id].Zone == ZDiscard {
		o := int(s.Cards[id].Owner)
		s.move(id, o, ZDeck, false)
		engine.Shuffle(&s.RNG, s.P[o].Deck)
		s.Say(s.name(id), " is shuffled into ", s.Names[o], "'s deck")
	}
	return engine.Done
}

func init() {
	machine.Handle(kReplay, engine.Step[*State]{Run: replayFrame})
	// which ability: "choose 1", "choose 2" … by its place on the card
	optionSets["replay"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, i := range s.replayable(f.Player, f.Card) {
			out = append(out, engine.Answer{Verb: "choose", Labels: []string{itoa(i + 1)}})
		}
		return out
	}
	optionTakes["replay"] = func(s *State, f *engine.Frame, p int, a engine.Answer) {
		s.Stack[f.At].Index = atoi(a.Labels[0]) - 1
	}
}

// OnlyKing holds while x's card is the only King character in play.
func OnlyKing(x *Ctx) bool {
	for id := range x.S.cardsInPlay() {
		if id != x.Card && x.S.IsType(id, "character") && !x.S.Cards[id].Dup && x.S.defs[id].HasTrait("King") {
			return false
		}
	}
	return x.S.defs[x.Card].HasTrait("King")
}
