package agot1e

import (
	"slices"

	"tessen/engine"
)

// Challenge types (AG-CHAL-4).
var ChallengeTypes = []string{"military", "intrigue", "power"}

const kChallenge = "challenge"

// The words a challenge type is asked by of the cards (Mod, Barred): a
// bar on it, its toll, the number allowed. They are made once for each
// type, as the listings ask them for every type at every opportunity.
var (
	barWord   = typeWords("challenge:")
	tollWord  = typeWords("challenge-toll:")
	countWord = typeWords("challenges:")
)

// typeWords makes prefix+type for each challenge type, once.
func typeWords(prefix string) func(typ string) string {
	words := make([]string, len(ChallengeTypes))
	for i, t := range ChallengeTypes {
		words[i] = prefix + t
	}
	return func(typ string) string {
		if i := slices.Index(ChallengeTypes, typ); i >= 0 {
			return words[i]
		}
		return prefix + typ
	}
}

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
	if !s.MayInitiate(p, typ) {
		if next := s.extraNext(p); next != "" {
			return "", 0, errf("AG-CHAL-4", "your next challenge this phase is the additional %s challenge", next)
		}
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
	// AG-GEN-1, AG-CHAL-6: a card's "cannot", and a cost to initiate
	if s.Barred(p, against, barWord(typ)) {
		return "", 0, errf("AG-GEN-1", "a card says you cannot initiate a %s challenge against %s", typ, s.Names[against])
	}
	if toll := s.Mod(p, tollWord(typ)); toll > s.P[p].Gold {
		return "", 0, errf("AG-CHAL-6", "a %s challenge costs %d gold given to the defender; you have %d", typ, toll, s.P[p].Gold)
	}
	if toll := s.Mod(p, tollWord(typ)) + s.lastingToll(p, typ); toll > s.P[p].Gold {
		return "", 0, errf("AG-CHAL-6", "a %s challenge costs you %d gold this phase; you have %d", typ, toll, s.P[p].Gold)
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
	if n := s.tollsOf(a.Cards); n > s.P[p].Gold { // Text.Toll
		return "", 0, errf("AG-CHAL-5", "declaring these attackers costs %d gold; you have %d", n, s.P[p].Gold)
	}
	return typ, against, nil
}

// canChallenge reports whether p could initiate any challenge now.
func (s *State) canChallenge(p int) bool {
	for _, t := range ChallengeTypes {
		if !s.challengeOpen(p, t) || len(s.mayAttack(p, t)) == 0 {
			continue
		}
		for _, q := range s.Opponents(p) {
			if !s.supports(s.P[p].Title, s.P[q].Title) && !s.Barred(p, q, barWord(t)) {
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
	// Whether a type is open is the player's, not the character's: asked
	// once a listing, not once a character (it reads every card in play).
	open := 0 // a bit a type of ChallengeTypes
	for k, t := range ChallengeTypes {
		if (typ == "" || t == typ) && s.challengeOpen(p, t) {
			open |= 1 << k
		}
	}
	if open == 0 {
		return nil
	}
	var out []int
	for _, id := range s.P[p].Play {
		if !s.IsType(id, "character") || s.Cards[id].Kneeling || s.dying(id) || s.Cannot(id, "attack") || s.TollOf(id) > s.P[p].Gold {
			continue
		}
		for k, t := range ChallengeTypes {
			if open&(1<<k) != 0 && s.HasIcon(id, t) {
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
	if s.Forbidden(p, "declare-defenders") { // Text.Forbids (AG-CHAL-12)
		return nil
	}
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") && !s.Cards[id].Kneeling && !s.dying(id) && s.HasIcon(id, s.Chal.Type) &&
			!slices.Contains(s.Chal.Bypassed, id) && !s.Cannot(id, "defend") && s.TollOf(id) <= s.P[p].Gold {
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
		s.ResetUses(UntilChallenge)
		s.P[f.Player].Challenged = append(s.P[f.Player].Challenged, f.Labels[0])
		s.useExtra(f.Player, f.Labels[0])                                 // an additional challenge granted (AG-CHAL-4)
		s.giveGold(f.Player, f.N, s.Mod(f.Player, tollWord(f.Labels[0]))) // AG-CHAL-6
		s.payLastingTolls(f.Player, f.Labels[0])                          // AG-CHAL-6: Magister Illyrio
		for _, id := range f.Cards {
			// some attack without kneeling (AG-CHAL-5)
			s.Cards[id].Kneeling = !s.Cannot(id, "kneel-to-attack:"+f.Labels[0])
			s.Cards[id].Side = Attacking
		}
		s.payTolls(f.Player, f.Cards...) // Text.Toll
		s.Begin("declare")
		s.Say(s.Names[f.Player], " initiates ", article(f.Labels[0]), " ", f.Labels[0], " challenge against ", s.Names[f.N], " with ", s.names(f.Cards))
		s.openWindow(engine.Event{Kind: "challenge-initiated", Player: s.First, Source: -1, Label: f.Labels[0], Cards: f.Cards}, wFramework,
			"crown-regent")
	case chActions1:
		f.Stage = chDefenders
		s.actions()
	case chDefenders:
		f.Stage = chActions2
		s.Begin("defenders")
		s.framework("stealth", "defenders", "supporters", "lord-commander")
	case chActions2:
		if s.Chal.Redirected {
			// the Lord Commander sent it elsewhere: from the actions
			// before stealth again (AG-CHAL-11)
			s.Chal.Redirected = false
			f.Stage = chDefenders
			s.actions()
			return engine.Again
		}
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
		s.ResetUses("challenge") // AG-TIME-15: "Limit N per challenge"
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
		if s.Chal.Winner >= 0 {
			return // resolved: its winner stands till the window closes (AG-CHAL-20)
		}
		s.Chal.On, s.Chal.Winner = false, -1
		s.Say("The challenge ends: nobody takes part in it any more")
	}
}

// sideStr is a side's total STR (AG-CHAL-15): 0 for nobody.
func (s *State) SideStr(side Side) int {
	n := 0
	for _, id := range s.participants(side) {
		if s.countsStr(id) { // intimidate, "does not count its STR" (AG-KW-10)
			n += s.Str(id)
		}
		if s.HasKeyword(id, "Melee") { // AG-KW-15: +1 STR for each opposing participant
			other := Defending
			if side == Defending {
				other = Attacking
			}
			n += len(s.participants(other))
		}
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
				// some defend without kneeling (AG-CHAL-10)
				s.Cards[id].Kneeling = !s.Cannot(id, "kneel-to-defend:"+s.Chal.Type)
				s.Cards[id].Side = Defending
			}
			s.payTolls(s.Chal.Defender, f.Ev.Cards...) // Text.Toll
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
		case c.DefStr > 0 && s.noWinnerIfOpposed():
			c.Winner = -1 // a card's words: an opposed challenge has no winner
		case c.AttStr == 0 && c.DefStr == 0 && s.Rules.ZeroTie == "none":
			c.Winner = -1
		case c.AttStr >= c.DefStr:
			c.Winner = c.Attacker
		default:
			c.Winner = c.Defender
		}
		if c.Winner < 0 {
			s.Say("Nobody wins the challenge (", itoa(c.AttStr), " to ", itoa(c.DefStr), ")")
			return
		}
		s.Say(s.Names[c.Winner], " wins the ", c.Type, " challenge, ", itoa(max(c.AttStr, c.DefStr)), " to ", itoa(min(c.AttStr, c.DefStr)))
		loser := c.Defender
		if c.Winner == c.Defender {
			loser = c.Attacker
		}
		// Cards: the characters that took part in the challenge
		// (FAQ 3.33), for "a challenge in which X participated".
		s.gate(engine.Event{Kind: "challenge-won", Player: c.Winner, Label: c.Type, N: c.AttStr - c.DefStr,
			Cards: append(s.participants(Attacking), s.participants(Defending)...)})
		s.afterWin(c.Winner) // what was to happen if that player won
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
					if len(among) < c.Claim && s.Rules.ClaimShortfall == "none" {
						return true, true
					}
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
				if len(f.Ev.Cards) > 0 {
					s.Say(s.Names[c.Target], " kills ", s.names(f.Ev.Cards), " for military claim")
				}
				s.Kill(c.Attacker, f.Ev.Cards...)
			case "intrigue":
				if len(s.P[c.Target].Hand) >= c.Claim || s.Rules.ClaimShortfall == "as-able" {
					s.discardRandom(c.Target, c.Claim)
				}
			case "power":
				from := &s.Cards[s.P[c.Target].HouseCard]
				if from.Power < c.Claim && s.Rules.ClaimShortfall == "none" {
					return
				}
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
		if c.Winner == c.Attacker && (c.DefStr == 0 || s.unopposedByMargin()) {
			c.Unopposed = true
			s.Say("The challenge is unopposed")
			s.ClaimPower(c.Attacker, 1+s.Mod(c.Attacker, "unopposed-power"))
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
					if !s.dying(id) && !s.Cannot(id, "leave-killed") { // FAQ 4.3
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
		Doomed: func(s *State, f *engine.Frame) []int { return f.Ev.Cards },
		Execute: func(s *State, f *engine.Frame) {
			if len(f.Ev.Cards) > 0 {
				s.Say(s.Names[s.Chal.Defender], " kills ", s.names(f.Ev.Cards), " for deadly")
			}
			s.Kill(s.Chal.Attacker, f.Ev.Cards...)
		},
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
	if att := s.participants(Attacking); len(a.Cards) > 1 && len(att) == 1 && s.HasKeyword(att[0], "Joust") {
		return errf("AG-KW-15", "%s attacks alone with joust: one defender at most", s.name(att[0]))
	}
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
	if n := s.tollsOf(a.Cards); n > s.P[p].Gold { // Text.Toll
		return errf("AG-CHAL-10", "declaring these defenders costs %d gold; you have %d", n, s.P[p].Gold)
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
		// a lasting change to the plot's claim counts too (Bones of a Child)
		return max(0, s.setValue(pl, "set-claim", s.defs[pl].Claim)+s.lastingN(pl, "claim")+s.sumMods(modClaim, func(t *Text, self int) int {
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
		if s.IsType(id, "character") && !s.dying(id) && !s.Cannot(id, "leave-killed") { // FAQ 4.3
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
	if len(s.voiders) > 0 && s.powerVoid(p) { // Text.VoidsPower
		return n
	}
	for _, id := range s.P[p].Play {
		if pw := s.Cards[id].Power; pw != 0 && s.IsType(id, "character") { // most cards hold none: no need to ask the type
			n += pw
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

// The melee's titles in a challenge (AG-MELEE-6, AG-MELEE-7): the Crown
// Regent may redirect a challenge once initiated; a supporter may defend
// for a player who declared no defenders; the Lord Commander may then
// redirect it, and it starts again from the actions before stealth.
func init() {
	acts["crown-regent"] = &Act{
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			return s.askRedirect(f, "crown-regent")
		},
		Execute: func(s *State, f *engine.Frame) { s.redirect(f.Ev.Label) },
	}
	acts["lord-commander"] = &Act{
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			if len(s.participants(Defending)) > 0 {
				return true, true
			}
			return s.askRedirect(f, "lord-commander-of-the-kingsguard")
		},
		Execute: func(s *State, f *engine.Frame) {
			if s.redirect(f.Ev.Label) {
				s.Chal.Redirected = true
			}
		},
	}
	optionSets["redirect"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, q := range s.redirectTargets() {
			out = append(out, engine.Answer{Verb: "choose", Labels: []string{PlayerLabel(q)}})
		}
		return append(out, engine.Pass)
	}
	acts["supporters"] = &Act{ // AG-MELEE-6: clockwise from the defender (switch: none yet)
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			c := &s.Chal
			if !c.On || !s.Melee() || len(s.participants(Defending)) > 0 {
				return true, true
			}
			if f.Index > 0 && len(f.Ev.Cards) > 0 {
				return true, true // a supporter declared
			}
			order := s.order(c.Target)
			if s.Rules.SupporterOrder == "counterclockwise" {
				slices.Reverse(order[1:])
			}
			for f.Index < len(order) {
				q := order[f.Index]
				f.Index++
				if q != c.Attacker && q != c.Target && s.supports(s.P[q].Title, s.P[c.Target].Title) {
					f.Ev.Player = q
					s.Push(engine.Frame{Kind: kDefend, Player: q, At: len(s.Stack) - 1})
					return false, true
				}
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			if len(f.Ev.Cards) == 0 {
				return
			}
			s.Chal.Defender = f.Ev.Player
			for _, id := range f.Ev.Cards {
				s.Cards[id].Kneeling = true
				s.Cards[id].Side = Defending
			}
			s.Say(s.Names[f.Ev.Player], " defends for ", s.Names[s.Chal.Target], " with ", s.names(f.Ev.Cards))
			s.gate(engine.Event{Kind: "defenders-declared", Player: f.Ev.Player, Cards: f.Ev.Cards})
		},
	}
}

// askRedirect asks the holder of a title, if any (and not the attacker),
// whether to redirect the challenge, and to whom.
func (s *State) askRedirect(f *engine.Frame, title string) (bool, bool) {
	if f.Index > 0 || !s.Chal.On || !s.Melee() {
		return true, true
	}
	f.Index = 1
	for q := range s.clockwise(s.First) {
		if s.P[q].Title == title && q != s.Chal.Attacker && len(s.redirectTargets()) > 0 {
			f.Ev.Label = ""
			s.Push(engine.Frame{Kind: kOption, Player: q, At: len(s.Stack) - 1,
				Labels: []string{"redirect the challenge to another player, or pass", "redirect"}})
			return false, true
		}
	}
	return true, true
}

// redirectTargets are the players a challenge may be redirected to: any
// but the attacker and its target that the attacker could challenge
// (AG-MELEE-5, AG-MELEE-7; who exactly is open: docs/rulings.md).
func (s *State) redirectTargets() []int {
	var out []int
	for _, q := range s.Opponents(s.Chal.Attacker) {
		if q != s.Chal.Target && !s.supports(s.P[s.Chal.Attacker].Title, s.P[q].Title) {
			out = append(out, q)
		}
	}
	return out
}

// redirect sends the challenge against the player a label names, if
// any: stealth chooses again, nobody defends yet.
func (s *State) redirect(label string) bool {
	q := s.playerOf(label)
	if q < 0 || !s.Chal.On {
		return false
	}
	s.Say("The challenge is redirected against ", s.Names[q])
	s.Chal.Target, s.Chal.Defender, s.Chal.Bypassed = q, q, nil
	for _, id := range s.participants(Defending) {
		s.Cards[id].Side = NoSide
	}
	return true
}
