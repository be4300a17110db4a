package script

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/l5rccg"
)

// Expect checks expectations: cards, players, Provinces, the last
// battle, the Imperial Favor, the game and the pending prompt.
func (r *run) Expect(e *yaml.Node) error {
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

// fields reads an expectation's mapping into key → node.
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

// same compares a value with what the node says, as text.
func same(field string, node *yaml.Node, got any) error {
	want := node.Value
	if g := fmt.Sprint(got); g != want {
		return fmt.Errorf("%s: expected %s, found %s", field, want, g)
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
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for _, k := range order {
		var got any
		switch k {
		case "location":
			got = r.location(id)
		case "bowed":
			got = c.Bowed
		case "dishonored":
			got = c.Dishonored
		case "destroyed":
			got = c.Destroyed
		case "controller":
			got = playerName(int(c.Controller))
		case "owner":
			got = playerName(int(c.Owner))
		case "force":
			got = s.Force(id)
		case "attachments":
			var names, want []string
			for _, a := range s.Attachments(id) {
				names = append(names, s.Cards[a].Def)
			}
			if err := f[k].Decode(&want); err != nil || !slices.Equal(names, want) {
				return fmt.Errorf("attachments: expected %v, found %v", want, names)
			}
			continue
		default:
			return fmt.Errorf("unknown card field %q", k)
		}
		if err := same(k, f[k], got); err != nil {
			return err
		}
	}
	return nil
}

// location names where a card is, in the format's words.
func (r *run) location(id int) string {
	c := &r.g.S.Cards[id]
	switch c.Zone {
	case l5rccg.ZHome, l5rccg.ZStronghold, l5rccg.ZPreGame:
		return "home"
	case l5rccg.ZBattle:
		return "battlefield-" + strconv.Itoa(int(c.Prov))
	case l5rccg.ZProvince:
		return "province-" + strconv.Itoa(int(c.Prov))
	}
	return c.Zone.String()
}

func (r *run) expectPlayer(p int, val *yaml.Node) error {
	pl := &r.g.S.P[p]
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for _, k := range order {
		var got any
		switch k {
		case "honor":
			got = pl.Honor
		case "hand":
			got = len(pl.Hand)
		case "fateDeck":
			got = len(pl.FateDeck)
		case "dynastyDeck":
			got = len(pl.DynastyDeck)
		case "fateDiscard":
			got = len(pl.FateDiscard)
		case "dynastyDiscard":
			got = len(pl.DynastyDiscard)
		case "provinces":
			got = r.g.S.ProvincesLeft(p)
		default:
			return fmt.Errorf("unknown player field %q", k)
		}
		if err := same(k, f[k], got); err != nil {
			return err
		}
	}
	return nil
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
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for _, k := range order {
		var got any
		switch k {
		case "destroyed":
			got = pr.Destroyed
		case "faceup":
			got = pr.Card >= 0 && !r.g.S.Cards[pr.Card].Facedown
		case "card":
			got = "none"
			if pr.Card >= 0 && !r.g.S.Cards[pr.Card].Facedown {
				got = r.g.S.Cards[pr.Card].Def
			}
		case "strength":
			got = r.g.S.ProvinceStrength(p)
		default:
			return fmt.Errorf("unknown Province field %q", k)
		}
		if err := same(k, f[k], got); err != nil {
			return err
		}
	}
	return nil
}

func (r *run) expectBattle(val *yaml.Node) error {
	b := r.g.S.Last
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for _, k := range order {
		var got any
		switch k {
		case "province":
			got = b.Province
		case "winner":
			got = playerName(b.Winner)
		case "attackerForce":
			got = b.AttackerForce
		case "defenderForce":
			got = b.DefenderForce
		default:
			return fmt.Errorf("unknown battle field %q", k)
		}
		if err := same(k, f[k], got); err != nil {
			return err
		}
	}
	return nil
}

func (r *run) expectFavor(val *yaml.Node) error {
	f, _, err := fields(val)
	if err != nil {
		return err
	}
	if n, ok := f["player"]; ok {
		return same("player", n, playerName(r.g.S.Favor))
	}
	return nil
}

func (r *run) expectGame(val *yaml.Node) error {
	s := r.g.S
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for _, k := range order {
		var got any
		switch k {
		case "phase":
			got = s.Phase
		case "turn":
			got = s.Turn
		case "activePlayer":
			got = playerName(s.Active)
		case "winner":
			got = "none"
			if r.g.Over() {
				got = playerName(r.g.Winner())
			}
		case "victory":
			got = s.Victory
		default:
			return fmt.Errorf("unknown game field %q", k)
		}
		if err := same(k, f[k], got); err != nil {
			return err
		}
	}
	return nil
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
				return fmt.Errorf("%s: %q is %s", key, cmd, map[bool]string{true: "offered", false: "not offered"}[got])
			}
		}
	}
	return nil
}

// admitted tries a free-form answer on a copy of the game.
func (r *run) admitted(p int, a engine.Answer) bool {
	return r.g.Clone().Answer(p, a) == nil
}
