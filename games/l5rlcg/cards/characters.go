package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// cannotAttack, cannotDefend: "this character cannot be declared as an
// attacker / a defender" ("cannot participate as an attacker").
func cannotAttack(s *State, self int, a Act) bool { return a.Kind == "attack" }
func cannotDefend(s *State, self int, a Act) bool { return a.Kind == "defend" }

// cannotAttackFavor: cannot attack a player who holds the Imperial Favor
// (the conflict's defender, or the would-be conflict's as it is declared).
func cannotAttackFavor(s *State, self int, a Act) bool {
	return a.Kind == "attack" && s.Favor >= 0 && s.Favor == s.Conf.Defender
}

func init() {
	Register("hiruma-yojimbo", &Text{Cannot: cannotAttack})
	Register("shiba-peacemaker", &Text{Cannot: cannotAttack})
	Register("aggressive-moto", &Text{Cannot: cannotDefend})
	Register("otomo-courtier", &Text{Cannot: cannotAttackFavor})

	// Political Rival: +3 political while defending.
	Register("political-rival", &Text{ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.IsDefending(self) {
			add(self, ModPol, 3)
		}
	}})

	// Seeker of Enlightenment: +1/+1 for each fate on the unclaimed rings.
	Register("seeker-of-enlightenment", &Text{ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		Skills(add, self, s.UnclaimedRingFate())
	}})

	// Ishiken Initiate: +1/+1 for each claimed ring.
	Register("ishiken-initiate", &Text{ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		Skills(add, self, s.ClaimedRings(-1))
	}})

	// Yogo Outcast: +1/+1 while its controller is less honorable than an
	// opponent.
	Register("yogo-outcast", &Text{ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		p := s.Controller(self)
		if s.AnOpponent(p, func(o int) bool { return s.P[p].Honor < s.P[o].Honor }) {
			Skills(add, self, 1)
		}
	}})

	// Utaku Infantry: while participating, +1/+1 for each participating
	// Unicorn character its controller controls.
	Register("utaku-infantry", &Text{ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if !s.Participating(self) {
			return
		}
		n := 0
		for _, id := range s.Participants(s.Controller(self)) {
			if s.Printed(id).Clan == "unicorn" {
				n++
			}
		}
		Skills(add, self, n)
	}})

	// Honored General: while it participates, each other participating
	// Lion character its controller controls gets +1 military; after it
	// enters play, honor it.
	Register("honored-general", &Text{
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Participating(self) {
				return
			}
			for _, id := range s.Participants(s.Controller(self)) {
				if id != self && s.Printed(id).Clan == "lion" {
					add(id, ModMil, 1)
				}
			}
		},
		Abilities: []*Ability{{
			Text: "after it enters play: honor it", Timing: Reaction, On: EvEnterPlay,
			If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && CanHonor(x, x.Self) },
			Effect: func(x *Ctx) { x.Honor(x.Self) },
		}},
	})

	// Border Rider: ready it.
	Register("border-rider", &Text{Abilities: []*Ability{{
		Text: "ready this character", Timing: Action,
		If:     func(x *Ctx) bool { return CanReady(x, x.Self) },
		Effect: func(x *Ctx) { x.Ready(x.Self) },
	}}})

	// Shinjo Outrider: during a conflict, move it to the conflict.
	Register("shinjo-outrider", &Text{Abilities: []*Ability{{
		Text: "move this character to the conflict", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return DuringConflict(x) && CanMoveIn(x, x.Self) },
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
	}}})

	// Brash Samurai: while it is your only participant, honor it.
	Register("brash-samurai", &Text{Abilities: []*Ability{{
		Text: "while it is your only participating character: honor it", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return OnlyParticipant(x) && CanHonor(x, x.Self) },
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Venerable Historian: while participating, if you are more honorable,
	// honor it.
	Register("venerable-historian", &Text{Abilities: []*Ability{{
		Text: "while participating and more honorable: honor it", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && MoreHonorable(x) && CanHonor(x, x.Self) },
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Vanguard Warrior: sacrifice it to place 1 fate on a character.
	Register("vanguard-warrior", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: place 1 fate on a character", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, Other)},
		Effect: func(x *Ctx) { x.PlaceFate(x.Target(), 1) },
	}}})

	// Stoic Gunso: during a conflict, sacrifice a friendly character: +3
	// military until the end of the conflict.
	Register("stoic-gunso", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: +3 military until the end of the conflict", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{SacrificeFriendly(Other)},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 3, "conflict", x.Self) },
	}}})

	// Steadfast Witch Hunter: sacrifice a friendly character to ready a
	// character.
	Register("steadfast-witch-hunter", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: ready a character", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Target: &Target{Characters: true, Prompt: "choose a character to ready", Filter: All(Character, CanReady)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Adept of Shadows: lose 1 honor to return it to your hand.
	Register("adept-of-shadows", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: return it to your hand", Timing: Action,
		Costs:  []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.ReturnToHand(x.Self) },
	}}})

	// Wandering Ronin: during a conflict, remove 1 fate from it: +2/+2 until
	// the end of the conflict. Limit twice per conflict.
	Register("wandering-ronin", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from it: +2 military and +2 political until the end of the conflict", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{RemoveFateSelf(1)},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
		Limit:  PerConflict(2),
	}}})

	// Sinister Soshi: during a conflict, a participant gets -2/-2 until the
	// end of the conflict.
	Register("sinister-soshi", &Text{Abilities: []*Ability{{
		Text: "a participating character gets -2 military and -2 political until the end of the conflict", Timing: Action, InConflict: true,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.LastingSkills(-2, "conflict", x.Target()) },
	}}})

	// Lion's Pride Brawler: while attacking, bow a character whose military
	// skill is no higher than its own.
	Register("lions-pride-brawler", &Text{Abilities: []*Ability{{
		Text: "while attacking: bow a character with equal or lower military skill", Timing: Action, InConflict: true,
		If: SelfAttacking,
		Target: &Target{Characters: true, Prompt: "choose a character with equal or lower military skill", Filter: All(Character, Other, CanBow, NoDash("military"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "military") <= x.S.Skill(x.Self, "military") })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Master of the Spear: while attacking, the opponent sends one of their
	// participants home, their choice.
	Register("master-of-the-spear", &Text{Abilities: []*Ability{{
		Text: "while attacking: your opponent moves one of their participating characters home", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return SelfAttacking(x) && len(opponentParticipants(x, CanSendHome)) > 0 },
		Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to move home",
			From: func(x *Ctx) []int { return opponentParticipants(x, CanSendHome) },
			Do:   func(x *Ctx, id int) { x.SendHome(id) }},
	}}})

	// Isawa Masahiro: during a Fire conflict, bow it to discard a
	// participant with printed cost 2 or lower.
	Register("isawa-masahiro", &Text{Abilities: []*Ability{{
		Text: "bow it, during a Fire conflict: discard a participating character with printed cost 2 or lower", Timing: Action, InConflict: true,
		If: ConflictElement(Fire), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with printed cost 2 or lower", Filter: All(ParticipatingChar, PrintedCostAtMost(2), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Solemn Scholar: during a conflict, if you have claimed the Earth
	// ring, bow an attacking character.
	Register("solemn-scholar", &Text{Abilities: []*Ability{{
		Text: "with the Earth ring claimed: bow an attacking character", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.Rings[Earth].Claimed == x.P },
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Doji Gift Giver: while participating, give the opponent 1 fate; they
	// bow a ready participating character of theirs, their choice.
	Register("doji-gift-giver", &Text{Abilities: []*Ability{{
		Text: "give your opponent 1 fate: they bow one of their ready participating characters", Timing: Action, InConflict: true,
		If:    func(x *Ctx) bool { return SelfParticipating(x) && len(opponentParticipants(x, CanBow)) > 0 },
		Costs: []Cost{GiveFate(1)},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to bow",
			From: func(x *Ctx) []int { return opponentParticipants(x, CanBow) },
			Do:   func(x *Ctx, id int) { x.Bow(id) }},
	}}})

	// Kakita Asami: in a political conflict she takes part in, while you
	// count more political skill, take 1 honor from the opponent.
	Register("kakita-asami", &Text{Abilities: []*Ability{{
		Text: "while participating in a political conflict you are winning on skill: take 1 honor", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && ConflictOfType("political")(x) && x.S.SideSkill(x.P) > x.S.SideSkill(x.Opp()) && x.S.Seat(x.Opp()).Honor > 0
		},
		Effect: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) },
	}}})

	// Asako Diplomat: after it wins a conflict, honor or dishonor a character.
	Register("asako-diplomat", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict: honor or dishonor a character", Timing: Reaction, On: EvResolved,
		If:     selfWon(nil),
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })},
		Select: &Select{Options: []Option{
			{Label: "honor", Can: func(x *Ctx) bool { return CanHonor(x, x.Target()) }, Do: func(x *Ctx) { x.Honor(x.Target()) }},
			{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
		}},
	}}})

	// Blackmail Artist: after it wins a political conflict, take 1 honor.
	Register("blackmail-artist", &Text{Abilities: []*Ability{{
		Text: "after it wins a political conflict: take 1 honor from your opponent", Timing: Reaction, On: EvResolved,
		If:     selfWon(ConflictOfType("political")),
		Effect: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) },
	}}})

	// Savvy Politician: after it is honored, honor a character.
	Register("savvy-politician", &Text{Abilities: []*Ability{{
		Text: "after it is honored: honor a character", Timing: Reaction, On: EvHonor,
		If:     func(x *Ctx) bool { return slices.Contains(x.Event().Cards, x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a character to honor", Filter: All(Character, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Matsu Beiona: after it enters play, with 3 or more other Bushi under
	// your control, place 2 fate on it.
	Register("matsu-beiona", &Text{Abilities: []*Ability{{
		Text: "after it enters play with 3 other Bushi under your control: place 2 fate on it", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && x.S.CountTrait(x.P, "bushi", false)-1 >= 3
		},
		Effect: func(x *Ctx) { x.PlaceFate(x.Self, 2) },
	}}})

	// Ide Messenger: during a conflict, spend 1 fate to move a character
	// you control to the conflict.
	Register("ide-messenger", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate: move a character you control to the conflict", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{SpendFate(1)},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly, CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Miya Mystic: during the conflict phase, sacrifice it to discard an
	// attachment.
	Register("miya-mystic", &Text{Abilities: []*Ability{{
		Text: "sacrifice it, during the conflict phase: discard an attachment", Timing: Action,
		If: func(x *Ctx) bool { return x.S.Phase == "conflict" }, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Prompt: "choose an attachment", Filter: All(Attachment, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Warrior Poet: while participating, each opposing participant gets
	// -1/-1 until the end of the conflict.
	Register("warrior-poet", &Text{Abilities: []*Ability{{
		Text: "each participating character of your opponent gets -1 military and -1 political until the end of the conflict", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && len(x.S.Participants(x.Opp())) > 0 },
		Effect: func(x *Ctx) { x.LastingSkills(-1, "conflict", x.S.Participants(x.Opp())...) },
	}}})

	// Isawa Atsuko: during a Void conflict, your participants get +1/+1 and
	// your opponent's -1/-1 until the end of the conflict.
	Register("isawa-atsuko", &Text{Abilities: []*Ability{{
		Text: "during a Void conflict: your participants +1/+1, your opponent's -1/-1, until the end of the conflict", Timing: Action, InConflict: true,
		If: ConflictElement(Void),
		Effect: func(x *Ctx) {
			x.LastingSkills(1, "conflict", x.S.Participants(x.P)...)
			x.LastingSkills(-1, "conflict", x.S.Participants(x.Opp())...)
		},
	}}})

	// Hida Guardian: while participating, another participant gets +2/+2
	// for each holding you control, until the end of the conflict.
	Register("hida-guardian", &Text{Abilities: []*Ability{{
		Text: "another participant gets +2/+2 per holding you control until the end of the conflict", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && x.S.Holdings(x.P) > 0 },
		Target: &Target{Characters: true, Prompt: "choose another participating character", Filter: All(ParticipatingChar, Other)},
		Effect: func(x *Ctx) { x.LastingSkills(2*x.S.Holdings(x.P), "conflict", x.Target()) },
	}}})

	// Kaiu Shuichi: covert; during a conflict it takes part in, with a
	// holding in play, gain 1 fate.
	Register("kaiu-shuichi", &Text{Abilities: []*Ability{{
		Text: "while participating with a holding in play: gain 1 fate", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && x.S.Holdings(0)+x.S.Holdings(1) > 0 },
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Fearsome Mystic: +2 glory during Air conflicts; while participating,
	// remove 1 fate from each opposing participant with lower glory.
	fearsomeVictims := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.Participants(x.Opp()) {
			if x.S.Glory(id) < x.S.Glory(x.Self) && CanRemoveFate(x, id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("fearsome-mystic", &Text{
		ModKinds: []string{ModGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.ConflictHasElement(Air) {
				add(self, ModGlory, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "remove 1 fate from each opposing participant with lower glory", Timing: Action, InConflict: true,
			If: func(x *Ctx) bool { return SelfParticipating(x) && len(fearsomeVictims(x)) > 0 },
			Effect: func(x *Ctx) {
				for _, id := range fearsomeVictims(x) {
					x.RemoveFate(id, 1)
				}
			},
		}},
	})

	// Deathseeker: after it loses a conflict as an attacker, sacrifice it
	// to make an opposing character lose 1 fate, or be discarded if it has
	// none.
	Register("deathseeker", &Text{Abilities: []*Ability{{
		Text: "after it loses as an attacker, sacrifice it: an opposing character loses 1 fate, or is discarded without fate", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfLost(x) && Attacking(x, x.Self) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character your opponent controls", Filter: All(Character, Opponents)},
		Effect: func(x *Ctx) {
			if x.S.Card(x.Target()).Fate == 0 {
				x.Discard(x.Target())
			} else {
				x.RemoveFate(x.Target(), 1)
			}
		},
	}}})

	// Hida Tomonatsu: after it wins as a defender, sacrifice it to put a
	// non-unique attacking character on top of its owner's deck.
	Register("hida-tomonatsu", &Text{Abilities: []*Ability{{
		Text: "after it wins as a defender, sacrifice it: return a non-unique attacker to the top of its deck", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfWon(nil)(x) && SelfDefending(x) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a non-unique attacking character", Filter: All(Attacking, NonUnique, CanDiscard)},
		Effect: func(x *Ctx) { x.ReturnToDeckTop(x.Target()) },
	}}})

	// Vengeful Berserker: after another character you control leaves play
	// during a conflict, double its military skill until the conflict ends.
	Register("vengeful-berserker", &Text{Abilities: []*Ability{{
		Text: "after another character you control leaves play during a conflict: double its military skill until the end of the conflict", Timing: Reaction, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return DuringConflict(x) && len(e.Cards) == 1 && e.Cards[0] != x.Self && e.N == x.P && x.S.Printed(e.Cards[0]).Type == "character"
		},
		Effect: func(x *Ctx) { x.Lasting(ModTimes2Mil, 0, "conflict", x.Self) },
	}}})
}

// opponentParticipants lists the opponent's participants that pass f.
func opponentParticipants(x *Ctx, f Filter) []int {
	var out []int
	for _, id := range x.S.Participants(x.Opp()) {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// selfWon: this character won the conflict (it participates on the
// winning side: RR "Winning a Conflict"), and the condition holds.
func selfWon(cond func(x *Ctx) bool) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		w := x.Event().Player
		return w >= 0 && x.S.Participating(x.Self) && x.S.Controller(x.Self) == w && (cond == nil || cond(x))
	}
}

// selfLost: this character lost the conflict.
func selfLost(x *Ctx) bool {
	w := x.Event().Player
	return w >= 0 && x.S.Participating(x.Self) && x.S.Controller(x.Self) != w
}
