package cards

import . "tessen/games/l5rccg"

// loseOnEntry is the Shadowlands' price: after the card enters play, its
// player loses n Honor.
func loseOnEntry(n int) func(x *Ctx) { return func(x *Ctx) { x.GainHonor(x.P, -n) } }

// setForce and setChi set a stat to a number: the bonus or penalty that
// makes it so (LE-BONUS-3).
func setForce(x *Ctx, id, n int, until string) { x.Give(id, n-x.Force(id), 0, until) }
func setChi(x *Ctx, id, n int, until string)   { x.Give(id, 0, n-x.Chi(id), until) }
