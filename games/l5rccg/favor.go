package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// FavorPayer is a card's way of paying, instead of its player, a cost of
// discarding the Imperial Favor (LE-FAVOR-2): the player may take a Favor
// action without the Favor, or keep it. x.Self is the card, x.P its
// player, in both functions.
type FavorPayer struct {
	// FromHand: a Strategy played from hand to pay (a Reaction), then
	// discarded; otherwise the card is in play (or the Stronghold).
	FromHand bool
	// Once: once a turn (a Reaction's limit, LE-CARDINAL-5).
	Once bool
	// If: the card can pay now (its own costs payable).
	If func(x *Ctx) bool
	// Pay pays what the card asks for paying (bowing a Personality of his
	// may ask which).
	Pay func(x *Ctx)
}

// kFavor is the cost of discarding the Imperial Favor being paid for an
// action (Player: who pays; Card: the action's card).
const kFavor = "favor-cost"

// favorWord is the answer that pays with the Imperial Favor itself.
const favorWord = "favor"

// favorPayers lists the cards that could pay p's cost of discarding the
// Imperial Favor for an action of card, in play, his Stronghold, his
// hand.
func (s *State) favorPayers(p, card int) []int {
	var out []int
	try := func(id int) {
		t := s.text(id)
		if id == card || t == nil || t.FavorPayer == nil {
			return
		}
		fp := t.FavorPayer
		if fp.FromHand != (s.Cards[id].Zone == ZHand) || fp.FromHand && s.forbidden(p, id) {
			return
		}
		if fp.Once && s.Used("turn", useKey(id, favorPayUse)) > 0 {
			return
		}
		x := s.borrow(p, id)
		ok := fp.If == nil || fp.If(x)
		s.giveBack()
		if ok {
			out = append(out, id)
		}
	}
	try(s.P[p].Stronghold)
	for _, id := range s.P[p].Play {
		try(id)
		for _, a := range s.Attachments(id) {
			if int(s.Cards[a].Controller) == p {
				try(a)
			}
		}
	}
	for _, id := range s.P[p].Hand {
		try(id)
	}
	return out
}

// favorPayable reports that p can pay a cost of discarding the Imperial
// Favor for an action of card: he holds it, or a card can pay instead.
func (s *State) favorPayable(p, card int) bool {
	return s.Favor == p || len(s.favorPayers(p, card)) > 0
}

// favorFrame pays the cost of discarding the Imperial Favor: with the
// Favor when that is the only way, else the player chooses how.
// Its Result tells the frame below that the cost was paid.
func favorFrame(s *State, f *engine.Frame) engine.Status {
	p := f.Player
	if f.Stage > 0 { // what the payer asked has been answered
		f.Result = 1
		return engine.Done
	}
	if len(f.Labels) == 0 && len(f.Cards) == 0 {
		payers := s.favorPayers(p, f.Card)
		if len(payers) > 0 {
			var opts []engine.Answer
			if s.Favor == p {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{favorWord}})
			}
			for _, id := range payers {
				opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
			}
			if len(opts) > 1 {
				s.Ask(engine.Decision{Players: engine.One(p), Kind: kFavor, Prompt: "pay the cost of discarding the Imperial Favor for " + s.Title(f.Card) + ": discard the Favor, or have a card pay it instead?", Options: opts})
				return engine.Again
			}
			f.Cards = payers[:1]
		}
	}
	f.Stage = 1
	if len(f.Cards) == 0 {
		(&Ctx{S: s, P: p, Self: f.Card}).DiscardFavor()
		return engine.Again
	}
	id := f.Cards[0]
	fp := s.text(id).FavorPayer
	if fp.Once {
		s.Use("turn", useKey(id, favorPayUse))
	}
	if fp.FromHand {
		s.Say(s.Names[p], " plays ", s.Title(id), ", which pays the cost of discarding the Imperial Favor")
		s.toDiscard(id, false)
	} else {
		s.Say(s.Title(id), " pays the cost of discarding the Imperial Favor")
	}
	if fp.Pay != nil {
		fp.Pay(&Ctx{S: s, P: p, Self: id})
	}
	return engine.Again
}

func answerFavor(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch {
	case len(a.Labels) == 1 && a.Labels[0] == favorWord && len(a.Cards) == 0:
		f.Labels = []string{favorWord}
	case len(a.Cards) == 1 && len(a.Labels) == 0 && slices.Contains(s.favorPayers(p, f.Card), a.Cards[0]):
		f.Cards = engine.One(a.Cards[0])
	default:
		return fmt.Errorf("choose favor, or a card that pays the cost of discarding the Imperial Favor")
	}
	return nil
}

func init() {
	AnswerWords(kFavor, Words{Labels: map[string]string{favorWord: "discard the Imperial Favor"}, Card: "have %s pay it instead"})
}

// canLobby: Political Limited, once a turn, with more Family Honor than
// each other player and a Personality to bow whose Personal Honor is
// above 0 (LE-LOBBY-1; not for the Horde, LE-SHADOWLANDS-2).
func (s *State) canLobby(p int) bool {
	if s.P[p].Lobbied || s.shadowlands(p) && !s.darkLobby(p) || s.Favor == p || s.severed(p) || s.favorGone() {
		return false
	}
	for q := range s.P {
		if q != p && s.Playing(q) && s.lobbyHonor(q) >= s.lobbyHonor(p) {
			return false
		}
	}
	return len(s.lobbyists(p)) > 0
}

// lobbyists are the Personalities p could bow to lobby: with Personal
// Honor, or, his Lobby the Black Heart's, Shadowlands ones.
func (s *State) lobbyists(p int) []int {
	dark := s.darkLobby(p)
	var out []int
	for _, id := range s.P[p].Play {
		if !s.isPersonality(id) || s.Cards[id].Bowed || s.text(id) != nil && s.text(id).NoLobby {
			continue
		}
		if dark && s.hasKeyword(id, "Shadowlands") || !dark && s.personalHonor(id) > 0 {
			out = append(out, id)
		}
	}
	return out
}

// darkLobby reports p's Lobby changed by a card of his (Text.DarkLobby):
// not Political, bowing a Shadowlands Personality.
func (s *State) darkLobby(p int) bool {
	for _, id := range s.P[p].PreGame { // a Wind's
		if t := s.text(id); t != nil && t.DarkLobby {
			return true
		}
	}
	return false
}

// lobbyHonor is p's Family Honor as lobbying compares it: with the Black
// Heart, the total printed Force of his Personalities if it is higher
// than every other player's Family Honor.
func (s *State) lobbyHonor(p int) int {
	h := s.P[p].Honor
	if !s.darkLobby(p) {
		return h
	}
	force := 0
	for _, id := range s.P[p].Play {
		if d := s.def(id); d != nil && d.Type == "personality" {
			force += d.Force
		}
	}
	for q := range s.P {
		if q != p && s.P[q].Honor >= force {
			return h
		}
	}
	return max(h, force)
}

// targetFrame asks for an action's target: the Personality that lobbies.
func targetFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	opts := make([]engine.Answer, 0, 4)
	for _, id := range s.lobbyists(f.Player) {
		opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "target", Prompt: "bow a Personality to lobby for the Imperial Favor", Options: opts})
	return engine.Again
}

func answerTarget(s *State, f *engine.Frame, p int, a engine.Answer) error {
	id := a.Cards[0]
	s.Cards[id].Bowed = true
	if t := s.text(s.P[p].Stronghold); t != nil && t.LobbyToken { // a Favor token instead, if he likes
		s.Say(s.Names[p], " bows ", s.Title(id), " to lobby")
		(&Ctx{S: s, P: p, Self: s.P[p].Stronghold}).Ask(p, lobbyToken, 1, 0)
		return nil
	}
	s.Favor = p
	s.Say(s.Names[p], " bows ", s.Title(id), " and gains the Imperial Favor")
	return nil
}

// lobbyToken is the choice, lobbying, of a Favor token on the Stronghold
// instead of the Imperial Favor (Text.LobbyToken).
const lobbyToken = "lobby-token"

// FavorTokens is the kind of token Kyuden Otomo holds.
const FavorTokens = "favor"

func init() {
	RegisterChoice(lobbyToken, &Choice{
		Prompt: "add a Favor token to your Stronghold instead of taking the Imperial Favor?",
		Labels: func(*Ctx, int, int) []string { return []string{"token"} },
		Words:  Words{Labels: map[string]string{"token": "add a Favor token to your Stronghold"}, Pass: "take the Imperial Favor"},
		Picked: func(x *Ctx, p int, _ string, _ int) {
			x.AddTokens(x.S.P[p].Stronghold, FavorTokens, 1)
			x.S.Say(x.S.Names[p], " adds a Favor token to ", x.S.Title(x.S.P[p].Stronghold))
		},
		Declined: func(x *Ctx, p int, _ int) {
			x.S.Favor = p
			x.S.Say(x.S.Names[p], " gains the Imperial Favor")
		},
	})
}
