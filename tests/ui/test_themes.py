"""Themes for the whole window: the View > Theme menu with real clicks sets the
application palette (menus, toolbar, status bar, dialogs take it) and the table's
colours, keeps the choice across a relaunch, and "System" follows the desktop."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from addiction.ui.main_window import MainWindow
from addiction.ui.theme import DARK, HIGH_CONTRAST, LIGHT, Theme, window_palette
from tests.ui.test_main_window import open_window

__all__ = ["open_window"]  # the fixture, shared with the main window's tests

OpenWindow = Callable[..., MainWindow]


def click_menu_path(qtbot, window: MainWindow, *texts: str) -> None:
    """Open the menu bar's menu texts[0] by a click, then click each entry in turn
    (submenus open under the click), as a player would with the mouse."""
    bar = window.menuBar()
    top = next(a for a in bar.actions() if a.text() == texts[0])
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
    menu = top.menu()
    assert isinstance(menu, QMenu)
    for text in texts[1:]:
        qtbot.waitUntil(menu.isVisible)
        action = next(a for a in menu.actions() if a.text() == text)
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
        if action.menu() is not None:
            submenu = action.menu()
            assert isinstance(submenu, QMenu)
            menu = submenu


def window_colour(widget: QWidget | None = None) -> QColor:
    palette = widget.palette() if widget is not None else QApplication.palette()
    return palette.color(QPalette.ColorRole.Window)


def checked_theme(window: MainWindow) -> object:
    action = window.menus.theme_group.checkedAction()
    assert isinstance(action, QAction)
    return action.data()


def expect_theme(window: MainWindow, theme: Theme) -> None:
    """The whole window and the table wear theme: the application palette, the
    status bar's and a new dialog's palette, and the table's colours."""
    QApplication.processEvents()  # palette changes reach widgets as posted events
    assert window.view.theme() is theme
    expected = window_palette(theme).color(QPalette.ColorRole.Window)
    if theme is LIGHT:  # the desktop's own light palette stays (offscreen: Fusion's)
        expected = window_colour()
        assert expected.lightness() >= 128
    assert window_colour() == expected
    assert window_colour(window.statusBar()) == expected
    assert window_colour(window.menuBar()) == expected
    dialog = QWidget(window, Qt.WindowType.Dialog)
    assert window_colour(dialog) == expected


def test_each_theme_from_the_menu_dresses_the_whole_window_and_comes_back(
    qtbot, open_window: OpenWindow
) -> None:
    window = open_window("--deal", "5")
    assert checked_theme(window) == "system"
    desktop = window_colour()
    for label, name, theme in (
        ("&Dark", "dark", DARK),
        ("&High contrast", "high-contrast", HIGH_CONTRAST),
        ("&Light", "light", LIGHT),
        ("&Dark", "dark", DARK),
    ):
        click_menu_path(qtbot, window, "&View", "&Theme", label)
        assert checked_theme(window) == name
        assert window.preferences.theme == name
        expect_theme(window, theme)
    assert window_colour() != desktop
    window.close()

    again = open_window()  # a relaunch: the palette is set before the window is built
    assert window_colour() == window_palette(DARK).color(QPalette.ColorRole.Window)
    assert checked_theme(again) == "dark"
    expect_theme(again, DARK)


def test_high_contrast_survives_a_relaunch_with_white_on_black(
    qtbot, open_window: OpenWindow
) -> None:
    window = open_window("--deal", "5")
    click_menu_path(qtbot, window, "&View", "&Theme", "&High contrast")
    window.close()
    again = open_window()
    expect_theme(again, HIGH_CONTRAST)
    palette = QApplication.palette()
    assert palette.color(QPalette.ColorRole.WindowText) == QColor("#ffffff")
    assert palette.color(QPalette.ColorRole.Window) == QColor("#000000")


def test_system_follows_the_desktop_scheme_and_contrast_until_a_theme_is_chosen(
    qtbot, open_window: OpenWindow
) -> None:
    window = open_window("--deal", "5")
    assert window.preferences.theme == "system"
    expect_theme(window, LIGHT)  # offscreen Qt: no scheme, a light desktop palette
    hints = QGuiApplication.styleHints()
    # What a desktop switching to dark, then to high contrast, then back sends.
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    expect_theme(window, DARK)
    hints.accessibility().contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    expect_theme(window, HIGH_CONTRAST)
    hints.accessibility().contrastPreferenceChanged.emit(Qt.ContrastPreference.NoPreference)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    expect_theme(window, LIGHT)

    click_menu_path(qtbot, window, "&View", "&Theme", "&Light")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # a chosen theme stays put
    expect_theme(window, LIGHT)


def test_the_shuffle_icon_is_redrawn_in_the_new_text_colour(qtbot, open_window: OpenWindow) -> None:
    window = open_window("--deal", "5")

    def brightest_ink() -> int:
        image = window.menus.shuffle_action.icon().pixmap(32, 32).toImage()
        return max(
            image.pixelColor(x, y).lightness()
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).alpha() > 200
        )

    assert brightest_ink() < 100  # dark arrows on the light toolbar
    click_menu_path(qtbot, window, "&View", "&Theme", "&Dark")
    QApplication.processEvents()
    assert brightest_ink() > 180  # light arrows on the dark toolbar
