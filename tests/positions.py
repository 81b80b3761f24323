"""Building test positions in position text without writing all 52 squares each time."""

from __future__ import annotations

from addiction.engine import PLAYING_CARDS, RANKS, SUITS, Board, Card

FILL = "..."

SOLVED_TEXT = "\n".join(
    " ".join(rank + suit for rank in RANKS[1:]) + " --"
    for suit in SUITS  # 2 to K, no Ace
)


def layout(*rows: str) -> Board:
    """A board from four rows of tokens; a row ending in "..." is filled up to 13
    squares with the cards not named anywhere, highest rank first, so the filler
    never forms a run or a gap of its own. Gaps ("--") are always explicit."""
    if len(rows) != 4:
        raise ValueError("layout takes four rows")
    named = {Card.from_code(t) for row in rows for t in row.split() if t not in ("--", FILL)}
    spare = iter(sorted((c for c in PLAYING_CARDS if c not in named), key=lambda c: -c.rank))
    if sum(row.split().count("--") for row in rows) != 4:
        raise ValueError("a layout names exactly four gaps")
    lines = []
    for row in rows:
        tokens = row.split()
        if tokens and tokens[-1] == FILL:
            tokens = tokens[:-1]
            tokens += [next(spare).code for _ in range(13 - len(tokens))]
        lines.append(" ".join(tokens))
    return Board.parse("\n".join(lines))
