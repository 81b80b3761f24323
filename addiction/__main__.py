"""python -m addiction: start the game."""

import sys

from addiction.app import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # In a PyInstaller bundle the hint worker process starts this same
        # executable; freeze_support turns that start into the worker, not a game.
        # Only there: multiprocessing costs a game started from source its import.
        import multiprocessing

        multiprocessing.freeze_support()
    raise SystemExit(main())
