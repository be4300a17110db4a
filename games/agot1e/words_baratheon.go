package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// Words the House Baratheon cards brought to the vocabulary. Each is
// general: any card may use it.

// Crest passes cards with a printed crest ("noble", "holy", …);
// duplicates have none.
func Crest(c string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return !x.S.Cards[id].Dup && hasCrest(x.S.defs[id], c) }
}

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

// influencers are p's standing cards that give influence: in his play
// area and attached (AG-ABIL-5).
func (s *State) influencers(p int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if !s.Cards[id].Kneeling && s.influence(id) > 0 {
			out = append(out, id)
		}
	}
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) == p && !s.Cards[id].Kneeling && s.influence(id) > 0 {
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

// MayInitiate reports whether p may still initiate a challenge of type
// typ this phase: one of each type, and one more for each granted
// (AG-CHAL-4).
func (s *State) MayInitiate(p int, typ string) bool {
	done := 0
	for _, t := range s.P[p].Challenged {
		if t == typ {
			done++
		}
	}
	if done == 0 {
		return true
	}
	allowed := 1
	for _, l := range s.Effects.List {
		if l.Kind == "extra-challenge" && l.Player == p && l.Label == typ {
			allowed++
		}
	}
	return done < allowed
}

// Cost reducers for the next card played (AG-MARSH-5).

// ReduceNext lowers by n the gold cost of the next card x's controller
// marshals this phase of House house ("" for any) and type typ ("" for
// any): a lasting effect the card it lowers uses up.
func (x *Ctx) ReduceNext(n int, house, typ string) {
	x.S.Effects.Add(engine.Lasting{Kind: "reduce-next", Source: x.Card, Player: x.P, N: n, Label: house + "/" + typ, Until: UntilPhase})
}

// reducesCard reports a "reduce-next" effect l that lowers card id's cost.
func (s *State) reducesCard(l *engine.Lasting, id int) bool {
	house, typ, _ := strings.Cut(l.Label, "/")
	d := s.defs[id]
	return (house == "" || slices.Contains(d.Houses, house)) && (typ == "" || d.Type == typ)
}

// reductions is what the waiting reducers take off card id's cost for p.
func (s *State) reductions(p, id int) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == "reduce-next" && l.Player == p && s.reducesCard(l, id) {
			n += l.N
		}
	}
	return n
}

// useReductions uses up the reducers that lowered card id as p marshals
// it.
func (s *State) useReductions(p, id int) {
	s.Effects.List = slices.DeleteFunc(s.Effects.List, func(l engine.Lasting) bool {
		return l.Kind == "reduce-next" && l.Player == p && s.reducesCard(&l, id)
	})
}

// ownCost is what card id's own words add to its cost for p (Text.OwnCost).
func (s *State) ownCost(p, id int) int {
	if t := s.texts[id]; t != nil && t.OwnCost != nil {
		return t.OwnCost(s, id, p)
	}
	return 0
}

// Putting into play and control.

// PutIntoPlayFor puts card id into play under player p's control
// (Highgarden Honor Guard: under an opponent's), as PutIntoPlay does
// under x's controller's.
func (x *Ctx) PutIntoPlayFor(p, id int) {
	y := *x
	y.P = p
	y.PutIntoPlay(id)
	x.Failed = x.Failed || y.Failed
}

// GiveControl has player p take control of card id in play (AG-CTRL-1).
func (x *Ctx) GiveControl(p, id int) {
	y := *x
	y.P = p
	y.TakeControl(id)
	x.Failed = x.Failed || y.Failed
}

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

// savingWindow is the window whose step 2 x's save answers, nil for
// none.
func (x *Ctx) savingWindow() *engine.Frame {
	s := x.S
	if x.Gate == nil || x.Gate.Kind != "initiated" {
		return nil
	}
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if f := s.Stack[i]; f.Kind == kWindow && f.Stage == stSaves && f.Turn < len(s.Gates) && &s.Gates[f.Turn] == x.Gate {
			return f
		}
	}
	return nil
}

// Doomed are the cards the event x's save answers would remove from
// play in the way named ("killed", "discarded", "returned"; "" for any).
func (x *Ctx) Doomed(how string) []int {
	w := x.savingWindow()
	if w == nil {
		return nil
	}
	doomed := x.S.doomed(w)
	if len(doomed) == 0 || how != "" && x.S.leavesAs(w) != how {
		return nil
	}
	return doomed
}

// leavesAs is how the event of window w removes the cards it dooms.
func (s *State) leavesAs(w *engine.Frame) string {
	switch w.Ev.Kind {
	case "claim", "deadly":
		return "killed"
	case "ability":
		a := s.ability(w.Ev.Source, w.Ev.N)
		switch {
		case a == nil:
		case a.Leaves != "":
			return a.Leaves
		case a.Removes && a.Effect != nil && len(w.Ev.Cards) > 0:
			// a card that does not say: its effect is tried on a copy
			// of the game, and the way its targets leave is seen there
			c := s.Clone()
			n := len(c.Gates)
			x := &Ctx{S: c, P: w.Ev.Player, Card: w.Ev.Source, Ab: a, Targets: slices.Clone(w.Ev.Cards),
				Gate: c.gateOf(w), Chosen: c.chosenOf(w.Ev)}
			a.Effect(x)
			for _, g := range c.Gates[n:] {
				if g.Kind == "killed" || g.Kind == "discarded" || g.Kind == "returned" {
					return g.Kind
				}
			}
		}
	}
	return ""
}

// Save takes card id out of the reach of the event x's save answers:
// it stays in play (AG-LEAVE-5).
func (x *Ctx) Save(id int) {
	w := x.savingWindow()
	if w == nil || !slices.Contains(x.S.doomed(w), id) {
		x.Failed = true
		return
	}
	x.S.Say(x.S.name(id), " is saved")
	x.S.saved(w, id)
}

// Saves is a save's condition: the event at step 2 would remove
// card id (x's own card, or its host for an attachment: Which) in the
// way named.
func Saves(how string, which func(x *Ctx) int) func(x *Ctx) bool {
	return func(x *Ctx) bool { return slices.Contains(x.Doomed(how), which(x)) }
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

// PlotIncome is the gold value of p's revealed plot, 0 for none.
func (s *State) PlotIncome(p int) int {
	if pl := s.P[p].Plot; pl >= 0 {
		return s.setValue(pl, "set-income", s.defs[pl].Income)
	}
	return 0
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
	for _, id := range s.inPlay() {
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
	// Ability.ChoosesOpponent: every opponent, clockwise from the left
	optionSets["opponents"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, q := range s.Opponents(f.Player) {
			out = append(out, engine.Answer{Verb: "choose", Labels: []string{PlayerLabel(q)}})
		}
		return out
	}
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
	x.S.refreshBlanks()
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

// refreshBlanks gives each card the facts and text its blanking leaves
// it. The lists are copied before they change: a copy of the state
// shares them (Clone).
func (s *State) refreshBlanks() {
	if !s.blanks {
		return
	}
	copied := false
	for i := range s.Cards {
		def := defOf(s.Cards[i].Def)
		if def == nil {
			continue
		}
		want, text := def, texts[s.Cards[i].Def]
		if s.Blanked(i) {
			if s.defs[i] != def && s.texts[i] == nil {
				continue // already blank
			}
			b := *def
			b.Keywords, b.Income, b.Influence, b.Initiative = nil, 0, 0, 0
			want, text = &b, nil
		} else if s.defs[i] == def {
			continue
		}
		if !copied {
			s.defs, s.texts, copied = slices.Clone(s.defs), slices.Clone(s.texts), true
		}
		s.defs[i], s.texts[i] = want, text
	}
}

// Power that does not count (AG-WIN-1).

// powerVoid reports a card in play whose words void the power on p's
// characters (Text.VoidsPower).
func (s *State) powerVoid(p int) bool {
	if !s.voids {
		return false
	}
	for _, id := range s.inPlay() {
		if t := s.texts[id]; t != nil && t.VoidsPower != nil && !s.Cards[id].Dup && t.VoidsPower(s, id, p) {
			return true
		}
	}
	return false
}

// Forbidden reports player p kept from doing what by a card's constant
// words (Text.Forbids): "declare-defenders".
func (s *State) Forbidden(p int, what string) bool {
	if !s.forbids {
		return false
	}
	for _, id := range s.inPlay() {
		if t := s.texts[id]; t != nil && t.Forbids != nil && !s.Cards[id].Dup && !s.dying(id) && t.Forbids(s, id, p, what) {
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
	if !s.tolled {
		return nil
	}
	var out []toll
	for _, c := range s.inPlay() {
		if t := s.texts[c]; t != nil && t.Toll != nil && !s.Cards[c].Dup {
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
	for _, p := range s.order(s.First) {
		for _, id := range s.P[p].Play {
			if t := s.texts[id]; t != nil && t.TracksStr && s.Used("phase", strKey(id)) == 0 && s.Str(id) != s.defs[id].Strength {
				s.Use("phase", strKey(id))
			}
		}
	}
}

// Attachment restrictions (AG-CARD-6): an attachment whose restriction
// stops holding is discarded at once.
func (s *State) checkAttachments() {
	for _, a := range slices.Clone(s.Attached) {
		c := &s.Cards[a]
		if c.Dup || c.Dying != ZNone || c.Zone != ZAttached {
			continue
		}
		host := int(c.Parent)
		if s.dying(host) || s.mayAttach(a, host, int(c.Controller)) {
			continue
		}
		s.Say(s.name(a), " is discarded: it may no longer be attached to ", s.name(host))
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
		if a.Timing == Action && a.Phase == "any" && !a.FromHand && s.usable(p, id, i, nil) {
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
	for _, id := range x.S.inPlay() {
		if id != x.Card && x.S.IsType(id, "character") && !x.S.Cards[id].Dup && x.S.defs[id].HasTrait("King") {
			return false
		}
	}
	return x.S.defs[x.Card].HasTrait("King")
}
