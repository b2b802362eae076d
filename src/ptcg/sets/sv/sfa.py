"""Shrouded Fable (SFA)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 1097 Night Stretcher.
_stretchable = either(is_pokemon, is_basic_energy)


@trainer(1097, can_play=lambda g, ctx: any(map(_stretchable, ctx.me.discard)),
         text="Take one card from the discard pile into the hand: either a Basic Energy card or a Pokémon.")
def _night_stretcher(g, ctx):
    yield from recover_from_discard(g, ctx.player, _stretchable, exactly=1, source=1097)


# 127 Rowlet — Add On (also 646 Marnie's Impidimp — Filch).
draw_cards(161, 1)


# 131 Duskull — Come and Get You (II-C-11; an attack may put none, II-D-05).
@effect(169, text="Bench at most 3 Duskull from the discard pile.")
def _come_and_get_you(g, a):
    yield from bench_from_discard(g, a.player, named("Duskull"), up_to=3, source=a.attacker.cid)


# 132 Dusclops / 133 Dusknoir — Cursed Blast (II-C-07; its opponent takes Prize cards; the KO is processed
# right away, I-D R2 (c)).
def _cursed_blast(counters: int):
    def use(g, ctx):
        target = yield from pick_pokemon(g, ctx.player, ctx.opp.in_play(), source=ctx.mon.cid,
                                         prompt=f"Choose a Pokémon to put {counters} damage counters on")
        put_counters(g, target, counters, by=ctx.player, kind="ability")
        knock_out(g, ctx.mon)
    return use


ability(132, 0,
        text="Once per turn: give 5 damage counters to one of the opponent's Pokémon; then "
             "this Pokémon is Knocked Out.")(_cursed_blast(5))
ability(133, 0,
        text="Once per turn: give 13 damage counters to one of the opponent's Pokémon; "
             "then this Pokémon is Knocked Out.")(_cursed_blast(13))


# 140 Fezandipiti ex — Cruel Arrow (II-B-08, RC-033).
hit_pokemon(183, 100)


# 140 Fezandipiti ex — Flip the Script (II-E-11, II-E-14, RC-178).
@ability(140, 0, limit=ONCE_PER_NAME,
         can_use=lambda g, ctx: bool(ctx.me.deck) and knocked_out_last_turn(g, ctx.player),
         text="Once per turn, if one of your Pokémon was Knocked Out during the opponent's last turn: draw 3 "
              "cards. Only one Flip the Script can be used per turn.")
def _flip_the_script(g, ctx):
    draw(g, ctx.player, 3)


# 144 Kyurem — Trifrost (all of them if fewer; II-B-08, II-D-04; P1 step 5).
hit_pokemon(188, 110, count=3)
discard_all_own_energy(188)


# 144 Kyurem — Plasma Bane (II-E-32).
_colress_card = name_contains("Colress")


@passive(144, "alt_attack_cost",
         text="While the opponent's discard pile holds a card with \"Colress\" in its name, Trifrost costs "
              "this Pokémon only {C}.")
def _plasma_bane(g, holder, inst, mon, attack):
    if mon is holder and attack.name == "Trifrost" \
            and any(_colress_card(c) for c in g.players[1 - holder.owner].discard):
        return (COLORLESS,)
    return None


# 1194 Colress's Tenacity (I-H R2: either may be missing).
@trainer(1194, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Stadium and an Energy card, show them and add them to the hand, then "
              "shuffle the deck.")
def _colress_tenacity(g, ctx):
    yield from search_each_kind(g, ctx.player, [("a Stadium card", is_stadium), ("an Energy card", is_energy)],
                                source=1194)


# 1195 Janine's Secret Art.
def _dark_pokemon(g, ctx):
    return [m for m in ctx.me.in_play() if Q.has_type(g, m, DARKNESS)]


@trainer(1195, can_play=lambda g, ctx: bool(ctx.me.deck) and bool(_dark_pokemon(g, ctx)),
         text="Choose at most 2 of your {D} Pokémon; attach a Basic {D} Energy from the deck to each, then "
              "shuffle the deck. If your Active Pokémon got one, it becomes Poisoned.")
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


# 1197 Xerosic's Machinations (not playable when they have 3 or fewer: it would change nothing).
@trainer(1197, can_play=lambda g, ctx: len(ctx.opp.hand) > 3,
         text="The opponent discards cards of their choice from their hand until 3 remain.")
def _xerosics_machinations(g, ctx):
    yield from discard_down_to(g, ctx.opponent, 3, source=1197)


# 1247 Neutralization Zone (Stadium) (II-C-16, II-D-18).
_EX_AND_V_RULES = ("ex", "mega_ex", "v", "vstar", "vmax", "v_union")


@passive(1247, "prevent_damage",
         text="Attacks of a player's Pokémon ex and Pokémon V do no damage to the opponent's Pokémon that "
              "have no Rule Box (on both sides). Once discarded, this card can never go back to the hand or "
              "the deck.")
def _neutralization_zone(g, holder, inst, a, target):
    return (a.player != target.owner and not mon_has_rule_box(target)
            and CARD_LIST[a.attacker.cid].rule in _EX_AND_V_RULES)


keep_in_discard(1247)


# 1248 Academy at Night (Stadium) (I-B-04 R4).
@stadium_ability(1248, can_use=lambda g, ctx: bool(ctx.me.hand),
                 text="Each player, once in each of their turns, may take a card of their hand and place it "
                      "on top of their deck.")
def _academy_at_night(g, ctx):
    card = yield from pick_card(g, ctx.player, ctx.me.hand, source=1248,
                                prompt="Choose a card to put on top of your deck")
    move_cards(g, [card], "deck")


# 126 Galvantula — Compound Eyes (P2 step 2; an Ability removed by another effect doesn't count, II-D-13,
# RC-140).
@passive(126, "damage_dealt",
         text="This Pokémon's attacks do 50 extra damage to the opponent's Active if that Pokémon has an "
              "Ability (before Weakness and Resistance).")
def _compound_eyes(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and has_any_ability(g, target):
        return 50
    return 0


# 126 Galvantula — Shocking Web (II-B-01).
more_damage_if(160, 80, lambda g, a: count_energy(g, a.attacker, LIGHTNING),
               when="the attacker has any {L} Energy attached")


# -- pool coverage (P3) ----------------------------------------------------------------------

# 129 Decidueye — Stock Up on Feathers.
@effect(165, text="Draw until you hold 7 cards.")
def _stock_up_on_feathers(g, a):
    draw_until(g, a.player, 7)


# 129 Decidueye — Power Shot (II-D-01 (b)).
@damage(166, text="Discard one Basic {G} Energy from the hand; if you can't, the attack does nothing.")
def _power_shot(g, a):
    grass = [c for c in a.me.hand if is_basic_energy(c, GRASS)]
    if not grass:
        a.fail()
        return
    yield from discard_from_hand(g, a.player, a.player, 1, basic_energy_of(GRASS), source=a.attacker.cid,
                                 prompt="Choose a Basic {G} Energy card to discard")


# 130 Revavroom ex — Accelerator Flash (II-E-25).
more_damage_if(167, 120, lambda g, a: a.attacker.moved_active_turn == g.turn,
               when="the attacker came from the Bench into the Active Spot in this turn")


# 130 Revavroom ex — Shattering Speed (not a Knock Out: no Prize card; I-D P8 step 5).
@effect(168, text="Then the attacker and every card attached to it are discarded.")
def _shattering_speed(g, a):
    if g.find_pokemon(a.attacker.uid) is not None:
        discard_pokemon(g, a.attacker)


# 134 Sylveon — Mystical Return (an attack effect, II-C-17).
@effect(173,
        text="Flip a coin. If heads, pick one of the opponent's Benched Pokémon and shuffle it, with every "
             "card attached to it, into their deck.")
def _mystical_return(g, a):
    if not flip(g, a.player):
        return
    mon = yield from pick_pokemon(g, a.player, [m for m in a.opp.bench if a.affects(m)], source=a.attacker.cid,
                                  prompt="Choose a Benched Pokémon to shuffle into your opponent's deck")
    if mon is not None:
        shuffle_pokemon_into_deck(g, mon)


# 135 Bloodmoon Ursaluna — Mad Bite (II-B-01).
@damage(175, text="30 extra damage per damage counter on the Defending Pokémon.")
def _mad_bite(g, a):
    if a.opp.active is not None:
        a.damage += 30 * a.opp.active.counters


# 135 Bloodmoon Ursaluna — Battle-Hardened (II-E-06, II-C-09; attached from the hand).
_basic_fighting = basic_energy_of(FIGHTING)


@trigger(135, "played_to_bench",
         text="When you bench this Pokémon from your hand in your turn, you may attach 1 or 2 Basic {F} "
              "Energy from the hand to it.")
def _battle_hardened(g, holder, inst):
    if inst != holder.top or not any(_basic_fighting(c) for c in g.players[holder.owner].hand):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from attach_from(g, ctx.player, "hand", _basic_fighting, [holder], up_to=2, at_least=1,
                               source=135, prompt="Choose up to 2 Basic {F} Energy cards to attach")


# 136 Zorua / 555 Minccino — Double Scratch (II-B-02).
flip_damage(177, 2, 20)


# 137 Zoroark — Illusory Hijacking (II-B-02; none: no damage).
damage_for_each(178, 60, lambda g, a: sum(1 for m in a.opp.in_play() if mon_is_ex_or_v(m)),
                per="Pokémon ex or Pokémon V the opponent has in play")


# 138 Okidogi ex — Poisonous Musculature.
@effect(180,
        text="Attach at most 2 Basic {D} Energy from the deck to the attacker, then shuffle the deck; if any "
             "was attached, the attacker becomes Poisoned.")
def _poisonous_musculature(g, a):
    done = yield from attach_from(g, a.player, "deck", basic_energy_of(DARKNESS), [a.attacker], up_to=2,
                                  source=a.attacker.cid, prompt="Choose up to 2 Basic {D} Energy cards")
    if done:
        inflict(g, a.attacker, "poisoned")


# 138 Okidogi ex — Chain-Crazed (II-B-01).
more_damage_if(181, 130, lambda g, a: a.attacker.poison, when="the attacker is Poisoned")


# 139 Munkidori ex — Dirty Headbutt (II-C-15 R2).
self_lock_next_turn(182)


# 139 Munkidori ex — Oh No You Don't (III-14 R2; counted while the Pokémon are still in play, at P8 step
# 4).
_pecharunt_ex = mon_named("Pecharunt ex")


@passive(139, "prizes",
         text="If the damage of an opponent's attack Knocks Out this Pokémon while you have a Pecharunt ex in "
              "play, the opponent takes 1 Prize card fewer.")
def _oh_no_you_dont(g, holder, inst, mon, ko):
    if mon is holder and ko.by_opponent_attack \
            and any(_pecharunt_ex(m) for m in g.players[holder.owner].in_play()):
        return -1
    return 0


# 141 Pecharunt ex — Irritated Outburst (II-B-02, II-D-17).
@damage(184, text="60 damage per Prize card the opponent has taken.")
def _irritated_outburst(g, a):
    a.damage = 60 * a.opp.prizes_taken()


# 141 Pecharunt ex — Subjugating Chains (II-C-03).  One Subjugating Chains per turn (II-E-14).
def _chainable(g, mon) -> bool:
    return Q.has_type(g, mon, DARKNESS) and not _pecharunt_ex(mon)


@ability(141, 0, limit=ONCE_PER_NAME, can_use=lambda g, ctx: ctx.me.active is not None
         and any(_chainable(g, m) for m in ctx.me.bench),
         text="Once per turn: swap one of your Benched {D} Pokémon (not a Pecharunt ex) into the Active Spot; "
              "the new Active Pokémon becomes Poisoned. Only one Subjugating Chains can be used per turn.")
def _subjugating_chains(g, ctx):
    mon = yield from switch_own(g, ctx.player, where=lambda m: _chainable(g, m), source=141)
    if mon is not None:
        inflict(g, mon, "poisoned")


# 142 Genesect — ACE Nullifier (II-C-19).
@passive(142, "cant_play",
         text="While a Pokémon Tool is attached to this Pokémon, the opponent can't play ACE SPEC cards from "
              "their own hand.")
def _ace_nullifier(g, holder, inst, player, card):
    return player != holder.owner and card.ace_spec and bool(holder.tools)


# 145 Eevee — Colorful Catch.
@effect(189,
        text="Search the deck for at most 3 Basic Energy of different types, show them and add them to the "
             "hand, then shuffle the deck.")
def _colorful_catch(g, a):
    yield from search_to_hand(g, a.player, is_basic_energy, up_to=3, allowed=different_types,
                              source=a.attacker.cid, prompt="Choose Basic Energy cards of different types")


# 994 Fraxure / 1338 Goodra — Dragon Pulse.
mill_self(1435, 1)


# 995 Haxorus — Bring Down the Axe (an attack effect, II-C-17; not damage).
@effect(1436, text="A Defending Pokémon with any Special Energy attached is Knocked Out.")
def _bring_down_the_axe(g, a):
    target = a.opp.active
    if target is not None and any(is_special_energy(e) for e in target.energy) and a.affects(target):
        knock_out(g, target)


# 1095 Dangerous Laser (II-E-29).
@trainer(1095, can_play=lambda g, ctx: ctx.opp.active is not None,
         text="The opponent's Active Pokémon becomes Burned and Confused.")
def _dangerous_laser(g, ctx):
    if not Q.trainer_effects_prevented(g, ctx.player, 1095, ctx.opp.active):
        inflict(g, ctx.opp.active, "burned", "confused")


# 1096 Poké Vital A (a damaged one: any other choice would change nothing).
@trainer(1096, can_play=lambda g, ctx: any(m.damage for m in ctx.me.in_play()),
         text="One of your Pokémon heals 150 damage. Once discarded, this card can never go back to the hand "
              "or the deck.")
def _poke_vital_a(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m.damage], source=1096,
                                  prompt="Choose a Pokémon to heal 150 damage from")
    heal(g, mon, 150)


keep_in_discard(1096)


# 1162 Binding Mochi (Tool) (P2 step 2).
@passive(1162, "damage_dealt",
         text="While the Pokémon holding this card is Poisoned, its attacks do 40 extra damage to the "
              "opponent's Active (before Weakness and Resistance).")
def _binding_mochi(g, holder, inst, a, target):
    if a.attacker is holder and holder.poison and target is g.players[a.opponent].active:
        return 40
    return 0


# 1196 Cassiopeia (P6 step 1).
@trainer(1196, can_play=lambda g, ctx: len(ctx.me.hand) == 1 and bool(ctx.me.deck),
         text="Play only as the last card of your hand. Take at most 2 cards of your choice from the deck "
              "into the hand, then shuffle the deck.")
def _cassiopeia(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, up_to=2, source=1196, prompt="Choose up to 2 cards")


# 128 Dartrix — United Wings (II-E-37 R1, RC-252).
def _united_wings_cards(g, a) -> int:
    return sum(1 for c in a.me.discard if any(x.name == "United Wings" for x in card(c).attacks))


damage_for_each(163, 20, _united_wings_cards,
                per="Pokémon in your discard pile with an attack named United Wings")


# 1163 Powerglass (Tool) (II-E-21 R1, RC-206; after any attack, before the Checkup (II-E-21 R1, RC-206) —
# if the holder is in the Active Spot, a Basic Energy card from the discard pile may be attached to it).
@trigger(1163, "end_of_turn",
         text="When your turn ends (after any attack), if the Pokémon holding this card is Active, a Basic "
              "Energy from the discard pile may be attached to it.")
def _powerglass(g, holder, inst, player):
    if player == holder.owner and g.players[player].active is holder:
        yield from attach_from(g, player, "discard", is_basic_energy, [holder], up_to=1, at_least=0,
                               source=1163, prompt="Attach a Basic Energy card from your discard pile?")
