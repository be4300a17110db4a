package cards

import (
	"fmt"
	"slices"
	"strings"

	. "tessen/games/l5rlcg"
)

// youControl: "Attach to a character you control".
func youControl(s *State, p, char int) bool { return s.Controller(char) == p }

// notDuringConflict: "This attachment cannot be played during a conflict".
func notDuringConflict(s *State, p int) bool { return !s.Conf.Active }

// parentOf is the character an attachment is attached to.
func parentOf(x *Ctx) int { return x.S.Parent(x.Self) }

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// facedownInProvinces lists the facedown cards in the controller's provinces.
func facedownInProvinces(x *Ctx) []int {
	var out []int
	for prov := range x.S.Provinces() {
		for _, id := range x.S.P[x.P].Dyn[prov] {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

// facedownProvinces lists the facedown provinces in play.
func facedownProvinces(x *Ctx) []int {
	var out []int
	for p := range x.S.P {
		for _, id := range x.S.ProvinceCards(p) {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

// ambushable lists the Scorpion characters in the controller's hand or
// faceup in their provinces that could be put into play.
func ambushable(x *Ctx) []int {
	return fromHandOrProvinces(x, func(id int) bool {
		return x.S.Printed(id).Clan == "scorpion" && CanPutIntoConflict(x, id) && PrintedCostAtMost(6)(x, id)
	})
}

// fromHandOrProvinces lists, in card order, the cards in the controller's
// hand or faceup in their provinces that ok accepts ("from your hand or
// provinces": Ambush, From the Shadows).
func fromHandOrProvinces(x *Ctx, ok func(id int) bool) []int {
	var out []int
	pl := &x.S.P[x.P]
	for _, id := range pl.Hand {
		if ok(id) {
			out = append(out, id)
		}
	}
	for _, cards := range pl.Dyn {
		for _, id := range cards {
			if InOwnProvince(x, id) && ok(id) {
				out = append(out, id)
			}
		}
	}
	slices.Sort(out)
	return out
}

// reserves lists the Cavalry characters in the controller's dynasty discard pile.
func reserves(x *Ctx) []int {
	var out []int
	for _, id := range x.S.P[x.P].DynastyDiscard {
		if x.S.HasTrait(id, "cavalry") && CanPutIntoConflict(x, id) && PrintedCostAtMost(6)(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// totalCostAtMost checks a selection's total printed cost.
func totalCostAtMost(n int) func(x *Ctx, cards []int) error {
	return func(x *Ctx, cards []int) error {
		total := 0
		for _, id := range cards {
			total += x.S.Printed(id).Cost
		}
		if total > n {
			return fmt.Errorf("those cards cost %d in total; at most %d", total, n)
		}
		return nil
	}
}

// cannotAttack, cannotDefend: "this character cannot be declared as an
// attacker / a defender" ("cannot participate as an attacker").
func cannotAttack(s *State, self int, a Act) bool { return a.Kind == "attack" }

func cannotDefend(s *State, self int, a Act) bool { return a.Kind == "defend" }

// cannotAttackFavor: cannot attack a player who holds the Imperial Favor
// (the conflict's defender, or the would-be conflict's as it is declared).
func cannotAttackFavor(s *State, self int, a Act) bool {
	return a.Kind == "attack" && s.Favor >= 0 && s.Favor == s.Conf.Defender
}

// opponentParticipants lists the opponent's participants that pass f.
func opponentParticipants(x *Ctx, f Filter) []int {
	var out []int
	for _, id := range x.S.Participants(x.Opp()) {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// selfWon: this character won the conflict (it participates on the
// winning side: RR "Winning a Conflict"), and the condition holds.
func selfWon(cond func(x *Ctx) bool) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		w := x.Event().Player
		return w >= 0 && x.S.Participating(x.Self) && x.S.Controller(x.Self) == w && (cond == nil || cond(x))
	}
}

// selfLost: this character lost the conflict.
func selfLost(x *Ctx) bool {
	w := x.Event().Player
	return w >= 0 && x.S.Participating(x.Self) && x.S.Controller(x.Self) != w
}

// participantsOf lists p's participants that pass f.
func participantsOf(x *Ctx, p int, f Filter) []int {
	var out []int
	for _, id := range x.S.Participants(p) {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// charactersOf lists p's characters in play that pass f.
func charactersOf(x *Ctx, p int, f Filter) []int {
	var out []int
	for _, id := range x.S.Seat(p).Play {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// giftTargets lists the other characters the controller controls that an
// attachment could be moved to.
func giftTargets(x *Ctx, att int) []int {
	var out []int
	for _, id := range x.S.P[x.P].Play {
		if id != x.S.Parent(att) && x.S.CanAttach(id, att, x.P) {
			out = append(out, id)
		}
	}
	return out
}

// monkish: a Monk character, or a character with a Monk attachment.
func monkish(x *Ctx, id int) bool {
	if x.S.HasTrait(id, "monk") {
		return true
	}
	for _, a := range x.S.Attachments(id) {
		if x.S.HasTrait(a, "monk") {
			return true
		}
	}
	return false
}

// withFate lists p's characters with fate on them.
func withFate(x *Ctx, p int) []int {
	var out []int
	for _, id := range x.S.Seat(p).Play {
		if x.S.Card(id).Fate > 0 {
			out = append(out, id)
		}
	}
	return out
}

// search is the searches of Secret Cache (any card), Agasha Swordsmith
// (an attachment) and Seeker Initiate (any card): look at the top 5 cards
// of your conflict deck, take one that passes filter (or none) into your
// hand, shuffle.
func search(filter Filter) *Pick {
	return &Pick{Optional: true, Prompt: "choose a card to add to your hand (or pass)",
		From: func(x *Ctx) []int {
			var out []int
			for _, id := range x.S.TopOfConflictDeck(x.P, 5) {
				if filter == nil || filter(x, id) {
					out = append(out, id)
				}
			}
			return out
		},
		Do:    func(x *Ctx, id int) { x.TakeToHand(id) },
		After: func(x *Ctx) { x.ShuffleConflictDeck(x.P) }}
}

// takeFateOrHonor are the options of "take (or be given) 1 fate or 1
// honor" from the opponent the ability is against; each can only be
// selected while that player has one to give.
var takeFateOrHonor = []Option{
	{Label: "fate", Can: func(x *Ctx) bool { return x.S.P[x.Opp()].Fate > 0 }, Do: func(x *Ctx) { x.TakeFate(x.Opp(), 1) }},
	{Label: "honor", Can: func(x *Ctx) bool { return x.S.P[x.Opp()].Honor > 0 }, Do: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) }},
}

// The areas out of play targets are chosen from (Target.In).
var (
	provinces                  = []Zone{ZProvince}
	dynastyDiscard             = []Zone{ZDynastyDiscard}
	discardPiles               = []Zone{ZDynastyDiscard, ZConflictDiscard}
	provincesAndDynastyDiscard = []Zone{ZProvince, ZDynastyDiscard}
)

// sealOf is a Seal's text (the Imperial cycle's): the attached character
// gains the clan and the trait, beside its own (RR-CLAN-2).
func sealOf(clan, trait string) *Text {
	up := func(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
	return &Text{Says: "the attached character gains the " + up(clan) + " clan and the " + up(trait) + " trait",
		ModKinds: []string{ModClan + ":" + clan, ModTrait + ":" + trait},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				add(par, ModClan+":"+clan, 1)
				add(par, ModTrait+":"+trait, 1)
			}
		}}
}

// honorOrDishonor is "choose a character – honor or dishonor that
// character" (Asako Diplomat's phrase; Master Alchemist): the target is a
// character one of the two could change, then the player selects which.
var (
	honorOrDishonorTarget = &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })}
	honorOrDishonorSelect = &Select{Options: []Option{
		{Label: "honor", Can: func(x *Ctx) bool { return CanHonor(x, x.Target()) }, Do: func(x *Ctx) { x.Honor(x.Target()) }},
		{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
	}}
)

// ringToRing is "choose an unclaimed ring – move 1 fate from it to
// another unclaimed ring" (Jade Masterpiece, Tranquil Philosopher): the
// ring to take from, then the ring to put on; canRingToRing says whether
// there is a move to make.
var ringToRing = func() *Select {
	var from, to []Option
	for i, name := range RingNames {
		from = append(from, Option{Label: name, Can: func(x *Ctx) bool { return x.S.Unclaimed(i) && x.S.Rings[i].Fate > 0 }, Do: func(x *Ctx) {}})
		to = append(to, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Unclaimed(i) && x.First != name },
			Do: func(x *Ctx) {
				for f, n := range RingNames {
					if n == x.First {
						x.MoveRingFate(f, i, 1)
					}
				}
			}})
	}
	return &Select{Options: from, Then: &Select{Options: to}}
}()

func canRingToRing(x *Ctx) bool {
	withFate := false
	for i := range x.S.Rings {
		withFate = withFate || (x.S.Unclaimed(i) && x.S.Rings[i].Fate > 0)
	}
	return withFate && x.S.UnclaimedRings() >= 2 && !x.S.CannotTakeRingFate(x.P)
}

// targetOfSide is the ability's target that p controls (-1: none), where
// it chose one character of each side: a duel's two characters.
func targetOfSide(x *Ctx, p int) int {
	for _, id := range x.Targets {
		if x.S.Controller(id) == p {
			return id
		}
	}
	return -1
}

// oneOfEachSide checks a Target of two characters: one of each side.
func oneOfEachSide(x *Ctx, cards []int) error {
	if len(cards) == 2 && x.S.Controller(cards[0]) != x.S.Controller(cards[1]) {
		return nil
	}
	return fmt.Errorf("choose one character of each side")
}

// bidOneMoreOrLess: "increase or decrease your bid by 1 (to a minimum
// of 0)", once the dials are revealed.
var bidOneMoreOrLess = []Option{
	{Label: "increase", Do: func(x *Ctx) { x.ChangeBid(x.P, 1) }},
	{Label: "decrease", Can: func(x *Ctx) bool { return x.S.P[x.P].Bid > 0 }, Do: func(x *Ctx) { x.ChangeBid(x.P, -1) }},
}

// opponentPicksChallengee: "a duel against a character your opponent
// controls of his or her choice": the opponent picks one of their
// participants that can duel with that skill (RR "Dueling").
func opponentPicksChallengee(typ string) *Pick {
	return &Pick{By: "opponent", Prompt: "choose one of your participating characters to be challenged",
		From: func(x *Ctx) []int { return opponentParticipants(x, NoDash(typ)) },
		Do:   func(x *Ctx, id int) {}}
}

// yourDuellist is the Target of an event's duel: a participating
// character you control that can duel with that skill.
func yourDuellist(typ string) *Target {
	return &Target{Characters: true, Prompt: "choose a participating character you control", Filter: All(ParticipatingChar, Friendly, NoDash(typ))}
}

// revealTopToPlay reveals the top card of the controller's conflict deck,
// which they may play as if it were in their hand until a timing point
// while it stays there (Artisan Academy: the phase; Pillow Book: the
// conflict).
func revealTopToPlay(x *Ctx, until string) {
	top := x.S.TopOfConflictDeck(x.P, 1)[0]
	for p := range x.S.P {
		x.S.LookAt(p, top)
	}
	x.Lasting(ModAsIfInHand, 0, until, top)
}

// wonByFive: "after you win a conflict by 5 or more skill".
func wonByFive(x *Ctx) bool { return x.Event().Player == x.P && x.S.WinMargin() >= 5 }

// playedDuringConflict: "after you play a [trait] card during a conflict"
// (an EvPlayed reaction).
func playedDuringConflict(trait string) func(x *Ctx) bool {
	return func(x *Ctx) bool {
		e := x.Event()
		return e.Player == x.P && x.S.Conf.Active && len(e.Cards) > 0 && x.S.HasTrait(e.Cards[0], trait)
	}
}

// controlledWithTrait counts the cards p controls with a printed trait
// ("each Fire card you control", read by a constant modifier, which may
// not ask the traits cards gain from other modifiers): characters,
// attachments, and the faceup cards of the stronghold, the role, the
// provinces and the holdings in them (the characters waiting in provinces
// are out of play: nobody controls them).
func controlledWithTrait(s *State, p int, trait string) int {
	n := 0
	has := func(id int) {
		if id >= 0 && s.Printed(id).HasTrait(trait) {
			n++
		}
	}
	pl := s.Seat(p)
	for _, id := range pl.Play {
		has(id)
	}
	for _, id := range s.Attached {
		if s.Controller(id) == p {
			has(id)
		}
	}
	faceup := func(id int) {
		if id >= 0 && !s.Card(id).Facedown {
			has(id)
		}
	}
	faceup(pl.Stronghold)
	faceup(pl.Role)
	for i, prov := range pl.Prov {
		faceup(prov)
		for _, id := range pl.Dyn[i] {
			if s.Printed(id).Type == "holding" {
				faceup(id)
			}
		}
	}
	return n
}

// takeOneOfTopTwo is "look at the top 2 cards of your conflict deck: put
// one in your hand and the other on the bottom of the deck" (Alibi Artist;
// Shrewd Yasuki reads the same).
var takeOneOfTopTwo = &Pick{Prompt: "choose the card to add to your hand (the other goes to the bottom of your conflict deck)",
	From: func(x *Ctx) []int { return x.S.TopOfConflictDeck(x.P, 2) },
	Do: func(x *Ctx, id int) {
		for _, other := range x.S.TopOfConflictDeck(x.P, 2) {
			if other != id {
				x.ToDeckBottom(other)
			}
		}
		x.TakeToHand(id)
	}}

// dishonorSelfCost: "dishonor this character" as a cost.
var dishonorSelfCost = Cost{Text: "dishonor this character", CanPay: func(x *Ctx) bool { return CanDishonor(x, x.Self) },
	Pay: func(x *Ctx, _ int) { x.Dishonor(x.Self) }}

// sixOrFewerHonor: "if you have 6 or fewer honor".
func sixOrFewerHonor(x *Ctx) bool { return x.S.P[x.P].Honor <= 6 }

// bidAbove reports p's revealed honor bid higher than an opponent's.
func bidAbove(s *State, p int) bool {
	return s.AnOpponent(p, func(o int) bool { return s.P[p].Bid > s.P[o].Bid })
}

// lessHonorable reports p having less honor than an opponent (a play
// restriction: "play only if you are less honorable than an opponent").
func lessHonorable(s *State, p int) bool {
	return s.AnOpponent(p, func(o int) bool { return s.P[p].Honor < s.P[o].Honor })
}

// participationActs are the acts cannotParticipateIn bars (Text.Bars).
var participationActs = []string{"attack", "defend", "participate", "move-conflict"}

// cannotParticipateIn: "the attached character cannot participate in
// [type] conflicts" (Stolen Breath; Pacifism reads the same for military).
func cannotParticipateIn(typ string) func(s *State, self int, a Act) bool {
	return func(s *State, self int, a Act) bool {
		return (a.Kind == "attack" || a.Kind == "defend" || a.Kind == "participate" || a.Kind == "move-conflict") && s.Conf.Type == typ
	}
}

// triggeringCharacter is the character whose ability's triggering an
// EvInitiate condition answers ("after a character triggers an ability":
// Kirei-ko; Kamayari reads the same), or -1: a forced ability is not
// triggered by a player.
func triggeringCharacter(x *Ctx) int {
	e := x.Event()
	if e.Source < 0 || !x.S.IsCharacter(e.Source) || Timing(e.N) == ForcedReaction || Timing(e.N) == ForcedInterrupt {
		return -1
	}
	return e.Source
}

// faceupProvinces counts p's faceup provinces, the stronghold province
// left out ("each faceup non-stronghold province that player controls").
func faceupProvinces(s *State, p int) int {
	n := 0
	for i, id := range s.ProvinceCards(p) {
		if i != StrongholdProv && !s.Card(id).Facedown {
			n++
		}
	}
	return n
}

// inOwnProvinces lists the cards, faceup or facedown, in the controller's
// non-stronghold provinces.
func inOwnProvinces(x *Ctx) []int {
	var out []int
	for prov := range x.S.Provinces() {
		out = append(out, x.S.P[x.P].Dyn[prov]...)
	}
	return out
}

// reorderTop is "look at the top cards of a deck and put them back in any
// order" (Hiruma Kogoe, Togashi Mendicant): the player looks at the cards
// top gives, then picks them all, the new top card first.
func reorderTop(top func(x *Ctx) []int) *Pick {
	return &Pick{Prompt: "choose the cards in the order they go back, the new top card first",
		Count: func(x *Ctx) int { return len(top(x)) },
		From:  func(x *Ctx) []int { return lookedAt(x, top(x)) },
		Ordered: func(x *Ctx, cards []int) {
			for i := len(cards) - 1; i >= 0; i-- {
				x.PutOnDeckTop(cards[i])
				x.S.LookAt(x.P, cards[i])
			}
		}}
}

// canMoveInOrHome and moveInOrHome are "move a character into the
// conflict, or home from it" (Favorable Ground, Dispatch): a character
// that could go one way or the other, moved the way it can.
func canMoveInOrHome(x *Ctx, id int) bool { return CanMoveIn(x, id) || CanSendHome(x, id) }

func moveInOrHome(x *Ctx) {
	if x.S.Participating(x.Target()) {
		x.SendHome(x.Target())
	} else {
		x.MoveToConflict(x.Target())
	}
}

// participantOfEachSide is the target of a duel between a participant
// of the controller's and an opposing one, neither with a dash in the
// duel's skill; duelOfSides is that duel, the controller's character
// challenging (Game of Sadane, Kakita Dōjō, Mirumoto Dōjō, Challenge on
// the Fields).
func participantOfEachSide(typ string) *Target {
	return &Target{Characters: true, Prompt: "choose a participating character you control and one your opponent controls", Count: 2,
		Filter: All(ParticipatingChar, NoDash(typ), func(x *Ctx, id int) bool { return Friendly(x, id) || Opponents(x, id) }),
		Valid:  oneOfEachSide}
}

func duelOfSides(typ string, result func(x *Ctx, winner, loser int)) *DuelSpec {
	return &DuelSpec{Type: typ,
		Challenger: func(x *Ctx) int { return targetOfSide(x, x.P) },
		Challengee: func(x *Ctx) int { return targetOfSide(x, x.Opp()) },
		Result:     result}
}

// lookedAt has the controller look at the cards (a deck's top cards)
// and gives them back.
func lookedAt(x *Ctx, cards []int) []int {
	for _, id := range cards {
		x.S.LookAt(x.P, id)
	}
	return cards
}
