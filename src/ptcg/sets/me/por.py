"""Perfect Order (POR)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 18 Grow Grass Energy (II-D-15).
energy(18, provides=lambda g, mon, inst: (bit(GRASS),),
       text="Provides 1 {G} Energy. The {G} Pokémon carrying it has +20 HP.")


@passive(18, "max_hp")
def _grow_grass_energy(g, holder, inst, mon):
    return 20 if mon is holder and Q.has_type(g, holder, GRASS) else 0


# 19 Telepath Psychic Energy (II-E-07 R2, II-C-11).
energy(19, provides=lambda g, mon, inst: (bit(PSYCHIC),),
       text="Provides 1 {P} Energy. Attaching it from your hand onto one of your {P} Pokémon lets you bench "
            "at most 2 Basic {P} Pokémon from the deck, then shuffle the deck.")


@trigger(19, "energy_attached")
def _telepath_psychic_energy(g, holder, inst, card, from_hand):
    if card == inst and from_hand and Q.has_type(g, holder, PSYCHIC):
        yield from search_to_bench(g, holder.owner, both(is_basic_pokemon, of_type(PSYCHIC)), up_to=2,
                                   source=19, prompt="Choose Basic {P} Pokémon to put onto your Bench")


# 20 Rock Fighting Energy (II-C-17; damage is not an effect).
energy(20, provides=lambda g, mon, inst: (bit(FIGHTING),),
       text="Provides 1 {F} Energy. Effects of the opponent's attacks do not reach the {F} Pokémon carrying "
            "it (damage still does, and effects already there stay).")


@passive(20, "prevent_attack_effects")
def _rock_fighting_energy(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and Q.has_type(g, holder, FIGHTING)


# 1071 Meowth ex — Last-Ditch Catch (II-E-06, II-E-14).
@trigger(1071, "played_to_bench",
         text="Once per turn, when you bench this Pokémon from your hand, you may search the deck for a "
              "Supporter, show it and add it to the hand, then shuffle the deck. Only one Ability with "
              "\"Last-Ditch\" in its name can be used per turn.")
def _last_ditch_catch(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder, name_limit="Last-Ditch")
    if ctx is not None:
        yield from search_to_hand(g, ctx.player, is_supporter, source=1071, prompt="Choose a Supporter")


# 1152 Poké Pad (II-D-18).
@trainer(1152, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Pokémon without a Rule Box, show it and add it to the hand, then shuffle "
              "the deck.")
def _poke_pad(g, ctx):
    yield from search_to_hand(g, ctx.player, lambda c: is_pokemon(c) and not has_rule_box_card(c),
                              source=1152, prompt="Choose a Pokémon without a Rule Box")


# 1240 Rosa's Encouragement (II-D-05).
_is_stage_2 = mon_stage(2)


def _rosa_playable(g, ctx) -> bool:
    return (len(ctx.me.prizes) > len(ctx.opp.prizes) and any(_is_stage_2(m) for m in ctx.me.in_play())
            and any(map(is_basic_energy, ctx.me.discard)))


@trainer(1240, can_play=_rosa_playable,
         text="Play only while you have more Prize cards left than the opponent. Attach 1 or 2 Basic Energy "
              "from the discard pile to one of your Stage 2 Pokémon.")
def _rosas_encouragement(g, ctx):
    stage_2 = [m for m in ctx.me.in_play() if _is_stage_2(m)]
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, stage_2, up_to=2, at_least=1,
                           one_target=True, source=1240)


# -- pool coverage (P7) ----------------------------------------------------------------------
def _discard_energy_from_hand_for(per_card: int, up_to: int, *, more: bool):
    """"(You may) discard up to N Energy cards from your hand, and this attack does M (more)
    damage for each card discarded": none is allowed in an attack (II-D-05, II-E-33 R2);
    chosen before damage."""
    def fn(g, a):
        got = yield from discard_from_hand(g, a.player, a.player, up_to, is_energy, exactly=False,
                                           source=a.attacker.cid, prompt=f"Discard up to {up_to} Energy cards")
        a.damage = (a.damage if more else 0) + per_card * len(got)
    return fn


# 1013 Shaymin — Send Flowers (its type now, II-D-07; a hidden search may find none, I-H R2; II-E-19 R2).
@effect(1463,
        text="Attach an Energy card from the deck to a Benched {G} Pokémon of yours, then shuffle the deck.")
def _send_flowers(g, a):
    grass = [m for m in a.me.bench if Q.has_type(g, m, GRASS)]
    if not grass:
        shuffle_deck(g, a.player)
        return
    yield from attach_from(g, a.player, "deck", is_energy, grass, up_to=1, source=a.attacker.cid,
                           prompt="Choose an Energy card to attach")


# 1021 Dartrix — Feather Shot (no Weakness or Resistance on the Bench, II-B-08).
hit_pokemon(1475, 90)
discard_all_own_energy(1475)


# 1016 Serperior — Solar Coiling.
more_damage_if(1468, 150, lambda g, a: any(named("Rosa's Encouragement")(c) for c in a.me.discard),
               when="Rosa's Encouragement is in the discard pile")
# 1019 Vivillon — Blow Through.
more_damage_if(1471, 60, lambda g, a: g.stadium is not None, when="a Stadium is in play")


# 1019 Vivillon — Grand Wing (II-E-35).  Not offered against an empty hand (it would change nothing).
@ability(1019, 0, can_use=lambda g, ctx: bool(ctx.opp.hand),
         text="Once per turn: the opponent shuffles the hand and places it under the deck; if any cards went "
              "there, they draw 4 cards.")
def _grand_wing(g, ctx):
    if shuffle_to_bottom(g, ctx.opponent, ctx.opp.hand[:]):
        draw(g, ctx.opponent, 4)


# 1022 Decidueye ex — Sniper's Eye (a "less" that takes Colorless symbols only, RC-132; this many takes
# them all, printed or added).
_EVERY_COLORLESS = 99


@passive(1022, "attack_cost",
         text="While the opponent holds exactly 4 cards, this Pokémon's attacks need no {C} Energy.")
def _snipers_eye(g, holder, inst, mon, attack):
    return -_EVERY_COLORLESS if mon is holder and len(g.players[1 - holder.owner].hand) == 4 else 0


# 1024 Talonflame — Sky Hunt.  Not offered against an empty hand.
@ability(1024, 0, can_use=lambda g, ctx: bool(ctx.opp.hand),
         text="Once per turn: flip a coin; on heads, a random card of the opponent's hand is discarded.")
def _sky_hunt(g, ctx):
    if flip(g, ctx.player):
        discard_at_random(g, ctx.opponent, 1)


# 1026 Salazzle ex — Nasty Plot (a hidden search may take fewer, I-H R2).
search_deck_for(1480, any_card, up_to=2, prompt="Choose up to 2 cards",
                text="Take at most 2 cards of your choice from the deck into the hand, then shuffle the deck.")


# 1026 Salazzle ex — Dire Nails (II-C-03; none: no switch, R5).
@effect(1481,
        text="The Defending Pokémon becomes Burned and Poisoned. Then swap the attacker with one of your "
             "Benched Pokémon.")
def _dire_nails(g, a):
    inflict_defender(g, a, "burned", "poisoned")
    if a.me.active is a.attacker:
        yield from switch_own(g, a.player, source=a.attacker.cid)


# 1027 Turtonator — Heat Breath.
coin_more_damage(1482, 80)


# 1027 Turtonator — Shell Spikes (1 unit, chosen by Turtonator's owner, II-C-01 R1/R4; II-E-03).
@trigger(1027, "damaged_by_attack",
         text="Whenever an opponent's attack damages this Pokémon while it is Active (even a Knock Out), "
              "discard an Energy attached to the Pokémon that attacked.")
def _shell_spikes(g, holder, inst, a, dealt):
    attacker = a.attacker
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and g.find_pokemon(attacker.uid) is not None and ability_affects(g, holder.owner, attacker)):
        yield from discard_energy(g, holder.owner, attacker, 1, source=1027)


# 1029 Dewgong — Wash Out (RC-179; a card providing {W} now, RC-122; II-C-10).
def _water_on(g, mon) -> list:
    return [e for e in mon.energy if provides_type(g, mon, e, WATER)]


def _wash_out_sources(g, ctx) -> list:
    return [m for m in ctx.me.bench if _water_on(g, m)]


@ability(1029, 0, limit=UNLIMITED, can_use=lambda g, ctx: ctx.me.active is not None
         and bool(_wash_out_sources(g, ctx)),
         text="Any number of times in your turn: move a {W} Energy to your Active Pokémon from a Pokémon on "
              "your Bench.")
def _wash_out(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, _wash_out_sources(g, ctx), source=1029,
                                  prompt="Move a {W} Energy from which Benched Pokémon?")
    card = yield from pick_card(g, ctx.player, _water_on(g, src), source=1029, prompt="Choose a {W} Energy to move")
    move_energy(g, src, ctx.me.active, card)


# 1033 Aurorus — Tundra Wall (units, RC-122; P2 step 5, II-B-05 R2; II-E-15).
@passive(1033, "damage_taken", stack=False,
         text="Damage to your Pokémon with any {W} Energy attached from the opponent's attacks is 50 lower "
              "(after Weakness and Resistance). Several of these Abilities give only 50.")
def _tundra_wall(g, holder, inst, a, target):
    if target.owner == holder.owner and a.player != holder.owner and count_energy(g, target, WATER):
        return -50
    return 0


# 1034 Volcanion — Powerful Steam (units; II-B-02).
@damage(1492, text="Flip a coin per {W} Energy on the attacker; 90 damage per heads.")
def _powerful_steam(g, a):
    a.damage = 90 * flips(g, a.player, count_energy(g, a.attacker, WATER))


# 1036 Luxio — Fighting Roar (I-A-05 R3 lifted, RC-182).
def _fighting_roar(g, holder, inst, mon, card):
    opp = g.players[1 - holder.owner].active
    return mon is holder and opp is not None and mon_is_ex(opp)


passive(1036, "evolve_first_turn",
        text="While the Active Pokémon of the opponent is a Pokémon ex, this card may evolve "
             "on your first turn and on the turn it came into play.")(_fighting_roar)
passive(1036, "evolve_same_turn")(_fighting_roar)

# 1037 Luxray — Incessant Onslaught (II-D-17).
damage_for_each(1495, 70, lambda g, a: a.me.prizes_taken(), per="Prize card you have taken")


# 1038 Dedenne — Tail Generator (units; II-C-09; an attack may attach none, II-D-05).
@effect(1497,
        text="Attach Basic {L} Energy from the discard pile to any of your {L} Pokémon, split as you like: at "
             "most as many as the Energy attached to all the opponent's Pokémon.")
def _tail_generator(g, a):
    n = sum(count_energy(g, m) for m in a.opp.in_play())
    lightning = [m for m in a.me.in_play() if Q.has_type(g, m, LIGHTNING)]
    if n and lightning:
        yield from attach_from(g, a.player, "discard", basic_energy_of(LIGHTNING), lightning, up_to=n,
                               source=a.attacker.cid, prompt=f"Choose up to {n} Basic {{L}} Energy cards")


# 1040 Mega Clefable ex — Shooting Moons (II-B-01).
damage(1501,
       text="You may discard at most 4 Energy cards from the "
            "hand; 40 extra damage per card discarded.")(_discard_energy_from_hand_for(40, 4, more=True))


# 1040 Mega Clefable ex — Luminous Wing.
@passive(1040, "prevent_ability_effects",
         text="Effects of the opponent's Pokémon's Abilities do not reach this Pokémon.")
def _luminous_wing(g, holder, inst, player, target):
    return target is holder and player != holder.owner


# 1041 Mawile — Double Eater (II-B-02).
damage(1502,
       text="Discard at most 2 Energy cards from the hand; "
            "60 damage per card discarded.")(_discard_energy_from_hand_for(60, 2, more=False))


# 1044 Spritzee — Sweet Scent (II-C-06).
@effect(1507, text="One of your Pokémon heals 30 damage.")
def _sweet_scent(g, a):
    hurt = [m for m in a.me.in_play() if m.damage]
    if hurt:
        mon = yield from pick_pokemon(g, a.player, hurt, source=a.attacker.cid, prompt="Choose a Pokémon to heal")
        heal(g, mon, 30)


# 1045 Aromatisse — Scent Collection.
@ability(1045, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for at most 2 Basic {P} Energy cards, show them and add them to "
              "the hand, then shuffle the deck.")
def _scent_collection(g, ctx):
    yield from search_to_hand(g, ctx.player, basic_energy_of(PSYCHIC), up_to=2, source=1045,
                              prompt="Choose up to 2 Basic {P} Energy cards")


# 1049 Hippowdon — Twister Spewing (II-E-26).
@effect(1515,
        text="If you played Tarragon from the hand this turn, the opponent's deck loses its top 3 cards to "
             "their discard pile.")
def _twister_spewing(g, a):
    if played_supporter_this_turn(g, a.player, lambda c: c.name == "Tarragon"):
        mill(g, a.opponent, 3)


# 1052 Barbaracle — Stone Arms (II-C-09; not the turn's attachment, R3).
def _fighting_targets(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if Q.has_type(g, m, FIGHTING) and not Q.attach_from_hand_blocked(g, m)]


@ability(1052, 0, can_use=lambda g, ctx: any(is_basic_energy(c, FIGHTING) for c in ctx.me.hand)
         and bool(_fighting_targets(g, ctx)),
         text="Once per turn: attach a Basic {F} Energy from the hand to one of your {F} Pokémon.")
def _stone_arms(g, ctx):
    yield from attach_from(g, ctx.player, "hand", basic_energy_of(FIGHTING), _fighting_targets(g, ctx), exactly=1,
                           source=1052, prompt="Choose a Basic {F} Energy card to attach")


# 1054 Tyrantrum — Tyrannically Gutsy (II-D-15).
@passive(1054, "max_hp", text="While any Special Energy is attached to this Pokémon, it has +150 HP.")
def _tyrannically_gutsy(g, holder, inst, mon):
    return 150 if mon is holder and any(is_special_energy(e) for e in holder.energy) else 0


# 1055 Hawlucha — Vengeful Kick.
more_damage_if(1524, 60, lambda g, a: any(m.damage for m in a.me.bench),
               when="any of your Benched Pokémon has damage counters")


# 1056 Mega Zygarde ex — Nullifying Zero (II-B-08: Weakness/Resistance for the Active one only).
@damage(1526,
        text="Flip one coin per Pokémon the opponent has in play; each one that gets heads takes 150 damage "
             "(Weakness and Resistance only for the Active one).")
def _nullifying_zero(g, a):
    for mon in a.opp.in_play():
        if flip(g, a.player):
            a.add_hit(mon, 150)


# 1058 Haunter — Haunt (II-C-07).
@effect(1528, text="The Defending Pokémon gets 3 damage counters.")
def _haunt(g, a):
    put_counters(g, a.opp.active, 3, a=a)


# 1059 Gengar — Mind Jack.
damage_for_each(1529, 30, lambda g, a: len(a.opp.bench), more=True, per="Pokémon on the opponent's Bench")


# 1059 Gengar — Infinite Shadow (P8 step 3; asked while it is in play, so the Ability must still work
# then).
@passive(1059, "ko_to_hand",
         text="If the damage of an opponent's attack Knocks Out this Pokémon, the Pokémon card goes to your "
              "hand rather than the discard pile (the cards attached to it are discarded).")
def _infinite_shadow(g, holder, inst, mon, ko):
    return mon is holder and ko.by_opponent_attack


# 1061 Drapion — Hazardous Tail (II-B-09).
self_damage(1532, 70)
condition(1532, "paralyzed", "poisoned")


# 1062 Yveltal ex — Soul Destroyer (II-D-16; an attack effect, II-C-17).
@effect(1533, text="Each of the opponent's Pokémon with 50 HP or less left is Knocked Out.")
def _soul_destroyer(g, a):
    for mon in a.opp.in_play():
        if Q.remaining_hp(g, mon) <= 50 and a.affects(mon):
            knock_out(g, mon)


# 1062 Yveltal ex — Dark Strike (II-C-15 R2).
self_lock_next_turn(1534)
# 1063 Chien-Pao — Rising Blade.
more_damage_if(1536, 80, lambda g, a: a.opp.active is not None and mon_is_ex(a.opp.active),
               when="the Defending Pokémon is a Pokémon ex")


# 1064 Mega Skarmory ex — Sonic Ripper (II-B-08: no Weakness/Resistance on the Bench; step 5, II-E-36).
hit_pokemon(1537, 220,
            text="Shuffle every Energy attached to the attacker into the deck, and pick one of the opponent's "
                 "Pokémon to take 220 damage (Weakness and Resistance apply to an Active target only).")


@effect(1537)
def _sonic_ripper_energy(g, a):
    shuffle_into_deck(g, a.player, list(a.attacker.energy))


# 1066 Doublade — Weaponized Swords (II-D-02; II-B-02).
def _sword(c) -> bool:
    return CARD_LIST[c >> 7].name in ("Honedge", "Doublade", "Aegislash")


@damage(1539,
        text="Show any number of Aegislash, Doublade and Honedge cards from the hand; 60 damage per card "
             "shown.")
def _weaponized_swords(g, a):
    swords = [c for c in a.me.hand if _sword(c)]
    got = yield from pick_cards(g, a.player, swords, up_to=len(swords), at_least=0, source=a.attacker.cid,
                                prompt="Reveal cards from your hand for 60 damage each")
    if got:
        g.emit("reveal", a.player, cards=got, note="{player} reveals {cards}", revealed=got)
    a.damage = 60 * len(got)


# 1070 Raticate — Retaliatory Incisors.
damage_for_each(1545, 40, lambda g, a: sum(m.counters for m in a.me.bench if m.name == "Rattata"),
                per="damage counter on your Benched Rattata")


# 1072 Snorlax — Gormandizer (with no heads there is nothing to search for).
@effect(1547,
        text="Flip a coin until it shows tails, then attach from the deck to the attacker as many Basic "
             "Energy as there were heads, at most; shuffle the deck afterwards.")
def _gormandizer(g, a):
    heads = flip_until_tails(g, a.player)
    if heads:
        yield from attach_from(g, a.player, "deck", is_basic_energy, [a.attacker], up_to=heads,
                               source=a.attacker.cid, prompt=f"Choose up to {heads} Basic Energy cards")


# 1072 Snorlax — Collapse (also 1358 Wailord ex).
self_condition(1548, "asleep")
# 1075 Fletchling — Chirp.
search_deck_for(1552, lambda c: is_pokemon(c) and CARD_LIST[c >> 7].resistance == FIGHTING, up_to=2,
                prompt="Choose up to 2 Pokémon with {F} Resistance",
                text="Search the deck for at most 2 Pokémon that have {F} Resistance, show them and add them "
                     "to the hand, then shuffle the deck.")


# 1076 Furfrou — Hand Trim (an effect on the player, II-C-19).
@effect(1554, text="Random cards of the opponent's hand are discarded until they hold 5.")
def _hand_trim(g, a):
    discard_at_random(g, a.opponent, len(a.opp.hand) - 5)


# 1078 Hole-Digging Shovel.
@trainer(1078, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Your deck loses its top 2 cards to your discard pile.")
def _hole_digging_shovel(g, ctx):
    mill(g, ctx.player, 2)


# 1149 Energy Swatter.  Playable whenever they have a hand (its contents are hidden).
@trainer(1149, can_play=lambda g, ctx: bool(ctx.opp.hand),
         text="The opponent shows their hand; pick an Energy card from it to go to the bottom of their deck.")
def _energy_swatter(g, ctx):
    hand = reveal_hand(g, ctx.opponent)
    card = yield from pick_card(g, ctx.player, [c for c in hand if is_energy(c)], source=1149,
                                prompt="Choose an Energy card to put on the bottom of their deck")
    if card is not None:
        move_cards(g, [card], "deck_bottom")
        g.emit("to_deck", ctx.opponent, cards=[card], bottom=True)


# 1153 Lumiose Galette.  Not playable when it would change nothing.
def _galette_usable(g, ctx) -> bool:
    mon = ctx.me.active
    return mon is not None and (mon.damage > 0 or mon.has_condition())


@trainer(1153, can_play=_galette_usable,
         text="Your Active Pokémon heals 20 damage and is cured of one Special Condition.")
def _lumiose_galette(g, ctx):
    mon = ctx.me.active
    heal(g, mon, 20)
    names = conditions_of(mon)
    if names:
        name = names[0] if len(names) == 1 else (yield from pick_option(
            g, ctx.player, names, "Choose a Special Condition to remove", 1153))
        recover(g, mon, name)
        g.emit("recover", mon.owner, target=mon, condition=name, plain=True)


# 1180 Core Memory (Technical Machine Tool) (Energy still needed; II-D-06: not an attack the Pokémon
# "has").  Its text is the same as 167 Klinklang's Hyper Ray, so it shares that key.
GEOBUSTER = CARD_LIST[1180].attacks[0]


@passive(1180, "granted_attacks",
         text="The Mega Zygarde ex holding this card may use the attack printed on this card (paying its "
              "Energy as usual).")
def _core_memory(g, holder, inst, mon):
    return (GEOBUSTER,) if mon is holder and holder.name == "Mega Zygarde ex" else ()


# 1238 Tarragon (II-D-05: at least 1).
def _tarragon_card(c) -> bool:
    return of_type(FIGHTING)(c) or is_basic_energy(c, FIGHTING)


@trainer(1238, can_play=lambda g, ctx: any(_tarragon_card(c) and leaves_discard(c) for c in ctx.me.discard),
         text="Take at most 4 cards from the discard pile into the hand, in any mix of Basic {F} Energy and "
              "{F} Pokémon.")
def _tarragon(g, ctx):
    yield from recover_from_discard(g, ctx.player, _tarragon_card, up_to=4, source=1238,
                                    prompt="Choose up to 4 {F} Pokémon and Basic {F} Energy cards")


# 1239 Naveen (II-D-02).  Playable while the deck has a card (with a big hand, discarding makes room).
@trainer(1239, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="You may first discard as many cards from the hand as you like; then draw until you hold 5 "
              "cards. Not playable if no card would be drawn.")
def _naveen(g, ctx):
    if ctx.me.hand:
        yield from discard_from_hand(g, ctx.player, ctx.player, len(ctx.me.hand), exactly=False, source=1239,
                                     prompt="Choose cards to discard before drawing")
    draw_until(g, ctx.player, 5)


# 1241 Jacinthe (II-C-06 R4).
def _hurt_psychic(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage and Q.has_type(g, m, PSYCHIC)]


@trainer(1241, can_play=lambda g, ctx: bool(_hurt_psychic(g, ctx)),
         text="One of your {P} Pokémon heals 150 damage.")
def _jacinthe(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _hurt_psychic(g, ctx), source=1241, prompt="Choose a Pokémon to heal")
    heal(g, mon, 150)


# 1267 Lumiose City (Stadium) (II-C-11).  Not usable with a full Bench or an empty deck (R3: no search).
@stadium_ability(1267, can_use=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0,
                 text="Each player, once in each of their turns, may bench a Basic Pokémon from their deck "
                      "and shuffle that deck; a player who does so ends their turn.")
def _lumiose_city(g, ctx):
    yield from search_to_bench(g, ctx.player, is_basic_pokemon, source=1267)
    end_turn_now(g, ctx.player)
