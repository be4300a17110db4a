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
	case "chosen":
		if x.Chosen >= 0 {
			return x.Chosen
		}
	case "each":
		if x.For >= 0 {
			return x.For
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
		Gate: s.gateOf(f), Failed: f.N == 1, Chosen: s.chosenOf(ev), X: s.xOf(ev)}
}

// pickFrame makes the choice once, or once for each player of Pick.Each
// in turn (Frame.Index), Stage 0 asking, 1 taking the choice, 2 after the
// window for saves of a removal (AG-TIME-17); then the ability's Then.
func pickFrame(s *State, f *engine.Frame) engine.Status {
	x := s.pickCtx(f)
	pk := x.Ab.Pick
	who := []int{-1}
	if pk.Each != nil {
		who = pk.Each(x)
	}
	if f.Index >= len(who) {
		if a := x.Ab; a.Then != nil && !x.Failed {
			a.Then(x)
		}
		return engine.Done
	}
	x.For = who[f.Index]
	if !s.Playing(x.picker()) { // a player out of the game chooses nothing (AG-WIN-4)
		f.Index++
		f.Stage = 0
		return engine.Again
	}
	lo, hi := pk.Min, pk.Max
	if pk.N != nil {
		lo = pk.N(x)
		hi = lo
	}
	switch f.Stage {
	case 0:
		f.Stage = 1
		f.Cards = nil
		among := pk.Among(x)
		if len(among) == 0 || hi <= 0 {
			return engine.Again
		}
		s.Push(engine.Frame{Kind: kChoose, Player: x.picker(), Cards: among, Index: min(lo, len(among)),
			Turn: min(hi, len(among)), Labels: []string{pk.Prompt}, At: len(s.Stack) - 1})
		return engine.Again
	case 1:
		chosen := slices.Clone(f.Cards)
		if len(chosen) < lo {
			x.Failed = true
		}
		if pk.Removes && len(chosen) > 0 {
			f.Stage, f.Cards = 2, nil
			f.N = boolInt(x.Failed)
			s.openWindow(engine.Event{Kind: "then-saves", Player: x.P, Source: x.Card, N: len(s.Stack) - 1, Cards: chosen}, wSub)
			return engine.Again
		}
		pk.Do(x, chosen)
	case 2:
		left := slices.Clone(f.Cards) // the cards no save rescued
		pk.Do(x, left)
		// their saves were offered already: no second window for them
		s.Fresh = slices.DeleteFunc(s.Fresh, func(id int) bool { return slices.Contains(left, id) })
	}
	f.N = boolInt(x.Failed)
	f.Index++
	f.Stage = 0
	return engine.Again
}
