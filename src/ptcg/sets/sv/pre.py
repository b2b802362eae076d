"""Prismatic Evolutions (PRE)."""

from ...effects import *  # noqa: F401,F403


# 235 Budew — Itchy Pollen (an effect on the player, II-C-19, RC-096/098).
@effect(323, text="The opponent can't play Items from their hand in their next turn.")
def _itchy_pollen(g, a):
    on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("item",), source=a.attacker.cid)


# 330 Sylveon — Safeguard (also 345 Crustle — Mysterious Rock Inn) (II-C-16).
@passive(330, "prevent_damage", text="Attacks of the opponent's Pokémon ex do no damage to this Pokémon.")
def _safeguard(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and mon_is_ex(a.attacker)


# 1211 Black Belt's Training (P2 step 2, II-B-04 R2).
@trainer(1211,
         text="For the rest of this turn, attacks of your Pokémon do 40 extra damage to an Active Pokémon ex "
              "of the opponent (before Weakness and Resistance).")
def _black_belts_training(g, ctx):
    boost_attacks_this_turn(g, ctx.player, 40, targets="ex", source=1211)


# -- pool coverage (P3) ----------------------------------------------------------------------

# 236 Leafeon ex — Verdant Storm (II-B-02, III-17; counted in units).
@damage(324, text="60 damage per Energy attached to the opponent's Pokémon.")
def _verdant_storm(g, a):
    a.damage = 60 * sum(count_energy(g, m) for m in a.opp.in_play())


# 236 Leafeon ex — Moss Agate (II-C-06).
@effect(325, text="Each of your Benched Pokémon heals 100 damage.")
def _moss_agate(g, a):
    for mon in a.me.bench:
        heal(g, mon, 100)


# 238 Whimsicott — Wafting Heal (II-E-05, II-C-06).  Not offered when that Pokémon has no damage (it would
# change nothing).
def _active_grass_is_damaged(g, mon) -> bool:
    active = g.players[mon.owner].active
    return active is not None and active.damage > 0 and Q.has_type(g, active, GRASS)


@on_evolve_ability(238, can_use=_active_grass_is_damaged,
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, your "
                        "Active {G} Pokémon may heal all its damage; if it healed any, discard every Energy "
                        "attached to it.")
def _wafting_heal(g, ctx):
    active = ctx.me.active
    if heal_all(g, active):
        discard_all_energy(g, active)


# 239 Flareon ex — Burning Charge (II-C-09; an attack may find none, II-D-05).
@effect(328, text="Attach at most 2 Basic Energy from the deck to one of your Pokémon, then shuffle the deck.")
def _burning_charge(g, a):
    yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.in_play(), up_to=2,
                           one_target=True, source=a.attacker.cid,
                           prompt="Choose up to 2 Basic Energy cards to attach")


# 241 Vaporeon ex — Severe Squall (II-B-08, II-B-06).
hit_each_opponent_ex(331, 60)


# 243 Glaceon ex — Euclase (an attack effect, II-C-17: a Pokémon it can't affect is not offered).
@effect(335, text="Pick one of the opponent's Pokémon carrying exactly 6 damage counters; it is Knocked Out.")
def _euclase(g, a):
    six = [m for m in a.opp.in_play() if m.counters == 6 and a.affects(m)]
    mon = yield from pick_pokemon(g, a.player, six, source=a.attacker.cid,
                                  prompt="Choose a Pokémon with 6 damage counters to Knock Out")
    if mon is not None:
        knock_out(g, mon)


# 244 Jolteon ex — Flashing Spear (II-D-05, II-B-01).
@damage(336,
        text="Before the damage, you may discard at most 2 Basic Energy attached to your Benched Pokémon; 90 "
             "extra damage per card discarded.")
def _flashing_spear(g, a):
    gone = yield from discard_energy_from_among(g, a.player, a.me.bench, is_basic_energy, up_to=2,
                                                source=a.attacker.cid)
    a.damage += 90 * len(gone)


# 248 Umbreon ex — Onyx (winning is judged at once, I-E R1).
@effect(344, text="Discard every Energy from the attacker and take a Prize card.")
def _onyx(g, a):
    discard_all_energy(g, a.attacker)
    yield from take_prize_cards(g, a.player, 1)


# 249 Eevee ex — Rainbow DNA (an exception to I-A-05 R1).
@passive(249, "may_evolve_into",
         text="From your hand, you may put onto this Pokémon any Pokémon ex whose card says it evolves from "
              "Eevee, to evolve it (never on your first turn, nor in the turn it came into play).")
def _rainbow_dna(g, holder, inst, mon, card):
    return mon is holder and card.is_ex and card.evolves_from == "Eevee"


# 250 Hoothoot — Insomnia (III-07): a state that holds at every moment: Asleep while its
# Ability didn't work (an Ability lock), it wakes up as soon as the Ability works again
# (``always_recovers``).
always_recovers(250, lambda g, holder, mon: mon is holder, "asleep", text="This Pokémon can't fall Asleep.")


# 251 Regigigas — Jewel Breaker (II-B-01).
more_damage_if(347, 230, lambda g, a: a.opp.active is not None and mon_is_tera(a.opp.active),
               when="the Defending Pokémon is a Tera Pokémon")


# 337 Lugia-EX — Hyper Whirlpool (an attack effect, II-C-17; all of it if there is less).
@effect(469,
        text="Flip a coin until it shows tails; per heads, discard an Energy attached to the Defending "
             "Pokémon.")
def _hyper_whirlpool(g, a):
    heads = flip_until_tails(g, a.player)
    if heads and a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, heads, a=a, source=a.attacker.cid)


# 1077 Roto-Stick (hidden cards: none is fine, I-H R2).
@trainer(1077, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 4 cards; you may show any number of Supporters among them and add them "
              "to the hand. Shuffle the rest back.")
def _roto_stick(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 4, is_supporter, up_to=4, source=1077,
                                 prompt="Choose Supporter cards to put into your hand")


# 1110 Max Rod (II-D-05).
_max_rod_card = either(is_pokemon, is_basic_energy)


@trainer(1110, can_play=lambda g, ctx: any(_max_rod_card(c) and leaves_discard(c) for c in ctx.me.discard),
         text="Take at most 5 cards from the discard pile into the hand, in any mix of Basic Energy and "
              "Pokémon.")
def _max_rod(g, ctx):
    yield from recover_from_discard(g, ctx.player, _max_rod_card, up_to=5, source=1110,
                                    prompt="Choose a Pokémon or a Basic Energy card")


# 1111 Treasure Tracker.
@trainer(1111, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 5 Pokémon Tools, show them and add them to the hand, then shuffle "
              "the deck.")
def _treasure_tracker(g, ctx):
    yield from search_to_hand(g, ctx.player, is_tool, up_to=5, source=1111,
                              prompt="Choose up to 5 Pokémon Tool cards")


# 1170 Haban Berry (Tool) (P2 step 5, II-B-05).  Once it has reduced damage it is discarded, after the
# attack (it is noted in the attack's memo while damage is worked out; damage that never reaches step 5
# does not use it up).
@passive(1170, "damage_taken",
         text="When an attack from an opponent's {N} Pokémon damages the Pokémon holding this card, that "
              "damage is 60 lower (after Weakness and Resistance); the card is then discarded.")
def _haban_berry(g, holder, inst, a, target):
    if target is holder and a.player != holder.owner and Q.has_type(g, a.attacker, DRAGON):
        a.memo.setdefault("berries_used", []).append(inst)
        return -60
    return 0


@trigger(1170, "attack_done")
def _haban_berry_discarded(g, holder, inst, a):
    if inst in a.memo.get("berries_used", ()) and inst in holder.tools:
        discard_tool(g, holder, inst)


# 1206 Larry's Skill (each may be missed, I-H R2).
_LARRYS_KINDS = (("a Pokémon", is_pokemon), ("a Supporter card", is_supporter),
                 ("a Basic Energy card", is_basic_energy))


@trainer(1206, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Discard the hand, then search the deck for one Pokémon, one Supporter and one Basic Energy, "
              "show them and add them to the hand; shuffle the deck afterwards.")
def _larrys_skill(g, ctx):
    discard_hand(g, ctx.player)
    yield from search_each_kind(g, ctx.player, _LARRYS_KINDS, source=1206)


# 1207 Amarys (II-E-21).
@trainer(1207, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Draw 4 cards. When this turn ends, if the hand holds 5 or more cards, discard the whole hand.")
def _amarys(g, ctx):
    draw(g, ctx.player, 4)
    on_player(g, "amarys", ctx.player, THIS_TURN, source=1207)


@lasting("amarys", "end_of_turn")
def _amarys_at_turn_end(g, e, player):
    if len(g.players[e.player].hand) >= 5:
        discard_hand(g, e.player)


# 246 Espeon ex — Psych Out (an effect on the player's hand, not on a Pokémon).
@effect(340, text="A random card of the opponent's hand is discarded.")
def _psych_out(g, a):
    discard_at_random(g, a.opponent, 1)


# 246 Espeon ex — Amazez (II-C-13, RC-077; R6, RC-078).
@effect(341,
        text="Each evolved Pokémon of the opponent's loses its highest-Stage Evolution card, which is "
             "shuffled into their deck.")
def _amazez(g, a):
    for mon in a.opp.in_play():
        if mon.is_evolved() and a.affects(mon):
            devolve_into(g, mon, 1, "deck")
