package cards

import (
	"tessen/engine"
	. "tessen/games/agot1e"
)

// House Lannister's locations, attachments and events, and Sunset Sea,
// shared with House Greyjoy.
func init() {
	// Gilded Plate — Response: 1 gold and the Plate itself save its
	// character from being killed or discarded.
	Register("gilded-plate", &Text{Abilities: []*Ability{{
		Text:   "1 gold and the Plate itself: the character wearing it survives a kill or a discard",
		Timing: Response,
		Saves:  true, // a save, answering the cards at risk (AG-LEAVE-5)
		Costs:  []Cost{Gold(1), DiscardSelf},
		If: func(x *Ctx) bool {
			h := x.S.Host(x.Card)
			return h >= 0 && BeingRemoved("killed", "discarded")(x, h)
		},
		Effect: func(x *Ctx) { x.Save(x.S.Host(x.Card)) },
	}}})

	// Gutter Rat's Cunning — its character gets +2 STR and stealth.
	Register("gutter-rats-cunning", &Text{
		Str: func(s *State, self, id int) int {
			if s.Host(self) == id {
				return 2
			}
			return 0
		},
		Keywords: func(s *State, self, id int) []string {
			if s.Host(self) == id {
				return []string{"Stealth"}
			}
			return nil
		},
		Says: "the attached character has +2 STR and stealth",
	})

	// Golden Tooth Mines — whenever you reveal a plot, draw a card.
	Register("golden-tooth-mines", &Text{Abilities: []*Ability{{
		Text:   "each time you reveal a plot: draw a card",
		Timing: Passive,
		On:     "revealed",
		If:     func(x *Ctx) bool { return x.Gate.Player == x.P },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Hall of Heroes — Marshalling: kneel it; the next House Lannister
	// character you marshal this phase costs 2 less.
	Register("hall-of-heroes", &Text{Abilities: []*Ability{{
		Text:   "kneel Hall of Heroes: this phase, 2 gold off the next House Lannister character marshalled",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(2, "character", "lannister") },
	}}})

	// Lannisport — Response: once a challenge, after you win an intrigue
	// challenge, 1 gold claims 1 power for your House.
	Register("lannisport", &Text{Abilities: []*Ability{{
		Text:   "a won intrigue challenge: 1 gold buys 1 power for the House (once a challenge)",
		Timing: Response,
		On:     "challenge-won",
		If:     YouWon("intrigue"),
		Costs:  []Cost{Gold(1)},
		Limit:  1,
		Period: "challenge",
		Effect: func(x *Ctx) { x.ClaimPower(x.P, 1) },
	}}})

	// Lannisport Brothel — Response: after a kneeling character stands in
	// the standing phase, kneel the Brothel to kneel it again.
	Register("lannisport-brothel", &Text{Abilities: []*Ability{{
		Text:   "after a character stands in the standing phase: kneel Lannisport Brothel to kneel it again",
		Timing: Response,
		On:     "stood",
		If:     InPhase("standing"),
		Costs:  []Cost{KneelSelf},
		Target: &Target{Prompt: "choose a character that has just stood to kneel", Filter: All(Character, Standing, justStood)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Queen Cersei's Chambers — may be marshalled onto your House card as
	// an attachment.
	Register("queen-cerseis-chambers", &Text{
		MayAttachToHouse: true,
		Says:             "may be marshalled as an attachment on your House card, where it is no location",
	})

	// Sunset Sea — Marshalling: discard it; the next House Lannister or
	// House Greyjoy character you marshal this phase costs 2 less.
	Register("sunset-sea", &Text{Abilities: []*Ability{{
		Text:   "discard Sunset Sea: this phase, 2 gold off the next House Lannister or Greyjoy character marshalled",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{DiscardSelf},
		Effect: func(x *Ctx) { x.ReduceNext(2, "character", "lannister", "greyjoy") },
	}}})

	// Western Fiefdoms — Marshalling: kneel it; the next House Lannister
	// card you marshal this phase costs 1 less.
	Register("western-fiefdoms", &Text{Abilities: []*Ability{{
		Text:   "kneel Western Fiefdoms: this phase, 1 gold off the next House Lannister card marshalled",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(1, "", "lannister") },
	}}})

	// Call Their Bluff — Dominance: 2 gold to name a card; each opponent
	// shows his hand and discards every card of that name.
	Register("call-their-bluff", &Text{Abilities: []*Ability{{
		Text:   "pay 2 gold and name a card: each opponent shows his hand and discards every card of that name",
		Timing: Action,
		Phase:  "dominance",
		Costs:  []Cost{Gold(2)},
		Select: &Select{
			Prompt: "name a card",
			Labels: func(x *Ctx) []string { return cardNames },
			Do: func(x *Ctx, chosen []string) {
				for _, q := range x.S.Opponents(x.P) {
					x.RevealHand(q)
					var named []int
					for _, id := range x.S.P[q].Hand {
						if engine.Slug(x.S.Def(id).Title) == chosen[0] {
							named = append(named, id)
						}
					}
					x.DiscardFromHand(q, named...)
				}
			},
		},
	}}})

	// I'm You Writ Small — Challenges: a character gains deadly for the
	// phase; then the card attaches to a House Lannister character as a
	// +2 STR Boon.
	Register("im-you-writ-small", &Text{
		Abilities: []*Ability{{
			Text:   "a character gains deadly this phase; then this card attaches to a House Lannister character, giving it +2 STR",
			Timing: Action,
			Phase:  "challenges",
			Target: &Target{Prompt: "choose a character to gain deadly", Filter: Character},
			Effect: func(x *Ctx) { x.GainKeyword("Deadly", UntilPhase, x.Target()) },
			Pick: &Pick{
				Prompt: "choose a House Lannister character to attach I'm You Writ Small to",
				Among: func(x *Ctx) []int {
					var out []int
					for _, id := range x.S.CardsInPlay() {
						if Character(x, id) && OfHouse("lannister")(x, id) && !x.S.Dying(id) {
							out = append(out, id)
						}
					}
					return out
				},
				Min: 1, Max: 1,
				Do: func(x *Ctx, chosen []int) {
					if !x.Failed && len(chosen) == 1 {
						x.Attach(x.Card, chosen[0])
					}
				},
			},
		}},
		Str: func(s *State, self, id int) int {
			if s.Host(self) == id {
				return 2
			}
			return 0
		},
		Says: "once attached, a Boon attachment that gives its character +2 STR",
	})

	// The Lion's Will — Any Phase: 2 gold to kneel a character.
	Register("the-lions-will", &Text{Abilities: []*Ability{{
		Text:   "pay 2 gold: kneel a character",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{Gold(2)},
		Target: &Target{Prompt: "choose a character to kneel", Filter: All(Character, Standing)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// You've Killed the Wrong Dwarf! — Any Phase: kneel a non-Noble
	// character; then it claims 1 power.
	Register("youve-killed-the-wrong-dwarf", &Text{Abilities: []*Ability{{
		Text:   "kneel a character without the Noble crest; then it claims 1 power",
		Timing: Action,
		Phase:  "any",
		Target: &Target{Prompt: "choose a standing character without the Noble crest", Filter: All(Character, Standing, Not(Crest("noble")))},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
		Then:   func(x *Ctx) { x.PowerOn(x.Target(), 1) },
	}}})
}

// justStood passes a character whose standing opened a "stood" gate in
// the window under way.
func justStood(x *Ctx, id int) bool {
	for _, g := range x.S.Gates {
		if g.Kind == "stood" && len(g.Cards) == 1 && g.Cards[0] == id {
			return true
		}
	}
	return false
}
