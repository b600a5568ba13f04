"""A question's common word written as part of another thing's proper name carries nothing."""

from workers.engine.name_parts import name_only_lead, name_parts_dropped
from workers.engine.predicate_words import predicate_hits
from workers.engine.questions import read_slot
from workers.engine.terms import stem


def _carried(question: str, sentence: str) -> list[str]:
    slot = read_slot(question)
    assert slot is not None
    hits = name_parts_dropped(sentence, predicate_hits(sentence, slot.predicate, slot.words),
                              slot.words, slot.names)
    return [sentence[s:e] for s, e, _ in hits if e > s]


Q = "How long did Mira Tolland survive after her lung transplant?"


def test_a_museum_named_after_the_organ_carries_nothing() -> None:
    assert "Lung" not in _carried(
        Q, "Lung of Harbour Town Museum at the old docks — guided tour, about two hours.")


def test_name_run_without_of_and_with_de() -> None:
    assert "Transplant" not in _carried(
        Q, "Today the Transplant Pioneers Trust runs walks for about 90 minutes.")
    assert "Lung" not in _carried(
        Q, "Visitors to Lung de Sainte Claire spend about an hour at the gallery.")


def test_lower_case_and_sentence_initial_common_words_are_kept() -> None:
    assert "lung" in _carried(Q, "After her lung transplant she survived 11 days.")
    assert "Lung" in _carried(Q, "Lung transplants then gave patients about a year.")


def test_labels_cell_rows_and_title_case_are_kept() -> None:
    assert "Lung Transplant" in " ".join(_carried(Q, "Lung Transplant: 4 May 1983, Toronto"))
    assert "Lung" in _carried(Q, "Mira Tolland | Lung Transplant | 11 days")
    assert "Lung" in _carried(Q, "Lung Transplant Patient Survives Eleven Days")


def test_the_questions_own_phrase_written_as_a_name_is_kept() -> None:
    q = "How much does the support plan cost per month?"
    carried = _carried(q, "The Support Plan Premium tier costs £40 per month.")
    assert "Support" in carried
    assert "Plan" in carried


def test_after_a_question_name_a_company_name_is_another_things() -> None:
    q = "In what year was Orvik shorthand first published?"
    assert _carried(q, "Orvik moved to Leeds in 1893 and later founded the Orvik Publishing "
                       "House.") == []
    assert "published" in _carried(q, "Orvik shorthand was first published in 1888.")


def _lead_less(question: str, text: str, at: str) -> frozenset[str]:
    slot = read_slot(question)
    lead = frozenset(stem(w.lower()) for w in text[: text.index(at)].split())
    return name_only_lead(text, text.index(at), lead, predicate=slot.predicate,
                          words=slot.words, names=slot.names)


def test_a_lead_naming_another_thing_carries_no_predicate() -> None:
    assert _lead_less(Q, "Updated 05/2025 · Lung of Harbour Town Museum — tours about two "
                         "hours.", "—")
    assert _lead_less(Q, "Transplant Pioneers Trust at Old Quay — walks last 90 minutes.", "—")
    assert _lead_less(Q, "Lung de Sainte Claire Gallery, Rue Haute — visits of an hour.", "—")


def test_a_lead_with_the_common_word_keeps_it() -> None:
    assert not _lead_less(Q, "Mira Tolland's lung transplant — she survived 11 days.", "—")
