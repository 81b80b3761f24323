"""The View menu's choices: the timer, animations, the four-colour deck, the
winnability badge, the theme (following the desktop's when it is "system"), the
table colour, the cards (a painted face or a card deck: addiction/ui/decks), the
language, and sound with its volume. Each is kept in the preferences and shown at
once: the language by building the window again (app.py's LiveWindow), or at the
next start where the window cannot be built again; sound is read from the
preferences at each sound (addiction/ui/window/sound_cues.py). A card
deck kept from the last time is read after the window's first frame, which shows the
painted face meanwhile. The words keep the "MainWindow" translation context they were
first filed under.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from addiction.control.winnability import WinnabilityReadout
from addiction.store.settings import Preferences
from addiction.ui.board import BoardView
from addiction.ui.first_frame import after_first_frame
from addiction.ui.theme import apply_theme

from .actions import WindowActions
from .status_line import StatusLine

if TYPE_CHECKING:
    from addiction.ui.decks.chooser import CardsDialog  # QtSvg: loaded on first use

translate = QCoreApplication.translate


class ViewChoices(QObject):
    """Sets the View menu's checks and the window from the preferences, and keeps
    each choice the player makes there; show_notice tells what must not slip by.
    A QObject in the window, so the desktop's signals let go of it with the window."""

    def __init__(
        self,
        window: QWidget,
        actions: WindowActions,
        preferences: Preferences,
        view: BoardView,
        status: StatusLine,
        winnability: WinnabilityReadout,
        show_notice: Callable[[str], None],
        switch_language: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._preferences = preferences
        self._view = view
        self._status = status
        self._winnability = winnability
        self._show_notice = show_notice
        self._switch_language = switch_language
        self.cards_dialog: CardsDialog | None = None
        status.winnability_label.setToolTip(actions.winnability_action.toolTip())
        winnability.changed.connect(status.show_winnability)
        for action, shown in (
            (actions.timer_action, preferences.show_timer),
            (actions.animation_action, preferences.animations),
            (actions.four_colour_action, preferences.four_colour),
            (actions.winnability_action, preferences.show_winnability),
        ):
            action.setChecked(shown)
        self._show_winnability(preferences.show_winnability)
        status.time_label.setVisible(preferences.show_timer)
        view.setAnimationsEnabled(preferences.animations)
        view.setFourColourDeck(preferences.four_colour)
        for action in actions.theme_group.actions():
            action.setChecked(action.data() == preferences.theme)
        self._apply_theme(preferences.theme)

        actions.timer_action.triggered.connect(self._toggle_timer)
        actions.animation_action.triggered.connect(self._toggle_animations)
        actions.four_colour_action.triggered.connect(self._toggle_four_colour)
        actions.winnability_action.triggered.connect(self._toggle_winnability)
        actions.theme_group.triggered.connect(self._choose_theme)
        actions.language_group.triggered.connect(self._choose_language)
        self._add_appearance_and_sound(actions)
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._follow_desktop)
        hints.accessibility().contrastPreferenceChanged.connect(self._follow_desktop)

    def _add_appearance_and_sound(self, actions: WindowActions) -> None:
        """Table colour and Cards before the Language menu; Sound and Volume last."""
        menu, preferences, view = actions.view_menu, self._preferences, self._view
        language = actions.language_group.actions()[0]
        language_menu = next(m for m in language.associatedObjects() if isinstance(m, QMenu))
        before = language_menu.menuAction()
        self.table_colour_group = choice_menu(
            menu,
            before,
            translate("MainWindow", "Table &colour"),
            (
                ("green", translate("MainWindow", "&Green")),
                ("blue", translate("MainWindow", "&Blue")),
                ("red", translate("MainWindow", "&Red")),
                ("purple", translate("MainWindow", "&Purple")),
                ("grey", translate("MainWindow", "Gr&ey")),
            ),
            preferences.table_colour,
        )
        view.setTableColour(preferences.table_colour)
        self.table_colour_group.triggered.connect(self._choose_table_colour)
        self.cards_action = QAction(translate("MainWindow", "Car&ds…"), menu)
        self.cards_action.setStatusTip(
            translate("MainWindow", "The game's own cards, or a card deck of other card games")
        )
        menu.insertAction(before, self.cards_action)
        self.cards_action.triggered.connect(self.open_cards)
        view.setCardFace(preferences.card_face)
        if preferences.card_deck:
            # Not yet shown, the window has no first frame to wait for: wait for it shown.
            self._window.installEventFilter(self)
        menu.addSeparator()
        self.sound_action = QAction(translate("MainWindow", "&Sound"), menu)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(preferences.sound)
        self.sound_action.setStatusTip(
            translate("MainWindow", "Sounds for moves, refusals, shuffles, hints and wins")
        )
        menu.addAction(self.sound_action)
        self.volume_group = choice_menu(
            menu,
            None,
            translate("MainWindow", "&Volume"),
            (
                ("quiet", translate("MainWindow", "&Quiet")),
                ("medium", translate("MainWindow", "&Medium")),
                ("loud", translate("MainWindow", "&Loud")),
            ),
            preferences.sound_volume,
        )
        self.volume_group.setEnabled(preferences.sound)
        self.sound_action.triggered.connect(self._toggle_sound)
        self.volume_group.triggered.connect(self._choose_volume)

    def _choose_table_colour(self, action: QAction) -> None:
        self._preferences.table_colour = str(action.data())
        self._view.setTableColour(self._preferences.table_colour)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window shown: the chosen deck once its first frame is on the display."""
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._window.removeEventFilter(self)
            after_first_frame(self._window, self.show_chosen_deck)
        return False

    def open_cards(self) -> None:
        """View > Cards: the chooser, whose choice is kept and shown when it closes."""
        from addiction.ui.decks.chooser import CardsDialog
        from addiction.ui.decks.found import find_decks

        preferences = self._preferences
        if self.cards_dialog is not None:
            self.cards_dialog.deleteLater()  # the last one, closed
        self.cards_dialog = CardsDialog(
            self._view.theme(),
            preferences.card_face,
            preferences.card_deck,
            find_decks(),
            self._window,
        )
        self.cards_dialog.accepted.connect(self._choose_cards)
        self.cards_dialog.open()

    def _choose_cards(self) -> None:
        dialog = self.cards_dialog
        assert dialog is not None
        deck = dialog.chosen_deck
        self._preferences.card_face = dialog.chosen_face
        self._preferences.card_deck = "" if deck is None else deck.found.key
        self._view.setCardFace(dialog.chosen_face, deck)

    def show_chosen_deck(self) -> None:
        """The deck kept in the preferences on the table, or the one sentence saying
        why it cannot be (it is gone, or refused): the painted face stays, and so does
        the preference, for when the deck is back."""
        key = self._preferences.card_deck
        if not key:
            return  # the painted face, as drawn: nothing to load
        from addiction.ui.decks.found import find_deck
        from addiction.ui.decks.svg_deck import DeckRefused, SvgDeck

        found = find_deck(key)
        if found is None:
            self._show_notice(
                translate(
                    "MainWindow",
                    "The card deck “%1” is no longer on this computer, so the game's "
                    "own cards stay.",
                ).replace("%1", key.partition("/")[2])
            )
            return
        try:
            deck = SvgDeck(found)
        except DeckRefused as refused:
            self._show_notice(str(refused))
            return
        self._view.setCardFace(self._preferences.card_face, deck)

    def _toggle_sound(self, enabled: bool) -> None:
        self._preferences.sound = enabled
        self.volume_group.setEnabled(enabled)

    def _choose_volume(self, action: QAction) -> None:
        self._preferences.sound_volume = str(action.data())

    def _toggle_timer(self, shown: bool) -> None:
        self._preferences.show_timer = shown
        self._status.time_label.setVisible(shown)

    def _toggle_animations(self, enabled: bool) -> None:
        self._preferences.animations = enabled
        self._view.setAnimationsEnabled(enabled)

    def _toggle_four_colour(self, enabled: bool) -> None:
        self._preferences.four_colour = enabled
        self._view.setFourColourDeck(enabled)

    def _toggle_winnability(self, shown: bool) -> None:
        self._preferences.show_winnability = shown
        self._show_winnability(shown)

    def _show_winnability(self, shown: bool) -> None:
        self._status.winnability_label.setVisible(shown)
        self._winnability.set_enabled(shown)

    def _choose_language(self, action: QAction) -> None:
        """Kept in the preferences; the window is built in one language, so it is
        built again in the new one (switch_language), or where it cannot be, the new
        one takes over at the next start, and the player is told so."""
        choice = str(action.data())
        if choice == self._preferences.language:
            return
        self._preferences.language = choice
        if self._switch_language():
            return
        self._show_notice(
            translate(
                "MainWindow", "The language changes the next time Addiction Solitaire starts."
            )
        )

    def _choose_theme(self, action: QAction) -> None:
        self._preferences.theme = str(action.data())
        self._apply_theme(self._preferences.theme)

    def _apply_theme(
        self,
        name: str,
        scheme: Qt.ColorScheme | None = None,
        contrast: Qt.ContrastPreference | None = None,
    ) -> None:
        """The window's palette and the table's colours for a theme choice; the table
        follows the palette unless light or dark is forced."""
        theme = apply_theme(name, scheme, contrast)
        self._view.setDarkMode(theme.is_dark if name in ("light", "dark") else None)

    def _follow_desktop(self, change: Qt.ColorScheme | Qt.ContrastPreference) -> None:
        """The desktop changed its colour scheme or contrast preference (taken from
        the signal: the style hints may report the others only later): "system"
        follows it."""
        if self._preferences.theme == "system":
            scheme = change if isinstance(change, Qt.ColorScheme) else None
            contrast = change if isinstance(change, Qt.ContrastPreference) else None
            self._apply_theme("system", scheme, contrast)


def choice_menu(
    menu: QMenu,
    before: QAction | None,
    title: str,
    choices: tuple[tuple[str, str], ...],
    chosen: str,
) -> QActionGroup:
    """A submenu of menu (before the action before, or last) offering one of choices
    (the word kept, its label), chosen checked; its group, whose actions carry the words."""
    submenu = QMenu(title, menu)
    group = QActionGroup(submenu)
    for word, label in choices:
        action = QAction(label, group)
        action.setCheckable(True)
        action.setData(word)
        action.setChecked(word == chosen)
    submenu.addActions(group.actions())
    if before is None:
        menu.addMenu(submenu)
    else:
        menu.insertMenu(before, submenu)
    return group
