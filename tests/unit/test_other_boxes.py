"""An infobox titled by another thing's name holds that thing's values."""

from workers.engine import Policy
from workers.engine.other_boxes import about_other_box
from workers.engine.title_rows import box_title

from .conftest import chunk, conflict_sets

HUT = "At what height does the Carrel Hut stand?"
GROUND = "In what year did Tollcross Park in Dunmore open?"
ARCHITECT = "Who was the architect of Harwick's Fenner Drill Hall?"


def test_box_title_reads_past_a_dateline() -> None:
    assert box_title("Updated 04/2025 · Mirren Hut | Height: 3,100 m") == "Mirren Hut"
    assert box_title("Mirren Hut | Height: 3,100 m") == "Mirren Hut"
    assert box_title("Height: 3,100 m | Mirren Hut") == ""


def test_title_sharing_only_the_kind_is_another_thing() -> None:
    assert about_other_box("Mirren Hut | Pennine ridge | Height: 3,100 m | Rebuilt: 2012", HUT)
    assert about_other_box(
        "Updated 02/2025 · Lisle Road | Dunmore | Club: Dunmore Rovers | Opened: 1861", GROUND)


def test_a_place_cell_of_the_question_does_not_make_it_the_asked_thing() -> None:
    assert about_other_box(
        "Corran Memorial Library | Harwick College | Architect: Ellen Vair | Completed: 1911",
        ARCHITECT)


def test_a_title_sharing_only_the_questions_scope_is_another_thing() -> None:
    assert about_other_box("Dunmore Rovers Ground | Founded: 1880 | Opened: 1861", GROUND)
    assert not about_other_box("Tollcross Park | Dunmore | Opened: 1862", GROUND)
    assert not about_other_box("Dunmore Tollcross Grounds | Opened: 1862", GROUND)


def test_title_sharing_a_distinctive_word_is_kept() -> None:
    assert not about_other_box("Carrel Hut | Height: 3,950 m | Built: 1920", HUT)
    assert not about_other_box("Carrel Bivouac | Height: 3,950 m", HUT)
    assert not about_other_box("Fenner Hall | Architect: Ellen Vair", ARCHITECT)


def test_larger_whole_named_by_the_question_is_kept() -> None:
    assert not about_other_box("Harwick Drill Grounds | Architect: Ellen Vair", ARCHITECT)


def test_short_forms_and_initials_are_kept() -> None:
    barts = "When did St Bartholomew's Hospital open its first ward?"
    assert not about_other_box("Barts Health | Founded: 1123 | Wards: 14", barts)
    assert not about_other_box("FDH Harwick | Architect: Ellen Vair", ARCHITECT)
    acronym = "In what year was the RMLT founded?"
    assert not about_other_box("Royal Marsh Lifeboat Trust | Founded: 1862", acronym)


def test_acronym_thing_leaves_boxes_alone() -> None:
    assert not about_other_box("Tarn Valley Board | Dissolved: 1971",
                               "When was the KWB dissolved?")


def test_lower_case_thing_and_agent_row_are_kept() -> None:
    patent = "In what year did Ada Quill patent the folding easel?"
    assert not about_other_box("Folding Easel | Inventor: Ada Quill | Patented: 1851", patent)
    assert not about_other_box("Brush And Frame | Inventor: Ada Quill | Patented: 1851",
                               patent)


def test_cell_naming_the_asked_thing_keeps_the_box() -> None:
    assert not about_other_box(
        "Venues And Halls | Fenner Drill Hall | Architect: Ellen Vair", ARCHITECT)


def test_scope_only_question_and_common_headings_are_left_alone() -> None:
    scoped = "On what date was Norland's first ferry crossing made?"
    assert not about_other_box("Pell Harbour | Norland | First crossing: 3 May 1880", scoped)
    assert not about_other_box("Ticket prices | Adult: £12 | Child: £6", GROUND)
    assert not about_other_box("Tickets | Adult: £12", GROUND)


def test_bracketed_alias_is_kept() -> None:
    comet = "Who discovered Comet Pellow?"
    assert not about_other_box("C/2031 K4 (Pellow) | Discovered by: Ana Pellow", comet)


def test_other_box_disputes_nothing(policy: Policy) -> None:
    assert conflict_sets(
        policy, HUT,
        chunk("a", "Carrel Hut | Pennine ridge | Height: 3,950 m | Built: 1920", "team_wiki"),
        chunk("b", "Q: how high is the carrel hut? A: 3,950 metres, on the ridge.",
              "team_wiki"),
        chunk("c", "Mirren Hut | Pennine ridge | Height: 3,100 m | Rebuilt: 2012", "team_wiki"),
    ) == []


def test_other_box_witnesses_nothing(policy: Policy) -> None:
    stadium = "In what year did the Kelby Stadium in Dunmore open?"
    sets = conflict_sets(
        policy, stadium,
        chunk("a", "Kelby Stadium | Dunmore | Opened: 1974 | Named after: R. Kelby", "team_wiki"),
        chunk("b", "Q: how old is kelby stadium? A: It was built in 1974 after a row over "
                   "tickets.", "team_wiki"),
        chunk("c", "Did you know? Dunmore's Kelby Stadium opened in 1974!", "team_wiki"),
        chunk("e", "2 years ago · Re: Dunmore grounds — Kelby went up in '74 just down the "
                   "road from the Tarrow, which opened in 1937. — reply #3", "team_wiki"),
        chunk("d", "Tarrow Stadium | Dunmore | Opened: 1937 | Owner: Dunmore Cricket Club",
              "team_wiki"),
    )
    assert not any("d" in members for members in sets)


SIEGE = "How long did the Siege of Carrowmore last?"
TREATY = "In what year was the Treaty of Ostrava signed?"


def test_a_title_of_the_questions_kind_of_name_with_another_name_is_another_thing() -> None:
    """"Kind of Name" in the question: a box on another name of that kind, in either order,
    shares only the kind and holds the other thing's values."""
    assert about_other_box("Siege of Lanark | Began: 1312 | Length: 40 days", SIEGE)
    assert about_other_box("The Siege of Dunvale | Length: 3 months | Result: truce", SIEGE)
    assert about_other_box("Pelham Treaty | Signed: 1810 | Parties: four duchies", TREATY)


def test_a_title_naming_the_questions_thing_by_its_kind_of_name_is_kept() -> None:
    assert not about_other_box("Siege of Carrowmore | Began: 1641 | Length: 11 weeks", SIEGE)
    assert not about_other_box("Carrowmore siege | Length: 11 weeks", SIEGE)
    assert not about_other_box("Treaty of Ostrava | Signed: 1769 | Parties: two crowns",
                               TREATY)
    # another thing's box that names the asked one in a later cell stays tied to it
    assert not about_other_box("Siege of Lanark | Compare: Siege of Carrowmore | 40 days",
                               SIEGE)


WAREHOUSE = "When was the Hanseatic warehouse in King's Lynn built?"
CHAPEL = "When was the rood screen at St Olave's Chapel in Harwick carved?"


def test_a_place_whose_name_holds_a_possessive_stays_a_place() -> None:
    # "in King's Lynn" scopes the warehouse as a whole: "Lynn" is no name of the asked thing
    assert about_other_box(
        "Custom House, King's Lynn | Built: 1683 | Architect: Henry Bell", WAREHOUSE)
    assert about_other_box("Updated 03/2024 · Corn Exchange, King's Lynn | Opened: 1854",
                           WAREHOUSE)
    assert about_other_box("Market Cross, Bishop's Stortford | Raised: 1720",
                           "When were the Thorley Maltings at Bishop's Stortford built?")


def test_the_possessive_places_own_box_and_a_short_form_are_kept() -> None:
    assert not about_other_box("Hanse House, King's Lynn | Built: c. 1475", WAREHOUSE)
    assert not about_other_box("St Olave's Chapel, Harwick | Screen carved: 1493", CHAPEL)
    assert not about_other_box(
        "Bishop's Palace, Kirkwall | Built: 12th century | Death here: King Haakon IV",
        "Which Norwegian king died at the Bishop's Palace in Kirkwall?")


def test_a_possessive_owner_not_after_a_place_word_still_names_the_thing() -> None:
    # "Yale's Payne Whitney Gymnasium": Yale's is the scope, the gymnasium the thing
    assert not about_other_box("Payne Whitney Gymnasium | Opened: 1932",
                               "When did Yale's Payne Whitney Gymnasium open?")


GUILD_HOUSE = "In what year was the house of the Fenwicker guild in Dunmore built?"


def test_a_one_word_name_titling_a_box_is_another_thing_for_a_date_question() -> None:
    assert about_other_box("Holmgate | Built: 1464–1478 | Type: city gate", GUILD_HOUSE)
    assert about_other_box("Updated 05/2024 · Tollbrigg | Built: 1602 | Now: museum",
                           GUILD_HOUSE)
    assert about_other_box("Karrowmere | Height: 40 m | Founded: 1585",
                           "How tall is the Fenwicker tower?")


def test_a_one_word_title_tied_to_the_question_or_a_header_is_kept() -> None:
    assert not about_other_box("Fenwickerhaus | Built: 1535 | City: Dunmore", GUILD_HOUSE)
    assert not about_other_box("Holmgate | Built: 1535 | Guild: the Fenwickers", GUILD_HOUSE)
    assert not about_other_box("Service | Price | Lead time", GUILD_HOUSE)  # a header row
    assert not about_other_box("Holmgate | Built: 1535 | Type: guild house",
                               "Which guild house did the Fenwickers build in Dunmore?")
