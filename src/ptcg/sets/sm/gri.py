"""Guardians Rising (GRI, Sun & Moon 2)."""

from ...effects import *  # noqa: F401,F403

# 204115 Talonflame — Flame Charge (GRI 111; also 217022 Darumaka, UNB 23): a Basic {R} Energy card from
# the deck onto the attacker (II-C-09; a hidden search may find none, I-H R2).
attach_energy_from_deck(2041150, basic_energy_of(FIRE), to_self=True,
                        text="Put a Basic {R} Energy from the deck onto the attacker, then shuffle the deck.")


# 204062 Tapu Lele-GX — Wonder Tag (GRI 60; II-E-06): only for the card itself benched from the hand.
@trigger(204062, "played_to_bench", 0,
         text="When you bench this Pokémon from your hand in your turn, you may search the deck for a "
              "Supporter, show it and add it to the hand, then shuffle the deck.")
def _wonder_tag(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from search_to_hand(g, ctx.player, is_supporter, source=204062, prompt="Choose a Supporter")


# 204062 Tapu Lele-GX — Energy Drive (GRI 60): units on both Active Pokémon (II-B-02, II-B-06).
@damage(2040620, text="20 damage per Energy attached to the two Active Pokémon together, with no Weakness or "
                      "Resistance.")
def _energy_drive(g, a):
    a.damage = 20 * sum(count_energy(g, m) for m in (a.me.active, a.opp.active) if m is not None)
    a.ignore_weakness = a.ignore_resistance = True


# 204062 Tapu Lele-GX — Tapu Cure-GX (GRI 60): the GX attack, once per game (III-14 R1, in the rules);
# two damaged Benched Pokémon, or the only one.
@effect(2040621, text="Two of your Benched Pokémon are healed of all their damage.")
def _tapu_cure(g, a):
    hurt = [m for m in a.me.bench if m.damage]
    mons = yield from pick_pokemons(g, a.player, hurt, exactly=min(2, len(hurt)), source=a.attacker.cid,
                                    prompt="Choose 2 Benched Pokémon to heal")
    for mon in mons:
        heal_all(g, mon)
