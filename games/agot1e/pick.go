package agot1e

import (
	"slices"

	"tessen/engine"
)

// kPick resolves an ability's Pick: the choice (kChoose), then its Do
// and the ability's Then. Its Ev is the ability's event; N is 1 when the
// effect before it failed.
const kPick = "pick"

func (x *Ctx) picker() int {
	switch x.Ab.Pick.By {
	case "opponent":
		if o := x.Opponent(); o >= 0 {
			return o
		}
	case "gate": // the player of the trigger: a cancelled effect's controller
		if x.Gate != nil {
			return x.Gate.Player
		}
	case "target":
		if t := x.Target(); t >= 0 {
			return int(x.S.Cards[t].Controller)
		}
	case "chosen": // the opponent chosen (Ability.ChoosesOpponent)
		if x.Chosen >= 0 {
			return x.Chosen
		}
	}
	return x.P
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (s *State) pickCtx(f *engine.Frame) *Ctx {
	ev := f.Ev
	return &Ctx{S: s, P: ev.Player, Card: ev.Source, Ab: s.ability(ev.Source, ev.N), Targets: slices.Clone(ev.Cards),
		Gate: s.gateOf(f), Failed: f.N == 1, Chosen: s.chosenOf(ev)}
}

func pickFrame(s *State, f *engine.Frame) engine.Status {
	x := s.pickCtx(f)
	pk := x.Ab.Pick
	if f.Stage == 0 {
		f.Stage = 1
		among := pk.Among(x)
		if len(among) == 0 || pk.Max == 0 {
			f.Cards = nil
			return engine.Again
		}
		min, max := min(pk.Min, len(among)), min(pk.Max, len(among))
		s.Push(engine.Frame{Kind: kChoose, Player: f.Player, Cards: among, Index: min, Turn: max,
			Labels: []string{pk.Prompt}, At: len(s.Stack) - 1})
		f.Cards = nil
		return engine.Again
	}
	chosen := slices.Clone(f.Cards)
	if len(chosen) < pk.Min {
		x.Failed = true
	}
	pk.Do(x, chosen)
	if a := x.Ab; a.Then != nil && !x.Failed {
		a.Then(x)
	}
	return engine.Done
}
