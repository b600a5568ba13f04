# The two commands of the README: `make demo` and `make test`. Everything else is a step.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
KAFKA_PORT ?= 9092
export KAFKA_PORT

.PHONY: setup lint typecheck unit test demo kafka-up kafka-down kcat schemas bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

setup: $(VENV)/.installed

lint: setup
	$(VENV)/bin/ruff check workers schemas tests bench

typecheck: setup
	$(VENV)/bin/mypy

schemas: setup
	$(VENV)/bin/resolver schemas export

unit: setup
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

# The whole suite: lint, types, unit, and integration on a real local Apache Kafka broker.
test: setup lint typecheck kcat
	@trap 'deploy/kafka/kafka.sh down' EXIT; deploy/kafka/kafka.sh up && \
	  KAFKA_BOOTSTRAP=127.0.0.1:$(KAFKA_PORT) $(VENV)/bin/pytest

demo: setup
	@trap 'deploy/kafka/kafka.sh down' EXIT; deploy/kafka/kafka.sh up && \
	  $(PY) bench/demo.py --bootstrap 127.0.0.1:$(KAFKA_PORT)

bench: setup
	$(PY) bench/bench_engine.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
