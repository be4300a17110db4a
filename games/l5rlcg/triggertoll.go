package l5rlcg

// ModTriggerToll is a player-wide lasting effect (Ctx.Restrict): each
// time its player triggers an ability of a character that is not a
// Courtier, they lose N honor ("until the end of the conflict, each time a
// player triggers an ability on a non-Courtier character, he or she loses
// 1 honor", Breach of Etiquette; RR-TRIGGER-TOLL-1). Forced abilities are
// not triggered by a player and cost nothing; the honor is lost as the
// ability counts as used, whether or not its effects then resolve.
const ModTriggerToll = "trigger-toll"

// triggerToll takes the honor a triggered ability costs its player under
// ModTriggerToll.
func (s *State) triggerToll(x *Ctx, a *Ability) {
	if len(s.Effects.List) == 0 || a.Timing == ForcedReaction || a.Timing == ForcedInterrupt ||
		!s.IsCharacter(x.Self) || s.HasTrait(x.Self, "courtier") {
		return
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModTriggerToll && l.Player == x.P {
			if !s.Quiet {
				s.Say(s.Title(l.Source), ": ", s.Names[x.P], " triggered an ability of ", s.Title(x.Self))
			}
			s.loseHonor(x.P, max(l.N, 1))
		}
	}
}
