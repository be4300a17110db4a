// The lobby: the games tessen plays, a form to start one against bots,
// and the games this browser started.
"use strict";

let kinds = null;

function option(value, label) {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
}

function fill(select, items) {
  select.replaceChildren(...items.map(([v, l]) => option(v, l)));
}

function currentKind() {
  return kinds.games.find((g) => g.name === $("game").value);
}

function currentFormat() {
  return currentKind().formats.find((f) => f.name === $("format").value);
}

function onFormat() {
  const f = currentFormat();
  $("seats").min = f.minSeats;
  $("seats").max = f.maxSeats;
  $("seats").value = Math.min(Math.max($("seats").value, f.minSeats), f.maxSeats);
  const samples = f.samples.map((s) => [s, (f.sampleLabels || {})[s] || s[0].toUpperCase() + s.slice(1)]);
  fill($("sample"), samples);
  fill($("botDeck"), samples);
  if (samples.length > 1) $("botDeck").selectedIndex = 1;
  myDeck.say();
}

function onGame() {
  fill($("format"), currentKind().formats.map((f) => [f.name, f.label]));
  onFormat();
  listDecks();
}

// The player's deck: a sample, one of their decks kept for the game
// chosen, or a list pasted.
const myDeck = deckChoice($("sample"), $("saved"), $("list"), $("deck-chosen"));
const listDecks = (choose) => myDeck.load($("game").value, choose);

async function keepDeck() {
  $("deck-note").textContent = "";
  $("error").textContent = "";
  const { ok, out } = await postJSON("/api/decks", { name: $("deck-name").value.trim(), game: $("game").value, format: $("format").value, list: $("list").value });
  if (!ok) {
    $("error").textContent = out.error;
    return;
  }
  $("deck-note").textContent = `Kept as “${out.name}”.`;
  await listDecks(out.id);
}

async function start(ev) {
  ev.preventDefault();
  $("error").textContent = "";
  const body = {
    game: $("game").value,
    format: $("format").value,
    seats: Number($("seats").value),
    deck: myDeck.deck(),
    botDeck: $("botDeck").value,
    bot: $("bot").value,
    name: $("name").value.trim(),
    open: $("open").checked,
  };
  const { ok, out } = await postJSON("/api/games", body);
  if (!ok) {
    $("error").textContent = out.error;
    return;
  }
  location.href = "/g/" + out.id;
}

// listGames lists the games this browser's player holds a seat in (as an
// account, or as a guest): under way, waiting (which they may leave), or
// over (with a replay).
async function listGames() {
  const mine = await (await fetch("/api/games/mine")).json();
  gameList("games", mine, "None yet.", (g) => {
    const others = g.seats.filter((_, i) => i !== g.seat).map((s) => (s.kind === "open" ? "an open seat" : s.name));
    let how = g.waiting ? "waiting for players" : `move ${g.moves}`;
    if (g.over) how = g.winner === g.seat ? "won" : g.winner >= 0 ? "lost" : "over";
    return `${g.label} against ${others.join(", ")} — ${how}, ${new Date(g.created).toLocaleDateString()}`;
  }, (g) => (g.waiting ? [" ", leaveButton(g.id)] : []));
}

// gameList fills a list with games, each a link to its table (and what
// more gives), or says there are none.
function gameList(list, games, none, describe, more = () => []) {
  if (games.length === 0) {
    $(list).replaceChildren(Object.assign(document.createElement("li"), { className: "none", textContent: none }));
    return;
  }
  $(list).replaceChildren(...games.map((g) => {
    const li = document.createElement("li");
    li.append(Object.assign(document.createElement("a"), { href: "/g/" + g.id, textContent: describe(g) }), ...more(g));
    return li;
  }));
}

// leaveButton gives up the player's seat in a game waiting for players.
function leaveButton(id) {
  const b = Object.assign(document.createElement("button"), { type: "button", className: "quiet", textContent: "Leave" });
  b.addEventListener("click", async () => {
    const { ok, out } = await postJSON(`/api/games/${id}/leave`, {});
    if (!ok) alert(out.error);
    listGames();
    listOpenGames();
  });
  return b;
}

function onOpen() {
  $("bots").hidden = $("open").checked;
  $("start").textContent = $("open").checked ? "Open the game" : "Start the game";
}

async function listOpenGames() {
  const open = await (await fetch("/api/games/open")).json();
  gameList("open-games", open, "None waiting for players.", (g) => {
    const taken = g.seats.filter((s) => s.kind !== "open").map((s) => s.name);
    const free = g.seats.length - taken.length;
    return `${g.label}: ${taken.join(", ")} (${free} seat${free > 1 ? "s" : ""} open)`;
  });
}

// account shows who is signed in, or the form to sign in or up.
async function account() {
  const me = await (await fetch("/api/me")).json();
  $("sign-in").hidden = me.name !== "";
  const box = $("account");
  box.replaceChildren();
  if (me.name) {
    const out = document.createElement("button");
    out.textContent = "Sign out";
    out.addEventListener("click", async () => {
      await fetch("/api/logout", { method: "POST" });
      account();
      listGames();
    });
    box.append(`Signed in as ${me.name} `, out);
    $("name").value = me.name;
    $("name").disabled = true;
  } else {
    box.textContent = "Playing as a guest";
    $("name").disabled = false;
  }
}

async function signIn(path) {
  $("account-error").textContent = "";
  const { ok, out } = await postJSON(path, { name: $("account-name").value, password: $("account-password").value });
  if (!ok) {
    $("account-error").textContent = out.error;
    return;
  }
  $("account-password").value = "";
  account();
  listGames();
  listDecks();
}

async function init() {
  kinds = await (await fetch("/api/kinds")).json();
  fill($("game"), kinds.games.map((g) => [g.name, g.label]));
  if (kinds.games.some((g) => g.name === "l5r-lcg")) $("game").value = "l5r-lcg";
  fill($("bot"), kinds.bots.map((b) => [b, b]));
  $("bot").value = "greedy";
  onGame();
  $("game").addEventListener("change", onGame);
  $("format").addEventListener("change", onFormat);
  $("new-game").addEventListener("submit", start);
  $("open").addEventListener("change", onOpen);
  $("save-deck").addEventListener("click", keepDeck);
  $("sign-in").addEventListener("submit", (ev) => {
    ev.preventDefault();
    signIn("/api/login");
  });
  $("sign-up").addEventListener("click", () => signIn("/api/signup"));
  listGames();
  listOpenGames();
  account();
}

init();
