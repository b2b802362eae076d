"""Black & White (BLW, Black & White 1)."""

from ...effects import *  # noqa: F401,F403

# 169015 Tepig — Take Down (also 190073 Rhyhorn PRC 74, 190074 Rhydon PRC 75): the attacker takes 10
# damage as well (II-B-09).
self_damage(1690150, 10)


# 169092 Energy Search (BLW 93, also 178127 BCR 128): the pool's Energy Search (1119) in its older
# words: a Basic Energy from the deck into the hand, shown, then the deck is shuffled.
reprint(169092, 1119)


# 169098 Pokémon Communication (BLW 99, Item): a Pokémon of the hand, shown, goes into the deck;
# then a Pokémon of the deck, shown, comes into the hand, and the deck is shuffled.
@trainer(169098, can_play=lambda g, ctx: any(map(is_pokemon, ctx.me.hand)),
         text="Trade a Pokémon of the hand for one of the deck: the one given is shown and goes into the "
              "deck, the one taken is shown too; then the deck is shuffled.")
def _pokemon_communication(g, ctx):
    given = yield from pick_cards(g, ctx.player, [c for c in ctx.me.hand if is_pokemon(c)], exactly=1,
                                  source=169098, prompt="Choose a Pokémon of your hand to put into your deck")
    if not given:
        return
    g.emit("reveal", ctx.player, cards=list(given), revealed=list(given),
           note="{player} shows {cards} and puts it into their deck")
    move_cards(g, given, "deck")
    yield from search_to_hand(g, ctx.player, is_pokemon, source=169098, prompt="Choose a Pokémon")


# 169106 Pikachu — Thunderbolt (also 179016 Infernape — Malevolent Fire of Plasma Storm): every
# Energy attached to the attacker is discarded (II-C-01).
discard_all_own_energy(1691061)


# 169100 Professor Juniper (BLW 101, Supporter; also 224177 Professor's Research SSH 178).  Only an
# empty deck and no other card in the hand would leave nothing to change.
@trainer(169100, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.me.deck),
         text="Discard the whole hand, then draw 7 cards.")
def _professor_juniper(g, ctx):
    discard_hand(g, ctx.player)
    draw(g, ctx.player, 7)
