"""The About dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from addiction import __version__
from addiction.ui.dialogs.about import AboutDialog


def test_about_names_version_and_licence(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.version_label.text()
    assert "PySide6" in dialog.platform_label.text()
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "MIT" in texts and "solver" in texts
