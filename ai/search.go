package ai

import (
	"cmp"
	"math"
	"slices"
	"time"

	"tessen/engine"
)

// Search is information-set Monte Carlo tree search (single-observer
// ISMCTS, Cowling, Powley and Whitehouse 2012) guided by the game's score.
//
// Each playout starts from a fresh determinization of the game as the
// bot's player sees it (the game deals every card the player cannot see
// again, so the bot never reads the real hidden state) and walks one tree
// of answers shared by all determinizations, choosing among the answers
// legal in this deal by UCB with availability counts. A decision with one
// legal answer is answered without a node. At the first node the playout
// reaches that has no children yet, every legal answer is tried on a copy
// and scored one ply deep for the player who gives it (the greedy bot's
// judgement); each becomes a child whose score counts as Prior playouts,
// and the playout takes the best child's score as its value. So the
// search starts from greedy's choices, for both players, and spends its
// playouts looking further down the lines that matter.
//
// The game must offer engine.Determinizer and engine.Scorer.
type Search struct {
	// Playouts per decision; Budget, when set, starts no playout once that
	// much time has passed (so a slow machine stays within it, at the cost
	// of replaying exactly), and an expansion under way stops adding
	// children then (later playouts add the rest as they meet them). A
	// decision overruns Budget by at most one answer tried and scored.
	Playouts int
	Budget   time.Duration
	// Explore weighs exploration in UCB; Scale is the score difference
	// that counts as a clear lead (a value of about 0.73); Prior is how
	// many playouts a one-ply score counts for.
	Explore, Scale, Prior float64

	rng      engine.RNG
	deadline time.Time // of the decision under way; zero without Budget
}

// NewSearch makes a search bot with the project's tuned settings: see
// docs/bots.md for what they cost and how they play.
func NewSearch(seed uint64) *Search {
	return &Search{Playouts: 200, Budget: 150 * time.Millisecond, Explore: 0.25, Scale: 6, Prior: 2, rng: engine.NewRNG(seed)}
}

// node is one answer in the tree: the answer that leads to it, who gave
// it, and the results of the playouts through it, from that player's side.
type node struct {
	answer   engine.Answer
	player   int
	visits   float64
	avail    float64 // playouts in which the answer was legal at its parent
	reward   float64
	expanded bool // its children were made from a decision
	children []*node
}

// Choose searches and returns the root answer tried most often.
func (b *Search) Choose(g engine.Game, p int) engine.Answer {
	rs := b.Analyse(g, p)
	if len(rs) == 0 {
		return engine.Pass
	}
	return rs[0].Answer
}

// Rating is what a search found of one answer: how many playouts tried it
// (counting its one-ply score as Prior of them) and their mean result for
// the player, in [0, 1].
type Rating struct {
	Answer engine.Answer
	Visits float64
	Value  float64
}

// Analyse searches the pending decision for player p and rates each legal
// answer, most tried first (ties: the better value first). A game without
// determinization or a score, or a decision with one answer, is not
// searched: its answers come back unrated, a random one first.
func (b *Search) Analyse(g engine.Game, p int) []Rating {
	cs := choices(g, p)
	out := make([]Rating, len(cs))
	for i, c := range cs {
		out[i] = Rating{Answer: c}
	}
	det, ok := g.(engine.Determinizer)
	if _, scores := g.(engine.Scorer); !ok || !scores || len(cs) < 2 {
		if len(out) > 1 {
			k := b.rng.Intn(len(out))
			out[0], out[k] = out[k], out[0]
		}
		return out
	}
	root := &node{player: -1}
	b.deadline = time.Time{}
	if b.Budget > 0 {
		b.deadline = time.Now().Add(b.Budget)
	}
	for i := 0; i < b.Playouts; i++ {
		if i > 0 && b.late() {
			break
		}
		b.playout(det.Determinize(p, b.rng.Next()), p, root)
	}
	for i := range out {
		if c := root.child(p, out[i].Answer); c != nil && c.visits > 0 {
			out[i].Visits, out[i].Value = c.visits, c.reward/c.visits
		}
	}
	slices.SortStableFunc(out, func(x, y Rating) int {
		if x.Visits != y.Visits {
			return cmp.Compare(y.Visits, x.Visits)
		}
		return cmp.Compare(y.Value, x.Value)
	})
	return out
}

// playout runs one iteration on the determinized game d.
func (b *Search) playout(d engine.Game, p int, root *node) {
	path := []*node{root}
	n := root
	v, valued := 0.0, false
	for !d.Over() {
		who, legal := b.turn(d, p)
		if len(legal) == 0 {
			break
		}
		if len(legal) == 1 { // nothing to choose: no node
			if d.Answer(who, legal[0]) != nil {
				break
			}
			continue
		}
		if !n.expanded {
			best := b.expand(n, d, who, legal)
			if v, valued = best, true; who != p {
				v = 1 - best
			}
			break
		}
		next := b.descend(n, d, who, legal)
		if next == nil || d.Answer(who, next.answer) != nil {
			break // the game refuses every suggestion: score what we have
		}
		path = append(path, next)
		n = next
	}
	if !valued {
		v = b.value(d, p)
	}
	for _, x := range path[1:] {
		x.visits++
		if x.player == p {
			x.reward += v
		} else {
			x.reward += 1 - v
		}
	}
}

// turn is who answers the pending decision and what they may answer.
// Where several players are asked at once (secret choices), the searching
// player p answers first, as at the root.
func (b *Search) turn(d engine.Game, p int) (int, []engine.Answer) {
	pd := d.Pending()
	if pd == nil || len(pd.Players) == 0 {
		return -1, nil
	}
	who := pd.AnswererFor(p)
	return who, choices(d, who)
}

// expand makes a child of n for each legal answer, valued one ply deep
// for who, and returns the best of those values.
func (b *Search) expand(n *node, d engine.Game, who int, legal []engine.Answer) float64 {
	n.expanded = true
	best := 0.0
	for _, a := range legal {
		if c := b.add(n, d, who, a); c != nil {
			best = max(best, c.reward/c.visits)
			if b.late() {
				break
			}
		}
	}
	return best
}

// late reports whether the decision's time budget is spent.
func (b *Search) late() bool {
	return !b.deadline.IsZero() && time.Now().After(b.deadline)
}

// add makes n's child for who's answer a, its value the score one ply
// deep counted as Prior playouts; nil if the game refuses the answer.
func (b *Search) add(n *node, d engine.Game, who int, a engine.Answer) *node {
	t := after(d, who, a)
	if t == nil {
		return nil
	}
	c := &node{answer: a, player: who, visits: b.Prior, avail: b.Prior, reward: b.Prior * b.value(t, who)}
	n.children = append(n.children, c)
	return c
}

// descend picks the child of n to follow: the best by UCB among the
// answers legal in this deal (those met here for the first time are
// added, valued one ply deep, unless the budget is spent).
func (b *Search) descend(n *node, d engine.Game, who int, legal []engine.Answer) *node {
	var best *node
	bestU := math.Inf(-1)
	for _, a := range legal {
		c := n.child(who, a)
		if c == nil {
			if b.late() && best != nil { // past the budget: choose among those known
				continue
			}
			if c = b.add(n, d, who, a); c == nil {
				continue
			}
		}
		c.avail++
		if u := c.reward/c.visits + b.Explore*math.Sqrt(math.Log(c.avail)/c.visits); u > bestU {
			best, bestU = c, u
		}
	}
	return best
}

// child finds n's child for player who's answer a (decisions met at one
// node differ between determinizations, and so may their players).
func (n *node) child(who int, a engine.Answer) *node {
	for _, c := range n.children {
		if c.player == who && c.answer.Equal(a) {
			return c
		}
	}
	return nil
}

// value is how the game stands for p, in [0, 1]: 1 or 0 once won or
// lost, else the game's score for p squashed.
func (b *Search) value(d engine.Game, p int) float64 {
	if d.Over() {
		switch d.Winner() {
		case p:
			return 1
		case -1:
			return 0.5
		}
		return 0
	}
	return 1 / (1 + math.Exp(-d.(engine.Scorer).Score(p)/b.Scale))
}
