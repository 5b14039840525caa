"""gunicorn settings: ``gunicorn -c gunicorn.conf.py`` serves the app on ``PORT``.

Environment (see ``app/settings.py``): ``PORT`` (8000), ``WEB_CONCURRENCY``
(workers; default one per usable core), ``TIMEOUT`` (10 s), ``MAX_REQUESTS``
and ``MAX_REQUESTS_JITTER``, ``LOG_LEVEL``.
"""
import os
import signal

from app.settings import Settings

settings = Settings.from_env()

wsgi_app = "app.boot:app"
bind = f"0.0.0.0:{settings.port}"

# Settling is pure CPU work: one sync worker per core, no threads.
workers = settings.workers
worker_class = "sync"
# The slowest table found (three 得, every reading tried) settles in ~35 ms
# through the whole app; 10 s is room for a starved machine, not for a hang.
timeout = settings.timeout
graceful_timeout = settings.timeout
keepalive = 2
# Recycle workers now and then; the jitter keeps them from restarting together.
max_requests = settings.max_requests
max_requests_jitter = settings.max_requests_jitter
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"  # heartbeat file off a possibly slow disk

# No gunicornc control socket: nothing uses it, and two servers on one machine
# (tests, make run) would fight over its one default path.
control_socket_disable = True

accesslog = "-"
errorlog = "-"
loglevel = settings.log_level
# The request id comes from the response header the app always sets (app/api/request_id.py).
access_log_format = '%(h)s "%(r)s" %(s)s %(B)sB %(M)sms request_id=%({x-request-id}o)s'


def post_worker_init(worker):
    """On SIGTERM, /readyz answers 503 while the worker finishes what it has."""
    from app.api.health import start_draining

    stop = signal.getsignal(signal.SIGTERM)

    def drain_then_stop(signum, frame):
        start_draining()
        stop(signum, frame)

    signal.signal(signal.SIGTERM, drain_then_stop)
    signal.siginterrupt(signal.SIGTERM, False)
