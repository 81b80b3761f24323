"""The questions' dialogs (addiction/ui/prompts.py) are wide enough for their titles in
pt_BR, whose titles are longer: a real dialog, closed as soon as it is up."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from addiction.ui.language import install_translators
from addiction.ui.prompts import Prompts

# Room beside a title in a title bar (an icon and three buttons), and a title bar
# font somewhat larger than the dialog's own.
BUTTONS_AND_ICON = 140
LARGER_FONT = 1.2


@pytest.fixture
def portuguese() -> Iterator[None]:
    install_translators("pt_BR")
    yield
    install_translators("en")


def seen_dialog(ask: Callable[[], object]) -> tuple[str, int, int]:
    """The title, the width and the title's advance of the dialog ask opens."""
    seen: list[tuple[str, int, int]] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        title = dialog.windowTitle()
        seen.append((title, dialog.width(), dialog.fontMetrics().horizontalAdvance(title)))
        dialog.close()

    QTimer.singleShot(0, look_and_close)
    assert ask() is None  # closed: nothing answered
    return seen[0]


@pytest.mark.parametrize("which", ["deal", "code"])
def test_the_question_dialogs_are_wide_enough_for_their_pt_BR_titles(
    qtbot, portuguese, which
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    prompts = Prompts()
    asks: dict[str, Callable[[], object]] = {
        "deal": lambda: prompts.deal_number(parent, 7),
        "code": lambda: prompts.game_code(parent, "", None),
    }
    title, width, advance = seen_dialog(asks[which])
    assert title in ("Nova distribuição numerada", "Abrir código de jogo")
    assert width >= round(advance * LARGER_FONT) + BUTTONS_AND_ICON, title
