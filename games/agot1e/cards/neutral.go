package cards

import (
	"slices"

	"tessen/engine"
	. "tessen/games/agot1e"
)

// The neutral characters, locations, attachments and events of the Core
// Set and Kings of the Sea, and the locations every House shares (Bay of
// Ice, Kingdom of Shadows).

func init() {
	// small words of these cards, kept here
	standing := func(x *Ctx) bool { return !x.S.Cards[x.Card].Kneeling }
	everyone := func(x *Ctx) []int { return append([]int{x.P}, x.S.Opponents(x.P)...) }
	controlledBy := func(who func(x *Ctx) int) func(x *Ctx, id int) bool {
		return func(x *Ctx, id int) bool { q := who(x); return q >= 0 && int(x.S.Cards[id].Controller) == q }
	}
	winner := func(x *Ctx) int { return x.S.Chal.Winner }
	loser := func(x *Ctx) int { // the other side of the challenge won
		switch c := &x.S.Chal; c.Winner {
		case -1:
			return -1
		case c.Attacker:
			return c.Target
		default:
			return c.Attacker
		}
	}
	// a challenge in which one of these of x's controller's took part
	participated := func(ids ...string) func(x *Ctx) bool {
		defs := make([]engine.DefKey, len(ids))
		for i, id := range ids {
			defs[i] = engine.KeyOf(id)
		}
		return func(x *Ctx) bool {
			for id := range x.S.Cards {
				c := &x.S.Cards[id]
				if c.Side != NoSide && int(c.Controller) == x.P && slices.Contains(defs, c.Def) && x.S.InPlay(id) {
					return true
				}
			}
			return false
		}
	}
	immuneToEvents := func(card string) func(s *State, self, id int, x *Ctx) bool {
		def := engine.KeyOf(card)
		return func(s *State, self, id int, x *Ctx) bool { return s.Cards[id].Def == def && s.IsType(x.Card, "event") }
	}
	// a search of your deck for a card f passes, shown to all and taken
	// into hand; the deck is shuffled, found or not (AG-WIN-5)
	search := func(prompt string, f func(x *Ctx, id int) bool) *Pick {
		return &Pick{Prompt: prompt, Min: 0, Max: 1,
			Among: func(x *Ctx) []int { return deckCards(x, x.P, f) },
			Do: func(x *Ctx, chosen []int) {
				x.Reveal(chosen...)
				for _, id := range chosen {
					x.ToHand(id)
				}
				x.Shuffle(x.P)
			}}
	}

	// A Lannister Pays His Debts — the loser's revenge on a participant of
	// the winner's, paid with a kneeling Lannister (moribund or not: FAQ).
	Register("a-lannister-pays-his-debts", &Text{Abilities: []*Ability{{
		Text:    "a loser's revenge: a Lannister character of yours kneels and one of the winner's characters in the challenge dies",
		Timing:  Response,
		On:      "challenge-lost",
		If:      YouWon(""), // the gate is the loser's
		Costs:   []Cost{KneelYour(1, All(Character, OfHouse("lannister")))},
		Target:  &Target{Prompt: "choose a participating character of the winner to kill", Filter: All(Character, Participating, controlledBy(winner))},
		Removes: true,
		Effect:  func(x *Ctx) { x.Kill(x.Target()) },
	}}})

	// Bay of Ice — 1 initiative; the initiative winner kneels every copy and
	// draws a card.
	Register("bay-of-ice", &Text{Abilities: []*Ability{{
		Text:   "every Bay of Ice kneels as initiative is won, and the winner draws a card",
		Timing: Passive,
		On:     "initiative-won",
		If:     standing,
		Effect: func(x *Ctx) { x.Kneel(x.Each(All(Titled("bay-of-ice"), Standing))...) },
		Then:   func(x *Ctx) { x.Draw(x.Gate.Player, 1) },
	}}})

	// Benjen Stark — his death returns every dead pile to its deck (he,
	// moribund, is not in his yet: FAQ).
	Register("benjen-stark", &Text{Abilities: []*Ability{{
		Text:   "his death sends every dead pile back into its owner's deck, shuffled",
		Timing: Passive,
		On:     "killed",
		If:     GateIsSelf,
		Effect: func(x *Ctx) {
			for _, q := range everyone(x) {
				x.ShuffleIntoDeck(q, ZDead)
			}
		},
	}}})

	// Bodyguard — a Lord's or Lady's attachment, one a character, that
	// gives itself up to keep its bearer in play.
	Register("bodyguard", &Text{
		AttachTo:        func(s *State, p, host int) bool { return s.HasTrait(host, "Lord") || s.HasTrait(host, "Lady") },
		OnePerCharacter: true,
		Says:            "on a Lord or a Lady only, and never two on one character",
		Abilities: []*Ability{{
			Text:   "Bodyguard gives itself up (discarded) so that its character stays in play when killed or discarded",
			Timing: Response,
			Saves:  true,
			If:     func(x *Ctx) bool { return BeingRemoved("killed", "discarded")(x, x.S.Host(x.Card)) },
			// Discarding itself is the price, paid with the save: a
			// Bodyguard whose character is already moribund, and with it its
			// attachments, still can (they leave at step 4: AG-TIME-7); the
			// save brings it back, then it goes, and nothing may save it.
			Effect: func(x *Ctx) {
				x.Save(x.S.Host(x.Card))
				x.Forbid("be-saved", UntilPhase, x.Card)
				x.Discard(x.Card)
			},
		}},
	})

	// Confession — 3 influence or a Holy character knelt: an opponent's hand
	// seen, a card of it not Limited thrown away.
	// the cards of a hand x's controller looks at, by title, not Limited
	peekedInHand := func(x *Ctx) []int {
		var out []int
		for _, k := range x.S.Peeks {
			if k.Player == x.P && x.S.Cards[k.Card].Zone == ZHand && !x.S.Def(k.Card).HasKeyword("Limited") {
				out = append(out, k.Card)
			}
		}
		return out
	}
	confession := func(text string, cost Cost) *Ability {
		return &Ability{
			Text:         text,
			Timing:       Action,
			Phase:        "any",
			Costs:        []Cost{cost},
			ChoosePlayer: AnOpponent, // whose hand
			Effect:       func(x *Ctx) { x.LookAtHand(x.P, x.Chosen) },
			Select: &Select{Prompt: "choose a card of that hand to discard",
				Labels: func(x *Ctx) []string { // by title: copies are alike
					var out []string
					for _, id := range peekedInHand(x) {
						if w := engine.Slug(x.S.Def(id).Title); !slices.Contains(out, w) {
							out = append(out, w)
						}
					}
					return out
				},
				Do: func(x *Ctx, chosen []string) {
					for _, id := range peekedInHand(x) {
						if engine.Slug(x.S.Def(id).Title) == chosen[0] {
							x.DiscardFromHand(int(x.S.Cards[id].Owner), id)
							return
						}
					}
				}},
		}
	}
	Register("confession", &Text{Abilities: []*Ability{
		confession("3 influence: see an opponent's hand and throw away one of its cards that is not Limited", Influence(3)),
		confession("a Holy character of yours kneels: see an opponent's hand and throw away one of its cards that is not Limited",
			KneelYour(1, All(Character, Crest("holy")))),
	}})

	// Dance with Dragons — 1 influence fetches a Dragon card from the deck.
	Register("dance-with-dragons", &Text{Abilities: []*Ability{{
		Text:   "1 influence: a Dragon card of your deck, shown to all, goes to your hand; the deck is shuffled",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{Influence(1)},
		Pick:   search("choose a Dragon card of your deck", Trait("Dragon")),
	}}})

	// Distinct Mastery — a crested (Holy, Learned, Noble, War) character
	// stands.
	Register("distinct-mastery", &Text{Abilities: []*Ability{{
		Text:   "a kneeling character with the Holy, Learned, Noble or War crest gets up",
		Timing: Action,
		Phase:  "any",
		Target: &Target{Prompt: "choose a Holy, Learned, Noble or War character to stand",
			Filter: All(Character, Kneeling, Any(Crest("holy"), Crest("learned"), Crest("noble"), Crest("war")))},
		Effect: func(x *Ctx) { x.Stand(x.Target()) },
	}}})

	// Distraction — in marshalling, a military character kneels.
	Register("distraction", &Text{Abilities: []*Ability{{
		Text:   "in marshalling, a character with the military icon kneels",
		Timing: Action,
		Phase:  "marshalling",
		Target: &Target{Prompt: "choose a character with a military icon to kneel", Filter: All(Character, Icon("military"), Standing)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Ghost — shields Jon Snow from events; kneels to keep a Night's Watch
	// character in play.
	Register("ghost", &Text{
		Immune: immuneToEvents("jon-snow"),
		Says:   "events do not touch Jon Snow",
		Abilities: []*Ability{{
			Text:   "Ghost kneels so that a Night's Watch character stays in play when killed or discarded",
			Timing: Response,
			Saves:  true,
			Costs:  []Cost{KneelSelf},
			Target: &Target{Prompt: "choose the Night's Watch character Ghost saves",
				Filter: All(Character, Trait("Night's Watch"), BeingRemoved("killed", "discarded"))},
			Effect: func(x *Ctx) { x.Save(x.Target()) },
		}},
	})

	// Godswood Attendant — a challenge won with it lets you see a deck's top
	// card and throw it away or leave it.
	Register("godswood-attendant", &Text{Abilities: []*Ability{{
		Text:   "a won challenge it fought in shows you the top card of a deck, which you may throw away",
		Timing: Response,
		On:     "challenge-won",
		If:     Both(YouWon(""), SelfParticipating),
		// any player, whose deck has a card
		ChoosePlayer: func(x *Ctx, q int) bool { return x.S.TopOfDeck(q) >= 0 },
		Effect:       func(x *Ctx) { x.Look(x.P, x.S.TopOfDeck(x.Chosen)) },
		Select: &Select{Prompt: "discard that card, or keep it on top of the deck",
			Labels: func(x *Ctx) []string { return []string{"discard", "keep"} },
			Do: func(x *Ctx, chosen []string) {
				if chosen[0] == "discard" {
					x.DiscardTop(x.Chosen, 1)
				}
			}},
	}}})

	// I Never Bet Against My Family — gold and a kneeling Lannister buy a
	// lower claim for the attacker, this challenge.
	Register("i-never-bet-against-my-family", &Text{Abilities: []*Ability{{
		Text:   "gold paid and a Lannister character of yours knelt lower the attacker's claim by as much gold, for this challenge",
		Timing: Action,
		Phase:  "challenges",
		If: func(x *Ctx) bool {
			return x.S.Chal.On && x.S.Chal.Attacker != x.P && x.S.P[x.S.Chal.Attacker].Plot >= 0
		},
		Costs:  []Cost{PayX(1), KneelYour(1, All(Character, OfHouse("lannister")))},
		Effect: func(x *Ctx) { x.ChangeClaim(x.S.P[x.S.Chal.Attacker].Plot, -x.X, UntilChallenge) },
	}}})

	// Insidious Ways — a stronger Lannister attacker, and 2 cards should the
	// challenge be won.
	Register("insidious-ways", &Text{Abilities: []*Ability{{
		Text:   "a Lannister attacker is 2 STR stronger this phase, and a win in this challenge brings you 2 cards",
		Timing: Action,
		Phase:  "challenges",
		Target: &Target{Prompt: "choose an attacking House Lannister character", Filter: All(Character, Attackers, OfHouse("lannister"))},
		Effect: func(x *Ctx) {
			x.AddStr(2, UntilPhase, x.Target())
			x.DrawIfWin(2)
		},
	}}})

	// Jack of All Trades — 1 influence: the crest of your choice for the
	// phase.
	Register("jack-of-all-trades", &Text{Abilities: []*Ability{{
		Text:   "1 influence: Jack takes on a War, Noble, Learned or Holy crest for the phase",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{Influence(1)},
		Select: &Select{Prompt: "choose the crest Jack of All Trades gains",
			Labels: func(x *Ctx) []string { return []string{"war", "noble", "learned", "holy"} },
			Do: func(x *Ctx, chosen []string) {
				if x.S.InPlay(x.Card) {
					x.GainCrest(chosen[0], UntilPhase, x.Card)
				}
			}},
	}}})

	// Jon Snow — shields Ghost from events; power for Jon when he or Ghost
	// fights in a challenge won.
	Register("jon-snow", &Text{
		Immune: immuneToEvents("ghost"),
		Says:   "events do not touch Ghost",
		Abilities: []*Ability{{
			Text:   "a challenge won with Jon or Ghost in it puts 1 power on Jon",
			Timing: Response,
			On:     "challenge-won",
			If:     Both(YouWon(""), participated("jon-snow", "ghost")),
			Effect: func(x *Ctx) { x.PowerOn(x.Card, 1) },
		}},
	})

	// Kingdom of Shadows — an intrigue win spends every copy to stand a
	// Shadow-crest card.
	Register("kingdom-of-shadows", &Text{Abilities: []*Ability{{
		Text:   "an intrigue win kneels every Kingdom of Shadows and lets the winner stand a card with the Shadow crest",
		Timing: Passive,
		On:     "challenge-won",
		If:     Both(func(x *Ctx) bool { return x.Gate.Label == "intrigue" }, standing),
		Effect: func(x *Ctx) { x.Kneel(x.Each(All(Titled("kingdom-of-shadows"), Standing))...) },
		Pick: &Pick{By: "gate", Prompt: "choose a card with the Shadow crest to stand", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return x.Each(All(Kneeling, Crest("shadow"))) },
			Do:    func(x *Ctx, chosen []int) { x.Stand(chosen...) }},
	}}})

	// Kings in the North — after dominance, two Starks trade kneeling for a
	// power each.
	Register("kings-in-the-north", &Text{Abilities: []*Ability{{
		Text:   "dominance won: two Stark characters of yours kneel and gain 1 power each",
		Timing: Response,
		On:     "dominance-won",
		If:     YouWon(""),
		Costs:  []Cost{KneelYour(2, All(Character, OfHouse("stark")))},
		Effect: func(x *Ctx) {
			for _, id := range x.Paid {
				if x.S.InPlay(id) {
					x.PowerOn(id, 1)
				}
			}
		},
	}}})

	// Knight of Flowers — 1 power at the dawn of dominance, if standing.
	Register("knight-of-flowers", &Text{Abilities: []*Ability{{
		Text:   "standing as dominance begins, he gains 1 power",
		Timing: Passive,
		On:     "phase-begins",
		If:     Both(func(x *Ctx) bool { return x.Gate.Label == "dominance" }, standing),
		Effect: func(x *Ctx) { x.PowerOn(x.Card, 1) },
	}}})

	// Lethal Counterattack — two kneeling Starks kill a military challenge's
	// attackers; once a challenge.
	Register("lethal-counterattack", &Text{Abilities: []*Ability{{
		Text:   "in a military challenge, two Stark characters of yours kneel and every attacker dies",
		Timing: Action,
		Phase:  "challenges",
		If:     DuringChallenge("military"),
		Costs:  []Cost{KneelYour(2, All(Character, OfHouse("stark")))},
		Dooms:  func(x *Ctx) []int { return x.Each(All(Character, Attackers)) }, // saves answer at step 2
		Effect: func(x *Ctx) { x.Kill(x.Targets...) },
		Limit:  1,
		Period: "challenge",
	}}})

	// Littlefinger — as strong as the gold in his controller's pool allows.
	Register("littlefinger", &Text{
		Str: func(s *State, self, id int) int {
			if id != self {
				return 0
			}
			return s.P[s.Cards[self].Controller].Gold
		},
		Says: "each gold in his controller's pool makes Littlefinger 1 STR stronger",
	})

	// Lordship — makes a Lord with a power icon, much stronger at
	// dominance; one a character.
	Register("lordship", &Text{
		OnePerCharacter: true,
		Traits:          attachedGains("Lord"),
		Icons: func(s *State, self, id int) []string {
			if attachedTo(s, self, id) {
				return []string{"power"}
			}
			return nil
		},
		Str: func(s *State, self, id int) int {
			if s.Phase == "dominance" && attachedTo(s, self, id) {
				return 4
			}
			return 0
		},
		Says: "its bearer counts as a Lord and has a power icon; 4 STR stronger in dominance; never two on one character",
	})

	// Maester Aemon — kneels to keep a Night's Watch character alive.
	Register("maester-aemon", &Text{Abilities: []*Ability{{
		Text:   "Aemon kneels so that a Night's Watch character is not killed",
		Timing: Response,
		Saves:  true,
		Costs:  []Cost{KneelSelf},
		Target: &Target{Prompt: "choose the Night's Watch character Maester Aemon saves",
			Filter: All(Character, Trait("Night's Watch"), BeingRemoved("killed"))},
		Effect: func(x *Ctx) { x.Save(x.Target()) },
	}}})

	// Magister Illyrio — a toll of 1 gold on an opponent's challenges of one
	// type, this phase (FAQ); one who cannot pay cannot start it.
	Register("magister-illyrio", &Text{Abilities: []*Ability{{
		Text:         "he kneels: this phase a chosen opponent owes you 1 gold for each challenge of a named type he starts",
		Timing:       Action,
		Phase:        "challenges",
		Costs:        []Cost{KneelSelf},
		ChoosePlayer: AnOpponent, // who must pay
		Select: &Select{Prompt: "name a challenge type",
			Labels: func(x *Ctx) []string { return ChallengeTypes },
			Do:     func(x *Ctx, chosen []string) { x.ChallengeToll(x.Chosen, chosen[0], 1, UntilPhase) }},
	}}})

	// Milk of the Poppy — silences its bearer's text, traits apart.
	Register("milk-of-the-poppy", &Text{
		Blanks:           attachedTo,
		BlankKeepsTraits: true,
		Says:             "its bearer's text box counts for nothing; the traits remain",
	})

	// Muster — a kneeling Knight fetches a Knight character from the deck.
	Register("muster", &Text{Abilities: []*Ability{{
		Text:   "a Knight of yours kneels: a Knight character of your deck, shown to all, goes to your hand; the deck is shuffled",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{KneelYour(1, All(Character, Trait("Knight")))},
		Pick:   search("choose a Knight character of your deck", All(Character, Trait("Knight"))),
	}}})

	// Randyll Tarly — strengthens his side's War characters.
	Register("randyll-tarly", &Text{
		Str: func(s *State, self, id int) int {
			if s.IsType(id, "character") && s.InPlay(id) && s.Cards[id].Controller == s.Cards[self].Controller &&
				Crest("war")(s.CardCtx(self), id) {
				return 1
			}
			return 0
		},
		Says: "its controller's War characters are 1 STR stronger",
	})

	// Retreat — a unique character of yours killed comes back to hand.
	retreating := func(x *Ctx, id int) bool {
		c := &x.S.Cards[id]
		return x.S.Def(id).Unique && x.S.IsType(id, "character") && c.Dying == ZDead && int(c.Controller) == x.P
	}
	Register("retreat", &Text{Abilities: []*Ability{{
		Text:   "your unique character just killed goes to your hand, not the dead pile",
		Timing: Response,
		On:     "killed",
		If:     func(x *Ctx) bool { return x.Gate.Player == x.P && retreating(x, x.Gate.Cards[0]) },
		// which one, where several were killed at once
		Pick: &Pick{Prompt: "choose the unique character that goes back to hand", Min: 1, Max: 1,
			Among: func(x *Ctx) []int {
				return x.Controlled(x.P, func(x *Ctx, id int) bool { return retreating(x, id) })
			},
			Do: func(x *Ctx, chosen []int) {
				for _, id := range chosen {
					x.Instead(id, ZHand)
				}
			}},
	}}})

	// Risen from the Sea — keeps a Greyjoy alive and stays on it as a
	// strengthening Condition.
	Register("risen-from-the-sea", &Text{
		Str: func(s *State, self, id int) int {
			if attachedTo(s, self, id) {
				return 1
			}
			return 0
		},
		Traits: func(s *State, self, id int) []string {
			if id == self && s.Host(self) >= 0 {
				return []string{"Condition"}
			}
			return nil
		},
		Says: "once attached, a Condition making its bearer 1 STR stronger",
		Abilities: []*Ability{{
			Text:   "a Greyjoy character about to be killed stays in play, this card attached to it",
			Timing: Response,
			Saves:  true,
			Target: &Target{Prompt: "choose the House Greyjoy character to save",
				Filter: All(Character, OfHouse("greyjoy"), BeingRemoved("killed"))},
			Effect: func(x *Ctx) { x.Save(x.Target()) },
			Then:   func(x *Ctx) { x.Attach(x.Card, x.Target()) },
		}},
	})

	// Seafarer's Bow — two ways (its bearer or itself kneeling) to make a
	// participant stronger; each once a phase.
	bow := func(text string, cost Cost) *Ability {
		return &Ability{
			Text:   text,
			Timing: Action,
			Phase:  "challenges",
			Costs:  []Cost{cost},
			Target: &Target{Prompt: "choose a participating character to get 2 more strength", Filter: All(Character, Participating)},
			Effect: func(x *Ctx) { x.AddStr(2, UntilPhase, x.Target()) },
			Limit:  1,
			Period: "phase",
		}
	}
	Register("seafarers-bow", &Text{Abilities: []*Ability{
		bow("its bearer kneels: a character in the challenge is 2 STR stronger this phase",
			KneelYour(1, func(x *Ctx, id int) bool { return x.S.Host(x.Card) == id })),
		bow("the bow kneels: a character in the challenge is 2 STR stronger this phase", KneelSelf),
	}})

	// Seductive Promise — a crushing power win wins over a loser's
	// character that is not unique; once a phase.
	Register("seductive-promise", &Text{Abilities: []*Ability{{
		Text:   "a power win by 4 STR or more: a character of the loser's that is not unique changes sides to you",
		Timing: Response,
		On:     "challenge-won",
		If:     Both(YouWon("power"), WonBy(4)),
		Target: &Target{Prompt: "choose a character of the loser to take control of", Filter: All(Character, NonUnique, controlledBy(loser))},
		Effect: func(x *Ctx) { x.TakeControl(x.Target()) },
		Limit:  1,
		Period: "phase",
	}}})

	// Ser Barristan Selmy — his arrival returns every discard pile to its
	// deck.
	Register("ser-barristan-selmy", &Text{Abilities: []*Ability{{
		Text:   "his arrival sends every discard pile back into its owner's deck, shuffled",
		Timing: Passive,
		On:     "enters-play",
		If:     GateIsSelf,
		Effect: func(x *Ctx) {
			for _, q := range everyone(x) {
				x.ShuffleIntoDeck(q, ZDiscard)
			}
		},
	}}})

	// Shadowblack Lane, Street of Sisters, Street of Steel — each kneels to
	// cheapen your next character with its icon (intrigue, power,
	// military) this phase.
	for _, l := range []struct{ id, title, icon, a string }{
		{"shadowblack-lane", "Shadowblack Lane", "intrigue", "an"},
		{"street-of-sisters", "Street of Sisters", "power", "a"},
		{"street-of-steel", "Street of Steel", "military", "a"},
	} {
		Register(l.id, &Text{Abilities: []*Ability{{
			Text:   l.title + " kneels: your next character with " + l.a + " " + l.icon + " icon this phase costs 1 gold less",
			Timing: Action,
			Phase:  "marshalling",
			Costs:  []Cost{KneelSelf},
			Effect: func(x *Ctx) { x.ReduceNextWithIcon(1, "character", l.icon) },
		}}})
	}

	// Shae — kneels a character of a player ahead of hers in power.
	Register("shae", &Text{Abilities: []*Ability{{
		Text:   "she kneels: a character of a player ahead of you in power kneels",
		Timing: Action,
		Phase:  "challenges",
		Costs:  []Cost{KneelSelf},
		Target: &Target{Prompt: "choose a character of a player with more power than you to kneel",
			Filter: All(Character, Standing, func(x *Ctx, id int) bool {
				return x.S.TotalPower(int(x.S.Cards[id].Controller)) > x.S.TotalPower(x.P)
			})},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Shivering Sea — gives itself up to cheapen your next neutral
	// character this phase.
	Register("shivering-sea", &Text{Abilities: []*Ability{
		reducer("it goes to the discard pile: your next neutral character this phase costs 1 gold less",
			[]Cost{DiscardSelf}, 1, "character", "neutral")}})

	// Silent Sisters — stronger for each character its side has lost.
	Register("silent-sisters", &Text{
		Str: func(s *State, self, id int) int {
			if id != self {
				return 0
			}
			n := 0
			for _, c := range s.P[s.Cards[self].Controller].Dead {
				if s.IsType(c, "character") {
					n++
				}
			}
			return n
		},
		Says: "each character in its controller's dead pile makes it 1 STR stronger",
	})

	// Support of the Kingdom — a power win brings an opponent's gold or
	// influence location over to you.
	Register("support-of-the-kingdom", &Text{Abilities: []*Ability{{
		Text:   "a power win: an opponent's location giving gold or influence comes under your control",
		Timing: Response,
		On:     "challenge-won",
		If:     YouWon("power"),
		Target: &Target{Prompt: "choose an opponent's location giving gold or influence to take control of",
			Filter: All(Location, Theirs, func(x *Ctx, id int) bool { d := x.S.Def(id); return d.Income > 0 || d.Influence > 0 })},
		Effect: func(x *Ctx) { x.TakeControl(x.Target()) },
	}}})

	// The Price of War — a military win led by War razes up to 2 of the
	// loser's locations that are not Limited; once a round. (Up to two: a
	// choice as it resolves, the framework choosing one target.)
	razable := All(Location, Not(HasKw("Limited")), controlledBy(loser))
	Register("the-price-of-war", &Text{Abilities: []*Ability{{
		Text:   "a military win with a War attacker of yours: up to 2 of the loser's locations, Limited ones apart, are discarded",
		Timing: Response,
		On:     "challenge-won",
		If: Both(YouWon("military"), YouControl(All(Character, Attackers, Crest("war"))), func(x *Ctx) bool {
			return len(x.Each(razable)) > 0
		}),
		Pick: &Pick{Prompt: "choose up to 2 locations of the loser to discard", Min: 1, Max: 2, Removes: true,
			Among: func(x *Ctx) []int { return x.Each(razable) },
			Do:    func(x *Ctx, chosen []int) { x.Discard(chosen...) }},
		Limit:  1,
		Period: "round",
	}}})

	// Varys — in melee, trades plot decks with an opponent for the round.
	Register("varys", &Text{Abilities: []*Ability{{
		Text:   "melee only: he kneels and you trade plot decks with an opponent until the round ends",
		Timing: Action,
		Phase:  "plot",
		If:     func(x *Ctx) bool { return len(x.S.Opponents(x.P)) > 1 && !x.S.PlotsSwitched(x.P) },
		Costs:  []Cost{KneelSelf},
		// an opponent not switched already: one switch at a time
		ChoosePlayer: func(x *Ctx, q int) bool { return AnOpponent(x, q) && !x.S.PlotsSwitched(q) },
		Effect:       func(x *Ctx) { x.SwitchPlots(x.Chosen, UntilRound) },
	}}})

	// Westeros Bleeds — 4 influence sweeps every character away.
	Register("westeros-bleeds", &Text{Abilities: []*Ability{{
		Text:      "4 influence: every character in play is discarded",
		Timing:    Action,
		Phase:     "dominance",
		Costs:     []Cost{Influence(4)},
		Dooms:     func(x *Ctx) []int { return x.Each(Character) }, // saves answer at step 2
		RemovesAs: "discarded",
		Effect:    func(x *Ctx) { x.Discard(x.Targets...) },
	}}})

	// Winter Is Coming — every Stark player's claim is higher for the
	// challenge; once a round.
	Register("winter-is-coming", &Text{Abilities: []*Ability{{
		Text:   "in a challenge, every Stark player's claim is 1 higher for it",
		Timing: Action,
		Phase:  "challenges",
		If:     DuringChallenge(""),
		Effect: func(x *Ctx) {
			for _, q := range everyone(x) {
				if pl := x.S.P[q].Plot; x.S.P[q].House == "stark" && pl >= 0 {
					x.ChangeClaim(pl, 1, UntilChallenge)
				}
			}
		},
		Limit:  1,
		Period: "round",
	}}})
}
