"""The data files defend themselves (issue 23, item 6): campaign.json and
daily-YYYY.json carry a checksum per entry (addiction/engine/checksums.py), and a
damaged or edited entry is refused (a level, in one sentence) or derived again (a
day), never served as another one and never a traceback."""

from __future__ import annotations

import datetime
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from addiction import routes
from addiction.app import create_main_window, main
from addiction.engine import GameKind, campaign, daily
from addiction.engine.campaign import CampaignDataError
from addiction.engine.checksums import checksums
from addiction.engine.daily import DailyDateError, parse_date
from addiction.start_options import USAGE_ERROR, parse_arguments
from tests.children import CHILD_TIMEOUT
from tests.prompts import ScriptedPrompts

SHIPPED_LEVELS = campaign.LEVELS_PATH
SHIPPED_YEAR = daily.data_path(2027)
JANUARY_FIRST = datetime.date(2027, 1, 1)
JANUARY_SECOND = datetime.date(2027, 1, 2)


def forget_levels() -> None:
    campaign._read.cache_clear()
    campaign.level.cache_clear()


def forget_days() -> None:
    daily._year.cache_clear()


@pytest.fixture
def levels_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the campaign's data file that the game reads instead, to damage."""
    copy = tmp_path / "campaign.json"
    shutil.copy(SHIPPED_LEVELS, copy)
    monkeypatch.setattr(campaign, "LEVELS_PATH", copy)
    forget_levels()
    yield copy
    monkeypatch.undo()
    forget_levels()


@pytest.fixture
def year_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of 2027's data file that the game reads instead, to damage."""
    monkeypatch.setattr(daily, "RESOURCES", tmp_path)
    copy = daily.data_path(2027)
    shutil.copy(SHIPPED_YEAR, copy)
    forget_days()
    yield copy
    monkeypatch.undo()
    forget_days()


def edit(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


# --- the campaign ---------------------------------------------------------------


def test_every_shipped_level_and_day_passes_its_checks() -> None:
    assert campaign.count() > 0
    assert all(campaign.level(n).number == n for n in range(1, campaign.count() + 1))
    assert all(daily.lookup(date) is not None for date in daily.days_of(2027))


def test_a_campaign_file_that_is_not_json_refuses_levels_in_one_sentence(
    levels_file: Path,
) -> None:
    levels_file.write_text("{ not json", encoding="utf-8")
    assert campaign.count() == 0
    with pytest.raises(CampaignDataError, match="cannot be read"):
        campaign.level(3)


def test_a_level_with_a_bad_deal_is_refused_the_others_are_played(levels_file: Path) -> None:
    def damage(data: dict[str, Any]) -> None:
        data["levels"][2]["deal"] = "abc"

    edit(levels_file, damage)
    with pytest.raises(CampaignDataError, match="level 3 is damaged"):
        campaign.level(3)
    assert campaign.level(4).number == 4


def test_a_level_replaced_by_another_is_never_played_as_it(levels_file: Path) -> None:
    seventh = campaign.level(7)
    forget_levels()

    def replace(data: dict[str, Any]) -> None:
        # Level 7's entry, numbered 3, in level 3's place: a consistent edit.
        data["levels"][2] = {**data["levels"][6], "level": 3}

    edit(levels_file, replace)
    with pytest.raises(CampaignDataError):
        campaign.level(3)
    assert campaign.level(7) == seventh


def test_a_level_moved_with_its_checksum_is_refused_by_its_number(levels_file: Path) -> None:
    def move(data: dict[str, Any]) -> None:
        data["levels"][2] = data["levels"][6]
        data["checksums"][2] = data["checksums"][6]

    edit(levels_file, move)
    with pytest.raises(CampaignDataError):
        campaign.level(3)


def test_a_start_whose_autosave_holds_a_level_survives_a_damaged_campaign_file(
    qtbot: Any, levels_file: Path
) -> None:
    first = create_main_window(parse_arguments(["--level", "3"]), ScriptedPrompts())
    qtbot.addWidget(first)
    level = first.controller.level
    assert level is not None and level.number == 3
    layout = first.controller.game.initial
    first.controller.shutdown()

    levels_file.write_text("{ not json", encoding="utf-8")
    forget_levels()
    again = create_main_window(parse_arguments([]), ScriptedPrompts())
    qtbot.addWidget(again)
    # The saved game goes on; no level is served for it from a damaged file.
    assert again.controller.game.initial == layout
    assert again.controller.kind is GameKind.CAMPAIGN
    assert again.controller.level is None
    again.controller.shutdown()


def test_level_on_the_command_line_says_a_damaged_level_in_one_line(
    levels_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edit(levels_file, lambda data: data["levels"][2].update(deal="abc"))
    assert main(["--level", "3"]) == USAGE_ERROR
    assert capsys.readouterr().err == (
        "addiction: --level: level 3 is damaged in the campaign's data file\n"
    )
    with pytest.raises(SystemExit) as exit_status:
        routes.main(["level", "3"])
    assert exit_status.value.code == 2
    assert "level 3 is damaged" in capsys.readouterr().err


# --- the daily deals -------------------------------------------------------------


def test_a_changed_day_is_derived_not_served(
    year_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shipped = json.loads(SHIPPED_YEAR.read_text(encoding="utf-8"))["days"][1]

    def change(data: dict[str, Any]) -> None:
        data["days"][1]["deal"] = shipped["deal"] + 1

    edit(year_file, change)
    assert daily.lookup(JANUARY_SECOND) is None
    assert daily.lookup(JANUARY_FIRST) is not None  # the others are read as ever
    # routes daily derives the day by the rule: the shipped deal, no traceback.
    assert routes.main(["daily", "2027-01-02"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["layout"] == daily.Daily.from_json(shipped).board.to_text()


@pytest.mark.parametrize("resign", [False, True])
def test_one_days_deal_is_never_served_under_another_date(year_file: Path, resign: bool) -> None:
    def move(data: dict[str, Any]) -> None:
        # The 2nd's entry, dated the 1st; with resign its checksum is made again too.
        data["days"][0] = {**data["days"][1], "date": "2027-01-01"}
        if resign:
            data["checksums"] = checksums(data["days"])

    edit(year_file, move)
    assert daily.lookup(JANUARY_FIRST) is None  # derived instead: the 1st's own deal


@pytest.mark.parametrize("damage", ["{ not json", "[]", '{"rule_version": 1, "days": 7}'])
def test_a_year_file_that_cannot_be_read_is_derived(year_file: Path, damage: str) -> None:
    year_file.write_text(damage, encoding="utf-8")
    assert daily.lookup(JANUARY_FIRST) is None


def test_a_day_without_its_checksums_is_derived(year_file: Path) -> None:
    edit(year_file, lambda data: data.pop("checksums"))
    assert daily.lookup(JANUARY_FIRST) is None


@pytest.mark.parametrize("text", ["1969-12-31", "0001-01-01", "9999-12-31"])
def test_dates_without_a_daily_deal_are_refused(
    text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(DailyDateError, match="daily deals run from 1970-01-01 to 9998-12-31"):
        parse_date(text)
    assert main(["--daily", text]) == USAGE_ERROR
    assert capsys.readouterr().err.count("\n") == 1
    with pytest.raises(SystemExit):
        routes.main(["daily", text])
    assert capsys.readouterr().err.count("\n") == 1


def test_the_first_and_last_dates_have_a_daily_deal() -> None:
    assert parse_date("1970-01-01") == daily.FIRST_DATE
    assert parse_date("9998-12-31") == daily.LAST_DATE


# --- what stands where a data file should be ----------------------------------------

#: Each data file's reader, in a process of its own (a reader stuck on a named pipe
#: is ended by the test's timeout, never the suite's): the data folder is argv[1].
READ_EVERY_DATA_FILE = """
import datetime, sys
from pathlib import Path
from addiction.engine import campaign, daily, daily_challenges
folder = Path(sys.argv[1])
daily.RESOURCES = folder
campaign.LEVELS_PATH = folder / "campaign.json"
day = datetime.date(2027, 1, 1)
print(daily.lookup(day) is None, daily_challenges.lookup(day) is None, campaign.count())
"""


def stand_in(path: Path, what: str) -> None:
    if what == "named-pipe":
        os.mkfifo(path)
    elif what == "folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")


@pytest.mark.parametrize("what", ["named-pipe", "folder", "link-to-a-device"])
def test_a_data_file_that_is_not_a_regular_file_is_not_read(tmp_path: Path, what: str) -> None:
    """A named pipe there froze the window for good (issue 39): every data file is
    read only if it is a regular file, so the days are derived and the campaign says
    it has no levels, at once."""
    for name in ("daily-2027.json", "challenges-2027.json", "campaign.json"):
        stand_in(tmp_path / name, what)
    done = subprocess.run(
        [sys.executable, "-c", READ_EVERY_DATA_FILE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True", "0"]


def test_a_regular_data_file_is_read_whole(tmp_path: Path) -> None:
    for name in ("challenges-2027.json", "daily-2027.json", "campaign.json"):
        resources = SHIPPED_YEAR.parent
        shutil.copy(resources / name, tmp_path / name)
    done = subprocess.run(
        [sys.executable, "-c", READ_EVERY_DATA_FILE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False", str(campaign.count())]
