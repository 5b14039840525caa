"""``GET /metrics``: Prometheus text exposition, summed over gunicorn's workers.

Under gunicorn each worker writes its values to files in
``PROMETHEUS_MULTIPROC_DIR`` (``gunicorn.conf.py`` sets and empties it before
any worker starts) and a scrape adds them up; in a single process (tests,
``flask run``) the default registry answers.
"""
from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable
from functools import wraps

from flask import Response
from flask_smorest import Blueprint
from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4
from prometheus_client.multiprocess import MultiProcessCollector

from app import metrics_files

metrics_files.install()
log = logging.getLogger(__name__)
_lost: set[str] = set()  # which metrics could not be written: said once each
EXPOSITION = "text/plain; version=0.0.4"

REQUESTS = Counter(
    "mahjong_http_requests", "HTTP requests answered, by route and status", ["method", "route", "status"]
)
LATENCY = Histogram(
    "mahjong_http_request_duration_seconds",
    "Time from the request reaching the app to its response, by route and status",
    ["method", "route", "status"],
    # A table settles in 0.3–2 ms through the app; the slowest found takes about 5 ms.
    buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0),
)
TABLES = Counter(
    "mahjong_tables_settled",
    "Tables settled, by rule set, outcome (win or draw) and the rule by which one player paid for everyone "
    "(none when nobody did)",
    ["rule_set", "outcome", "penalty"],
)
REJECTED = Counter(
    "mahjong_validation_failures",
    "Requests refused for what they sent, by kind: json, schema, too_large, media_type, or the rules core's code",
    ["kind"],
)


def _lost_if_no_space(count: Callable[..., None]) -> Callable[..., None]:
    """A metric that cannot be written (a full disk under PROMETHEUS_MULTIPROC_DIR) is
    lost, with a warning; the request it counts goes on."""

    @wraps(count)
    def counting(*args, **kwargs) -> None:
        try:
            count(*args, **kwargs)
        except OSError as error:
            if count.__name__ not in _lost:
                log.warning("%s: metrics lost while they cannot be written: %s", count.__name__, error)
            _lost.add(count.__name__)

    return counting


@_lost_if_no_space
def request_answered(method: str, route: str, status: int, seconds: float) -> None:
    REQUESTS.labels(method, route, status).inc()
    LATENCY.labels(method, route, status).observe(seconds)


@_lost_if_no_space
def table_settled(rule_set: str, outcome: str, penalty: str | None, count: int = 1) -> None:
    """``penalty``: the code of the rule by which one player paid for everyone (``RuleSet.penalties``)."""
    TABLES.labels(rule_set, outcome, penalty or "none").inc(count)


@_lost_if_no_space
def request_refused(kinds: Iterable[str]) -> None:
    """Count each kind of problem once per request."""
    for kind in set(kinds):
        REJECTED.labels(kind).inc()


blp = Blueprint("metrics", __name__, description="Monitoring")

_EXAMPLE = (
    "# HELP mahjong_tables_settled_total Tables settled, by rule set, outcome (win or draw) and the rule by which "
    "one player paid for everyone (none when nobody did)\n"
    "# TYPE mahjong_tables_settled_total counter\n"
    'mahjong_tables_settled_total{outcome="win",penalty="none",rule_set="jiaojiang"} 42.0\n'
)


@blp.route("/metrics", methods=["GET"])
@blp.response(200, {"type": "string"}, content_type=EXPOSITION, description="Prometheus text format 0.0.4",
              example=_EXAMPLE)
def metrics():
    """Prometheus metrics, summed over the workers.

    Request counts and latency by route and status, tables settled by rule set, outcome and penalty,
    validation failures by kind.
    """
    return Response(generate_latest(_registry()), content_type=CONTENT_TYPE_PLAIN_0_0_4)


def _registry() -> CollectorRegistry:
    if "PROMETHEUS_MULTIPROC_DIR" not in os.environ:
        return REGISTRY
    registry = CollectorRegistry()
    MultiProcessCollector(registry)
    return registry
