// The L5R LCG's board, drawn from its table view (games/l5rlcg/table.go):
// the other sides above, the rings, the Imperial Favor and the conflict in
// the middle, the player's own side below.
"use strict";

(window.tessenBoards = window.tessenBoards || {})["l5r-lcg"] = function draw(t, ui) {
  const { el, card } = ui;
  const seatName = (i) => ui.seatName(i);

  function side(s) {
    const head = el("div", "side-head",
      el("strong", "", s.you ? `${s.name} (you)` : s.name),
      el("span", "pool", `honor ${s.honor}`),
      el("span", "pool", `fate ${s.fate}`),
      el("span", "pool", `hand ${s.handCount}`),
      el("span", "pool", `decks ${s.dynastyDeck} dynasty / ${s.conflictDeck} conflict`),
      s.bid ? el("span", "pool", `bid ${s.bid}`) : null,
      s.conflicts ? el("span", "pool", conflictsLeft(s.conflicts)) : null,
      s.seat === t.first ? el("span", "pool first", "first player") : null,
      s.out ? el("span", "pool out", "out of the game") : null);
    const provinces = el("div", "row provinces", ...s.provinces.map((p) => {
      const attacked = s.you ? null : (a) => a.verb === "declare" && (a.labels || [])[2] === p.label; // the conflicts declared at it
      const picks = s.you ? null : [{ part: "province", label: p.label }, { part: "defending player", label: String(s.seat + 1) }];
      const prov = card(p.card, [`province ${p.label}`, `strength ${p.strength}`], p.broken ? "broken" : p.facedown ? "facedown" : "", attacked, picks);
      return el("div", "province", prov, ...p.cards.map((c) => card(c, [], "dynasty")));
    }));
    const keep = el("div", "row keep");
    if (s.stronghold) keep.append(card(s.stronghold, ["stronghold"]));
    if (s.role) keep.append(card(s.role, ["role"]));
    const characters = el("div", "row characters", ...s.characters.map((c) => {
      const lines = [`${c.military} mil · ${c.political} pol · glory ${c.glory}`];
      if (c.fate) lines.push(`${c.fate} fate`);
      if (c.status) lines.push(c.status);
      const cls = [c.inConflict ? "in-conflict" : "", c.status].join(" ");
      return el("div", "character", card(c.card, lines, cls), ...(c.attachments || []).map((a) => card(a, [], "attachment")));
    }));
    if (s.characters.length === 0) characters.append(el("span", "none", "no characters in play"));
    const parts = [head, provinces, keep, el("h4", "", "In play"), characters];
    if (s.you) parts.push(el("h4", "", "Your hand"), ui.hand(s.hand, (c) => card(c)));
    parts.push(discards(s.discards || {}));
    return el("section", "side" + (s.you ? " you" : ""), ...parts);
  }

  // conflictsLeft says what a player may still declare this phase.
  function conflictsLeft(c) {
    if (!c.left) return "no conflicts left";
    const types = c.types.length === 2 && c.left === 1 ? "military or political" : c.types.join(" and ");
    return `${c.left} conflict${c.left > 1 ? "s" : ""} left (${types})`;
  }

  // discards: both discard piles, folded away but for their counts unless
  // a card in them is an answer.
  function discards(d) {
    const piles = ["dynasty", "conflict"].map((k) => [k, d[k] || []]);
    const cards = piles.map(([k, cs]) => el("div", "row discard", el("span", "pile", `${k}:`), ...cs.map((c) => card(c, [], "in-discard"))));
    const box = el("details", "discards", el("summary", "", `discard piles: ${piles.map(([k, cs]) => `${cs.length} ${k}`).join(", ")}`), ...cards);
    box.open = box.querySelector(".can") !== null;
    return box;
  }

  // A ring answers when clicked if one answer names it alone (choosing
  // it); else it narrows the answers to those at it (the conflicts to
  // declare).
  const rings = el("div", "row rings", ...t.rings.map((r) => {
    const lines = [r.claimed >= 0 ? `claimed by ${seatName(r.claimed)}` : "unclaimed"];
    if (r.fate) lines.push(`${r.fate} fate`);
    const b = el("button", `ring ring-${r.element}` + (r.contested ? " contested" : ""), el("strong", "", r.element), ...lines.map((l) => el("div", "", l)));
    const names = (a) => (a.labels || []).includes(r.element);
    return ui.answering(b, "ring " + r.element, (a) => names(a) && !(a.cards || []).length, names, null, [{ part: "ring", label: r.element }]);
  }));
  const middle = [el("div", "round", `Round ${t.round}, ${t.phase} phase (step ${t.step}) · first player: ${seatName(t.first)}` +
    (t.favor >= 0 ? ` · Imperial Favor: ${seatName(t.favor)}${t.favorType ? " (" + t.favorType + ")" : ""}` : "")), rings];
  if (t.conflict) {
    const c = t.conflict;
    middle.push(el("div", "conflict", `${c.type} ${c.ring} conflict: ${ui.does(c.attacker, "attack")} ${ui.possessive(c.defender)} province ${c.province} — ${c.attackerSkill} to ${c.defenderSkill}`));
  }
  const sides = t.sides.map(side);
  const own = sides.pop();
  // A player eliminated from a skirmish watches the rest, asked nothing.
  const out = t.sides.some((s) => s.you && s.out) ? el("div", "eliminated", "You are out of the game: you watch the rest of it.") : null;
  return el("div", "lcg-board", out, ...sides, el("section", "middle", ...middle), own);
};
