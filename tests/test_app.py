"""Start-up: the command line, the screenshot mode and what the game starts with."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from addiction.app import create_main_window, main
from addiction.engine import Board, Game, Rules
from addiction.start_options import USAGE_ERROR, parse_arguments
from addiction.store.settings import Preferences
from addiction.ui.main_window import MainWindow
from tests.prompts import ScriptedPrompts

# PySide6 6.12 on Python 3.11 loses references to None and True (see app.py).


@pytest.mark.parametrize(
    ("argv", "complaint"),
    [
        (["--deal", "0"], "deal numbers run from 1"),
        (["--deal", "seven"], "invalid int value"),
        (["--code", "A-1-00"], "code"),
        (["--rules", "easy"], "unknown rule set 'easy'"),
        (["--size", "big"], "--size takes WIDTHxHEIGHT"),
        (["--deal", "3", "--code", "A-1-00"], "not allowed with"),
        (["--code", Game.new(3).code, "--rules", "montana"], "a code carries its rules"),
        (["--frobnicate"], "unrecognized arguments"),
    ],
)
def test_a_bad_argument_gets_one_line_and_status_2(argv, complaint, capsys, data_dir) -> None:
    assert main(argv) == USAGE_ERROR
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("addiction: ")
    assert complaint in lines[0]
    assert not any(data_dir.iterdir())  # refused before anything was opened or written


def test_screenshot_renders_the_window_without_touching_the_save(qapp, tmp_path, data_dir) -> None:
    picture = tmp_path / "window.png"
    assert main(["--screenshot", str(picture), "--deal", "5", "--size", "900x600"]) == 0
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (900, 600)
    assert not (data_dir / "savegame.json").exists()
    # The window is gone with the run: one left alive would follow the desktop's theme.
    assert not [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]


def test_a_code_on_the_command_line_starts_that_game(qtbot, data_dir) -> None:
    code = Game.new(4242, Rules.preset("montana")).code
    window = create_main_window(parse_arguments(["--code", code]), ScriptedPrompts())
    qtbot.addWidget(window)
    game = window.controller.game
    assert (game.deal_number, game.rules.preset_name, game.board) == (
        4242,
        "montana",
        Board.deal(4242),
    )


def test_rules_on_the_command_line_are_remembered_for_new_games(qtbot, data_dir) -> None:
    options = parse_arguments(["--deal", "9", "--rules", "relaxed"])
    window = create_main_window(options, ScriptedPrompts())
    qtbot.addWidget(window)
    assert window.controller.game.rules == Rules.preset("relaxed")
    window.menus.new_action.trigger()
    assert window.controller.game.rules == Rules.preset("relaxed")
    assert Preferences().rules == Rules.preset("relaxed")  # and at the next start


def test_a_screenshot_s_rules_are_not_kept(qtbot, data_dir, tmp_path) -> None:
    options = parse_arguments(["--rules", "montana", "--screenshot", str(tmp_path / "s.png")])
    window = create_main_window(options, ScriptedPrompts())
    qtbot.addWidget(window)
    assert window.controller.rules_for_new_games == Rules.preset("montana")
    assert Preferences().rules == Rules.preset("addiction")


def test_without_a_deal_the_saved_game_is_taken_up_and_with_one_it_is_not(qtbot, data_dir) -> None:
    first = create_main_window(parse_arguments(["--deal", "5"]), ScriptedPrompts())
    qtbot.addWidget(first)
    first.controller.play(first.controller.game.board.legal_moves()[0])
    position = first.controller.game.board
    first.close()

    resumed = create_main_window(parse_arguments([]), ScriptedPrompts())
    qtbot.addWidget(resumed)
    assert resumed.controller.game.board == position
    resumed.close()

    fresh = create_main_window(parse_arguments(["--deal", "6"]), ScriptedPrompts())
    qtbot.addWidget(fresh)
    assert fresh.controller.game.board == Board.deal(6)


def test_the_application_icon_ships_at_window_and_taskbar_sizes(qapp) -> None:
    from addiction.app import application_icon

    sizes = {size.width() for size in application_icon().availableSizes()}
    assert {32, 64, 256} <= sizes
