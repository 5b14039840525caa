"""``GET /livez`` and ``GET /readyz`` for the orchestrator."""
from __future__ import annotations

import threading

from flask_smorest import Blueprint
from marshmallow import fields

from .errors import problem
from .fields import Strict

_draining = threading.Event()


def start_draining() -> None:
    """Called on SIGTERM (see ``gunicorn.conf.py``): stop taking new traffic."""
    _draining.set()


class HealthSchema(Strict):
    status = fields.String(required=True, metadata={"example": "ok"})


blp = Blueprint("health", __name__, description="Probes")


@blp.route("/livez", methods=["GET"])
@blp.response(200, HealthSchema)
def livez():
    """The process is up."""
    return {"status": "ok"}


@blp.route("/readyz", methods=["GET"])
@blp.response(200, HealthSchema)
@blp.alt_response(503, "SERVICE_UNAVAILABLE")
def readyz():
    """Ready to serve; 503 once the worker is shutting down."""
    if _draining.is_set():
        return problem(503, "shutting down")
    return {"status": "ok"}
