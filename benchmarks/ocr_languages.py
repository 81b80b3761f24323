"""No English on the screen, read back by OCR: the first window and each dialog, in
every language the game is translated into, as tesseract reads their pixels.

    .venv/bin/python benchmarks/ocr_languages.py [--display :N] [--out DIR]
        [--languages de,ja] [--smoke]

For each language but English (addiction/store/settings.py LANGUAGES) a child process
runs on an X display (LANG=xx.UTF-8 and LANGUAGE=xx, the preference left at
"system", a data folder of its own in ADDICTION_DATA_DIR): it opens the main window
(deal 5), its four menus, the window after a move and Give up (the end panel), and
the dialogs tests/ui/test_no_clipped_text.py walks (about, how to play, the strategy
guide, the rules, preset and custom, the campaign map, the daily calendar, plain and
with challenges, the welcome, the statistics, each tab, the cards chooser) and the
review window, and grabs each from the screen, its window manager's frame and title
included, into --out/LANG/NAME.png, and each further page of a scrolled area in it
(how to play, the strategy guide, the rules: NAME_2.png, ...). Each PNG is scaled up
2x (Qt, smooth) and read by tesseract with the language's pack and English's
(`-l deu+eng`).

An English word is a word of 4 letters or more of an English source text of
addiction/i18n/addiction_LANG.ts that no translation of that file has (so "Addiction",
"Montana" and the game names kept in English are not), case-insensitive. It prints
the English words read on each screen, and a table: language, screens, words read,
English words found; the exit status is 1 when a language shows one (not with --smoke),
else 0.

--display :N uses a running X server (with its window manager); without it the
script starts Xvfb and openbox on a free display (startup_display_bench.py) and ends
them at the end. --smoke: one language, two screens, to show the command works;
without the tools it says so ("skipped: ...") and exits with status 0.
Needs Xvfb, openbox, xprop and tesseract with its language packs (Debian:
tesseract-ocr, tesseract-ocr-deu, ...): it says what to install when one is missing.
Every wait has a timeout.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

from startup_display_bench import x_display
from timing import skipped

REPO = Path(__file__).resolve().parents[1]
I18N = REPO / "addiction" / "i18n"
#: tesseract's pack for each language the game is translated into.
PACKS = {
    "de": "deu",
    "es": "spa",
    "fr": "fra",
    "it": "ita",
    "ja": "jpn",
    "nl": "nld",
    "pl": "pol",
    "pt_BR": "por",
    "ru": "rus",
    "tr": "tur",
    "zh_CN": "chi_sim",
}
#: Seconds a child may take to grab every screen, and tesseract one screen.
CHILD_TIMEOUT = 300.0
OCR_TIMEOUT = 120.0
#: Seconds to let a window shown be mapped, framed and painted before it is grabbed.
SETTLE = 0.4
EXPOSE_TIMEOUT_MS = 10_000
#: A word: letters only; an English one has at least this many.
WORD = re.compile(r"[^\W\d_]+")
SHORTEST = 4
#: The most pages of one screen grabbed, its scrolled areas scrolled a page at a time.
MOST_PAGES = 12


# --- the child: the game's screens, grabbed ----------------------------------------------


def grab_screens(folder: Path, smoke: bool) -> None:
    """Open the window and each dialog in this process's language; save each as
    folder/NAME.png and print NAME."""
    import datetime

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QMenu, QWidget

    from addiction.app import create_main_window
    from addiction.engine import Rules, Termination, campaign
    from addiction.engine.daily_challenges import ChallengeDay, Tier
    from addiction.start_options import parse_arguments
    from addiction.store.game_history import DailyResult
    from addiction.store.paths import set_application_names
    from addiction.ui.decks.chooser import CardsDialog
    from addiction.ui.decks.found import find_decks
    from addiction.ui.dialogs.about import AboutDialog
    from addiction.ui.dialogs.campaign_map import CampaignDialog
    from addiction.ui.dialogs.daily_calendar import DailyCalendarDialog
    from addiction.ui.dialogs.how_to_play import HowToPlayDialog
    from addiction.ui.dialogs.rules import RulesDialog
    from addiction.ui.dialogs.strategy_guide import StrategyGuideDialog
    from addiction.ui.dialogs.welcome import WelcomeDialog
    from addiction.ui.review.window import ReviewWindow
    from addiction.ui.statistics import StatisticsWindow
    from addiction.ui.theme import LIGHT
    from addiction.ui.wording import written_date

    app = QApplication(sys.argv[:1])
    set_application_names()
    folder.mkdir(parents=True, exist_ok=True)

    def settle(widget: QWidget) -> None:
        """Once widget is mapped and painted; RuntimeError when it is not shown within
        EXPOSE_TIMEOUT_MS."""
        if not QTest.qWaitForWindowExposed(widget, EXPOSE_TIMEOUT_MS):
            raise RuntimeError(f"{type(widget).__name__} was not shown")
        deadline = time.monotonic() + SETTLE
        while time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)

    def save(widget: QWidget, name: str) -> None:
        """widget as the screen shows it, with its frame and title bar; as it paints
        itself (QWidget.grab, no title bar) when the screen does not show it whole
        within EXPOSE_TIMEOUT_MS (the window manager had not placed it yet)."""
        deadline = time.monotonic() + EXPOSE_TIMEOUT_MS / 1000
        while True:
            frame = widget.frameGeometry()
            screen = widget.screen() or QGuiApplication.primaryScreen()
            picture = screen.grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
            if picture.width() >= widget.width() and picture.height() >= widget.height():
                break
            if time.monotonic() > deadline:
                print(f"{name}: not on the screen whole, grabbed as painted", file=sys.stderr)
                picture = widget.grab()
                break
            app.processEvents()
            time.sleep(0.05)
        if picture.isNull() or not picture.save(str(folder / f"{name}.png")):
            raise RuntimeError(f"{name}: cannot grab or save")
        print(name, flush=True)

    def pages(top: QWidget, name: str) -> None:
        """top as shown, then each further page of the scrolled areas in it."""
        save(top, name)
        page = 1
        for area in top.findChildren(QAbstractScrollArea):
            bar = area.verticalScrollBar()
            if not area.isVisibleTo(top) or bar.maximum() <= 0:
                continue
            while bar.value() < bar.maximum() and page < MOST_PAGES:
                bar.setValue(bar.value() + bar.pageStep())
                settle(top)
                page += 1
                save(top, f"{name}_{page}")
            bar.setValue(0)

    def shown(dialog: QWidget, name: str) -> None:
        dialog.show()
        dialog.raise_()
        settle(dialog)
        pages(dialog, name)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()

    window = create_main_window(parse_arguments(["--deal", "5"]))
    window.preferences.animations = False
    window.resize(1100, 720)
    window.move(40, 40)
    window.show()
    settle(window)
    save(window, "window")
    if smoke:
        shown(AboutDialog(window), "about")
        return
    bar = window.menuBar()
    for number, action in enumerate(bar.actions(), 1):
        menu = action.menu()
        if not isinstance(menu, QMenu):
            continue
        menu.popup(bar.mapToGlobal(bar.actionGeometry(action).bottomLeft() + QPoint(0, 1)))
        settle(menu)
        save(menu, f"menu{number}")
        menu.hide()
        app.processEvents()
    controller = window.controller
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()  # the end panel, and a game in the statistics
    settle(window)
    save(window, "window_ended")
    day = datetime.date(2027, 12, 16)
    won = DailyResult(day, Termination.WON, True)
    november = [datetime.date(2027, 11, number) for number in range(1, 31)]
    challenges = {ChallengeDay(date, Tier.HARD): True for date in november}
    challenges[ChallengeDay(day, Tier.MEDIUM)] = False
    crowned = DailyCalendarDialog({day: won}, day, window, challenges)
    crowned.step_month(-1)
    assert controller.statistics is not None
    levels = campaign.count()
    screens: list[tuple[str, QWidget]] = [
        ("about", AboutDialog(window)),
        ("how_to_play", HowToPlayDialog(window)),
        ("strategy_guide", StrategyGuideDialog(LIGHT, window)),
        ("rules", RulesDialog(Rules.preset("addiction"), window)),
        ("rules_custom", RulesDialog(Rules(5), window)),
        ("campaign_map", CampaignDialog({1: 3, 2: 1}, levels, campaign.STAGE_SIZE, LIGHT, window)),
        ("daily_calendar", DailyCalendarDialog({day: won}, day, window)),
        ("daily_challenges", crowned),
        ("welcome", WelcomeDialog(written_date(day), 1, window)),
        ("welcome_level12", WelcomeDialog(written_date(day), 12, window)),
        ("cards", CardsDialog(LIGHT, "standard", "", find_decks([]), window)),
        ("review", ReviewWindow(controller.game, window)),
    ]
    for name, dialog in screens:
        shown(dialog, name)
    statistics = StatisticsWindow(controller.statistics, controller.rules.key, window)
    statistics.show()
    for tab in range(statistics.tabs.count()):
        statistics.tabs.setCurrentIndex(tab)
        settle(statistics)
        pages(statistics, f"statistics{tab + 1}")
    statistics.close()
    window.close()
    app.processEvents()


# --- the parent: children, tesseract, English words ----------------------------------------


def words(text: str) -> list[str]:
    return WORD.findall(text)


def english_words(language: str) -> set[str]:
    """The words (SHORTEST letters or more, lower case) of the English sources of the
    language's .ts file that none of its translations has."""
    root = ElementTree.parse(I18N / f"addiction_{language}.ts").getroot()
    sources: set[str] = set()
    translated: set[str] = set()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        # Placeholders and rich text's tags are no words shown.
        source = re.sub(r"%\d|%n|\{\w+\}|<[^>]*>|&\w+;", " ", source.replace("&&", "&"))
        sources.update(word.lower() for word in words(source.replace("&", "")))
        translation = message.find("translation")
        if translation is not None:
            text = " ".join(translation.itertext())
            translated.update(word.lower() for word in words(text.replace("&", "")))
    return {word for word in sources - translated if len(word) >= SHORTEST}


def read_text(picture: Path, pack: str, scratch: Path) -> str:
    """What tesseract reads on picture, scaled up 2x, with pack and English."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    image = QImage(str(picture))
    if image.isNull():
        raise RuntimeError(f"{picture}: not an image")
    large = image.scaled(
        image.width() * 2,
        image.height() * 2,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    scaled = scratch / f"{picture.stem}.png"
    large.save(str(scaled))
    result = subprocess.run(
        ["tesseract", str(scaled), "stdout", "-l", f"{pack}+eng"],
        capture_output=True,
        text=True,
        timeout=OCR_TIMEOUT,
        check=True,
    )
    return result.stdout


def child_environment(language: str, display: str, folder: str) -> dict[str, str]:
    """The environment of the child grabbing language's screens on display: the
    system's locale says the language, and the preference stays "system"."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("LC_") and key not in ("QT_QPA_PLATFORM", "QT_SCALE_FACTOR")
    }
    return {
        **environment,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "LANG": f"{language}.UTF-8",
        "LANGUAGE": language,
        "ADDICTION_DATA_DIR": str(Path(folder) / "data"),
        "PYTHONPATH": os.pathsep.join([str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]),
    }


def grab_language(language: str, display: str, out: Path, smoke: bool) -> list[Path]:
    """Run the child for language on display; the PNGs it saved, in their order."""
    folder = out / language
    if folder.exists():
        shutil.rmtree(folder)
    command = [sys.executable, str(Path(__file__).resolve()), "--child", str(folder)]
    with tempfile.TemporaryDirectory() as data:
        try:
            result = subprocess.run(
                [*command, *(["--smoke"] if smoke else [])],
                env=child_environment(language, display, data),
                capture_output=True,
                text=True,
                timeout=CHILD_TIMEOUT,
                cwd=REPO,
            )
        except subprocess.TimeoutExpired as error:
            sys.exit(f"{language}: the screens were not grabbed within {error.timeout} s")
    if result.returncode != 0:
        sys.exit(f"{language}: the child failed ({result.returncode}):\n{result.stderr}")
    for line in result.stderr.splitlines():
        if "grabbed as painted" in line:
            print(f"{language} {line}")
    return [folder / f"{name}.png" for name in result.stdout.split()]


def missing_tools(languages: list[str]) -> list[str]:
    """What to install (Debian package names) for the languages to be read."""
    needs = [
        package
        for tool, package in (("Xvfb", "xvfb"), ("openbox", "openbox"), ("xprop", "x11-utils"))
        if shutil.which(tool) is None
    ]
    if shutil.which("tesseract") is None:
        return [*needs, "tesseract-ocr", "tesseract-ocr-eng"] + [
            "tesseract-ocr-" + PACKS[language].replace("_", "-") for language in languages
        ]
    listed = subprocess.run(
        ["tesseract", "--list-langs"], capture_output=True, text=True, timeout=OCR_TIMEOUT
    ).stdout.split()
    wanted = ["eng", *(PACKS[language] for language in languages)]
    return needs + [
        "tesseract-ocr-" + pack.replace("_", "-") for pack in wanted if pack not in listed
    ]


@contextlib.contextmanager
def display_to_use(display: str | None) -> Iterator[str]:
    """display, or an Xvfb server with openbox of this run's own."""
    if display is not None:
        yield display
        return
    with x_display() as own:
        yield own


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", help="a running X display (:N); default: one of its own")
    parser.add_argument("--out", type=Path, help="where the PNGs go (default: a temporary one)")
    parser.add_argument(
        "--languages", default=",".join(PACKS), help="comma-separated (default: all)"
    )
    parser.add_argument("--smoke", action="store_true", help="one language, two screens")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child is not None:
        grab_screens(options.child, options.smoke)
        return
    languages = options.languages.split(",")
    unknown = [language for language in languages if language not in PACKS]
    if unknown:
        parser.error(f"not a translated language: {', '.join(unknown)} (of {', '.join(PACKS)})")
    if options.smoke:
        languages = languages[:1]
    missing = missing_tools(languages)
    if options.display is not None:
        missing = [package for package in missing if package not in ("xvfb", "openbox")]
    if missing and options.smoke:
        skipped(f"missing here: apt-get install {' '.join(missing)}")
        return
    if missing:
        sys.exit(f"missing here: apt-get install {' '.join(missing)}")
    with contextlib.ExitStack() as stack:
        out = options.out or Path(stack.enter_context(tempfile.TemporaryDirectory()))
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        display = stack.enter_context(display_to_use(options.display))
        print(f"display {display}, screens in {out}")
        rows = []
        for language in languages:
            english = english_words(language)
            pack = PACKS[language]
            start = time.perf_counter()
            pictures = grab_language(language, display, out, options.smoke)
            read = 0
            found: dict[str, list[str]] = {}
            for picture in pictures:
                text = read_text(picture, pack, scratch)
                read += len(words(text))
                seen = [word for word in words(text) if word.lower() in english]
                if seen:
                    found[picture.stem] = seen
                    print(f"{language} {picture.stem}: {', '.join(seen)}")
            took = time.perf_counter() - start
            count = sum(len(seen) for seen in found.values())
            print(
                f"{language} ({pack}+eng): {len(pictures)} screens, {read} words read, "
                f"{count} English, {took:.0f} s"
            )
            rows.append((language, len(pictures), read, count))
    print()
    print(f"{'language':<10}{'screens':>8}{'words read':>12}{'English words':>15}")
    for language, screens, read, count in rows:
        print(f"{language:<10}{screens:>8}{read:>12}{count:>15}")
    # --smoke shows the command works; what OCR reads on another machine's fonts is
    # a measurement to look at, not a reason to fail CI
    sys.exit(1 if any(count for *_, count in rows) and not options.smoke else 0)


if __name__ == "__main__":
    main()
