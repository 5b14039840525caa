PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000

.PHONY: run test bench openapi

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.stamp-run: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.stamp-dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@

run: $(VENV)/.stamp-run
	PORT=$(PORT) $(BIN)/gunicorn -c gunicorn.conf.py

test: $(VENV)/.stamp-dev
	$(BIN)/python -m pytest -q

openapi: $(VENV)/.stamp-run
	$(BIN)/flask --app app.boot write-openapi openapi.yaml

bench: $(VENV)/.stamp-dev
	$(BIN)/python -m tests.bench
