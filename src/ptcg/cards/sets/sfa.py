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
@damage(183)
def _cruel_arrow(g, a):
    yield from hit_chosen(g, a, 100)


# 140 Fezandipiti ex — Flip the Script: if any of your Pokémon were Knocked Out during the
# opponent's last turn, draw 3; one Flip the Script per turn (II-E-11, II-E-14, RC-178).
@ability(140, 0, limit=ONCE_PER_NAME,
         can_use=lambda g, ctx: bool(ctx.me.deck) and knocked_out_last_turn(g, ctx.player))
def _flip_the_script(g, ctx):
    draw(g, ctx.player, 3)


# 144 Kyurem — Trifrost: 110 damage to each of 3 of the opponent's Pokémon (all of them if
# fewer; II-B-08, II-D-04), then discard all Energy from this Pokémon (P1 step 5).
@damage(188)
def _trifrost(g, a):
    yield from hit_chosen(g, a, 110, count=3)


@effect(188)
def _trifrost_discard(g, a):
    discard_all_energy(g, a.attacker)


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
