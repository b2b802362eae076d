"""The primitives card code is written in, named after the rule guide's Part II idioms.

``from ptcg.effects import *`` gives card modules everything they need:

* choosing (II-D-02..05): :mod:`.choose`
* cards between zones (I-H, II-C-01/02/20, II-E-19/35/36): :mod:`.cards`
* Pokémon in play (II-C-03..08, 12, 13): :mod:`.pokemon`
* Energy (II-C-09/10, II-D-08): :mod:`.energy_moves`
* damage helpers for attacks (II-B): :mod:`.hits`
* Special Conditions (III-07): :mod:`.conditions`
* lasting effects and durations (II-C-14..19, II-E-01/02/22/23): :mod:`.durations`
* card predicates: :mod:`.filters`
* Ability helpers, history conditions, "use it as this attack": :mod:`.abilities`
* one-line specs for recurring attack texts: :mod:`.specs`
* the card side of the older eras' mechanisms (Fossils, Spirit Link, Seal Stones,
  Z-crystals, TAG TEAM extra Energy): :mod:`.older`
"""

from ..registry import (ACTIVE_ONLY, BENCH_ONLY, IN_DISCARD, IN_HAND, IN_PLAY, ONCE,
                              discard_from_play_allowed,
                              ONCE_PER_NAME, UNLIMITED, ability, attack_rule, damage, effect,
                              energy, lasting, no_code, passive, reprint, reprint_attack, stadium_ability, trainer,
                              trigger)
from ..rules import queries as Q
from ..rules.zones import flip, flip_until_tails, flips, random_index
from ..rules.winning import lose, win
from ..types import (ALL_TYPES, ALL_TYPES_WITH_FAIRY, COLORLESS, COLORLESS_BIT, DARKNESS, DRAGON, FAIRY,
                     FIGHTING, FIRE, GRASS, LIGHTNING, METAL, PSYCHIC, WATER, bit)
from .abilities import *  # noqa: F401,F403
from .cards import *  # noqa: F401,F403
from .choose import *  # noqa: F401,F403
from .conditions import *  # noqa: F401,F403
from .hits import *  # noqa: F401,F403
from .energy_moves import *  # noqa: F401,F403
from .filters import *  # noqa: F401,F403
from .durations import *  # noqa: F401,F403
from .pokemon import *  # noqa: F401,F403
from .specs import *  # noqa: F401,F403
from .older import *  # noqa: F401,F403
