package cards

import (
	. "tessen/games/l5rlcg"
)

// Crab holdings.
func init() {
	// Borderlands Fortifications: switch this holding with a card in
	// another of your provinces.
	Register("borderlands-fortifications", &Text{Abilities: []*Ability{{
		Text: "switch this holding with a card in another of your provinces", Timing: Action,
		Target: &Target{Prompt: "choose a card in another of your provinces", In: provinces,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && int(c.Owner) == x.P && c.Prov != x.S.Card(x.Self).Prov
			}},
		Effect: func(x *Ctx) { x.SwitchProvinceCards(x.Self, x.Target()) },
	}}})

	// Funeral Pyre: sacrifice a friendly character to draw a card.
	Register("funeral-pyre", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Karada District: give an opponent 1 fate to take control of an
	// attachment on one of their characters and attach it to a character
	// of yours that could take it (your choice), or else discard it.
	karadaHomes := func(x *Ctx) []int {
		att := x.Target()
		if att < 0 || x.S.Card(att).Zone != ZAttached {
			return nil
		}
		return charactersOf(x, x.P, func(x *Ctx, id int) bool { return x.S.CanAttach(id, att, x.P) })
	}
	Register("karada-district", &Text{Abilities: []*Ability{{
		Text: "give an opponent 1 fate: take an attachment from one of their characters onto one of yours, or discard it", Timing: Action,
		Against: AnyOpponent,
		Costs:   []Cost{GiveFate(1)},
		Target: &Target{Prompt: "choose an attachment on a character your opponent controls",
			Filter: All(Attachment, func(x *Ctx, id int) bool { return x.S.Controller(x.S.Parent(id)) == x.Opp() })},
		Effect: func(x *Ctx) {
			if len(karadaHomes(x)) == 0 {
				x.Discard(x.Target())
			}
		},
		Pick: &Pick{Prompt: "choose a character you control to attach it to",
			From: karadaHomes,
			Do: func(x *Ctx, id int) {
				x.TakeControl(x.Target(), "")
				x.Attach(x.Target(), id)
			}},
	}}})

	// Iron Mine: when a character you control would leave play, this
	// holding is sacrificed in its place.
	Register("iron-mine", &Text{Abilities: []*Ability{{
		Text: "when a character you control would leave play: sacrifice this holding instead", Timing: Interrupt, Would: true, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return len(e.Cards) == 1 && x.S.IsCharacter(e.Cards[0]) && x.S.Controller(e.Cards[0]) == x.P
		},
		Instead: func(x *Ctx) { x.Discard(x.Self) },
	}}})

	// Kuni Laboratory: each character its controller controls gets +1/+1;
	// as the conflict phase begins, its controller loses 1 honor.
	Register("kuni-laboratory", &Text{Says: "each character you control gets +1 military and +1 political", ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			for _, id := range s.P[s.Controller(self)].Play {
				Skills(add, id, 1)
			}
		},
		Abilities: []*Ability{{
			Text: "after the conflict phase begins: lose 1 honor", Timing: ForcedReaction, On: EvPhase,
			If:     func(x *Ctx) bool { return x.Event().Label == "conflict" },
			Effect: func(x *Ctx) { x.LoseHonor(x.P, 1) },
		}}})

	// Hiruma Outpost: while its province is unbroken, an opponent who
	// declares a conflict against a province with no holding in it loses
	// 1 honor.
	Register("hiruma-outpost", &Text{Abilities: []*Ability{{
		Text: "while its province is unbroken, after an opponent declares a conflict against a province without a holding: they lose 1 honor", Timing: Reaction, On: EvDeclared,
		If: func(x *Ctx) bool {
			own := x.S.Card(x.S.P[x.P].Prov[x.S.Card(x.Self).Prov])
			if own.Broken || !ByAnOpponent(x) {
				return false
			}
			cf := x.S.Conf
			for _, id := range x.S.P[cf.Defender].Dyn[cf.Prov] {
				if c := x.S.Card(id); !c.Facedown && x.S.Printed(id).Type == "holding" {
					return false
				}
			}
			return true
		},
		Effect: func(x *Ctx) { x.LoseHonor(x.Event().Player, 1) },
	}}})

	// Heavy Ballista: during a military conflict you defend, discard a card
	// from your hand: the controller of a ready attacking character bows
	// it or removes 1 fate from it, their choice.
	Register("heavy-ballista", &Text{Abilities: []*Ability{{
		Text: "discard a card from your hand, while you defend a military conflict: a ready attacker's controller bows it or removes 1 fate from it", Timing: Action, Needs: NeedMilitary | NeedDefending,
		If:     func(x *Ctx) bool { return ConflictOfType("military")(x) && x.S.Conf.Defender == x.P },
		Costs:  []Cost{DiscardFromHand()},
		Target: &Target{Characters: true, Prompt: "choose a ready attacking character", Filter: All(Attacking, func(x *Ctx, id int) bool { return !x.S.Card(id).Bowed })},
		Select: &Select{By: "opponent", Options: []Option{
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
			{Label: "remove-fate", Can: func(x *Ctx) bool { return CanRemoveFate(x, x.Target()) }, Do: func(x *Ctx) { x.RemoveFate(x.Target(), 1) }},
		}},
	}}})
}
