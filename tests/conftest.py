"""Shared test set-up: Qt runs offscreen, and no test touches the player's own data.

The platform must be chosen before the first QApplication exists (pytest-qt's
qapp fixture creates it lazily), and without a screen Qt would abort.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, statistics and preferences go to a fresh folder for every test."""
    folder = tmp_path / "appdata"
    monkeypatch.setenv("ADDICTION_DATA_DIR", str(folder))
    return folder
