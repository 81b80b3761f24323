"""Work around PySide6 6.12 reference-count bugs on CPython before 3.12.

Measured on PySide6 6.12.0 with Python 3.11: every call of a C++ method that
returns void (QPainter.drawPixmap, setPen, QWidget.update, ...) drops a
reference to None that it never took, and every Signal.emit() does the same to
True. None starts with about 5,000 references, so a board that makes a few
hundred painter calls per frame aborts the interpreter ("none_dealloc") within
seconds. These singletons live for the whole process anyway; a large head start
on their counts makes the lost references harmless. From Python 3.12 on they are
immortal and nothing needs doing.
"""

from __future__ import annotations

import ctypes
import platform
import sys


def keep_singletons_alive() -> None:
    """Give None, True and False reference counts that no leak can exhaust."""
    if platform.python_implementation() != "CPython" or sys.version_info >= (3, 12):
        return
    for value in (None, True, False):
        # ob_refcnt is the first field of every object in CPython 3.11 and earlier.
        ctypes.c_ssize_t.from_address(id(value)).value += 1 << 40
