"""Entry point of the frozen app (PyInstaller analyses this file and everything it imports).

It differs from addiction/__main__.py in one thing: multiprocessing.freeze_support() runs
first.  Hint searches run in a spawned worker process, and in a bundle the worker is this
same executable started again with multiprocessing's arguments; freeze_support() turns that
start into the worker instead of a second game window.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from addiction.app import main

    raise SystemExit(main())
