"""A bare code cell of a catalogue row answers a question asking a code."""

from __future__ import annotations

from tests.unit.conftest import chunk, conflict_sets
from workers.engine import Policy
from workers.engine.asked import answers_code_question
from workers.engine.values import Value

_CODE = Value("identifier", "item:KT12", "KT-12", 0, "item", exact="KT12")


def test_a_question_for_a_things_code_takes_an_identifier() -> None:
    assert answers_code_question({"identifier": _CODE}, "What is the order code of the tent?")
    assert answers_code_question({"identifier": _CODE}, "What is the part number of the pole?")
    assert not answers_code_question({"identifier": _CODE},
                                     "What does the code of conduct say about tents?")
    assert not answers_code_question({"identifier": _CODE}, "How much is the tent?")


def test_a_catalogue_row_and_its_corrigendum_disagree_on_the_code(policy: Policy) -> None:
    query = "What is the order code of the two-person ridge tent?"
    assert conflict_sets(
        policy, query,
        chunk("cat", "Two-person ridge tent | RT-2040 | £120", "price_sheet"),
        chunk("fix", "Corrigendum: the two-person ridge tent's order code should read RT-2004.",
              "price_sheet"),
    ) == [{"cat", "fix"}]


def test_a_code_cell_of_a_model_s_parts_list_answers_its_part_question(policy: Policy) -> None:
    query = "What is the part number of the tine bar for the HX-200 harrow?"
    fix = chunk("fix", "Corrigendum to HX-200 parts list: item 12 tine bar, 900 mm, part no."
                " HX2-TB-0415 (not HX2-TB-0451 as printed).", "price_sheet",
                doc_id="hx200-corrigendum", source_tier="primary")
    row = chunk("row", "HX-200 parts list | item 12 | Tine bar, 900 mm | HX2-TB-0451 | £61.20",
                "price_sheet", doc_id="hx200-parts", source_tier="primary")
    other = chunk("other", "HX-300 parts list | item 12 | Tine bar, 1200 mm | HX3-TB-0520"
                  " | £74.00", "price_sheet", doc_id="hx300-parts", source_tier="primary")
    assert conflict_sets(policy, query, fix, row, other) == [{"fix", "row"}]


def test_a_mail_greeting_its_reader_by_name_names_no_other_thing(policy: Policy) -> None:
    query = "What booking code should be used for the small-dog Bath and Tidy package?"
    sheet = chunk("sheet", "Package codes | Bath and Tidy, small dog | PKG-BTS-02 | Bath and"
                  " Tidy, medium dog | PKG-BTM-03", "price_sheet", doc_id="groom-codes",
                  source_tier="primary")
    mail = chunk("mail", "Hi Morven, for the little ones use code PKG-BTS-20 in the system."
                 " Thanks, Ros", "support_email", doc_id="mail-77", source_tier="secondary")
    assert conflict_sets(policy, query, sheet, mail) == [{"sheet", "mail"}]
