package cards

import . "tessen/games/l5rccg"

// byAnother reports the held effect caused by another player's card.
func byAnother(x *Ctx) bool { return x.Ev.Player >= 0 && x.Ev.Player != x.P && x.Ev.Source >= 0 }

// orochi reports a Personality of the Orochi.
func orochi(x *Ctx, id int) bool { return x.Personality(id) && x.Has(id, "Orochi") }

// opposedBearer reports the card's Personality opposed in a battle.
func opposedBearer(x *Ctx) bool { return x.Bearer() >= 0 && x.Opposed(x.Bearer()) }

// facesAny reports the card opposed by a Personality passing a test, or
// facing one in the duel under way.
func facesAny(x *Ctx, ok func(int) bool) bool {
	for _, u := range x.Opposing(x.Self) {
		if ok(u) {
			return true
		}
	}
	if other := x.DuelOpponent(x.Self); other >= 0 && ok(other) {
		return true
	}
	return false
}

// bySelf: the trigger is about this card; byBearer: about its
// Personality.
func bySelf(x *Ctx) bool   { return x.Subject() == x.Self }
func byBearer(x *Ctx) bool { return x.Bearer() >= 0 && x.Subject() == x.Bearer() }

// youHaveTerrain: the Terrain in play is the player's.
func youHaveTerrain(x *Ctx) bool { t := x.Terrain(); return t >= 0 && x.Controller(t) == x.P }
