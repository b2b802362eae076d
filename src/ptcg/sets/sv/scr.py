"""Stellar Crown (SCR)."""

from ...cards.db import CARD_LIST
from ...decisions import CHOOSE_ATTACK, ask
from ...effects import *  # noqa: F401,F403


# 151 Scorbunny — Quick Attack (II-B-01).
coin_more_damage(196, 10)


# 160 Joltik — Jolting Charge.
def _two_of_each(chosen, c):
    t = CARD_LIST[c >> 7].energy_type
    return sum(1 for x in chosen if CARD_LIST[x >> 7].energy_type == t) < 2


@effect(208,
        text="Attach at most 2 Basic {G} Energy and at most 2 Basic {L} Energy from the deck to your Pokémon, "
             "split as you like, then shuffle the deck.")
def _jolting_charge(g, a):
    yield from attach_from(g, a.player, "deck", either(basic_energy_of(GRASS), basic_energy_of(LIGHTNING)),
                           a.me.in_play(), up_to=4, allowed=_two_of_each, source=a.attacker.cid)


# 150 Hydrapple ex — Syrup Storm (II-B-01, III-17; Wild Growth makes a Basic {G} count twice; counted in
# units).
@damage(195, text="30 extra damage per {G} Energy attached to your Pokémon.")
def _syrup_storm(g, a):
    a.damage += 30 * count_energy_in_play(g, a.player, GRASS)


# 150 Hydrapple ex — Ripening Charge (II-C-09; II-C-06).
@ability(150, 0, can_use=lambda g, ctx: any(is_basic_energy(c, GRASS) for c in ctx.me.hand),
         text="Once per turn: attach a Basic {G} Energy from the hand to one of your Pokémon; when you do, "
              "that Pokémon heals 30 damage.")
def _ripening_charge(g, ctx):
    done = yield from attach_from(g, ctx.player, "hand", basic_energy_of(GRASS), ctx.me.in_play(), exactly=1,
                                  source=150, prompt="Choose a Basic {G} Energy card to attach")
    for mon, _card in done:
        heal(g, mon, 30)


# 162 Slowpoke — Dangle Tail.
@effect(211, text="Take a Pokémon from the discard pile into the hand.")
def _dangle_tail(g, a):
    yield from recover_from_discard(g, a.player, is_pokemon, exactly=1, source=a.attacker.cid,
                                    prompt="Choose a Pokémon to put into your hand")


# 163 Slowking — Seek Inspiration (II-D-18; II-C-18).
@damage(213,
        text="Discard the deck's top card; if it is a Pokémon without a Rule Box, choose one of the attacks "
             "it has and use that attack in place of this one.")
def _seek_inspiration(g, a):
    top = mill(g, a.player, 1)
    if not top or not is_pokemon(top[0]) or has_rule_box_card(top[0]):
        return
    attacks = {x.id: x for x in CARD_LIST[top[0] >> 7].attacks}
    if not attacks:
        return
    choice = yield from ask(a.player, CHOOSE_ATTACK, tuple(attacks), "Choose the attack to use", a.attacker.cid)
    yield from copy_attack_damage(g, a, attacks[choice])


# 167 Klinklang — Hyper Ray (also 381 Cynthia's Garchomp ex — Draconic Buster) (II-D-03).
discard_all_own_energy(220)


# 169 Duraludon — Raging Hammer (II-B-01).
@damage(224, text="10 extra damage per damage counter on the attacker.")
def _raging_hammer(g, a):
    a.damage += 10 * a.attacker.counters


# 174 Fan Rotom — Assault Landing (II-D-01 (b)).
@damage(230, text="With no Stadium in play, the attack does nothing.")
def _assault_landing(g, a):
    if g.stadium is None:
        a.fail()


# 174 Fan Rotom — Fan Call (II-E-14, RC-187).
@ability(174, 0, limit=ONCE_PER_NAME, can_use=lambda g, ctx: g.is_first_turn_of(ctx.player) and bool(ctx.me.deck),
         text="Only in your first turn, once: search the deck for at most 3 {C} Pokémon with no more than 100 "
              "HP, show them and add them to the hand, then shuffle the deck. Only one Fan Call can be used "
              "per turn.")
def _fan_call(g, ctx):
    yield from search_to_hand(g, ctx.player, both(of_type(COLORLESS), hp_at_most(100)), up_to=3, source=174,
                              prompt="Choose up to 3 {C} Pokémon with 100 HP or less")


# 1098 Glass Trumpet (II-C-09; a Trainer's "up to": at least 1, II-D-05).
def _trumpet_targets(g, ctx):
    return [m for m in ctx.me.bench if Q.has_type(g, m, COLORLESS)]


def _glass_trumpet_playable(g, ctx):
    return (any(mon_is_tera(m) for m in ctx.me.in_play()) and bool(_trumpet_targets(g, ctx))
            and any(map(is_basic_energy, ctx.me.discard)))


@trainer(1098, can_play=_glass_trumpet_playable,
         text="Play only with a Tera Pokémon of yours in play. Choose 1 or 2 Benched {C} Pokémon of yours; "
              "each gets a Basic Energy from the discard pile attached.")
def _glass_trumpet(g, ctx):
    energy = [c for c in ctx.me.discard if is_basic_energy(c)]
    mons = yield from pick_pokemons(g, ctx.player, _trumpet_targets(g, ctx), up_to=min(2, len(energy)),
                                    at_least=1, source=1098, prompt="Choose up to 2 Benched {C} Pokémon")
    for mon in mons:
        card = yield from pick_card(g, ctx.player, [c for c in ctx.me.discard if is_basic_energy(c)],
                                    source=1098, prompt=f"Choose a Basic Energy card to attach to {mon.name}")
        if card is not None:
            yield from attach(g, mon, card)


# 1198 Crispin.  A single card found goes to the hand (as the official simulator does).
@trainer(1198, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 2 Basic Energy of different types and show them; add one to the "
              "hand and attach the other to one of your Pokémon. Then shuffle the deck.")
def _crispin(g, ctx):
    got = yield from search_deck(g, ctx.player, is_basic_energy, up_to=2, allowed=different_types, source=1198,
                                 prompt="Choose up to 2 Basic Energy cards of different types")
    if got:
        to_hand = got[0]
        if len(got) > 1:
            to_hand = yield from pick_card(g, ctx.player, got, source=1198,
                                           prompt="Choose the Energy card to put into your hand")
        move_cards(g, [to_hand], "hand")
        g.emit("reveal", ctx.player, cards=[to_hand], revealed=[to_hand],       # "reveal them"
               note="{player} shows {cards} and puts it into their hand")
        for card in got:
            if card != to_hand:
                mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1198,
                                              prompt=f"Attach {CARD_LIST[card >> 7].name} to which Pokémon?")
                yield from attach(g, mon, card)
    shuffle_deck(g, ctx.player)


# 1201 Briar.
@trainer(1201, can_play=lambda g, ctx: len(ctx.opp.prizes) == 2,
         text="Play only when the opponent has just 2 Prize cards left. For the rest of this turn, if damage "
              "from an attack of your Tera Pokémon Knocks Out the opponent's Active Pokémon, you take 1 extra "
              "Prize card.")
def _briar(g, ctx):
    on_player(g, "briar", ctx.player, THIS_TURN, source=1201)


@lasting("briar", "prizes")
def _briar_extra_prize(g, e, mon, ko):
    attacker = ko.active_knocked_out_by(g, e.player)
    return 1 if attacker is not None and mon_is_tera(attacker) else 0


# 1250 Area Zero Underdepths (Stadium).  A player over their Bench size (no Tera Pokémon left) discards
# down to it once the action, attack or Checkup that removed the last one is over (after any new Active
# Pokémon is chosen); when the Stadium leaves play, both players discard down, the player who played it
# first.  Discarding is not a Knock Out: no Prize cards.
@passive(1250, "bench_size",
         text="A player with a Tera Pokémon in play may keep as many as 8 Pokémon on the Bench. A player who "
              "has no Tera Pokémon left discards Benched Pokémon down to 5; when this Stadium leaves play, "
              "both players discard down to 5, the one who played it first.")
def _underdepths_bench(g, holder, inst, player, size):
    if any(mon_is_tera(m) for m in g.players[player].in_play()):
        return max(size, 8)
    return size


def _discard_bench_down(g, player):
    yield from discard_bench_down(g, player, source=1250)


def _underdepths_check(g, holder, inst, *args):
    for player in (g.current, 1 - g.current):
        yield from _discard_bench_down(g, player)


for _event in ("action_done", "attack_done", "turn_start"):
    trigger(1250, _event)(_underdepths_check)


@trigger(1250, "stadium_left")
def _underdepths_left(g, holder, inst):
    owner = (inst >> 6) & 1
    for player in (owner, 1 - owner):
        yield from _discard_bench_down(g, player)


# 172 Hoothoot — Triple Stab (also 749 Spoink — Triple Spin) (II-B-02 R3, RC-017).
flip_damage(228, 3, 10)


# 167 Klinklang — Emergency Rotation (II-E-18, RC-199; not evolved, so it can't be devolved (II-E-18,
# RC-199)).  Once per card; a card that left the hand and came back is a new card (R3, R4).
def _emergency_rotation_usable(g, ctx):
    return bench_space(g, ctx.player) > 0 and any(mon_stage(2)(m) for m in ctx.opp.in_play())


@ability(167, 0, where=IN_HAND, can_use=_emergency_rotation_usable,
         text="Once per turn, while this card is in your hand and the opponent has a Stage 2 Pokémon in play: "
              "put it onto your Bench.")
def _emergency_rotation(g, ctx):
    yield from put_onto_bench(g, ctx.player, ctx.inst)


# ---- pool coverage (P4) ----------------------------------------------------------------------

# 147 Cradily — Miasma Wind (also 460 Team Rocket's Muk — Hazardous Venom) (II-B-02).
damage_for_each(192, 100, lambda g, a: len(conditions_of(a.opp.active)) if a.opp.active is not None else 0,
                per="Special Condition on the Defending Pokémon")


# 147 Cradily — Selective Slime.
@ability(147, 0, can_use=lambda g, ctx: ctx.opp.active is not None
         and ability_affects(g, ctx.player, ctx.opp.active),
         text="Once per turn: flip a coin; on heads, name one of Burned, Confused or Poisoned, and the "
              "opponent's Active Pokémon gets it.")
def _selective_slime(g, ctx):
    if flip(g, ctx.player):
        name = yield from pick_option(g, ctx.player, ("burned", "confused", "poisoned"),
                                      "Choose a Special Condition", 147)
        inflict(g, ctx.opp.active, name, by=ctx.player, kind="ability")


# 148 Mow Rotom — Reaping Dash (II-E-09; an attack effect, II-C-17).
@damage(193,
        text="Before the damage, every Pokémon Tool and Special Energy attached to the Defending Pokémon is "
             "discarded.")
def _reaping_dash(g, a):
    mon = a.opp.active
    if mon is not None and a.affects(mon):
        discard_tool(g, mon)
        discard_all_energy(g, mon, is_special_energy)


# 153 Cinderace ex — Garnet Volley (II-B-08).
hit_pokemon(200, 180)


# 154 Lapras ex — Power Splash (also 1343 Cinccino ex — Energized Slap) (II-B-02, III-17).
damage_for_each(201, 40, lambda g, a: count_energy(g, a.attacker), per="Energy on the attacker")


# 155 Carracosta — Primal Knowledge (P2 step 2, II-B-04 R2).
active_damage_boost(155, 30, lambda mon: True, targets=mon_is_evolution,
                    text="Attacks of your Pokémon do 30 extra damage to the opponent's Active Evolution "
                         "Pokémon (before Weakness and Resistance).")


# 154 Lapras ex — Larimar Rain (II-C-20, II-C-09).
@effect(202,
        text="Look at the deck's top 20 cards and attach any of the Energy cards among them to your Pokémon, "
             "split as you like. Shuffle the rest back.")
def _larimar_rain(g, a):
    yield from attach_from_top(g, a.player, 20, is_energy, a.me.in_play(), source=a.attacker.cid)


# 156 Crabominable — Haymaker (II-C-15 R2).
self_lock_next_turn(204)


# 156 Crabominable / 159 Veluza — Food Prep ("less" removes Colorless only, II-D-12, RC-132).
@passive(156, "attack_cost", text="This Pokémon's attacks cost {C} less per Kofu in the discard pile.")
def _food_prep(g, holder, inst, mon, attack):
    return -count_in(g.players[holder.owner].discard, named("Kofu")) if mon is holder else 0


# 158 Drednaw — Hard Crunch (also 1007 Larry's Rufflet — Peck the Wound).
more_damage_if(206, 80, lambda g, a: a.opp.active is not None and a.opp.active.damage > 0,
               when="the Defending Pokémon already has damage counters")


# 158 Drednaw — Impervious Shell (II-C-16).
@passive(158, "prevent_damage_of",
         text="Damage of 200 or more from an opponent's attack to this Pokémon is prevented.")
def _impervious_shell(g, holder, inst, a, target, dmg):
    return target is holder and a.player != holder.owner and dmg >= 200


# 161 Galvantula ex — Charged Web.
more_damage_if(209, 110, lambda g, a: a.opp.active is not None and mon_is_ex(a.opp.active),
               when="the Defending Pokémon is a Pokémon V or a Pokémon ex")


# 161 Galvantula ex — Fulgurite (II-D-03; II-C-19, an effect on the player).
@effect(210,
        text="Discard every Energy from the attacker. The opponent can't play Items from their hand in their "
             "next turn.")
def _fulgurite(g, a):
    discard_all_energy(g, a.attacker)
    on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("item",), source=a.attacker.cid)


# 164 Comfey — Flower Shower.
@effect(215, text="Each player draws 3 cards.")
def _flower_shower(g, a):
    draw(g, a.player, 3)
    draw(g, a.opponent, 3)


# 168 Meltan — Knickknack Carrying (also 907 Noibat).
@effect(221, text="Search the deck for a Pokémon Tool, show it and add it to the hand, then shuffle the deck.")
def _knickknack_carrying(g, a):
    yield from search_to_hand(g, a.player, is_tool, source=a.attacker.cid, prompt="Choose a Pokémon Tool card")


# 170 Archaludon — Metal Bridge (every-type Energy counts; II-D-13).
@passive(170, "no_retreat_cost", text="Each of your Pokémon that carries {M} Energy has no Retreat Cost.")
def _metal_bridge(g, holder, inst, mon):
    return mon.owner == holder.owner and count_energy(g, mon, METAL) > 0


# 171 Raging Bolt — Thunderburst Storm (units; II-B-08).
@damage(226,
        text="Pick one of the opponent's Pokémon: 30 damage to it per Energy on the attacker (Weakness and "
             "Resistance apply to an Active target only).")
def _thunderburst_storm(g, a):
    n = count_energy(g, a.attacker)
    if n:
        yield from hit_chosen(g, a, 30 * n)


# 173 Noctowl — Jewel Seeker (II-E-05).
@on_evolve_ability(173, can_use=lambda g, mon: bool(g.players[mon.owner].deck)
                   and any(mon_is_tera(m) for m in g.players[mon.owner].in_play()),
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand "
                        "while a Tera Pokémon of yours is in play, you may search the deck for at most 2 "
                        "Trainer cards, show them and add them to the hand, then shuffle the deck.")
def _jewel_seeker(g, ctx):
    yield from search_to_hand(g, ctx.player, is_trainer, up_to=2, source=173, prompt="Choose up to 2 Trainer cards")


# 175 Bouffalant — Curly Wall (P2 step 5, II-B-05; II-E-15).
@passive(175, "damage_taken", stack=False,
         text="While you have another Bouffalant in play, damage to your Basic {C} Pokémon from the "
              "opponent's attacks is 60 lower (after Weakness and Resistance). Several of these Abilities "
              "give only 60.")
def _curly_wall(g, holder, inst, a, target):
    mine = g.players[holder.owner].in_play()
    if (target.owner == holder.owner and a.player != holder.owner and mon_is_basic(target)
            and Q.has_type(g, target, COLORLESS) and any(m is not holder and m.name == "Bouffalant" for m in mine)):
        return -60
    return 0


# 176 Terapagos ex — Unified Beatdown (II-B-02).
attack_rule(232, condition=lambda g, mon, atk: not (mon.owner != g.first_player and g.is_first_turn_of(mon.owner)),
            text="The player going second can't use this attack in their first turn. 30 damage per Pokémon on "
                 "your Bench.")
damage_for_each(232, 30, lambda g, a: len(a.me.bench))


# 176 Terapagos ex — Crown Opal (II-C-16).
@effect(233,
        text="In the opponent's next turn, attacks by Basic Pokémon that are not {C} do no damage to the "
             "attacker.")
def _crown_opal(g, a):
    on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, "basic_non_colorless", a=a)


# 968 Dachsbun ex — Time to Chow Down (II-E-05; II-C-06).
def _hurt_evolved(g, mon) -> list:
    return [m for m in g.players[mon.owner].in_play() if mon_is_evolution(m) and m.damage]


@on_evolve_ability(968, can_use=lambda g, mon: bool(_hurt_evolved(g, mon)),
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may have each of your Evolution Pokémon heal all its damage; each one that "
                        "healed any discards all its Energy.")
def _time_to_chow_down(g, ctx):
    for mon in _hurt_evolved(g, ctx.mon):
        if heal_all(g, mon):
            discard_all_energy(g, mon)


# 971 Iron Boulder — Adjusted Horn (II-D-01 (b)).
@damage(1396, text="Unless both players hold the same number of cards, the attack does nothing.")
def _adjusted_horn(g, a):
    if len(a.me.hand) != len(a.opp.hand):
        a.fail()


# 993 Orthworm ex — Pummeling Payback (II-E-03, P1 step 6).
@trigger(993, "damaged_by_attack",
         text="Whenever an opponent's attack damages this Pokémon (even a Knock Out), the Pokémon that "
              "attacked gets 2 damage counters per {M} Energy on this Pokémon.")
def _pummeling_payback(g, holder, inst, a, dealt):
    n = count_energy(g, holder, METAL)
    if a.player != holder.owner and n and g.find_pokemon(a.attacker.uid) is not None:
        put_counters(g, a.attacker, 2 * n, by=holder.owner, kind="ability")


# 1164 Payapa Berry (Tool) (P2 step 5).
berry_resist(1164, PSYCHIC)


# 1165 Sparkling Crystal (Tool).
@passive(1165, "attack_cost_any_less",
         text="Attacks of the Tera Pokémon holding this card cost 1 Energy less (any type).")
def _sparkling_crystal(g, holder, inst, mon, attack):
    return 1 if mon is holder and mon_is_tera(mon) else 0


# 1166 Gravity Gemstone (Tool) (II-D-11).
@passive(1166, "retreat_cost",
         text="While the Pokémon holding this card is Active, both Active Pokémon pay {C} more to retreat.")
def _gravity_gemstone(g, holder, inst, mon):
    return 1 if g.players[holder.owner].active is holder and g.players[mon.owner].active is mon else 0


# 1167 Deluxe Bomb (Tool) (II-E-03).
@trigger(1167, "damaged_by_attack",
         text="Whenever an opponent's attack damages the Pokémon holding this card while it is Active (even a "
              "Knock Out), the Pokémon that attacked gets 12 damage counters; if it got any, discard this "
              "card.")
def _deluxe_bomb(g, holder, inst, a, dealt):
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and g.find_pokemon(a.attacker.uid) is not None and put_counters(g, a.attacker, 12, by=holder.owner)
            and inst in holder.tools):
        discard_tool(g, holder, inst)


# 1199 Lacey.
@trainer(1199,
         text="Shuffle the hand into the deck, then draw 4 cards, or 8 cards if the opponent has at most 3 "
              "Prize cards left.")
def _lacey(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 8 if len(ctx.opp.prizes) <= 3 else 4)


# 1200 Kofu (not playable without 2 other cards in hand).
def _kofu_cards(ctx) -> list:
    return [c for c in ctx.me.hand if c != ctx.inst]


@trainer(1200, can_play=lambda g, ctx: len(_kofu_cards(ctx)) >= 2,
         text="Put 2 cards from the hand at the bottom of the deck in any order, then draw 4 cards. Not "
              "playable without 2 other cards in hand.")
def _kofu(g, ctx):
    got = yield from pick_cards(g, ctx.player, _kofu_cards(ctx), exactly=2, source=1200,
                                prompt="Choose 2 cards to put on the bottom of your deck")
    if len(got) < 2:
        return
    if got[0] >> 7 != got[1] >> 7:
        bottom = yield from pick_card(g, ctx.player, got, source=1200,
                                      prompt="Choose the card to be at the very bottom")
        got = [c for c in got if c != bottom] + [bottom]
    move_cards(g, got, "deck_bottom")           # the last card moved ends up at the bottom
    draw(g, ctx.player, 4)


# 1249 Grand Tree (Stadium) (II-C-12).  Its own text keeps the usual limits: not during the player's first
# turn, nor a Basic put into play this turn (I-A-05 R3).
def _grand_tree_bases(g, player) -> list:
    if g.is_first_turn_of(player):
        return []
    return [m for m in g.players[player].in_play() if mon_is_basic(m) and m.entered_turn != g.turn]


@stadium_ability(1249, can_use=lambda g, ctx: bool(ctx.me.deck) and bool(_grand_tree_bases(g, ctx.player)),
                 text="Each player, once in each of their turns, may evolve one of their Basic Pokémon with a "
                      "Stage 1 from their deck, and then that Stage 1 with a Stage 2 from the deck; then they "
                      "shuffle the deck. The usual limits apply (not in their first turn, not on a Pokémon "
                      "put into play this turn).")
def _grand_tree(g, ctx):
    mon = yield from evolve_from_deck(g, ctx.player, _grand_tree_bases(g, ctx.player), where=is_stage(1),
                                      source=1249, shuffle=False)
    if mon is not None:
        yield from evolve_from_deck(g, ctx.player, [mon], where=is_stage(2), source=1249, shuffle=False)
    shuffle_deck(g, ctx.player)


# The fossil rule (1099 Antique Root Fossil and every other "Antique ... Fossil" Item): the
# Item is played as a 60-HP Basic {C} Pokémon (CardDef.is_fossil: benched from hand or
# set up like a Basic, an Item everywhere but in play).  In play it can't retreat, can't be
# affected by Special Conditions, and its owner may discard it from play during their turn
# (a "discard" main action; not a Knock Out, so no Prize card).
discard_from_play_allowed(1099,
                          text="Played as a Basic {C} Pokémon with 60 HP. It can't get Special Conditions and "
                               "can't retreat. Any time in your turn, you may discard it from play.")


@passive(1099, "cant_retreat")
def _fossil_cant_retreat(g, holder, inst, mon):
    return mon is holder and inst == holder.top


@passive(1099, "no_conditions")
def _fossil_no_conditions(g, holder, inst, mon):
    return mon is holder and inst == holder.top


# 1099 Antique Root Fossil — Primal Root (II-D-11).
@passive(1099, "attack_cost", 0,
         text="While this Pokémon is Active, attacks of Basic Pokémon of the opponent cost {C} more.")
def _primal_root(g, holder, inst, mon, attack):
    if mon.owner != holder.owner and holder is g.players[holder.owner].active and mon_is_basic(mon):
        return 1
    return 0


# 1138 Antique Plume Fossil — Plume Protection (II-C-16, II-E-13 R4).
@passive(1138, "prevent_damage", 0,
         text="While this Pokémon sits on your Bench, attacks of the opponent's Pokémon do it no damage.")
def _plume_protection(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and holder is not g.players[holder.owner].active


# 1151 Antique Sail Fossil — Protective Sail (II-E-29).
@passive(1151, "prevent_trainer_effects", 0,
         text="Supporters the opponent plays from their hand have no effect on this Pokémon.")
def _protective_sail(g, holder, inst, player, card, target):
    return target is holder and player != holder.owner and card.kind == "supporter"
