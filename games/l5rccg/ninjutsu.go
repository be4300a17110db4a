package l5rccg

import (
	"strconv"
	"strings"

	"tessen/games/l5rccg/carddb"
)

// Ninjutsu (LE-NINJUTSU-1, LE-NINJUTSU-2). A Ninjutsu Personality face
// down in play or in a Province is a 2F/3C Ninja of Gold Cost 4, Personal
// Honor 0 and no Honor Requirement, with no text; in play he takes any
// Follower, Item or Spell. His controller sees his face. Turned face up
// (paying his Ninjutsu value: an Open action, or a Reaction after an
// action targets him), he must be able to join his player, or he is
// discarded with everything attached; what may not stay attached to him
// then is discarded; it is not entering play.
//
// A face-down Ninjutsu Personality comes into play face down from a
// Province where his owner kept him face down (Shiro no Soshi), at the
// face-down Ninja's Gold Cost (ruling 35).

// ninjaFace is a face-down Ninjutsu Personality.
var ninjaFace = &carddb.Def{ID: "face-down-ninja", Title: "Face-down Ninja", Type: "personality", Deck: "dynasty",
	Force: 2, Chi: 3, Gold: 4, NoHonorReq: true, Keywords: []string{"Ninja"}}

// printedNinjutsu is a Personality's printed Ninjutsu value ("Ninjutsu
// 2"), or -1 without the trait.
func printedNinjutsu(d *carddb.Def) int {
	for _, k := range d.Keywords {
		if v, ok := strings.CutPrefix(k, "Ninjutsu"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n
		}
	}
	return -1
}

// ninjutsu is the Ninjutsu value of a Personality's face-up side, or -1
// for none: printed, or given by its owner's Stronghold.
func (s *State) ninjutsu(id int) int {
	d := s.defOf[id]
	if d == nil || d.Type != "personality" {
		return -1
	}
	if n := printedNinjutsu(d); n >= 0 {
		return n
	}
	if t := s.textOf[s.P[s.Cards[id].Owner].Stronghold]; t != nil && t.GivesNinjutsu && !d.Unique && d.HasKeyword("Ninja") {
		return max(0, d.Gold-6)
	}
	return -1
}

// faceDownNinja reports a face-down card that is a face-down Ninjutsu
// Personality: in play, or in a Province.
func (s *State) faceDownNinja(id int) bool {
	switch s.Cards[id].Zone {
	case ZHome, ZBattle:
		return true // only a Ninjutsu Personality is ever face down in play
	case ZProvince:
		return s.defOf[id] != nil && s.ninjutsu(id) >= 0
	}
	return false
}

// keptMark marks a Ninjutsu Personality its owner kept face down in a
// Province, having looked at him (Shiro no Soshi): he knows him, and may
// bring him into play face down.
const keptMark = "kept-face-down"

// kept reports such a Personality.
func (s *State) kept(id int) bool {
	return s.holds&holdsNinjutsu != 0 && s.Cards[id].Facedown && s.marked(id, efMark, keptMark)
}

// keepsNinja reports p's Stronghold letting him keep a Ninjutsu
// Personality face down as his Provinces are revealed.
func (s *State) keepsNinja(p, id int) bool {
	t := s.textOf[s.P[p].Stronghold]
	return t != nil && t.GivesNinjutsu && s.ninjutsu(id) >= 0 && !s.marked(id, efMark, keptMark)
}

// flipUp turns a face-down Ninjutsu Personality face up (LE-NINJUTSU-1):
// one who could not join his controller is discarded with his
// attachments; else what may not stay on him is discarded.
func (s *State) flipUp(id int) {
	c := &s.Cards[id]
	if !c.Facedown {
		return
	}
	p := int(c.Controller)
	c.Facedown = false
	d := s.def(id)
	s.Say(s.Names[p], " turns ", s.Title(id), " face up")
	if s.belowHonorReq(p, id) || d.Unique && s.uniqueElsewhere(id) || !s.mayJoin(p, id) {
		s.Say(s.Title(id), " cannot join ", s.Names[p], " and is discarded")
		s.toDiscard(id, false)
		return
	}
	for _, a := range s.Attachments(id) {
		if !s.mayAttach(a, id) {
			s.Say(s.Title(a), " may not stay attached and is discarded")
			s.toDiscard(a, false)
		}
	}
}

// uniqueElsewhere reports another Unique card of the card's title in play.
func (s *State) uniqueElsewhere(id int) bool {
	title := s.Title(id)
	for q := range s.P {
		for _, o := range s.P[q].Play {
			if o != id && s.Title(o) == title {
				return true
			}
		}
	}
	return false
}

// faceDownNinjutsu is a target: a face-down Ninjutsu Personality the player
// controls whose Ninjutsu value he can pay.
var faceDownNinjutsu = &Target{Prompt: "choose your face-down Ninjutsu Personality", Chosen: true, Anywhere: true,
	Filter: func(x *Ctx, id int) bool {
		c := &x.S.Cards[id]
		return c.Facedown && x.S.inPlay(id) && int(c.Controller) == x.P && x.S.production(x.P, -1) >= x.S.ninjutsu(id)
	}}

func init() {
	// LE-NINJUTSU-2: Open, any number of times per turn, pay a face-down
	// Ninjutsu Personality's Ninjutsu value: turn him face up.
	registerKindAction("ninjutsu", holdsNinjutsu, &Ability{
		Text: "pay his Ninjutsu value: your face-down Ninjutsu Personality turns face up", Timing: Open, Any: true,
		Targets: []*Target{faceDownNinjutsu},
		GoldOf: func(x *Ctx) int {
			if len(x.Targets) > 0 && x.Targets[0] >= 0 {
				return max(0, x.S.ninjutsu(x.Targets[0]))
			}
			return 0
		},
		Effect: func(x *Ctx) { x.S.flipUp(x.Target()) },
	})
	// Reaction, any number of times per turn, after an action targets your
	// face-down Ninjutsu Personality, pay his Ninjutsu value: he turns face
	// up; an action he is then no legal target of has its effects negated
	// (tessen negates them all).
	registerKindAction("ninjutsu-reaction", holdsNinjutsu, &Ability{
		Text: "targeted, pay his Ninjutsu value: he turns face up", Timing: Reaction, On: OnTargeted, Any: true, Absent: true,
		If: func(x *Ctx) bool {
			id := x.Ev.Cards[0]
			c := &x.S.Cards[id]
			return c.Facedown && x.S.inPlay(id) && int(c.Controller) == x.P && x.S.production(x.P, -1) >= x.S.ninjutsu(id)
		},
		GoldOf: func(x *Ctx) int { return max(0, x.S.ninjutsu(x.Ev.Cards[0])) },
		Effect: func(x *Ctx) {
			id := x.Ev.Cards[0]
			x.S.flipUp(id)
			if _, _, y, t := x.retarget(id); t != nil && y != nil && (!x.S.inPlay(id) || t.Filter != nil && !t.Filter(y, id)) {
				x.NegateAction()
			}
		},
	})
	// The Stronghold's choice as a Province is revealed: keep (hide) a
	// Ninjutsu Personality face down, or pass.
	RegisterChoice("keep-face-down", &Choice{
		Prompt: "keep this Ninjutsu Personality face down in your Province?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"hide"} },
		Words:  Words{Labels: map[string]string{"hide": "keep him face down"}, Pass: "reveal him"},
		Picked: func(x *Ctx, p int, _ string, id int) {
			x.S.addEffect(efMark, p, []int{id}, 0, keptMark, UntilGame)
			x.S.Say(x.S.Names[p], " keeps a card face down in a Province")
		},
		Declined: func(x *Ctx, _, id int) { x.S.addEffect(efMark, x.P, []int{id}, 0, "to-reveal", UntilTurn) },
	})
}

// singledBonus marks a Ninja with a bonus until he is singled out.
const singledBonus = "singled-bonus"

// singledMark marks a face-down Ninja targeted by an action, or chosen to
// perform one, this turn; what lasts "until he is targeted or chosen as a
// performer" (untilSingled) ends then.
const singledMark = "singled-out"

func untilSingled(id int) string { return "singled-" + strconv.Itoa(id) }

// singleOut marks the face-down Ninjas an action's targets and performer
// name.
func (s *State) singleOut(x *Ctx, ts []*Target, chosen []int) {
	var ids []int
	for i, t := range ts {
		if i < len(chosen) && chosen[i] >= 0 && (!t.Chosen || t.Performer) {
			ids = append(ids, chosen[i])
		}
	}
	if who := s.performer(x); who >= 0 {
		ids = append(ids, who)
	}
	for _, id := range ids {
		if s.Cards[id].Facedown && s.inPlay(id) {
			s.addEffect(efMark, int(s.Cards[id].Controller), []int{id}, 0, singledMark, UntilTurn)
			s.expire(untilSingled(id))
		}
	}
}

// NinjaUnsingled reports a face-down Ninja in play not targeted by, nor
// chosen to perform, an action this turn.
func (x *Ctx) NinjaUnsingled(id int) bool {
	c := &x.S.Cards[id]
	return c.Facedown && x.S.inPlay(id) && !x.S.marked(id, efMark, singledMark)
}

// GiveUntilSingled gives a face-down Ninja a Force bonus until he is
// targeted or chosen as a performer, or the turn ends.
func (x *Ctx) GiveUntilSingled(id, force int) {
	if x.S.modify(x.P, x.Self, id, force, 0, untilSingled(id)) {
		x.S.addEffect(efMark, x.P, []int{id}, 0, singledBonus, UntilTurn) // the turn's end ends it too
		x.S.Say(x.S.Title(id), " gets ", signed(force), "F")
	}
}

// markedCards lists the cards bearing a mark.
func (s *State) markedCards(label string) []int {
	var out []int
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label {
			out = append(out, l.Cards...)
		}
	}
	return out
}
