// The L5R CCG's board, drawn from its table view (games/l5rccg/table.go):
// the other sides above, the attack and its battlefields in the middle,
// the player's own side below.
"use strict";

(window.tessenBoards = window.tessenBoards || {})["l5r-ccg"] = function draw(t, ui) {
  const { el, card } = ui;
  const seatName = (i) => ui.seatName(i);

  function side(s) {
    const head = el("div", "side-head",
      el("strong", "", s.you ? `${s.name} (you)` : s.name),
      el("span", "pool", `Family Honor ${s.honor}`),
      el("span", "pool", `Gold Production ${s.production}`),
      s.out ? el("span", "pool out", "out of the game") : null,
      t.pay && t.pay.player === s.seat ? el("span", "pool paying", `paying ${t.pay.cost} Gold of ${t.pay.available} available`) : null,
      el("span", "pool", `hand ${s.handCount}`),
      el("span", "pool", `decks ${s.dynastyDeck} Dynasty / ${s.fateDeck} Fate`),
      el("span", "pool", `discards ${s.dynastyDiscards} / ${s.fateDiscards}`));
    const keep = el("div", "row keep", card(s.stronghold, ["Stronghold", `Provinces of strength ${s.strength}`]),
      ...(s.preGame || []).map((c) => card(c, ["beside the Stronghold"])));
    const provinces = el("div", "row provinces", ...s.provinces.map((p) => {
      const lines = [`Province ${p.number}`];
      if (p.gold) lines.push(`${p.gold} Gold`);
      const top = p.destroyed ? el("div", "card broken", el("span", "title", `Province ${p.number}`), el("span", "line", "destroyed"))
        : p.card ? card(p.card, lines) : el("div", "card", el("span", "title", `Province ${p.number}`), el("span", "line", "empty"));
      return el("div", "province", top, ...(p.regions || []).map((r) => card(r, ["Region"], "dynasty")));
    }));
    const holdings = el("div", "row holdings", ...s.holdings.map((c) => card(c, ["Holding"])), ...(s.others || []).map((c) => card(c)));
    const units = el("div", "row characters", ...s.units.map((u) => {
      const lines = [`${u.force}F · ${u.chi}C · ${u.honor}PH`, u.where ? `at battlefield ${u.where}` : "at home"];
      if (u.dishonored) lines.push("dishonored");
      return el("div", "character", card(u.card, lines, u.where ? "in-conflict" : ""), ...(u.attachments || []).map((a) => card(a, [], "attachment")));
    }));
    if (s.units.length === 0) units.append(el("span", "none", "no Personalities in play"));
    const parts = [head, keep, provinces];
    if (s.holdings.length || (s.others || []).length) parts.push(el("h4", "", "Holdings"), holdings);
    parts.push(el("h4", "", "Units"), units);
    if (s.field && s.field.length) parts.push(el("h4", "", "Terrains and Formations"), el("div", "row", ...s.field.map((c) => card(c))));
    if (s.you) parts.push(el("h4", "", "Your hand"), ui.hand(s.hand, (c) => card(c)));
    else if (s.hand && s.hand.length) parts.push(el("h4", "", "Face-up in hand"), el("div", "row hand", ...s.hand.map((c) => card(c))));
    return el("section", "side" + (s.you ? " you" : ""), ...parts);
  }

  const middle = [el("div", "round", `Turn ${t.turn}, ${t.phase} Phase · ${ui.possessive(t.active)} turn` +
    (t.favor >= 0 ? ` · Imperial Favor: ${seatName(t.favor)}` : ""))];
  if (t.attack) {
    const a = t.attack;
    middle.push(el("div", "conflict", `${ui.does(a.attacker, "attack")} ${seatName(a.defender)}`),
      el("div", "row battlefields", ...a.fields.map((f) => el("div", "ring" + (f.fighting ? " contested" : ""),
        el("strong", "", `Province ${f.province}`), el("div", "", `${f.attackerForce} against ${f.defenderForce}`),
        el("div", "", f.fighting ? "being fought" : f.fought ? "fought" : "")))));
  }
  if (t.pay) middle.push(el("div", "conflict", `${ui.does(t.pay.player, "pay")} ${t.pay.cost} Gold for `, card(t.pay.for), ` · ${t.pay.available} Gold available`));
  if (t.duel) middle.push(el("div", "conflict", "Duel: ", card(t.duel[0]), " challenges ", card(t.duel[1])));
  const sides = t.sides.map(side);
  const own = sides.pop();
  // A player out of the game watches the rest, asked nothing.
  const out = t.sides.some((s) => s.you && s.out) ? el("div", "eliminated", "You are out of the game: you watch the rest of it.") : null;
  return el("div", "lcg-board", out, ...sides, el("section", "middle", ...middle), own);
};
