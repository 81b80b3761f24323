"""Did the hints win every game whose first round can be won? Held against the solver.

    .venv/bin/python benchmarks/family_hints_check.py --out /tmp/measure [--games KEY,...]
    .venv/bin/python benchmarks/family_hints_check.py --smoke

Reads the games family_table.py's run played by the hints (KEY.autoplay.jsonl under
--out: the layouts of the seeded generator, seed 1 unless --seed says otherwise),
solves each layout's first round (the deal as dealt, no redeal) with the node
budget --max-nodes, and prints per game: the layouts whose first round the solver
won, how many of them the hints lost (each named), and the layouts it left
undecided. A hint policy that plays the solver's wins loses none. --smoke: first
family_table.py --smoke's run (two games, one layout each) into a temporary folder,
then the check of it at most 2,000 positions a layout.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from family_table import SMOKE_GAMES
from timing import SMOKE_HELP

from addiction.autoplay import random_layouts
from addiction.engine.rules import ALL_PRESETS
from addiction.engine.solver import SolveStatus, solve


def smoke() -> None:
    """family_table.py's autoplay of SMOKE_GAMES, one layout each, then the check."""
    table = Path(__file__).with_name("family_table.py")
    with tempfile.TemporaryDirectory() as out:
        run = [sys.executable, str(table), "run", "--out", out, "--only", "autoplay"]
        run += ["--games", SMOKE_GAMES, "--autoplay", "1", "--hint-nodes", "2000"]
        subprocess.run(run, check=True, timeout=120)
        main(["--out", out, "--games", SMOKE_GAMES, "--max-nodes", "2000"])


def main(argv: list[str] | None = None) -> None:
    if (sys.argv[1:] if argv is None else argv) == ["--smoke"]:
        smoke()
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help=SMOKE_HELP)
    parser.add_argument("--out", type=Path, required=True, help="family_table.py's folder")
    parser.add_argument("--games", default=",".join(ALL_PRESETS), help="KEY,... (default all)")
    parser.add_argument("--seed", type=int, default=1, help="the autoplay's seed")
    parser.add_argument("--max-nodes", type=int, default=20_000_000)
    args = parser.parse_args(argv)
    for key in args.games.split(","):
        path = args.out / f"{key}.autoplay.jsonl"
        if not path.exists():
            continue
        lines = path.read_text().splitlines()
        games = [json.loads(line) for line in lines if line.startswith('{"result"')]
        layouts = random_layouts(len(games), args.seed, ALL_PRESETS[key].shape)
        winnable = undecided = 0
        lost: list[int] = []
        for number, (layout, game) in enumerate(zip(layouts, games, strict=True), start=1):
            status = solve(layout, max_nodes=args.max_nodes).status
            if status is SolveStatus.UNKNOWN:
                undecided += 1
            elif status is SolveStatus.WIN:
                winnable += 1
                if game["result"] != "won":
                    lost.append(number)
        named = f" (layouts {', '.join(map(str, lost))})" if lost else ""
        print(
            f"{key}: {winnable} of {len(games)} first rounds winnable, {len(lost)} of them "
            f"lost by the hints{named}; {undecided} undecided",
            flush=True,
        )


if __name__ == "__main__":
    main()
