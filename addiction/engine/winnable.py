"""Routes that win a whole game, shuffles included, and deals known to be winnable.

The exact solver (addiction/engine/solver) answers one round: can the position be
won without a shuffle. find_route plays on across shuffles: when a round cannot be
won, it ends the round at a few chosen positions (the hints' even-rows line,
spread_line, and the line with the most cards in place), shuffles from each (the
game's own deterministic shuffles: the same position gives the same cards) and
searches the next round. It looks for a route with no shuffle first, then one,
then two..., so the route it returns uses as few shuffles as this search finds.
Every budget is counted in solver positions, never in time, so the answer is the
same on every machine.

A route is a tuple of Actions (moves and shuffles) that game.follow replays from
the game's start to a won board: the same form as a daily's route (which needs no
shuffle), for the campaign (addiction/engine/campaign.py) and Game > New winnable
deal (winnable_deal).
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import MAX_DEAL, Board, Move
from .game import Action, Game, Shuffle, replay, shuffle_deal
from .hints import SPREAD_NODES, NextShuffle, search_budget, spread_line
from .rng import SplitMix64
from .rules import Rules, ShuffleTiming
from .solver import SolveResult, SolveStatus, solve

#: The most shuffles find_route tries (rule sets with more, or unlimited, included).
MAX_ROUTE_SHUFFLES = 3

#: Game > New winnable deal: the solver's budget per round of a candidate deal,
#: and the most shuffles its route may use.
WINNABLE_ROUND_NODES = 5_000
WINNABLE_SHUFFLES = 1


@dataclass(frozen=True)
class FoundRoute:
    """A winning route and the solver positions spent finding it."""

    route: tuple[Action, ...]
    nodes: int

    @property
    def shuffles(self) -> int:
        return sum(1 for step in self.route if isinstance(step, Shuffle))


class _Search:
    """One find_route: the rules, the game's seed, and the solver answers so far."""

    def __init__(self, game: Game, round_nodes: int) -> None:
        self.rules: Rules = game.rules
        self.seed = game.seed
        self.round_nodes = round_nodes
        self.nodes = 0
        self._answers: dict[Board, SolveResult] = {}

    def solve(self, board: Board) -> SolveResult:
        answer = self._answers.get(board)
        if answer is None:
            answer = solve(board, max_nodes=self.round_nodes)
            self.nodes += answer.nodes
            self._answers[board] = answer
        return answer

    def round_ends(self, board: Board, answer: SolveResult) -> list[tuple[Move, ...]]:
        """The lines after which a shuffle is tried, best first, none twice."""
        when_stuck = self.rules.shuffle_timing is ShuffleTiming.WHEN_STUCK
        budget = min(self.round_nodes, SPREAD_NODES)
        self.nodes += budget  # spread_line's budget, counted whole (it reports no count)
        lines = [spread_line(board, budget, NextShuffle(self.rules.redeal, when_stuck))]
        lines.append(answer.best_line)
        ends: list[tuple[Move, ...]] = []
        for line in lines:
            if line is None or line in ends:
                continue
            if when_stuck and not replay(board, line).is_stuck():
                continue
            ends.append(line)
        return ends

    def route(self, board: Board, shuffles_used: int, shuffles_left: int) -> list[Action] | None:
        """A route from board using at most shuffles_left more shuffles, or None."""
        answer = self.solve(board)
        if answer.status is SolveStatus.WIN:
            return list(answer.moves)
        if shuffles_left == 0:
            return None
        for line in self.round_ends(board, answer):
            end = replay(board, line)
            if end.is_won():  # the budget ran out on the last move of a win
                return list(line)
            dealt = shuffle_deal(end, self.rules.redeal, self.seed, shuffles_used)
            rest = self.route(dealt, shuffles_used + 1, shuffles_left - 1)
            if rest is not None:
                return [*line, Shuffle(shuffles_used, dealt), *rest]
        return None


def find_route(
    game: Game, round_nodes: int, max_shuffles: int = MAX_ROUTE_SHUFFLES
) -> FoundRoute | None:
    """A route that wins game from its start with the fewest shuffles this search
    finds (at most max_shuffles, and what the rules allow), each round searched
    with round_nodes positions; None when none is found."""
    allowed = game.rules.shuffles
    most = max_shuffles if allowed is None else min(allowed, max_shuffles)
    search = _Search(game, round_nodes)
    for shuffles in range(most + 1):
        route = search.route(game.initial, 0, shuffles)
        if route is not None:
            return FoundRoute(tuple(route), search.nodes)
    return None


@dataclass(frozen=True)
class WinnableDeal:
    """A deal, its rules, and a route that wins it."""

    deal_number: int
    rules: Rules
    route: tuple[Action, ...]

    def new_game(self) -> Game:
        return Game.new(self.deal_number, self.rules)


def winnable_deal(seed: int, rules: Rules) -> WinnableDeal:
    """The first deal drawn from SplitMix64(seed) that find_route wins under rules
    with WINNABLE_ROUND_NODES per round (the family's share of it on another shape
    than Addiction's: hints.search_budget) and at most WINNABLE_SHUFFLES shuffles
    (a fraction of a second to about a second: run it off the GUI thread;
    benchmarks/winnable_bench.py --rules KEY measures it)."""
    rng = SplitMix64(seed)
    round_nodes = search_budget(rules.shape, WINNABLE_ROUND_NODES)
    while True:
        number = rng.below(MAX_DEAL) + 1
        game = Game.new(number, rules)
        found = find_route(game, round_nodes, WINNABLE_SHUFFLES)
        if found is not None:
            return WinnableDeal(number, rules, found.route)
