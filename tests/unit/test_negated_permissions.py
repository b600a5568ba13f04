"""However a permission is negated ("may no longer", "isn't allowed", "won't be allowed"), it
prohibits; a leading scope that only names a facet is no condition; a prohibition whose
exception sets the bound a question crosses answers it "must not". The sentences are
invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_bound import crosses_required
from workers.engine.fields.clauses import find

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "shown"),
    [("Cider pressed outside the valley may no longer be labelled as valley cider.",
      "must not"),
     ("Hunters can no longer take hares on the common.", "must not"),
     ("Unpasteurised juice isn't allowed on school menus.", "must not"),
     ("Scooters aren’t permitted on the pier.", "must not"),
     ("Visitors won't be allowed past the second gate.", "must not"),
     ("Late entries will not be accepted.", "must not"),
     ("Scooters are allowed on the pier.", "may"),
     ("Hunters can take hares on the common.", "may")],
)
def test_a_negated_permission_prohibits(text: str, shown: str) -> None:
    value = find(text, 0).value
    assert value is not None and value.display == shown


@pytest.mark.parametrize(
    ("text", "shown"),
    [("In the United Kingdom, pharmacies must not sell it to minors.", "must not"),
     ("In Japan, shops may open on Sundays.", "may"),
     ("In the library, visitors must not eat.", "must not [in the library]"),
     ("For overseas trips, staff must book through the desk.",
      "must [for overseas trips]")],
)
def test_a_leading_scope_naming_only_a_facet_is_no_condition(text: str, shown: str) -> None:
    value = find(text, 0).value
    assert value is not None and value.display == shown


@pytest.mark.parametrize(
    ("text", "query", "crosses"),
    [("Goat cheese may not be sold unless matured at least 30 days.",
      "Can dairies sell goat cheese matured under 30 days?", True),
     ("Goat cheese may not be sold unless matured at least 30 days.",
      "Can dairies sell goat cheese matured over 30 days?", False),
     ("Goat cheese may not be sold unless matured at least 20 days.",
      "Can dairies sell goat cheese matured under 30 days?", False),
     ("Goat cheese may not be sold at least 30 days after opening.",
      "Can dairies sell goat cheese matured under 30 days?", False)],
)
def test_a_prohibitions_exception_bound_against_the_asked_crossing(
        text: str, query: str, crosses: bool) -> None:
    clause = find(text, 0).value
    assert clause is not None
    assert crosses_required(clause, query) is crosses


def test_negated_rulings_worded_apart_agree(policy: Policy) -> None:
    result = run(policy, event(
        "Are dairies allowed to sell goat cheese matured under 30 days?",
        chunk("a", "Goat cheese may not be sold unless matured at least 30 days.", "team_wiki"),
        chunk("b", "A: No. Goat cheese matured under 30 days isn't allowed for sale.",
              "team_wiki"),
        chunk("c", "In the United Kingdom, dairies must not sell goat cheese matured less "
              "than 30 days.", "team_wiki"),
    ))
    assert result.context.status == "clean"
