package cards

import . "tessen/games/l5rccg"

// onlyOn is an attachment's restriction to Personalities with any of
// some keywords ("will only attach to a Samurai or Bushi").
func onlyOn(keywords ...string) func(x *Ctx, person int) bool {
	return func(x *Ctx, person int) bool {
		for _, k := range keywords {
			if x.Has(person, k) {
				return true
			}
		}
		return false
	}
}

// enemyFollowerOrLoner: an enemy Follower, or an enemy Personality
// without Followers (what Ranged Attacks and such destroy).
func enemyFollowerOrLoner(x *Ctx, id int) bool {
	if !x.Enemy(id) {
		return false
	}
	switch x.Type(id) {
	case "follower":
		return true
	case "personality":
		return count(x.Attachments(id), func(a int) bool { return x.Type(a) == "follower" }) == 0
	}
	return false
}

// enemyCard is a card in the current enemy army: a Personality or a card
// attached to one.
func enemyCard(ok func(x *Ctx, id int) bool) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool {
		t := x.Type(id)
		return x.Enemy(id) && (t == "personality" || t == "follower" || t == "item" || t == "spell") && (ok == nil || ok(x, id))
	}
}

// enemyPersonality is a target: a Personality in the current enemy army.
func enemyPersonality(prompt string) *Target {
	return &Target{Prompt: prompt, Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) }}
}

// attachment reports a card that attaches to a Personality.
func attachment(x *Ctx, id int) bool {
	t := x.Type(id)
	return t == "follower" || t == "item" || t == "spell"
}

// personality is a target filter: a Personality in play passing a test.
func personality(ok func(x *Ctx, id int) bool) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return x.Personality(id) && (ok == nil || ok(x, id)) }
}

// performer is a performing target: a Personality of the player's with
// any of some keywords (none: any), bowed as a cost when bow is set.
func performer(prompt string, bow bool, keywords ...string) *Target {
	return &Target{Prompt: prompt, Performer: true, Chosen: true, Bow: bow, Filter: personality(func(x *Ctx, id int) bool {
		if len(keywords) == 0 {
			return true
		}
		for _, k := range keywords {
			if x.Has(id, k) || k == "Monk" && x.ActionHas("Kiho") && x.KihoMonk(id) {
				return true
			}
		}
		return false
	})}
}

// targetPerformer is "your target performing ...": a performer that is
// targeted, not only chosen.
func targetPerformer(prompt string, bow bool, keywords ...string) *Target {
	t := performer(prompt, bow, keywords...)
	t.Chosen = false
	return t
}

// enemyPersonalityWith is an enemy Personality passing a test.
func enemyPersonalityWith(prompt string, ok func(x *Ctx, id int) bool) *Target {
	return &Target{Prompt: prompt, Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) && ok(x, id) }}
}

// aTerrain is a target: a Terrain in play.
func aTerrain(prompt string) *Target {
	return &Target{Prompt: prompt, Field: true, Filter: func(x *Ctx, id int) bool { return x.Has(id, "Terrain") }}
}
