package l5rlcg

import "tessen/engine"

// pickAgain, once a Pick with Times has been answered with a card, asks
// it again until it has been answered that many times: its frame stays
// under the game actions the pick just queued, so they resolve first and
// the next question sees their result (RR-PICK-REPEAT-1: an effect that
// distributes "up to N" among cards, one at a time). The frame's Passes,
// which only action windows use, counts the picks made.
func pickAgain(x *Ctx, pk *Pick, f *engine.Frame) {
	if pk.Times == nil {
		return
	}
	f.Passes++
	if f.Passes < pk.Times(x) {
		f.Stage = 0
	}
}
