// ptcg web page: plain JS, no build step.  Talks to the JSON API of ptcg.web.app.
//
// A game is opened with one of its tokens (kept in this browser's localStorage): a seat's
// (you play it) or the spectator's (you watch).  The page follows the game's event feed
// (server-sent events read with fetch, so the token header goes along) and plays the other
// player's moves out one by one; every answer sends back the decision_id it answers.
"use strict";

const $ = (id) => document.getElementById(id);
const TYPE_LETTER = {
  Colorless: "C", Grass: "G", Fire: "R", Water: "W", Lightning: "L", Psychic: "P",
  Fighting: "F", Darkness: "D", Metal: "M", Dragon: "N",
};
const KIND_NAMES = {
  pokemon: "Pokémon", item: "Item", tool: "Pokémon Tool", supporter: "Supporter", stadium: "Stadium",
  basic_energy: "Basic Energy", special_energy: "Special Energy",
};
const GROUP_TITLES = {
  attack: "Attack", ability: "Abilities", card_ability: "Abilities (from hand or discard)",
  stadium: "Stadium", evolve: "Evolve", bench: "Bench a Pokémon", attach: "Attach",
  play: "Play a Trainer", retreat: "Retreat", discard: "Discard from play", end: "End",
};
const GROUP_ORDER = Object.keys(GROUP_TITLES);
const KIND_PROMPTS = {
  go_first: "Go first or second?", setup_active: "Choose your Active Pokémon",
  setup_bench: "Put Basic Pokémon onto your Bench", mulligan_draw: "Draw extra cards (the opponent's mulligans)",
  promote: "Choose your new Active Pokémon", main: "Your turn",
};

const CARDS = {};          // card ID -> description (what the card is and does)
const S = {
  mode: null,              // "game" | "replay"
  gameId: null, role: null, token: null, tokens: null,
  state: null,             // the state shown
  shown: null,             // hot seat: the seat whose hand is shown (null: covered)
  viewSeat: null,          // the seat whose eyes the table is drawn with (null: a spectator's)
  busy: false,
  seq: 0, epoch: "", eventCount: 0, log: [],
  queue: [], pumping: false, skipping: false, wake: null, lastShown: 0,
  feed: null, replay: null, timer: null, replayWant: undefined,
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
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// replaceChildren without the null / false of conditional parts
function fill(node, ...children) {
  node.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
}

const sleep = (ms) => new Promise((resolve) => { S.wake = resolve; setTimeout(resolve, ms); });

async function api(method, path, body, token) {
  const opts = { method, headers: {} };
  if (token) opts.headers.Authorization = `Bearer ${token}`;
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

function remember(cards) { if (cards) Object.assign(CARDS, cards); }

// "Basic {W} Energy" -> "Basic " + a Water Energy symbol + " Energy"
const LETTER_TYPE = Object.fromEntries(Object.entries(TYPE_LETTER).map(([k, v]) => [v, k]));
function rich(text) {
  const out = [];
  let last = 0;
  const re = /\{([GRWLPFDMNC])\}/g;
  let m;
  while ((m = re.exec(text)) !== null) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(sym(LETTER_TYPE[m[1]]));
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

// saved games: gid -> {role, token, tokens, label, created}
function savedGames() {
  try { return JSON.parse(localStorage.getItem("ptcg.games") || "{}"); } catch (e) { return {}; }
}
function saveGame(gid, entry) {
  const all = savedGames();
  all[gid] = { ...(all[gid] || {}), ...entry };
  localStorage.setItem("ptcg.games", JSON.stringify(all));
  localStorage.setItem("ptcg.current", gid);
}
function forgetGame(gid) {
  const all = savedGames();
  delete all[gid];
  localStorage.setItem("ptcg.games", JSON.stringify(all));
  if (localStorage.getItem("ptcg.current") === gid) localStorage.removeItem("ptcg.current");
}

// -- Energy symbols and card descriptions ---------------------------------------------------------

function sym(typeName) {
  const t = TYPE_LETTER[typeName] || typeName || "C";
  return el("span", { class: `sym t-${t}`, title: `${typeName} Energy`, "aria-label": typeName, text: t });
}

function costSyms(cost) {
  if (!cost || !cost.length) return el("span", { class: "cost free", text: "free" });
  return el("span", { class: "cost" }, cost.map(sym));
}

// "Basic", "Stage 1"... (a description may give the stage as a name or a number)
function stageName(d) {
  if (!d || d.stage === null || d.stage === undefined) return "";
  return typeof d.stage === "number" ? (["Basic", "Stage 1", "Stage 2"][d.stage] || "") : String(d.stage);
}

// the rule box's name ("Pokémon ex", "ACE SPEC"), from its sentence
function ruleLabel(d) { return d && d.rule_box ? d.rule_box.split(":")[0].trim() : ""; }

function cardKind(d) {
  if (!d) return "";
  if (d.kind === "pokemon") {
    return [stageName(d), "Pokémon", d.evolves_from ? `· evolves from ${d.evolves_from}` : ""].filter(Boolean).join(" ");
  }
  return KIND_NAMES[d.kind] || d.kind;
}

// the whole card, as the hover panel and the tap dialog show it
function cardDetail(d) {
  if (!d) return el("div", { text: "Unknown card" });
  const type = (d.types || [])[0];
  const head = el("div", { class: "cd-head" + (type ? ` t-${TYPE_LETTER[type]}` : "") },
    el("span", { class: "cd-name" }, rich(d.name)),
    d.hp ? el("span", { class: "cd-hp" }, `${d.hp} HP `, type ? sym(type) : null) : null);
  const parts = [head, el("div", { class: "cd-kind" }, cardKind(d),
    d.rule_box ? el("span", { class: "rulebox", text: ruleLabel(d) }) : null)];
  if (d.rule_box && d.rule_box !== ruleLabel(d)) parts.push(el("p", { class: "cd-rule" }, rich(d.rule_box)));
  for (const a of d.abilities || []) {
    parts.push(el("div", { class: "cd-ability" }, el("span", { class: "tag", text: "Ability" }),
      el("b", { text: a.name }), a.text ? el("p", {}, rich(a.text)) : null));
  }
  for (const a of d.attacks || []) {
    parts.push(el("div", { class: "cd-attack" },
      el("div", { class: "cd-attack-line" }, costSyms(a.cost), el("b", { text: a.name }),
        el("span", { class: "dmg", text: a.damage || "" })),
      a.text ? el("p", {}, rich(a.text)) : null));
  }
  if (d.text) parts.push(el("p", { class: "cd-text" }, rich(d.text)));
  if (d.kind === "pokemon") {
    const side = (list) => (list && list.length ? list.map((w) => [sym(w.type), ` ${w.value} `]) : ["none"]);
    parts.push(el("div", { class: "cd-foot" },
      el("span", {}, "Weakness ", side(d.weakness)),
      el("span", {}, "Resistance ", side(d.resistance)),
      el("span", {}, "Retreat ", d.retreat ? costSyms(Array(d.retreat).fill("Colorless")) : "free")));
  }
  parts.push(el("div", { class: "cd-set", text: `${d.set || ""} ${d.number || ""} · card ${d.id}` }));
  return el("div", { class: "card-detail" }, parts);
}

// hover (a pointer) shows the card beside it; a click or tap opens it in a dialog
let popTimer = null;
function attachCard(node, cardId) {
  if (cardId === null || cardId === undefined) return node;
  node.dataset.card = String(cardId);
  node.classList.add("inspectable");
  return node;
}

function showPop(target) {
  const d = CARDS[target.dataset.card];
  if (!d) return;
  const pop = $("card-pop");
  fill(pop, cardDetail(d));
  pop.hidden = false;
  const r = target.getBoundingClientRect();
  const w = pop.offsetWidth, h = pop.offsetHeight;
  let x = r.right + 8, y = r.top;
  if (x + w > window.innerWidth - 4) x = Math.max(4, r.left - w - 8);
  if (y + h > window.innerHeight - 4) y = Math.max(4, window.innerHeight - h - 4);
  pop.style.left = `${x}px`;
  pop.style.top = `${y}px`;
}

function hidePop() { $("card-pop").hidden = true; }

function openCard(cardId) {
  const d = CARDS[cardId];
  if (!d) return;
  hidePop();
  fill($("card-full"), cardDetail(d));
  $("dlg-card").showModal();
}

// -- the board ----------------------------------------------------------------------------------

function energyPill(c) {
  const d = CARDS[c.id];
  if (d && d.kind === "basic_energy" && d.types && d.types.length) return attachCard(sym(d.types[0]), c.id);
  const short = c.name.replace(/ Energy$/, "");
  return attachCard(el("span", { class: "en-special", title: c.name, text: short }), c.id);
}

function monTile(m, owner, active) {
  const d = CARDS[m.id];
  const type = d && d.types && d.types[0];
  const left = Math.max(0, m.remaining_hp);
  const frac = m.hp ? left / m.hp : 0;
  const pos = m.position === 0 ? "Active" : `Bench ${m.position}`;
  const printed = d && d.hp;
  const attacks = d ? d.attacks || [] : [];
  const abilities = d ? d.abilities || [] : [];
  const tile = el("div", {
    class: `mon${active ? " active" : ""}${type ? " t-" + TYPE_LETTER[type] : ""}`,
    "data-spot": `${owner}:${m.position}`,
  },
    el("div", { class: "mon-head" },
      el("span", { class: "mon-name", text: m.name }),
      el("span", { class: "mon-hp" }, el("small", { text: "HP" }), ` ${m.hp}`, type ? sym(type) : null)),
    el("div", { class: "mon-sub" },
      el("span", { text: `${pos} · ${stageName(d)}` }),
      d && d.rule_box ? el("span", { class: "rulebox", text: ruleLabel(d) }) : null),
    printed && printed !== m.hp ? el("div", { class: "note", text: `HP ${printed} printed, ${m.hp} now (an effect)` }) : null,
    el("div", { class: "hpbar" + (frac <= 0.25 ? " crit" : frac <= 0.5 ? " low" : "") },
      el("div", { style: `width:${Math.round(frac * 100)}%` })),
    el("div", { class: "mon-dmg" }, m.damage ? el("b", { text: `${m.damage} damage` }) : "no damage",
      ` · ${left} HP left`),
    m.energy.length ? el("div", { class: "energies", title: "Attached Energy" }, m.energy.map(energyPill)) : null,
    m.tools.map((t) => {
      const td = CARDS[t.id];
      return attachCard(el("div", { class: "tool" }, el("span", { class: "tag", text: "Tool" }),
        el("b", { text: t.name }), td && td.text ? el("span", { class: "tool-text" }, " — ", rich(td.text)) : null), t.id);
    }),
    m.conditions.length ? el("div", { class: "conds" }, m.conditions.map((c) => el("span", { class: "cond", text: c }))) : null,
    abilities.length || attacks.length ? el("ul", { class: "moves" },
      abilities.map((a) => el("li", { class: "ability", title: a.text || "" },
        el("span", { class: "tag", text: "Ability" }), el("span", { class: "mv-name", text: a.name }))),
      attacks.map((a) => el("li", { class: "attack", title: a.text || "" },
        costSyms(a.cost), el("span", { class: "mv-name", text: a.name }), el("span", { class: "dmg", text: a.damage || "" })))) : null,
    d ? el("div", { class: "mon-foot" },
      el("span", {}, "Weak ", (d.weakness || []).length ? d.weakness.map((w) => [sym(w.type), w.value]) : "—"),
      el("span", {}, "Res ", (d.resistance || []).length ? d.resistance.map((w) => [sym(w.type), w.value]) : "—"),
      el("span", {}, "Retreat ", d.retreat ? costSyms(Array(d.retreat).fill("Colorless")) : "0")) : null,
    m.evolved_from && m.evolved_from.length
      ? el("div", { class: "note", text: "evolved from " + m.evolved_from.map((c) => c.name).join(" → ") }) : null,
  );
  return attachCard(tile, m.id);
}

function handCard(c) {
  const d = CARDS[c.id];
  const type = d && d.types && d.types[0];
  const kind = d ? d.kind : "";
  let sub = KIND_NAMES[kind] || "";
  if (kind === "pokemon") sub = `${stageName(d)} · ${d.hp} HP`;
  const blurb = d ? (d.text || (d.attacks || []).map((a) => `${a.name} ${a.damage || ""}`).join(" · ")) : "";
  return attachCard(el("div", { class: `hcard k-${kind}${type ? " t-" + TYPE_LETTER[type] : ""}`, "data-inst": String(c.instance) },
    el("div", { class: "hc-kind" }, sub, type && kind !== "special_energy" ? sym(type) : null),
    el("div", { class: "hc-name" }, rich(c.name)),
    blurb ? el("div", { class: "hc-text" }, rich(blurb)) : null), c.id);
}

function pile(label, cards) {
  if (!cards || !cards.length) return el("span", { class: "pile" }, `${label} `, el("b", { text: "0" }));
  return el("details", { class: "pile" },
    el("summary", {}, `${label} `, el("b", { text: String(cards.length) })),
    el("ul", {}, cards.map((c) => attachCard(el("li", {}, rich(c.name)), c.id))));
}

function prizeIcons(n) {
  return el("span", { class: "prizes", title: `${n} Prize card${n === 1 ? "" : "s"} left` },
    "Prizes ", Array.from({ length: n }, () => el("span", { class: "prize" })), el("b", { text: String(n) }));
}

// side: {player, label, deckName, mons (array|null), hand (array|null), handSize, known, toAct, bottom}
function sideBox(side, view) {
  const p = side.player;
  const info = el("div", { class: "side-info" },
    el("span", { class: "who" }, side.label, el("span", { class: "deckname", text: side.deckName || "" }),
      side.toAct ? el("span", { class: "to-act-tag", text: "deciding" }) : null),
    prizeIcons(view.prizes_left[p]),
    el("span", { class: "pile" }, "Deck ", el("b", { text: String(view.deck_sizes[p]) })),
    el("span", { class: "pile" }, "Hand ", el("b", { text: String(side.hand ? side.hand.length : side.handSize) })),
    pile("Discard", view.discards[p]),
    view.lost_zones[p].length ? pile("Lost Zone", view.lost_zones[p]) : null,
    side.known && side.known.length ? pile("Revealed in hand", side.known) : null,
    view.current === p && view.this_turn && view.turn ? turnChips(view.this_turn) : null);
  let field;
  if (side.mons === null || side.mons === undefined) {
    field = el("div", { class: "field" }, el("div", { class: "facedown", text: "Pokémon placed face down (setup)" }));
  } else {
    const active = side.mons.filter((m) => m.position === 0);
    const bench = side.mons.filter((m) => m.position > 0);
    const activeRow = el("div", { class: "active-row" },
      active.length ? active.map((m) => monTile(m, p, true)) : el("div", { class: "empty-spot", text: "no Active Pokémon" }));
    const benchRow = el("div", { class: "bench-row" },
      el("div", { class: "row-label", text: `Bench ${bench.length}/5` }),
      bench.map((m) => monTile(m, p, false)));
    field = el("div", { class: "field" }, side.bottom ? [activeRow, benchRow] : [benchRow, activeRow]);
  }
  let hand = null;
  if (side.hand) {
    hand = el("div", { class: "hand", "aria-label": "Your hand" }, side.hand.map(handCard));
  } else if (side.handSize) {
    hand = el("div", { class: "hand backs", title: `${side.handSize} cards in hand` },
      Array.from({ length: Math.min(side.handSize, 12) }, () => el("span", { class: "back" })));
  }
  const body = side.bottom ? [info, field, hand] : [hand, info, field];
  return el("div", { class: `side${side.bottom ? " me" : " opp"}${side.toAct ? " to-act" : ""}`, "data-player": String(p) }, body);
}

// what the player whose turn it is has done this turn (once-a-turn actions)
function turnChips(t) {
  const chip = (done, text) => el("span", { class: `chip${done ? " done" : ""}`, title: done ? "done this turn" : "not yet this turn" },
    done ? "✓ " : "", text);
  return el("span", { class: "chips" }, chip(t.energy_attached, "Energy"),
    chip(t.supporters_played && t.supporters_played.length, "Supporter"), chip(t.retreated, "Retreat"));
}

function middleLine(view, turn, result, banner) {
  const st = view.stadium;
  const sd = st ? CARDS[st.id] : null;
  return el("div", { class: "middle" },
    el("span", { class: "turninfo", text: turn ? `Turn ${turn}` : "Setup" }),
    st ? attachCard(el("span", { class: "stadium" }, el("span", { class: "tag", text: "Stadium" }), el("b", { text: st.name }),
      sd && sd.text ? el("span", { class: "stadium-text" }, " — ", rich(sd.text)) : null), st.id)
      : el("span", { class: "no-stadium", text: "No Stadium in play" }),
    result ? el("span", { class: "result", text: result.text || "" }) : null,
    banner ? el("span", { class: "banner", id: "banner" }, rich(banner)) : null);
}

function drawBoard(top, bottom, view, turn, result, banner) {
  fill($("board"), sideBox(top, view), middleLine(view, turn, result, banner), sideBox({ ...bottom, bottom: true }, view));
}

// -- the decision panel ---------------------------------------------------------------------------

function attackOf(view, optionText) {
  // the attack an "attack" option names, from the Active Pokémon's description
  const me = view.in_play && view.player !== null ? view.in_play[view.player] : null;
  const active = me && me.find((m) => m.position === 0);
  const d = active && CARDS[active.id];
  if (!d) return null;
  const name = optionText.replace(/^Use /, "");
  return (d.attacks || []).find((a) => a.name === name) || null;
}

function groupedOptions(decision, makeButton) {
  const box = el("div", { class: "opts" });
  if (decision.kind !== "main") {
    decision.options.forEach((o) => box.append(makeButton(o)));
    return box;
  }
  const groups = {};
  for (const o of decision.options) (groups[o.group] = groups[o.group] || []).push(o);
  const keys = Object.keys(groups).sort((a, b) => GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b));
  for (const k of keys) {
    box.append(el("div", { class: "group", text: GROUP_TITLES[k] || k }));
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

function optionButton(view, d, o, onclick, extraClass) {
  const sel = targetsOf(d, o.value, d.player);
  const atk = o.group === "attack" ? attackOf(view, o.text) : null;
  const b = el("button", {
    type: "button", class: `opt${extraClass ? " " + extraClass : ""}${o.group ? " g-" + o.group : ""}`,
    "data-index": String(o.index), disabled: S.busy, onclick,
    onmouseenter: () => highlight(sel, true), onmouseleave: () => highlight(sel, false),
  }, atk ? [costSyms(atk.cost), " "] : null, el("span", { class: "opt-text" }, rich(o.text)),
    atk && atk.damage ? el("span", { class: "dmg", text: atk.damage }) : null);
  if (atk && atk.text) b.title = atk.text;
  if (o.card !== null && o.card !== undefined) {
    attachCard(b, o.card);
    b.classList.remove("inspectable");       // a click answers; the card shows on hover
  }
  return b;
}

function decisionHeader(d, who) {
  return [
    el("div", { class: "prompt" }, rich((who ? who + ": " : "") + (d.prompt || KIND_PROMPTS[d.kind] || d.kind))),
    d.source_name ? el("div", { class: "source" }, "because of ", attachCard(el("b", { text: d.source_name }), d.source)) : null,
  ].filter(Boolean);
}

function renderDecision(st) {
  const panel = $("decision");
  const g = st.game, v = st.view, d = v.decision;
  panel.dataset.kind = g.over ? "over" : d ? d.kind : "waiting";
  panel.dataset.decisionId = d ? String(d.decision_id) : "";
  if (g.over) {
    fill(panel, el("div", { class: "prompt", text: "Game over" }),
      el("div", { class: "result-line", text: g.result ? g.result.text : "" }),
      el("div", { class: "source", text: g.seed !== undefined ? `seed ${g.seed}` : "" }),
      g.replay_id ? el("button", { type: "button", class: "primary", text: "Watch the replay",
        onclick: () => openReplay(g.replay_id, 0) }) : null);
    return;
  }
  if (g.error) {
    fill(panel, el("div", { class: "error", text: g.error }));
    return;
  }
  if (!d) {
    const w = v.waiting_for;
    const who = w ? w.player : g.to_act;
    const name = who === S.viewSeat ? "You" : (g.mode === "agent" && g.agents[String(who)]
      ? `The ${g.agents[String(who)]} agent` : `Player ${who + 1}`);
    const busy = S.queue.length ? "is playing…" : (g.thinking ? "is thinking…" : "is deciding…");
    fill(panel, el("div", { class: "waiting" }, el("span", { class: "spinner" }), `${name} ${busy}`),
      S.queue.length ? el("button", { type: "button", id: "btn-skip", text: "Skip to now ▶▶", onclick: skip }) : null);
    return;
  }
  const who = g.mode === "hotseat" ? `Player ${d.player + 1}` : "You";
  S.drawnBusy = S.busy;
  fill(panel, ...decisionHeader(d, who),
    groupedOptions(d, (o) => optionButton(v, d, o, () => act(o.index))));
}

// -- the log ---------------------------------------------------------------------------------------

function logItem(line, fresh) {
  return el("li", { class: (line.startsWith("-- Turn") ? "turn" : "") + (fresh ? " new" : "") }, rich(line));
}

function renderLog(lines, newFrom) {
  const ol = $("log");
  fill(ol, ...lines.map((line, i) => logItem(line, newFrom !== null && i >= newFrom)));
  ol.scrollTop = ol.scrollHeight;
}

function appendLog(lines) {
  const ol = $("log");
  ol.querySelectorAll("li.new").forEach((li) => li.classList.remove("new"));
  for (const line of lines) ol.append(logItem(line, true));
  ol.scrollTop = ol.scrollHeight;
}

// -- a game ----------------------------------------------------------------------------------------

function labelFor(g, p) {
  if (g.mode === "hotseat") return `Player ${p + 1}`;
  if (S.role === "spectator") return `Player ${p + 1}${g.agents[String(p)] ? ` (${g.agents[String(p)]} agent)` : ""}`;
  return p === S.viewSeat ? `You (player ${p + 1})` : `Player ${p + 1} (${g.agents[String(p)]} agent)`;
}

function renderState(st, banner) {
  S.mode = "game";
  S.state = st;
  remember(st.view.cards);
  $("replay-bar").hidden = true;
  const g = st.game, v = st.view;
  const me = st.seat !== null && st.seat !== undefined && !st.covered ? st.seat : (S.viewSeat ?? 0);
  const opp = 1 - me;
  const names = g.deck_names;
  const handOf = (p) => (v.player === p && v.hand ? v.hand : null);
  const toAct = g.to_act;
  drawBoard(
    { player: opp, label: labelFor(g, opp), deckName: names[opp], mons: v.in_play[opp], hand: handOf(opp),
      handSize: v.hand_sizes[opp], known: v.known_hands[opp], toAct: toAct === opp },
    { player: me, label: labelFor(g, me), deckName: names[me], mons: v.in_play[me], hand: handOf(me),
      handSize: v.hand_sizes[me], known: v.known_hands[me], toAct: toAct === me },
    v, v.turn, g.result, banner);
  renderDecision(st);
  $("btn-record").disabled = !g.over;
  $("btn-replay-game").disabled = !g.over;
  $("btn-concede").disabled = g.over || S.role === "spectator";
  $("btn-share").disabled = !(S.tokens && S.tokens.spectator);
  const against = g.mode === "hotseat" ? "hot seat" : `vs ${Object.values(g.agents).join(", ")}`;
  setStatus(g.over ? (g.result ? g.result.text : "game over")
    : `${names[0]} vs ${names[1]} · ${S.role === "spectator" ? "watching" : against}`);
}

// the full state (with the log): after opening a game, a reset of the feed, a gap
function showFullState(st) {
  S.queue = [];
  S.seq = st.seq;
  S.epoch = st.epoch;
  S.eventCount = st.event_count;
  S.log = st.log.slice();
  renderState(st);
  renderLog(S.log, null);
}

function currentToken() {
  if (S.tokens && S.state && S.state.game.mode === "hotseat") {
    return S.shown !== null ? S.tokens[String(S.shown)] : S.tokens.spectator;
  }
  return S.token;
}

async function reload() {
  const st = await api("GET", `/api/games/${S.gameId}`, undefined, currentToken());
  showFullState(st);
  afterState();
}

// hot seat: cover the screen when the player to decide is not the one shown
function afterState() {
  const st = S.state;
  if (!st || st.game.mode !== "hotseat" || S.role === "spectator") { $("curtain").hidden = true; return; }
  const g = st.game;
  if (g.over) { $("curtain").hidden = true; return; }
  if (S.shown === null || g.to_act !== S.shown) {
    if (S.shown !== null) { S.shown = null; reload(); return; }     // drop the hand that was shown
    $("curtain-text").textContent = `Player ${g.to_act + 1} decides now. Pass the screen to player ${g.to_act + 1}.`;
    $("btn-curtain").textContent = `I am player ${g.to_act + 1}: show my hand`;
    $("curtain").hidden = false;
  } else {
    $("curtain").hidden = true;
  }
}

async function uncover() {
  const seat = S.state.game.to_act;
  S.shown = seat;
  S.viewSeat = seat;
  try {
    const st = await api("GET", `/api/games/${S.gameId}`, undefined, S.tokens[String(seat)]);
    showFullState(st);
    $("curtain").hidden = true;
  } catch (e) { showError(e.message); }
}

async function act(index) {
  if (S.busy || !S.state) return;
  const st = S.state;
  S.busy = true;
  showError("");
  document.querySelectorAll("#decision button.opt").forEach((b) => { b.disabled = true; });
  try {
    const res = await api("POST", `/api/games/${S.gameId}/actions?wait=false`,
      { index, decision_id: st.decision_id }, currentToken());
    S.busy = false;
    if (S.drawnBusy && S.state && S.state.view.decision) renderDecision(S.state);   // drawn disabled
    if (res.covered) {                        // hot seat: the screen goes to the other player
      S.shown = null;
      S.viewSeat = null;
      showFullState(res);
      afterState();
    } else if ((!S.feed || !S.feed.connected) && res.seq > S.seq && !S.queue.length) {
      showFullState(res);                     // no feed: the answer is the news (never older news)
    }
  } catch (e) {
    S.busy = false;
    S.drawnBusy = false;
    if (e.status === 409) {
      showError(`Refused (409): ${e.message}. The table was behind; it shows the game as it is now.`);
    } else {
      showError(`${e.status || ""} ${e.message}`.trim());
    }
    await reload().catch(() => {});
  }
}

// -- the live feed ---------------------------------------------------------------------------------

class Feed {
  constructor(gid, token) {
    this.gid = gid;
    this.token = token;
    this.stopped = false;
    this.connected = false;
    this.ctrl = null;
    this.run();
  }

  stop() {
    this.stopped = true;
    if (this.ctrl) this.ctrl.abort();
  }

  async run() {
    let backoff = 500;
    while (!this.stopped) {
      try {
        this.ctrl = new AbortController();
        const url = `/api/games/${this.gid}/events?after=${S.seq}&epoch=${encodeURIComponent(S.epoch)}`;
        const r = await fetch(url, { headers: { Authorization: `Bearer ${this.token}` }, signal: this.ctrl.signal });
        if (!r.ok) {
          if ([401, 403, 404].includes(r.status)) { this.stopped = true; return; }
          throw new Error(`feed: ${r.status}`);
        }
        this.connected = true;
        backoff = 500;
        const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let i;
          while ((i = buf.indexOf("\n\n")) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            this.message(block);
          }
        }
      } catch (e) {
        if (this.stopped) return;
      }
      this.connected = false;
      if (S.state && S.state.game.over && !S.queue.length) return;     // the stream ended with the game
      if (this.stopped) return;
      await new Promise((r) => setTimeout(r, backoff));
      backoff = Math.min(backoff * 2, 5000);
    }
  }

  message(block) {
    let event = "message";
    const data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (!data.length || this.stopped || S.gameId !== this.gid) return;
    const msg = JSON.parse(data.join("\n"));
    if (event === "frame") onFrame(msg);
    else if (event === "reset") onReset(msg);
  }
}

// without a feed (a proxy that buffers, a server restarting), ask for the state now and then
setInterval(() => {
  if (S.mode !== "game" || !S.gameId || !S.state || S.state.game.over || S.busy || S.pumping) return;
  if (S.feed && S.feed.connected) return;
  reload().catch(() => {});
}, 2000);

function follow() {
  if (S.feed) S.feed.stop();
  // hot seat: the shared screen follows the public feed; a seat's view is asked for on uncovering
  const token = S.tokens && S.state.game.mode === "hotseat" ? S.tokens.spectator : S.token;
  S.feed = new Feed(S.gameId, token);
}

function onReset(msg) {
  if (msg.epoch === S.epoch && msg.seq === S.seq) return;
  reload().catch((e) => showError(e.message));
}

function onFrame(f) {
  if (f.epoch !== S.epoch) { reload().catch(() => {}); return; }
  const last = S.queue.length ? S.queue[S.queue.length - 1].seq : S.seq;
  if (f.seq <= last) return;
  S.queue.push(f);
  pump();
}

function skip() {
  S.skipping = true;
  if (S.wake) S.wake();
}

function delay() { return Number($("speed").value); }

async function pump() {
  if (S.pumping) return;
  S.pumping = true;
  try {
    while (S.queue.length) {
      const f = S.queue[0];
      const theirs = f.actor !== S.viewSeat;
      if (theirs && !S.skipping) {
        const wait = delay() - (performance.now() - S.lastShown);
        if (wait > 0) {
          if (S.state && !S.state.view.decision) renderDecision(S.state);    // offer "skip"
          await sleep(wait);
        }
      }
      S.queue.shift();
      showFrame(f);
      S.lastShown = performance.now();
    }
  } finally {
    S.pumping = false;
    S.skipping = false;
  }
  if (S.state && S.state.game.over) reload().catch(() => {});       // the whole log, now public
}

function showFrame(f) {
  const st = S.state;
  if (st && st.game.mode === "hotseat" && S.shown !== null) {
    // a seat is shown: the public frame tells only that the game moved on
    if (f.state.game.to_act !== S.shown || f.state.game.over) { S.shown = null; S.viewSeat = null; }
    S.seq = f.seq;
    reload().catch(() => {});
    return;
  }
  if (f.event_start !== S.eventCount) { S.seq = f.seq; reload().catch(() => {}); return; }
  S.seq = f.seq;
  S.eventCount = f.event_end;
  const lines = f.events.map((e) => e.text);
  S.log.push(...lines);
  const banner = lines.filter((l) => !l.startsWith("-- Turn")).slice(-2).join(" · ");
  renderState({ ...f.state, log: S.log }, banner || null);
  appendLog(lines);
  flash(f.events);
  afterState();
}

// damage and Knock Outs flash on the Pokémon they hit
function flash(events) {
  for (const e of events) {
    if ((e.kind === "damage" || e.kind === "knockout" || e.kind === "counters") && e.target && e.target.pos !== null) {
      const node = document.querySelector(`[data-spot="${e.target.owner}:${e.target.pos}"]`);
      if (!node) continue;
      node.classList.add("hit");
      if (e.kind === "damage") node.append(el("span", { class: "float-dmg", text: `-${e.amount}` }));
    }
  }
}

// -- opening and starting games --------------------------------------------------------------------

async function openGame(gid, token, extra) {
  const st = await api("GET", `/api/games/${gid}`, undefined, token);
  const saved = savedGames()[gid] || {};
  S.gameId = gid;
  S.token = token;
  S.tokens = (extra && extra.tokens) || saved.tokens || null;
  S.role = st.game.mode === "hotseat" && S.tokens && S.tokens["0"] ? "hotseat" : st.role;
  S.shown = null;
  S.viewSeat = st.seat !== null && st.seat !== undefined && !st.covered ? st.seat : null;
  stopReplayTimer();
  S.replay = null;
  if (st.game.mode === "hotseat" && S.tokens) {
    S.viewSeat = null;
    const pub = await api("GET", `/api/games/${gid}`, undefined, S.tokens.spectator);
    showFullState(pub);
  } else {
    showFullState(st);
  }
  saveGame(gid, { role: S.role, token, tokens: S.tokens, decks: st.game.deck_names, mode: st.game.mode });
  history.replaceState(null, "", `#game=${gid}`);
  follow();
  afterState();
}

let decksLoaded = false;

async function openNewGame() {
  $("new-error").hidden = true;
  if (!decksLoaded) {
    const info = await api("GET", "/api/decks");
    for (const [id, def] of [["deck-a", "mega_abomasnow"], ["deck-b", "fire_cinderace"]]) {
      const sel = $(id);
      const themes = info.theme_decks || [];
      fill(sel, ...info.decks.map((n) => el("option", { value: n, text: n.replace(/_/g, " "), selected: n === def })),
        themes.length && el("optgroup", { label: "Theme decks of the older eras" },
          themes.map((t) => el("option", { value: t.name, text: `${t.name} (${t.set}, ${t.era})` }))),
        el("option", { value: "__paste__", text: "Paste a deck list…" }));
      sel.addEventListener("change", () => { $(sel.dataset.paste).hidden = sel.value !== "__paste__"; });
    }
    $("format").append(...(info.formats || []).map((f) => el("option", { value: f.name, text: f.title })));
    fill($("opponent"), ...info.agents.map((a) => el("option", { value: a, text: `${a} agent`, selected: a === "greedy" })),
      el("option", { value: "human", text: "A person (hot seat: two players, one screen)" }));
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
    format: $("format").value || null,
  };
  $("btn-start").disabled = true;
  try {
    const st = await api("POST", "/api/games", body);
    $("dlg-new").close();
    showError("");
    const gid = st.game.id;
    const hot = st.game.mode === "hotseat";
    const token = hot ? st.tokens.spectator : st.tokens[String(st.seat)];
    saveGame(gid, { tokens: st.tokens, token, role: hot ? "hotseat" : String(st.seat), created: Date.now() });
    await openGame(gid, token, { tokens: st.tokens });
  } catch (e) {
    $("new-error").textContent = e.message;
    $("new-error").hidden = false;
  } finally {
    $("btn-start").disabled = false;
  }
}

async function concede() {
  if (!S.gameId || !S.state || !confirm("Concede this game?")) return;
  const seat = S.state.game.mode === "hotseat" ? S.shown : S.viewSeat;
  if (seat === null || seat === undefined) { showError("Uncover the screen first: the player who concedes must be shown."); return; }
  try {
    await api("POST", `/api/games/${S.gameId}/concede`, { player: seat }, S.tokens ? S.tokens[String(seat)] : S.token);
    await reload();
  } catch (e) { showError(e.message); }
}

async function downloadRecord() {
  if (!S.gameId) return;
  try {
    const data = await api("GET", `/api/games/${S.gameId}/record`, undefined, currentToken());
    const blob = new Blob([JSON.stringify(data, null, 1) + "\n"], { type: "application/json" });
    const a = el("a", { href: URL.createObjectURL(blob), download: `ptcg-${S.gameId}.json` });
    document.body.append(a);
    a.click();
    a.remove();
  } catch (e) { showError(e.message); }
}

function shareLink() {
  if (!S.tokens || !S.tokens.spectator) return;
  $("share-link").value = `${location.origin}/#game=${S.gameId}&token=${S.tokens.spectator}`;
  $("dlg-share").showModal();
  $("share-link").select();
}

async function openGamesDialog() {
  const mine = savedGames();
  fill($("my-games"), ...Object.entries(mine).reverse().map(([gid, g]) =>
    el("li", {}, el("button", { type: "button", text: "Open", onclick: () => { $("dlg-games").close(); openGame(gid, g.token, g).catch((e) => showError(e.message)); } }),
      ` ${(g.decks || []).join(" vs ") || gid} · ${g.mode === "hotseat" || g.role === "hotseat" ? "hot seat" : g.role === "spectator" ? "watching" : "you play player " + (Number(g.role) + 1)}`,
      el("button", { type: "button", class: "link", text: "forget", onclick: (ev) => { forgetGame(gid); ev.target.closest("li").remove(); } }))));
  if (!Object.keys(mine).length) $("my-games").append(el("li", { class: "muted", text: "none yet" }));
  fill($("finished-games"), el("li", { class: "muted", text: "loading…" }));
  $("dlg-games").showModal();
  try {
    const list = await api("GET", "/api/games");
    const done = list.games.filter((g) => g.over && g.replay_id);
    fill($("finished-games"), ...done.map((g) => el("li", {},
      el("button", { type: "button", text: "Replay", onclick: () => { $("dlg-games").close(); openReplay(g.replay_id, 0); } }),
      ` ${g.deck_names.join(" vs ")} · ${g.result ? g.result.text : ""}`)));
    if (!done.length) $("finished-games").append(el("li", { class: "muted", text: "none yet" }));
  } catch (e) { fill($("finished-games"), el("li", { class: "error", text: e.message })); }
}

// -- replays ---------------------------------------------------------------------------------------

function stopReplayTimer() {
  if (S.timer) clearInterval(S.timer);
  S.timer = null;
  $("rp-play").textContent = "▶︎ Play";
}

function leaveGame() {
  if (S.feed) S.feed.stop();
  S.feed = null;
  S.queue = [];
  $("curtain").hidden = true;
}

async function openReplay(rid, step) {
  try {
    const rs = await api("GET", `/api/replays/${rid}?step=${step || 0}`);
    leaveGame();
    S.replay = rs;
    showError("");
    history.replaceState(null, "", `#replay=${rid}`);
    renderReplay(rs);
  } catch (e) { showError(e.message); }
}

async function startReplay(promise) {
  try {
    const rs = await promise;
    leaveGame();
    S.replayWant = undefined;
    showError("");
    S.replay = rs;
    history.replaceState(null, "", `#replay=${rs.id}`);
    renderReplay(rs);
  } catch (e) { showError(e.message); }
}

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
  S.viewSeat = 0;
  $("replay-bar").hidden = false;
  $("btn-concede").disabled = true;
  $("btn-share").disabled = true;
  const names = rs.deck_names;
  const v0 = rs.views[0], v1 = rs.views[1];
  remember(v0.cards);
  remember(v1.cards);
  const view = { ...v0 };
  drawBoard(
    { player: 1, label: "Player 2", deckName: names[1], mons: v1.in_play[1], hand: v1.hand, toAct: rs.to_act === 1 },
    { player: 0, label: "Player 1", deckName: names[0], mons: v0.in_play[0], hand: v0.hand, toAct: rs.to_act === 0 },
    view, rs.turn, rs.result_now, rs.next ? `Next: player ${rs.next.player + 1} — ${rs.next.text}` : null);
  $("rp-slider").max = String(rs.steps);
  $("rp-slider").value = String(rs.step);
  $("rp-pos").textContent = `step ${rs.step} / ${rs.steps}`;
  setStatus(`Replay: ${names[0]} vs ${names[1]}` + (rs.result ? ` · ${rs.result.text}` : ""));
  const panel = $("decision");
  const d = rs.to_act === null ? null : rs.views[rs.to_act].decision;
  if (!rs.next) {
    fill(panel, el("div", { class: "prompt", text: "End of the record" }),
      el("div", { text: rs.result ? rs.result.text : "(the game was not finished)" }));
  } else {
    const nextBox = el("div", { class: "next" }, `Next: player ${rs.next.player + 1} — `, el("b", { text: rs.next.text }));
    if (!d) {
      fill(panel, nextBox);
    } else {
      const chosen = JSON.stringify(rs.next.value);
      const v = rs.views[rs.to_act];
      fill(panel, nextBox, ...decisionHeader(d, `Player ${d.player + 1}`),
        groupedOptions(d, (o) => optionButton(v, d, o, () => replayStep(replayWanted() + 1),
          JSON.stringify(o.value) === chosen ? "chosen" : null)));
    }
  }
  renderLog(rs.log, rs.step > 0 ? rs.new_from : null);
}

function leaveReplay() {
  stopReplayTimer();
  S.replay = null;
  $("replay-bar").hidden = true;
  const gid = localStorage.getItem("ptcg.current");
  const saved = gid ? savedGames()[gid] : null;
  if (saved) openGame(gid, saved.token, saved).catch(() => openNewGame());
  else { history.replaceState(null, "", "#"); fill($("decision")); fill($("log")); openNewGame(); }
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

async function replayThisGame() {
  if (!S.state || !S.state.game.replay_id) return;
  openReplay(S.state.game.replay_id, 0);
}

// -- wiring ----------------------------------------------------------------------------------------

function wire() {
  $("btn-new").addEventListener("click", () => openNewGame().catch((e) => showError(e.message)));
  $("btn-games").addEventListener("click", () => openGamesDialog());
  $("btn-cancel").addEventListener("click", () => $("dlg-new").close());
  $("form-new").addEventListener("submit", startGame);
  $("btn-record").addEventListener("click", downloadRecord);
  $("btn-replay-game").addEventListener("click", replayThisGame);
  $("btn-concede").addEventListener("click", concede);
  $("btn-share").addEventListener("click", shareLink);
  $("btn-copy-share").addEventListener("click", () => { $("share-link").select(); navigator.clipboard && navigator.clipboard.writeText($("share-link").value); });
  $("file-record").addEventListener("change", readRecordFile);
  $("btn-curtain").addEventListener("click", uncover);
  $("rp-first").addEventListener("click", () => replayStep(0));
  $("rp-prev").addEventListener("click", () => replayStep(replayWanted() - 1));
  $("rp-next").addEventListener("click", () => replayStep(replayWanted() + 1));
  $("rp-last").addEventListener("click", () => replayStep(S.replay.steps));
  $("rp-slider").addEventListener("change", (e) => replayStep(Number(e.target.value)));
  $("rp-exit").addEventListener("click", leaveReplay);
  $("rp-link").addEventListener("click", () => {
    const link = `${location.origin}/#replay=${S.replay.id}`;
    if (navigator.clipboard) navigator.clipboard.writeText(link).catch(() => {});
    setStatus(`Replay link: ${link}`);
  });
  $("rp-play").addEventListener("click", () => {
    if (S.timer) { stopReplayTimer(); return; }
    $("rp-play").textContent = "Pause";
    S.timer = setInterval(() => {
      if (!S.replay || S.replay.step >= S.replay.steps) { stopReplayTimer(); return; }
      replayStep(S.replay.step + 1);
    }, 700);
  });
  const speed = localStorage.getItem("ptcg.speed");
  if (speed !== null) $("speed").value = speed;
  $("speed").addEventListener("change", () => localStorage.setItem("ptcg.speed", $("speed").value));
  document.addEventListener("keydown", (e) => {
    if (S.mode !== "replay" || e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA") return;
    if (e.key === "ArrowRight") replayStep(replayWanted() + 1);
    if (e.key === "ArrowLeft") replayStep(replayWanted() - 1);
  });
  // cards: hover shows what a card does; a click or tap opens it
  document.addEventListener("mouseover", (e) => {
    const t = e.target.closest("[data-card]");
    clearTimeout(popTimer);
    if (t) popTimer = setTimeout(() => showPop(t), 120);
    else hidePop();
  });
  document.addEventListener("click", (e) => {
    const t = e.target.closest(".inspectable");
    if (t && !e.target.closest("button, summary, a")) openCard(t.dataset.card);
  });
  window.addEventListener("scroll", hidePop, true);
}

async function boot() {
  wire();
  // #game=ID[&token=T] opens a game (a link with a token: a spectator's invitation);
  // #replay=ID[&step=N] a replay; else the last game played on this browser
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("replay")) {
    await openReplay(hash.get("replay"), Number(hash.get("step") || 0));
    if (S.replay) return;
  }
  const gid = hash.get("game") || localStorage.getItem("ptcg.current");
  if (gid) {
    const saved = savedGames()[gid];
    const token = hash.get("token") || (saved && saved.token);
    if (token) {
      try { await openGame(gid, token, saved); return; } catch (e) {
        showError(e.message);
        if (e.status === 404) forgetGame(gid);
      }
    } else if (hash.get("game")) {
      showError("This game's link has no token: ask a player for the spectator link.");
    }
  }
  openNewGame().catch((e) => showError(e.message));
}

boot();
