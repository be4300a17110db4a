// The table: draws what the server sends (the seat's view of the game,
// the decision and its answers) and sends the answer clicked. It holds no
// rules: the server checks every answer.
"use strict";

const id = location.pathname.split("/").pop();
const defs = {}; // card definitions described so far
let state = null;
let socket = null;
let retry = 500;

function text(el, s) {
  el.textContent = s;
}

function seatName(i) {
  return state.seats[i] ? state.seats[i].name : "seat " + (i + 1);
}

function drawStatus() {
  const s = state;
  text($("title"), `${s.label}: ${s.seats.map((x) => (x.kind === "open" ? "(an open seat)" : x.name)).join(" against ")}`);
  let status;
  if (s.over) {
    status = s.winner === s.seat ? "You won" : s.winner >= 0 ? `${seatName(s.winner)} won` : "The game is over";
    if (s.ending) status += ` (${s.ending})`;
  } else if (s.waiting) {
    status = "Waiting for players";
  } else if (s.seat < 0) {
    status = "Watching";
  } else if (s.options && s.options.length) {
    status = "Your decision";
  } else if (s.decision) {
    status = `Waiting for ${s.decision.players.map(seatName).join(", ")}`;
  }
  text($("status"), status + ` · move ${s.seq}`);
}

function drawDecision() {
  const d = state.decision;
  let prompt = state.over ? "The game is over" : d ? d.prompt : state.waiting ? "The game starts when every seat is taken" : "…";
  if (d && !state.over && !(state.options && state.options.length)) {
    prompt = `${d.players.map(seatName).join(", ")}: ${prompt}`; // someone else's decision
  }
  text($("prompt"), prompt);
  text($("step"), d && d.step ? `Step ${d.step}` : "");
  const composed = composedVerbs();
  drawCompose(composed);
  const all = (state.options || []).filter((o) => !composed.includes(o.answer.verb));
  const q = $("filter").value.trim().toLowerCase();
  const shown = all.filter((o) => narrowing.every((n) => n.names(o.answer)) && (!q || o.label.toLowerCase().includes(q)));
  const buttons = grouped(shown).map((g) => {
    if (g.length === 1) {
      const b = document.createElement("button");
      b.textContent = g[0].label;
      b.addEventListener("click", () => send(g[0].answer));
      return b;
    }
    const pick = ui.el("span", "many", "");
    const sel = document.createElement("select");
    sel.setAttribute("aria-label", "the answer");
    g.forEach((o, i) => sel.append(new Option(o.label, String(i))));
    const b = ui.el("button", "", "Answer");
    b.addEventListener("click", () => send(g[Number(sel.value)].answer));
    pick.append(sel, b);
    return pick;
  });
  $("options").replaceChildren(...buttons);
  $("filter").hidden = all.length <= 12;
  $("narrowed").hidden = shown.length === all.length;
  text($("narrowed-count"), `${shown.length} of ${all.length} answers`);
  $("decision").classList.toggle("yours", buttons.length > 0 || composed.length > 0);
  $("hint").hidden = (buttons.length === 0 && composed.length === 0) || state.type === "replay";
  $("hints").replaceChildren();
}

// grouped lists the answers shown, each alone but a run of many of one
// verb naming at most one card and no word (fate placed, Gold spent, a
// card of a deck searched): those are one choice, a list to pick from and
// its button, so that the answers are never a wall of buttons. The
// groups stand where their first answer stood.
const many = 10;
function grouped(options) {
  const plain = (o) => !(o.answer.labels && o.answer.labels.length) && (o.answer.cards || []).length <= 1;
  const count = {};
  for (const o of options) if (plain(o)) count[o.answer.verb] = (count[o.answer.verb] || 0) + 1;
  const out = [], at = {};
  for (const o of options) {
    const v = o.answer.verb;
    if (!plain(o) || count[v] < many) out.push([o]);
    else if (v in at) out[at[v]].push(o);
    else at[v] = out.push([o]) - 1;
  }
  return out;
}

// A decision whose answers are made of parts (decision.parts: a label
// among several, several cards, a label for each card chosen) is answered
// by composing them: labels picked here, cards clicked on the board, and
// one button to confirm; the server checks the whole and says what is
// wrong. composition holds the picks of the verb being composed, until
// another decision is asked (a state sent again of the same decision, as
// when another player answers a choice made at once, keeps them).
let composition = null;
const titles = {}; // the cards drawn, by handle: what a pick names

// composing is what a game's drawing adds to composing its answers
// (window.tessenCompose[game], all optional): verb(v), the words on the
// button that sends a verb composed; label(part, l), the words for a
// label; pickable(card, part, composition), whether a card drawn may be
// picked for a part as the composition stands (an attacker without the
// icon of the challenge type chosen may not; one picked may always be
// left out).
function composing() {
  return (window.tessenCompose || {})[state && state.game] || {};
}
const verbWords = (v) => (composing().verb ? composing().verb(v) : v);
const labelWords = (p, l) => (composing().label ? composing().label(p, l) : l);

// composedVerbs are the open verbs answered by composing: all but a
// choice of one card each of which an answer offered names alone (that
// card is clicked, as any answer naming it).
function composedVerbs() {
  const d = state.decision;
  if (!d || !d.parts || state.type === "replay") return [];
  const options = state.options || [];
  const verbs = [...new Set(d.parts.map((p) => p.verb))];
  return verbs.filter((v) => {
    const ps = d.parts.filter((p) => p.verb === v);
    const one = ps.length === 1 && ps[0].kind === "cards" && ps[0].max === 1 && ps[0].min === 1;
    return !one || !(ps[0].cards || []).every((c) => options.some((o) => o.answer.verb === v && o.answer.cards && o.answer.cards.length === 1 && o.answer.cards[0] === c));
  });
}

// compose starts composing the first of the verbs composed, unless one of
// them is composed for this decision already (the board draws its picks,
// so this comes before it is drawn).
function compose(verbs) {
  if (!verbs.length) composition = null;
  else if (!composition || composition.serial !== serialOf(state) || !verbs.includes(composition.verb)) startComposing(verbs[0]);
}

// serialOf is the number of the decision a state asks (0: none): the
// same number is the same decision, however often it is sent.
function serialOf(m) {
  return m && m.decision ? m.decision.serial : 0;
}

function startComposing(verb) {
  const parts = state.decision.parts.filter((p) => p.verb === verb);
  composition = { verb, serial: serialOf(state), parts, picks: parts.map((p) => ({ label: p.kind === "label" && (p.labels || []).length === 1 ? p.labels[0] : "", cards: [], labels: [] })) };
}

function toggleCard(part, card) {
  text($("error"), ""); // what was refused is being mended
  const pick = composition.picks[part];
  const at = pick.cards.indexOf(card);
  if (at >= 0) {
    pick.cards.splice(at, 1);
    pick.labels.splice(at, 1);
  } else {
    pick.cards.push(card);
    const labels = composition.parts[part].labels || [];
    pick.labels.push(labels.length === 1 ? labels[0] : "");
  }
  drawBoard(state);
  drawDecision();
}

// drawCompose draws the composition of the (first) verb composed: each
// part with what is picked, and the button that sends it.
function drawCompose(verbs) {
  const box = $("compose");
  box.hidden = verbs.length === 0;
  compose(verbs);
  if (!composition) return box.replaceChildren();
  const rows = composition.parts.map((p, i) => {
    const pick = composition.picks[i];
    const row = ui.el("div", "part", ui.el("span", "part-name", p.name + ": "));
    if (p.kind === "label") {
      for (const l of p.labels || []) {
        const b = ui.el("button", "quiet" + (pick.label === l ? " chosen" : ""), labelWords(p, l));
        b.type = "button";
        b.setAttribute("aria-pressed", pick.label === l);
        b.addEventListener("click", () => {
          pick.label = l;
          text($("error"), "");
          drawBoard(state);
          drawDecision();
        });
        row.append(b);
      }
      return row;
    }
    const bounds = p.min === p.max ? `${p.min}` : `${p.min || 0} to ${p.max}`;
    row.append(ui.el("span", "part-count", `${pick.cards.length} chosen (${bounds}): click them on the board`));
    const list = ui.el("ul", "picked");
    pick.cards.forEach((c, k) => {
      const li = ui.el("li", "", titles[c] || "a card");
      if (p.kind === "each") {
        const sel = ui.el("select", "");
        sel.append(ui.el("option", "", "…"), ...(p.labels || []).map((l) => Object.assign(ui.el("option", "", labelWords(p, l)), { value: l })));
        sel.value = pick.labels[k] || "…";
        sel.setAttribute("aria-label", `${p.name}: ${titles[c] || "a card"}`);
        sel.addEventListener("change", () => { pick.labels[k] = sel.value === "…" ? "" : sel.value; });
        li.append(" → ", sel);
      }
      const x = ui.el("button", "quiet", "✕");
      x.type = "button";
      x.setAttribute("aria-label", "leave out " + (titles[c] || "a card"));
      x.addEventListener("click", () => toggleCard(i, c));
      li.append(" ", x);
      list.append(li);
    });
    row.append(list);
    return row;
  });
  const go = ui.el("button", "", verbWords(composition.verb));
  go.type = "button";
  go.id = "compose-go";
  go.addEventListener("click", () => sendComposed());
  const other = verbs.length > 1 ? verbs.filter((v) => v !== composition.verb).map((v) => {
    const b = ui.el("button", "quiet", "or " + verbWords(v));
    b.type = "button";
    b.addEventListener("click", () => { startComposing(v); drawBoard(state); drawDecision(); });
    return b;
  }) : [];
  box.replaceChildren(...rows, ui.el("div", "compose-go", go, ...other));
}

function sendComposed() {
  const picks = composition.picks.map((pk, i) => {
    const p = composition.parts[i];
    if (p.kind === "label") return { label: pk.label };
    if (p.kind === "each") return { cards: pk.cards, labels: pk.labels };
    return { cards: pk.cards };
  });
  if (tell({ type: "compose", seq: state.seq, serial: composition.serial, verb: composition.verb, picks })) text($("error"), "");
}

function drawLog(lines) {
  const log = $("log");
  for (const line of lines || []) {
    const li = document.createElement("li");
    li.textContent = line;
    log.append(li);
  }
  while (log.children.length > 400) log.firstChild.remove();
  log.scrollTop = log.scrollHeight;
}

function drawCards() {
  const q = $("card-search").value.trim().toLowerCase();
  const names = Object.entries(defs)
    .map(([def, info]) => [def, info.title || def])
    .filter(([, title]) => !q || title.toLowerCase().includes(q))
    .sort((a, b) => a[1].localeCompare(b[1]));
  $("cards").replaceChildren(...names.map(([def, title]) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.textContent = title;
    b.addEventListener("click", () => showCard(def));
    li.append(b);
    return li;
  }));
}

// showCard shows a card as its game describes it for a table: its title,
// its printed facts as labelled lines and what its abilities do.
function showCard(def) {
  const info = defs[def];
  const box = $("card");
  box.replaceChildren();
  if (!info) return;
  const dl = ui.el("dl", "", ...(info.lines || []).flatMap((l) => [ui.el("dt", "", l.label), ui.el("dd", "", l.text)]));
  box.append(ui.el("h3", "", info.title || "a card"), dl, ...(info.abilities || []).map((a) => ui.el("p", "", a)));
}

// drawWaiting shows an open game's seats, and to a visitor holding none
// the form to take one.
async function drawWaiting() {
  $("waiting").hidden = !state.waiting;
  if (!state.waiting) return;
  const seats = state.seats.map((s) => (s.kind === "open" ? "an open seat" : s.name));
  text($("seats"), `Waiting for players: ${seats.join(", ")}. Send this page's address to whoever you want to play.`);
  const join = $("join");
  join.hidden = state.seat >= 0;
  $("fill").hidden = state.seat !== 0; // the maker's
  if ((!join.hidden || !$("fill").hidden) && !$("sample").options.length) {
    const kinds = await (await fetch("/api/kinds")).json();
    const kind = kinds.games.find((g) => g.name === state.game);
    const format = kind && kind.formats.find((f) => f.name === state.format);
    const samples = ((format && format.samples) || []).map((s) => [s, s[0].toUpperCase() + s.slice(1)]);
    for (const id of ["sample", "fill-deck"]) $(id).replaceChildren(...samples.map(([v, l]) => ui.el("option", "", l)).map((o, i) => ((o.value = samples[i][0]), o)));
    $("fill-bot").replaceChildren(...kinds.bots.map((b) => Object.assign(ui.el("option", "", b), { value: b })));
    if (!join.hidden) await myDeck.load(state.game);
  }
}

// myDeck is the deck a visitor takes a seat with: a sample, one they kept, or a list.
const myDeck = deckChoice($("sample"), $("saved"), $("list"), $("deck-chosen"));

async function joinGame(ev) {
  ev.preventDefault();
  text($("error"), "");
  const { ok, out } = await postJSON(`/api/games/${id}/join`, { deck: myDeck.deck(), name: $("name").value.trim() });
  if (!ok) text($("error"), out.error);
}

// ui is what a game's drawing (tessenBoards) builds with: elements, and
// cards that show what they are on hover and answer when clicked.
const ui = {
  el(tag, cls, ...children) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    e.append(...children.filter((c) => c !== null && c !== undefined && c !== ""));
    return e;
  },
  // card draws a card that shows what it is on hover, and answers when
  // clicked; also, if given, narrows the answers to those names accepts
  // (a province clicked to the conflicts declared at it), and picks, if
  // given, are what it stands for in a composition (see answering).
  card(c, lines = [], cls = "", also = null, picks = null) {
    const b = ui.el("button", "card " + cls + (c.bowed ? " bowed" : "") + (c.def ? "" : " hidden-card"),
      ui.el("span", "title", c.title || "a facedown card"), ...lines.map((l) => ui.el("span", "line", l)));
    b.dataset.id = c.id;
    if (c.def) b.addEventListener("mouseenter", () => showCard(c.def));
    titles[c.id] = c.title || "a facedown card";
    const pickable = composing().pickable || (() => true);
    const part = composition && composition.parts.findIndex((p, i) => p.kind !== "label" && (p.cards || []).includes(c.id) &&
      (composition.picks[i].cards.includes(c.id) || pickable(c, p, composition)));
    if (composition && part >= 0) { // composing: the card goes in or out of its part
      b.type = "button";
      b.classList.add("can");
      if (composition.picks[part].cards.includes(c.id)) b.classList.add("chosen");
      b.addEventListener("click", () => {
        if (c.def) showCard(c.def);
        toggleCard(part, c.id);
      });
      return b;
    }
    return ui.answering(b, "card " + c.id, (a) => a.cards && a.cards.length === 1 && a.cards[0] === c.id,
      (a) => (a.cards || []).includes(c.id) || (also !== null && also(a)), () => c.def && showCard(c.def), picks);
  },
  // answering makes a button of the board answer when clicked: with the
  // one answer offered that alone accepts, if there is one and the
  // answers are not being narrowed; else it narrows the answers shown to
  // those names accepts, with any clicked before (after shown, if given,
  // has shown what was clicked). key names the element across redraws of
  // the same move, which keep it outlined while it narrows the answers.
  // While an answer is composed of parts, an element that stands for
  // labels of them (picks: [{part, label}], a ring for the ring, a
  // province for the province and its player) picks them when clicked.
  answering(b, key, alone, names, shown, picks) {
    b.type = "button";
    const mine = composition && picks ? picks.map((pk) => [composition.parts.findIndex((p) => p.kind === "label" && p.name === pk.part && (p.labels || []).includes(pk.label)), pk.label]).filter(([i]) => i >= 0) : [];
    if (mine.length) {
      b.classList.add("can");
      if (mine.every(([i, l]) => composition.picks[i].label === l)) b.classList.add("chosen");
      b.addEventListener("click", () => {
        if (shown) shown();
        for (const [i, l] of mine) composition.picks[i].label = l;
        text($("error"), "");
        drawBoard(state);
        drawDecision();
      });
      return b;
    }
    const composed = composition ? composedVerbs() : [];
    const options = (state.options || []).filter((o) => !composed.includes(o.answer.verb)); // a verb composed is not listed
    const only = options.filter((o) => alone(o.answer));
    const named = options.some((o) => names(o.answer));
    if (named) b.classList.add("can");
    if (narrowing.some((n) => n.key === key)) b.classList.add("narrowing");
    b.addEventListener("click", () => {
      if (only.length === 1 && narrowing.length === 0) return send(only[0].answer);
      if (shown) shown();
      if (!named || narrowing.some((n) => n.key === key)) return;
      narrowing.push({ key, names });
      b.classList.add("narrowing");
      drawDecision();
    });
    return b;
  },
  // hand is the player's own hand, its cards drawn by draw: shown even
  // when empty, so the player always finds it.
  hand(cards, draw) {
    const row = ui.el("div", "row hand", ...(cards || []).map(draw));
    if (!cards || cards.length === 0) row.append(ui.el("span", "none", "empty"));
    return row;
  },
  seatName: (i) => (state && state.seat === i ? "you" : seatName(i)),
  // possessive is "your" or "Ann's"; does is "you attack" or "Ann attacks".
  possessive: (i) => (state && state.seat === i ? "your" : seatName(i) + "'s"),
  does: (i, verb) => (state && state.seat === i ? `you ${verb}` : `${seatName(i)} ${verb}s`),
};

// drawBoard draws the game, and its text board where the state carries
// it: the server sends it where the game has no drawing, or while "the
// board in words" is open here.
function drawBoard(m) {
  const draw = m.table && (window.tessenBoards || {})[m.game];
  $("drawn").replaceChildren(draw && !m.waiting ? draw(m.table, ui) : "");
  if (!draw) $("words").open = !m.waiting;
  $("words").hidden = !!m.waiting;
  if (m.waiting) text($("board"), "");
  else if (m.board || m.view) text($("board"), m.board || JSON.stringify(m.view, null, 1));
}

// tellWords tells the server whether the text board is shown here.
function tellWords() {
  tell({ type: "words", on: $("words").open }, true);
}
$("words").addEventListener("toggle", tellWords);

// drawPlayers lists the seats, who is away and for how long (a clock
// that ticks here between states), and offers to claim the game from a
// player away longer than the grace.
let stateAt = Date.now();
function drawPlayers() {
  const state = live; // the game as it is, not a replay's past
  if (!state) return;
  const gone = (Date.now() - stateAt) / 1000;
  $("players").replaceChildren(...state.seats.map((s, i) => {
    const li = ui.el("li", s.connected ? "here" : "away", s.kind === "open" ? "an open seat" : s.name + (i === state.seat ? " (you)" : ""));
    if (!s.connected && s.kind !== "open") {
      const away = Math.floor(s.away + gone);
      li.append(` — away ${Math.floor(away / 60)}:${String(away % 60).padStart(2, "0")}`);
      if (state.seat >= 0 && i !== state.seat && !state.over && !state.waiting && away >= state.grace) {
        const b = ui.el("button", "quiet", `Claim the game (${s.name} concedes)`);
        b.disabled = !connected();
        b.addEventListener("click", () => tell({ type: "claim", seat: i }));
        li.append(" ", b);
      }
    }
    return li;
  }));
  $("concede").hidden = state.seat < 0 || state.over || state.waiting;
  $("stop-at").hidden = state.seat < 0 || state.over;
  $("leave").hidden = state.seat < 0 || !state.waiting;
}
setInterval(drawPlayers, 1000);

// narrowing holds the board's elements clicked to narrow the answers
// shown (each's key and what it names), until another decision is asked.
let narrowing = [];
function narrowNoMore() {
  narrowing = [];
  $("filter").value = "";
  document.querySelectorAll(".narrowing").forEach((e) => e.classList.remove("narrowing"));
}
$("show-all").addEventListener("click", () => {
  narrowNoMore();
  drawDecision();
});
$("filter").addEventListener("input", drawDecision);

function onState(m) {
  if (!state || serialOf(m) !== serialOf(state)) {
    narrowNoMore();
    composition = null;
  }
  state = m;
  live = m;
  stateAt = Date.now();
  compose(composedVerbs());
  drawReplay();
  drawPlayers();
  drawWaiting();
  drawBoard(m);
  Object.assign(defs, m.defs || {});
  drawStatus();
  drawDecision();
  drawLog(m.log);
  if (m.defs) drawCards();
}

// onSeats takes who is at the table now (someone came or went): the list
// of players and their clocks are drawn again, nothing else.
function onSeats(seats) {
  if (!live) return;
  live.seats = seats;
  stateAt = Date.now();
  drawPlayers();
}

function connected() {
  return !!socket && socket.readyState === WebSocket.OPEN;
}

// stopping is the player's setting, kept in this browser: to be asked
// even where passing is all they can do; otherwise the table passes such
// an opportunity for them.
function stopping() {
  try {
    return localStorage.getItem("tessen.stop") === "1";
  } catch {
    return false;
  }
}
$("stop").checked = stopping();
$("stop").addEventListener("change", () => {
  try {
    localStorage.setItem("tessen.stop", $("stop").checked ? "1" : "0");
  } catch {} // kept for this page only
  tell({ type: "stop", on: $("stop").checked }, true);
});

// tell sends the server a message if the connection is up; if it is
// down, the message would be lost, so it is not sent and the page says so
// (quietly: nothing said, for what the next connection sends anyway).
function tell(msg, quietly) {
  if (!connected()) {
    if (!quietly) online(false);
    return false;
  }
  socket.send(JSON.stringify(msg));
  return true;
}

// send answers the decision shown, named by its number: the server
// refuses the answer if another is pending by the time it comes.
function send(answer) {
  if (!tell({ type: "answer", seq: state.seq, serial: serialOf(state), answer })) return;
  text($("error"), "");
  $("options").querySelectorAll("button").forEach((b) => (b.disabled = true));
}

// online says whether the WebSocket is up: while it is down, the answers
// are disabled (their fieldset, whatever is drawn in it) and the page
// says so; the state sent on reconnecting draws them again.
function online(up) {
  $("options").disabled = !up;
  for (const b of document.querySelectorAll("#compose button, #hint, #players button, #concede, #say button, #fill button")) b.disabled = !up;
  $("offline").hidden = up;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws/games/${id}${stopping() ? "?stop=1" : ""}`);
  socket.onopen = () => {
    retry = 500;
    online(true);
    if ($("words").open) tellWords();
  };
  socket.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.type === "state") onState(m);
    if (m.type === "seats") onSeats(m.seats);
    if (m.type === "chat") drawChat(m.lines);
    if (m.type === "hint" && state && m.serial === serialOf(state)) drawHint(m.ratings);
    if (m.type === "error") {
      text($("error"), m.error);
      drawDecision();
    }
  };
  socket.onclose = (ev) => {
    if (ev.code === 4404) { // the game was given up before it started: nothing to come back to
      gone(ev.reason);
      return;
    }
    online(false);
    text($("status"), "disconnected: reconnecting…");
    $("log").replaceChildren(); // the server sends the whole log again, and the chat
    $("chat").replaceChildren();
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

$("card-search").addEventListener("input", drawCards);
// The replay of a finished game: the game as this seat saw it after any
// move, fetched a state at a time; the live state is kept for the end.
let live = null;
async function replayAt(n) {
  const res = await fetch(`/api/games/${id}/replay?at=${n}`);
  if (!res.ok) return;
  const m = await res.json();
  state = m;
  Object.assign(defs, m.defs || {});
  drawBoard(m);
  drawDecision();
  $("log").replaceChildren();
  drawLog(m.log);
  $("replay-at").value = n;
  text($("replay-move"), `move ${n} of ${m.moves}`);
  text($("status"), n === m.moves ? "The game is over · replay" : `Replay · move ${n}`);
}
function drawReplay() {
  const over = live && live.over;
  $("replay").hidden = !over;
  if (over) {
    $("replay-at").max = live.seq;
    if (!$("replay-move").textContent) { // not stepped through yet: at the end, where "‹" steps back from
      $("replay-at").value = live.seq;
      text($("replay-move"), `move ${live.seq} of ${live.seq}`);
    }
  }
}
const step = (f) => () => replayAt(Math.max(0, Math.min(live.seq, f(Number($("replay-at").value)))));
$("replay-start").addEventListener("click", step(() => 0));
$("replay-back").addEventListener("click", step((n) => n - 1));
$("replay-on").addEventListener("click", step((n) => n + 1));
$("replay-end").addEventListener("click", step(() => live.seq));
$("replay-at").addEventListener("input", step((n) => n));

function drawChat(lines) {
  const chat = $("chat");
  for (const l of lines) {
    const li = ui.el("li", "", ui.el("strong", "", l.name + ": "), l.text);
    li.title = new Date(l.at).toLocaleString();
    chat.append(li);
  }
  while (chat.children.length > 200) chat.firstChild.remove();
  chat.scrollTop = chat.scrollHeight;
}

function drawHint(ratings) {
  if (!ratings || ratings.length === 0) {
    $("hints").replaceChildren(ui.el("li", "", "there is only one answer to give"));
    return;
  }
  $("hints").replaceChildren(...ratings.map((r) =>
    ui.el("li", "", `${r.label}: rated ${r.value.toFixed(2)} over ${Math.round(r.visits)} playouts`)));
}

$("say").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const text = $("line").value.trim();
  if (!text) return;
  if (tell({ type: "chat", text })) $("line").value = "";
});
$("hint").addEventListener("click", () => {
  if (tell({ type: "hint" })) $("hints").replaceChildren(ui.el("li", "", "thinking…"));
});

$("join").addEventListener("submit", joinGame);
$("fill").addEventListener("submit", (ev) => {
  ev.preventDefault();
  tell({ type: "fill", bot: $("fill-bot").value, deck: $("fill-deck").value });
});
// gone shows that the game is no more, and the way back to the lobby.
function gone(why) {
  live = null; // no clock, no seats to draw
  text($("status"), "given up");
  text($("prompt"), why || "The game was given up.");
  $("options").replaceChildren(Object.assign(ui.el("a", "", "Back to the lobby"), { href: "/" }));
  for (const id of ["waiting", "leave", "concede", "stop-at", "hint", "players", "say"]) $(id).hidden = true;
}

$("leave").addEventListener("click", async () => {
  const { ok, out } = await postJSON(`/api/games/${id}/leave`, {});
  if (ok) location.href = "/";
  else text($("error"), out.error);
});

$("concede").addEventListener("click", () => {
  if (confirm("Concede the game?")) send({ verb: "concede" });
});
connect();
