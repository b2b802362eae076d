"""Ascended Heroes (ASC)."""

from ...effects import *  # noqa: F401,F403


# 1235 Waitress: look at your top 6 cards, attach a Basic Energy found there to 1 of your
# Pokémon, shuffle the rest back.
@trainer(1235, can_play=lambda g, ctx: bool(ctx.me.deck))
def _waitress(g, ctx):
    got, _top = yield from take_from_top(g, ctx.player, 6, is_basic_energy, up_to=1, source=1235,
                                         prompt="Choose a Basic Energy to attach")
    if got:
        mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1235,
                                      prompt="Attach it to which Pokémon?")
        yield from attach(g, mon, got[0])
    shuffle_deck(g, ctx.player)


# 861 Mega Froslass ex — Resentful Refrain: 50 damage for each card in the opponent's hand (II-B-02).
@damage(1240)
def _resentful_refrain(g, a):
    a.damage = 50 * len(a.opp.hand)


# 879 Hop's Trevenant — Horrifying Revenge: 100 more if any of your Hop's Pokémon were Knocked
# Out by damage from an attack during the opponent's last turn (II-E-11, RC-177).
more_damage_if(1267, 100, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True,
                                                          where=lambda card: card.trainer == "Hop"))


# 24 Team Rocket's Kangaskhan ex — Comet Punch: flip 4 coins, 30 damage for each heads.
flip_damage(6, 4, 30)


# 24 Team Rocket's Kangaskhan ex — Wicked Impact: 100 more damage if you played a Supporter
# with "Team Rocket" in its name from your hand this turn (II-E-26, RC-217).
more_damage_if(7, 100, lambda g, a: played_supporter_this_turn(g, a.player, lambda c: "Team Rocket" in c.name))


# -- pool coverage (P6) ----------------------------------------------------------------------

# 851 Silcoon — Multiplying Cocoon: when it evolves a Pokémon from the hand, once, a Silcoon or
# Cascoon from the deck onto the Bench, then shuffle (II-E-05; a Stage 1 put there this way is
# not evolved, II-C-13 R6).  Not offered with a full Bench or an empty deck (II-C-11 R3).
@on_evolve_ability(851, can_use=lambda g, mon: bench_space(g, mon.owner) > 0 and bool(g.players[mon.owner].deck))
def _multiplying_cocoon(g, ctx):
    yield from search_to_bench(g, ctx.player, either(named("Silcoon"), named("Cascoon")), source=851,
                               prompt="Choose a Silcoon or a Cascoon")


# 852 Beautifly — Energy Straw: the opponent reveals their hand; 80 damage for each Energy card
# (Basic or Special) in it (II-B-02).
@damage(1230)
def _energy_straw(g, a):
    a.damage = 80 * count_in(reveal_hand(g, a.opponent), is_energy)


# 854 Dustox — Boisterous Wind: once a turn, flip; heads, an Energy attached to the opponent's
# Active Pokémon goes to their hand (II-C-02).  Not usable when that Pokémon has no Energy or
# the Ability can't reach it.
@ability(854, 0, can_use=lambda g, ctx: ctx.opp.active is not None and bool(ctx.opp.active.energy)
         and ability_affects(g, ctx.player, ctx.opp.active))
def _boisterous_wind(g, ctx):
    if flip(g, ctx.player, "Boisterous Wind"):
        yield from put_energy_into_hand(g, ctx.player, ctx.opp.active, 1, source=854)


# 855 Entei — Flare Fall: 90 more with 4 or more {R} Energy (units) on your Pokémon in play.
more_damage_if(1233, 90, lambda g, a: count_energy_in_play(g, a.player, FIRE) >= 4)


# 857 Camerupt — Roasting Burn: does nothing unless the opponent's Active Pokémon is Burned
# (II-D-01 (b)).
@damage(1235)
def _roasting_burn(g, a):
    if a.opp.active is None or not a.opp.active.burn:
        a.fail()


# 858 Psyduck, 859 Golduck — Damp: every Pokémon in play loses the Abilities that Knock Out the
# Pokémon using them.  In the pool those are 132 Dusclops / 133 Dusknoir — Cursed Blast and 211
# Magneton — Overvolt Discharge, each its card's only Ability, so such a Pokémon has no
# Abilities (II-D-13) while a Damp is in play.
_SELF_KO_ABILITIES = frozenset(CARD_LIST[c].abilities[0].key for c in (132, 133, 211))


@passive(858, "no_abilities")
def _damp(g, holder, inst, mon):
    abilities = CARD_LIST[mon.cid].abilities
    return bool(abilities) and all(ab.key in _SELF_KO_ABILITIES for ab in abilities)


# 859 Golduck — Hydro Pump: 20 more for each {W} Energy on it, in units (II-B-01, III-17).
damage_for_each(1238, 20, lambda g, a: count_energy(g, a.attacker, WATER), more=True)


# 864 N's Vanilluxe — Snow Coating: each of the opponent's Pokémon gets as many damage counters
# again as it has (II-C-07; not on a Pokémon unaffected by attack effects, R4).
@effect(1246)
def _snow_coating(g, a):
    for mon in a.opp.in_play():
        put_counters(g, mon, mon.counters, a=a)


# 864 N's Vanilluxe — Blizzard: also 10 damage to each of the opponent's Benched Pokémon, no W/R
# (II-B-08).
@damage(1247)
def _blizzard(g, a):
    hit_each(a, a.opp.bench, 10)


# 866 Frosmoth — Cold Cyclone: a {W} Energy from it to 1 of your Benched Pokémon (II-C-10).
@effect(1249)
def _cold_cyclone(g, a):
    if a.me.bench:
        yield from choose_and_move_energy(g, a.player, [a.attacker], a.me.bench, up_to=1, at_least=1,
                                          where=lambda e: provides_type(g, a.attacker, e, WATER),
                                          source=a.attacker.cid)


# 866 Frosmoth — Alluring Wings: in the Active Spot, once a turn, you draw a card, then the
# opponent does.  Not usable when both decks are empty (it would change nothing).
@ability(866, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck) or bool(ctx.opp.deck))
def _alluring_wings(g, ctx):
    draw(g, ctx.player, 1)
    draw(g, ctx.opponent, 1)


# 867 Glastrier — Frosty Typhoon; 1010 Drampa — Dragon Strike: not again during your next turn
# (II-C-15 R2).
self_lock_next_turn(1251, 1460)


# 869 Stunfisk — Pouncing Trap: the Defending Pokémon can't retreat during the opponent's next
# turn (II-C-14) and takes 100 more damage from attacks during your next turn, after Weakness
# and Resistance (P2 step 5, II-B-04 R4).  Both are attack effects on it: they end if it goes
# to the Bench (I-A-03 R6).
@effect(1254)
def _pouncing_trap(g, a):
    on_pokemon(g, "cant_retreat", a.opp.active, OPPONENT_NEXT_TURN, a=a)
    on_pokemon(g, "damage_taken", a.opp.active, YOUR_NEXT_TURN, 100, a=a)


# 876 Mismagius — Assassin's Magic: if the opponent's Active Pokémon has a Special Condition
# (after the damage, step 5), 6 damage counters on 1 of their Benched Pokémon (II-C-07).
@effect(1263)
def _assassins_magic(g, a):
    if a.opp.active is not None and a.opp.active.has_condition() and a.opp.bench:
        mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                      prompt="Put 6 damage counters on which Benched Pokémon?")
        put_counters(g, mon, 6, a=a)


# 868 Mega Eelektross ex — Split Bomb: 60 damage to each of 2 of the opponent's Pokémon (W/R only
# on the Active one; II-B-08, II-D-04).
hit_pokemon(1252, 60, count=2)


# 868 Mega Eelektross ex — Disaster Shock: you may discard 2 {L} Energy (units) from it; if you
# do, the opponent's Active Pokémon is now Paralyzed (II-E-10).  Not offered with fewer than 2.
def _provides_lightning(g, mon):
    return lambda e: provides_type(g, mon, e, LIGHTNING)


@effect(1253)
def _disaster_shock(g, a):
    mon = a.attacker
    if count_energy(g, mon, LIGHTNING) < 2 or not (
            yield from yes_no(g, a.player, "Discard 2 {L} Energy to Paralyze the Defending Pokémon?", mon.cid)):
        return
    yield from discard_energy(g, a.player, mon, 2, _provides_lightning(g, mon), source=mon.cid)
    inflict_defender(g, a, "paralyzed")


# 871 Heliolisk — Powerful Bolt; 997 Larry's Dudunsparce ex — Work Rush: a coin for each Energy
# (unit) on it, N damage for each heads (II-B-02).
def _coin_per_energy(attack_id: int, amount: int, *, text: str | None = None) -> None:
    @damage(attack_id, text=text)
    def _flip_per_energy(g, a):
        a.damage = amount * flips(g, a.player, count_energy(g, a.attacker))


_coin_per_energy(1256, 70)
_coin_per_energy(1439, 80)


# 871 Heliolisk — Frilled Generator: once a turn, if you played Canari from your hand this turn
# (II-E-26), up to 2 Basic {L} Energy from the deck onto it, then shuffle.
def _frilled_generator_usable(g, ctx):
    return bool(ctx.me.deck) and played_supporter_this_turn(g, ctx.player, lambda c: c.name == "Canari")


@ability(871, 0, can_use=_frilled_generator_usable)
def _frilled_generator(g, ctx):
    yield from attach_from(g, ctx.player, "deck", basic_energy_of(LIGHTNING), [ctx.mon], up_to=2, source=871,
                           prompt="Choose up to 2 Basic {L} Energy to attach")


# 872 Tapu Koko — Fast Flight: usable on the first player's first turn too (II-E-28, lifting
# III-04 R4); discard your hand, then draw 5.
attack_rule(1257, first_turn=True)


@effect(1257)
def _fast_flight(g, a):
    discard_hand(g, a.player)
    draw(g, a.player, 5)


# 874 Team Rocket's Exeggutor — Tri Kinesis: flip 3 coins; all heads, 1 of the opponent's
# Pokémon (the attacker chooses; not one unaffected by attack effects, II-C-17) is Knocked Out.
@effect(1260)
def _tri_kinesis(g, a):
    if flips(g, a.player, 3) == 3:
        mon = yield from pick_pokemon(g, a.player, [m for m in a.opp.in_play() if a.affects(m)],
                                      source=a.attacker.cid, prompt="Choose the Pokémon to Knock Out")
        if mon is not None:
            knock_out(g, mon)


# 877 Rotom — Roto Call: any number of Pokémon with "Rotom" in their name (all Basic) from the deck
# onto the Bench, as many as fit, then shuffle (II-C-11).
call_to_bench(1264, both(is_basic_pokemon, name_contains("Rotom")), up_to=8,
              prompt="Choose Pokémon with Rotom in their name")


# 880 Spectrier — Phantasmal Barrage: discard all Energy from it, then 12 damage counters on 1 of
# the opponent's Pokémon (II-D-03, II-C-07).
@effect(1270)
def _phantasmal_barrage(g, a):
    discard_all_energy(g, a.attacker)
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt="Choose the Pokémon to put 12 damage counters on")
    put_counters(g, mon, 12, a=a)


# 881 Team Rocket's Diglett — Relentless Burrowing (also 1054 Tyrantrum — Wreak Havoc): flip
# until tails; the top card of the opponent's deck is discarded for each heads.
@effect(1271)
def _relentless_burrowing(g, a):
    mill(g, a.opponent, flip_until_tails(g, a.player))


# 882 Team Rocket's Dugtrio — Holes: whenever the opponent's Active Pokémon goes to their Bench
# during their turn (Retreat, switching effects), 2 damage counters on it (II-C-07); a Knock Out
# is checked once that action is over (I-D R2).
@trigger(882, "any_moved_to_bench")
def _holes(g, holder, inst, mon):
    if mon.owner != holder.owner and g.current == mon.owner and g.find_pokemon(mon.uid) is not None:
        put_counters(g, mon, 2, by=holder.owner, kind="ability")


# 884 Medicham — Seventh Kick: does nothing unless you have exactly 7 cards in hand (II-D-01 (b)).
@damage(1275)
def _seventh_kick(g, a):
    if len(a.me.hand) != 7:
        a.fail()


# 886 Mega Hawlucha ex — Somersault Dive: 140 more if a Stadium is in play; then that Stadium is
# discarded (II-E-20).
@damage(1277)
def _somersault_dive(g, a):
    if g.stadium is not None:
        a.damage += 140
        a.memo["stadium"] = g.stadium


@effect(1277)
def _somersault_dive_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 886 Mega Hawlucha ex — Tenacious Body (also 1382 Annihilape — Durable Body): when damage from
# an attack would Knock it Out, its owner flips; heads, it stays in play with 10 HP left (the
# II-D-14 effect of RC-142 without the full-HP condition; counters are not damage).
@passive(886, "endure_knockout")
def _tenacious_body(g, holder, inst, a, target):
    return target is holder and flip(g, holder.owner, holder.card.abilities[0].name)


# 889 Coalossal — Tar Cannon: does nothing unless you have 10 or more Basic {F} Energy cards in
# your discard pile (II-D-01 (b)); else 140 damage to 1 of the opponent's Pokémon (II-B-08).
@damage(1281)
def _tar_cannon(g, a):
    if count_in(a.me.discard, basic_energy_of(FIGHTING)) < 10:
        a.fail()
        return
    yield from hit_chosen(g, a, 140)


# 890 Okidogi — Settle the Score: 60 more for each Prize card the opponent took during their
# last turn (by Knock Outs or effects).
damage_for_each(1284, 60, lambda g, a: sum(n for turn, n in a.opp.prizes_by_turn if turn == g.turn - 1),
                more=True)


# 891 Team Rocket's Honchkrow — Rocket Feathers: discard any number of Supporters with "Team
# Rocket" in their name from your hand (none allowed, II-D-02); 60 damage for each (II-B-02).
def _team_rocket_supporter(inst):
    return is_supporter(inst) and "Team Rocket" in CARD_LIST[inst >> 7].name


@damage(1285)
def _rocket_feathers(g, a):
    got = yield from discard_from_hand(g, a.player, a.player, len(a.me.hand), _team_rocket_supporter,
                                       exactly=False, source=a.attacker.cid,
                                       prompt="Choose Team Rocket Supporters to discard")
    a.damage = 60 * len(got)


# 894 Galarian Obstagoon — Scarring Shout: 70 damage for each damage counter on the opponent's
# Active Pokémon (II-B-02).
damage_for_each(1290, 70, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0)


# 896 Mega Scrafty ex — Outlaw Leg: a card chosen at random from the opponent's hand is
# discarded, then the top card of their deck (effects on the player, not on a Pokémon).
@effect(1293)
def _outlaw_leg(g, a):
    discard_at_random(g, a.opponent, 1)
    mill(g, a.opponent, 1)


# 896 Mega Scrafty ex — Counterattacking Crest: damaged in the Active Spot by an opponent's
# attack (even if Knocked Out), 5 damage counters on the Attacking Pokémon (II-E-03).
retaliate(896, counters=5)


# 897 Pangoro — Master's Punch: 120 more if any of your Benched Pancham has damage counters.
more_damage_if(1295, 120, lambda g, a: any(m.name == "Pancham" and m.damage for m in a.me.bench))


# 898 Pecharunt — Mochi Rush: during your next turn its Mochi Rush does 50 more to the opponent's
# Active Pokémon, before Weakness (P2 step 2, II-E-02; the ``named_attack_boost`` kind of 525
# Meloetta ex); an attack effect on it, gone if it goes to the Bench.
@effect(1296)
def _mochi_rush(g, a):
    on_pokemon(g, "named_attack_boost", a.attacker, YOUR_NEXT_TURN, ("Mochi Rush", 50), a=a)


# 898 Pecharunt — Final Chain: Knocked Out by damage from an opponent's attack, its owner takes
# any card from the deck into the hand (exactly one: "a card", I-H R2), then shuffles (P8 step 2).
@trigger(898, "knocked_out")
def _final_chain(g, holder, inst, ko):
    if ko.by_opponent_attack:
        yield from search_to_hand(g, holder.owner, any_card, exactly=1, source=898,
                                  prompt="Choose a card to put into your hand")


# 908 Noivern — Enhanced Blade: 70 more while it has a Pokémon Tool attached.
more_damage_if(1310, 70, lambda g, a: bool(a.attacker.tools))


# 901 Kingambit — Supreme Overlord: its attacks do 30 more to the opponent's Active Pokémon for
# each Prize card the opponent has taken (II-D-17), before W/R (P2 step 2, II-B-04 R2).
@passive(901, "damage_dealt")
def _supreme_overlord(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active:
        return 30 * a.opp.prizes_taken()
    return 0


# 903 Dragonair — Evolutionary Guidance: once a turn, while it has any Energy attached, an
# Evolution Pokémon from the deck to the hand, then shuffle.
@ability(903, 0, can_use=lambda g, ctx: bool(ctx.mon.energy) and bool(ctx.me.deck))
def _evolutionary_guidance(g, ctx):
    yield from search_to_hand(g, ctx.player, is_evolution, source=903, prompt="Choose an Evolution Pokémon")


# 904 Mega Dragonite ex — Sky Transport: once a turn, switch your Active Pokémon with 1 of your
# Benched Pokémon (II-C-03).
@ability(904, 0, can_use=lambda g, ctx: ctx.me.active is not None and bool(ctx.me.bench))
def _sky_transport(g, ctx):
    yield from switch_own(g, ctx.player, source=904)


# 911 Erika's Vileplume ex — Lovely Fragrance: once a turn, heal 30 damage from each of your
# Pokémon (II-C-06).  Not usable when none is damaged.
@ability(911, 0, can_use=lambda g, ctx: any(m.damage for m in ctx.me.in_play()))
def _lovely_fragrance(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 30)


# 914 Erika's Victreebel — Flower Garden Rondo: 40 damage for each of your Erika's Pokémon in
# play (III-13 R7; II-B-02).
damage_for_each(1317, 40, lambda g, a: sum(1 for m in a.me.in_play() if mon_of_trainer("Erika")(m)))


# 915 Erika's Tangela — Gathering of Blossoms: once a turn, an Erika's Pokémon from the deck to
# the hand, then shuffle.
@ability(915, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _gathering_of_blossoms(g, ctx):
    yield from search_to_hand(g, ctx.player, trainers_pokemon_card("Erika"), source=915,
                              prompt="Choose an Erika's Pokémon")


# 919 Mega Meganium ex — Giant Bouquet: 50 more for each {G} Energy on it (units).
damage_for_each(1325, 50, lambda g, a: count_energy(g, a.attacker, GRASS), more=True)


# 928 Mega Charizard Y ex — Explosion Y: 280 damage to 1 of the opponent's Pokémon (W/R only on
# the Active one, II-B-08), then 3 Energy (units) are discarded from it (II-C-01 R4).
hit_pokemon(1334, 280)


discard_own_energy(1334, 3)


# 939 Mega Feraligatr ex — Mortal Crunch: 200 more if the opponent's Active Pokémon already has
# damage counters on it (before this attack's damage).
more_damage_if(1347, 200, lambda g, a: a.opp.active is not None and a.opp.active.damage > 0)


# 944 Regice ex, 988 Registeel ex — Regi Charge: up to 2 Basic {W} / {M} Energy cards from the
# discard pile onto it (an attack's "up to": none is allowed, II-D-05), as 447 Regirock ex.
def _regi_charge(attack_id: int, energy_type: int, *, text: str | None = None) -> None:
    @effect(attack_id, text=text)
    def _attach_two(g, a):
        yield from attach_from(g, a.player, "discard", basic_energy_of(energy_type), [a.attacker], up_to=2,
                               source=a.attacker.cid, prompt="Choose up to 2 Basic Energy to attach")


_regi_charge(1355, WATER)
_regi_charge(1425, METAL)


# 944 Regice ex — Ice Prison: discard 2 Energy (units) from it, and the opponent's Active
# Pokémon is now Paralyzed.
@effect(1356)
def _ice_prison(g, a):
    yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)
    inflict_defender(g, a, "paralyzed")


# 949 Raichu — Strong Volt: discard a {L} Energy from it.
discard_own_energy(1364, 1, energy_type=LIGHTNING)


# 951 Voltorb ex — Hundred-Hitting Ball: flip until tails, 100 more for each heads (II-B-01).
flip_until_tails_damage(1366, 100, more=True)


# 957 Miraidon ex — Hadron Spark: 120 more against a Pokémon ex (Mega Evolution ones included).
more_damage_if(1377, 120, lambda g, a: a.opp.active is not None and mon_is_ex(a.opp.active))


# 962 Azumarill ex — Energized Balloon: 40 more for each {P} Energy on it (units).
damage_for_each(1384, 40, lambda g, a: count_energy(g, a.attacker, PSYCHIC), more=True)


# 962 Azumarill ex — Bubble Gathering: as often as you like (RC-179), an Energy from 1 of your
# other Pokémon to it (II-C-10).
def _other_mons(ctx):
    return [m for m in ctx.me.in_play() if m is not ctx.mon]


@ability(962, 0, limit=UNLIMITED, can_use=lambda g, ctx: any(m.energy for m in _other_mons(ctx)))
def _bubble_gathering(g, ctx):
    yield from choose_and_move_energy(g, ctx.player, _other_mons(ctx), [ctx.mon], up_to=1, at_least=1,
                                      source=962)


# 972 Hitmontop — Spin and Draw (also 1396 Morpeko ex — Wheely Draw): shuffle your hand into
# your deck, then draw 6.
@effect(1397)
def _spin_and_draw(g, a):
    shuffle_hand_into_deck(g, a.player)
    draw(g, a.player, 6)


# 975 Stunfisk ex — Flopping Trap: 100 more if it has any damage counters.
more_damage_if(1403, 100, lambda g, a: a.attacker.damage > 0)


# 976 Carbink — Counter Jewel: 100 more if the opponent has 2 or fewer Prize cards left.
more_damage_if(1404, 100, lambda g, a: len(a.opp.prizes) <= 2)


# 976 Carbink — Double Type: while in play it is {F} and {P} (II-D-07; II-E-13).
@passive(976, "types")
def _double_type_carbink(g, holder, inst, mon, types):
    return (FIGHTING, PSYCHIC) if mon is holder else types


# 979 Koraidon ex — Orichalcum Fang: 120 more if any of your Pokémon were Knocked Out by damage
# from an attack during the opponent's last turn (II-E-11, RC-177).
more_damage_if(1408, 120, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True))


# 984 Mandibuzz ex — Bone Shot (also 1368 Vikavolt — Quick Dive): 50 damage to 1 of the
# opponent's Pokémon (W/R only on the Active one, II-B-08).
hit_pokemon(1417, 50)


# 990 Togedemaru ex — Spiky Rolling: 80 more if this Pokémon used Spiky Rolling during your last
# turn (II-E-02).
more_damage_if(1429, 80, lambda g, a: any(uid == a.attacker.uid and name == "Spiky Rolling"
                                          for uid, _cid, name in attacks_used_last_turn(g, a.player)))


# 1001 Delcatty — Energy Crush: 40 damage for each Energy (unit) on all of the opponent's Pokémon.
damage_for_each(1444, 40, lambda g, a: sum(count_energy(g, m) for m in a.opp.in_play()))


# 1005 Larry's Staraptor — Facade: 100 more if it is Burned or Poisoned.
more_damage_if(1451, 100, lambda g, a: a.attacker.burn > 0 or a.attacker.poison > 0)


# 1005 Larry's Staraptor — Feathery Strike: also 50 damage to 1 of the opponent's Benched Pokémon
# (II-B-08 R3), and 2 Energy (units) are discarded from it.
bench_hit(1452, 50)
discard_own_energy(1452, 2)


# 1006 Mega Audino ex — Kaleidowaltz: flip 3 coins; up to 2 Basic Energy cards from the deck for
# each heads, attached to your Pokémon in any way you like, then shuffle (II-C-09).
@effect(1453)
def _kaleidowaltz(g, a):
    heads = flips(g, a.player, 3)
    if heads:
        yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.in_play(), up_to=2 * heads,
                               source=a.attacker.cid, prompt=f"Choose up to {2 * heads} Basic Energy to attach")


# 1006 Mega Audino ex — Ear Force: 80 more for each Energy (unit) on the opponent's Active Pokémon.
damage_for_each(1454, 80, lambda g, a: count_energy(g, a.opp.active) if a.opp.active is not None else 0,
                more=True)


# 1009 Larry's Komala — Dozing Draw: it is now Asleep; draw 2.
@effect(1458)
def _dozing_draw(g, a):
    inflict(g, a.attacker, "asleep")
    draw(g, a.player, 2)


# 1009 Larry's Komala — Lethargic Charge: from the Bench, once a turn, an Energy card from your
# hand to your Active Larry's Pokémon (II-C-09; not the turn's attachment, R3).
def _lethargic_charge_usable(g, ctx):
    active = ctx.me.active
    return (active is not None and mon_of_trainer("Larry")(active) and any(is_energy(c) for c in ctx.me.hand)
            and not Q.attach_from_hand_blocked(g, active))


@ability(1009, 0, where=BENCH_ONLY, can_use=_lethargic_charge_usable)
def _lethargic_charge(g, ctx):
    yield from attach_from(g, ctx.player, "hand", is_energy, [ctx.me.active], exactly=1, source=1009,
                           prompt="Choose an Energy card to attach")


# 1154 Team Rocket's Hypnotizer (Tool): on a Team Rocket's Pokémon damaged in the Active Spot by
# an opponent's attack (even if Knocked Out), the Attacking Pokémon is now Asleep (II-E-03).
retaliate(1154, condition="asleep", holder_if=lambda g, mon: mon_of_trainer("Team Rocket")(mon))


# 1178 Light Ball (Tool): attacks of the Pikachu ex holding it do 50 more to the opponent's
# Active Pokémon ex, before W/R (P2 step 2, II-B-04 R2).
@passive(1178, "damage_dealt")
def _light_ball(g, holder, inst, a, target):
    if a.attacker is holder and holder.name == "Pikachu ex" and target is a.opp.active and mon_is_ex(target):
        return 50
    return 0


# 1179 Thick Scale (Tool): its {N} Pokémon takes 50 less damage from attacks of the opponent's
# {G}, {R}, {W} or {L} Pokémon, after W/R (P2 step 5, II-B-05 R2; types now, II-D-07).
@passive(1179, "damage_taken")
def _thick_scale(g, holder, inst, a, target):
    if (target is holder and a.player != holder.owner and Q.has_type(g, holder, DRAGON)
            and any(Q.has_type(g, a.attacker, t) for t in (GRASS, FIRE, WATER, LIGHTNING))):
        return -50
    return 0


# 1233 Canari: discarding another card from the hand is the condition (P6 step 1); then up to 4
# {L} Pokémon from the deck to the hand, then shuffle.  Not playable with an empty deck.
@trainer(1233, can_play=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.me.deck))
def _canari(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=1233, prompt="Choose a card to discard")
    yield from search_to_hand(g, ctx.player, of_type(LIGHTNING), up_to=4, source=1233,
                              prompt="Choose up to 4 {L} Pokémon")


# 1234 Anthea & Concordia: only with N's Darmanitan, N's Zoroark ex, N's Vanilluxe, N's
# Klinklang, N's Reshiram and N's Zekrom all in play; this turn, a Knock Out of the opponent's
# Active Pokémon by damage from your N's Pokémon's attack gives 3 more Prize cards (an effect on
# the player; counted while the Pokémon is still in play, III-14 R2).
_ANTHEA_AND_CONCORDIA_TEAM = frozenset({"N's Darmanitan", "N's Zoroark ex", "N's Vanilluxe", "N's Klinklang",
                                        "N's Reshiram", "N's Zekrom"})


@trainer(1234, can_play=lambda g, ctx: _ANTHEA_AND_CONCORDIA_TEAM <= {m.name for m in ctx.me.in_play()})
def _anthea_and_concordia(g, ctx):
    on_player(g, "anthea_and_concordia", ctx.player, THIS_TURN, source=1234)


@lasting("anthea_and_concordia", "prizes")
def _anthea_and_concordia_prizes(g, e, mon, ko):
    attacker = ko.active_knocked_out_by(g, e.player)
    return 3 if attacker is not None and mon_of_trainer("N")(attacker) else 0


# 1266 Nighttime Mine (Stadium): attacks of every Tera Pokémon in play cost {C} more (II-D-11).
@passive(1266, "attack_cost")
def _nighttime_mine(g, holder, inst, mon, attack):
    return 1 if mon_is_tera(mon) else 0
