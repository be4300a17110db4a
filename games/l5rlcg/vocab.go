package l5rlcg

import (
	"iter"
	"slices"
	"strconv"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// The shared vocabulary cards are written in: conditions, target
// filters and costs. A card reads as a sentence of these words.

// DuringConflict: "during a conflict".
func DuringConflict(x *Ctx) bool { return x.S.Conf.Active }

// ConflictOfType: "during a [type] conflict".
func ConflictOfType(typ string) func(x *Ctx) bool {
	return func(x *Ctx) bool { return x.S.Conf.Active && x.S.Conf.Type == typ }
}

// SelfParticipating: "while this character is participating".
func SelfParticipating(x *Ctx) bool { return x.S.Participating(x.Self) }

// SelfAttacking: "while this character is attacking".
func SelfAttacking(x *Ctx) bool {
	return x.S.Participating(x.Self) && x.S.Controller(x.Self) == x.S.Conf.Attacker
}

// ControlsParticipating: "if you control a participating [trait] character".
func ControlsParticipating(trait string) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		for _, id := range x.S.Participants(x.P) {
			if trait == "" || x.S.HasTrait(id, trait) {
				return true
			}
		}
		return false
	}
}

// Participating reports a character participating in the conflict.
func (s *State) Participating(id int) bool {
	return s.Conf.Active && s.Cards[id].Zone == ZPlay && s.Cards[id].InConflict
}

// IsCharacter reports a character in play.
func (s *State) IsCharacter(id int) bool { return s.Cards[id].Zone == ZPlay }

// Controller is the player controlling a card.
func (s *State) Controller(id int) int { return int(s.Cards[id].Controller) }

// Owner is the player owning a card.
func (s *State) Owner(id int) int { return int(s.Cards[id].Owner) }

// Parent is the card an attachment is attached to, or -1.
func (s *State) Parent(id int) int { return int(s.Cards[id].Parent) }

// Filter is a target requirement over one card.
type Filter func(x *Ctx, id int) bool

// All joins filters: every one must hold.
func All(fs ...Filter) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool {
		for _, f := range fs {
			if !f(x, id) {
				return false
			}
		}
		return true
	}
}

// Character: a character in play.
func Character(x *Ctx, id int) bool { return x.S.IsCharacter(id) }

// ParticipatingChar: a participating character.
func ParticipatingChar(x *Ctx, id int) bool { return x.S.Participating(id) }

// Opponents: controlled by the ability's controller's opponent.
func Opponents(x *Ctx, id int) bool { return x.S.Controller(id) == x.Opp() }

// AnOpponents: controlled by an opponent, any of them ("an opponent
// controls").
func AnOpponents(x *Ctx, id int) bool { c := x.S.Controller(id); return c >= 0 && c != x.P }

// Friendly: controlled by the ability's controller.
func Friendly(x *Ctx, id int) bool { return x.S.Controller(id) == x.P }

// Other: not the card whose ability this is.
func Other(x *Ctx, id int) bool { return id != x.Self }

// AtHome: a character in play, not participating.
func AtHome(x *Ctx, id int) bool { return x.S.IsCharacter(id) && !x.S.Cards[id].InConflict }

// Clan: of a clan, by its printed symbol or one it gained (HasClan).
func Clan(clan string) Filter {
	return func(x *Ctx, id int) bool { return x.S.HasClan(id, clan) }
}

// Trait: with a trait.
func Trait(t string) Filter { return func(x *Ctx, id int) bool { return x.S.HasTrait(id, t) } }

// PrintedCostAtMost: "with printed cost N or lower".
func PrintedCostAtMost(n int) Filter {
	return func(x *Ctx, id int) bool { d := x.S.def(id); return !d.NoCost && d.Cost <= n }
}

// SkillAtMost: "with [type] skill N or lower" (current skill).
func SkillAtMost(typ string, n int) Filter {
	return func(x *Ctx, id int) bool { return !x.S.Dash(id, typ) && x.S.Skill(id, typ) <= n }
}

// NoDash: its skill of a type is not a dash (it can be modified, duel).
func NoDash(typ string) Filter { return func(x *Ctx, id int) bool { return !x.S.Dash(id, typ) } }

// The "would be affected" filters: a target that the effect could not
// change is not eligible (RR "Target").
func CanBow(x *Ctx, id int) bool {
	return !x.S.Cards[id].Bowed && !x.S.cannot(Act{EvBow, id, x.P, x.Self})
}
func CanReady(x *Ctx, id int) bool {
	return x.S.Cards[id].Bowed && !x.S.cannot(Act{EvReady, id, x.P, x.Self})
}
func CanHonor(x *Ctx, id int) bool {
	return x.S.Cards[id].Status != Honored && !x.S.cannot(Act{EvHonor, id, x.P, x.Self})
}
func CanDishonor(x *Ctx, id int) bool {
	return x.S.Cards[id].Status != Dishonored && !x.S.cannot(Act{EvDishonor, id, x.P, x.Self})
}
func CanDiscard(x *Ctx, id int) bool { return !x.S.cannot(Act{"discard", id, x.P, x.Self}) }
func CanMoveIn(x *Ctx, id int) bool {
	s := x.S
	return s.Conf.Active && !s.Cards[id].InConflict && !s.cannot(Act{"move-conflict", id, x.P, x.Self}) &&
		!s.HasRestriction(s.Controller(id), ModNoMoveIn) && !s.HasRestriction(s.Controller(id), ModNoMoveToConflict) &&
		s.canParticipate(id, s.Controller(id) == s.Conf.Defender)
}

// Costs.

// LoseHonor: "lose N honor".
func LoseHonor(n int) Cost {
	return Cost{Text: "lose honor", CanPay: func(x *Ctx) bool { return x.S.P[x.P].Honor >= n && !x.S.honorBarred(x.P, ActLoseHonor) },
		Pay: func(x *Ctx, _ int) { x.S.loseHonor(x.P, n) }}
}

// BowSelf: "bow this card". Like every cost that is a game action on a
// card, it is paid through its triggering condition, whose interrupts
// and reactions may be used as it is paid (RR "Initiating Abilities").
func BowSelf() Cost {
	return Cost{Text: "bow this card", CanPay: func(x *Ctx) bool { return !x.S.Cards[x.Self].Bowed },
		Pay: func(x *Ctx, _ int) { x.Bow(x.Self) }, Needs: needReady}
}

// DishonorFriendly: "dishonor a friendly [trait] character".
func DishonorFriendly(trait string) Cost {
	eligible := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.P[x.P].Play {
			if (trait == "" || x.S.HasTrait(id, trait)) && CanDishonor(x, id) {
				out = append(out, id)
			}
		}
		return out
	}
	return Cost{Text: "dishonor a friendly " + trait + " character", Choices: eligible,
		Pay: func(x *Ctx, id int) { x.Dishonor(id) }}
}

// RefillFaceup refills a province faceup (Akodo Gunso).
func (x *Ctx) RefillFaceup(owner, prov int) { x.S.refill(owner, prov, true) }

// ProvinceEmpty reports a province holding no dynasty card.
func (s *State) ProvinceEmpty(p, prov int) bool { return len(s.P[p].Dyn[prov]) == 0 }

// IsDefending reports a character participating on the defender's side.
func (s *State) IsDefending(id int) bool {
	return s.Participating(id) && s.Controller(id) == s.Conf.Defender
}

// Card reads a card's state.
func (s *State) Card(id int) Card { return s.Cards[id] }

// Attachments lists a card's attachments in the order they were attached.
func (s *State) Attachments(id int) []int { return slices.Collect(s.attachmentsOf(id)) }

// attachmentsOf yields them without making a list.
func (s *State) attachmentsOf(id int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for _, a := range s.Attached {
			if s.Parent(a) == id && !yield(a) {
				return
			}
		}
	}
}

// Event is the triggering condition a reaction answers; outside one (an
// action, or a target checked with no condition at hand) it is no event:
// no kind, no player, no cards.
func (x *Ctx) Event() engine.Event {
	if x.Ev == nil {
		return engine.Event{Player: -1, Source: -1}
	}
	return *x.Ev
}

// AttackedProvince is the province card under attack, or -1.
func (s *State) AttackedProvince() int {
	if !s.Conf.Active {
		return -1
	}
	return s.P[s.Conf.Defender].Prov[s.Conf.Prov]
}

// Printed is a card's printed facts.
func (s *State) Printed(id int) *carddb.Def { return s.def(id) }

// Attachment: an attachment in play.
func Attachment(x *Ctx, id int) bool { return x.S.Cards[id].Zone == ZAttached }

// CountHonored counts the honored characters p controls.
func (s *State) CountHonored(p int) int {
	n := 0
	for _, id := range s.Seat(p).Play {
		if s.Cards[id].Status == Honored {
			n++
		}
	}
	return n
}

// TakeFate and TakeHonor move tokens from another player's pool to the
// controller's (RR "Take").
func (x *Ctx) TakeFate(from, n int) {
	if from < 0 {
		return
	}
	n = min(n, x.S.P[from].Fate)
	x.S.P[from].Fate -= n
	x.S.P[x.P].Fate += n
	if !x.S.Quiet && n > 0 {
		x.S.Say(x.S.Names[from], " gives ", x.S.Names[x.P], " ", strconv.Itoa(n), " fate")
	}
}
func (x *Ctx) TakeHonor(from, n int) {
	was := x.S.P[x.P].Honor
	x.S.transferHonor(from, x.P, n)
	x.gainedHonor(x.P, x.S.P[x.P].Honor-was) // honorgain.go
}

// SacrificeSelf: "sacrifice this card" (RR "Sacrifice").
func SacrificeSelf() Cost {
	return Cost{Text: "sacrifice this card", CanPay: func(x *Ctx) bool { return !x.S.cannot(Act{"discard", x.Self, x.P, x.Self}) },
		Pay: func(x *Ctx, _ int) { x.sacrificeAsCost(x.Self) }}
}

// CanTakeControl: a card the controller could take control of (not a
// unique whose copy they own or control in play: RR "Unique Cards").
func CanTakeControl(x *Ctx, id int) bool {
	d := x.S.def(id)
	return !d.Unique || !x.S.uniqueInPlay(x.P, d.Title)
}

// InOwnDiscard: a card in one of the controller's discard piles.
func InOwnDiscard(x *Ctx, id int) bool {
	c := &x.S.Cards[id]
	return int(c.Owner) == x.P && (c.Zone == ZConflictDiscard || c.Zone == ZDynastyDiscard)
}

// CanPutIntoPlay: a character that could be put into play for the
// controller now.
func CanPutIntoPlay(x *Ctx, id int) bool {
	d := x.S.def(id)
	return d.Type == "character" && (!d.Unique || !x.S.uniqueInPlay(x.P, d.Title))
}

// CanPutIntoConflict: a character that could be put into play for the
// controller participating in the conflict under way: one the effect can
// affect as a whole, so an ability cannot choose a character that could
// not take part (RR "Participating and Cannot Participate").
func CanPutIntoConflict(x *Ctx, id int) bool {
	s := x.S
	if !CanPutIntoPlay(x, id) || !s.Conf.Active || (x.P != s.Conf.Attacker && x.P != s.Conf.Defender) || s.HasRestriction(x.P, ModNoMoveIn) {
		return false
	}
	return s.couldParticipate(id, x.P == s.Conf.Defender)
}

// CanAttach reports whether an attachment could be attached to a
// character by p.
func (s *State) CanAttach(char, att, p int) bool {
	return contains(s.attachTargets(p, att), char)
}

// More filters.

// Attacking and Defending: participating on that side.
func Attacking(x *Ctx, id int) bool {
	return x.S.Participating(id) && x.S.Controller(id) == x.S.Conf.Attacker
}
func Defending(x *Ctx, id int) bool { return x.S.IsDefending(id) }

// NonUnique: not a unique card.
func NonUnique(x *Ctx, id int) bool { return !x.S.def(id).Unique }

// PrintedCostAtLeast: "with printed cost N or higher".
func PrintedCostAtLeast(n int) Filter {
	return func(x *Ctx, id int) bool { d := x.S.def(id); return !d.NoCost && d.Cost >= n }
}

// StatusIs: honored, ordinary or dishonored.
func StatusIs(status int) Filter {
	return func(x *Ctx, id int) bool { return int(x.S.Cards[id].Status) == status }
}

// HasFate: with fate on it.
func HasFate(x *Ctx, id int) bool { return x.S.Cards[id].Fate > 0 }

// Not negates a filter.
func Not(f Filter) Filter { return func(x *Ctx, id int) bool { return !f(x, id) } }

// CanSendHome: a participant that could be moved home.
func CanSendHome(x *Ctx, id int) bool {
	return x.S.Participating(id) && !x.S.cannot(Act{"move-home", id, x.P, x.Self})
}

// CanRemoveFate: with fate that could be removed.
func CanRemoveFate(x *Ctx, id int) bool {
	return x.S.Cards[id].Fate > 0 && !x.S.cannot(Act{EvRemoveFate, id, x.P, x.Self})
}

// Conditions.

// SelfDefending: "while this character is defending".
func SelfDefending(x *Ctx) bool { return x.S.IsDefending(x.Self) }

// OnlyParticipant: this character is its controller's only participant.
func OnlyParticipant(x *Ctx) bool {
	ps := x.S.Participants(x.P)
	return len(ps) == 1 && ps[0] == x.Self
}

// ByAnOpponent: the condition answered is an opponent's doing ("after an
// opponent ..."): any of the player's opponents, not only "your opponent"
// of a conflict (Learn to Play, Appendix I).
func ByAnOpponent(x *Ctx) bool { p := x.Event().Player; return p >= 0 && p != x.P }

// MoreHonorable: the controller has more honor than the opponent.
func MoreHonorable(x *Ctx) bool { return x.S.P[x.P].Honor > x.S.Seat(x.Opp()).Honor }

// LessHonorableThan: the controller has less honor than opponent q (an
// Ability.Against: "if you are less honorable than an opponent").
func LessHonorableThan(x *Ctx, q int) bool { return x.S.P[x.P].Honor < x.S.P[q].Honor }

// AnyOpponent, as an Ability.Against: "choose an opponent".
func AnyOpponent(x *Ctx, q int) bool { return true }

// ConflictElement: "during a [element] conflict".
func ConflictElement(ring int) func(x *Ctx) bool {
	return func(x *Ctx) bool { return x.S.ConflictHasElement(ring) }
}

// ConflictElements lists the elements of the conflict: its contested
// ring's, and any the ring gains (Seeker of Knowledge gives it Air).
func (s *State) ConflictElements() []int {
	if !s.Conf.Active {
		return nil
	}
	out := []int{s.Conf.Ring}
	gains := func(id int) {
		if t := textOf(s, id); t != nil && t.RingGains != nil && !s.blank(id) {
			if e := t.RingGains(s, id); e >= 0 && !slices.Contains(out, e) {
				out = append(out, e)
			}
		}
	}
	for _, id := range s.Participants(s.Conf.Attacker) {
		gains(id)
		// An attachment's "while attached character is attacking"
		// (Unveiled Destiny) asks its own text.
		for _, a := range s.Attachments(id) {
			gains(a)
		}
	}
	return out
}

// ConflictHasElement reports an element of the conflict.
func (s *State) ConflictHasElement(ring int) bool { return slices.Contains(s.ConflictElements(), ring) }

// AtThisProvince: "during a conflict at this province".
func AtThisProvince(x *Ctx) bool { return x.S.AttackedProvince() == x.Self }

// Both joins conditions.
func Both(cs ...func(x *Ctx) bool) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		for _, c := range cs {
			if !c(x) {
				return false
			}
		}
		return true
	}
}

// More costs.

// SacrificeFriendly: "sacrifice a friendly [matching] character".
func SacrificeFriendly(f Filter) Cost {
	return Cost{Text: "sacrifice a friendly character",
		Choices: func(x *Ctx) []int {
			var out []int
			for _, id := range x.S.P[x.P].Play {
				if (f == nil || f(x, id)) && !x.S.cannot(Act{"discard", id, x.P, x.Self}) {
					out = append(out, id)
				}
			}
			return out
		},
		Pay: func(x *Ctx, id int) { x.Discard(id) }}
}

// SpendFate: "spend N fate" (to the general pool).
func SpendFate(n int) Cost {
	return Cost{Text: "spend fate", CanPay: func(x *Ctx) bool { return x.S.P[x.P].Fate >= n && !x.S.cannotSpendFate(x.P) },
		Pay: func(x *Ctx, _ int) { x.S.P[x.P].Fate -= n }}
}

// GiveFate: "give your opponent N fate" (which needs an opponent: with
// more than two players, a player outside a conflict has none to give to).
func GiveFate(n int) Cost {
	return Cost{Text: "give fate", CanPay: func(x *Ctx) bool { return x.Opp() >= 0 && x.S.P[x.P].Fate >= n },
		Pay: func(x *Ctx, _ int) { x.S.P[x.P].Fate -= n; x.S.P[x.Opp()].Fate += n }}
}

// RemoveFateSelf: "remove N fate from this character".
func RemoveFateSelf(n int) Cost {
	return Cost{Text: "remove fate from this character", CanPay: func(x *Ctx) bool { return int(x.S.Cards[x.Self].Fate) >= n },
		Pay: func(x *Ctx, _ int) { x.RemoveFate(x.Self, n) }}
}

// RemoveFateFriendly: "remove N fate from a friendly [matching] character".
func RemoveFateFriendly(n int, f Filter) Cost {
	return Cost{Text: "remove fate from a friendly character",
		Choices: func(x *Ctx) []int {
			var out []int
			for _, id := range x.S.P[x.P].Play {
				if int(x.S.Cards[id].Fate) >= n && (f == nil || f(x, id)) {
					out = append(out, id)
				}
			}
			return out
		},
		Pay: func(x *Ctx, id int) { x.RemoveFate(id, n) }}
}

// DishonorFriendlyParticipant: "dishonor a friendly participating character".
func DishonorFriendlyParticipant() Cost {
	c := DishonorFriendly("")
	choices := c.Choices
	c.Choices = func(x *Ctx) []int {
		var out []int
		for _, id := range choices(x) {
			if x.S.Participating(id) {
				out = append(out, id)
			}
		}
		return out
	}
	return c
}

// Counting.

// Holdings counts the faceup holdings p controls in provinces.
func (s *State) Holdings(p int) int {
	n := 0
	for prov := range s.P[p].Dyn {
		for _, id := range s.P[p].Dyn[prov] {
			if !s.Cards[id].Facedown && s.def(id).Type == "holding" {
				n++
			}
		}
	}
	return n
}

// CountTrait counts the characters p controls with a trait (in play).
func (s *State) CountTrait(p int, trait string, participatingOnly bool) int {
	n := 0
	for _, id := range s.P[p].Play {
		if s.HasTrait(id, trait) && (!participatingOnly || s.Cards[id].InConflict) {
			n++
		}
	}
	return n
}

// ClaimedRings counts the claimed rings (of p, or of anyone for p < 0),
// those considered claimed included (considered.go).
func (s *State) ClaimedRings(p int) int {
	n := 0
	for i := range s.Rings {
		if (p < 0 && s.InAClaimedPool(i)) || (p >= 0 && s.HasClaimedRing(p, i)) {
			n++
		}
	}
	return n
}

// UnclaimedRingFate totals the fate on unclaimed rings.
func (s *State) UnclaimedRingFate() int {
	n := 0
	for _, r := range s.Rings {
		if r.Claimed < 0 {
			n += r.Fate
		}
	}
	return n
}

// Skills adds a modifier to both skills.
func Skills(add func(card int, kind string, n int), card, n int) {
	add(card, ModMil, n)
	add(card, ModPol, n)
}

// LastingSkills gives +n to both skills until a timing point.
func (x *Ctx) LastingSkills(n int, until string, cards ...int) {
	x.Lasting(ModMil, n, until, cards...)
	x.Lasting(ModPol, n, until, cards...)
}

// InOwnProvince: a faceup card in one of the controller's provinces.
func InOwnProvince(x *Ctx, id int) bool {
	c := &x.S.Cards[id]
	return c.Zone == ZProvince && int(c.Owner) == x.P && !c.Facedown
}

// FacedownProvinces counts p's unrevealed (facedown) provinces.
func (s *State) FacedownProvinces(p int) int {
	n := 0
	for _, id := range s.ProvinceCards(p) {
		if s.Cards[id].Facedown {
			n++
		}
	}
	return n
}

// WinMargin is how much the winner of the conflict won by.
func (s *State) WinMargin() int {
	d := s.Conf.AttSkill - s.Conf.DefSkill
	if s.Conf.Winner == s.Conf.Defender {
		d = -d
	}
	return d
}

// DiscardAtRandom discards n cards at random from p's hand.
func (x *Ctx) DiscardAtRandom(p, n int) {
	for i := 0; i < n && len(x.S.Seat(p).Hand) > 0; i++ {
		h := x.S.P[p].Hand
		id := h[x.S.RNG.Intn(len(h))]
		if x.handDiscardBarred(id) {
			return // every card of the hand is barred alike
		}
		x.S.discard(id)
		x.S.saidAtRandom(p, id)
		x.S.handDiscardNotice(p, x.Self, id)
	}
}

// SwitchConflictType turns a military conflict political and the other
// way round; participants that cannot take part go home bowed (the state
// check), and the contested ring keeps its element.
func (x *Ctx) SwitchConflictType() {
	if x.S.Conf.Type == "military" {
		x.S.Conf.Type = "political"
	} else {
		x.S.Conf.Type = "military"
	}
	x.S.Say("the conflict becomes ", x.S.Conf.Type)
}

// Again wraps the extra cost of resolving an ability twice.
func Again(c Cost) *Cost { return &c }

// HasElement reports a province's element.
func (s *State) HasElement(id int, element string) bool {
	for _, e := range s.def(id).Elements {
		if e == element {
			return true
		}
	}
	return false
}

// BreakProvince breaks a province by a card effect: the controller's
// opponent counts as having broken it (RR "Breaking a Province").
func (x *Ctx) BreakProvince(prov int) {
	if !x.S.canBreak(prov) {
		return
	}
	x.acts = append(x.acts, engine.Event{Kind: EvBreak, Player: x.S.Opponent(x.S.Controller(prov)), Cards: engine.One(prov), Source: x.Self})
}

// UnclaimedRings counts the rings in the unclaimed pool (the contested
// ring is not there while its conflict resolves).
func (s *State) UnclaimedRings() int {
	n := 0
	for i := range s.Rings {
		if s.unclaimed(i) {
			n++
		}
	}
	return n
}

// Cards is the card database the game plays with (the card data plus the
// scenario runner's blank cards).
func Cards() *carddb.DB { return defs() }

// BowCost bows a card to pay a cost.
func (x *Ctx) BowCost(id int) { x.S.Cards[id].Bowed = true }

// DiscardFromHand: "discard a card from your hand" (the player chooses).
func DiscardFromHand() Cost {
	return Cost{Text: "discard a card from your hand",
		Choices: func(x *Ctx) []int { return append([]int(nil), x.S.P[x.P].Hand...) },
		Pay: func(x *Ctx, id int) {
			x.S.discard(id)
			if !x.S.Quiet {
				x.S.Say(x.S.Names[x.P], " discards ", x.S.name(id))
			}
			x.S.handDiscardNotice(x.P, x.Self, id)
		}}
}

// DiscardStatus discards a character's status token.
func (x *Ctx) DiscardStatus(id int) {
	if x.spares(id) {
		return
	}
	x.S.Cards[id].Status = Ordinary
	x.S.Say(x.S.Describe(id), "'s status token is discarded")
}

// ChangeBid changes the value a player's revealed bid counts for (the
// dial itself is not turned: RR "Bid Value"), never below 0.
func (x *Ctx) ChangeBid(p, n int) { x.S.P[p].Bid = max(0, x.S.P[p].Bid+n) }

// TurnFaceup turns a facedown card in a province faceup.
func (x *Ctx) TurnFaceup(id int) {
	if x.S.Cards[id].Zone == ZProvince {
		x.S.turnFaceupInProvince(id)
		return
	}
	x.S.turnFace(id, false)
}

// SwitchContestedRing makes another unclaimed ring the contested ring;
// fate on it goes to the attacker (RR "Rings").
func (x *Ctx) SwitchContestedRing(ring int) {
	s := x.S
	s.Conf.Ring = ring
	if !s.CannotTakeRingFate(s.Conf.Attacker) {
		s.P[s.Conf.Attacker].Fate += s.Rings[ring].Fate
		s.Rings[ring].Fate = 0
	}
	s.Say("the ", RingNames[ring], " ring is now contested")
}

// RoleElement is the element of p's role, or "".
func (s *State) RoleElement(p int) string {
	r := s.P[p].Role
	if r < 0 {
		return ""
	}
	for _, e := range RingNames {
		if s.def(r).HasTrait(e) {
			return e
		}
	}
	return ""
}

// ParticipantGlory totals the glory of p's ready participants.
func (s *State) ParticipantGlory(p int) int {
	n := 0
	for _, id := range s.Participants(p) {
		if !s.Cards[id].Bowed {
			n += s.Glory(id)
		}
	}
	return n
}

// unclaimedRings lists the rings in the unclaimed pool.
func (s *State) unclaimedRings() []int {
	var out []int
	for i := range s.Rings {
		if s.unclaimed(i) {
			out = append(out, i)
		}
	}
	return out
}

// unclaimed reports a ring nobody has claimed and no conflict contests.
func (s *State) unclaimed(ring int) bool {
	return s.Rings[ring].Claimed < 0 && !(s.Conf.Active && s.Conf.Ring == ring)
}

// SpendFateToRing: "spend 1 fate to an unclaimed ring" (the player
// chooses the ring).
func SpendFateToRing(n int) Cost {
	return Cost{Text: "spend fate to an unclaimed ring", Ring: true,
		CanPay: func(x *Ctx) bool { return x.S.P[x.P].Fate >= n && !x.S.cannotSpendFate(x.P) },
		Pay: func(x *Ctx, ring int) {
			x.S.P[x.P].Fate -= n
			x.S.Rings[ring].Fate += n
		}}
}

// Restrict establishes a player-wide lasting effect on p until a timing
// point (Tranquility, Grasp of Earth, Way of the Phoenix).
func (x *Ctx) Restrict(kind string, p int, until string) {
	if p < 0 {
		return
	}
	x.S.Effects.Add(engine.Lasting{Kind: kind, Source: x.Self, Player: p, Until: until})
}

// TopOfConflictDeck lists the top n cards of p's conflict deck.
func (s *State) TopOfConflictDeck(p, n int) []int {
	d := s.Seat(p).ConflictDeck
	return append([]int(nil), d[:min(n, len(d))]...)
}

// TakeToHand adds a card from p's deck to p's hand (a search's find).
func (x *Ctx) TakeToHand(id int) {
	owner := x.S.Owner(id)
	x.S.place(id, ZHand, owner, 0, false)
	x.S.Say(x.S.Names[owner], " adds a card to their hand")
}

// ShuffleConflictDeck shuffles p's conflict deck (after a search).
func (x *Ctx) ShuffleConflictDeck(p int) {
	if p >= 0 {
		engine.Shuffle(&x.S.RNG, x.S.P[p].ConflictDeck)
	}
}

// ToDeckBottom puts a card from p's conflict deck on its bottom.
func (x *Ctx) ToDeckBottom(id int) {
	x.S.place(id, ZNone, x.S.Owner(id), 0, false)
	x.S.place(id, ZConflictDeck, x.S.Owner(id), 0, false)
}

// DiscardFromHandCard discards a card from a hand.
func (x *Ctx) DiscardFromHandCard(id int) {
	if x.handDiscardBarred(id) {
		return
	}
	owner, inHand := x.S.Owner(id), x.S.Cards[id].Zone == ZHand
	x.S.discard(id)
	if inHand {
		x.S.handDiscardNotice(owner, x.Self, id)
	}
}

// AttackingAlone: the only attacking character.
func (s *State) AttackingAlone(id int) bool {
	if !s.Participating(id) || s.Controller(id) != s.Conf.Attacker {
		return false
	}
	return len(s.Participants(s.Conf.Attacker)) == 1
}

// SwitchProvinceCards swaps two cards between provinces (Borderlands
// Fortifications); each keeps its facing.
func (x *Ctx) SwitchProvinceCards(a, b int) {
	s := x.S
	ca, cb := &s.Cards[a], &s.Cards[b]
	pa, pb := ca.Prov, cb.Prov
	owner := ca.Owner
	dyn := &s.P[owner].Dyn
	dyn[pa] = without(dyn[pa], a)
	dyn[pb] = without(dyn[pb], b)
	dyn[pa] = append(dyn[pa], b)
	dyn[pb] = append(dyn[pb], a)
	ca.Prov, cb.Prov = pb, pa
}

// Discount makes the next card of a kind its player plays cost less,
// until a timing point (City of Lies).
func (x *Ctx) Discount(kind string, n int, until string) {
	x.S.Effects.Add(engine.Lasting{Kind: kind, Source: x.Self, Player: x.P, N: n, Until: until})
}

// ReturnFate returns all fate on a character to its owner's pool.
func (x *Ctx) ReturnFate(id int) {
	c := &x.S.Cards[id]
	x.S.P[c.Owner].Fate += int(c.Fate)
	c.Fate = 0
}

// CanPlayAttachment reports whether p could play an attachment now
// (affordable, with a character to attach it to).
func (s *State) CanPlayAttachment(p, id int) bool {
	return s.canAttachSomewhere(p, id)
}

// PlayFrom plays a card from where it is (not the hand), paying its cost
// as usual (Guidance of the Ancestors from the discard pile).
func (x *Ctx) PlayFrom(id int) {
	c := &x.S.Cards[id]
	x.then = append(x.then, &engine.Frame{Kind: kPlay, Player: x.P, Card: id, Index: int(c.Prov), N: int(c.Zone)})
}

// PlaysItself reports a card out of play with an action usable where it
// lies (Guidance of the Ancestors: "play this attachment from your
// conflict discard pile"): using it is playing the card from there.
func (s *State) PlaysItself(id int) bool {
	t := textOf(s, id)
	if t == nil || s.inPlay(id) {
		return false
	}
	for _, a := range t.Abilities {
		if a.Timing == Action && slices.Contains(a.From, s.Cards[id].Zone) {
			return true
		}
	}
	return false
}

// FirstTriggered is the index of the first triggered ability printed on
// a card, or -1.
func (s *State) FirstTriggered(id int) int {
	if t := textOf(s, id); t != nil && !s.blank(id) {
		for i, a := range t.Abilities {
			if a.Timing == Action || a.Timing == Reaction || a.Timing == Interrupt {
				return i
			}
		}
	}
	return -1
}

// DeclareNow gives the controller a conflict opportunity at once
// (Breakthrough).
func (x *Ctx) DeclareNow() {
	x.then = append(x.then, &engine.Frame{Kind: kDeclare, Player: x.P})
}

// CouldDeclare reports whether p has a legal conflict to declare now: an
// effect that declares one could change nothing without (RR-COST-4).
func (s *State) CouldDeclare(p int) bool { return len(s.declarations(nil, p)) > 0 }

// CardsInUnbrokenProvinces lists the dynasty cards in p's unbroken provinces.
func (s *State) CardsInUnbrokenProvinces(p int) []int {
	var out []int
	for prov := range s.Provinces() {
		if !s.Cards[s.P[p].Prov[prov]].Broken {
			out = append(out, s.P[p].Dyn[prov]...)
		}
	}
	return out
}

// ShuffleIntoDynastyDeck shuffles a card from a province into its owner's
// dynasty deck; the province stays empty until refilled.
func (x *Ctx) ShuffleIntoDynastyDeck(id int) {
	owner := x.S.Cards[id].Owner
	x.S.place(id, ZDynastyDeck, int(owner), 0, false)
	engine.Shuffle(&x.S.RNG, x.S.P[owner].DynastyDeck)
}

// PutHoldingInEmptyProvince puts a holding into play, faceup, in the
// controller's empty unbroken province (Rebuild's emptied one), or
// refills it as usual when there is none.
func (x *Ctx) PutHoldingInEmptyProvince(id int) {
	s := x.S
	for prov := range s.Provinces() {
		if len(s.P[x.P].Dyn[prov]) == 0 && !s.Cards[s.P[x.P].Prov[prov]].Broken {
			s.place(id, ZProvince, x.P, prov, false)
			s.turnFace(id, false)
			return
		}
	}
}

// SwitchClaimedRing returns a claimed ring to the unclaimed pool and
// claims an unclaimed one, taking the fate on it (Know the World).
func (x *Ctx) SwitchClaimedRing(from, to string) {
	f, t := slices.Index(RingNames[:], from), slices.Index(RingNames[:], to)
	if f < 0 || t < 0 {
		return
	}
	x.S.Rings[f].Claimed = -1
	x.S.Rings[t].Claimed = x.P
	if !x.S.CannotTakeRingFate(x.P) {
		x.S.P[x.P].Fate += x.S.Rings[t].Fate
		x.S.Rings[t].Fate = 0
	}
	x.S.Say(x.S.Names[x.P], " switches the ", from, " ring for the ", to, " ring")
}

// MoveFate moves 1 fate from one character to another: taken off the
// one, it is placed on the other, a placing the reactions to fate placed
// answer (ruling 27).
func (x *Ctx) MoveFate(from, to int) {
	if x.S.Cards[from].Fate > 0 {
		x.S.Cards[from].Fate--
		x.PlaceFate(to, 1)
	}
}

// ActionAbilities lists the indexes of a card's printed action abilities,
// which a card may gain (GainAbility: Illustrious Plagiarist gains each of
// an event's).
func (s *State) ActionAbilities(id int) []int {
	var out []int
	if t := textOf(s, id); t != nil && !s.blank(id) {
		for i, a := range t.Abilities {
			if a.Timing == Action {
				out = append(out, i)
			}
		}
	}
	return out
}
