package l5rlcg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// Board draws the game as player p sees it, in text: the round and step,
// the rings and the Imperial Favor, each side's pools, provinces and
// characters, p's hand, and the conflict under way.
func (g *Game) Board(p int) string {
	v := g.Redacted(p)
	var b strings.Builder
	first := v.who(v.First, p)
	fmt.Fprintf(&b, "Round %d, %s phase (step %s); first player: %s\n", v.Round, v.Phase, v.Step, first)
	var rings []string
	for i, r := range v.Rings {
		s := RingNames[i]
		switch {
		case v.Conf.Active && v.Conf.Ring == i:
			s += " [contested]"
		case r.Claimed >= 0:
			s += " [claimed by " + v.who(r.Claimed, p) + "]"
		}
		if r.Fate > 0 {
			s += fmt.Sprintf(" (%d fate)", r.Fate)
		}
		rings = append(rings, s)
	}
	fmt.Fprintf(&b, "Rings: %s\n", strings.Join(rings, ", "))
	if v.Favor >= 0 {
		side := "" // none in skirmish
		if v.FavorType != "" {
			side = " (" + v.FavorType + ")"
		}
		fmt.Fprintf(&b, "Imperial Favor: %s%s\n", v.who(v.Favor, p), side)
	}
	for _, q := range engine.Around(p, len(v.P)) { // the player at the bottom
		v.side(&b, q, p)
	}
	if v.Conf.Active {
		against := ""
		if len(v.P) > 2 {
			against = v.who(v.Conf.Defender, p) + "'s "
		}
		fmt.Fprintf(&b, "Conflict: %s %s, %s attacking %sprovince %s, skill %d to %d\n", v.Conf.Type, RingNames[v.Conf.Ring],
			v.who(v.Conf.Attacker, p), against, ProvinceLabel(v.Conf.Prov), v.SideSkill(v.Conf.Attacker), v.SideSkill(v.Conf.Defender))
	}
	if v.Core.Over {
		fmt.Fprintf(&b, "The game is over: %s won.\n", v.who(v.Core.Winner, p))
	}
	return b.String()
}

// who names player q for viewer p (-1: a spectator, who sees seats).
func (s *State) who(q, p int) string { return engine.Who(q, p, s.Names) }

// name is a card's title, or what can be seen of a hidden one.
func (s *State) name(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "" // no card: the engine says so (Machine.CardName)
	}
	if s.Cards[id].Def == 0 {
		return "a facedown card"
	}
	return s.Title(id)
}

// nameFor is card id's name as player p may know it: read from the game
// itself, it saves copying p's whole view to name a card.
func (s *State) nameFor(p, id int) string {
	if id >= 0 && id < len(s.Cards) && !s.Visible(p, id) {
		return "a facedown card"
	}
	return s.name(id)
}

func (s *State) side(b *strings.Builder, q, p int) {
	pl := &s.P[q]
	label := "YOU"
	switch {
	case p < 0:
		label = fmt.Sprintf("SEAT %d", q+1)
	case q != p:
		label = "OPPONENT"
	}
	fmt.Fprintf(b, "\n%s (%s): honor %d, fate %d, %d cards in hand, decks %d dynasty / %d conflict\n",
		label, s.Names[q], pl.Honor, pl.Fate, len(pl.Hand), len(pl.DynastyDeck), len(pl.ConflictDeck))
	if pl.Stronghold >= 0 { // none in skirmish
		sh := s.name(pl.Stronghold)
		if s.Cards[pl.Stronghold].Bowed {
			sh += " (bowed)"
		}
		role := "none"
		if pl.Role >= 0 {
			role = s.name(pl.Role)
		}
		fmt.Fprintf(b, "  Stronghold: %s; role: %s\n", sh, role)
	}
	for i, prov := range pl.Prov {
		if prov < 0 { // skirmish has three provinces
			continue
		}
		c := &s.Cards[prov]
		state := ""
		switch {
		case c.Broken:
			state = ", broken"
		case c.Facedown:
			state = ", facedown"
		}
		var cards []string
		for _, id := range pl.Dyn[i] {
			cards = append(cards, s.name(id))
		}
		provName := s.name(prov)
		if c.Facedown && q != p {
			provName = "a facedown province"
		}
		fmt.Fprintf(b, "  Province %s: %s (strength %s%s): %s\n", ProvinceLabel(i), provName, s.strengthText(prov), state, strings.Join(cards, ", "))
	}
	if len(pl.Play) == 0 {
		fmt.Fprintf(b, "  No characters in play\n")
	}
	for _, id := range pl.Play {
		c := &s.Cards[id]
		var notes []string
		if c.InConflict && s.Conf.Active {
			notes = append(notes, "in the conflict")
		}
		if c.Bowed {
			notes = append(notes, "bowed")
		}
		if c.Facedown {
			notes = append(notes, s.facedownNote(id))
		}
		if c.Fate > 0 {
			notes = append(notes, fmt.Sprintf("%d fate", c.Fate))
		}
		switch c.Status {
		case Honored:
			notes = append(notes, "honored")
		case Dishonored:
			notes = append(notes, "dishonored")
		}
		for a := range s.attachmentsOf(id) {
			notes = append(notes, "with "+s.name(a))
		}
		fmt.Fprintf(b, "  %s: %s military, %s political, glory %d", s.name(id), skillText(s, id, "military"), skillText(s, id, "political"), s.Glory(id))
		if len(notes) > 0 {
			fmt.Fprintf(b, " (%s)", strings.Join(notes, ", "))
		}
		b.WriteString("\n")
	}
	if q == p {
		var hand []string
		for _, id := range pl.Hand {
			hand = append(hand, s.name(id))
		}
		fmt.Fprintf(b, "  Hand: %s\n", strings.Join(hand, ", "))
	}
}

// strengthText is a province's strength, or "?" for one the viewer
// cannot see.
func (s *State) strengthText(prov int) string {
	if s.Cards[prov].Def == 0 {
		return "?"
	}
	return strconv.Itoa(s.Strength(prov))
}

func skillText(s *State, id int, typ string) string {
	if s.Dash(id, typ) {
		return "-"
	}
	return fmt.Sprint(s.Skill(id, typ))
}

// Describe says an answer in words as player p may know it, naming the
// cards p can see by title.
func (g *Game) Describe(p int, a engine.Answer) string {
	s := g.S
	var names []string
	for _, id := range a.Cards {
		if id != CovertSep {
			names = append(names, s.nameFor(p, id))
		}
	}
	list := andList(names)
	kind := ""
	if s.Pending != nil {
		kind = s.Pending.Kind
	}
	switch a.Verb {
	case "pass": // a table and its tests know the pass by its word
		return "pass"
	case "declare":
		return s.declareWords(p, a)
	case "defend":
		if len(a.Cards) == 0 {
			return "declare no defenders"
		}
		return "defend with " + list
	case "bid":
		return fmt.Sprintf("bid %d honor", a.N)
	case "fate":
		if a.N == 0 {
			return "place no additional fate"
		}
		return fmt.Sprintf("place %d additional fate", a.N)
	case "trigger":
		return "use " + list
	case "duplicate":
		return "discard " + list + " for 1 fate on its copy in play"
	case "choose":
		w := s.wordingOf(s.Top(), p, kind)
		if kind == "duel-payment" {
			_, w.n = s.bidDifference(s.duellists())
		}
		var said []string
		for _, l := range a.Labels {
			if q, ok := SeatOfKey(l, len(s.P)); ok && kind == "opponent" {
				w.other = s.who(q, p)
			}
			said = append(said, s.labelWords(l, w))
		}
		if len(names) > 0 {
			said = append(said, s.chosenWords(p, kind, a.Cards, list))
		}
		return strings.Join(said, ", ")
	case "play":
		if len(a.Labels) == 1 && a.Labels[0] == "attachment" {
			return "play " + list + " as an attachment"
		}
	}
	return strings.TrimSpace(a.Verb + " " + list)
}

// chosenWords says what choosing cards does, where the decision tells
// more than "choose".
func (s *State) chosenWords(p int, kind string, ids []int, list string) string {
	f := s.Top()
	switch kind {
	case "mulligan-hand", "mulligan-provinces":
		return "mulligan " + list
	case "discard-provinces", "duel-discard", "discard-restricted", "discard-hand":
		return "discard " + list
	case "stronghold-province":
		return "place " + list + " under the stronghold"
	case "ring-effect":
		if f == nil || f.Kind != kRingEffect || len(ids) != 1 {
			break
		}
		switch f.Index {
		case Water:
			if s.Cards[ids[0]].Bowed {
				return "ready " + list
			}
			return "bow " + list
		case Void:
			return "remove 1 fate from " + list
		case Fire:
			return "honor or dishonor " + list
		}
	case "target":
		if s.Pending != nil && strings.HasPrefix(s.Pending.Prompt, "attach to") {
			return "attach it to " + list
		}
	}
	return "choose " + list
}

// declareWords says a declaration as player p is told of it: "declare a
// political water conflict against your opponent's province 2
// (Pilgrimage) with Matsu Beiona and Akodo Gunsō".
func (s *State) declareWords(p int, a engine.Answer) string {
	if len(a.Labels) < 3 {
		return "declare a conflict"
	}
	attackers, evaded := a.Cards, []int(nil)
	if i := slices.Index(a.Cards, CovertSep); i >= 0 {
		attackers, evaded = a.Cards[:i], a.Cards[i+1:]
	}
	against := "province " + a.Labels[2]
	attacker := p
	if s.Pending != nil && len(s.Pending.Players) > 0 {
		attacker = s.Pending.Players[0]
	}
	if def, err := s.defenderOf(attacker, a.Labels[3:]); err == nil && attacker >= 0 && def >= 0 {
		if prov, err := s.provinceIndex(a.Labels[2]); err == nil {
			against = s.provinceWords(def, prov, p)
		}
	}
	text := fmt.Sprintf("declare a %s %s conflict against %s with %s", a.Labels[0], a.Labels[1], against, s.namesFor(p, attackers))
	if len(evaded) > 0 {
		text += ", evading " + s.namesFor(p, evaded)
	}
	return text
}

// Who names player q as player p is told of them.
func (g *Game) Who(q, p int) string { return g.S.who(q, p) }

// andList joins words as English lists them: "a", "a and b", "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

func (s *State) namesFor(p int, ids []int) string {
	var out []string
	for _, id := range ids {
		out = append(out, s.nameFor(p, id))
	}
	return andList(out)
}

// Narrate tells what happened since log line from, in the second person
// (engine.Narrate).
func (g *Game) Narrate(p, from int) ([]string, int) {
	return engine.Narrate(g.S.Core.Log, g.S.Names, p, from)
}

// Card is what a table shows of a card definition (engine.Catalogue):
// its printed facts in words and what its written abilities do.
func (g *Game) Card(def string) (engine.CardInfo, bool) {
	d, ok := carddb.Std().Get(def)
	if !ok {
		return engine.CardInfo{}, false
	}
	info := printed(d)
	if t := texts[def]; t != nil {
		if t.Says != "" {
			info.Abilities = append(info.Abilities, t.Says)
		}
		for _, a := range t.Abilities {
			info.Abilities = append(info.Abilities, a.Text)
		}
	}
	return info, true
}
