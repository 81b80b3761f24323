"""The game's translations, the Qt way (docs/architecture.md, "A new language").

    python scripts/translations.py          extract the strings (pyside6-lupdate) into
                                            addiction/i18n/addiction_LANG.ts, then build
    python scripts/translations.py build    build the .qm files the game loads (lrelease)
    python scripts/translations.py add LANG start addiction/i18n/addiction_LANG.ts (a Qt
                                            locale name: de, pt_BR, zh_CN)
    python scripts/translations.py check [LANG...]
                                            fail when a string in the sources is missing
                                            from a .ts or lacks a finished translation,
                                            or a translation loses a placeholder (%1, %n,
                                            {name}), an access key (&) or a plural form

The .ts files are kept in the repository (translate them with pyside6-linguist or any
editor); the .qm files are built at setup and by the PyInstaller build, never committed.
Only the standard library and PySide6's own tools are used, so this runs anywhere the
game's environment does (setup.sh, packaging/addiction.spec, the tests).
"""

from __future__ import annotations

import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "addiction" / "i18n"
#: The languages the game ships: a .ts file each (addiction/store/settings.py LANGUAGES
#: lists the same). English is the source language: its file holds only the plural
#: forms of the texts that count (%n), as lupdate -pluralonly makes it.
LANGUAGES = tuple(
    sorted(path.stem.removeprefix("addiction_") for path in I18N.glob("addiction_*.ts"))
)
PLURAL_ONLY = ("en",)
#: Where the words a player reads live (CONTRIBUTING: everything else returns data).
SOURCE_ROOTS = (REPO / "addiction" / "ui", REPO / "addiction" / "app.py")


def ts_path(language: str) -> Path:
    return I18N / f"addiction_{language}.ts"


def sources() -> list[str]:
    files: list[Path] = []
    for root in SOURCE_ROOTS:
        files += sorted(root.rglob("*.py")) if root.is_dir() else [root]
    return [str(path) for path in files]


def qt_tool(name: str, *arguments: str) -> None:
    """Run one of the Qt tools the PySide6 wheel ships (lupdate, lrelease), quietly."""
    code = f"import sys; from PySide6.scripts.pyside_tool import {name}; sys.exit({name}())"
    result = subprocess.run(
        [sys.executable, "-c", code, *arguments], capture_output=True, text=True, check=False
    )
    if result.returncode:
        sys.exit(f"translations: {name} failed:\n{result.stdout}{result.stderr}")


def extract(ts: Path, language: str) -> None:
    """Bring ts up to date with the sources: new strings unfinished, gone ones dropped.
    No line numbers are kept, so moving code does not change the file."""
    qt_tool(
        "lupdate",
        *sources(),
        "-locations",
        "none",
        "-no-obsolete",
        "-target-language",
        language,
        *(["-pluralonly"] if language in PLURAL_ONLY else []),
        "-ts",
        str(ts),
    )


def build() -> None:
    for language in LANGUAGES:
        ts = ts_path(language)
        qt_tool("lrelease", "-silent", str(ts), "-qm", str(ts.with_suffix(".qm")))


class Message(NamedTuple):
    """A message of a .ts file: its source text, its translation's forms (one, or one
    per plural form) as written in the file (XML escapes kept), whether it counts
    (%n), and whether its translation is marked done (not type="unfinished")."""

    source: str
    forms: list[str]
    plural: bool
    done: bool


def messages(ts: Path) -> list[Message]:
    """Each message of ts, in the file's order."""
    found = []
    text = ts.read_text(encoding="utf-8")
    for message in re.findall(r"<message[^>]*>.*?</message>", text, re.DOTALL):
        source = re.search(r"<source>(.*?)</source>", message, re.DOTALL)
        translation = re.search(r"<translation([^>]*)>(.*?)</translation>", message, re.DOTALL)
        written = translation.group(2) if translation else ""
        forms = re.findall(r"<numerusform>(.*?)</numerusform>", written, re.DOTALL)
        found.append(
            Message(
                source.group(1) if source else message,
                forms or [written],
                'numerus="yes"' in message,
                translation is not None and "unfinished" not in translation.group(1),
            )
        )
    return found


PLACEHOLDER = re.compile(r"%L?\d|%n|\{\w+\}")
#: An access key: one & (XML-escaped) before a character that is not another &.
ACCESS_KEY = re.compile(r"(?<!&amp;)&amp;(?!amp;)")


def wrong_forms(ts: Path, plural_forms: int) -> list[str]:
    """What the translations of ts lose of their sources: a placeholder, the access
    key, or a plural form (the language has plural_forms of them)."""
    problems = []
    for source, forms, plural, _done in messages(ts):
        wanted = sorted(PLACEHOLDER.findall(source))
        for form in filter(None, forms):  # an empty one is unfinished(), not wrong
            kept = sorted(PLACEHOLDER.findall(form))
            # A plural form may say its number in words ("one card"): %n left out.
            if kept != wanted and not (plural and kept == [p for p in wanted if p != "%n"]):
                problems.append(f"placeholders {wanted} became {kept}: {source}")
            if bool(ACCESS_KEY.search(source)) != bool(ACCESS_KEY.search(form)):
                problems.append(f"access key (&) lost or added: {source}")
        if plural and len(forms) != plural_forms:
            problems.append(f"{len(forms)} plural forms, the language has {plural_forms}: {source}")
    return problems


def plural_form_count(language: str) -> int:
    """How many plural forms lupdate gives language (2 in English, 3 in Russian, 1 in
    Japanese): those of a fresh file's first message that counts."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / f"addiction_{language}.ts"
        extract(fresh, language)
        counts = [len(message.forms) for message in messages(fresh) if message.plural]
    return counts[0] if counts else 1


def unfinished(ts: Path) -> list[str]:
    """The source texts in ts whose translation is unfinished or empty."""
    return [
        message.source
        for message in messages(ts)
        if not message.done or not all(form.strip() for form in message.forms)
    ]


def check(languages: list[str]) -> int:
    """0 when every .ts (or those of languages) holds every string of the sources,
    each translated whole."""
    problems = []
    for language in languages or LANGUAGES:
        ts = ts_path(language)
        with tempfile.TemporaryDirectory() as folder:
            fresh = Path(folder) / ts.name
            if ts.exists():
                shutil.copy(ts, fresh)
            extract(fresh, language)
            if not ts.exists() or not filecmp.cmp(ts, fresh, shallow=False):
                problems.append(f"{ts.name} is not up to date with the sources")
            problems += [f"{ts.name}: not translated: {source}" for source in unfinished(fresh)]
            if language not in PLURAL_ONLY:
                count = plural_form_count(language)
                problems += [f"{ts.name}: {problem}" for problem in wrong_forms(fresh, count)]
    for problem in problems:
        print(problem)
    if problems:
        print("run: python scripts/translations.py, translate, and build again")
    return 1 if problems else 0


def main(arguments: list[str]) -> int:
    command = arguments[0] if arguments else "update"
    if command == "update":
        for language in LANGUAGES:
            extract(ts_path(language), language)
        build()
        left = sum(len(unfinished(ts_path(language))) for language in LANGUAGES)
        print(f"translations: extracted and built; {left} string(s) still to translate")
        return 0
    if command == "build":
        build()
        return 0
    if command == "check":
        return check(arguments[1:])
    if command == "add" and len(arguments) == 2:
        extract(ts_path(arguments[1]), arguments[1])
        print(f"translations: started {ts_path(arguments[1]).relative_to(REPO)}")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
