"""Corrections to what apispec writes for OpenAPI 3.0."""
from __future__ import annotations


def only_null_alternative(self, field, ret, **kwargs) -> dict:
    """A nullable nested schema: apispec 3.0 writes ``anyOf: [{type: object,
    nullable: true}, {$ref}]``, whose first branch admits *any* object and so
    would let unknown fields through; make that branch admit null only."""
    for branch in ret.get("anyOf", ()):
        if branch == {"type": "object", "nullable": True}:
            branch.pop("type")
            branch["enum"] = [None]
    return {}
