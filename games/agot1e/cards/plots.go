package cards

import (
	"slices"

	. "tessen/games/agot1e"
)

// The plots of the Core Set and Kings of the Sea. Constant words hold
// while the plot is revealed (AG-PLOT-4); "when revealed" abilities are
// passives answering their own plot's reveal, resolved after the first
// player is chosen, in his order (AG-PLOT-8). "House X only", "up to 2
// copies" and "limit 1 per plot deck" are deck rules (AG-DECK-3,
// AG-DECK-4), checked by the deck package.

// owner is the player whose revealed plot self is.
func owner(s *State, self int) int { return int(s.Cards[self].Controller) }

// characterOf reports a character in play that player p controls.
func characterOf(s *State, id, p int) bool {
	return s.IsType(id, "character") && s.InPlay(id) && int(s.Cards[id].Controller) == p
}

// everyone is a Mod giving every player n of the quantity what.
func everyone(what string, n int) func(s *State, self, p int, w string) int {
	return func(s *State, self, p int, w string) int {
		if w == what {
			return n
		}
		return 0
	}
}

// mutual is a Mutual plot's "when revealed": in melee, the controller
// and the opponent he chooses cannot challenge each other with typ this
// round.
func mutual(typ string) *Text {
	return &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:         "with more than one opponent, choose one: you and he cannot initiate " + typ + " challenges against each other this round",
		If:           func(x *Ctx) bool { return len(x.S.Opponents(x.P)) > 1 },
		ChoosePlayer: AnOpponent,
		Effect:       func(x *Ctx) { x.BarBetween(x.Chosen, "challenge:"+typ, UntilRound) },
	})}}
}

// search is a Season's "when revealed": the controller, then the opponent
// he chooses, each take a card of a type from his deck into his hand,
// shown, and shuffle (FAQ: the controller resolves first).
func search(typ string) *Text {
	return &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:         "choose an opponent: you, then he, each take a " + typ + " from your deck into your hand, shown, and shuffle",
		ChoosePlayer: AnOpponent,
		Pick: &Pick{By: "each", Each: YouAndChosen, Min: 1, Max: 1, Prompt: "search your deck for a " + typ,
			Among: func(x *Ctx) []int {
				return x.InDeck(x.For, func(x *Ctx, id int) bool { return x.S.IsType(id, typ) })
			},
			Do: func(x *Ctx, chosen []int) {
				x.TakeIntoHand(chosen...)
				x.Shuffle(x.For)
			}},
	})}}
}

// keepUpTo3 is a "when revealed" where each player keeps up to 3 of his
// cards of a type and loses the rest by leave (no save: only Pick.Removes
// would open one).
func keepUpTo3(typ string, leave func(x *Ctx, ids ...int), noCancel bool, text string) *Text {
	return &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:     text,
		NoCancel: noCancel,
		Pick: &Pick{By: "each", Each: EachPlayer, Min: 0, Max: 3, Prompt: "choose up to 3 of your " + typ + "s to keep",
			Among: func(x *Ctx) []int {
				return x.Matching(func(x *Ctx, id int) bool { return x.S.IsType(id, typ) && int(x.S.Cards[id].Controller) == x.For })
			},
			Do: func(x *Ctx, kept []int) {
				var rest []int
				for _, id := range x.Matching(func(x *Ctx, id int) bool {
					return x.S.IsType(id, typ) && int(x.S.Cards[id].Controller) == x.For
				}) {
					if !slices.Contains(kept, id) {
						rest = append(rest, id)
					}
				}
				leave(x, rest...)
			}},
	})}}
}

// mostInHand is the one player with the most cards in hand, if he has
// more than 4 (a tie names nobody, as a tie for dominance does, AG-DOM-3).
func mostInHand(x *Ctx) []int {
	best, who := -1, -1
	for _, p := range EachPlayer(x) {
		switch n := len(x.S.P[p].Hand); {
		case n > best:
			best, who = n, p
		case n == best:
			who = -1
		}
	}
	if who < 0 || best <= 4 {
		return nil
	}
	return []int{who}
}

func init() {
	// Rains of Autumn: no income bonuses from cards this round.
	Register("rains-of-autumn", &Text{NoIncomeBonuses: true,
		Says: "while revealed, characters, locations and attachments give no income bonus this round"})
	// Planning Ahead: no taxation phase this round.
	Register("planning-ahead", &Text{Skips: "taxation", Says: "while revealed, the taxation phase is skipped this round"})

	// After the Mummer's Ford, An Empty Throne, The Breaking of Oaths:
	// every player may initiate one more challenge of a type this round.
	Register("after-the-mummers-ford", &Text{Mod: everyone("challenges:military", 1),
		Says: "while revealed, every player may initiate a second military challenge"})
	Register("an-empty-throne", &Text{Mod: everyone("challenges:power", 1),
		Says: "while revealed, every player may initiate a second power challenge"})
	Register("the-breaking-of-oaths", &Text{Mod: everyone("challenges:intrigue", 1),
		Says: "while revealed, every player may initiate a second intrigue challenge"})

	// Blockade: the opponents' revealed plots give no gold.
	Register("blockade", &Text{
		Mod: func(s *State, self, p int, what string) int {
			if what == "zero-plot-income" && p != owner(s, self) {
				return 1
			}
			return 0
		},
		Says: "while revealed, each opponent's plot gives 0 gold"})

	// Building Season: you and an opponent each fetch a location from
	// your decks into your hands.
	Register("building-season", search("location"))

	// Calm Over Westeros: playing an event costs its player 1 gold, given
	// to an opponent.
	Register("calm-over-westeros", &Text{Mod: everyone("event-toll", 1),
		Says: "while revealed, a player must give an opponent 1 gold of his pool to play an event"})

	// Condemned by the Realm: the opponent you choose kills a character
	// he does not control, his choice.
	Register("condemned-by-the-realm", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:         "choose an opponent: he chooses a character he does not control and kills it",
		ChoosePlayer: AnOpponent,
		Pick: &Pick{By: "chosen", Min: 1, Max: 1, Removes: true, Prompt: "choose a character you do not control to kill",
			Among: func(x *Ctx) []int {
				return x.Matching(All(Character, Not(ControlledBy(x.Chosen)), Killable))
			},
			Do: func(x *Ctx, chosen []int) { x.Kill(chosen...) }},
	})}})

	// Counting Favors: you and an opponent each draw 3 (within the cap).
	Register("counting-favors", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:         "choose an opponent: you and he each draw 3 cards",
		ChoosePlayer: AnOpponent,
		Effect: func(x *Ctx) {
			x.Draw(x.P, 3)
			x.Draw(x.Chosen, 3)
		},
	})}})

	// Drunken Allegations: you and an opponent each kneel one of your
	// standing characters.
	Register("drunken-allegations", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:         "choose an opponent: you, then he, each kneel a standing character of yours",
		ChoosePlayer: AnOpponent,
		Pick: &Pick{By: "each", Each: YouAndChosen, Min: 1, Max: 1, Prompt: "choose a standing character of yours to kneel",
			Among: func(x *Ctx) []int { return x.Matching(All(Character, Standing, ControlledBy(x.For))) },
			Do:    func(x *Ctx, chosen []int) { x.Kneel(chosen...) }},
	})}})

	// Fleeing to the Wall: every player keeps up to 3 of his locations;
	// the rest are discarded, with no save and no cancel (errata).
	Register("fleeing-to-the-wall", keepUpTo3("location", func(x *Ctx, ids ...int) { x.Discard(ids...) }, true,
		"each player keeps up to 3 of his locations; the others are discarded, unsaved; it cannot be cancelled"))

	// Good for the Gander: you resolve an opponent's plot's "when
	// revealed" as your own.
	Register("good-for-the-gander", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text: "choose an opponent whose plot has a when-revealed ability: resolve it as yours",
		ChoosePlayer: func(x *Ctx, q int) bool {
			return AnOpponent(x, q) && whenRevealedOf(x.S, x.P, x.S.Plot(q)) >= 0
		},
		Effect: func(x *Ctx) {
			pl := x.S.Plot(x.Chosen)
			if i := whenRevealedOf(x.S, x.P, pl); i >= 0 {
				x.CopyAbility(pl, i)
			} else {
				x.Failed = true
			}
		},
	})}})

	// Hear Me Roar: every character without an intrigue icon has -1 STR.
	Register("hear-me-roar", &Text{
		Str: func(s *State, self, id int) int {
			if s.IsType(id, "character") && s.InPlay(id) && !s.HasIcon(id, "intrigue") {
				return -1
			}
			return 0
		},
		Says: "while revealed, characters without an intrigue icon have -1 STR"})

	// Herding the Masses: no non-unique character may defend.
	Register("herding-the-masses", &Text{
		Forbids: func(s *State, self, id int, what string) bool {
			return what == "defend" && s.IsType(id, "character") && !s.Def(id).Unique
		},
		Says: "while revealed, non-unique characters cannot be declared as defenders"})

	// Holding the Trident: with fewer characters than every opponent, your
	// characters have +2 STR.
	Register("holding-the-trident", &Text{
		Str: func(s *State, self, id int) int {
			p := owner(s, self)
			if !characterOf(s, id, p) {
				return 0
			}
			mine := countCharacters(s, p)
			for _, q := range s.Opponents(p) {
				if countCharacters(s, q) <= mine {
					return 0
				}
			}
			return 2
		},
		Says: "while revealed, if you control fewer characters than each opponent, your characters have +2 STR"})

	// Mad King's Legacy: discard an attachment in play, your choice.
	Register("mad-kings-legacy", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:    "choose an attachment in play and discard it",
		Target:  &Target{Prompt: "choose an attachment to discard", Filter: Attachment},
		Removes: true,
		Effect:  func(x *Ctx) { x.Discard(x.Target()) },
	})}})

	// Mutual Blackmail, Mutual Cause, Mutual Enemies: in melee, you and
	// an opponent you choose may not challenge each other with one type.
	Register("mutual-blackmail", mutual("intrigue"))
	Register("mutual-cause", mutual("power"))
	Register("mutual-enemies", mutual("military"))

	// Noose and Swordpoint: characters of STR 2 or lower do not stand in
	// the standing phase.
	Register("noose-and-swordpoint", &Text{
		Forbids: func(s *State, self, id int, what string) bool {
			return what == "stand" && s.Phase == "standing" && s.IsType(id, "character") && s.Str(id) <= 2
		},
		Says: "while revealed, characters with STR 2 or lower cannot stand during the standing phase"})

	// Power and Wealth: your characters have +1 STR per attachment on
	// them.
	Register("power-and-wealth", &Text{
		Str: func(s *State, self, id int) int {
			if !characterOf(s, id, owner(s, self)) {
				return 0
			}
			n := 0
			for _, a := range s.Attached {
				if int(s.Cards[a].Parent) == id && !s.Cards[a].Dup {
					n++
				}
			}
			return n
		},
		Says: "while revealed, each of your characters has +1 STR for each attachment on it"})

	// Rise of the Kraken: an unopposed win claims 2 power, not 1.
	Register("rise-of-the-kraken", &Text{
		Mod: func(s *State, self, p int, what string) int {
			if what == "unopposed-power" && p == owner(s, self) {
				return 1
			}
			return 0
		},
		Says: "while revealed, you claim 1 more power for each unopposed challenge you win"})

	// Rule by Decree: the player with the most cards in hand discards
	// down to 4, his choice; it cannot be cancelled.
	Register("rule-by-decree", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:     "the player with the most cards in hand discards from it down to 4, his choice; it cannot be cancelled",
		NoCancel: true,
		Pick: &Pick{By: "each", Each: mostInHand, Prompt: "choose the cards to discard from your hand down to 4",
			N:     func(x *Ctx) int { return len(x.S.P[x.For].Hand) - 4 },
			Among: func(x *Ctx) []int { return x.Hand(x.For) },
			Do:    func(x *Ctx, chosen []int) { x.DiscardFromHand(x.For, chosen...) }},
	})}})

	// Siege of Riverrun: you may not initiate intrigue challenges.
	Register("siege-of-riverrun", &Text{
		Bars: func(s *State, self, p, q int, what string) bool {
			return p == owner(s, self) && what == "challenge:intrigue"
		},
		Says: "while revealed, you cannot initiate intrigue challenges"})

	// Snowed Under: as the standing phase begins, you return to hand one
	// kneeling character or location of each player's, your choice.
	Register("snowed-under", &Text{Abilities: []*Ability{{
		Text:   "as the standing phase begins, choose a kneeling character or location of each player's; return them to their owners' hands",
		Timing: Passive,
		On:     "phase-begins",
		If:     func(x *Ctx) bool { return x.Gate.Label == "standing" },
		Pick: &Pick{Each: EachPlayer, Min: 1, Max: 1, Removes: true, Prompt: "choose a kneeling character or location to return to hand",
			Among: func(x *Ctx) []int {
				return x.Matching(func(x *Ctx, id int) bool {
					return (Character(x, id) || Location(x, id)) && Kneeling(x, id) && int(x.S.Cards[id].Controller) == x.For
				})
			},
			Do: func(x *Ctx, chosen []int) { x.Return(chosen...) }},
	}}})

	// Stay of Execution: a King or Queen who would be killed returns to
	// its owner's hand instead.
	Register("stay-of-execution", &Text{
		Instead: func(s *State, self, id int, how string, to Zone) Zone {
			if how == "killed" && s.IsType(id, "character") && (s.Def(id).HasTrait("King") || s.Def(id).HasTrait("Queen")) {
				return ZHand
			}
			return to
		},
		Says: "while revealed, a King or Queen character that would be killed returns to its owner's hand instead"})

	// Summoning Season: you and an opponent each fetch a character from
	// your decks into your hands.
	Register("summoning-season", search("character"))

	// The Power of Arms: your War characters have +2 STR.
	Register("the-power-of-arms", &Text{
		Str: func(s *State, self, id int) int {
			if characterOf(s, id, owner(s, self)) && !s.Cards[id].Dup && slices.Contains(s.Def(id).Crests, "war") {
				return 2
			}
			return 0
		},
		Says: "while revealed, your War characters have +2 STR"})

	// The Power of Blood: Noble characters cannot be killed.
	Register("the-power-of-blood", &Text{
		Forbids: func(s *State, self, id int, what string) bool {
			return what == "leave-killed" && s.IsType(id, "character") && !s.Cards[id].Dup && slices.Contains(s.Def(id).Crests, "noble")
		},
		Says: "while revealed, Noble characters cannot be killed"})

	// The Promise of Victory: after you win an intrigue challenge you may
	// swap your hand for as many cards from the top of your deck.
	Register("the-promise-of-victory", &Text{Abilities: []*Ability{{
		Text:     "after you win an intrigue challenge, you may put your hand under your deck and take as many cards from its top",
		Timing:   Passive,
		On:       "challenge-won",
		If:       Both(YouWon("intrigue"), func(x *Ctx) bool { return len(x.S.P[x.P].Hand) > 0 }),
		Optional: true,
		Effect:   func(x *Ctx) { x.TopToHand(x.P, x.HandToBottom(x.P)) },
	}}})

	// Tourney for the Hand: your Knights have +1 STR and ignore your
	// opponents' character abilities.
	Register("tourney-for-the-hand", &Text{
		Str: func(s *State, self, id int) int {
			if characterOf(s, id, owner(s, self)) && !s.Cards[id].Dup && s.Def(id).HasTrait("Knight") {
				return 1
			}
			return 0
		},
		Immune: func(s *State, self, id int, x *Ctx) bool {
			p := owner(s, self)
			return characterOf(s, id, p) && s.Def(id).HasTrait("Knight") && s.IsType(x.Card, "character") && x.P != p
		},
		Says: "while revealed, your Knights have +1 STR and are immune to opponents' character abilities"})

	// Uneasy Truce: to initiate a military challenge the attacker gives the
	// defender 2 gold.
	Register("uneasy-truce", &Text{Mod: everyone("challenge-toll:military", 2),
		Says: "while revealed, initiating a military challenge costs the attacker 2 gold, given to the defender"})

	// Valar Morghulis: every character in play is killed (saves may
	// answer).
	Register("valar-morghulis", &Text{Abilities: []*Ability{WhenRevealed(&Ability{
		Text:   "kill every character in play",
		Dooms:  func(x *Ctx) []int { return x.Matching(All(Character, Killable)) },
		Effect: func(x *Ctx) { x.Kill(x.Targets...) },
	})}})

	// Wildfire Assault: every player keeps up to 3 of his characters; the
	// rest are killed, unsaved.
	Register("wildfire-assault", keepUpTo3("character", func(x *Ctx, ids ...int) {
		x.Forbid("be-saved", UntilPhase, ids...) // "cannot be saved" (FAQ §4.3)
		x.Kill(ids...)
	}, false,
		"each player keeps up to 3 of his characters; the others are killed, unsaved"))
}

// countCharacters is how many characters player p controls.
func countCharacters(s *State, p int) int {
	n := 0
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") {
			n++
		}
	}
	return n
}

// whenRevealedOf is the index of plot pl's "when revealed" ability that
// player p could resolve as his own, -1 for none; Good for the Gander's
// own is never copied (a copy of a copy would have nothing to copy).
func whenRevealedOf(s *State, p, pl int) int {
	if pl < 0 || s.Def(pl).ID == "good-for-the-gander" {
		return -1
	}
	for i, a := range s.Abilities(pl) {
		if IsWhenRevealed(a) && s.UsableRevealed(p, pl, i) {
			return i
		}
	}
	return -1
}
