"""An oracle written from PySolFC's source: every key of the family held to the game
PySolFC plays (pysollib/games/montana.py, github.com/shlomif/PySolFC), move by move.

The re-statement below is written from montana.py alone, in its own terms (ranks
from 0 for the Ace, RSTEP squares a row, RBASE the rank column 1 takes), and shares
nothing with the engine but the Board it reads the cards from:

- who may go into a gap: the acceptsCards of each game's RowStack class
  (Montana_RowStack, Galary_RowStack, Jungle_RowStack, SpacesAndAces_RowStack,
  Paganini_RowStack) with BasicRowStack's caps (one card, an empty target), from
  any square of the table;
- which cards are in place: Montana_Talon.dealCards's in-sequence run from column 1
  (Paganini_Talon._inSequence for Paganini's ranks), and Montana.isGameWon;
- what the redeal does: the cards out of sequence gathered and dealt again, the
  spaces where getRedealSpaces puts them (Montana_Talon: each row's first square out
  of sequence; Spaces_Talon: four of the gathered squares at random; Station_Talon:
  each row's last square), as many redeals as max_rounds - 1, at any time
  (Montana_Talon.canDealCards);
- the deal, as far as it is a rule: where startGame leaves column 1.

Random legal moves are played from numbered deals and from won boards a few swaps
away (where the runs, heads and twins the exceptions concern are), and at every
position the engine's legal moves must equal the oracle's, but for the differences
docs/rules.md names in "Where we differ from PySolFC on purpose" (EXCEPTIONS: each
names the words of the doc it rests on, and a test holds the doc to them).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from addiction.engine import ALL_PRESETS, Board, Card, RedealMode, Rules, ShuffleTiming

# A square's card as PySolFC holds it: (rank from 0 for the Ace, suit), or None.
Pysol = tuple[int, str] | None
Grid = list[Pysol]
# acceptsCards of a RowStack for a target square other than column 1 (which takes
# RBASE in every game): (grid, row length, target square, card) -> accepted
Accepts = Callable[[Grid, int, int, tuple[int, str]], bool]


def montana_accepts(grid: Grid, rstep: int, target: int, card: tuple[int, str]) -> bool:
    """Montana_RowStack: the left neighbour's suit, one rank up."""
    left = grid[target - 1]
    return left is not None and left[1] == card[1] and left[0] + 1 == card[0]


def galary_accepts(grid: Grid, rstep: int, target: int, card: tuple[int, str]) -> bool:
    """Galary_RowStack: as Montana, or the right neighbour's suit one rank down; the
    right neighbour is the next stack of the table (`self.id < len(r)-1`)."""
    if montana_accepts(grid, rstep, target, card):
        return True
    right = grid[target + 1] if target < len(grid) - 1 else None
    return right is not None and right[1] == card[1] and right[0] - 1 == card[0]


def jungle_accepts(grid: Grid, rstep: int, target: int, card: tuple[int, str]) -> bool:
    """Jungle_RowStack: one rank up from the left neighbour, any suit."""
    left = grid[target - 1]
    return left is not None and left[0] + 1 == card[0]


def spaces_and_aces_accepts(grid: Grid, rstep: int, target: int, card: tuple[int, str]) -> bool:
    """SpacesAndAces_RowStack: the left neighbour's suit, any higher rank."""
    left = grid[target - 1]
    return left is not None and left[1] == card[1] and left[0] < card[0]


def paganini_accepts(grid: Grid, rstep: int, target: int, card: tuple[int, str]) -> bool:
    """Paganini_RowStack: the left neighbour's suit; a 6 (rank 5) after the Ace."""
    left = grid[target - 1]
    if left is None or left[1] != card[1]:
        return False
    return card[0] == 5 if left[0] == 0 else left[0] + 1 == card[0]


@dataclass(frozen=True)
class PysolGame:
    """A game as montana.py plays it: its class and number, RSTEP and RBASE, its
    RowStack's rule, its Talon's redeals and spaces, and startGame's column 1."""

    game: str  # the class and the number registerGame gives it
    rstep: int
    rbase: int
    accepts: Accepts
    redeals: int | None  # max_rounds - 1; None: the key's own (an Addiction preset)
    spaces: str  # getRedealSpaces: "after-runs" (Montana_Talon), "random", "last-column"
    column_1: str  # after startGame: "any" (dealt), "aces" (BlueMoon, RedMoon), "empty"
    paganini_ranks: bool = False  # Paganini_Talon._inSequence


#: Each key of the family, with the PySolFC game it is held to.
ORACLE: dict[str, PysolGame] = {
    # The Addiction presets are rule sets of this game, no game of PySolFC's: their
    # moves are Montana's, their redeal Montana's spaces (after-runs) or Spaces'
    # (random); how many and when are their own (docs/rules.md, "Rule sets").
    "addiction": PysolGame("Spaces (116)", 13, 1, montana_accepts, None, "random", "any"),
    "classic": PysolGame("Montana (53)", 13, 1, montana_accepts, None, "after-runs", "any"),
    "montana": PysolGame("Montana (53)", 13, 1, montana_accepts, None, "after-runs", "any"),
    "relaxed": PysolGame("Spaces (116)", 13, 1, montana_accepts, None, "random", "any"),
    "station": PysolGame("Station (858)", 13, 1, montana_accepts, 2, "last-column", "any"),
    "spaces": PysolGame("Spaces (116)", 13, 1, montana_accepts, 2, "random", "any"),
    "blue-moon": PysolGame("BlueMoon (63)", 14, 0, montana_accepts, 2, "after-runs", "aces"),
    "red-moon": PysolGame("RedMoon (117)", 14, 0, montana_accepts, 2, "after-runs", "aces"),
    "galary": PysolGame("Galary (275)", 14, 0, galary_accepts, 2, "after-runs", "aces"),
    "free-parking": PysolGame("FreeParking (276)", 13, 1, galary_accepts, 2, "after-runs", "any"),
    "jungle": PysolGame("Jungle (380)", 14, 0, jungle_accepts, 1, "after-runs", "aces"),
    "spaces-and-aces": PysolGame(
        "SpacesAndAces (381)", 14, 0, spaces_and_aces_accepts, 0, "none", "empty"
    ),
    "paganini": PysolGame(
        "Paganini (706)", 10, 0, paganini_accepts, 1, "after-runs", "aces", paganini_ranks=True
    ),
    "house-of-commons": PysolGame(
        "HouseOfCommons (794)", 10, 1, montana_accepts, 1, "after-runs", "any"
    ),
    "line-up": PysolGame("Pretzel (795, Line Up)", 6, 0, montana_accepts, 0, "none", "any"),
    "double-montana": PysolGame(
        "DoubleMontana (877)", 13, 1, montana_accepts, 2, "after-runs", "any"
    ),
    "double-blue-moon": PysolGame(
        "DoubleBlueMoon (770)", 14, 0, montana_accepts, 2, "after-runs", "aces"
    ),
    "double-red-moon": PysolGame(
        "DoubleRedMoon (771)", 14, 0, montana_accepts, 2, "after-runs", "aces"
    ),
    "paganini-ii-v2": PysolGame("PaganiniII (759)", 14, 0, montana_accepts, 0, "none", "empty"),
    # Paganini II's old rules are no game of PySolFC's: held to what docs/rules.md
    # says they are, Spaces and Aces' rule on Paganini II's grid.
    "paganini-ii": PysolGame(
        "SpacesAndAces' rule on PaganiniII's grid",
        14,
        0,
        spaces_and_aces_accepts,
        0,
        "none",
        "empty",
    ),
}

#: The differences docs/rules.md names ("Where we differ from PySolFC on purpose"),
#: each with words of the doc that name it (held to the doc below).
EXCEPTIONS = {
    "head": "the card at the head of a row (a 2 where the Aces are out",
    "run-leaves": "in Jungle, Galary and Free Parking a card may leave a run",
    "twin": "in the two-deck games a card in place may move into a gap right of its",
    "wrap": "A gap never looks across the end of a row",
}
DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def pysol_grid(board: Board) -> Grid:
    return [None if card is None else (card.rank - 1, card.suit) for card in board]


def oracle_moves(game: PysolGame, grid: Grid) -> set[tuple[Pysol, int, int]]:
    """Every (card, source, target) PySolFC's row stacks accept: one card from any
    square into any empty square (BasicRowStack's caps, max_cards 1)."""
    moves = set()
    for target, held in enumerate(grid):
        if held is not None:
            continue
        for source, card in enumerate(grid):
            if card is None:
                continue
            if target % game.rstep == 0:
                accepted = card[0] == game.rbase
            else:
                accepted = game.accepts(grid, game.rstep, target, card)
            if accepted:
                moves.add((card, source, target))
    return moves


def in_sequence(game: PysolGame, grid: Grid) -> set[int]:
    """Montana_Talon.dealCards's squares in sequence: from a card of rank RBASE in
    column 1, its suit at ranks RBASE, RBASE + 1, ... (_inSequence)."""
    squares = set()
    for start in range(0, len(grid), game.rstep):
        first = grid[start]
        if first is None or first[0] != game.rbase:
            continue
        for j in range(game.rstep):
            card = grid[start + j]
            if card is None:
                break
            rank = card[0] - 4 if game.paganini_ranks and card[0] >= 5 else card[0]
            if card[1] != first[1] or rank != game.rbase + j:
                break
            squares.add(start + j)
    return squares


def is_game_won(game: PysolGame, grid: Grid) -> bool:
    """Montana.isGameWon (Paganini.isGameWon): every row in sequence for RSTEP - 1 squares."""
    return len(in_sequence(game, grid)) == (game.rstep - 1) * (len(grid) // game.rstep)


def exception_of(
    key: str, game: PysolGame, rules: Rules, board: Board, move: tuple[Pysol, int, int]
) -> str | None:
    """The documented difference a move PySolFC allows and the engine refuses falls
    under, or None (undocumented)."""
    card, source, target = move
    assert card is not None
    locked = board.locked_squares()
    if source % game.rstep == 0 and target % game.rstep == 0 and card[0] == game.rbase:
        return None if rules.head_moves else "head"
    if key in ("jungle", "galary", "free-parking") and source in locked:
        return "run-leaves"
    if board.shape.decks == 2 and source in locked:
        return "twin"
    grid = pysol_grid(board)
    if (
        game.accepts is galary_accepts
        and target % game.rstep == game.rstep - 1
        and not montana_accepts(grid, game.rstep, target, card)
    ):
        return "wrap"
    return None


def check_position(
    key: str, game: PysolGame, rules: Rules, board: Board, seen: Counter[str]
) -> None:
    grid = pysol_grid(board)
    engine = {((m.card.rank - 1, m.card.suit), m.source, m.target) for m in board.legal_moves()}
    pysol = oracle_moves(game, grid)
    assert engine <= pysol, f"{key}: the engine allows what PySolFC refuses: {engine - pysol}"
    for move in pysol - engine:
        found = exception_of(key, game, rules, board, move)
        assert found is not None, f"{key}: PySolFC allows {move}, undocumented\n{board}"
        seen[found] += 1
    assert board.locked_squares() == in_sequence(game, grid), f"{key}: in place\n{board}"
    assert board.is_won() == is_game_won(game, grid)


def check_redeal(game: PysolGame, rules: Rules, board: Board, seed: int) -> Board:
    """The engine's redeal against getRedealSpaces; returns the redealt board."""
    after = board.redeal(rules.redeal, seed)
    grid, dealt = pysol_grid(board), pysol_grid(after)
    kept = in_sequence(game, grid)
    gathered = [square for square in range(len(grid)) if square not in kept]
    assert all(dealt[square] == grid[square] for square in kept)
    assert Counter(dealt[square] for square in gathered) == Counter(
        grid[square] for square in gathered
    )
    spaces = {square for square in gathered if dealt[square] is None}
    rows = len(grid) // game.rstep
    if game.spaces == "after-runs":
        assert spaces == {min(s for s in gathered if s // game.rstep == row) for row in range(rows)}
    elif game.spaces == "last-column":
        assert spaces == {row * game.rstep + game.rstep - 1 for row in range(rows)}
    else:
        assert game.spaces == "random" and len(spaces) == 4  # four of the gathered squares
    return after


def won_board(rules: Rules) -> Board:
    shape = rules.shape
    squares: list[Card | None] = [None] * shape.squares
    for row, suit in enumerate("SHDC" * shape.decks):
        for column, rank in enumerate(shape.run):
            squares[row * shape.columns + column] = Card(rank, suit)
    return Board(squares, shape)


def starts(rules: Rules, rng: random.Random) -> list[Board]:
    """Deals 1-3 and three won boards a few swaps away."""
    boards = [Board.deal(number, rules.shape) for number in range(1, 4)]
    for swaps in (2, 3, 5):
        cells = list(won_board(rules).squares)
        for _ in range(swaps):
            one, other = rng.sample(range(len(cells)), 2)
            cells[one], cells[other] = cells[other], cells[one]
        boards.append(Board(cells, rules.shape))
    return boards


#: Keys held elsewhere, with where: games whose moves this grid oracle (column 1 takes
#: RBASE, a gap takes from its left) cannot express.
HELD_ELSEWHERE: dict[str, str] = {
    "rectangular-rovers": "tests/engine/test_rectangular_rovers.py (PySolFC's isNeighbour)",
    "maze": "tests/engine/test_maze.py (SolSuite's game, not PySolFC's)",
}


def test_every_key_has_an_oracle_or_says_where_it_is_held() -> None:
    for key in ALL_PRESETS:
        assert (key in ORACLE) != (key in HELD_ELSEWHERE), (
            f"{key!r}: add a PySolFC oracle to {__file__}, or say where it is held"
        )
    for place in HELD_ELSEWHERE.values():
        assert (Path(__file__).parents[2] / place.split()[0]).is_file()


@pytest.mark.parametrize("key", sorted(ORACLE.keys() & ALL_PRESETS.keys()))
def test_every_key_plays_as_pysolfc_but_for_the_documented_differences(key: str) -> None:
    game, rules = ORACLE[key], ALL_PRESETS[key]
    assert (rules.shape.columns, rules.shape.first_rank - 1) == (game.rstep, game.rbase)
    if game.redeals is not None:  # a game of PySolFC's: max_rounds - 1, at any time
        assert rules.shuffles == game.redeals
        assert rules.shuffle_timing is ShuffleTiming.ANY_TIME and rules.undo_across_shuffle
    if rules.shuffles != 0:
        mode = {"after-runs": RedealMode.AFTER_RUNS, "random": RedealMode.RANDOM}
        assert rules.redeal is mode.get(game.spaces, RedealMode.LAST_COLUMN)
    rng = random.Random(key)
    seen: Counter[str] = Counter()
    for start in starts(rules, rng):
        board = start
        for _ in range(20):
            check_position(key, game, rules, board, seen)
            moves = board.legal_moves()
            if moves:
                board = board.play(rng.choice(moves))
            elif rules.shuffles != 0:
                board = check_redeal(game, rules, board, rng.getrandbits(32))
            else:
                break
        if rules.shuffles != 0:
            check_redeal(game, rules, board, rng.getrandbits(32))
    deals = [Board.deal(number, rules.shape) for number in (1, 2, 3)]
    column_1 = [
        deal[square] for deal in deals for square in range(0, len(deal.squares), game.rstep)
    ]
    if game.column_1 == "aces":
        assert all(card is not None and card.rank == 1 for card in column_1)
    elif game.column_1 == "empty":
        assert all(card is None for card in column_1)


def test_the_exceptions_are_the_docs() -> None:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    differences = text[text.index("Where we differ from PySolFC on purpose") :]
    for name, words in EXCEPTIONS.items():
        assert words in differences, f"{name}: docs/rules.md no longer says {words!r}"


def test_the_oracle_finds_the_difference_issue_35_found() -> None:
    """Paganini II's old rules (Spaces and Aces' moves) held to PySolFC's PaganiniII:
    on issue 35's scrambled won board the engine allows KD 82>80, which PySolFC refuses."""
    rules = ALL_PRESETS["paganini-ii"]
    cells = list(won_board(rules).squares)
    for one, other in ((80, 83), (82, 40), (79, 37)):
        cells[one], cells[other] = cells[other], cells[one]
    board = Board(cells, rules.shape)
    with pytest.raises(AssertionError, match="the engine allows what PySolFC refuses"):
        check_position("paganini-ii", ORACLE["paganini-ii-v2"], rules, board, Counter())
    check_position("paganini-ii", ORACLE["paganini-ii"], rules, board, Counter())
