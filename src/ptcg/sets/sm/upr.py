"""Ultra Prism (UPR, Sun & Moon 5)."""

from ...effects import *  # noqa: F401,F403


# 209128 Looker (UPR 126, Supporter).
@trainer(209128, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Draw 3 cards, taken from the bottom of the deck.")
def _looker(g, ctx):
    draw_from_bottom(g, ctx.player, 3)


# 209061 Lunala ◇ — Full Moon Star (UPR 62): one Basic {P} Energy card per opposing Pokémon in play,
# as many as the discard pile holds (II-C-09).
@effect(2090610, text="For each Pokémon the opponent has in play, attach a Basic {P} Energy from the discard "
                      "pile to your Pokémon, split as you like.")
def _full_moon_star(g, a):
    n = len(a.opp.in_play())
    psychic = [c for c in a.me.discard if basic_energy_of(PSYCHIC)(c)]
    yield from attach_from(g, a.player, "discard", basic_energy_of(PSYCHIC), a.me.in_play(),
                           exactly=min(n, len(psychic)), source=a.attacker.cid,
                           prompt="Choose Basic {P} Energy cards to attach")


# 209061 Lunala ◇ — Psystorm (UPR 62): units on every Pokémon in play, both sides (II-B-02).
damage_for_each(2090611, 20, lambda g, a: sum(count_energy(g, m) for m in g.all_in_play()),
                per="Energy attached to any Pokémon in play (both sides)")


# 209139 Super Boost Energy ◇ (UPR 136, Special Energy; II-D-08): every type on a Stage 2 Pokémon (4 units
# with 3 or more Stage 2 Pokémon of its owner in play), else {C}.
def _super_boost(g, mon, inst):
    if CARD_LIST[mon.cid].stage != 2:
        return (COLORLESS_BIT,)
    stage2 = sum(1 for m in g.players[mon.owner].in_play() if CARD_LIST[m.cid].stage == 2)
    return (ALL_TYPES,) * (4 if stage2 >= 3 else 1)


energy(209139, provides=_super_boost,
       text="Provides 1 {C} Energy. When its Pokémon is a Stage 2, it gives 1 Energy of any type instead, or 4 "
            "Energy of any type while its owner has at least 3 Stage 2 Pokémon in play.")
