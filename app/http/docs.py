"""The OpenAPI document as YAML, and Swagger UI 5 served locally (no CDN, no inline script).

``flask --app app.boot write-openapi openapi.yaml`` writes the committed copy
(``make openapi``).
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import click
import yaml
from flask import Blueprint, Flask, Response, abort, render_template, send_from_directory, url_for
from flask_smorest import Api

SWAGGER_UI_URL = "/docs/static/"
# Swagger UI 5 (renders OpenAPI 3.1), from the pinned flask-swagger-ui package: its files only, not its blueprint.
SWAGGER_UI_FILES = files("flask_swagger_ui") / "dist"
_SWAGGER_PAGE = Path(__file__).with_name("swagger")
_INIT = "swagger-init.js"
_ORDER = ("openapi", "info", "servers", "security", "tags", "paths", "components")
# What docs.html loads of Swagger UI; the rest (its stock index.html, source maps) is not served.
SWAGGER_UI_SERVED = frozenset({"swagger-ui.css", "swagger-ui-standalone-preset.js", "swagger-ui-bundle.js"})


class _Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data) -> bool:
        return True  # examples share sub-objects; anchors would only confuse readers


def spec_yaml(api: Api) -> str:
    spec = api.spec.to_dict()
    for operations in spec["paths"].values():
        for operation in operations.values():
            operation["responses"] = dict(sorted(operation["responses"].items()))
    ordered = {key: spec[key] for key in _ORDER if key in spec} | spec
    return yaml.dump(ordered, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100)


def register(app: Flask, api: Api) -> None:
    app.add_url_rule(
        "/openapi.yaml", "openapi_yaml", lambda: Response(spec_yaml(api), mimetype="application/yaml")
    )
    app.add_url_rule(f"{SWAGGER_UI_URL}<name>", "swagger_ui_file", _swagger_ui_file)
    app.register_blueprint(Blueprint("swagger_page", __name__, template_folder=_SWAGGER_PAGE))
    app.add_url_rule("/docs/swagger-init.js", "swagger_init", lambda: send_from_directory(_SWAGGER_PAGE, _INIT))
    app.view_functions["api-docs.openapi_swagger_ui"] = lambda: _swagger_ui_page(api)

    @app.cli.command("write-openapi")
    @click.argument("path", type=click.Path(dir_okay=False, writable=True))
    def write_openapi(path: str) -> None:
        """Write the OpenAPI document (YAML) to PATH."""
        with open(path, "w", encoding="utf-8") as out:
            out.write(spec_yaml(api))


def _swagger_ui_file(name: str) -> Response:
    if name not in SWAGGER_UI_SERVED:
        abort(404)
    return send_from_directory(str(SWAGGER_UI_FILES), name, max_age=86400)


def _swagger_ui_page(api: Api) -> str:
    """flask-smorest's page, with its inline start script moved to ``swagger-init.js``."""
    config = {
        "url": url_for("api-docs.openapi_json"),
        "dom_id": "#swagger-ui-container",
        **api.config.get("OPENAPI_SWAGGER_UI_CONFIG", {}),
    }
    return render_template(
        "docs.html",
        title=api.spec.title,
        swagger_ui_url=SWAGGER_UI_URL,
        config=config,
        init_url=url_for("swagger_init"),
    )
