package l5rlcg

import "tessen/engine"

// pushSelect pushes an ability's selection, made by its controller, or
// the opponent (By "opponent"), or Who once it is asked; one AfterDuel is
// pushed below the ability's duel, so that it is made once the duel has
// resolved and Who may read its result (RR-SELECT-AFTER-DUEL-1).
func (s *State) pushSelect(f *engine.Frame, x *Ctx, sel *Select) {
	by := f.Player
	if sel.By == "opponent" {
		by = x.Opp()
	}
	fr := s.PushCopy(f)
	fr.Kind, fr.Stage, fr.Turn = kSelect, 0, by
}
