"""The store: the autosave file, the data paths and the preferences."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from addiction.engine import Game, RedealMode, Rules, Shuffle, ShuffleTiming
from addiction.store import paths, savegame
from addiction.store.savegame import MAX_SAVE_BYTES, CorruptSaveError, SaveFile
from addiction.store.settings import Preferences, open_settings


def played_game() -> Game:
    """A game with moves, a shuffle in its history and a redo branch of two actions."""
    game = Game.new(7, Rules.preset("montana"))
    for _ in range(3):
        game.play(game.board.legal_moves()[0])
    while not game.is_stuck:
        game.play(game.board.legal_moves()[0])
    game.shuffle()
    game.play(game.board.legal_moves()[0])
    game.play(game.board.legal_moves()[0])
    game.undo()
    game.undo()
    return game


@pytest.fixture
def save_file(tmp_path: Path) -> SaveFile:
    return SaveFile(tmp_path / "savegame.json")


def test_round_trip_restores_board_history_redo_and_time(save_file: SaveFile) -> None:
    game = played_game()
    assert any(isinstance(a, Shuffle) for a in game.history)
    assert len(game.redo_actions) == 2
    save_file.save(game, 754.25)

    loaded = save_file.load()

    assert loaded is not None
    restored, elapsed = loaded.game, loaded.elapsed
    assert elapsed == 754.25
    assert restored.board == game.board
    assert restored.history == game.history
    assert restored.redo_actions == game.redo_actions
    assert restored.rules == game.rules
    assert restored.deal_number == 7
    assert restored.code == game.code
    restored.redo()
    game.redo()
    assert restored.board == game.board


def test_given_up_game_round_trips(save_file: SaveFile) -> None:
    game = Game.new(3)
    game.play(game.board.legal_moves()[0])
    game.give_up()
    save_file.save(game, 1)
    loaded = save_file.load()
    assert loaded is not None
    assert loaded[0].given_up


def test_no_save_loads_none(save_file: SaveFile) -> None:
    assert save_file.load() is None


def test_delete_removes_the_save(save_file: SaveFile) -> None:
    save_file.save(Game.new(1), 0)
    save_file.delete()
    assert save_file.load() is None
    save_file.delete()  # nothing there: no error


def test_saved_file_is_the_documented_envelope(save_file: SaveFile) -> None:
    game = Game.new(2)
    save_file.save(game, 12)
    data = json.loads(save_file.path.read_text("utf-8"))
    assert data["app"] == "addiction-solitaire"
    assert data["format"] == 1
    assert data["elapsed"] == 12.0
    assert data["game"] == game.to_dict()


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name != "savegame.json")


def test_failed_replace_keeps_previous_save(
    save_file: SaveFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = Game.new(5)
    save_file.save(first, 10)
    before = save_file.path.read_bytes()

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(savegame.os, "replace", refuse)
    second = played_game()
    with pytest.raises(OSError, match="disk full"):
        save_file.save(second, 20)

    assert save_file.path.read_bytes() == before
    assert leftovers(save_file.path.parent) == []


def test_failure_mid_write_keeps_previous_save(
    save_file: SaveFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_file.save(Game.new(5), 10)
    before = save_file.path.read_bytes()

    def crash(_descriptor: int) -> None:
        raise OSError("I/O error")

    monkeypatch.setattr(savegame.os, "fsync", crash)
    with pytest.raises(OSError, match="I/O error"):
        save_file.save(played_game(), 20)

    assert save_file.path.read_bytes() == before
    assert leftovers(save_file.path.parent) == []


def test_failing_serialiser_keeps_previous_save(
    save_file: SaveFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_file.save(Game.new(5), 10)
    before = save_file.path.read_bytes()
    game = played_game()

    def broken() -> dict[str, object]:
        raise RuntimeError("serialiser failed")

    monkeypatch.setattr(game, "to_dict", broken)
    with pytest.raises(RuntimeError):
        save_file.save(game, 20)
    assert save_file.path.read_bytes() == before
    assert leftovers(save_file.path.parent) == []


def valid_save_text(tmp_path: Path) -> str:
    scratch = SaveFile(tmp_path / "scratch" / "savegame.json")
    scratch.save(played_game(), 33)
    return scratch.path.read_text("utf-8")


def tampered_history(text: str) -> str:
    data = json.loads(text)
    history = data["game"]["history"]
    shuffle = next(entry for entry in history if "shuffle" in entry)
    tokens = shuffle["shuffle"].split()
    # Swap two loose cards of the recorded shuffle: it no longer matches the deal's seed.
    first, second = [i for i, t in enumerate(tokens) if t != "--"][-2:]
    tokens[first], tokens[second] = tokens[second], tokens[first]
    shuffle["shuffle"] = "\n".join(" ".join(tokens[r * 13 : r * 13 + 13]) for r in range(4))
    return json.dumps(data)


def reversed_move(text: str) -> str:
    data = json.loads(text)
    data["game"]["history"][0], data["game"]["history"][1] = (
        data["game"]["history"][1],
        data["game"]["history"][0],
    )
    return json.dumps(data)


DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "not JSON": lambda text: "this is not a saved game",
    "binary": lambda text: "\x00\udcff\udcfe garbage",
    "empty": lambda text: "",
    "JSON list": lambda text: "[1, 2, 3]",
    "foreign JSON": lambda text: json.dumps({"hello": "world"}),
    "future format": lambda text: text.replace('"format": 1', '"format": 99', 1),
    "negative time": lambda text: text.replace('"elapsed": 33.0', '"elapsed": -1', 1),
    "tampered shuffle": tampered_history,
    "moves out of order": reversed_move,
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_save_is_moved_aside_intact(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    bad = damage(valid_save_text(tmp_path))
    assert bad != valid_save_text(tmp_path)
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.write_bytes(bad.encode("utf-8", "surrogateescape"))

    with pytest.raises(CorruptSaveError) as caught:
        save_file.load()

    message = str(caught.value)
    assert message.startswith("Your saved game could not be read, so a new game was started")
    assert message.count(".") >= 1 and message.endswith(".")
    kept = caught.value.kept_as
    assert kept is not None and kept.parent == tmp_path
    assert kept.name.startswith("savegame.corrupt-") and kept.suffix == ".json"
    assert str(kept) in message
    assert kept.read_bytes() == bad.encode("utf-8", "surrogateescape")
    assert not save_file.path.exists()
    assert save_file.load() is None


def test_two_damaged_saves_in_one_second_are_both_kept(tmp_path: Path) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    kept = []
    for content in (b"first", b"second"):
        save_file.path.write_bytes(content)
        with pytest.raises(CorruptSaveError) as caught:
            save_file.load()
        kept.append(caught.value.kept_as)
    assert kept[0] != kept[1]
    assert [p.read_bytes() for p in kept] == [b"first", b"second"]


def test_a_damaged_save_that_cannot_be_moved_still_gives_one_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.write_bytes(b"{")

    def refuse(*_args: object, **_kwargs: object) -> Path:
        raise PermissionError("read-only directory")

    monkeypatch.setattr(savegame, "move_aside", refuse)
    with pytest.raises(CorruptSaveError) as caught:
        save_file.load()
    assert caught.value.kept_as is None
    assert str(caught.value) == (
        "Your saved game could not be read, so a new game was started; "
        "the damaged file could not be moved aside."
    )
    assert save_file.path.read_bytes() == b"{"


def test_data_dir_honours_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "nested" / "data"
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(target))
    assert paths.data_dir() == target
    assert target.is_dir()
    assert paths.settings_override_path() == target / "settings.ini"


def test_data_dir_uses_the_application_location(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(paths.DATA_DIR_VARIABLE, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    directory = paths.data_dir()
    assert directory.is_dir()
    assert paths.APPLICATION in directory.parts
    assert paths.settings_override_path() is None


def test_move_aside_carries_sidecar_files(tmp_path: Path) -> None:
    database = tmp_path / "statistics.sqlite3"
    database.write_bytes(b"db")
    Path(str(database) + "-journal").write_bytes(b"journal")
    kept = paths.move_aside(database, sidecars=("-journal", "-wal"))
    assert kept.read_bytes() == b"db"
    assert Path(str(kept) + "-journal").read_bytes() == b"journal"
    assert sorted(os.listdir(tmp_path)) == sorted([kept.name, kept.name + "-journal"])


# --- preferences -------------------------------------------------------------


def ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_defaults_on_a_fresh_file(tmp_path: Path) -> None:
    prefs = Preferences(ini(tmp_path / "settings.ini"))
    assert prefs.rules == Rules.preset("addiction")
    assert prefs.animations is True
    assert prefs.four_colour is False
    assert prefs.show_timer is True
    assert prefs.theme == "system"
    assert prefs.geometry.isEmpty() and isinstance(prefs.geometry, QByteArray)
    assert prefs.window_state.isEmpty()


def test_every_preference_round_trips_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    custom = Rules(7, RedealMode.AFTER_RUNS, ShuffleTiming.WHEN_STUCK, True)
    writer = Preferences(ini(path))
    writer.rules = custom
    writer.animations = False
    writer.four_colour = True
    writer.show_timer = False
    writer.theme = "dark"
    writer.geometry = QByteArray(b"\x01\xd9\xd0\xcb\x00\x03geometry")
    writer.window_state = QByteArray(b"\x00\xff state")
    writer.sync()
    del writer

    reader = Preferences(ini(path))
    assert reader.rules == custom
    assert reader.animations is False
    assert reader.four_colour is True
    assert reader.show_timer is False
    assert reader.theme == "dark"
    assert reader.geometry == QByteArray(b"\x01\xd9\xd0\xcb\x00\x03geometry")
    assert reader.window_state == QByteArray(b"\x00\xff state")


def test_unlimited_shuffles_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    Preferences(ini(path)).rules = Rules.preset("relaxed")
    assert Preferences(ini(path)).rules.shuffles is None


GARBAGE = """\
[game]
rules="{\\"shuffles\\": 500, \\"redeal\\": \\"random\\"}"
[view]
animations=banana
four_colour=
show_timer=maybe
theme=purple
[window]
geometry=not bytes at all
state=1, 2, 3
"""


def test_garbage_values_give_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(GARBAGE)
    prefs = Preferences(ini(path))
    assert prefs.rules == Rules.preset("addiction")
    assert prefs.animations is True
    assert prefs.four_colour is False
    assert prefs.show_timer is True
    assert prefs.theme == "system"
    assert prefs.geometry.isEmpty()
    assert prefs.window_state.isEmpty()


@pytest.mark.parametrize("text", ["not json", "[]", '{"shuffles": "three"}', ""])
def test_bad_stored_rules_give_the_addiction_preset(tmp_path: Path, text: str) -> None:
    settings = ini(tmp_path / "settings.ini")
    settings.setValue("game/rules", text)
    assert Preferences(settings).rules == Rules.preset("addiction")


def test_ini_spellings_of_booleans_are_understood(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[view]\nanimations=false\nfour_colour=1\nshow_timer=FALSE\n")
    prefs = Preferences(ini(path))
    assert (prefs.animations, prefs.four_colour, prefs.show_timer) == (False, True, False)


def test_an_unknown_theme_is_refused(tmp_path: Path) -> None:
    prefs = Preferences(ini(tmp_path / "settings.ini"))
    with pytest.raises(ValueError, match="theme"):
        prefs.theme = "neon"


def test_settings_live_in_the_data_dir_when_overridden(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(tmp_path))
    prefs = Preferences()
    prefs.theme = "light"
    prefs.sync()
    assert Path(open_settings().fileName()) == tmp_path / "settings.ini"
    assert "theme=light" in (tmp_path / "settings.ini").read_text()


def test_a_save_larger_than_any_the_game_writes_is_damage_and_never_read(
    save_file: SaveFile,
) -> None:
    save_file.save(Game.new(4), 3.0)
    real_save = save_file.path.read_bytes()
    # A sparse file: far larger than the limit, costs no disk.
    with save_file.path.open("r+b") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)
    with pytest.raises(CorruptSaveError) as raised:
        save_file.load()
    assert "more than" in raised.value.reason
    kept_as = raised.value.kept_as
    assert kept_as is not None and kept_as.stat().st_size == MAX_SAVE_BYTES + 1
    assert kept_as.read_bytes()[: len(real_save)] == real_save
    assert save_file.load() is None
