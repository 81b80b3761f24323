"""The game's sounds: what they are (Sound), made by scripts/sounds.py into
addiction/resources/sound-NAME.wav, and played through ALSA by player.py
(docs/sound.md). addiction/ui/window/sound_cues.py says when each plays."""

from __future__ import annotations

import enum


class Sound(enum.Enum):
    """Each sound, by the NAME of its file."""

    PLACE = "place"  # a card put in a gap
    REFUSED = "refused"  # a move, a drop or a shuffle that cannot be
    SHUFFLE = "shuffle"
    HINT = "hint"
    WIN = "win"
    ONE_STAR = "stars-1"  # a level won: the win, then a chime per star
    TWO_STARS = "stars-2"
    THREE_STARS = "stars-3"


#: A level's win by the stars it earned (1 to 3).
LEVEL_WINS = (Sound.ONE_STAR, Sound.TWO_STARS, Sound.THREE_STARS)
