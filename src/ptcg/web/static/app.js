// ptcg web page: plain JS, no build step.  Talks to the JSON API of ptcg.web.app.
"use strict";

const $ = (id) => document.getElementById(id);
const STAGES = ["Basic", "Stage 1", "Stage 2"];
const GROUP_TITLES = {
  attack: "Attack", ability: "Abilities", card_ability: "Abilities (from hand or discard)",
  stadium: "Stadium", evolve: "Evolve", bench: "Bench", attach: "Attach",
  play: "Play a Trainer", retreat: "Retreat", discard: "Discard from play", end: "End",
};
const GROUP_ORDER = Object.keys(GROUP_TITLES);

const S = {
  mode: null,          // "game" | "replay"
  gameId: null, game: null, lastSeatShown: null, busy: false,
  replay: null, timer: null,
};

// -- small helpers ---------------------------------------------------------------------------

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(path, opts);
  const text = await r.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = { detail: text }; }
  if (!r.ok) {
    let msg = data && data.detail !== undefined ? data.detail : r.statusText;
    if (typeof msg !== "string") msg = JSON.stringify(msg);
    const err = new Error(msg);
    err.status = r.status;
    throw err;
  }
  return data;
}

function showError(msg) {
  const box = $("error");
  box.textContent = msg || "";
  box.hidden = !msg;
}

function setStatus(text) { $("status").textContent = text || ""; }

function typeOfEnergyName(name) {
  const m = /\{([GRWLPFDMNC])\}/.exec(name || "");
  return m ? m[1] : null;
}

function facts(view, id) { return (view.cards || {})[String(id)] || null; }

function cardTitle(f) {
  if (!f) return "";
  const lines = [`${f.name}  [${f.set} ${f.number}]`];
  if (f.kind === "pokemon") {
    lines.push(`${STAGES[f.stage] || ""} ${f.type || ""} Pokémon, ${f.hp} HP` +
      (f.evolves_from ? ` (evolves from ${f.evolves_from})` : "") + (f.rule ? ` — ${f.rule}` : ""));
    lines.push(`Weakness: ${f.weakness || "none"}   Resistance: ${f.resistance || "none"}   Retreat: ${f.retreat}`);
    for (const a of f.abilities || []) lines.push(`Ability: ${a}`);
    for (const a of f.attacks || []) lines.push(`${a.cost} ${a.name} ${a.damage}`);
  } else {
    lines.push(f.kind.replace("_", " "));
  }
  return lines.join("\n");
}

// -- the board -------------------------------------------------------------------------------

function energyPill(view, c) {
  const f = facts(view, c.id);
  const t = typeOfEnergyName(c.name) || (f && f.type);
  if (f && f.kind === "basic_energy" && t) {
    return el("span", { class: `en t-${t}`, title: c.name, text: t });
  }
  const short = c.name.replace(/ Energy$/, "").split(" ").slice(0, 2).join(" ");
  return el("span", { class: `en special${t ? " t-" + t : ""}`, title: c.name, text: short });
}

function monCard(view, m, owner) {
  const f = facts(view, m.id);
  const left = Math.max(0, m.remaining_hp);
  const frac = m.hp ? left / m.hp : 0;
  const bar = el("div", { class: "hpbar" + (frac <= 0.25 ? " crit" : frac <= 0.5 ? " low" : "") },
    el("div", { style: `width:${Math.round(frac * 100)}%` }));
  const pos = m.position === 0 ? "Active" : `Bench ${m.position}`;
  const sub = [];
  if (f && f.kind === "pokemon") sub.push(`${STAGES[f.stage] || ""} · ${f.type || ""} · retreat ${f.retreat}`);
  if (m.evolved_from && m.evolved_from.length) sub.push("from " + m.evolved_from.map((c) => c.name).join(" → "));
  return el("div", {
    class: `mon${m.position === 0 ? " active" : ""}${f && f.type ? " t-" + f.type : ""}`,
    "data-spot": `${owner}:${m.position}`, title: cardTitle(f),
  },
    el("div", { class: "name" }, el("span", { text: m.name }), el("span", { class: "pos", text: pos })),
    sub.map((s) => el("div", { class: "sub", text: s })),
    bar,
    el("div", { class: "hp" }, `HP ${left}/${m.hp}`,
      m.damage ? el("span", { class: "dmg", text: `  ·  ${m.damage} damage` }) : null),
    m.energy.length ? el("div", { class: "energies" }, m.energy.map((c) => energyPill(view, c))) : null,
    m.tools.map((t) => el("div", { class: "tool", text: t.name, title: cardTitle(facts(view, t.id)) })),
    m.conditions.length ? el("div", { class: "conds" }, m.conditions.map((c) => el("span", { class: "cond", text: c }))) : null,
  );
}

function zoneList(label, cards) {
  if (!cards.length) return el("span", {}, `${label}: `, el("b", { text: "0" }));
  return el("details", {},
    el("summary", {}, `${label}: `, el("b", { text: String(cards.length) })),
    el("ul", {}, cards.map((c) => el("li", { text: c.name }))));
}

function handRow(view, cards) {
  return el("div", { class: "hand" }, cards.map((c) => {
    const f = facts(view, c.id);
    const t = f && (f.type || (f.kind === "basic_energy" ? typeOfEnergyName(c.name) : null));
    const kind = f ? f.kind.replace("_", " ") : "";
    return el("div", {
      class: `hcard k-${f ? f.kind : ""}${t && (f.kind === "pokemon" || f.kind === "basic_energy") ? " t-" + t : ""}`,
      "data-inst": String(c.instance), title: cardTitle(f),
    }, el("span", { class: "kind", text: f && f.kind === "pokemon" ? `${STAGES[f.stage]} · ${f.hp} HP` : kind }), c.name);
  }));
}

// side: {player, label, deckName, view, mons, hand (array|null), handSize, toAct, isViewer}
function sideBox(side) {
  const v = side.view, p = side.player;
  const head = el("h3", {}, side.label, el("span", { class: "deckname", text: side.deckName || "" }),
    side.toAct ? el("span", { class: "turninfo", text: "— to decide" }) : null);
  const counts = el("div", { class: "counts" },
    el("span", {}, "Hand: ", el("b", { text: String(side.hand ? side.hand.length : side.handSize) })),
    el("span", {}, "Deck: ", el("b", { text: String(v.deck_sizes[p]) })),
    el("span", {}, "Prizes left: ", el("b", { text: String(v.prizes_left[p]) })),
    zoneList("Discard", v.discards[p]),
    v.lost_zones[p].length ? zoneList("Lost Zone", v.lost_zones[p]) : null,
    side.known && side.known.length ? zoneList("Revealed in hand", side.known) : null);
  let monsBox;
  if (side.mons === null) {
    monsBox = el("div", { class: "facedown", text: "Pokémon face down (setup)" });
  } else {
    const active = side.mons.filter((m) => m.position === 0);
    const bench = side.mons.filter((m) => m.position > 0);
    const activeRow = el("div", {}, el("div", { class: "spot-label", text: "Active" }),
      el("div", { class: "row-mons" }, active.length ? active.map((m) => monCard(v, m, p)) : el("span", { class: "facedown", text: "empty" })));
    const benchRow = el("div", {}, el("div", { class: "spot-label", text: `Bench (${bench.length})` }),
      el("div", { class: "row-mons" }, bench.map((m) => monCard(v, m, p))));
    // the viewer's Active faces the opponent's: Active rows sit next to the middle line
    monsBox = side.bottom ? el("div", {}, activeRow, benchRow) : el("div", {}, benchRow, activeRow);
  }
  const handBox = side.hand ? el("div", {}, el("div", { class: "spot-label", text: "Hand" }), handRow(v, side.hand)) : null;
  const parts = side.bottom ? [head, counts, monsBox, handBox] : [head, counts, handBox, monsBox];
  return el("div", { class: "side" + (side.toAct ? " to-act" : "") }, parts);
}

function middleLine(view, turn, result, extra) {
  return el("div", { class: "middle" },
    el("span", { class: "turninfo", text: turn ? `Turn ${turn}` : "Setup" }),
    view.stadium ? el("span", { class: "stadium", title: cardTitle(facts(view, view.stadium.id)) },
      "Stadium: ", el("b", { text: view.stadium.name })) : el("span", { class: "turninfo", text: "No Stadium" }),
    result ? el("span", { class: "result", text: result.text || "" }) : null,
    extra || null);
}

function drawBoard(top, bottom, view, turn, result) {
  const board = $("board");
  board.replaceChildren(sideBox(top), middleLine(view, turn, result), sideBox({ ...bottom, bottom: true }));
}

// -- the decision panel ------------------------------------------------------------------------

function groupedOptions(decision, makeButton) {
  const box = el("div", { class: "opts" });
  const grouped = decision.kind === "main";
  if (!grouped) {
    decision.options.forEach((o) => box.append(makeButton(o)));
    return box;
  }
  const groups = {};
  for (const o of decision.options) (groups[o.group] = groups[o.group] || []).push(o);
  const keys = Object.keys(groups).sort((a, b) => GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b));
  for (const k of keys) {
    if (keys.length > 1) box.append(el("div", { class: "group", text: GROUP_TITLES[k] || k }));
    groups[k].forEach((o) => box.append(makeButton(o)));
  }
  return box;
}

// the board elements an option names, to light them up on hover
function targetsOf(decision, value, player) {
  const out = [];
  const card = (inst) => out.push(`[data-inst="${inst}"]`);
  const spot = (pl, pos) => out.push(`[data-spot="${pl}:${pos}"]`);
  if (decision.kind === "main" && Array.isArray(value)) {
    const [k, a, b] = value;
    if (k === "attach" || k === "evolve") { card(a); spot(player, b); }
    else if (k === "bench" || k === "play" || k === "card_ability") card(a);
    else if (k === "ability" || k === "discard") spot(player, a);
    else if (k === "retreat") { spot(player, 0); spot(player, a); }
    else if (k === "attack") spot(player, 0);
  } else if (Array.isArray(value) && value.length === 2) {
    spot(value[0], value[1]);
  } else if (decision.kind === "promote") {
    spot(player, value);
  } else if (typeof value === "number") {
    card(value);
  }
  return out;
}

function highlight(selectors, on) {
  for (const s of selectors) document.querySelectorAll(s).forEach((e) => e.classList.toggle("hl", on));
}

function decisionHeader(d, who) {
  return [
    el("div", { class: "prompt", text: (who ? who + ": " : "") + (d.prompt || d.kind) }),
    d.source_name ? el("div", { class: "source", text: `from ${d.source_name}` }) : null,
  ].filter(Boolean);
}

function renderGameDecision(st) {
  const panel = $("decision");
  const d = st.view.decision;
  const g = st.game;
  if (g.over) {
    panel.replaceChildren(el("div", { class: "prompt", text: "Game over" }),
      el("div", { text: g.result ? g.result.text : "" }),
      el("div", { class: "source", text: g.seed !== undefined ? `seed ${g.seed}` : "" }));
    return;
  }
  if (!d) {
    panel.replaceChildren(el("div", { class: "waiting", text: `Waiting for player ${g.to_act + 1}…` }));
    return;
  }
  const who = g.mode === "hotseat" ? `Player ${d.player + 1}` : "You";
  const btn = (o) => {
    const sel = targetsOf(d, o.value, d.player);
    return el("button", {
      type: "button", text: o.text, title: JSON.stringify(o.value), disabled: S.busy,
      onclick: () => act(o.index, d.player),
      onmouseenter: () => highlight(sel, true), onmouseleave: () => highlight(sel, false),
    });
  };
  panel.replaceChildren(...decisionHeader(d, who), groupedOptions(d, btn));
}

// -- the log ----------------------------------------------------------------------------------

function renderLog(lines, newFrom) {
  const ol = $("log");
  ol.replaceChildren(...lines.map((line, i) => el("li", {
    class: (line.startsWith("-- Turn") ? "turn" : "") + (newFrom !== null && i >= newFrom ? " new" : ""),
    text: line,
  })));
  ol.scrollTop = ol.scrollHeight;
}

// -- playing ----------------------------------------------------------------------------------

function renderGame(st) {
  S.mode = "game";
  S.game = st;
  S.gameId = st.game.id;
  localStorage.setItem("ptcg.game", S.gameId);
  history.replaceState(null, "", `#game=${S.gameId}`);
  $("replay-bar").hidden = true;
  const g = st.game, v = st.view, me = st.seat, opp = 1 - me;
  const names = g.deck_names;
  const label = (p) => {
    if (g.mode === "hotseat") return `Player ${p + 1}`;
    return p === me ? `You (player ${p + 1})` : `Player ${p + 1} (${g.agents[String(p)]} agent)`;
  };
  drawBoard(
    { player: opp, label: label(opp), deckName: names[opp], view: v, mons: v.in_play[opp], hand: null,
      handSize: v.opponent_hand_size, known: v.opponent_known_hand, toAct: g.to_act === opp },
    { player: me, label: label(me), deckName: names[me], view: v, mons: v.in_play[me], hand: v.hand,
      toAct: g.to_act === me },
    v, v.turn, g.result);
  renderGameDecision(st);
  const prev = S.lastLogLength !== undefined && S.lastLogGame === g.id ? S.lastLogLength : null;
  renderLog(st.log, prev);
  S.lastLogLength = st.log.length;
  S.lastLogGame = g.id;
  $("btn-record").disabled = false;
  $("btn-replay-game").disabled = false;
  $("btn-concede").disabled = g.over;
  setStatus(g.over ? (g.result ? g.result.text : "game over")
    : `${names[0]} vs ${names[1]} · ${g.mode === "hotseat" ? "hot seat" : "vs " + g.agents[String(opp)]}`);
  // hot seat: cover the screen when the other player is to decide, so hands stay private
  if (g.mode === "hotseat" && !g.over && S.lastSeatShown !== null && S.lastSeatShown !== me) {
    $("curtain-text").textContent = `Player ${me + 1} decides now. Pass the screen to player ${me + 1}.`;
    $("curtain").hidden = false;
  }
  S.lastSeatShown = me;
}

async function act(index, player) {
  if (S.busy) return;
  S.busy = true;
  showError("");
  setStatus("Waiting for the game…");
  document.querySelectorAll("#decision button").forEach((b) => { b.disabled = true; });
  try {
    const st = await api("POST", `/api/games/${S.gameId}/actions`, { index, player });
    S.busy = false;
    renderGame(st);
  } catch (e) {
    S.busy = false;
    showError(e.message);
    await loadGame(S.gameId);
  }
}

async function loadGame(id) {
  const st = await api("GET", `/api/games/${id}`);
  S.lastSeatShown = st.game.mode === "hotseat" ? st.seat : null;
  renderGame(st);
}

// -- new game ---------------------------------------------------------------------------------

let decksLoaded = false;

async function openNewGame() {
  $("new-error").hidden = true;
  if (!decksLoaded) {
    const info = await api("GET", "/api/decks");
    for (const [id, def] of [["deck-a", "mega_abomasnow"], ["deck-b", "fire_cinderace"]]) {
      const sel = $(id);
      sel.replaceChildren(...info.decks.map((n) => el("option", { value: n, text: n, selected: n === def })),
        el("option", { value: "__paste__", text: "Paste a deck list…" }));
      sel.addEventListener("change", () => { $(sel.dataset.paste).hidden = sel.value !== "__paste__"; });
    }
    $("opponent").replaceChildren(...info.agents.map((a) => el("option", { value: a, text: `${a} agent` })),
      el("option", { value: "human", text: "Human (hot seat: two players, one screen)" }));
    decksLoaded = true;
  }
  $("dlg-new").showModal();
}

function deckValue(selId) {
  const sel = $(selId);
  return sel.value === "__paste__" ? $(sel.dataset.paste).value : sel.value;
}

async function startGame(ev) {
  ev.preventDefault();
  const seedText = $("seed").value.trim();
  const body = {
    deck_a: deckValue("deck-a"), deck_b: deckValue("deck-b"),
    seed: seedText === "" ? null : Number(seedText),
    opponent: $("opponent").value === "human" ? null : $("opponent").value,
    seat: Number($("seat").value),
  };
  $("btn-start").disabled = true;
  try {
    const st = await api("POST", "/api/games", body);
    $("dlg-new").close();
    stopReplayTimer();
    showError("");
    S.lastSeatShown = st.game.mode === "hotseat" ? st.seat : null;
    S.lastLogLength = undefined;
    renderGame(st);
  } catch (e) {
    $("new-error").textContent = e.message;
    $("new-error").hidden = false;
  } finally {
    $("btn-start").disabled = false;
  }
}

async function concede() {
  if (!S.gameId || !confirm("Concede this game?")) return;
  try {
    renderGame(await api("POST", `/api/games/${S.gameId}/concede`, { player: S.game ? S.game.seat : null }));
  } catch (e) { showError(e.message); }
}

function downloadRecord() {
  if (!S.gameId) return;
  let url = `/api/games/${S.gameId}/record`;
  if (S.game && !S.game.game.over) {
    if (!confirm("The game is still in progress. Its record tells every hidden card " +
                 "(it holds the seed and both decks). Download it anyway?")) return;
    url += "?reveal=true";
  }
  const a = el("a", { href: url, download: `ptcg-${S.gameId}.json` });
  document.body.append(a);
  a.click();
  a.remove();
}

// -- replay -----------------------------------------------------------------------------------

function stopReplayTimer() {
  if (S.timer) clearInterval(S.timer);
  S.timer = null;
  $("rp-play").textContent = "▶︎ Play";
}

async function startReplay(promise) {
  try {
    const rs = await promise;
    S.replayWant = undefined;
    showError("");
    S.replay = rs;
    history.replaceState(null, "", `#replay=${rs.id}`);
    renderReplay(rs);
  } catch (e) { showError(e.message); }
}

// the step asked for last: quick key presses count from it, and older answers are dropped
function replayWanted() { return S.replayWant !== undefined ? S.replayWant : S.replay.step; }

async function replayStep(step) {
  if (!S.replay) return;
  step = Math.max(0, Math.min(S.replay.steps, step));
  S.replayWant = step;
  try {
    const rs = await api("GET", `/api/replays/${S.replay.id}?step=${step}`);
    if (step !== S.replayWant) return;
    S.replayWant = undefined;
    S.replay = rs;
    renderReplay(rs);
  } catch (e) { S.replayWant = undefined; stopReplayTimer(); showError(e.message); }
}

function renderReplay(rs) {
  S.mode = "replay";
  $("replay-bar").hidden = false;
  $("btn-concede").disabled = true;
  const names = rs.deck_names;
  const v0 = rs.views[0], v1 = rs.views[1];
  // each player's own view shows their own board and hand; a replay shows both
  const view = { ...v0, cards: { ...v1.cards, ...v0.cards } };
  drawBoard(
    { player: 1, label: "Player 2", deckName: names[1], view, mons: v1.in_play[1], hand: v1.hand, toAct: rs.to_act === 1 },
    { player: 0, label: "Player 1", deckName: names[0], view, mons: v0.in_play[0], hand: v0.hand, toAct: rs.to_act === 0 },
    view, rs.turn, rs.result_now);
  $("rp-slider").max = String(rs.steps);
  $("rp-slider").value = String(rs.step);
  $("rp-pos").textContent = `step ${rs.step} / ${rs.steps}`;
  setStatus(`Replay: ${names[0]} vs ${names[1]}` + (rs.result ? ` · ${rs.result.text}` : ""));
  // the decision taken next, among its options
  const panel = $("decision");
  const d = rs.to_act === null ? null : rs.views[rs.to_act].decision;
  if (!rs.next) {
    panel.replaceChildren(el("div", { class: "prompt", text: "End of the record" }),
      el("div", { text: rs.result ? rs.result.text : "(the game was not finished)" }));
  } else {
    const nextBox = el("div", { class: "next" }, `Next: player ${rs.next.player + 1} — `, el("b", { text: rs.next.text }));
    if (!d) {
      panel.replaceChildren(nextBox);
    } else {
      const chosen = JSON.stringify(rs.next.value);
      const btn = (o) => {
        const sel = targetsOf(d, o.value, d.player);
        return el("button", {
          type: "button", text: o.text, class: JSON.stringify(o.value) === chosen ? "chosen" : null,
          onclick: () => replayStep(replayWanted() + 1),
          onmouseenter: () => highlight(sel, true), onmouseleave: () => highlight(sel, false),
        });
      };
      panel.replaceChildren(nextBox, ...decisionHeader(d, `Player ${d.player + 1}`), groupedOptions(d, btn));
    }
  }
  renderLog(rs.log, rs.step > 0 ? rs.new_from : null);
}

function leaveReplay() {
  stopReplayTimer();
  S.replay = null;
  $("replay-bar").hidden = true;
  history.replaceState(null, "", S.gameId ? `#game=${S.gameId}` : "#");
  if (S.gameId) loadGame(S.gameId).catch(() => openNewGame());
  else { $("board").replaceChildren(); $("decision").replaceChildren(); $("log").replaceChildren(); openNewGame(); }
}

function readRecordFile(ev) {
  const file = ev.target.files[0];
  ev.target.value = "";
  if (!file) return;
  const reader = new FileReader();
  reader.onload = () => {
    let data;
    try { data = JSON.parse(reader.result); } catch (e) { showError(`${file.name} is not JSON: ${e.message}`); return; }
    stopReplayTimer();
    startReplay(api("POST", "/api/replays", data));
  };
  reader.readAsText(file);
}

function replayThisGame() {
  if (!S.gameId) return;
  let url = `/api/games/${S.gameId}/replay`;
  if (S.game && !S.game.game.over) {
    if (!confirm("The game is still in progress; its replay shows every hidden card. Replay it anyway?")) return;
    url += "?reveal=true";
  }
  stopReplayTimer();
  startReplay(api("POST", url));
}

// -- wiring -----------------------------------------------------------------------------------

function wire() {
  $("btn-new").addEventListener("click", () => openNewGame().catch((e) => showError(e.message)));
  $("btn-cancel").addEventListener("click", () => $("dlg-new").close());
  $("form-new").addEventListener("submit", startGame);
  $("btn-record").addEventListener("click", downloadRecord);
  $("btn-replay-game").addEventListener("click", replayThisGame);
  $("btn-concede").addEventListener("click", concede);
  $("file-record").addEventListener("change", readRecordFile);
  $("btn-curtain").addEventListener("click", () => { $("curtain").hidden = true; });
  $("rp-first").addEventListener("click", () => replayStep(0));
  $("rp-prev").addEventListener("click", () => replayStep(replayWanted() - 1));
  $("rp-next").addEventListener("click", () => replayStep(replayWanted() + 1));
  $("rp-last").addEventListener("click", () => replayStep(S.replay.steps));
  $("rp-slider").addEventListener("change", (e) => replayStep(Number(e.target.value)));
  $("rp-exit").addEventListener("click", leaveReplay);
  $("rp-play").addEventListener("click", () => {
    if (S.timer) { stopReplayTimer(); return; }
    $("rp-play").textContent = "Pause";
    S.timer = setInterval(() => {
      if (!S.replay || S.replay.step >= S.replay.steps) { stopReplayTimer(); return; }
      replayStep(S.replay.step + 1);
    }, 700);
  });
  document.addEventListener("keydown", (e) => {
    if (S.mode !== "replay" || e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA") return;
    if (e.key === "ArrowRight") replayStep(replayWanted() + 1);
    if (e.key === "ArrowLeft") replayStep(replayWanted() - 1);
  });
}

async function boot() {
  wire();
  // #game=ID or #replay=ID[&step=N] opens that game or replay; else the last game played here
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("replay")) {
    S.replay = { id: hash.get("replay"), steps: Number.MAX_SAFE_INTEGER };
    try {
      const rs = await api("GET", `/api/replays/${S.replay.id}?step=${Number(hash.get("step") || 0)}`);
      S.replay = rs;
      renderReplay(rs);
      return;
    } catch (e) { S.replay = null; showError(e.message); }
  }
  if (hash.get("game")) {
    try { await loadGame(hash.get("game")); return; } catch (e) { showError(e.message); }
  }
  const saved = localStorage.getItem("ptcg.game");
  if (saved) {
    try { await loadGame(saved); return; } catch (e) { localStorage.removeItem("ptcg.game"); }
  }
  openNewGame().catch((e) => showError(e.message));
}

boot();
