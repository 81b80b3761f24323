"""How the campaign's levels are made (scripts/campaign_levels.py writes them to
addiction/resources/campaign.json; docs/campaign.md explains the choices).

Everything is seeded (SplitMix64 from fnv1a64 of a fixed text) and every search
counted in solver positions, never in time, so the same code makes the same
levels on every machine.

Candidates, sixty of them:
- TEACHING_LAYOUTS made-up layouts: a won board with a few moves taken back
  (scrambled), the 2s left in column 1, so no 2 is ever to be chosen and the
  route needs no shuffle; more moves taken back make it longer.
- as many scrambled layouts whose 2s may move too;
- numbered deals drawn one after another, under the rule sets of DEAL_RULES in
  turn, each with find_route's route (ROUND_NODES per round): the first
  DEALS_PER_GROUP the game's hints lose (played by them with HINT_NODES
  positions per hint), and of those they win, the first DEALS_PER_GROUP whose
  route needs no shuffle, one, and two or more.

Difficulty (campaign.Difficulty) is measured on each: whether the hints won it,
PLAYOUTS games of policy_game, a fixed policy that knows no planning (a move
that puts a card in place when there is one, else any move, at random; a
shuffle only when stuck), the shuffles the route needs, and the solver
positions spent finding it. The road is the candidates sorted by it, easiest
first, so the last stage holds the deals the hints lose.

The hints are played by addiction/autoplay.py, above the engine: the caller
hands its player in (HintPlayer).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .board import COLUMNS, MAX_DEAL, ROWS, Board, Move
from .campaign import Difficulty, Level
from .cards import PLAYING_CARDS, Card
from .game import Action, Game, GameStatus
from .rng import SplitMix64, fnv1a64
from .rules import Rules
from .shape import MONTANA
from .winnable import find_route

ROUND_NODES = 20_000
PLAYOUTS = 100
TEACHING_LAYOUTS = 10
#: The moves taken back for the made-up layouts: 2s fixed, then 2s free.
TEACHING_MOVES = tuple(range(4, 4 + 3 * TEACHING_LAYOUTS, 3))
SCRAMBLE_MOVES = tuple(range(30, 30 + 6 * TEACHING_LAYOUTS, 6))
DEAL_RULES = ("addiction", "classic", "montana")
DEALS_PER_GROUP = 10
#: The hints' budget when they play a candidate: the route search's, so a level
#: the hints lose is one a search of the same size wins only by planning across
#: shuffles (the game's own hints, with far more, are measured in docs/campaign.md).
HINT_NODES = ROUND_NODES
#: Whether the game's hints, with this many positions per hint, win a game.
HintPlayer = Callable[[Game, int], bool]


def won_board() -> Board:
    """Rows of spades, hearts, diamonds, clubs from 2 to King, the gaps last."""
    squares: list[Card | None] = []
    for row in range(ROWS):
        squares.extend(PLAYING_CARDS[row * 12 : row * 12 + 12])
        squares.append(None)
    return Board(squares)


def scramble(seed: int, moves: int, move_twos: bool) -> tuple[Board, tuple[Move, ...]]:
    """A won board with `moves` moves taken back at random, and the moves that win
    it again. Each step takes a card that a legal move could have put where it is
    (right of its predecessor, or a 2 in column 1 when move_twos) back into a gap
    (never a 2 into column 1, a move the rules do not offer), not the card taken
    back last unless no other can be; the scramble ends early when none can."""
    rng = SplitMix64(seed)
    squares = list(won_board().squares)
    taken_back: list[Move] = []
    last: Card | None = None
    while len(taken_back) < moves:
        gaps = [square for square, card in enumerate(squares) if card is None]
        choices: list[tuple[Card, int, int]] = []
        for target, card in enumerate(squares):
            if card is None:
                continue
            column = target % COLUMNS
            if column:
                left = squares[target - 1]
                fits = left is not None and left.successor() == card
                sources = gaps
            else:
                fits = move_twos and card.rank == 2
                sources = [gap for gap in gaps if gap % COLUMNS]
            if fits:
                choices.extend((card, source, target) for source in sources)
        fresh = [choice for choice in choices if choice[0] != last]
        choices = fresh or choices
        if not choices:
            break
        card, source, target = choices[rng.below(len(choices))]
        squares[source], squares[target] = card, None
        taken_back.append(Move(card, source, target))
        last = card
    return Board(squares), tuple(reversed(taken_back))


#: On another shape than Addiction's a card can go back where it was (Galary, Free
#: Parking, Jungle, Spaces and Aces, Paganini II), and random moves can go on for
#: ever: policy_game gives up (a loss) after this many moves per card on the table.
#: Measured on Galary's deals 1000-1029: at 20 a card the games reach the limit
#: (880 moves on average, 60 ms a game) and none is won; at 5, 18 ms a game.
POLICY_MOVES_PER_CARD = 5


def policy_game(game: Game, rng: SplitMix64) -> bool:
    """Play game to its end by the fixed policy; True when won. A move that puts a
    card in place when there is one, else any legal move, chosen at random; a
    shuffle only when no move is left. On another shape than Addiction's (where no
    card goes back, so every game ends) a game that reaches POLICY_MOVES_PER_CARD
    moves a card is lost."""
    shape = game.rules.shape
    most = None if shape == MONTANA else POLICY_MOVES_PER_CARD * len(shape.cards)
    columns = shape.columns
    while game.status is GameStatus.PLAYING:
        if most is not None and game.moves_made >= most:
            return False
        board = game.board
        moves = board.legal_moves()
        if not moves:
            if not game.can_shuffle:
                return False
            game.shuffle()
            continue
        runs = board.run_lengths()
        placing = [move for move in moves if move.target % columns == runs[move.target // columns]]
        pool = placing or moves
        game.play(pool[rng.below(len(pool))])
    return game.status is GameStatus.WON


def measure(
    name: str,
    layout: Board,
    rules: Rules,
    deal: int | None,
    route: tuple[Action, ...],
    nodes: int,
    hints_won: bool,
) -> Level:
    """A candidate level (numbered 1 until the road is sorted) with its difficulty."""
    unmeasured = Difficulty(hints_won, 0, PLAYOUTS, 0, nodes)
    unnumbered = Level(1, layout, rules, deal, route, unmeasured)
    rng = SplitMix64(fnv1a64(f"campaign/policy/{name}"))
    wins = sum(policy_game(unnumbered.new_game(), rng) for _ in range(PLAYOUTS))
    shuffles = sum(1 for step in route if not isinstance(step, Move))
    difficulty = Difficulty(hints_won, wins, PLAYOUTS, shuffles, nodes)
    return Level(1, layout, rules, deal, route, difficulty)


def scrambled_level(name: str, moves: int, move_twos: bool, hints: HintPlayer) -> Level:
    """A made-up candidate: the scramble's own route, or the solver's if shorter."""
    layout, route = scramble(fnv1a64(f"campaign/{name}"), moves, move_twos)
    rules = Rules.preset("addiction")
    found = find_route(Game.from_board(layout, rules), ROUND_NODES, max_shuffles=0)
    nodes = 0 if found is None else found.nodes
    best: tuple[Action, ...] = route
    if found is not None and len(found.route) < len(route):
        best = found.route
    hints_won = hints(Game.from_board(layout, rules), HINT_NODES)
    return measure(name, layout, rules, None, best, nodes, hints_won)


def deal_candidates() -> Iterator[tuple[int, Rules]]:
    """Numbered deals drawn one after another, under the DEAL_RULES in turn."""
    rng = SplitMix64(fnv1a64("campaign/deals"))
    index = 0
    while True:
        yield rng.below(MAX_DEAL) + 1, Rules.preset(DEAL_RULES[index % len(DEAL_RULES)])
        index += 1


def dealt_level(
    deal: int, rules: Rules, hints: HintPlayer, wanted: Callable[[int, bool], bool] | None = None
) -> Level | None:
    """A numbered deal as a candidate, measured; None when find_route finds no route,
    or wanted (given the route's shuffles and whether the hints won) says no."""
    found = find_route(Game.new(deal, rules), ROUND_NODES)
    if found is None:
        return None
    won = hints(Game.new(deal, rules), HINT_NODES)
    if wanted is not None and not wanted(found.shuffles, won):
        return None
    name = f"deal/{deal}"
    return measure(name, Board.deal(deal), rules, deal, found.route, found.nodes, won)


def dealt_levels(hints: HintPlayer) -> list[Level]:
    """DEALS_PER_GROUP candidates the hints lose, and as many they win whose route
    needs no shuffle, one, and two or more."""
    lost, by_shuffles = "lost", (0, 1, 2)
    wanted: dict[str | int, int] = {group: DEALS_PER_GROUP for group in (lost, *by_shuffles)}

    def take(shuffles: int, won: bool) -> bool:
        group = min(shuffles, by_shuffles[-1]) if won else lost
        if not wanted[group]:
            return False
        wanted[group] -= 1
        return True

    made: list[Level] = []
    for deal, rules in deal_candidates():
        if not any(wanted.values()):
            return made
        level = dealt_level(deal, rules, hints, take)
        if level is not None:
            made.append(level)
    raise AssertionError("unreachable: candidates never end")


def candidates(hints: HintPlayer) -> list[Level]:
    """Every candidate, unsorted and unnumbered."""
    teaching = [
        scrambled_level(f"teaching/{index}", moves, False, hints)
        for index, moves in enumerate(TEACHING_MOVES)
    ]
    scrambled = [
        scrambled_level(f"scrambled/{index}", moves, True, hints)
        for index, moves in enumerate(SCRAMBLE_MOVES)
    ]
    return teaching + scrambled + dealt_levels(hints)


def road(levels: list[Level]) -> list[Level]:
    """The candidates sorted by difficulty, easiest first, and numbered."""
    ordered = sorted(levels, key=lambda level: level.difficulty.key)
    return [
        Level(number, level.layout, level.rules, level.deal_number, level.route, level.difficulty)
        for number, level in enumerate(ordered, start=1)
    ]


def make_levels(hints: HintPlayer) -> list[Level]:
    """The whole road, as scripts/campaign_levels.py writes it."""
    return road(candidates(hints))
