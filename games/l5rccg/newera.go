package l5rccg

import "tessen/engine"

// New Era (docs/rules/l5r-ccg-new-era.md) is a format of the same game:
// the Lotus Edition's rules hold where its book says nothing, and where
// the two differ the game asks which format it plays (newEra). What
// differs lives here; the rules' frames call it where they part.

// newEra reports a game of the New Era format.
func (s *State) newEra() bool { return s.Format == FormatNewEra }

// neSteps are New Era's numbers for the framework steps tessen marks by
// the Lotus rulebook's: its one Maneuvers Segment is 4.2; a battle's
// Combat and Resolution Segments are 4.3.B and 4.3.C (its Engage Segment,
// 4.3.A, has no Lotus step).
var neSteps = map[string]string{"4.4": "4.3.B", "4.5": "4.3.C"}

// step is a framework step by the number of the game's format's book,
// given by the Lotus rulebook's.
func (s *State) step(lotus string) string {
	if s.newEra() {
		if n, ok := neSteps[lotus]; ok {
			return n
		}
	}
	return lotus
}

// inStep reports the framework step under way, given by the Lotus
// rulebook's number.
func (s *State) inStep(lotus string) bool { return s.Step == s.step(lotus) }

// endsDishonored reports, as a New Era turn ends, its player at -20
// Family Honor or lower, who loses (NE-WIN-DISHONOR: at the end of their
// own turn, not as the Honor is lost).
func (s *State) endsDishonored() bool {
	p := s.Active
	return s.newEra() && s.Playing(p) && s.P[p].Honor <= -20 && !s.dishonorProof(p)
}

// stepEngage marks a New Era battle's Engage Segment (NE-4.3.A): beginning
// with the Defender, each player takes an Engage action or passes, until
// both have passed in a row.
const stepEngage = "4.3.A"

const kEngage = "engage"

var engageWindow = engine.Window[*State]{
	Kind:   "engage-action",
	First:  func(s *State, f *engine.Frame) int { return s.Attack.Defender },
	Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.abilityOffers(p) }, // timingFits: Engage actions only
	Take:   func(s *State, f *engine.Frame, p int, a engine.Answer) error { return s.takeAbility(p, a) },
}

// New Era's player abilities (NE-ABILITY-…) that its book words apart
// from the Lotus rules'; those it words as they do (Lobby, Enlightened)
// are the Lotus rules' own.
func init() {
	// NE-ABILITY-SEPPUKU: Open, any number of times a turn: a dishonorable
	// Courtier, Samurai or Shugenja Personality of one's own is rehonored,
	// then destroyed; neither can be negated. (Lotus's seppuku is a
	// Reaction to a loss of Honor, LE-SEPPUKU-1.)
	RegisterFormatAction(FormatNewEra, "seppuku", &Ability{
		Text: "a dishonorable Courtier, Samurai or Shugenja of yours is restored to Honor, then destroyed", Timing: Open, Any: true, Absent: true,
		Targets: []*Target{{Prompt: "choose the Personality who commits seppuku", Chosen: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
			s := x.S
			return s.isPersonality(id) && x.Mine(id) && s.Cards[id].Dishonored &&
				(s.hasKeyword(id, "Courtier") || s.hasKeyword(id, "Samurai") || s.hasKeyword(id, "Shugenja"))
		}}},
		Effect: func(x *Ctx) {
			x.S.Say(x.S.Title(x.Target()), " commits seppuku")
			x.S.rehonor(x.Target())
			x.S.destroy(x.Target())
		},
	})
	// NE-ABILITY-FAVOR: Favor Political Limited: discard the Imperial
	// Favor and a card from hand to draw a card.
	RegisterFormatAction(FormatNewEra, "favor", &Ability{
		Text: "discard the Imperial Favor and a card from your hand: draw a card", Timing: Limited, Keywords: []string{"Favor", "Political"},
		FavorCost: true, Discard: 1,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	})
}
