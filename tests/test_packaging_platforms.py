"""Fast checks of the packaging for each system beyond the Linux bundle: the AppStream
screenshot, the Windows installer script, the macOS disk image script, the GitHub
Actions workflow that runs them, and the Flatpak manifest (none of them is built here:
docs/platforms.md)."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path, PureWindowsPath

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
sys.path.insert(0, str(PACKAGING))

import appmeta  # noqa: E402
import check_png  # noqa: E402
import make_icons  # noqa: E402

METAINFO = PACKAGING / "linux" / f"{appmeta.APP_ID}.metainfo.xml"
ISS = PACKAGING / "windows" / "addiction.iss"
WORKFLOW = REPO / ".github" / "workflows" / "bundles.yml"
FLATPAK = PACKAGING / "linux" / f"{appmeta.APP_ID}.yml"
SCREENSHOT = REPO / "docs" / "screenshot.png"


def test_metainfo_shows_the_repositorys_screenshot_and_rates_its_content() -> None:
    root = ET.parse(METAINFO).getroot()
    homepage = root.findtext("url[@type='homepage']")
    assert homepage is not None and homepage.startswith("https://github.com/")
    image = root.find("screenshots/screenshot[@type='default']/image")
    assert image is not None and image.text is not None
    # The file in the repository, at the address GitHub serves it raw from.
    owner_and_name = homepage.removeprefix("https://github.com/")
    raw = f"https://raw.githubusercontent.com/{owner_and_name}/main/"
    assert image.text == raw + SCREENSHOT.relative_to(REPO).as_posix()
    width, height = make_icons.png_size(SCREENSHOT.read_bytes())
    assert (image.get("width"), image.get("height")) == (str(width), str(height))
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"


def iss_value(key: str) -> str:
    match = re.search(rf"^{key}=(.*)$", ISS.read_text(encoding="utf-8"), re.MULTILINE)
    assert match, key
    return match.group(1)


def from_iss(relative: str) -> Path:
    """A path the .iss names (Windows', relative to its folder) as a path here."""
    return (ISS.parent / Path(*PureWindowsPath(relative).parts)).resolve()


def test_the_installer_takes_the_bundle_and_the_icon_the_build_makes() -> None:
    text = ISS.read_text(encoding="utf-8")
    assert f'#define AppExe "{appmeta.EXECUTABLE}.exe"' in text
    assert f'#define AppId "{appmeta.APP_ID}"' in text
    source = re.search(r'^Source: "([^"]+)\\\*"', text, re.MULTILINE)
    assert source and from_iss(source.group(1)) == REPO / "dist" / appmeta.EXECUTABLE
    # build.sh's work folder, where the spec has make_icons write the icons.
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert "--workpath build/pyinstaller packaging/addiction.spec" in build
    icon = re.search(r'#define AppIcon "([^"]+)" \+ AppId \+ "\.ico"', text)
    expected = REPO / "build" / "pyinstaller" / "addiction" / "generated" / "icons"
    assert icon and from_iss(icon.group(1)) == expected
    assert from_iss(iss_value("LicenseFile")) == REPO / "LICENSE"
    assert from_iss(iss_value("OutputDir")) == REPO / "dist"
    assert iss_value("OutputBaseFilename").startswith(f"{appmeta.PACKAGE}-{{#AppVersion}}-")


def test_the_workflow_builds_on_every_system_with_the_repositorys_scripts() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    runners = re.findall(r"^\s+runs-on: (\S+)$", text, re.MULTILINE)
    assert sorted(runners) == ["macos-latest", "ubuntu-latest", "windows-latest"]
    named = set(re.findall(r"\b((?:packaging|scripts)/[\w/.-]+\.(?:sh|iss|py))\b", text))
    named |= {p.replace("\\", "/") for p in re.findall(r"packaging\\[\w\\.-]+", text)}
    assert "packaging/windows/addiction.iss" in named and "packaging/macos/make-dmg.sh" in named
    assert [path for path in sorted(named) if not (REPO / path).is_file()] == []


def test_the_flatpak_manifest_installs_the_app_on_the_pyside6_it_is_built_for() -> None:
    text = FLATPAK.read_text(encoding="utf-8")
    assert re.search(rf"^app-id: {re.escape(appmeta.APP_ID)}$", text, re.MULTILINE)
    assert re.search(rf"^command: {appmeta.EXECUTABLE}$", text, re.MULTILINE)
    for suffix in (".desktop", ".metainfo.xml"):
        assert f"packaging/linux/${{FLATPAK_ID}}{suffix}" in text
        assert (PACKAGING / "linux" / f"{appmeta.APP_ID}{suffix}").is_file()
    # Every wheel is pinned by its hash, as flatpak-pip-generator writes it.
    urls = re.findall(r"^\s+url: (\S+)\n\s+sha256: ([0-9a-f]{64})$", text, re.MULTILINE)
    assert len(urls) == text.count("url: ") > 0
    wheels = {url.rsplit("/", 1)[1].split("-")[0].lower(): url for url, _ in urls}
    pyside = re.search(r"pyside6_essentials-([\d.]+)-", wheels["pyside6_essentials"])
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    pin = re.search(r'"PySide6-Essentials>=([\d.]+),<([\d.]+)"', pyproject)
    assert pyside and pin
    lowest, above = (version_of(bound) for bound in pin.groups())
    assert lowest <= version_of(pyside.group(1)) < above
    assert "librt" in wheels


def version_of(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def test_a_screenshot_is_checked_for_its_size_and_for_a_window_drawn() -> None:
    assert check_png.problem(SCREENSHOT, 1280, 800) is None
    assert "expected 900x560" in str(check_png.problem(SCREENSHOT, 900, 560))


def test_a_blank_screenshot_is_refused(tmp_path: Path) -> None:
    small = tmp_path / "small.png"
    small.write_bytes(make_icons.render_png(make_icons.DEFAULT_SVG, 16))
    assert "looks empty" in str(check_png.problem(small, 16, 16))
    (tmp_path / "text.png").write_text("not a picture")
    assert "not a PNG" in str(check_png.problem(tmp_path / "text.png", 16, 16))
