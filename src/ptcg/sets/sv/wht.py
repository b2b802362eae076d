"""White Flare (WHT)."""

from ...effects import *  # noqa: F401,F403
from .svi import any_hand_or_deck


# 587 Galvantula — Discharge (II-B-02).
@damage(843, text="Discard every {L} Energy from the attacker; 50 damage per card discarded.")
def _discharge(g, a):
    gone = discard_all_energy(g, a.attacker, lambda e: provides_type(g, a.attacker, e, LIGHTNING))
    a.damage = 50 * len(gone)


# 17 Ignition Energy (one card, three units: RC-044, RC-170; II-E-21).
def _ignition_units(g, mon, inst) -> tuple:
    return (COLORLESS_BIT,) * (3 if mon_is_evolution(mon) else 1)


energy(17, provides=_ignition_units,
       text="Provides 1 {C} Energy, or {C}{C}{C} on an Evolution Pokémon. It is discarded from your Pokémon "
            "when your turn ends.")


@trigger(17, "end_of_turn")
def _ignition_energy_burns_out(g, holder, inst, player):
    if (inst >> 6) & 1 == player and inst in holder.energy:
        discard_attached(g, holder, [inst])


# 607 Terrakion — Retaliate (II-E-11, RC-177).
more_damage_if(873, 80, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True),
               when="one of your Pokémon was Knocked Out by an attack's damage in the opponent's last turn")


# 1137 Tool Scrapper (II-D-05, RC-112).  Tools are chosen through the Pokémon holding them, so equal Tools
# on different Pokémon stay different choices.
def _with_tools(ctx) -> list:
    return [m for m in ctx.me.in_play() + ctx.opp.in_play() if m.tools]


@trainer(1137, can_play=lambda g, ctx: bool(_with_tools(ctx)),
         text="Discard 1 or 2 Pokémon Tools attached to any Pokémon in play (either side).")
def _tool_scrapper(g, ctx):
    mons = yield from pick_pokemons(g, ctx.player, _with_tools(ctx), up_to=2, at_least=1, source=1137,
                                    prompt="Choose Pokémon to discard a Tool from")
    for mon in mons:
        tool = yield from pick_card(g, ctx.player, mon.tools, source=1137, prompt="Choose the Tool")
        discard_tool(g, mon, tool)


# 1175 Brave Bangle (Tool) (P2 step 2, RC-103, RC-150).
@passive(1175, "damage_dealt",
         text="If the Pokémon holding this card has no Rule Box, its attacks do 30 extra damage to an Active "
              "Pokémon ex of the opponent (before Weakness and Resistance).")
def _brave_bangle(g, holder, inst, a, target):
    if (a.attacker is holder and not mon_has_rule_box(holder) and target is a.opp.active
            and mon_is_ex(target)):
        return 30
    return 0


# 1223 Harlequin.
@trainer(1223, can_play=any_hand_or_deck,
         text="Both players shuffle their hands into their decks. Then flip a coin: on heads you draw 5 and "
              "the opponent 3; on tails you draw 3 and the opponent 5.")
def _harlequin(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    shuffle_hand_into_deck(g, ctx.opponent)
    mine, theirs = (5, 3) if flip(g, ctx.player, "Harlequin") else (3, 5)
    draw(g, ctx.player, mine)
    draw(g, ctx.opponent, theirs)


# 1224 Cheren (also 1236 Urbain).
@trainer(1224, can_play=lambda g, ctx: bool(ctx.me.deck), text="Draw 3 cards.")
def _cheren(g, ctx):
    draw(g, ctx.player, 3)


# 1225 Hilda (II-D-04 R3).
@trainer(1225, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for one Energy card and one Evolution Pokémon, show them and add them to the "
              "hand, then shuffle the deck.")
def _hilda(g, ctx):
    yield from search_each_kind(g, ctx.player, [("an Evolution Pokémon", is_evolution),
                                                ("an Energy card", is_energy)], source=1225)


# 573 Reshiram ex — Blazing Burst (II-D-17, RC-148).
@damage(819,
        text="50 extra damage per Prize card the opponent has taken. Then discard an Energy from the "
             "attacker.")
def _blazing_burst(g, a):
    a.damage += 50 * a.opp.prizes_taken()


discard_own_energy(819)


# 588 Stunfisk — Muddy Bolt (II-D-08, RC-123).
more_damage_if(844, 20, lambda g, a: count_energy(g, a.attacker, FIGHTING),
               when="the attacker has any {F} Energy attached")


# 615 Zoroark — Mind Jack (II-B-02).
@damage(885, text="30 damage per Pokémon on the opponent's Bench.")
def _mind_jack(g, a):
    a.damage = 30 * len(a.opp.bench)


# 615 Zoroark — Foul Play (II-C-18, RC-092; II-D-06: not attacks granted by other cards, RC-116).
@damage(886, text="Pick one of the Defending Pokémon's attacks and use it in place of this one.")
def _foul_play(g, a):
    if a.opp.active is not None:
        yield from copy_chosen_attack(g, a, [a.opp.active])


# 590 Swoobat — Happy Return (II-C-02 R2, RC-046).
@effect(847, text="Return one of your Benched Pokémon, with every card attached to it, to the hand.")
def _happy_return(g, a):
    if a.me.bench:
        mon = yield from pick_pokemon(g, a.player, a.me.bench, source=a.attacker.cid,
                                      prompt="Choose a Benched Pokémon to put into your hand")
        return_to_hand(g, mon)


# 598 Jellicent ex — Oceanic Curse (an effect on the player, II-C-19, RC-097).
@passive(598, "cant_play",
         text="While this Pokémon is Active, the opponent can't play Items or Pokémon Tools from their hand.")
def _oceanic_curse(g, holder, inst, player, card):
    return (player != holder.owner and g.players[holder.owner].active is holder
            and card.kind in ("item", "tool"))


# 598 Jellicent ex — Power Press (II-B-01).
more_damage_if(859, 80, lambda g, a: extra_energy(g, a) >= 2,
               when="the attacker has at least 2 Energy attached beyond the cost of this attack")


# 634 Tornadus — Wrapped in Wind (II-C-09 R3: not the turn's attachment).
@effect(917, text="Attach a Basic Energy from the hand to the attacker.")
def _wrapped_in_wind(g, a):
    yield from attach_from(g, a.player, "hand", is_basic_energy, [a.attacker], exactly=1,
                           source=a.attacker.cid, prompt="Choose a Basic Energy to attach")


# 634 Tornadus — Hurricane (II-C-10 R3, RC-068).
@effect(918, text="Move a Basic Energy from the attacker to one of your Benched Pokémon.")
def _hurricane(g, a):
    basics = energy_cards(a.attacker, is_basic_energy)
    if not basics or not a.me.bench:
        return
    got = yield from pick_cards(g, a.player, basics, exactly=1, source=a.attacker.cid,
                                prompt="Choose a Basic Energy to move")
    dst = yield from pick_pokemon(g, a.player, a.me.bench, source=a.attacker.cid,
                                  prompt="Move it to which Benched Pokémon?")
    move_energy(g, a.attacker, dst, got[0])


# 564 Shelmet — Stimulated Evolution (II-E-13 R3, RC-182).
evolves_early_with(564, "Karrablast")


# 576 Samurott — Energized Slash (II-B-01).
damage_for_each(823, 50, lambda g, a: count_energy(g, a.attacker), more=True, per="Energy on the attacker")


# 576 Samurott — Torrential Whirlpool.  Not usable without a Benched Pokémon of your own (II-E-20 R2/R4,
# RC-202).
@ability(576, 0, can_use=lambda g, ctx: bool(ctx.me.bench),
         text="Once per turn: switch your Active Pokémon with a Benched Pokémon of yours; when you do, the "
              "opponent swaps their Active Pokémon with one of their Benched Pokémon of their choice.")
def _torrential_whirlpool(g, ctx):
    if (yield from switch_own(g, ctx.player, source=576)) is not None:
        yield from opponent_switches(g, ctx.player, source=576)


# 583 Keldeo ex — Gale Thrust (II-E-25, RC-216; counted once).
more_damage_if(836, 90, lambda g, a: a.attacker.moved_active_turn == g.turn,
               when="the attacker came from the Bench into the Active Spot in this turn")


# -- pool coverage: the rest of White Flare ---------------------------------------------------

# 495 Chandelure — Incendiary Pillar (II-B-01).
more_damage_if(700, 100, lambda g, a: count_in(a.me.discard, basic_energy_of(FIRE)) >= 10,
               when="the discard pile holds at least 10 Basic {R} Energy cards")


# 542 Mandibuzz — Look for Prey (not played from hand, II-C-11 NOTE; II-D-04).  Not usable with an empty
# hand or a full Bench on their side (II-C-11 R4).
_prey = both(is_basic_pokemon, hp_at_most(70))


@ability(542, 0, can_use=lambda g, ctx: bool(ctx.opp.hand) and bench_space(g, ctx.opponent) > 0,
         text="Once per turn: the opponent shows their hand, and you bench onto their Bench a Basic Pokémon "
              "from it with no more than 70 HP.")
def _look_for_prey(g, ctx):
    hand = reveal_hand(g, ctx.opponent)
    card = yield from pick_card(g, ctx.player, [c for c in hand if _prey(c)], source=542,
                                prompt="Choose a Basic Pokémon to put onto your opponent's Bench")
    if card is not None:
        yield from put_onto_bench(g, ctx.opponent, card)


# 558 Swadloon — Healing Leaves (II-C-06 R4; not usable when it has none).
@ability(558, 0, can_use=lambda g, ctx: ctx.me.active is not None and ctx.me.active.damage > 0,
         text="Once per turn: your Active Pokémon heals 20 damage.")
def _healing_leaves(g, ctx):
    heal(g, ctx.me.active, 20)


# 559 Leavanny — Healing Wrapping.
@effect(796, text="Each of your Basic Pokémon heals 100 damage.")
def _healing_wrapping(g, a):
    for mon in a.me.in_play():
        if mon_is_basic(mon):
            heal(g, mon, 100)


# 559 Leavanny (also 633 Braviary — Aerial Ace) — X-Scissor.
coin_more_damage(797, 40)


# 561 Whimsicott ex — Energy Gift (II-C-09, RC-064).
@effect(799,
        text="Attach at most 3 Basic Energy from the deck to your Pokémon, split as you like, then shuffle "
             "the deck.")
def _energy_gift(g, a):
    yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.in_play(), up_to=3,
                           source=a.attacker.cid, prompt="Choose up to 3 Basic Energy cards")


# 561 Whimsicott ex — Wondrous Cotton (II-B-02; none, no damage).
@damage(800, text="The opponent shows their hand; 50 damage per Trainer card in it.")
def _wondrous_cotton(g, a):
    a.damage = 50 * count_in(reveal_hand(g, a.opponent), is_trainer)


# 566 Virizion — Giga Drain.
@effect(806, text="The attacker heals as much damage as this attack did to the Defending Pokémon.")
def _giga_drain(g, a):
    if a.defender is not None:
        heal(g, a.attacker, a.dealt.get(a.defender.uid, 0))


# 569 Emboar — Inferno Fandango (an attachment from hand, II-C-09 R3/R4; not the turn's one).
_basic_fire = basic_energy_of(FIRE)


@ability(569, 0, limit=UNLIMITED, can_use=lambda g, ctx: any(map(_basic_fire, ctx.me.hand)),
         text="Any number of times in your turn: attach a Basic {R} Energy from the hand to one of your "
              "Pokémon.")
def _inferno_fandango(g, ctx):
    yield from attach_from(g, ctx.player, "hand", _basic_fire, ctx.me.in_play(), exactly=1, source=569,
                           prompt="Choose a Basic {R} Energy card to attach")


# 572 Heatmor — Licking Catch.
search_deck_for(816, either(both(is_pokemon, of_type(FIRE)), _basic_fire), up_to=3,
                prompt="Choose up to 3 {R} Pokémon or Basic {R} Energy cards",
                text="Search the deck for at most 3 cards, in any mix of Basic {R} Energy and {R} Pokémon, "
                     "show them and add them to the hand, then shuffle the deck.")


# 575 Dewott (also 970 Fezandipiti — Energy Feather) — Energized Shell (unit; II-B-02).
damage_for_each(822, 30, lambda g, a: count_energy(g, a.attacker), per="Energy on the attacker")


# 577 Basculin — Bared Fangs (II-D-01 (b)).
@damage(825, text="Unless the Defending Pokémon already has damage counters, the attack does nothing.")
def _bared_fangs(g, a):
    if a.opp.active is None or a.opp.active.damage == 0:
        a.fail()


# 578 Ducklett — Firefighting (unit; every-type Energy provides it; II-C-01 R4; an attack effect,
# II-C-17).
@effect(826, text="Discard a {R} Energy attached to the Defending Pokémon.")
def _firefighting(g, a):
    mon = a.opp.active
    if mon is not None:
        yield from discard_energy(g, a.player, mon, 1, lambda e: provides_type(g, mon, e, FIRE), a=a,
                                  source=a.attacker.cid)


# 582 Vanilluxe — Double Freeze (II-B-02).
@damage(835,
        text="Flip 2 coins: 90 damage per heads. With at least one heads, the Defending Pokémon also becomes "
             "Paralyzed.")
def _double_freeze(g, a):
    a.memo["heads"] = flips(g, a.player, 2)
    a.damage = 90 * a.memo["heads"]


@effect(835)
def _double_freeze_paralyzes(g, a):
    if a.memo.get("heads"):
        inflict_defender(g, a, "paralyzed")


# 591 Sigilyph — Reflect.
takes_less_next_turn(849, 40)


# 591 Sigilyph — Telekinesis (II-B-06).
hit_pokemon(850, 70, weakness_resistance=False)


# 593 Cofagrigus — Extended Damagriiigus (II-C-08; none if no Benched Pokémon has any, R4; they vanish on
# a Pokémon unaffected by attack effects, R5).
@effect(852,
        text="Every damage counter on one of your Benched Pokémon is moved to one of the opponent's Pokémon.")
def _extended_damagriiigus(g, a):
    src = yield from pick_pokemon(g, a.player, [m for m in a.me.bench if m.damage > 0], source=a.attacker.cid,
                                  prompt="Move all damage counters from which Benched Pokémon?")
    if src is None or not a.opp.in_play():
        return
    dst = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt="Move them to which of your opponent's Pokémon?")
    move_counters(g, src, dst, src.counters, a=a)


# 596 Gothitelle — Synchro Shot.
more_damage_if(857, 90, lambda g, a: len(a.me.hand) == len(a.opp.hand),
               when="both players hold the same number of cards")


# 596 Gothitelle — Distorted Future (not usable when they have neither hand nor deck).
@ability(596, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.opp.hand or ctx.opp.deck),
         text="Once per turn, while this Pokémon is Active: the opponent shuffles the hand into the deck, "
              "then draws 3 cards.")
def _distorted_future(g, ctx):
    shuffle_hand_into_deck(g, ctx.opponent)
    draw(g, ctx.opponent, 3)


# 599 Roggenrola — Harden (II-C-16).
@effect(860,
        text="In the opponent's next turn, attack damage of 40 or less done to the attacker is prevented.")
def _harden(g, a):
    on_pokemon(g, "prevent_damage_up_to", a.attacker, OPPONENT_NEXT_TURN, 40, a=a)


# 600 Boldore — Smack Down.
more_damage_if(862, 50, lambda g, a: a.opp.active is not None and Q.resistance(g, a.opp.active) == FIGHTING,
               when="the Defending Pokémon has {F} Resistance")


# 601 Gigalith — Vengeful Cannon.
damage_for_each(864, 20, lambda g, a: sum(m.counters for m in a.me.bench if Q.has_type(g, m, FIGHTING)),
                per="damage counter on your Benched {F} Pokémon")


# 602 Sawk — Rising Chop (II-D-01 (b); II-B-06).
@damage(867,
        text="Unless the Defending Pokémon is a Pokémon ex, the attack does nothing. Weakness and Resistance "
             "don't apply to its damage.")
def _rising_chop(g, a):
    if a.opp.active is None or not mon_is_ex(a.opp.active):
        a.fail()
    a.ignore_weakness_resistance()


# 603 Archen — Acrobatics (II-B-01).
flip_damage(868, 2, 30, more=True)


# 604 Archeops — Ancient Wing (II-C-13).
def _evolved_opponents(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if m.is_evolved() and ability_affects(g, ctx.player, m)]


@ability(604, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(_evolved_opponents(g, ctx)),
         text="Once per turn, while this Pokémon is Active: pick an evolved Pokémon of the opponent and "
              "return its highest-Stage Evolution card to their hand, devolving it.")
def _ancient_wing(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _evolved_opponents(g, ctx), source=604,
                                  prompt="Choose an evolved Pokémon to devolve")
    devolve_into(g, mon, 1, "hand")


# 608 Purrloin — Invite Evil.
search_deck_for(875, both(is_pokemon, of_type(DARKNESS)), up_to=3, prompt="Choose up to 3 {D} Pokémon",
                text="Search the deck for at most 3 {D} Pokémon, show them and add them to the hand, then "
                     "shuffle the deck.")


# 611 Scrafty — Ruffians Attack (II-B-02).
@damage(879, text="Flip a coin per {D} Pokémon of yours in play; 60 damage per heads.")
def _ruffians_attack(g, a):
    a.damage = 60 * flips(g, a.player, sum(1 for m in a.me.in_play() if Q.has_type(g, m, DARKNESS)))


# 618 Hydreigon ex — Greedy Eater (III-14 R2; counted at P8 step 4, all still in play).
@passive(618, "prizes",
         text="When the damage of this Pokémon's attack Knocks Out a Basic Pokémon of the opponent, you take "
              "1 extra Prize card.")
def _greedy_eater(g, holder, inst, mon, ko):
    if mon.owner != holder.owner and ko.by_attack and ko.attack.attacker is holder and mon_is_basic(mon):
        return 1
    return 0


# 620 Ferrothorn — Power Whip (unit; II-B-02, II-B-08).
@damage(894,
        text="Pick one of the opponent's Pokémon: 20 damage to it per Energy on the attacker (Weakness and "
             "Resistance apply to an Active target only).")
def _power_whip(g, a):
    n = count_energy(g, a.attacker)
    if n:
        yield from hit_chosen(g, a, 20 * n)


# 624 Durant — Bite Together.
more_damage_if(899, 20, lambda g, a: any(m.name == "Durant" for m in a.me.bench),
               when="you have a Durant on the Bench")


# 627 Watchog — Focus Energy.  Told to P2 as the difference from the base damage at step 2 (same total:
# both come before Weakness, and the base is more than 0); an attack effect on it, gone if it goes to the
# Bench.
@lasting("named_attack_base", "damage_dealt")
def _named_attack_base(g, e, a, target):
    name, base = e.value
    if a.attacker.uid == e.target and a.name == name and target is g.players[a.opponent].active:
        return base - a.damage
    return 0


@effect(905, text="In your next turn, the Hyper Fang attack of this Pokémon has a base damage of 240.")
def _focus_energy(g, a):
    on_pokemon(g, "named_attack_base", a.attacker, YOUR_NEXT_TURN, ("Hyper Fang", 240), a=a)


# 630 Stoutland — Odor Sleuth.
@effect(910,
        text="Flip 3 coins, then take as many cards from the discard pile into the hand as there were heads, "
             "at most.")
def _odor_sleuth(g, a):
    heads = flips(g, a.player, 3)
    if heads:
        yield from recover_from_discard(g, a.player, any_card, up_to=heads, at_least=0, source=a.attacker.cid,
                                        prompt=f"Choose up to {heads} cards")


# 630 Stoutland — Special Fang.
more_damage_if(911, 100, lambda g, a: any(is_special_energy(e) for e in a.attacker.energy),
               when="the attacker has any Special Energy attached")
