"""The README's full example is the service's real answer."""
import json
import re
from pathlib import Path

README = (Path(__file__).parent.parent.parent / "README.md").read_text()


def test_the_readme_example_answer_is_the_real_one(client):
    request = re.search(r"curl -s localhost:8000/v1/settle -H '[^']*' -d '(.*?)'\n```", README, re.S).group(1)
    answer = re.search(r"```json\n(.*?)```", README, re.S).group(1)
    assert client.post("/v1/settle", json=json.loads(request)).get_json() == json.loads(answer)
