"""The main window's parts, one job each; addiction/ui/main_window.py builds and wires them."""
