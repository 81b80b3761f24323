"""Games of the Gaps family other than Addiction in the real main window: started from
the command line, New game, a numbered deal and a pasted code; a shuffle undone and
redone; hints, the winnability badge, Autoplay, New winnable deal and Show the route;
and a save taken up again by the next launch, exactly."""

from __future__ import annotations

import pytest

from addiction.engine import Game, GameStatus, Rules
from addiction.engine.game import follow
from addiction.ui.main_window import MainWindow
from tests.ui import test_main_window
from tests.ui.test_hints_in_window import ask_hint
from tests.ui.test_main_window import press

open_window = test_main_window.open_window

#: The games the window is proved on: two shapes of 52 (Blue Moon, Aces moved to
#: column 1; Line Up, 24 cards, Ace-first, 4x6), 36 cards (Paganini) and two decks (8x13).
GAMES = {
    "blue-moon": "Blue Moon",
    "paganini": "Paganini",
    "line-up": "Line Up",
    "rectangular-rovers": "Rectangular Rovers",
    "maze": "Maze",
    "double-montana": "Double Montana",
}
ANSWER_MS = 45_000  # a worker's answer on a loaded machine, below the 60 s a test may take


def launched(open_window, key: str, deal: int = 5) -> MainWindow:  # type: ignore[no-untyped-def]
    window: MainWindow = open_window("--rules", key, "--deal", str(deal))
    assert window.controller.game.rules == Rules.preset(key)
    return window


@pytest.mark.parametrize("key", GAMES)
def test_every_way_to_start_plays_the_game_and_the_title_names_it(open_window, key) -> None:
    window = launched(open_window, key)
    rules = Rules.preset(key)
    assert window.windowTitle().startswith(f"Deal 5 ({GAMES[key]}) ")
    assert window.controller.game.board == Game.new(5, rules).board
    window.menus.new_action.trigger()
    assert window.controller.game.rules == rules
    window.prompts.deal_answer = "77"
    window.menus.numbered_action.trigger()
    assert window.prompts.deal_prompts == [GAMES[key]]  # the question names the game
    assert window.controller.game.board == Game.new(77, rules).board
    other = "paganini" if key != "paganini" else "blue-moon"
    window.prompts.code_answer = Game.new(9, Rules.preset(other)).code
    window.menus.open_code_action.trigger()
    assert window.controller.game.rules == Rules.preset(other)
    assert window.windowTitle().startswith(f"Deal 9 ({GAMES.get(other, 'Blue Moon')}) ")


@pytest.mark.parametrize("key", ["blue-moon", "paganini", "double-montana"])
def test_a_shuffle_is_undone_and_redone_as_the_rule_set_says(open_window, key) -> None:
    window = launched(open_window, key)
    game = window.controller.game
    board = game.board
    press(window, "S")
    assert game.shuffles_used == 1 and game.board != board
    shuffled = game.board
    press(window, "Ctrl+Z")
    assert game.shuffles_used == 0 and game.board == board
    press(window, "Ctrl+Shift+Z")
    assert game.shuffles_used == 1 and game.board == shuffled


def test_a_game_without_shuffles_refuses_one_and_keeps_its_board(open_window) -> None:
    window = launched(open_window, "line-up")
    board = window.controller.game.board
    press(window, "S")
    assert window.controller.game.shuffles_used == 0 and window.controller.game.board == board
    assert not window.menus.shuffle_action.isEnabled()


@pytest.mark.parametrize("key", GAMES)
def test_a_hint_and_the_badge_answer_for_the_game_on_the_table(qtbot, open_window, key) -> None:
    window = launched(open_window, key)
    ask_hint(qtbot, window)
    hint = window.controller.model.hint
    assert hint in window.controller.game.board.legal_moves()
    assert window.status.hint_label.text().startswith(f"{hint.card.label} to row ")
    window.menus.winnability_action.trigger()
    qtbot.waitUntil(
        lambda: window.status.winnability_label.text() not in ("", "Checking…"),
        timeout=ANSWER_MS,
    )


@pytest.mark.parametrize("key", GAMES)
def test_autoplay_plays_the_game_by_its_hints(qtbot, open_window, key) -> None:
    window = launched(open_window, key)
    watching = window.watching
    watching.player.set_interval(0)
    watching.autoplay_action.trigger()
    game = window.controller.game
    # Three moves, or fewer where the deal ends sooner (Line Up's deal 5 is lost in three).
    qtbot.waitUntil(
        lambda: watching.player.played >= 3 or game.status is not GameStatus.PLAYING,
        timeout=ANSWER_MS,
    )
    watching.player.stop()
    assert game is window.controller.game and game.moves_made == watching.player.played >= 1


@pytest.mark.parametrize("key", GAMES)
def test_a_winnable_deal_of_the_game_is_won_by_its_route_shown_after_giving_up(
    qtbot, open_window, key
) -> None:
    window = launched(open_window, key)
    controller = window.controller
    with qtbot.waitSignal(controller.newGameStarted, timeout=ANSWER_MS):
        window.campaign.winnable_action.trigger()
    assert controller.rules == Rules.preset(key)
    assert window.windowTitle().startswith(
        f"Winnable deal {controller.game.deal_number} ({GAMES[key]}) "
    )
    route, number = controller.verified_route(), controller.game.deal_number
    assert route is not None and number is not None
    assert follow(Game.new(number, controller.rules), route).status is GameStatus.WON
    window.prompts.confirm_answer = True
    assert controller.give_up()
    watching = window.watching
    watching.player.set_interval(0)
    watching.show_route_action.trigger()
    qtbot.waitUntil(lambda: controller.game.status is GameStatus.WON, timeout=ANSWER_MS)


@pytest.mark.parametrize("key", GAMES)
def test_the_next_launch_takes_the_game_up_exactly(open_window, key) -> None:
    window = launched(open_window, key)
    game = window.controller.game
    for _ in range(2):
        assert window.controller.play(game.board.legal_moves()[0])
    press(window, "Ctrl+Z")
    saved = game.to_dict()
    window.close()
    again = open_window()
    assert again.controller.game.to_dict() == saved
    assert again.windowTitle().startswith(f"Deal 5 ({GAMES[key]}) ")
    press(again, "Ctrl+Shift+Z")  # the redo kept in the save
    assert again.controller.game.moves_made == 2


def test_paganini_ii_plays_pysolfcs_rule_and_an_old_code_its_old_rules(open_window) -> None:
    """Issue 35: Paganini II is PySolFC's (paganini-ii-v2); a code made under the old
    rules (PI-5-1X) opens them, named so, and the next launch takes that game up."""
    window = launched(open_window, "paganini-ii-v2")
    assert window.windowTitle().startswith("Deal 5 (Paganini II) ")
    assert window.controller.game.rules.shape.name == "paganini-ii-v2"
    window.prompts.code_answer = "PI-5-1X"
    window.menus.open_code_action.trigger()
    game = window.controller.game
    assert game.rules == Rules.preset("paganini-ii") and game.deal_number == 5
    assert window.windowTitle().startswith("Deal 5 (Paganini II (old rules)) ")
    assert window.controller.play(game.board.legal_moves()[0])
    saved = game.to_dict()
    window.close()
    again = open_window()
    assert again.controller.game.to_dict() == saved
    assert again.controller.game.rules == Rules.preset("paganini-ii")
