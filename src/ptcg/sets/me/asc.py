"""Ascended Heroes (ASC)."""

from ...effects import *  # noqa: F401,F403


# 1235 Waitress.
@trainer(1235, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 6 cards and attach a Basic Energy among them to one of your Pokémon. "
              "Shuffle the rest back.")
def _waitress(g, ctx):
    got, _top = yield from take_from_top(g, ctx.player, 6, is_basic_energy, up_to=1, source=1235,
                                         prompt="Choose a Basic Energy to attach")
    if got:
        mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1235,
                                      prompt="Attach it to which Pokémon?")
        yield from attach(g, mon, got[0])
    shuffle_deck(g, ctx.player)


# 861 Mega Froslass ex — Resentful Refrain (II-B-02).
@damage(1240, text="50 damage per card in the opponent's hand.")
def _resentful_refrain(g, a):
    a.damage = 50 * len(a.opp.hand)


# 879 Hop's Trevenant — Horrifying Revenge (II-E-11, RC-177).
more_damage_if(1267, 100, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True,
                                                          where=lambda card: card.trainer == "Hop"),
               when="one of your Hop's Pokémon was Knocked Out by an attack's damage in the opponent's last "
                    "turn")


# 24 Team Rocket's Kangaskhan ex — Comet Punch.
flip_damage(6, 4, 30)


# 24 Team Rocket's Kangaskhan ex — Wicked Impact (II-E-26, RC-217).
more_damage_if(7, 100, lambda g, a: played_supporter_this_turn(g, a.player, lambda c: "Team Rocket" in c.name),
               when="you played a \"Team Rocket\" Supporter from the hand this turn")


# -- pool coverage (P6) ----------------------------------------------------------------------

# 851 Silcoon — Multiplying Cocoon (II-E-05; a Stage 1 put there this way is not evolved, II-C-13 R6).
# Not offered with a full Bench or an empty deck (II-C-11 R3).
@on_evolve_ability(851, can_use=lambda g, mon: bench_space(g, mon.owner) > 0 and bool(g.players[mon.owner].deck),
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may bench a Silcoon or a Cascoon from the deck, then shuffle the deck.")
def _multiplying_cocoon(g, ctx):
    yield from search_to_bench(g, ctx.player, either(named("Silcoon"), named("Cascoon")), source=851,
                               prompt="Choose a Silcoon or a Cascoon")


# 852 Beautifly — Energy Straw (II-B-02).
@damage(1230, text="The opponent shows their hand; 80 damage per Energy card in it.")
def _energy_straw(g, a):
    a.damage = 80 * count_in(reveal_hand(g, a.opponent), is_energy)


# 854 Dustox — Boisterous Wind (II-C-02).  Not usable when that Pokémon has no Energy or the Ability can't
# reach it.
@ability(854, 0, can_use=lambda g, ctx: ctx.opp.active is not None and bool(ctx.opp.active.energy)
         and ability_affects(g, ctx.player, ctx.opp.active),
         text="Once per turn: flip a coin; on heads, an Energy attached to the opponent's Active Pokémon is "
              "returned to their hand.")
def _boisterous_wind(g, ctx):
    if flip(g, ctx.player, "Boisterous Wind"):
        yield from put_energy_into_hand(g, ctx.player, ctx.opp.active, 1, source=854)


# 855 Entei — Flare Fall (units).
more_damage_if(1233, 90, lambda g, a: count_energy_in_play(g, a.player, FIRE) >= 4,
               when="your Pokémon in play carry 4 or more {R} Energy in all")


# 857 Camerupt — Roasting Burn (II-D-01 (b)).
@damage(1235, text="Unless the Defending Pokémon is Burned, the attack does nothing.")
def _roasting_burn(g, a):
    if a.opp.active is None or not a.opp.active.burn:
        a.fail()


# 858 Psyduck, 859 Golduck — Damp.  In the pool those are 132 Dusclops / 133 Dusknoir — Cursed Blast and
# 211 Magneton — Overvolt Discharge, each its card's only Ability, so such a Pokémon has no Abilities
# (II-D-13) while a Damp is in play.
_SELF_KO_ABILITIES = frozenset(CARD_LIST[c].abilities[0].key for c in (132, 133, 211))


@passive(858, "no_abilities",
         text="Every Pokémon in play (on both sides) loses any Ability that would Knock Out the Pokémon using "
              "it.")
def _damp(g, holder, inst, mon):
    abilities = CARD_LIST[mon.cid].abilities
    return bool(abilities) and all(ab.key in _SELF_KO_ABILITIES for ab in abilities)


# 859 Golduck — Hydro Pump (II-B-01, III-17).
damage_for_each(1238, 20, lambda g, a: count_energy(g, a.attacker, WATER), more=True,
                per="{W} Energy on the attacker")


# 864 N's Vanilluxe — Snow Coating (II-C-07; not on a Pokémon unaffected by attack effects, R4).
@effect(1246, text="Each of the opponent's Pokémon gets as many damage counters again as it already has.")
def _snow_coating(g, a):
    for mon in a.opp.in_play():
        put_counters(g, mon, mon.counters, a=a)


# 864 N's Vanilluxe — Blizzard (II-B-08).
@damage(1247,
        text="Each of the opponent's Benched Pokémon also takes 10 damage (no Weakness or Resistance on the "
             "Bench).")
def _blizzard(g, a):
    hit_each(a, a.opp.bench, 10)


# 866 Frosmoth — Cold Cyclone (II-C-10).
@effect(1249, text="Move a {W} Energy from the attacker to one of your Benched Pokémon.")
def _cold_cyclone(g, a):
    if a.me.bench:
        yield from choose_and_move_energy(g, a.player, [a.attacker], a.me.bench, up_to=1, at_least=1,
                                          where=lambda e: provides_type(g, a.attacker, e, WATER),
                                          source=a.attacker.cid)


# 866 Frosmoth — Alluring Wings.  Not usable when both decks are empty (it would change nothing).
@ability(866, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck) or bool(ctx.opp.deck),
         text="Once per turn, while this Pokémon is Active: you draw a card, then the opponent draws a card.")
def _alluring_wings(g, ctx):
    draw(g, ctx.player, 1)
    draw(g, ctx.opponent, 1)


# 867 Glastrier — Frosty Typhoon; 1010 Drampa — Dragon Strike (II-C-15 R2).
self_lock_next_turn(1251, 1460)


# 869 Stunfisk — Pouncing Trap (II-C-14; P2 step 5, II-B-04 R4).  Both are attack effects on it: they end
# if it goes to the Bench (I-A-03 R6).
@effect(1254,
        text="The Defending Pokémon is unable to retreat in the opponent's next turn, and in your next turn "
             "damage from attacks to it is 100 higher (after Weakness and Resistance).")
def _pouncing_trap(g, a):
    on_pokemon(g, "cant_retreat", a.opp.active, OPPONENT_NEXT_TURN, a=a)
    on_pokemon(g, "damage_taken", a.opp.active, YOUR_NEXT_TURN, 100, a=a)


# 876 Mismagius — Assassin's Magic (II-C-07).
@effect(1263,
        text="If the Defending Pokémon has a Special Condition, one of the opponent's Benched Pokémon gets 6 "
             "damage counters.")
def _assassins_magic(g, a):
    if a.opp.active is not None and a.opp.active.has_condition() and a.opp.bench:
        mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                      prompt="Put 6 damage counters on which Benched Pokémon?")
        put_counters(g, mon, 6, a=a)


# 868 Mega Eelektross ex — Split Bomb (W/R only on the Active one; II-B-08, II-D-04).
hit_pokemon(1252, 60, count=2)


# 868 Mega Eelektross ex — Disaster Shock (units; II-E-10).  Not offered with fewer than 2.
def _provides_lightning(g, mon):
    return lambda e: provides_type(g, mon, e, LIGHTNING)


@effect(1253,
        text="You may choose to discard 2 {L} Energy from the attacker; if you do, the Defending Pokémon "
             "becomes Paralyzed.")
def _disaster_shock(g, a):
    mon = a.attacker
    if count_energy(g, mon, LIGHTNING) < 2 or not (
            yield from yes_no(g, a.player, "Discard 2 {L} Energy to Paralyze the Defending Pokémon?", mon.cid)):
        return
    yield from discard_energy(g, a.player, mon, 2, _provides_lightning(g, mon), source=mon.cid)
    inflict_defender(g, a, "paralyzed")


# 871 Heliolisk — Powerful Bolt; 997 Larry's Dudunsparce ex — Work Rush (unit; II-B-02).
flip_per_energy_damage(1256, 70)
flip_per_energy_damage(1439, 80)


# 871 Heliolisk — Frilled Generator (II-E-26).
def _frilled_generator_usable(g, ctx):
    return bool(ctx.me.deck) and played_supporter_this_turn(g, ctx.player, lambda c: c.name == "Canari")


@ability(871, 0, can_use=_frilled_generator_usable,
         text="Once per turn, if Canari was played from your hand this turn: attach at most 2 Basic {L} "
              "Energy from the deck to this Pokémon, then shuffle the deck.")
def _frilled_generator(g, ctx):
    yield from attach_from(g, ctx.player, "deck", basic_energy_of(LIGHTNING), [ctx.mon], up_to=2, source=871,
                           prompt="Choose up to 2 Basic {L} Energy to attach")


# 872 Tapu Koko — Fast Flight (II-E-28, lifting III-04 R4).
attack_rule(1257, first_turn=True,
            text="The player going first may use this attack on their first turn. Discard the hand, then draw "
                 "5 cards.")


@effect(1257)
def _fast_flight(g, a):
    discard_hand(g, a.player)
    draw(g, a.player, 5)


# 874 Team Rocket's Exeggutor — Tri Kinesis (the attacker chooses; not one unaffected by attack effects,
# II-C-17).
@effect(1260,
        text="Flip 3 coins. If all are heads, one of the opponent's Pokémon of your choice is Knocked Out.")
def _tri_kinesis(g, a):
    if flips(g, a.player, 3) == 3:
        mon = yield from pick_pokemon(g, a.player, [m for m in a.opp.in_play() if a.affects(m)],
                                      source=a.attacker.cid, prompt="Choose the Pokémon to Knock Out")
        if mon is not None:
            knock_out(g, mon)


# 877 Rotom — Roto Call (II-C-11).
call_to_bench(1264, both(is_basic_pokemon, name_contains("Rotom")), up_to=8,
              prompt="Choose Pokémon with Rotom in their name",
              text="You may bench any number of Pokémon with \"Rotom\" in their names from the deck, then "
                   "shuffle the deck.")


# 880 Spectrier — Phantasmal Barrage (II-D-03, II-C-07).
@effect(1270,
        text="Discard every Energy from the attacker, and one of the opponent's Pokémon gets 12 damage "
             "counters.")
def _phantasmal_barrage(g, a):
    discard_all_energy(g, a.attacker)
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt="Choose the Pokémon to put 12 damage counters on")
    put_counters(g, mon, 12, a=a)


# 881 Team Rocket's Diglett — Relentless Burrowing (also 1054 Tyrantrum — Wreak Havoc).
@effect(1271,
        text="Flip a coin until it shows tails; per heads, the opponent's deck loses its top card to their "
             "discard pile.")
def _relentless_burrowing(g, a):
    mill(g, a.opponent, flip_until_tails(g, a.player))


# 882 Team Rocket's Dugtrio — Holes (II-C-07; I-D R2).
@trigger(882, "any_moved_to_bench",
         text="Whenever the opponent's Active Pokémon moves to their Bench during their turn, it gets 2 "
              "damage counters.")
def _holes(g, holder, inst, mon):
    if mon.owner != holder.owner and g.current == mon.owner and g.find_pokemon(mon.uid) is not None:
        put_counters(g, mon, 2, by=holder.owner, kind="ability")


# 884 Medicham — Seventh Kick (II-D-01 (b)).
@damage(1275, text="Unless the hand holds exactly 7 cards, the attack does nothing.")
def _seventh_kick(g, a):
    if len(a.me.hand) != 7:
        a.fail()


# 886 Mega Hawlucha ex — Somersault Dive (II-E-20).
@damage(1277, text="140 extra damage with a Stadium in play; that Stadium is then discarded.")
def _somersault_dive(g, a):
    if g.stadium is not None:
        a.damage += 140
        a.memo["stadium"] = g.stadium


@effect(1277)
def _somersault_dive_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 886 Mega Hawlucha ex — Tenacious Body (also 1382 Annihilape — Durable Body) (the II-D-14 effect of
# RC-142 without the full-HP condition; counters are not damage).
@passive(886, "endure_knockout",
         text="When damage from an attack would Knock Out this Pokémon, flip a coin; on heads it survives "
              "with 10 HP left.")
def _tenacious_body(g, holder, inst, a, target):
    return target is holder and flip(g, holder.owner, holder.card.abilities[0].name)


# 889 Coalossal — Tar Cannon (II-D-01 (b); II-B-08).
@damage(1281,
        text="Unless the discard pile holds at least 10 Basic {F} Energy cards, the attack does nothing. "
             "Otherwise pick one of the opponent's Pokémon and do 140 damage to it (Weakness and Resistance "
             "apply to an Active target only).")
def _tar_cannon(g, a):
    if count_in(a.me.discard, basic_energy_of(FIGHTING)) < 10:
        a.fail()
        return
    yield from hit_chosen(g, a, 140)


# 890 Okidogi — Settle the Score.
damage_for_each(1284, 60, lambda g, a: sum(n for turn, n in a.opp.prizes_by_turn if turn == g.turn - 1),
                more=True, per="Prize card the opponent took in their last turn")


# 891 Team Rocket's Honchkrow — Rocket Feathers (none allowed, II-D-02; II-B-02).
def _team_rocket_supporter(inst):
    return is_supporter(inst) and "Team Rocket" in CARD_LIST[inst >> 7].name


@damage(1285,
        text="Discard any number of \"Team Rocket\" Supporters from the hand; 60 damage per card discarded.")
def _rocket_feathers(g, a):
    got = yield from discard_from_hand(g, a.player, a.player, len(a.me.hand), _team_rocket_supporter,
                                       exactly=False, source=a.attacker.cid,
                                       prompt="Choose Team Rocket Supporters to discard")
    a.damage = 60 * len(got)


# 894 Galarian Obstagoon — Scarring Shout (II-B-02).
damage_for_each(1290, 70, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0,
                per="damage counter on the Defending Pokémon")


# 896 Mega Scrafty ex — Outlaw Leg (effects on the player, not on a Pokémon).
@effect(1293,
        text="A random card of the opponent's hand is discarded, then the opponent's deck loses its top card "
             "to their discard pile.")
def _outlaw_leg(g, a):
    discard_at_random(g, a.opponent, 1)
    mill(g, a.opponent, 1)


# 896 Mega Scrafty ex — Counterattacking Crest (II-E-03).
retaliate(896, counters=5)


# 897 Pangoro — Master's Punch.
more_damage_if(1295, 120, lambda g, a: any(m.name == "Pancham" and m.damage for m in a.me.bench),
               when="any of your Benched Pancham has damage counters")


# 898 Pecharunt — Mochi Rush (P2 step 2, II-E-02; the ``named_attack_boost`` kind of 525 Meloetta ex).
@effect(1296,
        text="In your next turn, the Mochi Rush attack of this Pokémon does 50 extra damage (before Weakness "
             "and Resistance).")
def _mochi_rush(g, a):
    on_pokemon(g, "named_attack_boost", a.attacker, YOUR_NEXT_TURN, ("Mochi Rush", 50), a=a)


# 898 Pecharunt — Final Chain (exactly one: "a card", I-H R2; P8 step 2).
@trigger(898, "knocked_out",
         text="If the damage of an opponent's attack Knocks Out this Pokémon, take any 1 card from the deck "
              "into the hand, then shuffle the deck.")
def _final_chain(g, holder, inst, ko):
    if ko.by_opponent_attack:
        yield from search_to_hand(g, holder.owner, any_card, exactly=1, source=898,
                                  prompt="Choose a card to put into your hand")


# 908 Noivern — Enhanced Blade.
more_damage_if(1310, 70, lambda g, a: bool(a.attacker.tools),
               when="a Pokémon Tool is attached to the attacker")


# 901 Kingambit — Supreme Overlord (II-D-17; P2 step 2, II-B-04 R2).
@passive(901, "damage_dealt",
         text="This Pokémon's attacks do 30 extra damage to the opponent's Active per Prize card the opponent "
              "has taken (before Weakness and Resistance).")
def _supreme_overlord(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active:
        return 30 * a.opp.prizes_taken()
    return 0


# 903 Dragonair — Evolutionary Guidance.
@ability(903, 0, can_use=lambda g, ctx: bool(ctx.mon.energy) and bool(ctx.me.deck),
         text="Once per turn, while this Pokémon has Energy attached: search the deck for an Evolution "
              "Pokémon, show it and add it to the hand, then shuffle the deck.")
def _evolutionary_guidance(g, ctx):
    yield from search_to_hand(g, ctx.player, is_evolution, source=903, prompt="Choose an Evolution Pokémon")


# 904 Mega Dragonite ex — Sky Transport (II-C-03).
@ability(904, 0, can_use=lambda g, ctx: ctx.me.active is not None and bool(ctx.me.bench),
         text="Once per turn: switch your Active Pokémon with one of your Benched Pokémon.")
def _sky_transport(g, ctx):
    yield from switch_own(g, ctx.player, source=904)


# 911 Erika's Vileplume ex — Lovely Fragrance (II-C-06).  Not usable when none is damaged.
@ability(911, 0, can_use=lambda g, ctx: any(m.damage for m in ctx.me.in_play()),
         text="Once per turn: every one of your Pokémon heals 30 damage.")
def _lovely_fragrance(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 30)


# 914 Erika's Victreebel — Flower Garden Rondo (III-13 R7; II-B-02).
damage_for_each(1317, 40, lambda g, a: sum(1 for m in a.me.in_play() if mon_of_trainer("Erika")(m)),
                per="Erika's Pokémon you have in play")


# 915 Erika's Tangela — Gathering of Blossoms.
@ability(915, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for an Erika's Pokémon, show it and add it to the hand, then "
              "shuffle the deck.")
def _gathering_of_blossoms(g, ctx):
    yield from search_to_hand(g, ctx.player, trainers_pokemon_card("Erika"), source=915,
                              prompt="Choose an Erika's Pokémon")


# 919 Mega Meganium ex — Giant Bouquet (units).
damage_for_each(1325, 50, lambda g, a: count_energy(g, a.attacker, GRASS), more=True,
                per="{G} Energy on the attacker")


# 928 Mega Charizard Y ex — Explosion Y (W/R only on the Active one, II-B-08; units; II-C-01 R4).
hit_pokemon(1334, 280)


discard_own_energy(1334, 3)


# 939 Mega Feraligatr ex — Mortal Crunch.
more_damage_if(1347, 200, lambda g, a: a.opp.active is not None and a.opp.active.damage > 0,
               when="the Defending Pokémon already has damage counters")


# 944 Regice ex, 988 Registeel ex — Regi Charge (an attack's "up to": none is allowed, II-D-05).
def _regi_charge(attack_id: int, energy_type: int, *, text: str | None = None) -> None:
    @effect(attack_id, text=text)
    def _attach_two(g, a):
        yield from attach_from(g, a.player, "discard", basic_energy_of(energy_type), [a.attacker], up_to=2,
                               source=a.attacker.cid, prompt="Choose up to 2 Basic Energy to attach")


_regi_charge(1355, WATER, text="Attach at most 2 Basic {W} Energy from the discard pile to the attacker.")
_regi_charge(1425, METAL, text="Attach at most 2 Basic {M} Energy from the discard pile to the attacker.")


# 944 Regice ex — Ice Prison (units).
@effect(1356, text="Discard 2 Energy from the attacker, and the Defending Pokémon becomes Paralyzed.")
def _ice_prison(g, a):
    yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)
    inflict_defender(g, a, "paralyzed")


# 949 Raichu — Strong Volt.
discard_own_energy(1364, 1, energy_type=LIGHTNING)


# 951 Voltorb ex — Hundred-Hitting Ball (II-B-01).
flip_until_tails_damage(1366, 100, more=True)


# 957 Miraidon ex — Hadron Spark (Mega Evolution ones included).
more_damage_if(1377, 120, lambda g, a: a.opp.active is not None and mon_is_ex(a.opp.active),
               when="the Defending Pokémon is a Pokémon ex")


# 962 Azumarill ex — Energized Balloon (units).
damage_for_each(1384, 40, lambda g, a: count_energy(g, a.attacker, PSYCHIC), more=True,
                per="{P} Energy on the attacker")


# 962 Azumarill ex — Bubble Gathering (RC-179; II-C-10).
def _other_mons(ctx):
    return [m for m in ctx.me.in_play() if m is not ctx.mon]


@ability(962, 0, limit=UNLIMITED, can_use=lambda g, ctx: any(m.energy for m in _other_mons(ctx)),
         text="Any number of times in your turn: move an Energy to this Pokémon from another of your Pokémon.")
def _bubble_gathering(g, ctx):
    yield from choose_and_move_energy(g, ctx.player, _other_mons(ctx), [ctx.mon], up_to=1, at_least=1,
                                      source=962)


# 972 Hitmontop — Spin and Draw (also 1396 Morpeko ex — Wheely Draw).
@effect(1397, text="Shuffle the hand into the deck, then draw 6 cards.")
def _spin_and_draw(g, a):
    shuffle_hand_into_deck(g, a.player)
    draw(g, a.player, 6)


# 975 Stunfisk ex — Flopping Trap.
more_damage_if(1403, 100, lambda g, a: a.attacker.damage > 0, when="the attacker has any damage counters")


# 976 Carbink — Counter Jewel.
more_damage_if(1404, 100, lambda g, a: len(a.opp.prizes) <= 2,
               when="the opponent has at most 2 Prize cards left")


# 976 Carbink — Double Type (II-D-07; II-E-13).
@passive(976, "types", text="While in play, this Pokémon is both {F} and {P}.")
def _double_type_carbink(g, holder, inst, mon, types):
    return (FIGHTING, PSYCHIC) if mon is holder else types


# 979 Koraidon ex — Orichalcum Fang (II-E-11, RC-177).
more_damage_if(1408, 120, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True),
               when="one of your Pokémon was Knocked Out by an attack's damage in the opponent's last turn")


# 984 Mandibuzz ex — Bone Shot (also 1368 Vikavolt — Quick Dive) (W/R only on the Active one, II-B-08).
hit_pokemon(1417, 50)


# 990 Togedemaru ex — Spiky Rolling (II-E-02).
more_damage_if(1429, 80, lambda g, a: any(uid == a.attacker.uid and name == "Spiky Rolling"
                                          for uid, _cid, name in attacks_used_last_turn(g, a.player)),
               when="the attacker used this same attack in your last turn")


# 1001 Delcatty — Energy Crush (unit).
damage_for_each(1444, 40, lambda g, a: sum(count_energy(g, m) for m in a.opp.in_play()),
                per="Energy attached to the opponent's Pokémon")


# 1005 Larry's Staraptor — Facade.
more_damage_if(1451, 100, lambda g, a: a.attacker.burn > 0 or a.attacker.poison > 0,
               when="the attacker is Burned or Poisoned")


# 1005 Larry's Staraptor — Feathery Strike (II-B-08 R3; units).
bench_hit(1452, 50)
discard_own_energy(1452, 2)


# 1006 Mega Audino ex — Kaleidowaltz (II-C-09).
@effect(1453,
        text="Flip 3 coins. Per heads, attach at most 2 Basic Energy from the deck to your Pokémon, split as "
             "you like; then shuffle the deck.")
def _kaleidowaltz(g, a):
    heads = flips(g, a.player, 3)
    if heads:
        yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.in_play(), up_to=2 * heads,
                               source=a.attacker.cid, prompt=f"Choose up to {2 * heads} Basic Energy to attach")


# 1006 Mega Audino ex — Ear Force (unit).
damage_for_each(1454, 80, lambda g, a: count_energy(g, a.opp.active) if a.opp.active is not None else 0,
                more=True, per="Energy attached to the Defending Pokémon")


# 1009 Larry's Komala — Dozing Draw.
@effect(1458, text="The attacker falls Asleep. Draw 2 cards.")
def _dozing_draw(g, a):
    inflict(g, a.attacker, "asleep")
    draw(g, a.player, 2)


# 1009 Larry's Komala — Lethargic Charge (II-C-09; not the turn's attachment, R3).
def _lethargic_charge_usable(g, ctx):
    active = ctx.me.active
    return (active is not None and mon_of_trainer("Larry")(active) and any(map(is_energy, ctx.me.hand))
            and not Q.attach_from_hand_blocked(g, active))


@ability(1009, 0, where=BENCH_ONLY, can_use=_lethargic_charge_usable,
         text="Once per turn, while this Pokémon sits on your Bench: attach an Energy card from the hand to "
              "the Larry's Pokémon in your Active Spot.")
def _lethargic_charge(g, ctx):
    yield from attach_from(g, ctx.player, "hand", is_energy, [ctx.me.active], exactly=1, source=1009,
                           prompt="Choose an Energy card to attach")


# 1154 Team Rocket's Hypnotizer (Tool) (II-E-03).
retaliate(1154, condition="asleep", holder_if=lambda g, mon: mon_of_trainer("Team Rocket")(mon),
          text="Whenever an opponent's attack damages the Team Rocket's Pokémon holding this card while it is "
               "Active (even a Knock Out), the Pokémon that attacked falls Asleep.")


# 1178 Light Ball (Tool) (P2 step 2, II-B-04 R2).
@passive(1178, "damage_dealt",
         text="Attacks of the Pikachu ex holding this card do 50 extra damage to an Active Pokémon ex of the "
              "opponent (before Weakness and Resistance).")
def _light_ball(g, holder, inst, a, target):
    if a.attacker is holder and holder.name == "Pikachu ex" and target is a.opp.active and mon_is_ex(target):
        return 50
    return 0


# 1179 Thick Scale (Tool) (P2 step 5, II-B-05 R2; types now, II-D-07).
@passive(1179, "damage_taken",
         text="Damage to the {N} Pokémon holding this card from attacks of the opponent's {L}, {W}, {R} or "
              "{G} Pokémon is 50 lower (after Weakness and Resistance).")
def _thick_scale(g, holder, inst, a, target):
    if (target is holder and a.player != holder.owner and Q.has_type(g, holder, DRAGON)
            and any(Q.has_type(g, a.attacker, t) for t in (GRASS, FIRE, WATER, LIGHTNING))):
        return -50
    return 0


# 1233 Canari (P6 step 1).  Not playable with an empty deck.
@trainer(1233, can_play=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.me.deck),
         text="Play it by discarding another card from the hand. Search the deck for at most 4 {L} Pokémon, "
              "show them and add them to the hand, then shuffle the deck.")
def _canari(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=1233, prompt="Choose a card to discard")
    yield from search_to_hand(g, ctx.player, of_type(LIGHTNING), up_to=4, source=1233,
                              prompt="Choose up to 4 {L} Pokémon")


# 1234 Anthea & Concordia (an effect on the player; counted while the Pokémon is still in play, III-14
# R2).
_ANTHEA_AND_CONCORDIA_TEAM = frozenset({"N's Darmanitan", "N's Zoroark ex", "N's Vanilluxe", "N's Klinklang",
                                        "N's Reshiram", "N's Zekrom"})


@trainer(1234, can_play=lambda g, ctx: _ANTHEA_AND_CONCORDIA_TEAM <= {m.name for m in ctx.me.in_play()},
         text="Play only with all six of N's Reshiram, N's Zekrom, N's Klinklang, N's Darmanitan, N's "
              "Vanilluxe and N's Zoroark ex in play. For the rest of this turn, if damage from an attack of "
              "your N's Pokémon Knocks Out the opponent's Active Pokémon, you take 3 extra Prize cards.")
def _anthea_and_concordia(g, ctx):
    on_player(g, "anthea_and_concordia", ctx.player, THIS_TURN, source=1234)


@lasting("anthea_and_concordia", "prizes")
def _anthea_and_concordia_prizes(g, e, mon, ko):
    attacker = ko.active_knocked_out_by(g, e.player)
    return 3 if attacker is not None and mon_of_trainer("N")(attacker) else 0


# 1266 Nighttime Mine (Stadium) (II-D-11).
@passive(1266, "attack_cost", text="Attacks of every Tera Pokémon in play (on both sides) cost {C} more.")
def _nighttime_mine(g, holder, inst, mon, attack):
    return 1 if mon_is_tera(mon) else 0
