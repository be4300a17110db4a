package script

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/scenario"
)

// stepOfPhase maps a phase name to the step that begins it.
var stepOfPhase = map[string]string{"dynasty": "1.1", "draw": "2.1", "conflict": "3.1", "fate": "4.1", "regroup": "5.1"}

// maxSkip bounds a macro's automatic answers.
const maxSkip = 500

// decline answers the pending decision with pass, no, or 0 fate; a
// decision that cannot be declined is an error naming it.
func (r *run) decline() error {
	d := r.g.Pending()
	for _, a := range []engine.Answer{engine.Pass, {Verb: "choose", Labels: []string{"no"}}, {Verb: "fate"}, {Verb: "defend"}} {
		if d.Offers(a) {
			return r.g.Answer(d.Players[0], a)
		}
	}
	return fmt.Errorf("the pending decision (%s for %s: %s) cannot be passed", d.Kind, r.who(d), d.Prompt)
}

func (r *run) Macro(name string, arg *yaml.Node) error {
	switch name {
	case "conflict":
		return r.conflict(arg)
	case "skip":
	default:
		return fmt.Errorf("unknown step %q (a player's command, conflict, skip or expect)", name)
	}
	if arg.Kind != yaml.ScalarNode {
		return fmt.Errorf("skip takes 'actions' or 'until STEP'")
	}
	if arg.Value == "actions" {
		return r.skipActions()
	}
	step, ok := strings.CutPrefix(arg.Value, "until ")
	if !ok {
		return fmt.Errorf("skip takes 'actions' or 'until STEP', not %q", arg.Value)
	}
	step = strings.TrimSpace(step)
	if s, ok := stepOfPhase[step]; ok {
		step = s
	}
	// A step the last answer already began is reached: nothing to skip.
	if slices.Contains(r.g.S.Begun, step) {
		return nil
	}
	for i := 0; i < maxSkip; i++ {
		if r.g.Over() {
			return nil
		}
		if err := r.decline(); err != nil {
			return fmt.Errorf("before %s: %w", step, err)
		}
		if slices.Contains(r.g.S.Begun, step) {
			return nil
		}
	}
	return fmt.Errorf("step %s was not reached", step)
}

// skipActions passes the action window open now, for every player.
func (r *run) skipActions() error {
	d := r.g.Pending()
	if d == nil || !strings.Contains(d.Kind, "action") {
		return fmt.Errorf("no action window is open (pending: %v)", kindOf(d))
	}
	// The window is known by its place on the stack and its serial: its
	// memory serves other frames once it closes.
	at, window := len(r.g.S.Stack)-1, r.g.S.Top().Serial()
	for i := 0; i < maxSkip && !r.g.Over(); i++ {
		if at >= len(r.g.S.Stack) || r.g.S.Stack[at].Serial() != window {
			return nil
		}
		if err := r.decline(); err != nil {
			return err
		}
	}
	return nil
}

func kindOf(d *engine.Decision) string {
	if d == nil {
		return "nothing"
	}
	return d.Kind
}

type conflictYAML struct {
	Attacker  string   `yaml:"attacker"`
	Defender  string   `yaml:"defender"` // required with more than two players
	Type      string   `yaml:"type"`
	Ring      string   `yaml:"ring"`
	Province  string   `yaml:"province"`
	Attackers []string `yaml:"attackers"`
	Covert    []string `yaml:"covert"`
	Defenders []string `yaml:"defenders"`
}

// conflict passes until the attacker is asked to declare, declares, and
// declares the defenders.
func (r *run) conflict(arg *yaml.Node) error {
	var c conflictYAML
	if err := scenario.Decode(arg, &c, "conflict"); err != nil {
		return err
	}
	p, err := r.player(c.Attacker)
	if err != nil {
		return err
	}
	for i := 0; ; i++ {
		d := r.g.Pending()
		if d == nil {
			return fmt.Errorf("the game ended before %s could declare", c.Attacker)
		}
		if d.Kind == "declare" && d.Asks(p) {
			break
		}
		if i == maxSkip {
			return fmt.Errorf("%s was never asked to declare a conflict", c.Attacker)
		}
		if err := r.decline(); err != nil {
			return err
		}
	}
	def := playerName(r.g.S.Next(p))
	switch {
	case c.Defender != "":
		if _, err := r.player(c.Defender); err != nil {
			return err
		}
		def = c.Defender
	case len(r.g.S.P) > 2:
		return fmt.Errorf("with more than two players the conflict macro names its defender")
	}
	province := c.Province
	if !strings.Contains(province, ".province-") && len(r.g.S.P) > 2 {
		province = def + ".province-" + province
	}
	cmd := fmt.Sprintf("declare %s %s %s with %s", c.Type, c.Ring, province, strings.Join(c.Attackers, ", "))
	if len(c.Covert) > 0 {
		cmd += " covert " + strings.Join(c.Covert, ", ")
	}
	if err := r.Command(c.Attacker, cmd); err != nil {
		return err
	}
	for i := 0; ; i++ {
		d := r.g.Pending()
		if d == nil {
			return fmt.Errorf("the game ended before defenders were declared")
		}
		if d.Kind == "defend" {
			break
		}
		if i == maxSkip {
			return fmt.Errorf("defenders were never asked for")
		}
		if err := r.decline(); err != nil {
			return err
		}
	}
	if len(c.Defenders) == 0 {
		return r.Command(def, "defend none")
	}
	return r.Command(def, "defend "+strings.Join(c.Defenders, ", "))
}
