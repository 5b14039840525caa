"""The OpenAPI document as YAML, and Swagger UI's assets served locally (no CDN).

``flask --app app.boot write-openapi openapi.yaml`` writes the committed copy
(``make openapi``).
"""
from __future__ import annotations

import click
import yaml
from flask import Blueprint, Flask, Response
from flask_smorest import Api
from swagger_ui_bundle import swagger_ui_path

SWAGGER_UI_URL = "/docs/static/"
_ORDER = ("openapi", "info", "tags", "paths", "components")


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
    app.register_blueprint(
        Blueprint(
            "swagger_ui", __name__, static_folder=str(swagger_ui_path), static_url_path=SWAGGER_UI_URL.rstrip("/")
        )
    )

    @app.cli.command("write-openapi")
    @click.argument("path", type=click.Path(dir_okay=False, writable=True))
    def write_openapi(path: str) -> None:
        """Write the OpenAPI document (YAML) to PATH."""
        with open(path, "w", encoding="utf-8") as out:
            out.write(spec_yaml(api))
