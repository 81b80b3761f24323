"""Shared test set-up: Qt runs offscreen, so the suite needs no screen.

The platform must be chosen before the first QApplication exists (pytest-qt's
qapp fixture creates it lazily), and without a screen Qt would abort.
"""

from __future__ import annotations

import os

from addiction.app import keep_singleton_refcounts_positive

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Painting tests make far more PySide6 calls than None's reference count survives.
keep_singleton_refcounts_positive()
