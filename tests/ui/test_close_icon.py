"""The Close button's icon stands out in every theme (addiction/ui/theme.py): on a
dark or high-contrast window it is drawn in the button's text colour."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QStyle

from addiction.ui.theme import apply_theme

# Lightness (0-255) that parts an icon from the button under it, as the text does.
CONTRAST = 100


def mean_lightness(icon: QIcon) -> float:
    image = icon.pixmap(16).toImage()
    inked = [
        colour
        for colour in (
            image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
        )
        if colour.alpha() > 128
    ]
    assert inked, "the icon draws something"
    return sum(colour.lightness() for colour in inked) / len(inked)


@pytest.mark.parametrize("choice", ["light", "dark", "high-contrast"])
def test_the_close_icon_stands_out_on_its_button(qtbot, choice: str) -> None:
    apply_theme(choice)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(box)
    button = box.button(QDialogButtonBox.StandardButton.Close)
    style = QApplication.style()
    icon = style.standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton, None, button)
    under = button.palette().color(QPalette.ColorRole.Button).lightness()
    assert abs(mean_lightness(icon) - under) >= CONTRAST, choice
