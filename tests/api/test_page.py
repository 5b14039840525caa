"""The page's files: served from the repo as committed, with cache headers that fit each."""
from __future__ import annotations

import gzip
import json
import re
import struct

from app.http.page import PAGE, files


def test_the_page_is_served_at_the_root(client):
    response = client.get("/")
    assert response.status_code == 200 and response.mimetype == "text/html"
    html = response.get_data(as_text=True)
    assert f"/page/{files().version}/js/main.js" in html and "__VERSION__" not in html


def test_entry_points_are_revalidated(client):
    for path in ("/", "/sw.js", "/manifest.webmanifest"):
        response = client.get(path)
        assert response.headers["Cache-Control"] == "no-cache", path
        assert client.get(path, headers={"If-None-Match": response.headers["ETag"]}).status_code == 304, path


def test_versioned_files_are_kept_for_a_year(client):
    for name in files().assets:
        response = client.get(f"/page/{files().version}/{name}")
        assert response.status_code == 200, name
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable", name


def test_text_files_are_sent_gzipped_to_a_browser_that_accepts_it(client):
    for name in files().assets:
        plain = client.get(f"/page/{files().version}/{name}")
        packed = client.get(f"/page/{files().version}/{name}", headers={"Accept-Encoding": "gzip, deflate, br"})
        assert plain.headers.get("Content-Encoding") is None and "Accept-Encoding" in packed.headers["Vary"], name
        if name.endswith((".js", ".css")):
            assert packed.headers["Content-Encoding"] == "gzip", name
            assert gzip.decompress(packed.data) == plain.data == (PAGE / name).read_bytes(), name
            assert len(packed.data) < len(plain.data) / 2 and packed.headers["ETag"] != plain.headers["ETag"], name
            refused = client.get(f"/page/{files().version}/{name}", headers={"Accept-Encoding": "gzip;q=0"})
            assert refused.headers.get("Content-Encoding") is None, name
        elif name.endswith(".png"):
            assert packed.headers.get("Content-Encoding") is None and packed.data == plain.data, name


def test_a_kept_file_is_revalidated_in_the_form_it_was_sent(client):
    """A browser asks again with the tag it holds (a page reloaded with the
    cache bypassed, a proxy revalidating): the same form, gzipped or not, is
    not sent twice."""
    gzipped = {"Accept-Encoding": "gzip"}
    for name in files().assets:
        url = f"/page/{files().version}/{name}"
        for accept in ({}, gzipped):
            first = client.get(url, headers=accept)
            again = client.get(url, headers={**accept, "If-None-Match": first.headers["ETag"]})
            assert again.status_code == 304 and not again.data, (name, accept)
        plain_tag = client.get(url).headers["ETag"]
        if name.endswith((".js", ".css")):  # another form, another tag: the gzipped one is sent whole
            assert client.get(url, headers={**gzipped, "If-None-Match": plain_tag}).status_code == 200, name


def test_another_version_or_a_file_outside_the_page_is_not_found(client):
    version = files().version
    other = ("1" if version[0] == "0" else "0") + version[1:]  # another version, whatever this one's first digit
    assert client.get(f"/page/{other}/style.css").status_code == 404
    assert client.get(f"/page/{files().version}/../http/page.py").status_code == 404
    assert client.get(f"/page/{files().version}/index.html").status_code == 404


def test_every_file_the_page_names_is_served(client):
    html = client.get("/").get_data(as_text=True)
    manifest = client.get("/manifest.webmanifest").get_json(force=True)
    urls = re.findall(r'(?:src|href)="([^"]+)"', html) + [icon["src"] for icon in manifest["icons"]]
    for url in urls:
        assert url.startswith("/") and not url.startswith("//"), url  # this origin only
        assert client.get(url).status_code == 200, url


def test_every_module_is_preloaded(client):
    """No chain of imports to wait for: the browser fetches every module at once."""
    html = client.get("/").get_data(as_text=True)
    preloaded = set(re.findall(r'<link rel="modulepreload" href="/page/\w+/(js/[\w.]+)">', html))
    entry = re.search(r'<script type="module" src="/page/\w+/(js/[\w.]+)">', html).group(1)
    assert preloaded | {entry} == {name for name in files().assets if name.endswith(".js")}


def test_the_manifest_makes_the_page_installable(client):
    manifest = client.get("/manifest.webmanifest").get_json(force=True)
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    sizes = set()
    for icon in manifest["icons"]:
        if icon["type"] == "image/png":
            png = (PAGE / icon["src"].split("/", 3)[3]).read_bytes()
            width, height = struct.unpack(">II", png[16:24])
            assert icon["sizes"] == f"{width}x{height}"
            sizes.add(width)
    assert {192, 512} <= sizes


def test_the_service_worker_caches_every_file_of_this_version(client):
    script = client.get("/sw.js").get_data(as_text=True)
    assets = json.loads(re.search(r"\.\.\.(\[.*?\])\.map", script).group(1))
    assert sorted(assets) == sorted(files().assets)
    assert f'"{files().version}"' in script
