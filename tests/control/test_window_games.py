"""The window plays the Addiction shape only so far (control/window_games.py): a game
of another shape of the family, which the engine knows, never reaches it. Each way in
is refused with the words a bad code or a bad save already has, and nothing the
player has is touched."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from addiction.control.controller import GameController
from addiction.engine import CodeProblem, Game, GameCodeError, Rules
from addiction.store.savegame import CorruptSaveError, SaveFile
from addiction.store.settings import Preferences
from addiction.ui.dialogs.common import rules_for_key
from tests.children import CHILD_TIMEOUT

FAMILY_GAME = Game.new(5, Rules.preset("blue-moon"))


def test_a_code_of_another_game_of_the_family_is_refused_and_the_game_stays(
    controller: GameController,
) -> None:
    before = controller.game
    with pytest.raises(GameCodeError) as refused:
        controller.open_code(FAMILY_GAME.code)
    assert refused.value.problem is CodeProblem.RULES
    assert controller.game is before


def test_preferences_naming_another_game_of_the_family_read_as_the_default(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.ini"
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.setValue("game/rules", json.dumps(FAMILY_GAME.rules.to_dict()))
    settings.sync()
    assert Preferences(QSettings(str(path), QSettings.Format.IniFormat)).rules == Rules()


def test_a_save_of_another_game_of_the_family_is_set_aside(tmp_path: Path) -> None:
    save = SaveFile(tmp_path / "savegame.json")
    save.save(FAMILY_GAME, 12.0, "a" * 32, [])
    with pytest.raises(CorruptSaveError):
        save.load()
    assert save.load() is None  # moved aside, kept for the player
    assert list(tmp_path.glob("savegame*.json"))


def test_a_statistics_group_of_another_game_is_no_rule_set_of_the_window() -> None:
    assert rules_for_key("blue-moon") is None
    assert rules_for_key("montana") == Rules.preset("montana")


@pytest.mark.parametrize(
    "arguments", [("--rules", "blue-moon"), ("--code", FAMILY_GAME.code)], ids=["rules", "code"]
)
def test_the_command_line_refuses_another_game_of_the_family_in_one_line(
    tmp_path: Path, arguments: tuple[str, ...]
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "addiction", *arguments],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        env={"ADDICTION_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "PATH": ""},
    )
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "blue-moon" in done.stderr
    assert not (tmp_path / "savegame.json").exists()
