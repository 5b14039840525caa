"""prometheus_client's multiprocess files, kept safe and few.

Each worker writes its values to mmap'd files ``<type>_<pid>.db`` in
``PROMETHEUS_MULTIPROC_DIR``.  Two things go wrong with them as shipped:

- the files grow sparse (``truncate``), so a write into a new page of a full
  filesystem faults (SIGBUS) and kills the worker.  ``Preallocated`` takes
  the disk space before mapping it: a full disk is then an ``OSError`` when
  a value is first created, which ``metrics.py`` turns into a metric lost;
- the files of dead workers stay (their counts must go on counting), one
  pair per recycled worker.  ``merge_dead`` (the arbiter's ``child_exit``)
  adds a dead worker's values into ``<type>_merged.db`` and removes its files:
  the directory holds the live workers' files and one merged file per type.

Only prometheus_client is imported here: the arbiter loads this, not the app.
"""
from __future__ import annotations

import glob
import os

from prometheus_client import mmap_dict, values

MERGED = "merged"


class Preallocated(mmap_dict.MmapedDict):
    def __init__(self, filename: str, read_mode: bool = False):
        if not read_mode and not _size(filename):
            _allocate(filename, mmap_dict._INITIAL_MMAP_SIZE)
        super().__init__(filename, read_mode)

    def _init_value(self, key: str) -> None:
        entry = 8 * (len(key.encode("utf-8")) // 8 + 4)  # an upper bound of the entry's size
        if self._used + entry > self._capacity:
            os.posix_fallocate(self._f.fileno(), 0, 2 * self._capacity)
        super()._init_value(key)


def install() -> None:
    """Workers create their files through ``Preallocated`` from now on."""
    values.MmapedDict = Preallocated  # type: ignore[misc]  # prometheus_client has no hook: its class is swapped


def merge_dead(directory: str, live: set[int]) -> None:
    """Add the counters and histograms of every worker not in ``live`` into the merged files."""
    for dead in glob.glob(os.path.join(directory, "*.db")):
        kind, _, owner = os.path.basename(dead)[:-3].partition("_")
        if kind == "gauge" or owner == MERGED or int(owner) in live:
            continue  # no gauges here; prometheus_client's mark_process_dead owns them
        found = [(key, value) for key, value, _, _ in mmap_dict.MmapedDict.read_all_values_from_file(dead)]
        merged = Preallocated(os.path.join(directory, f"{kind}_{MERGED}.db"))
        try:
            totals = [merged.read_value(key)[0] for key, _ in found]  # every entry made before any is changed
            for (key, value), total in zip(found, totals, strict=True):
                merged.write_value(key, total + value, 0.0)
        finally:
            merged.close()
        os.remove(dead)


def _size(filename: str) -> int:
    try:
        return os.stat(filename).st_size
    except FileNotFoundError:
        return 0


def _allocate(filename: str, size: int) -> None:
    fd = os.open(filename, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        os.posix_fallocate(fd, 0, size)
    except OSError:
        os.close(fd)
        os.remove(filename)
        raise
    os.close(fd)
