package cards

import (
	"slices"

	. "tessen/games/agot1e"
)

// House Targaryen's cards of the Core Set and Kings of the Sea, and Summer
// Sea, which it shares with House Martell.

// attachedTo is the host of attachment self when id is it.
func attachedTo(s *State, self, id int) bool { return s.Host(self) == id && id >= 0 }

// dragonInPlay reports a character with the Dragon trait in play.
func dragonInPlay(s *State) bool {
	for _, p := range s.P {
		for _, id := range p.Play {
			if s.IsType(id, "character") && s.HasTrait(id, "Dragon") {
				return true
			}
		}
	}
	return false
}

// otherAttachments reports attachments on card id besides a.
func otherAttachments(s *State, id, a int) bool {
	return slices.ContainsFunc(s.AttachmentsOf(id), func(c int) bool { return c != a })
}

// reducer is a location or character that kneels (or is discarded, by
// costs) in the marshalling phase to make the next card of kind and
// houses cheaper by n.
func reducer(text string, costs []Cost, n int, kind string, houses ...string) *Ability {
	return &Ability{Text: text, Timing: Action, Phase: "marshalling", Costs: costs,
		Effect: func(x *Ctx) { x.ReduceNext(n, kind, houses...) }}
}

func init() {
	// Aegon's Blade — its character gets +2 STR while it has a military
	// icon, stealth while it has an intrigue icon, renown while it has a
	// power icon.
	Register("aegons-blade", &Text{
		Str: func(s *State, self, id int) int {
			if attachedTo(s, self, id) && s.HasIcon(id, "military") {
				return 2
			}
			return 0
		},
		Keywords: func(s *State, self, id int) []string {
			if !attachedTo(s, self, id) {
				return nil
			}
			var out []string
			if s.HasIcon(id, "intrigue") {
				out = append(out, "Stealth")
			}
			if s.HasIcon(id, "power") {
				out = append(out, "Renown")
			}
			return out
		},
		Says: "its character has +2 STR if it has a military icon, stealth if an intrigue icon, renown if a power icon"})

	// Blood of the Dragon — its character, while it takes part in a
	// challenge, has +6 STR and is a Dragon.
	Register("blood-of-the-dragon", &Text{
		Str: func(s *State, self, id int) int {
			if attachedTo(s, self, id) && s.Cards[id].Side != NoSide {
				return 6
			}
			return 0
		},
		Traits: func(s *State, self, id int) []string {
			if attachedTo(s, self, id) && s.Cards[id].Side != NoSide {
				return []string{"Dragon"}
			}
			return nil
		},
		Says: "while its character takes part in a challenge, it has +6 STR and the Dragon trait"})

	// Bones of a Child — during a challenge, discard it from play to take
	// 1 off the claim of the opponent's plot until the challenge ends.
	Register("bones-of-a-child", &Text{Abilities: []*Ability{{
		Text:   "discard Bones of a Child: the opponent's plot claims 1 less this challenge",
		Timing: Action, Phase: "challenges",
		If: func(x *Ctx) bool {
			o := x.Opponent()
			return x.S.Chal.On && o >= 0 && x.S.P[o].Plot >= 0
		},
		Costs:  []Cost{DiscardSelf},
		Effect: func(x *Ctx) { x.ChangeClaim(x.S.P[x.Opponent()].Plot, -1, UntilChallenge) },
	}}})

	// Captain Groleo — once a phase, when an opponent plays an attachment
	// or brings one out of Shadows, claim 1 power.
	Register("captain-groleo", &Text{Abilities: []*Ability{{
		Text:   "an opponent played or revealed an attachment: claim 1 power for your House",
		Timing: Response, On: "played|out-of-shadows", Limit: 1, Period: "phase",
		If: func(x *Ctx) bool {
			c := GateCard(x)
			return c >= 0 && x.Gate.Player != x.P && Attachment(x, c)
		},
		Effect: func(x *Ctx) { x.ClaimPower(x.P, 1) },
	}}})

	// Daario Naharis — as the dominance phase begins, his controller takes
	// 1 gold from some player's pool back to the treasury, or discards
	// him.
	Register("daario-naharis", &Text{Abilities: []*Ability{{
		Text:   "dominance begins: discard 1 gold from a player's pool, or discard Daario Naharis",
		Timing: Passive, On: "phase-begins",
		If: func(x *Ctx) bool { return x.Gate.Label == "dominance" },
		Select: &Select{
			Prompt: "choose a player to lose 1 gold, or discard Daario Naharis",
			Labels: func(x *Ctx) []string {
				return append(PlayerOptions(x, func(p int) bool { return x.S.P[p].Gold > 0 }), "discard-daario-naharis")
			},
			Do: func(x *Ctx, chosen []string) {
				l := chosen[len(chosen)-1]
				if p := x.S.PlayerNamed(l); p >= 0 {
					x.LoseGold(p, 1)
					return
				}
				x.Discard(x.Card)
			},
		},
	}}})

	// Daenerys Targaryen — when she wins a challenge as its only attacker,
	// every gold of the loser's pool moves to hers.
	Register("daenerys-targaryen", &Text{Abilities: []*Ability{{
		Text:   "won a challenge she attacked alone in: take all the gold of the loser's pool",
		Timing: Passive, On: "challenge-won",
		If:     func(x *Ctx) bool { return YouWon("")(x) && AttackedAlone(x) && x.S.P[x.S.Chal.Defender].Gold > 0 },
		Effect: func(x *Ctx) { x.MoveGold(x.S.Chal.Defender, x.P, x.S.P[x.S.Chal.Defender].Gold) },
	}}})

	// Dany's Handmaiden — when she or a Daenerys Targaryen is killed,
	// discard an attachment in play.
	Register("danys-handmaiden", &Text{Abilities: []*Ability{{
		Text:   "she or Daenerys Targaryen was killed: discard an attachment",
		Timing: Response, On: "killed",
		If: func(x *Ctx) bool {
			c := GateCard(x)
			return c == x.Card || c >= 0 && x.S.Def(c).Title == "Daenerys Targaryen"
		},
		Target:  &Target{Prompt: "choose an attachment to discard", Filter: Attachment},
		Removes: true, RemovesAs: "discarded",
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Dothraki Honor Guard — in the challenges phase its owner may put it
	// into play from hand under an opponent's control; once that opponent
	// wins a challenge it took part in, the owner takes it back.
	Register("dothraki-honor-guard", &Text{Abilities: []*Ability{{
		Text:   "put Dothraki Honor Guard into play from your hand under an opponent's control",
		Timing: Action, Phase: "challenges", From: "hand",
		Select: &Select{
			Prompt: "choose the opponent who takes Dothraki Honor Guard",
			Labels: func(x *Ctx) []string {
				return PlayerOptions(x, func(p int) bool { return p != x.P })
			},
			Do: func(x *Ctx, chosen []string) {
				l := chosen[len(chosen)-1]
				x.PutIntoPlayFor(x.S.PlayerNamed(l), x.Card)
				if !x.Failed {
					x.Mark("honor-guard", WhileInPlay, x.Card)
				}
			},
		},
	}, {
		Text:   "the opponent who holds it won a challenge it took part in: its owner takes it back",
		Timing: Passive, On: "challenge-won",
		If: func(x *Ctx) bool {
			by, ok := x.S.Marked(x.Card, "honor-guard")
			return ok && by != x.P && x.Gate.Player == x.P && x.S.Cards[x.Card].Side != NoSide
		},
		Effect: func(x *Ctx) {
			by, _ := x.S.Marked(x.Card, "honor-guard")
			x.S.Unmark(x.Card, "honor-guard")
			x.GiveControl(by, x.Card)
		},
	}}})

	// Drogon — once a phase, 2 gold: a character has -1 STR this phase
	// and dies if its STR comes to 0 this phase.
	Register("drogon", &Text{Abilities: []*Ability{{
		Text:   "pay 2 gold: a character has -1 STR this phase, and is killed at 0 STR",
		Timing: Action, Phase: "any", Limit: 1, Period: "phase",
		Costs:  []Cost{Gold(2)},
		Target: &Target{Prompt: "choose a character to burn", Filter: Character},
		Effect: func(x *Ctx) {
			x.AddStr(-1, UntilPhase, x.Target())
			x.KillAtZero(UntilPhase, x.Target())
		},
	}}})

	// Eastern Fiefdoms — kneel it while marshalling: the next House
	// Targaryen card you play this phase costs 1 less.
	Register("eastern-fiefdoms", &Text{Abilities: []*Ability{
		reducer("kneel Eastern Fiefdoms: your next House Targaryen card this phase costs 1 less", []Cost{KneelSelf}, 1, "", "targaryen")}})

	// Flame-Kissed — while it is its character's only attachment, the
	// character has -2 STR and dies at 0 STR.
	flameKissed := func(s *State, self, id int) bool { return attachedTo(s, self, id) && !otherAttachments(s, id, self) }
	Register("flame-kissed", &Text{
		Str: func(s *State, self, id int) int {
			if flameKissed(s, self, id) {
				return -2
			}
			return 0
		},
		KilledAtZero: flameKissed,
		Says:         "while it is its character's only attachment, the character has -2 STR and is killed at 0 STR"})

	// Forever Burning — a character has -1 STR this phase; in the
	// dominance phase it comes back from the dead pile to hand for 1
	// influence knelt or 2 gold.
	Register("forever-burning", &Text{Abilities: []*Ability{{
		Text:   "a character has -1 STR this phase",
		Timing: Action, Phase: "any",
		Target: &Target{Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.AddStr(-1, UntilPhase, x.Target()) },
	}, {
		Text:   "kneel 1 influence: return Forever Burning from your dead pile to your hand",
		Timing: Action, Phase: "dominance", From: "dead",
		Costs:  []Cost{Influence(1)},
		Effect: func(x *Ctx) { x.ToHand(x.Card) },
	}, {
		Text:   "pay 2 gold: return Forever Burning from your dead pile to your hand",
		Timing: Action, Phase: "dominance", From: "dead",
		Costs:  []Cost{Gold(2)},
		Effect: func(x *Ctx) { x.ToHand(x.Card) },
	}}})

	// Great Pyramid — kneel it while marshalling: the next House
	// Targaryen character you play this phase costs 2 less.
	Register("great-pyramid", &Text{Abilities: []*Ability{
		reducer("kneel Great Pyramid: your next House Targaryen character this phase costs 2 less", []Cost{KneelSelf}, 2, "character", "targaryen")}})

	// Illyrio's Man — kneel him while marshalling: the next House
	// Targaryen character you play this phase costs 1 less.
	Register("illyrios-man", &Text{Abilities: []*Ability{
		reducer("kneel Illyrio's Man: your next House Targaryen character this phase costs 1 less", []Cost{KneelSelf}, 1, "character", "targaryen")}})

	// Jhogo — +2 STR while a Weapon is attached to him.
	Register("jhogo", &Text{
		Str: func(s *State, self, id int) int {
			if id == self && slices.ContainsFunc(s.AttachmentsOf(self), func(a int) bool { return s.Def(a).HasTrait("Weapon") }) {
				return 2
			}
			return 0
		},
		Says: "+2 STR while he carries a Weapon"})

	// Khal Drogo — when you win a challenge, put him into play from your
	// hand; he goes back to his owner's hand as the phase ends.
	Register("khal-drogo", &Text{Abilities: []*Ability{{
		Text:   "you won a challenge: put Khal Drogo into play from your hand until the phase ends",
		Timing: Response, On: "challenge-won", From: "hand",
		If: func(x *Ctx) bool { return YouWon("")(x) && CanPutIntoPlay(x, x.Card) },
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Card)
			if !x.Failed && x.S.Cards[x.Card].Zone == ZPlay {
				x.Mark("back-to-hand", UntilPhase, x.Card)
			}
		},
	}, {
		Text:   "the phase ends: Khal Drogo returns to his owner's hand",
		Timing: Passive, On: "phase-ends",
		If: func(x *Ctx) bool {
			_, ok := x.S.Marked(x.Card, "back-to-hand")
			return ok
		},
		Effect: func(x *Ctx) { x.Return(x.Card) },
	}}})

	// Khal Drogo's Tent — may be marshalled as an attachment to your House
	// card instead of a location.
	Register("khal-drogos-tent", &Text{MayAttachToHouse: true,
		Says: "may be marshalled as an attachment to your House card, keeping its income and influence"})

	// Lady Daenerys's Chambers — when you play a House Targaryen
	// character, take back to hand an attachment from your discard pile
	// costing no more than that character.
	chambersFinds := func(x *Ctx) []int {
		c := GateCard(x)
		var out []int
		for _, a := range x.S.P[x.P].Discard {
			if x.S.IsType(a, "attachment") && x.S.Def(a).Cost <= x.S.Def(c).Cost {
				out = append(out, a)
			}
		}
		return out
	}
	Register("lady-daeneryss-chambers", &Text{Abilities: []*Ability{{
		Text:   "you played a House Targaryen character: an attachment no dearer comes back from your discard pile to hand",
		Timing: Response, On: "played",
		If: func(x *Ctx) bool {
			c := GateCard(x)
			return x.Gate.Player == x.P && c >= 0 && Character(x, c) && OfHouse("targaryen")(x, c) && len(chambersFinds(x)) > 0
		},
		Pick: &Pick{Prompt: "choose an attachment to return to your hand", Among: chambersFinds, Min: 1, Max: 1,
			Do: func(x *Ctx, chosen []int) {
				for _, a := range chosen {
					x.ToHand(a)
				}
			}},
	}}})

	// Pentoshi Guildmaster — when you win a challenge by 4 STR or more,
	// he comes back from your discard pile to hand, and you may pay 3 gold
	// to put him into play.
	Register("pentoshi-guildmaster", &Text{Abilities: []*Ability{{
		Text:   "you won a challenge by 4 or more: return him from your discard pile to hand, then 3 gold may put him into play",
		Timing: Response, On: "challenge-won", From: "discard",
		If:     func(x *Ctx) bool { return YouWon("")(x) && Margin(x) >= 4 },
		Effect: func(x *Ctx) { x.ToHand(x.Card) },
		Select: &Select{
			Prompt: "pay 3 gold to put Pentoshi Guildmaster into play?",
			Labels: func(x *Ctx) []string {
				if x.S.P[x.P].Gold < 3 || x.S.Cards[x.Card].Zone != ZHand || !CanPutIntoPlay(x, x.Card) {
					return nil
				}
				return []string{"yes", "no"}
			},
			Do: func(x *Ctx, chosen []string) {
				l := chosen[len(chosen)-1]
				if l == "yes" {
					x.S.P[x.P].Gold -= 3
					x.PutIntoPlay(x.Card)
				}
			},
		},
	}}})

	// Poisoned Wine — its character has -2 STR; kneel 1 influence to move
	// it to another character it may go on.
	Register("poisoned-wine", &Text{
		Str: func(s *State, self, id int) int {
			if attachedTo(s, self, id) {
				return -2
			}
			return 0
		},
		Says: "its character has -2 STR",
		Abilities: []*Ability{{
			Text:   "kneel 1 influence: move Poisoned Wine to another character",
			Timing: Action, Phase: "any",
			Costs:  []Cost{Influence(1)},
			Target: &Target{Prompt: "choose the character Poisoned Wine moves to", Filter: All(Character, NewHost)},
			Effect: func(x *Ctx) { x.MoveAttachment(x.Card, x.Target()) },
		}}})

	// Qartheen Fanatic — +1 STR and a military icon while a Dragon
	// character is in play.
	Register("qartheen-fanatic", &Text{
		Str: func(s *State, self, id int) int {
			if id == self && dragonInPlay(s) {
				return 1
			}
			return 0
		},
		Icons: func(s *State, self, id int) []string {
			if id == self && dragonInPlay(s) {
				return []string{"military"}
			}
			return nil
		},
		Says: "+1 STR and a military icon while a Dragon character is in play"})

	// Quaithe of the Shadow — while she carries an attachment, opponents'
	// events and character abilities cannot choose her.
	Register("quaithe-of-the-shadow", &Text{
		NotTarget: func(s *State, self int, x *Ctx) bool {
			src := s.Def(x.Card).Type
			return len(s.AttachmentsOf(self)) > 0 && x.P != int(s.Cards[self].Controller) && (src == "event" || src == "character")
		},
		Says: "while she has an attachment, opponents' events and character abilities cannot choose her"})

	// Rhaegal — 1 gold: take a copy of Rhaegal from your deck and put it
	// on him as a duplicate, then shuffle the deck.
	Register("rhaegal", &Text{Abilities: []*Ability{{
		Text:   "pay 1 gold: search your deck for a copy of Rhaegal to put on him as a duplicate",
		Timing: Action, Phase: "any",
		Costs: []Cost{Gold(1)},
		Effect: func(x *Ctx) {
			// the copies are alike: the first found is the one taken
			// (a search may fail: AG-WIN-5)
			for _, id := range x.S.P[x.P].Deck {
				if x.S.Cards[id].Def == x.S.Cards[x.Card].Def {
					x.AttachDuplicate(id, x.Card)
					break
				}
			}
			x.ShuffleDeck(x.P)
		},
	}}})

	// Strong Belwas — 2 gold: save a Noble character from being killed.
	Register("strong-belwas", &Text{Abilities: []*Ability{{
		Text:   "pay 2 gold: save a Noble character from being killed",
		Timing: Response, Saves: true,
		Costs:  []Cost{Gold(2)},
		Target: &Target{Prompt: "choose a Noble character to save", Filter: All(Character, Crest("noble"), BeingRemoved("killed"))},
		Effect: func(x *Ctx) { x.Save(x.Target()) },
	}}})

	// Summer Sea — discard it while marshalling: the next House Targaryen
	// or House Martell character you play this phase costs 2 less.
	Register("summer-sea", &Text{Abilities: []*Ability{
		reducer("discard Summer Sea: your next House Targaryen or Martell character this phase costs 2 less", []Cost{DiscardSelf}, 2, "character", "targaryen", "martell")}})

	// The Titan's Bastard — when a card reaches your dead pile, put him
	// into play from your hand; when one reaches an opponent's, he goes
	// back to his owner's hand.
	Register("the-titans-bastard", &Text{Abilities: []*Ability{{
		Text:   "a card was placed in your dead pile: put The Titan's Bastard into play from your hand",
		Timing: Response, On: "dead-pile", From: "hand",
		If:     func(x *Ctx) bool { return x.Gate.Player == x.P && CanPutIntoPlay(x, x.Card) },
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Card) },
	}, {
		Text:   "a card was placed in an opponent's dead pile: return The Titan's Bastard to his owner's hand",
		Timing: Response, On: "dead-pile",
		If:     func(x *Ctx) bool { return x.Gate.Player != x.P && x.S.Cards[x.Card].Dying == ZNone },
		Effect: func(x *Ctx) { x.Return(x.Card) },
	}}})

	// Viserion — once a phase in the dominance phase, 4 gold: kill a
	// kneeling character.
	Register("viserion", &Text{Abilities: []*Ability{{
		Text:   "pay 4 gold: kill a kneeling character",
		Timing: Action, Phase: "dominance", Limit: 1, Period: "phase",
		Costs:   []Cost{Gold(4)},
		Target:  &Target{Prompt: "choose a kneeling character to kill", Filter: All(Character, Kneeling)},
		Removes: true,
		Effect:  func(x *Ctx) { x.Kill(x.Target()) },
	}}})

	// Viserys Targaryen (Core Set) — saves himself from being killed or
	// discarded, then goes back to his owner's hand.
	Register("viserys-targaryen-core", &Text{Abilities: []*Ability{{
		Text:   "save Viserys Targaryen from being killed or discarded, then return him to his owner's hand",
		Timing: Response, Saves: true,
		If:     func(x *Ctx) bool { return BeingRemoved("killed", "discarded")(x, x.Card) },
		Effect: func(x *Ctx) { x.Save(x.Card) },
		Then:   func(x *Ctx) { x.Return(x.Card) },
	}}})

	// Viserys Targaryen (Kings of the Sea) — while he is the only King in
	// play, each attachment on him takes 1 off the power his controller
	// needs to win, down to 5.
	Register("viserys-targaryen-kotse", &Text{
		PowerToWin: func(s *State, self, p, n int) int {
			if p != int(s.Cards[self].Controller) || s.Cards[self].Zone != ZPlay || n <= 5 {
				return n
			}
			for _, q := range s.P {
				for _, id := range q.Play {
					if id != self && s.IsType(id, "character") && s.HasTrait(id, "King") {
						return n
					}
				}
			}
			return max(5, n-len(s.AttachmentsOf(self)))
		},
		Says: "while he is the only King in play, each attachment on him lowers the power you need to win by 1, to 5 at least"})

	// Xaro Xoan Daxos — once played from hand, return a character you
	// control (he may be the one) to its owner's hand.
	Register("xaro-xoan-daxos", &Text{Abilities: []*Ability{{
		Text:   "played from your hand: return a character you control to its owner's hand",
		Timing: Passive, On: "played",
		If:      func(x *Ctx) bool { return GateIsSelf(x) && x.Gate.Player == x.P },
		Target:  &Target{Prompt: "choose a character you control to return to hand", Filter: All(Character, Yours)},
		Removes: true, RemovesAs: "returned",
		Effect: func(x *Ctx) { x.Return(x.Target()) },
	}}})

	// Xaro's Home — when you play an attachment from hand, kneel 1
	// influence to draw a card.
	Register("xaros-home", &Text{Abilities: []*Ability{{
		Text:   "you played an attachment: kneel 1 influence to draw a card",
		Timing: Response, On: "played",
		If: func(x *Ctx) bool {
			c := GateCard(x)
			return x.Gate.Player == x.P && c >= 0 && Attachment(x, c) && CanDraw(x)
		},
		Costs:  []Cost{Influence(1)},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}
