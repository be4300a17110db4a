package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// Cards' own rules: where one card (or two that share the hook) changes
// how the rules run, beyond what the vocabulary's words and Text's traits
// say, the rules call a hook of the card's, and the hook is here, a
// section a card, in the order of the cards' titles. Each section says
// which card and which rule; the card itself is in games/l5rccg/cards,
// and its trait or word sets a flag (State.holds) so that the rules ask
// the hook only in a game that holds the card.
//
//	card                       rule                                                          where the rules ask its hook
//	A Vision of Truth          Reactions to a Ring let go (LE-REACTION-1, LE-RING-1)         game.go, reactions.go
//	Castle of the Swift Sword  Terrains and Formations (LE-TERRAIN-1, LE-FORMATION-1)        the cards' own words
//	Castle of the Wasp         Ranged Attacks (LE-RANGED-1, LE-RANGED-2)                     take.go, ranged.go, bowsub.go
//	Essence of Air             refilling Provinces, straightening (LE-AREA-2, LE-1)          provinces.go, dynasty.go, turn.go
//	Hida Kuon, Peasant Riots   costs of targeting (LE-TARGET-1, LE-COST-1)                   targets.go, take.go
//	Ik'krt                     an additional cost of Followers' actions (LE-COST-1)          action.go, take.go
//	Kyoryoku                   Spells of the hand as Kiho Strategies (LE-KIHO-1)             action.go, take.go, ranged.go
//	Underhand of the Emperor   declaring an attack, the Infantry Maneuvers (LE-4.1, LE-4.2)  attack.go, dynasty.go

// Card: A Vision of Truth (Strategy). Rule: Reactions to a Ring let go (LE-REACTION-1, LE-RING-1).

// A Ring a player could have put into play and did not (A Vision of
// Truth): when he answers an opportunity (an action, a Reaction, or a
// pass) otherwise than by the Ring's own action or Reaction that puts it
// into play, the Reactions to it are asked, once a turn for each Ring.

// declinedMark marks a Ring whose chance has been let go this turn.
const declinedMark = "ring-declined"

// ringChances lists the Rings of p's hand whose putting into play the
// offers hold (each Ring's first ability: ringWith).
func (s *State) ringChances(p int, offers []engine.Answer) []int {
	var out []int
	for _, o := range offers {
		if o.Verb == "play" && o.N == 1 && len(o.Cards) == 1 && s.typeOf(o.Cards[0]) == "ring" && !slices.Contains(out, o.Cards[0]) {
			out = append(out, o.Cards[0])
		}
	}
	return out
}

// ringsLetGo fires, for each Ring of chances p did not put into play by
// his answer, the Reactions to his letting it go.
func (s *State) ringsLetGo(p int, chances []int, taken engine.Answer) {
	for _, id := range chances {
		if len(taken.Cards) == 1 && taken.Cards[0] == id || s.marked(id, efMark, declinedMark) {
			continue
		}
		s.addEffect(efMark, p, []int{id}, 0, declinedMark, UntilTurn)
		s.fire(engine.Event{Kind: OnRingLetGo, Player: p, Cards: engine.One(id)})
	}
}

// watchRings wraps a window's taking of answers (take) and passing, when
// a card of the game answers a Ring let go (holdsRingWatch).
func (s *State) watchRings(p int, offers []engine.Answer, taken engine.Answer) {
	if s.holds&holdsRingWatch != 0 {
		s.ringsLetGo(p, s.ringChances(p, offers), taken)
	}
}

// watchingRings takes an answer (take) at an opportunity whose offers
// list gives, firing for the Rings the answer lets go.
func (s *State) watchingRings(p int, list func(int) []engine.Answer, a engine.Answer, take func() error) error {
	offers := s.offersIfWatched(p, list)
	if err := take(); err != nil {
		return err
	}
	s.watchRings(p, offers, a)
	return nil
}

// offersIfWatched lists p's offers when a card answers a Ring let go
// (nothing otherwise: listing them costs).
func (s *State) offersIfWatched(p int, list func(int) []engine.Answer) []engine.Answer {
	if s.holds&holdsRingWatch == 0 || !slices.ContainsFunc(s.P[p].Hand, func(id int) bool { return s.typeOf(id) == "ring" }) {
		return nil // no Ring in hand: none to let go
	}
	return list(p)
}

// Card: Castle of the Swift Sword (Stronghold). Rule: Terrains and Formations (LE-TERRAIN-1, LE-FORMATION-1).

// A Stronghold's rules for Terrains and Formations (Castle of the Swift
// Sword: Text.TerrainsAnyway): once a battle, its player plays a Terrain
// though one is in play, the others destroyed first and a card drawn
// after (tessen takes it whenever he plays a Terrain while it is unused:
// it only adds); once a turn, with a Tactician of his at the battle, he
// uses an ability a Formation in his hand gives, as the Strategy's only
// text, any Tactician of his performing it as if he had the keywords it
// asks for (ruling 34).

// swiftSword reports p's Stronghold with those rules.
func (s *State) swiftSword(p int) bool {
	if s.holds&holdsSwiftSword == 0 {
		return false
	}
	t := s.text(s.P[p].Stronghold)
	return t != nil && t.TerrainsAnyway
}

// TerrainAnyway reports the player taking the action free to play a
// Terrain though one is in play, this battle.
func (x *Ctx) TerrainAnyway() bool {
	s := x.S
	return s.swiftSword(x.P) && s.inBattle() && s.Used("battle", useKey(s.P[x.P].Stronghold, swiftTerrainUse)) == 0
}

// TerrainInPlay plays the card whose action this is, a Terrain, into the
// battle: by the Stronghold's rule when the player has it (TerrainAnyway:
// the other Terrains destroyed first, a card drawn after), else as any
// Terrain.
func (x *Ctx) TerrainInPlay() {
	s := x.S
	if !x.TerrainAnyway() {
		x.IntoBattle()
		return
	}
	s.Use("battle", useKey(s.P[x.P].Stronghold, swiftTerrainUse))
	for t := s.terrain(); t >= 0 && t != x.Self; t = s.terrain() {
		x.Destroy(t)
		if s.inPlay(t) {
			break
		}
	}
	x.IntoBattle()
	if s.Cards[x.Self].Zone == ZField {
		x.Draw(x.P, 1)
	}
}

// FormationFromHand reports the player taking the action free to use now,
// from hand, an ability a Formation gives: his Stronghold's rule, once a
// turn, with a Tactician of his at the battle.
func (x *Ctx) FormationFromHand() bool {
	s := x.S
	if !s.swiftSword(x.P) || !s.inBattle() || s.Used("turn", useKey(s.P[x.P].Stronghold, swiftFormationUse)) > 0 {
		return false
	}
	for _, id := range s.P[x.P].Play {
		if s.isPersonality(id) && s.atBattle(id) && s.hasKeyword(id, "Tactician") {
			return true
		}
	}
	return false
}

// UseFormationFromHand counts the Stronghold's use of the turn.
func (x *Ctx) UseFormationFromHand() {
	x.S.Use("turn", useKey(x.S.P[x.P].Stronghold, swiftFormationUse))
}

// Card: Castle of the Wasp (Stronghold). Rule: Ranged Attacks (LE-RANGED-1, LE-RANGED-2).

// A Stronghold's rules for Ranged Attacks (Castle of the Wasp:
// Text.CombinesAcross): its player combines Ranged Attacks of different
// units; once a battle, an uncombined Ranged Attack from his attacking
// army may hit the battlefield's Province instead of an enemy card, its
// strength a penalty to the Province's; once a battle, a card of his may
// ignore bowing for a Ranged Attack's cost, which may then target only an
// enemy card.

// wasp reports p's Stronghold with those rules.
func (s *State) wasp(p int) bool {
	t := s.text(s.P[p].Stronghold)
	return t != nil && t.CombinesAcross
}

// The marks and counts: waspProvinceMark on the card of an action whose
// Ranged Attack hits the Province; the uses, once a battle, on the
// Stronghold.
const waspProvinceMark = "at-province"

// waspProvinceMay reports the Province open to the Ranged Attack of the
// action being announced (f): an uncombined one, from a card of p's
// attacking army.
func (s *State) waspProvinceMay(f *engine.Frame, a *Ability) bool {
	p, card := f.Player, f.Card
	return s.holds&holdsWasp != 0 && a.ranged() && s.wasp(p) && s.inPlay(card) && int(s.Cards[card].Controller) == p &&
		s.attacking(card) && !s.marked(card, efMark, combining) && s.Used("battle", useKey(s.P[p].Stronghold, waspProvinceUse)) == 0
}

// waspFreeMay reports a card of p's that may ignore bowing for the cost
// of the Ranged Attack action being paid (x).
func (s *State) waspFreeMay(x *Ctx) bool {
	a := x.A
	return s.holds&holdsWasp != 0 && a.ranged() && a.Bow && s.wasp(x.P) && int(s.Cards[x.Self].Controller) == x.P &&
		!s.marked(x.Self, efMark, waspProvinceMark) && s.Used("battle", useKey(s.P[x.P].Stronghold, waspFreeUse)) == 0
}

// atProvince reports an action whose Ranged Attack hits the Province.
func (s *State) atProvince(card int) bool {
	return s.holds&holdsWasp != 0 && s.marked(card, efMark, waspProvinceMark)
}

func init() {
	RegisterChoice("wasp-province", &Choice{
		Prompt: "target the battlefield's Province with this Ranged Attack, its strength taken from the Province's?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"province"} },
		Words:  Words{Labels: map[string]string{"province": "target the Province"}, Pass: "target a unit as usual"},
		Picked: func(x *Ctx, p int, _ string, card int) {
			s := x.S
			s.Use("battle", useKey(s.P[p].Stronghold, waspProvinceUse))
			s.addEffect(efMark, p, []int{card}, 0, waspProvinceMark, untilActionOf(card))
		},
	})
	RegisterChoice("wasp-free", &Choice{
		Prompt: "make this Ranged Attack without bowing for its cost?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"ignore"} },
		Words:  Words{Labels: map[string]string{"ignore": "do not bow for it"}, Pass: "bow for it as usual"},
		Picked: func(x *Ctx, p int, _ string, card int) {
			s := x.S
			s.Use("battle", useKey(s.P[p].Stronghold, waspFreeUse))
			s.addEffect(efMark, p, []int{card}, 0, bowPaidMark, untilActionOf(card))
			s.Say(s.Title(card), " does not bow for it")
		},
	})
}

// Card: Essence of Air (Spell). Rule: refilling Provinces (LE-AREA-2) and the Straighten Phase (LE-1).

// Provinces opened by a Shugenja (Essence of Air): while he stays bowed,
// or until his player's Provinces have refilled as many times in one
// turn as his Chi, they refill face up, the cards so refilled keeping
// their full costs, and his player may keep him from straightening.

// Marks: openedMark on the Shugenja whose effect is under way;
// fullPriceMark on a card refilled face up by it, whose costs are not
// reduced.
const (
	openedMark    = "provinces-opened"
	fullPriceMark = "full-price"
)

// OpenProvinces turns every card in the player's Provinces face up and
// starts the effect of the Shugenja (Text.OpensProvinces on his Spell).
func (x *Ctx) OpenProvinces(shugenja int) {
	s := x.S
	for _, pr := range s.P[x.P].Provinces {
		if pr.Card >= 0 && s.Cards[pr.Card].Facedown {
			s.Cards[pr.Card].Facedown = false
			s.Say(s.Title(pr.Card), " is turned face up in Province ", strconv.Itoa(pr.Number))
		}
	}
	s.addEffect(efMark, x.P, []int{shugenja}, 0, openedMark, UntilGame)
}

// opener is p's Shugenja whose effect keeps p's Provinces open now, or -1.
func (s *State) opener(p int) int {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == openedMark && l.Player == p {
			if id := l.Cards[0]; s.inPlay(id) && s.Cards[id].Bowed {
				return id
			}
		}
	}
	return -1
}

// refilledOpen turns a card just refilled into p's Province face up while
// a Shugenja keeps them open, counting the refills of the turn: once they
// reach his Chi, the effect ends.
func (s *State) refilledOpen(p, id int) {
	sh := s.opener(p)
	if sh < 0 {
		return
	}
	s.Cards[id].Facedown = false
	s.addEffect(efMark, p, []int{id}, 0, fullPriceMark, UntilGame)
	s.Say(s.Title(id), " is refilled face up")
	key := useKey(sh, openedRefills)
	s.Use("turn", key)
	if s.Used("turn", key) >= s.Chi(sh) {
		s.unmarkCard(sh, openedMark)
		s.Say(s.Title(sh), "'s Provinces close again")
	}
}

// fullPrice reports a card refilled face up whose costs are not reduced.
func (s *State) fullPrice(id int) bool {
	return s.holds&holdsOpenProvinces != 0 && s.marked(id, efMark, fullPriceMark)
}

// keepOpen asks p, as his Straighten Phase begins, whether his bowed
// Shugenja keeping his Provinces open stays bowed.
func (s *State) keepOpen(p int) {
	if sh := s.opener(p); sh >= 0 {
		(&Ctx{S: s, P: p, Self: sh}).Ask(p, keepBowed, 1, sh)
	}
}

// keepBowed is the choice of keeping a Shugenja bowed (keep).
const keepBowed = "keep-bowed"

func init() {
	RegisterChoice(keepBowed, &Choice{
		Prompt: "keep him bowed, so that his effect goes on?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"keep"} },
		Words:  Words{Labels: map[string]string{"keep": "keep him bowed"}, Pass: "let him straighten"},
		Picked: func(x *Ctx, p int, _ string, sh int) {
			x.S.addEffect(efNoStraight, p, []int{sh}, 0, "", untilStraightened(p))
		},
	})
}

// Cards: Hida Kuon (Personality) and Peasant Riots (Strategy). Rule: costs of targeting (LE-TARGET-1, LE-COST-1).

// Costs some cards add to targeting (Hida Kuon, Peasant Riots): a card to
// discard, paid with the action's other discards.

// riotsMark marks a player whose Yu Personalities, this turn, cost other
// players' Strategies a discard to target (Peasant Riots).
const riotsMark = "peasant-riots"

// Riot gives the player taking the action Peasant Riots' protection until
// the turn ends.
func (x *Ctx) Riot() {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, riotsMark, UntilTurn)
}

// kuonUse counts, per phase, a player's first targeting of a Kuon
// player's Personalities.
func kuonUse(p int) int { return -1<<20 - 10 - p }

// guards lists the cards whose words make targeting id cost the action's
// player a discard: a Peasant Riots player's Stronghold (its mark), a
// Hida Kuon not yet so spent this phase on the player.
func (s *State) guards(x *Ctx, id int) []int {
	if !s.isPersonality(id) || !s.inPlay(id) {
		return nil
	}
	q := int(s.Cards[id].Controller)
	if q == x.P {
		return nil
	}
	var out []int
	if sh := s.P[q].Stronghold; s.typeOf(x.Self) == "strategy" && s.yu(id) > 0 && s.markedBy(sh, riotsMark, q) {
		out = append(out, sh)
	}
	for _, k := range s.P[q].Play {
		if t := s.text(k); t != nil && t.GuardsTargets && s.Used("phase", useKey(k, kuonUse(x.P))) == 0 {
			out = append(out, k)
		}
	}
	return out
}

// targetCost is how many more cards an action's targets make its player
// discard: one for each card that guards one it targets.
func (s *State) targetCost(x *Ctx) int {
	if s.holds&holdsTargetCosts == 0 || x.A == nil {
		return 0
	}
	var all []int
	for i, t := range x.A.targets() {
		if i < len(x.Targets) && x.Targets[i] >= 0 && !t.Chosen {
			for _, g := range s.guards(x, x.Targets[i]) {
				if !slices.Contains(all, g) {
					all = append(all, g)
				}
			}
		}
	}
	return len(all)
}

// spendTargetCost counts, once the costs are chosen, the targetings that
// Kuon's "the first time each phase" was spent on.
func (s *State) spendTargetCost(x *Ctx) {
	if s.holds&holdsTargetCosts == 0 || x.A == nil {
		return
	}
	for i, t := range x.A.targets() {
		if i >= len(x.Targets) || x.Targets[i] < 0 || t.Chosen || !s.isPersonality(x.Targets[i]) {
			continue
		}
		q := int(s.Cards[x.Targets[i]].Controller)
		if q == x.P {
			continue
		}
		for _, k := range s.P[q].Play {
			if tt := s.text(k); tt != nil && tt.GuardsTargets {
				s.Use("phase", useKey(k, kuonUse(x.P)))
			}
		}
	}
}

// Card: Ik'krt (Personality). Rule: an additional cost of Followers' actions (LE-COST-1).

// Actions on Followers opposing a card that taxes them (Text.TaxesFollowers:
// Ik'krt) have the additional cost of targeting and bowing a Follower of
// their player's, which need not be the one whose action it is.

// followerTax is the choice of the Follower bowed for that cost (n: the
// action's card).
const followerTax = "follower-tax"

// taxed reports an action of a card that is a Follower opposing a card
// that taxes them.
func (s *State) taxed(card int) bool {
	if s.typeOf(card) != "follower" || !s.inPlay(card) {
		return false
	}
	for id := range s.Cards {
		if t := s.text(id); t != nil && t.TaxesFollowers && s.inPlay(id) && s.opposes(id, card) {
			return true
		}
	}
	return false
}

// followerTaxed reports the action being taken owing the cost.
func (s *State) followerTaxed(x *Ctx) bool {
	return x.A != nil && x.A.Timing != Reaction && s.taxed(x.Self)
}

// taxFollowers lists the Followers p could bow for the cost of the
// action a of card: his unbowed ones, not the card itself when the
// action bows it anyway.
func (s *State) taxFollowers(p, card int, a *Ability) []int {
	var out []int
	for _, id := range s.Attached {
		c := &s.Cards[id]
		if int(c.Controller) == p && !c.Bowed && s.typeOf(id) == "follower" && !(a.Bow && id == card) && !s.neverBows(id) {
			out = append(out, id)
		}
	}
	return out
}

// followerTaxPayable reports the cost payable, or not owed.
func (s *State) followerTaxPayable(p, card int, a *Ability) bool {
	return a.Timing == Reaction || !s.taxed(card) || len(s.taxFollowers(p, card, a)) > 0
}

func init() {
	RegisterChoice(followerTax, &Choice{
		Prompt: "choose your Follower to bow for the action's additional cost",
		Options: func(x *Ctx, p, card int) []int {
			return x.S.taxFollowers(p, card, x.S.takingAction(card))
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.S.bow(id)
			}
		},
	})
}

// Card: Kyoryoku (Item). Rule: Spells of the hand as Kiho Strategies (LE-KIHO-1).

// Spells in hand used as Kiho Strategies (Kyoryoku: Text.KihoSpells):
// the Personalities in the army of the card that allows it perform the
// actions of the Spells in its player's hand as if they were on Kiho
// Strategy cards, the Spells' Gold Costs ignored; "this Shugenja" is the
// performer, chosen as the action is announced, and the Spell is
// discarded once its action resolves, as a Strategy is.

// kihoPerformer marks a Spell in hand whose action is being taken (N: its
// performer).
const kihoPerformer = "kiho-performer"

// kihoArmy lists the Personalities in the army of a card of p's allowing
// it, who may perform a Spell's action from p's hand.
func (s *State) kihoArmy(p int) []int {
	if s.holds&holdsKihoSpells == 0 {
		return nil
	}
	var out []int
	for _, a := range s.Attached {
		t := s.text(a)
		if t == nil || !t.KihoSpells || int(s.Cards[a].Controller) != p {
			continue
		}
		bearer := int(s.Cards[a].Parent)
		if !s.atBattle(bearer) {
			continue
		}
		for _, u := range (&Ctx{S: s, P: p}).Army(bearer) {
			if int(s.Cards[u].Controller) == p && !slices.Contains(out, u) {
				out = append(out, u)
			}
		}
	}
	return out
}

// kihoSpell reports a Spell in p's hand whose actions p may take so now.
func (s *State) kihoSpell(p, card int) bool {
	c := &s.Cards[card]
	return c.Zone == ZHand && s.typeOf(card) == "spell" && len(s.kihoArmy(p)) > 0
}

// kihoPerformers lists who may perform a's action of a Spell in hand: the
// army's Personalities, unbowed when it bows "this Shugenja".
func (s *State) kihoPerformers(p int, a *Ability) []int {
	var out []int
	for _, id := range s.kihoArmy(p) {
		if !a.BowBearer || !s.Cards[id].Bowed && !s.neverBows(id) {
			out = append(out, id)
		}
	}
	return out
}

// kihoBearer is the performer chosen for a Spell in hand's action, or -1.
func (s *State) kihoBearer(card int) int {
	if s.holds&holdsKihoSpells == 0 || s.Cards[card].Zone != ZHand {
		return -1
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == kihoPerformer && len(l.Cards) == 1 && l.Cards[0] == card {
			return l.N
		}
	}
	return -1
}

func init() {
	RegisterChoice(kihoPerformer, &Choice{
		Prompt: "choose the Personality who performs the Spell's action, as a Kiho",
		Options: func(x *Ctx, p, _ int) []int {
			return x.S.kihoPerformers(p, x.S.takingAction(x.Self))
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.S.addEffect(efMark, p, []int{x.Self}, id, kihoPerformer, untilActionOf(x.Self))
			}
		},
	})
}

// Card: Underhand of the Emperor (Wind). Rule: declaring an attack, the Infantry Maneuvers (LE-4.1, LE-4.2).

// A player made to declare an attack this turn, one of whose Personalities
// another player assigns instead of him in the Infantry Maneuvers
// (Underhand of the Emperor: Text.AssignsOthers).

// Marks: mustAttackMark on a player who must declare an attack this
// turn; underhandMark on a Personality that another (the mark's Player)
// assigns; paidPrintedMark on a Personality whose player paid at least
// his printed Gold Cost for him as he entered play.
const (
	mustAttackMark  = "must-attack"
	underhandMark   = "underhand"
	paidPrintedMark = "paid-printed"
)

// MustAttack makes p declare an attack this turn, if he legally can, and
// has the player taking the action assign p's Personality id in that
// attack's Infantry Maneuvers, after p has assigned, instead of p.
func (x *Ctx) MustAttack(p, id int) {
	x.MarkPlayer(p, mustAttackMark, UntilTurn)
	x.S.addEffect(efMark, x.P, []int{id}, 0, underhandMark, UntilTurn)
	x.S.Say(x.S.Names[p], " must attack this turn, and ", x.S.Names[x.P], " assigns ", x.S.Title(id))
}

// mustDeclare reports p made to declare an attack this turn, with a unit
// that could assign.
func (s *State) mustDeclare(p int) bool {
	return s.holds&holdsUnderhand != 0 && s.markedBy(s.P[p].Stronghold, mustAttackMark, p) &&
		(len(s.assignable(p, false, true)) > 0 || slices.ContainsFunc(s.P[p].Play, func(id int) bool { return s.marked(id, efMark, underhandMark) }))
}

// underhanded lists the Attacker's Personalities p assigns instead of
// him, that could assign now: at home, unbowed.
func (s *State) underhanded(p int) []int {
	var out []int
	for _, id := range s.P[s.Attack.Attacker].Play {
		c := &s.Cards[id]
		if c.Zone == ZHome && !c.Bowed && s.isPersonality(id) && s.markedBy(id, underhandMark, p) {
			out = append(out, id)
		}
	}
	return out
}

// withUnderhand adds, after the Attacker's opportunity to assign, the
// players who assign a Personality of his (whether or not he still
// could: the list stays the same while they assign).
func (s *State) withUnderhand(who []int) []int {
	for q := len(s.P) - 1; q >= 0; q-- {
		if q != s.Attack.Attacker && !slices.Contains(who, q) &&
			slices.ContainsFunc(s.P[s.Attack.Attacker].Play, func(id int) bool { return s.markedBy(id, underhandMark, q) }) {
			who = slices.Insert(slices.Clone(who), 1, q)
		}
	}
	return who
}

// paidPrinted notes a Personality whose player paid at least his printed
// Gold Cost for him (cost) as he enters play.
func (s *State) paidPrinted(p, id, cost int) {
	if d := s.def(id); s.holds&holdsUnderhand != 0 && d != nil && d.Type == "personality" && cost >= d.Gold {
		s.addEffect(efMark, p, []int{id}, 0, paidPrintedMark, UntilTurn)
	}
}

// PaidPrinted reports a Personality whose player paid at least his
// printed Gold Cost for him this turn as he entered play.
func (x *Ctx) PaidPrinted(id int) bool { return x.S.marked(id, efMark, paidPrintedMark) }

// assignsOthers reports p with a Personality of the Attacker's to assign
// now.
func (s *State) assignsOthers(p int) bool {
	return s.holds&holdsUnderhand != 0 && len(s.underhanded(p)) > 0
}
