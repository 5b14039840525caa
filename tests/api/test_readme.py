"""The README's full example is the service's real answer."""
import json
import re
from pathlib import Path

README = (Path(__file__).parent.parent.parent / "README.md").read_text()


def readme_request() -> dict:
    """The request of the README's full example (the page's tests enter it too)."""
    return json.loads(re.search(r"curl -s localhost:8000/v1/settle -H '[^']*' -d '(.*?)'\n```", README, re.S).group(1))


def test_the_readme_example_answer_is_the_real_one(client):
    answer = re.search(r"```json\n(.*?)```", README, re.S).group(1)
    assert client.post("/v1/settle", json=readme_request()).get_json() == json.loads(answer)


def test_the_readme_sitting_and_its_summary_are_the_real_ones(client):
    section = README[README.index("## A whole sitting"):]
    request = re.search(r"-H 'Accept: text/plain' -d '(.*?)'\n```", section, re.S).group(1)
    summary = re.search(r"```\n(第 1 局.*?)```", section, re.S).group(1)
    answer = client.post("/v1/settle/session", json=json.loads(request), headers={"Accept": "text/plain"})
    assert answer.get_data(as_text=True) == summary
    csv_rows = re.search(r"```\n(局,.*?)```", section, re.S).group(1)
    spreadsheet = client.post("/v1/settle/session", json=json.loads(request), headers={"Accept": "text/csv"})
    assert spreadsheet.get_data().decode("utf-8-sig").replace("\r\n", "\n") == csv_rows


def test_the_readme_analysis_answer_is_the_real_one(client):
    section = README[README.index("## What a hand waits on"):]
    request = re.search(r"curl -s localhost:8000/v1/analyze -H '[^']*' -d '(.*?)'\n```", section, re.S).group(1)
    answer = re.search(r"```json\n(.*?)```", section, re.S).group(1)
    assert client.post("/v1/analyze", json=json.loads(request)).get_json() == json.loads(answer)
    drawn = client.post("/v1/analyze", json=json.loads(request) | {"drawn": "4m"}).get_json()
    assert drawn["win"]["points"] == 100


def test_the_readme_language_examples_are_the_real_ones(client):
    full_example = re.search(r"curl -s localhost:8000/v1/settle -H '[^']*' -d '(.*?)'\n```", README, re.S)
    request = json.loads(full_example.group(1))
    request["win"]["tile"] = "1p"
    section = README[README.index("## Chinese or English"):README.index("## Errors")]
    chinese, english = (json.loads(block) for block in re.findall(r"```json\n(.*?)```", section, re.S))
    assert client.post("/v1/settle", json=request, headers={"Accept-Language": "zh-CN"}).get_json() == chinese
    assert client.post("/v1/settle", json=request).get_json() == english
