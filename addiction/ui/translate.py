"""tr() for code outside a QObject: the player's language for text.

pyside6-lupdate files bare tr("...") calls under the empty context, so this
translates in that context; inside a QObject subclass use self.tr(). A count
goes in n, and the text says it as %n (its plural forms are in the .ts file).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return QCoreApplication.translate("", text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks text for lupdate where it is translated later, by tr(text) (PySide6's
    own is typed to return object)."""
    return text
