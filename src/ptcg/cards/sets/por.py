"""Perfect Order (POR)."""

from ...effects import *  # noqa: F401,F403


# 18 Grow Grass Energy: provides {G}; the {G} Pokémon it is attached to gets +20 HP (II-D-15).
energy(18, provides=lambda g, mon, inst: (bit(GRASS),))


@passive(18, "max_hp")
def _grow_grass_energy(g, holder, inst, mon):
    return 20 if mon is holder and Q.has_type(g, holder, GRASS) else 0


# 19 Telepath Psychic Energy: provides {P}; attached from the hand to a {P} Pokémon, its owner
# searches the deck for up to 2 Basic {P} Pokémon to bench, then shuffles (II-E-07 R2, II-C-11).
energy(19, provides=lambda g, mon, inst: (bit(PSYCHIC),))


@trigger(19, "energy_attached")
def _telepath_psychic_energy(g, holder, inst, card, from_hand):
    if card == inst and from_hand and Q.has_type(g, holder, PSYCHIC):
        yield from search_to_bench(g, holder.owner, both(is_basic_pokemon, of_type(PSYCHIC)), up_to=2,
                                   source=19, prompt="Choose Basic {P} Pokémon to put onto your Bench")


# 20 Rock Fighting Energy: provides {F}; the {F} Pokémon it is attached to is not affected by
# effects of the opponent's attacks (II-C-17; damage is not an effect).
energy(20, provides=lambda g, mon, inst: (bit(FIGHTING),))


@passive(20, "prevent_attack_effects")
def _rock_fighting_energy(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and Q.has_type(g, holder, FIGHTING)


# 1071 Meowth ex — Last-Ditch Catch: benched from the hand, may search the deck for a Supporter;
# only one "Last-Ditch" Ability per turn (II-E-06, II-E-14).
@trigger(1071, "played_to_bench")
def _last_ditch_catch(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder, name_limit="Last-Ditch")
    if ctx is not None:
        yield from search_to_hand(g, ctx.player, is_supporter, source=1071, prompt="Choose a Supporter")


# 1152 Poké Pad: search your deck for a Pokémon without a Rule Box (II-D-18).
@trainer(1152, can_play=lambda g, ctx: bool(ctx.me.deck))
def _poke_pad(g, ctx):
    yield from search_to_hand(g, ctx.player, lambda c: is_pokemon(c) and not has_rule_box_card(c),
                              source=1152, prompt="Choose a Pokémon without a Rule Box")


# 1240 Rosa's Encouragement: only with more Prize cards left than the opponent; attach up to 2
# Basic Energy cards from the discard pile to 1 of your Stage 2 Pokémon (II-D-05).
_is_stage_2 = mon_stage(2)


def _rosa_playable(g, ctx) -> bool:
    return (len(ctx.me.prizes) > len(ctx.opp.prizes) and any(_is_stage_2(m) for m in ctx.me.in_play())
            and any(is_basic_energy(c) for c in ctx.me.discard))


@trainer(1240, can_play=_rosa_playable)
def _rosas_encouragement(g, ctx):
    stage_2 = [m for m in ctx.me.in_play() if _is_stage_2(m)]
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, stage_2, up_to=2, at_least=1,
                           one_target=True, source=1240)
