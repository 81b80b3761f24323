"""The dialogs of the Game and Help menus, one module each: rules, how_to_play, about,
statistics; common holds what several of them share.

Each dialog is built complete in its constructor and keeps its widgets as
attributes, so tests can set them with QTest and read the result without exec().
"""
