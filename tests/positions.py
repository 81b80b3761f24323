"""Building test positions in position text without writing all 52 squares each time,
and listing every position of a round."""

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


def round_positions(board: Board, limit: int | None = None) -> set[Board]:
    """Every position of the round from board (moves only, no shuffle), breadth
    first; more than limit of them fails the test: the round is too big to list."""
    seen = {board}
    frontier = [board]
    while frontier:
        following = []
        for position in frontier:
            for move in position.legal_moves():
                child = position.play(move)
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        frontier = following
        assert limit is None or len(seen) <= limit, "the round is too big to enumerate"
    return seen
