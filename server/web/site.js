// What every page of the site uses: its elements by id, and the requests
// that change something.
"use strict";

const $ = (id) => document.getElementById(id);

// postJSON sends a request that changes something, as JSON (the server
// takes no other kind: a form on another site cannot send it), and gives
// whether it was done and the server's answer.
async function postJSON(path, body) {
  const res = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { ok: res.ok, out: await res.json() };
}

// deckChoice makes a form's deck fields one choice, said in its note: a
// kept deck chosen fills the list box with its list, which is what is
// played; the box edited or cleared un-chooses it; while the box holds a
// list, the sample deck is not the one played, and is disabled.
function deckChoice(sample, saved, list, note) {
  let kept = [];
  const chosen = () => kept.find((d) => String(d.id) === saved.value);
  const say = () => {
    const d = chosen();
    sample.disabled = list.value.trim() !== "";
    const s = sample.selectedOptions[0];
    note.textContent = d ? `You play your deck “${d.name}”.` : sample.disabled ? "You play the list in the box." : s ? `You play the sample deck ${s.textContent}.` : "";
  };
  saved.addEventListener("change", () => {
    list.value = chosen() ? chosen().list : "";
    say();
  });
  list.addEventListener("input", () => {
    if (chosen() && list.value !== chosen().list) saved.value = "";
    say();
  });
  sample.addEventListener("change", say);
  return {
    say,
    // load offers the requester's decks kept for a game, the one chosen
    // (by id) still chosen if it is one of them.
    async load(game, choose = saved.value) {
      kept = (await (await fetch("/api/decks")).json()).filter((d) => d.game === game);
      const option = (value, label) => Object.assign(document.createElement("option"), { value, textContent: label });
      saved.replaceChildren(option("", kept.length ? "choose one" : "none kept yet"), ...kept.map((d) => option(String(d.id), d.name)));
      saved.value = String(choose);
      if (!chosen()) saved.value = "";
      say();
    },
    // deck is the deck to send: the list in the box (a kept deck's), else the sample.
    deck() {
      const l = list.value.trim();
      return l ? { list: l } : { sample: sample.value };
    },
  };
}
