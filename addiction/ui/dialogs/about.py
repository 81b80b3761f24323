"""The About dialog: name, version, licence, and what it runs on."""

from __future__ import annotations

import sys

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from addiction import __version__

from .common import heading_font_label, muted


class AboutDialog(QDialog):
    """Name, version, licence, and what it runs on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Addiction Solitaire"))
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.addWidget(heading_font_label(self.tr("Addiction Solitaire"), 1.6))
        self.version_label = QLabel(self.tr("Version %1").replace("%1", __version__))
        layout.addWidget(self.version_label)
        text = QLabel(
            self.tr(
                "The Gaps / Montana patience: put four rows in order, 2 to King, by moving "
                "cards into the gaps.\n\n"
                "Hints come from a built-in solver that searches the moves ahead in a "
                "separate process, so the board never stalls while it thinks."
            )
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        layout.addWidget(QLabel(self.tr("Licence: MIT")))
        self.platform_label = muted(
            QLabel(
                f"Qt {qVersion()} · PySide6 {PySide6.__version__} · "
                f"Python {sys.version_info.major}.{sys.version_info.minor}."
                f"{sys.version_info.micro}"
            )
        )
        layout.addWidget(self.platform_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
