"""The per-game measurements of docs/rules.md ("Measured, game by game"): run them, print the table.

    .venv/bin/python benchmarks/family_table.py run --out /tmp/measure [--games KEY,...]
    .venv/bin/python benchmarks/family_table.py table --out /tmp/measure
    .venv/bin/python benchmarks/family_table.py --smoke

run plays and solves each game (every key of ALL_PRESETS, or those named) through
the command lines, one child process at a time, each output kept in a file under
--out: KEY.autoplay.jsonl (python -m addiction.autoplay --rules KEY --random N
--seed S --json --details --max-nodes M: the hints win how often, and the CPU
time of their hints) and SHAPE.solve.jsonl
(python -m addiction.solve --rules KEY --deals A-B --json --max-nodes M: is the
first round winnable without a redeal; the first round is the shape's deal, so
the games of one shape, Addiction's four presets and Station, share it), with
SHAPE.solve.usage, the solving child's peak resident memory (ru_maxrss from
wait4: the Python interpreter and the largest search of its deals) and its CPU
time (a mean per deal in the table). A file is
written under a temporary name and renamed once its child has finished, so a
stopped run resumes where it stopped and a key already measured is skipped.
table reads the files and prints the markdown table: a key with nothing
measured yet is left out, the games that stopped where the hints went round in
a circle ("cycled", engine/hints.py RoundWatch) are counted after the games
won, and a count of games or deals from a child that has not finished (or was
stopped) is marked with "*".
--smoke: run then table in a temporary folder, on SMOKE_GAMES: one game the hints play
each, deal 1 solved, at most 2,000 positions a hint or a solve.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from timing import SMOKE_HELP, deal_range

from addiction.autoplay import wilson_interval
from addiction.engine.rules import ALL_PRESETS
from addiction.engine.shape import MONTANA

#: --smoke's games: Addiction's shape and another.
SMOKE_GAMES = "addiction,spaces-and-aces"
#: How often a running child is looked at (seconds).
_POLL = 0.5


def _wait(process: subprocess.Popen[bytes], timeout: float) -> resource.struct_rusage:
    """Wait for process to end, at most timeout seconds (then kill it and raise
    TimeoutError); its resource usage. wait4 reaps the child, so Popen never does."""
    deadline = time.monotonic() + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            if process.returncode != 0:
                raise RuntimeError(f"{process.args!r} ended with status {process.returncode}")
            return usage
        if time.monotonic() > deadline:
            process.send_signal(signal.SIGKILL)
            os.wait4(process.pid, 0)
            raise TimeoutError(f"{process.args!r} ran past {timeout:.0f} s")
        time.sleep(_POLL)


def _run_child(command: list[str], output: Path, timeout: float) -> resource.struct_rusage:
    """Run command with its standard output to output (complete, or not there at all)."""
    partial = output.with_name(output.name + ".part")
    with partial.open("wb") as handle:
        process = subprocess.Popen(command, stdout=handle, stderr=subprocess.DEVNULL)
        usage = _wait(process, timeout)
    partial.replace(output)
    return usage


def _run(args: argparse.Namespace) -> None:
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    python = sys.executable
    for key in args.games.split(","):
        autoplay = out / f"{key}.autoplay.jsonl"
        if args.only != "solve" and not autoplay.exists():
            print(f"{key}: autoplay", flush=True)
            command = [python, "-m", "addiction.autoplay", "--rules", key, "--json", "--details"]
            command += ["--random", str(args.autoplay), "--seed", str(args.seed)]
            command += ["--max-nodes", str(args.hint_nodes)]
            _run_child(command, autoplay, args.timeout)
        shape = ALL_PRESETS[key].shape
        solved = out / f"{shape.name}.solve.jsonl"
        if args.only != "autoplay" and not solved.exists():
            print(f"{key}: solve", flush=True)
            deals = f"{args.deals.start}-{args.deals.stop - 1}"
            nodes = args.solve_nodes if shape == MONTANA else args.family_solve_nodes
            command = [python, "-m", "addiction.solve", "--rules", key, "--deals", deals]
            command += ["--json", "--max-nodes", str(nodes)]
            usage = _run_child(command, solved, args.timeout)
            # ru_maxrss is in kilobytes on Linux
            cpu = usage.ru_utime + usage.ru_stime
            (out / f"{shape.name}.solve.usage").write_text(f"{usage.ru_maxrss} {cpu:.2f}\n")


def _records(out: Path, name: str, field: str) -> tuple[list[dict[str, object]], str]:
    """The records with field of the output name (of a child still running or stopped,
    if it did not finish: then marked "*"), and the mark."""
    path, mark = out / name, ""
    if not path.exists():
        path, mark = out / f"{name}.part", "*"
    if not path.exists():
        return [], mark
    lines = path.read_text().splitlines()
    records = [json.loads(line) for line in lines if line.strip().startswith("{")]
    return [record for record in records if field in record], mark


def _mean_max(values: list[float], digits: int) -> str:
    """ "mean / max" of values, or "-" when there are none."""
    if not values:
        return "-"
    return f"{sum(values) / len(values):.{digits}f} / {max(values):.{digits}f}"


def _share(records: list[dict[str, object]], field: str, value: str, mark: str) -> str:
    """ "won/all (percent)" of the records whose field is value, or "-" for none."""
    if not records:
        return "-"
    count = sum(record[field] == value for record in records)
    return f"{count}/{len(records)}{mark} ({100 * count / len(records):.0f}%)"


def _circles(games: list[dict[str, object]]) -> str:
    """ "; N on a circle" for the games that stopped where the hints went round, or
    nothing when none did."""
    count = sum(game.get("cycled") is True for game in games)
    return f"; {count} on a circle" if count else ""


def _interval(games: list[dict[str, object]]) -> str:
    """Wilson's 95% interval of the games' win rate, or "-" for no games."""
    if not games:
        return "-"
    low, high = wilson_interval(sum(game["result"] == "won" for game in games), len(games))
    return f"{100 * low:.0f}-{100 * high:.0f}%"


def _row(out: Path, key: str) -> str | None:
    """The table's row for key, or None while nothing of it is measured."""
    shape = ALL_PRESETS[key].shape.name
    games, games_mark = _records(out, f"{key}.autoplay.jsonl", "result")
    deals, deals_mark = _records(out, f"{shape}.solve.jsonl", "status")
    if not games and not deals:
        return None
    game_seconds = [float(str(game["seconds"])) for game in games]
    # the hints' CPU time (autoplay --details), what a game takes on a quiet machine
    cpu_seconds = [float(str(game["cpu_seconds"])) for game in games if "cpu_seconds" in game]
    statuses = [str(deal["status"]) for deal in deals]
    solve_seconds = [float(str(deal["seconds"])) for deal in deals]
    usage = out / f"{shape}.solve.usage"
    # peak kilobytes and CPU seconds, "-" where a run did not record them
    peak_kb, cpu = usage.read_text().split() if usage.exists() else ("-", "-")
    peak = "-" if peak_kb == "-" else f"{int(peak_kb) / 1024:.0f}"
    cpu_per_deal = "-" if cpu == "-" or not deals else f"{float(cpu) / len(deals):.3f}"
    return (
        f"| {key} | {_share(games, 'result', 'won', games_mark)}{_circles(games)} | "
        f"{_interval(games)} | "
        f"{_mean_max(game_seconds, 2)} | "
        f"{_mean_max(cpu_seconds, 2) if len(cpu_seconds) == len(games) else '-'} | "
        f"{_share(deals, 'status', 'win', deals_mark)} | "
        f"{statuses.count('unknown') if deals else '-'} | {_mean_max(solve_seconds, 3)} | "
        f"{cpu_per_deal} | {peak} |"
    )


def _table(args: argparse.Namespace) -> None:
    print(
        "| game | hints won | 95% interval | s per game, mean / max | CPU s per game | "
        "first round winnable | undecided | solver s, mean / max | solver CPU s | peak MB |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for key in args.games.split(","):
        row = _row(args.out, key)
        if row is not None:
            print(row)


def smoke() -> None:
    """run and table on SMOKE_GAMES, small, in a temporary folder."""
    with tempfile.TemporaryDirectory() as out:
        small = ["--games", SMOKE_GAMES, "--autoplay", "1", "--deals", "1"]
        small += ["--hint-nodes", "2000", "--solve-nodes", "2000", "--family-solve-nodes", "2000"]
        main(["run", "--out", out, *small, "--timeout", "60"])
        main(["table", "--out", out, "--games", SMOKE_GAMES])


def main(argv: list[str] | None = None) -> None:
    if (sys.argv[1:] if argv is None else argv) == ["--smoke"]:
        smoke()
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    parser.add_argument("action", choices=("run", "table"))
    parser.add_argument("--out", type=Path, required=True, help="the folder of the outputs")
    parser.add_argument("--games", default=",".join(ALL_PRESETS), help="KEY,... (default all)")
    parser.add_argument("--autoplay", type=int, default=100, help="games the hints play")
    parser.add_argument("--seed", type=int, default=1, help="the autoplay's seed")
    parser.add_argument("--hint-nodes", type=int, default=1_500_000, help="autoplay --max-nodes")
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-200"))
    parser.add_argument(
        "--solve-nodes", type=int, default=20_000_000, help="solve --max-nodes, Addiction's shape"
    )
    parser.add_argument(
        "--family-solve-nodes", type=int, default=500_000, help="solve --max-nodes, other shapes"
    )
    parser.add_argument("--only", choices=("autoplay", "solve"), help="run one half only")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds per child")
    args = parser.parse_args(argv)
    if args.action == "run":
        _run(args)
    else:
        _table(args)


if __name__ == "__main__":
    main()
