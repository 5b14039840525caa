"""``make uploads``: ``UPLOADS`` (1,000) connections each uploading a sitting
as large as one may be (``Content-Length`` 1,000,000), sending 960 KiB of it
and then nothing, every one reconnecting a second after the server closes it,
for ``UPLOAD_SECONDS`` (20), against gunicorn as ``make run`` starts it (2
workers); meanwhile two clients settle tables and a probe asks ``/livez``;
each process's RSS every half second.  Targets (issue #23): every worker
under 150 MB, no failed settle, every ``/livez`` answered.  The bodies a
worker holds are bounded by ``BODY_BUDGET_BYTES`` (app/serving.py); run with
``BODY_BUDGET_BYTES=2000000000`` to see what they held without it.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import threading
from pathlib import Path
from urllib.parse import urlsplit

from tests.load.flood import ResidentSets
from tests.load.probes import SETTLE, Timings, client, curl_probe, in_another_process, repeat, run_for, verdict
from tests.server import serve

UPLOADS = int(os.environ.get("UPLOADS", "1000"))
SECONDS = float(os.environ.get("UPLOAD_SECONDS", "20"))
HEAD = (b"POST /v1/settle/session HTTP/1.1\r\nHost: uploads\r\nContent-Type: application/json\r\n"
        b"Content-Length: 1000000\r\n\r\n")
SENT = b" " * 960 * 1024


async def _upload(host: str, port: int, stop: threading.Event, answers: dict[str, int]) -> None:
    """One client: connect, send most of a large sitting, wait for the answer or the close, again."""
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection(host, port)
            writer.write(HEAD + SENT)
            await writer.drain()
            status = (await reader.readline()).split(b" ")[1:2]
            writer.close()
            answer = status[0].decode() if status else "closed"
        except OSError:
            answer = "error"
        answers[answer] = answers.get(answer, 0) + 1
        await asyncio.sleep(1)


def _uploads(url: str, seconds: float) -> dict[str, int]:
    """The uploading connections for ``seconds``, in a process of their own: their answers, by status."""
    address, answers, stop = urlsplit(url), {}, threading.Event()

    async def main() -> None:
        asyncio.get_running_loop().call_later(seconds, stop.set)
        tasks = [asyncio.ensure_future(_upload(address.hostname, address.port, stop, answers)) for _ in range(UPLOADS)]
        while not stop.is_set():
            await asyncio.sleep(0.2)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(main())
    return answers


def main() -> int:
    settle, livez = Timings(), Timings()
    with (tempfile.TemporaryDirectory() as scratch, serve(Path(scratch, "gunicorn.log")) as server,
          ResidentSets(server) as rss):
        uploads = in_another_process(_uploads, server.url, SECONDS)
        run_for(SECONDS, lambda stop: [
            *(client(f"{server.url}/v1/settle", repeat(SETTLE), settle, stop, pause=0.05) for _ in range(2)),
            curl_probe(f"{server.url}/livez", None, livez, stop),
        ])
        answers = uploads()
    print(f"make uploads: {UPLOADS} connections uploading 960 KiB of a 1 MB sitting each, for {SECONDS:.0f} s, "
          f"against 2 workers; their answers: {dict(sorted(answers.items()))}")
    print(f"{'':10}{'RSS MB before':>15}{'peak':>10}")
    for name, kib in rss.start.items():
        print(f"{name:10}{kib / 1024:15.1f}{rss.peaks.get(name, 0) / 1024:10.1f}")
    print(settle.line("POST /v1/settle (2 clients)"))
    print(livez.line("GET /livez (10 a second)"))
    workers_ok = all(kib / 1024 < 150 for name, kib in rss.peaks.items() if name.startswith("worker"))
    served = not settle.failures and not livez.failures
    print(f"every worker under 150 MB: {verdict(workers_ok)}; every settle and /livez answered: {verdict(served)}")
    return 0 if workers_ok and served else 1


if __name__ == "__main__":
    sys.exit(main())
