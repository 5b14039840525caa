PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Tools with many dependencies of their own, each in its own venv (pinned in requirements-*.txt).
CHECKOV := .venv-checkov
CLIENTGEN := .venv-client
# pymahjonggb (C++, built with g++), the reference of the 国标 differential test, in its own venv.
GBREF := .venv-gbref
GB_REFERENCE_HANDS ?= 4000
GB_DIFFERENTIAL_HANDS ?= 100000
# The Node tools, pinned in package.json/package-lock.json: Lighthouse, and the OpenAPI tools
# consumers use (Redocly, Spectral, Prism, openapi-typescript, TypeScript) that make test runs.
NODE_TOOLS := node_modules/.stamp

.PHONY: gb-reference gb-differential run test bench openapi mock load load-unseen profile soak fuzz footprint slow flood memory uploads idle refusals first-sight metrics-dir wrk haproxy browser icons screenshots lighthouse

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.stamp-run: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.stamp-dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@

$(CHECKOV)/.stamp: requirements-checkov.txt
	$(PYTHON) -m venv $(CHECKOV)
	$(CHECKOV)/bin/pip install --quiet -r requirements-checkov.txt
	touch $@

$(GBREF)/.stamp: requirements-gbref.txt
	$(PYTHON) -m venv $(GBREF)
	$(GBREF)/bin/pip install --quiet -r requirements-gbref.txt
	touch $@

$(CLIENTGEN)/.stamp: requirements-client.txt
	$(PYTHON) -m venv $(CLIENTGEN)
	$(CLIENTGEN)/bin/pip install --quiet -r requirements-client.txt
	touch $@

run: $(VENV)/.stamp-run
	PORT=$(PORT) $(BIN)/gunicorn -c gunicorn.conf.py

test: $(VENV)/.stamp-dev $(CHECKOV)/.stamp $(CLIENTGEN)/.stamp $(NODE_TOOLS) browser haproxy
	$(BIN)/python -m pytest -q

openapi: $(VENV)/.stamp-run
	$(BIN)/flask --app app.boot write-openapi openapi.yaml

# The service mocked from openapi.yaml for consumers (Prism answers from the document's examples).
MOCK_HOST ?= 127.0.0.1
MOCK_PORT ?= 4010
mock: $(NODE_TOOLS)
	node_modules/.bin/prism mock openapi.yaml --host $(MOCK_HOST) --port $(MOCK_PORT)

# First sight (distinct tables and hands, each answered once) against the riichi peer, then warm figures.
bench: $(VENV)/.stamp-dev $(GBREF)/.stamp
	$(BIN)/python -m tests.bench

# cProfile over 3,000 first-sight inputs of one row of make bench (ROW: typical, no_de, three_de, draw,
# wenling, analysis, wenling_analysis).
ROW ?= typical
bench-profile: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.bench_profile $(ROW)

# Bytecodes each function executes over 300 first-sight inputs of one row (ROW, as above; SEEN=1: inputs seen
# before): exact and the same in every run, where cProfile inflates small functions.
bytecodes: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.bench_bytecodes $(ROW) $(if $(filter 1,$(SEEN)),--seen)

.PHONY: instructions bench-profile bytecodes valgrind
# Instructions per first-sight table or hand, each row (callgrind, PYTHONHASHSEED=0); BASE=<git rev>
# counts that commit beside, from a temporary worktree (docs/performance.md).
instructions: $(VENV)/.stamp-dev valgrind
	$(BIN)/python -m tests.bench_instructions $(if $(BASE),--base $(BASE))

load: $(VENV)/.stamp-dev wrk
	$(BIN)/python -m tests.load.load

# py-spy reads another process's memory: root, or ptrace allowed.
# POST /v1/settle on tables never seen before against /livez (issue #34).
load-unseen: $(VENV)/.stamp-dev wrk
	$(BIN)/python -m tests.load.unseen

profile: $(VENV)/.stamp-dev wrk
	$(BIN)/python -m tests.load.load --profile

soak: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.soak

fuzz: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.fuzz

# What a pod uses under load: the figures behind the Deployment's requests and limits.
footprint: $(VENV)/.stamp-dev wrk
	$(BIN)/python -m tests.load.footprint

# Hostile clients (issue #23; docs/operations.md), each printing its figures against its targets:
# 256 slow or idle connections (SLOW_SECONDS, 60); a flood of the heaviest requests
# from 32 clients (FLOOD_SECONDS, 30); workers' memory after MEMORY_REQUESTS (10,000)
# new three-得 analyses.
slow: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.slow

flood: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.flood

memory: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.flood memory

# 1,000 connections uploading large sittings: the bodies a worker holds stay bounded.
uploads: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.uploads

# Idle connections and refused bodies (issue #35): IDLE (2,500) idle connections held
# IDLE_SECONDS (30); 16 clients flooding unknown-key bodies for REFUSAL_SECONDS (20),
# a 90,000-key sitting's 400, a 10 MB body written whole before reading its 413.
idle: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.idle

refusals: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.refusals

# CPU of a three-得 analysis never seen before (HANDS, 1,000), in one warmed process.
first-sight: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.first_sight

# The metrics directory through RECYCLES (10,000) worker exits.
metrics-dir: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.load.metrics_dir

valgrind:
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q valgrind; }

wrk:
	@command -v wrk >/dev/null || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q wrk; }

# The page's tests drive Debian's Chromium (browsers cannot be downloaded here); a CJK font for readable screenshots.
browser:
	@dpkg -s chromium fonts-noto-cjk >/dev/null 2>&1 || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q chromium fonts-noto-cjk; }

# The page's PNG icons, drawn from app/page/icons/icon.svg; the README's pictures of the page.
icons: $(VENV)/.stamp-dev browser
	$(BIN)/python -m scripts.page_icons

# The tour's screens are checked by axe-core, installed with Lighthouse.
screenshots: $(VENV)/.stamp-dev browser $(LIGHTHOUSE)
	$(BIN)/python -m scripts.page_screenshots

$(NODE_TOOLS): package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

# Lighthouse (mobile preset) on the page served by gunicorn; not part of `make test`.
lighthouse: $(VENV)/.stamp-dev browser $(NODE_TOOLS)
	$(BIN)/python -m tests.browser.lighthouse

haproxy:
	@command -v haproxy >/dev/null || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q haproxy; }

# 国标: the reference answers make test compares our fans with (tests/core/gb/reference_answers.jsonl),
# written by pymahjonggb; and a large live run printing the agreement and every class of difference.
gb-reference: $(GBREF)/.stamp
	PYTHONPATH=. $(GBREF)/bin/python -m tests.core.gb.reference write $(GB_REFERENCE_HANDS) 1998 tests/core/gb/reference_answers.jsonl

gb-differential: $(GBREF)/.stamp
	PYTHONPATH=. $(GBREF)/bin/python -m tests.core.gb.reference live $(GB_DIFFERENTIAL_HANDS) 81
