package cards

import (
	"slices"

	"tessen/engine"
	. "tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// House Lannister's characters (the locations, attachments and events are
// in lannister_more.go).
func init() {
	// Ser Ilyn Payne — Marshalling: kneel him to kill a character of STR 2
	// or lower.
	Register("ser-ilyn-payne", &Text{Abilities: []*Ability{{
		Text:    "kneel Ser Ilyn Payne: kill a character with STR 2 or lower",
		Timing:  Action,
		Phase:   "marshalling",
		Costs:   []Cost{KneelSelf},
		Target:  &Target{Prompt: "choose a character with STR 2 or lower to kill", Filter: All(Character, StrAtMost(2))},
		Removes: true,
		Effect:  func(x *Ctx) { x.S.Kill(x.P, x.Target()) },
	}}})

	// Bronn — Any Phase: 2 gold marks a character for the phase; while
	// Bronn kneels, killing it stands Bronn instead.
	Register("bronn", &Text{
		Abilities: []*Ability{{
			Text:   "pay 2 gold: this phase, if the chosen character would be killed while Bronn kneels, Bronn stands and it lives",
			Timing: Action,
			Phase:  "any",
			Costs:  []Cost{Gold(2)},
			Target: &Target{Prompt: "choose a character Bronn will stand in for", Filter: Character},
			Effect: func(x *Ctx) { x.Mark("", UntilPhase, x.Target()) },
		}},
		Instead: func(s *State, self, id int, how string, to Zone) Zone {
			if how != "killed" || !s.MarkedBy(self, id) || !s.Cards[self].Kneeling || s.Dying(self) {
				return to
			}
			x := s.CardCtx(self)
			if x.Stand(self); x.Failed {
				return to
			}
			return ZNone
		},
		Says: "a character his ability chose is not killed while Bronn kneels: Bronn stands instead",
	})

	// Cersei Lannister — Dominance: kneel her and pay 2 gold to kneel a
	// character (if standing) and keep it from the standing phase.
	Register("cersei-lannister", &Text{Abilities: []*Ability{{
		Text:   "kneel Cersei and pay 2 gold: a character kneels if it stands, and stays knelt through this round's standing phase",
		Timing: Action,
		Phase:  "dominance",
		Costs:  []Cost{KneelSelf, Gold(2)},
		Target: &Target{Prompt: "choose a character to keep kneeling", Filter: Character},
		Effect: func(x *Ctx) {
			// two parts with no "then": each holds alone (FAQ 4.9)
			if t := x.Target(); !x.S.Cards[t].Kneeling {
				x.Kneel(t)
			}
			x.Lasting("no-stand", 0, "", UntilRound, x.Target())
		},
	}}})

	// Cersei's Attendant — Response: after Cersei Lannister or a Cersei's
	// Attendant is killed, kneel a character.
	Register("cerseis-attendant", &Text{Abilities: []*Ability{{
		Text:   "when Cersei Lannister or a Cersei's Attendant dies: kneel a character",
		Timing: Response,
		On:     "killed",
		If: func(x *Ctx) bool {
			d := x.S.Def(x.Gate.Cards[0]).ID
			return d == "cersei-lannister" || d == "cerseis-attendant"
		},
		Target: &Target{Prompt: "choose a character to kneel", Filter: All(Character, Standing)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Chella, Daughter of Cheyk — Response: after you win a challenge a
	// Clansman took part in, pay a location's printed cost to send it back
	// to its owner's hand.
	Register("chella-daughter-of-cheyk", &Text{Abilities: []*Ability{{
		Text:   "a won challenge with a Clansman in it: pay a location's printed cost to send it back to its owner's hand",
		Timing: Response,
		On:     "challenge-won",
		If: func(x *Ctx) bool {
			return YouWon("")(x) && slices.ContainsFunc(x.S.CardsInPlay(), func(id int) bool {
				return Participating(x, id) && Trait("Clansman")(x, id)
			})
		},
		Target: &Target{Prompt: "choose a location to return to its owner's hand", Filter: All(Location,
			func(x *Ctx, id int) bool { d := x.S.Def(id); return !d.NoCost && d.Cost <= x.S.Spendable(x.P) })},
		GoldX:     func(x *Ctx) int { return x.S.Def(x.Target()).Cost },
		Removes:   true,
		RemovesAs: "returned",
		Effect:    func(x *Ctx) { x.Return(x.Target()) },
	}}})

	// Enemy Informer — Response: after you marshal it from your hand,
	// kneel a character.
	Register("enemy-informer", &Text{Abilities: []*Ability{{
		Text:   "after you marshal Enemy Informer from your hand: kneel a character",
		Timing: Response,
		On:     "marshalled",
		If:     GateIsSelf,
		Target: &Target{Prompt: "choose a character to kneel", Filter: All(Character, Standing)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Grand Maester Pycelle — Response: after an opponent's effect reveals
	// cards (not another Pycelle's, FAQ), reveal your top card and take it
	// into your hand; 3 times a phase.
	Register("grand-maester-pycelle", &Text{Abilities: []*Ability{{
		Text:   "after an opponent's effect reveals cards: reveal your deck's top card and take it into your hand (3 times a phase)",
		Timing: Response,
		On:     "cards-revealed",
		Limit:  3,
		Period: "phase",
		If: func(x *Ctx) bool {
			g := x.Gate
			return g.Player != x.P && (g.Source < 0 || x.S.Def(g.Source).ID != "grand-maester-pycelle") &&
				x.S.TopOfDeck(x.P) >= 0
		},
		Effect: func(x *Ctx) {
			id := x.S.TopOfDeck(x.P)
			x.Reveal(id)
			x.ToHand(id)
		},
	}}})

	// Joffrey Baratheon (Core) — Response: after a Lord or Lady character
	// is killed, Joffrey claims 1 power; 3 times a round.
	Register("joffrey-baratheon-core", &Text{Abilities: []*Ability{{
		Text:   "when a Lord or Lady dies: 1 power onto Joffrey (3 times a round)",
		Timing: Response,
		On:     "killed",
		Limit:  3,
		Period: "round",
		If: func(x *Ctx) bool {
			d := x.S.Def(x.Gate.Cards[0])
			return d.Type == "character" && (d.HasTrait("Lord") || d.HasTrait("Lady"))
		},
		Effect: func(x *Ctx) { x.PowerOn(x.Card, 1) },
	}}})

	// Joffrey Baratheon (Kings of the Sea) — the only King in play, he is
	// stronger by his gold tokens; Response: once a round, the gold an
	// opponent pays to marshal a character goes onto him.
	Register("joffrey-baratheon-kotse", &Text{
		Str: func(s *State, self, id int) int {
			if id != self || s.Cards[self].Gold == 0 {
				return 0
			}
			for _, c := range s.CardsInPlay() {
				if c != self && s.IsType(c, "character") && !s.Cards[c].Dup && s.Def(c).HasTrait("King") {
					return 0
				}
			}
			return s.Cards[self].Gold
		},
		Abilities: []*Ability{{
			Text:   "the gold an opponent spends marshalling a character lands on Joffrey (once a round)",
			Timing: Response,
			On:     "marshalled",
			Limit:  1,
			Period: "round",
			If: func(x *Ctx) bool {
				return x.Gate.Player != x.P && x.Gate.N > 0 && x.S.Def(x.Gate.Cards[0]).Type == "character"
			},
			Effect: func(x *Ctx) { x.GoldOn(x.Card, x.Gate.N) },
		}},
		Says: "with no other King in play, each gold token on Joffrey adds 1 to his STR",
	})

	// Lannisport Honor Guard — Challenges: from hand, into play under an
	// opponent's control; once that opponent wins a challenge it took part
	// in, its owner takes it back.
	Register("lannisport-honor-guard", &Text{Abilities: []*Ability{
		{
			Text:   "from your hand: Lannisport Honor Guard enters play on an opponent's side, under his control",
			Timing: Action,
			Phase:  "challenges",
			From:   "hand",
			Select: &Select{
				Prompt: "choose the opponent who will control Lannisport Honor Guard",
				Labels: func(x *Ctx) []string { return OpponentLabels(x, nil) },
				Do: func(x *Ctx, chosen []string) {
					if x.PutIntoPlayUnder(x.S.PlayerOf(chosen[0]), x.Card); !x.Failed {
						x.Mark("", WhileInPlay, x.Card) // the promise to take it back
					}
				},
			},
		},
		{
			Text:   "once the opponent it was given to wins a challenge it took part in, its owner takes control of it",
			Timing: Passive,
			On:     "challenge-won",
			If: func(x *Ctx) bool {
				c := &x.S.Cards[x.Card]
				return x.S.MarkedBy(x.Card, x.Card) && x.Gate.Player == x.P && c.Owner != c.Controller && Participating(x, x.Card)
			},
			Effect: func(x *Ctx) {
				x.S.UnmarkBy(x.Card, x.Card)
				x.GiveControl(int(x.S.Cards[x.Card].Owner), x.Card)
			},
		},
	}})

	// Qyburn's Informers — Response: after you win an intrigue challenge
	// they took part in, draw 2 cards.
	Register("qyburns-informers", &Text{Abilities: []*Ability{{
		Text:   "a won intrigue challenge they joined: draw 2 cards",
		Timing: Response,
		On:     "challenge-won",
		If:     Both(YouWon("intrigue"), SelfParticipating, CanDraw),
		Effect: func(x *Ctx) { x.Draw(x.P, 2) },
	}}})

	// Raff the Sweetling — Any Phase: 1 gold to look at the top card of an
	// opponent's deck and leave it there or put it at the bottom.
	Register("raff-the-sweetling", &Text{Abilities: []*Ability{{
		Text:   "1 gold: peek at an opponent's top card, then leave it or send it to the bottom",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{Gold(1)},
		If:     func(x *Ctx) bool { return len(OpponentLabels(x, hasDeck(x))) > 0 },
		Select: &Select{
			Prompt: "choose the opponent whose deck you look at",
			Labels: func(x *Ctx) []string { return OpponentLabels(x, hasDeck(x)) },
			Do: func(x *Ctx, chosen []string) {
				x.Look(x.P, x.S.TopOfDeck(x.S.PlayerOf(chosen[0])))
			},
			Next: &Select{
				Prompt: "leave the card you looked at on top of the deck, or put it at the bottom",
				Labels: func(x *Ctx) []string { return []string{"top", "bottom"} },
				Do: func(x *Ctx, chosen []string) {
					if id := x.S.TopOfDeck(x.S.PlayerOf(chosen[0])); chosen[1] == "bottom" && id >= 0 {
						x.ToBottom(id)
					}
				},
			},
		},
	}}})

	// Ser Jacelyn Bywater — Response: after he is killed, each opponent
	// discards a card at random.
	Register("ser-jacelyn-bywater", &Text{Abilities: []*Ability{{
		Text:   "after Ser Jacelyn Bywater is killed: each opponent discards a card at random from hand",
		Timing: Response,
		On:     "killed",
		If:     GateIsSelf,
		Effect: func(x *Ctx) {
			for _, q := range x.S.Opponents(x.P) {
				x.DiscardAtRandom(q, 1)
			}
		},
	}}})

	// Ser Jaime Lannister — he attacks and defends in military challenges
	// without kneeling.
	Register("ser-jaime-lannister", &Text{Cannot: []string{"kneel-to-attack:military", "kneel-to-defend:military"},
		Says: "in a military challenge, Ser Jaime stays standing as he attacks or defends"})

	// The Hound — killed, he goes to the discard pile; as the dominance
	// phase begins, his controller discards his deck's top card or him.
	Register("the-hound", &Text{
		Instead: func(s *State, self, id int, how string, to Zone) Zone {
			if id == self && how == "killed" && to == ZDead {
				return ZDiscard
			}
			return to
		},
		Abilities: []*Ability{{
			Text:   "as the dominance phase begins: discard your deck's top card, or discard The Hound (no save)",
			Timing: Passive,
			On:     "phase-begins",
			If:     func(x *Ctx) bool { return x.Gate.Label == "dominance" && !x.S.Dying(x.Card) },
			Select: &Select{
				Prompt: "lose your deck's top card to the discard pile, or The Hound from play",
				Labels: func(x *Ctx) []string {
					if x.S.TopOfDeck(x.P) >= 0 {
						return []string{"discard-top-card", "discard-the-hound"}
					}
					return []string{"discard-the-hound"}
				},
				Do: func(x *Ctx, chosen []string) {
					if chosen[0] == "discard-top-card" {
						x.DiscardTop(x.P, 1)
					} else {
						x.Discard(x.Card) // no save: nothing offers one (Removes is false)
					}
				},
			},
		}},
		Says: "killed, The Hound goes to his owner's discard pile, not the dead pile",
	})

	// Tyrion Lannister — Response: after you win an intrigue challenge, or
	// one he took part in, pay 1 gold to draw a card.
	Register("tyrion-lannister", &Text{Abilities: []*Ability{{
		Text:   "a won intrigue challenge, or any won challenge with Tyrion in it: 1 gold draws a card",
		Timing: Response,
		On:     "challenge-won",
		Costs:  []Cost{Gold(1)},
		If: func(x *Ctx) bool {
			return YouWon("")(x) && (x.Gate.Label == "intrigue" || SelfParticipating(x)) && CanDraw(x)
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Tywin Lannister — 2 gold onto him as each marshalling phase begins,
	// spent as if in the pool.
	Register("tywin-lannister", &Text{
		TokensSpendable: true,
		Abilities: []*Ability{{
			Text:   "as the marshalling phase begins: 2 gold from the treasury onto Tywin",
			Timing: Passive,
			On:     "phase-begins",
			If:     func(x *Ctx) bool { return x.Gate.Label == "marshalling" },
			Effect: func(x *Ctx) { x.GoldOn(x.Card, 2) },
		}},
		Says: "his controller may spend the gold on Tywin as if it were in the gold pool",
	})
}

// hasDeck passes an opponent with cards in his deck.
func hasDeck(x *Ctx) func(q int) bool { return func(q int) bool { return x.S.TopOfDeck(q) >= 0 } }

// cardNames are the names a player may name (Call Their Bluff): every
// title of the draw cards of the card data, as an id.
var cardNames = func() []string {
	var out []string
	for _, d := range carddb.Std().All {
		if n := engine.Slug(d.Title); d.Type != "plot" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}()
