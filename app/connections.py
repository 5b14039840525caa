"""What a connection may cost a worker (``app/serving.py``) before its request
reaches the app, and after its answer.

- Every connection has ``HEADER_SECONDS`` for its request line and headers,
  whatever the keep-alive setting (gunicorn arms its own deadline only
  between kept-alive requests): an idle connection, or one with half a
  request line, is closed then, with nothing to answer.
- A worker holds ``WORKER_CONNECTIONS`` connections at most.  Past
  ``Connections.most`` of them the oldest one still waiting on its client
  (for its headers, its body or a lingering close) is closed to make room:
  a probe or a request whose headers are in is never waiting behind idle
  sockets, however many there are, and a request being served is never the
  one closed.
- A connection refused before its body was read (``413``, a framing error)
  is closed the way nginx's lingering close does it: the answer goes out,
  the sending side is shut, and what the client still sends is read and
  thrown away for ``LINGER_SECONDS`` at most (``LINGER_BYTES``, a second of
  silence, or the client's own close end it sooner).  Closing with unread
  bytes would reset the connection, and a client that writes its whole
  body before it reads (Python's ``http.client``) would lose the answer.
- The HTTP/1.1 rules gunicorn leaves lenient are kept here (RFC 9112):
  a transfer coding other than ``chunked`` is a 501, an HTTP/1.1 request
  without ``Host`` a 400; a version of another major number is a 505 and a
  higher minor one (``HTTP/1.2``) is served, and answered, as HTTP/1.1 (RFC
  9110 §2.5).
"""
from __future__ import annotations

import socket
from collections import OrderedDict

import gevent
from gunicorn.http import errors as http_errors

LINGER_SECONDS = 5.0
LINGER_QUIET = 1.0  # seconds without a byte from the client: it is reading, or gone
LINGER_BYTES = 16 * 1024 * 1024  # a refused 10 MB upload, written whole before its answer is read
# Room kept free in gevent's pool while the evicted close: past it, accept would stop.
RESERVE = 32
_DISCARD = bytearray(64 * 1024)


class Evicted(Exception):
    """Thrown into a connection waiting on its client, to make room for a new one."""


class HeadersLate(Exception):
    """The request line and headers were not in by ``HEADER_SECONDS``."""


class MissingHost(http_errors.ParseException):
    """An HTTP/1.1 request without ``Host`` (RFC 9112 §3.2): 400."""


class Connections:
    """The connections a worker holds, and, oldest first, those waiting on
    their client: the ones to close when the worker holds ``most``, a little
    less than gevent's pool of ``pool``."""

    def __init__(self, pool: int) -> None:
        self.size(pool)
        self.open = 0
        self.evicted = 0
        self.waiting: OrderedDict[gevent.Greenlet, None] = OrderedDict()
        self.doomed: set[gevent.Greenlet] = set()

    def size(self, pool: int) -> None:
        self.most = pool - min(RESERVE, pool // 4)

    def opened(self) -> None:
        """A new connection, waiting for its headers; the oldest waiting one
        goes if the worker holds ``most``."""
        self.open += 1
        self.wait()
        if self.open > self.most and len(self.waiting) > 1:
            oldest, _ = self.waiting.popitem(last=False)
            self.doomed.add(oldest)
            gevent.get_hub().loop.run_callback(self._evict, oldest)

    def closed(self) -> None:
        self.open -= 1
        self.served()

    def wait(self) -> None:
        self.waiting[gevent.getcurrent()] = None

    def served(self) -> None:
        current = gevent.getcurrent()
        self.waiting.pop(current, None)
        self.doomed.discard(current)

    def _evict(self, connection: gevent.Greenlet) -> None:
        """From the loop: only a connection still waiting on its client, never
        one whose request has since reached the app."""
        if connection in self.doomed:
            self.doomed.discard(connection)
            self.evicted += 1
            connection.throw(Evicted())


def check_request(req) -> None:
    """What gunicorn lets through and RFC 9112 does not."""
    if req.version > (1, 1):
        req.version = (1, 1)  # gunicorn writes the answer's status line in the request's version
    codings = [c.strip(" \t").lower() for name, value in req.headers if name == "TRANSFER-ENCODING"
               for c in value.split(",")]
    if any(coding != "chunked" for coding in codings):
        raise http_errors.UnsupportedTransferCoding(", ".join(codings))
    if req.version == (1, 1) and not any(name == "HOST" for name, _ in req.headers):
        raise MissingHost()


def declared_length(req) -> int:
    """The body's ``Content-Length``, 0 for none (gunicorn has checked it is a number)."""
    return next((int(value) for name, value in req.headers if name == "CONTENT-LENGTH"), 0)


def linger(client: socket.socket) -> None:
    """Shut the sending side, then read what the client still sends and
    throw it away, within the bounds above."""
    try:
        client.shutdown(socket.SHUT_WR)
        client.settimeout(LINGER_QUIET)
        left = LINGER_BYTES
        with gevent.Timeout(LINGER_SECONDS, False):
            while left > 0 and (read := client.recv_into(_DISCARD)):
                left -= read
    except OSError:
        pass  # the client has gone, or has been quiet for LINGER_QUIET
