package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
)

// Words the House Targaryen cards brought to the vocabulary, each for any
// card to use: abilities used from outside play, a choice among named
// options, saves, cost reducers for the next card played, marks for
// delayed effects, granted traits, the terminal "killed at 0 STR" state,
// ambush, deathbound events, gold moved between pools, attachments
// moved and duplicates attached by effects.

// answers reports an ability answering a gate of kind k: On names one
// kind, or several joined by "|".
func (a *Ability) answers(k string) bool {
	if a.On == k {
		return true
	}
	if !strings.Contains(a.On, "|") {
		return false
	}
	for o := range strings.SplitSeq(a.On, "|") { // no list made: asked for every gate open
		if o == k {
			return true
		}
	}
	return false
}

// areaWord names a zone as Ability.From does.
func areaWord(z Zone) string {
	switch z {
	case ZPlay, ZAttached:
		return "play"
	case ZHand:
		return "hand"
	case ZDiscard:
		return "discard"
	case ZDead:
		return "dead"
	case ZPlot:
		return "revealed"
	}
	return z.String()
}

// fromItsArea reports card id where ability a may be used (AG-ABIL-8):
// the area it names, else in play (an event: the hand; a plot: revealed).
func (s *State) fromItsArea(id int, a *Ability) bool {
	want := a.From
	if want == "" {
		switch s.defs[id].Type {
		case "event":
			want = "hand"
		case "plot":
			want = "revealed"
		default:
			want = "play"
		}
	}
	return areaWord(s.Cards[id].Zone) == want
}

// outOfPlayUsers lists p's cards out of play with an ability used from
// where they are (a character's from the hand, a card's from the discard
// or dead pile); events in hand are played as usual and not listed.
func (s *State) outOfPlayUsers(p int) []int {
	var out []int
	pl := &s.P[p]
	for _, area := range [...][]int{pl.Hand, pl.Discard, pl.Dead} {
		for _, id := range area {
			t := s.texts[id]
			if t == nil || s.has[id]&hasFrom == 0 || s.Cards[id].Zone == ZHand && s.IsType(id, "event") {
				continue
			}
			where := areaWord(s.Cards[id].Zone)
			for _, a := range t.Abilities {
				if a.From == where {
					out = append(out, id)
					break
				}
			}
		}
	}
	return out
}

// PlayerOptions are the labels of players for a Select: those of the
// game still in it that pass keep, clockwise from x's controller.
func PlayerOptions(x *Ctx, keep func(p int) bool) []string {
	var out []string
	for _, p := range x.S.order(x.P) {
		if keep(p) {
			out = append(out, PlayerLabel(p))
		}
	}
	return out
}

// PlayerNamed is the player a label names, or -1.
func (s *State) PlayerNamed(label string) int { return s.playerOf(label) }

// removedAs is how window w's event would remove the cards it dooms:
// "killed", "discarded", "returned".
func (s *State) removedAs(w *engine.Frame) string {
	switch w.Ev.Kind {
	case "claim", "deadly", kDoom:
		return "killed"
	case "ability":
		if a := s.ability(w.Ev.Source, w.Ev.N); a != nil && a.RemovesAs != "" {
			return a.RemovesAs
		}
		return "killed"
	}
	return ""
}

// BeingRemoved passes the cards at risk in the save window open now
// (x.AtRisk) that would leave play in one of the ways named ("killed",
// "discarded", "returned"; none named: any).
func BeingRemoved(hows ...string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool {
		f := x.S.saveFrame()
		if f == nil || !slices.Contains(f.Cards, id) {
			return false
		}
		return len(hows) == 0 || slices.Contains(hows, x.S.riskOf(f, id))
	}
}

// riskOf is how card id, at risk in save window f, would leave play: as
// the event of the window's step 2 removes it, or, in a window for saves
// only, as its destination says.
func (s *State) riskOf(f *engine.Frame, id int) string {
	if f.Index >= 0 {
		return s.removedAs(s.windowAt(f.Index))
	}
	switch s.Cards[id].Dying {
	case ZDead:
		return "killed"
	case ZHand:
		return "returned"
	}
	return "discarded"
}

// Cost reducers (AG-MARSH-5): "the next card of a kind and House you play
// this phase costs N less" is a lasting effect on the player, used up by
// the first card marshalled or ambushed that it fits.

const kReduce = "reduce-next"

// ReduceNext lowers by n the gold cost of the next card x's controller
// plays this phase of type kind ("" for any; a trait as printed, "Army",
// for cards with it) and of one of houses; n ToZero makes it cost 0.
func (x *Ctx) ReduceNext(n int, kind string, houses ...string) {
	x.S.Effects.Add(engine.Lasting{Kind: kReduce, Source: x.Card, Player: x.P, N: n,
		Label: kind + ":" + strings.Join(houses, ","), Until: UntilPhase})
	if n >= ToZero {
		x.S.Say(x.S.Names[x.P], "'s next ", reduceWords(kind, houses), " this phase costs nothing")
		return
	}
	x.S.Say(x.S.Names[x.P], "'s next ", reduceWords(kind, houses), " this phase costs ", itoa(n), " less")
}

func reduceWords(kind string, houses []string) string {
	var hs []string
	for _, h := range houses {
		if h == "neutral" {
			hs = append(hs, "neutral")
			continue
		}
		hs = append(hs, "House "+engine.Capital(h))
	}
	w := strings.Join(hs, " or ")
	if kind == "" {
		return w + " card"
	}
	return w + " " + kind
}

// reduces reports a reducer l fitting card id that p plays.
func (s *State) reduces(l *engine.Lasting, p, id int) bool {
	if l.Kind != kReduce || l.Player != p {
		return false
	}
	kind, houses, _ := strings.Cut(l.Label, ":")
	houses, icon, _ := strings.Cut(houses, ":") // an icon it needs (ReduceNextWithIcon)
	if kind != "" && !s.IsType(id, kind) && !(isTraitWord(kind) && s.HasTrait(id, kind)) || icon != "" && !s.defs[id].HasIcon(icon) {
		return false
	}
	for _, h := range strings.Split(houses, ",") {
		// "neutral": a card of no House (Shivering Sea)
		if h == "" || slices.Contains(s.defs[id].Houses, h) || h == "neutral" && len(s.defs[id].Houses) == 0 {
			return true
		}
	}
	return false
}

// reduction is what p's reducers take off card id's cost.
func (s *State) reduction(p, id int) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; s.reduces(l, p, id) {
			n += l.N
		}
	}
	return n
}

// useReducers ends the reducers that card id, which p plays, used.
func (s *State) useReducers(p, id int) {
	s.Effects.List = slices.DeleteFunc(s.Effects.List, func(l engine.Lasting) bool { return s.reduces(&l, p, id) })
}

// Marks: a lasting effect that only remembers something about cards, for
// a delayed effect of their own text to read ("return him at the end of
// the phase"; "the opponent who wins with him gives him back").

// Mark marks cards with label until the period ends (WhileInPlay: while
// they stay in play).
func (x *Ctx) Mark(label, until string, ids ...int) { x.Lasting("mark", 0, label, until, ids...) }

// Marked reports card id marked with label, and by which player.
func (s *State) Marked(id int, label string) (by int, ok bool) {
	for _, l := range s.Effects.List {
		if l.Kind == "mark" && l.Label == label && containsInt(l.Cards, id) {
			return l.Player, true
		}
	}
	return -1, false
}

// Unmark ends the marks of label on card id.
func (s *State) Unmark(id int, label string) {
	s.Effects.List = slices.DeleteFunc(s.Effects.List, func(l engine.Lasting) bool {
		return l.Kind == "mark" && l.Label == label && slices.Contains(l.Cards, id)
	})
}

// lastingN sums the amounts of the lasting effects of kind on card id
// (a plot's "claim").
func (s *State) lastingN(id int, kind string) int {
	n := 0
	for _, l := range s.Effects.List {
		if l.Kind == kind && containsInt(l.Cards, id) {
			n += l.N
		}
	}
	return n
}

// ChangeClaim changes the claim of the revealed plot pl by n until the
// period ends.
func (x *Ctx) ChangeClaim(pl, n int, until string) {
	x.Lasting("claim", n, "", until, pl)
	x.S.Say(x.S.name(pl), "'s claim changes by ", itoa(n))
}

// HasTrait reports a trait, printed or gained from a card's constant
// words (Text.Traits); a duplicate has none.
func (s *State) HasTrait(id int, t string) bool {
	if s.Cards[id].Dup || s.blankTraits(id) { // none on a duplicate, nor in a blank text box that loses them (AG-CARD-9)
		return false
	}
	return s.defs[id].HasTrait(t) || s.granted(id, t, func(t *Text) func(*State, int, int) []string { return t.Traits })
}

// Host is the card attachment id is attached to, or -1 (a duplicate is
// no attachment).
func (s *State) Host(id int) int {
	if c := &s.Cards[id]; c.Zone == ZAttached && !c.Dup {
		return int(c.Parent)
	}
	return -1
}

// AttachmentsOf lists the attachments on card id, duplicates left out.
func (s *State) AttachmentsOf(id int) []int {
	var out []int
	for _, a := range s.attachments(id) {
		if !s.Cards[a].Dup {
			out = append(out, a)
		}
	}
	return out
}

// attachedAs reports a card of another type attached as an attachment
// (Khal Drogo's Tent on a House card).
func (s *State) attachedAs(id int) bool {
	return s.Cards[id].Zone == ZAttached && !s.Cards[id].Dup && !s.IsType(id, "attachment")
}

// influencers are the cards p controls that may give influence: in his
// play area, and attached (AG-ABIL-5).
func (s *State) influencers(p int) []int {
	out := slices.Clone(s.P[p].Play)
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) == p && !s.Cards[id].Dup {
			out = append(out, id)
		}
	}
	return out
}

// Khal Drogo's Tent: a location marshalled as an attachment to the House
// card, at its controller's choice.

const (
	houseAttachSet = "house-attach"
	attachToHouse  = "house-card"
)

func (s *State) askHouseAttach(p, id, at int) {
	s.Push(engine.Frame{Kind: kOption, Player: p, Card: id, At: at,
		Labels: []string{"play " + s.name(id) + " as a location, or as an attachment to your House card", houseAttachSet}})
}

func init() {
	optionSets[houseAttachSet] = func(s *State, f *engine.Frame) []engine.Answer {
		return []engine.Answer{{Verb: "choose", Labels: []string{"location"}}, {Verb: "choose", Labels: []string{attachToHouse}}}
	}
}

// notTarget reports card id that x may not choose as a target.
func (s *State) notTarget(id int, x *Ctx) bool {
	t := s.texts[id]
	return t != nil && t.NotTarget != nil && !s.Cards[id].Dup && s.InPlay(id) && t.NotTarget(s, id, x)
}

// powerToWin is the total power p needs to win (AG-WIN-2): 15, as the
// cards in play make it.
func (s *State) powerToWin(p int) int {
	n := WinningPower
	if !s.lowersWin {
		return n // no card of the game changes it: the state checks need not look
	}
	for id := range s.cardsInPlay() {
		if t := s.texts[id]; t != nil && t.PowerToWin != nil && !s.Cards[id].Dup {
			n = t.PowerToWin(s, id, p, n)
		}
	}
	return n
}

// The terminal state "killed if its STR is 0" (AG-LEAVE-7): a lasting
// effect of kind "killed-at-zero" on a character, or a card's constant
// words (Text.KilledAtZero). The state checks open a window that kills
// every character in it; a save that leaves the card in that state does
// not keep it in play, as the kill looks again when it executes.

const kDoom = "terminal"

// KillAtZero has cards killed once their STR is 0 until the period ends.
func (x *Ctx) KillAtZero(until string, ids ...int) { x.Lasting("killed-at-zero", 0, "", until, ids...) }

// doomedBy is who kills card id by a terminal state it is in, or -1.
func (s *State) doomedBy(id int) int {
	c := &s.Cards[id]
	if c.Zone != ZPlay || c.Dying != ZNone || !s.IsType(id, "character") {
		return -1
	}
	by := -1 // who would kill it at 0 STR, found before its STR is counted
	for _, l := range s.Effects.List {
		if l.Kind == "killed-at-zero" && containsInt(l.Cards, id) {
			by = l.Player
			break
		}
	}
	for _, k := range s.doomers {
		if by >= 0 {
			break
		}
		if t := s.texts[k]; s.acting(k) && t.KilledAtZero(s, k, id) {
			by = int(s.Cards[k].Controller)
		}
	}
	if by < 0 || s.Str(id) > 0 || s.Cannot(id, "leave-killed") {
		return -1
	}
	return by
}

// terminal lists the characters in a terminal state, and who kills the
// first.
func (s *State) terminal() (cards []int, by int) {
	by = -1
	for _, p := range s.order(s.First) {
		for _, id := range s.P[p].Play {
			if k := s.doomedBy(id); k >= 0 {
				cards = append(cards, id)
				if by < 0 {
					by = k
				}
			}
		}
	}
	return cards, by
}

// checkDoom opens the window that kills the characters in a terminal
// state, and reports one open or opened.
func (s *State) checkDoom() bool {
	if !slices.ContainsFunc(s.doomers, s.acting) && !slices.ContainsFunc(s.Effects.List, func(l engine.Lasting) bool { return l.Kind == "killed-at-zero" }) {
		return false // nothing in play kills at 0 STR
	}
	for _, f := range s.Stack {
		if f.Kind == kWindow && f.Ev.Kind == kDoom && f.Stage <= stSaves {
			return true // one is under way
		}
	}
	cards, by := s.terminal()
	if len(cards) == 0 {
		return false
	}
	s.openWindow(engine.Event{Kind: kDoom, Player: by, Source: -1, Cards: cards}, 0)
	return true
}

func init() {
	acts[kDoom] = &Act{
		Doomed: func(s *State, f *engine.Frame) []int { return f.Ev.Cards },
		Execute: func(s *State, f *engine.Frame) {
			// whoever is still in the state dies, saved or not
			if cards, _ := s.terminal(); len(cards) > 0 {
				s.leave(cards, ZDead, f.Ev.Player, "killed")
			}
		},
	}
}

// toDeadPile opens the gate of a card placed in its owner's dead pile
// ("dead-pile"): killed, or a deathbound card's end.
func (s *State) toDeadPile(id int) {
	s.gate(engine.Event{Kind: "dead-pile", Player: int(s.Cards[id].Owner), Cards: engine.One(id)})
}

// deathbound puts a deathbound event that resolved from the discard pile
// into the dead pile (AG-KW-3).
func (s *State) deathbound(id int) {
	if s.Cards[id].Zone == ZDiscard && s.defs[id].HasKeyword("Deathbound") {
		s.move(id, int(s.Cards[id].Owner), ZDead, false)
		s.Say(s.name(id), " goes to the dead pile")
		s.toDeadPile(id)
	}
}

// Ambush (AG-KW-11): in the challenges phase a card with ambush may be
// played from hand as a player action, which cannot be cancelled; by the
// switch it costs its printed cost and penalties and counts as played
// ("printed"), or is put into play ("free").

func (s *State) canAmbush(p, id int) error {
	if !s.mayAmbush(p, id) {
		return errf("AG-KW-11", "%s cannot be ambushed now", s.nameFor(p, id))
	}
	return s.explain(s.ambushBar(p, id), p, id)
}

// mayAmbush reports a card of p's hand with ambush in the challenges
// phase (AG-KW-11).
func (s *State) mayAmbush(p, id int) bool {
	return s.Phase == "challenges" && s.Cards[id].Zone == ZHand && int(s.Cards[id].Owner) == p && s.HasKeyword(id, "Ambush")
}

// ambushBar is what keeps p from ambushing card id: as marshalling, or
// put into play free (the switch).
func (s *State) ambushBar(p, id int) bar {
	if s.Rules.Ambush != "free" {
		return s.marshalBar(p, id)
	}
	if b := s.uniqueBar(p, id); b != noBar {
		return b
	}
	if s.IsType(id, "attachment") && len(s.hosts(p, id)) == 0 {
		return barHost
	}
	return noBar
}

func (s *State) ambush(p, id int) error {
	if err := s.canAmbush(p, id); err != nil {
		return err
	}
	s.Say(s.Names[p], " plays ", s.name(id), " by ambush")
	s.openWindow(engine.Event{Kind: "ambush", Player: p, Source: id}, 0)
	return nil
}

func init() {
	acts["ambush"] = &Act{
		NoCancel: true,
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			id, p := f.Ev.Source, f.Ev.Player
			if f.Index == 0 {
				f.Index = 1
				if s.Rules.Ambush != "free" {
					s.P[p].Gold -= s.cost(p, id)
					s.useReducers(p, id)
					s.P[p].Played = append(s.P[p].Played, s.Cards[id].Def)
					if s.defs[id].HasKeyword("Limited") {
						s.P[p].Limited = true
					}
				}
				if s.IsType(id, "attachment") {
					s.choose(p, s.hosts(p, id), 1, 1, "choose a character to attach "+s.name(id)+" to", len(s.Stack)-1)
					return false, true
				}
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			id, p := f.Ev.Source, f.Ev.Player
			host := -1
			if s.IsType(id, "attachment") {
				if len(f.Ev.Cards) == 0 || !s.InPlay(f.Ev.Cards[0]) {
					s.move(id, p, ZDiscard, false)
					return
				}
				host = f.Ev.Cards[0]
			}
			if t := s.dupTarget(p, id); t >= 0 {
				s.move(id, p, ZAttached, false)
				s.Cards[id].Parent, s.Cards[id].Dup = int32(t), true
				return
			}
			s.enter(id, p, host)
			if s.Rules.Ambush != "free" {
				s.gate(engine.Event{Kind: "played", Player: p, Cards: engine.One(id)})
			}
		},
	}
}

// uncancellable reports an event kind nothing may cancel.
func uncancellable(kind string) bool { a := acts[kind]; return a != nil && a.NoCancel }

// More verbs.

// MoveGold moves up to n gold from player from's pool to player to's.
func (x *Ctx) MoveGold(from, to, n int) {
	n = min(n, x.S.P[from].Gold)
	if n <= 0 {
		x.Failed = true
		return
	}
	x.S.P[from].Gold -= n
	x.S.P[to].Gold += n
	x.S.Say(count(n, "gold"), " moves from ", x.S.Names[from], "'s gold pool to ", x.S.Names[to], "'s")
}

// ToHand returns a card out of play (a discard or dead pile's) to its
// owner's hand.
func (x *Ctx) ToHand(id int) {
	switch x.S.Cards[id].Zone {
	case ZDiscard, ZDead, ZDeck, ZShadows, ZRemoved:
		o := int(x.S.Cards[id].Owner)
		x.S.move(id, o, ZHand, false)
		x.S.Say(x.S.name(id), " returns to ", x.S.Names[o], "'s hand")
	default:
		x.Failed = true
	}
}

// PutIntoPlayFor puts card id into play under player p's control
// (PutIntoPlay's rules otherwise).
func (x *Ctx) PutIntoPlayFor(p, id int) {
	y := *x
	y.P = p
	y.PutIntoPlay(id)
	x.Failed = x.Failed || y.Failed
}

// GiveControl has player p take control of card id (TakeControl's
// rules).
func (x *Ctx) GiveControl(p, id int) {
	y := *x
	y.P = p
	y.TakeControl(id)
	x.Failed = x.Failed || y.Failed
}

// MoveAttachment moves attachment a onto character to (an eligible
// host), its controller unchanged.
func (x *Ctx) MoveAttachment(a, to int) {
	s := x.S
	if s.Host(a) < 0 || !s.InPlay(to) || !s.mayAttach(a, to, int(s.Cards[a].Controller)) {
		x.Failed = true
		return
	}
	s.Cards[a].Parent = int32(to)
	s.Say(s.name(a), " moves to ", s.name(to))
}

// NewHost passes the characters x's attachment could move to.
func NewHost(x *Ctx, id int) bool {
	a := x.Card
	return id != x.S.Host(a) && x.S.mayAttach(a, id, x.P)
}

// AttachDuplicate puts card dup, out of play, on card host as its
// duplicate (AG-MARSH-7).
func (x *Ctx) AttachDuplicate(dup, host int) {
	s := x.S
	if s.InPlay(dup) || !s.InPlay(host) || s.Cards[dup].Def != s.Cards[host].Def {
		x.Failed = true
		return
	}
	s.move(dup, int(s.Cards[host].Controller), ZAttached, false)
	s.Cards[dup].Parent, s.Cards[dup].Dup = int32(host), true
	s.Say(s.name(host), " gains a duplicate")
}

// ShuffleDeck shuffles p's draw deck.
func (x *Ctx) ShuffleDeck(p int) {
	engine.Shuffle(&x.S.RNG, x.S.P[p].Deck)
	x.S.Say(x.S.Names[p], " shuffles the deck")
}

// Filters and conditions.

// Crest passes cards with a crest ("noble", "war", …); duplicates have
// none.
func Crest(c string) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool {
		return !x.S.Cards[id].Dup && (slices.ContainsFunc(x.S.defs[id].Crests, func(k string) bool { return strings.EqualFold(k, c) }) ||
			x.S.gainedCrest(id, strings.ToLower(c))) // a crest gained for a while (GainCrest)
	}
}

// AttackedAlone holds while x's card is the challenge's only attacker.
func AttackedAlone(x *Ctx) bool {
	a := x.S.participants(Attacking)
	return x.S.Chal.On && len(a) == 1 && a[0] == x.Card
}

// Margin is by how much the gate's challenge was won (AG-CHAL-22).
func Margin(x *Ctx) int {
	if x.Gate == nil || x.Gate.Kind != "challenge-won" {
		return 0
	}
	if x.Gate.N < 0 {
		return -x.Gate.N
	}
	return x.Gate.N
}

// CanPutIntoPlay reports card id able to come into play under x's
// controller: the uniqueness rules let it, or it would be a duplicate
// (AG-MARSH-8, AG-MARSH-7).
func CanPutIntoPlay(x *Ctx, id int) bool {
	return x.S.dupTarget(x.P, id) >= 0 || x.S.uniqueBars(x.P, id) == nil
}

// CanDraw holds while x's controller may draw a card (AG-DRAW-2).
func CanDraw(x *Ctx) bool { return x.S.drawRoom(x.P) > 0 && len(x.S.P[x.P].Deck) > 0 }

// GateCard is the card the trigger is about, or -1.
func GateCard(x *Ctx) int {
	if x.Gate == nil || len(x.Gate.Cards) == 0 {
		return -1
	}
	return x.Gate.Cards[0]
}

// Influencers are p's standing cards that give influence, attachments
// too, as a cost of influence may kneel them (AG-ABIL-5).
func (s *State) Influencers(p int) []int {
	var out []int
	for _, id := range s.influencers(p) {
		if !s.Cards[id].Kneeling && s.influence(id) > 0 {
			out = append(out, id)
		}
	}
	return out
}
