package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// Produces is the Gold a card produces by bowing: the Stronghold's Gold
// Production (LE-STRONGHOLD-1), a Holding's by its text; 0 for others.
func (s *State) Produces(id int) int { return s.producesFor(id, -1) }

// ProducesNow is what a card produces for the Gold cost being paid now
// (the pending decision's), or for any cost when none is.
func (s *State) ProducesNow(id int) int {
	if f := s.Top(); f != nil && f.Kind == kPay {
		return s.producesFor(id, paying(f))
	}
	return s.Produces(id)
}

// producesFor is what a card produces paying for a card coming into play
// (paying; -1 for anything else).
func (s *State) producesFor(id, paying int) int {
	return s.produces(id, paying, s.anyEffect(efProduce))
}

// produces is producesFor, told whether any effect changes production
// (production asks it of every card at once: the effects are looked at
// once).
func (s *State) produces(id, paying int, changed bool) int {
	n := 0
	if changed {
		n = s.lasting(id, efProduce)
	}
	if s.Cards[id].Zone == ZStronghold {
		n += max(0, s.strongholdStat(int(s.Cards[id].Controller), func(d *carddb.Def) int { return d.GoldProduction }))
	}
	if t := s.text(id); t != nil && !s.marked(id, efSilenced, "") {
		n += t.Produce
		if t.Richer != "" && s.faction(int(s.Cards[id].Controller)) == t.Richer {
			n++
		}
		if t.ProduceFor != nil {
			n += t.ProduceFor(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}, paying)
		}
		if t.GoldByDiscard {
			n += s.bestFocus(int(s.Cards[id].Controller), paying)
		}
	}
	return n
}

// goldSources lists p's unbowed cards that can produce Gold now, paying
// for a card (or -1), in the order they entered play, the Stronghold
// last.
func (s *State) goldSources(p, paying int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if !s.Cards[id].Bowed && s.producesFor(id, paying) > 0 {
			out = append(out, id)
		}
	}
	if s.holds&(holdsPairedGold|holdsRegionGold) != 0 { // a Region that adds to a Holding's Gold (City of Gold), or pays for some costs
		for _, id := range s.P[p].Regions {
			if t := s.text(id); t != nil && (t.WithHolding || t.ProduceFor != nil) && !s.Cards[id].Bowed && s.producesFor(id, paying) > 0 {
				out = append(out, id)
			}
		}
	}
	if sh := s.P[p].Stronghold; sh >= 0 && !s.Cards[sh].Bowed && s.producesFor(sh, paying) > 0 {
		out = append(out, sh)
	}
	if s.holds&holdsPairedGold != 0 { // those that need another source with them, only with one
		out = slices.DeleteFunc(out, func(id int) bool {
			_, err := s.payTotal(p, paying, []int{id}, out)
			return err != nil
		})
	}
	return out
}

// payTotal is the Gold a set of p's sources produces together for a cost
// (paying), the cards that pay without bowing included. A source that
// bows another Holding of its player's to produce (Text.BowsAnother:
// Crystal Mine) takes the weakest other Holding named with it, which then
// produces nothing; one that adds to a Holding's Gold (Text.WithHolding:
// City of Gold) needs one named with it. With pool, it reports whether
// each source named could be so paired among the pool's.
func (s *State) payTotal(p, paying int, ids, pool []int) (int, error) {
	total := s.payBonus(p, paying)
	for _, id := range ids {
		total += s.producesFor(id, paying)
	}
	if s.holds&holdsPairedGold == 0 {
		return total, nil
	}
	if pool == nil {
		pool = ids
	}
	holding := func(id int) bool { return s.typeOf(id) == "holding" && s.producesFor(id, paying) > 0 }
	var used []int
	for _, id := range ids {
		t := s.text(id)
		switch {
		case t != nil && t.BowsAnother:
			weakest := -1
			for _, h := range pool {
				if h != id && holding(h) && !slices.Contains(used, h) && (s.text(h) == nil || !s.text(h).BowsAnother) &&
					(weakest < 0 || s.producesFor(h, paying) < s.producesFor(weakest, paying)) {
					weakest = h
				}
			}
			if weakest < 0 {
				return 0, fmt.Errorf("%s produces only by bowing another Gold-producing Holding of yours with it", s.Title(id))
			}
			used = append(used, weakest)
			if slices.Contains(ids, weakest) {
				total -= s.producesFor(weakest, paying)
			}
		case t != nil && t.WithHolding:
			if !slices.ContainsFunc(pool, holding) {
				return 0, fmt.Errorf("%s adds its Gold only to a Holding's bowed for the same payment", s.Title(id))
			}
		}
	}
	return total, nil
}

// production is the most Gold p could produce for one cost now, paying
// for a card (or -1): what goldSources would list, summed without
// listing them.
func (s *State) production(p, paying int) int {
	if s.holds&holdsPairedGold != 0 { // the sources that pair counted as they pay
		n, _ := s.payTotal(p, paying, s.goldSources(p, paying), nil)
		return n
	}
	n, changed := s.payBonus(p, paying), s.anyEffect(efProduce)
	for _, id := range s.P[p].Play {
		if !s.Cards[id].Bowed {
			n += s.produces(id, paying, changed)
		}
	}
	if sh := s.P[p].Stronghold; !s.Cards[sh].Bowed {
		n += s.produces(sh, paying, changed)
	}
	return n
}

// capacity is the Gold p's cards produce each turn, bowed or not: what
// spending Gold now leaves p next turn.
func (s *State) capacity(p int) int {
	n, changed := 0, s.anyEffect(efProduce)
	for _, id := range append(s.P[p].Play, s.P[p].Stronghold) {
		n += s.produces(id, -1, changed)
	}
	return n
}

// PayTotalNow is what a set of sources produces, with the cards that pay
// without bowing, for the Gold cost being paid now (the pending
// decision's), or why they cannot pay together.
func (s *State) PayTotalNow(ids []int) (int, error) {
	f := s.Top()
	if f == nil || f.Kind != kPay {
		return 0, fmt.Errorf("no Gold cost is being paid")
	}
	return s.payTotal(f.Player, paying(f), ids, nil)
}

// PayBonusNow is what the cards that pay without bowing add to the Gold
// cost being paid now (the pending decision's).
func (s *State) PayBonusNow() int {
	if f := s.Top(); f != nil && f.Kind == kPay {
		return s.payBonus(f.Player, paying(f))
	}
	return 0
}

// payBonus is the Gold p's unbowed cards add to a payment without bowing
// (Text.PayBonus).
func (s *State) payBonus(p, paying int) int {
	n := s.onceGold(p) + s.poolGold(p, paying) // New Era's pooled Gold (NE-GOLD)
	for _, id := range s.P[p].Play {
		if t := s.text(id); t != nil && t.PayBonus != nil && !s.Cards[id].Bowed && !s.marked(id, efSilenced, "") {
			n += t.PayBonus(s.borrow(p, id), paying)
			s.giveBack()
		}
	}
	return n
}

// onceGoldMark marks, on a player's Stronghold, a Reaction he was given:
// once in the game, 5 Gold for one cost (Moshangoru's).
const (
	onceGoldMark   = "once-gold"
	onceGoldAmount = 5
)

// onceGold is the Gold p's once-a-game Reactions could add to a cost.
func (s *State) onceGold(p int) int {
	if !s.anyEffect(efMark) {
		return 0
	}
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == onceGoldMark && l.Player == p {
			n += onceGoldAmount
		}
	}
	return n
}

// GiveOnceGold gives p, until a timing point, the Reaction "once in the
// game, when paying a Gold cost, produce 5 Gold for only that cost".
func (x *Ctx) GiveOnceGold(p int, until string) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, onceGoldMark, until)
	x.S.Say(x.S.Names[p], " may produce 5 Gold for one cost, once")
}

// paying is the card a pay frame pays for as it comes into play, or -1
// for an action's cost (Index 0).
func paying(f *engine.Frame) int {
	if f.Index == payCard {
		return f.Card
	}
	return -1
}

// payCard marks a pay frame paying for its card to come into play.
const payCard = 1

// payFrame asks which sources pay a Gold cost (N) and bows them
// (LE-GOLD-1): together they must produce enough; the excess is lost.
// Its Result tells the frame below whether the cost was paid.
func payFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 { // paid (what a source asked as it produced has been answered: its Result is not ours)
		f.Result = 1
		return engine.Done | engine.Unchanged // the answer paid
	}
	f.Stage = 1
	sources := s.goldSources(f.Player, paying(f))
	least := 1
	if s.payBonus(f.Player, paying(f)) >= f.N { // the cards that pay without bowing are enough
		least = 0
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "pay",
		Prompt: "pay " + strconv.Itoa(f.N) + " Gold for " + s.Title(f.Card) + ": choose the cards that produce it", Open: []string{"pay"}, Among: sources, Min: least, Max: len(sources)})
	return engine.Again
}

func answerPay(s *State, f *engine.Frame, p int, a engine.Answer) error {
	sources := s.goldSources(p, paying(f))
	for i, id := range a.Cards {
		if !slices.Contains(sources, id) || slices.Contains(a.Cards[:i], id) {
			return fmt.Errorf("%s cannot produce Gold now", s.describe(id))
		}
	}
	total, err := s.payTotal(p, paying(f), a.Cards, nil) // before anything bows for it
	if err != nil {
		return err
	}
	if total < f.N {
		return fmt.Errorf("%d Gold does not pay a cost of %d", total, f.N)
	}
	bonus := s.payBonus(p, paying(f))    // what pays without bowing, before a once-only Gold goes
	if once := s.onceGold(p); once > 0 { // used only where the rest falls short
		for short := f.N - (total - once); short > 0 && s.unmarkCard(s.P[p].Stronghold, onceGoldMark); {
			s.Say(s.Names[p], " produces 5 Gold for this cost, once in the game")
			short -= onceGoldAmount
		}
	}
	s.spendPools(p, paying(f), f.N, bonus, total-bonus)
	s.Say(s.Names[p], " pays ", strconv.Itoa(f.N), " Gold", s.paidWith(f.Card, a.Cards))
	for _, id := range a.Cards {
		s.Cards[id].Bowed = true
		if s.holds&holdsProduceMemory != 0 {
			s.addEffect(efMark, p, []int{id}, paying(f), producedFor, UntilTurn)
		}
		if t := s.text(id); t != nil && t.ProduceLoss > 0 {
			s.gainHonorFor(p, -t.ProduceLoss, "for producing Gold with "+s.Title(id))
		}
		if t := s.text(id); t != nil && t.Produced != nil {
			t.Produced(&Ctx{S: s, P: p, Self: id}, paying(f))
		}
		if t := s.text(id); t != nil && t.GoldByDiscard { // the card discarded must cover what the others leave short
			(&Ctx{S: s, P: p, Self: f.Card}).Ask(p, goldDiscard, 1, f.N-(total-s.producesFor(id, paying(f))))
		}
	}
	f.Result = 1
	return nil
}

// bestFocus is the highest Focus Value of a card in p's hand, the card
// being paid for aside.
func (s *State) bestFocus(p, paying int) int {
	n := 0
	for _, id := range s.P[p].Hand {
		if d := s.def(id); d != nil && id != paying && d.Focus > n {
			n = d.Focus
		}
	}
	return n
}

// goldDiscard is the choice of the card discarded for its Focus Value in
// Gold (Text.GoldByDiscard); its number is the least Focus Value that
// pays, its card the one paid for (not to be discarded).
const goldDiscard = "gold-discard"

func init() {
	RegisterChoice(goldDiscard, &Choice{
		Prompt: "choose the card to discard for its Focus Value in Gold",
		Options: func(x *Ctx, p, least int) []int {
			var out []int
			for _, id := range x.S.P[p].Hand {
				if x.Focus(id) >= least && id != x.Self {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardFromHand(id)
				x.S.Say(x.S.Names[x.S.Cards[id].Owner], " produces ", strconv.Itoa(x.Focus(id)), " Gold by its Focus Value")
			}
		},
	})
}

// producedFor marks a Gold source with what its Gold paid for this turn
// (N: the card coming into play, -1 an action's cost).
const producedFor = "produced-for"

// PaidFor lists what a source's Gold paid for this turn, one for each
// time it produced (a card coming into play, or -1 for an action's cost).
func (x *Ctx) PaidFor(source int) []int { return x.Marks(source, producedFor) }

// Paying is the Gold cost being paid now (0 for none) and, when it is an
// action's, the action.
func (x *Ctx) Paying() (int, *Ability) {
	st := x.S.Stack
	for i := len(st) - 1; i >= 0; i-- {
		if f := st[i]; f.Kind == kPay {
			if f.Index == payCard {
				return f.N, nil
			}
			for j := i - 1; j >= 0; j-- {
				if g := st[j]; g.Kind == kAbility && g.Card == f.Card {
					return f.N, x.S.ability(g.Card, g.Index)
				}
			}
			return f.N, nil
		}
	}
	return 0, nil
}

// paidWith says, for the log, what a Gold cost paid for (card, when every
// seat sees it) and the cards that produced it.
func (s *State) paidWith(card int, sources []int) string {
	out := ""
	if t := s.publicTitle(card); t != "" {
		out = " for " + t
	}
	var names []string
	for _, id := range sources {
		if t := s.publicTitle(id); t != "" {
			names = append(names, t)
		} else {
			names = append(names, "a card")
		}
	}
	if len(names) > 0 {
		out += " with " + andList(names)
	}
	return out
}
