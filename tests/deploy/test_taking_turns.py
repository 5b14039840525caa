"""The order a worker serves requests in (``serving.TakingTurns``), in one
process: what is ready goes before a bulky body's turn (make refusals measures
what it is worth; an order, not a time, is what can be tested here)."""
from __future__ import annotations

import io

import gevent

from app import serving


def _served_in_order(requests: list[tuple[str, int]]) -> list[str]:
    """The paths of ``requests`` (path, body size) in the order the app ran them,
    each request a greenlet started in the order given, as a worker's are."""
    order: list[str] = []

    def app(environ, start_response):
        order.append(environ["PATH_INFO"])
        start_response("200 OK", [])
        return [b""]

    turns = serving.TakingTurns(app, heavy=frozenset(), sittings=frozenset())

    def call(path: str, size: int) -> None:
        environ = {"REQUEST_METHOD": "POST", "PATH_INFO": path, "CONTENT_LENGTH": str(size),
                   "wsgi.input": io.BytesIO(b" " * size)}
        turns(environ, lambda *_: None)

    gevent.joinall([gevent.spawn(call, path, size) for path, size in requests], raise_error=True)
    return order


def test_a_request_ready_while_bulky_bodies_wait_is_served_before_them():
    bulky = serving.BULKY + 1
    order = _served_in_order([("/bulky-1", bulky), ("/bulky-2", bulky), ("/bulky-3", bulky),
                              ("/livez", 0), ("/v1/settle", 600)])
    assert order == ["/livez", "/v1/settle", "/bulky-1", "/bulky-2", "/bulky-3"]


def test_bulky_bodies_alone_are_served_in_arrival_order():
    bulky = serving.BULKY + 1
    assert _served_in_order([("/a", bulky), ("/b", bulky)]) == ["/a", "/b"]
