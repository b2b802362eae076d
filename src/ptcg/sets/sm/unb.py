"""Unbroken Bonds (UNB, Sun & Moon 10): the theme decks Lightning Loop and Battle Mind."""

from ...effects import *  # noqa: F401,F403


# 217022 Darmanitan — Find Wildfire (UNB 24): "Fire Energy cards" are the Basic ones (I-H R2).
search_deck_for(2170230, basic_energy_of(FIRE), up_to=3, prompt="Choose up to 3 Basic {R} Energy cards",
                text="Search the deck for at most 3 Basic {R} Energy, show them and add them to the hand, then "
                     "shuffle the deck.")


# 217026 Litten — Caturday (UNB 27) and 217146 Meowth — Caturday (UNB 147): the attacker falls
# Asleep only if a card was drawn.
def _caturday(attack_id: int, n: int, *, text: str) -> None:
    @effect(attack_id, text=text)
    def _draw_then_sleep(g, a):
        if draw(g, a.player, n):
            inflict(g, a.attacker, "asleep")


_caturday(2170260, 1, text="Draw a card; if one was drawn, the attacker falls Asleep.")
_caturday(2171460, 2, text="Draw 2 cards; if any was drawn, the attacker falls Asleep.")

# 217028 Incineroar — Strong Cheer (UNB 29): on every attack of the player's Pokémon against the
# opponent's Active, P2 step 2; several Incineroar give it once (II-E-15).
active_damage_boost(217028, 30, lambda mon: True, stack=False,
                    text="Attacks of your Pokémon do 30 extra damage to the opponent's Active (before Weakness "
                         "and Resistance). Several of these Abilities give only 30.")


# 217029 Salandit — Grass Fire (UNB 30): one Energy card providing {G}; an attack effect (II-C-17).
@effect(2170290, text="The Defending Pokémon loses one of its {G} Energy to the discard pile.")
def _grass_fire(g, a):
    mon = a.opp.active
    if mon is not None:
        yield from discard_energy(g, a.player, mon, 1, lambda e: provides_type(g, mon, e, GRASS), a=a,
                                  cards=True, source=a.attacker.cid)


# 217030 Salazzle — Roast Reveal (UNB 31): "Fire Energy card" is a Basic one; the discard is the
# Ability's cost, so it can't be used without one.
_basic_fire = basic_energy_of(FIRE)


@ability(217030, 0, can_use=lambda g, ctx: any(map(_basic_fire, ctx.me.hand)),
         text="Once per turn: discard one Basic {R} Energy from the hand, then draw 3 cards.")
def _roast_reveal(g, ctx):
    gone = yield from discard_from_hand(g, ctx.player, ctx.player, 1, _basic_fire, source=217030,
                                        prompt="Choose a Basic {R} Energy card to discard")
    if gone:
        draw(g, ctx.player, 3)


# 217055 Stunfisk — Raging Thunder (UNB 56): the player's own Benched Pokémon (II-B-09 R1).
bench_hit(2170550, 10, own=True)
# 217055 Stunfisk — Electric Trap (UNB 56; II-B-02).
damage_for_each(2170551, 30, lambda g, a: sum(1 for m in a.me.in_play() if m.damage),
                per="damaged Pokémon of yours in play")


# 217143 Raticate — Escaping Incisors (UNB 144): the opponent's Active as the effects are done.
@effect(2171430, text="Then, if the opponent's Active is an Evolution Pokémon, the attacker swaps places "
                      "with one of your Benched Pokémon.")
def _escaping_incisors(g, a):
    if a.opp.active is not None and mon_is_evolution(a.opp.active) and g.players[a.player].active is a.attacker:
        yield from switch_own(g, a.player, source=a.attacker.cid)


# 217150 Dodrio — Tri Attack (UNB 151; II-B-02).
flip_damage(2171500, 3, 60)
# 217150 Dodrio — Accelerating Stab (UNB 151): the pool's Accelerating Stab (981) in its older words.
reprint_attack(2171501, 981)


# 217190 Welder (UNB 189, Supporter): "Fire Energy cards" are the Basic ones; the draw only follows
# an attachment.  Not playable without one in the hand (nothing would change).
def _welder_targets(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if not Q.attach_from_hand_blocked(g, m)]


@trainer(217190, can_play=lambda g, ctx: any(map(_basic_fire, ctx.me.hand)) and bool(_welder_targets(g, ctx)),
         text="Attach at most 2 Basic {R} Energy from the hand to a single Pokémon of yours; if any was "
              "attached, draw 3 cards.")
def _welder(g, ctx):
    done = yield from attach_from(g, ctx.player, "hand", _basic_fire, _welder_targets(g, ctx), up_to=2,
                                  at_least=1, one_target=True, source=217190,
                                  prompt="Choose at most 2 Basic {R} Energy cards to attach")
    if done:
        draw(g, ctx.player, 3)
