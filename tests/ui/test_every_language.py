"""Every language the game speaks (addiction/store/settings.py LANGUAGES): one .ts
file each, named in itself in View > Language, found from the system's locale, and
no English left on the window or in a dialog. scripts/translations.py's checks are
shown to find what they look for.

tests/ui/test_translations.py looks closer at Brazilian Portuguese; the walks of
tests/ui/test_no_clipped_text.py and tests/ui/test_menu_mnemonics.py run in every
language through tests/conftest.py's `language` fixture.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from addiction.app import create_main_window
from addiction.start_options import parse_arguments
from addiction.store.settings import LANGUAGES
from addiction.ui.language import ENGLISH, language_names
from addiction.ui.main_window import MainWindow
from tests.children import CHILD_TIMEOUT
from tests.prompts import ScriptedPrompts
from tests.ui.test_no_clipped_text import dialogs
from tests.ui.test_translations import (
    I18N,
    english_in,
    english_patterns,
    shown_texts,
    translations_script,
)

REPO = Path(__file__).resolve().parents[2]


def test_the_languages_are_the_translation_files() -> None:
    assert sorted(LANGUAGES) == list(translations_script().LANGUAGES)  # the .ts files
    assert len(LANGUAGES) >= 12


def test_each_language_is_named_in_itself() -> None:
    names = language_names()
    assert list(names)[1:] == list(LANGUAGES)
    assert names["de"] == "Deutsch" and names["ja"] == "日本語" and names["ru"] == "Русский"
    assert len(set(names.values())) == len(names)


RESOLVE = "from addiction.ui.language import resolve; print(resolve('system'))"


@pytest.mark.parametrize(
    ("system", "spoken"),
    [
        ("de_DE", "de"),
        ("es_MX", "es"),
        ("fr_CA", "fr"),
        ("pt_PT", "pt_BR"),
        ("zh_CN", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("ja_JP", "ja"),
        ("en_GB", "en"),
        ("fi_FI", "en"),  # a language the game does not speak: English
    ],
)
def test_the_system_s_language_is_spoken_in_the_form_the_game_has(system: str, spoken: str) -> None:
    """As a player's desktop sets it (LANG, LANGUAGE): read in a child, since Qt takes
    the system locale once per process."""
    environment = {
        **os.environ,
        "LANG": f"{system}.UTF-8",
        "LANGUAGE": system,
        "LC_ALL": "",
        "LC_MESSAGES": "",
    }
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "from addiction.ui.language import resolve; print(resolve('system'))",
        ],
        capture_output=True,
        text=True,
        env=environment,
        cwd=REPO,
        timeout=CHILD_TIMEOUT,
        check=True,
    )
    assert result.stdout.strip() == spoken


TRANSLATED = [language for language in LANGUAGES if language != ENGLISH]


@pytest.fixture
def translated(language: str) -> str:
    if language == ENGLISH:
        pytest.skip("English is the source language")
    return language


def test_the_window_and_its_dialogs_show_no_english(qtbot, translated: str) -> None:
    english = english_patterns(I18N / f"addiction_{translated}.ts")
    window: MainWindow = create_main_window(parse_arguments(["--deal", "5"]), ScriptedPrompts())
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    controller = window.controller
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()  # the end panel, and a game in the statistics
    assert english_in(shown_texts(window), english) == []
    for dialog in dialogs(window):
        assert isinstance(dialog, QWidget)
        qtbot.addWidget(dialog)
        assert english_in(shown_texts(dialog), english) == [], type(dialog).__name__


@pytest.mark.parametrize(
    ("english", "damaged", "problem"),
    [
        ("Deal %1", "Distribución", "placeholders ['%1'] became []"),
        ("&amp;Game", "Juego", "access key (&) lost or added"),
    ],
)
def test_the_check_finds_a_lost_placeholder_and_a_lost_access_key(
    tmp_path: Path, english: str, damaged: str, problem: str
) -> None:
    translations = translations_script()
    ts = tmp_path / "addiction_es.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="es">'
        f"<context><name>MainWindow</name><message><source>{english}</source>"
        f"<translation>{damaged}</translation></message></context></TS>\n",
        encoding="utf-8",
    )
    assert [found.split(":")[0] for found in translations.wrong_forms(ts, 2)] == [problem]


def test_the_check_finds_a_plural_form_missing(tmp_path: Path) -> None:
    translations = translations_script()
    russian = I18N / "addiction_ru.ts"
    assert translations.plural_form_count("ru") == 3
    assert translations.plural_form_count("ja") == 1
    ts = tmp_path / russian.name
    shutil.copy(russian, ts)
    text = ts.read_text(encoding="utf-8")
    # The first message that counts loses its last form.
    start = text.index('numerus="yes"')
    end = text.index("</translation>", start)
    last = text.rindex("<numerusform>", start, end)
    ts.write_text(text[:last] + text[end:], encoding="utf-8")
    found = translations.wrong_forms(ts, 3)
    assert len(found) == 1 and found[0].startswith("2 plural forms, the language has 3")
