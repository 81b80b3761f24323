"""The Qt widgets: the card table (board/) with its card and mark painters, the main
window with its panels and prompts, and the dialogs (dialogs/)."""
