"""Arceus (AR, Platinum 4, 2009): the theme decks Flamemaster and Stormshaper."""

from ...cards.db import LEVEL_UP
from ...effects import *  # noqa: F401,F403

# 160009 Tangrowth — Leaf Guard: in the opponent's next turn, attacks do 20 less damage to it
# (after Weakness and Resistance, P2 step 5).
takes_less_next_turn(1600090, 20, text="Through the opponent's next turn, attacks damage this Pokémon 20 less "
                                          "(counted after Weakness and Resistance).")


# 160009 Tangrowth — Swallow Up: compared before the damage, a Defending Pokémon with less HP
# left than Tangrowth takes 120 instead of 50 (II-B-03).
@damage(1600091, text="If the Defending Pokémon has less HP left than this Pokémon (counted before the "
                      "damage), the attack does 120 damage in place of 50.")
def _swallow_up(g, a):
    if Q.remaining_hp(g, a.defender) < Q.remaining_hp(g, a.attacker):
        a.damage = 120


# 160014 Cherrim — Cloudy Sky (Poké-Body; P2 step 5, II-B-05 R2): each Cherrim takes 10 off.
@passive(160014, "damage_taken", 0,
         text="Damage from attacks to each of your {G} and {R} Pokémon is 10 lower (after Weakness and "
              "Resistance).")
def _cloudy_sky(g, holder, inst, a, target):
    if target.owner == holder.owner and (Q.has_type(g, target, GRASS) or Q.has_type(g, target, FIRE)):
        return -10
    return 0


# 160004 Luxray — Gadget Bolt: with a Tool attached, the player may do 100 instead of 60; the Tool
# is then discarded after the damage (P1 step 5).
@damage(1600041, text="If a Pokémon Tool is attached to this Pokémon, you may do 100 damage in place of 60; "
                      "if you do, that Tool is discarded.")
def _gadget_bolt(g, a):
    if a.attacker.tools and (yield from yes_no(g, a.player, "Do 100 damage and discard the Pokémon Tool?",
                                               a.attacker.cid)):
        a.damage = 100
        a.memo["gadget_bolt"] = a.attacker.tools[0]


@effect(1600041)
def _gadget_bolt_discard(g, a):
    tool = a.memo.get("gadget_bolt")
    if tool is not None and tool in a.attacker.tools:
        discard_tool(g, a.attacker, tool)


# 160008 Swalot — Damage Roller: damage counters (not damage) until the Defending Pokémon has
# Swalot's HP left; nothing when it has that much or less.
@effect(1600080, text="Damage counters go on the Defending Pokémon till both have the same HP left; "
                      "nothing happens when it has no more HP left than this Pokémon.")
def _damage_roller(g, a):
    if a.defender is not None:
        gap = Q.remaining_hp(g, a.defender) - Q.remaining_hp(g, a.attacker)
        if gap >= 10:
            put_counters(g, a.defender, gap // 10, a=a)


# 160008 Swalot — Entangle Tackle: the player decides before the damage (II-B-01); the 30 to one of
# their own Pokémon takes no Weakness or Resistance (II-B-08).
@damage(1600081, text="You may add 30 damage; if so, one of your own Pokémon (your choice) takes 30 damage "
                      "from it too, with no Weakness or Resistance.")
def _entangle_tackle(g, a):
    if (yield from yes_no(g, a.player, "Do 30 more damage (and 30 to one of your Pokémon)?", a.attacker.cid)):
        a.damage += 30
        mon = yield from pick_pokemon(g, a.player, a.me.in_play(), source=a.attacker.cid,
                                      prompt="Choose one of your Pokémon to take 30 damage")
        a.add_hit(mon, 30, weakness_resistance=False)


# 160042 Luxio — Discharge: every card providing {L} is discarded first, then a coin for each
# (II-B-02).
@damage(1600421, text="All {L} Energy on this Pokémon is discarded; flip one coin per card so discarded: 40 "
                      "damage per heads.")
def _discharge(g, a):
    mon = a.attacker
    gone = discard_all_energy(g, mon, lambda e: provides_type(g, mon, e, LIGHTNING))
    a.damage = 40 * flips(g, a.player, len(gone))


# 160086 Expert Belt (Tool): +20 HP (II-D-15), 20 more damage to the opponent's Active (P2 step 2),
# one more Prize card when the holder is Knocked Out (P8 step 4).
@passive(160086, "max_hp",
         text="+20 HP for the holder, and +20 damage from its attacks to the Active Pokémon of the opponent "
              "(before Weakness and Resistance). Knocking it out earns the opponent an extra Prize card.")
def _expert_belt_hp(g, holder, inst, mon):
    return 20 if mon is holder else 0


@passive(160086, "damage_dealt")
def _expert_belt_damage(g, holder, inst, a, target):
    return 20 if a.attacker is holder and target is g.players[a.opponent].active else 0


@passive(160086, "prizes")
def _expert_belt_prize(g, holder, inst, mon, ko):
    return 1 if mon is holder else 0


# 160087 Lucky Egg (Tool; II-E-04, P8 step 2): a Knock Out by the damage of an opponent's attack
# draws the owner's hand up to 7 cards.
@trigger(160087, "knocked_out",
         text="When an opposing attack's damage Knocks Out the holder, its owner draws cards up to a hand "
              "of 7.")
def _lucky_egg(g, holder, inst, ko):
    if ko.by_opponent_attack:
        draw_until(g, holder.owner, 7)


# -- samples of LEGACY.md: an SP Pokémon and a LV.X card over a Poké-Power ------------------------

# 160011 Zapdos G (SP) — Charge Beam: a coin; heads, an Energy card of the discard pile is attached
# to it (a visible zone: one is taken when there is one, II-D-05).
@effect(1600110, text="A coin: on heads, this Pokémon gets an Energy card from the discard pile attached.")
def _charge_beam(g, a):
    if flip(g, a.player) and any(map(is_energy, a.me.discard)):
        yield from attach_from(g, a.player, "discard", is_energy, [a.attacker], up_to=1, at_least=1,
                               source=a.attacker.cid)


# 160011 Zapdos G (SP) — Lightning Strike: the player may discard every {L} Energy on it to make
# the base damage 80 (P2 step 1, before any change to it).
@damage(1600111, text="You may discard every {L} Energy on this Pokémon; if so, the base damage is 80 in place "
                      "of 40.")
def _lightning_strike(g, a):
    mon = a.attacker
    lightning = [e for e in mon.energy if provides_type(g, mon, e, LIGHTNING)]
    if lightning and (yield from yes_no(g, a.player, "Discard all {L} Energy for 80 base damage?", mon.cid)):
        discard_all_energy(g, mon, lambda e: e in lightning)
        a.damage = 80


# 160015 Gengar — Shadow Skip: 10 to one of the opponent's Benched Pokémon (II-B-08), then the
# player may switch Gengar with a Benched Pokémon of theirs (II-C-03).
@damage(1600150, text="Also 10 damage to one of the opponent's Benched Pokémon; afterwards the attacker may trade "
                      "places with a Benched Pokémon of its owner.")
def _shadow_skip(g, a):
    yield from hit_chosen(g, a, 10, bench_only=True)


@effect(1600150)
def _shadow_skip_switch(g, a):
    if a.attacker is a.me.active:
        yield from switch_own(g, a.player, optional=True, source=a.attacker.cid)


# 160015 Gengar — Curse (Poké-Power; not under a Special Condition, read from its text, III-15
# R1): one damage counter from one opposing Pokémon to another (II-C-08).
def _curse_sources(g, ctx) -> list:
    mons = [m for m in ctx.opp.in_play() if ability_affects(g, ctx.player, m)]
    return [m for m in mons if m.counters] if len(mons) > 1 else []


@ability(160015, 0, can_use=lambda g, ctx: bool(_curse_sources(g, ctx)),
         text="Once in your turn, before attacking: shift 1 damage counter from one of the opponent's Pokémon "
              "to a different one of theirs. Not while this Pokémon has a Special Condition.")
def _curse(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, _curse_sources(g, ctx), source=160015,
                                  prompt="Move a damage counter from which of your opponent's Pokémon?")
    dst = yield from pick_pokemon(g, ctx.player, [m for m in ctx.opp.in_play() if m is not src
                                                  and ability_affects(g, ctx.player, m)],
                                  source=160015, prompt="Move it to which of your opponent's Pokémon?")
    move_counters(g, src, dst, 1)


# 160096 Gengar LV.X — Level-Down (Poké-Power; not under a Special Condition): the LV.X card on top
# of an opposing Pokémon goes back into its owner's deck, which is shuffled (II-C-13).
def _levelled_up(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if CARD_LIST[m.cid].stage == LEVEL_UP and len(m.cards) > 1
            and ability_affects(g, ctx.player, m)]


@ability(160096, 0, can_use=lambda g, ctx: bool(_levelled_up(g, ctx)),
         text="Once in your turn, before attacking: take the LV.X card off one of the opponent's Pokémon and "
              "have it shuffled into their deck. Not while this Pokémon has a Special Condition.")
def _level_down(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _levelled_up(g, ctx), source=160096,
                                  prompt="Choose an opposing Pokémon LV.X to level down")
    devolve_into(g, mon, 1, "deck")


# 160096 Gengar LV.X — Compound Pain: 30 to each opposing Pokémon that has damage counters before
# the attack (II-B-08: no Weakness or Resistance for the Bench).
@damage(1600960, text="30 damage to every one of the opponent's Pokémon that is already damaged (no Weakness or "
                      "Resistance on the Bench).")
def _compound_pain(g, a):
    a.damage = 30 if a.defender is not None and a.defender.damage else 0
    for mon in a.opp.bench:
        if mon.damage:
            a.add_hit(mon, 30)
