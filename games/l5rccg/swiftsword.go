package l5rccg

// A Stronghold's rules for Terrains and Formations (Castle of the Swift
// Sword: Text.TerrainsAnyway): once a battle, its player plays a Terrain
// though one is in play, the others destroyed first and a card drawn
// after (tessen takes it whenever he plays a Terrain while it is unused:
// it only adds); once a turn, with a Tactician of his at the battle, he
// uses an ability a Formation in his hand gives, as the Strategy's only
// text, any Tactician of his performing it as if he had the keywords it
// asks for (ruling 34).

// swiftSword reports p's Stronghold with those rules.
func (s *State) swiftSword(p int) bool {
	if s.holds&holdsSwiftSword == 0 {
		return false
	}
	t := s.text(s.P[p].Stronghold)
	return t != nil && t.TerrainsAnyway
}

// TerrainAnyway reports the player taking the action free to play a
// Terrain though one is in play, this battle.
func (x *Ctx) TerrainAnyway() bool {
	s := x.S
	return s.swiftSword(x.P) && s.inBattle() && s.Used("battle", useKey(s.P[x.P].Stronghold, swiftTerrainUse)) == 0
}

// TerrainInPlay plays the card whose action this is, a Terrain, into the
// battle: by the Stronghold's rule when the player has it (TerrainAnyway:
// the other Terrains destroyed first, a card drawn after), else as any
// Terrain.
func (x *Ctx) TerrainInPlay() {
	s := x.S
	if !x.TerrainAnyway() {
		x.IntoBattle()
		return
	}
	s.Use("battle", useKey(s.P[x.P].Stronghold, swiftTerrainUse))
	for t := s.terrain(); t >= 0 && t != x.Self; t = s.terrain() {
		x.Destroy(t)
		if s.inPlay(t) {
			break
		}
	}
	x.IntoBattle()
	if s.Cards[x.Self].Zone == ZField {
		x.Draw(x.P, 1)
	}
}

// FormationFromHand reports the player taking the action free to use now,
// from hand, an ability a Formation gives: his Stronghold's rule, once a
// turn, with a Tactician of his at the battle.
func (x *Ctx) FormationFromHand() bool {
	s := x.S
	if !s.swiftSword(x.P) || !s.inBattle() || s.Used("turn", useKey(s.P[x.P].Stronghold, swiftFormationUse)) > 0 {
		return false
	}
	for _, id := range s.P[x.P].Play {
		if s.isPersonality(id) && s.atBattle(id) && s.hasKeyword(id, "Tactician") {
			return true
		}
	}
	return false
}

// UseFormationFromHand counts the Stronghold's use of the turn.
func (x *Ctx) UseFormationFromHand() {
	x.S.Use("turn", useKey(x.S.P[x.P].Stronghold, swiftFormationUse))
}
