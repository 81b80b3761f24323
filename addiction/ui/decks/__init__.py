"""Card decks players already have (Aisleriot's themes, the KDE card decks) and those
the game ships, offered in View > Cards beside the painted faces: found.py finds them,
svg_deck.py reads, checks and draws one with QtSvg, chooser.py is the dialog. Imported
only when a deck is chosen or the chooser opens, after the first frame: QtSvg stays
out of start-up (tests/test_startup_modules.py)."""
