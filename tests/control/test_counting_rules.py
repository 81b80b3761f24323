"""The counting rules (addiction/engine/outcome.py, docs/statistics.md) under any
sequence of what a player does: a hypothesis state machine over play, undo, redo,
shuffle, restart, give up, new game, win, lose and quit-and-relaunch.

It drives a GameController with a real save file and a real statistics database in
a temporary folder, keeps its own model of which counted game each step belongs to
and how it ended, and after every step compares the database (read with a
connection of its own) with that model.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from itertools import takewhile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from addiction.control.controller import GameController
from addiction.engine import Board, Game, GameStatus, Rules, Shuffle, Termination
from addiction.store.savegame import SaveFile
from addiction.store.statistics import StatisticsDatabase

# Two moves from a win: QS into the gap after JS, then KS after it; nothing else moves.
WON_IN_TWO = """
2S 3S 4S 5S 6S 7S 8S 9S TS JS -- QS KS
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
"""
# One move from stuck, not won: QS into the gap after JS leaves a gap after KS,
# every other gap follows a King, and JH and QH stay swapped. Lost with no shuffle left.
LOST_IN_ONE = """
2S 3S 4S 5S 6S 7S 8S 9S TS JS -- KS QS
2H 3H 4H 5H 6H 7H 8H 9H TH QH JH KH --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
"""

RULE_SETS = (
    Rules.preset("addiction"),
    Rules(shuffles=0),  # stuck is lost: losses come fast
    Rules.preset("montana"),  # a shuffle is a checkpoint undo cannot cross
)
# Each rule plays at most this many moves, so an example stays quick.
MOST_MOVES = 12


@dataclass(eq=False)
class CountedGame:
    """One game as the statistics should count it, by the rules, in the model."""

    moved: bool = False
    result: Termination | None = None
    game_id: str | None = None

    def settle(self, termination: Termination) -> None:
        """The game ended (or was left) this way: counted if a move was made; a
        later result replaces an earlier one unless that was a win."""
        if self.moved and self.result is not Termination.WON:
            self.result = termination


@dataclass
class Step:
    """One entry on the model's undo stack: an action, or a Restart from one counted
    game (before) to another or the same (after)."""

    restart: tuple[CountedGame, CountedGame] | None = None


@dataclass
class Model:
    """Every counted game of the sequence, the current one, and the undo stack."""

    games: list[CountedGame] = field(default_factory=list)
    current: CountedGame = field(default_factory=CountedGame)
    steps: list[Step] = field(default_factory=list)
    index: int = 0

    def __post_init__(self) -> None:
        self.games.append(self.current)

    def start(self) -> None:
        self.current = CountedGame()
        self.games.append(self.current)
        self.clear_stack()

    def clear_stack(self) -> None:
        self.steps, self.index = [], 0

    def push(self, step: Step) -> None:
        self.steps[self.index :] = [step]
        self.index += 1


class CountingRules(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="counting-"))
        self.save_file = SaveFile(self.folder / "savegame.json")
        self.database_path = self.folder / "statistics.sqlite3"
        self.controller = GameController(
            Game.new(1), self.save_file, StatisticsDatabase(self.database_path)
        )
        self.model = Model()
        self.wins_seen = 0

    def teardown(self) -> None:
        self.controller.shutdown()
        shutil.rmtree(self.folder, ignore_errors=True)

    # --- what the model follows -------------------------------------------------------

    @property
    def status(self) -> GameStatus:
        return self.controller.game.status

    def acted(self) -> None:
        """A move or shuffle was made: on the stack, and the game may have ended."""
        self.model.current.moved = True
        self.model.push(Step())
        game = self.controller.game
        if not game.rules.undo_across_shuffle and isinstance(game.history[-1], Shuffle):
            self.model.clear_stack()  # a Montana shuffle: nothing before it comes back
        self.ended()

    def ended(self) -> None:
        if self.status is GameStatus.WON:
            self.model.current.settle(Termination.WON)
        elif self.status is GameStatus.LOST:
            self.model.current.settle(Termination.LOST)

    def leave(self) -> None:
        """Another game is started: one being played is left, counted as abandoned."""
        if self.status is GameStatus.PLAYING:
            self.model.current.settle(Termination.ABANDONED)
        self.model.start()

    # --- what a player does -----------------------------------------------------------

    @precondition(
        lambda self: self.status is GameStatus.PLAYING and self.controller.game.board.legal_moves()
    )
    @rule(choices=st.lists(st.integers(0, 1000), min_size=1, max_size=MOST_MOVES))
    def play(self, choices: list[int]) -> None:
        for choice in choices:
            moves = self.controller.game.board.legal_moves()
            if not moves or self.status is not GameStatus.PLAYING:
                break
            assert self.controller.play(moves[choice % len(moves)])
            self.acted()

    @precondition(lambda self: self.controller.game.can_shuffle)
    @rule()
    def shuffle(self) -> None:
        assert self.controller.shuffle()
        self.acted()

    @precondition(lambda self: self.model.index > 0)
    @rule()
    def undo(self) -> None:
        assert self.controller.undo_stack.canUndo()
        self.controller.undo()
        self.model.index -= 1
        restart = self.model.steps[self.model.index].restart
        if restart is not None:
            self.model.current = restart[0]

    @precondition(lambda self: self.model.index < len(self.model.steps))
    @rule()
    def redo(self) -> None:
        assert self.controller.undo_stack.canRedo()
        self.controller.redo()
        restart = self.model.steps[self.model.index].restart
        self.model.index += 1
        if restart is not None:
            self.model.current = restart[1]
        else:
            self.ended()

    @precondition(lambda self: self.controller.can_restart)
    @rule()
    def restart(self) -> None:
        before = self.model.current
        # While playing, the same counted game goes on; after its end, a new one begins.
        after = before if self.status is GameStatus.PLAYING else CountedGame()
        if after is not before:
            self.model.games.append(after)
        self.controller.restart()
        self.model.push(Step(restart=(before, after)))
        self.model.current = after
        assert self.controller.game.moves_made == 0

    @precondition(lambda self: self.controller.can_give_up)
    @rule()
    def give_up(self) -> None:
        assert self.controller.give_up()
        self.model.current.settle(Termination.GIVEN_UP)
        self.model.clear_stack()

    @rule(rules=st.sampled_from(RULE_SETS), deal=st.integers(1, 2000))
    def new_game(self, rules: Rules, deal: int) -> None:
        self.leave()
        self.controller.start_game(Game.new(deal, rules))

    @rule()
    def win(self) -> None:
        """A game two moves from a win, played to the win."""
        self.leave()
        self.controller.start_game(Game.from_board(Board.parse(WON_IN_TWO)))
        for _ in range(2):
            assert self.controller.play(self.controller.game.board.legal_moves()[0])
            self.acted()
        assert self.status is GameStatus.WON

    @rule(rules=st.sampled_from(RULE_SETS))
    def lose(self, rules: Rules) -> None:
        """A game one move from stuck, played until stuck: lost unless a shuffle is left."""
        self.leave()
        self.controller.start_game(Game.from_board(Board.parse(LOST_IN_ONE), rules))
        assert self.controller.play(self.controller.game.board.legal_moves()[0])
        self.acted()
        assert self.controller.game.is_stuck
        assert (self.status is GameStatus.LOST) == (self.controller.game.shuffles_left == 0)

    @rule()
    def quit_and_relaunch(self) -> None:
        """The app quits and starts again on the same files, as create_main_window does."""
        self.controller.shutdown()
        saved = self.save_file.load()
        assert saved is not None
        self.controller = GameController(
            Game.new(2), self.save_file, StatisticsDatabase(self.database_path)
        )
        self.controller.restore(saved)
        # What the stack can still undo comes back; of what it could redo, only the
        # current game's own moves do (not a Restart that was undone).
        model = self.model
        model.steps = model.steps[: model.index] + list(
            takewhile(lambda step: step.restart is None, model.steps[model.index :])
        )

    # --- what must always hold --------------------------------------------------------

    @invariant()
    def the_statistics_count_every_game_once_as_the_rules_say(self) -> None:
        self.the_undo_stack_is_the_models()
        self.the_current_game_keeps_one_id()
        self.the_statistics_agree_with_the_model()

    def the_undo_stack_is_the_models(self) -> None:
        stack = self.controller.undo_stack
        assert (stack.index(), stack.count()) == (self.model.index, len(self.model.steps))

    def the_current_game_keeps_one_id(self) -> None:
        current = self.model.current
        if not current.moved:
            return  # not counted (yet): its id does not matter
        if current.game_id is None:
            others = {game.game_id for game in self.model.games if game is not current}
            assert self.controller.game_id not in others
            current.game_id = self.controller.game_id
        assert self.controller.game_id == current.game_id

    def the_statistics_agree_with_the_model(self) -> None:
        statistics = self.controller.statistics
        assert statistics is not None
        summary = statistics.summary()
        assert summary.played == (summary.won + summary.lost + summary.given_up + summary.abandoned)
        assert summary.won >= self.wins_seen  # a win is final
        self.wins_seen = summary.won

        expected = {game.game_id: game.result.value for game in self.model.games if game.result}
        assert None not in expected  # a counted game had a move, so the model knows its id
        with sqlite3.connect(self.database_path) as reader:
            rows = reader.execute("SELECT game_id, outcome FROM games").fetchall()
        reader.close()
        assert len(rows) == len(dict(rows))  # each game once
        assert dict(rows) == expected
        counts = [summary.won, summary.lost, summary.given_up, summary.abandoned]
        assert counts == [
            sum(1 for game in self.model.games if game.result is termination)
            for termination in Termination
        ]


def test_the_counting_rules_hold_under_any_sequence(qapp) -> None:
    run_state_machine_as_test(
        CountingRules,
        settings=settings(
            max_examples=30,
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
