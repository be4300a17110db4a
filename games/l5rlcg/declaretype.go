package l5rlcg

import "slices"

// ModNoDeclareType is a player-wide restriction (Ctx.Restrict) on
// declaring conflicts of one type for a period: "no-declare-type:military"
// is "cannot declare military conflicts this phase" (Kakita Yuri's duel
// loser's controller). Declaring one is refused like a province barred to
// the type (RR-3.2-8); the player may still declare the other type.
const ModNoDeclareType = "no-declare-type"

// typeBarred reports a restriction on p declaring conflicts of type typ.
func (s *State) typeBarred(p int, typ string) bool {
	if len(s.Effects.List) == 0 {
		return false
	}
	kind := ModNoDeclareType + ":political" // constants: no string is built
	if typ == "military" {
		kind = ModNoDeclareType + ":military"
	}
	return s.HasRestriction(p, kind)
}

// ModExtraConflict is a player-wide lasting effect: "you may declare an
// additional political conflict this phase" (Courteous Scheming's duel
// winner): one more conflict opportunity, and one more conflict of that
// type than the one a phase allows ("extra-conflict:political"). Each
// declared beyond the first of its type uses one up (RR-3.2-9).
const ModExtraConflict = "extra-conflict"

// GrantExtraConflict gives p an additional conflict of type typ for the
// rest of the phase.
func (x *Ctx) GrantExtraConflict(p int, typ string) {
	if p < 0 {
		return
	}
	x.S.P[p].Opps++
	x.Restrict(ModExtraConflict+":"+typ, p, "phase")
	x.S.Say(x.S.Names[p], " may declare an additional ", typ, " conflict this phase")
}

// typeDone reports whether p may declare no more conflicts of type typ
// this phase: one has been declared and no additional one is left.
func (s *State) typeDone(p int, typ string) bool {
	if s.Skirmish() || !s.P[p].Declared(typ) {
		return false
	}
	return len(s.Effects.List) == 0 || !s.HasRestriction(p, ModExtraConflict+":"+typ)
}

// useExtraConflict spends one additional conflict of type typ, as p
// declares a second one.
func (s *State) useExtraConflict(p int, typ string) {
	kind := ModExtraConflict + ":" + typ
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == kind && l.Player == p && len(l.Cards) == 0 {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return
		}
	}
}
