package sim

import (
	"fmt"
	"html"
	"sort"
	"strings"
)

// HTML writes the result as one self-contained page with SVG charts: the
// win rates with their intervals, the game lengths, how games were won.
func (r Result) HTML(title string, bots [2]string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!doctype html><html><head><meta charset=\"utf-8\"><title>%s</title>", html.EscapeString(title))
	b.WriteString(`<style>body{font-family:sans-serif;max-width:720px;margin:2em auto;color:#222}
svg{display:block;margin:1em 0}text{font-size:12px}pre{background:#f4f4f4;padding:1em}</style></head><body>`)
	fmt.Fprintf(&b, "<h1>%s</h1><pre>%s</pre>", html.EscapeString(title), html.EscapeString(r.Report(bots)))

	// Win rates, each with its 95% interval.
	finished := r.Wins[0] + r.Wins[1]
	b.WriteString(`<h2>Win rates</h2><svg width="640" height="90" role="img" aria-label="win rates">`)
	for i, name := range bots {
		y := 10 + 40*i
		w := 500 * pct(r.Wins[i], finished) / 100
		lo, hi := Wilson(r.Wins[i], finished)
		fmt.Fprintf(&b, `<text x="0" y="%d">%s</text><rect x="80" y="%d" width="%.1f" height="24" fill="#4a7bb7"/>`,
			y+16, html.EscapeString(name), y, w)
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#000"/><text x="%.1f" y="%d">%.1f%%</text>`,
			80+500*lo, 80+500*hi, y+12, y+12, 90+w, y+16, pct(r.Wins[i], finished))
	}
	b.WriteString(`</svg>`)

	// Game lengths, as a histogram.
	if len(r.Lengths) > 0 {
		lengths := append([]int(nil), r.Lengths...)
		sort.Ints(lengths)
		lo, hi := lengths[0], lengths[len(lengths)-1]
		const bins = 20
		width := max(1, (hi-lo+bins)/bins)
		counts := make([]int, bins)
		top := 1
		for _, n := range lengths {
			k := min((n-lo)/width, bins-1)
			counts[k]++
			top = max(top, counts[k])
		}
		b.WriteString(`<h2>Game lengths (answers)</h2><svg width="640" height="160" role="img" aria-label="game lengths">`)
		for k, n := range counts {
			h := 120 * n / top
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="28" height="%d" fill="#7bb74a"><title>%d to %d: %d games</title></rect>`,
				10+31*k, 130-h, h, lo+k*width, lo+(k+1)*width-1, n)
		}
		fmt.Fprintf(&b, `<text x="10" y="150">%d</text><text x="580" y="150">%d</text></svg>`, lo, hi)
	}

	// How games were won.
	b.WriteString(`<h2>Endings</h2><svg width="640" height="` + fmt.Sprint(30*len(r.Endings)+10) + `" role="img" aria-label="endings">`)
	var kinds []string
	for k := range r.Endings {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for i, k := range kinds {
		w := 400 * pct(r.Endings[k], finished) / 100
		fmt.Fprintf(&b, `<text x="0" y="%d">%s</text><rect x="200" y="%d" width="%.1f" height="20" fill="#b74a7b"/><text x="%.1f" y="%d">%d</text>`,
			20+30*i, html.EscapeString(k), 6+30*i, w, 206+w, 20+30*i, r.Endings[k])
	}
	b.WriteString(`</svg></body></html>`)
	return b.String()
}
