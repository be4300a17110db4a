package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// New Era's Dynasty Phase (NE-5.1 to NE-5.3): the active player takes
// any number of Dynasty actions — Recruit (`recruit CARD`), Discard,
// Wooden Gold, Legacy — and the phase ends with no discarding of its own
// (Lotus's end of the phase discards face-up Province cards, LE-5).

// kProclaim asks, after a recruit, whether to Proclaim (NE-ABILITY-PROCLAIM).
const kProclaim = "proclaim"

// proclaimUse counts a player's Proclaim of the turn, on his Stronghold.
const proclaimUse = -1 << 21

// dynastyOffers is what the active player may do in the Dynasty Phase:
// recruit, and in New Era its Dynasty actions too.
func (s *State) dynastyOffers(p int) []engine.Answer {
	out := s.recruitOffers(p)
	if s.newEra() && p == s.Active {
		out = append(out, s.abilityOffers(p)...)
	}
	return out
}

// takeDynasty takes a Dynasty Phase answer: a recruit, or a New Era
// Dynasty action.
func (s *State) takeDynasty(p int, a engine.Answer) error {
	if a.Verb == "recruit" || !s.newEra() {
		return s.takeRecruit(p, a)
	}
	return s.takeAbility(p, a)
}

// dynastyFits: a Dynasty action, in its player's own Dynasty Phase only.
func (s *State) dynastyFits(p int) bool {
	return s.newEra() && !s.inBattle() && s.Phase == phaseNames[5] && p == s.Active
}

// clanDiscount reports a Personality that Lotus's Faction choice (2 Gold
// off or his Personal Honor, LE-5-FACTION) is offered for. New Era's
// Recruit pays all costs (NE-ABILITY-RECRUIT): its Clan's Honor is
// Proclaim's.
func (s *State) clanDiscount(p, id int) bool { return !s.newEra() && s.ofFaction(p, id) }

// neClans are New Era's eight Clan mons (NE-CLAN-1).
var neClans = []string{"crab", "phoenix", "crane", "dragon", "scorpion", "lion", "mantis", "unicorn"}

// ofClan reports, in New Era, a Personality with p's Clan alignment: his
// card bears the mon of p's Stronghold's Clan, one of the eight (NE-CLAN-1);
// a Personality with none is Unaligned and of nobody's (NE-CLAN-2).
func (s *State) ofClan(p, id int) bool {
	return s.newEra() && slices.Contains(neClans, s.faction(p)) && s.ofFaction(p, id)
}

// proclaims reports a Personality just brought into play from a Province
// in p's Dynasty Phase that p may Proclaim for: of his Clan alignment, his
// Proclaim of the turn unused (docs/rulings.md 40).
func (s *State) proclaims(p, id int) bool {
	return s.newEra() && s.Phase == phaseNames[5] && p == s.Active && s.isPersonality(id) && s.inPlay(id) &&
		s.ofClan(p, id) && s.Used("turn", useKey(s.P[p].Stronghold, proclaimUse)) == 0
}

// proclaimFrame asks whether to Proclaim for the Personality (f.Card).
func proclaimFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 || !s.proclaims(f.Player, f.Card) {
		return engine.Done | engine.Unchanged
	}
	f.Stage = 1
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: kProclaim,
		Prompt:  "Proclaim " + s.Title(f.Card) + ": gain Honor equal to his Personal Honor (once a turn)?",
		Options: []engine.Answer{{Verb: "proclaim"}, engine.Pass}})
	return engine.Again | engine.Unchanged
}

func answerProclaim(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch a.Verb {
	case "proclaim":
		s.Use("turn", useKey(s.P[p].Stronghold, proclaimUse))
		s.gainHonorFor(p, s.personalHonor(f.Card), "proclaiming "+s.Title(f.Card))
	case "pass":
	default:
		return fmt.Errorf("proclaim or pass")
	}
	return nil
}

func init() {
	AnswerWords(kProclaim, Words{Labels: map[string]string{}, Pass: "do not Proclaim"})

	// NE-ABILITY-DISCARD: Dynasty, any number of times a turn: discard a
	// face-up card of one of one's Provinces; the Province refills.
	RegisterFormatAction(FormatNewEra, "discard", &Ability{
		Text: "discard a face-up card from one of your Provinces", Timing: Dynasty, Any: true,
		Targets: []*Target{{Prompt: "choose the face-up card of your Province to discard", Chosen: true, InProvince: true}},
		Effect: func(x *Ctx) {
			s, id := x.S, x.Target()
			s.Say(s.Names[x.P], " discards ", s.Title(id))
			s.toDiscard(id, false)
			s.refill(x.P)
		},
	})

	// NE-ABILITY-MULLIGAN: Limited, once or twice in one's first turn:
	// one or more cards of one's Provinces go to the bottom of the Dynasty
	// deck, and those Provinces refill face up.
	mulligan := &Target{Prompt: "choose a card of your Provinces to put at the bottom of your Dynasty deck too, or none more", Chosen: true, InProvince: true, Optional: true,
		Filter: func(x *Ctx, id int) bool { return !slices.Contains(x.Targets, id) }}
	first := *mulligan
	first.Optional, first.Prompt = false, "choose a card of your Provinces to put at the bottom of your Dynasty deck"
	RegisterFormatAction(FormatNewEra, "initial-mulligan", &Ability{
		Text: "put cards of your Provinces at the bottom of your Dynasty deck; they refill face up", Timing: Limited, Times: 2, Per: "turn",
		If:      func(x *Ctx) bool { return x.S.firstTurn(x.P) },
		Targets: []*Target{&first, mulligan, mulligan, mulligan},
		Effect: func(x *Ctx) {
			var provs []int
			for _, id := range x.Targets {
				if id >= 0 && x.InProvinces(id) {
					provs = append(provs, int(x.S.Cards[id].Prov))
					x.ToDynastyBottom(id)
				}
			}
			for _, n := range provs {
				x.RefillFaceUp(n)
			}
		},
	})

	// NE-ABILITY-WOODEN-GOLD: Dynasty, in one's first turn: 4 Gold, to be
	// paid only for Holdings (this phase: NE-GOLD).
	RegisterFormatAction(FormatNewEra, "wooden-gold", &Ability{
		Text: "produce 4 Gold to be paid only for Holdings", Timing: Dynasty,
		If: func(x *Ctx) bool { return x.S.firstTurn(x.P) },
		Effect: func(x *Ctx) {
			x.S.Say(x.S.Names[x.P], " produces 4 Gold for Holdings")
			x.S.setPool(x.P, woodenGold, x.S.pooled(x.P, woodenGold)+4)
		},
	})
}

// neEquip is Equip's choice of the card from hand (NE-ABILITY-EQUIP).
const neEquip = "ne-equip"

func init() {
	// NE-ABILITY-EQUIP: Open, any number of times a turn: attach a
	// Follower, Item or Spell from hand to one's Personality, paying all
	// costs (the Lotus rules' attaching, LE-3-ATTACH, made Open:
	// docs/rulings.md 43).
	RegisterFormatAction(FormatNewEra, "equip", &Ability{
		Text: "attach a Follower, Item or Spell from your hand to your Personality, paying all costs", Timing: Open, Any: true,
		If:     func(x *Ctx) bool { return len(x.S.equippable(x.P)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, neEquip, 1, 0) },
	})
	RegisterChoice(neEquip, &Choice{
		Prompt:  "choose the Follower, Item or Spell from your hand to attach",
		Options: func(x *Ctx, p, _ int) []int { return x.S.equippable(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				y := *x
				y.P = p
				y.AttachFromHand(id)
			}
		},
	})
}

// equippable lists the cards of p's hand he could attach now.
func (s *State) equippable(p int) []int {
	var out []int
	for _, id := range s.P[p].Hand {
		if s.canAttach(p, id) {
			out = append(out, id)
		}
	}
	return out
}

// firstTurn reports p's first turn of the game (docs/rulings.md 41): the
// turns go round the table from the first, one a player.
func (s *State) firstTurn(p int) bool { return p == s.Active && s.Turn <= len(s.P) }

// New Era's Gold pools (NE-GOLD): Gold produced and not spent on the cost
// it paid goes to the player's other costs in the same phase; Wooden Gold's
// only to Holdings. Each is a mark on the Stronghold (N: the Gold) that
// ends with the phase.
const (
	goldPool   = "gold-pool"
	woodenGold = "wooden-gold"
)

// pooled is p's Gold of a pool.
func (s *State) pooled(p int, label string) int {
	if !s.newEra() || !s.anyEffect(efMark) {
		return 0
	}
	sh := s.P[p].Stronghold
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label && slices.Contains(l.Cards, sh) {
			return l.N
		}
	}
	return 0
}

// setPool sets p's Gold of a pool, for the rest of the phase.
func (s *State) setPool(p int, label string, n int) {
	sh := s.P[p].Stronghold
	for s.unmarkCard(sh, label) {
	}
	if n > 0 {
		s.addEffect(efMark, p, []int{sh}, n, label, UntilPhase)
	}
}

// poolGold is the pooled Gold p may pay for a cost now (paying: the card
// coming into play, or -1).
func (s *State) poolGold(p, paying int) int {
	n := s.pooled(p, goldPool)
	if paying >= 0 && s.typeOf(paying) == "holding" {
		n += s.pooled(p, woodenGold)
	}
	return n
}

// spendPools takes a cost paid (cost) from what paid it: first what pays
// without bowing, then the pools (Wooden Gold first, for a Holding), then
// the cards bowed (produced: their Gold); what those produced beyond it
// goes to the pool (NE-GOLD). Lotus's excess is lost (LE-GOLD-1).
func (s *State) spendPools(p, paying, cost, bonus, produced int) {
	if !s.newEra() {
		return
	}
	due := max(0, cost-(bonus-s.poolGold(p, paying)))
	if paying >= 0 && s.typeOf(paying) == "holding" {
		w := s.pooled(p, woodenGold)
		use := min(w, due)
		due -= use
		s.setPool(p, woodenGold, w-use)
	}
	g := s.pooled(p, goldPool)
	use := min(g, due)
	due -= use
	s.setPool(p, goldPool, g-use+max(0, produced-due))
}

// clanHonorMark marks, on a New Era player's Stronghold, Clan Honor
// (NE-CLAN-HONOR): he has lost Honor from another player's card.
const clanHonorMark = "clan-honor"

// lostHonorFrom notes, in New Era, p's loss of Honor from a card
// (source, -1 for the rules'): from another player's, Clan Honor is his
// for the rest of the game (docs/rulings.md 40).
func (s *State) lostHonorFrom(p, source int) {
	if !s.newEra() || source < 0 || int(s.Cards[source].Controller) == p || s.clanHonor(p) {
		return
	}
	s.addEffect(efMark, p, []int{s.P[p].Stronghold}, 0, clanHonorMark, UntilGame)
	s.Say(s.Names[p], " has Clan Honor: the Honor Requirements of their Clan's Personalities are ignored")
}

// clanHonor reports a New Era player with Clan Honor.
func (s *State) clanHonor(p int) bool {
	return s.newEra() && s.marked(s.P[p].Stronghold, efMark, clanHonorMark)
}

// bloodMoney is what Blood Money adds to a Personality's cost (NE-BLOOD-
// MONEY): 3, for one of p's Clan whose Honor Requirement p does not meet
// and Clan Honor does not waive; taken only where it is needed, since it
// does nothing else (docs/rulings.md 40).
func (s *State) bloodMoney(p, id int) int {
	d := s.def(id)
	if !s.newEra() || d == nil || d.Type != "personality" || !s.belowHonorReq(p, id) || !s.ofClan(p, id) || s.clanHonor(p) {
		return 0
	}
	return 3
}

// Legacy's choices (NE-ABILITY-LEGACY): the card of the hand removed, the
// Legacy Holding found, and bringing it in once its Gold is paid.
const (
	neLegacyCost = "ne-legacy-cost"
	neLegacyFind = "ne-legacy-find"
	neLegacyPaid = "ne-legacy-paid"
)

// legacyHoldings lists the Legacy Holdings of p's Dynasty deck and
// Provinces.
func (s *State) legacyHoldings(p int) []int {
	var out []int
	for _, id := range s.P[p].DynastyDeck {
		if s.typeOf(id) == "holding" && s.hasKeyword(id, "Legacy") {
			out = append(out, id)
		}
	}
	for _, pr := range s.P[p].Provinces {
		if id := pr.Card; !pr.Destroyed && id >= 0 && s.typeOf(id) == "holding" && s.hasKeyword(id, "Legacy") {
			out = append(out, id)
		}
	}
	return out
}

func init() {
	// NE-ABILITY-LEGACY: Dynasty: remove a card of one's hand from the
	// game to search the Dynasty deck and Provinces for a Legacy Holding,
	// brought into play bowed, paying all costs; finding none, one loses.
	RegisterFormatAction(FormatNewEra, "legacy", &Ability{
		Text: "remove a card of your hand from the game: search your Dynasty deck and Provinces for a Legacy Holding and bring it into play bowed, paying its cost; finding none, you lose", Timing: Dynasty,
		If:     func(x *Ctx) bool { return len(x.S.P[x.P].Hand) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, neLegacyCost, 1, 0) },
	})
	RegisterChoice(neLegacyCost, &Choice{
		Prompt:  "choose the card of your hand to remove from the game",
		Options: func(x *Ctx, p, _ int) []int { return x.S.P[p].Hand },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.RemoveFromGame(id)
			}
			s := x.S
			found := s.legacyHoldings(p)
			s.shuffle(s.P[p].DynastyDeck) // searched
			if len(found) == 0 {
				s.Say(s.Names[p], " finds no Legacy Holding")
				s.eliminate(p, "legacy")
				return
			}
			x.Ask(p, neLegacyFind, 1, 0)
		},
	})
	RegisterChoice(neLegacyFind, &Choice{
		Prompt:  "choose the Legacy Holding to bring into play",
		Options: func(x *Ctx, p, _ int) []int { return x.S.legacyHoldings(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				s := x.S
				y := &Ctx{S: s, P: p, Self: id}
				if cost := s.cost(p, id, -1); cost > 0 { // paid as for the Holding: Wooden Gold pays it
					s.Push(engine.Frame{Kind: kChoice, Player: p, Card: id, Index: p, N: 1, Turn: id, Labels: []string{neLegacyPaid}})
					s.Push(engine.Frame{Kind: kPay, Player: p, Card: id, Index: payCard, N: cost})
					continue
				}
				y.Paid = true
				choices[neLegacyPaid].Done(y, p, nil, id)
			}
		},
	})
	RegisterChoice(neLegacyPaid, &Choice{
		Prompt:  "the Legacy Holding comes into play",
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, id int) {
			s := x.S
			if !x.Paid {
				s.Say(s.Title(id), " stays: its cost is not paid")
				return
			}
			from, prov := s.Cards[id].Zone, int(s.Cards[id].Prov)
			if s.intoPlayFrom(p, id, from) {
				s.Cards[id].Bowed = true
				s.Say(s.Names[p], " brings ", s.Title(id), " into play bowed")
				s.enteredFrom(p, id, from, prov)
				if from == ZProvince {
					s.refill(p)
				}
			}
		},
	})
}

// sayBloodMoney tells the log of Blood Money added to a cost.
func (s *State) sayBloodMoney(p, id int) {
	if n := s.bloodMoney(p, id); n > 0 {
		s.Say(s.Names[p], " pays ", strconv.Itoa(n), " Gold more for ", s.Title(id), " to ignore his Honor Requirement (Blood Money)")
	}
}

// neFromProvince is what New Era's keywords do as a card comes into play
// from p's Province prov: a Renew card has its Province refilled face up
// (NE-RENEW); a Fortification stays attached to its Province (NE-FORTIFICATION),
// a Holding in play like any other that is destroyed with the Province
// (docs/rulings.md 49).
func (s *State) neFromProvince(p, id, prov int) {
	if prov <= 0 {
		return
	}
	if s.hasKeyword(id, "Renew") {
		s.addEffect(efMark, p, []int{s.P[p].Stronghold}, prov, refillFaceUpMark, UntilTurn)
	}
	if c := &s.Cards[id]; c.Zone == ZHome && s.typeOf(id) == "holding" && s.hasKeyword(id, "Fortification") {
		c.Prov = int8(prov)
		s.Say(s.Title(id), " is attached to ", s.Names[p], "'s Province ", strconv.Itoa(prov))
	}
}

// fortificationsAt lists the Fortifications attached to p's Province n.
func (s *State) fortificationsAt(p, n int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if c := s.Cards[id]; c.Zone == ZHome && int(c.Prov) == n && s.hasKeyword(id, "Fortification") {
			out = append(out, id)
		}
	}
	return out
}

// Forfeits reports an answer that loses the game outright for p: New
// Era's Legacy while his Dynasty deck and Provinces hold no Legacy Holding
// (NE-ABILITY-LEGACY), which he knows from his own deck list.
func (g *Game) Forfeits(p int, a engine.Answer) bool {
	s := g.S
	return s.newEra() && a.Verb == "use" && len(a.Labels) == 1 && a.Labels[0] == "legacy" && len(s.legacyHoldings(p)) == 0
}
