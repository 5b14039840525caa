"""Renders the page's PNG icons from ``app/page/icons/icon.svg`` with Debian's Chromium (``make icons``).

The maskable icon keeps the tile inside the central 80 % safe zone on a full-bleed background.
"""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parents[1] / "app" / "page" / "icons"
SIZES = (("icon-192", 192, False), ("icon-512", 512, False), ("icon-maskable-512", 512, True))
CHROMIUM = {"executable_path": "/usr/bin/chromium", "args": ["--no-sandbox"]}


def _html(svg: str, size: int, maskable: bool) -> str:
    scale = 0.8 if maskable else 1
    inner = size * scale
    background = "#14532d" if maskable else "transparent"
    return (
        f"<body style='margin:0;background:{background};width:{size}px;height:{size}px;"
        f"display:grid;place-items:center'><div style='width:{inner}px;height:{inner}px'>{svg}</div></body>"
    )


def main() -> None:
    svg = (ICONS / "icon.svg").read_text()
    with sync_playwright() as p:
        browser = p.chromium.launch(**CHROMIUM)
        for name, size, maskable in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(_html(svg, size, maskable))
            page.screenshot(path=ICONS / f"{name}.png", omit_background=not maskable)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
