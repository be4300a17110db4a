package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// New Era's battles (docs/rules/l5r-ccg-new-era.md, NE-4 and the
// glossary): the Attack Phase's player abilities (Cavalry, Naval, the
// Favor's Battle action), the Rule of Location, No Second Battle and
// Conqueror. The Lotus rules' battle frame calls what is here where the
// two formats part.

// cavalryKey counts a Personality's being the target of the Cavalry
// ability this turn (NE-CAVALRY: once a turn).
func cavalryKey(id int) engine.UseKey { return engine.UseKey{uint64(id), 1 << 21} }

// navalFirst marks the battle under way, on the Attacker's Stronghold,
// as one where he has used Naval: his first opportunity of its Combat
// Segment (NE-ABILITY-NAVAL).
const navalFirst = "naval-first"

// kNavalFirst is the Attacker's Naval opportunity, before the Combat
// Segment's round.
const kNavalFirst = "naval-first"

func init() {
	// NE-ABILITY-CAVALRY, NE-CAVALRY, NE-ABSENT: Absent Engage: one's
	// unbowed Personality of a Cavalry unit, at home, moves to the battle;
	// each may be its target once a turn. From home only: a defender who
	// stays at a battlefield already fought stays there (ruling 46).
	RegisterFormatAction(FormatNewEra, "cavalry", &Ability{
		Text: "your unbowed Personality of a Cavalry unit, at home, moves to the battle", Timing: Engage, Any: true, Absent: true,
		Targets: []*Target{{Prompt: "choose your Cavalry Personality to move to the battle", Anywhere: true, Filter: func(x *Ctx, id int) bool {
			s := x.S
			c := &s.Cards[id]
			return s.isPersonality(id) && x.Mine(id) && c.Zone == ZHome && !c.Bowed && s.hasKeyword(id, "Cavalry") && s.cavalryUnit(id) &&
				s.Used("turn", cavalryKey(id)) == 0 && !s.secondBattle(id) && !s.marked(id, efMark, keptHome)
		}}},
		Effect: func(x *Ctx) {
			x.S.Use("turn", cavalryKey(x.Target()))
			x.MoveTo(x.Target(), x.S.Attack.Battle)
		},
	})
	// NE-ABILITY-NAVAL: Engage, the Attacker with a Naval Personality's
	// unit at the battle: the Combat Segment's first opportunity is his,
	// for a Battle action of a card in a Naval Personality's unit; his
	// passing it does not count toward the round's end (navalFrame).
	RegisterFormatAction(FormatNewEra, "naval", &Ability{
		Text: "you, the Attacker, take the first Battle action of the Combat Segment, from a card of a Naval Personality's unit", Timing: Engage, Per: "battle",
		If: func(x *Ctx) bool {
			s := x.S
			if x.P != s.Attack.Attacker || s.marked(s.P[x.P].Stronghold, efMark, navalFirst) {
				return false
			}
			return slices.ContainsFunc(s.army(s.Attack.Battle, true), func(u int) bool { return x.Mine(u) && s.hasKeyword(u, "Naval") })
		},
		Effect: func(x *Ctx) {
			s := x.S
			s.addEffect(efMark, x.P, []int{s.P[x.P].Stronghold}, s.Attack.Battle, navalFirst, UntilBattle)
			s.Say(s.Names[x.P], " will take the first Battle action of the combat, from a Naval unit")
		},
	})
	// NE-ABILITY-FAVOR-BATTLE: Favor Political Battle: discard the
	// Imperial Favor to move home a target attacking enemy Personality.
	// The Lotus rules give the Favor no Battle action (LE-FAVOR-1); named
	// "favor" as the Limited one, told apart by the battle (ruleIndex).
	RegisterFormatAction(FormatNewEra, "favor", &Ability{
		Text: "discard the Imperial Favor: an attacking enemy Personality moves home", Timing: Battle, Keywords: []string{"Favor", "Political"},
		FavorCost: true,
		Targets: []*Target{{Prompt: "choose an attacking enemy Personality to move home", Filter: func(x *Ctx, id int) bool {
			s := x.S
			return s.isPersonality(id) && !x.Mine(id) && s.armySide(x.Controller(id)) == sideAttacking
		}}},
		Effect: func(x *Ctx) { x.MoveHome(x.Target()) },
	})
	// NE-ABILITY-RESERVE, its first: Absent Battle, any number of times a
	// turn, one who would be opposed at the battle brings a face-up Reserve
	// Personality of his Province into play there, paying all costs (the
	// recruiting frame, which reserveArrives sends him through).
	RegisterFormatAction(FormatNewEra, "reserve", &Ability{
		Text: "with an enemy unit at the battle: bring a face-up Reserve Personality of your Province into play there, paying for him", Timing: Battle, Any: true, Absent: true,
		If: func(x *Ctx) bool { return x.S.wouldBeOpposed(x.P) },
		Targets: []*Target{{Prompt: "choose the Reserve Personality to bring into the battle", InProvince: true, Filter: func(x *Ctx, id int) bool {
			s := x.S
			return s.isPersonality(id) && s.hasKeyword(id, "Reserve") && s.canRecruitPlainly(x.P, id)
		}}},
		Effect: func(x *Ctx) {
			s, id := x.S, x.Target()
			if s.Cards[id].Zone != ZProvince {
				return
			}
			s.addEffect(efMark, x.P, []int{id}, s.Attack.Battle, reserveMark, UntilBattle)
			s.Push(engine.Frame{Kind: kRecruit, Player: x.P, Card: id})
		},
	})
	// NE-ABILITY-RESERVE, its second: Battle, any number of times a turn,
	// with an enemy unit at the battle: a Reserve Follower, Item or Spell
	// of one's hand attaches to one's Personality there, paid for
	// ("reserve-equip": the book names both abilities Reserve).
	RegisterFormatAction(FormatNewEra, "reserve-equip", &Ability{
		Text: "with an enemy unit at the battle: attach a Reserve card from your hand to your Personality there, paying for it", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.S.wouldBeOpposed(x.P) },
		Targets: []*Target{{Prompt: "choose your Personality at the battle to equip", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id) && len(reserveAttachments(x, x.P, id)) > 0
		}}},
		Effect: func(x *Ctx) { x.Ask(x.P, reserveEquip, 1, x.Target()) },
	})
	RegisterChoice(reserveEquip, &Choice{
		Prompt:  "choose the Reserve card of your hand to attach to him, paying for it",
		Options: func(x *Ctx, p, person int) []int { return reserveAttachments(x, p, person) },
		Done: func(x *Ctx, p int, chosen []int, person int) {
			for _, id := range chosen {
				x.Equip(id, person)
			}
		},
	})
}

// reserveMark marks a Reserve Personality being brought into play at the
// battle (NE-ABILITY-RESERVE); reserveEquip is the choice of the Reserve
// card to attach.
const (
	reserveMark  = "reserve"
	reserveEquip = "reserve-equip"
)

// wouldBeOpposed reports an enemy unit at the current battlefield, that
// p's unit there would be opposed by.
func (s *State) wouldBeOpposed(p int) bool {
	if !s.inBattle() {
		return false
	}
	enemy := s.Attack.Attacker
	if p == enemy {
		enemy = s.Attack.Defender
	}
	return s.present(enemy)
}

// reserveAttachments are the Reserve Followers, Items and Spells of p's
// hand that could attach to the Personality, paid for.
func reserveAttachments(x *Ctx, p, person int) []int {
	var out []int
	for _, id := range x.S.P[p].Hand {
		if t := x.Type(id); (t == "follower" || t == "item" || t == "spell") && x.S.hasKeyword(id, "Reserve") && x.MayEquip(id, person) {
			out = append(out, id)
		}
	}
	return out
}

// reserveArrives puts a Personality the Reserve ability brings into play
// at the battle, as he enters play (enterPlay).
func (s *State) reserveArrives(id int) {
	if c := &s.Cards[id]; s.inBattle() && s.marked(id, efMark, reserveMark) {
		c.Zone, c.Prov = ZBattle, int8(s.Attack.Battle)
		s.Say(s.Title(id), " comes from the Reserve to the battlefield at Province ", strconv.Itoa(s.Attack.Battle))
	}
}

// ruleBattleTimed reports a rules' action taken in battles: of a
// format's two of one name (New Era's Favor), the one a battle offers.
func ruleBattleTimed(a *Ability) bool { return a.Timing == Battle || a.Timing == Engage }

// awayFromBattle reports, in a New Era battle, an action of a card in a
// unit away from the current battlefield (NE-LOCATION): a Battle action
// needs its unit there, but a Home one at home and a Remote one
// anywhere (NE-HOME, NE-REMOTE),
// and an Absent one, whose card says it is taken from away (ruling 47);
// a Reaction is not bound (NE-REACTION). A card played from hand needs
// its performer there, which its targets already see to
// (LE-4.4-RELEVANCE).
func (s *State) awayFromBattle(card int, a *Ability) bool {
	if !s.newEra() || !s.inBattle() || a.Timing == Reaction || a.Absent || s.hasWord(a, "Remote") {
		return false
	}
	switch s.Cards[card].Zone {
	case ZHome, ZBattle, ZAttached:
	default:
		return false
	}
	u := s.unitOf(card)
	if !s.isPersonality(u) || s.atBattle(u) {
		return false
	}
	return !s.hasWord(a, "Home") || s.Cards[u].Zone != ZHome // Home: at home, not at another battlefield
}

// secondBattle reports, in New Era, a Personality who was in an
// attacking army at a battle's resolution this Attack Phase: he moves to
// no battlefield again, by anyone's effect (NE-NO-SECOND-BATTLE; Lotus
// keeps him only from an attacking army, by his own side's, LE-4.4-RETURN).
func (s *State) secondBattle(id int) bool {
	return s.newEra() && slices.Contains(s.Attack.Resolved, id)
}

// conqueror reports, in New Era, a unit led by a Conqueror Personality,
// whose cards do not bow as the Resolution Segment sends them home
// (NE-CONQUEROR).
func (s *State) conqueror(id int) bool {
	return s.newEra() && s.hasKeyword(s.unitOf(id), "Conqueror")
}

// combatBegins is what a New Era Combat Segment begins with: the
// Attacker's Naval opportunity, when he used Naval in the Engage Segment
// (pushed above the round, so taken first).
func (s *State) combatBegins() {
	if s.marked(s.P[s.Attack.Attacker].Stronghold, efMark, navalFirst) {
		s.Push(engine.Frame{Kind: kNavalFirst, Player: s.Attack.Attacker})
	}
}

// navalOffers are the Battle actions p may take from a card of a Naval
// Personality's unit in play (not a card played from hand).
func (s *State) navalOffers(p int) []engine.Answer {
	var out []engine.Answer
	for _, a := range s.abilityOffers(p) {
		if a.Verb != "use" || len(a.Cards) != 1 {
			continue
		}
		id := a.Cards[0]
		if ab := s.ability(id, a.N-1); ab == nil || ab.Timing != Battle && ab.Timing != BattleOpen {
			continue
		}
		if u := s.unitOf(id); s.isPersonality(u) && s.hasKeyword(u, "Naval") {
			out = append(out, a)
		}
	}
	return out
}

// navalFrame asks the Attacker for his Naval opportunity: one Battle
// action from a Naval unit, or a pass that counts for nothing; the
// round then begins as ever, with the Defender.
func navalFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	opts := s.navalOffers(f.Player)
	if len(opts) == 0 {
		return engine.Done
	}
	opts = append(opts, engine.Pass)
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "battle-action", Step: s.Step,
		Prompt: "take the first Battle action, from a card of a Naval Personality's unit, or pass", Options: opts})
	return engine.Again | engine.Unchanged
}

func answerNaval(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "pass" {
		f.Stage = 1
		return nil
	}
	if !slices.ContainsFunc(s.navalOffers(p), func(o engine.Answer) bool { return o.Verb == a.Verb && slices.Equal(o.Cards, a.Cards) && o.N == a.N }) {
		return fmt.Errorf("only a Battle action of a card of a Naval Personality's unit may be taken first")
	}
	f.Stage = 1
	return s.takeAbility(p, a)
}
