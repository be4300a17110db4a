package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// ring registers a Ring (LE-RING-1): the action that puts it into play
// from hand when its text's condition is met, and its abilities in play,
// each also usable from hand by discarding the Ring instead of paying its
// cost ("you may discard this Ring from your hand to use its ability
// without cost"): the action from hand is #1, the abilities in play come
// next in the card's order, and then the same abilities from hand.
func ring(id, element string, play *Ability, gives ...*Ability) {
	ringWith(id, &Text{}, element, play, gives...)
}

// ringWith is ring for a Ring whose text asks more of the game (t: its
// other traits).
func ringWith(id string, t *Text, element string, play *Ability, gives ...*Ability) {
	play.FromHand = true
	own := play.Effect
	play.Effect = func(x *Ctx) {
		x.IntoPlay()
		if own != nil {
			own(x)
		}
	}
	abilities := []*Ability{play}
	for _, a := range gives {
		a.Keywords = append(a.Keywords, element)
		abilities = append(abilities, a)
	}
	for i, a := range gives { // the same abilities from hand, after the printed ones
		free := *a
		free.FromHand, free.Bow, free.Same = true, false, i+2
		free.Text = "discard it from hand: " + a.Text
		effect := a.Effect
		free.Effect = func(x *Ctx) {
			x.DiscardFromHand(x.Self)
			if effect != nil {
				effect(x)
			}
		}
		abilities = append(abilities, &free)
	}
	t.Abilities = abilities
	Register(id, t)
}

// The Rings of the base set.
func init() {
	// Ring of Air: into play after its player has resolved two Favor
	// actions in a turn; Air Repeatable Battle/Open, bow: straighten your
	// Personality or an attachment of yours.
	ring("ring-of-air", "Air",
		&Ability{Text: "two Favor actions resolved this turn: into play", Timing: Reaction, On: OnResolved, Absent: true,
			If: func(x *Ctx) bool { return x.Ev.Player == x.P && x.FavorActions(x.P) >= 2 }},
		&Ability{Text: "bow: straighten your Personality or attachment", Timing: BattleOpen, Any: true, Bow: true,
			Targets: []*Target{{Prompt: "choose your Personality or attachment to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				t := x.Type(id)
				return x.Mine(id) && (x.Personality(id) || (t == "follower" || t == "item" || t == "spell") && x.Card(id).Zone == ZAttached)
			}}},
			Effect: func(x *Ctx) { x.Straighten(x.Target()) }},
	)
	// Ring of Fire: into play after its player wins a duel in a battle
	// with a Personality who did not enter it with the higher Chi; Fire
	// Battle, bow: an enemy card without attachments is destroyed after
	// the battle if its player lost it.
	ring("ring-of-fire", "Fire",
		&Ability{Text: "your Personality won a duel in a battle, not entering it with the higher Chi: into play", Timing: Reaction, On: OnDuelWon, Absent: true,
			If: func(x *Ctx) bool {
				return x.Ev.Player == x.P && x.Ev.N == 1 && x.StartChi(x.Ev.Cards[0]) <= x.StartChi(x.Ev.Cards[1])
			}},
		&Ability{Text: "bow: an enemy card without attachments, destroyed after the battle if you lose it", Timing: Battle, Bow: true,
			Targets: []*Target{{Prompt: "choose an enemy card without attachments", Filter: enemyCard(func(x *Ctx, id int) bool { return len(x.Attachments(id)) == 0 })}},
			Effect:  func(x *Ctx) { x.DestroyIfLost(x.Target()) }},
	)
	// Ring of the Void: Limited, with two Rings or fewer in play: into
	// play, and its player discards his hand; Void Limited, bow: draw a
	// card, then discard one if his hand is now the largest.
	ring("ring-of-the-void", "Void",
		&Ability{Text: "with two Rings or fewer in play: into play; discard your hand", Timing: Limited,
			If: func(x *Ctx) bool { return x.Rings(x.P) <= 2 },
			Effect: func(x *Ctx) {
				for len(x.Hand(x.P)) > 0 {
					x.DiscardFromHand(x.Hand(x.P)[0])
				}
			}},
		&Ability{Text: "bow: draw a card; discard one if your hand is the largest", Timing: Limited, Bow: true,
			Effect: func(x *Ctx) {
				x.Draw(x.P, 1)
				for _, q := range x.TurnOrder() {
					if q != x.P && len(x.Hand(q)) >= len(x.Hand(x.P)) {
						return
					}
				}
				x.Ask(x.P, "discard", 1, 0)
			}},
	)
	// Ring of Water: into play after a battle in which its player played a
	// Terrain, destroyed a Terrain, and destroyed cards or a Province in
	// the resolution; Water Absent Repeatable Battle, bow: your
	// Personality goes home, or one that would be opposed comes to the
	// battle from anywhere.
	ring("ring-of-water", "Water",
		&Ability{Text: "a battle where you played and destroyed a Terrain and won something in the resolution: into play", Timing: Reaction, On: OnBattleResolved, Absent: true,
			If: func(x *Ctx) bool {
				key := "-" + strconv.Itoa(x.P)
				return x.Marked(x.S.P[x.P].Stronghold, "played-terrain"+key) && x.Marked(x.S.P[x.P].Stronghold, "destroyed-terrain"+key) && x.DestroyedInResolution(x.P)
			}},
		&Ability{Text: "bow: your Personality at the battle goes home", Timing: Battle, Any: true, Absent: true, Bow: true,
			Targets: []*Target{{Prompt: "choose your Personality to move home", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
			Effect:  func(x *Ctx) { x.MoveHome(x.Target()) }},
		&Ability{Text: "bow: your Personality that would be opposed comes to the battle", Timing: Battle, Any: true, Absent: true, Bow: true,
			Targets: []*Target{{Prompt: "choose your Personality to bring to the battle", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Mine(id) && !x.AtBattle(id) && x.WouldBeOpposed(id)
			})}},
			Effect: func(x *Ctx) { x.MoveTo(x.Target(), x.S.Attack.Battle) }},
	)
	// Ring of Earth: into play after a battle resolves at its player's
	// Province, not destroyed, where enemy units have been this Attack
	// Phase; Earth Repeatable Interrupt, bow: the Battle action about to
	// resolve cannot move Personalities.
	ringWith("ring-of-earth", &Text{RemembersPresence: true}, "Earth",
		&Ability{Text: "a battle at your Province resolved, it stands, enemies were there: into play", Timing: Reaction, On: OnBattleResolved, Absent: true,
			If: func(x *Ctx) bool {
				return x.S.Attack.Defender == x.P && !x.S.Last.ProvinceBroken && x.EnemyEverAt(x.P, x.Ev.N)
			}},
		&Ability{Text: "bow: the Battle action about to resolve cannot move Personalities", Timing: Reaction, On: OnBeforeResolve, Any: true, Absent: true, Bow: true,
			If: func(x *Ctx) bool {
				t := x.ActionTiming()
				return t == Battle || t == BattleOpen && x.S.Attack.Battle > 0
			},
			Effect: func(x *Ctx) { x.NoMovesByAction() }},
	)
}
