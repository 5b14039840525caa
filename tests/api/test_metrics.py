"""``GET /metrics``: Prometheus text, counted right in one process and across gunicorn's workers."""
from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import requests
from prometheus_client.parser import text_string_to_metric_families

from app.api.jiaojiang.examples import REQUEST_EXAMPLES

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
        "jiaojiang_http_requests",
        "jiaojiang_http_request_duration_seconds",
        "jiaojiang_tables_settled",
        "jiaojiang_validation_failures",
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
    assert grew("jiaojiang_http_requests_total", **settle, status="200") == 4
    assert grew("jiaojiang_http_requests_total", **settle, status="400") == 2
    assert grew("jiaojiang_http_request_duration_seconds_count", **settle, status="200") == 4
    assert grew("jiaojiang_http_request_duration_seconds_sum", **settle, status="200") > 0
    assert grew("jiaojiang_http_requests_total", method="GET", route="<unmatched>", status="404") == 1
    assert grew("jiaojiang_tables_settled_total", outcome="win", dianpao="false") == 2
    assert grew("jiaojiang_tables_settled_total", outcome="win", dianpao="true") == 1
    assert grew("jiaojiang_tables_settled_total", outcome="draw", dianpao="false") == 1
    for kind in ("schema", "json", "media_type", "notation"):
        assert grew("jiaojiang_validation_failures_total", kind=kind) == 1, kind


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
    served = _value(after, "jiaojiang_http_requests_total", **labels) - _value(
        before, "jiaojiang_http_requests_total", **labels
    )
    assert len(pids) == 2
    assert served == sent  # both workers answered, and their counts were summed
