package script

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/l5rccg"
	"tessen/scenario"
)

// Expect checks expectations: cards, players, Provinces, the last
// battle, the Imperial Favor, the game and the pending prompt.
func (r *run) Expect(e *yaml.Node) error {
	if os.Getenv("TESSEN_LOG") != "" {
		defer func() { fmt.Fprintln(os.Stderr, strings.Join(r.g.S.Log, "\n")) }()
	}
	if e.Kind != yaml.MappingNode {
		return fmt.Errorf("expect: a mapping of what to check")
	}
	for i := 0; i+1 < len(e.Content); i += 2 {
		key, val := e.Content[i].Value, e.Content[i+1]
		var err error
		switch {
		case key == "prompt":
			err = r.expectPrompt(val)
		case key == "battle":
			err = r.expectBattle(val)
		case key == "imperialFavor":
			err = r.expectFavor(val)
		case key == "game":
			err = r.expectGame(val)
		case strings.Contains(key, ".province-"):
			err = r.expectProvince(key, val)
		default:
			if p, perr := r.player(key); perr == nil {
				err = r.expectPlayer(p, val)
			} else if _, cerr := r.card(key); cerr != nil && strings.HasPrefix(cerr.Error(), "no card") && !strings.ContainsAny(key, ":#") {
				return &scenario.UnknownKey{Where: "expect", Key: key, Line: e.Content[i].Line, Known: []string{
					"prompt", "battle", "imperialFavor", "game", "player1.." + l5rccg.PlayerKey(r.n-1), "playerN.province-N", "a card in the game"}}
			} else {
				err = r.expectCard(key, val)
			}
		}
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
	}
	return nil
}

// fields reads an expectation's mapping into key → node, in order.
func fields(val *yaml.Node) (map[string]*yaml.Node, []string, error) {
	if val.Kind != yaml.MappingNode {
		return nil, nil, fmt.Errorf("expected a mapping")
	}
	out, order := map[string]*yaml.Node{}, []string{}
	for i := 0; i+1 < len(val.Content); i += 2 {
		out[val.Content[i].Value] = val.Content[i+1]
		order = append(order, val.Content[i].Value)
	}
	return out, order, nil
}

// check compares each field an expectation names with what get gives
// for it, as text; get reports a field it does not know.
func check(val *yaml.Node, what string, get func(field string, want *yaml.Node) (any, bool)) error {
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for i, k := range order {
		got, ok := get(k, f[k])
		if !ok {
			return &scenario.UnknownKey{Where: "the " + what + "'s expectation", Key: k, Line: val.Content[2*i].Line}
		}
		if g := fmt.Sprint(got); g != f[k].Value {
			return fmt.Errorf("%s: expected %s, found %s", k, f[k].Value, g)
		}
	}
	return nil
}

func playerName(p int) string {
	if p < 0 {
		return "none"
	}
	return l5rccg.PlayerKey(p)
}

func (r *run) expectCard(name string, val *yaml.Node) error {
	id, err := r.card(name)
	if err != nil {
		return err
	}
	s := r.g.S
	c := &s.Cards[id]
	return check(val, "card", func(k string, want *yaml.Node) (any, bool) {
		switch k {
		case "location":
			return r.location(id), true
		case "bowed":
			return c.Bowed, true
		case "dishonored":
			return c.Dishonored, true
		case "destroyed":
			return c.Destroyed, true
		case "controller":
			return playerName(int(c.Controller)), true
		case "owner":
			return playerName(int(c.Owner)), true
		case "force":
			return s.Force(id), true
		case "chi":
			return s.Chi(id), true
		case "personalHonor":
			return s.PersonalHonor(id), true
		case "goldCost": // what its owner would pay for it now, to no Personality in particular
			return s.GoldCost(id), true
		case "goldProduction": // what it produces bowing, for any cost
			return s.Produces(id), true
		case "keywords": // each keyword listed is one the card has now
			var wanted, missing []string
			if err := want.Decode(&wanted); err != nil {
				return "a list of keywords", true
			}
			for _, k := range wanted {
				if !s.HasKeyword(id, k) {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				return "without " + strings.Join(missing, ", "), true
			}
			return want.Value, true
		case "lacks": // each keyword listed is one the card does not have now
			var wanted, had []string
			if err := want.Decode(&wanted); err != nil {
				return "a list of keywords", true
			}
			for _, k := range wanted {
				if s.HasKeyword(id, k) {
					had = append(had, k)
				}
			}
			if len(had) > 0 {
				return "with " + strings.Join(had, ", "), true
			}
			return want.Value, true
		case "attachments": // compared as a list; a created card answers to created:CARD too
			var names, wanted []string
			atts := s.Attachments(id)
			for _, a := range atts {
				if m := s.Cards[a].Maker; s.Cards[a].Created && m > 0 {
					names = append(names, "created:"+s.Cards[m-1].Def.String())
					continue
				}
				names = append(names, s.Cards[a].Def.String())
			}
			if err := want.Decode(&wanted); err != nil || len(wanted) != len(atts) {
				return fmt.Sprint(names), true
			}
			for i, a := range atts {
				if !r.named(a, wanted[i]) {
					return fmt.Sprint(names), true
				}
			}
			return want.Value, true
		}
		return nil, false
	})
}

// location names where a card is, in the format's words.
func (r *run) location(id int) string {
	c := &r.g.S.Cards[id]
	switch c.Zone {
	case l5rccg.ZHome, l5rccg.ZStronghold, l5rccg.ZPreGame:
		return "home"
	case l5rccg.ZBattle, l5rccg.ZField:
		return "battlefield-" + strconv.Itoa(int(c.Prov))
	case l5rccg.ZProvince:
		return "province-" + strconv.Itoa(int(c.Prov))
	case l5rccg.ZFocus, l5rccg.ZFocused:
		return "focus"
	case l5rccg.ZRegion:
		return "attached"
	case l5rccg.ZUnder:
		return "under"
	case l5rccg.ZBeneath:
		return "beneath-" + strconv.Itoa(int(c.Prov))
	}
	return c.Zone.String()
}

func (r *run) expectPlayer(p int, val *yaml.Node) error {
	pl := &r.g.S.P[p]
	return check(val, "player", func(k string, _ *yaml.Node) (any, bool) {
		switch k {
		case "honor":
			return pl.Honor, true
		case "hand":
			return len(pl.Hand), true
		case "fateDeck":
			return len(pl.FateDeck), true
		case "dynastyDeck":
			return len(pl.DynastyDeck), true
		case "fateDiscard":
			return len(pl.FateDiscard), true
		case "dynastyDiscard":
			return len(pl.DynastyDiscard), true
		case "provinces":
			return r.g.S.ProvincesLeft(p), true
		}
		return nil, false
	})
}

func (r *run) expectProvince(key string, val *yaml.Node) error {
	who, num, _ := strings.Cut(key, ".province-")
	p, err := r.player(who)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(num)
	pr := r.g.S.Province(p, n)
	if err != nil || pr == nil {
		return fmt.Errorf("no Province %q", num)
	}
	faceup := pr.Card >= 0 && !r.g.S.Cards[pr.Card].Facedown
	return check(val, "Province", func(k string, _ *yaml.Node) (any, bool) {
		switch k {
		case "destroyed":
			return pr.Destroyed, true
		case "faceup":
			return faceup, true
		case "card":
			if !faceup {
				return "none", true
			}
			return r.g.S.Cards[pr.Card].Def, true
		case "strength":
			return r.g.S.Strength(p, n), true
		}
		return nil, false
	})
}

func (r *run) expectBattle(val *yaml.Node) error {
	b := r.g.S.Last
	return check(val, "battle", func(k string, _ *yaml.Node) (any, bool) {
		switch k {
		case "province":
			return b.Province, true
		case "winner":
			return playerName(b.Winner), true
		case "attackerForce":
			return b.AttackerForce, true
		case "defenderForce":
			return b.DefenderForce, true
		}
		return nil, false
	})
}

func (r *run) expectFavor(val *yaml.Node) error {
	return check(val, "imperialFavor", func(k string, _ *yaml.Node) (any, bool) {
		return playerName(r.g.S.Favor), k == "player"
	})
}

func (r *run) expectGame(val *yaml.Node) error {
	s := r.g.S
	return check(val, "game", func(k string, _ *yaml.Node) (any, bool) {
		switch k {
		case "phase":
			return s.Phase, true
		case "turn":
			return s.Turn, true
		case "activePlayer":
			return playerName(s.Active), true
		case "winner":
			if !r.g.Over() {
				return "none", true
			}
			return playerName(r.g.Winner()), true
		case "victory":
			return s.Victory, true
		case "step": // an extension: the framework step begun last, by the format's book (New Era: 4.3.A)
			return s.Step, true
		}
		return nil, false
	})
}

// expectPrompt checks whom the pending decision asks and what it offers:
// each command given is read as an answer and looked for among the
// decision's options (or its free-form verbs).
func (r *run) expectPrompt(val *yaml.Node) error {
	d := r.g.Pending()
	if d == nil {
		return fmt.Errorf("no decision is pending")
	}
	f, _, err := fields(val)
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(val.Content); i += 2 {
		if k := val.Content[i].Value; k != "player" && k != "offers" && k != "notOffers" && k != "kind" {
			return &scenario.UnknownKey{Where: "the prompt's expectation", Key: k, Line: val.Content[i].Line, Known: []string{"player", "kind", "offers", "notOffers"}}
		}
	}
	if n, ok := f["kind"]; ok && n.Value != d.Kind { // tessen's extension: the decision's kind
		return fmt.Errorf("kind: expected %s, asked %s", n.Value, d.Kind)
	}
	p := d.Players[0]
	if n, ok := f["player"]; ok {
		q, err := r.player(n.Value)
		if err != nil {
			return err
		}
		if !d.Asks(q) {
			return fmt.Errorf("player: expected %s, asked %s (%s)", n.Value, playerName(p), d.Kind)
		}
		p = q
	}
	offered := func(cmd string) (bool, error) {
		a, err := r.answer(p, cmd)
		if err != nil {
			return false, err
		}
		a = r.declining(a)
		return d.Offers(a) || slices.Contains(d.Open, a.Verb) && r.admitted(p, a), nil
	}
	for key, want := range map[string]bool{"offers": true, "notOffers": false} {
		n, ok := f[key]
		if !ok {
			continue
		}
		var cmds []string
		if err := n.Decode(&cmds); err != nil {
			return fmt.Errorf("%s: a list of commands", key)
		}
		for _, cmd := range cmds {
			got, err := offered(cmd)
			if err != nil {
				return fmt.Errorf("%s: %q: %w", key, cmd, err)
			}
			if got != want {
				return fmt.Errorf("%s: %q is %s (%s asks %s: %s)", key, cmd, map[bool]string{true: "offered", false: "not offered"}[got],
					d.Kind, playerName(p), r.options(d))
			}
		}
	}
	return nil
}

// options lists a decision's options as commands, for a failure's message.
func (r *run) options(d *engine.Decision) string {
	var out []string
	for _, o := range d.Options {
		parts := []string{o.Verb}
		for _, id := range o.Cards {
			parts = append(parts, r.g.S.Cards[id].Def.String())
		}
		parts = append(parts, o.Labels...)
		if o.N > 0 {
			parts = append(parts, "#"+strconv.Itoa(o.N))
		}
		out = append(out, strings.Join(parts, " "))
	}
	if len(d.Open) > 0 {
		out = append(out, "or any "+strings.Join(d.Open, ", "))
	}
	return strings.Join(out, "; ")
}

// admitted tries a free-form answer on a copy of the game.
func (r *run) admitted(p int, a engine.Answer) bool {
	return r.g.Clone().Answer(p, a) == nil
}
