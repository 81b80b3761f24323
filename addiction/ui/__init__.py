"""The Qt widgets: the board view, card painter, main window, dialogs and controller."""
