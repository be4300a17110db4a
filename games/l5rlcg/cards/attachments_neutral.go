package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Neutral attachments.
func init() {
	// Cloud the Mind: only with a Shugenja of yours; the attached
	// character's text box is blank (its traits stay).
	Register("cloud-the-mind", &Text{
		Says:   "play only while you control a Shugenja; the attached character's text is blank",
		PlayIf: func(s *State, p int) bool { return s.CountTrait(p, "shugenja", false) > 0 },
		Blanks: func(s *State, self, card int) bool { return s.Parent(self) == card },
	})

	// Finger of Jade: on a character you control; when an ability that
	// targets that character would initiate, sacrifice this to cancel it.
	Register("finger-of-jade", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "sacrifice it: cancel an ability that targets the attached character", Timing: Interrupt, Would: true, On: EvInitiate,
		If: TargetsParent, Costs: []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Tattered Missive: on a Courtier you control; bow that character to
	// search the top 5 cards of your conflict deck for a card.
	Register("tattered-missive", &Text{Says: "attach to a Courtier you control",
		AttachTo: func(s *State, p, char int) bool { return s.Controller(char) == p && s.HasTrait(char, "courtier") },
		Abilities: []*Ability{{
			Text: "bow the attached character: search the top 5 cards of your conflict deck for a card", Timing: Action,
			If:    func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 },
			Costs: []Cost{BowParent()},
			Pick:  search(nil),
		}}})

	// Unveiled Destiny (Seeker role only): while the attached character
	// attacks, the contested ring also has the element of its
	// controller's role.
	Register("unveiled-destiny", &Text{Says: "while the attached character attacks, the contested ring has your role's element too",
		RingGains: func(s *State, self int) int {
			char := s.Parent(self)
			if char < 0 || !s.Participating(char) || s.Controller(char) != s.Conf.Attacker {
				return -1
			}
			return slices.Index(RingNames[:], s.RoleElement(s.Controller(self)))
		}})

	// Compass: after an opponent's province is revealed during a conflict
	// the attached character takes part in, look at the top 3 cards of one
	// of your decks and put any of them on the bottom, the rest on top, in
	// any order. The deck is selected; then the looked at cards and this
	// attachment are picked in one order: those before Compass go on top
	// (the first on top), those after it to the bottom (the last at the
	// bottom).
	compassDeck := func(x *Ctx) []int {
		if x.Label == "dynasty-deck" {
			return x.S.TopOfDynastyDeck(x.P, 3)
		}
		return x.S.TopOfConflictDeck(x.P, 3)
	}
	Register("compass", &Text{Abilities: []*Ability{{
		Text: "after an opponent's province is revealed in a conflict the attached character takes part in: look at the top 3 cards of one of your decks, put any of them on the bottom and the rest on top in any order", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			prov := x.Event().Cards[0]
			return DuringConflict(x) && x.S.Card(prov).Zone == ZProvinceCard && x.S.Owner(prov) != x.P && x.S.Participating(parentOf(x)) &&
				len(x.S.P[x.P].ConflictDeck)+len(x.S.P[x.P].DynastyDeck) > 0
		},
		Select: &Select{Options: []Option{
			{Label: "conflict-deck", Can: func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 }, Do: func(x *Ctx) {}},
			{Label: "dynasty-deck", Can: func(x *Ctx) bool { return len(x.S.P[x.P].DynastyDeck) > 0 }, Do: func(x *Ctx) {}},
		}},
		Pick: &Pick{Prompt: "order the cards looked at and Compass: those before Compass go on top, the first on top; those after it go to the bottom",
			Count: func(x *Ctx) int { return len(compassDeck(x)) + 1 },
			From:  func(x *Ctx) []int { return append(compassDeck(x), x.Self) },
			Ordered: func(x *Ctx, cards []int) {
				cut := slices.Index(cards, x.Self)
				for i := cut - 1; i >= 0; i-- {
					x.PutOnDeckTop(cards[i])
				}
				for _, id := range cards[cut+1:] {
					x.PutOnDeckBottom(id)
				}
			}},
	}}})

	// Daimyō's Gunbai: during a conflict, from its player's hand, it is
	// revealed and a participating character of theirs challenges one of
	// the opponent's, of the opponent's choice, to a military duel; it is
	// put into play on the duel's winner if it can go there, else (or with
	// no winner) discarded.
	Register("daimyos-gunbai", &Text{Abilities: []*Ability{{
		Text: "from your hand, during a conflict: your participant duels one of the opponent's, of their choice (military); put this on the winner, or discard it", Timing: Action, Needs: NeedConflict,
		From: []Zone{ZHand},
		If: func(x *Ctx) bool {
			return DuringConflict(x) && len(opponentParticipants(x, NoDash("military"))) > 0
		},
		Target: yourDuellist("military"), Pick: opponentPicksChallengee("military"),
		Duel: &DuelSpec{Type: "military",
			Challenger: func(x *Ctx) int { return x.Targets[len(x.Targets)-1] },
			Result:     func(x *Ctx, winner, loser int) { x.PutAttachmentIntoPlay(x.Self, winner) }},
		Then: func(x *Ctx) {
			if x.S.Card(x.Self).Zone == ZHand {
				x.DiscardFromHandCard(x.Self)
			}
		},
	}}})
}
