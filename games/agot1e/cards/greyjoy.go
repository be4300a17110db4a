package cards

import (
	"slices"

	. "tessen/games/agot1e"
)

// House Greyjoy (Kings of the Sea), with Myrcella Lannister (Martell).

var (
	warship  = All(Location, Trait("Warship"))
	greyjoyC = All(Character, OfHouse("greyjoy"))
)

// parentOf is the card attachment a is on, -1 for none.
func parentOf(s *State, a int) int {
	if s.Cards[a].Zone != ZAttached {
		return -1
	}
	return int(s.Cards[a].Parent)
}

// attached gives the character attachment self is on a keyword.
func attachedGains(kw string) func(s *State, self, id int) []string {
	return func(s *State, self, id int) []string {
		if parentOf(s, self) == id && s.IsType(id, "character") {
			return []string{kw}
		}
		return nil
	}
}

// only reports card self as the one character in play with a trait.
func only(s *State, self int, trait string) bool {
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if id != self && s.IsType(id, "character") && s.HasTrait(id, trait) {
				return false
			}
		}
	}
	return s.HasTrait(self, trait)
}

// deckCards are the cards of p's deck f passes.
func deckCards(x *Ctx, p int, f func(x *Ctx, id int) bool) []int {
	var out []int
	for _, id := range x.S.P[p].Deck {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

func init() {
	// Aeron Damphair — killed, he goes to the bottom of the deck instead,
	// and a cheap non-unique Holy character comes out of the deck into play.
	Register("aeron-damphair", &Text{Abilities: []*Ability{{
		Text:   "instead of dying: to the bottom of the deck; search the deck for a non-unique Holy character of cost 3 or less and put it into play",
		Timing: Passive, On: "killed", If: GateIsSelf,
		Effect: func(x *Ctx) { x.Instead(x.Card, ZDeck) },
		Pick: &Pick{Prompt: "search your deck for a non-unique Holy character of cost 3 or less", Min: 0, Max: 1,
			Among: func(x *Ctx) []int {
				return deckCards(x, x.P, All(Character, NonUnique, Crest("holy"), CostAtMost(3)))
			},
			Do: func(x *Ctx, chosen []int) {
				if x.Failed {
					return
				}
				for _, c := range chosen {
					x.PutIntoPlay(c)
				}
				x.Shuffle(x.P)
			}},
	}}})

	// Aeron's Chambers — may be marshalled onto its player's House card,
	// where it is an attachment and out of reach of what hits locations.
	Register("aerons-chambers", &Text{MayAttachToHouse: true,
		Says: "may be marshalled attached to your House card, where it counts as an attachment"})

	// Asha Greyjoy — no save can keep her in play.
	Register("asha-greyjoy", &Text{Cannot: []string{"be-saved"}, Says: "cannot be saved"})

	// Assault of the Kraken — an unopposed win earns a second challenge of
	// that type, to be the next; if that one is opposed, nobody wins it.
	Register("assault-of-the-kraken", &Text{Abilities: []*Ability{{
		Text:   "after you win an unopposed challenge: one more challenge of that type this phase, your next; opposed, it has no winner",
		Timing: Response, On: "challenge-won", If: YouWonUnopposed,
		Effect: func(x *Ctx) { x.GrantChallenge(x.Gate.Label, true) },
	}}})

	// Assertion of Might — an unopposed win, paid with 4 influence or a
	// War character knelt, claims 3 power for the House; once a phase.
	claim3 := func(x *Ctx) { x.ClaimPower(x.P, 3) }
	Register("assertion-of-might", &Text{Abilities: []*Ability{{
		Text:   "after you win an unopposed challenge, kneel 4 influence: your House claims 3 power",
		Timing: Response, On: "challenge-won", If: YouWonUnopposed, Limit: 1, Period: "phase",
		Costs: []Cost{Influence(4)}, Effect: claim3,
	}, {
		Text:   "after you win an unopposed challenge, kneel a War character: your House claims 3 power",
		Timing: Response, On: "challenge-won", If: YouWonUnopposed, Limit: 1, Period: "phase",
		Costs: []Cost{KneelYour(1, All(Character, Crest("war")))}, Effect: claim3,
	}}})

	// Balon Greyjoy — attacking as the only King in play, he bars weaker
	// characters from defending.
	Register("balon-greyjoy", &Text{
		Forbids: func(s *State, self, id int, what string) bool {
			return what == "defend" && s.Cards[self].Side == Attacking && s.IsType(id, "character") &&
				s.Str(id) < s.Str(self) && only(s, self, "King")
		},
		Says: "while he attacks as the only King in play, characters with less STR than his cannot defend"})

	// Bloody Keep — kneel it: the next Greyjoy character marshalled this
	// phase costs 2 less.
	Register("bloody-keep", &Text{Abilities: []*Ability{{
		Text:   "kneel: your next House Greyjoy character this phase costs 2 less",
		Timing: Action, Phase: "marshalling", Costs: []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(2, "character", "greyjoy") },
	}}})

	// Dagmer Cleftjaw — in the dominance phase each standing Warship of his
	// controller's adds 2 to that player's dominance.
	Register("dagmer-cleftjaw", &Text{
		Dominance: func(s *State, self, p int) int {
			if int(s.Cards[self].Controller) != p || s.Phase != "dominance" {
				return 0
			}
			n := 0
			for _, id := range s.P[p].Play {
				if s.IsType(id, "location") && s.HasTrait(id, "Warship") && !s.Cards[id].Kneeling {
					n += 2
				}
			}
			return n
		},
		Says: "in the dominance phase, each standing Warship location you control counts 2 STR"})

	// Drowned Disciple — killed, it goes to the bottom of the deck instead,
	// and each opponent then loses the top 3 cards of his deck.
	Register("drowned-disciple", &Text{Abilities: []*Ability{{
		Text:   "instead of dying: to the bottom of the deck; then each opponent discards the top 3 cards of his deck",
		Timing: Passive, On: "killed", If: GateIsSelf,
		Effect: func(x *Ctx) { x.Instead(x.Card, ZDeck) },
		Then: func(x *Ctx) {
			for _, q := range x.S.Opponents(x.P) {
				x.DiscardTop(q, 3)
			}
		},
	}}})

	// Drumbeater — kneel it while attacking: a win by 4 STR or more counts
	// as unopposed.
	Register("drumbeater", &Text{Abilities: []*Ability{{
		Text:   "kneel, while you attack: winning by 4 STR or more counts as unopposed",
		Timing: Action, Phase: "challenges", Costs: []Cost{KneelSelf},
		If:     func(x *Ctx) bool { return x.S.Chal.On && x.S.Chal.Attacker == x.P },
		Effect: func(x *Ctx) { x.CountAsUnopposed(4) },
	}}})

	// Euron Crow's Eye — while he stands, his player's Greyjoy characters
	// have stealth.
	Register("euron-crows-eye", &Text{
		Keywords: func(s *State, self, id int) []string {
			if !s.Cards[self].Kneeling && s.Cards[id].Zone == ZPlay && s.Cards[id].Controller == s.Cards[self].Controller &&
				s.IsType(id, "character") && slices.Contains(s.Def(id).Houses, "greyjoy") {
				return []string{"Stealth"}
			}
			return nil
		},
		Says: "while standing, your House Greyjoy characters have stealth"})

	// Iron Island Fiefdoms — kneel it: the next Greyjoy card marshalled
	// this phase costs 1 less.
	Register("iron-island-fiefdoms", &Text{Abilities: []*Ability{{
		Text:   "kneel: your next House Greyjoy card this phase costs 1 less",
		Timing: Action, Phase: "marshalling", Costs: []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(1, "", "greyjoy") },
	}}})

	// Kingsmoot — after winning dominance, kneel two Ironborn to stand a
	// Greyjoy Lord or Lady, who then gains 2 power while you draw 2.
	Register("kingsmoot", &Text{Abilities: []*Ability{{
		Text:   "after you win dominance, kneel 2 Ironborn characters: stand a House Greyjoy Lord or Lady; then it gains 2 power and you draw 2",
		Timing: Response, On: "dominance-won", If: func(x *Ctx) bool { return x.Gate.Player == x.P },
		Costs: []Cost{KneelYour(2, All(Character, Trait("Ironborn")))},
		Target: &Target{Prompt: "choose a kneeling House Greyjoy Lord or Lady to stand",
			Filter: All(greyjoyC, Any(Trait("Lord"), Trait("Lady")), Kneeling)},
		Effect: func(x *Ctx) { x.Stand(x.Target()) },
		Then: func(x *Ctx) {
			x.PowerOn(x.Target(), 2)
			x.Draw(x.P, 2)
		},
	}}})

	// Longship Iron Victory — Warships kneel after marshalling without a
	// Greyjoy character about; kneel it for +2 STR to a participant, and a
	// card if you win.
	Register("longship-iron-victory", &Text{Abilities: []*Ability{{
		Text:   "as the marshalling phase ends, with no House Greyjoy character of yours in play, your Warship locations kneel",
		Timing: Passive, On: "phase-ends",
		If: func(x *Ctx) bool {
			return x.Gate.Label == "marshalling" && !YouControl(greyjoyC)(x) && YouControl(All(warship, Standing))(x)
		},
		Effect: func(x *Ctx) { x.Kneel(x.Controlled(x.P, All(warship, Standing))...) },
	}, {
		Text:   "kneel: a participating character gets +2 STR for the challenge; if you win it, draw a card",
		Timing: Action, Phase: "challenges", Costs: []Cost{KneelSelf},
		Target: &Target{Prompt: "choose a participating character to get +2 STR", Filter: All(Character, Participating)},
		Effect: func(x *Ctx) {
			x.AddStr(2, UntilChallenge, x.Target())
			x.DrawIfWin(1)
		},
	}}})

	// Maester Wendamyr — kneel him to save a Greyjoy character from death
	// or discard, then optionally stand it for 2 influence or a Learned
	// character knelt.
	Register("maester-wendamyr", &Text{Abilities: []*Ability{{
		Text:   "kneel: save a House Greyjoy character from being killed or discarded; then you may kneel 2 influence or a Learned character to stand it",
		Timing: Response, Saves: true, Costs: []Cost{KneelSelf},
		Target: &Target{Prompt: "choose a House Greyjoy character to save",
			Filter: All(greyjoyC, BeingRemoved("killed", "discarded"))},
		Effect: func(x *Ctx) { x.Save(x.Target()) },
		Pick: &Pick{Prompt: "to stand it, choose cards to kneel: 2 influence, or a Learned character (none: it stays as it is)",
			Min: 0, Max: 20,
			Among: func(x *Ctx) []int {
				if x.Failed || !x.S.Cards[x.Target()].Kneeling {
					return nil
				}
				return x.Controlled(x.P, func(x *Ctx, id int) bool {
					return !x.S.Cards[id].Kneeling && (x.S.Influence(id) > 0 || Character(x, id) && Crest("learned")(x, id))
				})
			},
			Do: func(x *Ctx, chosen []int) {
				if x.Failed || len(chosen) == 0 {
					return
				}
				infl := 0
				for _, id := range chosen {
					infl += x.S.Influence(id)
				}
				learned := len(chosen) == 1 && Character(x, chosen[0]) && Crest("learned")(x, chosen[0])
				if !learned && infl < 2 {
					x.S.Say("Nothing is knelt: neither 2 influence nor a Learned character")
					return
				}
				x.Kneel(chosen...)
				x.Stand(x.Target())
			}},
	}}})

	// Myrcella Lannister — the only Queen in play, she kneels to give a
	// Knight an intrigue icon and stealth for the phase.
	Register("myrcella-lannister", &Text{Abilities: []*Ability{{
		Text:   "while she is the only Queen in play, kneel: a Knight gains an intrigue icon and stealth until the phase ends",
		Timing: Action, Phase: "any", Costs: []Cost{KneelSelf},
		If:     func(x *Ctx) bool { return only(x.S, x.Card, "Queen") },
		Target: &Target{Prompt: "choose a Knight", Filter: All(Character, Trait("Knight"))},
		Effect: func(x *Ctx) {
			x.GainIcon("intrigue", UntilPhase, x.Target())
			x.GainKeyword("Stealth", UntilPhase, x.Target())
		},
	}}})

	// Priest of the Drowned God — discard your deck's top card: a Holy
	// character gets +1 STR for the phase; twice a phase.
	Register("priest-of-the-drowned-god", &Text{Abilities: []*Ability{{
		Text:   "discard the top card of your deck: a Holy character gets +1 STR until the phase ends",
		Timing: Action, Phase: "challenges", Costs: []Cost{DiscardFromDeck(1)}, Limit: 2, Period: "phase",
		Target: &Target{Prompt: "choose a Holy character to get +1 STR", Filter: All(Character, Crest("holy"))},
		Effect: func(x *Ctx) { x.AddStr(1, UntilPhase, x.Target()) },
	}}})

	// Scouting Vessel — kneel it: a defender's STR does not count in the
	// challenge.
	Register("scouting-vessel", &Text{Abilities: []*Ability{{
		Text:   "kneel: a defending character counts no STR in this challenge",
		Timing: Action, Phase: "challenges", Costs: []Cost{KneelSelf},
		Target: &Target{Prompt: "choose a defending character", Filter: All(Character, Defenders)},
		Effect: func(x *Ctx) { x.NoStr(UntilChallenge, x.Target()) },
	}}})

	// Scurvy Cutthroat — as an opponent's attachment arrives, discard the
	// Cutthroat to discard it.
	Register("scurvy-cutthroat", &Text{Abilities: []*Ability{{
		Text:   "after an opponent marshals an attachment, discard Scurvy Cutthroat: discard that attachment",
		Timing: Response, On: "marshalled", Costs: []Cost{DiscardSelf},
		If: func(x *Ctx) bool {
			a := x.Gate.Cards[0]
			return x.Gate.Player != x.P && x.S.IsType(a, "attachment") && x.S.InPlay(a)
		},
		Effect: func(x *Ctx) { x.Discard(x.Gate.Cards[0]) },
	}}})

	// Seasick — cancel an action, response or event unless the player who
	// used it kneels 1 influence.
	Register("seasick", &Text{Abilities: []*Ability{{
		Text:   "cancel a triggered effect unless its controller kneels 1 influence",
		Timing: Response, On: "initiated", Cancels: true, If: GateTriggered,
		Pick: &Pick{By: "gate", Prompt: "kneel a card with influence, or your effect is cancelled", Min: 0, Max: 1,
			Among: func(x *Ctx) []int { return x.S.Influencers(x.Gate.Player) },
			Do: func(x *Ctx, chosen []int) {
				if len(chosen) > 0 {
					x.Kneel(chosen...)
					return
				}
				x.Cancel()
			}},
	}}})

	// Stowaway — kneel it and discard your deck's top card: an Ironborn
	// character gains an intrigue icon for the phase.
	Register("stowaway", &Text{Abilities: []*Ability{{
		Text:   "kneel, discard the top card of your deck: an Ironborn character gains an intrigue icon until the phase ends",
		Timing: Action, Phase: "challenges", Costs: []Cost{KneelSelf, DiscardFromDeck(1)},
		Target: &Target{Prompt: "choose an Ironborn character", Filter: All(Character, Trait("Ironborn"))},
		Effect: func(x *Ctx) { x.GainIcon("intrigue", UntilPhase, x.Target()) },
	}}})

	// Support of Harlaw — on a Greyjoy character: stealth, and it stands
	// after an unopposed win.
	Register("support-of-harlaw", &Text{
		AttachTo: func(s *State, p, host int) bool {
			return s.IsType(host, "character") && slices.Contains(s.Def(host).Houses, "greyjoy")
		},
		Keywords: attachedGains("Stealth"),
		Says:     "House Greyjoy character only; it has stealth",
		Abilities: []*Ability{{
			Text:   "after you win an unopposed challenge: stand the attached character",
			Timing: Response, On: "challenge-won",
			If: func(x *Ctx) bool {
				c := parentOf(x.S, x.Card)
				return YouWonUnopposed(x) && c >= 0 && x.S.Cards[c].Kneeling
			},
			Effect: func(x *Ctx) { x.Stand(parentOf(x.S, x.Card)) },
		}}})

	// Ten Towers Honor Guard — from hand into an opponent's play area;
	// it comes home once that opponent wins a challenge with it.
	Register("ten-towers-honor-guard", &Text{Abilities: []*Ability{{
		Text:   "from your hand: put it into play under an opponent's control",
		Timing: Action, Phase: "challenges", From: "hand",
		Pick: &Pick{Prompt: "choose the House card of the opponent who gets it", Min: 0, Max: 1,
			Among: func(x *Ctx) []int {
				opp := x.S.Opponents(x.P)
				if len(opp) < 2 {
					return nil // one opponent: nothing to choose
				}
				var out []int
				for _, q := range opp {
					out = append(out, x.S.P[q].HouseCard)
				}
				return out
			},
			Do: func(x *Ctx, chosen []int) {
				q := x.S.Opponents(x.P)[0]
				if len(chosen) == 1 {
					q = int(x.S.Cards[chosen[0]].Controller)
				}
				x.PutIntoPlayFor(q, x.Card)
			}},
	}, {
		Text:   "after the opponent who controls it wins a challenge it took part in, its owner takes it back",
		Timing: Passive, On: "challenge-won",
		If: func(x *Ctx) bool {
			c := &x.S.Cards[x.Card]
			return x.Gate.Player == x.P && int(c.Owner) != x.P && c.Side != NoSide
		},
		Effect: func(x *Ctx) { x.GiveControl(int(x.S.Cards[x.Card].Owner), x.Card) },
	}}})

	// The Iron Mines — kneel and discard it to save a character from being
	// killed.
	Register("the-iron-mines", &Text{Abilities: []*Ability{{
		Text:   "kneel and discard The Iron Mines: save a character from being killed",
		Timing: Response, Saves: true, Costs: []Cost{KneelSelf, DiscardSelf},
		Target: &Target{Prompt: "choose a character to save", Filter: All(Character, BeingRemoved("killed"))},
		Effect: func(x *Ctx) { x.Save(x.Target()) },
	}}})

	// Theon Greyjoy — 1 gold: kneel a location; once a round.
	Register("theon-greyjoy", &Text{Abilities: []*Ability{{
		Text:   "pay 1 gold: kneel a location",
		Timing: Action, Phase: "any", Costs: []Cost{Gold(1)}, Limit: 1, Period: "round",
		Target: &Target{Prompt: "choose a standing location to kneel", Filter: All(Location, Standing)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Veteran Marauder — stealth for its character; after an unopposed win
	// with that character, it moves onto an opponent's location and blanks
	// it.
	Register("veteran-marauder", &Text{
		OnLocations: true,
		Keywords:    attachedGains("Stealth"),
		Blanks: func(s *State, self, id int) bool {
			return parentOf(s, self) == id && s.IsType(id, "location")
		},
		Says: "its character has stealth; on a location, that location's printed text box is blank",
		Abilities: []*Ability{{
			Text:   "after you win an unopposed challenge its character took part in: attach it to an opponent's location",
			Timing: Response, On: "challenge-won",
			If: func(x *Ctx) bool {
				c := parentOf(x.S, x.Card)
				return YouWonUnopposed(x) && c >= 0 && x.S.IsType(c, "character") && x.S.Cards[c].Side != NoSide &&
					len(opponentsLocations(x)) > 0
			},
			Pick: &Pick{Prompt: "choose an opponent's location to attach Veteran Marauder to", Min: 1, Max: 1,
				Among: opponentsLocations,
				Do: func(x *Ctx, chosen []int) {
					if len(chosen) == 1 {
						x.Reattach(x.Card, chosen[0])
					}
				}},
		}}})

	// Victarion Greyjoy — after his player reveals a plot, with a Warship
	// in play, he gains 1 power; once a phase.
	Register("victarion-greyjoy", &Text{Abilities: []*Ability{{
		Text:   "after you reveal a plot, if you control a Warship location: Victarion Greyjoy gains 1 power",
		Timing: Response, On: "revealed", Limit: 1, Period: "phase",
		If:     Both(YouReveal, YouControl(warship)),
		Effect: func(x *Ctx) { x.PowerOn(x.Card, 1) },
	}}})

	// Wex Pyke — while he attacks, characters without a crest cannot
	// defend.
	Register("wex-pyke", &Text{
		Forbids: func(s *State, self, id int, what string) bool {
			return what == "defend" && s.Cards[self].Side == Attacking && s.IsType(id, "character") && len(s.Def(id).Crests) == 0
		},
		Says: "while he attacks, characters without a crest cannot defend"})
}

// opponentsLocations are the locations x's controller's opponents control.
func opponentsLocations(x *Ctx) []int {
	var out []int
	for _, q := range x.S.Opponents(x.P) {
		for _, id := range x.S.P[q].Play {
			if x.S.IsType(id, "location") && x.S.Cards[id].Dying == ZNone {
				out = append(out, id)
			}
		}
	}
	return out
}
