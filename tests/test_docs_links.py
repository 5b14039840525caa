"""Every relative link in README.md, CHANGELOG.md and docs/*.md leads to a file that exists,
and a link to a heading (``page.md#heading``, ``#heading``) to a heading that page has."""
import re
from pathlib import Path

ROOT = Path(__file__).parent.parent
PAGES = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)

# Pages other engineers are writing in parallel (issue #20, part 5), linked
# before they land: operations.md (serving, deploying, load balancers, a
# generated client, load/soak/fuzz) and page.md (the scorekeeper's page) from
# the other docs branches of issue #20, consumers.md (contract and CI kits) from
# issue #22's branch (`contract31`). None of them is on any branch yet (as of
# c3f43f3). Their targets are not checked until they land; then drop them here.
PENDING = {"docs/operations.md", "docs/page.md", "docs/consumers.md"}


def relative_links(page: Path) -> list[str]:
    text = FENCE.sub("", page.read_text())
    return [target for target in LINK.findall(text) if not re.match(r"[a-z][a-z0-9+.-]*:", target)]


def anchors(page: Path) -> set[str]:
    """The heading anchors GitHub makes: lower case, punctuation dropped, spaces as hyphens."""
    headings = re.findall(r"^#+ (.*)$", FENCE.sub("", page.read_text()), re.M)
    return {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-") for heading in headings}


def test_the_pages_have_links():
    assert len(relative_links(ROOT / "README.md")) >= 8


def test_every_relative_link_leads_to_a_file():
    broken = []
    for page in PAGES:
        for target in relative_links(page):
            path, _, anchor = target.partition("#")
            resolved = (page.parent / path).resolve() if path else page
            if resolved.relative_to(ROOT).as_posix() in PENDING:
                continue
            if not resolved.exists() or (anchor and anchor not in anchors(resolved)):
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []
