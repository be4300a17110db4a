package l5rlcg

import "tessen/engine"

// TableView is the game as a table draws it for player p (-1: a
// spectator): what the text board says, as data (engine.Tabler). Values
// are computed as the rules read them now (a character's skills, a
// province's strength); a card p cannot see has no def nor title.
type TableView struct {
	Round     int           `json:"round"`
	Phase     string        `json:"phase"`
	Step      string        `json:"step"`
	First     int           `json:"first"`
	Favor     int           `json:"favor"` // its holder, -1: nobody
	FavorType string        `json:"favorType,omitempty"`
	Rings     []RingView    `json:"rings"`
	Conflict  *ConflictView `json:"conflict,omitempty"`
	// Sides are drawn in this order: the others clockwise from p's left,
	// p's own last (a spectator's: seat 1 last).
	Sides []SideView `json:"sides"`
}

// CardView is a card as a table shows it, named by its handle for the
// seat (engine.Handler): a card the seat cannot see by its place.
type CardView struct {
	ID    int    `json:"id"`
	Def   string `json:"def,omitempty"`
	Title string `json:"title,omitempty"`
	Bowed bool   `json:"bowed,omitempty"`
}

// RingView is a ring: who claimed it (-1: unclaimed), its fate.
type RingView struct {
	Element   string `json:"element"`
	Claimed   int    `json:"claimed"`
	Fate      int    `json:"fate"`
	Contested bool   `json:"contested,omitempty"`
}

// ConflictView is the conflict under way, its skills counted now.
type ConflictView struct {
	Type          string `json:"type"`
	Ring          string `json:"ring"`
	Attacker      int    `json:"attacker"`
	Defender      int    `json:"defender"`
	Province      string `json:"province"`
	AttackerSkill int    `json:"attackerSkill"`
	DefenderSkill int    `json:"defenderSkill"`
}

// SideView is one player's side of the table.
type SideView struct {
	Seat         int                   `json:"seat"`
	Name         string                `json:"name"`
	You          bool                  `json:"you,omitempty"`
	Honor        int                   `json:"honor"`
	Fate         int                   `json:"fate"`
	HandCount    int                   `json:"handCount"`
	DynastyDeck  int                   `json:"dynastyDeck"`
	ConflictDeck int                   `json:"conflictDeck"`
	Stronghold   *CardView             `json:"stronghold,omitempty"`
	Role         *CardView             `json:"role,omitempty"`
	Provinces    []ProvinceView        `json:"provinces"`
	Characters   []CharacterView       `json:"characters"`
	Hand         []CardView            `json:"hand,omitempty"` // the viewer's own
	Discards     map[string][]CardView `json:"discards,omitempty"`
	Bid          int                   `json:"bid,omitempty"` // the honor dial last revealed, 0: none yet
	// Conflicts is what the player may still declare, in the conflict
	// phase only.
	Conflicts *ConflictsLeft `json:"conflicts,omitempty"`
	Out       bool           `json:"out,omitempty"` // eliminated (skirmish)
}

// ConflictsLeft is how many conflicts a player may still declare this
// phase, and of which types.
type ConflictsLeft struct {
	Left  int      `json:"left"`
	Types []string `json:"types,omitempty"`
}

// ProvinceView is a province and the dynasty cards in it.
type ProvinceView struct {
	Label    string     `json:"label"`
	Card     CardView   `json:"card"`
	Strength string     `json:"strength"` // "?" for one the viewer cannot see
	Broken   bool       `json:"broken,omitempty"`
	Facedown bool       `json:"facedown,omitempty"`
	Cards    []CardView `json:"cards"`
}

// CharacterView is a character in play, its skills as they count now.
type CharacterView struct {
	Card        CardView   `json:"card"`
	Military    string     `json:"military"`
	Political   string     `json:"political"`
	Glory       int        `json:"glory"`
	Fate        int        `json:"fate,omitempty"`
	Status      string     `json:"status,omitempty"` // honored, dishonored
	InConflict  bool       `json:"inConflict,omitempty"`
	Attachments []CardView `json:"attachments,omitempty"`
}

// Table is the game as player p's table draws it.
func (g *Game) Table(p int) any {
	v := drawing{g.Redacted(p), g.Handles(p)}
	t := TableView{Round: v.Round, Phase: v.Phase, Step: v.Step, First: v.First, Favor: v.Favor, FavorType: v.FavorType}
	for i, r := range v.Rings {
		t.Rings = append(t.Rings, RingView{Element: RingNames[i], Claimed: r.Claimed, Fate: r.Fate, Contested: v.Conf.Active && v.Conf.Ring == i})
	}
	if c := v.Conf; c.Active {
		t.Conflict = &ConflictView{Type: c.Type, Ring: RingNames[c.Ring], Attacker: c.Attacker, Defender: c.Defender,
			Province: ProvinceLabel(c.Prov), AttackerSkill: v.SideSkill(c.Attacker), DefenderSkill: v.SideSkill(c.Defender)}
	}
	for _, q := range engine.Around(p, len(v.P)) {
		t.Sides = append(t.Sides, v.sideView(q, p))
	}
	return t
}

// drawing is a seat's redacted state, which names each card by the
// seat's handle of it.
type drawing struct {
	*State
	handles []int
}

// card is a card as p's table shows it.
func (s drawing) card(id int) CardView {
	if id < 0 || id >= len(s.Cards) {
		return CardView{ID: id}
	}
	c := CardView{ID: s.handles[id]}
	if s.Cards[id].Def != 0 {
		c.Def, c.Title = s.Cards[id].Def.String(), s.Title(id)
	}
	c.Bowed = s.Cards[id].Bowed
	return c
}

func (s drawing) cards(ids []int) []CardView {
	out := make([]CardView, 0, len(ids))
	for _, id := range ids {
		out = append(out, s.card(id))
	}
	return out
}

func (s drawing) sideView(q, p int) SideView {
	pl := &s.P[q]
	v := SideView{Seat: q, Name: s.Names[q], You: q == p, Honor: pl.Honor, Fate: pl.Fate, HandCount: len(pl.Hand),
		DynastyDeck: len(pl.DynastyDeck), ConflictDeck: len(pl.ConflictDeck), Provinces: []ProvinceView{}, Characters: []CharacterView{},
		Discards: map[string][]CardView{"dynasty": s.cards(pl.DynastyDiscard), "conflict": s.cards(pl.ConflictDiscard)}}
	v.Bid, v.Out = pl.Bid, !s.Playing(q)
	if s.Phase == "conflict" && !v.Out {
		v.Conflicts = &ConflictsLeft{Left: pl.Opps}
		for _, typ := range []string{"military", "political"} {
			if pl.Opps > 0 && (s.Skirmish() || !pl.Declared(typ)) { // skirmish: either type, whatever was declared
				v.Conflicts.Types = append(v.Conflicts.Types, typ)
			}
		}
	}
	if pl.Stronghold >= 0 {
		c := s.card(pl.Stronghold)
		v.Stronghold = &c
	}
	if pl.Role >= 0 {
		c := s.card(pl.Role)
		v.Role = &c
	}
	for i, prov := range pl.Prov {
		if prov < 0 {
			continue
		}
		c := &s.Cards[prov]
		v.Provinces = append(v.Provinces, ProvinceView{Label: ProvinceLabel(i), Card: s.card(prov), Strength: s.strengthText(prov),
			Broken: c.Broken, Facedown: c.Facedown, Cards: s.cards(pl.Dyn[i])})
	}
	for _, id := range pl.Play {
		c := &s.Cards[id]
		ch := CharacterView{Card: s.card(id), Military: skillText(s.State, id, "military"), Political: skillText(s.State, id, "political"),
			Glory: s.Glory(id), Fate: int(c.Fate), InConflict: c.InConflict && s.Conf.Active}
		switch c.Status {
		case Honored:
			ch.Status = "honored"
		case Dishonored:
			ch.Status = "dishonored"
		}
		for a := range s.attachmentsOf(id) {
			ch.Attachments = append(ch.Attachments, s.card(a))
		}
		v.Characters = append(v.Characters, ch)
	}
	if q == p {
		v.Hand = s.cards(pl.Hand)
	}
	return v
}
