# The two commands of the README: `make demo` and `make test`. Everything else is a step.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
KAFKA_PORT ?= 9092
export KAFKA_PORT

.PHONY: setup lint typecheck unit test demo kafka-up kafka-down kcat prometheus dashboard \
	dashboard-preview schemas bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

setup: $(VENV)/.installed

lint: setup
	$(VENV)/bin/ruff check workers schemas tests bench deploy

typecheck: setup
	$(VENV)/bin/mypy

schemas: setup
	$(VENV)/bin/resolver schemas export

unit: setup prometheus
	$(VENV)/bin/pytest -m "not integration and not browser"

kafka-up:
	deploy/kafka/kafka.sh up

kafka-down:
	deploy/kafka/kafka.sh down

# kcat (Debian package) is the non-Python Kafka client of the integration tests.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
kcat:
	@command -v kcat >/dev/null || $(SUDO) apt-get install -y -q kcat || \
	  { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q kcat; }

# prometheus and promtool (Debian package): alert-rule tests, and the Prometheus server the
# integration tests scrape the worker with. Recommended packages (node exporter) not needed.
prometheus:
	@command -v promtool >/dev/null && command -v prometheus >/dev/null || \
	  $(SUDO) apt-get install -y -q --no-install-recommends prometheus || \
	  { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q --no-install-recommends prometheus; }

# Regenerate the Grafana dashboard JSON from deploy/grafana/dashboard.py.
dashboard: setup
	$(PY) -m deploy.grafana.dashboard

# docs/dashboard-preview.png: the dashboard's queries evaluated by a real Prometheus scraping
# a worker on a real broker (the integration test that proves the panels), drawn with matplotlib.
dashboard-preview: setup kcat prometheus
	@trap 'deploy/kafka/kafka.sh down' EXIT; deploy/kafka/kafka.sh up && \
	  KAFKA_BOOTSTRAP=127.0.0.1:$(KAFKA_PORT) DASHBOARD_PREVIEW=$(CURDIR)/docs/dashboard-preview.png \
	  $(VENV)/bin/pytest tests/integration/test_prometheus_scrape.py

# The whole suite: lint, types, unit, and integration on a real local Apache Kafka broker.
test: setup lint typecheck kcat prometheus
	@trap 'deploy/kafka/kafka.sh down' EXIT; deploy/kafka/kafka.sh up && \
	  KAFKA_BOOTSTRAP=127.0.0.1:$(KAFKA_PORT) $(VENV)/bin/pytest

demo: setup
	@trap 'deploy/kafka/kafka.sh down' EXIT; deploy/kafka/kafka.sh up && \
	  $(PY) bench/demo.py --bootstrap 127.0.0.1:$(KAFKA_PORT)

bench: setup
	$(PY) bench/bench_engine.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache

# Governance: the README's evaluation table, regenerated in place between its markers.
.PHONY: eval eval-table
EVAL_SETS = $(sort $(wildcard tests/data/*.jsonl))
eval: setup
	$(VENV)/bin/resolver eval $(EVAL_SETS) --out eval-report/

eval-table: setup
	$(VENV)/bin/resolver eval $(EVAL_SETS) --baseline tests/data/blind-figures.json \
	  --table-into README.md
