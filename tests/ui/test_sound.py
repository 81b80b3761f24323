"""Sound: the sounds scripts/sounds.py makes, the player on ALSA's "null" device (the
real playback path: libasound through ctypes, its PCM, the player's thread), silence
without a word where there is no device, library or sound, and the window's cues
and View menu (docs/sound.md).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from array import array
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from addiction.engine import Board, Game, GameStatus, Shuffle, campaign
from addiction.store.settings import SOUND_VOLUMES
from addiction.ui.sound import LEVEL_WINS, Sound
from addiction.ui.sound.player import RATE, RESOURCES, SoundPlayer, read_sound, scaled, sound_path
from addiction.ui.window.sound_cues import GAINS, shared_player
from tests.ui.test_main_window import NEARLY_WON, click_square, open_window, press, single_move

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "sounds.py"
TIMEOUT = 10.0  # seconds the player may take to play (or drop) what it was asked


def sounds_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def frames_of(sound: Sound) -> bytes:
    frames = read_sound(sound_path(RESOURCES, sound))
    assert frames is not None, f"{sound} is not built: run scripts/sounds.py"
    return frames


def peak(frames: bytes) -> int:
    return max(abs(sample) for sample in array("h", frames))


@pytest.fixture
def null_player() -> SoundPlayer:
    """The window cues' player on ALSA's null device (tests/conftest.py sets
    ADDICTION_SOUND_DEVICE), with nothing played yet."""
    player = shared_player("null")
    assert player.wait_until_idle(TIMEOUT)
    player.played.clear()
    return player


def heard(player: SoundPlayer) -> list[Sound]:
    assert player.wait_until_idle(TIMEOUT)
    return [sound for sound, _gain in player.played]


# --- the sounds and the player ---------------------------------------------------


def test_the_built_sounds_are_every_sound_as_the_script_makes_it() -> None:
    script = sounds_script()
    assert set(script.SOUNDS) == set(Sound)
    assert script.check() == 0


def test_each_sound_is_its_own_short_and_neither_silent_nor_clipped() -> None:
    frames = {sound: frames_of(sound) for sound in Sound}
    assert len(set(frames.values())) == len(Sound)
    for sound, sound_frames in frames.items():
        assert 0.5 * 32767 < peak(sound_frames) < 32767, sound
        assert len(sound_frames) / 2 / RATE < 2.0, sound
    # A level's win is the win with its chimes after: longer with each star.
    lengths = [len(frames[sound]) for sound in (Sound.WIN, *LEVEL_WINS)]
    assert lengths == sorted(lengths) and lengths[0] < lengths[-1]


def test_the_player_plays_each_sound_whole_on_alsa_null_device() -> None:
    player = SoundPlayer("null")
    try:
        for sound in Sound:
            player.play(sound, 1.0)
            assert player.wait_until_idle(TIMEOUT)
        assert not player.off
        assert list(player.played) == [(sound, 1.0) for sound in Sound]
        assert player.frames_played == sum(len(frames_of(sound)) // 2 for sound in Sound)
    finally:
        player.close()
    player.play(Sound.WIN, 1.0)  # a closed player drops it
    assert player.wait_until_idle(0) and list(player.played)[-1] == (Sound.THREE_STARS, 1.0)


def test_every_volume_the_preferences_keep_has_its_loudness() -> None:
    assert set(GAINS) == set(SOUND_VOLUMES)
    assert sorted(GAINS.values()) == [GAINS[volume] for volume in SOUND_VOLUMES]


def test_a_quieter_volume_scales_every_sample() -> None:
    frames = frames_of(Sound.WIN)
    quiet = array("h", scaled(frames, GAINS["quiet"]))
    assert list(quiet) == [round(sample * GAINS["quiet"]) for sample in array("h", frames)]
    assert scaled(frames, GAINS["loud"]) == frames


def test_no_device_no_library_or_no_sounds_is_silence_without_a_word(
    capfd: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    players = (
        SoundPlayer("no_such_device"),
        SoundPlayer("null", library="libasound-that-is-not-there.so.2"),
        SoundPlayer("null", folder=tmp_path),
    )
    for player in players:
        player.play(Sound.PLACE, 1.0)
        assert player.wait_until_idle(TIMEOUT)
        assert player.off and player.frames_played == 0
        player.play(Sound.WIN, 1.0)  # dropped at once, no thread started again
        assert player.wait_until_idle(0)
        player.close()
    assert capfd.readouterr() == ("", "")


# --- the window's cues -------------------------------------------------------------

LAZY_PROBE = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from addiction.app import create_main_window
from addiction.start_options import parse_arguments
window = create_main_window(parse_arguments(["--deal", "5"]))
window.show()
app.processEvents()
print("addiction.ui.sound.player" in sys.modules)
window.controller.play(window.controller.game.board.legal_moves()[0])
print("addiction.ui.sound.player" in sys.modules)
"""


def test_the_player_is_loaded_with_the_first_sound_not_at_start_up(tmp_path: Path) -> None:
    environment = {
        **os.environ,
        "ADDICTION_DATA_DIR": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
    }
    probe = subprocess.run(
        [sys.executable, "-c", LAZY_PROBE],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert probe.stdout.split() == ["False", "True"]


def test_a_move_a_shuffle_and_refusals_sound_and_undo_and_new_games_do_not(
    open_window, null_player
) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    move = single_move(controller.game.board)
    click_square(window, move.source)
    assert heard(null_player) == [Sound.PLACE]
    assert controller.shuffle()
    assert heard(null_player) == [Sound.PLACE, Sound.SHUFFLE]
    assert not controller.play(move)  # its card has moved on
    press(window, "Ctrl+Z")
    controller.new_numbered_deal(7)
    controller.restart()
    assert heard(null_player) == [Sound.PLACE, Sound.SHUFFLE, Sound.REFUSED]


def test_a_card_let_go_on_another_card_sounds_refused(open_window, null_player) -> None:
    window = open_window("--deal", "5")
    board = window.controller.game.board
    source = single_move(board).source
    other = next(square for square, card in enumerate(board.squares) if card and square != source)
    viewport, view = window.view.viewport(), window.view
    start, end = view.cellRect(source).center(), view.cellRect(other).center()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        QTest.mouseMove(viewport, start + (end - start) * (step / 4))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert window.controller.game.history == ()
    assert heard(null_player) == [Sound.REFUSED]


def test_a_hint_sounds(qtbot, open_window, null_player) -> None:
    window = open_window("--deal", "5")
    with qtbot.waitSignal(window.controller.hint_worker.hintReady, timeout=60000):
        press(window, "H")
    assert heard(null_player) == [Sound.HINT]


def test_the_app_playing_places_its_cards_with_the_sound_but_its_hints_are_silent(
    qtbot, open_window, null_player
) -> None:
    window = open_window("--deal", "5")
    watching = window.watching
    watching.player.set_interval(0)
    watching.autoplay_action.trigger()
    qtbot.waitUntil(lambda: watching.player.played >= 2, timeout=60000)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)  # stops it
    assert not watching.player.running
    played = heard(null_player)
    assert played.count(Sound.PLACE) >= 2 and Sound.HINT not in played


def test_a_win_sounds_and_a_level_won_chimes_its_stars(open_window, null_player) -> None:
    window = open_window("--deal", "5")
    window.controller.start_game(Game.from_board(Board.parse(NEARLY_WON)))
    click_square(window, 12)
    assert window.controller.game.status is GameStatus.WON
    assert heard(null_player) == [Sound.WIN]
    for number, stars in ((1, 3), (60, 2)):
        null_player.played.clear()
        window = open_window("--level", str(number))
        controller = window.controller
        for step in campaign.level(number).route:
            assert controller.shuffle() if isinstance(step, Shuffle) else controller.play(step)
        assert heard(null_player)[-1] is LEVEL_WINS[stars - 1]
        window.close()


def test_sound_off_and_the_volume_are_chosen_in_view_and_kept(open_window, null_player) -> None:
    window = open_window("--deal", "5")
    choices = window.view_choices
    assert choices.sound_action.isChecked() and choices.volume_group.isEnabled()
    choices.sound_action.trigger()
    assert not window.preferences.sound and not choices.volume_group.isEnabled()
    click_square(window, single_move(window.controller.game.board).source)
    assert heard(null_player) == []
    choices.sound_action.trigger()
    quiet = next(a for a in choices.volume_group.actions() if a.data() == "quiet")
    quiet.trigger()
    click_square(window, single_move(window.controller.game.board).source)
    assert null_player.wait_until_idle(TIMEOUT)
    assert list(null_player.played) == [(Sound.PLACE, GAINS["quiet"])]
    window.close()
    again = open_window()
    assert again.view_choices.sound_action.isChecked()
    checked = [a.data() for a in again.view_choices.volume_group.actions() if a.isChecked()]
    assert checked == ["quiet"]
