package cards

import (
	"fmt"

	. "tessen/games/l5rlcg"
)

// Phoenix events.
func init() {
	// Way of the Phoenix: an opponent cannot declare conflicts of a chosen
	// ring's element this phase. Max 1 per phase.
	phoenix := make([]Option, len(RingNames))
	for i, name := range RingNames {
		phoenix[i] = Option{Label: name, Do: func(x *Ctx) { x.Restrict(ModNoDeclare+":"+RingNames[i], x.Opp(), "phase") }}
	}
	Register("way-of-the-phoenix", &Text{Abilities: []*Ability{{
		Text: "your opponent cannot declare conflicts of a chosen element this phase", Timing: Action,
		Against: AnyOpponent, Select: &Select{Options: phoenix}, Max: PerPhase(1),
	}}})

	// Display of Power: after you lose an unopposed conflict, cancel its
	// ring effect; you resolve that ring's effect instead, as the attacking
	// player would, and claim the ring.
	Register("display-of-power", &Text{Abilities: []*Ability{{
		Text: "after you lose an unopposed conflict: you resolve its ring's effect and claim the ring instead", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.Opp() && x.S.Conf.Defender == x.P && len(x.S.Participants(x.P)) == 0
		},
		Effect: func(x *Ctx) { x.S.Conf.RingTo = x.P },
	}}})

	// Know the World: switch a ring in your claimed pool with an unclaimed
	// ring, and gain the fate on the ring you take.
	var claimed, unclaimed []Option
	for i, name := range RingNames {
		claimed = append(claimed, Option{Label: name, Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed == x.P }, Do: func(x *Ctx) {}})
		unclaimed = append(unclaimed, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && !(x.S.Conf.Active && x.S.Conf.Ring == i) },
			Do:  func(x *Ctx) { x.SwitchClaimedRing(x.First, name) }})
	}
	Register("know-the-world", &Text{Abilities: []*Ability{{
		Text: "switch a ring you claimed with an unclaimed ring, and gain the fate on it", Timing: Action,
		If:     func(x *Ctx) bool { return len(x.S.RingsHeldBy(x.P)) > 0 && x.S.UnclaimedRings() > 0 },
		Select: &Select{Options: claimed, Then: &Select{Options: unclaimed}},
	}}})

	// Against the Waves: bow or ready a Shugenja.
	Register("against-the-waves", &Text{Abilities: []*Ability{{
		Text: "bow or ready a Shugenja character", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a Shugenja character", Filter: All(Character, Trait("shugenja"), func(x *Ctx, id int) bool { return CanBow(x, id) || CanReady(x, id) })},
		Select: &Select{Options: []Option{
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
			{Label: "ready", Can: func(x *Ctx) bool { return CanReady(x, x.Target()) }, Do: func(x *Ctx) { x.Ready(x.Target()) }},
		}},
	}}})

	// Supernatural Storm: a participant gets +X/+X until the end of the
	// conflict, X the number of Shugenja you control.
	Register("supernatural-storm", &Text{Abilities: []*Ability{{
		Text: "a participant gets +1/+1 per Shugenja you control until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.CountTrait(x.P, "shugenja", false) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.LastingSkills(x.S.CountTrait(x.P, "shugenja", false), "conflict", x.Target()) },
	}}})

	// Benten's Touch: during a conflict, bow a Phoenix Shugenja of yours to
	// honor a participating character you control.
	Register("bentens-touch", &Text{Abilities: []*Ability{{
		Text: "bow a Phoenix Shugenja of yours: honor a participating character you control", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Costs:  []Cost{BowFriendly(All(Clan("phoenix"), Trait("shugenja")))},
		Target: &Target{Characters: true, Prompt: "choose a participating character you control", Filter: All(ParticipatingChar, Friendly, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Harmonize: in a conflict you defend, choose a defending character and
	// an attacking character of equal or lower printed cost; both go home.
	harmonizeCost := func(x *Ctx, id int) int { return x.S.Printed(id).Cost }
	harmonizePartner := func(x *Ctx, id int) bool {
		for _, p := range x.S.P[x.S.Conf.Attacker].Play {
			if p == id || !x.S.Participating(p) || !CanSendHome(x, p) || !Choosable(x, p) {
				continue
			}
			if Defending(x, id) && !Defending(x, p) && harmonizeCost(x, p) <= harmonizeCost(x, id) {
				return true
			}
		}
		for _, p := range x.S.P[x.S.Conf.Defender].Play {
			if p == id || !Defending(x, p) || !CanSendHome(x, p) || !Choosable(x, p) {
				continue
			}
			if Attacking(x, id) && harmonizeCost(x, id) <= harmonizeCost(x, p) {
				return true
			}
		}
		return false
	}
	Register("harmonize", &Text{Abilities: []*Ability{{
		Text: "while you defend: a defender and an attacker of equal or lower printed cost both go home", Timing: Action, Needs: NeedDefending,
		If: func(x *Ctx) bool { return DuringConflict(x) && x.S.Conf.Defender == x.P },
		Target: &Target{Characters: true, Prompt: "choose a defending character and an attacking character with equal or lower printed cost", Count: 2,
			Filter: All(ParticipatingChar, CanSendHome, harmonizePartner),
			Valid: func(x *Ctx, cards []int) error {
				d, a := cards[0], cards[1]
				if Attacking(x, d) {
					d, a = a, d
				}
				if !Defending(x, d) || !Attacking(x, a) {
					return fmt.Errorf("choose one defending and one attacking character")
				}
				if harmonizeCost(x, a) > harmonizeCost(x, d) {
					return fmt.Errorf("the attacking character's printed cost must be equal to or lower than the defending one's")
				}
				return nil
			}},
		Effect: func(x *Ctx) { x.SendHome(x.Targets...) },
	}}})

	// The Path of Man: after you win a conflict by 5 or more, gain 2 fate.
	Register("the-path-of-man", &Text{Abilities: []*Ability{{
		Text: "after you win a conflict by 5 or more: gain 2 fate", Timing: Reaction, On: EvResolved,
		If:     wonByFive,
		Effect: func(x *Ctx) { x.GainFate(x.P, 2) },
	}}})

	// Gift of Amaterasu: after you win a conflict by 5 or more, honor a
	// character you control.
	Register("gift-of-amaterasu", &Text{Abilities: []*Ability{{
		Text: "after you win a conflict by 5 or more: honor a character you control", Timing: Reaction, On: EvResolved,
		If:     wonByFive,
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Winds of Change: return the Air ring from whichever claimed ring pool
	// holds it to the unclaimed ring pool.
	Register("winds-of-change", &Text{Abilities: []*Ability{{
		Text: "return the Air ring from a claimed ring pool to the unclaimed ring pool", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.Rings[Air].Claimed >= 0 },
		Effect: func(x *Ctx) { x.ReturnRing(Air) },
	}}})

	// Severed from the Stream: a glory count; whoever loses it returns each
	// ring they have claimed to the unclaimed pool (a tie: nobody loses).
	severedLoser := func(x *Ctx) int {
		me, them := x.S.GloryCount(x.P), x.S.GloryCount(x.Opp())
		switch {
		case me < them:
			return x.P
		case them < me:
			return x.Opp()
		}
		return -1
	}
	Register("severed-from-the-stream", &Text{Abilities: []*Ability{{
		Text: "a glory count: its loser returns each ring they claimed to the unclaimed pool", Timing: Action,
		Against: func(x *Ctx, q int) bool { return x.S.ClaimedRings(x.P)+x.S.ClaimedRings(q) > 0 },
		Effect: func(x *Ctx) {
			x.S.Say("glory count: ", x.S.Names[x.P], " ", fmt.Sprint(x.S.GloryCount(x.P)), ", ", x.S.Names[x.Opp()], " ", fmt.Sprint(x.S.GloryCount(x.Opp())))
			loser := severedLoser(x)
			if loser < 0 {
				return
			}
			for i := range RingNames {
				if x.S.Rings[i].Claimed == loser {
					x.ReturnRing(i)
				}
			}
		},
	}}})

	// karmicPair orders Karmic Twist's two characters: the one with fate
	// first.
	karmicPair := func(x *Ctx, cards []int) (int, int) {
		if !HasFate(x, cards[0]) {
			return cards[1], cards[0]
		}
		return cards[0], cards[1]
	}
	// Karmic Twist: move all the fate on a non-unique character to a
	// non-unique character without fate that the same player controls.
	Register("karmic-twist", &Text{Abilities: []*Ability{{
		Text: "move all fate from a non-unique character to a non-unique character without fate of the same controller", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a non-unique character with fate, then a non-unique character with no fate its controller controls", Count: 2,
			Filter: All(Character, NonUnique, func(x *Ctx, id int) bool {
				for _, other := range x.S.P[x.S.Controller(id)].Play {
					if other == id || !NonUnique(x, other) || !Choosable(x, other) {
						continue
					}
					if (HasFate(x, id) && CanRemoveFate(x, id) && !HasFate(x, other)) || (!HasFate(x, id) && HasFate(x, other) && CanRemoveFate(x, other)) {
						return true
					}
				}
				return false
			}),
			Valid: func(x *Ctx, cards []int) error {
				from, to := karmicPair(x, cards)
				if x.S.Controller(from) != x.S.Controller(to) {
					return fmt.Errorf("choose two characters of the same controller")
				}
				if !HasFate(x, from) || HasFate(x, to) {
					return fmt.Errorf("choose a character with fate and one with none")
				}
				return nil
			}},
		Effect: func(x *Ctx) {
			from, to := karmicPair(x, x.Targets)
			for range x.S.Card(from).Fate {
				x.MoveFate(from, to)
			}
		},
	}}})

	// Consumed by Five Fires: with a Shugenja of yours in play, remove up to
	// 5 fate in all from the opponent's characters, 1 at a time, as you
	// choose.
	fiveFires := func(x *Ctx) []int { return charactersOf(x, x.Opp(), All(HasFate, CanRemoveFate)) }
	Register("consumed-by-five-fires", &Text{Abilities: []*Ability{{
		Text: "with a Shugenja of yours: remove up to 5 fate in all from your opponent's characters", Timing: Action,
		If: func(x *Ctx) bool { return x.S.CountTrait(x.P, "shugenja", false) > 0 && len(fiveFires(x)) > 0 },
		Pick: &Pick{Prompt: "choose a character to remove 1 fate from (pass: remove no more)", Optional: true,
			From:  fiveFires,
			Times: func(x *Ctx) int { return 5 },
			Do:    func(x *Ctx, id int) { x.RemoveFate(id, 1) }},
	}}})

	// Subdue the Spirits: during a conflict, if you are more honorable,
	// your participants add their glory to each of their skills until the
	// end of the conflict.
	Register("subdue-the-spirits", &Text{Abilities: []*Ability{{
		Text: "while more honorable: your participants add their glory to their skills until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return MoreHonorable(x) && len(x.S.Participants(x.P)) > 0 },
		Effect: func(x *Ctx) { x.Lasting(ModGloryToSkills, 1, "conflict", x.S.Participants(x.P)...) },
	}}})

	// Clarity of Purpose: during a conflict, a character you control cannot
	// be bowed by your opponents' card effects until the conflict ends, and
	// does not bow as the conflict resolves if it is a political one.
	Register("clarity-of-purpose", &Text{Abilities: []*Ability{{
		Text: "a character of yours cannot be bowed by your opponents' card effects, nor bows as a political conflict resolves, until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly)},
		Effect: func(x *Ctx) {
			x.Lasting(ModOpponentsCannot+":"+EvBow, 0, "conflict", x.Target())
			x.Lasting("cannot:"+ResolutionBowIn("political"), 0, "conflict", x.Target())
		},
	}}})

	// Taryū-Jiai: during a conflict, a Shugenja of yours challenges an
	// opponent's Shugenja to a glory duel; the winner's controller resolves
	// the effect of a ring of their choice as the attacking player would.
	jiaiWinner := func(x *Ctx) int {
		if w := x.S.Duel.Winner; w >= 0 {
			return x.S.Controller(w)
		}
		return -1
	}
	jiai := make([]Option, len(RingNames))
	for i, name := range RingNames {
		jiai[i] = Option{Label: name, Can: func(x *Ctx) bool { return jiaiWinner(x) >= 0 }, Do: func(x *Ctx) { x.ResolveRingAs(jiaiWinner(x), i) }}
	}
	jiaiShugenja := func(x *Ctx, p int) int {
		for _, id := range x.Targets {
			if x.S.Controller(id) == p {
				return id
			}
		}
		return -1
	}
	Register("taryu-jiai", &Text{Abilities: []*Ability{{
		Text: "a Shugenja of yours and an opponent's duel on glory; the winner's controller resolves a ring effect of their choice as the attacker", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a Shugenja you control and one your opponent controls", Count: 2,
			Filter: All(Character, Trait("shugenja"), func(x *Ctx, id int) bool { return Friendly(x, id) || Opponents(x, id) }),
			Valid: func(x *Ctx, cards []int) error {
				if len(cards) == 2 && x.S.Controller(cards[0]) != x.S.Controller(cards[1]) {
					return nil
				}
				return fmt.Errorf("choose one Shugenja of each side")
			}},
		Duel: &DuelSpec{Type: "glory",
			Challenger: func(x *Ctx) int { return jiaiShugenja(x, x.P) },
			Challengee: func(x *Ctx) int { return jiaiShugenja(x, x.Opp()) }},
		Select: &Select{AfterDuel: true, Who: jiaiWinner, Options: jiai},
	}}})

	// Oracle of Stone: each player draws 2 cards; then each player discards
	// 2 cards of their choice from their hand.
	Register("oracle-of-stone", &Text{Abilities: []*Ability{{
		Text: "each player draws 2 cards, then discards 2 cards", Timing: Action,
		Effect: func(x *Ctx) {
			for p := range x.S.P {
				x.Draw(p, 2)
			}
		},
		Then: func(x *Ctx) { x.EachDiscards(2) },
	}}})

	// All and Nothing: when you would resolve the Void ring's effect,
	// resolve the effect of another ring of your choice instead, and draw
	// 1 card.
	Register("all-and-nothing", &Text{Abilities: []*Ability{{
		Text: "when you would resolve the Void ring's effect: resolve another ring's effect instead; draw 1 card", Timing: Interrupt, Would: true, On: EvRingEffectWould,
		If: func(x *Ctx) bool { return x.Event().Player == x.P && x.Event().N == Void },
		Instead: func(x *Ctx) {
			x.ReplaceRingEffect()
			x.ResolveRingOfChoice(x.P, Air, Earth, Fire, Water)
			x.Draw(x.P, 1)
		},
	}}})

	// Wholeness of the World: when a ring you claimed would return to the
	// unclaimed pool, it stays claimed instead. Max 1 per round.
	Register("wholeness-of-the-world", &Text{Abilities: []*Ability{{
		Text: "when a ring you claimed would return to the unclaimed pool: it stays claimed", Timing: Interrupt, Would: true, On: EvReturnRing,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P },
		Effect: func(x *Ctx) { x.CancelTrigger() },
		Max:    PerRound(1),
	}}})
}
