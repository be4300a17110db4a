package l5rlcg

// TakeAnotherAction gives the ability's controller the next opportunity
// of the action window the ability was used in ("you may take another
// action after this one", Hawk Tattoo): once the action resolves the
// turn comes back to them instead of passing on; they may pass it
// (RR-ACTION-3). Outside an action window it does nothing.
func (x *Ctx) TakeAnotherAction() {
	for i := len(x.S.Stack) - 1; i >= 0; i-- {
		if f := x.S.Stack[i]; f.Kind == kWindow || f.Kind == kDynWindow {
			f.Turn = x.P
			x.S.Say(x.S.Names[x.P], " may take another action (", x.S.Title(x.Self), ")")
			return
		}
	}
}
