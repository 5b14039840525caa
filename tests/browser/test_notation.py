"""The page reads tile strings exactly as the service does: its live count and its mistakes
agree with ``app.core.engine.notation`` on thousands of strings, the page's own module run in Chromium."""
from __future__ import annotations

import random
import re

from app.core.engine.notation import NotationError, read_tiles
from app.http.page import files

ALPHABET = [
    *"123456789mpszMPSZ  x0\t", *"一二三四五六七八九万萬筒饼餅条條索", *"东東南西北中发發白红紅板财財",
    *"１２９ｍｐｓｚＭｘ，、；。\u3000",  # what a Chinese phone keyboard types
]


def strings(count: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choices(ALPHABET, k=rng.randint(0, 14))) for _ in range(count)]


def service_reading(text: str) -> tuple[list[int], list[int]]:
    """The kinds read and the positions of the mistakes, as the service sees them."""
    try:
        return [k for _, k in read_tiles(text)], []
    except NotationError as error:
        positions = sorted(int(re.match(r"position (\d+)", m).group(1)) for m in error.messages)
        return [k for _, k in error.tiles], positions


def test_the_page_reads_tiles_as_the_service_does(page, served):
    page.goto(f"{served.url}/")
    texts = strings(3000)
    module = f"/page/{files().version}/js/tiles.js"
    readings = page.evaluate(
        """async ([module, texts]) => {
             const { parseTiles } = await import(module);
             return texts.map((text) => {
               const { kinds, errors } = parseTiles(text);
               return [kinds, errors.map((e) => e.position).sort((a, b) => a - b)];
             });
           }""",
        [module, texts],
    )
    pairs = zip(texts, readings, strict=True)
    disagreements = [(text, got) for text, got in pairs if tuple(got) != service_reading(text)]
    assert disagreements == []
    assert sum(1 for _, errors in readings if errors) > 300 and sum(1 for _, errors in readings if not errors) > 300
