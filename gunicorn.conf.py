"""gunicorn settings: ``gunicorn -c gunicorn.conf.py`` serves the app on ``PORT``.

Environment (see ``app/settings.py``): ``PORT`` (8000), ``WEB_CONCURRENCY``
(workers; default one per usable core), ``TIMEOUT`` (10 s), ``DRAIN_SECONDS``
(5 s), ``MAX_REQUESTS`` and ``MAX_REQUESTS_JITTER``, ``WORKER_CONNECTIONS``
(2,048), ``LOG_LEVEL``, ``WORKER_TMP_DIR`` and ``PROMETHEUS_MULTIPROC_DIR`` (the only places it writes).
"""
import glob
import math
import os
import resource
import shutil
import signal
import tempfile

from app.settings import Settings

settings = Settings.from_env()

wsgi_app = "app.boot:app"
bind = f"0.0.0.0:{settings.port}"

# One worker per core. gevent, so that slow and idle clients cost a greenlet and
# not a worker; the request is read whole before the app runs and heavy routes
# take turns (app/serving.py; the measurements are in docs/operations.md).
workers = settings.workers
worker_class = "app.serving.Worker"


def _files_for(connections: int) -> int:
    """Each connection is a file descriptor: the soft limit is raised toward
    the hard one for ``connections`` and the few files a worker has besides
    (its socket, logs, heartbeat and metrics); the connections that fit."""
    besides = 64
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = connections + besides
    if soft != resource.RLIM_INFINITY and soft < wanted:
        soft = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return connections if soft == resource.RLIM_INFINITY else min(connections, soft - besides)


# Idle, slow and trickling connections per worker, a greenlet and a socket each
# (make idle); near it, the oldest waiting on its client is closed for a new one
# (app/connections.py).
worker_connections = _files_for(settings.worker_connections)
# The heartbeat: the loop beats while a heavy request computes in its thread (a
# sitting of new hands may take seconds), so only a wedged worker misses 10 s.
timeout = settings.timeout
# A stopping worker serves on through the drain, then finishes the request in hand.
graceful_timeout = math.ceil(settings.drain) + settings.timeout
# No keep-alive, as the sync workers had none: a gevent worker accepts greedily,
# so a kept-alive connection stays with whichever worker took it, and one worker
# can end up holding most of them while the other idles (make load, 32 kept-alive
# connections: settle p99 1,630 ms with keep-alive, 41 ms without).  How long a
# request's headers may take is serving.HEADER_SECONDS, on every connection.
keepalive = 0
# Recycle workers now and then; the jitter keeps them from restarting together.
max_requests = settings.max_requests
max_requests_jitter = settings.max_requests_jitter
# Heartbeat files off a possibly slow disk; a read-only container names a memory-backed directory.
worker_tmp_dir = settings.worker_tmp_dir or ("/dev/shm" if os.path.isdir("/dev/shm") else None)

# No gunicornc control socket: nothing uses it, and two servers on one machine
# (tests, make run) would fight over its one default path.
control_socket_disable = True

# The app writes one JSON line per request to stdout (app/http/telemetry.py);
# gunicorn's own access line would be a second one.
accesslog = None
errorlog = "-"
loglevel = settings.log_level

_made_metrics_dir = None


def on_starting(server):
    """prometheus_client multiprocess mode: workers write their metrics to files
    in one directory, named before they import the app and empty at start."""
    global _made_metrics_dir
    metrics_dir = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not metrics_dir:
        shm = "/dev/shm" if os.path.isdir("/dev/shm") else None
        metrics_dir = _made_metrics_dir = tempfile.mkdtemp(prefix="jiaojiang-metrics-", dir=shm)
    os.makedirs(metrics_dir, exist_ok=True)
    for stale in glob.glob(os.path.join(metrics_dir, "*.db")):
        os.remove(stale)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir


def child_exit(server, worker):
    """A dead worker's counts move into the merged files: the directory stays at one
    pair of files per live worker, plus the merged pair (app/metrics_files.py)."""
    from app import metrics_files

    try:
        metrics_files.merge_dead(os.environ["PROMETHEUS_MULTIPROC_DIR"], set(server.WORKERS))
    except OSError as error:  # a full disk: the files stay, merged at a later exit
        server.log.warning("metrics of worker %s not merged: %s", worker.pid, error)


def on_exit(server):
    if _made_metrics_dir:
        shutil.rmtree(_made_metrics_dir, ignore_errors=True)


def post_worker_init(worker):
    """On SIGTERM the worker answers /readyz with 503 at once and keeps serving
    for DRAIN_SECONDS, time for a load balancer to stop sending it requests;
    then gunicorn's own handler stops it after the request in hand."""
    from app.api import health

    stop = signal.getsignal(signal.SIGTERM)

    def drain_then_stop(signum, frame):
        if health.draining():
            return
        health.start_draining()
        if settings.drain > 0:
            signal.signal(signal.SIGALRM, lambda *_: stop(signum, frame))
            signal.setitimer(signal.ITIMER_REAL, settings.drain)
        else:
            stop(signum, frame)

    signal.signal(signal.SIGTERM, drain_then_stop)
    signal.siginterrupt(signal.SIGTERM, False)
