"""Registration of the governance commands on the ``resolver`` command line."""

from __future__ import annotations

import argparse

from workers.governance.eval_command import add_eval
from workers.governance.whatif_command import add_whatif
from workers.governance.workqueue_command import add_workqueue


def add_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``eval``, ``whatif`` and ``workqueue``."""
    add_eval(sub)
    add_whatif(sub)
    add_workqueue(sub)
