"""python -m addiction --daily [YYYY-MM-DD]: the date is checked before any window."""

from __future__ import annotations

import datetime
import subprocess
import sys

import pytest

from addiction.start_options import UsageError, parse_arguments
from tests.children import CHILD_TIMEOUT


def test_daily_takes_a_date_or_today() -> None:
    assert parse_arguments(["--daily", "2027-05-06"]).daily == datetime.date(2027, 5, 6)
    assert parse_arguments(["--daily"]).daily == datetime.date.today()
    assert parse_arguments(["--deal", "4"]).daily is None


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--daily", "2027-02-29"], "no such date"),
        (["--daily", "yesterday"], "not a date"),
        (["--daily", "2027-01-01", "--rules", "montana"], "a daily deal has its rules"),
        (["--daily", "2027-01-01", "--deal", "3"], "not allowed"),
    ],
)
def test_bad_daily_arguments_are_refused(argv: list[str], message: str) -> None:
    with pytest.raises(UsageError, match=message):
        parse_arguments(argv)


def test_a_bad_date_is_one_line_and_exit_status_2_in_a_real_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "addiction", "--daily", "2027-13-01"],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "addiction: --daily: no such date: '2027-13-01' (month must be in 1..12)"
    ]
