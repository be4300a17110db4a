// AGoT 1e's board, drawn from its table view (games/agot1e/table.go): the
// other sides above (clockwise from the player's left), the round, its
// phase and the challenge under way in the middle, the player's own side
// below. Each side shows its House and power toward victory, its gold,
// its title in a melee, its revealed plot, its piles, and its characters
// and locations as they stand (STR, icons, kneeling, power, attachments
// and duplicates).
"use strict";

(function () {
  const game = "agot-1e";
  const winning = 15; // the power that wins (AG-WIN-2)
  const iconShort = { military: "Mil", intrigue: "Int", power: "Pow" };

  // words: a slug as a person reads it ("hand-of-the-king": "Hand of the King").
  const words = (slug) => slug.split("-").map((w, i) => (i > 0 && (w === "of" || w === "the") ? w : w[0].toUpperCase() + w.slice(1))).join(" ");
  const capital = (s) => s[0].toUpperCase() + s.slice(1);
  const seatOf = (label) => { const m = /^player(\d+)$/.exec(label); return m ? Number(m[1]) - 1 : -1; };
  const plural = (n, what) => `${n} ${what}${n === 1 || what === "gold" || what === "power" ? "" : "s"}`;

  // Composing (table.js's composing, whose ui and composition it reads):
  // the words on the buttons and labels, and which characters may attack
  // in the challenge type chosen.
  (window.tessenCompose = window.tessenCompose || {})[game] = {
    verb: (v) => {
      const none = composition && composition.verb === v && composition.picks.every((p) => !p.cards.length);
      if (none && v === "defend") return "Declare no defenders";
      if (none && v === "setup") return "Place no setup cards";
      return ({ challenge: "Initiate the challenge", defend: "Declare these defenders", setup: "Place these setup cards",
        reveal: "Reveal", choose: "Choose", order: "Resolve in this order" })[v] || v;
    },
    label: (part, l) => {
      if (seatOf(l) >= 0) return ui.seatName(seatOf(l));
      return part.name === "challenge type" ? capital(l) : words(l);
    },
    pickable: (card, part, composition) => {
      if (composition.verb !== "challenge" || part.name !== "attackers") return true;
      const i = composition.parts.findIndex((p) => p.name === "challenge type");
      const type = i >= 0 ? composition.picks[i].label : "";
      return !type || (card.icons || []).includes(type);
    },
  };

  (window.tessenBoards = window.tessenBoards || {})[game] = function draw(t, ui) {
    const { el, card } = ui;
    const seatName = (i) => ui.seatName(i);
    const composing = (verb) => typeof composition === "object" && composition && composition.verb === verb ? composition : null;
    const you = t.sides.find((s) => s.you);
    // picked: the cards of a part of the composition under way, as drawn.
    const picked = (comp, name) => {
      const i = comp.parts.findIndex((p) => p.name === name);
      if (i < 0 || !you) return [];
      const mine = [...you.characters, ...(you.hand || [])];
      return comp.picks[i].cards.map((id) => mine.find((c) => c.id === id)).filter((c) => c);
    };
    const sum = (cs, f) => cs.reduce((n, c) => n + (f(c) || 0), 0);

    // character: a character in play with what stands on it: its STR and
    // icons, its power, kneeling or standing, its part in the challenge,
    // and its attachments and duplicates under it.
    function character(c) {
      const lines = [`STR ${c.str || 0} · ${(c.icons || []).map((i) => iconShort[i]).join(" ") || "no icons"}`];
      if (c.power) lines.push(plural(c.power, "power"));
      if (c.gold) lines.push(plural(c.gold, "gold") + " on it");
      lines.push(c.kneeling ? "kneeling" : "standing");
      if (c.side) lines.push(c.side);
      if (c.bypassed) lines.push("bypassed by stealth");
      if (c.dying) lines.push("leaving play");
      const cls = [c.kneeling ? "bowed" : "", c.side ? "in-conflict" : "", c.dying ? "broken" : ""].join(" ");
      return el("div", "character", card(c, lines, cls), ...(c.attached || []).map(attachment));
    }
    function attachment(a) {
      return card(a, [a.dup ? "duplicate" : a.kneeling ? "attachment, kneeling" : "attachment"], "attachment" + (a.kneeling ? " bowed" : ""));
    }
    // printed: a plot's printed values, as its card says them.
    function printed(c) {
      return c.plot ? [`income ${c.plot.income}`, `initiative ${c.plot.initiative}`, `claim ${c.plot.claim}`] : [];
    }
    function location(c) {
      const lines = [];
      if (c.power) lines.push(plural(c.power, "power"));
      if (c.gold) lines.push(plural(c.gold, "gold") + " on it");
      lines.push(c.kneeling ? "kneeling" : "standing");
      return el("div", "character", card(c, lines, c.kneeling ? "bowed" : ""), ...(c.attached || []).map(attachment));
    }

    function side(s) {
      const badges = [];
      if (s.seat === t.first && t.round > 0) badges.push(el("span", "pool first", "first player"));
      if (s.seat === t.active && (t.phase === "marshalling" || t.phase === "challenges")) badges.push(el("span", "pool first", "active"));
      if (s.out) badges.push(el("span", "pool out", "out of the game"));
      const name = el("strong", "", s.you ? `${s.name} (you)` : s.name);
      // An opponent's name picks them as the player challenged while a
      // melee's challenge is composed, answers where an answer names them
      // alone (the first player named), or narrows the answers to those
      // that name them.
      let who = name;
      if (!s.you) {
        const label = `player${s.seat + 1}`;
        const names = (a) => (a.labels || []).includes(label);
        const alone = (a) => !(a.cards || []).length && (a.labels || []).length === 1 && a.labels[0] === label;
        who = ui.answering(el("button", "opponent", name), "seat " + s.seat, alone, names, null, [{ part: "opponent", label }]);
        if (!who.classList.contains("can")) who = name;
      }
      const head = el("div", "side-head", who,
        el("span", "pool power", `power ${s.power} of ${winning}`),
        el("span", "pool", `gold ${s.gold}`),
        s.title ? el("span", "pool title", words(s.title) + (s.supported ? " (your title supports it: you may not challenge them)" : s.rival ? " (your title opposes it)" : "")) : null,
        ...badges,
        s.challenged && s.challenged.length ? el("span", "pool", `challenged: ${s.challenged.join(", ")}`) : null);
      const keep = el("div", "row keep", card(s.house, [s.house.power ? `${plural(s.house.power, "power")} on it` : "House card"], "house"));
      if (s.plot) {
        // the values as they count now, the plot's own where they differ
        const now = (what, n) => `${what} ${n}` + (s.plot.plot && s.plot.plot[what] !== n ? ` (printed ${s.plot.plot[what]})` : "");
        keep.append(card(s.plot, [now("income", s.income), now("initiative", s.initiative), now("claim", s.claim)], "plot"));
      }
      else keep.append(el("div", "card none", el("span", "title", "no plot revealed")));
      const counts = el("div", "counts", [`hand ${s.handCount}`, `deck ${s.deck}`, `plot deck ${s.plotCount}`, `Shadows ${(s.shadows || []).length}`].join(" · "));
      const characters = el("div", "row characters", ...s.characters.map(character));
      if (s.characters.length === 0) characters.append(el("span", "none", "no characters in play"));
      const parts = [head, keep, counts, el("h4", "", "Characters"), characters];
      if (s.locations.length) parts.push(el("h4", "", "Locations"), el("div", "row locations", ...s.locations.map(location)));
      if (s.setup && s.setup.length) {
        parts.push(el("h4", "", "Setup cards, face down"), el("div", "row", ...s.setup.map((c) => card(c, c.def ? ["placed face down"] : [], "facedown"))));
      }
      if (s.shadows && s.shadows.length) {
        parts.push(el("h4", "", "Shadows"), el("div", "row shadows", ...s.shadows.map((c) => card(c, c.def ? ["in Shadows"] : [], "facedown"))));
      }
      if (s.you) {
        parts.push(el("h4", "", "Your hand"), ui.hand(s.hand, (c) => card(c, [[c.type, c.cost !== undefined ? `cost ${c.cost}` : ""].filter((x) => x).join(" · ")], "")));
      }
      if (s.you && s.plotDeck) {
        parts.push(el("h4", "", "Your plot deck"), el("div", "row plots", ...s.plotDeck.map((c) => card(c, printed(c), "plot"))));
      }
      parts.push(piles(s));
      return el("section", "side" + (s.you ? " you" : ""), ...parts);
    }

    // piles: the used plots, the discard pile and the dead pile, folded
    // away but for their counts unless a card in them is an answer.
    function piles(s) {
      const ps = [["used plots", s.used || []], ["discard pile", s.discard || []], ["dead pile", s.dead || []]];
      const rows = ps.filter(([, cs]) => cs.length).map(([k, cs]) => el("div", "row discard", el("span", "pile", `${k}:`), ...cs.map((c) => card(c, printed(c), "in-discard"))));
      const box = el("details", "discards", el("summary", "", ps.map(([k, cs]) => `${k} ${cs.length}`).join(" · ")), ...rows);
      box.open = box.querySelector(".can") !== null;
      return box;
    }

    const phase = t.round > 0 ? `the ${t.phase} phase` : "setup";
    const facts = [t.round > 0 ? `Round ${t.round}, ${phase}` : "Setup, before the first round"];
    if (t.round > 0) facts.push(`first player: ${seatName(t.first)}`);
    if (t.phase === "marshalling" || t.phase === "challenges") facts.push(`active: ${seatName(t.active)}`);
    if (t.initiative >= 0 && t.round > 0) facts.push(`initiative: ${seatName(t.initiative)}`);
    if (t.dominance >= 0) facts.push(`dominance: ${seatName(t.dominance)}`);
    const middle = [el("div", "round", facts.join(" · "))];
    const c = t.challenge;
    if (c && c.on) {
      middle.push(el("div", "conflict challenge", `${capital(c.type)} challenge: ${ui.does(c.attacker, "attack")} ${seatName(c.defender)} — STR ${c.attStr} against ${c.defStr}`));
    } else if (c && t.phase === "challenges") {
      const how = c.winner < 0 ? `nobody won it, ${c.attStr} to ${c.defStr}` : `${ui.does(c.winner, "win")} it, ${Math.max(c.attStr, c.defStr)} to ${Math.min(c.attStr, c.defStr)}${c.unopposed ? ", unopposed" : ""}`;
      middle.push(el("div", "last-challenge", `The last challenge: ${ui.possessive(c.attacker)} ${c.type} challenge against ${seatName(c.defender)} — ${how}`));
    }
    if (composing("challenge")) {
      const att = picked(composition, "attackers");
      middle.push(el("div", "note", "Choose the challenge type" + (t.sides.length > 2 ? ", click the opponent you challenge" : "") +
        ", then click your attackers (standing, with the type's icon)" + (att.length ? ` — STR ${sum(att, (c) => c.str)} chosen.` : ".")));
    }
    if (composing("defend") && c && c.on) {
      const def = picked(composition, "defenders");
      const can = composition.parts[0] && (composition.parts[0].cards || []).length;
      middle.push(el("div", "note", can ? `Click your defenders: STR ${sum(def, (x) => x.str)} chosen against the attackers' ${c.attStr}.`
        : "None of your characters can defend (standing, with the challenge's icon, not bypassed by stealth)."));
    }
    if (composing("setup")) {
      const cards = picked(composition, "setup cards");
      middle.push(el("div", "note", `Click the cards you place in setup: ${sum(cards, (x) => x.cost)} of 5 gold chosen.`));
    }
    if (t.victory) middle.push(el("div", "conflict", `Won: ${t.victory}`));
    // The cards a composition may pick that no side shows (a card of a
    // hand or a deck an ability chooses among) are drawn here.
    if (typeof composition === "object" && composition) {
      const drawn = new Set();
      const note = (c) => { drawn.add(c.id); (c.attached || []).forEach(note); };
      for (const s of t.sides) {
        [s.house, s.plot, ...(s.hand || []), ...(s.plotDeck || []), ...(s.used || []), ...(s.discard || []), ...(s.dead || []),
          ...(s.shadows || []), ...(s.setup || []), ...s.characters, ...s.locations].filter((c) => c).forEach(note);
      }
      const rest = [...new Set(composition.parts.flatMap((p) => (p.kind === "label" ? [] : p.cards || [])))].filter((id) => !drawn.has(id));
      if (rest.length) middle.push(el("h4", "", "Also to choose from"), el("div", "row", ...rest.map((id) => card({ id, title: titles[id] }))));
    }
    const sides = t.sides.map(side);
    const own = sides.pop();
    const out = t.sides.some((s) => s.you && s.out) ? el("div", "eliminated", "You are out of the game: you watch the rest of it.") : null;
    return el("div", "lcg-board agot-board", out, ...sides, el("section", "middle", ...middle), own);
  };
})();
