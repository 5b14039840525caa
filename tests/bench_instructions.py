"""``make instructions``: instructions per input never seen before, for each
row of ``make bench``'s first-sight figures, counted by callgrind, which
does not drift as this shared machine's clock does; with ``--base REV``,
the same streams counted on another commit's ``app`` beside, so a change
is judged A/B.

For each row, its inputs (``bench_streams``: the same in every run) are
written to a file and ``tests/bench_count.py`` runs under
``valgrind --tool=callgrind`` with ``PYTHONHASHSEED=0`` twice: ``WARM``
inputs then ``COUNT`` more, and ``WARM`` then none.  Everything else (the
interpreter, the imports, reading the file, the warm inputs) is the same in
both, so the difference divided by ``COUNT`` is what one input costs a
worker whose caches have served others.  The peer (the riichi ``mahjong``
package, its divider cache cleared before each distinct hand) is counted
the same way, so that each row reads as peer hands per input too.

A base commit is checked out in a temporary worktree (removed afterwards);
today's bench counts it (``bench_count`` imports ``app`` from there).
Sizes: ``TABLES`` and ``ANALYSES`` (counted inputs), ``ROWS`` (a comma-
separated subset), ``JOBS`` (callgrind runs at once, 2).  ``SEEN=1`` counts
repeated inputs instead: the counted ones are the first of the warm ones,
answered a second time (what the warm figures of ``make bench`` time).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from tests.bench_streams import ROWS, peer_hands, stream

ROOT = Path(__file__).resolve().parent.parent
COUNTER = ROOT / "tests" / "bench_count.py"
TABLES = int(os.environ.get("TABLES", "100"))
ANALYSES = int(os.environ.get("ANALYSES", "30"))
JOBS = int(os.environ.get("JOBS", "2"))
SEEN = os.environ.get("SEEN") == "1"
WARM = {"settle": 200, "analyse": 30, "peer": 200}
PEER_HANDS = 1000


def counted(work: str) -> int:
    return {"settle": TABLES, "analyse": ANALYSES, "peer": PEER_HANDS}[work]


def write_inputs(folder: Path, names: list[str]) -> dict[str, Path]:
    """Each row's inputs, and the peer's hands, as ``bench_count`` reads them."""
    files = {}
    for name in names:
        row = ROWS[name]
        warm, count = WARM[row.work], counted(row.work)
        inputs = stream(name, 0, warm + (0 if SEEN else count))
        if SEEN:
            inputs += inputs[:count]
        files[name] = _write(folder / f"{name}.json", row.rule_set, row.work, inputs)
    files["peer"] = _write(folder / "peer.json", "", "peer", peer_hands(WARM["peer"] + PEER_HANDS))
    return files


def _write(path: Path, rule_set: str, work: str, inputs: list) -> Path:
    path.write_text(json.dumps({"rule_set": rule_set, "work": work, "inputs": inputs}), encoding="utf-8")
    return path


def instructions(root: Path, inputs: Path, warm: int, count: int, young: int, out: Path) -> int:
    """Instructions callgrind counts for one run of ``bench_count``."""
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               sys.executable, str(COUNTER), str(root), str(inputs), str(warm), str(count), str(young)]
    done = subprocess.run(command, env=os.environ | {"PYTHONHASHSEED": "0"}, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stderr[-3000:]}")
    return int(re.search(r"^summary: (\d+)", out.read_text(), re.M).group(1))


def per_input(roots: dict[str, Path], files: dict[str, Path], folder: Path, young: int) -> dict[tuple[str, str], float]:
    """Instructions per input for each (tree, row): ``WARM`` + ``COUNT`` less ``WARM`` alone."""
    runs = {}
    for tree, root in roots.items():
        for name, inputs in files.items():
            if name == "peer" and tree != "this":
                continue  # the peer does not change with the commit
            work = ROWS[name].work if name in ROWS else "peer"
            for count in (counted(work), 0):
                runs[tree, name, count] = (root, inputs, WARM[work], count, young,
                                           folder / f"callgrind.{tree}.{name}.{count}")
    with ThreadPoolExecutor(JOBS) as pool:
        found = dict(zip(runs, pool.map(lambda args: instructions(*args), runs.values()), strict=True))
    return {(tree, name): (found[tree, name, count] - found[tree, name, 0]) / count
            for (tree, name, count) in found if count}


@contextmanager
def checkout(rev: str):
    """``rev`` in a temporary worktree of this repository, removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="bench-base-"))
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(folder), rev], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(folder)], check=True)


def _commit(root: Path, rev: str = "HEAD") -> str:
    return subprocess.run(["git", "-C", str(root), "rev-parse", "--short", rev], capture_output=True, text=True,
                          check=True).stdout.strip()


def report(found: dict[tuple[str, str], float], names: list[str], base: str | None, heads: dict[str, str]) -> None:
    peer = found["this", "peer"]
    dirty = " with uncommitted changes" if _dirty() else ""
    print(f"{'row':>17} {'inputs':>6} {'this tree (' + heads['this'] + dirty + ')':>24} {'peer hands':>10}"
          + (f" {'base (' + heads['base'] + ')':>16} {'change':>8}" if base else ""))
    for name in names:
        mine = found["this", name]
        line = f"{name:>17} {counted(ROWS[name].work):6d} {mine / 1e6:22.3f} M {mine / peer:10.1f}"
        if base:
            theirs = found["base", name]
            line += f" {theirs / 1e6:14.3f} M {100 * (mine - theirs) / theirs:+7.1f} %"
        print(line)
    print(f"{'peer (a hand)':>17} {PEER_HANDS:6d} {peer / 1e6:22.3f} M")


def _dirty() -> bool:
    return bool(subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--", "app"], capture_output=True,
                               text=True, check=True).stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", help="a git revision to count beside this tree")
    base = parser.parse_args().base
    from app.serving import YOUNG

    names = [n for n in os.environ.get("ROWS", ",".join(ROWS)).split(",") if n]
    print(f"make instructions: callgrind, PYTHONHASHSEED=0; per row, {WARM['settle']} warm tables "
          f"({WARM['analyse']} analyses) then {TABLES} tables ({ANALYSES} analyses) "
          f"{'of those again' if SEEN else 'more'}, less the warm alone")
    with tempfile.TemporaryDirectory(prefix="bench-instructions-") as tmp:
        folder = Path(tmp)
        files = write_inputs(folder, names)
        heads = {"this": _commit(ROOT)}
        if base is None:
            found = per_input({"this": ROOT}, files, folder, YOUNG)
        else:
            with checkout(base) as other:
                heads["base"] = _commit(other)
                found = per_input({"this": ROOT, "base": other}, files, folder, YOUNG)
    report(found, names, base, heads)


if __name__ == "__main__":
    main()
