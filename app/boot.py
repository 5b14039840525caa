"""The WSGI entry point: ``gunicorn -c gunicorn.conf.py`` serves ``app.boot:app``,
one JSON line per request on stdout."""
from app import create_app
from app.http import telemetry

app = create_app()
telemetry.log_to_stdout()
