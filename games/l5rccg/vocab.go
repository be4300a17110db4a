package l5rccg

import (
	"slices"
	"strings"
)

// The vocabulary (the words games/l5rccg/cards is written in): here,
// what the cards read of cards and players (stats, keywords, titles,
// control, the duel) and the plainest verbs. By subject, the other
// vocab_*.go files: battle (units, armies, battlefields), bonuses, honor,
// play (into play, attached, created), provinces, reactions (the action
// or trigger a Reaction answers), timing (timing points, marks, tokens),
// zones (decks, hands, discard piles); Ranged Attacks and Fear are in
// ranged.go; the card's Text and its traits in cards.go.

// Destroy destroys a card in play.
func (x *Ctx) Destroy(id int) { x.S.destroyBy(x.P, x.Self, id, ByEffect) }

// StartChi is a duelling Personality's Chi as its duel began.
func (x *Ctx) StartChi(id int) int {
	if id == x.S.Duel.Challenger {
		return x.S.Duel.StartChi[0]
	}
	return x.S.Duel.StartChi[1]
}

// Card is a card's state, for filters.
func (x *Ctx) Card(id int) *Card { return &x.S.Cards[id] }

// Type is a card's type.
func (x *Ctx) Type(id int) string {
	if d := x.S.def(id); d != nil {
		return d.Type
	}
	return ""
}

// Bow bows a card; Straighten straightens it.
func (x *Ctx) Bow(id int) { x.S.bowBy(x.P, x.Self, id) }

func (x *Ctx) Straighten(id int) {
	if c := &x.S.Cards[id]; c.Bowed && x.S.inPlay(id) {
		c.Bowed = false
		x.S.Say(x.S.Title(id), " straightens")
	}
}

// Controller is who controls a card.
func (x *Ctx) Controller(id int) int { return int(x.S.Cards[id].Controller) }

// Mine reports a card the acting player controls.
func (x *Ctx) Mine(id int) bool { return x.Controller(id) == x.P }

// Has reports a keyword or trait the card has now.
func (x *Ctx) Has(id int, k string) bool { return x.S.hasKeyword(id, k) }

// Force, Chi and PersonalHonor are a card's current stats; Gold its
// printed Gold Cost; Focus its Focus Value.
func (x *Ctx) Force(id int) int         { return x.S.Force(id) }
func (x *Ctx) Chi(id int) int           { return x.S.Chi(id) }
func (x *Ctx) PersonalHonor(id int) int { return x.S.personalHonor(id) }
func (x *Ctx) Gold(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Gold
	}
	return 0
}
func (x *Ctx) Focus(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Focus
	}
	return 0
}

// Personality reports a Personality in play.
func (x *Ctx) Personality(id int) bool { return x.S.isPersonality(id) && x.S.inPlay(id) }

// IsInPlay reports a card in play (an Event too, once it entered play).
func (x *Ctx) IsInPlay(id int) bool { return x.S.inPlay(id) }

// InPlay lists the cards in play that p controls (Personalities and
// Holdings); every player's for p < 0.
func (x *Ctx) InPlay(p int) []int {
	if p >= 0 {
		return x.S.P[p].Play
	}
	var out []int
	for q := range x.S.P {
		out = append(out, x.S.P[q].Play...)
	}
	return out
}

// Attachments lists the cards attached to a card.
func (x *Ctx) Attachments(id int) []int { return x.S.Attachments(id) }

// Clan reports a player of a Great Clan's Faction ("crab").
func (x *Ctx) Clan(p int, clan string) bool { return x.S.faction(p) == clan }

// Performer is who performs the action (LE-PERFORM-1), or -1.
func (x *Ctx) Performer() int { return x.S.performer(x) }

// Yu is a card's Yu value, 0 without the trait.
func (x *Ctx) Yu(id int) int { return x.S.yu(id) }

// ControlsTitle reports p controlling a card of a title in play, or as
// a Wind or Sensei beside the Stronghold.
func (x *Ctx) ControlsTitle(p int, title string) bool {
	s := x.S
	for _, id := range append(append([]int{s.P[p].Stronghold}, s.P[p].PreGame...), s.P[p].Play...) {
		if id >= 0 && s.Title(id) == title {
			return true
		}
	}
	return false
}

// DuelOpponent is the Personality facing a card in the duel under way,
// or -1.
func (x *Ctx) DuelOpponent(id int) int {
	d := &x.S.Duel
	switch {
	case !d.Active:
		return -1
	case d.Challenger == id:
		return d.Challenged
	case d.Challenged == id:
		return d.Challenger
	}
	return -1
}

// Bearer is the Personality a card is attached to, or -1.
func (x *Ctx) Bearer() int {
	if c := &x.S.Cards[x.Self]; c.Zone == ZAttached {
		return int(c.Parent)
	}
	return x.S.kihoBearer(x.Self) // a Spell of the hand used as a Kiho: its performer
}

// Hand lists a player's hand.
func (x *Ctx) Hand(p int) []int { return x.S.P[p].Hand }

// Active is the player whose turn it is.
func (x *Ctx) Active() int { return x.S.Active }

// Unique reports a Unique card.
func (x *Ctx) Unique(id int) bool {
	d := x.S.def(id)
	return d != nil && d.Unique
}

// HasKeyword reports a keyword or trait a card has now (for the
// scenario runner and presenters).
func (s *State) HasKeyword(id int, k string) bool { return s.hasKeyword(id, k) }

// PersonalHonor is a Personality's current Personal Honor.
func (s *State) PersonalHonor(id int) int { return s.personalHonor(id) }

// PrintedHas reports a keyword printed on the card ("base").
func (x *Ctx) PrintedHas(id int, k string) bool {
	d := x.S.def(id)
	return d != nil && d.HasKeyword(k)
}

// PrintedPH is a card's printed Personal Honor.
func (x *Ctx) PrintedPH(id int) int {
	if d := x.S.def(id); d != nil {
		return d.PersonalHonor
	}
	return 0
}

// UnitGold totals the printed Gold Costs of a unit's cards.
func (x *Ctx) UnitGold(id int) int {
	n := 0
	for _, c := range x.Unit(id) {
		n += x.Gold(c)
	}
	return n
}

// CanPay reports p able to produce n Gold now.
func (x *Ctx) CanPay(p, n int) bool { return x.S.production(p, -1) >= n }

// TurnOrder lists the players still in the game from the active one,
// clockwise, reversed: pushed in this order, their frames run in turn
// order.
func (x *Ctx) TurnOrder() []int {
	var out []int
	p := x.S.Active
	for range x.S.P {
		if x.S.Playing(p) {
			out = append([]int{p}, out...)
		}
		p = (p + 1) % len(x.S.P)
	}
	return out
}

// HonorReq is a card's Honor Requirement, and false for one of "-".
func (x *Ctx) HonorReq(id int) (int, bool) {
	d := x.S.def(id)
	if d == nil || d.NoHonorReq {
		return 0, false
	}
	return d.HonorReq, true
}

// Rings counts the Rings p controls in play; Winds, p's Winds.
func (x *Ctx) Rings(p int) int {
	n := 0
	for _, id := range x.S.P[p].Play {
		if x.S.typeOf(id) == "ring" {
			n++
		}
	}
	return n
}

func (x *Ctx) Winds(p int) int {
	n := 0
	for _, id := range x.S.P[p].PreGame {
		if x.S.typeOf(id) == "wind" {
			n++
		}
	}
	return n
}

// Faction is p's Faction, as a slug ("crab").
func (x *Ctx) Faction(p int) string { return x.S.faction(p) }

// Owner is who owns a card.
func (x *Ctx) Owner(id int) int { return int(x.S.Cards[id].Owner) }

// Alignment is the trait that aligns a card with p's Faction ("Crab
// Clan"), "" for a Faction without one.
func (x *Ctx) Alignment(p int) string { return alignment(x.S.faction(p)) }

// AdditionalAction gives the player taking the action the next
// opportunity of the round of actions it was taken in ("you may take an
// additional Battle action"): the turn comes back to them.
func (x *Ctx) AdditionalAction() {
	st := x.S.Stack
	for i := len(st) - 1; i >= 0; i-- {
		if k := st[i].Kind; k == kActions || k == kBattleActs {
			st[i].Turn = x.P
			return
		}
	}
}

// BattleCard reports a card in hand whose action is a Battle action (a
// "Battle Strategy").
func (x *Ctx) BattleCard(id int) bool {
	if t := x.S.text(id); t != nil {
		for _, a := range t.Abilities {
			if a.Timing == Battle || a.Timing == BattleOpen {
				return true
			}
		}
	}
	return false
}

// TitleHas reports a card with a word in its title, or counting as one
// (Text.AlsoTitled).
func (x *Ctx) TitleHas(id int, word string) bool {
	if t := x.S.text(id); t != nil && t.AlsoTitled == word {
		return true
	}
	return strings.Contains(x.S.Title(id), word)
}

// Controlled lists the cards p controls in play passing a test: at home
// and at battlefields, and attached.
func (x *Ctx) Controlled(p int, ok func(id int) bool) []int {
	var out []int
	for _, id := range x.S.P[p].Play {
		if ok(id) {
			out = append(out, id)
		}
		for _, a := range x.S.Attachments(id) {
			if ok(a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// TitleOf is a card's title.
func (x *Ctx) TitleOf(id int) string { return x.S.Title(id) }

// PrintedChi is a card's printed Chi; PrintedForce, its printed Force.
func (x *Ctx) PrintedChi(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Chi
	}
	return 0
}
func (x *Ctx) PrintedForce(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Force
	}
	return 0
}

// Keywords lists a card's keywords now: printed and given, less those
// taken away.
func (x *Ctx) Keywords(id int) []string {
	var out []string
	if d := x.S.def(id); d != nil {
		out = append(out, d.Keywords...)
	}
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efKeyword && slices.Contains(l.Cards, id) && !slices.Contains(out, l.Label) {
			out = append(out, l.Label)
		}
	}
	return slices.DeleteFunc(out, func(k string) bool { return !x.S.hasKeyword(id, k) })
}

// InDuelAction reports an action that creates a duel resolving now.
func (x *Ctx) InDuelAction() bool {
	for _, f := range x.S.Stack {
		if f.Kind == kAbility {
			if a := x.S.actionOf(f.Card, actionRef(f.Index)); a != nil && a.Duel != nil {
				return true
			}
		}
	}
	return false
}

// BearerOf is the Personality a card is attached to, or -1.
func (x *Ctx) BearerOf(id int) int {
	if c := &x.S.Cards[id]; c.Zone == ZAttached {
		return int(c.Parent)
	}
	return -1
}

// StrongholdGold is p's Stronghold's Gold Production.
func (x *Ctx) StrongholdGold(p int) int { return x.S.Produces(x.S.P[p].Stronghold) }

// HasWord reports a card whose actions carry a keyword ("Political
// Strategies": Strategies with a Political action).
func (x *Ctx) HasWord(id int, word string) bool {
	if t := x.S.text(id); t != nil {
		for _, a := range t.Abilities {
			if x.S.hasWord(a, word) {
				return true
			}
		}
	}
	return false
}

// EndDrawExtra gives the player's End Phase draw this turn an additional
// card, drawn after it; EndDrawThree makes it three cards, two of which
// go back.
func (x *Ctx) EndDrawExtra() {
	x.S.addEffect(efMark, x.P, []int{x.Self}, 0, "end-draw-extra", UntilTurn)
}
func (x *Ctx) EndDrawThree() {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, "end-draw-three", UntilTurn)
}

// OtherTurn reports a turn of another player's than x.P.
func (x *Ctx) OtherTurn() bool { return x.S.Active != x.P }

// KihoMonk reports a Personality who performs Kiho actions as a Monk.
func (x *Ctx) KihoMonk(id int) bool { t := x.S.text(id); return t != nil && t.KihoMonk }

// UnbowedWind is an unbowed Wind p controls beside his Stronghold, or -1.
func (x *Ctx) UnbowedWind(p int) int {
	for _, id := range x.S.P[p].PreGame {
		if x.S.typeOf(id) == "wind" && !x.S.Cards[id].Bowed {
			return id
		}
	}
	return -1
}

// FromDuelAction reports a card with an action that creates a duel.
func (x *Ctx) FromDuelAction(id int) bool {
	if t := x.S.text(id); id >= 0 && t != nil {
		for _, a := range t.Abilities {
			if a.Duel != nil {
				return true
			}
		}
	}
	return false
}

// Shadowlands reports a card with the Shadowlands keyword.
func (x *Ctx) Shadowlands(id int) bool { return x.S.hasKeyword(id, "Shadowlands") }

// ForbidsShadowlands reports p forbidden to play Shadowlands cards
// (Naming the True Evil).
func (x *Ctx) ForbidsShadowlands(p int) bool { return x.S.forbidden(p, -1) }

// forbidden reports a card p may not play: a Shadowlands card for a player
// who named the True Evil (card -1: whether p is so bound).
func (s *State) forbidden(p, card int) bool {
	if card >= 0 && s.holds&holdsBans != 0 && s.markedBy(s.P[p].Stronghold, "banned:"+s.Title(card), p) {
		return true // The Future is Unwritten
	}
	if s.holds&holdsEventAura == 0 || !s.markedBy(s.P[p].Stronghold, "true-evil", p) { // only an Event sets it
		return false
	}
	return card < 0 || s.hasKeyword(card, "Shadowlands")
}

// BanTitle forbids p the cards of a card's title (named by its id) for
// the rest of the game.
func (x *Ctx) BanTitle(p int, def string) {
	title := def
	if d, ok := defs().Get(def); ok {
		title = d.Title
	}
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, "banned:"+title, UntilGame)
	x.S.Say(x.S.Names[p], " may not play ", title, " for the rest of the game")
}

// First reports p the game's first player.
func (x *Ctx) First(p int) bool { return x.S.First == p }

// UniqueInPlay reports a Unique card whose title is in play already.
func (x *Ctx) UniqueInPlay(id int) bool {
	d := x.S.def(id)
	return d != nil && d.Unique && x.S.uniqueInPlay(d.Title)
}

// Unban ends every player's ban on a title (BanTitle's).
func (x *Ctx) Unban(def string) {
	title := def
	if d, ok := defs().Get(def); ok {
		title = d.Title
	}
	for x.S.unmark("banned:" + title) {
	}
}

// UnitOf is the Personality whose unit a card is in (itself for one).
func (x *Ctx) UnitOf(id int) int { return x.S.unitOf(id) }

// EliminateFor takes a player out of the game for a card's reason.
func (x *Ctx) EliminateFor(p int, why string) { x.S.eliminate(p, why) }

// goldHoldingEntered marks, on a player's Stronghold, a Gold-producing
// Holding of his that entered play this turn (Gifts and Favors asks).
const goldHoldingEntered = "gold-holding-entered"

// GoldHoldingEntered reports a Gold-producing Holding of p's that entered
// play this turn.
func (x *Ctx) GoldHoldingEntered(p int) bool { return x.PlayerMarked(p, goldHoldingEntered) }
