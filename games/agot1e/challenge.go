package agot1e

import (
	"slices"

	"tessen/engine"
)

// Challenge types (AG-CHAL-4).
var ChallengeTypes = []string{"military", "intrigue", "power"}

const kChallenge = "challenge"

// declareFrame is the active player's challenge opportunity: initiate a
// challenge or say he is done (AG-CHAL-3).
func declareFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 || s.Over {
		return engine.Done
	}
	f.Stage = 1
	opts := s.OptionList(1)
	opts = append(opts, engine.Answer{Verb: "done"})
	var open []string
	if s.canChallenge(s.Active) {
		open = []string{"challenge"}
	}
	s.Ask(engine.Decision{Players: engine.One(s.Active), Kind: "challenge", Prompt: "initiate a challenge, or be done",
		Options: opts, Open: open, Among: s.mayAttack(s.Active, "")})
	return engine.Again
}

func answerDeclare(s *State, f *engine.Frame, p int, a engine.Answer) error {
	body := s.Stack[f.At]
	if a.Verb == "done" {
		s.Say(s.Names[p], " is done with challenges")
		body.Index = 2
		return nil
	}
	typ, against, err := s.checkChallenge(p, a)
	if err != nil {
		return err
	}
	body.Index = 3 // a challenge, then the next opportunity
	s.Push(engine.Frame{Kind: kChallenge, Player: p, Labels: []string{typ}, N: against, Cards: slices.Clone(a.Cards)})
	return nil
}

// checkChallenge checks a declaration "challenge TYPE against PLAYER with
// CARDS" (AG-CHAL-4, AG-CHAL-5, AG-MELEE-5) and names what is wrong.
func (s *State) checkChallenge(p int, a engine.Answer) (typ string, against int, err error) {
	if a.Verb != "challenge" || len(a.Labels) < 1 {
		return "", 0, errf("AG-CHAL-5", "a challenge names its type, the player attacked and its attackers")
	}
	typ = a.Labels[0]
	if !slices.Contains(ChallengeTypes, typ) {
		return "", 0, errf("AG-CHAL-4", "%q is no challenge type (military, intrigue or power)", typ)
	}
	if slices.Contains(s.P[p].Challenged, typ) {
		return "", 0, errf("AG-CHAL-4", "you already initiated a %s challenge this phase", typ)
	}
	against = -1
	if len(a.Labels) > 1 {
		against = s.playerOf(a.Labels[1])
	} else if opp := s.Opponents(p); len(opp) == 1 {
		against = opp[0]
	}
	if against < 0 || against == p || !s.Playing(against) {
		return "", 0, errf("AG-CHAL-5", "name an opponent to challenge")
	}
	if s.supports(s.P[p].Title, s.P[against].Title) {
		return "", 0, errf("AG-MELEE-5", "your title supports %s's: you may not challenge %s", s.Names[against], s.Names[against])
	}
	if len(a.Cards) == 0 {
		return "", 0, errf("AG-CHAL-5", "a challenge needs at least one attacker")
	}
	seen := map[int]bool{}
	for _, id := range a.Cards {
		if id < 0 || id >= len(s.Cards) || !slices.Contains(s.mayAttack(p, typ), id) {
			return "", 0, errf("AG-CHAL-5", "%s cannot attack in a %s challenge: a standing character you control with the %s icon", s.nameFor(p, id), typ, typ)
		}
		if seen[id] {
			return "", 0, errf("AG-CHAL-5", "%s is declared twice", s.name(id))
		}
		seen[id] = true
	}
	return typ, against, nil
}

// canChallenge reports whether p could initiate any challenge now.
func (s *State) canChallenge(p int) bool {
	for _, t := range ChallengeTypes {
		if slices.Contains(s.P[p].Challenged, t) || len(s.mayAttack(p, t)) == 0 {
			continue
		}
		for _, q := range s.Opponents(p) {
			if !s.supports(s.P[p].Title, s.P[q].Title) {
				return true
			}
		}
	}
	return false
}

// mayAttack lists p's characters that may attack in a challenge of type
// typ ("" for any type he may still initiate): standing, with the icon
// (AG-CHAL-5).
func (s *State) mayAttack(p int, typ string) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if !s.IsType(id, "character") || s.Cards[id].Kneeling || s.dying(id) || s.Cannot(id, "attack") {
			continue
		}
		for _, t := range ChallengeTypes {
			if (typ == "" || t == typ) && !slices.Contains(s.P[p].Challenged, t) && s.HasIcon(id, t) {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// mayDefend lists p's characters that may defend: standing, with the
// challenge's icon, not chosen by stealth (AG-CHAL-10).
func (s *State) mayDefend(p int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") && !s.Cards[id].Kneeling && !s.dying(id) && s.HasIcon(id, s.Chal.Type) &&
			!slices.Contains(s.Chal.Bypassed, id) && !s.Cannot(id, "defend") {
			out = append(out, id)
		}
	}
	return out
}

// challenge stages.
const (
	chDeclared  = iota // the framework window of its initiation (AG-CHAL-5, AG-CHAL-7)
	chActions1         // a player-action window (AG-CHAL-7)
	chDefenders        // stealth and defenders (AG-CHAL-9, AG-CHAL-10, AG-CHAL-13)
	chActions2         // a player-action window (AG-CHAL-13)
	chResolve          // the resolution's framework window (AG-CHAL-15 … AG-CHAL-20)
	chOver
)

func challengeFrame(s *State, f *engine.Frame) engine.Status {
	if s.Over {
		return engine.Done
	}
	if f.Stage > chDeclared && f.Stage < chOver && !s.Chal.On {
		f.Stage = chOver // no participant left: over, unresolved (AG-CHAL-14)
	}
	switch f.Stage {
	case chDeclared:
		f.Stage = chActions1
		s.Chal = Challenge{Type: f.Labels[0], Attacker: f.Player, Defender: f.N, Target: f.N, Winner: -1, On: true}
		s.P[f.Player].Challenged = append(s.P[f.Player].Challenged, f.Labels[0])
		for _, id := range f.Cards {
			s.Cards[id].Kneeling = true
			s.Cards[id].Side = Attacking
		}
		s.Begin("declare")
		article := " initiates a "
		if f.Labels[0] == "intrigue" {
			article = " initiates an "
		}
		s.Say(s.Names[f.Player], article, f.Labels[0], " challenge against ", s.Names[f.N], " with ", s.names(f.Cards))
		s.openWindow(engine.Event{Kind: "challenge-initiated", Player: s.First, Source: -1, Label: f.Labels[0], Cards: f.Cards}, wFramework)
	case chActions1:
		f.Stage = chDefenders
		s.actions()
	case chDefenders:
		f.Stage = chActions2
		s.Begin("defenders")
		s.framework("stealth", "defenders")
	case chActions2:
		f.Stage = chResolve
		s.actions()
	case chResolve:
		f.Stage = chOver
		s.Begin("resolve")
		s.framework("winner", "claim", "unopposed", "renown", "deadly")
	default:
		s.Chal.On = false
		for id := range s.Cards {
			s.Cards[id].Side = NoSide
		}
		s.Expire(UntilChallenge)
		return engine.Done
	}
	return engine.Again
}

// participants lists the characters on one side of the challenge.
func (s *State) participants(side Side) []int {
	var out []int
	for id := range s.Cards {
		if s.Cards[id].Side == side && s.InPlay(id) {
			out = append(out, id)
		}
	}
	return out
}

// checkChallengeEmpty ends a challenge nobody takes part in any more,
// without resolution (AG-CHAL-14).
func (s *State) checkChallengeEmpty() {
	if s.Chal.On && len(s.participants(Attacking)) == 0 && len(s.participants(Defending)) == 0 {
		s.Chal.On, s.Chal.Winner = false, -1
		s.Say("The challenge ends: nobody takes part in it any more")
	}
}

// sideStr is a side's total STR (AG-CHAL-15): 0 for nobody.
func (s *State) SideStr(side Side) int {
	n := 0
	for _, id := range s.participants(side) {
		n += s.Str(id)
	}
	return n
}

func init() {
	acts["challenge-initiated"] = &Act{Execute: func(s *State, f *engine.Frame) {
		s.gate(engine.Event{Kind: "challenge-initiated", Player: s.Chal.Attacker, Label: s.Chal.Type, N: s.Chal.Target})
	}}
	acts["stealth"] = &Act{ // AG-CHAL-9: for each stealthy attacker, a character that cannot defend
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			if !s.Chal.On {
				return true, true
			}
			stealthy := s.stealthy()
			for f.Index < len(stealthy) {
				a := stealthy[f.Index]
				f.Index++
				if len(s.stealthTargets(a)) > 0 {
					s.Push(engine.Frame{Kind: kOption, Player: s.Chal.Attacker, Card: a, At: len(s.Stack) - 1,
						Labels: []string{"choose a character " + s.name(a) + " bypasses by stealth, or pass", "stealth"}})
					return false, true
				}
			}
			return true, true
		},
	}
	optionSets["stealth"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, id := range s.stealthTargets(f.Card) {
			out = append(out, engine.Answer{Verb: "choose", Cards: engine.One(id)})
		}
		return append(out, engine.Pass)
	}
	optionTakes["stealth"] = func(s *State, f *engine.Frame, p int, a engine.Answer) {
		if a.Verb == "choose" {
			s.Chal.Bypassed = append(s.Chal.Bypassed, a.Cards[0])
			s.Say(s.name(f.Card), " bypasses ", s.name(a.Cards[0]), " by stealth")
		}
	}
	acts["defenders"] = &Act{ // AG-CHAL-10
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			if !s.Chal.On {
				return true, true
			}
			if f.Index == 0 {
				f.Index = 1
				f.Ev.Cards = nil
				s.Push(engine.Frame{Kind: kDefend, Player: s.Chal.Defender, At: len(s.Stack) - 1})
				return false, true
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			if !s.Chal.On {
				return
			}
			for _, id := range f.Ev.Cards {
				s.Cards[id].Kneeling = true
				s.Cards[id].Side = Defending
			}
			if len(f.Ev.Cards) == 0 {
				s.Say(s.Names[s.Chal.Defender], " declares no defenders")
			} else {
				s.Say(s.Names[s.Chal.Defender], " defends with ", s.names(f.Ev.Cards))
			}
			s.gate(engine.Event{Kind: "defenders-declared", Player: s.Chal.Defender, Cards: f.Ev.Cards})
		},
	}
	acts["winner"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-CHAL-15
		c := &s.Chal
		c.AttStr, c.DefStr = s.SideStr(Attacking), s.SideStr(Defending)
		switch {
		case c.AttStr == 0 && c.DefStr == 0 && s.Rules.ZeroTie == "none":
			c.Winner = -1
		case c.AttStr >= c.DefStr:
			c.Winner = c.Attacker
		default:
			c.Winner = c.Defender
		}
		if c.Winner < 0 {
			s.Say("Nobody wins the challenge (0 to 0)")
			return
		}
		s.Say(s.Names[c.Winner], " wins the ", c.Type, " challenge, ", itoa(max(c.AttStr, c.DefStr)), " to ", itoa(min(c.AttStr, c.DefStr)))
		loser := c.Defender
		if c.Winner == c.Defender {
			loser = c.Attacker
		}
		s.gate(engine.Event{Kind: "challenge-won", Player: c.Winner, Label: c.Type, N: c.AttStr - c.DefStr})
		s.gate(engine.Event{Kind: "challenge-lost", Player: loser, Label: c.Type})
	}}
	acts["claim"] = &Act{ // AG-CHAL-16
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			c := &s.Chal
			if c.Winner != c.Attacker || !c.On {
				return true, true
			}
			if f.Index == 0 {
				f.Index = 1
				c.Claim = s.claim(c.Attacker)
				f.Ev.Cards = nil
				if c.Type == "military" && c.Claim > 0 {
					among := s.killable(c.Target)
					if n := min(c.Claim, len(among)); n > 0 {
						s.choose(c.Target, among, n, n, "choose "+count(n, "character")+" to kill for military claim", len(s.Stack)-1)
						return false, true
					}
				}
			}
			return true, true
		},
		Doomed: func(s *State, f *engine.Frame) []int {
			if s.Chal.Type == "military" {
				return f.Ev.Cards
			}
			return nil
		},
		Execute: func(s *State, f *engine.Frame) {
			c := &s.Chal
			if c.Winner != c.Attacker || c.Claim <= 0 {
				return
			}
			switch c.Type {
			case "military":
				s.Kill(c.Attacker, f.Ev.Cards...)
			case "intrigue":
				s.discardRandom(c.Target, c.Claim)
			case "power":
				from := &s.Cards[s.P[c.Target].HouseCard]
				n := min(c.Claim, from.Power)
				from.Power -= n
				s.Cards[s.P[c.Attacker].HouseCard].Power += n
				if n > 0 {
					s.Say(s.Names[c.Attacker], " moves ", count(n, "power"), " from ", s.Names[c.Target], "'s House")
				} else {
					s.Say(s.Names[c.Target], "'s House has no power to move")
				}
			}
		},
	}
	acts["unopposed"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-CHAL-17, AG-MELEE-8
		c := &s.Chal
		if c.Winner == c.Attacker && c.DefStr == 0 {
			c.Unopposed = true
			s.Say("The challenge is unopposed")
			s.ClaimPower(c.Attacker, 1)
		}
		if c.Winner >= 0 && s.Melee() && (c.Winner == c.Attacker || s.Rules.OpposedBonus == "winner") {
			loser := c.Target
			if c.Winner != c.Attacker {
				loser = c.Attacker
			}
			if s.opposes(s.P[c.Winner].Title, s.P[loser].Title) {
				s.ClaimPower(c.Winner, 1)
			}
		}
	}}
	acts["renown"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-CHAL-18
		c := &s.Chal
		if c.Winner < 0 {
			return
		}
		side := Attacking
		if c.Winner != c.Attacker {
			side = Defending
		}
		for _, id := range s.participants(side) {
			if s.HasKeyword(id, "Renown") {
				s.Cards[id].Power++
				s.Say(s.name(id), " claims 1 power for renown")
				s.gate(engine.Event{Kind: "renown", Player: c.Winner, Cards: engine.One(id)})
			}
		}
	}}
	acts["deadly"] = &Act{ // AG-CHAL-19
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			if f.Index == 0 {
				f.Index = 1
				f.Ev.Cards = nil
				if !s.Chal.On || s.deadlyCount(Attacking) <= s.deadlyCount(Defending) {
					return true, true
				}
				var among []int
				for _, id := range s.participants(Defending) {
					if !s.dying(id) {
						among = append(among, id)
					}
				}
				if len(among) > 0 {
					s.choose(s.Chal.Defender, among, 1, 1, "choose a defending character to kill for deadly", len(s.Stack)-1)
					return false, true
				}
			}
			return true, true
		},
		Doomed:  func(s *State, f *engine.Frame) []int { return f.Ev.Cards },
		Execute: func(s *State, f *engine.Frame) { s.Kill(s.Chal.Attacker, f.Ev.Cards...) },
	}
}

const kDefend = "defend"

// defendFrame asks the defending player for his defenders (AG-CHAL-10).
func defendFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	among := s.mayDefend(f.Player)
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "defend", Prompt: "declare defenders", Open: []string{"defend"},
		Among: among, Min: 0, Max: len(among)})
	return engine.Again
}

func answerDefend(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb != "defend" {
		return errf("AG-CHAL-10", "declare defenders (defend none for none)")
	}
	among := s.mayDefend(p)
	seen := map[int]bool{}
	for _, id := range a.Cards {
		if !slices.Contains(among, id) {
			if slices.Contains(s.Chal.Bypassed, id) {
				return errf("AG-CHAL-9", "%s was bypassed by stealth and cannot defend", s.nameFor(p, id))
			}
			return errf("AG-CHAL-10", "%s cannot defend in a %s challenge: a standing character you control with the %s icon", s.nameFor(p, id), s.Chal.Type, s.Chal.Type)
		}
		if seen[id] {
			return errf("AG-CHAL-10", "%s is declared twice", s.name(id))
		}
		seen[id] = true
	}
	s.Stack[f.At].Ev.Cards = slices.Clone(a.Cards)
	return nil
}

// stealthy lists the attackers with stealth.
func (s *State) stealthy() []int {
	var out []int
	for _, id := range s.participants(Attacking) {
		if s.HasKeyword(id, "Stealth") {
			out = append(out, id)
		}
	}
	return out
}

// stealthTargets are the defending player's characters without stealth
// that attacker a may bypass (AG-CHAL-9).
func (s *State) stealthTargets(a int) []int {
	var out []int
	x := &Ctx{S: s, P: s.Chal.Attacker, Card: a, Ab: &Ability{}}
	for _, id := range s.P[s.Chal.Defender].Play {
		if s.IsType(id, "character") && !s.HasKeyword(id, "Stealth") && !slices.Contains(s.Chal.Bypassed, id) &&
			!s.dying(id) && !s.immuneTo(id, x) && !s.Cannot(id, "be-bypassed") {
			out = append(out, id)
		}
	}
	return out
}

func (s *State) deadlyCount(side Side) int {
	n := 0
	for _, id := range s.participants(side) {
		if s.HasKeyword(id, "Deadly") {
			n++
		}
	}
	return n
}

// claim is p's claim value: his revealed plot's (AG-CHAL-16).
func (s *State) claim(p int) int {
	if pl := s.P[p].Plot; pl >= 0 {
		return max(0, s.setValue(pl, "set-claim", s.defs[pl].Claim)+s.sumMods(func(t *Text, self int) int {
			if t.Claim == nil {
				return 0
			}
			return t.Claim(s, self, p)
		}))
	}
	return 0
}

// killable lists p's characters that could be killed.
func (s *State) killable(p int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") && !s.dying(id) {
			out = append(out, id)
		}
	}
	return out
}

// discardRandom discards n cards at random from p's hand, as many as he
// has (AG-CHAL-16 intrigue).
func (s *State) discardRandom(p, n int) {
	for range n {
		h := s.P[p].Hand
		if len(h) == 0 {
			return
		}
		id := h[s.RNG.Intn(len(h))]
		s.move(id, p, ZDiscard, false)
		s.Say(s.Names[p], " discards ", s.name(id), " at random")
		s.gate(engine.Event{Kind: "discarded-from-hand", Player: p, Cards: engine.One(id)})
	}
}

// ClaimPower puts n power from the pool on p's House card (AG-GEN-2).
func (s *State) ClaimPower(p, n int) {
	s.Cards[s.P[p].HouseCard].Power += n
	s.Say(s.Names[p], " claims ", count(n, "power"))
}

// TotalPower is p's power toward victory: on his House card and on the
// characters he controls (AG-WIN-1).
func (s *State) TotalPower(p int) int {
	n := s.Cards[s.P[p].HouseCard].Power
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") {
			n += s.Cards[id].Power
		}
	}
	return n
}

// Melee's titles (AG-MELEE-4): who supports and who opposes whom.
var (
	supportsTitle = map[string]string{"master-of-laws": "hand-of-the-king", "hand-of-the-king": "master-of-whispers",
		"master-of-whispers": "master-of-coin", "master-of-coin": "master-of-laws"}
	opposesTitles = map[string][]string{"hand-of-the-king": {"master-of-coin"}, "master-of-coin": {"hand-of-the-king"},
		"master-of-laws": {"master-of-whispers"}, "master-of-whispers": {"master-of-laws", "crown-regent"}}
)

func (s *State) supports(a, b string) bool { return a != "" && supportsTitle[a] == b }
func (s *State) opposes(a, b string) bool  { return a != "" && slices.Contains(opposesTitles[a], b) }
