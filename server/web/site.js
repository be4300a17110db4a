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
