"""``GET /livez`` and ``GET /readyz`` for the orchestrator."""
from __future__ import annotations

import threading

from flask_smorest import Blueprint
from marshmallow import fields

from app.core.engine.messages import template
from app.http.errors import problem
from app.http.fields import Strict

SHUTTING_DOWN = template("health.shutting_down", zh="服务正在停止", en="shutting down")

_draining = threading.Event()


def start_draining() -> None:
    """Called on SIGTERM (see ``gunicorn.conf.py``): ask for no more traffic."""
    _draining.set()


def draining() -> bool:
    return _draining.is_set()


class HealthSchema(Strict):
    status = fields.String(required=True, metadata={"example": "ok"})


blp = Blueprint("health", __name__, description="Probes")


@blp.route("/livez", methods=["GET"])
@blp.response(200, HealthSchema, example={"status": "ok"})
def livez():
    """The process is up.

    The liveness probe: `200 {"status": "ok"}` while a worker answers at all, draining or not.
    """
    return {"status": "ok"}


@blp.route("/readyz", methods=["GET"])
@blp.response(200, HealthSchema, example={"status": "ok"})
@blp.alt_response(503, "SERVICE_UNAVAILABLE")
def readyz():
    """Ready to serve.

    The readiness probe: `200 {"status": "ok"}`, or a 503 problem from SIGTERM on, while the worker drains
    before it stops (time for a load balancer to stop sending it requests).
    """
    if draining():
        return problem(503, SHUTTING_DOWN())
    return {"status": "ok"}
