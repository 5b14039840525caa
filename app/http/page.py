"""The scorekeeper's page (``app/page/``) served as static files, with cache headers.

The page's own files live under ``/page/<version>/``, where the version is a
digest of every file: they never change under one URL, so browsers keep them
for a year, gzipped (made once) for a browser that accepts it. The entry points that name them — ``/`` (index.html),
``/sw.js`` (the service worker, which must sit at the root to control the
page) and ``/manifest.webmanifest`` — are revalidated on every use, and get
the version written into them when the app starts.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import mimetypes
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from flask import Blueprint, Flask, Response, abort, request, send_from_directory

PAGE = Path(__file__).resolve().parents[1] / "page"
PLACEHOLDER = "__VERSION__"
_ENTRY_POINTS = {"index.html", "sw.js", "manifest.webmanifest"}
_IMMUTABLE = "public, max-age=31536000, immutable"
_REVALIDATE = "no-cache"
# Text is sent gzipped (a third of its size): on a phone's first visit it is most of what loads.
_COMPRESSED = {".js", ".css", ".html", ".svg", ".json", ".webmanifest"}

blp = Blueprint("page", __name__)


@dataclass(frozen=True)
class Files:
    version: str
    assets: tuple[str, ...]  # paths under PAGE, served at /page/<version>/


@cache
def files() -> Files:
    paths = sorted(p for p in PAGE.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in paths:
        digest.update(str(path.relative_to(PAGE)).encode() + b"\0" + path.read_bytes())
    assets = tuple(str(p.relative_to(PAGE)) for p in paths if p.name not in _ENTRY_POINTS)
    return Files(digest.hexdigest()[:12], assets)


@cache
def _entry_point(name: str) -> str:
    text = (PAGE / name).read_text(encoding="utf-8").replace(PLACEHOLDER, files().version)
    return text.replace("__ASSETS__", json.dumps(files().assets))


def _revalidated(name: str, mimetype: str) -> Response:
    response = Response(_entry_point(name), mimetype=mimetype)
    response.set_etag(files().version)
    response.cache_control.no_cache = True
    response.make_conditional(request)  # in place (it returns itself, typed as werkzeug's class)
    return response


@blp.get("/")
def index() -> Response:
    return _revalidated("index.html", "text/html")


@blp.get("/sw.js")
def service_worker() -> Response:
    return _revalidated("sw.js", "text/javascript")


@blp.get("/manifest.webmanifest")
def manifest() -> Response:
    return _revalidated("manifest.webmanifest", "application/manifest+json")


@blp.get("/favicon.ico")
def favicon() -> Response:
    return send_from_directory(PAGE / "icons", "icon-192.png", mimetype="image/png", max_age=86400)


@cache
def _gzipped(name: str) -> bytes:
    return gzip.compress((PAGE / name).read_bytes(), compresslevel=9, mtime=0)


@blp.get("/page/<version>/<path:name>")
def asset(version: str, name: str) -> Response:
    if version != files().version or name not in files().assets:
        abort(404)
    if Path(name).suffix in _COMPRESSED and request.accept_encodings["gzip"]:
        response = _gzipped_asset(name)
    else:
        response = send_from_directory(PAGE, name)
    response.vary.add("Accept-Encoding")
    response.headers["Cache-Control"] = _IMMUTABLE
    return response


def _gzipped_asset(name: str) -> Response:
    """``name`` gzipped, answered 304 to a browser holding it: its tag is the
    page's version (one URL, one content), marked apart from the plain form's."""
    response = Response(_gzipped(name), mimetype=mimetypes.guess_type(name)[0] or "application/octet-stream")
    response.content_encoding = "gzip"
    response.set_etag(f"{files().version}-gzip")
    response.make_conditional(request)  # in place (it returns itself, typed as werkzeug's class)
    return response


def init_app(app: Flask) -> None:
    app.register_blueprint(blp)
