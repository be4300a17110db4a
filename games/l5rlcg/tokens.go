package l5rlcg

// Honor tokens on cards (RR "Tokens"): placed from the general token
// pool, not from a player's honor pool, so placing one changes no
// player's honor.

// PlaceHonorToken places an honor token from the general pool on a card
// in play (a province: Public Forum).
func (x *Ctx) PlaceHonorToken(card int) {
	x.S.Cards[card].HonorTokens++
	if !x.S.Quiet {
		x.S.Say("an honor token is placed on ", x.S.name(card))
	}
}

// HonorTokensOn counts the honor tokens on a card.
func (s *State) HonorTokensOn(card int) int { return int(s.Cards[card].HonorTokens) }
