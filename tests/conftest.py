"""Shared test set-up: Qt runs offscreen, and no test touches the player's own data.

The platform must be chosen before the first QApplication exists (pytest-qt's
qapp fixture creates it lazily), and without a screen Qt would abort.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest

from addiction.store.settings import LANGUAGES

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The game's sounds go to ALSA's null device: a test run on a machine with speakers
# stays silent, and the real playback code still runs (addiction/ui/window/sound_cues.py).
os.environ.setdefault("ADDICTION_SOUND_DEVICE", "null")


@pytest.fixture(autouse=True)
def data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, statistics and preferences go to a fresh folder for every test (the one
    data folder fixture: tests that look at the files ask for it by name)."""
    # A folder of its own, beside tmp_path: tests that list tmp_path find only their files.
    folder = tmp_path_factory.mktemp("appdata")
    monkeypatch.setenv("ADDICTION_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def data_files_read() -> None:
    """The shipped data files the tests play (2026's and 2027's daily deals and
    challenges, the campaign) read, as the window has each once it has first asked
    for it (control/data_loading.py reads it off the GUI thread then): a test starts
    a daily, a challenge or a level at once. The tests of that first use forget them
    (tests/control/test_data_loading.py), as do those that damage them."""
    from addiction.engine import campaign, daily, daily_challenges

    for year in (2026, 2027):
        daily.read_year(year)
        daily_challenges.read_year(year)
    campaign.read_file()


@pytest.fixture(autouse=True)
def desktop_palette() -> Iterator[None]:
    """A test that picks a theme (addiction/ui/theme.py sets the application palette)
    leaves the desktop's palette and colour scheme behind for the next one."""
    yield
    from PySide6.QtGui import QGuiApplication, QPalette

    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        app.setPalette(QPalette())
        app.styleHints().unsetColorScheme()


@pytest.fixture(autouse=True, scope="session")
def english(qapp: object) -> None:
    """The game's words in English, as a player with an English desktop sees them
    (its .qm holds the plural forms: "1 game", "5 games")."""
    from addiction.ui.language import install_translators

    install_translators("en")


@pytest.fixture(autouse=True, scope="session")
def windows_closed_at_the_end(qapp: object) -> Iterator[None]:
    """Every window a test left open is closed and deleted while Qt still runs: one
    left to the interpreter's exit was torn down after the QApplication and the run
    ended in a segfault (exit status 139) though every test passed."""
    yield
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    # Outside an event loop deleteLater() waits for the deferred deletes to be sent.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, data_dir: Path) -> Iterator[str]:
    """Each language the game speaks in turn, as the player chose it (the window
    installs it) and installed for widgets made without a window; English after."""
    from addiction.store.settings import Preferences
    from addiction.ui.language import install_translators

    Preferences().language = request.param
    install_translators(request.param)
    yield request.param
    install_translators("en")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    call: pytest.CallInfo[None],
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A test ended by a child process that overran its timeout shows what the child
    wrote until then (subprocess.run keeps it on the exception, which pytest does not
    print)."""
    report = yield
    expired = call.excinfo.value if call.excinfo is not None else None
    if isinstance(expired, subprocess.TimeoutExpired):
        for stream, written in (("stdout", expired.stdout), ("stderr", expired.stderr)):
            if written:
                text = written.decode(errors="replace") if isinstance(written, bytes) else written
                report.sections.append((f"{stream} of the child that timed out", text))
    return report
