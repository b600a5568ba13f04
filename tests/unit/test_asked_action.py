"""asked_action: a yes/no question's action, and rulings on another action."""

from workers.engine.asked_action import asked_actions, rules_on_asked, word_base


def test_passive_question_asks_its_participle() -> None:
    assert asked_actions("Must guests be accompanied inside the server room?") == {"accompany"}


def test_prepositional_subject_gives_no_candidate() -> None:
    assert asked_actions("Can residents of flats in Dunmore keep pets?") == frozenset()


def test_a_proper_name_ends_a_placed_subject() -> None:
    query = "Must anglers in North Wales register their rods with the trust?"
    assert asked_actions(query) == {"register"}
    assert not rules_on_asked("but wardens can't check your catch otherwise.", query)
    assert rules_on_asked("Registering rods isn't compulsory.", query)
    assert asked_actions("Can anglers in the lower pools keep trout?") == frozenset()


def test_ruling_on_another_action_and_object_is_dropped() -> None:
    query = "Must guests be accompanied inside the server room?"
    assert not rules_on_asked("Guests must sign the visitor book on arrival.", query)
    assert rules_on_asked("Guests may walk unaccompanied once trained.", query)
    assert rules_on_asked("No guest may stay in the server room alone.", query)


def test_sense_group_and_ellipsis_keep_a_ruling() -> None:
    query = "Can tenants view their meter readings online?"
    assert rules_on_asked("Tenants cannot see readings - only landlords can.", query)
    assert rules_on_asked("only landlords can, so ask them", query)


def test_value_question_keeps_every_ruling() -> None:
    assert rules_on_asked("Staff must wear badges.", "What is the badge deposit?")


def test_a_gerund_subject_is_the_asked_action() -> None:
    query = "Is skating permitted on the Mill Pond?"
    assert asked_actions(query) == {word_base("skate")}
    assert not rules_on_asked("You can walk right round the Mill Pond on the new path.", query)
    assert rules_on_asked("Skaters must keep off the ice until it is 10 cm thick.", query)
    assert asked_actions("Is feeding the swans allowed in the park?") == {word_base("feed")}
    assert rules_on_asked("You may give the swans grain.", "Is feeding the swans allowed in the "
                                                          "park?")  # the thing it acts on


def test_it_permitted_to_asks_the_verb_after_to() -> None:
    assert asked_actions("Is it legal to pick bluebells in Hallam Wood?") == {word_base("pick")}
    assert asked_actions("Is it legal for a farmer in Devon to burn hedges?") == {
        word_base("burn")}


def test_a_proper_name_after_of_ends_the_subject() -> None:
    assert asked_actions("May residents of Orkney keep a pet ferret?") == {"keep"}
    assert asked_actions("Can members of the Holm Club bring guests?") >= {"bring"}
    assert asked_actions("Must pupils of St Ebba School wear a blazer?") == {"wear"}
    q = "May residents of Orkney keep a pet ferret?"
    assert not rules_on_asked("Rabbits may live on Orkney if they are neutered.", q)
    assert rules_on_asked("Ferrets are not allowed on Orkney.", q)
    assert rules_on_asked("Keeping ferrets is banned.", q)


def test_of_before_a_common_noun_still_gives_no_candidate() -> None:
    assert asked_actions("Must owners of listed houses register their boilers?") == frozenset()


def test_an_action_noun_or_a_party_allowed_to_act_asks_that_action() -> None:
    query = "Is photography allowed in Orvik Court courtrooms during a hearing?"
    assert asked_actions(query) == {word_base("photography")}
    assert rules_on_asked("You may take photographs in the hall, but not in the courtrooms.",
                          query)
    assert not rules_on_asked("Hearings at Orvik Court are streamed live, so anyone can watch "
                              "without a camera.", query)
    assert asked_actions("Are patrons allowed to bring phones onto the Orvik course?") >= {
        word_base("bring")}
    assert asked_actions("Are dogs allowed in Orvik Park?") == frozenset()  # a party, no act
