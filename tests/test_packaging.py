"""Fast checks of the packaging files; none runs PyInstaller (packaging/ci-smoke.sh does)."""

from __future__ import annotations

import ast
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import addiction
from addiction.store.settings import LANGUAGES

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
sys.path.insert(0, str(PACKAGING))

import appmeta  # noqa: E402
import make_icons  # noqa: E402

DESKTOP = PACKAGING / "linux" / f"{appmeta.APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{appmeta.APP_ID}.metainfo.xml"
SPEC = PACKAGING / "addiction.spec"


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_packaging_version_is_the_package_version() -> None:
    assert appmeta.read_version() == addiction.__version__


def test_spec_takes_its_version_and_paths_from_the_package_and_itself() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    assert "VERSION = appmeta.read_version()" in spec
    assert "version=VERSION" in spec  # the macOS bundle
    assert "appmeta.info_plist(VERSION)" in spec
    assert "appmeta.windows_version_info(VERSION)" in spec
    # Paths come from the spec's own location, never from the working directory.
    assert "SPECPATH" in spec
    assert "os.getcwd" not in spec and "Path.cwd" not in spec


def test_version_tuple() -> None:
    assert appmeta.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert appmeta.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    assert appmeta.version_tuple("2") == (2, 0, 0, 0)
    assert appmeta.version_tuple("1.2.3.4.5") == (1, 2, 3, 4)


def test_windows_version_info_is_a_vsversioninfo_expression_with_the_version() -> None:
    text = appmeta.windows_version_info("1.2.3")
    tree = ast.parse(text, mode="eval").body
    assert isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name)
    assert tree.func.id == "VSVersionInfo"
    fixed = ast.literal_eval(ast.unparse(tree.keywords[0].value.keywords[0].value))
    assert fixed == (1, 2, 3, 0)
    assert "StringStruct('ProductVersion', '1.2.3')" in text
    assert "StringStruct('OriginalFilename', 'addiction.exe')" in text


def test_info_plist_carries_version_and_identity() -> None:
    plist = appmeta.info_plist("1.2.3")
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    assert plist["CFBundleVersion"] == "1.2.3"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"


def test_desktop_file_names_the_app_id_icon_and_command() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Icon"] == appmeta.APP_ID
    assert entry["Exec"] == appmeta.EXECUTABLE
    assert "CardGame" in entry["Categories"].split(";")


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils missing")
def test_desktop_file_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_matches_the_app_and_lists_this_release() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == appmeta.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    versions = [release.get("version") for release in root.iter("release")]
    # The newest release comes first; packaging a version means describing it.
    assert versions[0] == addiction.__version__


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream missing")
def test_metainfo_validates() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_shell_scripts_parse() -> None:
    for script in sorted([*PACKAGING.rglob("*.sh"), REPO / "scripts" / "lint_workflows.sh"]):
        subprocess.run(["bash", "-n", str(script)], check=True)
        assert "set -euo pipefail" in script.read_text(encoding="utf-8"), script.name


def test_make_icons_writes_every_size_ico_and_icns(tmp_path: Path) -> None:
    written = make_icons.make_icons(tmp_path)

    for size in make_icons.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{appmeta.APP_ID}.png"
        assert make_icons.png_size(png.read_bytes()) == (size, size)
    assert (tmp_path / "hicolor" / "scalable" / "apps" / f"{appmeta.APP_ID}.svg").is_file()

    ico = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    for index, size in enumerate(sorted(make_icons.ICO_SIZES)):
        width, height, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index]
        )
        assert (width or 256, height or 256, planes, bpp) == (size, size, 1, 32)
        assert make_icons.png_size(ico[offset : offset + length]) == (size, size)

    icns = written["icns"].read_bytes()
    magic, total = struct.unpack(">4sI", icns[:8])
    assert (magic, total) == (b"icns", len(icns))
    found, offset = {}, 8
    while offset < len(icns):
        kind_bytes, length = struct.unpack(">4sI", icns[offset : offset + 8])
        found[kind_bytes] = make_icons.png_size(icns[offset + 8 : offset + length])
        offset += length
    assert found == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}


def test_icon_is_not_blank_and_transparent_outside_the_tile() -> None:
    from PySide6.QtGui import QImage

    image = QImage()
    assert image.loadFromData(make_icons.render_png(make_icons.DEFAULT_SVG, 64))
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner
    centre = image.pixelColor(32, 32)
    assert centre.alpha() == 255
    colours = {image.pixel(x, 32) for x in range(64)}
    assert len(colours) > 8  # felt, cards, suit marks and the gap


def test_desktop_file_and_metainfo_speak_brazilian_portuguese() -> None:
    entry = desktop_entry()
    assert entry["Comment[pt_BR]"].startswith("Ponha cada linha em ordem")
    assert entry["GenericName[pt_BR]"] == "Jogo de paciência"
    root = ET.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = {element.get(lang): element.text for element in root.iter("summary")}
    assert summaries[None] == appmeta.SUMMARY and summaries["pt_BR"]
    english = [item for item in root.iter("li") if item.get(lang) is None]
    portuguese = [item for item in root.iter("li") if item.get(lang) == "pt_BR"]
    assert len(portuguese) == len(english) > 0
    assert any(p.get(lang) == "pt_BR" for p in root.find("description").iter("p"))
    assert "pt_BR" in appmeta.info_plist("1.0")["CFBundleLocalizations"]  # type: ignore[operator]


def test_desktop_file_metainfo_and_bundle_name_every_language() -> None:
    """Each language the game speaks describes it in a software centre, a launcher
    and macOS's bundle (English aside, the source)."""
    entry = desktop_entry()
    root = ET.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("summary", "caption"):
        written = {element.get(lang) for element in root.iter(tag) if element.text}
        assert written == {None, *LANGUAGES} - {"en"}, tag
    for language in set(LANGUAGES) - {"en"}:
        for key in ("GenericName", "Comment", "Keywords"):
            assert entry[f"{key}[{language}]"] != entry[key], (key, language)
    assert appmeta.info_plist("1.0")["CFBundleLocalizations"] == sorted(LANGUAGES)
