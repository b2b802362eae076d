"""Sun & Moon Black Star Promos (PR-SM)."""

from ...effects import *  # noqa: F401,F403


# 203216 Mewtwo — Mind Report (SM214; also 217074 Mewtwo, UNB 75): a triggered Ability (II-E-06), only
# for the card itself benched from the hand in its owner's turn; the Supporter chosen is seen.
@trigger(203216, "played_to_bench", 0,
         text="When you bench this Pokémon from your hand in your turn, you may take a Supporter from the "
              "discard pile and put it face up on top of the deck.")
def _mind_report(g, holder, inst):
    p = g.players[holder.owner]
    if inst != holder.top or not any(map(is_supporter, p.discard)):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from pick_cards(g, ctx.player, [c for c in p.discard if is_supporter(c)], exactly=1,
                                source=203216, prompt="Choose a Supporter to put on top of your deck")
    move_cards(g, got, "deck")
    g.emit("to_deck", ctx.player, cards=list(got))


# 203170 Pikachu & Zekrom-GX — Full Blitz (SM168; also 215032 TEU 33): Basic {L} Energy cards, all to
# one Pokémon (II-C-09; a hidden search may find none, I-H R2).
@effect(2031700, text="Search the deck for at most 3 Basic {L} Energy and attach them all to one of your "
                      "Pokémon, then shuffle the deck.")
def _full_blitz(g, a):
    yield from attach_from(g, a.player, "deck", basic_energy_of(LIGHTNING), a.me.in_play(), up_to=3,
                           one_target=True, source=a.attacker.cid, prompt="Choose at most 3 Basic {L} Energy")


# 203170 Pikachu & Zekrom-GX — Tag Bolt-GX (SM168): the TAG TEAM bonus counts {L} units beyond the cost
# (III-14; no Weakness or Resistance on the Bench, II-B-08).
@damage(2031701, text="With at least 3 {L} Energy attached beyond this attack's cost, also do 170 damage to "
                      "one of the opponent's Benched Pokémon (no Weakness or Resistance on the Bench).")
def _tag_bolt(g, a):
    if extra_energy(g, a, LIGHTNING) >= 3 and a.opp.bench:
        yield from hit_chosen(g, a, 170, bench_only=True)
