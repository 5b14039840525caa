"""The WSGI entry point: ``gunicorn -c gunicorn.conf.py`` serves ``app.boot:app``."""
from app import create_app

app = create_app()
