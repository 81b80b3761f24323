"""Review a game from the command line (docs/review.md).

    python -m addiction.review < game.json            # {"rules": KEY, "deal": N, "actions": [...]}
    python -m addiction.review --stream < game.json   # one JSON line per round, as each is ready
    python -m addiction.review --row ID --database statistics.sqlite3   # a games row's id

The game on standard input is one JSON object: {"rules": KEY, "deal": N} (a rule
set's or a game of the family's key, and a deal number) or {"code": CODE} (a game
code), with "actions": a list of the steps played, in the routes' format
(addiction/routes.py): {"move": [card_code, source, target]} or {"shuffle": the
position text right after the shuffle}. --row ID reviews the game in that row of a
statistics database instead (its actions as the game kept them).

Prints {"rounds": [{"turning_move": the index in the actions of the first move after
which the round could no longer be won without a shuffle, or null; "better_move":
[card_code, source, target] that would have kept it winnable, or null; ...}, ...]}
(every field: docs/review.md); with --stream, each round's object on a line of its
own as soon as it is reviewed. Bad input (not JSON, an unknown key, a move the game
refuses, a row without actions) is one line on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import stat
import sys
from pathlib import Path
from typing import IO, TextIO

from .command_line import brief, count_option
from .engine import EngineError, Game, Rules
from .engine.action_codec import MAX_ACTIONS, decode_actions
from .engine.errors import shown
from .engine.game import action_from_json, follow
from .engine.review import ClosestCall, OtherMoment, ReviewBudget, RoundReview, review_rounds
from .solve import _Parser, _seconds, _silence
from .store.game_actions import disagreement, recorded_actions

#: The most bytes of JSON read from standard input: every one of MAX_ACTIONS
#: actions a shuffle with its position text (about 200 bytes) fits.
MAX_INPUT_BYTES = 200 * MAX_ACTIONS


#: SQLite's largest row id.
_LARGEST_ROW = 2**63 - 1


class BadGame(Exception):
    """The game to review cannot be read; str() says why, in one line."""


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m addiction.review",
        description="Review a game: where each round could no longer be won, and what "
        "would have kept it winnable.",
    )
    parser.add_argument(
        "--row", type=_row, metavar="ID", help="the game with this id in --database's games"
    )
    parser.add_argument("--database", type=Path, metavar="PATH", help="a statistics database")
    parser.add_argument("--stream", action="store_true", help="one JSON line per round")
    defaults = ReviewBudget()
    parser.add_argument(
        "--max-nodes",
        type=count_option,
        default=defaults.solve_nodes,
        metavar="N",
        help=f"node budget of each solve (default {defaults.solve_nodes})",
    )
    parser.add_argument(
        "--max-seconds",
        type=_seconds,
        default=defaults.solve_seconds,
        metavar="S",
        help=f"time budget of each solve (default {defaults.solve_seconds})",
    )
    parser.add_argument(
        "--extra-seconds",
        type=_seconds,
        default=defaults.extra_seconds,
        metavar="S",
        help="time a round's closest call and its shuffle's other moments may take "
        f"(default {defaults.extra_seconds})",
    )
    return parser


def _row(text: str) -> int:
    try:
        row = int(text)
    except ValueError:
        row = 0
    if not 1 <= row <= _LARGEST_ROW:
        raise argparse.ArgumentTypeError(f"expected a row id, 1 or more, got {shown(text)}")
    return row


def main(
    argv: list[str] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    stdin: IO[bytes] | None = None,
) -> int:
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    parser = _parser()
    args = parser.parse_args(argv)
    if (args.row is None) != (args.database is None):
        parser.error("--row and --database go together")
    try:
        if args.row is not None:
            game = game_of_row(args.database, args.row)
        else:
            game = game_of_json(_read(stdin if stdin is not None else sys.stdin.buffer))
    except BadGame as error:
        print(f"{parser.prog}: error: {brief(str(error))}", file=err)
        return 2
    budget = ReviewBudget(args.max_nodes, args.max_seconds, args.extra_seconds)
    rounds = []
    try:
        for reviewed in review_rounds(game, budget):
            if args.stream:
                print(json.dumps(round_json(reviewed)), file=out, flush=True)
            else:
                rounds.append(round_json(reviewed))
        if not args.stream:
            print(json.dumps({"rounds": rounds}), file=out, flush=True)
    except BrokenPipeError:
        # whoever read the output stopped reading (| head): stop too, quietly
        _silence(out)
        return 1
    return 0


def _read(stream: IO[bytes]) -> bytes:
    try:
        data = stream.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise BadGame(f"cannot read standard input: {error.strerror or error}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise BadGame(f"standard input is longer than any game ({MAX_INPUT_BYTES} bytes)")
    return data


def game_of_json(data: bytes) -> Game:
    """The game a JSON object describes (the module docstring), its actions played;
    BadGame says what is wrong."""
    try:
        given = json.loads(data)
    except (ValueError, RecursionError) as error:  # bad UTF-8 or JSON, absurd nesting
        raise BadGame(f"the input is not JSON: {error}") from None
    if not isinstance(given, dict):
        raise BadGame("the input is not a JSON object")
    unknown = sorted(set(given) - {"rules", "deal", "code", "actions"})
    if unknown:
        raise BadGame(f"unknown field {shown(unknown[0])}")
    actions = given.get("actions")
    if not isinstance(actions, list):
        raise BadGame('"actions" must be a list of {"move": ...} and {"shuffle": ...}')
    if len(actions) > MAX_ACTIONS:
        raise BadGame(f"{len(actions)} actions: more than any game ({MAX_ACTIONS})")
    game = _start(given)
    for number, entry in enumerate(actions, start=1):
        try:
            follow(game, (action_from_json(entry, game.shuffles_used, game.rules.shape),))
        except EngineError as error:
            raise BadGame(f"action {number}: {error}") from None
    return game


def _start(given: dict[str, object]) -> Game:
    if "code" in given:
        if "rules" in given or "deal" in given:
            raise BadGame('give either "code" or "rules" and "deal", not both')
        code = given["code"]
        if not isinstance(code, str):
            raise BadGame(f'"code" must be text, not {shown(code)}')
        try:
            return Game.from_code(code)
        except EngineError as error:
            raise BadGame(f"bad code: {error}") from None
    key, deal = given.get("rules"), given.get("deal")
    if not isinstance(key, str) or isinstance(deal, bool) or not isinstance(deal, int):
        raise BadGame('give "rules" (a key) and "deal" (a number), or "code"')
    try:
        return Game.new(deal, Rules.preset(key))
    except EngineError as error:
        raise BadGame(str(error)) from None


def game_of_row(database: Path, row: int) -> Game:
    """The game in a row of a statistics database, its kept actions played; BadGame
    says what is wrong. The database is opened read-only: reviewing changes nothing.
    Anything but a regular file is refused before SQLite opens it (a named pipe
    would keep it waiting for good)."""
    try:
        if not stat.S_ISREG(os.stat(database).st_mode):
            raise BadGame(
                f"cannot read the statistics in {shown(str(database), 60)}: not a regular file"
            )
    except OSError as error:
        raise BadGame(
            f"cannot read the statistics in {shown(str(database), 60)}: {error.strerror or error}"
        ) from None
    try:
        uri = f"{database.absolute().as_uri()}?mode=ro"
        connection = sqlite3.connect(uri, uri=True)
        try:
            kept = recorded_actions(connection, row)
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise BadGame(
            f"cannot read the statistics in {shown(str(database), 60)}: {error}"
        ) from None
    if kept is None:
        raise BadGame(f"no game in row {row}")
    if kept.damaged:
        raise BadGame(f"the game in row {row} keeps actions no game can have (not read)")
    if kept.actions is None:
        raise BadGame(f"the game in row {row} was recorded without its actions")
    try:
        game = decode_actions(kept.actions, Game.from_code(kept.code))
    except EngineError as error:
        raise BadGame(f"the game in row {row} does not replay: {error}") from None
    mismatch = disagreement(game, kept.ending)
    if mismatch is not None:
        raise BadGame(f"the game in row {row} is not what its actions play: {mismatch}")
    return game


def round_json(reviewed: RoundReview) -> dict[str, object]:
    """A round's review as this command prints it (docs/review.md)."""
    return {
        "first_action": reviewed.first_action,
        "moves": reviewed.moves,
        "shuffle": reviewed.shuffle,
        "start": reviewed.start.value,
        "end": reviewed.end.value,
        "turning_move": reviewed.turning_move,
        "better_move": None if reviewed.better_move is None else reviewed.better_move.to_json(),
        "turning_range": None if reviewed.turning_range is None else list(reviewed.turning_range),
        "won": reviewed.won,
        "closest_call": _closest_call_json(reviewed.closest_call),
        "closest_call_complete": reviewed.closest_call_complete,
        "earlier_shuffle": _moment_json(reviewed.earlier_shuffle),
        "later_shuffle": _moment_json(reviewed.later_shuffle),
        "solves": reviewed.solves,
        "seconds": round(reviewed.seconds, 3),
    }


def _closest_call_json(call: ClosestCall | None) -> dict[str, object] | None:
    if call is None:
        return None
    return {
        "action": call.action,
        "legal_moves": call.legal_moves,
        "winning_moves": call.winning_moves,
        "losing_moves": call.losing_moves,
        "losing_move": call.losing_move.to_json(),
    }


def _moment_json(moment: OtherMoment | None) -> dict[str, object] | None:
    if moment is None:
        return None
    return {
        "verdict": moment.verdict.value,
        "before": moment.before,
        "after_moves": [move.to_json() for move in moment.after_moves],
    }


if __name__ == "__main__":
    raise SystemExit(main())
