"""``GET /metrics``: Prometheus text, counted right in one process and across gunicorn's workers."""
from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import requests
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.mmap_dict import mmap_key
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.parser import text_string_to_metric_families

from app import metrics_files
from app.api.jiaojiang.examples import REQUEST_EXAMPLES
from tests.server import serve

WIN = REQUEST_EXAMPLES["discard_win"]["value"]
DIANPAO = REQUEST_EXAMPLES["dianpao"]["value"]
DRAW = REQUEST_EXAMPLES["draw"]["value"]


def _samples(text: str) -> dict[tuple[str, frozenset], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def _value(samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def test_metrics_are_prometheus_text(client):
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    names = {family.name for family in text_string_to_metric_families(response.get_data(as_text=True))}
    assert {
        "mahjong_http_requests",
        "mahjong_http_request_duration_seconds",
        "mahjong_tables_settled",
        "mahjong_validation_failures",
    } <= names


def test_requests_tables_and_failures_are_counted(client):
    before = _samples(client.get("/metrics").get_data(as_text=True))
    for table in (WIN, WIN, DIANPAO, DRAW):
        assert client.post("/v1/settle", json=table).status_code == 200
    client.post("/v1/settle", json={**WIN, "dan": "5", "extra": 1})  # two schema errors: one failure of that kind
    client.post("/v1/settle", data=b"{", content_type="application/json")
    client.post("/v1/settle", data=b"{}", content_type="text/plain")
    client.post("/v1/settle", json={**WIN, "win": {**WIN["win"], "tile": "6x"}})
    client.get("/no/such/page")
    after = _samples(client.get("/metrics").get_data(as_text=True))

    def grew(name: str, **labels: str) -> float:
        return _value(after, name, **labels) - _value(before, name, **labels)

    settle = {"method": "POST", "route": "/v1/settle"}
    assert grew("mahjong_http_requests_total", **settle, status="200") == 4
    assert grew("mahjong_http_requests_total", **settle, status="400") == 2
    assert grew("mahjong_http_request_duration_seconds_count", **settle, status="200") == 4
    assert grew("mahjong_http_request_duration_seconds_sum", **settle, status="200") > 0
    assert grew("mahjong_http_requests_total", method="GET", route="<unmatched>", status="404") == 1
    assert grew("mahjong_tables_settled_total", rule_set="jiaojiang", outcome="win", penalty="none") == 2
    assert grew("mahjong_tables_settled_total", rule_set="jiaojiang", outcome="win", penalty="dianpao") == 1
    assert grew("mahjong_tables_settled_total", rule_set="jiaojiang", outcome="draw", penalty="none") == 1
    for kind in ("schema", "json", "media_type", "notation"):
        assert grew("mahjong_validation_failures_total", kind=kind) == 1, kind


def test_metrics_add_up_across_gunicorn_workers(gunicorn):
    def settle(number: int) -> int:
        headers = {"X-Request-ID": f"summed-{number}"}
        response = requests.post(f"{gunicorn.url}/v1/settle", json=WIN, headers=headers, timeout=10)
        return response.json()["players"]["south"]["net"]

    before = _samples(requests.get(f"{gunicorn.url}/metrics", timeout=10).text)
    sent, pids = 0, set()
    with ThreadPoolExecutor(8) as pool:
        while len(pids) < 2 and sent < 600:  # until both workers have answered some
            assert set(pool.map(settle, range(sent, sent + 60))) == {4}
            sent += 60
            log = gunicorn.log_once_it_has(f'"summed-{sent - 1}"')
            lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
            pids = {line["pid"] for line in lines if line["request_id"].startswith("summed-")}
    after = _samples(requests.get(f"{gunicorn.url}/metrics", timeout=10).text)
    labels = {"method": "POST", "route": "/v1/settle", "status": "200"}
    served = _value(after, "mahjong_http_requests_total", **labels) - _value(
        before, "mahjong_http_requests_total", **labels
    )
    assert len(pids) == 2
    assert served == sent  # both workers answered, and their counts were summed


def _worker_files(directory: Path, pid: int, requests_answered: float) -> None:
    """What a worker leaves: its counter and histogram files, as prometheus_client writes them."""
    for kind, name in (("counter", "mahjong_http_requests_total"),
                       ("histogram", "mahjong_http_request_duration_seconds_count")):
        values = metrics_files.Preallocated(str(directory / f"{kind}_{pid}.db"))
        key = mmap_key(name.rsplit("_", 1)[0], name, ["route"], ["/v1/settle"], "help")
        values.write_value(key, requests_answered, 0.0)
        values.close()


def test_dead_workers_files_are_merged_and_the_directory_stays_small(tmp_path):
    live = {2, 3}
    for pid in [*live, *range(100, 400)]:  # two live workers, 300 recycled ones
        _worker_files(tmp_path, pid, 2.0)
        metrics_files.merge_dead(str(tmp_path), live)
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == ["counter_2.db", "counter_3.db", "counter_merged.db",
                     "histogram_2.db", "histogram_3.db", "histogram_merged.db"]
    registry = CollectorRegistry()
    MultiProcessCollector(registry, path=str(tmp_path))
    samples = _samples(generate_latest(registry).decode())
    assert _value(samples, "mahjong_http_requests_total", route="/v1/settle") == 2.0 * 302


def test_a_full_metrics_directory_loses_metrics_not_requests(tmp_path):
    """The directory is a 1 MiB tmpfs, filled before the service starts (needs root, as tests/deploy)."""
    directory = tmp_path / "metrics"
    directory.mkdir()
    fill = 'mount -t tmpfs -o size=1m tmpfs "$0" && { cat /dev/zero > "$0/filler" 2>/dev/null; exec "$@"; }'
    wrapper = ["unshare", "--mount", "--propagation", "private", "sh", "-c", fill, str(directory)]
    with serve(tmp_path / "gunicorn.log", wrapper=wrapper, PROMETHEUS_MULTIPROC_DIR=str(directory)) as server:
        answers = [requests.post(f"{server.url}/v1/settle", json=WIN, timeout=10).status_code for _ in range(20)]
        answers += [requests.get(f"{server.url}/nowhere/{n}", timeout=10).status_code for n in range(5)]
        scrape = requests.get(f"{server.url}/metrics", timeout=10)
        workers = server.workers()
    assert answers == [200] * 20 + [404] * 5
    assert scrape.status_code == 200
    log = server.log.read_text()
    assert "metrics lost while they cannot be written" in log and "Traceback" not in log
    assert len(workers) == 2
