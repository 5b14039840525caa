"""The examples of the README and of the pages in ``docs/`` are the service's real answers.

Each test finds a request and its answer in a page by the page's own text (a
section's heading, the ``curl`` line, the fence after it), sends the request to
the app and compares the whole answer.  An example moved to another page moves
its test's page name with it; ``DOCS`` holds every ``docs/*.md`` page.
"""
import json
import re
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent
README = (ROOT / "README.md").read_text()
DOCS = {path.name: path.read_text() for path in sorted((ROOT / "docs").glob("*.md"))}


def section(page: str, heading: str) -> str:
    """From ``heading`` (a line starting with it) to the next heading of the same level or higher."""
    start = re.search(rf"^(#+) {re.escape(heading)}", page, re.M)
    level = len(start.group(1))
    end = re.compile(rf"^#{{1,{level}}} ", re.M).search(page, start.end())
    return page[start.start():end.start() if end else len(page)]


def readme_request() -> dict:
    """The request of the README's full example (the page's tests enter it too)."""
    return json.loads(re.search(r"curl -s localhost:8000/v1/settle -H '[^']*' -d '(.*?)'\n```", README, re.S).group(1))


def test_the_readme_example_answer_is_the_real_one(client):
    answer = re.search(r"```json\n(.*?)```", README, re.S).group(1)
    assert client.post("/v1/settle", json=readme_request()).get_json() == json.loads(answer)


def test_the_phone_shortcuts_summary_is_the_real_one(client):
    shortcut = section(DOCS["api.md"], "The phone shortcut")
    summary = re.search(r"```\n(南家.*?)```", shortcut, re.S).group(1)
    answer = client.post("/v1/settle", json=readme_request(), headers={"Accept": "text/plain"})
    assert answer.get_data(as_text=True) == summary


def test_the_sitting_and_its_summary_are_the_real_ones(client):
    sitting = section(DOCS["api.md"], "A whole sitting")
    request = re.search(r"-H 'Accept: text/plain' -d '(.*?)'\n```", sitting, re.S).group(1)
    summary = re.search(r"```\n(第 1 局.*?)```", sitting, re.S).group(1)
    answer = client.post("/v1/settle/session", json=json.loads(request), headers={"Accept": "text/plain"})
    assert answer.get_data(as_text=True) == summary
    csv_rows = re.search(r"```\n(局,.*?)```", sitting, re.S).group(1)
    spreadsheet = client.post("/v1/settle/session", json=json.loads(request), headers={"Accept": "text/csv"})
    assert spreadsheet.get_data().decode("utf-8-sig").replace("\r\n", "\n") == csv_rows


def test_the_analysis_answer_is_the_real_one(client):
    analysis = section(DOCS["api.md"], "What a hand waits on")
    request = re.search(r"curl -s localhost:8000/v1/analyze -H '[^']*' -d '(.*?)'\n```", analysis, re.S).group(1)
    answer = re.search(r"```json\n(.*?)```", analysis, re.S).group(1)
    assert client.post("/v1/analyze", json=json.loads(request)).get_json() == json.loads(answer)
    drawn = client.post("/v1/analyze", json=json.loads(request) | {"drawn": "4m"}).get_json()
    assert drawn["win"]["points"] == 100


def test_the_language_examples_are_the_real_ones(client):
    request = readme_request()
    request["win"]["tile"] = "1p"
    languages = section(DOCS["api.md"], "Chinese or English")
    chinese, english = (json.loads(block) for block in re.findall(r"```json\n(.*?)```", languages, re.S))
    assert client.post("/v1/settle", json=request, headers={"Accept-Language": "zh-CN"}).get_json() == chinese
    assert client.post("/v1/settle", json=request).get_json() == english


def test_the_library_examples_give_what_their_comments_say():
    """docs/library.md: the imports run, and each line whose comment gives a value gives that value."""
    shanten_block = re.search(r"```python\n(from app\.core\.engine\.shanten .*?)```", DOCS["library.md"], re.S).group(1)
    namespace: dict = {}
    checked = 0
    for line in shanten_block.splitlines():
        code, _, comment = line.partition("#")
        if not code.strip():
            continue
        if not comment:
            exec(code, namespace)  # noqa: S102 - the page's own example
            continue
        expected = comment.split(":")[0].strip()
        assert repr(eval(code, namespace)) == expected, line  # noqa: S307 - the page's own example
        checked += 1
    assert checked == 2
    settle_block = re.search(r"```python\n(from app\.core\.jiaojiang import .*?)\n", DOCS["library.md"]).group(1)
    exec(settle_block, {})  # noqa: S102 - the settling example's import line names what exists


def test_the_wenling_summary_is_the_real_one(client):
    wenling = section(DOCS["api.md"], "Wenling")
    request = re.search(r"curl -s localhost:8000/v1/wenling/settle -H '[^']*' -H '[^']*' -d '(.*?)'\n```", wenling,
                        re.S).group(1)
    summary = re.search(r"```\n(北家.*?)```", wenling, re.S).group(1)
    answer = client.post("/v1/wenling/settle", json=json.loads(request), headers={"Accept": "text/plain"})
    assert answer.get_data(as_text=True) == summary


def _block(page: str, heading: str) -> str:
    """The first JSON block of the section."""
    return re.search(r"```json\n(.*?)```", section(page, heading), re.S).group(1)


def _curl(page: str, heading: str, path: str) -> dict:
    return json.loads(re.search(rf"curl -s localhost:8000{path} .*?-d '(.*?)'\n```", section(page, heading),
                                re.S).group(1))


def test_the_gb_table_and_its_answer_are_the_real_ones(client):
    page = DOCS["gb-api.md"]
    table = json.loads(_block(page, "A table"))
    answer = json.loads(_block(page, "The answer"))
    assert client.post("/v1/gb/settle", json=table).get_json() == answer
    summary = re.search(r"```\n(东家.*?)```", section(page, "The text summary"), re.S).group(1)
    request = _curl(page, "The text summary", "/v1/gb/settle")
    assert client.post("/v1/gb/settle", json=request).get_json() == answer  # the same table, defaults left out
    said = client.post("/v1/gb/settle", json=request, headers={"Accept": "text/plain"}).get_data(as_text=True)
    assert said == summary


def test_the_gb_refusal_below_8_is_the_real_one(client):
    page = DOCS["gb-api.md"]
    request = _curl(page, "Below 8 fans", "/v1/gb/settle")
    answer = client.post("/v1/gb/settle", json=request, headers={"Accept-Language": "zh-CN"})
    assert answer.get_json() == json.loads(_block(page, "Below 8 fans"))
    english = client.post("/v1/gb/settle", json=request).get_json()["errors"][0]["message"]
    assert f"`{english}`" in section(page, "Below 8 fans")


def test_the_gb_sitting_its_summary_and_spreadsheet_are_the_real_ones(client):
    page = DOCS["gb-api.md"]
    heading = "A sitting: `POST /v1/gb/settle/session`"
    request = _curl(page, heading, "/v1/gb/settle/session")
    summary = re.search(r"```\n(第 1 局.*?)```", section(page, heading), re.S).group(1)
    rows = re.search(r"```\n(局,.*?)```", section(page, heading), re.S).group(1)
    said = client.post("/v1/gb/settle/session", json=request, headers={"Accept": "text/plain"})
    assert said.get_data(as_text=True) == summary
    sheet = client.post("/v1/gb/settle/session", json=request, headers={"Accept": "text/csv"})
    assert sheet.get_data().decode("utf-8-sig").replace("\r\n", "\n") == rows


def test_the_gb_analysis_is_the_real_one(client):
    page = DOCS["gb-api.md"]
    heading = "What a hand waits on: `POST /v1/gb/analyze`"
    request = _curl(page, heading, "/v1/gb/analyze")
    assert client.post("/v1/gb/analyze", json=request).get_json() == json.loads(_block(page, heading))
