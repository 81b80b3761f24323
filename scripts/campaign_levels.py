"""Make the campaign's levels and write them to addiction/resources/campaign.json.

    .venv/bin/python scripts/campaign_levels.py            # write the file
    .venv/bin/python scripts/campaign_levels.py --check    # exit 1 if the file differs
    .venv/bin/python scripts/campaign_levels.py --figures  # the figures of docs/campaign.md
    .venv/bin/python scripts/campaign_levels.py --hints 5 6  # the hints play stages 5 and 6

How levels are made and measured: addiction/engine/campaign_making.py and
docs/campaign.md. tests/engine/test_campaign.py replays every route in the file
and makes a few levels again to check them against it; --check makes them all.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from addiction.autoplay import play, wins
from addiction.engine import campaign
from addiction.engine.campaign_making import make_levels
from addiction.engine.checksums import one_per_line


def file_text(levels: list[campaign.Level]) -> str:
    """The data file's text: one level (and one checksum) per line, so a regenerated
    file diffs level by level."""
    text = json.dumps(campaign.levels_to_json(levels), indent=None, separators=(",", ":"))
    return one_per_line(text.replace('},{"level"', '},\n{"level"')) + "\n"


def mean(values: list[float] | list[int]) -> float:
    return sum(values) / len(values)


def figures(levels: list[campaign.Level]) -> str:
    """Per stage: the fixed policy's wins, the route's shuffles, par and solver positions."""
    lines = [
        "stage  levels  hints won  policy wins %  (min-max)  shuffles  par (mean)  positions (mean)"
    ]
    for stage in range(1, campaign.stages() + 1):
        group = [level for level in levels if level.stage == stage]
        rates = [100 * level.difficulty.policy_wins / level.difficulty.playouts for level in group]
        lines.append(
            f"{stage:>5}  {group[0].number:>2}-{group[-1].number:<3}"
            f"  {sum(level.difficulty.hints_won for level in group):>6} of {len(group):<2}"
            f"  {mean(rates):>12.1f}  ({min(rates):.0f}-{max(rates):.0f}){'':>5}"
            f"{mean([level.difficulty.shuffles for level in group]):>8.1f}"
            f"  {mean([level.par for level in group]):>10.1f}"
            f"  {mean([level.difficulty.nodes for level in group]):>16.0f}"
        )
    return "\n".join(lines)


def hint_figures(stages: list[int], max_nodes: int) -> str:
    """Each level of the stages played by the game's hints (addiction/autoplay.py)."""
    lines = []
    for stage in stages:
        numbers = range((stage - 1) * campaign.STAGE_SIZE + 1, stage * campaign.STAGE_SIZE + 1)
        played = [play(campaign.level(n).new_game(), max_nodes) for n in numbers]
        results = " ".join("won" if game.won else "lost" for game in played)
        wins = sum(game.won for game in played)
        lines.append(f"stage {stage}: the hints won {wins} of {len(played)} ({results})")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--check", action="store_true", help="compare with the file, write nothing")
    what.add_argument("--figures", action="store_true", help="print the figures of the file")
    what.add_argument("--hints", type=int, nargs="+", metavar="STAGE", help="the hints play")
    parser.add_argument("--max-nodes", type=int, default=None, help="the hints' budget")
    args = parser.parse_args()
    if args.hints:
        from addiction.engine.hints import DEFAULT_HINT_NODES

        print(hint_figures(args.hints, args.max_nodes or DEFAULT_HINT_NODES))
        return 0
    if args.figures:
        print(figures([campaign.level(n) for n in range(1, campaign.count() + 1)]))
        return 0
    started = time.process_time()
    levels = make_levels(wins)
    text = file_text(levels)
    seconds = time.process_time() - started
    if args.check:
        same = campaign.LEVELS_PATH.read_text(encoding="utf-8") == text
        print(f"{'the same' if same else 'DIFFERENT'} ({seconds:.1f} s of CPU to make)")
        return 0 if same else 1
    campaign.LEVELS_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {len(levels)} levels to {campaign.LEVELS_PATH} ({seconds:.1f} s of CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
