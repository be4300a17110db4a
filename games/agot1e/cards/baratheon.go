package cards

import (
	"slices"

	. "tessen/games/agot1e"
)

// House Baratheon's cards. Their keywords (Stealth, Renown, Deadly,
// Limited, No attachments, Vigilant) are the framework's.
func init() {
	// Army of the Faithful: cheaper by 1 gold for each Asshai character
	// its marshaller controls.
	Register("army-of-the-faithful", &Text{
		OwnCost: func(s *State, self, p int) int { return -s.CountControlled(p, CharWithTrait("Asshai")) },
		Says:    "1 gold cheaper to marshal per Asshai character its player controls",
	})

	// Brienne of Tarth: the abilities of opponents' characters do not
	// touch her.
	Register("brienne-of-tarth", &Text{Immune: ImmuneToOpponentsCharacters,
		Says: "ignores the abilities of characters her opponents control"})

	// Devan Seaworth: has stealth while a character of his controller's
	// has power on it.
	Register("devan-seaworth", &Text{
		Keywords: func(s *State, self, id int) []string {
			if id != self {
				return nil
			}
			p := int(s.Cards[self].Controller)
			if s.CountControlled(p, func(s *State, c int) bool { return s.IsType(c, "character") && s.Cards[c].Power > 0 }) > 0 {
				return []string{"Stealth"}
			}
			return nil
		},
		Says: "has stealth while a character you control has power on it",
	})

	// Dragonstone Port: players may act between the choice of plots and
	// their reveal; then its controller may name a plot, and claims 1
	// power for each opponent who reveals it this phase.
	Register("dragonstone-port", &Text{
		PlotWindow: true,
		Says:       "an action window opens once the plots are chosen, before they are revealed",
		Abilities: []*Ability{{
			Text:   "name a plot card: claim 1 power for each opponent who reveals it this phase",
			Timing: Action, Phase: "plot",
			If:    PlotsChosen,
			Limit: 1, Period: "phase",
			Effect: func(x *Ctx) { x.NamePlot() },
		}, {
			Text:   "an opponent reveals the plot named: claim 1 power",
			Timing: Passive, On: "revealed",
			If: func(x *Ctx) bool {
				return x.Gate.Player != x.P && len(x.Gate.Cards) == 1 && slices.Contains(x.Named(), x.S.Cards[x.Gate.Cards[0]].Def.String())
			},
			Effect: func(x *Ctx) { x.ClaimPower(x.P, 1) },
		}},
	})

	// Edric Storm: once a round, after winning a power challenge as the
	// attacker by 4 STR or more, discard him to initiate one more power
	// challenge this phase.
	Register("edric-storm", &Text{Abilities: []*Ability{{
		Text:   "discard Edric Storm: one more power challenge this phase",
		Timing: Response, On: "challenge-won", LimitedResponse: true,
		If:     Both(YouWon("power"), AsAttacker, WonBy(4)),
		Costs:  []Cost{DiscardSelf},
		Effect: func(x *Ctx) { x.ExtraChallenge("power") },
	}}})

	// Great Hall: kneel it to pay 2 gold less for the next House
	// Baratheon character marshalled this phase.
	Register("great-hall", &Text{Abilities: []*Ability{{
		Text:   "kneel Great Hall: the next House Baratheon character you marshal this phase costs 2 less",
		Timing: Action, Phase: "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(2, "character", "baratheon") },
	}}})

	// Highgarden Honor Guard: put into play from the hand under an
	// opponent's control; its owner takes it back once that opponent
	// wins a challenge it took part in.
	Register("highgarden-honor-guard", &Text{Abilities: []*Ability{{
		Text:   "put Highgarden Honor Guard into play from your hand under an opponent's control",
		Timing: Action, Phase: "challenges", From: "hand",
		ChoosePlayer: AnOpponent,
		Effect:       func(x *Ctx) { x.PutIntoPlayFor(x.Chosen, x.Card) },
	}, {
		Text:   "its controller won a challenge it took part in: its owner takes control of it",
		Timing: Passive, On: "challenge-won",
		If: func(x *Ctx) bool {
			c := &x.S.Cards[x.Card]
			return x.Gate.Player == int(c.Controller) && c.Owner != c.Controller && GateIsSelf(x)
		},
		Effect: func(x *Ctx) { x.GiveControl(int(x.S.Cards[x.Card].Owner), x.Card) },
	}}})

	// House Tyrell Guard: after a House Baratheon character of yours is
	// killed, put it into play from your hand.
	Register("house-tyrell-guard", &Text{Abilities: []*Ability{{
		Text:   "enter play from your hand after one of your House Baratheon characters dies",
		Timing: Response, On: "killed", From: "hand",
		If: func(x *Ctx) bool {
			c := x.Gate.Cards[0]
			return x.Gate.Player == x.P && Character(x, c) && OfHouse("baratheon")(x, c)
		},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Card) },
	}}})

	// King Robert's Chambers: may be marshalled as an attachment to its
	// controller's House card.
	Register("king-roberts-chambers", &Text{MayAttachToHouse: true,
		Says: "can be marshalled onto its player's House card instead of the play area"})

	// Knight of the Rainwood: no effect discards him from play.
	Register("knight-of-the-rainwood", &Text{Cannot: []string{"leave-discarded"},
		Says: "no effect can discard him from play"})

	// Lightbringer: on a House Baratheon character; kneel it to save that
	// character from being killed.
	Register("lightbringer", &Text{
		AttachTo: func(s *State, p, host int) bool { return slices.Contains(s.Def(host).Houses, "baratheon") },
		Says:     "only a House Baratheon character may carry it",
		Abilities: []*Ability{{
			Text:   "kneel Lightbringer: its character, about to be killed, stays in play",
			Timing: Response, Saves: true, // a save, at the save/cancel step
			If:     Saves("killed", HostOf),
			Costs:  []Cost{KneelSelf},
			Effect: func(x *Ctx) { x.Save(x.Host()) },
		}},
	})

	// Lords of the Narrow Sea: kneel 3 influence (#1) or a Noble
	// character (#2): an opponent reveals a new plot; if its gold is
	// below your plot's, claim 1 power.
	lords := func(cost Cost, how string) *Ability {
		return &Ability{
			Text:   how + ": an opponent reveals a new plot; claim 1 power if it has less gold than yours",
			Timing: Action, Phase: "any",
			Costs: []Cost{cost},
			If: func(x *Ctx) bool {
				return slices.ContainsFunc(x.S.Opponents(x.P), func(q int) bool { return len(x.S.NewPlots(q)) > 0 })
			},
			ChoosePlayer: AnOpponent,
			Pick: &Pick{By: "chosen", Prompt: "choose the plot you reveal", Min: 1, Max: 1,
				Among: func(x *Ctx) []int { return x.S.NewPlots(x.Chosen) },
				Do: func(x *Ctx, chosen []int) {
					if len(chosen) == 0 {
						return
					}
					x.RevealPlot(x.Chosen, chosen[0])
					if !x.Failed && x.S.PlotIncome(x.Chosen) < x.S.PlotIncome(x.P) {
						x.ClaimPower(x.P, 1)
					}
				}},
		}
	}
	Register("lords-of-the-narrow-sea", &Text{Abilities: []*Ability{
		lords(Influence(3), "kneel 3 influence"),
		lords(KneelCrest("noble"), "kneel a Noble character"),
	}})

	// Maester Cressen: kneel him to discard a Condition attachment.
	Register("maester-cressen", &Text{Abilities: []*Ability{{
		Text:   "kneel Maester Cressen: a Condition attachment goes to the discard pile",
		Timing: Action, Phase: "marshalling",
		Costs:   []Cost{KneelSelf},
		Target:  &Target{Prompt: "choose a Condition attachment to discard", Filter: All(Attachment, Trait("Condition"))},
		Removes: true, RemovesAs: "discarded",
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Melisandre: while she stands, Asshai characters have 1 more STR;
	// power on her opponents' characters does not count toward their
	// total.
	Register("melisandre", &Text{
		Str: func(s *State, self, id int) int {
			if !s.Cards[self].Kneeling && CharWithTrait("Asshai")(s, id) {
				return 1
			}
			return 0
		},
		VoidsPower: func(s *State, self, p int) bool { return p != int(s.Cards[self].Controller) },
		Says:       "while she stands, Asshai characters have 1 more STR; power on her opponents' characters is left out of their totals",
	})

	// Motley: on an opponent's character, whose controller gives Motley's
	// controller 1 gold each time it attacks, defends or uses an ability.
	Register("motley", &Text{
		AttachTo: func(s *State, p, host int) bool { return int(s.Cards[host].Controller) != p },
		Toll: func(s *State, self, id int) int {
			if s.AttachedTo(self) == id {
				return 1
			}
			return 0
		},
		Says: "goes on an opponent's character; its controller pays you 1 gold each time he declares it in a challenge or triggers its abilities",
	})

	// Old Red Priest: when he is killed, kneel a standing location his
	// controller controls.
	Register("old-red-priest", &Text{Abilities: []*Ability{{
		Text:   "Old Red Priest is killed: kneel a standing location you control",
		Timing: Passive, On: "killed",
		If:     GateIsSelf,
		Target: &Target{Prompt: "choose a standing location you control to kneel", Filter: All(Location, Yours, Standing)},
		Effect: func(x *Ctx) { x.Kneel(x.Target()) },
	}}})

	// Prosperity and Plenty: for 1 gold, attach an attachment of your
	// discard pile to a character you control (discarded again if it may
	// not go there).
	Register("prosperity-and-plenty", &Text{Abilities: []*Ability{{
		Text:   "pay 1 gold: an attachment of your discard pile goes onto one of your characters",
		Timing: Action, Phase: "any",
		Costs:  []Cost{Gold(1)},
		If:     func(x *Ctx) bool { return len(attachmentsIn(x.S, x.S.P[x.P].Discard)) > 0 },
		Target: &Target{Prompt: "choose a character you control to take the attachment", Filter: All(Character, Yours)},
		Pick: &Pick{Prompt: "choose an attachment of your discard pile", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return attachmentsIn(x.S, x.S.P[x.P].Discard) },
			Do: func(x *Ctx, chosen []int) {
				if len(chosen) > 0 {
					x.PutAttached(chosen[0], x.Target())
				}
			}},
	}}})

	// Renly Baratheon: the abilities of opponents' characters do not
	// touch him; kneel 1 influence to stand him.
	Register("renly-baratheon", &Text{Immune: ImmuneToOpponentsCharacters,
		Says: "ignores the abilities of characters his opponents control",
		Abilities: []*Ability{{
			Text:   "kneel 1 influence: stand Renly Baratheon",
			Timing: Action, Phase: "any",
			Costs:  []Cost{Influence(1)},
			If:     SelfKneeling,
			Effect: func(x *Ctx) { x.Stand(x.Card) },
		}}})

	// Renly's Courtier: kneel it to blank a non-unique character's text
	// box (traits kept) until the end of the phase.
	Register("renlys-courtier", &Text{Abilities: []*Ability{{
		Text:   "kneel Renly's Courtier: a non-unique character's text box is blank this phase",
		Timing: Action, Phase: "any",
		Costs:  []Cost{KneelSelf},
		Target: &Target{Prompt: "choose a non-unique character", Filter: All(Character, Not(Unique))},
		Effect: func(x *Ctx) { x.Blank(UntilPhase, x.Target()) },
	}}})

	// Robert Baratheon (Core Set): claims 1 more power each time he
	// claims power for renown.
	Register("robert-baratheon-core", &Text{Abilities: []*Ability{{
		Text:   "Robert Baratheon claims power for renown: he claims 1 more",
		Timing: Passive, On: "renown",
		If:     GateIsSelf,
		Effect: func(x *Ctx) { x.PowerOn(x.Card, 1) },
	}}})

	// Selyse Baratheon: kneel 1 influence to give a unique character an
	// intrigue icon this phase.
	Register("selyse-baratheon", &Text{Abilities: []*Ability{{
		Text:   "kneel 1 influence: a unique character gains an intrigue icon this phase",
		Timing: Action, Phase: "challenges",
		Costs:  []Cost{Influence(1)},
		Target: &Target{Prompt: "choose a unique character", Filter: All(Character, Unique)},
		Effect: func(x *Ctx) { x.GainIcon("intrigue", UntilPhase, x.Target()) },
	}}})

	// Ser Axell Florent: stands after his controller wins a power
	// challenge by 4 STR or more.
	Register("ser-axell-florent", &Text{Abilities: []*Ability{{
		Text:   "stand Ser Axell Florent",
		Timing: Response, On: "challenge-won",
		If:     Both(YouWon("power"), WonBy(4), SelfKneeling),
		Effect: func(x *Ctx) { x.Stand(x.Card) },
	}}})

	// Ser Davos Seaworth: saves himself from being killed, then his
	// controller pays 1 gold (#1) or returns him to his owner's hand (#2).
	Register("ser-davos-seaworth", &Text{Abilities: []*Ability{{
		Text:   "about to be killed, he stays in play; then you pay 1 gold",
		Timing: Response, Saves: true, // a save
		If:     Both(Saves("killed", Self), func(x *Ctx) bool { return x.S.P[x.P].Gold >= 1 }),
		Effect: func(x *Ctx) { x.Save(x.Card) },
		Then:   func(x *Ctx) { x.LoseGold(x.P, 1) },
	}, {
		Text:   "about to be killed, he stays in play; then he goes back to his owner's hand",
		Timing: Response, Saves: true,
		If:     Saves("killed", Self),
		Effect: func(x *Ctx) { x.Save(x.Card) },
		Then:   func(x *Ctx) { x.Return(x.Card) },
	}}})

	// Shadow's Blessing: its character has 2 more STR while it has a
	// power icon, 2 less while it has none.
	Register("shadows-blessing", &Text{
		Str: func(s *State, self, id int) int {
			if s.AttachedTo(self) != id {
				return 0
			}
			if s.HasIcon(id, "power") {
				return 2
			}
			return -2
		},
		Says: "its character has 2 more STR with a power icon, 2 less without one",
	})

	// Stannis Baratheon: while he attacks, a defending player with no
	// Lord character declares no defenders.
	Register("stannis-baratheon", &Text{
		ForbidsPlayer: func(s *State, self, p int, what string) bool {
			return what == "declare-defenders" && s.Chal.On && s.Cards[self].Side == Attacking && p == s.Chal.Defender &&
				s.CountControlled(p, CharWithTrait("Lord")) == 0
		},
		Says: "while he attacks, a defending player without a Lord character declares no defenders",
	})

	// Stannis's Northern Cavalry: cannot be killed or discarded from play
	// in a phase in which its STR was raised or lowered.
	Register("stanniss-northern-cavalry", &Text{
		TracksStr: true,
		CannotIf: func(s *State, self int, what string) bool {
			return (what == "leave-killed" || what == "leave-discarded") && s.StrChanged(self)
		},
		Says: "no effect kills or discards it from play in a phase that changed its STR",
	})

	// Stinking Drunk: its character has 4 less STR while it takes part
	// in a challenge.
	Register("stinking-drunk", &Text{
		Str: func(s *State, self, id int) int {
			if s.AttachedTo(self) == id && s.Chal.On && s.Cards[id].Side != NoSide {
				return -4
			}
			return 0
		},
		Says: "its character has 4 less STR while taking part in a challenge",
	})

	// Stormlands Fiefdoms: kneel it to pay 1 gold less for the next
	// House Baratheon card marshalled this phase.
	Register("stormlands-fiefdoms", &Text{Abilities: []*Ability{{
		Text:   "kneel Stormlands Fiefdoms: the next House Baratheon card you marshal this phase costs 1 less",
		Timing: Action, Phase: "marshalling",
		Costs:  []Cost{KneelSelf},
		Effect: func(x *Ctx) { x.ReduceNext(1, "", "baratheon") },
	}}})
}

// attachmentsIn lists the attachment cards among ids.
func attachmentsIn(s *State, ids []int) []int {
	var out []int
	for _, id := range ids {
		if s.IsType(id, "attachment") {
			out = append(out, id)
		}
	}
	return out
}

func init() {
	// Robert Baratheon (Kings of the Sea): while he is the only King in
	// play, kneel him to play an Any Phase event from your discard pile
	// as if from your hand, then shuffle it into your deck.
	Register("robert-baratheon-kotse", &Text{Abilities: []*Ability{{
		Text:   "kneel Robert Baratheon: play an Any Phase event from your discard pile, then shuffle it into your deck",
		Timing: Action, Phase: "any",
		If:    func(x *Ctx) bool { return OnlyKing(x) && len(x.ReplayableEvents()) > 0 },
		Costs: []Cost{KneelSelf},
		Pick: &Pick{Prompt: "choose an Any Phase event of your discard pile to play", Min: 1, Max: 1,
			Among: func(x *Ctx) []int { return x.ReplayableEvents() },
			Do: func(x *Ctx, chosen []int) {
				if len(chosen) > 0 {
					x.PlayFromDiscard(chosen[0])
				}
			}},
	}}})
}
