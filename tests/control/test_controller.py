"""GameController: every change is an undo command, and the stack agrees with the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from addiction.control.controller import GameController
from addiction.control.notices import HintShown
from addiction.engine import SQUARES, Game, GameStatus, Rules, Termination
from addiction.models.board_model import BoardModel, BoardRole, index_of
from addiction.store.savegame import SaveFile
from addiction.store.statistics import GameResult, StatisticsDatabase
from addiction.ui.wording import notice_text


@pytest.fixture
def save_file(tmp_path: Path) -> SaveFile:
    return SaveFile(tmp_path / "savegame.json")


@pytest.fixture
def make_controller(tmp_path: Path):
    """Controllers for the test, shut down (hint worker stopped) afterwards; each
    records in the test's statistics database (statistics_of reopens it)."""
    made: list[GameController] = []

    def make(game: Game, save_file: SaveFile | None = None) -> GameController:
        database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
        made.append(GameController(game, save_file, database))
        return made[-1]

    yield make
    for controller in made:
        controller.shutdown()


def results(tmp_path: Path) -> list[GameResult]:
    """Every result recorded in the test's statistics database, newest first."""
    database = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    try:
        return [recorded.result for recorded in database.recent(limit=100)]
    finally:
        database.close()


def play_until_stuck(controller: GameController) -> None:
    """Play the first legal move until none is left (a round always ends: no cycles)."""
    while moves := controller.game.board.legal_moves():
        assert controller.play(moves[0])


def assert_in_step(controller: GameController) -> None:
    """The undo stack holds exactly the undoable part of the engine's history."""
    stack, game = controller.undo_stack, controller.game
    assert stack.canUndo() == game.can_undo
    assert stack.canRedo() == game.can_redo
    assert stack.count() - stack.index() == len(game.redo_actions)


def test_a_move_is_a_command_that_undoes_and_redoes(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5))
    start = controller.game.board
    move = start.legal_moves()[0]
    assert controller.play(move)
    after = controller.game.board
    assert after == start.play(move)
    assert controller.undo_stack.count() == 1
    controller.undo()
    assert controller.game.board == start
    assert_in_step(controller)
    controller.redo()
    assert controller.game.board == after
    assert controller.game.moves_made == 1
    assert_in_step(controller)


def test_an_illegal_move_says_why_and_changes_nothing(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5))
    board = controller.game.board
    legal = board.legal_moves()[0]
    wrong = type(legal)(legal.card, legal.source, (legal.target + 1) % 52)
    with qtbot.waitSignal(controller.message) as blocker:
        assert not controller.play(wrong)
    assert notice_text(blocker.args[0]).endswith(".")
    assert controller.game.board == board
    assert controller.undo_stack.count() == 0


def test_a_new_move_after_undo_drops_the_redo_branch(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5))
    first, second = controller.game.board.legal_moves()[:2]
    controller.play(first)
    controller.undo()
    controller.play(second)
    assert not controller.undo_stack.canRedo()
    assert not controller.game.can_redo
    assert_in_step(controller)


def test_addiction_undo_gives_a_shuffle_back_and_redo_replays_it(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5, Rules.preset("addiction")))
    controller.play(controller.game.board.legal_moves()[0])
    before = controller.game.board
    assert controller.shuffle()
    shuffled = controller.game.board
    assert controller.game.shuffles_left == 2
    controller.undo()
    assert controller.game.board == before
    assert controller.game.shuffles_left == 3
    controller.redo()
    assert controller.game.board == shuffled
    controller.undo()
    controller.undo()
    assert controller.game.moves_made == 0
    assert_in_step(controller)


def test_montana_shuffle_is_a_checkpoint_undo_cannot_cross(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5, Rules.preset("montana")))
    with qtbot.waitSignal(controller.message) as blocker:
        assert not controller.shuffle()  # moves remain: Montana shuffles only when stuck
    assert "only when no move is left" in notice_text(blocker.args[0])
    play_until_stuck(controller)
    assert controller.undo_stack.canUndo()
    assert controller.shuffle()
    assert not controller.undo_stack.canUndo()
    assert not controller.game.can_undo
    checkpoint = controller.game.board
    if moves := checkpoint.legal_moves():
        controller.play(moves[0])
        controller.undo()
        assert controller.game.board == checkpoint
        assert not controller.undo_stack.canUndo()
    assert_in_step(controller)


def test_restart_is_undoable(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5))
    for _ in range(3):
        controller.play(controller.game.board.legal_moves()[0])
    controller.shuffle()
    position, history = controller.game.board, controller.game.history
    controller.restart()
    assert controller.game.board == controller.game.initial
    assert controller.game.moves_made == 0
    assert controller.game.shuffles_left == 3
    controller.undo()
    assert controller.game.board == position
    assert controller.game.history == history
    controller.undo()  # the commands below the restart act on the game it gave back
    assert controller.game.moves_made == 3
    controller.redo()
    controller.redo()
    assert controller.game.moves_made == 0
    assert not controller.undo_stack.canRedo()


def test_restart_deals_the_same_shuffles_again(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(8))
    controller.shuffle()
    first = controller.game.board
    controller.restart()
    controller.shuffle()
    assert controller.game.board == first


def test_every_change_is_saved_and_restores_with_its_history(make_controller, save_file) -> None:
    controller = make_controller(Game.new(5), save_file)
    for _ in range(4):
        controller.play(controller.game.board.legal_moves()[0])
    controller.shuffle()
    controller.play(controller.game.board.legal_moves()[0])
    controller.undo()
    controller.undo()  # the redo branch now holds a shuffle and a move
    loaded = save_file.load()
    assert loaded is not None
    restored = make_controller(Game.new(1))
    restored.restore(loaded)
    assert restored.game.board == controller.game.board
    assert restored.game.history == controller.game.history
    assert restored.game.redo_actions == controller.game.redo_actions
    assert restored.undo_stack.count() == controller.undo_stack.count()
    assert restored.undo_stack.index() == controller.undo_stack.index()
    restored.redo()
    controller.redo()
    assert restored.game.board == controller.game.board


def test_montana_restore_keeps_the_checkpoint(qtbot, make_controller, save_file) -> None:
    controller = make_controller(Game.new(5, Rules.preset("montana")), save_file)
    play_until_stuck(controller)
    controller.shuffle()
    loaded = save_file.load()
    assert loaded is not None
    restored = make_controller(Game.new(1))
    restored.restore(loaded)
    assert restored.game.board == controller.game.board
    assert not restored.undo_stack.canUndo()
    assert_in_step(restored)


def test_leaving_an_unfinished_game_records_it_as_abandoned(
    qtbot, make_controller, tmp_path
) -> None:
    controller = make_controller(Game.new(5))
    controller.play(controller.game.board.legal_moves()[0])
    assert results(tmp_path) == []
    controller.start_game(Game.new(6))
    [result] = results(tmp_path)
    assert (result.outcome, result.deal_number, result.moves) == (Termination.ABANDONED, 5, 1)
    assert controller.game.deal_number == 6
    assert controller.undo_stack.count() == 0


def test_a_game_without_moves_is_left_without_a_record(qtbot, make_controller, tmp_path) -> None:
    controller = make_controller(Game.new(5))
    controller.new_random_game()
    assert results(tmp_path) == []
    assert controller.game.deal_number is not None
    assert controller.game.rules == Rules.preset("addiction")


def test_a_loss_counts_once_however_often_it_is_undone(qtbot, make_controller, tmp_path) -> None:
    no_shuffles = Rules(shuffles=0)
    controller = make_controller(Game.new(5, no_shuffles))
    play_until_stuck(controller)
    assert controller.game.status is GameStatus.LOST
    [result] = results(tmp_path)
    assert result.outcome is Termination.LOST
    assert (result.in_place, result.moves) == (
        controller.game.board.in_place_count(),
        controller.game.moves_made,
    )
    controller.undo()
    controller.redo()  # lost again: the same game's result is replaced, not added
    controller.new_random_game()  # leaving a lost game records nothing more
    [again] = results(tmp_path)
    assert (again.game_id, again.outcome) == (result.game_id, Termination.LOST)
    summary = controller.statistics.summary()
    assert (summary.played, summary.lost) == (1, 1)


def test_a_loss_counts_once_across_a_restart_of_the_app(
    qtbot, make_controller, save_file, tmp_path
) -> None:
    no_shuffles = Rules(shuffles=0)
    before = make_controller(Game.new(5, no_shuffles), save_file)
    play_until_stuck(before)
    before.shutdown()
    [lost] = results(tmp_path)
    loaded = save_file.load()
    assert loaded is not None and loaded.game_id is not None
    after = make_controller(Game.new(1))
    after.restore(loaded)
    after.undo()
    after.redo()  # lost again, in the next session
    [again] = results(tmp_path)
    assert again.game_id == lost.game_id and again.outcome is Termination.LOST
    summary = after.statistics.summary()
    assert (summary.played, summary.lost) == (1, 1)


def test_giving_up_ends_the_game_and_counts_once_as_given_up(
    qtbot, make_controller, save_file, tmp_path
) -> None:
    controller = make_controller(Game.new(5), save_file)
    for _ in range(3):
        controller.play(controller.game.board.legal_moves()[0])
    controller.undo()  # a redo branch the give-up must not leave behind on the stack
    assert controller.can_give_up
    board = controller.game.board
    with qtbot.waitSignal(controller.stateChanged):
        assert controller.give_up()
    [result] = results(tmp_path)
    assert (result.outcome, result.deal_number, result.moves) == (Termination.GIVEN_UP, 5, 2)
    game = controller.game
    assert game.status is GameStatus.LOST and game.given_up
    assert game.board == board
    assert not controller.can_give_up
    assert game.board.legal_moves() and not offered_moves(controller.model)
    # The engine refuses to undo a give-up, so nothing on the stack may offer to.
    assert controller.undo_stack.count() == 0
    assert not game.can_undo and not game.can_redo
    controller.undo()
    controller.redo()
    assert game.given_up and game.board == board
    saved = save_file.load()
    assert saved is not None and saved.game.given_up  # autosaved like any change
    controller.new_random_game()  # leaving a finished game records nothing more
    assert results(tmp_path) == [result]
    summary = controller.statistics.summary()
    assert (summary.played, summary.given_up, summary.lost, summary.won) == (1, 1, 0, 0)


def test_giving_up_is_refused_once_the_game_is_over(qtbot, make_controller, tmp_path) -> None:
    no_shuffles = Rules(shuffles=0)
    controller = make_controller(Game.new(5, no_shuffles))
    play_until_stuck(controller)
    assert controller.game.status is GameStatus.LOST
    assert not controller.can_give_up
    [lost] = results(tmp_path)
    with qtbot.waitSignal(controller.message) as blocker:
        assert not controller.give_up()
    assert results(tmp_path) == [lost]
    assert notice_text(blocker.args[0]) == "The game is over (lost)."
    assert not controller.game.given_up
    assert controller.undo_stack.canUndo()  # a plain loss can still be undone
    summary = controller.statistics.summary()
    assert (summary.played, summary.lost, summary.given_up) == (1, 1, 0)


def test_a_second_give_up_is_refused(qtbot, make_controller, tmp_path) -> None:
    controller = make_controller(Game.new(5))
    controller.play(controller.game.board.legal_moves()[0])
    assert controller.give_up()
    [given_up] = results(tmp_path)
    assert not controller.give_up()
    assert results(tmp_path) == [given_up]


def test_restart_after_giving_up_plays_the_deal_again(qtbot, make_controller, tmp_path) -> None:
    controller = make_controller(Game.new(5))
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()
    given_up = controller.game
    assert controller.can_restart
    controller.restart()
    assert controller.game.status is GameStatus.PLAYING
    assert not controller.game.given_up
    assert controller.game.board == controller.game.initial
    assert controller.can_give_up and offered_moves(controller.model)
    controller.undo()  # undoing the restart brings back the game as it was left: given up
    assert controller.game is given_up and given_up.status is GameStatus.LOST
    assert not controller.undo_stack.canUndo()
    summary = controller.statistics.summary()
    assert (summary.played, summary.given_up, summary.lost) == (1, 1, 0)


def test_a_given_up_game_restores_without_undo(qtbot, make_controller, save_file, tmp_path) -> None:
    controller = make_controller(Game.new(5), save_file)
    for _ in range(3):
        controller.play(controller.game.board.legal_moves()[0])
    controller.undo()
    controller.give_up()
    [given_up] = results(tmp_path)
    loaded = save_file.load()
    assert loaded is not None
    restored = make_controller(Game.new(1))
    restored.restore(loaded)
    assert results(tmp_path) == [given_up]  # recorded when it was given up
    game = restored.game
    assert game.given_up and game.status is GameStatus.LOST
    assert game.board == controller.game.board
    assert not offered_moves(restored.model)
    assert not restored.undo_stack.canUndo() and not restored.undo_stack.canRedo()
    assert not restored.can_give_up
    assert restored.can_restart


def test_the_clock_starts_at_the_first_move_and_pauses_when_inactive(make_controller) -> None:
    controller = make_controller(Game.new(5))
    assert not controller.clock_running
    controller.play(controller.game.board.legal_moves()[0])
    assert controller.clock_running
    controller.set_window_active(False)
    assert not controller.clock_running
    frozen = controller.elapsed_seconds()
    assert controller.elapsed_seconds() == frozen
    controller.set_window_active(True)
    assert controller.clock_running


def test_a_hint_for_a_position_that_changed_is_dropped(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5))
    controller.request_hint()
    controller.play(controller.game.board.legal_moves()[0])
    with qtbot.waitSignal(controller.hint_worker.hintReady, timeout=30000):
        pass
    assert controller.model.hint is None


def test_a_hint_marks_its_move_on_the_board(qtbot, make_controller) -> None:
    controller = make_controller(Game.new(5))
    with qtbot.waitSignal(controller.hint_worker.hintReady, timeout=30000):
        controller.request_hint()
    assert controller.model.hint in controller.game.board.legal_moves()
    # Once the position changes, the hint's marks and its sentence both go.
    with qtbot.waitSignal(controller.hintShown) as cleared:
        controller.play(controller.model.hint)
    assert cleared.args == [HintShown(None, False)] and controller.model.hint is None


def offered_moves(model: BoardModel) -> list[object]:
    """Every move the board model offers, over all squares."""
    return [
        move
        for square in range(SQUARES)
        for move in model.data(index_of(model, square), BoardRole.MOVES)
    ]


def test_the_rules_for_new_games_are_the_controllers_and_a_change_is_told_once(
    qtbot, make_controller
) -> None:
    controller = make_controller(Game.new(5))
    told: list[Rules] = []
    controller.rulesForNewGamesChanged.connect(told.append)
    first = controller.game.rules
    controller.set_rules_for_new_games(first)  # no change: nothing to keep
    assert told == []
    blue_moon = Rules.preset("blue-moon")
    controller.set_rules_for_new_games(blue_moon)
    assert told == [blue_moon] and controller.rules_for_new_games == blue_moon
    assert controller.game.rules == first  # the game on the table goes on
    controller.new_random_game()
    assert controller.game.rules == blue_moon
