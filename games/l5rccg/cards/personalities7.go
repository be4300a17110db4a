package cards

import . "tessen/games/l5rccg"

// Personalities of Spells kept, curses and the Shadowlands.
func init() {
	// Asako Takakazu: Reaction, bow him: after a Spell his player
	// controlled is destroyed, it attaches to him, costs ignored, and is
	// removed from the game the next time it leaves play.
	Register("asako-takakazu", &Text{Abilities: []*Ability{{
		Text: "a Spell of yours destroyed, bow: it attaches to him, to be removed when it next leaves play", Timing: Reaction, On: OnDestroyed, Bow: true,
		If: func(x *Ctx) bool {
			spell := x.Subject()
			return x.Ev.Player == x.P && x.Type(spell) == "spell" && x.MayHold(spell, x.Self)
		},
		Effect: func(x *Ctx) {
			spell := x.Subject()
			x.AttachFree(spell, x.Self)
			x.ExileOnLeave(spell)
		},
	}}})
	// Bayushi Saya: Political Open: the next time this turn a Personality
	// is assigned or performs an action, his controller loses his Personal
	// Honor in Honor and he is dishonored.
	Register("bayushi-saya", &Text{Abilities: []*Ability{{
		Text: "a Personality's next assignment or action this turn costs his Personal Honor and dishonors him", Timing: Open, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose a Personality", Anywhere: true, Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.CurseOnAct(x.Target()) },
	}}})
	Register("daigotsu-koshiro", &Text{Says: "his player loses 4 Honor as he enters play; he joins no player of 1 or more Family Honor; as a battle of his army's begins, the other Personalities of his army with Personal Honor bow", Enters: loseOnEntry(4),
		JoinsOnly: func(x *Ctx) bool { return x.Honor(x.P) < 1 },
		BattleBegins: func(x *Ctx, prov int) {
			if x.Location(x.Self) != prov {
				return
			}
			for _, id := range x.Army(x.Self) {
				if id != x.Self && x.PersonalHonor(id) >= 1 {
					x.Bow(id)
				}
			}
		}})
	// Tsuruchi Arishia: Battle, bow her: Ranged 4 Attack; Reaction: after
	// an enemy's Battle action resolves, with her at the battle and her
	// player yet to act in it, Ranged 3 Attack.
	Register("tsuruchi-arishia", &Text{Abilities: []*Ability{
		{Text: "bow: Ranged 4 Attack", Timing: Battle, Bow: true, Ranged: 4},
		{Text: "an enemy's Battle action resolved, you yet to act: Ranged 3 Attack", Timing: Reaction, On: OnResolved, Ranged: 3,
			If: func(x *Ctx) bool {
				tm := x.ResolvedTiming()
				return x.Ev.Player != x.P && (tm == Battle || tm == BattleOpen) && x.AtBattle(x.Self) && !x.ActedThisBattle(x.P)
			}},
	}})
}
