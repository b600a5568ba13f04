"""End to end in headless Chromium (Debian's chromium + chromedriver, through Selenium):
a reviewer signs in, opens an escalated conflict, decides it; the archive, the decisions
topic and a worker all follow. Saves a screenshot of the conflict page (PNG) as an artifact
in ``$REVIEW_ARTIFACTS`` (default ``build/artifacts``)."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import ROOT, Stage
from tests.integration.review_helpers import (
    PASSWORD,
    ReviewProcess,
    archived,
    latest_by_key,
    retention_event,
)
from workers.encode import to_bytes
from workers.engine.decisions import decision_for

pytestmark = [pytest.mark.integration, pytest.mark.browser]

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1366,900")
ARTIFACTS = Path(os.environ.get("REVIEW_ARTIFACTS", ROOT / "build" / "artifacts"))


@pytest.fixture
def browser() -> Iterator[Any]:
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip("needs Debian's chromium and chromium-driver (make chromium)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="review-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.implicitly_wait(10)  # elements of a page still loading after a click
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


async def _generation_status(stage: Stage, event: bytes, event_id: str) -> str:
    """Send ``event`` and return the status of the ResolvedContext it produced."""
    before = len(await stage.read_all(stage.settings.topic_generation))
    await stage.produce([event], [event_id.encode()])
    records = await stage.read_count(stage.settings.topic_generation, before + 1)
    status: str = orjson.loads(records[-1].value)["status"]
    return status


async def test_reviewer_decides_an_escalated_conflict_in_the_browser(
    make_stage: StageFactory, start_worker: WorkerFactory, browser: Any, tmp_path: Path,
) -> None:
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.wait import WebDriverWait

    stage = await make_stage(partitions=2)
    worker = start_worker(stage)
    await worker.wait_ready()
    # an earlier conflict on the same entity key, already decided: the prior-decision panel
    earlier_event = retention_event("ev-review-0", "Logs are retained for 60 days.",
                                    second_doc="legacy-wiki")
    await stage.produce([earlier_event], [b"ev-review-0"])
    earlier = await archived(stage, lambda r: r["event_id"] == "ev-review-0")
    earlier_decision = decision_for(earlier, "request_fresher_source", "gwen",
                                    "2026-11-20T09:00:00Z", note="ask the SRE team")
    await stage.produce([to_bytes(earlier_decision)], [earlier.conflict_id.encode()],
                        topic=stage.settings.topic_decisions)
    await stage.produce([retention_event()], [b"ev-review-1"])
    record = await archived(stage, lambda r: r["event_id"] == "ev-review-1")
    assert record.status == "escalated"
    assert record.entity_key == earlier.entity_key

    review = ReviewProcess(stage, tmp_path).start()
    try:
        await review.wait_ready()
        browser.get(f"{review.url}/conflicts")
        assert "/login" in browser.current_url
        browser.find_element(By.NAME, "name").send_keys("ann")
        browser.find_element(By.NAME, "password").send_keys(PASSWORD)
        browser.find_element(By.CSS_SELECTOR, "form.login button").click()
        browser.find_element(By.LINK_TEXT, record.entity_key).click()

        assert record.conflict_id in browser.title
        values = browser.find_element(By.CSS_SELECTOR, "table.differs").text
        assert "90 day" in values and "30 day" in values
        verbatims = [q.text for q in browser.find_elements(By.CSS_SELECTOR, "blockquote")]
        assert any("<script>document.title='pwned'</script>" in v for v in verbatims)
        assert browser.title != "pwned"
        prior = browser.find_element(By.ID, "prior").text
        assert "Request a fresher source" in prior and "gwen" in prior

        browser.find_element(By.CSS_SELECTOR, "input[value=accept_winner]").click()
        browser.find_element(By.CSS_SELECTOR, "input[name=chunk_id][value=c_wiki_a]").click()
        browser.find_element(By.NAME, "note").send_keys("Retention standard RS-4 says 90 days.")
        height = browser.execute_script("return document.documentElement.scrollHeight")
        browser.set_window_size(1366, max(900, int(height) + 40))
        browser.execute_script("window.scrollTo(0, 0)")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shot = ARTIFACTS / "review-page.png"
        assert browser.save_screenshot(str(shot))
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        browser.find_element(By.CSS_SELECTOR, "form.decide button").click()

        def recorded(b: Any) -> bool:
            """The page after the submit says the decision is recorded; while it reloads, the
            old page's node may be gone (Chromium: "Node with given id does not belong to the
            document"), which is no answer yet."""
            try:
                return "Decision recorded." in b.find_element(By.TAG_NAME, "main").text
            except WebDriverException as gone:
                if "does not belong to the document" in str(gone):
                    return False
                raise

        WebDriverWait(browser, 30, ignored_exceptions=(StaleElementReferenceException,)).until(
            recorded)
    finally:
        await review.stop()

    latest = latest_by_key(await stage.read_all(stage.settings.topic_conflicts))
    reviewed = latest[record.conflict_id.encode()]
    assert (reviewed["status"], reviewed["winner"], reviewed["reviewer"]) == (
        "reviewed", "c_wiki_a", "ann")
    assert reviewed["rule_applied"][-1] == "reviewer_decision"

    # the same event again follows the decision (once the worker's table has it)
    deadline = time.monotonic() + 30
    while await _generation_status(stage, retention_event(), "ev-review-1") != "resolved":
        assert time.monotonic() < deadline, "the worker never applied the decision"
        await asyncio.sleep(0.5)
    latest = latest_by_key(await stage.read_all(stage.settings.topic_conflicts))
    assert latest[record.conflict_id.encode()] == reviewed  # the replay rewrote it unchanged
    # a different disagreement on the same key goes through the policy again
    other = retention_event("ev-review-2", "Logs are retained for 45 days.", second_doc="pw")
    assert await _generation_status(stage, other, "ev-review-2") == "escalated"
