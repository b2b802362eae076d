"""Destined Rivals (DRI).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...cards.db import CARD_LIST
from ...decisions import CHOOSE_ATTACK, ask
from ...effects import *  # noqa: F401,F403
from ...rules import zones as Z
from ...types import TYPE_LETTERS

_team_rockets = mon_of_trainer("Team Rocket")
_cynthias = mon_of_trainer("Cynthia")
_marnies = mon_of_trainer("Marnie")


def _team_rocket_count(g, player: int) -> int:
    return sum(1 for m in g.players[player].in_play() if _team_rockets(m))


# 15 Team Rocket's Energy (moved to another Pokémon, it is discarded: II-C-10 R5, RC-071).
_PSYCHIC_OR_DARKNESS = bit(PSYCHIC) | bit(DARKNESS)
energy(15, provides=lambda g, mon, inst: (_PSYCHIC_OR_DARKNESS, _PSYCHIC_OR_DARKNESS),
       can_attach=lambda g, mon: _team_rockets(mon),
       text="Only a Team Rocket's Pokémon can carry it; on any other Pokémon it is discarded. Provides 2 "
            "Energy at a time, each of them {P} or {D}.")


# 22 Hippopotas — Push Down (also 709 Bayleef) (II-C-04, RC-051; R4, RC-052).
@effect(3,
        text="Afterwards, the opponent swaps the Defending Pokémon with one of their Benched Pokémon of their "
             "choice.")
def _push_down(g, a):
    yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)


# 342 Cynthia's Roserade — Cheer On to Glory (P2 step 2).
active_damage_boost(342, 30, _cynthias,
                    text="Attacks of your Cynthia's Pokémon do 30 extra damage to the Defending Pokémon "
                         "(before Weakness and Resistance).")


# 343 Shaymin — Flower Curtain (II-C-16 at P2 step 6; RC-085, RC-149).
@passive(343, "prevent_damage",
         text="The opponent's attacks do no damage to your Benched Pokémon that have no Rule Box.")
def _flower_curtain(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and target is not g.players[target.owner].active and not mon_has_rule_box(target))


# 379 Cynthia's Gible — Rock Hurl (II-B-06).
@damage(529, text="Resistance does not reduce this attack's damage.")
def _rock_hurl(g, a):
    a.ignore_resistance = True


# 380 Cynthia's Gabite — Champion's Call (I-H R2: finding none is allowed).
@ability(380, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for a Cynthia's Pokémon, show it and add it to the hand, then "
              "shuffle the deck.")
def _champions_call(g, ctx):
    yield from search_to_hand(g, ctx.player, trainers_pokemon_card("Cynthia"), source=380,
                              prompt="Choose a Cynthia's Pokémon")


# 387 Cynthia's Spiritomb — Raging Curse (II-B-02; II-B-06).
@damage(540, text="10 damage per damage counter on your Benched Cynthia's Pokémon; Weakness does not apply.")
def _raging_curse(g, a):
    a.damage = 10 * sum(m.counters for m in a.me.bench if _cynthias(m))
    a.ignore_weakness = True


# 395 Breloom — Damage Rush (also 756 Mega Kangaskhan ex — Rapid-Fire Combo) (II-B-01, RC-015).
flip_until_tails_damage(551, 50, more=True)


# 401 Team Rocket's Spidops — Rocket Rush (II-B-02; itself included).
@damage(560, text="30 damage per Team Rocket's Pokémon you have in play.")
def _rocket_rush(g, a):
    a.damage = 30 * _team_rocket_count(g, a.player)


# 401 Team Rocket's Spidops — Charging Up (II-C-09).
@ability(401, 0, can_use=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard)),
         text="Once per turn: attach a Basic Energy from the discard pile to this Pokémon.")
def _charging_up(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, [ctx.mon], exactly=1, source=401,
                           prompt="Choose a Basic Energy to attach")


# 403 Dolliv — Nutrients (II-C-06).  Only damaged Pokémon are offered: choosing another would change
# nothing.
@effect(562, text="One of your Pokémon heals 40 damage.")
def _nutrients(g, a):
    hurt = [m for m in a.me.in_play() if m.damage]
    if hurt:
        mon = yield from pick_pokemon(g, a.player, hurt, source=a.attacker.cid,
                                      prompt="Choose a Pokémon to heal 40 damage from")
        heal(g, mon, 40)


# 404 Arboliva ex — Oil Salvo (II-B-08, II-B-06).  Asked as how many of the 6 go to each Pokémon (one path
# per split, STYLE 5); a Pokémon chosen k times takes 20 × k as one amount of damage.
@damage(564,
        text="Make 6 picks among the opponent's Pokémon (the same one may be picked again); each pick does 20 "
             "damage to that Pokémon, with no Weakness or Resistance.")
def _oil_salvo(g, a):
    split = yield from distribute(g, a.player, a.opp.in_play(), 6, source=a.attacker.cid,
                                  prompt="How many of the 6 choices (20 damage each) on")
    for mon, times in split:
        a.add_hit(mon, 20 * times, weakness_resistance=False)


# 404 Arboliva ex — Aroma Shot.
@effect(565, text="The attacker is cured of every Special Condition.")
def _aroma_shot(g, a):
    recover(g, a.attacker)


# 414 Team Rocket's Articuno — Dark Frost (II-B-01).
_team_rocket_energy = named("Team Rocket's Energy")


more_damage_if(583, 60, lambda g, a: any(_team_rocket_energy(e) for e in a.attacker.energy),
               when="a Team Rocket's Energy is attached to this Pokémon")


# 414 Team Rocket's Articuno — Repelling Veil (II-C-17, RC-088; itself included, are not affected by the
# effects of the opponent's attacks).
@passive(414, "prevent_attack_effects",
         text="Effects of the opponent's attacks do not reach your Basic Team Rocket's Pokémon (effects "
              "already there stay, and damage still counts).")
def _repelling_veil(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and mon_is_basic(target) and _team_rockets(target))


# 431 Team Rocket's Mewtwo ex — Erasure Ball (II-C-01 R4: a 2-unit card fills both; II-B-01; counted in
# units).  Asked Pokémon by Pokémon in board order so equal cards on different Pokémon stay different
# choices (the only such text in the pool).
@damage(608,
        text="Before the damage, you may discard at most 2 Energy attached to your Benched Pokémon; 60 extra "
             "damage per card discarded.")
def _erasure_ball(g, a):
    units_left, discarded = 2, 0
    for mon in a.me.bench:
        if units_left <= 0:
            break
        units = {e: len(Q.energy_units(g, mon, e)) for e in mon.energy}
        if not units:
            continue
        got = yield from pick_cards(
            g, a.player, units, up_to=units_left, at_least=0, source=a.attacker.cid,
            prompt=f"Discard Energy from {mon.name} for 60 more damage each?",
            allowed=lambda chosen, c, units=units, left=units_left: sum(units[x] for x in chosen) < left)
        discard_attached(g, mon, got)
        units_left -= sum(units[e] for e in got)
        discarded += len(got)
    a.damage += 60 * discarded


# 431 Team Rocket's Mewtwo ex — Power Saver (II-C-15; itself included).
@passive(431, "cant_attack",
         text="This Pokémon cannot attack unless you have at least 4 Team Rocket's Pokémon in play.")
def _power_saver(g, holder, inst, mon, attack):
    return mon is holder and _team_rocket_count(g, holder.owner) < 4


# 434 Team Rocket's Mimikyu — Gemstone Mimicry (II-C-18, II-D-06).
@damage(612,
        text="When the Defending Pokémon is a Tera Pokémon, choose one of the attacks it has and use that "
             "attack in place of this one.")
def _gemstone_mimicry(g, a):
    active = a.opp.active
    if active is not None and mon_is_tera(active):
        yield from copy_chosen_attack(g, a, [active])


# 648 Marnie's Grimmsnarl ex — Punk Up (II-E-05, II-C-09).
@on_evolve_ability(648, can_use=lambda g, mon: bool(g.players[mon.owner].deck),
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may attach at most 5 Basic {D} Energy from the deck to your Marnie's Pokémon, split "
                        "as you like, then shuffle the deck.")
def _punk_up(g, ctx):
    yield from attach_from(g, ctx.player, "deck", basic_energy_of(DARKNESS),
                           [m for m in ctx.me.in_play() if _marnies(m)], up_to=5, source=648,
                           prompt="Choose up to 5 Basic {D} Energy to attach")


def _shuffle_back_from_discard(card_id: int, where, what: str, *, text: str | None = None) -> None:
    """An Item that shuffles 1 to 5 ``where`` cards from your discard pile into your deck
    (II-D-05, II-E-36); not playable without such a card there."""
    @trainer(card_id, can_play=lambda g, ctx: any(map(where, ctx.me.discard)), text=text)
    def _shuffle_back(g, ctx):
        chosen = yield from pick_cards(g, ctx.player, [c for c in ctx.me.discard if where(c)], up_to=5,
                                       at_least=1, source=card_id,
                                       prompt=f"Choose up to 5 {what} to shuffle into your deck")
        shuffle_into_deck(g, ctx.player, chosen)


# 1129 Sacred Ash (RC-245).
_shuffle_back_from_discard(1129, is_pokemon, "Pokémon",
                           text="Shuffle 1 to 5 Pokémon from the discard pile back into the deck.")


# 1134 Team Rocket's Transceiver.
@trainer(1134, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Supporter whose name contains \"Team Rocket\", show it and add it to the "
              "hand, then shuffle the deck.")
def _transceiver(g, ctx):
    yield from search_to_hand(g, ctx.player, both(is_supporter, name_contains("Team Rocket")), source=1134,
                              prompt="Choose a Team Rocket Supporter")


# 1173 Cynthia's Power Weight (Tool) (II-D-15, RC-144).
@passive(1173, "max_hp", text="A Cynthia's Pokémon holding this card has +70 HP.")
def _power_weight(g, holder, inst, mon):
    return 70 if mon is holder and _cynthias(mon) else 0


# 1216 Team Rocket's Ariana.  Not playable if it would draw nothing (P6 step 1).
def _ariana_hand_size(ctx) -> int:
    return 8 if all(_team_rockets(m) for m in ctx.me.in_play()) else 5


def _ariana_would_draw(g, ctx) -> bool:
    hand_after_playing = len(ctx.me.hand) - (ctx.inst in ctx.me.hand)
    return bool(ctx.me.deck) and hand_after_playing < _ariana_hand_size(ctx)


@trainer(1216, can_play=_ariana_would_draw,
         text="Draw until the hand has 5 cards, or 8 cards if every Pokémon you have in play is a Team "
              "Rocket's Pokémon.")
def _ariana(g, ctx):
    draw_until(g, ctx.player, _ariana_hand_size(ctx))


# 1217 Team Rocket's Archer (II-E-11).
@trainer(1217, can_play=lambda g, ctx: knocked_out_last_turn(
    g, ctx.player, where=lambda c: c.trainer == "Team Rocket"),
         text="Play only if one of your Team Rocket's Pokémon was Knocked Out during the opponent's last "
              "turn. Both players shuffle their hands into their decks; you then draw 5 cards and the "
              "opponent draws 3.")
def _archer(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    shuffle_hand_into_deck(g, ctx.opponent)
    draw(g, ctx.player, 5)
    draw(g, ctx.opponent, 3)


# 1218 Team Rocket's Giovanni (II-C-03, II-C-05).  The first switch must be possible to play it (II-E-20
# R4, RC-205).
def _giovanni_can_switch(g, ctx) -> bool:
    active = ctx.me.active
    return active is not None and _team_rockets(active) and any(_team_rockets(m) for m in ctx.me.bench)


@trainer(1218, can_play=_giovanni_can_switch,
         text="Swap the Team Rocket's Pokémon in your Active Spot with a Team Rocket's Pokémon on your Bench; "
              "if that happened, bring one of the opponent's Benched Pokémon into their Active Spot.")
def _giovanni(g, ctx):
    if (yield from switch_own(g, ctx.player, where=_team_rockets, source=1218)) is not None:
        yield from gust(g, ctx.player, source=1218)


# 1219 Team Rocket's Petrel.
@trainer(1219, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Trainer card, show it and add it to the hand, then shuffle the deck.")
def _petrel(g, ctx):
    yield from search_to_hand(g, ctx.player, is_trainer, source=1219, prompt="Choose a Trainer card")


# 1220 Team Rocket's Proton (III-04 exception printed on the card).
@trainer(1220, can_play=lambda g, ctx: bool(ctx.me.deck), first_turn=True,
         text="Search the deck for at most 3 Basic Team Rocket's Pokémon, show them and add them to the hand, "
              "then shuffle the deck. The player going first may play it on their first turn.")
def _proton(g, ctx):
    yield from search_to_hand(g, ctx.player, both(is_basic_pokemon, trainers_pokemon_card("Team Rocket")),
                              up_to=3, source=1220, prompt="Choose up to 3 Basic Team Rocket's Pokémon")


# 1256 Team Rocket's Watchtower (II-D-13; RC-010/RC-138/RC-140 describe the same mechanism).  The printed
# type decides: the type query itself asks which Abilities work, so reading it here would go round in
# circles.
@passive(1256, "no_abilities", text="Every {C} Pokémon in play (on both sides) has no Abilities.")
def _watchtower(g, holder, inst, mon):
    return CARD_LIST[mon.cid].type == COLORLESS


# 1257 Team Rocket's Factory (II-E-26; I-B-04 R4).
def _played_team_rocket_supporter(g, player: int) -> bool:
    return played_supporter_this_turn(g, player, where=lambda c: "Team Rocket" in c.name)


@stadium_ability(1257, can_use=lambda g, ctx: bool(ctx.me.deck)
                 and _played_team_rocket_supporter(g, ctx.player),
                 text="Once during each player's turn, a player who played a \"Team Rocket\" Supporter from "
                      "the hand this turn may draw 2 cards.")
def _factory(g, ctx):
    draw(g, ctx.player, 2)


# 1259 Spikemuth Gym (I-B-04 R4).
@stadium_ability(1259, can_use=lambda g, ctx: bool(ctx.me.deck),
                 text="Once during each player's turn, the player whose turn it is may take a Marnie's "
                      "Pokémon from their deck, show it and add it to their hand, then shuffle that deck.")
def _spikemuth_gym(g, ctx):
    yield from search_to_hand(g, ctx.player, trainers_pokemon_card("Marnie"), source=1259,
                              prompt="Choose a Marnie's Pokémon")


# 356 Ethan's Magcargo — Melt Away (also 788 Charmander — Agile) (II-D-13 R3, RC-134..136).
@passive(356, "no_retreat_cost", text="With no Energy attached, this Pokémon has no Retreat Cost.")
def _melt_away(g, holder, inst, mon):
    return mon is holder and not holder.energy


# 356 Ethan's Magcargo — Lava Burst (none is allowed in an attack, II-D-05 R3; II-B-02).
@damage(493, text="Discard at most 5 {R} Energy from the attacker; 70 damage per card discarded.")
def _lava_burst(g, a):
    fire = [e for e in a.attacker.energy if provides_type(g, a.attacker, e, FIRE)]
    gone = yield from pick_cards(g, a.player, fire, up_to=5, at_least=0, source=a.attacker.cid,
                                 prompt="Discard {R} Energy for 70 damage each")
    discard_attached(g, a.attacker, gone)
    a.damage = 70 * len(gone)


# 368 Floatzel — Whirlpool (also 442 Team Rocket's Tyranitar — Demolition Tackle) (an attack effect,
# II-C-17).
@effect(509, text="Discard an Energy attached to the Defending Pokémon.")
def _whirlpool(g, a):
    if a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, 1, a=a, source=a.attacker.cid)


# 370 Wellspring Mask Ogerpon — Bubble Drain (also 652 Mega Venusaur ex — Jungle Dump).
heal_self(514, 30)


# 391 Arven's Skwovet — Gnaw Through (also 701 Spearow — Pluck) (II-E-09, RC-174).
@damage(547, text="Before the damage, every Pokémon Tool attached to the Defending Pokémon is discarded.")
def _gnaw_through(g, a):
    target = a.opp.active
    if target is not None and target.tools and a.affects(target):
        discard_tool(g, target)


# 406 Arcanine — Punishing Fang (its current types, II-D-07, RC-118).
more_damage_if(569, 100, lambda g, a: a.opp.active is not None and Q.has_type(g, a.opp.active, DARKNESS),
               when="the Defending Pokémon is a {D} Pokémon")


# 416 Huntail — Diver's Catch (II-E-04 R3, RC-163).  Not limited to once a turn.
@trigger(416, "any_knocked_out",
         text="Whenever the damage of an opponent's attack Knocks Out one of your {W} Pokémon, you may take "
              "every Basic {W} Energy that was attached to it into the hand, rather than discarding it.")
def _divers_catch(g, holder, inst, mon, ko):
    if (mon.owner != holder.owner or not ko.by_opponent_attack or not Q.has_type(g, mon, WATER)
            or not any(is_basic_energy(e, WATER) for e in mon.energy)):
        return
    ctx = yield from use_triggered_ability(g, holder, once=False)
    if ctx is not None:
        energy_to_hand(g, mon, basic_energy_of(WATER))


# 417 Gorebyss — Crescendo Wave (P1 step 3, II-E-09; RC-173; counted in units).
@damage(586,
        text="Before the damage, you may attach as many Basic {W} Energy from the hand to the attacker as you "
             "like. Then 30 damage per {W} Energy on the attacker.")
def _crescendo_wave(g, a):
    water = [c for c in a.me.hand if is_basic_energy(c, WATER)]
    if water:
        yield from attach_from(g, a.player, "hand", basic_energy_of(WATER), [a.attacker], up_to=len(water),
                               source=a.attacker.cid, prompt="Attach Basic {W} Energy before doing damage?")
    a.damage = 30 * count_energy(g, a.attacker, WATER)


# 424 Cetitan ex — Crushing Press (II-E-10 R2, RC-175).
@damage(598, text="You may discard the Stadium in play; when you do, 140 extra damage.")
def _crushing_press(g, a):
    if g.stadium is not None and (yield from yes_no(g, a.player, "Discard the Stadium for 140 more damage?",
                                                    a.attacker.cid)):
        yield from discard_stadium(g)
        a.damage += 140


# 442 Team Rocket's Tyranitar — Sand Stream (II-E-08, RC-013, RC-172).
@trigger(442, "checkup",
         text="At each Pokémon Checkup, while this Pokémon is Active, every Basic Pokémon of the opponent "
              "gets 2 damage counters.")
def _sand_stream(g, holder, inst):
    if g.players[holder.owner].active is holder:
        for mon in g.players[1 - holder.owner].in_play():
            if mon_is_basic(mon):
                put_counters(g, mon, 2, by=holder.owner, kind="ability")


# 458 Team Rocket's Crobat ex — Assassin's Return (II-E-10).
@effect(646, text="You may return this Pokémon to the hand; every card attached to it is discarded.")
def _assassins_return(g, a):
    mon = a.attacker
    if g.find_pokemon(mon.uid) is not None and (
            yield from yes_no(g, a.player, "Put this Pokémon into your hand?", mon.cid)):
        discard_attached(g, mon, mon.energy + mon.tools)
        return_to_hand(g, mon)


# 458 Team Rocket's Crobat ex — Biting Spree (both if only 2; II-E-05, RC-164).
@on_evolve_ability(458, can_use=lambda g, mon: bool(g.players[1 - mon.owner].in_play()),
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may pick 2 of the opponent's Pokémon and give each of them 2 damage counters.")
def _biting_spree(g, ctx):
    chosen = yield from pick_pokemons(g, ctx.player, ctx.opp.in_play(), exactly=2, source=458,
                                      prompt="Choose 2 of your opponent's Pokémon")
    for mon in chosen:
        put_counters(g, mon, 2, by=ctx.player, kind="ability")


# 463 Team Rocket's Murkrow — Deceit.
@effect(652, text="Search the deck for a Supporter, show it and add it to the hand, then shuffle the deck.")
def _deceit(g, a):
    yield from search_to_hand(g, a.player, is_supporter, source=a.attacker.cid, prompt="Choose a Supporter")


# 463 Team Rocket's Murkrow — Torment (II-D-06: not one granted by another card; II-C-15 R2, RC-110,
# RC-115).
@effect(653,
        text="Pick one of the Defending Pokémon's attacks; that Pokémon can't use it in the opponent's next "
             "turn.")
def _torment(g, a):
    target = a.opp.active
    if target is None or not a.affects(target):
        return
    attack = yield from pick_attack(g, a.player, printed_attacks(target), source=a.attacker.cid,
                                    prompt="Choose the attack it can't use next turn")
    if attack is not None:
        on_pokemon(g, "cant_use_attack", target, OPPONENT_NEXT_TURN, attack.name, a=a)


# 467 Zamazenta — Strong Bash (II-E-03, RC-160).
strike_back_next_turn(660)


# 470 Team Rocket's Meowth — Fury Swipes (II-B-02).
flip_damage(664, 3, 20)


# 372 Electivire ex — Dual Bolt (both if only 2, the one if only 1; II-D-04, II-B-08, RC-034).
hit_pokemon(516, 50, count=2)


# 372 Electivire ex — High-Voltage Press (II-B-01).
more_damage_if(517, 100, lambda g, a: extra_energy(g, a) >= 2,
               when="the attacker has at least 2 Energy attached beyond the cost of this attack")


# 382 Mudbray — Running Charge (II-B-02; RC-018).
flip_until_tails_damage(533, 40)


# 383 Mudsdale — Mud Coat (also 631 Bouffalant ex — Bouffer, 766 Mega Diancie ex — Diamond Coat) (P2 step
# 5, II-B-05, RC-024).
@passive(383, "damage_taken",
         text="Damage from attacks to this Pokémon is 30 lower (after Weakness and Resistance).")
def _mud_coat(g, holder, inst, a, target):
    return -30 if target is holder else 0


# 432 Team Rocket's Wobbuffet — Rocket Mirror (not damage, II-C-08 R2, RC-062; R5, RC-063).
@effect(609,
        text="Every damage counter on one of the Team Rocket's Pokémon on your Bench is moved to the "
             "Defending Pokémon.")
def _rocket_mirror(g, a):
    rockets = [m for m in a.me.bench if _team_rockets(m)]
    if not rockets or a.opp.active is None:
        return
    src = yield from pick_pokemon(g, a.player, rockets, source=a.attacker.cid,
                                  prompt="Choose a Benched Team Rocket's Pokémon")
    move_counters(g, src, a.opp.active, src.counters, a=a)


# 436 Team Rocket's Orbeetle — Rocket Brain (II-C-08, RC-061).
def _rocket_brain_sources(ctx):
    if len(ctx.me.in_play()) < 2:
        return []
    return [m for m in ctx.me.in_play() if _team_rockets(m) and m.damage]


@ability(436, 0, limit=UNLIMITED, can_use=lambda g, ctx: bool(_rocket_brain_sources(ctx)),
         text="Any number of times in your turn: move 1 damage counter from a Team Rocket's Pokémon of yours "
              "to a different Pokémon of yours.")
def _rocket_brain(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, _rocket_brain_sources(ctx), source=436,
                                  prompt="Move a damage counter from which Pokémon?")
    dst = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m is not src], source=436,
                                  prompt="Move it to which Pokémon?")
    move_counters(g, src, dst, 1)


# 436 Team Rocket's Orbeetle — Psychic (II-B-01).
@damage(615, text="40 extra damage per Energy attached to the Defending Pokémon.")
def _orbeetle_psychic(g, a):
    a.damage += 40 * count_energy(g, a.opp.active)


# 1258 Granite Cave (Stadium) (P2 step 5, RC-030).
@passive(1258, "damage_taken",
         text="Steven's Pokémon (on both sides) take 30 less damage from their opponent's attacks (after "
              "Weakness and Resistance).")
def _granite_cave(g, holder, inst, a, target):
    return -30 if a.player != target.owner and CARD_LIST[target.cid].trainer == "Steven" else 0


# 455 Team Rocket's Nidoking ex — Tainted Horn (II-E-16; RC-091).
condition(642, "poisoned", counters=8,
          text="The Defending Pokémon becomes Poisoned, and Poison puts 8 damage counters on it at each "
               "Checkup instead of 1.")


# 398 Lurantis — Petal Blade Dance (II-E-33, RC-239).
discard_from_hand_or_nothing(557, 2, basic_energy_of(GRASS),
                             text="Discard 2 Basic {G} Energy from the hand; if you can't, the attack does "
                                  "nothing.")


# 424 Cetitan ex — Snow Camouflage (II-E-29, RC-222, RC-224, RC-225).
@passive(424, "prevent_trainer_effects",
         text="Items and Supporters the opponent plays from their hand have no effect on this Pokémon.")
def _snow_camouflage(g, holder, inst, player, card, target):
    return target is holder and player != holder.owner


# 428 Team Rocket's Ampharos — Darkest Impulse (Rare Candy too, RC-166; II-E-15, RC-189).
@trigger(428, "evolved", stack=False,
         text="Whenever the opponent evolves one of their Pokémon by playing a card from their hand, that "
              "Pokémon gets 4 damage counters. Several of these Abilities still give only 4.")
def _darkest_impulse(g, holder, inst, mon, from_hand):
    if from_hand and mon.owner != holder.owner:
        put_counters(g, mon, 4, by=holder.owner, kind="ability")


# 459 Team Rocket's Grimer — Corrosive Sludge (II-E-21 R1).  That is no Knock Out: no Prize cards, no
# "when Knocked Out" effects (RC-207).  An attack effect, so it ends if that Pokémon goes to the Bench
# first (I-A-03 R6).
@effect(647,
        text="When the opponent's next turn ends, the Defending Pokémon and every card attached to it are "
             "discarded (this is not a Knock Out).")
def _corrosive_sludge(g, a):
    on_pokemon(g, "discard_at_turn_end", a.opp.active, OPPONENT_NEXT_TURN, a=a)


@lasting("discard_at_turn_end", "end_of_turn")
def _discard_at_turn_end(g, e, player):
    mon = g.find_pokemon(e.target)
    if mon is not None:
        discard_pokemon(g, mon)


# -- pool coverage (P2): the rest of Destined Rivals -------------------------------------------
_ethans = mon_of_trainer("Ethan")
_mistys = mon_of_trainer("Misty")
_arvens = mon_of_trainer("Arven")
_stevens = mon_of_trainer("Steven")
_ethans_adventure = named("Ethan's Adventure")


def _defender_is(pred):
    """Condition "if your opponent's Active Pokémon is ..." for :func:`more_damage_if`."""
    return lambda g, a: a.opp.active is not None and pred(a.opp.active)


def _face_down_prizes(g, player: int) -> list:
    """``player``'s Prize cards that are still face down (1131 Bother-Bot turns one face up
    for the rest of the game; that is kept as a "prize_face_up" record on the player)."""
    up = {e.value for e in g.effects if e.kind == "prize_face_up" and e.player == player}
    return [c for c in g.players[player].prizes if c not in up]


# 23 Hippowdon — Super Sandstorm (II-B-08 R4: no Weakness/Resistance on the Bench).
@damage(5,
        text="Each Benched Pokémon (on both sides) that already has damage counters also takes 40 damage (no "
             "Weakness or Resistance on the Bench).")
def _super_sandstorm(g, a):
    for mon in a.me.bench + a.opp.bench:
        if mon.damage > 0:
            a.add_hit(mon, 40)


# 338 Ethan's Pinsir — Rallying Horn (II-E-11, RC-177).
more_damage_if(471, 100, lambda g, a: knocked_out_last_turn(
    g, a.player, by_attack=True, where=lambda c: c.trainer == "Ethan"),
               when="one of your Ethan's Pokémon was Knocked Out by an attack's damage in the opponent's last "
                    "turn")


# 340 Yanmega ex — Jet Cyclone (II-C-10 R4; counted in units, move from it to 1 of your Benched Pokémon).
@effect(474, text="Move 3 Energy from the attacker to one of your Benched Pokémon.")
def _jet_cyclone(g, a):
    mon = a.attacker
    if not a.me.bench or not mon.energy or g.find_pokemon(mon.uid) is None:
        return
    cards = yield from choose_energy_cards(g, a.player, mon, 3, source=mon.cid,
                                           prompt="Choose Energy to move (3)")
    dst = yield from pick_pokemon(g, a.player, a.me.bench, source=mon.cid,
                                  prompt="Move the Energy to which Benched Pokémon?")
    for card in cards:
        move_energy(g, mon, dst, card)


# 340 Yanmega ex — Buzzing Boost (II-E-12).
@trigger(340, "moved_to_active",
         text="Once per turn, when this Pokémon goes from the Bench into the Active Spot in your turn, you "
              "may attach at most 3 Basic {G} Energy from the deck to it, then shuffle the deck.")
def _buzzing_boost(g, holder, inst):
    if g.current != holder.owner or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from attach_from(g, ctx.player, "deck", basic_energy_of(GRASS), [holder], up_to=3, source=340,
                               prompt="Choose up to 3 Basic {G} Energy to attach")


# 348 Hydrapple — Hydra Breath (II-D-01 (b), RC-239; an effect, not damage: II-C-17 protects it).
discard_from_hand_or_nothing(482, 6, basic_energy_of(GRASS),
                             text="Discard 6 Basic {G} Energy from the hand, and the Defending Pokémon is "
                                  "Knocked Out; if you can't discard 6, the attack does nothing.")


@effect(482)
def _hydra_breath(g, a):
    target = a.opp.active
    if target is not None and a.affects(target):
        knock_out(g, target)


# 349/358/370/386 Ogerpon — Grass / Fire / Water / Rock Kagura (II-C-09, II-E-19).
for _attack, _type in ((484, GRASS), (495, FIRE), (513, WATER), (538, FIGHTING)):
    attach_energy_from_deck(_attack, basic_energy_of(_type),
                            text="Attach a Basic {%s} Energy from the deck to one of your Pokémon, then "
                                 "shuffle the deck." % TYPE_LETTERS[_type])

# 349 Teal Mask Ogerpon — Ogre's Hammer; 389 Arven's Mabosstiff ex — Boss Headbutt; 439 Annihilape —
# Impact Blow (also 979 Koraidon ex) (II-C-15 R2).
self_lock_next_turn(485, 544, 618)


# 351 Rapidash — Hurried Gait.
@ability(351, 0, can_use=lambda g, ctx: bool(ctx.me.deck), text="Once per turn: draw a card.")
def _hurried_gait(g, ctx):
    draw(g, ctx.player, 1)


# 353 Ethan's Quilava — Bonded by the Journey (I-H R2: finding none is allowed).
@ability(353, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for a card named Ethan's Adventure, show it and add it to the "
              "hand, then shuffle the deck.")
def _bonded_by_the_journey(g, ctx):
    yield from search_to_hand(g, ctx.player, _ethans_adventure, source=353,
                              prompt="Choose an Ethan's Adventure card")


# 354 Ethan's Typhlosion — Buddy Blast (II-B-01).
damage_for_each(490, 60, lambda g, a: count_in(a.me.discard, _ethans_adventure), more=True,
                per="Ethan's Adventure card in the discard pile")

# 357 Ethan's Ho-Oh ex — Shining Feathers (50); 420 Wash Rotom — Manual Wash (10) (II-C-06).
heal_each(494, 50)
heal_each(591, 10)


# 357 Ethan's Ho-Oh ex — Golden Flame (II-C-09; an Ability's "up to" needs 1, II-D-05 R2).
def _benched_ethans(ctx) -> list:
    return [m for m in ctx.me.bench if _ethans(m)]


@ability(357, 0, can_use=lambda g, ctx: bool(_benched_ethans(ctx))
         and any(is_basic_energy(c, FIRE) for c in ctx.me.hand),
         text="Once per turn: attach 1 or 2 Basic {R} Energy from the hand to one of your Benched Ethan's "
              "Pokémon.")
def _golden_flame(g, ctx):
    yield from attach_from(g, ctx.player, "hand", basic_energy_of(FIRE), _benched_ethans(ctx), up_to=2,
                           at_least=1, one_target=True, source=357,
                           prompt="Choose up to 2 Basic {R} Energy cards to attach")


# 359 Misty's Psyduck — Flustered Leap (not a Knock Out).  No other card in the pool leaves play onto the
# top of the deck, so this is written out here.
@ability(359, 0, where=BENCH_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn, while this Pokémon is on the Bench: discard the bottom card of the deck; if you "
              "do, discard everything attached to this Pokémon and put it on top of the deck.")
def _flustered_leap(g, ctx):
    mon = ctx.mon
    move_cards(g, [ctx.me.deck[0]], "discard")
    discard_attached(g, mon, mon.energy + mon.tools)
    Z.leave_play(g, mon)
    ctx.me.deck.extend(mon.cards)
    g.emit("to_deck", ctx.player, target=mon)


# 361 Misty's Starmie — Abrupt Flash (II-E-24).
def _evolved_from_this_turn(name: str):
    def check(g, a):
        m = a.attacker
        return m.evolved_turn == g.turn and m.evolved_from >= 0 and CARD_LIST[m.evolved_from].name == name
    return check


more_damage_if(499, 80, _evolved_from_this_turn("Misty's Staryu"),
               when="the attacker evolved from Misty's Staryu in this turn")


# 363 Misty's Gyarados — Splashing Panic (II-B-02).
@damage(501, text="Discard the deck's top 7 cards; 70 damage per Misty's Pokémon among them.")
def _splashing_panic(g, a):
    milled = mill(g, a.player, 7)
    a.damage = 70 * count_in(milled, trainers_pokemon_card("Misty"))


# 364 Misty's Lapras — Swim Together.
@effect(503,
        text="Search the deck for at most 3 Misty's Pokémon, show them and add them to the hand, then shuffle "
             "the deck.")
def _swim_together(g, a):
    yield from search_to_hand(g, a.player, trainers_pokemon_card("Misty"), up_to=3, source=a.attacker.cid,
                              prompt="Choose up to 3 Misty's Pokémon")


# 366 Cynthia's Milotic — Aqua Split (both if only 2; II-B-08, II-D-04).
hit_pokemon(506, 30, count=2, bench_only=True)


# 368 Floatzel — Aqua Slash (also 640 Steven's Metang) (II-C-15 R1).
cant_attack_next_turn(510)


# 369 Dondozo ex — Dynamic Dive (II-B-09).
may_do_more_damage(512, 120, self_damage=50)


# 375 Manectric — Flash Impact (II-B-08 R4: no Weakness/Resistance on the Bench; the opponent takes Prize
# cards if it is Knocked Out).
bench_hit(522, 40, own=True)


# 376 Rotom — Gadget Show (also 396, 413, 420, 877) (II-B-02; Tools without effect still count, RC-139).
damage_for_each(524, 30, lambda g, a: sum(len(m.tools) for m in a.me.in_play()),
                per="Pokémon Tool attached to your Pokémon")


# 377 Zeraora — Thunder Raid (II-B-08; II-D-03; done even without such a target).
hit_pokemon(526, 210, bench_only=True, where=mon_is_ex,
            text="Discard every Energy from the attacker, and do 210 damage to one of the opponent's Benched "
                 "Pokémon ex (no Weakness or Resistance on the Bench).")
discard_all_own_energy(526)


# 378 Ethan's Sudowoodo — Try to Imitate (II-C-18, II-D-06; its cost is not needed).
@damage(528,
        text="Flip a coin. If heads, pick one of the Defending Pokémon's attacks and use it in place of this "
             "one.")
def _try_to_imitate(g, a):
    if flip(g, a.player) and a.opp.active is not None:
        yield from copy_chosen_attack(g, a, [a.opp.active])


# 385 Arven's Toedscruel — Pull (also 1039 Clefairy) (II-C-05; not one unaffected by attack effects, R4).
@effect(536, text="Bring one of the opponent's Benched Pokémon into their Active Spot.")
def _pull(g, a):
    yield from gust(g, a.player, a=a, source=a.attacker.cid)


# 389 Arven's Mabosstiff ex — Vigorous Tackle.
more_damage_if(543, 120, lambda g, a: a.attacker.damage == 0, when="the attacker has no damage counters")
# 390 Tauros — Clean Hit.
more_damage_if(546, 50, _defender_is(mon_is_evolution), when="the Defending Pokémon is an Evolution Pokémon")


# 392 Arven's Greedent — Greedy Order (II-E-05, II-D-05).
_sandwich = named("Arven's Sandwich")


@on_evolve_ability(392, can_use=lambda g, mon: any(_sandwich(c) for c in g.players[mon.owner].discard),
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may take 1 or 2 Arven's Sandwich cards from the discard pile into the hand.")
def _greedy_order(g, ctx):
    yield from recover_from_discard(g, ctx.player, _sandwich, up_to=2, source=392,
                                    prompt="Choose up to 2 Arven's Sandwich cards")


# 396 Mow Rotom — Trimming Mower (also 777 Eternatus).
@effect(553, text="Discard the Stadium in play.")
def _trimming_mower(g, a):
    yield from discard_stadium(g)


# 399 Team Rocket's Blipbug — Searching Eyes (II-C-20: it stays where it is).  Face-down cards are all
# alike to the chooser, so the top one is looked at (the convention used for taking Prize cards,
# NOTES.md).
@effect(558, text="Look at one of the opponent's face-down Prize cards.")
def _searching_eyes(g, a):
    hidden = _face_down_prizes(g, a.opponent)
    if hidden:
        g.emit("look", a.player, private_to=a.player, cards=[hidden[-1]], zone="prizes", owner=a.opponent,
               count=1)


# 407 Team Rocket's Moltres ex — Evil Incineration (not a Knock Out: no Prize cards; II-C-17 protects it).
@effect(571,
        text="Discard a Team Rocket's Energy attached to the attacker; if you do, the Defending Pokémon and "
             "every card attached to it are discarded.")
def _evil_incineration(g, a):
    got = yield from discard_energy(g, a.player, a.attacker, 1, _team_rocket_energy, cards=True,
                                    source=a.attacker.cid)
    target = a.opp.active
    if got and target is not None and a.affects(target):
        discard_pokemon(g, target)


# 409 Team Rocket's Houndoom — Cruel Coal.
condition(573, "burned", "confused")
# 411 Combusken — Double Kick (also 617 Zweilous) (II-B-02; Hurricane of Needles: 4 coins, 80 per heads
# (II-B-02)).
flip_damage(578, 2, 40)
flip_damage(657, 4, 80)
# 412 Blaziken — Inferno Kick Flurry.
bench_hit(580, 120)
discard_own_energy(580, 2)
# 415 Clamperl — Shell Press (also 621 Klink) (P2 step 5).
takes_less_next_turn(584, 10)
# 419 Abomasnow — Frozen Wood (units).
more_damage_if(590, 120, lambda g, a: count_energy(g, a.attacker, GRASS) >= 2,
               when="the attacker has at least 2 {G} Energy attached")


# 425 Team Rocket's Zapdos — Jamming Wing (also 1309 Meowstic) (II-C-10; an attack effect on the Active,
# II-C-17; a Special Energy that can't go there is discarded, R5).
@effect(599,
        text="You may have one Energy move from the Defending Pokémon to one of the opponent's Benched "
             "Pokémon.")
def _jamming_wing(g, a):
    src = a.opp.active
    if src is None or not src.energy or not a.opp.bench or not a.affects(src):
        return
    card = yield from pick_card(g, a.player, src.energy, optional=True, source=a.attacker.cid,
                                prompt="Move an Energy from the opponent's Active Pokémon?")
    if card is not None:
        dst = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                      prompt="Move it to which of their Benched Pokémon?")
        move_energy(g, src, dst, card, a=a)


# 430 Team Rocket's Hypno — Bench Manipulation (II-B-02, II-B-06).
@damage(607,
        text="The opponent flips a coin per Pokémon on their Bench; 80 damage to the Defending Pokémon per "
             "tails, with no Weakness or Resistance.")
def _bench_manipulation(g, a):
    n = len(a.opp.bench)
    a.damage = 80 * (n - flips(g, a.opponent, n))
    a.ignore_weakness_resistance()


# 435 Team Rocket's Dottler — Disruptive Radar (also 595 Gothorita) (II-C-20).
@effect(613, text="Look at the opponent's top 5 cards and return them in any order you like.")
def _disruptive_radar(g, a):
    yield from put_on_top_in_any_order(g, a.player, look_top(g, a.opponent, 5), source=a.attacker.cid)


# 438 Primeape — Drag Off (Weakness/Resistance apply: it is Active, RC-054; II-E-20, RC-055).
@damage(617,
        text="Bring one of the opponent's Benched Pokémon into their Active Spot, then do 30 damage to that "
             "new Active Pokémon.")
def _drag_off(g, a):
    new = yield from gust(g, a.player, a=a, source=a.attacker.cid)
    if new is not None:
        a.defender = new
        a.damage = 30


# 439 Annihilape — Lose Cool (P2 step 2).
@passive(439, "damage_dealt",
         text="While at least 2 damage counters are on this Pokémon, its attacks do 120 extra damage to the "
              "Defending Pokémon (before Weakness and Resistance).")
def _lose_cool(g, holder, inst, a, target):
    if a.attacker is holder and holder.counters >= 2 and target is g.players[a.opponent].active:
        return 120
    return 0


# 444 Probopass — Mountain Drop.
more_damage_if(625, 70, lambda g, a: g.stadium is not None, when="a Stadium is in play")
# 446 Medicham — Harmonious Spirit Palm (units, III-17).
more_damage_if(627, 120, lambda g, a: a.opp.active is not None
               and count_energy(g, a.attacker) == count_energy(g, a.opp.active),
               when="this Pokémon and the Defending Pokémon carry the same amount of Energy")


# 447 Regirock ex — Regi Charge (none is allowed in an attack, II-D-05 R3).
@effect(628, text="Attach at most 2 Basic {F} Energy from the discard pile to the attacker.")
def _regi_charge(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(FIGHTING), [a.attacker], up_to=2,
                           source=a.attacker.cid, prompt="Choose up to 2 Basic {F} Energy to attach")


# 447 Regirock ex — Giant Rock.
more_damage_if(629, 140, _defender_is(mon_stage(2)), when="the Defending Pokémon is a Stage 2")


# 449 Team Rocket's Arbok — Spinning Tail (II-B-08).
@damage(632, text="Do 30 damage to each of the opponent's Pokémon (no Weakness or Resistance on the Bench).")
def _spinning_tail(g, a):
    a.damage = 30
    hit_each(a, a.opp.bench, 30)


# 449 Team Rocket's Arbok — Potent Glare (II-D-06; II-C-19).
@passive(449, "cant_play",
         text="While this Pokémon is Active, the opponent can't play from their hand any Pokémon with an "
              "Ability, unless it is a Team Rocket's Pokémon.")
def _potent_glare(g, holder, inst, player, card):
    return (player != holder.owner and g.players[holder.owner].active is holder and card.is_pokemon
            and bool(card.abilities) and card.trainer != "Team Rocket")


# 451 Team Rocket's Nidorina — Dark Awakening (none is allowed in an attack; II-C-12).
@effect(634,
        text="Choose at most 2 of your {D} Pokémon; each may evolve with a card from the deck that evolves "
             "from it. Then shuffle the deck.")
def _dark_awakening(g, a):
    dark = [m for m in a.me.in_play() if Q.has_type(g, m, DARKNESS)]
    chosen = yield from pick_pokemons(g, a.player, dark, up_to=2, source=a.attacker.cid,
                                      prompt="Choose up to 2 of your {D} Pokémon to evolve")
    for mon in chosen:
        yield from evolve_from_deck(g, a.player, [mon], source=a.attacker.cid, shuffle=False)
    if chosen:
        shuffle_deck(g, a.player)


# 452 Team Rocket's Nidoqueen — Love Impact.
more_damage_if(636, 120, lambda g, a: any("Nidoking" in m.name for m in a.me.bench),
               when="you have a Pokémon with \"Nidoking\" in its name on the Bench")
# 454 Team Rocket's Nidorino — Horn Rend (also 545 Bisharp).
more_damage_if(641, 60, _defender_is(mon_is_damaged), when="the Defending Pokémon already has damage counters")


# 457 Team Rocket's Golbat — Sneaky Bite (II-E-05, II-C-07).
@on_evolve_ability(457, can_use=lambda g, mon: bool(g.players[1 - mon.owner].in_play()),
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may give 2 damage counters to one of the opponent's Pokémon.")
def _sneaky_bite(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, ctx.opp.in_play(), source=457,
                                  prompt="Put 2 damage counters on which Pokémon?")
    put_counters(g, mon, 2, by=ctx.player, kind="ability")


# 460 Team Rocket's Muk — Gooped Up (II-C-14).
@effect(648,
        text="The Defending Pokémon becomes Confused and is unable to retreat in the opponent's next turn.")
def _gooped_up(g, a):
    inflict_defender(g, a, "confused")
    on_pokemon(g, "cant_retreat", a.opp.active, OPPONENT_NEXT_TURN, a=a)


# 461 Team Rocket's Koffing — Smog Signals (P1 step 6, II-E-03; II-C-11: no search with a full Bench).
@trigger(461, "damaged_by_attack",
         text="Whenever an opponent's attack damages this Pokémon while it is Active (even a Knock Out), "
              "bench at most 2 Pokémon with \"Koffing\" in their names from the deck, then shuffle the deck.")
def _smog_signals(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        yield from search_to_bench(g, holder.owner, both(is_basic_pokemon, name_contains("Koffing")),
                                   up_to=2, source=461, prompt="Choose up to 2 Koffing")


# 462 Team Rocket's Weezing — Explode Together Now (II-B-02).
damage_for_each(651, 40, lambda g, a: sum(1 for m in g.all_in_play() if "Koffing" in m.name
                                          or "Weezing" in m.name),
                per="Pokémon in play (on both sides) named with \"Koffing\" or \"Weezing\"")


# 464 Team Rocket's Sneasel — Strike the Sleeper (II-B-08).
@damage(655,
        text="Pick one of the opponent's Benched Pokémon: 20 damage to it per damage counter already on it "
             "(no Weakness or Resistance on the Bench).")
def _strike_the_sleeper(g, a):
    if a.opp.bench:
        mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                      prompt="Choose a Benched Pokémon (20 damage per damage counter)")
        a.add_hit(mon, 20 * mon.counters)


# 465 Forretress — Iron Shake-Up (II-C-10, II-D-02 R2: none is allowed).
@effect(656, text="You may rearrange any number of {M} Energy among your Pokémon however you like.")
def _iron_shake_up(g, a):
    mons = a.me.in_play()
    metal = {e for m in mons for e in m.energy if provides_type(g, m, e, METAL)}
    if metal and len(mons) > 1:
        yield from choose_and_move_energy(g, a.player, mons, mons, where=lambda e: e in metal,
                                          up_to=len(metal), at_least=0, source=a.attacker.cid)


# 466 Skarmory — Roost (II-C-14).
@effect(658, text="The attacker heals 50 damage and is unable to retreat in your next turn.")
def _roost(g, a):
    heal(g, a.attacker, 50)
    on_pokemon(g, "cant_retreat", a.attacker, YOUR_NEXT_TURN, a=a)


# 469 Team Rocket's Raticate — Reckless Abandon.
@damage(662, text="Flip 2 coins. If both are tails, the attacker also takes 90 damage itself.")
def _reckless_abandon(g, a):
    if flips(g, a.player, 2) == 0:
        a.self_damage = 90


# 471 Team Rocket's Persian ex — Haughty Order (II-C-18, cost not needed).  A copied attack that does
# nothing skips step 5, so the shuffle is done at once then.
@damage(665,
        text="Turn over the opponent's top 10 cards; you may use an attack of a Pokémon among them as this "
             "attack. The opponent's deck is then shuffled.")
def _haughty_order(g, a):
    top = look_top(g, a.opponent, 10)
    g.emit("reveal", a.player, cards=list(top), count=len(top),
           note="{player} reveals the top {count} cards of {opponent}'s deck: {cards}")
    attacks = {}
    for c in top:
        for atk in CARD_LIST[c >> 7].attacks:        # only Pokémon cards print attacks
            if atk.key != a.attack.key:
                attacks.setdefault(atk.id, atk)
    if attacks and (yield from yes_no(g, a.player, "Use an attack of a Pokémon found there?", a.attacker.cid)):
        choice = yield from ask(a.player, CHOOSE_ATTACK, tuple(attacks), "Choose the attack to use",
                                a.attacker.cid)
        yield from copy_attack_damage(g, a, attacks[choice])
    if a.failed and a.opp.deck:
        shuffle_deck(g, a.opponent)


@effect(665)
def _haughty_order_effects(g, a):
    yield from copy_attack_effect(g, a)          # its own step 5 too: it runs the copy itself
    if a.opp.deck:
        shuffle_deck(g, a.opponent)


# 473 Team Rocket's Porygon — Hacking (an effect on the player, II-C-19 R2).
@effect(669,
        text="Discard a card from the hand; if you do, the opponent discards a card of their choice from "
             "theirs.")
def _hacking(g, a):
    got = yield from discard_from_hand(g, a.player, a.player, 1, source=a.attacker.cid,
                                       prompt="Choose a card to discard")
    if got and a.opp.hand:
        yield from discard_from_hand(g, a.opponent, a.opponent, 1, source=a.attacker.cid,
                                     prompt="Choose a card to discard")


# 474 Team Rocket's Porygon2 / 475 Porygon-Z — R Command (II-B-02).
damage_for_each(670, 20, lambda g, a: count_in(a.me.discard, both(is_supporter, name_contains("Team Rocket"))),
                per="\"Team Rocket\" Supporter in the discard pile")


# 475 Team Rocket's Porygon-Z — Reconstitute (the cost, II-E-30; RC-228/229; not usable without 2 cards or
# an empty deck).
def _discard_two(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 2, source=475,
                                       prompt="Choose 2 cards to discard")
    return len(got) == 2


@ability(475, 0, can_use=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.me.deck), cost=_discard_two,
         text="Once per turn: discard 2 cards from the hand to draw a card.")
def _reconstitute(g, ctx):
    draw(g, ctx.player, 1)


# 477 Swellow — Add On (also 837 Bronzong).
draw_cards(673, 3)


# 478 Squawkabilly — Push Down (II-E-10, II-C-04; not if it is unaffected by attack effects, R4).
@effect(675,
        text="You may make the opponent swap the Defending Pokémon with one of their Benched Pokémon of their "
             "choice.")
def _optional_push_down(g, a):
    o = a.opp
    if o.bench and o.active is not None and a.affects(o.active) and (
            yield from yes_no(g, a.player, "Switch out your opponent's Active Pokémon?", a.attacker.cid)):
        yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)


# 635 Steven's Baltoy — Summoning Sign (II-C-11; a full Bench stops it before the search, R3).
@effect(919, text="Bench at most 2 Basic Steven's Pokémon from the deck, then shuffle the deck.")
def _summoning_sign(g, a):
    yield from search_to_bench(g, a.player, both(is_basic_pokemon, trainers_pokemon_card("Steven")), up_to=2,
                               source=a.attacker.cid, prompt="Choose up to 2 Basic Steven's Pokémon")


# 637 Steven's Carbink — Stone Palace (P2 step 5).  It doesn't stack (II-E-15): only the first Benched
# Pokémon with a working Stone Palace gives it (an Active one gives nothing, so the registry's per-side
# "doesn't stack" must not pick it).
@passive(637, "damage_taken",
         text="While this Pokémon sits on your Bench, damage to your Steven's Pokémon from the opponent's "
              "attacks is 30 lower (after Weakness and Resistance). Several of these Abilities give only 30.")
def _stone_palace(g, holder, inst, a, target):
    if a.player == holder.owner or target.owner != holder.owner or not _stevens(target):
        return 0
    first = next((m for m in g.players[holder.owner].bench if has_ability_named(g, m, "Stone Palace")), None)
    return -30 if first is holder else 0


# 641 Steven's Metagross ex — X-Boot (II-C-09).
def _psychic_or_metal(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if Q.has_type(g, m, PSYCHIC) or Q.has_type(g, m, METAL)]


@ability(641, 0, can_use=lambda g, ctx: bool(ctx.me.deck) and bool(_psychic_or_metal(g, ctx)),
         text="Once per turn: take a Basic {P} Energy, a Basic {M} Energy, or one of each from the deck and "
              "attach them as you like to your {P} and {M} Pokémon, then shuffle the deck.")
def _x_boot(g, ctx):
    yield from attach_from(g, ctx.player, "deck", either(basic_energy_of(PSYCHIC), basic_energy_of(METAL)),
                           _psychic_or_metal(g, ctx), up_to=2, allowed=different_types, source=641,
                           prompt="Choose a Basic {P} and/or a Basic {M} Energy card")


# 642 Marnie's Purrloin — Pointy Nails (40) / 643 Marnie's Liepard — Pointy Claws (70).
more_damage_if(929, 40, _defender_is(mon_is_ex), when="the Defending Pokémon is a Pokémon ex")
more_damage_if(930, 70, _defender_is(mon_is_ex), when="the Defending Pokémon is a Pokémon ex")
# 649 Marnie's Morpeko — Spiky Wheel (units; II-B-01).
damage_for_each(938, 40, lambda g, a: count_energy(g, a.attacker, DARKNESS), more=True,
                per="{D} Energy on the attacker")


# 1130 Arven's Sandwich (II-C-06 R4: not playable when it has no damage).
@trainer(1130, can_play=lambda g, ctx: ctx.me.active is not None and ctx.me.active.damage > 0,
         text="Your Active Pokémon heals 30 damage, or 100 if it is an Arven's Pokémon.")
def _arvens_sandwich(g, ctx):
    mon = ctx.me.active
    heal(g, mon, 100 if _arvens(mon) else 30)


# 1131 Team Rocket's Bother-Bot.  The card then in that Prize place stays face up (a "prize_face_up"
# record; Prize cards face up change nothing else).
@trainer(1131, can_play=lambda g, ctx: bool(_face_down_prizes(g, ctx.opponent)),
         text="Turn one face-down Prize card of the opponent face up (it stays that way until the game ends) "
              "and pick a random card from their hand for them to show; you may make them swap those two "
              "cards.")
def _bother_bot(g, ctx):
    opp = ctx.opp
    prize = _face_down_prizes(g, ctx.opponent)[-1]
    g.emit("reveal", ctx.player, cards=[prize], note="{opponent}'s Prize card {cards} is turned face up")
    face_up = prize
    if opp.hand:
        card = opp.hand[random_index(g, len(opp.hand))]
        g.emit("reveal", ctx.opponent, cards=[card], note="{player} reveals {cards} from their hand",
               revealed=[card])
        if (yield from yes_no(g, ctx.player, f"Have your opponent switch {cname(card)} (hand) and "
                                             f"{cname(prize)} (Prize card)?", 1131)):
            opp.hand.remove(card)
            opp.prizes[opp.prizes.index(prize)] = card
            opp.hand.append(prize)
            face_up = card
            g.emit("card_effect", ctx.opponent, note="{player} switches them")
    on_player(g, "prize_face_up", ctx.opponent, WHILE_IN_PLAY, face_up, source=1131)


# 1132 Team Rocket's Great Ball.
@trainer(1132, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Flip a coin: on heads, search the deck for an Evolution Pokémon of Team Rocket; on tails, for "
              "a Basic one. Show it and add it to the hand, then shuffle the deck.")
def _team_rockets_great_ball(g, ctx):
    kind = is_evolution if flip(g, ctx.player, "Team Rocket's Great Ball") else is_basic_pokemon
    yield from search_to_hand(g, ctx.player, both(kind, trainers_pokemon_card("Team Rocket")), source=1132,
                              prompt="Choose a Team Rocket's Pokémon")


# 1133 Team Rocket's Venture Bomb (one it can affect, II-E-29; II-C-07).  A Pokémon left with no HP is
# Knocked Out as soon as the card is done (I-D R2 (c), RC-012).
@trainer(1133,
         text="Flip a coin: on heads, one of the opponent's Pokémon gets 2 damage counters; on tails, your "
              "own Active Pokémon gets them.")
def _team_rockets_venture_bomb(g, ctx):
    if flip(g, ctx.player, "Team Rocket's Venture Bomb"):
        targets = [m for m in ctx.opp.in_play() if not Q.trainer_effects_prevented(g, ctx.player, 1133, m)]
        mon = yield from pick_pokemon(g, ctx.player, targets, source=1133,
                                      prompt="Put 2 damage counters on which Pokémon?")
    else:
        mon = ctx.me.active
    put_counters(g, mon, 2, by=ctx.player, kind="item")


# 1139 Energy Recycler.
_shuffle_back_from_discard(1139, is_basic_energy, "Basic Energy cards",
                           text="Shuffle 1 to 5 Basic Energy from the discard pile back into the deck.")


# 1214 Emcee's Hype.
@trainer(1214, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Draw 2 cards, or 4 cards if the opponent has at most 3 Prize cards left.")
def _emcees_hype(g, ctx):
    draw(g, ctx.player, 4 if len(ctx.opp.prizes) <= 3 else 2)


# 1215 Ethan's Adventure.
@trainer(1215, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 3 cards, in any mix of Basic {R} Energy and Ethan's Pokémon, show "
              "them and add them to the hand, then shuffle the deck.")
def _ethans_adventure_search(g, ctx):
    yield from search_to_hand(g, ctx.player, either(trainers_pokemon_card("Ethan"), basic_energy_of(FIRE)),
                              up_to=3, source=1215,
                              prompt="Choose up to 3 Ethan's Pokémon and Basic {R} Energy cards")
