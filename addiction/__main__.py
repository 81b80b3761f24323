"""python -m addiction: start the game."""

from addiction.app import main

raise SystemExit(main())
