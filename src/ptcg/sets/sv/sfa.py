"""Shrouded Fable (SFA)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 1097 Night Stretcher: a Pokémon or a Basic Energy card from the discard pile to the hand.
_stretchable = either(is_pokemon, is_basic_energy)


@trainer(1097, can_play=lambda g, ctx: any(_stretchable(c) for c in ctx.me.discard))
def _night_stretcher(g, ctx):
    yield from recover_from_discard(g, ctx.player, _stretchable, exactly=1, source=1097)


# 127 Rowlet — Add On (also 646 Marnie's Impidimp — Filch): draw a card.
draw_cards(161, 1)


# 131 Duskull — Come and Get You: up to 3 Duskull from the discard pile onto the Bench
# (II-C-11; an attack may put none, II-D-05).
@effect(169)
def _come_and_get_you(g, a):
    yield from bench_from_discard(g, a.player, named("Duskull"), up_to=3, source=a.attacker.cid)


# 132 Dusclops / 133 Dusknoir — Cursed Blast: 5 / 13 damage counters on 1 of the opponent's
# Pokémon (II-C-07), then this Pokémon is Knocked Out (its opponent takes Prize cards; the
# KO is processed right away, I-D R2 (c)).
def _cursed_blast(counters: int):
    def use(g, ctx):
        target = yield from pick_pokemon(g, ctx.player, ctx.opp.in_play(), source=ctx.mon.cid,
                                         prompt=f"Choose a Pokémon to put {counters} damage counters on")
        put_counters(g, target, counters, by=ctx.player, kind="ability")
        knock_out(g, ctx.mon)
    return use


ability(132, 0)(_cursed_blast(5))
ability(133, 0)(_cursed_blast(13))


# 140 Fezandipiti ex — Cruel Arrow: 100 damage to 1 of the opponent's Pokémon, no W/R on
# the Bench (II-B-08, RC-033).
hit_pokemon(183, 100)


# 140 Fezandipiti ex — Flip the Script: if any of your Pokémon were Knocked Out during the
# opponent's last turn, draw 3; one Flip the Script per turn (II-E-11, II-E-14, RC-178).
@ability(140, 0, limit=ONCE_PER_NAME,
         can_use=lambda g, ctx: bool(ctx.me.deck) and knocked_out_last_turn(g, ctx.player))
def _flip_the_script(g, ctx):
    draw(g, ctx.player, 3)


# 144 Kyurem — Trifrost: 110 damage to each of 3 of the opponent's Pokémon (all of them if
# fewer; II-B-08, II-D-04), then discard all Energy from this Pokémon (P1 step 5).
hit_pokemon(188, 110, count=3)
discard_all_own_energy(188)


# 144 Kyurem — Plasma Bane: Trifrost costs {C} while the opponent's discard pile holds a
# card with "Colress" in its name (II-E-32).
_colress_card = name_contains("Colress")


@passive(144, "alt_attack_cost")
def _plasma_bane(g, holder, inst, mon, attack):
    if mon is holder and attack.name == "Trifrost" \
            and any(_colress_card(c) for c in g.players[1 - holder.owner].discard):
        return (COLORLESS,)
    return None


# 1194 Colress's Tenacity: search a Stadium card and an Energy card (I-H R2: either may be
# missing); then shuffle.
@trainer(1194, can_play=lambda g, ctx: bool(ctx.me.deck))
def _colress_tenacity(g, ctx):
    yield from search_each_kind(g, ctx.player, [("a Stadium card", is_stadium), ("an Energy card", is_energy)],
                                source=1194)


# 1195 Janine's Secret Art: for each of up to 2 of your {D} Pokémon, search a Basic {D}
# Energy card and attach it; shuffle; an Active Pokémon that got one is now Poisoned.
def _dark_pokemon(g, ctx):
    return [m for m in ctx.me.in_play() if Q.has_type(g, m, DARKNESS)]


@trainer(1195, can_play=lambda g, ctx: bool(ctx.me.deck) and bool(_dark_pokemon(g, ctx)))
def _janines_secret_art(g, ctx):
    mons = yield from pick_pokemons(g, ctx.player, _dark_pokemon(g, ctx), up_to=2, at_least=1, source=1195,
                                    prompt="Choose up to 2 of your {D} Pokémon")
    active_got_one = False
    for mon in mons:
        got = yield from search_deck(g, ctx.player, basic_energy_of(DARKNESS), source=1195,
                                     prompt=f"Choose a Basic {{D}} Energy card for {mon.name}")
        if got:
            yield from attach(g, mon, got[0])
            active_got_one = active_got_one or mon is ctx.me.active
    shuffle_deck(g, ctx.player)
    if active_got_one:
        inflict(g, ctx.me.active, "poisoned")


# 1197 Xerosic's Machinations: the opponent discards cards of their choice from their hand
# until they have 3 (not playable when they have 3 or fewer: it would change nothing).
@trainer(1197, can_play=lambda g, ctx: len(ctx.opp.hand) > 3)
def _xerosics_machinations(g, ctx):
    yield from discard_down_to(g, ctx.opponent, 3, source=1197)


# 1247 Neutralization Zone (Stadium): prevent all damage done by attacks of the opponent's
# Pokémon ex and Pokémon V to Pokémon without a Rule Box, on both sides (II-C-16, II-D-18);
# the card can't go from the discard pile to the hand or the deck.
_EX_AND_V_RULES = ("ex", "mega_ex", "v", "vstar", "vmax", "v_union")


@passive(1247, "prevent_damage")
def _neutralization_zone(g, holder, inst, a, target):
    return (a.player != target.owner and not mon_has_rule_box(target)
            and CARD_LIST[a.attacker.cid].rule in _EX_AND_V_RULES)


keep_in_discard(1247)


# 1248 Academy at Night (Stadium): once during each player's turn, that player may put a
# card from their hand on top of their deck (I-B-04 R4).
@stadium_ability(1248, can_use=lambda g, ctx: bool(ctx.me.hand))
def _academy_at_night(g, ctx):
    card = yield from pick_card(g, ctx.player, ctx.me.hand, source=1248,
                                prompt="Choose a card to put on top of your deck")
    move_cards(g, [card], "deck")


# 126 Galvantula — Compound Eyes: its attacks do 50 more to the opponent's Active Pokémon when
# that Pokémon has an Ability now (P2 step 2; an Ability removed by another effect doesn't
# count, II-D-13, RC-140).
@passive(126, "damage_dealt")
def _compound_eyes(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and has_any_ability(g, target):
        return 50
    return 0


# 126 Galvantula — Shocking Web: 80 more with any {L} Energy attached (II-B-01).
more_damage_if(160, 80, lambda g, a: count_energy(g, a.attacker, LIGHTNING))


# -- pool coverage (P3) ----------------------------------------------------------------------

# 129 Decidueye — Stock Up on Feathers: draw until you have 7 cards in hand.
@effect(165)
def _stock_up_on_feathers(g, a):
    draw_until(g, a.player, 7)


# 129 Decidueye — Power Shot: discard a Basic {G} Energy card from your hand first; without
# one the attack does nothing (II-D-01 (b)).
@damage(166)
def _power_shot(g, a):
    grass = [c for c in a.me.hand if is_basic_energy(c, GRASS)]
    if not grass:
        a.fail()
        return
    yield from discard_from_hand(g, a.player, a.player, 1, basic_energy_of(GRASS), source=a.attacker.cid,
                                 prompt="Choose a Basic {G} Energy card to discard")


# 130 Revavroom ex — Accelerator Flash: 120 more if it moved from the Bench to the Active Spot
# this turn, by any means (II-E-25).
more_damage_if(167, 120, lambda g, a: a.attacker.moved_active_turn == g.turn)


# 130 Revavroom ex — Shattering Speed: after the damage, this Pokémon and all attached cards are
# discarded (not a Knock Out: no Prize card); the Active Spot is then refilled (I-D P8 step 5).
@effect(168)
def _shattering_speed(g, a):
    if g.find_pokemon(a.attacker.uid) is not None:
        discard_pokemon(g, a.attacker)


# 134 Sylveon — Mystical Return: flip; heads: 1 of the opponent's Benched Pokémon and all
# attached cards are shuffled into their deck (an attack effect, II-C-17).
@effect(173)
def _mystical_return(g, a):
    if not flip(g, a.player):
        return
    mon = yield from pick_pokemon(g, a.player, [m for m in a.opp.bench if a.affects(m)], source=a.attacker.cid,
                                  prompt="Choose a Benched Pokémon to shuffle into your opponent's deck")
    if mon is not None:
        shuffle_pokemon_into_deck(g, mon)


# 135 Bloodmoon Ursaluna — Mad Bite: 30 more for each damage counter on the opponent's Active
# Pokémon (II-B-01).
@damage(175)
def _mad_bite(g, a):
    if a.opp.active is not None:
        a.damage += 30 * a.opp.active.counters


# 135 Bloodmoon Ursaluna — Battle-Hardened: when played from hand onto the Bench, may attach up
# to 2 Basic {F} Energy cards from hand to it (II-E-06, II-C-09; attached from the hand).
_basic_fighting = basic_energy_of(FIGHTING)


@trigger(135, "played_to_bench")
def _battle_hardened(g, holder, inst):
    if inst != holder.top or not any(_basic_fighting(c) for c in g.players[holder.owner].hand):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from attach_from(g, ctx.player, "hand", _basic_fighting, [holder], up_to=2, at_least=1,
                               source=135, prompt="Choose up to 2 Basic {F} Energy cards to attach")


# 136 Zorua / 555 Minccino — Double Scratch: flip 2 coins, 20 damage for each heads (II-B-02).
flip_damage(177, 2, 20)


# 137 Zoroark — Illusory Hijacking: 60 damage for each Pokémon ex or Pokémon V the opponent has
# in play (II-B-02; none: no damage).
damage_for_each(178, 60, lambda g, a: sum(1 for m in a.opp.in_play() if mon_is_ex_or_v(m)))


# 138 Okidogi ex — Poisonous Musculature: up to 2 Basic {D} Energy cards from the deck attached
# to it, then shuffle; if any was attached, it is now Poisoned.
@effect(180)
def _poisonous_musculature(g, a):
    done = yield from attach_from(g, a.player, "deck", basic_energy_of(DARKNESS), [a.attacker], up_to=2,
                                  source=a.attacker.cid, prompt="Choose up to 2 Basic {D} Energy cards")
    if done:
        inflict(g, a.attacker, "poisoned")


# 138 Okidogi ex — Chain-Crazed: 130 more while this Pokémon is Poisoned (II-B-01).
more_damage_if(181, 130, lambda g, a: a.attacker.poison)


# 139 Munkidori ex — Dirty Headbutt: can't be used during your next turn (II-C-15 R2).
self_lock_next_turn(182)


# 139 Munkidori ex — Oh No You Don't: Knocked Out by damage from an opponent's attack while its
# owner has a Pecharunt ex in play, the opponent takes 1 Prize card fewer (III-14 R2; counted
# while the Pokémon are still in play, at P8 step 4).
_pecharunt_ex = mon_named("Pecharunt ex")


@passive(139, "prizes")
def _oh_no_you_dont(g, holder, inst, mon, ko):
    if mon is holder and ko.by_opponent_attack \
            and any(_pecharunt_ex(m) for m in g.players[holder.owner].in_play()):
        return -1
    return 0


# 141 Pecharunt ex — Irritated Outburst: 60 damage for each Prize card the opponent has taken
# (II-B-02, II-D-17).
@damage(184)
def _irritated_outburst(g, a):
    a.damage = 60 * a.opp.prizes_taken()


# 141 Pecharunt ex — Subjugating Chains: switch 1 of your Benched {D} Pokémon other than
# Pecharunt ex into the Active Spot (II-C-03); the new Active Pokémon is now Poisoned.  One
# Subjugating Chains per turn (II-E-14).
def _chainable(g, mon) -> bool:
    return Q.has_type(g, mon, DARKNESS) and not _pecharunt_ex(mon)


@ability(141, 0, limit=ONCE_PER_NAME, can_use=lambda g, ctx: ctx.me.active is not None
         and any(_chainable(g, m) for m in ctx.me.bench))
def _subjugating_chains(g, ctx):
    mon = yield from switch_own(g, ctx.player, where=lambda m: _chainable(g, m), source=141)
    if mon is not None:
        inflict(g, mon, "poisoned")


# 142 Genesect — ACE Nullifier: while it has a Pokémon Tool attached, the opponent can't play ACE
# SPEC cards from their hand (II-C-19).
@passive(142, "cant_play")
def _ace_nullifier(g, holder, inst, player, card):
    return player != holder.owner and card.ace_spec and bool(holder.tools)


# 145 Eevee — Colorful Catch: up to 3 Basic Energy cards of different types from the deck to
# the hand, then shuffle.
@effect(189)
def _colorful_catch(g, a):
    yield from search_to_hand(g, a.player, is_basic_energy, up_to=3, allowed=different_types,
                              source=a.attacker.cid, prompt="Choose Basic Energy cards of different types")


# 994 Fraxure / 1338 Goodra — Dragon Pulse: discard the top card of your deck.
mill_self(1435, 1)


# 995 Haxorus — Bring Down the Axe: the opponent's Active Pokémon with any Special Energy
# attached is Knocked Out (an attack effect, II-C-17; not damage).
@effect(1436)
def _bring_down_the_axe(g, a):
    target = a.opp.active
    if target is not None and any(is_special_energy(e) for e in target.energy) and a.affects(target):
        knock_out(g, target)


# 1095 Dangerous Laser: the opponent's Active Pokémon is now Burned and Confused; it can be
# played at a Pokémon unaffected by the opponent's Items, which it then leaves alone (II-E-29).
@trainer(1095, can_play=lambda g, ctx: ctx.opp.active is not None)
def _dangerous_laser(g, ctx):
    if not Q.trainer_effects_prevented(g, ctx.player, 1095, ctx.opp.active):
        inflict(g, ctx.opp.active, "burned", "confused")


# 1096 Poké Vital A: heal 150 damage from 1 of your Pokémon (a damaged one: any other choice
# would change nothing); the card can't go from the discard pile to the hand or the deck.
@trainer(1096, can_play=lambda g, ctx: any(m.damage for m in ctx.me.in_play()))
def _poke_vital_a(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m.damage], source=1096,
                                  prompt="Choose a Pokémon to heal 150 damage from")
    heal(g, mon, 150)


keep_in_discard(1096)


# 1162 Binding Mochi (Tool): while its Pokémon is Poisoned, that Pokémon's attacks do 40 more
# damage to the opponent's Active Pokémon, before Weakness and Resistance (P2 step 2).
@passive(1162, "damage_dealt")
def _binding_mochi(g, holder, inst, a, target):
    if a.attacker is holder and holder.poison and target is g.players[a.opponent].active:
        return 40
    return 0


# 1196 Cassiopeia: playable only as the last card in your hand (P6 step 1); up to 2 cards from
# the deck to the hand, then shuffle.
@trainer(1196, can_play=lambda g, ctx: len(ctx.me.hand) == 1 and bool(ctx.me.deck))
def _cassiopeia(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, up_to=2, source=1196, prompt="Choose up to 2 cards")


# 128 Dartrix — United Wings: 20 damage for each Pokémon card in your discard pile with a
# printed attack named United Wings (II-E-37 R1, RC-252).
def _united_wings_cards(g, a) -> int:
    return sum(1 for c in a.me.discard if any(x.name == "United Wings" for x in card(c).attacks))


damage_for_each(163, 20, _united_wings_cards)


# 1163 Powerglass (Tool): at the end of its owner's turn — after any attack, before the
# Checkup (II-E-21 R1, RC-206) — if the holder is in the Active Spot, a Basic Energy card from
# the discard pile may be attached to it.
@trigger(1163, "end_of_turn")
def _powerglass(g, holder, inst, player):
    if player == holder.owner and g.players[player].active is holder:
        yield from attach_from(g, player, "discard", is_basic_energy, [holder], up_to=1, at_least=0,
                               source=1163, prompt="Attach a Basic Energy card from your discard pile?")
