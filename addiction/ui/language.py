"""The player's language: Qt translators for the game's words and Qt's own.

The game's .qm files are built from addiction/i18n/*.ts (scripts/translations.py);
English is the source language, and its .qm holds only the plural forms of texts
that count (%n). Qt's own words (the standard dialog buttons) come from the
qtbase_*.qm files the PySide6 wheel ships.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from addiction.store.settings import LANGUAGES

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"
SYSTEM = "system"
ENGLISH = "en"
# Each language as it names itself (View > Language).
NATIVE_NAMES = {
    ENGLISH: "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "it": "Italiano",
    "ja": "日本語",
    "nl": "Nederlands",
    "pl": "Polski",
    "pt_BR": "Português (Brasil)",
    "ru": "Русский",
    "tr": "Türkçe",
    "zh_CN": "简体中文",
}

_installed: list[QTranslator] = []


def language_names() -> dict[str, str]:
    """Each choice of View > Language with its name; each language names itself."""
    return {
        #: View > Language: the language of the system's own settings.
        SYSTEM: QCoreApplication.translate("Language", "System"),
        **{language: NATIVE_NAMES[language] for language in LANGUAGES},
    }


def resolve(preference: str) -> str:
    """The language a preference means: the system's first UI language the game
    speaks (English when none), or the one chosen. A system language the game speaks
    in another country's form is spoken in the form it has: es_MX as es, pt_PT as
    pt_BR, zh_TW as zh_CN."""
    if preference in LANGUAGES:
        return preference
    for name in QLocale.system().uiLanguages():
        locale = QLocale(name).name()  # "pt-BR" and "pt_BR" alike, as "pt_BR"
        if locale in LANGUAGES:
            return locale
        spoken = [
            language for language in LANGUAGES if language.split("_")[0] == locale.split("_")[0]
        ]
        if spoken:
            return spoken[0]
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
