"""The player's language: Qt translators for the game's words and Qt's own.

The game's .qm files are built from addiction/i18n/*.ts (scripts/translations.py);
English is the source language, and its .qm holds only the plural forms of texts
that count (%n). Qt's own words (the standard dialog buttons) come from the
qtbase_*.qm files the PySide6 wheel ships.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"
SYSTEM = "system"
ENGLISH = "en"
#: The languages the game speaks (as View > Language offers them), by preference value.
LANGUAGES = (ENGLISH, "pt_BR")

_installed: list[QTranslator] = []


def language_names() -> dict[str, str]:
    """Each choice of View > Language with its name; each language names itself."""
    return {
        SYSTEM: QCoreApplication.translate("Language", "System"),
        ENGLISH: "English",
        "pt_BR": "Português (Brasil)",
    }


def resolve(preference: str) -> str:
    """The language a preference means: the system's first UI language the game
    speaks (English when none), or the one chosen."""
    if preference in LANGUAGES:
        return preference
    for name in QLocale.system().uiLanguages():
        locale = QLocale(name).name()  # "pt-BR" and "pt_BR" alike, as "pt_BR"
        if locale in LANGUAGES:
            return locale
        if locale.split("_")[0] == ENGLISH:
            return ENGLISH
    return ENGLISH


def install_translators(preference: str) -> str:
    """Replace the application's translators with those of preference's language,
    and make it the default locale (dates, numbers). Returns the language."""
    application = QCoreApplication.instance()
    assert application is not None, "translators need the QApplication"
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    language = resolve(preference)
    locale = QLocale(language)
    QLocale.setDefault(locale)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in (
        (f"addiction_{language}", str(I18N_DIR)),
        (f"qtbase_{language}", qt_folder),
    ):
        translator = QTranslator(application)
        if translator.load(name, folder):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    return language
