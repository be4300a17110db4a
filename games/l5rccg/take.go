package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// Taking an action (LE-TAKE-1): the ability frame announces it, has its
// targets chosen, pays its costs (LE-COST-1: Gold, bowing, discarding,
// destroying), lets the Reactions answer it, and resolves its effect and
// its duel; an Action card goes to its discard pile once done.

// takeAbility starts an action chosen at an opportunity.
// The answer is one the window offered (the engine admits no other), so
// the offers are not listed again.
func (s *State) takeAbility(p int, a engine.Answer) error {
	if len(a.Cards) == 0 { // a rules' action
		i := -1
		if len(a.Labels) == 1 {
			i = s.ruleIndex(a.Labels[0])
		}
		s.Push(engine.Frame{Kind: kAbility, Player: p, Card: s.P[p].Stronghold, Index: -1 - i})
		return nil
	}
	if !s.neDisciplinePlayed(p, a) {
		s.borrowDiscard(p, a.Cards[0])
	}
	s.Push(engine.Frame{Kind: kAbility, Player: p, Card: a.Cards[0], Index: a.N - 1})
	if a.Verb == "combine" { // others to join its Ranged Attack, once it has a target
		s.addEffect(efMark, p, []int{a.Cards[0]}, 0, combining, untilActionOf(a.Cards[0]))
	}
	return nil
}

// The ability frame's stages.
const (
	abAnnounce = iota // announce it
	abTarget          // choose its targets, one a step (f.Cards so far)
	abCombine         // other Ranged Attacks join its own (LE-RANGED-2)
	abDiscard         // choose the cards it discards as a cost (f.Cards after the targets)
	abBowSub          // a card that pays a cost of bowing a Personality instead
	abPay             // pay its costs
	abBefore          // the Reactions before it resolves
	abResolve         // its effect, then its duel
	abDuelOver        // what the duel's result does
)

// abilityFrame takes an action (LE-TAKE-1): its targets, its costs, its
// effect, its duel; an Action card from hand is then discarded
// (LE-EFFECT-3).
func abilityFrame(s *State, f *engine.Frame) engine.Status {
	a := s.ability(f.Card, f.Index)
	ts := a.targets()
	x := &Ctx{S: s, P: f.Player, Self: f.Card, Targets: f.Cards, A: a, Ev: f.Ev}
	if len(f.Cards) > len(ts) {
		x.Targets, x.Discarded = f.Cards[:len(ts)], f.Cards[len(ts):]
	}
	switch f.Stage {
	case abAnnounce:
		f.Stage = abTarget
		switch {
		case f.Index < 0:
			s.Say(s.Names[f.Player], " takes the ", ruleActions[-1-f.Index].title(), " action")
		case s.Cards[f.Card].Zone == ZHand:
			s.Say(s.Names[f.Player], " plays ", s.Title(f.Card))
			s.played(f.Player, f.Card)
		default:
			s.Say(s.Names[f.Player], " uses ", s.Title(f.Card))
		}
		_, per := a.limit()
		s.Use(per, s.limitKey(f.Card, f.Index, a))
		if s.inBattle() { // who has acted in this battle (Tsuruchi Arishia asks)
			s.Use("battle", useKey(s.P[f.Player].Stronghold, actedUse))
		}
		if s.inBattle() && s.inStep("4.4") && s.Cards[f.Card].Zone == ZHand && s.typeOf(f.Card) == "strategy" && s.holds&holdsBattleMemory != 0 {
			s.addEffect(efMark, f.Player, []int{f.Card}, 0, "played-in-battle", UntilBattle) // Sound Strategy asks
		}
		if s.hasWord(a, "Political") && s.unmark("negate-political") { // Yoritomo Katoa
			f.Labels = []string{negatedAction}
			s.Say("its effects will be negated")
		}
		asked := false
		if s.holds&holdsKihoSpells != 0 && s.kihoSpell(f.Player, f.Card) && s.kihoBearer(f.Card) < 0 { // who performs the Spell as a Kiho
			x.Ask(f.Player, kihoPerformer, 1, 0)
			asked = true
		}
		if s.waspProvinceMay(f, a) { // before it targets: the Province instead?
			x.Ask(f.Player, "wasp-province", 1, f.Card)
			asked = true
		}
		if a.Timing != Reaction && s.fire(engine.Event{Kind: OnAnnounced, Player: f.Player, Source: f.Card, N: actionRef(f.Index)}) || asked {
			if a.ranged() {
				f.Turn = rangedOpen // the Reactions may change its strength
			}
			return engine.Again
		}
		fallthrough
	case abTarget:
		if len(f.Cards) == 0 && a.ranged() && s.atProvince(f.Card) { // its Ranged Attack hits the Province: no card
			f.Cards = []int{-1}
			x.Targets = f.Cards
		}
		if k := len(f.Cards); k < len(ts) {
			opts := s.OptionList(8)
			for _, id := range s.targets(x, ts[k]) {
				x.Targets = append(f.Cards[:k:k], id)
				if s.targetsExist(x, ts[k+1:]) { // a choice that leaves the later ones possible
					opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
				}
			}
			if ts[k].Optional {
				if len(opts) == 0 { // nothing to choose: it and the optional ones after are left unchosen
					for range len(ts) - k {
						f.Cards = append(f.Cards[:len(f.Cards):len(f.Cards)], -1)
					}
					x.Targets = f.Cards
					return engine.Again
				}
				opts = append(opts, engine.Answer{Verb: "done"})
			}
			if len(opts) == 0 { // what came between its announcement and its targets left none
				s.Say("the action has no target left")
				if s.Cards[f.Card].Zone == ZHand && s.typeOf(f.Card) == "strategy" {
					s.toDiscard(f.Card, false)
				}
				s.resolved(f)
				return engine.Done
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "target", Prompt: ts[k].Prompt, Options: opts})
			return engine.Again
		}
		f.Stage = abCombine
		fallthrough
	case abCombine:
		if a.ranged() && len(f.Cards) > 0 && f.Cards[0] >= 0 && s.marked(f.Card, efMark, combining) {
			if opts := s.combinable(x, f); len(opts) > 0 {
				s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "combine", Prompt: "combine another Ranged Attack of the unit with this one?",
					Options: append(opts, engine.Answer{Verb: "done"})})
				return engine.Again
			}
		}
		f.Stage = abDiscard
		if s.holds&holdsNinjutsu != 0 { // face-down Ninjas targeted or performing (Shiro no Soshi asks)
			s.singleOut(x, ts, f.Cards)
		}
		fired := false
		for i, t := range ts { // after the action targets (LE-REACTION-1)
			if !t.Chosen && i < len(f.Cards) && f.Cards[i] >= 0 {
				fired = s.fire(engine.Event{Kind: OnTargeted, Player: f.Player, Cards: engine.One(f.Cards[i]), Source: f.Card, N: actionRef(f.Index)}) || fired
			}
		}
		for i, t := range ts { // Bayushi Tsuneari: the first Personality's ability to target him each phase
			if !t.Chosen && i < len(f.Cards) && f.Cards[i] >= 0 && s.isPersonality(f.Card) {
				if tt := s.text(f.Cards[i]); tt != nil && tt.NegateFirstTargeting && (&Ctx{S: s, Self: f.Cards[i]}).FirstTime("phase", 0) {
					f.Labels = []string{negatedAction}
					s.Say(s.Title(f.Cards[i]), ": the action's effects will be negated")
				}
			}
		}
		if a.ranged() && len(f.Cards) > 0 && f.Cards[0] >= 0 { // its strength may change before it resolves (f.N)
			f.Turn = rangedOpen
			fired = s.fire(engine.Event{Kind: OnRangedTargeted, Player: f.Player, Cards: engine.One(f.Cards[0]), Source: f.Card, N: s.performer(x)}) || fired
		}
		if fired {
			return engine.Again
		}
		fallthrough
	case abDiscard:
		if len(f.Cards) < len(ts)+a.Discard+s.targetCost(x) {
			var opts []engine.Answer
			for _, id := range s.P[f.Player].Hand {
				if id != f.Card && !slices.Contains(f.Cards[len(ts):], id) && (a.DiscardOf == nil || a.DiscardOf(x, id)) {
					opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
				}
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "discard", Prompt: "choose a card to discard for " + s.Title(f.Card), Options: opts})
			return engine.Again
		}
		f.Stage = abBowSub
		if s.holds&holdsFollowerTax != 0 && s.followerTaxed(x) { // its additional cost: bow a Follower (Ik'krt)
			x.Ask(f.Player, followerTax, 1, f.Card)
			return engine.Again
		}
		fallthrough
	case abBowSub:
		f.Stage = abPay
		s.spendTargetCost(x)
		if s.waspFreeMay(x) {
			x.Ask(f.Player, "wasp-free", 1, f.Card)
			return engine.Again
		}
		if s.holds&holdsBowSubs != 0 && s.offerBowSubs(x, f) {
			return engine.Again
		}
		fallthrough
	case abPay:
		if a.GoldX && !s.marked(f.Card, efMark, spentMark) { // how much, asked first (answerAbility)
			most := s.production(f.Player, -1) - s.goldCost(x)
			opts := make([]engine.Answer, 0, most+1)
			for n := 0; n <= most; n++ {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{strconv.Itoa(n)}})
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "spend", Prompt: "how much Gold to spend on " + s.Title(f.Card) + "?", Options: opts})
			return engine.Again
		}
		f.Stage = abBefore
		s.payCosts(x)
		gold := s.goldCost(x)
		if gold > 0 {
			s.Push(engine.Frame{Kind: kPay, Player: f.Player, Card: f.Card, N: gold})
		}
		if a.FavorCost { // paid first, then the Gold
			s.Push(engine.Frame{Kind: kFavor, Player: f.Player, Card: f.Card})
		}
		if gold > 0 || a.FavorCost {
			if gold == 0 {
				f.Result = 1
			}
			return engine.Again
		}
		f.Result = 1
		fallthrough
	case abBefore:
		if f.Result == 0 {
			s.expire(untilActionOf(f.Card)) // not paid: it ends here
			return engine.Done
		}
		f.Stage = abResolve
		if s.fire(engine.Event{Kind: OnBeforeResolve, Player: f.Player, Cards: engine.One(f.Card), Source: f.Card, N: actionRef(f.Index), M: s.performer(x)}) {
			return engine.Again
		}
		fallthrough
	case abResolve:
		if s.holds&holdsBeforeAction != 0 {
			s.eachInPlay(func(id int, t *Text) {
				if t.BeforeAction != nil {
					t.BeforeAction(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}, f.Player)
				}
			})
		}
		if len(f.Labels) > 0 && f.Labels[0] == negatedAction {
			if s.Cards[f.Card].Zone == ZHand && s.typeOf(f.Card) == "strategy" {
				s.toDiscard(f.Card, false)
			}
			s.resolved(f)
			return engine.Done
		}
		switch {
		case a.ranged():
			strength := a.Ranged
			if a.RangedOf != nil {
				strength = a.RangedOf(x)
			}
			strength += s.combined(f.Card)
			strength += s.rangedBonus(x, strength) + f.N // what its army and the Reactions to its targeting give it
			if x.Target() < 0 && s.atProvince(f.Card) {
				x.StrengthBonus(s.Attack.Defender, s.Attack.Battle, -strength, "")
			} else if a.RangedChi {
				x.RangedAttackChi(strength, x.Target())
			} else {
				x.RangedAttack(strength, x.Target())
			}
			x.RangedAt, x.Targets = x.Target(), x.Targets[1:]
		case a.Fear > 0:
			x.Fear(a.Fear, x.Target())
			x.Targets = x.Targets[1:]
		}
		if a.Effect != nil {
			a.Effect(x)
		}
		if s.Cards[f.Card].Zone == ZHand && (s.typeOf(f.Card) == "strategy" || s.kihoBearer(f.Card) >= 0) { // an Action card played from hand and still there
			if b := s.kihoBearer(f.Card); b >= 0 { // what it asks after still knows its performer
				s.addEffect(efMark, f.Player, []int{f.Card}, b, formerBearer, UntilTurn)
			}
			s.toDiscard(f.Card, false)
		}
		if a.Duel != nil && (len(x.Targets) >= 2+a.Duel.Skip || (a.Duel.Self || a.Duel.AgainstSelf || a.Duel.ChallengerOf != nil) && len(x.Targets) >= 1) {
			f.Stage = abDuelOver
			switch {
			case a.Duel.OpenTo != nil:
				s.challengeOpen(x.Targets[a.Duel.Skip], a.Duel.OpenTo(x), a.Duel)
			case a.Duel.ChallengerOf != nil:
				c := a.Duel.ChallengerOf(x)
				if c < 0 { // none was made: no duel
					s.resolved(f)
					return engine.Done
				}
				s.challenge(c, x.Targets[0], a.Duel)
			case a.Duel.Self:
				s.challenge(f.Card, x.Targets[0], a.Duel)
			case a.Duel.AgainstSelf:
				s.challenge(x.Targets[0], f.Card, a.Duel)
			default:
				s.challenge(x.Targets[a.Duel.Skip], x.Targets[a.Duel.Skip+1], a.Duel)
			}
			return engine.Again
		}
		s.resolved(f)
		return engine.Done
	default: // abDuelOver
		s.duelResult(x, a.Duel)
		s.resolved(f)
		return engine.Done
	}
}

// resolved is the trigger of an action having resolved.
func (s *State) resolved(f *engine.Frame) {
	if s.Attack.NavalWait && s.inBattle() {
		if a := s.ability(f.Card, f.Index); a != nil && a.Timing != Reaction && a.Timing != Limited {
			s.navalAnswered(f.Player)
		}
	}
	if s.anyEffect(efMark) || s.anyEffect(efFallenGain) {
		s.expire(untilActionOf(f.Card))
	}
	if a := s.ability(f.Card, f.Index); a != nil {
		who := s.performer(&Ctx{S: s, P: f.Player, Self: f.Card, A: a, Targets: f.Cards})
		s.cursed(who)
		if who >= 0 && s.holds&holdsTaints != 0 && s.isPersonality(who) && s.inPlay(who) && !s.hasKeyword(who, "Shadowlands") {
			s.eachInPlay(func(id int, t *Text) {
				if t.TaintsPerformers && !s.hasKeyword(who, "Shadowlands") {
					(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}).GiveKeyword(who, "Shadowlands", UntilGame) // Daigotsu
				}
			})
		}
		if who >= 0 && s.globalMark("caress") && s.hasKeyword(who, "Shugenja") && (s.typeOf(f.Card) == "spell" || s.actionWord(f.Card, a, "Kiho")) {
			(&Ctx{S: s, P: f.Player}).GiveKeyword(who, "Shadowlands", UntilGame) // the Dark Daughter's Caress
		}
	}
	if a := s.actionOf(f.Card, actionRef(f.Index)); a != nil && s.hasWord(a, "Favor") { // for the Ring of Air
		s.addEffect(efMark, f.Player, []int{s.P[f.Player].Stronghold}, 0, "favor-action", UntilTurn)
	}
	for _, id := range s.P[f.Player].Play {
		if t := s.text(id); t != nil && t.ActionResolved != nil {
			t.ActionResolved(&Ctx{S: s, P: f.Player, Self: id}, f.Card)
		}
	}
	s.fire(engine.Event{Kind: OnResolved, Player: f.Player, Cards: engine.One(f.Card), Source: f.Card, N: actionRef(f.Index)})
}

// payCosts pays an action's costs but Gold (LE-COST-1): the cards it
// discards, the bowing of its card, its Personality or its performers,
// a performer's dishonor, the card's destruction.
func (s *State) payCosts(x *Ctx) {
	a, c := x.A, &s.Cards[x.Self]
	for _, id := range x.Discarded {
		s.Say(s.Names[x.P], " discards ", s.Title(id))
		s.toDiscard(id, false)
	}
	if a.Bow && !s.bowWaived(x.P, x.Self) && !s.bowPaid(x.Self) {
		c.Bowed = true
	}
	if a.BowBearer && c.Zone == ZAttached && !s.bowWaived(x.P, int(c.Parent)) && !s.bowPaid(int(c.Parent)) {
		s.Cards[c.Parent].Bowed = true
	}
	if b := s.kihoBearer(x.Self); a.BowBearer && b >= 0 { // a Spell as a Kiho: its performer bows
		s.Cards[b].Bowed = true
	}
	if a.BowStronghold {
		s.Cards[s.P[x.P].Stronghold].Bowed = true
	}
	for i, t := range a.targets() {
		if i >= len(x.Targets) {
			break
		}
		id := x.Targets[i]
		if id < 0 { // an optional target left unchosen
			continue
		}
		if t.Bow && !(t.Performer && s.bowIgnored(x.Self, x.A, id)) && !s.bowPaid(id) {
			s.Cards[id].Bowed = true
		}
		if t.Dishonor {
			s.dishonor(id)
		}
		if t.BowUnit {
			for _, a := range s.unitCards(id) {
				s.Cards[a].Bowed = true
			}
		}
	}
	for i, t := range a.targets() { // destroying comes last: the other costs may be on it
		if t.Destroy && i < len(x.Targets) && x.Targets[i] >= 0 && s.inPlay(x.Targets[i]) {
			s.destroyBecause(x.Targets[i], "to pay an action's cost")
		}
	}
	if s.hasWord(a, "Tactical") {
		if id := s.performer(x); id >= 0 {
			s.Use("turn", tacticalKey(id))
		}
	}
	if a.DestroyBearer && c.Zone == ZAttached { // the card goes with him
		s.destroyBecause(int(c.Parent), "to pay an action's cost")
	}
	if a.DestroySelf && s.inPlay(x.Self) {
		if c.Zone == ZAttached { // its effect may still ask whom it was on (Companion Spirit)
			s.addEffect(efMark, x.P, []int{x.Self}, int(c.Parent), formerBearer, UntilTurn)
		}
		s.destroyBecause(x.Self, "to pay its action's cost")
	}
}

// spentMark records on an action's card the Gold its cost of "*" spends
// (its N).
const spentMark = "spent"

// Spent is the Gold the player chose to spend on the action's cost of
// "*" (Ability.GoldX), 0 before he chose.
func (x *Ctx) Spent() int {
	for i := len(x.S.Effects.List) - 1; i >= 0; i-- {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == spentMark && len(l.Cards) == 1 && l.Cards[0] == x.Self {
			return l.N
		}
	}
	return 0
}

// formerBearer marks an attachment destroyed as a cost with the
// Personality it was attached to (its N).
const formerBearer = "former-bearer"

// WasOn is the Personality the card is attached to, or was attached to
// when it was destroyed to pay for its own action, or -1.
func (x *Ctx) WasOn() int {
	if b := x.Bearer(); b >= 0 {
		return b
	}
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == formerBearer && len(l.Cards) == 1 && l.Cards[0] == x.Self {
			return l.N
		}
	}
	return -1
}

// bowIgnored reports a performer whose cost of bowing for this action is
// ignored (Text.FreeBowFor: Togashi Satsu's Kiho).
func (s *State) bowIgnored(card int, a *Ability, id int) bool {
	if s.marked(id, efMark, JadeChampion) && s.actionWord(card, a, "Kiho") && s.Used("turn", useKey(id, jadeUse)) == 0 {
		s.Use("turn", useKey(id, jadeUse))
		s.Say(s.Title(id), " need not bow (Jade Champion)")
		return true
	}
	t := s.text(id)
	if t == nil || len(t.FreeBowFor) == 0 {
		return false
	}
	for _, w := range t.FreeBowFor {
		if !s.actionWord(card, a, w) {
			return false
		}
	}
	s.Say(s.Title(id), " need not bow")
	return true
}

// JadeChampion marks a Personality given the trait "once per turn, this
// Personality need not bow for your Kiho action" (Test of the Jade
// Champion).
const JadeChampion = "jade-champion"

// What the game counts on a card apart from its actions (which count
// from 0 up, the rules' actions from -1 down), each under its own key.
const (
	templeUse         = -1<<20 - iota // the Temple's once a turn, on the Stronghold
	actedUse                          // the actions a player took in the battle under way, on his Stronghold
	freeSpellUse                      // a Personality's free Spell of the turn
	discardPlayUse                    // a permission to play from discard piles, apart from its card's actions
	defendedUse                       // the Defender's army had a unit at the battlefield in the battle, on his Stronghold
	jadeUse                           // a Jade Champion's Kiho without bowing, this turn
	provincesLostUse                  // the Provinces a player lost this turn, on his Stronghold
	favorPayUse                       // a payer's once a turn of the Imperial Favor's cost
	hopeUse                           // a Region's once a turn of a Follower's Honor Requirement lowered
	openedRefills                     // the refills of a turn while a Shugenja keeps his player's Provinces open
	waspProvinceUse                   // a Stronghold's Ranged Attack at the Province, once a battle
	waspFreeUse                       // a Stronghold's cost of bowing ignored for a Ranged Attack, once a battle
	swiftTerrainUse                   // a Stronghold's Terrain played though one is in play, once a battle
	swiftFormationUse                 // a Stronghold's Formation ability used from hand, once a turn
)

// bowWaived reports, and counts, a cost of bowing a Shugenja for his own
// ability or a Spell's that p's Stronghold lets him ignore once a turn
// (the Temple of the Eight Guardians).
func (s *State) bowWaived(p, id int) bool {
	t := s.text(s.P[p].Stronghold)
	if t == nil || !t.FreeShugenjaBow || !s.isPersonality(id) || !s.hasKeyword(id, "Shugenja") || s.Used("turn", useKey(s.P[p].Stronghold, templeUse)) > 0 {
		return false
	}
	s.Use("turn", useKey(s.P[p].Stronghold, templeUse))
	s.Say(s.Title(s.P[p].Stronghold), ": ", s.Title(id), " need not bow")
	return true
}

// goldCost is an action's Gold cost: an Action card's own Gold Cost as
// it is played from hand, the ability's, and what varies with it.
func (s *State) goldCost(x *Ctx) int {
	n := x.A.Gold
	if x.A.GoldX {
		n += x.Spent()
	}
	if x.A.GoldOf != nil {
		n += x.A.GoldOf(x) // less, for a cost that says so ("costs 2 less Gold if ...")
	}
	if c := &s.Cards[x.Self]; c.Zone == ZHand {
		if d := s.def(x.Self); d != nil && d.Type == "strategy" {
			n += s.cost(x.P, x.Self, -1) // its printed Gold Cost, as effects change it
		}
	}
	return max(0, n)
}

func answerAbility(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if f.Stage == abCombine {
		return s.combine(f, p, a)
	}
	if f.Stage == abPay { // the Gold a cost of "*" spends
		n, err := -1, error(nil)
		if a.Verb == "choose" && len(a.Labels) == 1 {
			n, err = strconv.Atoi(a.Labels[0])
		}
		x := &Ctx{S: s, P: p, Self: f.Card, A: s.ability(f.Card, f.Index), Targets: f.Cards}
		if err != nil || n < 0 || n > s.production(p, -1)-s.goldCost(x) {
			return fmt.Errorf("choose an amount of Gold from 0 to what you can produce")
		}
		s.addEffect(efMark, p, []int{f.Card}, n, spentMark, untilActionOf(f.Card))
		return nil
	}
	if a.Verb == "done" { // the optional targets left unchosen
		cards := f.Cards[:len(f.Cards):len(f.Cards)]
		for range len(s.ability(f.Card, f.Index).targets()) - len(f.Cards) {
			cards = append(cards, -1)
		}
		f.Cards = cards
		return nil
	}
	if len(a.Cards) != 1 {
		return fmt.Errorf("choose one card")
	}
	f.Cards = append(f.Cards[:len(f.Cards):len(f.Cards)], a.Cards[0]) // its own: frames share their lists
	return nil
}

// RitualCasters are the other casters a Ritual Spell asks for, each bowed
// (LE-RITUAL-1): n more Shugenja of the player's, Personalities or
// Followers, at the primary caster's location, each chosen once.
func RitualCasters(n int) []*Target {
	out := make([]*Target, n)
	for i := range out {
		out[i] = &Target{Prompt: "choose another Shugenja of yours at the same location to cast with", Performer: true, Chosen: true, Bow: true, Anywhere: true,
			Filter: func(x *Ctx, id int) bool {
				return x.Has(id, "Shugenja") && id != x.Bearer() && x.Location(id) == x.Location(x.Bearer()) && !slices.Contains(x.Targets[:i], id)
			}}
	}
	return out
}

// The words of an action's choices as it is taken (abilityFrame).
func init() {
	AnswerWords("spend", Words{Each: "spend %s Gold"})
	AnswerWords("combine", Words{Done: "combine no more"})
	AnswerWords("target", Words{Done: "choose no more"})
}

// takingAction is the action of a card being taken now (the innermost
// ability frame of the card), or an ability of no costs.
func (s *State) takingAction(card int) *Ability {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if f := s.Stack[i]; f.Kind == kAbility && f.Card == card {
			if a := s.ability(f.Card, f.Index); a != nil {
				return a
			}
		}
	}
	return noAction
}
