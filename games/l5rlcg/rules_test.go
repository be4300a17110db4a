package l5rlcg

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tessen/engine"
)

func blankGame(t *testing.T, phase string, edit func(pos *Position)) *Game {
	t.Helper()
	pos := NewPosition()
	pos.Phase = phase
	if edit != nil {
		edit(&pos)
	}
	g, err := FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// RR "Running Out of Cards": drawing from an empty deck costs 5 honor, then
// the discard pile is shuffled into a new deck and the draw goes on.
func TestRunningOutOfCards(t *testing.T) {
	g := blankGame(t, "draw", func(pos *Position) {
		pos.Seats[0].ConflictDiscard = []CardSpec{{Card: "blank-event"}, {Card: "blank-event"}, {Card: "blank-event"}}
	})
	s := g.S
	s.draw(0, 2)
	if got := s.P[0].Honor; got != 5 {
		t.Fatalf("honor %d after running out, want 10-5", got)
	}
	if len(s.P[0].Hand) != 2 || len(s.P[0].ConflictDeck) != 1 || len(s.P[0].ConflictDiscard) != 0 {
		t.Fatalf("hand %d deck %d discard %d", len(s.P[0].Hand), len(s.P[0].ConflictDeck), len(s.P[0].ConflictDiscard))
	}
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
	// Refilling a province from an empty dynasty deck works the same way.
	s.P[1].DynastyDiscard = nil
	id := s.P[1].Dyn[0][0]
	s.discard(id)
	s.refill(1, 0, false)
	if s.P[1].Honor != 5 || len(s.P[1].Dyn[0]) != 1 {
		t.Fatalf("dynasty: honor %d, province holds %d", s.P[1].Honor, len(s.P[1].Dyn[0]))
	}
}

// RR "Winning the Game": reaching victory conditions at once goes to the
// first player; 25 honor wins; 0 honor loses.
func TestSimultaneousVictoryGoesToTheFirstPlayer(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) { pos.First = 1 })
	s := g.S
	s.P[0].Honor, s.P[1].Honor = 30, 0 // player 0 reaches 25; player 1 falls to 0: both win for player 0
	s.checkVictory()
	if !g.Over() || g.Winner() != 0 {
		t.Fatalf("winner %d", g.Winner())
	}
	g = blankGame(t, "conflict", func(pos *Position) { pos.First = 1 })
	s = g.S
	s.P[0].Honor, s.P[1].Honor = 25, 25
	s.checkVictory()
	if g.Winner() != 1 {
		t.Fatalf("both at 25: the first player (1) wins, got %d", g.Winner())
	}
}

// RR "Pass": in an ordinary action window a player who passed may act
// again if the opponent acts; tracked for the scenario key "passed".
func TestPassedInWindow(t *testing.T) {
	g := blankGame(t, "conflict", nil)
	if g.S.PassedInWindow(0) || g.S.PassedInWindow(1) {
		t.Fatal("nobody has passed yet")
	}
	if err := g.Answer(0, engine.Pass); err != nil {
		t.Fatal(err)
	}
	if !g.S.PassedInWindow(0) || g.S.PassedInWindow(1) {
		t.Fatal("player 0 passed, player 1 is being asked")
	}
}

func TestUnknownCardIsAClearError(t *testing.T) {
	pos := NewPosition()
	pos.Seats[0].Hand = []CardSpec{{Card: "no-such-card"}}
	if _, err := FromPosition(pos, 1); err == nil || err.Error() != `player1: unknown card "no-such-card"` {
		t.Fatalf("got %v", err)
	}
	pos = NewPosition()
	pos.Seats[0].InPlay = []CardSpec{{Card: "assassination"}}
	if _, err := FromPosition(pos, 1); err == nil {
		t.Fatal("an event cannot be put in play as a character")
	}
	pos = NewPosition()
	pos.Phase = "lunch"
	if _, err := FromPosition(pos, 1); err == nil {
		t.Fatal("an unknown phase is an error")
	}
}

// RR "Provinces": a broken province's text box is blank, so its ability
// cannot be used; RR "Blank".
func TestBrokenProvinceIsBlank(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[1].Provinces = []CardSpec{{Card: "shameful-display", Broken: true}}
	})
	texts["shameful-display"] = &Text{Abilities: []*Ability{{Timing: Action}}}
	defer delete(texts, "shameful-display")
	g.S.index()
	prov := g.S.P[1].Prov[0]
	if !g.S.blank(prov) || len(g.S.abilitiesFor(nil, prov, true)) != 0 || g.S.usableFrom(1, prov) {
		t.Fatal("a broken province keeps its ability")
	}
}

// RR "Dash": a character with a dash skill that ends up in a conflict of
// that type goes home bowed at once.
func TestDashParticipantGoesHomeBowed(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "seppun-guardsman"}, {Card: "blank-character"}}
	})
	s := g.S
	guard, other := s.P[0].Play[0], s.P[0].Play[1]
	s.Conf = Conflict{Active: true, Type: "political", Attacker: 0, Defender: 1, Winner: -1}
	s.Cards[guard].InConflict, s.Cards[other].InConflict = true, true
	stateChecks(s)
	if c := s.Cards[guard]; c.InConflict || !c.Bowed {
		t.Fatalf("the guardsman stays in the political conflict: %+v", c)
	}
	if c := s.Cards[other]; !c.InConflict || c.Bowed {
		t.Fatalf("a character with a political skill is untouched: %+v", c)
	}
}

// A hidden card a player looked at is visible to that player only, and
// only while it stays where it was seen.
func TestLookedAtCardsAreKnownUntilTheyMove(t *testing.T) {
	g := blankGame(t, "conflict", nil)
	s := g.S
	prov := s.P[1].Prov[0]
	if s.Visible(0, prov) {
		t.Fatal("an opponent's facedown province is hidden")
	}
	s.LookAt(0, prov)
	if !s.Visible(0, prov) || g.Redacted(0).Cards[prov].Def == 0 {
		t.Fatal("a province looked at is known to the one who looked")
	}
	if v := g.Redacted(-1); v.Cards[prov].Def != 0 || v.def(prov) != nil || textOf(v, prov) != nil {
		t.Fatal("a spectator does not know it, nor read its facts or text")
	}
	if s.def(prov) == nil {
		t.Fatal("a view hid a card in the game itself")
	}
	s.Cards[prov].Inst++ // it moved: a new instance
	if s.Visible(0, prov) {
		t.Fatal("knowledge does not follow a card that moved")
	}
}

// What a player looked at reads and writes as "id.inst"; anything else
// is refused.
func TestKnownCardsReadAndWriteAsInstances(t *testing.T) {
	pl := Player{Known: []Instance{{12, 0}, {7, 3}}}
	b, err := json.Marshal(pl)
	if err != nil || !strings.Contains(string(b), `"known":["12.0","7.3"]`) {
		t.Fatalf("written as %s, %v", b, err)
	}
	var back Player
	if err := json.Unmarshal(b, &back); err != nil || !slices.Equal(back.Known, pl.Known) {
		t.Fatalf("read back as %v, %v", back.Known, err)
	}
	for _, bad := range []string{`{"known":["12"]}`, `{"known":["a.1"]}`, `{"known":["1.99999999999"]}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}

// RR "Modifiers": a set value overrides every non-set modifier, those
// applied later too; of several set values the most recent wins; a set
// base is then modified as usual.
func TestSetValuesOverrideModifiers(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character", Attachments: []CardSpec{{Card: "fine-katana"}}}}
		pos.Seats[1].Provinces = []CardSpec{{Card: "blank-province"}}
		pos.Seats[1].DynastyInProvinces = [][]CardSpec{{{Card: "blank-holding"}}}
	})
	s := g.S
	char, prov := s.P[0].Play[0], s.P[1].Prov[0]
	add := func(kind string, n, card int) { s.Effects.Add(engine.Lasting{Kind: kind, N: n, Cards: []int{card}}) }
	if got := s.Skill(char, "military"); got != 3 { // 1, +2 Fine Katana
		t.Fatalf("military %d before any set", got)
	}
	add(ModSetMil, 5, char)
	add(ModMil, 3, char) // a later non-set modifier
	if got := s.Skill(char, "military"); got != 5 {
		t.Fatalf("military %d under a set value of 5", got)
	}
	add(ModSetMil, 1, char)
	if got := s.Skill(char, "military"); got != 1 {
		t.Fatalf("military %d: the most recent set value is 1", got)
	}
	add(ModSetGlory, 0, char)
	if got, pol := s.Glory(char), s.Skill(char, "political"); got != 0 || pol != 1 {
		t.Fatalf("glory %d and political %d", got, pol)
	}
	add(ModStrength, 2, prov)
	add(ModSetBaseStrength, 1, prov) // Ride Them Down: base 1, the +2 still counts
	if got := s.Strength(prov); got != 3 {
		t.Fatalf("strength %d with a base set to 1 and +2", got)
	}
	add(ModSetStrength, 6, prov)
	if got := s.Strength(prov); got != 6 {
		t.Fatalf("strength %d under a set value of 6", got)
	}
}

// RR "Immune": an immune card cannot be chosen nor affected by effects of
// the set it is immune to; other effects, framework steps and costs still
// reach it.
func TestImmunity(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character"}, {Card: "blank-character"}}
		pos.Seats[1].InPlay = []CardSpec{{Card: "blank-character"}}
		pos.Seats[1].Hand = []CardSpec{{Card: "blank-event"}}
	})
	s := g.S
	a, b, theirs, event := s.P[0].Play[0], s.P[0].Play[1], s.P[1].Play[0], s.P[1].Hand[0]
	s.Effects.Add(engine.Lasting{Kind: ModImmune + ":event", N: 1, Cards: []int{a}})
	s.Effects.Add(engine.Lasting{Kind: ModImmune + ":ring", N: 1, Cards: []int{a}})
	s.Effects.Add(engine.Lasting{Kind: ModImmune + ":opponent", N: 1, Cards: []int{b}})
	for _, c := range []struct {
		act  Act
		want bool
	}{
		{Act{ActTarget, a, 1, event}, true},   // an event's target
		{Act{EvBow, a, 1, theirs}, false},     // a character's effect
		{Act{EvBow, a, -1, -1}, false},        // the framework
		{Act{EvBow, a, 1, SourceRing}, true},  // a ring effect
		{Act{EvBow, b, 1, theirs}, true},      // the opponent's card effect
		{Act{EvBow, b, 0, a}, false},          // its own player's
		{Act{EvBow, b, 1, SourceRing}, false}, // not immune to rings
		{Act{ActTarget, theirs, 0, a}, false}, // nobody else is immune
	} {
		if got := s.cannot(c.act); got != c.want {
			t.Errorf("%+v: cannot %v, want %v", c.act, got, c.want)
		}
	}
	// A ring's effect neither offers nor bows it; the framework bows it.
	s.Pending = nil
	ringEffectFrame(s, &engine.Frame{Kind: kRingEffect, Player: 1, Index: Water})
	if s.Pending == nil || s.Pending.Offers(engine.Answer{Verb: "choose", Cards: []int{a}}) || !s.Pending.Offers(engine.Answer{Verb: "choose", Cards: []int{b}}) {
		t.Fatalf("the Water ring offers %v", s.Pending)
	}
	s.apply(&engine.Frame{Ev: &engine.Event{Kind: EvBow, Player: 1, Source: SourceRing, Cards: []int{a}}})
	if s.Cards[a].Bowed {
		t.Fatal("a ring effect bowed a character immune to ring effects")
	}
	s.apply(&engine.Frame{Ev: &engine.Event{Kind: EvBow, Player: -1, Source: -1, Cards: []int{a}}})
	if !s.Cards[a].Bowed {
		t.Fatal("the framework could not bow an immune character")
	}
	// Costs are paid whatever the immunity.
	s.Cards[b].Bowed = false
	s.ctx(0, b, 0).BowCost(b)
	if !s.Cards[b].Bowed {
		t.Fatal("a cost could not bow an immune character")
	}
}

// RR "Then": the part after "then" resolves only if the part before it
// resolved in full: not when the bow is prevented or changes nothing.
func TestThenNeedsTheWholeEffectBefore(t *testing.T) {
	texts["blank-event"] = &Text{Abilities: []*Ability{{Timing: Action,
		Target: &Target{Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
		Then:   func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}}
	defer delete(texts, "blank-event")
	for _, c := range []struct {
		name      string
		bowed     bool
		cannotBow bool
		honor     int
	}{{"bows", false, false, 11}, {"already bowed", true, false, 10}, {"cannot be bowed", false, true, 10}} {
		g := blankGame(t, "conflict", func(pos *Position) {
			pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
			pos.Seats[1].InPlay = []CardSpec{{Card: "blank-character", Bowed: c.bowed}}
		})
		s := g.S
		event, target := s.P[0].Hand[0], s.P[1].Play[0]
		if c.cannotBow {
			s.Effects.Add(engine.Lasting{Kind: "cannot:" + EvBow, Cards: []int{target}})
		}
		for _, a := range []engine.Answer{{Verb: "play", Cards: []int{event}, N: 1}, {Verb: "choose", Cards: []int{target}}} {
			if err := g.Answer(0, a); err != nil {
				t.Fatalf("%s: %s: %v", c.name, a, err)
			}
		}
		if got := s.P[0].Honor; got != c.honor {
			t.Errorf("%s: honor %d, want %d", c.name, got, c.honor)
		}
	}
}

// RR "Then" and RR-COST-3: a game action prevented by a replacement
// (Reprieve discarded instead) did not resolve in full, so the part
// after "then" does not resolve.
func TestThenNotAfterAReplacement(t *testing.T) {
	texts["blank-event"] = &Text{Abilities: []*Ability{{Timing: Action,
		Target: &Target{Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
		Then:   func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}}
	defer delete(texts, "blank-event")
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
		pos.Seats[1].InPlay = []CardSpec{{Card: "blank-character", Attachments: []CardSpec{{Card: "reprieve"}}}}
	})
	s := g.S
	event, target := s.P[0].Hand[0], s.P[1].Play[0]
	reprieve := s.Attachments(target)[0]
	for _, step := range []struct {
		p int
		a engine.Answer
	}{{0, engine.Answer{Verb: "play", Cards: []int{event}, N: 1}}, {0, engine.Answer{Verb: "choose", Cards: []int{target}}},
		{1, engine.Answer{Verb: "trigger", Cards: []int{reprieve}, N: 1}}} {
		if err := g.Answer(step.p, step.a); err != nil {
			t.Fatalf("%s: %v (pending %v)", step.a, err, g.Pending())
		}
	}
	if !s.inPlay(target) || s.inPlay(reprieve) {
		t.Fatal("Reprieve did not replace the discard")
	}
	if got := s.P[0].Honor; got != 10 {
		t.Errorf("honor %d: the part after then resolved after a prevented discard", got)
	}
}

// RR "Removed from the Game": a removed card is set aside faceup, known
// to every player, and stays there.
func TestRemovedFromTheGame(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "doji-whisperer", Fate: 2}}
	})
	s := g.S
	c := s.P[0].Play[0]
	s.leavePlay(c, "removed", "", "")
	if s.Cards[c].Zone != ZRemoved || len(s.P[0].Removed) != 1 || len(s.P[0].Play) != 0 {
		t.Fatalf("removed card in zone %v", s.Cards[c].Zone)
	}
	if !s.Visible(1, c) || !s.Visible(0, c) || s.Cards[c].Fate != 0 {
		t.Fatal("a removed card is hidden or keeps its fate")
	}
	for n := 0; n < 200 && !g.Over() && s.Round < 3; n++ { // play on: it stays removed
		d := g.Pending()
		if err := g.Answer(d.Players[0], g.Answers()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.Cards[c].Zone != ZRemoved || s.Round < 2 {
		t.Fatalf("in round %d the removed card is in zone %v", s.Round, s.Cards[c].Zone)
	}
}

// Constant abilities apply while their card is in play (RR "Constant
// Abilities"): a holding whose text gives every character +2 military
// counts once it turns faceup and stops once it leaves, though the
// state keeps the list of such cards in play between changes.
func TestConstantAbilityFollowsItsCardInAndOutOfPlay(t *testing.T) {
	texts["blank-holding"] = &Text{ModKinds: []string{ModMil}, Mods: func(s *State, self int, add func(int, string, int)) {
		for _, id := range s.P[s.Cards[self].Controller].Play {
			add(id, ModMil, 2)
		}
	}}
	defer delete(texts, "blank-holding")
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character"}}
		pos.Seats[0].DynastyInProvinces = [][]CardSpec{{{Card: "blank-holding", Facedown: true}}}
	})
	s := g.S
	char, holding := s.P[0].Play[0], s.P[0].Dyn[0][0]
	mil := func() int { return s.Skill(char, "military") }
	if mil() != 1 {
		t.Fatalf("military %d with the holding face down, want 1", mil())
	}
	s.turnFace(holding, false)
	if mil() != 3 {
		t.Fatalf("military %d with the holding faceup, want 3", mil())
	}
	s.discard(holding)
	if mil() != 1 {
		t.Fatalf("military %d after the holding left, want 1", mil())
	}
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
}

// An action that needs a conflict (NeedConflict) is passed by outside
// one as played; verifying, a declaration its condition belies is
// caught.
func TestConflictNeedIsChecked(t *testing.T) {
	texts["blank-event"] = &Text{Abilities: []*Ability{{Text: "any time", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return true }, Effect: func(x *Ctx) {}}}}
	defer delete(texts, "blank-event")
	defer func() { engine.VerifyNeeds = true }()
	engine.VerifyNeeds = false
	g := blankGame(t, "draw", func(pos *Position) {
		pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
	})
	if offers := g.S.actionOffers(0, false, -1); len(offers) != 0 {
		t.Fatalf("outside a conflict, as played: %v", offers)
	}
	engine.VerifyNeeds = true
	defer func() {
		if recover() == nil {
			t.Fatal("an ability usable outside a conflict passed as needing one")
		}
	}()
	g.S.actionOffers(0, false, -1)
}

// A notice (a condition that changes nothing itself) that no ability of
// the game could answer is not pushed, and its parent reads it as not
// cancelled; one that a card of the game answers opens its sequence.
func TestUnanswerableNoticeIsNotPushed(t *testing.T) {
	if happens(EvPhase) || !happens(EvBow) {
		t.Fatal("phase-begins should be a notice, bow a change")
	}
	emitted := func() (pushed bool, result int) {
		g := blankGame(t, "draw", func(pos *Position) {
			pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
		})
		s := g.S
		s.index()
		s.Push(engine.Frame{Kind: "parent"})
		depth := len(s.Stack)
		s.emit(engine.Event{Kind: EvPhase, Player: -1, Label: "draw"})
		return len(s.Stack) > depth, s.Stack[depth-1].Result
	}
	if pushed, result := emitted(); pushed || result != 1 {
		t.Fatalf("nothing answers it: pushed %v, parent's result %d (want not pushed, 1)", pushed, result)
	}
	texts["blank-event"] = &Text{Abilities: []*Ability{{Timing: Reaction, On: EvPhase, Effect: func(x *Ctx) {}}}}
	defer delete(texts, "blank-event")
	if pushed, _ := emitted(); !pushed {
		t.Fatal("a card in the game answers it, yet its sequence was not pushed")
	}
}

// A target declared Characters looks at characters alone; verifying, a
// declaration its filter belies (it takes a stronghold) is caught.
func TestCharactersTargetDeclarationIsChecked(t *testing.T) {
	texts["blank-event"] = &Text{Abilities: []*Ability{{Text: "anything", Timing: Action,
		Target: &Target{Prompt: "choose anything", Characters: true, Filter: func(x *Ctx, id int) bool { return true }},
		Effect: func(x *Ctx) {}}}}
	defer delete(texts, "blank-event")
	defer func() { engine.VerifyNeeds = true }()
	engine.VerifyNeeds = false
	g := blankGame(t, "draw", func(pos *Position) {
		pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
		pos.Seats[1].InPlay = []CardSpec{{Card: "blank-character"}}
	})
	s := g.S
	if s.Cards[s.P[0].Stronghold].Zone != ZStronghold || !s.inPlay(s.P[0].Stronghold) {
		t.Fatal("the test needs a stronghold in play")
	}
	x := &Ctx{S: s, P: 0, Self: s.P[0].Hand[0], Chosen: -1}
	if got := s.targets(x, s.ability(x.Self, 0).Target); len(got) != 1 || s.Cards[got[0]].Zone != ZPlay {
		t.Fatalf("as played, the targets are %v, want the one character", got)
	}
	engine.VerifyNeeds = true
	defer func() {
		if recover() == nil {
			t.Fatal("a Characters target that takes a stronghold passed")
		}
	}()
	s.targets(x, s.ability(x.Self, 0).Target)
}

// A game lists its representative answers into a list of its own, which
// it hands on to later games once it is over (a sim plays thousands).
func TestFinishedGameHandsOnItsAnswerList(t *testing.T) {
	g := blankGame(t, "conflict", nil)
	for n := 0; n < 20 && g.Pending() != nil && len(g.Pending().Open) == 0; n++ {
		d := g.Pending()
		if err := g.Answer(d.Players[0], g.Answers()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if d := g.Pending(); d == nil || len(d.Open) == 0 {
		t.Fatalf("no free-form decision came (pending: %v)", d)
	}
	g.Answers()
	if g.S.answers == nil {
		t.Fatal("the answers were not listed into the state's list")
	}
	if err := g.Answer(0, engine.Answer{Verb: "concede"}); err != nil || !g.Over() {
		t.Fatalf("concede: %v, over %v", err, g.Over())
	}
	if g.S.answers != nil {
		t.Fatal("a finished game kept its list of answers")
	}
}
