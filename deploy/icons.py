"""Draws the app's PNG icons (web/static/icons) from its SVG with Chromium: 192 and 512 pixels,
and a maskable 512 whose drawing keeps to the middle 80% on the icon's green.

    python -m deploy.icons

Run it again after a change to web/static/icons/icon.svg, and commit the PNGs.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parents[1] / "web" / "static" / "icons"
GREEN = "#2f5d34"


def page_of(svg: str, size: int, inset: float) -> str:
    """A page showing `svg` on `size` pixels of green, `inset` of its width kept free around."""
    pad = round(size * inset)
    return (
        f"<html><body style='margin:0;background:{GREEN if inset else 'transparent'}'>"
        f"<div style='width:{size}px;height:{size}px;box-sizing:border-box;padding:{pad}px'>"
        f"<img style='width:100%;height:100%;display:block' src='data:image/svg+xml,"
        f"{svg.replace(chr(35), '%23').replace(chr(39), '%27')}'></div></body></html>"
    )


def main() -> None:
    svg = (ICONS / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for name, size, inset in [
            ("icon-192.png", 192, 0.0),
            ("icon-512.png", 512, 0.0),
            ("maskable-512.png", 512, 0.1),
        ]:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(page_of(svg, size, inset))
            page.wait_for_function("document.images[0].complete")
            page.screenshot(path=str(ICONS / name), omit_background=not inset)
            page.close()
            print(f"{name}: {size}x{size}")
        browser.close()


if __name__ == "__main__":
    main()
