"""One document answers once: its disagreeing rows about other items join no conflict."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets


def _sheet(chunk_id: str, text: str, **extra: object) -> dict[str, object]:
    return chunk(chunk_id, text, "price_sheet", doc_id="ferry-fares-2027", source_tier="primary",
                 **extra)


def test_a_sibling_row_of_the_same_sheet_is_another_item(policy: Policy) -> None:
    query = "What does an annual foot-passenger pass from Oban to Craignure cost?"
    annual = _sheet("annual", "Annual pass, foot passenger, Oban - Craignure: £610.")
    monthly = _sheet("monthly", "Monthly pass, foot passenger, Oban - Craignure: £74.")
    faq = chunk("faq", "An annual foot-passenger pass between Oban and Craignure is £610.",
                "faq", doc_id="ferry-faq", source_tier="secondary")
    assert conflict_sets(policy, query, annual, monthly, faq) == []


def test_a_row_naming_another_size_is_another_item(policy: Policy) -> None:
    query = "What is the hire charge for a 12ft box trailer?"
    small = _sheet("t12", "12' box trailer | hire £38 | deposit £100")
    large = _sheet("t16", "16' box trailer | hire £52 | deposit £150")
    mail = chunk("mail", "Our 12ft box trailers hire at £38.", "support_email",
                 doc_id="mail-1", source_tier="tertiary")
    assert conflict_sets(policy, query, small, large, mail) == []


def test_a_row_with_a_modifier_of_its_own_is_another_item(policy: Policy) -> None:
    query = "What is the season allowance for club members?"
    plain = _sheet("plain", "Season allowance: 40 rounds for club members.")
    junior = _sheet("junior", "Junior season allowance: 15 rounds, weekdays only.")
    assert conflict_sets(policy, query, plain, junior) == []


def test_a_general_row_beside_the_asked_condition_stillconflict_sets(policy: Policy) -> None:
    """The general row leaves the query's condition out without naming another case: the
    document's own specific rule and its general rule disagree, as before."""
    query = "What is the fee for a late Sunday return?"
    sunday = _sheet("sun", "4.2 Sunday returns made after 6pm are charged £30.")
    general = _sheet("gen", "4.1 A return made after 6pm is charged £20.")
    assert conflict_sets(policy, query, sunday, general) == [{"sun", "gen"}]


def test_an_abbreviation_is_no_other_item(policy: Policy) -> None:
    query = "How many days are snapshots retained for the billing database?"
    long = _sheet("long", "Snapshots of the billing database are retained for 30 days.")
    short = _sheet("short", "Retention for billing DB snapshots: 7 days.")
    assert conflict_sets(policy, query, long, short) == [{"long", "short"}]


def test_revisions_of_a_document_are_versions_not_rows(policy: Policy) -> None:
    query = "What does an annual foot-passenger pass from Oban to Craignure cost?"
    old = _sheet("old", "Annual pass, foot passenger, Oban - Craignure: £580.",
                 effective_date="2026-01-01")
    new = _sheet("new", "Monthly pass, foot passenger, Oban - Craignure: £74.",
                 effective_date="2027-01-01")
    current = chunk("cur", "Annual pass, foot passenger, Oban - Craignure: £610.",
                    "price_sheet", doc_id="fares-2027", source_tier="primary",
                    effective_date="2027-01-01")
    conflicts = conflict_sets(policy, query, old, new, current)
    assert any({"old", "cur"} <= c for c in conflicts)


def test_rows_naming_the_query_equally_stay(policy: Policy) -> None:
    """Neither row names more of the query than the other: the document cannot be read
    either way, and the rules decide as before."""
    query = "What is the processing fee for a visa letter?"
    a = _sheet("a", "Visa letter processing (standard): £40 per letter.")
    b = _sheet("b", "Visa letter processing (priority): £65 per letter.")
    assert conflict_sets(policy, query, a, b) == [{"a", "b"}]


def test_a_row_naming_a_third_of_the_best_rows_words_speaks_of_something_else(
    policy: Policy,
) -> None:
    """A clause of the same policy about another duty ("keys are returned within 5 days")
    names little of the question the best clause answers, so it joins no group."""
    query = "Within how many days must a tenant report a burst water pipe to the landlord?"
    burst = _sheet("burst", "7.1 A tenant must report a burst water pipe to the landlord "
                   "within 2 days.")
    keys = _sheet("keys", "7.4 Keys are handed back within 5 days of the tenancy ending.")
    mail = chunk("mail", "You have 3 days to report a burst pipe to your landlord.",
                 "support_email", doc_id="mail-2", source_tier="tertiary")
    assert conflict_sets(policy, query, burst, keys, mail) == [{"burst", "mail"}]


def test_a_general_row_naming_the_subject_is_not_set_aside(policy: Policy) -> None:
    """A general row names the query's subject, more than a third of what the conditional
    row names: the document's general and specific rules still meet."""
    query = "How much notice must a member give to leave the choir for health reasons?"
    general = _sheet("gen", "3.1 A member may leave the choir by giving four weeks' notice.")
    health = _sheet("health", "3.2 For health reasons a member may leave the choir on one "
                    "week's notice.")
    assert conflict_sets(policy, query, general, health) == [{"gen", "health"}]


def test_a_row_that_leaves_supersedes_out_is_still_the_revision(policy: Policy) -> None:
    query = "What is the yearly rent of a small allotment plot at the riverside site in 2028?"
    dated = {"doc_id": "plot-rents-2028-r2", "source_tier": "primary",
             "effective_date": "2028-01-01"}
    small = chunk("small", "Rents (revised). Riverside site, small plots: £48 a year.",
                  supersedes=["plot-rents-2028"], **dated)
    large = chunk("large", "Rents (revised). Riverside site, large plots: £90 a year.", **dated)
    old = chunk("old", "Rents. Riverside site, small plots: £44 a year.",
                doc_id="plot-rents-2028", source_tier="primary", effective_date="2028-01-01")
    assert conflict_sets(policy, query, small, large, old) == [{"small", "old"}]


def test_an_aside_row_goes_even_when_the_best_rows_tie(policy: Policy) -> None:
    query = "How long does Fernley take to refund a cancelled booking?"
    sheet = {"doc_id": "refund-guide", "source_tier": "primary"}
    online = chunk("online", "Cancelled bookings made online are refunded within 7 days.", **sheet)
    phone = chunk("phone", "Cancelled bookings made by phone are refunded within 14 days.",
                  **sheet)
    extras = chunk("extras", "Refunds for parking add-ons are paid within 2 days.", **sheet)
    mail = chunk("mail", "Your cancelled booking will be refunded within 10 days.",
                 "support_email", source_tier="secondary")
    found = conflict_sets(policy, query, online, phone, extras, mail)
    assert found and all("extras" not in ids for ids in found)


def test_an_agreeing_other_numbered_section_is_another_item(policy: Policy) -> None:
    query = "How many guests per room are allowed in dormitory rooms at the hostel?"
    rules = {"doc_id": "hostel-rules", "source_tier": "primary"}
    standard = chunk("standard", "2.1 Dormitory rooms: no more than two guests per room at any "
                     "time.", **rules)
    family = chunk("family", "2.3 Family suites: two guests per room unless booked as a family.",
                   **rules)
    note = chunk("note", "Proposal: allow three guests per room in dormitory rooms.",
                 "meeting_notes", source_tier="tertiary")
    assert conflict_sets(policy, query, standard, family, note) == [{"standard", "note"}]


def test_an_agreeing_restatement_of_the_document_stays(policy: Policy) -> None:
    query = "How many guests per room are allowed in dormitory rooms at the hostel?"
    rules = {"doc_id": "hostel-rules", "source_tier": "primary"}
    standard = chunk("standard", "2.1 Dormitory rooms: no more than two guests per room.", **rules)
    summary = chunk("summary", "Dormitory rooms sleep two guests per room.", **rules)
    note = chunk("note", "Proposal: allow three guests per room in dormitory rooms.",
                 "meeting_notes", source_tier="tertiary")
    assert conflict_sets(policy, query, standard, summary, note) == [
        {"standard", "summary", "note"}]


def test_a_numbered_row_with_a_modifier_of_its_own_first_is_another_item(
        policy: Policy) -> None:
    """The best row opens with the query's word past its section number; the other
    numbered row puts a word of its own before that word: another item of the document."""
    query = "What is the daily free allowance on a tipper truck rental?"
    terms = {"doc_id": "truck-terms", "source_tier": "primary"}
    daily = chunk("daily", "5.1 Tipper truck rentals include 150 km per day free of charge.",
                  **terms)
    monthly = chunk("monthly", "5.3 Monthly tipper rentals are capped at 3,000 km in total.",
                    **terms)
    mail = chunk("mail", "Hi, the tipper comes with 150 km a day free.", "support_email",
                 doc_id="mail-7", source_tier="tertiary")
    assert conflict_sets(policy, query, daily, monthly, mail) == []


def test_a_row_pricing_per_another_unit_is_another_item(policy: Policy) -> None:
    """The document's two rows price per month and per wash: two items, not one price, so
    the per-wash row, naming a third of the asked row's words, joins no conflict."""
    query = "What is the monthly rental fee for a K-20 dishwasher under the Orla Foods contract?"
    lease = {"doc_id": "orla-foods-contract", "source_tier": "primary"}
    fee = chunk("fee", "Annex 1. Equipment: one K-20 dishwasher. Rental fee: £60 per month, "
                "payable monthly.", "contract", **lease)
    soap = chunk("soap", "Annex 2. Detergent is charged at 9p per wash, read from the meter.",
                 "contract", **lease)
    book = chunk("book", "Rental price list | K-20 dishwasher | £70 per month", "price_sheet",
                 doc_id="price-list", source_tier="primary")
    assert conflict_sets(policy, query, fee, soap, book) == [{"fee", "book"}]


def test_rows_stating_different_fields_never_agree(policy: Policy) -> None:
    """A minimum-count row and a price row of one menu state nothing in common: they are two
    items, so the price row, naming a fifth of the asked row's words, joins no conflict."""
    query = "What is the minimum number of covers for a midweek brunch platter?"
    menu = {"doc_id": "brunch-menu", "source_tier": "primary"}
    rule = chunk("rule", "For midweek brunch platters (Tuesday to Thursday, delivered by 10:00), "
                 "the minimum is 10 covers.", "price_sheet", **menu)
    price = chunk("price", "Breakfast brunch | £9.50 per head | Add juice jug | £3.25 per head",
                  "price_sheet", **menu)
    general = chunk("general", "Minimum order for any platter | 18 covers | Below the minimum, "
                    "a £90 small-order charge applies", "price_sheet", doc_id="catering-prices",
                    source_tier="primary")
    assert conflict_sets(policy, query, rule, price, general) == [{"rule", "general"}]


def test_a_row_leaving_out_what_every_other_text_names_is_another_duty(
        policy: Policy) -> None:
    """Every other text names the booking; the document's setup row does not: it dates
    another event of the fair, and only the two booking dates meet."""
    query = "What is the last day to book a pitch at the trader rate for the 2028 Spring Fair?"
    terms = {"doc_id": "spring-fair-terms", "source_tier": "primary"}
    close = chunk("close", "Trader-rate pitch bookings for the 2028 Spring Fair close on "
                  "28 February 2028.", **terms)
    setup = chunk("setup", "Pitches are marked out on 3 and 4 May 2028; traders may arrive "
                  "from 7am.", **terms)
    deck = chunk("deck", "Traders: secure your pitch at trader rates - book by 20 March 2028!",
                 "partner_deck", doc_id="fair-deck", source_tier="tertiary")
    assert conflict_sets(policy, query, close, setup, deck) == [{"close", "deck"}]


def test_a_general_row_beside_a_long_asked_condition_stays(policy: Policy) -> None:
    """The general row names the query's head, not its condition ("if I bring …"): it is no
    aside however many words the condition has."""
    query = "How much is the bread-making class if I bring my own flour and apron?"
    general = _sheet("general", "Bread-making (4 hours): £70 per person")
    own = _sheet("own", "If you bring your own flour and apron, the bread-making class is £60.")
    assert conflict_sets(policy, query, general, own) == [{"general", "own"}]


def test_a_bracketed_measure_is_no_word_in_another_rows_place() -> None:
    from workers.engine.document_rows import _sequence

    assert _sequence("Pottery taster (2 hours): £40") == _sequence("Pottery taster: £40")
    assert "class" in _sequence("Pottery taster (class 2 clay): £40")  # a condition stays


def test_the_general_rows_amount_is_no_word_in_the_conditions_place(policy: Policy) -> None:
    """"All adults | £14" leaves the query's "over" out; its £14 stands where the asked row
    writes "over", yet an amount names no other item."""
    query = "What is a boat trip for adults over 70?"
    general = _sheet("all", "Boat trip | Adults | £14 per seat")
    older = _sheet("older", "Boat trip | Adults over 70 | £9 per seat")
    assert conflict_sets(policy, query, general, older) == [{"all", "older"}]


def test_a_noun_of_what_is_paid_is_no_other_item(policy: Policy) -> None:
    """"Pump-out charges" and "pump-out fee" name one item."""
    query = "What is the pump-out fee for a narrowboat on a Sunday?"
    general = _sheet("gen", "Pump-out charges | Narrowboat | £20 per visit")
    sunday = _sheet("sun", "Sunday narrowboat visits | pump-out fee £28 per visit")
    assert conflict_sets(policy, query, general, sunday) == [{"gen", "sun"}]


def test_a_number_in_the_place_of_a_number_still_names_another_item(policy: Policy) -> None:
    query = "What is the hire charge for a 12ft box trailer?"
    small = _sheet("t12", "12' box trailer | hire £38")
    large = _sheet("t16", "16' box trailer | hire £52")
    assert conflict_sets(policy, query, small, large) == []


def test_a_rule_stating_no_number_is_no_rival_row_of_a_number(policy: Policy) -> None:
    query = "How many days is CCTV footage from the loading bay kept before it is deleted?"
    kept = chunk("kept", "SS-5.1 Recordings from all yard cameras shall be retained for 45 days"
                 " and then overwritten, unless needed for an inquiry.", "security_standard",
                 doc_id="site-rules", source_tier="primary")
    vests = chunk("vests", "SS-1.2 Drivers at the loading bay shall wear hi-vis and sign in.",
                  "security_standard", doc_id="site-rules", source_tier="primary")
    ops = chunk("ops", "Task 4: delete loading-bay recordings older than 10 days from the"
                " recorder.", "runbook", doc_id="yard-runbook", source_tier="secondary")
    assert conflict_sets(policy, query, kept, vests, ops) == [{"kept", "ops"}]
