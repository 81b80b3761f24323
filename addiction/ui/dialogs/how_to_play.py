"""The How to play dialog: the rules for players, as in-app help."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from addiction.engine import PRESETS, SUIT_SYMBOLS, SUITS

from ..translate import tr
from .common import readable_red, redeal_text, rules_title, timing_text


def _suit_colours(palette: QPalette) -> dict[str, str]:
    """Red for hearts and diamonds, the text colour for spades and clubs."""
    red = readable_red(palette)
    black = palette.color(QPalette.ColorRole.Text).name()
    return {"S": black, "H": red, "D": red, "C": black}


def key_text(keys: str) -> str:
    """Keys as the menus write them, in the player's language (Qt's own key names)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def how_to_play_html(palette: QPalette) -> str:
    """The rules for players (after rules.md), as HTML for a QTextBrowser."""
    colours = _suit_colours(palette)

    def card(code: str) -> str:
        rank, suit = code[:-1], code[-1]
        return f'<b><span style="color:{colours[suit]}">{rank}{SUIT_SYMBOLS[suit]}</span></b>'

    suits = "&nbsp;".join(card(suit) for suit in SUITS)
    line = palette.color(QPalette.ColorRole.Mid).name()
    header = palette.color(QPalette.ColorRole.AlternateBase).name()

    def head_row(*titles: str) -> str:
        cells = "".join(f'<th align="left">{title}</th>' for title in titles)
        return f'<tr style="background:{header}">{cells}</tr>'

    table = f'border="1" cellspacing="0" cellpadding="6" style="border-color:{line}" width="100%"'
    unlimited, yes, no = tr("unlimited"), tr("yes"), tr("no")
    preset_rows = "".join(
        f"<tr><td><b>{rules_title(r)}</b></td>"
        f"<td>{unlimited if r.shuffles is None else r.shuffles}</td>"
        f"<td>{html.escape(redeal_text()[r.redeal][1])}</td>"
        f"<td>{timing_text()[r.shuffle_timing][0].lower()}</td>"
        f"<td>{yes if r.undo_across_shuffle else no}</td></tr>"
        for r in PRESETS.values()
    )

    def cards(*codes: str) -> str:
        return " ".join(card(code) for code in codes)

    gap_rows = "".join(
        f"<tr><td>{where}</td><td>{takes}</td></tr>"
        for where, takes in (
            (
                tr("in column 1"),
                tr("any 2 not already in column 1 (the 2 decides the row's suit)"),
            ),
            (
                tr("right of a card, say %1").replace("%1", card("7S")),
                tr("the next card of that suit, %1, from anywhere on the table").replace(
                    "%1", card("8S")
                ),
            ),
            (tr("right of a King"), tr("nothing: <b>blocked</b>")),
            (tr("right of another gap"), tr("nothing until that gap is filled: <b>blocked</b>")),
        )
    )
    playing = "".join(
        f"<li>{item}</li>"
        for item in (
            tr(
                "Cards that can move and gaps that can be filled are highlighted; a blocked "
                "gap shows a no-entry mark."
            ),
            tr(
                "Click a highlighted card to move it, drag it onto its gap, click a gap to "
                "fill it, or click a card and then a gap. A gap in column 1 offers the 2s "
                "that can go there."
            ),
            #: %1 is Undo's key, %2 and %3 Redo's two, as the menus write them (Qt
            #: names the keys in the player's language: "Strg+Umschalt+Z").
            tr(
                "Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule "
                "set; Restart goes back to the very same deal with every shuffle back."
            )
            .replace("%1", key_text("Ctrl+Z"))
            .replace("%2", key_text("Ctrl+Shift+Z"))
            .replace("%3", key_text("Ctrl+Y")),
            tr("Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S."),
            tr(
                "Your game is saved as you play and comes back when you start again. A game "
                "code recreates the same deal for a friend."
            ),
        )
    )
    intro = tr(
        "A patience of skill: every card is face up. Put each row in order, 2 to King, "
        "one suit per row (%1)."
    ).replace("%1", suits)
    layout = tr(
        "The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never "
        "come back; their places are the four <b>gaps</b>. There are always 48 cards and "
        "4 gaps."
    )
    moves = tr(
        "A move puts one card into a gap; the place the card leaves becomes a gap. Which "
        "card a gap takes depends on what is to its left."
    )
    no_choice = tr(
        "So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to "
        "which row and which gap to chase first."
    )
    in_place = tr(
        "A card is <b>in place</b> when it belongs to the unbroken run that starts with a 2 "
        "in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a "
        "green tick and never move again. “In place: N of 48” is your progress."
    ).replace("%1", cards("2C", "3C", "4C", "9D", "6C"))
    shuffles = tr(
        "When you are stuck, or earlier if the rules allow, a <b>shuffle</b> gathers every "
        "card that is not in place and deals them again. In-place cards stay put. A shuffle "
        "counts as a move. The rule sets differ here:"
    )
    choose = tr(
        "Choose a rule set, or set each switch yourself, with <i>Game › Rules</i>. "
        "Statistics are kept for each rule set."
    )
    winning = tr(
        "You win when every row holds 2 to King of one suit in columns 1–12; the gaps end "
        "in column 13. Which suit is in which row does not matter. You are <b>stuck</b> "
        "when every gap is blocked; stuck with no shuffle left, the game is lost. You may "
        "also give up (<i>Game › Give up</i>); the statistics count it as given up."
    )
    gap_head = head_row(tr("The gap is…"), tr("It takes…"))
    rules_head = head_row(
        tr("Rule set"), tr("Shuffles"), tr("Redeal"), tr("Allowed"), tr("Undo a shuffle")
    )
    headings = {
        "title": tr("Addiction Solitaire"),
        "layout": tr("The layout"),
        "moves": tr("Moves"),
        "reference": tr("Quick reference: what each gap takes"),
        "in_place": tr("In place"),
        "shuffles": tr("Shuffles"),
        "winning": tr("Winning and losing"),
        "playing": tr("Playing"),
    }
    return f"""
<h2>{headings["title"]}</h2>
<p>{intro}</p>

<h3>{headings["layout"]}</h3>
<p>{layout}</p>

<h3>{headings["moves"]}</h3>
<p>{moves}</p>
<p><b>{headings["reference"]}</b></p>
<table {table}>
{gap_head}
{gap_rows}
</table>
<p>{no_choice}</p>

<h3>{headings["in_place"]}</h3>
<p>{in_place}</p>

<h3>{headings["shuffles"]}</h3>
<p>{shuffles}</p>
<table {table}>
{rules_head}
{preset_rows}
</table>
<p>{choose}</p>

<h3>{headings["winning"]}</h3>
<p>{winning}</p>

<h3>{headings["playing"]}</h3>
<ul>
{playing}
</ul>
"""


class HowToPlayDialog(QDialog):
    """The rules as in-app help."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.document().setDocumentMargin(14)
        # The text wraps to the width: a table's rounding (a pixel in Chinese) must not
        # put a sideways scroll bar under it.
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.setHtml(how_to_play_html(self.browser.palette()))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 720)
