package l5rlcg

import "tessen/engine"

// ModOpponentsCannot is a lasting effect on cards named for an act
// ("opponents-cannot:bow"): the card effects of the opponents of the
// effect's player cannot take that act on those cards ("opponents' card
// effects cannot bow that character", Clarity of Purpose; "cannot be
// targeted by opponents' card abilities", Spreading the Darkness;
// RR-OPPONENTS-CANNOT-1). The effect's player's own cards, ring effects
// and the framework still may, unlike "cannot:bow", which bars them all.
const ModOpponentsCannot = "opponents-cannot"

// byAnOpponentsCard reports an act taken by a card effect of an opponent
// of the lasting effect's player.
func byAnOpponentsCard(l *engine.Lasting, a Act) bool {
	return a.Source >= 0 && a.By >= 0 && a.By != l.Player
}

// ResolutionBowIn: ActResolutionBow is also asked with the conflict's type as a subkind
// ("resolution-bow:political"), so that a lasting effect may keep a
// character from bowing as a result of conflict resolution during
// conflicts of one type only, whatever the type is by then (Clarity of
// Purpose; RR-OPPONENTS-CANNOT-1).
func ResolutionBowIn(typ string) string {
	switch typ { // constants: asked at every conflict's end, built no string
	case "military":
		return ActResolutionBow + ":military"
	case "political":
		return ActResolutionBow + ":political"
	}
	return ActResolutionBow + ":" + typ
}
