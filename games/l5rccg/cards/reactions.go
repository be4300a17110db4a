package cards

import . "tessen/games/l5rccg"

// bySelf: the trigger is about this card; byBearer: about its
// Personality.
func bySelf(x *Ctx) bool   { return x.Subject() == x.Self }
func byBearer(x *Ctx) bool { return x.Bearer() >= 0 && x.Subject() == x.Bearer() }

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Ikoma Kosaku: Reaction: after he is assigned to an attacking army,
	// a target face-up Lion Clan Personality in one of your Provinces
	// costs 2 less this turn, not below 3.
	Register("ikoma-kosaku", &Text{Abilities: []*Ability{{
		Text: "assigned to attack: a Lion Personality in your Provinces costs 2 less, not below 3", Timing: Reaction, On: OnAssigned,
		If: func(x *Ctx) bool { return bySelf(x) && x.Attacking(x.Self) },
		Targets: []*Target{{Prompt: "choose a face-up Lion Clan Personality in your Provinces", InProvince: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && x.Has(id, "Lion Clan")
		}}},
		Effect: func(x *Ctx) { x.CutCost(x.Target(), 2, 3, "") },
	}}})
	// Tsi Blade: Reaction: after its Personality is assigned, bow it: draw
	// a card.
	Register("tsi-blade", &Text{Abilities: []*Ability{{
		Text: "its Personality assigned: bow it, draw a card", Timing: Reaction, On: OnAssigned, Bow: true, If: byBearer,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Gran-otik: Reaction: after a battle is engaged at his battlefield,
	// bow him: Ranged 3 Attack.
	Register("gran-otik", &Text{Abilities: []*Ability{{
		Text: "a battle engaged where he is: bow him, Ranged 3 Attack", Timing: Reaction, On: OnEngaged, Bow: true, Ranged: 3,
		If: func(x *Ctx) bool { return x.Location(x.Self) == x.Ev.N },
	}}})
	// Gleaming Wakizashi: only on a Samurai or Bushi; Reaction: after its
	// Personality enters a duel, bow it: draw a card.
	Register("gleaming-wakizashi", &Text{Bearer: onlyOn("Samurai", "Bushi"), Abilities: []*Ability{{
		Text: "its Personality enters a duel: bow it, draw a card", Timing: Reaction, On: OnDuelEntered, Bow: true, If: byBearer,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Yoritomo Chimori: Battle/Open, any number of times: discard a card:
	// +1F; Reaction: after he enters a duel, discard a card: +1C.
	Register("yoritomo-chimori", &Text{Abilities: []*Ability{
		{Text: "discard a card: +1F", Timing: BattleOpen, Any: true, Discard: 1,
			Effect: func(x *Ctx) { x.Give(x.Self, 1, 0, "") }},
		{Text: "entering a duel: discard a card, +1C", Timing: Reaction, On: OnDuelEntered, Discard: 1, If: bySelf,
			Effect: func(x *Ctx) { x.Give(x.Self, 0, 1, "") }},
	}})
	// Kakita Nakazo: Political Reaction: after a challenge he issued is
	// refused, gain 3 Honor.
	Register("kakita-nakazo", &Text{Abilities: []*Ability{{
		Text: "his challenge refused: gain 3 Honor", Timing: Reaction, On: OnChallengeRefuse, Keywords: []string{"Political"}, If: bySelf,
		Effect: func(x *Ctx) { x.GainHonor(x.P, 3) },
	}}})
	// Hida Kyuwa: Reaction, even bowed: after a Heroic action targets him,
	// draw a card.
	Register("hida-kyuwa", &Text{Abilities: []*Ability{{
		Text: "a Heroic action targets him: draw a card", Timing: Reaction, On: OnTargeted, EvenBowed: true,
		If:     func(x *Ctx) bool { return bySelf(x) && x.CauseIs("Heroic") },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Hida Tsunesaburo: Reaction: after a Heroic action targets him, +3F.
	Register("hida-tsunesaburo", &Text{Abilities: []*Ability{{
		Text: "a Heroic action targets him: +3F", Timing: Reaction, On: OnTargeted,
		If:     func(x *Ctx) bool { return bySelf(x) && x.CauseIs("Heroic") },
		Effect: func(x *Ctx) { x.Give(x.Self, 3, 0, "") },
	}}})
	// Matsu Taniko: Reaction, once per battle: after a Tactical action you
	// took resolves, draw a card.
	Register("matsu-taniko", &Text{Abilities: []*Ability{{
		Text: "a Tactical action of yours resolved: draw a card", Timing: Reaction, On: OnResolved, Per: "battle",
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P && x.CauseIs("Tactical") },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Ray of Hope: Reaction: after a Personality you control is destroyed,
	// straighten a target non-Stronghold card of yours.
	Register("ray-of-hope", &Text{Abilities: []*Ability{{
		Text: "a Personality of yours destroyed: straighten a card of yours", Timing: Reaction, On: OnDestroyed,
		If:      func(x *Ctx) bool { return x.Ev.Player == x.P && x.Type(x.Subject()) == "personality" },
		Targets: []*Target{{Prompt: "choose your card to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Mine(id) }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
}
