"""Service settings, read once from the environment."""
from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

MAX_BODY_BYTES = 64 * 1024  # a full table with rivers is under 2 KiB
# A sitting: 128 hands at 8 KiB each.  A hand with four rivers in Chinese tile names is
# about 2 KiB, twice that when the client escapes Chinese as \uXXXX (Python's
# json.dumps does by default): the longest sitting fits with room to spare,
# and a worker still reads and parses any body in a few milliseconds.
MAX_SITTING_BODY_BYTES = 1024 * 1024
# The environ key under which the worker (app/serving.py) leaves the status of a
# request it could not read; the app answers it (app/http/body.py).
REFUSED = "mahjong.refused"
# With a 413 refused there, the route's limit in bytes.
BODY_LIMIT = "mahjong.body_limit"


@dataclass(frozen=True)
class Settings:
    port: int = 8000
    workers: int = 1
    timeout: int = 10
    drain: float = 5.0
    # Recycling is a safety net, not a leak fix (make soak finds none): at 2000 a
    # worker under full load restarted every few seconds, costing ~0.3 s of CPU each.
    max_requests: int = 100_000
    max_requests_jitter: int = 10_000
    log_level: str = "info"
    # How long a client may take to send the request line and headers (also how long
    # an idle connection stays open), and then its body (app/serving.py).
    header_seconds: float = 10.0
    body_seconds: float = 30.0
    # The connections a worker holds at once: idle, slow and trickling ones
    # cost a greenlet each (about 12 KiB: make idle), and past this the oldest
    # of those waiting on their client is closed for a new one
    # (app/connections.py), so the bound is memory's, not the service's.
    worker_connections: int = 2048
    # The bytes of request bodies a worker holds at once, for sittings and for the
    # other routes each; past it, a body waits unread (app/serving.py).  At least
    # the largest body (1 MiB), or such a body waits for the whole budget.
    body_budget: int = 8 * MAX_SITTING_BODY_BYTES
    # Where workers keep their heartbeat files; None: /dev/shm when there is one.
    worker_tmp_dir: str | None = None
    # Browser origins allowed to call the API (CORS); "*" suits an API without cookies.
    cors_origins: tuple[str, ...] = ("*",)

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Settings:
        """``PORT``, ``WEB_CONCURRENCY`` (default: the usable cores), ``TIMEOUT`` (10 s),
        ``DRAIN_SECONDS`` (5 s), ``MAX_REQUESTS``, ``MAX_REQUESTS_JITTER``, ``LOG_LEVEL``,
        ``WORKER_TMP_DIR``, ``HEADER_SECONDS`` (10 s), ``BODY_SECONDS`` (30 s),
        ``BODY_BUDGET_BYTES`` (8 MiB), ``WORKER_CONNECTIONS`` (2,048), ``CORS_ORIGINS`` (comma-separated
        origins, or ``*``, the default).

        >>> Settings.from_env({"CORS_ORIGINS": "https://a.example, https://b.example"}).cors_origins
        ('https://a.example', 'https://b.example')
        """
        return cls(
            port=int(env.get("PORT", cls.port)),
            workers=int(env.get("WEB_CONCURRENCY") or len(os.sched_getaffinity(0))),
            timeout=int(env.get("TIMEOUT", cls.timeout)),
            drain=float(env.get("DRAIN_SECONDS", cls.drain)),
            max_requests=int(env.get("MAX_REQUESTS", cls.max_requests)),
            max_requests_jitter=int(env.get("MAX_REQUESTS_JITTER", cls.max_requests_jitter)),
            log_level=env.get("LOG_LEVEL", cls.log_level),
            header_seconds=float(env.get("HEADER_SECONDS", cls.header_seconds)),
            body_seconds=float(env.get("BODY_SECONDS", cls.body_seconds)),
            body_budget=int(env.get("BODY_BUDGET_BYTES", cls.body_budget)),
            worker_connections=int(env.get("WORKER_CONNECTIONS", cls.worker_connections)),
            worker_tmp_dir=env.get("WORKER_TMP_DIR") or None,
            cors_origins=tuple(o.strip() for o in env.get("CORS_ORIGINS", "*").split(",") if o.strip()) or ("*",),
        )
