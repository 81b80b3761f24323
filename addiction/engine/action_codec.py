"""A game's actions as compact bytes, for the statistics (docs/review.md).

A counted game keeps its whole history, every move and shuffle, so it can be
replayed exactly and reviewed. The bytes, format 1:

    byte 0       the format (1)
    bytes 1..8   the game's seed, big-endian: with each shuffle's index and the
                 position it is taken from, it fixes what the shuffle deals
                 (game.shuffle_seed), so a shuffle needs no more than a marker
    then, per action in order:
                 SHUFFLE (255) for a shuffle, or two bytes for a move: its source
                 square, then its target square (a board has at most 112 squares;
                 the card is the one on the source square)

A 150-move game is about 300 bytes. Decoding replays every action on the game the
code stands for, so a blob that is damaged, of another game, or longer than
MAX_ACTIONS actions is refused with ActionsFormatError, never half read.
"""

from __future__ import annotations

from .board import Move
from .errors import EngineError
from .game import Game, Shuffle

ACTIONS_FORMAT = 1
#: The marker of a shuffle; no square has this number.
SHUFFLE = 255
#: The most actions a blob may hold: more than any game played by hand (a round of
#: Addiction has at most 312 moves, a rank-r card moving at most r - 1 times).
MAX_ACTIONS = 8192
_HEADER = 9
#: The longest blob decoding reads: every action a move.
MAX_BLOB_BYTES = _HEADER + 2 * MAX_ACTIONS


class ActionsFormatError(EngineError):
    """Bytes that are not the actions of the game they are decoded for."""


def encode_actions(game: Game) -> bytes:
    """The game's history (moves and shuffles, without what redo would re-apply)
    as bytes; ActionsFormatError for a history longer than MAX_ACTIONS."""
    history = game.history
    if len(history) > MAX_ACTIONS:
        raise ActionsFormatError(f"{len(history)} actions: more than {MAX_ACTIONS} are not kept")
    encoded = bytearray([ACTIONS_FORMAT])
    encoded += game.seed.to_bytes(8, "big")
    for action in history:
        if isinstance(action, Shuffle):
            encoded.append(SHUFFLE)
        else:
            encoded += bytes((action.source, action.target))
    return bytes(encoded)


def decode_actions(blob: bytes, start: Game) -> Game:
    """A new game from start's initial layout, rules and deal (start as
    Game.from_code makes it), under blob's seed, with blob's actions played.
    ActionsFormatError says what is wrong: an unknown format, a blob too long or
    cut short, or an action the game refuses (a move from a gap or not legal
    there, a shuffle the rules do not allow)."""
    if not isinstance(blob, bytes):
        raise ActionsFormatError(f"actions are bytes, not {type(blob).__name__}")
    if len(blob) > MAX_BLOB_BYTES:
        raise ActionsFormatError(f"{len(blob)} bytes: longer than any game's actions")
    if len(blob) < _HEADER:
        raise ActionsFormatError(f"{len(blob)} bytes: shorter than the actions' header")
    if blob[0] != ACTIONS_FORMAT:
        raise ActionsFormatError(
            f"unknown actions format {blob[0]} (this version reads {ACTIONS_FORMAT})"
        )
    seed = int.from_bytes(blob[1:_HEADER], "big")
    game = Game(start.initial, start.rules, start.deal_number, seed)
    squares = game.rules.shape.squares
    at = _HEADER
    while at < len(blob):
        number = len(game.history) + 1
        if blob[at] == SHUFFLE:
            _replay(game, number, None)
            at += 1
            continue
        if at + 1 == len(blob):
            raise ActionsFormatError(f"action {number} is cut short")
        source, target = blob[at], blob[at + 1]
        if source >= squares or target >= squares:
            raise ActionsFormatError(f"action {number} names a square off the table")
        card = game.board[source]
        if card is None:
            raise ActionsFormatError(f"action {number} moves a card from a gap")
        _replay(game, number, Move(card, source, target))
        at += 2
    return game


def _replay(game: Game, number: int, move: Move | None) -> None:
    """Play action number: move, or a shuffle for None."""
    try:
        if move is None:
            game.shuffle()
        else:
            game.play(move)
    except EngineError as error:
        raise ActionsFormatError(f"action {number} does not replay: {error}") from None
