"""Black & White (BLW, Black & White 1)."""

from ...effects import *  # noqa: F401,F403

# 169015 Tepig — Take Down (also 190073 Rhyhorn PRC 74, 190074 Rhydon PRC 75): the attacker takes 10
# damage as well (II-B-09).
self_damage(1690150, 10)
