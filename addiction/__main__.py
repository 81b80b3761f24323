"""python -m addiction: start the game."""

import multiprocessing

from addiction.app import main

if __name__ == "__main__":
    # In a PyInstaller bundle the hint worker process starts this same
    # executable; freeze_support turns that start into the worker, not a game.
    multiprocessing.freeze_support()
    raise SystemExit(main())
