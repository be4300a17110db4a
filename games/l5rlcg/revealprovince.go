package l5rlcg

import "tessen/engine"

// RevealProvince turns a facedown province faceup by a card's ability
// ("choose a facedown province - reveal that province", Iuchi Farseer),
// and opens the reactions to its being revealed as a province revealed by
// an attack does (EvReveal: Shinjo Trailblazer, a province's own "after
// this province is revealed") (RR-REVEAL-2). A province already faceup is
// left alone.
func (x *Ctx) RevealProvince(prov int) {
	c := &x.S.Cards[prov]
	if c.Zone != ZProvinceCard || !c.Facedown {
		return
	}
	x.S.turnFace(prov, false)
	x.S.Say(x.S.Title(x.Self), " reveals ", x.S.Title(prov))
	x.acts = append(x.acts, engine.Event{Kind: EvReveal, Player: int(c.Owner), Cards: engine.One(prov), Source: x.Self})
}

// FacedownProvince: a facedown province ("choose a facedown province",
// a target chosen among the province cards: Target.In ZProvinceCard,
// RR-TARGET-7).
func FacedownProvince(x *Ctx, id int) bool {
	c := &x.S.Cards[id]
	return c.Zone == ZProvinceCard && c.Facedown
}
