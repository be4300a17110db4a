package cards

import (
	"slices"

	. "tessen/games/agot1e"
)

// House Stark of the Core Set and Kings of the Sea, and Narrow Sea
// (Stark and Baratheon). Direwolf Pup, Great Keep, Knight of the
// Tumblestone and War Host of the North print nothing beyond their
// keywords and modifiers, which the framework plays.

// starkCharacter is the host restriction "House Stark character only".
func starkCharacter(s *State, p, host int) bool { return slices.Contains(s.Def(host).Houses, "stark") }

// titledInPlay reports card id, in play, of that title (duplicates have
// none).
func titledInPlay(s *State, id int, title string) bool {
	return s.InPlay(id) && !s.Cards[id].Dup && s.Def(id).Title == title
}

// onItsCharacter reports card id being the character attachment self is
// attached to, of that title when one is named.
func onItsCharacter(s *State, self, id int, title string) bool {
	return id >= 0 && id == s.Host(self) && (title == "" || s.Def(id).Title == title)
}

// titleInPlay reports a card of that title in play, anyone's.
func titleInPlay(s *State, title string) bool {
	for _, id := range s.CardsInPlay() {
		if titledInPlay(s, id, title) {
			return true
		}
	}
	return false
}

// inPlayCount counts the cards in play (duplicates apart) that f passes,
// read as player p would.
func inPlayCount(s *State, p int, f func(x *Ctx, id int) bool) int {
	x := &Ctx{S: s, P: p, Card: -1, Ab: &Ability{}}
	n := 0
	for _, id := range s.CardsInPlay() {
		if !s.Cards[id].Dup && !s.IsType(id, "house") && f(x, id) {
			n++
		}
	}
	return n
}

// controlsStarkLord reports self's controller controlling a House Stark
// Lord character.
func controlsStarkLord(s *State, self int) bool {
	return s.CountControlled(int(s.Cards[self].Controller), func(s *State, id int) bool {
		return s.IsType(id, "character") && slices.Contains(s.Def(id).Houses, "stark") && s.HasTrait(id, "Lord")
	}) > 0
}

func init() {
	// Arya Stark — any phase: kneel 1 influence to strip a character of
	// stealth and renown for the phase; Arya takes what it lost.
	Register("arya-stark", &Text{Abilities: []*Ability{{
		Text:   "kneel 1 influence: a character with stealth or renown loses them this phase, and Arya Stark gains what it lost",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{Influence(1)},
		Target: &Target{Prompt: "choose a character with stealth or renown", Filter: All(Character,
			func(x *Ctx, id int) bool { return x.S.HasKeyword(id, "Stealth") || x.S.HasKeyword(id, "Renown") })},
		Effect: func(x *Ctx) {
			t := x.Target()
			for _, kw := range []string{"Stealth", "Renown"} {
				if x.S.HasKeyword(t, kw) {
					x.Lasting("lose-keyword", 0, kw, UntilPhase, t)
					x.GainKeyword(kw, UntilPhase, x.Card)
				}
			}
		},
	}}})

	// Bran Stark — plot phase: kneel him to reveal another plot of your
	// plot deck in place of your plot; up to 3 times a round (FAQ errata).
	Register("bran-stark", &Text{Abilities: []*Ability{{
		Text:   "kneel Bran Stark: reveal another plot of your plot deck as your plot (3 times a round at most)",
		Timing: Action,
		Phase:  "plot",
		Costs:  []Cost{KneelSelf},
		Limit:  3,
		Period: UntilRound,
		If:     func(x *Ctx) bool { return len(x.S.NewPlots(x.P)) > 0 },
		Pick: &Pick{Prompt: "choose the plot to reveal", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return x.S.NewPlots(x.P) },
			Do: func(x *Ctx, chosen []int) {
				for _, id := range chosen {
					x.RevealPlot(x.P, id)
				}
			}},
	}}})

	// Bran the Builder's Legacy — dominance: pay 3 gold to find a location
	// of printed cost 2 or lower in your deck and put it into play.
	Register("bran-the-builders-legacy", &Text{Abilities: []*Ability{{
		Text:   "pay 3 gold: search your deck for a location of printed cost 2 or lower and put it into play, then shuffle your deck",
		Timing: Action,
		Phase:  "dominance",
		Costs:  []Cost{Gold(3)},
		Pick: &Pick{Prompt: "choose a location of printed cost 2 or lower to put into play", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return deckCards(x, x.P, All(Location, CostAtMost(2))) },
			Do: func(x *Ctx, chosen []int) {
				for _, id := range chosen {
					x.PutIntoPlay(id)
				}
				x.ShuffleDeck(x.P)
			}},
	}}})

	// Catelyn Stark — after she is declared as a defender, a participating
	// character's STR does not count in that challenge.
	Register("catelyn-stark", &Text{Abilities: []*Ability{{
		Text:   "after Catelyn Stark is declared as a defender: a participating character does not count its STR this challenge",
		Timing: Response,
		On:     "defenders-declared",
		If:     GateIsSelf,
		Target: &Target{Prompt: "choose a participating character whose strength will not count", Filter: All(Character, Participating)},
		Effect: func(x *Ctx) { x.NoStr(UntilChallenge, x.Target()) },
	}}})

	// Eddard Stark — he claims 1 power as he enters play.
	Register("eddard-stark", &Text{Abilities: []*Ability{{
		Text:   "as Eddard Stark enters play, he claims 1 power",
		Timing: Passive,
		On:     "enters-play",
		If:     GateIsSelf,
		Effect: func(x *Ctx) { x.PowerOn(x.Card, 1) },
	}}})

	// Godswood — marshalling: kneel it for 2 gold off the next House Stark
	// character played this phase.
	Register("godswood", &Text{Abilities: []*Ability{{
		Text:   "kneel Godswood: the next House Stark character you play this phase costs 2 less",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(2, "character", "stark") },
	}}})

	// Greatjon Umber — challenges: kneel him to join the military or power
	// challenge under way on his controller's side.
	Register("greatjon-umber", &Text{Abilities: []*Ability{{
		Text:   "kneel Greatjon Umber: he takes part in the military or power challenge under way, attacking or defending with you",
		Timing: Action,
		Phase:  "challenges",
		Costs:  []Cost{KneelSelf},
		If: func(x *Ctx) bool {
			c := &x.S.Chal
			return c.On && (c.Type == "military" || c.Type == "power") && !SelfParticipating(x) &&
				(x.P == c.Attacker || x.P == c.Defender)
		},
		Effect: func(x *Ctx) { x.JoinChallenge(x.Card) },
	}}})

	// Grey Wind — costs 2 less to marshal while a Robb Stark is in play.
	Register("grey-wind", &Text{
		OwnCost: func(s *State, self, p int) int {
			if titleInPlay(s, "Robb Stark") {
				return -2
			}
			return 0
		},
		Says: "costs 2 less to marshal while a Robb Stark is in play",
	})

	// Guilty! — dominance: kneel 3 influence, or kneel a Noble character,
	// to kill a character outside House Stark (one ability per way of
	// paying: "play guilty" and "play guilty #2").
	guilty := func(cost Cost, how string) *Ability {
		return &Ability{
			Text:    how + ": kill a character that is not of House Stark",
			Timing:  Action,
			Phase:   "dominance",
			Costs:   []Cost{cost},
			Target:  &Target{Prompt: "choose a character not of House Stark to kill", Filter: All(Character, Not(OfHouse("stark")))},
			Removes: true,
			Effect:  func(x *Ctx) { x.Kill(x.Target()) },
		}
	}
	Register("guilty", &Text{Abilities: []*Ability{
		guilty(Influence(3), "kneel 3 influence"),
		guilty(KneelCrest("noble"), "kneel a Noble character"),
	}})

	// Hodor — never attacks, and stealth cannot get past him.
	Register("hodor", &Text{Cannot: []string{"attack", "be-bypassed"},
		Says: "cannot be declared as an attacker, and stealth cannot bypass him"})

	// House Tully Recruiter — marshalling: kneel it for 1 gold off the next
	// House Stark character played this phase.
	Register("house-tully-recruiter", &Text{Abilities: []*Ability{{
		Text:   "kneel House Tully Recruiter: the next House Stark character you play this phase costs 1 less",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(1, "character", "stark") },
	}}})

	// Ice — on a House Stark character; while it takes part in a
	// challenge, kneel and discard Ice to kill another participant.
	Register("ice", &Text{
		AttachTo: starkCharacter,
		Says:     "attaches to a House Stark character only",
		Abilities: []*Ability{{
			Text:   "while its character takes part in a challenge, kneel and discard Ice: kill another participating character",
			Timing: Action,
			Phase:  "challenges",
			Costs:  []Cost{KneelSelf, DiscardSelf},
			If: func(x *Ctx) bool {
				h := x.Host()
				return h >= 0 && x.S.Chal.On && x.S.Cards[h].Side != NoSide
			},
			Target: &Target{Prompt: "choose another participating character to kill", Filter: All(Character, Participating,
				func(x *Ctx, id int) bool { return id != x.Host() })},
			Removes: true,
			Effect:  func(x *Ctx) { x.Kill(x.Target()) },
		}},
	})

	// Kennel Master — +1 STR for each Direwolf card in play; with 3
	// Direwolf cards of your own he may save himself from a kill or a
	// discard by going back to his owner's hand.
	Register("kennel-master", &Text{
		Str: func(s *State, self, id int) int {
			if id != self {
				return 0
			}
			return inPlayCount(s, int(s.Cards[self].Controller), Trait("Direwolf"))
		},
		Says: "gets +1 STR for each Direwolf card in play",
		Abilities: []*Ability{{
			Text:   "while you control 3 or more Direwolf cards: save Kennel Master from being killed or discarded, and return him to his owner's hand",
			Timing: Response,
			Saves:  true,
			If: func(x *Ctx) bool {
				return BeingRemoved("killed", "discarded")(x, x.Card) && len(x.Controlled(x.P, Trait("Direwolf"))) >= 3
			},
			Effect: func(x *Ctx) { x.Save(x.Card) },
			Then:   func(x *Ctx) { x.Return(x.Card) },
		}},
	})

	// Lady — Sansa Stark gets +1 STR and renown; Lady costs 2 less to
	// marshal while a Sansa Stark is in play.
	Register("lady", &Text{
		Str: func(s *State, self, id int) int {
			if titledInPlay(s, id, "Sansa Stark") {
				return 1
			}
			return 0
		},
		Keywords: func(s *State, self, id int) []string {
			if titledInPlay(s, id, "Sansa Stark") {
				return []string{"Renown"}
			}
			return nil
		},
		OwnCost: func(s *State, self, p int) int {
			if titleInPlay(s, "Sansa Stark") {
				return -2
			}
			return 0
		},
		Says: "Sansa Stark gets +1 STR and gains renown; Lady costs 2 less to marshal while a Sansa Stark is in play",
	})

	// Lord Eddard's Chambers — may be marshalled onto its player's House
	// card as an attachment.
	Register("lord-eddards-chambers", &Text{MayAttachToHouse: true,
		Says: "may be marshalled as an attachment to your House card instead of into your play area"})

	// Narrow Sea — marshalling: discard it for 2 gold off the next House
	// Stark or House Baratheon character played this phase.
	Register("narrow-sea", &Text{Abilities: []*Ability{{
		Text:   "discard Narrow Sea: the next House Stark or House Baratheon character you play this phase costs 2 less",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{DiscardSelf},
		Effect: func(x *Ctx) { x.ReduceNext(2, "character", "stark", "baratheon") },
	}}})

	// Northern Fiefdoms — marshalling: kneel it for 1 gold off the next
	// House Stark card played this phase.
	Register("northern-fiefdoms", &Text{Abilities: []*Ability{{
		Text:   "kneel Northern Fiefdoms: the next House Stark card you play this phase costs 1 less",
		Timing: Action,
		Phase:  "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(1, "", "stark") },
	}}})

	// Nymeria — on a House Stark character; kneel her to save it from a
	// kill; on Arya Stark she gives +1 STR and stealth.
	Register("nymeria", &Text{
		AttachTo: starkCharacter,
		Str: func(s *State, self, id int) int {
			if onItsCharacter(s, self, id, "Arya Stark") {
				return 1
			}
			return 0
		},
		Keywords: func(s *State, self, id int) []string {
			if onItsCharacter(s, self, id, "Arya Stark") {
				return []string{"Stealth"}
			}
			return nil
		},
		Says: "attaches to a House Stark character only; on Arya Stark, she gets +1 STR and gains stealth",
		Abilities: []*Ability{{
			Text:   "kneel Nymeria: save her character from being killed",
			Timing: Response,
			Saves:  true,
			Costs:  []Cost{KneelSelf},
			If:     Saves("killed", HostOf),
			Effect: func(x *Ctx) { x.Save(x.Host()) },
		}},
	})

	// Robb Stark (Core Set) — after you win a military challenge he took
	// part in, kill a character of the losing player's.
	Register("robb-stark-core", &Text{Abilities: []*Ability{{
		Text:   "after you win a military challenge in which Robb Stark takes part: kill a character the losing player controls",
		Timing: Response,
		On:     "challenge-won",
		If:     Both(YouWon("military"), GateIsSelf),
		Target: &Target{Prompt: "choose a character of the losing player's to kill", Filter: All(Character,
			func(x *Ctx, id int) bool { return int(x.S.Cards[id].Controller) == loser(x) })},
		Removes: true,
		Effect:  func(x *Ctx) { x.Kill(x.Target()) },
	}}})

	// Robb Stark (Kings of the Sea) — while he is the only King character
	// in play: kneel him to make the next House Stark army played this
	// phase cost nothing.
	Register("robb-stark-kotse", &Text{Abilities: []*Ability{{
		Text:   "while Robb Stark is the only King character in play, kneel him: the next House Stark army you play this phase costs nothing",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{KneelSelf},
		If:     OnlyKing,
		Effect: func(x *Ctx) { x.ReduceNext(ToZero, "Army", "stark") },
	}}})

	// Sansa Stark — after a player plays an attachment on her, that player
	// may draw a card.
	Register("sansa-stark", &Text{Abilities: []*Ability{{
		Text:   "after a player plays an attachment on Sansa Stark: that player may draw a card",
		Timing: Response,
		On:     "marshalled",
		If: func(x *Ctx) bool {
			g := x.Gate
			return len(g.Cards) == 1 && x.S.IsType(g.Cards[0], "attachment") && x.S.Host(g.Cards[0]) == x.Card &&
				x.S.MayDrawNow(g.Player)
		},
		Effect: func(x *Ctx) { x.MayDraw(x.Gate.Player, 1) },
	}}})

	// Ser Rodrik Cassel — defends without kneeling, and gets +2 STR while
	// defending.
	Register("ser-rodrik-cassel", &Text{
		Cannot: []string{"kneel-to-defend:military", "kneel-to-defend:intrigue", "kneel-to-defend:power"},
		Str: func(s *State, self, id int) int {
			if id == self && s.Cards[self].Side == Defending {
				return 2
			}
			return 0
		},
		Says: "does not kneel when declared as a defender, and gets +2 STR while defending",
	})

	// Shaggydog — while you control a House Stark Lord character, +3 STR
	// and immune to events.
	Register("shaggydog", &Text{
		Str: func(s *State, self, id int) int {
			if id == self && controlsStarkLord(s, self) {
				return 3
			}
			return 0
		},
		Immune: func(s *State, self, id int, x *Ctx) bool {
			return id == self && s.IsType(x.Card, "event") && controlsStarkLord(s, self)
		},
		Says: "while you control a House Stark Lord character, Shaggydog gets +3 STR and is immune to events",
	})

	// Summer — on a House Stark character: +2 STR and a military icon; on
	// Bran Stark, stealth too.
	Register("summer", &Text{
		AttachTo: starkCharacter,
		Str: func(s *State, self, id int) int {
			if onItsCharacter(s, self, id, "") {
				return 2
			}
			return 0
		},
		Icons: func(s *State, self, id int) []string {
			if onItsCharacter(s, self, id, "") {
				return []string{"military"}
			}
			return nil
		},
		Keywords: func(s *State, self, id int) []string {
			if onItsCharacter(s, self, id, "Bran Stark") {
				return []string{"Stealth"}
			}
			return nil
		},
		Says: "attaches to a House Stark character only; it gets +2 STR and a military icon, and stealth if it is Bran Stark",
	})

	// Trident Reinforcements — dominance, from your dead pile while it
	// holds 3 or more characters: it goes back to your hand.
	Register("trident-reinforcements", &Text{Abilities: []*Ability{{
		Text:   "from your dead pile, while it holds 3 or more characters: return Trident Reinforcements to your hand",
		Timing: Action,
		Phase:  "dominance",
		From:   "dead",
		If: func(x *Ctx) bool {
			n := 0
			for _, id := range x.S.P[x.P].Dead {
				if x.S.IsType(id, "character") {
					n++
				}
			}
			return n >= 3
		},
		Effect: func(x *Ctx) { x.ToHand(x.Card) },
	}}})

	// Winterfell Castle — your House Stark characters get +1 STR.
	Register("winterfell-castle", &Text{
		Str: func(s *State, self, id int) int {
			if s.InPlay(id) && s.IsType(id, "character") && s.Cards[id].Controller == s.Cards[self].Controller &&
				slices.Contains(s.Def(id).Houses, "stark") {
				return 1
			}
			return 0
		},
		Says: "each House Stark character you control gets +1 STR",
	})

	// Winterfell Honor Guard — challenges, from your hand: put it into
	// play under an opponent's control; once that opponent wins a
	// challenge it took part in, its owner takes it back.
	Register("winterfell-honor-guard", &Text{Abilities: []*Ability{
		{
			Text:   "from your hand: put Winterfell Honor Guard into play under an opponent's control",
			Timing: Action,
			Phase:  "challenges",
			From:   "hand",
			If:     func(x *Ctx) bool { return len(x.S.Opponents(x.P)) > 0 },
			Select: &Select{Prompt: "choose the opponent who will control Winterfell Honor Guard",
				Labels: func(x *Ctx) []string { return OpponentLabels(x, func(int) bool { return true }) },
				Do: func(x *Ctx, chosen []string) {
					x.PutIntoPlayFor(x.S.PlayerOf(chosen[len(chosen)-1]), x.Card)
				}},
		},
		{
			Text:   "after the opponent controlling Winterfell Honor Guard wins a challenge it took part in, its owner takes control of it",
			Timing: Passive,
			On:     "challenge-won",
			If: func(x *Ctx) bool {
				c := &x.S.Cards[x.Card]
				return c.Controller != c.Owner && x.Gate.Player == x.P && GateIsSelf(x)
			},
			Effect: func(x *Ctx) { x.GiveControl(int(x.S.Cards[x.Card].Owner), x.Card) },
		},
	}})

	// Winterfell Kennels — any phase: kneel it and pay 1 gold to find a
	// Direwolf card in your deck, show it and take it into your hand.
	Register("winterfell-kennels", &Text{Abilities: []*Ability{{
		Text:   "kneel Winterfell Kennels and pay 1 gold: search your deck for a Direwolf card, show it and take it into your hand, then shuffle your deck",
		Timing: Action,
		Phase:  "any",
		Costs:  []Cost{KneelSelf, Gold(1)},
		Pick: &Pick{Prompt: "choose a Direwolf card to take into your hand", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return deckCards(x, x.P, Trait("Direwolf")) },
			Do: func(x *Ctx, chosen []int) {
				x.Reveal(chosen...)
				for _, id := range chosen {
					x.ToHand(id)
				}
				x.ShuffleDeck(x.P)
			}},
	}}})

	// Winterfell Reserves — after it is declared as a defender, pay 1 gold
	// to put the top card of a discard pile back on top of its owner's
	// deck.
	Register("winterfell-reserves", &Text{Abilities: []*Ability{{
		Text:   "after Winterfell Reserves is declared as a defender, pay 1 gold: put the top card of a player's discard pile on top of that player's deck",
		Timing: Response,
		On:     "defenders-declared",
		If:     func(x *Ctx) bool { return GateIsSelf(x) && len(x.TopsOfDiscards()) > 0 },
		Costs:  []Cost{Gold(1)},
		Pick: &Pick{Prompt: "choose the top card of a discard pile to put on top of its owner's deck", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return x.TopsOfDiscards() },
			Do: func(x *Ctx, chosen []int) {
				for _, id := range chosen {
					x.ToDeckTop(id)
				}
			}},
	}}})
}

// loser is the player who lost the challenge a "challenge-won" gate
// answers: the winner's opponent in it.
func loser(x *Ctx) int {
	c := &x.S.Chal
	if x.Gate == nil {
		return -1
	}
	if x.Gate.Player == c.Attacker {
		return c.Defender
	}
	return c.Attacker
}
