"""gunicorn's worker for this service (``gunicorn.conf.py``): gevent, with the
request read whole before the app sees it, and heavy requests taking turns in
a thread of their own.

- A slow, idle or trickling client holds a greenlet, never the worker: the
  request line and headers get ``HEADER_SECONDS`` on every connection, the
  body ``BODY_SECONDS``; past that the client gets a 408 (or, for headers,
  the connection closes).  When the worker holds nearly all the connections
  it may, the oldest one still waiting on its client is closed to make room
  (``app/connections.py``).  The app then reads its body from memory, as
  behind a buffering proxy, so ``make run`` and the image are safe on their
  own.  The bodies held at once stay within ``BODY_BUDGET`` (``BodyBudget``):
  past it, a body waits unread.  A body whose ``Content-Length`` is over the
  route's limit is refused at once, unread (no ``100 Continue``), and the
  connection closes lingering, so that a client still writing it reads the 413.
- The rules core is CPU work that never yields: heavy routes (each rule
  set's analysis and sitting, as the app names them in ``HEAVY_PATHS``: a
  new hand can cost 100 ms, a sitting of new hands seconds) run one at a
  time per worker in a thread, so the loop keeps answering probes, settles
  and scrapes meanwhile.  Other requests with a body over ``BULKY`` (no
  table is that large; reading one costs what settling a table does many
  times over: a refused 60 KB body, 10 ms) take turns on the loop, one at a
  time, each once the loop has nothing else ready (``_until_idle``), so that
  a flood of them leaves a probe waiting for one at most.
- Nothing of the app is imported here: the arbiter loads this module before
  ``gunicorn.conf.py`` names the metrics directory the app's import needs.
- gunicorn's own refusals (malformed request line, headers or chunked
  framing, 414, 431, 501, 505) and a body it cannot frame are answered by the
  app as problem+json with the security headers, logged as one request line.
"""
from __future__ import annotations

import gc
import io
import sys
from typing import Any

import gevent
from gevent.local import local
from gevent.lock import Semaphore
from gevent.threadpool import ThreadPool
from gunicorn.http import errors as http_errors
from gunicorn.http.unreader import SocketUnreader
from gunicorn.workers.ggevent import GeventWorker
from werkzeug.test import run_wsgi_app

from app.connections import Connections, Evicted, HeadersLate, MissingHost, check_request, declared_length, linger
from app.settings import BODY_LIMIT, MAX_BODY_BYTES, MAX_SITTING_BODY_BYTES, REFUSED, Settings

_settings = Settings.from_env()
HEADER_SECONDS = _settings.header_seconds  # request line and headers; an idle keep-alive connection
BODY_SECONDS = _settings.body_seconds  # the whole body: 64 KiB over a poor mobile uplink
# The bytes of bodies a worker holds at once, for sittings and for every other
# route apart, so that a flood of one kind leaves the other room (8 MiB each: a
# sitting of 128 hands is about 70 KiB, a table under 2 KiB), counted in chunks.
BODY_BUDGET = _settings.body_budget
BULKY = 8 * 1024
# The most a bulky request waits for the loop to have nothing else to do, then runs.
BULKY_PATIENCE = 1.0
_CHUNK = 16 * 1024
# The worker's connections; ``Worker.load_wsgi`` sizes it to gevent's pool.
CONNECTIONS = Connections(_settings.worker_connections)

# gunicorn's parse errors, as the status the app answers with.
_STATUSES = (
    (MissingHost, 400),
    (http_errors.LimitRequestLine, 414),
    (http_errors.LimitRequestHeaders, 431),
    (http_errors.UnsupportedTransferCoding, 501),
    (http_errors.ExpectationFailed, 417),
    (http_errors.ParseException, 400),
)

# Per connection's greenlet: its header deadline, its request (the middleware
# closes the connection after a refusal), whether its body was left unread.
_current = local()


class Worker(GeventWorker):
    wsgi: Any  # gunicorn's: the service's Flask app once loaded, then ``TakingTurns`` over it

    def load_wsgi(self) -> None:
        super().load_wsgi()
        self.app_only = self.wsgi
        self.wsgi = TakingTurns(self.wsgi, self.wsgi.config["HEAVY_PATHS"], self.wsgi.config["SITTING_PATHS"])
        # gunicorn reads a body of known length ahead, up to 1 MiB a recv, into a
        # buffer of its own (make uploads: 420 KB a connection, past a body's
        # 413 limit as well); a recv of one chunk at most keeps that under 16 KiB.
        SocketUnreader.max_body_chunk = _CHUNK
        CONNECTIONS.size(self.worker_connections)
        collect_seldom()

    def handle(self, listener, client, addr):
        _current.deadline = gevent.Timeout.start_new(HEADER_SECONDS, HeadersLate())
        _current.unread = False
        CONNECTIONS.opened()
        try:
            super().handle(listener, client, addr)
        except (HeadersLate, Evicted):
            pass  # while lingering after a refusal: the answer is out
        finally:
            _current.deadline.close()
            CONNECTIONS.closed()

    def handle_request(self, listener_name, req, sock, addr):
        _current.deadline.close()
        CONNECTIONS.served()
        _current.req = req
        check_request(req)
        if declared_length(req) > self.wsgi.limit(req.path):
            req._expected_100_continue = False  # refused unread (_buffer_body): no 100 Continue first
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            if _current.unread:
                CONNECTIONS.wait()
                linger(sock)
                CONNECTIONS.served()

    def timeout_ctx(self):
        return gevent.Timeout(HEADER_SECONDS, False)

    def handle_error(self, req, client, addr, exc) -> None:
        _current.deadline.close()
        if isinstance(exc, (HeadersLate, Evicted)):
            return  # an idle or half-sent request line: nothing to answer
        status = _status_of(exc)
        if status is None:
            super().handle_error(req, client, addr, exc)
            return
        try:
            client.sendall(_answer(self.app_only, status, req))
        except OSError:
            return  # the client has gone: nothing to tell it
        CONNECTIONS.wait()
        linger(client)


YOUNG = 100_000  # objects: 12,500 requests' garbage (10 MB) between collections


def collect_seldom() -> None:
    """The garbage collector for a worker that has loaded the app: what the
    import made (modules, schemas, the document) is frozen out of every
    collection, and the young generation is collected once it holds
    ``YOUNG`` objects more than it lost, not 700.

    Why so many: the rules core allocates many short-lived tuples and keeps
    large caches, and a request leaves little garbage (werkzeug's router, 8
    objects in a cycle; a refused body is freed at once, ``body.py``).
    CPython 3.11 counts objects freed against those allocated, so once the
    caches are full each entry they evict cancels one they take, and the
    count grows only by the garbage and by a request's passing peak.  With
    20,000, collections came at whatever new hand peaked above it, each
    walking every cache entry taken since the last (up to 250 ms, on 1–2 %
    of new hands: make first-sight's p99); now the garbage sets one off, a
    few times in thousands of requests (docs/operations.md, "The tail was
    the garbage collector's")."""
    gc.freeze()
    gc.set_threshold(YOUNG, 10, 10)


class BodyBudget:
    """What a worker may hold of request bodies at once, in chunks of
    ``_CHUNK``.  A request takes room for its whole body before it reads a
    byte, in arrival order, and waits while there is none: past the budget,
    bodies wait in the network (TCP holds the client's sends back), not in
    the worker's memory, and a body still not in after ``BODY_SECONDS`` is a
    408, as ever.  Room is taken whole so that no two bodies each hold part
    of it, waiting on each other.  Without it, 1,000 connections uploading
    sittings made a worker hold 965 MB (make uploads)."""

    def __init__(self, limit: int = BODY_BUDGET) -> None:
        self.size = max(1, limit // _CHUNK)
        self.room = Semaphore(self.size)
        self.turn = Semaphore(1)

    def take(self, chunks: int) -> int:
        """Room for ``chunks`` (the whole budget at most), once the requests
        before have theirs; the chunks taken, to ``give`` back."""
        chunks, taken = min(chunks, self.size), 0
        try:
            with self.turn:
                while taken < chunks:
                    self.room.acquire()
                    taken += 1
        except BaseException:  # gevent.Timeout: the body's time is up
            self.give(taken)
            raise
        return taken

    def give(self, chunks: int) -> None:
        for _ in range(chunks):
            self.room.release()


class TakingTurns:
    """WSGI middleware: buffer the body under a deadline and the worker's
    budget, then run the app; ``heavy`` requests one at a time in a thread of
    their own, so that the interpreter's switch interval hands the loop its
    turns meanwhile, and ``BULKY`` ones one at a time on the loop."""

    def __init__(self, app, heavy: frozenset[str], sittings: frozenset[str]) -> None:
        self.app, self.heavy_paths, self.sittings = app, heavy, sittings
        self.heavy = ThreadPool(1)
        self.bulky = Semaphore(1)
        self.bodies = {True: BodyBudget(), False: BodyBudget()}  # by whether the route is a sitting's

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO")
        bodies = self.bodies[path in self.sittings]
        held = _buffer_body(environ, bodies, self.limit(path))
        try:
            if REFUSED in environ:
                return self.app(environ, start_response)
            if path in self.heavy_paths:
                return self.heavy.apply(lambda: list(self.app(environ, start_response)))
            if int(environ["CONTENT_LENGTH"]) > BULKY:
                with self.bulky:
                    _until_idle()
                    return list(self.app(environ, start_response))
            return self.app(environ, start_response)
        finally:
            bodies.give(held)

    def limit(self, path: str | None) -> int:
        """The route's limit on a body's bytes."""
        return MAX_SITTING_BODY_BYTES if path in self.sittings else MAX_BODY_BYTES


def _until_idle() -> None:
    """Return once the loop has nothing else to run (a libev idle watcher),
    or after ``BULKY_PATIENCE``.

    Without it a flood of bulky requests kept the loop from accepting: gevent
    hands a released semaphore to the next waiter among its callbacks, and
    runs 50 callbacks before it looks at the clock and the sockets again, so
    up to 50 refusals (10 ms or more each on a busy machine) ran in a row
    while a probe's connection waited to be accepted (make refusals: `/livez`
    p99 0.7–1 s).  Now each bulky request lets every socket that is ready be
    served first: a probe waits for the one that was running when it came.
    The bound keeps a steady stream of small requests from starving them."""
    with gevent.Timeout(BULKY_PATIENCE, False):
        gevent.idle()


def _buffer_body(environ: dict, bodies: BodyBudget, limit: int) -> int:
    """Read at most one byte over the route's ``limit`` (the app answers 413
    past it), in room taken from ``bodies`` first, or nothing when the
    declared length is over it; the chunks held, to give back when the
    request is done."""
    chunked = "HTTP_TRANSFER_ENCODING" in environ
    if not chunked and int(environ.get("CONTENT_LENGTH") or 0) > limit:
        environ[REFUSED], environ[BODY_LIMIT] = 413, limit
    wanted = 0 if REFUSED in environ else _wanted(environ, limit + 1)
    body, held = b"", 0
    try:
        with gevent.Timeout(BODY_SECONDS):
            if wanted:
                CONNECTIONS.wait()
                held = bodies.take(-(-wanted // _CHUNK))
                body = environ["wsgi.input"].read(wanted)
    except (gevent.Timeout, Evicted):
        environ[REFUSED] = 408
    except http_errors.ParseException:
        environ[REFUSED] = 400
    finally:
        CONNECTIONS.served()
    if REFUSED in environ:
        bodies.give(held)
        body, held = b"", 0
        if req := getattr(_current, "req", None):
            req.must_close = True  # what follows on the connection cannot be framed
    _current.unread = REFUSED in environ or len(body) > limit
    environ["wsgi.input"] = io.BytesIO(body)
    environ["CONTENT_LENGTH"] = str(len(body))
    environ.pop("HTTP_TRANSFER_ENCODING", None)
    return held


def _wanted(environ: dict, most: int) -> int:
    """The bytes to read: the body's length, ``most`` at most; ``most`` for a
    chunked body, read to its end; none for a request without (a probe's)."""
    if "HTTP_TRANSFER_ENCODING" in environ:
        return most
    return min(int(environ.get("CONTENT_LENGTH") or 0), most)


def _status_of(exc: BaseException) -> int | None:
    if isinstance(exc, (http_errors.InvalidResponseHeader, http_errors.InvalidResponseHeaderName)):
        return None  # the app's fault, not the client's
    if isinstance(exc, http_errors.InvalidHTTPVersion) and isinstance(exc.version, tuple):
        return 505  # well formed, of another major version (a malformed one is a 400)
    return next((status for kind, status in _STATUSES if isinstance(exc, kind)), None)


def _answer(app, status: int, req) -> bytes:
    """The app's answer to a request gunicorn could not read, as bytes to send."""
    headers = getattr(req, "headers", None) or []
    environ = {
        "REQUEST_METHOD": "GET", "SCRIPT_NAME": "", "PATH_INFO": "", "QUERY_STRING": "",
        "SERVER_NAME": "localhost", "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1",
        "wsgi.version": (1, 0), "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(),
        "wsgi.errors": sys.stderr, "wsgi.multithread": True, "wsgi.multiprocess": True,
        "wsgi.run_once": False, REFUSED: status,
    }
    for name, value in headers:
        if name in ("ACCEPT", "ACCEPT-LANGUAGE"):
            environ["HTTP_" + name.replace("-", "_")] = value
    body, status_line, response_headers = run_wsgi_app(app, environ)
    head = [f"HTTP/1.1 {status_line}"]
    head += [f"{name}: {value}" for name, value in response_headers if name.lower() != "connection"]
    head += ["Connection: close", "", ""]
    return "\r\n".join(head).encode("latin-1") + b"".join(body)
