"""Train a small pointer-network policy with PPO on the v3 observation (PyTorch, CPU).

    pip install -e ".[rl,train]"
    python examples/train_pointer_policy.py --deck dragapult_ex --minutes 30 --out examples/results

The learner plays a mirror match of one built-in deck in ``--envs`` games at once
(:func:`ptcg.env.vector_env`) against an :class:`ptcg.env.OpponentPool`: the random agent,
the greedy agent and, with ``--self-play`` (the default), frozen snapshots of itself taken
every ``--snapshot-every`` updates (the last 3 are kept).  Every ``--eval-every`` seconds
it plays ``--eval-games`` games against the random agent on fixed seeds (the same games
each time, seats drawn by seed), once taking its most likely option and once sampling
from its distribution, and as many against the greedy agent, and writes the learning
curve: ``curve.csv`` and ``curve.png`` in ``--out``.

The policy reads the v3 arrays as entities and options:

* each entity (Pokémon in play, hand card, Stadium...) is its features plus the embeddings
  of its card and of the cards attached to it, through an MLP;
* the context is the global features and the masked mean and max of the entities;
* each option is its kind, its card, the encodings of the entities it names (card, source,
  target) and its features, through an MLP, then scored against the context: a logit per
  option, masked by ``action_mask`` (a pointer over the options);
* the value is an MLP of the context.

Rewards: +1 / -1 at the end of a game, plus potential-based shaping on the Prize cards
taken by each side (``--shaping``; it doesn't change which policies are best).
"""

from __future__ import annotations

import argparse
import copy
import csv
import os
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from ptcg.env import OpponentPool, vector_env
from ptcg.env import encoding_v3 as enc

KEYS = ("global", "decision", "entity_card", "entity_attached", "entity_features", "entity_mask",
        "option_kind", "option_card", "option_refs", "option_features", "action_mask")
MY_TAKEN = enc.column("global", "my_prizes_taken")
OPP_TAKEN = enc.column("global", "opponent_prizes_taken")


def mlp(*sizes):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Linear(a, b), nn.ReLU()]
    return nn.Sequential(*layers[:-1])


class PointerPolicy(nn.Module):
    """Entity encoder, context, option scorer (a pointer over the option rows), value."""

    def __init__(self, card_dim: int = 16, hidden: int = 64):
        super().__init__()
        self.cards = nn.Embedding(enc.CARD_VOCAB, card_dim, padding_idx=0)
        self.kinds = nn.Embedding(len(enc.OPTION_KINDS), 8)
        self.decision = nn.Embedding(len(enc.DECISION_KINDS), 8)
        n_ent = len(enc.ENTITY_COLUMNS)
        self.entity = mlp(n_ent + 2 * card_dim, hidden, hidden)
        self.context = mlp(len(enc.GLOBAL_COLUMNS) + 8 + card_dim + 2 * hidden, hidden, hidden)
        self.option = mlp(8 + card_dim + 3 * hidden + len(enc.OPTION_COLUMNS), hidden, hidden)
        self.score = mlp(2 * hidden, hidden, 1)
        self.value = mlp(hidden, hidden, 1)

    def forward(self, obs: dict):
        """Logits over the first ``k`` options (``k``: the most options any game of the batch
        has; action ``i`` < ``k``) and values.  Rows past the last entity or option in use
        are cut off first: they are padding."""
        emask_all = obs["entity_mask"]
        e = int(torch.nonzero(emask_all.any(0)).max()) + 1 if emask_all.any() else 1
        k = max(int(obs["action_mask"].sum(1).max()), 1)
        emask = emask_all[:, :e].float()                                     # (B, E)
        ent = torch.cat([obs["entity_features"][:, :e], self.cards(obs["entity_card"][:, :e]),
                         self.cards(obs["entity_attached"][:, :e]).sum(2)], -1)
        h = F.relu(self.entity(ent)) * emask.unsqueeze(-1)                  # (B, E, H); row 0 = "none"
        mean = h.sum(1) / emask.sum(1, keepdim=True).clamp(min=1)
        mx = h.max(1).values
        dec = obs["decision"]
        ctx = F.relu(self.context(torch.cat([obs["global"], self.decision(dec[:, 0]), self.cards(dec[:, 1]),
                                             mean, mx], -1)))                # (B, H)
        refs = obs["option_refs"][:, :k]                                     # (B, K, 3) rows of h
        b = refs.shape[0]
        picked = h[torch.arange(b).view(b, 1, 1), refs]                     # (B, K, 3, H)
        opt = torch.cat([self.kinds(obs["option_kind"][:, :k]), self.cards(obs["option_card"][:, :k]),
                         picked.reshape(b, k, -1), obs["option_features"][:, :k]], -1)
        o = F.relu(self.option(opt))                                         # (B, K, H)
        logits = self.score(torch.cat([o, ctx.unsqueeze(1).expand(-1, k, -1)], -1)).squeeze(-1)
        logits = logits.masked_fill(~obs["action_mask"][:, :k].bool(), -1e9)
        return logits, self.value(ctx).squeeze(-1)


def to_torch(obs: dict) -> dict:
    return {k: torch.from_numpy(np.ascontiguousarray(obs[k])) for k in KEYS}


def frozen_player(model: PointerPolicy, greedy: bool = False):
    """A policy for the opponent pool: a frozen copy of ``model`` that picks options."""
    snapshot = copy.deepcopy(model).eval()

    @torch.no_grad()
    def policy(obs):
        logits, _ = snapshot(to_torch(obs))
        if greedy:
            return logits.argmax(-1).numpy()
        return torch.distributions.Categorical(logits=logits).sample().numpy()

    return policy


@torch.no_grad()
def evaluate(model: PointerPolicy, deck: str, games: int, seed: int, greedy: bool, opponent: str = "random") -> tuple:
    """(wins, draws) of the policy against ``opponent`` in ``games`` games on fixed seeds,
    taking its most likely option (``greedy``) or sampling (with a fixed torch seed)."""
    envs = vector_env(games, decks=deck, opponent=opponent, seat="random", copy=False)
    obs, _ = envs.reset(seed=seed)
    generator = torch.Generator().manual_seed(seed)
    done = np.zeros(games, dtype=bool)
    wins = draws = 0
    while not done.all():
        logits, _ = model(to_torch(obs))
        if greedy:
            actions = logits.argmax(-1)
        else:
            actions = torch.multinomial(torch.softmax(logits, -1), 1, generator=generator).squeeze(1)
        obs, rewards, term, trunc, _ = envs.step(actions.numpy())
        for i in np.flatnonzero((term | trunc) & ~done):
            done[i] = True
            wins += rewards[i] > 0
            draws += rewards[i] == 0
    envs.close()
    return int(wins), int(draws)


def plot(rows: list, path: Path, deck: str) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    minutes = [r["seconds"] / 60 for r in rows]
    fig, ax = plt.subplots(figsize=(6.4, 3.8), dpi=120)
    ax.plot(minutes, [100 * r["win_rate_greedy"] for r in rows], marker="o", label="most likely option")
    ax.plot(minutes, [100 * r["win_rate_sampled"] for r in rows], marker="s", label="sampled from the policy")
    ax.plot(minutes, [100 * r["win_rate_vs_greedy"] for r in rows], marker="^", color="tab:red",
            label="most likely option, vs the greedy agent")
    ax.axhline(70, color="grey", linestyle="--", linewidth=1, label="target 70 %")
    ax.axhline(50, color="lightgrey", linestyle=":", linewidth=1)
    ax.set_xlabel("training time, evaluations included (minutes, 2 shared CPU cores)")
    ax.set_ylabel(f"win rate (%), {rows[-1]['games']} games each")
    ax.set_title(f"pointer policy (PPO) on the {deck} mirror vs random (ptcg_v3)", fontsize=10)
    ax.set_ylim(0, 100)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deck", default="teal_mask_ogerpon", help="built-in deck played in a mirror match")
    ap.add_argument("--minutes", type=float, default=30.0, help="wall-clock training budget, evaluations included")
    ap.add_argument("--envs", type=int, default=32)
    ap.add_argument("--rollout", type=int, default=64, help="steps per game per update")
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--gamma", type=float, default=0.995)
    ap.add_argument("--lam", type=float, default=0.95)
    ap.add_argument("--clip", type=float, default=0.2)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--minibatch", type=int, default=512)
    ap.add_argument("--entropy", type=float, default=0.01)
    ap.add_argument("--shaping", type=float, default=0.5, help="weight of the Prize-card shaping")
    ap.add_argument("--self-play", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--snapshot-every", type=int, default=10, help="updates between snapshots")
    ap.add_argument("--random-weight", type=float, default=2.0, help="weight of the random agent in the pool")
    ap.add_argument("--greedy-weight", type=float, default=1.0, help="weight of the greedy agent in the pool (0: none)")
    ap.add_argument("--eval-every", type=float, default=150.0, help="seconds between evaluations")
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--eval-seed", type=int, default=1_000_000)
    ap.add_argument("--threads", type=int, default=1, help="torch threads (more spin on a busy machine)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="examples/results")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    model = PointerPolicy()
    optim = torch.optim.Adam(model.parameters(), lr=args.lr, eps=1e-5)
    members = ["random"] + (["greedy"] if args.greedy_weight > 0 else [])
    pool = OpponentPool(members, weights=[args.random_weight, args.greedy_weight][:len(members)], max_size=3)
    envs = vector_env(args.envs, decks=args.deck, opponent=pool, seat="random", autoreset_mode="SameStep",
                      copy=False, seed=args.seed)
    obs, _ = envs.reset(seed=args.seed)
    n, t_max = args.envs, args.rollout
    buf = {k: torch.zeros((t_max, n) + v.shape[1:], dtype=torch.from_numpy(v).dtype) for k, v in obs.items()}
    actions = torch.zeros((t_max, n), dtype=torch.long)
    logps = torch.zeros((t_max, n))
    values = torch.zeros((t_max + 1, n))
    rewards = torch.zeros((t_max, n))
    dones = torch.zeros((t_max, n))
    started = time.perf_counter()
    steps = updates = 0
    next_eval = 0.0
    rows = []
    print(f"training on the {args.deck} mirror for {args.minutes} minutes, load {os.getloadavg()[0]:.1f}", flush=True)
    while True:
        elapsed = time.perf_counter() - started
        if elapsed >= next_eval or elapsed >= args.minutes * 60:
            model.eval()
            games = args.eval_games
            greedy = evaluate(model, args.deck, games, args.eval_seed, greedy=True)
            sampled = evaluate(model, args.deck, games, args.eval_seed, greedy=False)
            strong = evaluate(model, args.deck, games, args.eval_seed, greedy=True, opponent="greedy")
            model.train()
            rows.append({"seconds": round(time.perf_counter() - started, 1), "steps": steps, "updates": updates,
                         "games": games, "wins_greedy": greedy[0], "draws_greedy": greedy[1],
                         "win_rate_greedy": (greedy[0] + 0.5 * greedy[1]) / games,
                         "wins_sampled": sampled[0], "draws_sampled": sampled[1],
                         "win_rate_sampled": (sampled[0] + 0.5 * sampled[1]) / games,
                         "wins_vs_greedy": strong[0], "win_rate_vs_greedy": (strong[0] + 0.5 * strong[1]) / games,
                         "load": round(os.getloadavg()[0], 2)})
            r = rows[-1]
            print(f"{r['seconds']:7.0f}s {steps:8d} steps  win rate vs random: most likely option "
                  f"{100 * r['win_rate_greedy']:5.1f}%, sampled {100 * r['win_rate_sampled']:5.1f}%; "
                  f"vs greedy {100 * r['win_rate_vs_greedy']:5.1f}%  "
                  f"load {r['load']}", flush=True)
            with open(out / "curve.csv", "w", newline="") as f:
                w = csv.DictWriter(f, fieldnames=list(rows[0]))
                w.writeheader()
                w.writerows(rows)
            plot(rows, out / "curve.png", args.deck)
            if elapsed >= args.minutes * 60:
                break
            next_eval = (time.perf_counter() - started) + args.eval_every
        # -- a rollout ----------------------------------------------------------------------
        with torch.no_grad():
            for t in range(t_max):
                o = to_torch(obs)
                for k in KEYS:
                    buf[k][t] = o[k]
                logits, value = model(o)
                dist = torch.distributions.Categorical(logits=logits)
                a = dist.sample()
                actions[t], logps[t], values[t] = a, dist.log_prob(a), value
                before = obs["global"][:, MY_TAKEN] - obs["global"][:, OPP_TAKEN]
                obs, r, term, trunc, info = envs.step(a.numpy())
                after = obs["global"][:, MY_TAKEN] - obs["global"][:, OPP_TAKEN]
                done = term | trunc
                for i in np.flatnonzero(done):            # the game's last observation, not the next game's
                    final = info["final_obs"][i]["global"]
                    after[i] = final[MY_TAKEN] - final[OPP_TAKEN]
                rewards[t] = torch.from_numpy(r + args.shaping * (after - before)).float()
                dones[t] = torch.from_numpy(done.astype(np.float32))
                steps += n
            values[t_max] = model(to_torch(obs))[1]
        # -- advantages (GAE) --------------------------------------------------------------
        adv = torch.zeros((t_max, n))
        last = torch.zeros(n)
        for t in reversed(range(t_max)):
            live = 1.0 - dones[t]
            delta = rewards[t] + args.gamma * values[t + 1] * live - values[t]
            last = delta + args.gamma * args.lam * live * last
            adv[t] = last
        returns = adv + values[:t_max]
        flat = {k: v.reshape((t_max * n,) + v.shape[2:]) for k, v in buf.items()}
        fa, fl, fadv, fret = actions.reshape(-1), logps.reshape(-1), adv.reshape(-1), returns.reshape(-1)
        # -- PPO update ----------------------------------------------------------------------
        total = t_max * n
        for _ in range(args.epochs):
            order = torch.randperm(total)
            for s in range(0, total, args.minibatch):
                idx = order[s:s + args.minibatch]
                logits, value = model({k: v[idx] for k, v in flat.items()})
                dist = torch.distributions.Categorical(logits=logits)
                logp = dist.log_prob(fa[idx])
                ratio = (logp - fl[idx]).exp()
                a_ = fadv[idx]
                a_ = (a_ - a_.mean()) / (a_.std() + 1e-8)
                pg = -torch.min(ratio * a_, ratio.clamp(1 - args.clip, 1 + args.clip) * a_).mean()
                vloss = 0.5 * (value - fret[idx]).pow(2).mean()
                loss = pg + 0.5 * vloss - args.entropy * dist.entropy().mean()
                optim.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(model.parameters(), 0.5)
                optim.step()
        updates += 1
        if args.self_play and updates % args.snapshot_every == 0:
            pool.add(frozen_player(model), name=f"snapshot@{steps}")
    torch.save(model.state_dict(), out / "pointer_policy.pt")
    envs.close()
    r = rows[-1]
    print(f"done: {steps} learner steps, {updates} updates; final win rate vs random over {r['games']} games: "
          f"{100 * r['win_rate_greedy']:.1f}% (most likely option), {100 * r['win_rate_sampled']:.1f}% (sampled)",
          flush=True)


if __name__ == "__main__":
    main()
