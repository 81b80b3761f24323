"""Who decides: the game controller (starts every game, records every result next to
the autosave) and the hint worker. QtCore only, no widgets: ui/ paints and forwards
intent here; this layer calls models/, store/ and engine/."""
