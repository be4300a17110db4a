package l5rlcg

import (
	"testing"

	"tessen/engine"
)

// The moment a player's actions meet: the attacking player of a
// political conflict in the conflict phase has that conflict, its type,
// the attack and the phase, and neither the other type nor the defence.
func TestMomentOfAnAttackerInAPoliticalConflict(t *testing.T) {
	g := blankGame(t, "conflict", nil)
	s := g.S
	s.Conf = Conflict{Active: true, Type: "political", Attacker: 0, Defender: 1, Winner: -1}
	now := s.moment(0)
	want := NeedConflict | NeedPolitical | NeedAttacking | NeedConflictPhase
	if now != want {
		t.Fatalf("attacker's moment %b, want %b", now, want)
	}
	if d := s.moment(1); d&NeedDefending == 0 || d&NeedAttacking != 0 {
		t.Fatalf("defender's moment %b", d)
	}
	s.Conf.Active = false
	if got := s.moment(0); got != NeedConflictPhase {
		t.Fatalf("between conflicts %b, want the phase alone", got)
	}
}

// A cost that bows its card (BowSelf) makes its ability need the card
// unbowed, which a bowed card does not offer; the attacked province
// offers NeedAtThisProvince, other cards do not.
func TestBowSelfNeedsTheCardReady(t *testing.T) {
	a := &Ability{Timing: Action, Costs: []Cost{BowSelf()}}
	if a.needs()&needReady == 0 {
		t.Fatal("an ability that bows its card does not need it ready")
	}
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character"}, {Card: "blank-character", Bowed: true}}
	})
	s := g.S
	ready, bowed := s.P[0].Play[0], s.P[0].Play[1]
	if s.cardMoment(0, ready, -1)&needReady == 0 || s.cardMoment(0, bowed, -1)&needReady != 0 {
		t.Fatal("readiness misread")
	}
	if s.cardMoment(0, ready, ready)&NeedAtThisProvince == 0 || s.cardMoment(0, ready, bowed)&NeedAtThisProvince != 0 {
		t.Fatal("the attacked province misread")
	}
}

// An action declared to need a political conflict is passed by in a
// military one as played, offered in a political one, and, verifying,
// its declaration belied by its condition is caught.
func TestConflictTypeNeedIsChecked(t *testing.T) {
	texts["blank-event"] = &Text{Abilities: []*Ability{{Text: "any conflict", Timing: Action, Needs: NeedPolitical,
		If: DuringConflict, Effect: func(x *Ctx) {}}}}
	defer delete(texts, "blank-event")
	defer func() { engine.VerifyNeeds = true }()
	engine.VerifyNeeds = false
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
	})
	s := g.S
	s.Conf = Conflict{Active: true, Type: "political", Attacker: 0, Defender: 1, Winner: -1}
	if offers := s.actionOffers(0, false, -1); len(offers) != 1 {
		t.Fatalf("in a political conflict: %v", offers)
	}
	s.Conf.Type = "military"
	if offers := s.actionOffers(0, false, -1); len(offers) != 0 {
		t.Fatalf("in a military conflict, as played: %v", offers)
	}
	engine.VerifyNeeds = true
	defer func() {
		if recover() == nil {
			t.Fatal("an ability usable in a military conflict passed as needing a political one")
		}
	}()
	s.actionOffers(0, false, -1)
}
