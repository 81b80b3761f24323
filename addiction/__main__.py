"""python -m addiction: start the game."""

import gc
import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # In a PyInstaller bundle the hint worker process starts this same
        # executable; freeze_support turns that start into the worker, not a game.
        # Only there: multiprocessing costs a game started from source its import.
        import multiprocessing

        multiprocessing.freeze_support()
    # The cycle collector waits until the window is up (addiction/app.py, main),
    # from here on: importing the app makes long-lived objects too.
    gc.disable()
    from addiction.app import main

    raise SystemExit(main())
