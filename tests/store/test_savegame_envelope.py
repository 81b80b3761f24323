"""The save's envelope (addiction/store/savegame.py) is read with exact types and
ranges: anything else is a damaged save, moved aside with one sentence."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from addiction.engine import Game
from addiction.store.savegame import MAX_ELAPSED_SECONDS, CorruptSaveError, SaveFile


def saved_text(tmp_path: Path) -> str:
    scratch = SaveFile(tmp_path / "scratch" / "savegame.json")
    game = Game.new(11)
    game.play(game.board.legal_moves()[0])
    scratch.save(game, 42.5, "0123456789abcdef0123456789abcdef")
    return scratch.path.read_text("utf-8")


def with_field(text: str, key: str, raw_json: str) -> str:
    """The save with one envelope field's JSON replaced by raw_json (None: removed)."""
    envelope = json.loads(text)
    envelope[key] = "@@"
    replaced = json.dumps(envelope)
    return replaced.replace('"@@"', raw_json, 1)


BAD_FIELDS = {
    "elapsed 1e300": ("elapsed", "1e300"),
    "elapsed beyond ten years": ("elapsed", str(int(MAX_ELAPSED_SECONDS) + 1)),
    "elapsed of 400 digits": ("elapsed", "1" + "0" * 400),
    "elapsed overflowing a float": ("elapsed", "1e999"),
    "elapsed NaN": ("elapsed", "NaN"),
    "elapsed Infinity": ("elapsed", "Infinity"),
    "elapsed negative": ("elapsed", "-0.5"),
    "elapsed true": ("elapsed", "true"),
    "elapsed as text": ("elapsed", '"12"'),
    "elapsed null": ("elapsed", "null"),
    "format true": ("format", "true"),
    "format 1.0": ("format", "1.0"),
    "format as text": ("format", '"1"'),
    "game id a number": ("game_id", "5"),
    "game id empty": ("game_id", '""'),
    "game id a novel": ("game_id", json.dumps("x" * 10_000)),
    "game id with odd characters": ("game_id", '"1; DROP TABLE games"'),
    "app tag of another program": ("app", '"addiction-solitaire-2"'),
}


@pytest.mark.parametrize(("key", "raw"), BAD_FIELDS.values(), ids=BAD_FIELDS.keys())
def test_a_field_of_the_wrong_type_or_range_is_a_damaged_save(
    tmp_path: Path, key: str, raw: str
) -> None:
    bad = with_field(saved_text(tmp_path), key, raw)
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.write_text(bad, "utf-8")

    with pytest.raises(CorruptSaveError) as caught:
        save_file.load()

    kept = caught.value.kept_as
    assert kept is not None and kept.read_text("utf-8") == bad
    assert str(caught.value) == (
        "Your saved game could not be read, so a new game was started; "
        f"the damaged file was kept as {kept}."
    )
    assert len(caught.value.reason) < 200  # a log line, never the whole field
    assert save_file.load() is None


def test_a_missing_elapsed_time_is_a_damaged_save(tmp_path: Path) -> None:
    envelope = json.loads(saved_text(tmp_path))
    del envelope["elapsed"]
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.write_text(json.dumps(envelope), "utf-8")
    with pytest.raises(CorruptSaveError):
        save_file.load()


GOOD_FIELDS = {
    "whole seconds": ("elapsed", "93", 93.0),
    "no time yet": ("elapsed", "0", 0.0),
    "ten years to the second": ("elapsed", repr(MAX_ELAPSED_SECONDS), MAX_ELAPSED_SECONDS),
}


@pytest.mark.parametrize(("key", "raw", "elapsed"), GOOD_FIELDS.values(), ids=GOOD_FIELDS.keys())
def test_fields_in_range_load(tmp_path: Path, key: str, raw: str, elapsed: float) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.write_text(with_field(saved_text(tmp_path), key, raw), "utf-8")
    loaded = save_file.load()
    assert loaded is not None
    assert loaded.elapsed == elapsed and type(loaded.elapsed) is float
    assert loaded.game_id == "0123456789abcdef0123456789abcdef"
    assert loaded.game.board == Game.from_dict(json.loads(saved_text(tmp_path))["game"]).board


def test_a_save_without_a_game_id_still_loads(tmp_path: Path) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.write_text(with_field(saved_text(tmp_path), "game_id", "null"), "utf-8")
    loaded = save_file.load()
    assert loaded is not None and loaded.game_id is None


def load_in_a_thread(save_file: SaveFile) -> BaseException | None:
    """save_file.load()'s exception; a load that blocks fails the test instead of hanging it."""
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            save_file.load()
            outcome.append(None)
        except BaseException as error:  # handed to the test
            outcome.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=60)
    assert outcome, "loading blocked"
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_for_a_save_is_damage_and_never_read(tmp_path: Path) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    os.mkfifo(save_file.path)
    error = load_in_a_thread(save_file)
    assert isinstance(error, CorruptSaveError)
    assert "named pipe" in error.reason
    assert error.kept_as is not None and error.kept_as.is_fifo()
    assert not save_file.path.exists()


def test_a_folder_for_a_save_is_damage_and_moved_aside_whole(tmp_path: Path) -> None:
    save_file = SaveFile(tmp_path / "savegame.json")
    save_file.path.mkdir()
    (save_file.path / "letter.txt").write_text("hello", "utf-8")
    error = load_in_a_thread(save_file)
    assert isinstance(error, CorruptSaveError)
    assert error.kept_as is not None
    assert (error.kept_as / "letter.txt").read_text("utf-8") == "hello"
    save_file.save(Game.new(2), 0.0)
    assert save_file.load() is not None
