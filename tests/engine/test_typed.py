"""The package says it is typed (PEP 561), so mypy checks code that imports it."""

from __future__ import annotations

from pathlib import Path

import pytest

import addiction

ROOT = Path(addiction.__file__).resolve().parent


def test_the_package_ships_its_py_typed_marker() -> None:
    tomllib = pytest.importorskip("tomllib")
    assert (ROOT / "py.typed").is_file()
    project = tomllib.loads((ROOT.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in project["tool"]["setuptools"]["package-data"]["addiction"]
