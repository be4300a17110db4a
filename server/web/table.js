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
  const all = state.options || [];
  const q = $("filter").value.trim().toLowerCase();
  const shown = all.filter((o) => narrowing.every((n) => n.names(o.answer)) && (!q || o.label.toLowerCase().includes(q)));
  const buttons = shown.map((o) => {
    const b = document.createElement("button");
    b.textContent = o.label;
    b.addEventListener("click", () => send(o.answer));
    return b;
  });
  $("options").replaceChildren(...buttons);
  $("filter").hidden = all.length <= 12;
  $("narrowed").hidden = shown.length === all.length;
  text($("narrowed-count"), `${shown.length} of ${all.length} answers`);
  $("decision").classList.toggle("yours", buttons.length > 0);
  $("hint").hidden = buttons.length === 0 || state.type === "replay";
  $("hints").replaceChildren();
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
    .map(([def, info]) => [def, (info.facts && info.facts.title) || def])
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

// showCard shows a card's printed facts and what its abilities do.
function showCard(def) {
  const info = defs[def];
  const box = $("card");
  box.replaceChildren();
  if (!info) return;
  const f = info.facts || {};
  const h = document.createElement("h3");
  h.textContent = f.title || def;
  box.append(h);
  const dl = document.createElement("dl");
  for (const [k, v] of Object.entries(f)) {
    if (k === "id" || k === "title" || v === "" || v === false || v === null) continue;
    const dt = document.createElement("dt");
    dt.textContent = k;
    const dd = document.createElement("dd");
    dd.textContent = Array.isArray(v) ? v.join(", ") : String(v);
    dl.append(dt, dd);
  }
  box.append(dl);
  for (const a of info.abilities || []) {
    const p = document.createElement("p");
    p.textContent = a;
    box.append(p);
  }
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
  // (a province clicked to the conflicts declared at it).
  card(c, lines = [], cls = "", also = null) {
    const b = ui.el("button", "card " + cls + (c.bowed ? " bowed" : "") + (c.def ? "" : " hidden-card"),
      ui.el("span", "title", c.title || "a facedown card"), ...lines.map((l) => ui.el("span", "line", l)));
    b.dataset.id = c.id;
    if (c.def) b.addEventListener("mouseenter", () => showCard(c.def));
    return ui.answering(b, "card " + c.id, (a) => a.cards && a.cards.length === 1 && a.cards[0] === c.id,
      (a) => (a.cards || []).includes(c.id) || (also !== null && also(a)), () => c.def && showCard(c.def));
  },
  // answering makes a button of the board answer when clicked: with the
  // one answer offered that alone accepts, if there is one and the
  // answers are not being narrowed; else it narrows the answers shown to
  // those names accepts, with any clicked before (after shown, if given,
  // has shown what was clicked). key names the element across redraws of
  // the same move, which keep it outlined while it narrows the answers.
  answering(b, key, alone, names, shown) {
    b.type = "button";
    const options = state.options || [];
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
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "words", on: $("words").open }));
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
        b.addEventListener("click", () => socket.send(JSON.stringify({ type: "claim", seat: i })));
        li.append(" ", b);
      }
    }
    return li;
  }));
  $("concede").hidden = state.seat < 0 || state.over || state.waiting;
  $("leave").hidden = state.seat < 0 || !state.waiting;
}
setInterval(drawPlayers, 1000);

// narrowing holds the board's elements clicked to narrow the answers
// shown (each's key and what it names), until the next move.
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
  if (!state || m.seq !== state.seq) narrowNoMore();
  state = m;
  live = m;
  stateAt = Date.now();
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

function send(answer) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return online(false); // it would be lost: say so instead
  text($("error"), "");
  $("options").querySelectorAll("button").forEach((b) => (b.disabled = true));
  socket.send(JSON.stringify({ type: "answer", seq: state.seq, answer }));
}

// online says whether the WebSocket is up: while it is down, the answers
// are disabled (their fieldset, whatever is drawn in it) and the page
// says so; the state sent on reconnecting draws them again.
function online(up) {
  $("options").disabled = !up;
  $("offline").hidden = up;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws/games/${id}`);
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
    if (m.type === "hint" && state && m.seq === state.seq) drawHint(m.ratings);
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
  socket.send(JSON.stringify({ type: "chat", text }));
  $("line").value = "";
});
$("hint").addEventListener("click", () => {
  $("hints").replaceChildren(ui.el("li", "", "thinking…"));
  socket.send(JSON.stringify({ type: "hint" }));
});

$("join").addEventListener("submit", joinGame);
$("fill").addEventListener("submit", (ev) => {
  ev.preventDefault();
  socket.send(JSON.stringify({ type: "fill", bot: $("fill-bot").value, deck: $("fill-deck").value }));
});
// gone shows that the game is no more, and the way back to the lobby.
function gone(why) {
  live = null; // no clock, no seats to draw
  text($("status"), "given up");
  text($("prompt"), why || "The game was given up.");
  $("options").replaceChildren(Object.assign(ui.el("a", "", "Back to the lobby"), { href: "/" }));
  for (const id of ["waiting", "leave", "concede", "hint", "players", "say"]) $(id).hidden = true;
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
