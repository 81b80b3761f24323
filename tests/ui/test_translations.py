"""The game in Brazilian Portuguese: every string translated, none left in English on
screen, the language kept across a relaunch, the controller's news worded in it.

The English texts looked for are the sources of addiction/i18n/addiction_pt_BR.ts
(those whose translation differs: "OK" and the game's name read the same in both).
"""

from __future__ import annotations

import html
import importlib.util
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QTextBrowser,
    QWidget,
)

from addiction.app import LiveWindow, create_main_window
from addiction.engine import SQUARES, Game, GameStatus, Rules, campaign
from addiction.start_options import parse_arguments
from addiction.store.settings import Preferences
from addiction.ui.card_painter import CARD_ASPECT, CardPainter
from addiction.ui.dialogs.about import AboutDialog
from addiction.ui.dialogs.campaign_map import CampaignDialog
from addiction.ui.dialogs.how_to_play import HowToPlayDialog
from addiction.ui.dialogs.rules import RulesDialog
from addiction.ui.dialogs.strategy_guide import StrategyGuideDialog
from addiction.ui.language import install_translators
from addiction.ui.main_window import MainWindow
from addiction.ui.mark_painter import MarkPainter, pad
from addiction.ui.statistics import StatisticsWindow
from addiction.ui.theme import LIGHT
from addiction.ui.translate import tr
from tests.positions import layout
from tests.prompts import ScriptedPrompts
from tests.ui.test_main_window import click_square, press

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "addiction" / "i18n"
TS = I18N / "addiction_pt_BR.ts"
SCRIPT = REPO / "scripts" / "translations.py"


def translations_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def english_patterns(ts: Path = TS) -> list[re.Pattern[str]]:
    """Each English source text of ts (its translation differs) as a pattern that
    matches it however its %1 / %n / {name} are filled, its & left out."""
    patterns = []
    text = ts.read_text(encoding="utf-8")
    for message in re.findall(r"<message[^>]*>.*?</message>", text, re.DOTALL):
        source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.DOTALL)[1])
        translation = html.unescape(
            re.search(r"<translation[^>]*>(.*?)</translation>", message, re.DOTALL)[1]
        )
        # A translation with plural forms: the source counts ("%n games").
        translation = re.sub(r"</?numerusform>", " ", translation)
        if source.replace("&", "") in translation.replace("&", ""):
            # "OK", "Addiction Solitaire", "Montana", "Volume" (its access key moved):
            # the same words in both
            continue
        parts = re.split(r"%\d|%n|\{\w+\}", source.replace("&", ""))
        words = re.findall(r"[^\W\d_]{2,}", " ".join(parts))
        if not words or (not parts[0].strip() and not parts[-1].strip() and len(words) < 2):
            # "%1 (%2)" has no English word to find; "%1 to %2", "%1 level %2", open
            # at both ends, match any sentence with the word (Polish "to", Dutch "level").
            continue
        patterns.append(re.compile(".+?".join(re.escape(part) for part in parts), re.DOTALL))
    return patterns


ENGLISH = english_patterns()


def english_in(texts: Iterator[str], english: list[re.Pattern[str]] = ENGLISH) -> list[str]:
    """The texts that read as one of the English sources (english: those of a .ts)."""
    found = []
    for text in texts:
        plain = text.replace("&", "").strip()
        if plain and any(pattern.fullmatch(plain) for pattern in english):
            found.append(plain)
    return found


def shown_texts(widget: QWidget) -> Iterator[str]:
    """What a player reads in widget and its children: titles, labels, buttons, menus,
    actions (texts and tips), the status bar."""
    yield widget.windowTitle()
    for child in (widget, *widget.findChildren(QWidget)):
        if isinstance(child, QLabel | QAbstractButton):
            yield child.text()
        yield child.toolTip()
        yield child.accessibleName()
        for action in child.actions():
            yield from (action.text(), action.toolTip(), action.statusTip())
            menu = action.menu()
            if isinstance(menu, QMenu):
                yield menu.title()
                for item in menu.actions():
                    yield from (item.text(), item.toolTip(), item.statusTip())


@pytest.fixture
def portuguese(data_dir: Path) -> Iterator[None]:
    """The player chose Português (Brasil); English again after the test."""
    Preferences().language = "pt_BR"
    yield
    install_translators("en")


@pytest.fixture
def open_window(qtbot, portuguese):
    def open_(*argv: str) -> MainWindow:
        window = create_main_window(parse_arguments(argv), ScriptedPrompts())
        qtbot.addWidget(window)
        # Painted before the test goes on: a window closed before its first paint was
        # deleted in the middle of that paint in a later test (a segfault in the suite).
        with qtbot.waitExposed(window):
            window.show()
        return window

    return open_


def test_every_string_in_the_sources_has_a_finished_pt_BR_translation() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_check_finds_a_translation_left_unfinished(tmp_path: Path) -> None:
    translations = translations_script()
    assert translations.unfinished(TS) == []
    damaged = tmp_path / TS.name
    shutil.copy(TS, damaged)
    text = damaged.read_text(encoding="utf-8")
    text = text.replace("<translation>&amp;Novo jogo</translation>", "<translation></translation>")
    # "You won!" is said twice (the end panel, and the board to a screen reader, which
    # comes first in the file): only the first one is left unfinished.
    text = text.replace(
        "<translation>Você venceu!</translation>",
        '<translation type="unfinished">Você venceu!</translation>',
        1,
    )
    damaged.write_text(text, encoding="utf-8")
    assert translations.unfinished(damaged) == ["You won!", "&amp;New game"]


def test_the_window_in_pt_BR_shows_no_english(open_window) -> None:
    window = open_window("--deal", "5")
    assert window.menuBar().actions()[0].text() == "&Jogo"
    assert window.status.in_place_label.text() == "No lugar: 0 de 48"
    texts = list(shown_texts(window))
    assert "Distribuição 5 (Addiction) — Addiction Solitaire" in texts
    assert english_in(iter(texts)) == []


def test_the_dialogs_in_pt_BR_show_no_english_and_qt_buttons_are_translated(
    qtbot, open_window
) -> None:
    window = open_window()
    controller = window.controller
    controller.play(controller.game.board.legal_moves()[0])
    controller.give_up()  # one game in the statistics: its figures shown
    statistics = StatisticsWindow(controller.statistics, controller.rules.key, window)
    dialogs: list[QDialog] = [
        RulesDialog(window.preferences.rules, window),
        AboutDialog(window),
        HowToPlayDialog(window),
        statistics,
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        assert english_in(shown_texts(dialog)) == [], dialog.windowTitle()
    # The standard buttons come from Qt's own translation (qtbase_pt_BR).
    box = dialogs[0].findChild(QDialogButtonBox)
    assert isinstance(box, QDialogButtonBox)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Cancelar"
    # Numbers as Brazilians write them (the deal is random: its first move may put a 2 in place).
    in_place = controller.game.board.in_place_count()
    assert statistics.figures["average_in_place"].text() == f"{in_place},0 de 48"
    # The How to play page: no English paragraph, and the cards named as in Brazil.
    browser = dialogs[2].findChild(QTextBrowser)
    assert isinstance(browser, QTextBrowser)
    page = browser.toPlainText()
    assert "do 2 ao Rei" in page and "Os quatro Ases" in page
    long_sources = [p.pattern for p in ENGLISH if len(p.pattern) > 40 and ".+?" not in p.pattern]
    assert [s for s in long_sources if re.sub(r"<[^>]+>", "", s) in page] == []


def test_the_campaign_map_and_the_strategy_guide_in_pt_BR_show_no_english(
    qtbot, open_window
) -> None:
    window = open_window("--deal", "5")
    theme = window.view.theme()
    stars = {1: 3, 2: 1}
    count = campaign.count()
    road = CampaignDialog(stars, count, campaign.STAGE_SIZE, theme, window)
    guide = StrategyGuideDialog(theme, window)
    for dialog in (road, guide):
        qtbot.addWidget(dialog)
        assert english_in(shown_texts(dialog)) == [], dialog.windowTitle()
    assert road.windowTitle() == "Campanha"
    assert road.summary_label.text() == (
        f"Níveis vencidos: 2 de {count} · Estrelas: 4 de {campaign.MAX_STARS * count}"
    )
    assert guide.windowTitle() == "Guia de estratégia"


@pytest.fixture
def screen_reader() -> Iterator[None]:
    """As when a screen reader is running (asked for before the window, so that it
    stops only after the window is gone, as in tests/ui/test_accessibility.py)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def test_the_board_speaks_pt_BR_to_a_screen_reader(screen_reader, qtbot, open_window) -> None:
    window = open_window("--deal", "5", "--rules", "addiction")
    window.view.setAnimationsEnabled(False)  # the announcements follow at once
    with qtbot.waitActive(window):  # shortcuts reach only the active window
        window.activateWindow()
    position = layout("2S 3S 4S -- ...", "-- 9H ...", "KH -- -- ...", "5S 7D 2H 2D 2C ...")
    window.controller.start_game(Game.from_board(position, Rules(shuffles=2)))
    announced: list[str] = []
    window.announcer.announced.connect(announced.append)
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None
    names = [table.child(square).text(QAccessible.Text.Name) for square in range(SQUARES)]
    assert english_in(iter(names)) == []
    assert names[:4] == [
        "2 de espadas, no lugar",
        "3 de espadas, no lugar",
        "4 de espadas, no lugar",
        "espaço, recebe 5 de espadas",
    ]
    assert names[26:29] == ["Rei de copas", "espaço, bloqueado", "espaço, bloqueado"]
    click_square(window, 39)  # 5S into the gap after 4S
    assert announced == ["5 de espadas para a linha 1, coluna 4, no lugar."]
    press(window, "S")  # a shuffle (the scripted prompt agrees to spend it)
    in_place = window.controller.game.board.in_place_count()
    assert in_place >= 4  # 2S to 5S stay: a count past 1 (Qt once found no form for it)
    assert announced[-1] == f"Embaralhado. Cartas no lugar: {in_place}. Embaralhadas restantes: 1."
    press(window, "Ctrl+Z")
    assert announced[-1] == "Embaralhada desfeita."


def test_the_gap_words_stay_inside_their_gap_in_pt_BR_at_every_card_width(qapp, portuguese) -> None:
    """Every card width from the smallest window's to the largest: the words keep
    inside the gap's own edge (the strategy guide's small boards once cut
    "qualquer 2" at the dashes: a font size rounded up past the room)."""
    install_translators("pt_BR")
    assert (tr("any 2"), tr("Blocked")) == ("qualquer 2", "Bloqueado")
    # Only the words are painted: the recess, its edge and its dashes are transparent.
    unseen = QColor(0, 0, 0, 0)
    theme = replace(LIGHT, slot_fill=unseen, slot_edge=unseen, live=unseen, blocked=unseen)
    marks = MarkPainter(CardPainter(theme))
    for width in range(40, 131):
        size = QSize(width, round(width * CARD_ASPECT))
        margin = pad(width)
        for pixmap in (marks.live_gap(None, size, 1.0), marks.dead_gap(size, 1.0)):
            image = pixmap.toImage()
            columns = [
                x
                for x in range(image.width())
                if any(image.pixelColor(x, y).alpha() for y in range(image.height()))
            ]
            if not columns:
                continue  # too small for words: the dashed edge alone says it
            # Inside the gap's dashed edge: a pixel in from the card, then its pen.
            edge = 1 + max(1.5, width * 0.03) + 1
            inside = (margin + edge, margin + width - edge)
            assert inside[0] < columns[0] and columns[-1] < inside[1], (width, columns, margin)


def test_a_games_outcome_reads_as_a_noun_in_pt_BR(qapp, portuguese) -> None:
    """The statistics table's Outcome column: four nouns, not three nouns and an
    adjective ("Abandonado" stood among "Vitória", "Derrota", "Desistência")."""
    from addiction.engine import Termination
    from addiction.ui.statistics.words import outcome_text

    install_translators("pt_BR")
    assert [outcome_text(termination) for termination in Termination] == [
        "Vitória",
        "Derrota",
        "Desistência",
        "Abandono",
    ]


def test_the_language_chosen_in_the_menu_is_there_after_a_relaunch(qtbot, data_dir) -> None:
    window = create_main_window(parse_arguments([]), ScriptedPrompts())
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == "&Game"  # the system's: English here
    choice = next(a for a in window.menus.language_group.actions() if a.data() == "pt_BR")
    assert choice.text() == "Português (Brasil)"
    choice.trigger()
    assert "next time Addiction Solitaire starts" in window.notice.label.text()
    assert window.menuBar().actions()[0].text() == "&Game"  # until the relaunch
    window.close()
    try:
        again = create_main_window(parse_arguments([]), ScriptedPrompts())
        qtbot.addWidget(again)
        assert again.menuBar().actions()[0].text() == "&Jogo"
        checked = [a.data() for a in again.menus.language_group.actions() if a.isChecked()]
        assert checked == ["pt_BR"]
    finally:
        install_translators("en")


def test_the_controllers_news_reads_in_pt_BR(qtbot, open_window) -> None:
    window = open_window("--deal", "5")
    controller = window.controller
    legal = controller.game.board.legal_moves()[0]
    wrong = type(legal)(legal.card, legal.source, (legal.target + 1) % 52)
    assert not controller.play(wrong)
    message = window.statusBar().currentMessage()
    assert message and english_in(iter([message])) == []
    assert re.search(r"[Ll]inha \d+, coluna \d+", message), message

    controller.request_hint()
    assert window.status.hint_label.text() == "Procurando uma dica…"
    qtbot.waitUntil(
        lambda: window.status.hint_label.text() != "Procurando uma dica…", timeout=30000
    )
    hint = window.status.hint_label.text()
    assert " para a linha " in hint and english_in(iter([hint])) == [], hint

    controller.give_up()
    assert controller.game.status is GameStatus.LOST
    assert not controller.give_up()
    assert window.statusBar().currentMessage() == "O jogo acabou (derrota)."
    assert window.end_panel.title.text() == "Jogo desistido"


def test_a_mistyped_code_and_a_deal_out_of_range_are_told_in_pt_BR(open_window) -> None:
    window = open_window("--deal", "5")
    code = window.controller.game.code
    window.prompts.code_answer = code[:-1] + ("Z" if code[-1] != "Z" else "Y")
    window.starts.ask_game_code()
    (_, problem) = window.prompts.code_prompts[-1]
    assert problem == (
        "Esse código não funciona: as letras de verificação não conferem: "
        "um caractere pode ter sido digitado errado ou estar faltando."
    )
    window.prompts.deal_answer = "0"
    window.starts.ask_numbered_deal()
    assert window.prompts.errors == [
        "Essa distribuição não existe: os números de distribuição vão de 1 a 4294967295."
    ]


def test_a_language_chosen_in_the_menu_builds_the_window_again_with_the_game(
    qtbot, data_dir
) -> None:
    """In the running copy (app.py's LiveWindow) the new language shows at once: the
    same game with its undo history, the window where and as large as it was."""
    window = create_main_window(parse_arguments(["--deal", "5"]), ScriptedPrompts())
    live = LiveWindow(window, rebuildable=True)
    try:
        with qtbot.waitExposed(window):
            window.show()
        window.resize(900, 640)
        qtbot.waitUntil(lambda: window.size() == QSize(900, 640))
        controller = window.controller
        assert controller.play(controller.game.board.legal_moves()[0])
        played = controller.game.board
        choice = next(a for a in window.menus.language_group.actions() if a.data() == "de")
        choice.trigger()
        qtbot.waitUntil(lambda: live.window is not window)
        again = live.window
        game_menu = again.menuBar().actions()[0].text()
        assert game_menu == QCoreApplication.translate("MainWindow", "&Game") != "&Game"
        assert not window.isVisible() and not again.notice.isVisibleTo(again)
        assert again.size() == QSize(900, 640)
        assert again.controller.game.board == played
        checked = [a.data() for a in again.menus.language_group.actions() if a.isChecked()]
        assert checked == ["de"]
        again.menus.undo_action.trigger()  # the history came along
        assert again.controller.game.board != played
        assert again.controller.undo_stack.canRedo()
    finally:
        for shown in {window, live.window}:  # the first one is gone once built again
            if shiboken6.isValid(shown):
                shown.close()
                shown.deleteLater()
        install_translators("en")
