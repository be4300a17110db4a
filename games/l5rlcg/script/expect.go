package script

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/scenario"
)

// Expect checks each named thing against the game; the first mismatch is
// reported with what was expected and what was found.
func (r *run) Expect(e *yaml.Node) error {
	if e.Kind != yaml.MappingNode {
		return fmt.Errorf("expect holds a map")
	}
	for i := 0; i < len(e.Content); i += 2 {
		key, val := e.Content[i].Value, e.Content[i+1]
		if r.unknownKey(key) {
			return &scenario.UnknownKey{Where: "expect", Key: key, Line: e.Content[i].Line, Known: []string{"prompt", "conflict", "imperialFavor", "game",
				"ring.ELEMENT", "player1.." + playerName(len(r.g.S.P)-1), "playerN.province-N", "playerN.stronghold-province", "a card in the scenario"}}
		}
		if err := r.expectOne(key, val); err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
	}
	return nil
}

// fields reads a map of expected values.
func fields(n *yaml.Node) ([][2]*yaml.Node, error) {
	if n.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("expected a map of values")
	}
	var out [][2]*yaml.Node
	for i := 0; i < len(n.Content); i += 2 {
		out = append(out, [2]*yaml.Node{n.Content[i], n.Content[i+1]})
	}
	return out, nil
}

// check compares one value with its expectation.
func check(field string, want *yaml.Node, got any) error {
	var ok bool
	switch g := got.(type) {
	case int:
		n, err := strconv.Atoi(want.Value)
		ok = err == nil && n == g
	case bool:
		b, err := strconv.ParseBool(want.Value)
		ok = err == nil && b == g
	case string:
		ok = want.Value == g
	case []string:
		var w []string
		if err := want.Decode(&w); err != nil {
			return fmt.Errorf("%s: expected a list", field)
		}
		a, b := slices.Clone(w), slices.Clone(g)
		sort.Strings(a)
		sort.Strings(b)
		ok = slices.Equal(a, b)
		if !ok {
			return fmt.Errorf("%s: expected %v, found %v", field, w, g)
		}
	default:
		return fmt.Errorf("%s: cannot be checked", field)
	}
	if !ok {
		return fmt.Errorf("%s: expected %s, found %v", field, want.Value, got)
	}
	return nil
}

func (r *run) expectOne(key string, val *yaml.Node) error {
	s := r.g.S
	switch {
	case isPlayerKey(key):
		p, err := r.player(key)
		if err != nil {
			return err
		}
		return r.expectPlayer(p, val)
	case strings.HasPrefix(key, "ring."):
		i := slices.Index(l5rlcg.RingNames[:], strings.TrimPrefix(key, "ring."))
		if i < 0 {
			return fmt.Errorf("unknown ring")
		}
		return r.expectMap(val, func(f string) (any, error) {
			switch f {
			case "claimedBy":
				return playerName(s.Rings[i].Claimed), nil
			case "fate":
				return s.Rings[i].Fate, nil
			case "contested":
				return s.Conf.Active && s.Conf.Ring == i, nil
			}
			return nil, errUnknown
		})
	case key == "imperialFavor":
		return r.expectMap(val, func(f string) (any, error) {
			switch f {
			case "player":
				return playerName(s.Favor), nil
			case "type":
				if s.Favor < 0 {
					return "none", nil
				}
				return s.FavorType, nil
			}
			return nil, errUnknown
		})
	case key == "conflict":
		return r.expectConflict(val)
	case key == "game":
		return r.expectMap(val, func(f string) (any, error) {
			switch f {
			case "phase":
				return s.Phase, nil
			case "round":
				return s.Round, nil
			case "winner":
				if !r.g.Over() {
					return "none", nil
				}
				return playerName(r.g.Winner()), nil
			case "firstPlayer":
				return playerName(s.First), nil
			case "step":
				return s.Step, nil
			case "over":
				return r.g.Over(), nil
			}
			return nil, errUnknown
		})
	case key == "prompt":
		return r.expectPrompt(val)
	}
	if player, place, ok := strings.Cut(key, ".province-"); ok && !strings.Contains(player, ":") {
		p, err := r.player(player)
		n, err2 := strconv.Atoi(place)
		if err != nil || err2 != nil || n < 1 || n > s.Provinces() {
			return fmt.Errorf("name a province as playerN.province-1 to -%d", s.Provinces())
		}
		return r.expectCard(s.P[p].Prov[n-1], val)
	}
	if player, ok := strings.CutSuffix(key, ".stronghold-province"); ok && !s.Skirmish() {
		p, err := r.player(player)
		if err != nil {
			return err
		}
		return r.expectCard(s.P[p].Prov[l5rlcg.StrongholdProv], val)
	}
	id, err := r.card(key)
	if err != nil {
		return err
	}
	return r.expectCard(id, val)
}

// unknownKey reports an expectation's key that names nothing: no
// expectation of the format and no card of the scenario (a card named
// with an owner or a copy number is told its own error).
func (r *run) unknownKey(key string) bool {
	switch {
	case isPlayerKey(key), strings.HasPrefix(key, "ring."), strings.Contains(key, ".province-"), strings.HasSuffix(key, ".stronghold-province"),
		strings.ContainsAny(key, ":#"):
		return false
	case key == "imperialFavor", key == "conflict", key == "game", key == "prompt":
		return false
	}
	_, err := r.card(key)
	return err != nil && strings.HasPrefix(err.Error(), "no card")
}

var errUnknown = fmt.Errorf("unknown field")

func (r *run) expectMap(val *yaml.Node, get func(field string) (any, error)) error {
	fs, err := fields(val)
	if err != nil {
		return err
	}
	for _, f := range fs {
		got, err := get(f[0].Value)
		if err == errUnknown {
			return &scenario.UnknownKey{Where: "the expectation", Key: f[0].Value, Line: f[0].Line}
		}
		if err != nil {
			return fmt.Errorf("%s: %w", f[0].Value, err)
		}
		if err := check(f[0].Value, f[1], got); err != nil {
			return err
		}
	}
	return nil
}

// isPlayerKey reports a key that names a player (player1, player2, ...).
func isPlayerKey(key string) bool {
	_, err := playerIndex(key, 9)
	return err == nil
}

func playerName(p int) string {
	if p < 0 {
		return "none"
	}
	return l5rlcg.PlayerKey(p)
}

func (r *run) expectPlayer(p int, val *yaml.Node) error {
	s := r.g.S
	pl := &s.P[p]
	return r.expectMap(val, func(f string) (any, error) {
		switch f {
		case "honor":
			return pl.Honor, nil
		case "fate":
			return pl.Fate, nil
		case "hand":
			return len(pl.Hand), nil
		case "conflictDeck":
			return len(pl.ConflictDeck), nil
		case "dynastyDeck":
			return len(pl.DynastyDeck), nil
		case "conflictDiscard":
			return len(pl.ConflictDiscard), nil
		case "dynastyDiscard":
			return len(pl.DynastyDiscard), nil
		case "passed":
			return s.PassedInWindow(p), nil
		case "bid":
			return pl.Bid, nil
		case "glory":
			return s.GloryCount(p), nil
		}
		return nil, errUnknown
	})
}

func (r *run) expectConflict(val *yaml.Node) error {
	s := r.g.S
	c := s.Conf
	return r.expectMap(val, func(f string) (any, error) {
		switch f {
		case "winner":
			if !c.Decided {
				return "none", nil
			}
			return playerName(c.Winner), nil
		case "type":
			return c.Type, nil
		case "ring":
			return l5rlcg.RingNames[c.Ring], nil
		case "unopposed":
			return c.Unopposed, nil
		case "attacker":
			return playerName(c.Attacker), nil
		case "defender":
			return playerName(c.Defender), nil
		case "province":
			return l5rlcg.ProvinceLabel(c.Prov), nil
		case "active":
			return c.Active, nil
		case "attackerSkill", "defenderSkill":
			p, recorded := c.Attacker, c.AttSkill
			if f == "defenderSkill" {
				p, recorded = c.Defender, c.DefSkill
			}
			if c.Active && !c.Decided {
				return s.SideSkill(p), nil
			}
			return recorded, nil
		}
		return nil, errUnknown
	})
}

// location names where a card is, in the format's words.
func (r *run) location(id int) string {
	c := r.g.S.Card(id)
	switch c.Zone {
	case l5rlcg.ZPlay:
		if c.InConflict && r.g.S.Conf.Active {
			return "conflict"
		}
		return "home"
	case l5rlcg.ZHand:
		return "hand"
	case l5rlcg.ZProvince, l5rlcg.ZProvinceCard:
		if c.Prov == l5rlcg.StrongholdProv {
			return "stronghold"
		}
		return fmt.Sprintf("province-%d", c.Prov+1)
	case l5rlcg.ZStronghold:
		return "stronghold"
	case l5rlcg.ZDynastyDeck:
		return "dynasty-deck"
	case l5rlcg.ZConflictDeck:
		return "conflict-deck"
	case l5rlcg.ZDynastyDiscard:
		return "dynasty-discard"
	case l5rlcg.ZConflictDiscard:
		return "conflict-discard"
	case l5rlcg.ZRemoved:
		return "removed"
	case l5rlcg.ZAttached:
		return "attached"
	case l5rlcg.ZRole:
		return "role"
	case l5rlcg.ZBeingPlayed:
		return "being-played"
	}
	return "nowhere"
}

func (r *run) expectCard(id int, val *yaml.Node) error {
	s := r.g.S
	c := s.Card(id)
	status := map[int8]string{l5rlcg.Honored: "honored", l5rlcg.Ordinary: "ordinary", l5rlcg.Dishonored: "dishonored"}
	return r.expectMap(val, func(f string) (any, error) {
		switch f {
		case "military":
			return s.Skill(id, "military"), nil
		case "political":
			return s.Skill(id, "political"), nil
		case "glory":
			return s.Glory(id), nil
		case "printedMilitary", "printedPolitical", "printedGlory", "printedCost":
			d := s.Printed(id)
			return map[string]int{"printedMilitary": d.Military, "printedPolitical": d.Political, "printedGlory": d.Glory, "printedCost": d.Cost}[f], nil
		case "printedTraits": // its printed traits, in the card's order
			return append([]string{}, s.Printed(id).Traits...), nil
		case "bowed":
			return c.Bowed, nil
		case "location":
			return r.location(id), nil
		case "fate":
			return int(c.Fate), nil
		case "status":
			return status[c.Status], nil
		case "controller":
			return playerName(int(c.Controller)), nil
		case "owner":
			return playerName(int(c.Owner)), nil
		case "attachments":
			names := []string{}
			for _, a := range s.Attachments(id) {
				names = append(names, s.Card(a).Def.String())
			}
			return names, nil
		case "broken":
			return c.Broken, nil
		case "faceup":
			return !c.Facedown, nil
		case "facedown":
			return c.Facedown, nil
		case "strength":
			return s.Strength(id), nil
		case "participating":
			return s.Participating(id), nil
		case "seenBy": // the players who may look at it (a hidden card's)
			seen := []string{}
			for p := range s.P {
				if s.Visible(p, id) {
					seen = append(seen, playerName(p))
				}
			}
			return seen, nil
		}
		return nil, errUnknown
	})
}

// expectPrompt checks who is asked and which commands are (not) offered.
func (r *run) expectPrompt(val *yaml.Node) error {
	d := r.g.Pending()
	fs, err := fields(val)
	if err != nil {
		return err
	}
	for _, f := range fs {
		switch f[0].Value {
		case "player":
			if d == nil {
				return fmt.Errorf("player: expected %s, but nothing is pending", f[1].Value)
			}
			p, err := r.player(f[1].Value)
			if err != nil {
				return err
			}
			if !d.Asks(p) {
				return fmt.Errorf("player: expected %s, found %s", f[1].Value, r.who(d))
			}
		case "kind":
			if err := check("kind", f[1], kindOf(d)); err != nil {
				return err
			}
		case "offers", "notOffers":
			var cmds []string
			if err := f[1].Decode(&cmds); err != nil {
				return fmt.Errorf("%s: expected a list of commands", f[0].Value)
			}
			for _, cmd := range cmds {
				offered, err := r.offers(d, cmd)
				if err != nil { // a name that stands for no card, or for several
					return fmt.Errorf("%s: %q: %v", f[0].Value, cmd, err)
				}
				if f[0].Value == "offers" && !offered {
					return fmt.Errorf("offers: %q is not offered (offered: %s)", cmd, r.listOffers(d))
				}
				if f[0].Value == "notOffers" && offered {
					return fmt.Errorf("notOffers: %q is offered", cmd)
				}
			}
		default:
			return &scenario.UnknownKey{Where: "the prompt's expectation", Key: f[0].Value, Line: f[0].Line, Known: []string{"player", "kind", "offers", "notOffers"}}
		}
	}
	return nil
}

// offers reports whether the pending decision lists an answer the
// command stands for (a use or play matches any ability of that card);
// a command that stands for no answer (a card named ambiguously, or not
// in the scenario) is an error, not "not offered".
func (r *run) offers(d *engine.Decision, cmd string) (bool, error) {
	if d == nil {
		return false, nil
	}
	a, err := r.answer(cmd)
	if err != nil {
		return false, err
	}
	if a.Verb == "choose" && len(a.Labels) == 0 && slices.Contains(d.Open, "choose") && len(d.Among) > 0 {
		// A choice in a selection: offered if it may be chosen now.
		return r.selectable(d, d.Players[0], a.Cards) == nil, nil
	}
	for _, o := range d.Options {
		if o.Verb == a.Verb && slices.Equal(o.Cards, a.Cards) && slices.Equal(o.Labels, a.Labels) && (a.N == 0 || o.N == a.N || a.Verb == "use" && a.N == 1) {
			return true, nil
		}
	}
	return slices.Contains(d.Open, a.Verb), nil
}

func (r *run) listOffers(d *engine.Decision) string {
	if d == nil {
		return "nothing"
	}
	var out []string
	for _, o := range d.Options {
		s := o.Verb
		for _, c := range o.Cards {
			s += " " + r.g.S.Card(c).Def.String()
		}
		for _, l := range o.Labels {
			s += " " + l
		}
		out = append(out, s)
	}
	return strings.Join(out, ", ")
}
