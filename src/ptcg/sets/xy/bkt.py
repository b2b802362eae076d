"""BREAKthrough (BKT, XY 8)."""

from ...effects import *  # noqa: F401,F403

_basic_lightning = basic_energy_of(LIGHTNING)


# 194053 Magnezone — Magnetic Circuit (BKT 54; also 210036 Magnezone, FLI 36): an attachment from the
# hand that is not the turn's one (II-C-09 R3/R4).
def _circuit_targets(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if not Q.attach_from_hand_blocked(g, m)]


@ability(194053, 0, limit=UNLIMITED,
         can_use=lambda g, ctx: any(map(_basic_lightning, ctx.me.hand)) and bool(_circuit_targets(g, ctx)),
         text="Any number of times in your turn: attach a Basic {L} Energy from the hand to one of your "
              "Pokémon.")
def _magnetic_circuit(g, ctx):
    yield from attach_from(g, ctx.player, "hand", _basic_lightning, _circuit_targets(g, ctx), exactly=1,
                           source=194053, prompt="Choose a Basic {L} Energy card to attach")


# 194135 Fisherman (BKT 136, Supporter; also 211131 CES 130): as many as there are, at most 4
# (II-D-05).
@trainer(194135, can_play=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard)),
         text="Take 4 Basic Energy cards of the discard pile into the hand (all of them if fewer).")
def _fisherman(g, ctx):
    n = sum(1 for c in ctx.me.discard if is_basic_energy(c))
    yield from recover_from_discard(g, ctx.player, is_basic_energy, exactly=min(4, n), source=194135,
                                    prompt="Choose 4 Basic Energy cards")
