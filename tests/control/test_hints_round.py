"""The round's positions carried to the hint worker (control/jobs.py HintQuestion's
round_so_far, engine/hints.py RoundSoFar), real worker processes: the hint on the
table keeps clear of them, and the window's Autoplay plays past where its hints
used to go round (RoundWatch still stops hints that do not know them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from addiction.control.action_player import StopReason
from addiction.control.controller import GameController
from addiction.control.hint_worker import HintAnswer, HintWorker
from addiction.engine import Board, GameStatus, Hint
from addiction.engine.hints import NextShuffle, ProvenLines, RoundSoFar, find_hint
from tests.control.test_action_player import (
    layout_whose_blind_hints_circle,
    player_of,
)
from tests.engine.test_hints_round import BUDGET, where_blind_hints_go_back


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[HintWorker]:
    made = HintWorker()
    yield made
    made.shutdown()


def test_the_worker_is_told_the_round_and_its_hint_does_not_go_back(
    qtbot: QtBot, worker: HintWorker
) -> None:
    game = where_blind_hints_go_back()
    round_so_far = RoundSoFar.of(game)
    seen = round_so_far.positions()
    # the game's own budget, as the worker searches: blind, it goes back
    blind = find_hint(game.board, game.can_shuffle, next_shuffle=NextShuffle.of(game))
    assert blind.move is not None and game.board.play(blind.move) in seen
    with qtbot.waitSignal(worker.hintReady, timeout=120_000) as answered:
        worker.request(1, game.board, game.can_shuffle, NextShuffle.of(game), round_so_far)
    [answer] = answered.args
    assert isinstance(answer, HintAnswer) and answer.request_id == 1
    hint = answer.hint
    assert isinstance(hint, Hint) and hint.move is not None
    assert game.board.play(hint.move) not in seen
    assert hint.winnable == blind.winnable


def test_autoplay_in_the_window_plays_past_where_its_hints_went_round(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.start_game(where_blind_hints_go_back())
    went_back_at = controller.game.moves_made + 1  # blind, its first hint goes back
    player, seen = player_of(controller)
    positions = [controller.game.board]

    def moved() -> None:
        if controller.game.board != positions[-1]:
            positions.append(controller.game.board)
        if len(positions) > went_back_at + 3:
            player.stop()

    controller.stateChanged.connect(moved)
    player.play_hints()
    qtbot.waitUntil(lambda: bool(seen), timeout=300_000)
    assert StopReason.CYCLE not in seen
    assert len(positions) > went_back_at  # it played on past the move back
    assert len(set(positions)) == len(positions)  # and came back nowhere


def test_autoplay_stops_where_the_hints_go_round_in_a_circle(
    qtbot: QtBot, controller: GameController, monkeypatch: pytest.MonkeyPatch
) -> None:
    """RoundWatch, the safety net, with the round withheld from the hints (so they
    go round as they did before they knew it); moved here from
    test_action_player.py. At the game's own budget the hints, blind or not, no
    longer went round on any of 160 layouts of Jungle, Galary, Spaces and Aces and
    Paganini II (seed 1, 40 each), so the hint worker is asked at the smaller budget
    of tests/engine/test_hints_round.py, where they still do: it answers in this
    process, from its own proven lines, as the worker process would."""
    lines = ProvenLines()

    def answer_blind_at_budget(
        worker: HintWorker,
        request_id: int,
        board: Board,
        can_shuffle: bool,
        next_shuffle: NextShuffle | None = None,
        round_so_far: RoundSoFar | None = None,
    ) -> None:
        del round_so_far  # withheld
        hint = find_hint(board, can_shuffle, BUDGET, lines, next_shuffle)
        QTimer.singleShot(0, lambda: worker.hintReady.emit(HintAnswer(request_id, hint)))

    monkeypatch.setattr(HintWorker, "request", answer_blind_at_budget)
    controller.start_game(layout_whose_blind_hints_circle())
    player, seen = player_of(controller)
    positions = [controller.game.board]  # each position once, as the game goes

    def moved() -> None:
        if controller.game.board != positions[-1]:
            positions.append(controller.game.board)

    controller.stateChanged.connect(moved)
    player.play_hints()
    qtbot.waitUntil(lambda: bool(seen), timeout=120_000)
    assert seen == [StopReason.CYCLE]
    game = controller.game
    assert game.status is GameStatus.PLAYING and game.shuffles_used == 0
    # It stopped on the first position it had been at before, and not earlier.
    assert positions.count(game.board) > 1
    first_return = next(i for i, board in enumerate(positions) if board in positions[:i])
    assert positions[first_return] == game.board
