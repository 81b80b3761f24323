"""Start-up: the command line (checked by addiction/start_options.py), the
QApplication, the main window.

Without --deal or --code the autosaved game is taken up again; a bad argument
gets one line on stderr and exit status 2, before any window appears.

One copy of the game runs per data folder (control/single_instance.py): a later
launch hands its command line to it and exits with status 0; while that copy does
not answer, the launch says so on stderr and asks Wait / Quit (Quit: status 1),
and never starts beside it. A memory limit the game cannot live in (ulimit -v
below MIN_ADDRESS_SPACE) is one line on stderr and status 1.
"""

from __future__ import annotations

import gc
import linecache
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from addiction.engine import Game, Rules
from addiction.start_options import USAGE_ERROR, StartOptions, UsageError, parse_arguments

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

    from addiction.control.single_instance import Claim, SingleInstance
    from addiction.store.notices import StoreNotice
    from addiction.store.ownership import DataFolderLock
    from addiction.ui.main_window import MainWindow
    from addiction.ui.prompts import Prompts

# The exit status of a launch that did not start: the player chose Quit while
# another copy did not answer, or there is not memory enough to run in.
NOT_STARTED = 1
# The address space the game needs (bytes). Offscreen, a game peaks at about 350 MB
# of it; a desktop's graphics drivers, and the malloc arenas of Qt's threads (up to
# 64 MB each), need more. Below this limit (ulimit -v) Qt would abort inside glibc
# at some allocation, without a word, so the game says so at once and does not start.
MIN_ADDRESS_SPACE = 1 << 30
#: The desktop entry's id (packaging/linux/): Wayland matches windows to it.
DESKTOP_ID = "io.github.addiction_solitaire.Addiction"
ICON_DIR = Path(__file__).resolve().parent / "resources"


def application_icon() -> QIcon:
    """The game's icon at the sizes shipped in addiction/resources (made from
    resources/*.svg by packaging/make_icons.py)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for path in sorted(ICON_DIR.glob("icon-*.png")):
        icon.addFile(str(path))
    return icon


def main(argv: Sequence[str] | None = None) -> int:
    """Play (argv: the command line, sys.argv's by default); the exit status."""
    # Start-up makes some fifty thousand objects that live as long as the game
    # (PySide6's classes and enums, the window); the cycle collector would walk
    # them again and again while they are made. It waits until the window is up.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _main(argv)
    except MemoryError:
        print("addiction: there is not memory enough to run the game", file=sys.stderr)
        return NOT_STARTED
    finally:
        if collecting:
            gc.enable()


def _main(argv: Sequence[str] | None) -> int:
    try:
        options = parse_arguments(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        print(f"addiction: {error}", file=sys.stderr)
        return USAGE_ERROR
    limit = address_space_limit()
    if limit is not None and limit < MIN_ADDRESS_SPACE:
        print(
            f"addiction: the memory limit ({limit >> 20} MB of address space, ulimit -v) is "
            f"too small for the game, which needs {MIN_ADDRESS_SPACE >> 20} MB",
            file=sys.stderr,
        )
        return NOT_STARTED

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    skip_pyside_source_reading()
    from addiction.control.single_instance import Claim
    from addiction.store.notices import StoreNotice, StoreProblem
    from addiction.store.paths import set_application_names
    from addiction.ui.first_frame import after_first_frame
    from addiction.ui.quit_signals import quit_on_termination_signals

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    set_application_names()
    instance = None
    claim: Claim | None = Claim.OWNER
    if not options.screenshot:
        instance = single_instance()
        if instance is not None:
            claim = claim_data_folder(instance, sys.argv[1:] if argv is None else argv)
        if claim is None:
            return NOT_STARTED  # the player chose Quit
        if claim is Claim.HANDED_OVER:
            return 0  # the running copy took the command line and came to the front
    lock_notices: list[StoreNotice] = []
    if instance is not None and claim is Claim.UNLOCKED:
        lock_notices.append(StoreNotice(StoreProblem.FOLDER_UNUSABLE, detail=instance.problem))
    if instance is not None and instance.lock.moved_aside is not None:
        lock_notices.append(StoreNotice(StoreProblem.LOCK_NOT_A_FILE, instance.lock.moved_aside))
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(application_icon())
    with quit_on_termination_signals(app):
        window = create_main_window(
            options, lock_notices=lock_notices, keep_nothing=claim is Claim.UNLOCKED
        )
        owner = instance is not None and claim is Claim.OWNER  # never for a screenshot
        # The window is built again (a language chosen) only from a data folder it owns.
        live = LiveWindow(window, rebuildable=owner)
        if instance is not None and owner:
            instance.launched.connect(lambda arguments: take_launch(live.window, arguments))
            tell_when_ownership_is_lost(live, instance.lock)
        if options.size is not None:
            window.resize(*options.size)
        elif options.screenshot:
            window.resize(1280, 800)
        window.show()
        if options.screenshot:
            window.view_choices.show_chosen_deck()  # no first frame to wait for
            app.processEvents()
            saved = window.grab().save(options.screenshot)
            # Nothing of the window outlives the run: main may be called again in this
            # process (the tests), and a window left alive would still follow the
            # desktop's theme signals.
            window.deleteLater()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if not saved:
                print(f"addiction: cannot write {options.screenshot}", file=sys.stderr)
                return 1
            return 0
        if options.asks_for_nothing:
            # A new player is greeted over a painted table.
            after_first_frame(window, window.welcome.greet_on_first_start)
        # The hint worker starts once the table is painted, not in the player's way.
        after_first_frame(window, window.controller.warm_up_hints)
        # What start-up made stays: later collections need not walk it again.
        gc.freeze()
        gc.enable()
        status = app.exec()
    if instance is not None:
        instance.release()
    return status


class LiveWindow:
    """The running copy's main window. A language chosen in View > Language builds it
    again in that language (MainWindow.languageChosen): the game comes back from the
    autosave with its undo history, redo branch and clock, as at a start, and the new
    window takes the old one's place, size and toolbar. Where the game is kept in
    memory only (no data folder, or a screenshot), nothing is built again and the
    language waits for the next start."""

    def __init__(self, window: MainWindow, rebuildable: bool) -> None:
        self.window = window
        self._rebuildable = rebuildable
        self._follow(window)

    def _follow(self, window: MainWindow) -> None:
        if self._rebuildable:
            window.languageChosen.connect(self._rebuild_soon)

    def _rebuild_soon(self) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self.rebuild)  # once the menu that chose it has closed

    def rebuild(self) -> None:
        """The window again, in the language the preferences now name."""
        from addiction.ui.first_frame import after_first_frame

        old = self.window
        old.controller.save()
        new = create_main_window(parse_arguments([]))
        new.setGeometry(old.geometry())
        new.setWindowState(old.windowState())  # maximised or full screen, as it was
        new.restoreState(old.saveState())  # the toolbar
        self.window = new
        self._follow(new)
        new.show()
        # After the new one shows: closing the last window would end the app. Its
        # controller saves once more (the same game) and stops its workers.
        old.close()
        old.deleteLater()
        after_first_frame(new, new.controller.warm_up_hints)


def tell_when_ownership_is_lost(live: LiveWindow, lock: DataFolderLock) -> None:
    """The window says so when a write is refused because another copy may own the
    data folder now (addiction/store/ownership.py: the write fence)."""
    from addiction.ui.translate import tr

    lock.on_lost = lambda: live.window.show_notice(
        tr(
            "Another copy of Addiction Solitaire may be using your games now, so this "
            "one no longer saves anything. Please close this one."
        )
    )


def skip_pyside_source_reading() -> None:
    """PySide6 reads the whole source of each module imported after it into linecache,
    which keeps it, to see whether the module names PySide6 (its __feature__ switching:
    shibokensupport/feature.py): 3 to 4 MB kept and some 17 ms of start-up. The game selects
    no __feature__, so every module is taken as one that leaves PySide's choice alone
    (its -1), unread. A PySide6 without that check is left as it is.

    What it read before (while PySide6 itself loaded: its own modules and some of
    Python's, some 0.7 MB) is let go too; a traceback reads a source again if needed."""
    module = sys.modules.get("PySide6.support.feature")
    feature: dict[str, object] = vars(module) if module is not None else {}
    if callable(feature.get("_mod_uses_pyside")):
        feature["_mod_uses_pyside"] = lambda module: False
        linecache.clearcache()


def address_space_limit() -> int | None:
    """The process's limit of address space in bytes (RLIMIT_AS), None without one."""
    try:
        import resource
    except ImportError:  # not a POSIX system: no such limit
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    return None if soft == resource.RLIM_INFINITY else soft


def claim_data_folder(instance: SingleInstance, arguments: Sequence[str]) -> Claim | None:
    """Own the data folder or hand arguments to the copy that does; while that copy
    does not answer, say so and ask Wait / Quit (None: Quit). Never a second writer."""
    from addiction.control.single_instance import Claim

    claim = instance.claim(arguments)
    if claim is not Claim.NO_ANSWER:
        return claim
    print(
        "addiction: another copy of the game uses this data folder and does not answer;"
        " waiting for it",
        file=sys.stderr,
        flush=True,
    )
    while True:
        answer = ask_to_wait(instance, arguments)
        if answer is not Claim.NO_ANSWER:
            return answer
        claim = instance.claim(arguments)  # the player chose Wait: wait, then ask again
        if claim is not Claim.NO_ANSWER:
            return claim


def ask_to_wait(instance: SingleInstance, arguments: Sequence[str]) -> Claim | None:
    """The question Wait / Quit, asked while trying the other copy again every second:
    the claim that ended the question, NO_ANSWER for Wait, None for Quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from addiction.control.single_instance import Claim
    from addiction.store.settings import Preferences
    from addiction.ui.language import install_translators
    from addiction.ui.translate import tr

    # Asked before the window installs the player's language: install it now (reading
    # the preferences writes nothing).
    install_translators(Preferences().language)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        tr("Addiction Solitaire"),
        tr(
            "Another copy of Addiction Solitaire is using your games but does not answer: it "
            "may be busy or stopped. This copy will not play beside it. Wait for it, or quit?"
        ),
    )
    wait_button = box.addButton(tr("Wait"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("Quit"), QMessageBox.ButtonRole.RejectRole)
    answered: list[Claim] = []

    def try_again() -> None:
        claim = instance.claim(arguments, wait=0)
        if claim is not Claim.NO_ANSWER:
            answered.append(claim)
            box.done(0)

    timer = QTimer(box)
    timer.timeout.connect(try_again)
    timer.start(1000)
    box.exec()
    timer.stop()
    if answered:
        return answered[0]
    return Claim.NO_ANSWER if box.clickedButton() is wait_button else None


def single_instance() -> SingleInstance | None:
    """The lock and socket that keep one copy of the app per user and data folder;
    None when there is no data folder to keep them in (the game then keeps nothing
    either, and says so: addiction/store/data_folder.py)."""
    from addiction.control.single_instance import SingleInstance
    from addiction.store.paths import DataDirError, data_dir

    try:
        return SingleInstance(data_dir())
    except DataDirError:
        return None


def take_launch(window: MainWindow, arguments: Sequence[str]) -> None:
    """A later launch's command line, handed over to this running copy: come to
    the front and offer its game (asking before leaving the one being played)."""
    window.bring_to_front()
    try:
        options = parse_arguments(arguments)
    except UsageError:
        return  # checked by the later launch already; nothing to play
    window.start_requested(options.deal, options.code, options.rules)
    if options.daily is not None:
        window.start_daily_requested(options.daily)
    if options.level is not None:
        window.campaign.start_level_requested(options.level)


def create_main_window(
    options: StartOptions,
    prompts: Prompts | None = None,
    lock_notices: Sequence[StoreNotice] = (),
    keep_nothing: bool = False,
) -> MainWindow:
    """The main window with its controller, preferences, statistics and autosave.

    The saved game is always taken up first; a game the command line asks for
    is then started through the window (start_requested), which asks before
    leaving a game being played. A --screenshot run writes nothing: no autosave,
    no statistics, no preferences (a damaged save, or a pipe or folder where one of
    the game's files belongs, is still moved aside; see addiction/store/data_folder.py).
    keep_nothing: the data folder's lock could not be used, so this copy neither
    reads nor writes the folder (lock_notices say why), and keeps the session's games
    in memory.
    """
    from addiction.control.controller import GameController, random_deal_number
    from addiction.store.data_folder import IN_MEMORY, DataFolder, open_data_folder
    from addiction.store.savegame import CorruptSaveError
    from addiction.store.settings import Preferences
    from addiction.ui.language import install_translators
    from addiction.ui.main_window import MainWindow
    from addiction.ui.theme import apply_theme
    from addiction.ui.wording import store_notice_text

    read_only = options.screenshot is not None
    # Before anything reads the folder: it may be missing, read-only or hold a pipe.
    folder = DataFolder(None, IN_MEMORY, ()) if keep_nothing else open_data_folder(read_only)
    notices = [*lock_notices, *folder.notices]
    save_file = folder.save_file
    preferences = Preferences()
    # Before any widget exists: the window is built in the player's language and
    # theme, so none is drawn twice.
    install_translators(preferences.language)
    apply_theme(preferences.theme)
    rules = options.rules or preferences.rules
    saved = None
    if save_file is not None:
        try:
            saved = save_file.load()
        except CorruptSaveError as error:
            notices.append(error.notice)
    statistics = None
    if not read_only:
        from addiction.store.statistics import StatisticsDatabase  # sqlite3: not for a screenshot

        statistics = StatisticsDatabase(folder.statistics_path)
        notices.extend(statistics.notices)
    controller = GameController(
        Game.new(random_deal_number(), rules), None if read_only else save_file, statistics
    )
    if not read_only:  # (a screenshot's --rules is not kept for the next start)

        def keep_rules(rules: Rules) -> None:
            preferences.rules = rules

        # The rules for new games are the controller's; the preferences keep them
        # for the next start.
        controller.rulesForNewGamesChanged.connect(keep_rules)
        if options.rules is not None:
            keep_rules(options.rules)
    if saved is not None:
        controller.restore(saved)
    else:
        controller.save()
    window = MainWindow(controller, preferences, prompts)
    if notices:
        window.show_notice(" ".join(store_notice_text(notice) for notice in notices))
    # A screenshot keeps nothing, so it leaves nothing: no question.
    window.start_requested(options.deal, options.code, options.rules, ask=not read_only)
    if options.daily is not None:
        window.start_daily_requested(options.daily, ask=not read_only)
    if options.level is not None:
        window.campaign.start_level_requested(options.level, ask=not read_only)
    return window
