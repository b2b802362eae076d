"""Neo Revelation (N3, 2001)."""

from ...effects import *  # noqa: F401,F403

# 112023 Sneasel — Quick Attack (also 160071 Ponyta AR 72 — Stomp): a coin; heads, 20 more
# damage (II-B-01).
coin_more_damage(1120231, 20)
