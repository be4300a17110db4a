package l5rlcg

// PutAttachmentIntoPlay puts an attachment from out of play (a hand, a
// discard pile) into play attached to a character, under the
// controller's control and without paying its cost (RR "Play and Put
// into Play"): Time for War. Nothing is asked if it could not go there.
func (x *Ctx) PutAttachmentIntoPlay(att, char int) {
	s := x.S
	if s.inPlay(att) || !s.inPlay(char) || !s.CanAttach(char, att, x.P) {
		return
	}
	s.attach(att, char, x.P)
	s.Say(s.Names[x.P], " puts ", s.Describe(att), " into play on ", s.Describe(char))
}
