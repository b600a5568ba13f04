"""``resolver eval`` end to end: the project's sets, its reports, gates and the README table.

The gate test holds every labelled set to floors at the figures the engine reaches now, so
``make test`` fails on a regression; raise the floors when the engine improves.
"""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from tests.governance.builders import archived
from workers.cli import main
from workers.governance.table import BEGIN, END

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
SETS = sorted(str(p) for p in DATA.glob("*.jsonl"))
POLICY = str(ROOT / "deploy" / "policy.toml")

# Floors (and ceilings) at the current figures, per set: a regression fails `make test`.
FLOORS = {
    "labelled": {"detection_precision": 1.0, "detection_recall": 1.0,
                 "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    "holdout": {"detection_precision": 1.0, "detection_recall": 0.964,
                "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    "holdout2": {"detection_precision": 1.0, "detection_recall": 1.0,
                 "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # holdout3: (snip5) a capitalised word inside a question is a name ("Payments API"), not
    # the payment-terms attribute: 0.939 / 0.861 -> 0.941 / 0.889.
    # (q12i, session 12) another payee named where the question's is expected: h3-030 matched,
    # 0.971 / 0.917, false positives 0.000.
    "holdout3": {"detection_precision": 0.971, "detection_recall": 0.944,
                 "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    "holdout4": {"detection_precision": 1.0, "detection_recall": 1.0,
                 "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # holdout5: (ent7) an amount answers a money question whatever word sits near it:
    # 0.943 / 0.943 -> 0.944 / 0.971 (h5-039). (ram5) the question's own name is no narrower
    # case for specificity: attribution 0.912 -> 0.941 (h5-022 decided by majority).
    # (q12f, session 12) a sales-channel facet: h5-047 decided right, attribution 0.971.
    # (q12l) a heading naming another thing is read with its sentence: h5-015 clean, 0.971.
    # (q17j, session 17) a first piped line holding a price is a data row ("Basic | GBP
    # 240.00"): h5-033's false alarm gone, 1.000 / 1.000, false positives 0.000.
    "holdout5": {"detection_precision": 1.000, "detection_recall": 1.000,
                 "attribution_accuracy": 0.971, "citation_fidelity": 1.0},
    # holdout6: (snip5) torque read in newton-metres (h6-043): 0.926 / 0.806 -> 0.929 / 0.839.
    # (q12l, session 12) headings naming another thing: h6-007, h6-010 clean, 1.000 / 0.839.
    "holdout6": {"detection_precision": 1.0, "detection_recall": 0.935,
                 "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # holdout7: written blind after issue 7's first round; scored once, before any tuning
    # (0.119 / 0.156); labels, periods, bounds, numbered things and the question's kind
    # then took it to 0.297 / 0.344. Then (ent7) chunks whose values are of an undisputed
    # dimension take no side, the kind of value a question asks for, pence and per-TB units,
    # an amount's period from its equals, idioms, the asked case, lower-case "new" as no
    # entity and money answering a money question: 0.462 / 0.562, false positives 0.134.
    # then (forms7) ranges read as one value with two ends ("1-2 working days" agrees with
    # "one working day"): 0.474 / 0.562, false positives 0.132.
    # Released for tuning in session 12 (q12f: other cases, modifiers and prices, a channel
    # facet, claims of another asked facet value; q12d: a reply's other region):
    # 0.657 / 0.719, false positives 0.071, 3 of 19 flagged.
    # (q21d, session 21) a header column the question names, 'advance notice' asks a lead time and
    # 'last' a length, add-on rows, an optional extension's term, a whole and its summed parts:
    # holdout7: 0.735 / 0.781 -> 0.758 / 0.781.
    # session 24 (q24a-h): holdout7: 0.758 / 0.781 -> 0.781 / 0.781.
    "holdout7": {"detection_precision": 0.781, "detection_recall": 0.781,
                 "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # holdout8: an eighth enterprise set, written blind (branch blind8, 2026-12-02 11:07) by a
    # helper who never read or ran the engine; scored on bc9a316 (session 12's start) and on
    # 648297a (after its first four quality branches), summary lines only, the same both
    # times: 0.234 / 0.355, attribution 0.818, false positives 0.236, 12 of 19 agreeing events
    # flagged, 29 of 31 caught, event status 22 of 50.
    # Released for tuning in session 12 (its mismatches read at 11:17 UTC); then (q12i) a
    # sentence opening on another product's name: 0.256 / 0.355, false positives 0.184, 9 of
    # 19 flagged.
    # Then (q12k: another member of the asked kind, ages and recurrences) 0.275 / 0.355,
    # false positives 0.162, 6 of 19 flagged.
    # Then (q12l: headings, rows about another thing) 0.324 / 0.387, attribution 0.833,
    # false positives 0.144, 5 of 19 flagged.
    # holdout8 false positives 0.047 -> 0.037 (q16d, q16e).
    # holdout8 -> 0.667 / 0.710 (q16n: endpoint labels, row headings naming the question's own name,
    # access-matrix 'only' cells, clause codes, product codes in brackets).
    # (q20d, session 20) 'Under-18s' is the code 'under-18', clause numbers are no modifiers, the
    # query's first attribute keys its answers, '<query noun> <own head> is' sentences are about
    # that head: holdout8: 0.667 / 0.710 -> 0.697 / 0.742, attribution 0.909 -> 0.913.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # holdout8: 0.697 / 0.742 -> 0.719 / 0.742.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout8:
    # 0.719 / 0.742 -> 0.719 / 0.742.
    "holdout8": {"detection_precision": 0.719, "detection_recall": 0.742,
                 "attribution_accuracy": 0.913, "citation_fidelity": 1.000},
    # holdout9: a ninth enterprise set, written blind (branch blind9, 2026-12-02 11:25), the
    # enterprise check set of session 12; scored on bc9a316 (the session's start): 0.178 /
    # 0.250, attribution 0.875, false positives 0.310, 15 of 19 agreeing events flagged, 26 of
    # 31 caught; on ef39df7 (after nine quality branches): 0.238 / 0.312, attribution 0.900,
    # false positives 0.292, the same 15 of 19 flagged and 26 of 31 caught.
    # On e423594 (the final engine): 0.250 / 0.312, false positives 0.280, 13 of 19 flagged.
    # holdout10: a tenth enterprise set, written blind (branch blind10, 2026-12-02 12:07); on
    # bc9a316 0.189 / 0.219, attribution 0.714, false positives 0.206, 11 of 19 flagged, 21 of 31
    # caught; on e423594 0.200 / 0.219, false positives 0.181, 10 of 19 flagged.
    # Released for tuning in session 13. Then (document_rows.py, one document answers once)
    # holdout8 0.361 / 0.419 (5 of 19 flagged), holdout9 0.379 / 0.344 (13 -> 5 of 19),
    # holdout10 0.370 / 0.312, attribution 0.800 (10 -> 5 of 19).
    # Then (observed.py: averages are no rule) holdout10 0.400 / 0.312, 3 of 19 flagged.
    # Then (q13e: a later cell of a one-line row is read with the cells before it) 0.423 /
    # 0.344, attribution 0.818, 21 of 31 caught (h10-046); snippets16 0.800 / 0.800.
    # Then (q13f: a temperature question asks degrees; readings "logged at" are observed)
    # holdout8 0.486 / 0.548 (4 of 19 flagged), holdout9 0.407 / 0.344 (4 of 19), holdout10
    # 0.440 / 0.344.
    # Then (q13h: yes/no clauses, the ruling that shares the question's words, "only X" and
    # "no X may") holdout9 0.414 / 0.375 (25 of 31 caught: h9-031, h9-042), holdout10 22 of
    # 31 caught (h10-030) but 0.423 precision and false positives 0.055 -> 0.059, h9 0.134 ->
    # 0.138: the new catches h9-042 and h10-030 hold a distractor clause beside the disputed
    # pair. snippets16 0 of 45 flagged (0.857 / 0.800), snippets17 1 of 45 (0.538 / 0.467,
    # citation fidelity 6/7: sn17-029's correct citation went with its false alarm).
    # Then (q13g: a clause naming the query's one attribute before its value is keyed by it;
    # "without charge" asks no money) holdout9 0.452 / 0.438 (27 of 31: h9-009, h9-014),
    # holdout10 0.444 / 0.375 (23 of 31: h10-044), holdout3 recall 0.944 (h3-050), holdout5
    # 0.972 / 1.000 (h5-048); snippets 0.500 / 0.467, its pair rate 0.010 -> 0.011 (sn-002, a
    # disagreeing event, now one wrong conflict of four chunks instead of two of two).
    # Then (q13j: a yes/no question drops a clause ruling on another action; q13i: a yes/no
    # sentence is keyed on its clause, acronyms of the query's words) holdout9 0.484 / 0.469,
    # holdout10 0.500 / 0.438, 24 of 31 caught (h10-043).
    # Then (q13k: siblings' supersedes, agreeing sibling sections, another country, the other
    # flow) holdout8 0.514 / 0.581, holdout9 0.548 / 0.531. Then (q13p: "30 days' treatment"
    # counts treatment, not validity) holdout8 0.543 / 0.613 (h8-024). Then (q13r: a label or
    # coded rule headed by another thing's noun) holdout8 0.559 / 0.613 (3 of 19 flagged),
    # holdout7 0.686 / 0.750 (h7-036). Then (q13q: schedule verbs govern dates in enterprise
    # when-questions) holdout7 0.706 / 0.750 (2 of 19 flagged), holdout8 0.576 / 0.613 (2 of
    # 19), holdout10 0.536 / 0.469 (h10-022 matched).
    # Then (q13b) holdout8 0.472 / 0.548, attribution 0.882; holdout9 0.393 / 0.344 (caught
    # 24 -> 23: h9-041 had been caught only through a wrong member, badge logs beside CCTV);
    # holdout6 recall 0.839 -> 0.871 (h6-003, "one calendar month's notice" read).
    # Session 14, q14f (fee questions asking a share, a second ask led by a preposition, an
    # endpoint's path, invoice/discharge date bases): holdout10 0.586 / 0.531, attribution
    # 0.882, 25 of 31 caught; holdout12 0.808 / 0.656, attribution 0.905, 24 of 31 caught.
    # Then (q14h: a ranked document's sentence that names the question's head noun under
    # modifiers of its own is another thing's) holdout10 0.630 / 0.531 (2 of 19 flagged; 24
    # of 31 caught: h10-029 had been caught only through a wrong conflict), holdout9 0.633,
    # holdout4 1.000 / 1.000 (h4-019 matched).
    # Then (q14w: a condition opening a later clause is no case of the value; a numbered
    # clause's opening subject restricts its rule) holdout10 attribution 0.941, holdout15
    # 1.000, holdout16 1.000 (no wrong citation); check set holdout14 (summary lines only)
    # attribution 0.947.
    # Then (q14x sibling_attributes: "falls due" answers a payment-terms question, mileage
    # "reimbursed at" a payment one) holdout10 0.643 / 0.562, attribution 0.944, 25 of 31;
    # holdout9 0.645 / 0.625, attribution 0.950, 28 of 31; holdout11 0.700 / 0.656, 27 of 31.
    # Then (q14y working_days: a period in working days that measures the question's noun
    # compares with calendar days; a price's billing term in brackets is no how-long answer)
    # holdout10 0.655 / 0.594, attribution 0.947; holdout7 0.735 / 0.781 (h7-009 matched).
    # After q15k (a percentage of a rate or a percentage fee answers a money question; how soon asks
    # a period; lone prices join a lone on-topic amount): 27 of 31 caught; precision 0.655 -> 0.633:
    # h10-018 is now caught without its wiki chunk, one more predicted conflict that is not a
    # labelled one.
    # After q15s: 0.655 / 0.594 (h10-049 loses a stray second conflict).
    # holdout10 -> 0.690 / 0.625, attribution 0.950 (q16d other_actions: a modal clause of another
    # party's other action is dropped).
    # (q20q, session 20) a row no other document echoes is a variant beside an echoed sibling row:
    # holdout10: 0.690 / 0.625 -> 0.714 / 0.625.
    # session 27: q26a-d merged: holdout10: 0.714 / 0.625 -> 0.714 / 0.625, attribution 0.950 ->
    # 1.000.
    # session 30: holdout10 rose to 0.741 / 0.625 while any number after "plus" was an addend,
    # and went back to 0.714 when only a bare one was ("plus one free hot meal" is read again).
    "holdout10": {"detection_precision": 0.714, "detection_recall": 0.625,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # After q15s: 0.667 / 0.625, 2 of 19 flagged.
    # holdout9 -> 0.700 / 0.656 (q16e rows).
    # holdout9 -> attribution 1.000 (q16o: specificity reads leading Where/If cases in full and, as
    # a guarded fallback, row labels and opening phrases; general rows with a bracketed measure
    # stay).
    # (q20q, session 20) a row no other document echoes is a variant beside an echoed sibling row:
    # holdout9: 0.700 / 0.656 -> 0.733 / 0.688.
    # (q21d, session 21) a header column the question names, 'advance notice' asks a lead time and
    # 'last' a length, add-on rows, an optional extension's term, a whole and its summed parts:
    # holdout9: 0.733 / 0.688 -> 0.759 / 0.688.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout9:
    # 0.759 / 0.688 -> 0.767 / 0.719.
    # session 25: q25a and q25b merged: holdout9: 0.767 / 0.719 -> 0.774 / 0.750.
    "holdout9": {"detection_precision": 0.774, "detection_recall": 0.750,
                 "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout12: a twelfth enterprise set, written blind (branch blind12, 2026-12-02 13:14), a
    # second enterprise check set of session 13; on 1f7535a (the session's start) 0.480 /
    # 0.375, attribution 0.833, false positives 0.078, 4 of 19 flagged, 21 of 31 caught; on
    # 42651be 0.609 / 0.438, attribution 0.857, false positives 0.048, 3 of 19 flagged, 20 of
    # 31 caught (summary lines only). After q13h 0.625 / 0.469, attribution 0.867, 21 of 31;
    # after q13g 0.640 / 0.500, attribution 0.875, 22 of 31, pair rate 0.048 -> 0.051;
    # after q13k 0.720 / 0.562, attribution 0.889, pair rate 0.038.
    # Released for tuning in session 14; then (other_amounts: money received, "now" against a
    # past year, a share "of" a whole) 0.750 / 0.562, false positives 0.022, 2 of 19 flagged.
    # Then (q14j: keys) holdout12 0.821 / 0.719, attribution 0.913, 26 of 31 caught;
    # holdout11 0.625 / 0.469; holdout9 0.613 / 0.594, attribution 0.947; holdout8 0.625 /
    # 0.645, attribution 0.900; holdout6 recall 0.903 (h6-017 caught); snippets14 attribution
    # 1.000, no wrong citation.
    # Then (q14m: a chunk writing no fee word nor the act of the query's one fee prices
    # something else; a bracketed amount illustrating a percentage rule is no claim) 0.885 /
    # 0.719, 0 of 19 flagged.
    # holdout12 -> 28 of 31 caught (q16g: measured_rows, identifiers in digit groups,
    # restated_cases, question nouns ending at the auxiliary, asked codes).
    # session 25: q25a and q25b merged: holdout12: 0.897 / 0.812 -> 0.900 / 0.844, attribution 0.923
    # -> 0.926.
    "holdout12": {"detection_precision": 0.900, "detection_recall": 0.844,
                  "attribution_accuracy": 0.926, "citation_fidelity": 1.0},
    # holdout11: an eleventh enterprise set, written blind (branch blind11, 2026-12-02 12:50),
    # the enterprise check set of session 13; on 1f7535a (the session's start) 0.357 / 0.312,
    # attribution 0.900, false positives 0.097, 7 of 19 agreeing events flagged, 21 of 31
    # caught, event status 27 of 50 (summary lines only).
    # Then (session 13, one document answers once: document_rows.py) 0.458 / 0.344,
    # attribution 0.909, false positives 0.062, 4 of 19 flagged, 20 of 31 caught.
    # Then (q13b: a row naming at most a third of its version's best row's query words is
    # aside; "one calendar month's notice") 0.500 / 0.375, attribution 1.000, false
    # positives 0.050, 4 of 19 flagged, 20 of 31 caught, event status 33 of 50. After q13g
    # 0.520 / 0.406, 21 of 31 caught. Released for tuning in session 14; then
    # (other_amounts) 0.565 / 0.406, false positives 0.039, 2 of 19 flagged.
    # Then (q14c: a flattened row's value read with its label cell) 0.609 / 0.438, 1 of 19
    # flagged, 22 of 31 caught.
    # Then (q14q: an access matrix's "Role: rule" cells read) 0.640 / 0.500, 23 of 31.
    # Then (q14p: bases counted from a verb's event, one-line role matrices, code questions,
    # macro labels) 0.667 / 0.562, 25 of 31; holdout12 0.889 / 0.750, attribution 0.917, 27 of
    # 31; holdout8 0.636 / 0.677, attribution 0.905, 30 of 31; holdout15 0.821 / 0.719,
    # attribution 0.913, 27 of 31; holdout16 0.960 / 0.750, attribution 0.958, 24 of 31,
    # wrong citations 0.053. Check sets (summary lines only): holdout13 0.630 / 0.531,
    # attribution 0.941, 19 of 31 caught; holdout17 0.667 / 0.562, attribution 0.944, 25 of 31.
    # Then (q14t two_asks: a question joining two asks of different kinds keeps both kinds,
    # each keyed apart) holdout11 0.690 / 0.625, 26 of 31; holdout12 0.893 / 0.781,
    # attribution 0.920; holdout16 1.000 / 0.844, attribution 0.963, wrong citations 0.050;
    # check set holdout14 (summary lines only) 0.731 / 0.594, attribution 0.895, 20 of 31.
    # holdout11 false positives 0.039 -> 0.029 (q16e document_rows: rows pricing per different units
    # never agree); h11-041 now resolves instead of escalating (wrong: it was right by accident
    # through an over-wide conflict), counts unchanged.
    # holdout11 -> 0.724 / 0.656, fp 0.027 after q17o (how late/early questions ask values; the
    # asked item's own count; counts after plural verbs and heads; per-units in either order;
    # heading codes) (h11-010).
    # (q20r, session 20) freeze as an attribute, a reader's current figure, minimum-only prices,
    # counts per another item: holdout11: 0.724 / 0.656 -> 0.750 / 0.656.
    # session 25: q25a and q25b merged: holdout11: 0.750 / 0.656 -> 0.759 / 0.688.
    "holdout11": {"detection_precision": 0.759, "detection_recall": 0.688,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets: answer slots traded one of 15 conflicts (recall 0.267 -> 0.200) for precision
    # 0.027 -> 0.047 and a false-positive rate of 0.667 -> 0.386 (issue 7: precision first);
    # page preambles, slot answers and the distractor rules then took it to 0.190 / 0.267,
    # false positives 0.066.
    # then dates before the web, past-framed sentences and values one chunk states side by
    # side: 0.294 / 0.333, false positives 0.013 (no agree-event false alarm left).
    # then (issue 7, snippet false alarms) a physical attribute takes only its kind and the
    # value nearest the question's words: 0.333 / 0.333.
    # then (snip4) infobox rows read part by part: false positives 0.013 -> 0.012.
    # then (snip5) number words as whole words, 'under' as a loose bound: 0.400 / 0.400.
    # then (snip6) a value another named thing owns in its clause is no answer: 0.467 / 0.467.
    # Lowered (q19b, session 19): one more event caught (13 -> 14 of 15) whose conflict misses a
    # member, so precision 0.500 -> 0.467.
    # session 32 (68ddc12c): snippets: 0.467 / 0.467 -> 0.500 / 0.467.
    "snippets": {"detection_precision": 0.500, "detection_recall": 0.467,
                 "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets2: a second blind snippet set (2026-12-01), scored once before any tuning:
    # 0.091 / 0.267, false positives 0.304, 26 of 45 agree-events not clean. Rounded
    # conversions, the dimension asked, comparisons, labels, "which" questions, approximate
    # answers ("about 24,000") and range ends then: 0.083 / 0.200, false positives 0.216
    # (20 of 45 agree-events not clean). Ages ("debut at 19") and concentrations ("32 mg/100
    # ml") as no answers: 0.088 / 0.200, false positives 0.190 (18 of 45); a yes/no
    # clause about another object ("hand luggage" for "checked luggage") beside one about the
    # query's: 0.091 / 0.200, false positives 0.180 (17 of 45); bare model codes ("X6") and
    # variant words ("Trail 2 UL") as other models: false positives 0.174; another model's
    # answers left out of a slot question: 0.094 / 0.200, false positives 0.173 (16 of 45);
    # listed variants with another number ("Card 24h" for the 72-hour card): 0.097 / 0.200,
    # false positives 0.172 (15 of 45); a physical measure of part of something ("160 km of
    # the river") as no answer: false positives 0.167; a number in words rounding as the other
    # is written ("four hundred and twelve kilometres", "256 miles"): 0.100 / 0.200, false
    # positives 0.157 (14 of 45). Space-grouped thousands and capitals that are no units,
    # clauses only where a question asks them, worded exceptions, a subject's own release,
    # physical attributes, listed parts, undecided sentences, other kinds, anomalies and
    # other activities: 0.176 / 0.200, false positives 0.045 (2 of 45); other ingredients and
    # cases ("For a half batch, …"): false positives 0.039.
    # then (snip4, causes found on snippets3) infobox rows read part by part ("Arms: 8 ·
    # Hearts: 3"): 0.235 / 0.267, false positives 0.039 (2 of 45).
    # then (snip5) a duration in the genitive ("2 minutes' walk") as another thing: 0.250 /
    # 0.267, false positives 0.037.
    # then (charitable reading: a page that also states the value most other pages give is
    # read as giving it): 0.267 / 0.267, false positives 0.022 (0 of 45 agree-events).
    # both together: 0.286 / 0.267, false positives 0.020.
    "snippets2": {"detection_precision": 0.417, "detection_recall": 0.333,
                  "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # snippets3: a third blind snippet set (2026-12-01 11:00), scored once before any tuning
    # on main at 5c28719: 0.000 / 0.000, false positives 0.147, 18 of 45 agree-events not
    # clean. After the snip3 and ram3 rules (tuned on other sets): 0.036 / 0.067, false
    # positives 0.132, 15 of 45.
    # then (snip4) causes found on this set, so it is no longer blind: infobox rows, list
    # items with their value in parentheses, time offsets ("70 years ago"), the kind a
    # question names (a time of day, a power, a wingspan), feet and inches, a measure of
    # another noun ("the 40 cm visitor telescope"), an event stated without its date
    # ("reopened today") and a value set against another ("€14.90 instead of €19.50"):
    # 0.125 / 0.133, false positives 0.038, 2 of 45 agree-events not clean.
    # then (snip5) compound durations read as one ("8 min 20 s", "8m20s"): no status changes,
    # but the one agree-event still escalated (sn3-005: "≈ 499 s" against "8 min 20 s")
    # now compares six chunks instead of three, so false positives (pairs) 0.038 -> 0.053.
    # then (web8, web9) the session's web-snippet causes: detection precision 0.125 -> 0.214.
    # then (measure9, event9) the asked measure and the asked event: 0.357 / 0.333.
    # session 25: q25a and q25b merged: snippets3: 0.357 / 0.333 -> 0.400 / 0.400.
    # session 32 (68ddc12c): snippets3: 0.400 / 0.400 -> 0.467 / 0.467.
    "snippets3": {"detection_precision": 0.467, "detection_recall": 0.467,
                  "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # snippets4: a fourth blind snippet set (branch blind4, 2026-12-01 13:30), scored once
    # before any tuning on it, with power and compound durations already read (snip5 phase
    # 1): 0.023 / 0.067, false positives 0.311, 29 of 45 agree-events not clean, event
    # status 19 of 60 (on main without them: 0.024 / 0.067, false positives 0.306).
    # then (snip5) causes found on this set, so it is no longer blind: page furniture
    # counts, number words as whole words, spelled compound durations, bases of amounts
    # ("per 100 g"), names inside questions, torque, percentage questions, what a "how
    # much" question measures, rounding to a two-digit whole, items of a product ("2 × 40
    # min"): 0.027 / 0.067, false positives 0.236, 25 of 45, event status 24 of 60.
    # with the charitable reading merged (main, also tuned on this set): 0.040 / 0.067,
    # false positives 0.129, 14 of 45 agree-events not clean, event status 35 of 60.
    # and with ent7's rules merged: 0.083 / 0.133, false positives 0.112, 13 of 45.
    # then (snip6) owners of values, round figures, possibility modals, share rates, 'today'
    # sentences, possessive groups and subsets: 0.125 / 0.133, false positives 0.054, 5 of 45.
    # then (forms7) "395 kr" read as money agreeing with DKK 395, ranges, scale words:
    # 0.133 / 0.133, false positives 0.044, 4 of 45.
    # then (web8, web9) the session's web-snippet causes: detection precision 0.133 -> 0.182.
    # then (session 13, observed.py) 0.091 / 0.067, attribution 1.0: sn4-044's conflict had
    # matched by chunk ids with a wrong reading (a climate row's "average high 29 °C" read in
    # place of its record high); the row's average is now no claim, so the conflict holds
    # four of the five expected chunks. Same events caught (11 of 15), same false alarms.
    # (q21c, session 21) number words in compound modifiers ('a two-hour session'), 'three hundred
    # sixty-one', 'how many kilograms' asks a measure, a dotted clause number is no amount:
    # snippets4: 0.091 / 0.067 -> 0.167 / 0.133.
    # session 28 (passing_values): snippets4: 0.167 / 0.133 -> 0.182 / 0.133.
    "snippets4": {"detection_precision": 0.182, "detection_recall": 0.133,
                  "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # snippets5: a fifth blind snippet set (branch blind5, 2026-12-01 13:30), the check set:
    # no one tuning the engine read it. Scored on 6aecf6b, before this session's rules:
    # 0.147 / 0.333, false positives 0.140, 16 of 45 agree-events not clean, event status
    # 36 of 60. Scored once more on 7581ba6, after every rule of the session (snip5, ent7,
    # ram4 and the charitable reading, tuned on other sets): 0.222 / 0.400, false positives
    # 0.093, 11 of 45 agree-events not clean, event status 42 of 60.
    # then (snip6, tuned on it: no longer blind) owners of values, the question's own
    # qualifiers, share rates, percentages in words: 0.300 / 0.400, false positives 0.053,
    # 4 of 45.
    # then (forms7) ranges as one value ("2–8 °C", "+2 to +8 °C", "36–46 °F"): 0.333 / 0.400,
    # false positives 0.043, 3 of 45.
    # then (web8, web9) the session's web-snippet causes: detection precision 0.333 -> 0.429.
    # session 31: snippets5: 0.500 / 0.467 -> 0.467 / 0.467.
    # (lowered on purpose: sn5-003 is now escalated as labelled (it was clean) by a conflict of
    # three of its four value pages: an unmatched conflict where there was none)
    "snippets5": {"detection_precision": 0.467, "detection_recall": 0.467,
                  "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # snippets6: a sixth blind snippet set (branch blind6, 2026-12-01 16:15), the check set
    # of the session: no one tuning the engine reads it. Scored on afa74cd, before the
    # session's rules: 0.100 / 0.133, false positives 0.064, 5 of 45 agree-events not
    # clean, event status 48 of 60. Scored once more on 75c9767, after every rule of the
    # session (snip6, ram5, tuned on other sets): the same figures, the same five
    # agree-events not clean, event status 48 of 60 -- the session's rules did not carry over.
    # then a "how long" question asks for a period, never money or a code (asked.PERIOD;
    # found reading this set's mismatches, so it is no longer untouched): 0.111 / 0.133,
    # false positives 0.061, 4 of 45; no other set changed (101 how-long questions in all).
    # then (forms7) a value set aside is never read again in parts ("2–4 players" gives no
    # bare 4): 0.118 / 0.133, false positives 0.052, 3 of 45.
    # then (web8, web9) the session's web-snippet causes: detection precision 0.118 -> 0.143.
    # snippets6 -> 0.286 / 0.267 after q17o (how late/early questions ask values; the asked item's
    # own count; counts after plural verbs and heads; per-units in either order; heading codes)
    # (sn6-008).
    # session 32 (68ddc12c): snippets6: 0.286 / 0.267 -> 0.357 / 0.333.
    "snippets6": {"detection_precision": 0.357, "detection_recall": 0.333,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets7: a seventh blind snippet set (branch check7, 2026-12-01 19:08), the check set
    # of the session: no one tuning the engine read it. Scored on f92f856, before the
    # session's rules: 0.000 / 0.000, false positives 0.134, 16 of 45 agreeing events
    # flagged, 10 of 15 disagreeing caught, event status 34 of 60. Scored once more on
    # 256df02, after every rule of the session (forms7, ram6, tuned on other sets): 0.034 /
    # 0.067, false positives 0.133, 13 of 45 flagged, 11 of 15 caught, event status 38 of 60.
    # then (snip7, tuned on it) currencies named by country or beyond the big few, "must
    # never", knots and nautical miles, dot-grouped amounts with a decimal comma: 0.091 /
    # 0.133, false positives 0.100, 9 of 45 flagged, 12 of 15 caught, event status 43 of 60.
    # then (web8, web9) the session's web-snippet causes: detection precision 0.091 -> 0.133.
    # (q12e, session 12) a parenthesis of participle facts is no second entity: 0.462 / 0.400.
    # (q12i) a sentence opening on another product's name: 0.538 / 0.467.
    "snippets7": {"detection_precision": 0.538, "detection_recall": 0.467,
                  "attribution_accuracy": 1.0, "citation_fidelity": 1.0},
    # snippets8: an eighth blind snippet set (branch check8, 2026-12-01 22:30), the check set
    # of the session: no one tuning the engine read it. Scored on 61e556a, before the
    # session's rules: 0.067 / 0.133, false positives 0.122, 14 of 45 agreeing events
    # flagged, 11 of 15 disagreeing caught, event status 39 of 60. Scored once more on
    # 4c34a93, after every rule of the session (web8, web9, ram8, ram9, tuned on other sets;
    # they took the tuning snippet sets from 21 to 2 of 315 flagged): 0.069 / 0.133, false
    # positives 0.120, 13 of 45 flagged, 11 of 15 caught, event status 40 of 60.
    # Released for tuning in the next session (2026-12-02, after measure9 and subject9 were
    # tuned on it): 0.105 / 0.133, false positives 0.066, 4 of 45 flagged, 11 of 15 caught;
    # 0.111 / 0.133, false positives 0.054, 3 of 45 flagged after the asked event (event9).
    # After q15d: 0.188 / 0.200, 1 of 45 flagged ('within 40 miles of' is a distance, not the
    # diameter).
    # snippets8 -> 0.231 / 0.200 after q17p (possessive tails and measured brackets tell no entity;
    # a title is a table row's first cell and no sentence); its false-positive rate 0.032 -> 0.035:
    # sn8-044's two entity halves are one conflict now, which pairs one more distractor (flagged
    # count unchanged, 1 of 45).
    # (q21f, session 21) one more event caught (comparison terms, counted heads) by a conflict whose
    # members differ from the label (a page left out or another value's page in): snippets8: 0.231 /
    # 0.200 -> 0.214 / 0.200.
    # session 24 (q24b, bare_numbers._counts_here: a hyphenated count before a name): false
    # positives 0.043 -> 0.044, inside the one event of snippets8 already flagged.
    # session 27: q27a-e merged: snippets8: 0.214 / 0.200 -> 0.200 / 0.200.
    # (lowered on purpose: sn8-001: "the sub-surface Metropolitan opened in 1863" is now another
    # name's date, 1890 left)
    # session 28 (passing_values): snippets8: 0.200 / 0.200 -> 0.267 / 0.267.
    # session 28 (passing_values): snippets8: 0.267 / 0.267 -> 0.267 / 0.267, attribution 1.000 ->
    # 0.750.
    # (lowered on purpose: session 28, passing_values: one more conflict matched (4 of 15, was 3),
    # decided by specificity where majority was expected)
    "snippets8": {"detection_precision": 0.267, "detection_recall": 0.267,
                  "attribution_accuracy": 0.750, "citation_fidelity": 1.0},
    # snippets9: a ninth blind snippet set (branch check9, 2026-12-01 23:40), kept for the
    # next session as its check set: no one has tuned on it. Scored once, blind, on 8750acc
    # (this session's end): 0.111 / 0.200, false positives 0.123, 13 of 45 agreeing events
    # flagged, 14 of 15 disagreeing caught, event status 45 of 60.
    # Scored once more on 912c968 (2026-12-02, after the asked-measure and rivals gates, tuned
    # on other sets): 0.148 / 0.267, false positives 0.118, 13 of 45 flagged, 14 of 15 caught,
    # event status 45 of 60; then released for tuning. Attribution 3 of 4: sn9-016's conflict
    # now holds all six pages (before, one was missed and the conflict did not match at all)
    # and its chain reads specificity, majority where the label has majority alone (same
    # winner): a conflict found, whose chain names one rule more. Tuned on by read9 and event9:
    # 0.182 / 0.267, false positives 0.060, 8 of 45 flagged, 14 of 15 caught; and by lists9:
    # 0.190 / 0.267, false positives 0.050, 7 of 45 flagged.
    # Session 14, q14s (a modified subject set against another modifier is a rival; a thread
    # title naming another thing owns its post; a value of a closed past period before a
    # change; a breakdown part naming the question's qualifier): snippets9 0.333 (1 of 45
    # flagged), snippets12 1.000 / 1.000 (0 of 45), snippets23 0.625 / 0.667 (0 of 45).
    # After q15i: attribution 1.000 (sn9-016 decided by majority alone).
    # snippets9 -> 0.357 / 0.333, fp 0.004 after q17a (offers/product_lines: a listing's values
    # describe the item for sale, not the asked subject).
    # q18d: sn9-044 matches exactly ('bred' is the past of 'breed').
    # session 28 (passing_values): snippets9: 0.429 / 0.400 -> 0.462 / 0.400.
    "snippets9": {"detection_precision": 0.462, "detection_recall": 0.400,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets10: a tenth blind snippet set (branch check10, 2026-12-02 01:05), the check set
    # of the session: no one tuning the engine has read it. Scored on 8b0d237's engine before
    # the session's rules: 0.292 / 0.467, false positives 0.098, 12 of 45 agreeing events
    # flagged, 11 of 15 disagreeing caught, event status 42 of 60. Once more on 912c968 (after
    # measure9 and subject9): 0.318 / 0.467, false positives 0.088, 10 of 45 flagged, 11 of 15
    # caught, event status 44 of 60. A third time on 56dfd16 (after read9 and event9, tuned on
    # snippets9): 0.389 / 0.467, false positives 0.065, 7 of 45 flagged, 10 of 15 caught.
    # A fourth time on 06721c6 (after lists9): 0.412 / 0.467, false positives 0.052, 6 of 45
    # flagged, 10 of 15 caught, event status 47 of 60.
    # Released for tuning 2026-12-02 (session 10); after that session's five rules: 0.636 / 0.467,
    # false positives 0.004, 0 of 45 flagged, 10 of 15 caught.
    # (q20n, session 20) lowered: newly caught conflicts (sn10-052, sn32-056) leave out a member
    # chunk, a miss and an unexpected conflict each; caught rises: snippets10: 0.727 / 0.533 ->
    # 0.667 / 0.533.
    # (q20l, session 20) lowered: the newly caught sn10-028 conflict also takes in a forum chunk's
    # other date; caught rises: snippets10: 0.667 / 0.533 -> 0.615 / 0.533.
    "snippets10": {"detection_precision": 0.615, "detection_recall": 0.533,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets11: an eleventh blind snippet set (branch check11, 2026-12-02 04:00), the check
    # set of the session: no one tuning the engine has read it. Scored on eb97c3b's engine
    # before the session's rules: 0.261 / 0.400, false positives 0.069, 8 of 45 agreeing
    # events flagged, 13 of 15 disagreeing caught, event status 47 of 60.
    # Once more on f24a55c (the session's end, after conceded values, other events' dates,
    # whose value, restated units and Q/A pages, merged on the tuning sets' evidence):
    # 0.250 / 0.400, false positives 0.069, 8 of 45 flagged, 14 of 15 caught, event status
    # 48 of 60: one more predicted conflict, one more catch, no fewer flagged events. One
    # helper's grep once printed snippets11 lines among others; nothing was built from them.
    # Then released for tuning (credits10 and money10 read its flagged events): 0.375 / 0.400,
    # false positives 0.013, 0 of 45 flagged, 14 of 15 caught.
    # q18i (dates without a year): one more conflict matched; attribution 1.000 -> 0.889 because
    # that conflict's winner is not the labelled one. (session 18)
    "snippets11": {"detection_precision": 0.600, "detection_recall": 0.600,
                   "attribution_accuracy": 0.889, "citation_fidelity": 1.0},
    # snippets12: a twelfth blind snippet set (branch check12, 2026-12-02 04:55), a second
    # check set of the same session, written while the engine was being tuned, by a helper
    # who never read or ran it. Scored on eb97c3b (the session's start) and on f24a55c (its
    # end, before the speed branch): the same both times, 0.550 / 0.733, attribution 0.909,
    # false positives 0.026, 5 of 45 agreeing events flagged, 15 of 15 caught, event status
    # 55 of 60.
    # A third time on a2e6982 (after the rules tuned on snippets11: named roles, a place that
    # qualifies a clause, conditions, the asked deal, product lines): 0.611 / 0.733, false
    # positives 0.006, 3 of 45 flagged, 15 of 15 caught, event status 57 of 60; its one wrong
    # citation is now of 12 checked (0.083): one conflict member fewer, not examined.
    "snippets12": {"detection_precision": 1.000, "detection_recall": 1.000,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets13: a thirteenth blind snippet set (branch check13, 2026-12-02 06:42), the check
    # set of session 11: written by a helper who never read or ran the engine, scored once on
    # 6054154 (the session's start), summary lines only: 0.400 / 0.533, attribution 0.875,
    # false positives 0.085, 8 of 45 agreeing events flagged, 12 of 15 caught, event status
    # 47 of 60.
    # Scored again on e779d27 (after forms11 and ramdocs11, tuned on snippets12 and RAMDocs)
    # and on 67a12f6 (after named11): both 0.444 / 0.533, false positives 0.065, 7 of 45
    # flagged, 11 of 15 caught (one catch fewer than blind), event status 48 of 60.
    # Released for tuning in session 12 (2026-12-02 10:35; snippets14 and snippets15 stay
    # unseen): offers and deal nouns (q12a), counted nouns after a quoted word, owner verbs and
    # led groups (q12b), unqualified query words, infobox rows of the asked measure and debuts
    # (q12c): 0.833 / 0.667, attribution 1.000, false positives 0.005, 0 of 45 flagged, 12 of 15
    # caught.
    # Then (q12e: event nouns, time anchors, conjuncts, class rows) 0.846 / 0.733, 13 of 15
    # caught; false positives 0.010: sn13-012, now caught and resolved right, takes in a shop
    # line's year as a witness (one chunk too many).
    # Then (q12g: areas as a measured dimension, partitive counts) 0.867 / 0.867, 15 of 15.
    # After q15q: 0.933 / 0.933 (sn13-036: a per-person tea price is no build cost).
    "snippets13": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets14: a fourteenth blind snippet set (branch check14, 2026-12-02 08:22), written
    # during session 11 by a helper who never read or ran the engine, to measure the session's
    # final engine on unseen text; scored once on f73486c, summary lines only: 0.286 / 0.400,
    # attribution 0.833, false positives 0.023, 5 of 45 agreeing events flagged, 12 of 15
    # caught, event status 50 of 60, one wrong citation of 11 checked (not examined).
    # Then (q12e: participle parentheses, event nouns, anchors, conjuncts, class rows):
    # 0.579 / 0.733, attribution 0.909, 13 of 15 caught, wrong citations 1 of 12; then
    # (q12d: name forks, another kind, fractions of an inch; q12f) 0.846 / 0.733, false
    # positives 0.010, 0 of 45 flagged; the same wrong citation (sn14-012), now of 11.
    # Then (q12h: shop rows, anniversaries by month, dated-event verbs) 0.923 / 0.800,
    # attribution 0.917, false positives 0.004.
    # session 24 (q24a-h): snippets14: 1.000 / 0.867 -> 1.000 / 0.933.
    "snippets14": {"detection_precision": 1.000, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # Released for tuning in session 12 (its mismatches read at 10:45 UTC); scored a second time
    # before that on aad8225 (after q12a-q12c): the same 5 of 45 flagged, 12 of 15 caught.
    # snippets15: a fifteenth blind snippet set (branch check15, 2026-12-02 10:49), the check set
    # of session 12, written by a helper who never read or ran the engine; scored on bc9a316
    # (the session's start) and on 09ac469 (after q12a-q12c), summary lines only, the same
    # both times: 0.190 / 0.267, attribution 1.000, false positives 0.071, citation fidelity
    # 0.933, 7 of 45 agreeing events flagged, 10 of 15 caught, event status 47 of 60.
    # Released for tuning in session 12 (its mismatches read at 11:17 UTC); then (q12h:
    # anniversaries, entities, counts in parts, compound durations, shop rows, named credits,
    # "no" clauses, list headings) 0.667 / 0.667, false positives 0.023, 0 of 45 flagged, 15
    # of 15 caught.
    # snippets15 -> 0.800 / 0.800, fp 0.015 after q17c (thread titles, possessives naming another
    # work, participle clauses dating another name, asides owned by another name, dated nouns,
    # gapped lists, general classes) (sn15-032: a distractor leaves the conflict).
    "snippets15": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets16: a sixteenth blind snippet set (branch check16, 2026-12-02 11:23), a second
    # check set of session 12, by a helper who never read or ran the engine; scored on
    # bc9a316 (the session's start): 0.429 / 0.600, false positives 0.097, 7 of 45 agreeing
    # events flagged, 14 of 15 caught, event status 52 of 60; on dd419a8 (after seven of the
    # session's quality branches): 0.476 / 0.667, the same 7 of 45 flagged and 14 of 15 caught.
    # On e423594 (the session's final engine): 0.526 / 0.667, false positives 0.075, 5 of 45
    # flagged, 14 of 15 caught.
    # snippets17: a seventeenth blind snippet set (branch check17, 2026-12-02 12:07), the last
    # check set of session 12; on bc9a316 0.300 / 0.400, false positives 0.038, citation
    # fidelity 0.923, 7 of 45 flagged, 12 of 15 caught; on e423594 (the final engine) 0.350 /
    # 0.467, the same 7 of 45 and 12 of 15.
    # Released for tuning in session 13: "what is the … time" asks a duration, "an hour" after
    # a colon or dash, "33 and a half hours": snippets16 5 -> 4, snippets17 7 -> 5 of 45
    # flagged. Citation fidelity 12/13 -> 11/12: a removed false conflict had a correct
    # citation; the one wrong citation (unexamined before) is unchanged.
    # Then (q13a: a date's governing verb, hyphen-joined numbers, a measure of the noun
    # before it) snippets16 4 -> 2, snippets17 5 -> 3 of 45 flagged; snippets17 fidelity 11/12
    # -> 8/9: the false alarms removed had three correct citations; the wrong one (sn17-032)
    # is unchanged. Then (q13d: an item's price when new is a deal; its later sales are
    # not) 0.467 / 0.467, 2 of 45 flagged, fidelity 8/9 -> 7/8 (sn17-037's correct citation
    # went with its false alarm); snippets16 0.733 / 0.733, 1 of 45 flagged; snippets14
    # 1.000 / 0.867 and snippets15 0.733 / 0.733 (restoration costs matched exactly).
    # Then (session 14, q14c: the item of a dotted or piped list that names the question's
    # words wins a tie) 0.615 / 0.533 (sn17-016 matched exactly).
    # Then (q14r sibling_clauses: a semicolon-joined piece with a verb of its own gives way to
    # its neighbour that carries more of the predicate and a number) 0.667 / 0.533, 0 of 45.
    # snippets17 -> 0.750 / 0.600 after q17h (a bare 'N years ago' under a page's result date is the
    # page year - N when another chunk writes that year and the clause tells the asked event).
    # Lowered (q19k, session 19): one more event caught whose conflict differs from the label;
    # snippets17: 0.750 / 0.600 -> 0.692 / 0.600, citation fidelity 0.857 -> 0.750.
    "snippets17": {"detection_precision": 0.692, "detection_recall": 0.600,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.750},
    # Session 14, q14i ("a century ago today" dated): sn16-036 now caught (15 of 15), but its
    # conflict misses an unread infobox, so precision 0.857 -> 0.800.
    "snippets16": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets18: an eighteenth blind snippet set (branch check18, 2026-12-02 12:57), the web
    # check set of session 13; on 1f7535a (the session's start) and on e6e33f0 0.524 / 0.733,
    # false positives 0.069, citation fidelity 0.867, 8 of 45 flagged, 13 of 15 caught.
    # Then (q14o unpredicated: a value read without the predicate, ten times away from every
    # answer other chunks state with it, answers nothing) 0.727 / 0.533, 0 of 45 flagged;
    # snippets11 0.533 / 0.533 (sn11-060 matched); snippets20 (check set, summary lines only)
    # 0.412 / 0.467, false positives 0.041, 6 of 45 flagged.
    # (q20f, session 20) a Q&A answer's one year answers a when-question naming its event, shop
    # edition tails are no entity: snippets19: 0.727 / 0.533 -> 0.750 / 0.600.
    # (q20n, session 20) the question's trailing place need not be repeated, renaming brackets,
    # counts of the asked noun as main values: snippets19: 0.750 / 0.600 -> 0.769 / 0.667.
    "snippets19": {"detection_precision": 0.769, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets19: a nineteenth blind snippet set (branch check19, 2026-12-02 13:18), a second
    # web check set of session 13; on 1f7535a 0.444 / 0.533, false positives 0.036, 7 of 45
    # flagged, 11 of 15 caught; on 19b911e 0.471 / 0.533, false positives 0.035, 6 of 45
    # flagged, 11 of 15 caught (summary lines only). Released for tuning in session 14;
    # then (other_agents: "Pablo Neruda won in 1971" is another person's) 0.500 / 0.533, false
    # positives 0.031, 5 of 45 flagged; then (q14b name_ties: another verb's agent, an
    # office holder is never a possessive) 0.571 / 0.533, false positives 0.024, 3 of 45;
    # then (q14a: rounded and bounded forms, "one solar day", "four lines each") 0.667 /
    # 0.533, false positives 0.011, 1 of 45 flagged.
    # snippets18, released for tuning in session 14: then (asked_clause: "and are not allowed
    # to …" is a ruling of its own) 0.550, citation fidelity 0.857 (a false alarm with a
    # correct citation gone); then (charitable: a page stating the year its peers pick) 0.611 /
    # 0.733, false positives 0.038, citation fidelity 0.917, 5 of 45 flagged.
    # Then (other_amounts: "$80 now" against the 1995 price) 0.647 / 0.733, false positives
    # 0.027, citation fidelity 0.909, 4 of 45 flagged.
    # Then (q14b name_ties: the question's own name, another verb's agent) 0.688 / 0.733,
    # false positives 0.021, citation fidelity 0.900, 3 of 45 flagged.
    # Then (q14a: a rounded or bounded form agrees with the finer value) 0.733 / 0.733, false
    # positives 0.017, 2 of 45 flagged.
    # Then (q14i: a count written as a sum of counts of the asked noun) 0.786 / 0.733, 1 of 45.
    # q18i (dates without a year): sn18-020 caught, escalated as labelled. (session 18)
    # (q20o, session 20) who-questions: noun extensions, own-noun row labels, role cells, forked
    # titles, '-ings' possessives: snippets18: 0.800 / 0.800 -> 0.857 / 0.800, citation fidelity
    # 0.900 -> 0.889.
    "snippets18": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.889},
    # holdout13 and holdout14: enterprise sets written blind on 2026-12-02 (branches blind13,
    # blind14), the enterprise check sets of session 14; scored on a42f7bb (the session's
    # start) before any change: holdout13 0.565 / 0.406, attribution 0.846, false positives
    # 0.061, 6 of 19 flagged, 17 of 31 caught, event status 27 of 50; holdout14 0.714 / 0.469,
    # attribution 0.800, false positives 0.037, 4 of 19 flagged, 17 of 31 caught, event status
    # 29 of 50 (summary lines only).
    # After q14c (a flattened row's value read with its label cell; summary lines only):
    # holdout13 0.600 / 0.469, attribution 0.867; holdout14 0.708 / 0.531, attribution 0.824,
    # false positives 0.037 -> 0.042, 19 of 31 caught (was 17), flagged 4 of 19 unchanged:
    # precision 0.714 -> 0.708 because one more predicted conflict is not a labelled one.
    # After q14j (step labels are no subjects; a condition that states the value does not
    # narrow it; a value whose own words name the asked attribute is keyed by it; summary
    # lines only): holdout13 0.615 / 0.500, attribution 0.938, 18 of 31 caught (one more);
    # holdout14 0.696 / 0.500, attribution 0.875, 18 of 31 caught (one fewer): a trade on an
    # unseen set, kept for the tuning sets' +3 caught and both sets' attribution, floors
    # lowered here to what it scores.
    # Session 15 released holdout13, holdout14 and holdout17 for tuning. Money in words with
    # its hundredths ("three pounds fifty"): holdout13 0.654 / 0.531, 5 of 19 flagged.
    # After q15b (negated coordinates, 'only' grants, 'May' as a month, the question's condition is
    # no object, 'even with' names no condition): holdout13 0.680 / 0.531, 4 of 19 flagged.
    # After q15h (size compounds read as their size word; a price for several of the asked unit is
    # no rival of the price of one): 0.708 / 0.531, 3 of 19 flagged.
    # After q15e (a comma is no neighbour when rows line up; 'Where ...,' opens a condition): 0.720
    # / 0.562, 20 of 31 caught; attribution 0.941 -> 0.889: h13-023 is now found but escalates (the
    # query's case is read in two clauses), not resolved by specificity.
    # After q15g (date anchors: end/start dates, occasions, 'the date you apply'; short codes after
    # a labelling noun; 'which form' asks for an identifier; errata): 0.741 / 0.625, 22 of 31
    # caught.
    # After q15f (restricted grants 'only to/by a party', matrix cells 'X only', who-may questions
    # compare clauses): 0.759 / 0.688, 24 of 31 caught.
    # After q15i (clause numbers are no label words, 'the 2027 holiday year' is a year, a facet
    # spelled inside a name counts, a percentage of a named sum answers a money question): 0.781 /
    # 0.781, 27 of 31 caught.
    # After q15j (sibling variants set side by side in a rate card, another party's term, another
    # act on the asked thing): 0.806 / 0.781, 2 of 19 flagged.
    # After q15s (a sentence opening on a subject in words the question never writes states that
    # subject's values): 0.833 / 0.781, 1 of 19 flagged.
    # q18l (sibling codes: B2B against B2C): false-positive rate 0.020. (session 18)
    # (q19c, session 19) time until the asked event ('completes 21 days after ...'): h13-015
    # resolved by majority, no longer escalated.
    # (q20r, session 20) freeze as an attribute, a reader's current figure, minimum-only prices,
    # counts per another item: holdout13: 0.867 / 0.812 -> 0.897 / 0.812.
    # (q21m, session 21) a group's size asks a head count, 'how often' asks a frequency, a modal is
    # no counted noun, bare threshold ages: holdout13: 0.897 / 0.812 -> 0.900 / 0.844, attribution
    # 0.923 -> 0.926.
    # session 24 (q24a-h): holdout13: 0.900 / 0.844 -> 0.903 / 0.875, attribution 0.926 -> 0.929.
    # session 27: q26a-d merged: holdout13: 0.903 / 0.875 -> 0.935 / 0.906, attribution 0.929 ->
    # 0.931.
    "holdout13": {"detection_precision": 0.935, "detection_recall": 0.906,
                  "attribution_accuracy": 0.931, "citation_fidelity": 1.000},
    # Released for tuning in session 15. After q15h: 0.792 / 0.594, 3 of 19 flagged.
    # After q15g: 0.815 / 0.688, 23 of 31 caught.
    # After q15f: 0.806 / 0.781, 27 of 31 caught; false positives 0.037 -> 0.042 (h14-008 is
    # surfaced rightly but with one extra member).
    # After q15j: 0.862 / 0.781, 1 of 19 flagged.
    # After q15k: 0.871 / 0.844, 29 of 31 caught.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # holdout14: 0.871 / 0.844 -> 0.900 / 0.844.
    # session 27: q26a-d merged: holdout14: 0.900 / 0.844 -> 0.900 / 0.844, attribution 0.963 ->
    # 1.000.
    # session 32 (68ddc12c): holdout14: 0.900 / 0.844 -> 0.931 / 0.844.
    "holdout14": {"detection_precision": 0.931, "detection_recall": 0.844,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets21: a web set written blind on 2026-12-02 (branch check21), a web check set of
    # session 14; on a42f7bb (the session's start) and on 70ddce7 0.412 / 0.467, false
    # positives 0.023, 7 of 45 flagged, 10 of 15 caught, event status 48 of 60 (summary lines
    # only).
    # After q14j: 0.471 / 0.533 (one more conflict matched; flagged and caught unchanged).
    # After q15a: 0.533 / 0.533, 5 of 45 flagged.
    # After q15b: 0.571 / 0.533, 4 of 45 flagged.
    # After q15c: 0.615 / 0.533, 3 of 45 flagged.
    # After q15d: 0.800 / 0.533, 0 of 45 flagged.
    # snippets21 -> 11 of 15 caught, sn21-004 (q16h: a date after a time preposition opens a Q/A
    # answer).
    # snippets21 -> 0.833 / 0.667 after q17p (possessive tails and measured brackets tell no entity;
    # a title is a table row's first cell and no sentence).
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 12
    # -> 14 of 15 caught.
    # q22c (session 22): web readers; more conflicts caught: snippets21: 0.857 / 0.800 -> 0.867 /
    # 0.867.
    "snippets21": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets20: a web set written blind on 2026-12-02 (branch check20), the other web check
    # set of session 14; on a42f7bb (the session's start) 0.350 / 0.467, false positives 0.053,
    # citation fidelity 0.917, 9 of 45 flagged, 11 of 15 caught, event status 47 of 60; on
    # 7c99767 0.368 / 0.467, false positives 0.046, citation fidelity 1.000, 8 of 45 flagged
    # (summary lines only).
    # After q14k (misread names, Q/A answers): 0.389 / 0.467, false positives 0.045, 7 of 45
    # flagged (summary lines only).
    # After q15a (approximation words on every reading path, nautical miles, a feet-and-inches
    # length ending on a fraction, emphatic lower bounds): 0.467 / 0.467, 4 of 45 flagged.
    # After q15b: 0.500 / 0.467, 3 of 45 flagged.
    # After q15c (operator verbs take no possessive, 'the X Sea' is a place, an owner of another
    # named thing): 0.538 / 0.467, 2 of 45 flagged.
    # After q15d (dimension words of the asked measure, list items owned by another name, leading
    # result years before 'N years after', shop prices for a cost of making): 0.636 / 0.467, 0 of 45
    # flagged.
    # After q15i: 0.667 / 0.533, 12 of 15 caught.
    # (q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a stopword verb
    # after 'first', a heading closed by a colon is no title: 12 -> 13 of 15 caught.
    # q25b: snippets20: 0.692 / 0.600 -> 0.769 / 0.667, attribution 1.000 -> 0.900.
    # (lowered on purpose: a newly matched conflict is decided by another rule than labelled)
    "snippets20": {"detection_precision": 0.769, "detection_recall": 0.667,
                   "attribution_accuracy": 0.900, "citation_fidelity": 1.0},
    # snippets23: a web set written blind on 2026-12-02 (branch check23) as a tuning set of
    # session 14, scored before anyone read it: on a42f7bb and on 5990def 0.476 / 0.667, false
    # positives 0.027, 5 of 45 flagged, 13 of 15 caught, event status 51 of 60.
    # snippets22: likewise (branch check22): on a42f7bb and on 8825fa5 0.500 / 0.733, false
    # positives 0.039, 7 of 45 flagged, 15 of 15 caught, event status 53 of 60.
    # Released for tuning; then (q14l: stone and pounds, "nobody is allowed", an equation's
    # total, a value "of" the question's name, a quoted tour name, "the 1966 riots") 0.611 /
    # 0.733, 3 of 45 flagged.
    # Then (q14k: a country's possessive, the asked word capitalised, a listing's opening
    # word, a thread title are no names; a Q/A answer opening on a name answers) 0.733 /
    # 0.733, 0 of 45 flagged.
    # snippets22 -> 0.800 / 0.800 (q16k: a noun before the question's name is no verb; infobox rows
    # labelled with the question's verb in an irregular form).
    # (session 19, q19a with q19b) 0.800 / 0.800 -> 0.867 / 0.867.
    "snippets22": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # Then (other_agents: "The Falkirk Wheel lifts boats 24 metres"; q14l: a plush toy is a
    # copy) 0.526 / 0.667, 3 of 45 flagged.
    # holdout15: an enterprise set written blind on 2026-12-02 (branch blind15) as a tuning
    # set of session 14, scored before anyone read it: on a42f7bb 0.739 / 0.531, attribution
    # 0.882, false positives 0.029, 1 of 19 flagged, 22 of 31 caught, event status 37 of 50;
    # on f1c8014 (this session's rules) 0.792 / 0.594, attribution 0.895, false positives
    # 0.032, 1 of 19 flagged, 23 of 31 caught, event status 39 of 50.
    # Then (q14q: access-matrix cells; a numbered clause's leading scope is a condition)
    # holdout15 0.800 / 0.625, attribution 0.900, 24 of 31; holdout16 0.958 / 0.719,
    # attribution 0.957, 23 of 31, wrong citations 0.056.
    # holdout15 -> 0.857 / 0.750 (q16d other_actions).
    # holdout15 -> 29 of 31 caught (q16g: measured_rows, identifiers in digit groups,
    # restated_cases, question nouns ending at the auxiliary, asked codes).
    # holdout15 -> 30 of 31 caught (q16n: endpoint labels, row headings naming the question's own
    # name, access-matrix 'only' cells, clause codes, product codes in brackets).
    # (q21d, session 21) a header column the question names, 'advance notice' asks a lead time and
    # 'last' a length, add-on rows, an optional extension's term, a whole and its summed parts:
    # holdout15: 0.871 / 0.844 -> 0.900 / 0.844.
    # session 24 (q24a-h): holdout15: 0.900 / 0.844 -> 0.933 / 0.875.
    "holdout15": {"detection_precision": 0.933, "detection_recall": 0.875,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # holdout16: likewise (branch blind16): on a42f7bb 0.913 / 0.656, attribution 0.857,
    # false positives 0.006, wrong citations 0.111, 2 of 19 flagged, 21 of 31 caught; on
    # 0e8e0c7 0.955 / 0.656, false positives 0.003, wrong citations 0.062, 1 of 19 flagged.
    # Then (q14u: a question's count word names its row, "two-bedroom" = "2-bed"; "per
    # teaching hour" is per hour) 1.000 / 0.781, attribution 0.960, 0 of 19, 25 of 31.
    # Then (q14v basis_events: a basis the period's own preposition names, "after project
    # close", "before delivery") 1.000 / 0.812, attribution 0.962, 26 of 31; holdout6 recall
    # 0.935 (h6-035 caught); check sets (summary lines only) holdout14 0.708 / 0.531,
    # attribution 0.882, 19 of 31; holdout17 0.679 / 0.594, attribution 0.947, 26 of 31.
    # After q15k: 0.967 / 0.906, 29 of 31 caught (h16-036 escalated rightly but without one wiki
    # chunk).
    # holdout16 -> 30 of 31 caught, h16-023 (q16e rows).
    # holdout16 -> 31 of 31 caught (q16n: endpoint labels, row headings naming the question's own
    # name, access-matrix 'only' cells, clause codes, product codes in brackets).
    "holdout16": {"detection_precision": 0.969, "detection_recall": 0.969,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # holdout17: an enterprise set written blind late in session 14 (branch blind17), its final
    # check set: on a42f7bb 0.680 / 0.531, attribution 0.941, false positives 0.059, 1 of 19
    # flagged, 24 of 31 caught, event status 39 of 50; on 1ada118 0.654 / 0.531, false
    # positives 0.062, 2 of 19 flagged (one more than at the start), 24 of 31 caught, event
    # status 38 of 50 (summary lines only).
    # Released for tuning in session 15. After q15e: 0.700 / 0.656, 28 of 31 caught (h17-004,
    # h17-039 resolved by specificity).
    # After q15g: 0.733 / 0.688.
    # After q15f: 0.767 / 0.719, 29 of 31 caught, 1 of 19 flagged.
    # After q15i: 0.774 / 0.750.
    # After q15s: 0.800 / 0.750, 0 of 19 flagged.
    # holdout17 -> 0.833 / 0.781 (q16e rows).
    # holdout17 -> 30 of 31 caught (q16g: measured_rows, identifiers in digit groups,
    # restated_cases, question nouns ending at the auxiliary, asked codes).
    # holdout17 -> attribution 1.000 (q16o: specificity reads leading Where/If cases in full and, as
    # a guarded fallback, row labels and opening phrases; general rows with a bracketed measure
    # stay).
    # q18f (entity pages, 'the <noun>' offsets): h17-033 caught. (session 18)
    "holdout17": {"detection_precision": 0.871, "detection_recall": 0.844,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets24: a web set written blind late in session 14 (branch check24), its final web
    # check set: on a42f7bb and on aad11a6 0.550 / 0.733, attribution 0.909, false positives
    # 0.049, 6 of 45 flagged, 14 of 15 caught, event status 52 of 60 (summary lines only).
    # Released for tuning in session 15. After q15b: 0.579 / 0.733, 5 of 45 flagged.
    # After q15c: 0.611 / 0.733, 4 of 45 flagged.
    # After q15d: 0.733 / 0.733, 1 of 45 flagged.
    # snippets24 -> fp 0.012 after q17a (offers/product_lines: a listing's values describe the item
    # for sale, not the asked subject).
    # q18f (entity pages): sn24-044 is still caught but its conflict is split on item:Y40, so
    # detection 0.733 / 0.733 -> 0.667 / 0.667 and attribution 0.909 -> 0.900. (session 18)
    # q22g (session 22): a false alarm cleared: snippets24: 0.667 / 0.667 -> 0.714 / 0.667.
    "snippets24": {"detection_precision": 0.714, "detection_recall": 0.667,
                   "attribution_accuracy": 0.900, "citation_fidelity": 1.0},
    # snippets23 -> 0.846 / 0.733 after q17p (possessive tails and measured brackets tell no entity;
    # a title is a table row's first cell and no sentence).
    # q18i (dates without a year): per-conflict matching. (session 18)
    # Lowered (q19b, session 19): sn23-028 now caught with the right winner but one chunk too few:
    # 13 -> 14 of 15 caught, precision 0.923 -> 0.857.
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets23: 0.857
    # / 0.800 -> 0.867 / 0.867.
    "snippets23": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout18 and holdout19: enterprise sets written blind on 2026-12-02 (branches blind18,
    # blind19), the enterprise check sets of session 15; scored on e5deb51 (the session's
    # start) before anyone read them: holdout18 0.697 / 0.719, attribution 0.957, false
    # positives 0.069, 6 of 19 flagged, 27 of 31 caught; holdout19 0.700 / 0.656, attribution
    # 0.952, false positives 0.034, 2 of 19 flagged, 27 of 31 caught (summary lines only).
    # On 4d91ff6 (money hundredths in words): holdout18 0.719 / 0.719, false positives 0.060,
    # 5 of 19 flagged; holdout19 unchanged.
    # holdout18 -> 0.862 / 0.781, 2 of 19 flagged (q16e rows, greetings, first cells; q16a
    # asked_period).
    # holdout18 -> 29 of 31 caught (q16g: measured_rows, identifiers in digit groups,
    # restated_cases, question nouns ending at the auxiliary, asked codes).
    # holdout18 -> attribution 1.000 (q16o: specificity reads leading Where/If cases in full and, as
    # a guarded fallback, row labels and opening phrases; general rows with a bracketed measure
    # stay).
    # q18l (three-cell price rows): false-positive rate 0.027. (session 18)
    # (q20q, session 20) a row no other document echoes is a variant beside an echoed sibling row:
    # holdout18: 0.871 / 0.844 -> 0.933 / 0.875.
    # session 24 (q24a-h): holdout18: 0.933 / 0.875 -> 0.966 / 0.875.
    "holdout18": {"detection_precision": 0.966, "detection_recall": 0.875,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # After q15g (summary lines only): 0.710 / 0.688, 28 of 31 caught.
    # holdout19 -> 0.839 / 0.812, 1 of 19 flagged (q16e rows; q16a duration_uses).
    # holdout19 -> 29 of 31 caught (q16g: measured_rows, identifiers in digit groups,
    # restated_cases, question nouns ending at the auxiliary, asked codes).
    # holdout19 -> 30 of 31 caught (q16n: endpoint labels, row headings naming the question's own
    # name, access-matrix 'only' cells, clause codes, product codes in brackets).
    # q18e (a deposit question's chunks naming no deposit): 0 of 19 flagged. (session 18)
    "holdout19": {"detection_precision": 0.875, "detection_recall": 0.875,
                  "attribution_accuracy": 0.964, "citation_fidelity": 1.0},
    # snippets27: written blind on 2026-12-02 (a check set of session 15). On e5deb51 (the start of
    # session 15) 0.250 / 0.333, attribution 1.000, false positives 0.047, 6 of 45 agreeing events
    # flagged, 14 of 15 caught, event status 51 of 60. On 5561132 (after three engine changes of the
    # session) 0.263 / 0.333, false positives 0.036, 5 of 45 flagged.
    # snippets27 -> 3 of 45 flagged, q16b (event_subjects: a date in a clause whose own subject is
    # another named thing; a row label's value writing the question's modifier).
    # snippets27 -> 0 of 45 flagged, 15 of 15 caught (q16a, q16b, q16d name_lists and elliptic
    # modals).
    # snippets27 -> 0.429 / 0.400, 14 of 15 caught: sn27-024 was caught through a junk verb (the
    # word pattern split 'Kroller' at its umlaut) and is lost (q16k: a noun before the question's
    # name is no verb; infobox rows labelled with the question's verb in an irregular form).
    # snippets27 -> 0.500 / 0.467 (q16i other_agents: a name, an aside between commas, then its
    # verb; sn27-012 exact).
    # snippets27 -> 0.643 / 0.600, fp 0.000 after q17h (a bare 'N years ago' under a page's result
    # date is the page year - N when another chunk writes that year and the clause tells the asked
    # event).
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets27: 0.643
    # / 0.600 -> 0.667 / 0.667.
    # (q21a, session 21) sale rows with a label, a maker's name or an ISO currency are listings, a
    # kin's timeline item is another person's, a night of two days, fuller names join short forms, a
    # date in a reference clause, 'kept closed' answers 'may it be seen': snippets27: 0.667 / 0.667
    # -> 0.733 / 0.733.
    "snippets27": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets26: written blind on 2026-12-02 (a check set of session 15). On e5deb51 (the start of
    # session 15) 0.400 / 0.533, attribution 1.000, false positives 0.075, 6 of 45 agreeing events
    # flagged, 14 of 15 caught, event status 52 of 60. On 23d2bca (after three engine changes of the
    # session) the same.
    # After q15q (summary lines only): 0.421 / 0.533, 5 of 45 flagged.
    # snippets26 -> 4 of 45 flagged, q16b (event_subjects: a date in a clause whose own subject is
    # another named thing; a row label's value writing the question's modifier).
    # snippets26 -> 0 of 45 flagged (q16c per_item and of_periods, q16d shared yen/yuan sign and
    # possessors).
    # snippets26 -> 0.643 / 0.600, fp 0.004 after q17a (offers/product_lines: a listing's values
    # describe the item for sale, not the asked subject).
    # snippets26 -> 0.786 / 0.733 after q17h (a bare 'N years ago' under a page's result date is the
    # page year - N when another chunk writes that year and the clause tells the asked event);
    # attribution 1.000 -> 0.909 and one wrong citation: sn26-012 now matches its conflict, but
    # specificity picks the forum page that repeats the question's 'for writing Tamazight' (value
    # 2003, the right one) over the infobox the label expects from majority.
    # q18d: sn26-012 decided by majority as labelled (an event's own words are no narrower case);
    # its wrong citation is gone.
    # Lowered (q19b, session 19): one more event caught (14 -> 15 of 15) whose conflict is split,
    # precision 0.786 -> 0.733.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # sn26-032 exact.
    # (q20f, session 20) a Q&A answer's one year answers a when-question naming its event, shop
    # edition tails are no entity: snippets26: 0.800 / 0.800 -> 0.867 / 0.867.
    "snippets26": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets25: written blind on 2026-12-02 (a check set of session 15). On e5deb51 (the start of
    # session 15) 0.333 / 0.400, attribution 1.000, false positives 0.050, citation fidelity 0.917,
    # 8 of 45 agreeing events flagged, 10 of 15 caught, event status 45 of 60. On 19e0639 (after
    # three engine changes of the session) the same.
    # After q15d (summary lines only): 0.353 / 0.400, 7 of 45 flagged.
    # After q15q (summary lines only): 0.375 / 0.400, 6 of 45 flagged; citation fidelity 0.917 ->
    # 0.909 (one faithful citation fewer; the unfaithful one unchanged, not examined).
    # After q15s (summary lines only): false positives 0.039.
    # After q15x (summary lines only): false positives 0.037.
    # snippets25 -> 4 of 45 flagged, q16b (event_subjects: a date in a clause whose own subject is
    # another named thing; a row label's value writing the question's modifier).
    # snippets25 -> 0 of 45 flagged, 11 of 15 caught (q16a history_questions, q16c title_rows and
    # observed, q16d).
    # snippets25 precision 0.545 -> 0.500 after q17p (possessive tails and measured brackets tell no
    # entity; a title is a table row's first cell and no sentence): sn25-024 is now caught (12 of
    # 15) with the right status, but its conflict leaves out one expected chunk.
    # q18f, q18i: one more caught, citation fidelity 1.000. (session 18)
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: a missing member joins
    # (sn25-020).
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets25: 0.692
    # / 0.600 -> 0.714 / 0.667.
    # session 24 (q24a-h): snippets25: 0.714 / 0.667 -> 0.733 / 0.733.
    "snippets25": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets29: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.526 / 0.667, attribution 1.000, false positives 0.032, 5 of 45 agreeing events
    # flagged, 14 of 15 caught, event status 54 of 60. On b47bb17 (after ten engine changes of the
    # session) the same but event status 53 of 60.
    # After capital scales on money ('$3M'): 0.556 / 0.667, 4 of 45 flagged.
    # After q15n: 0.625 / 0.667, 2 of 45 flagged.
    # After q15o: 0.667 / 0.667, 1 of 45 flagged.
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets29: 0.667
    # / 0.667 -> 0.688 / 0.733.
    # (q20s, session 20) a required opposite or substitute act, a size requirement on another party:
    # snippets29: 0.688 / 0.733 -> 0.733 / 0.733.
    # (q21k, session 21) a quoted title is no who-answer, 'the original' against 'the new', a count
    # another name's possessive owns, a leading year over an earlier dated first clause: snippets29:
    # 0.733 / 0.733 -> 0.800 / 0.800.
    "snippets29": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets28: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.304 / 0.467, attribution 1.000, false positives 0.086, citation fidelity 0.938,
    # 9 of 45 agreeing events flagged, 14 of 15 caught, event status 50 of 60. On 0fdef92 (after
    # eleven engine changes of the session) the same.
    # After q15n (names with "of", possessed things, contrast subjects, short formats, sums
    # stopped by a relative clause): 0.389 / 0.467, 4 of 45 flagged.
    # After lone prices only for questions that ask an amount: 0.389 / 0.467, 4 of 45 flagged
    # (q15k's rule had flagged a title question with two offers' prices).
    # After q15o (which-questions opened by a preposition ask a name; approximate conversions
    # into another currency; transliterations of one name; bound words before "allowed"
    # ask a value): 0.467 / 0.467, 1 of 45 flagged.
    # snippets28 -> 0.533 / 0.533, q16b (event_subjects: a date in a clause whose own subject is
    # another named thing; a row label's value writing the question's modifier).
    # snippets28 -> 0.667 / 0.667 (q16p: other_shapes (a lone name with a passive verb, an owner's
    # other thing, a clause after an apposition, a name in another place), name forks for who-
    # questions, years before another name, owned_forks).
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets28: 0.667
    # / 0.667 -> 0.688 / 0.733.
    # session 25: q25a and q25b merged: snippets28: 0.688 / 0.733 -> 0.688 / 0.733.
    # session 28 (web_permissions): snippets28: 0.688 / 0.733 -> 0.733 / 0.733.
    "snippets28": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets30: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.706 / 0.800, attribution 1.000, false positives 0.041, citation fidelity 0.857,
    # 4 of 45 agreeing events flagged, 13 of 15 caught, event status 54 of 60. On b4f9cc9 (after the
    # session's engine changes so far) the same.
    # After q15q (a name in a ';' list answers only when its item names the question as fully as
    # any; fares are no making cost; a ';' item naming another thing owns its values; a value 'of'
    # another name; counts of what was removed): 0.923 / 0.800, 0 of 45 flagged; citation fidelity
    # 0.857 -> 0.800: four cleared false alarms had faithful citations (12 of 14 -> 8 of 10), the
    # two unfaithful ones unchanged.
    # snippets30 precision 0.923 -> 0.750 after q17h (a bare 'N years ago' under a page's result
    # date is the page year - N when another chunk writes that year and the clause tells the asked
    # event): in sn30-024 the reckoned year is right, but the entity reader tags that chunk 'london
    # s' ('London's oldest'), so the event splits into three conflicts, none matching (caught 13 ->
    # 14).
    # snippets30 -> 0.929 / 0.867, citation fidelity 0.818 after q17p (possessive tails and measured
    # brackets tell no entity; a title is a table row's first cell and no sentence) (sn30-024 one
    # conflict again).
    # (q21a, session 21) 'NOK 1,600' is now a price, so sn30-020's taxi-bob row is a listing of
    # another item and its 19 curves leave the conflict the label expects; the event still
    # escalates: snippets30: 0.929 / 0.867 -> 0.857 / 0.800.
    "snippets30": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.818},
    # snippets31: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.500 / 0.600, attribution 1.000, false positives 0.030, 3 of 45 agreeing events
    # flagged, 13 of 15 caught, event status 54 of 60. On b4f9cc9 (after the session's engine
    # changes so far) the same but false positives 0.033.
    # After q15q: 0.529 / 0.600, 2 of 45 flagged.
    # After initials (q15t: 'W. H. Auden' = 'Wystan Hugh Auden'): 0.562 / 0.600, 1 of 45 flagged.
    # q15t's second rule (a yes/no question's direct object stops at a preposition) was not merged:
    # like 28f3ca2 it cost the check set holdout18 one caught event (summary line).
    # snippets31 -> 14 of 15 caught (sn31-008), q16b (event_subjects: a date in a clause whose own
    # subject is another named thing; a row label's value writing the question's modifier).
    # snippets31 -> 0.647 / 0.733, fp 0.007 after q17a (offers/product_lines: a listing's values
    # describe the item for sale, not the asked subject).
    # snippets31 -> 0.800 / 0.800 after q17p (possessive tails and measured brackets tell no entity;
    # a title is a table row's first cell and no sentence).
    # q18a ('two zeros, then twelve more' is one sum): 0 of 45 flagged.
    # q18f (silent-e stems): sn31-044 matched. (session 18)
    "snippets31": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # holdout20: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.778 / 0.656, attribution 0.905, false positives 0.055, 3 of 19 agreeing events
    # flagged, 23 of 31 caught, event status 36 of 50. On c46b384 (after the session's engine
    # changes so far) the same.
    # After q15u (a value in parentheses closing a row's label names the row: 'Knife skills (3
    # hours): £65'): 0.815 / 0.688, 2 of 19 flagged, 24 of 31 caught.
    # holdout20 -> 26 of 31 caught (q16g: measured_rows, identifiers in digit groups,
    # restated_cases, question nouns ending at the auxiliary, asked codes).
    # holdout20 -> 27 of 31 caught (q16n: endpoint labels, row headings naming the question's own
    # name, access-matrix 'only' cells, clause codes, product codes in brackets).
    # holdout20 -> 28 of 31 caught, attribution 1.000 (q16o: specificity reads leading Where/If
    # cases in full and, as a guarded fallback, row labels and opening phrases; general rows with a
    # bracketed measure stay).
    # q18h (a lone 'label | value' row is about its label's head): 1 of 19 flagged. (session 18)
    # q18l (period kinds: a week pass against a day pass): 0 of 19 flagged. (session 18)
    # session 24 (q24a-h): holdout20: 0.931 / 0.844 -> 0.933 / 0.875.
    "holdout20": {"detection_precision": 0.933, "detection_recall": 0.875,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets32: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.538 / 0.467, attribution 0.857, false positives 0.015, wrong citations 0.143, 3
    # of 45 agreeing events flagged, 10 of 15 caught, event status 51 of 60. On 435d728 (after the
    # session's engine changes so far) 0.615 / 0.533, attribution 0.875, otherwise the same.
    # After q15v ('must avoid' is a prohibition; a required bound answers a question about going
    # past it): 0.667 / 0.533, 2 of 45 flagged.
    # snippets32 -> 11 of 15 caught, sn32-008 (q16h); citation fidelity 1.000 -> 0.875: the labelled
    # winner of sn32-008 writes only '100 years ago today' under its result date, never the year, so
    # its citation does not show the value.
    # q18k (owned rivals: another named thing's value of the same measure): 1 of 45 flagged.
    # (session 18)
    # (q19m, session 19) a date followed by 'N years after' another event, 'Founder:' rows for who-
    # opened questions, year questions never ask money, a final event verb after a place, values
    # listed in 'Most X have' clauses: snippets32: 0.750 / 0.600 -> 0.769 / 0.667, attribution 0.889
    # -> 0.900, citation fidelity 0.875 -> 0.889.
    # (q20n, session 20) lowered: newly caught conflicts (sn10-052, sn32-056) leave out a member
    # chunk, a miss and an unexpected conflict each; caught rises: snippets32: 0.769 / 0.667 ->
    # 0.714 / 0.667.
    # q22a (session 22): sn32-003's false alarm cleared; it carried one correct citation, so
    # citation fidelity 8/9 -> 7/8 with the same one wrong citation: snippets32: 0.714 / 0.667 ->
    # 0.769 / 0.667, citation fidelity 0.889 -> 0.875.
    # q22c (session 22): web readers; more conflicts caught: snippets32: 0.769 / 0.667 -> 0.786 /
    # 0.733, attribution 0.900 -> 0.909, citation fidelity 0.875 -> 0.889.
    "snippets32": {"detection_precision": 0.786, "detection_recall": 0.733,
                   "attribution_accuracy": 0.909, "citation_fidelity": 0.889},
    # snippets33: written blind on 2026-12-02 as a tuning set of session 15, scored before anyone
    # read it. On e5deb51 (the start of
    # session 15) 0.500 / 0.667, attribution 1.000, false positives 0.042, citation fidelity 0.857,
    # 5 of 45 agreeing events flagged, 13 of 15 caught, event status 52 of 60. On 2d52c6f (after the
    # session's engine changes so far) the same but false positives 0.038.
    # After q15v: 0.526 / 0.667, 4 of 45 flagged.
    # After q15x (a count per part is no total; a part of a stated total; a date stated relative to
    # the asked event): 0.625 / 0.667, 1 of 45 flagged; citation fidelity 0.857 -> 0.818 (cleared
    # false alarms had faithful citations).
    # snippets33 -> 0.857 / 0.800, citation fidelity 0.833 after q17p (possessive tails and measured
    # brackets tell no entity; a title is a table row's first cell and no sentence).
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 13
    # -> 14 of 15 caught.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # snippets33: 0.867 / 0.867 -> 0.929 / 0.867, citation fidelity 0.833 -> 0.909.
    # q22c (session 22): web readers; more conflicts caught: snippets33: 0.929 / 0.867 -> 0.933 /
    # 0.933, citation fidelity 0.909 -> 0.917.
    "snippets33": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.917},
    # holdout21: written blind on 2026-12-02 (a check set of session 16). On 97a693e (the start of
    # session 16) 0.667 / 0.562, attribution 0.944, false positives 0.069, citation fidelity 1.000,
    # 4 of 19 agreeing events flagged, 22 of 31 caught.
    # holdout21 -> 0.760 / 0.594, 2 of 19 flagged, 22 of 31 caught after q16e (rows of other items;
    # summary line only).
    # holdout21 -> 0.778 / 0.656, attribution 1.000, 24 of 31 caught after q17d (row labels read for
    # specificity and unasked amounts, a share of a named sum, revision words in row labels).
    # holdout21 -> 0.828 / 0.750, 27 of 31 caught, 1 of 19 flagged after q17j (a first piped line
    # with a price or code is a data row; sub-day durations are no ages; parts lists are no page
    # titles; asides repeating the question's name; Q/A answers about something else; 'need not';
    # bound row labels; counts after their noun).
    # holdout21 -> 0.833 / 0.781, 28 of 31 caught after q17o (how late/early questions ask values;
    # the asked item's own count; counts after plural verbs and heads; per-units in either order;
    # heading codes) (h21-023).
    # q18l (three-cell price rows): h21-044 matched. (session 18)
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: holdout21: 0.867 / 0.812 ->
    # 0.897 / 0.812.
    # (q21h, session 21) access-level cells under a role header ('hidden', 'view', 'edit', '✓'), a
    # matrix row read with its header, unlabelled 'only' cells: holdout21: 0.897 / 0.812 -> 0.900 /
    # 0.844.
    "holdout21": {"detection_precision": 0.900, "detection_recall": 0.844,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout22: written blind on 2026-12-02 (a check set of session 16). On 97a693e (the start of
    # session 16) 0.621 / 0.562, attribution 0.944, false positives 0.063, citation fidelity 1.000,
    # 5 of 19 agreeing events flagged, 24 of 31 caught.
    # holdout22 -> 0.679 / 0.594, 4 of 19 flagged, 24 of 31 caught after q16e (summary line only).
    # holdout22 -> 0.714 / 0.625, attribution 0.950 after q16n (summary line only).
    # holdout22 -> 0.733 / 0.688, attribution 1.000, 26 of 31 caught after q17d (row labels read for
    # specificity and unasked amounts, a share of a named sum, revision words in row labels).
    # holdout22 -> 0.828 / 0.750, 27 of 31 caught, 2 of 19 flagged after q17j (a first piped line
    # with a price or code is a data row; sub-day durations are no ages; parts lists are no page
    # titles; asides repeating the question's name; Q/A answers about something else; 'need not';
    # bound row labels; counts after their noun).
    # q18h (lone rows): 1 of 19 flagged. (session 18)
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: holdout22: 0.857 / 0.750 ->
    # 0.889 / 0.750.
    # q25b: holdout22: 0.889 / 0.750 -> 0.857 / 0.750.
    # (lowered on purpose: 27 -> 28 caught; the new catch matches with one chunk too few)
    "holdout22": {"detection_precision": 0.857, "detection_recall": 0.750,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets34: written blind on 2026-12-02 (a check set of session 16). On 97a693e (the start of
    # session 16) 0.412 / 0.467, attribution 1.000, false positives 0.079, citation fidelity 0.929,
    # 6 of 45 agreeing events flagged, 11 of 15 caught, event status 49 of 60.
    # Citation fidelity 0.929 -> 0.923 after this session's merges q16d/q16a (read on the
    # summary line only: an unseen check set; no wrong citation, false positives 0.079 -> 0.075).
    # snippets34 -> 5 of 45 flagged after q16p (summary line only); citation fidelity 0.923 -> 0.917
    # (no wrong citation).
    # snippets34 -> 0.538 / 0.467, fp 0.027, 2 of 45 flagged after q17a (offers/product_lines: a
    # listing's values describe the item for sale, not the asked subject); citation fidelity 0.917
    # -> 0.889 only because three false conflicts with faithful citations are gone (the one
    # unfaithful citation is unchanged).
    # snippets34 -> 0.583 / 0.467, fp 0.023, 1 of 45 flagged after q17b (negated permissions, facet-
    # only leading scopes, decade phrases are no codes, a leading year before an anniversary is the
    # result's date).
    # snippets34 -> 0.636 / 0.467, fp 0.011 after q17c (thread titles, possessives naming another
    # work, participle clauses dating another name, asides owned by another name, dated nouns,
    # gapped lists, general classes); citation fidelity 0.889 -> 0.875 only because sn34-031's
    # faithful false conflict is gone.
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 11
    # -> 13 of 15 caught.
    # (q20f, session 20) lowered: newly caught conflicts (sn34-012, sn43-012, sn48-028/060,
    # sn68-032) miss a member chunk whose value is never read, so each scores a miss and an
    # unexpected conflict; caught rises: snippets34: 0.692 / 0.600 -> 0.643 / 0.600.
    # (q20j, session 20) a past verb the question writes is no other event's, coded tails are no
    # places, 'high'/'wide' after a length: snippets34: 0.643 / 0.600 -> 0.667 / 0.667, citation
    # fidelity 0.889 -> 0.900.
    # session 24 (q24a-h): snippets34: 0.667 / 0.667 -> 0.733 / 0.733, citation fidelity 0.900 ->
    # 0.909.
    "snippets34": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.909},
    # snippets35: written blind on 2026-12-02 (a check set of session 16). On 97a693e (the start of
    # session 16) 0.412 / 0.467, attribution 1.000, false positives 0.068, citation fidelity 0.867,
    # 6 of 45 agreeing events flagged, 11 of 15 caught, event status 50 of 60. On a177c8e (after the
    # first merge of the session, q16b) the same.
    # snippets35 -> 5 of 45 flagged after q16d/q16a (summary line only).
    # snippets35 -> 0.500 / 0.467, fp 0.041, 3 of 45 flagged, citation fidelity 0.923 after q17a
    # (offers/product_lines: a listing's values describe the item for sale, not the asked subject).
    # snippets35 -> 0.538 / 0.467, fp 0.034, 2 of 45 flagged after q17b (negated permissions, facet-
    # only leading scopes, decade phrases are no codes, a leading year before an anniversary is the
    # result's date); citation fidelity 0.923 -> 0.917 only because sn35-053's faithful citation
    # went with its false alarm.
    # snippets35 -> 0.636 / 0.467, fp 0.000, citation fidelity 1.000 after q17c (thread titles,
    # possessives naming another work, participle clauses dating another name, asides owned by
    # another name, dated nouns, gapped lists, general classes).
    # q18f: sn35-036 caught. (session 18)
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 12
    # -> 13 of 15 caught.
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page (with q19b): 0.692 / 0.600 ->
    # 0.769 / 0.667.
    # q22c (session 22): web readers; more conflicts caught: snippets35: 0.769 / 0.667 -> 0.846 /
    # 0.733.
    # session 24 (q24a-h): snippets35: 0.846 / 0.733 -> 0.923 / 0.800.
    # session 27: q26a-d merged: snippets35: 0.923 / 0.800 -> 0.857 / 0.800.
    # (lowered on purpose: new catch sn35-060 brings one extra detection (q26c))
    "snippets35": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets36: written blind on 2026-12-02 (a check set of session 16). On 97a693e (the start of
    # session 16) 0.292 / 0.467, attribution 1.000, false positives 0.086, citation fidelity 1.000,
    # 7 of 45 agreeing events flagged, 14 of 15 caught, event status 50 of 60. On a177c8e (after
    # q16b) the same.
    # snippets36 -> 0.304 / 0.467, fp 0.075, 6 of 45 flagged after q17a (offers/product_lines: a
    # listing's values describe the item for sale, not the asked subject).
    # snippets36 -> 0.318 / 0.467, fp 0.068, 5 of 45 flagged after q17b (negated permissions, facet-
    # only leading scopes, decade phrases are no codes, a leading year before an anniversary is the
    # result's date).
    # snippets36 -> 0.389 / 0.467, fp 0.028 after q17c (thread titles, possessives naming another
    # work, participle clauses dating another name, asides owned by another name, dated nouns,
    # gapped lists, general classes).
    # q18k (left/right sides): false-positive rate 0.022, same events. (session 18)
    # (q20m, session 20) a prohibition excepting only the side not asked is plain 'must not':
    # snippets36: 0.389 / 0.467 -> 0.412 / 0.467.
    # q22i (session 22): conflict members matched or fewer false-positive members: snippets36: 0.412
    # / 0.467 -> 0.412 / 0.467.
    "snippets36": {"detection_precision": 0.412, "detection_recall": 0.467,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets40: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.867 / 0.867, attribution 1.000, false positives 0.013, citation fidelity 1.000,
    # 1 of 45 agreeing events flagged, 14 of 15 caught, event status 58 of 60. On c0398d3 (the day's
    # engine when it arrived) the same.
    # snippets40 -> 0 of 45 flagged (q16j offsets: a difference after a comparative).
    "snippets40": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets38: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.417 / 0.667, attribution 0.900, false positives 0.082, citation fidelity 1.000,
    # wrong citations 0.053, 11 of 45 agreeing events flagged, 13 of 15 caught, event status 47 of
    # 60. On 4cae491 (the day's engine when it arrived) the same.
    # snippets38 -> 14 of 15 caught, sn38-044 (q16k: a noun before the question's name is no verb;
    # infobox rows labelled with the question's verb in an irregular form).
    # snippets38 -> 3 of 45 flagged (q16i dimensioned, other_agents, possessed_things, kind_rivals,
    # other_answers; q16j subject_clauses); wrong citations 0.053 -> 0.077: the same one wrong
    # citation over fewer conflicts.
    # snippets38 -> 0 of 45 flagged (q16t: auction prices, merchandise for prize questions, dated
    # works, two-word terms, requirements of another thing, rulings on a denied subject); wrong
    # citations 0.091: the same one wrong citation over fewer conflicts.
    # q18f (an event's own words are no narrower case): attribution 1.000. (session 18)
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 14
    # -> 15 of 15 caught.
    "snippets38": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets37: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.417 / 0.333, attribution 1.000, false positives 0.004, citation fidelity 0.889,
    # 1 of 45 agreeing events flagged, 11 of 15 caught, event status 54 of 60. On 9429c19 (the day's
    # engine when it arrived) 0.385 / 0.333, false positives 0.005, 2 of 45 flagged (one more false
    # alarm from the session's rules), event status 53 of 60.
    # snippets37 -> 0.462 / 0.400 (q16k: a noun before the question's name is no verb; infobox rows
    # labelled with the question's verb in an irregular form).
    # snippets37 -> 0 of 45 flagged (q16j: a period after a preposition is the time taken, not a
    # rate; a count the question itself states).
    # snippets37 -> 0.636 / 0.467 (q16l: list items with a leading article; sn37-060 exact).
    # snippets37 -> 0.750 / 0.600 after q17h (a bare 'N years ago' under a page's result date is the
    # page year - N when another chunk writes that year and the clause tells the asked event).
    # q18i (dates without a year): sn37-012 caught. (session 18)
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn37-052 exact.
    # q22c (session 22): one more event caught (13 -> 14 of 15) by a conflict whose members differ
    # from the label: snippets37: 0.846 / 0.733 -> 0.786 / 0.733.
    "snippets37": {"detection_precision": 0.786, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets39: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.273 / 0.400, attribution 1.000, false positives 0.097, citation fidelity 1.000,
    # 11 of 45 agreeing events flagged, 11 of 15 caught, event status 44 of 60. On a45576c (the
    # day's engine when it arrived) 0.261 / 0.400, 11 of 45 flagged, 12 of 15 caught, event status
    # 45 of 60.
    # snippets39 -> 1 of 45 flagged (q16l list_owners datelines and partial names, own initialisms,
    # owner_alone, given_up; q16m headed lists of other named things, namesakes, measured nouns
    # after a colon).
    # snippets39 -> 0.615 / 0.533 after q17h (a bare 'N years ago' under a page's result date is the
    # page year - N when another chunk writes that year and the clause tells the asked event).
    # (q20f, session 20) a Q&A answer's one year answers a when-question naming its event, shop
    # edition tails are no entity: snippets39: 0.615 / 0.533 -> 0.643 / 0.600.
    # session 24 (q24d, relative_owners; q24g, _apposed_name): snippets39: 0.643 / 0.600 -> 0.571 /
    # 0.533: in sn39-016 a page matched only by misreading "Fenway Park, which opened in 1912" as
    # the answer; 1912 is Fenway's now and the page's own year is spelled out ("nineteen ten"),
    # which no reader takes, so it states no value (the event is still caught).
    # session 25: q25a and q25b merged: snippets39: 0.571 / 0.533 -> 0.615 / 0.533.
    "snippets39": {"detection_precision": 0.615, "detection_recall": 0.533,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets43: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.400 / 0.400, attribution 1.000, false positives 0.059, citation fidelity 0.769,
    # 6 of 45 agreeing events flagged, 9 of 15 caught, event status 48 of 60. On c8f9388 (the day's
    # engine when it arrived) 0.412 / 0.467, false positives 0.072, citation fidelity 0.786, 7 of 45
    # flagged (one more false alarm from the session's rules), 10 of 15 caught.
    # snippets43 -> 1 of 45 flagged, citation fidelity 0.875 (q16p: other_shapes (a lone name with a
    # passive verb, an owner's other thing, a clause after an apposition, a name in another place),
    # name forks for who-questions, years before another name, owned_forks).
    # snippets43 -> 0 of 45 flagged (q16t: auction prices, merchandise for prize questions, dated
    # works, two-word terms, requirements of another thing, rulings on a denied subject); citation
    # fidelity 0.857 (fewer conflicts, no wrong citation).
    # q18f: sn43-060 caught. (session 18)
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn43-004 exact, citation fidelity
    # 1.000.
    # (q20f, session 20) lowered: newly caught conflicts (sn34-012, sn43-012, sn48-028/060,
    # sn68-032) miss a member chunk whose value is never read, so each scores a miss and an
    # unexpected conflict; caught rises: snippets43: 0.818 / 0.600 -> 0.750 / 0.600.
    # (q20n, session 20) the question's trailing place need not be repeated, renaming brackets,
    # counts of the asked noun as main values: snippets43: 0.750 / 0.600 -> 0.769 / 0.667.
    # (q20l, session 20) phrasal verbs as one event word, happen/take place name the subject's noun,
    # relative clauses set no event: snippets43: 0.769 / 0.667 -> 0.786 / 0.733.
    "snippets43": {"detection_precision": 0.786, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets42: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.471 / 0.533, attribution 1.000, false positives 0.029, citation fidelity 1.000,
    # 2 of 45 agreeing events flagged, 14 of 15 caught, event status 55 of 60. On a177340 (the day's
    # engine when it arrived) 0.444 / 0.533, 2 of 45 flagged, 15 of 15 caught, event status 56 of
    # 60.
    # snippets42 -> 1 of 45 flagged (q16p: other_shapes (a lone name with a passive verb, an owner's
    # other thing, a clause after an apposition, a name in another place), name forks for who-
    # questions, years before another name, owned_forks).
    # snippets42 -> 0 of 45 flagged (q16t: auction prices, merchandise for prize questions, dated
    # works, two-word terms, requirements of another thing, rulings on a denied subject).
    # q18i: per-conflict matching. (session 18)
    # session 28 (passing_values): snippets42: 0.562 / 0.600 -> 0.600 / 0.600.
    "snippets42": {"detection_precision": 0.600, "detection_recall": 0.600,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets44: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.619 / 0.867, attribution 1.000, false positives 0.046, citation fidelity 1.000,
    # 7 of 45 agreeing events flagged, 14 of 15 caught, event status 52 of 60. On a177340 (the day's
    # engine when it arrived) 0.571 / 0.800, false positives 0.038, 7 of 45 flagged, 14 of 15
    # caught.
    # snippets44 -> 6 of 45 flagged (q16q: a which-question after a fronted setting asks for a
    # name).
    # snippets44 -> 0 of 45 flagged (q16s: 'of the' in a question's name run, possessive kind names,
    # gapped lists, bans by leaving gear, derived works, an adverb 'first' on the verb).
    # (q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a stopword verb
    # after 'first', a heading closed by a colon is no title: 14 -> 15 of 15 caught.
    # q22c (session 22): web readers; more conflicts caught: snippets44: 0.867 / 0.867 -> 0.933 /
    # 0.933.
    "snippets44": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets41: written blind on 2026-12-02 as a tuning set of session 16, scored before anyone
    # read it. On 97a693e (the start of
    # session 16) 0.409 / 0.600, attribution 1.000, false positives 0.073, citation fidelity 1.000,
    # 5 of 45 agreeing events flagged, 14 of 15 caught, event status 53 of 60. On e2240df (the day's
    # engine when it arrived) the same.
    # snippets41 -> 1 of 45 flagged (q16r: a list item naming the question alone, fractions of a
    # unit in words as rough figures, another dimension's superlative, a price at the launch).
    # snippets41 -> 0.667 / 0.667, fp 0.017 after q17p (possessive tails and measured brackets tell
    # no entity; a title is a table row's first cell and no sentence).
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: snippets41: 0.667 / 0.667 ->
    # 0.714 / 0.667.
    # (q20f, session 20) a Q&A answer's one year answers a when-question naming its event, shop
    # edition tails are no entity: snippets41: 0.714 / 0.667 -> 0.786 / 0.733.
    # (q21a, session 21) sn41-056's expected chunks now join the conflict, and the witness step adds
    # two pages stating 1999; outcome and winner unchanged: snippets41: 0.786 / 0.733 -> 0.786 /
    # 0.733.
    # q22i (session 22): conflict members matched or fewer false-positive members: snippets41: 0.786
    # / 0.733 -> 0.786 / 0.733.
    # session 24 (q24a-h): snippets41: 0.786 / 0.733 -> 0.786 / 0.733.
    "snippets41": {"detection_precision": 0.786, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout23: written blind on 2026-12-03 (a check set of session 17). On 688782c (the start of
    # session 17) 0.714 / 0.625, attribution 0.900, winner accuracy 0.900, false positives 0.039,
    # citation fidelity 1.000, 3 of 19 agreeing events flagged, 25 of 31 caught.
    # holdout23 -> 0.724 / 0.656, attribution 0.905, 26 of 31 caught after q17j (a first piped line
    # with a price or code is a data row; sub-day durations are no ages; parts lists are no page
    # titles; asides repeating the question's name; Q/A answers about something else; 'need not';
    # bound row labels; counts after their noun) (summary line only).
    # q18c (one-line piped rows, one-off prices, narrower cases under a condition): 1 of 19 clean
    # flagged, 26 of 31 caught, attribution 1.000; released for tuning in session 18.
    # (q20r, session 20) freeze as an attribute, a reader's current figure, minimum-only prices,
    # counts per another item: holdout23: 0.778 / 0.656 -> 0.808 / 0.656.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout23:
    # 0.808 / 0.656 -> 0.821 / 0.719.
    # session 25: q25a and q25b merged: holdout23: 0.821 / 0.719 -> 0.828 / 0.750.
    # session 27: q26a-d merged: holdout23: 0.828 / 0.750 -> 0.862 / 0.781.
    # session 27: q27a-e merged: holdout23: 0.862 / 0.781 -> 0.897 / 0.812.
    "holdout23": {"detection_precision": 0.897, "detection_recall": 0.812,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets47: written blind on 2026-12-03 (a check set of session 17). On 688782c (the start of
    # session 17) 0.500 / 0.467, attribution 1.000, false positives 0.007, citation fidelity 1.000,
    # 1 of 45 agreeing events flagged, 13 of 15 caught. On 3fd1b0e (the day's engine when it
    # arrived) the same.
    # snippets47 -> 0.786 / 0.733 after q17h (a bare 'N years ago' under a page's result date is the
    # page year - N when another chunk writes that year and the clause tells the asked event)
    # (summary line only).
    # q18b (pet forms of given names): 0 of 45 flagged, 13 of 15 caught; released for tuning in
    # session 18.
    # q18d ('v.' ends no sentence; irregular past forms): 15 of 15 caught.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # sn47-004 exact.
    # session 28 (passing_values): snippets47: 0.933 / 0.933 -> 0.929 / 0.867.
    # (lowered on purpose: session 28, passing_values: sn47-028's wrong year stands in a clause
    # sharing one of the question's words, read as a passing mention; one catch given up for fewer
    # false alarms on fresh text)
    "snippets47": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets45: written blind on 2026-12-03 (a check set of session 17). On 688782c (the start of
    # session 17) 0.600 / 0.600, attribution 0.889, false positives 0.042, citation fidelity 1.000,
    # 3 of 45 agreeing events flagged, 12 of 15 caught. On 90ba741 (the day's engine when it
    # arrived) the same.
    # q18b (asked event: verb and bare object after a named subject): 2 of 45 flagged, 12 of 15
    # caught; released for tuning in session 18.
    # q18d (running lengths; an event's own words are no narrower case): 1 of 45 flagged, sn45-012
    # decided by majority as labelled.
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 12
    # -> 13 of 15 caught.
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets45: 0.714
    # / 0.667 -> 0.733 / 0.733.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # snippets45: 0.733 / 0.733 -> 0.800 / 0.800.
    # q22a (session 22): a false alarm cleared: snippets45: 0.800 / 0.800 -> 0.857 / 0.800.
    "snippets45": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets46: written blind on 2026-12-03 (a check set of session 17). On 688782c (the start of
    # session 17) 0.350 / 0.467, attribution 1.000, false positives 0.069, citation fidelity 1.000,
    # 8 of 45 agreeing events flagged, 12 of 15 caught. On 90ba741 (the day's engine when it
    # arrived) the same but false positives 0.067.
    # snippets46 -> 0.368 / 0.467, fp 0.066, 7 of 45 flagged after q17c (thread titles, possessives
    # naming another work, participle clauses dating another name, asides owned by another name,
    # dated nouns, gapped lists, general classes) (summary line only).
    # snippets46 -> 0.526 / 0.667 after q17h (a bare 'N years ago' under a page's result date is the
    # page year - N when another chunk writes that year and the clause tells the asked event)
    # (summary line only; fp 0.066 -> 0.067).
    # snippets46 -> 0.500 / 0.667, 13 of 15 caught after q17p (possessive tails and measured
    # brackets tell no entity; a title is a table row's first cell and no sentence) (summary line
    # only): precision 0.526 -> 0.500 with one more conflict caught.
    # q18a (sums with the noun once, titles with ! or ?, capitalised counted nouns, denied values,
    # plural possessives, restated scopes, off- places): 3 of 45 flagged, 15 of 15 caught.
    # false-positive rate 0.031 -> 0.034 (q18f's entity pages): the same 3 of 45 flagged, with one
    # more chunk in their conflicts. (session 18)
    # Raised ceiling (q19f, session 19): false positives 0.034 -> 0.035, sn46-060: a correct page
    # joins a predicted conflict that already held an extra member; it now resolves by majority
    # instead of escalating.
    # (q19h, session 19) a subject's other words count only capitalised, a lower-case head with a
    # word of its own names another thing, a possessive owner of a thing of that kind, plural row
    # labels of the question's noun list things, a verb at another place: 3 -> 2 of 45 flagged.
    # Back to 0.611 / 0.733, 3 of 45 flagged (session 19): q19h's rival_places rule for the
    # question's verb at another place was reverted; it cleared sn46-054 here but, bisected on
    # summary lines only, left one conflict of the check set snippets68 unmatched (0.600 / 0.800 ->
    # 0.550 / 0.733): one tuning event for one unseen one is no evidence that it generalises.
    # (q20o, session 20) who-questions: noun extensions, own-noun row labels, role cells, forked
    # titles, '-ings' possessives: snippets46: 0.611 / 0.733 -> 0.647 / 0.733.
    # (q20p, session 20) the act placed elsewhere with 'on', a place opening without a comma, a
    # restated first value: snippets46: 0.647 / 0.733 -> 0.688 / 0.733.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # snippets46: 0.688 / 0.733 -> 0.733 / 0.733.
    "snippets46": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets48: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.400 / 0.400, attribution 1.000, false positives 0.019, citation fidelity 0.889,
    # 3 of 45 agreeing events flagged, 12 of 15 caught. On 90ba741 (the day's engine when it
    # arrived) the same.
    # snippets48 -> 0.429 / 0.400, fp 0.017, 2 of 45 flagged after q17g (life-span years belong to
    # birth and death; today's amounts answer no first/original question).
    # snippets48 -> fp 0.014, citation fidelity 0.900 after q17e (a duty on another act answers no
    # permission question; strength ratios are no masses).
    # snippets48 -> 0.462 / 0.400, fp 0.010, 1 of 45 flagged after q17f (whole measures agree with
    # finer values they truncate; a part 'of it'; bare counts halve into asked pairs; 'or so' is
    # approximate).
    # snippets48 -> 0.615 / 0.533, citation fidelity 0.909 after q17h (a bare 'N years ago' under a
    # page's result date is the page year - N when another chunk writes that year and the clause
    # tells the asked event).
    # (q20f, session 20) lowered: newly caught conflicts (sn34-012, sn43-012, sn48-028/060,
    # sn68-032) miss a member chunk whose value is never read, so each scores a miss and an
    # unexpected conflict; caught rises: snippets48: 0.615 / 0.533 -> 0.600 / 0.600, citation
    # fidelity 0.909 -> 0.846.
    # (q20l, session 20) phrasal verbs as one event word, happen/take place name the subject's noun,
    # relative clauses set no event: snippets48: 0.600 / 0.600 -> 0.625 / 0.667.
    # q22i (session 22): conflict members matched or fewer false-positive members: snippets48: 0.625
    # / 0.667 -> 0.688 / 0.733.
    # session 28 (web_permissions): snippets48: 0.688 / 0.733 -> 0.733 / 0.733.
    # session 28 (web_permissions): snippets48: 0.733 / 0.733 -> 0.733 / 0.733, citation 0.846 ->
    # 0.833.
    # (lowered on purpose: session 28, web_permissions: sn48-019's false alarm gone; citation
    # fidelity 11/13 -> 10/12 follows its denominator)
    "snippets48": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.833},
    # snippets49: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.235 / 0.267, attribution 0.750, false positives 0.034, citation fidelity 1.000,
    # 4 of 45 agreeing events flagged, 13 of 15 caught. On 90ba741 (the day's engine when it
    # arrived) the same.
    # snippets49 -> 0.250 / 0.267, fp 0.025, 3 of 45 flagged after q17g (life-span years belong to
    # birth and death; today's amounts answer no first/original question).
    # snippets49 -> 0.267 / 0.267, fp 0.022, 2 of 45 flagged after q17e (a duty on another act
    # answers no permission question; strength ratios are no masses).
    # snippets49 -> 0.308 / 0.267, fp 0.004, 0 of 45 flagged after q17f (whole measures agree with
    # finer values they truncate; a part 'of it'; bare counts halve into asked pairs; 'or so' is
    # approximate).
    # snippets49 -> 0.692 / 0.600, attribution 0.889 after q17h (a bare 'N years ago' under a page's
    # result date is the page year - N when another chunk writes that year and the clause tells the
    # asked event).
    # Lowered ((q19l, session 19) a place inside a semicolon list item under a worded heading is no
    # entity, 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside
    # the name): sn49-016 now caught (13 -> 14 of 15) with 5 of its 6 pages (the Q/A page's 'A:
    # 1991' is not read), so precision 0.692 -> 0.643.
    # session 24 (q24a-h): snippets49: 0.643 / 0.600 -> 0.667 / 0.667, attribution 0.889 -> 0.900.
    "snippets49": {"detection_precision": 0.667, "detection_recall": 0.667,
                   "attribution_accuracy": 0.900, "citation_fidelity": 1.0},
    # holdout24: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.724 / 0.656, attribution 0.952, winner accuracy 0.952, false positives 0.050,
    # citation fidelity 1.000, 4 of 19 agreeing events flagged, 24 of 31 caught. On 1fe54db (the
    # day's engine when it arrived) the same.
    # holdout24 -> 0.767 / 0.719, attribution 0.957, 3 of 19 flagged, 26 of 31 caught after q17o
    # (how late/early questions ask values; the asked item's own count; counts after plural verbs
    # and heads; per-units in either order; heading codes).
    # q18h (lone rows): 2 of 19 flagged; attribution 0.957 -> 0.917: h24-042's conflict (museum
    # glass), missed before, is now found but escalates where the label expects specificity (the
    # event was escalated before and after). (session 18)
    # (q19o, session 19) lengths of things that last are durations, a case written before the
    # question, row labels naming the question's case in any cell or as a day/month/holiday:
    # holdout24: 0.828 / 0.750 -> 0.828 / 0.750, attribution 0.917 -> 0.958.
    # (q20r, session 20) freeze as an attribute, a reader's current figure, minimum-only prices,
    # counts per another item: holdout24: 0.828 / 0.750 -> 0.857 / 0.750.
    # (q21d, session 21) a header column the question names, 'advance notice' asks a lead time and
    # 'last' a length, add-on rows, an optional extension's term, a whole and its summed parts:
    # holdout24: 0.857 / 0.750 -> 0.889 / 0.750.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout24:
    # 0.889 / 0.750 -> 0.893 / 0.781, attribution 0.958 -> 0.960.
    # session 25: q25a and q25b merged: holdout24: 0.893 / 0.781 -> 0.897 / 0.812, attribution 0.960
    # -> 0.962.
    "holdout24": {"detection_precision": 0.897, "detection_recall": 0.812,
                   "attribution_accuracy": 0.962, "citation_fidelity": 1.000},
    # snippets52: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.286 / 0.267, attribution 0.750, false positives 0.044, citation fidelity 0.857,
    # 4 of 45 agreeing events flagged, 10 of 15 caught. On 0ef9b4c (the day's engine when it
    # arrived) the same but false positives 0.039, citation fidelity 0.833.
    # snippets52 -> 0.357 / 0.333, attribution 0.800 after q17h (a bare 'N years ago' under a page's
    # result date is the page year - N when another chunk writes that year and the clause tells the
    # asked event).
    # snippets52 -> 0.385 / 0.333, fp 0.031 after q17n (differences after 'than', a death's year,
    # beaten and previous records, superseded first states, elliptic contrasted clauses, 'only the X
    # may'); citation fidelity 0.833 -> 0.800 only because sn52-038's faithful false conflict is
    # gone.
    # snippets52 -> 0.500 / 0.333, fp 0.004 after q17m (labelled and compound listings, a measure
    # inside the question's own name, inclusive approximate reach, a loose figure restated exactly
    # after a dash).
    # q18d: sn52-056 decided by majority as labelled; citation fidelity 0.833.
    # q18f: one more event caught (11 of 15) but with a conflict that is not the labelled one, so
    # detection precision 0.500 -> 0.455 and false-positive rate 0.004 -> 0.008; citation fidelity
    # 0.857. (session 18)
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # 11 -> 12 of 15 caught, sn52-008, 012, 016 exact.
    # Lowered (q19k, session 19): one more event caught whose conflict differs from the label;
    # snippets52: 0.667 / 0.533 -> 0.615 / 0.533.
    # q22i (session 22): conflict members matched or fewer false-positive members: snippets52: 0.615
    # / 0.533 -> 0.615 / 0.533.
    # q22c (session 22): web readers; more conflicts caught: snippets52: 0.615 / 0.533 -> 0.714 /
    # 0.667.
    # session 25: q25a and q25b merged: snippets52: 0.714 / 0.667 -> 0.714 / 0.667.
    "snippets52": {"detection_precision": 0.714, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets51: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.550 / 0.733, attribution 1.000, false positives 0.058, citation fidelity 1.000,
    # 8 of 45 agreeing events flagged, 12 of 15 caught. On b6b954e (the day's engine when it
    # arrived) the same.
    # snippets51 -> 0.688 / 0.733, fp 0.033, 4 of 45 flagged after q17n (differences after 'than', a
    # death's year, beaten and previous records, superseded first states, elliptic contrasted
    # clauses, 'only the X may').
    # snippets51 -> 0.733 / 0.733, fp 0.032 after q17k (headed lists whose items carry parentheses
    # own their names and values; a later deed's agent is no maker).
    # snippets51 -> 0.846 / 0.733, fp 0.013 after q17m (labelled and compound listings, a measure
    # inside the question's own name, inclusive approximate reach, a loose figure restated exactly
    # after a dash).
    # snippets51 -> 0.917 / 0.733, fp 0.006 after q17l (another named thing sharing a place or
    # standing somewhere owns its values; whole-word question words; a length of a noun phrase
    # naming another dimension).
    # (q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a stopword verb
    # after 'first', a heading closed by a colon is no title: 12 -> 13 of 15 caught.
    # (q21b, session 21) 'Two hundred years ago' after a leading date now reads 1788 in sn51-060, an
    # outright majority, so an infobox row the engine never read as a claim is no longer added as a
    # supporting page; caught unchanged: snippets51: 0.923 / 0.800 -> 0.846 / 0.733.
    # session 27: q26a-d merged: snippets51: 0.846 / 0.733 -> 0.923 / 0.800.
    "snippets51": {"detection_precision": 0.923, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets50: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.526 / 0.667, attribution 1.000, false positives 0.051, citation fidelity 1.000,
    # 7 of 45 agreeing events flagged, 12 of 15 caught. On 0a53510 (the day's engine when it
    # arrived) 0.579 / 0.733, the rest the same.
    # snippets50 -> 0.611 / 0.733, fp 0.046 after q17n (differences after 'than', a death's year,
    # beaten and previous records, superseded first states, elliptic contrasted clauses, 'only the X
    # may').
    # snippets50 -> 0.733 / 0.733, fp 0.024 after q17k (headed lists whose items carry parentheses
    # own their names and values; a later deed's agent is no maker).
    # snippets50 -> 0.917 / 0.733, fp 0.000 after q17l (another named thing sharing a place or
    # standing somewhere owns its values; whole-word question words; a length of a noun phrase
    # naming another dimension).
    # snippets50 -> 1.000 / 0.867, 13 of 15 caught after q17p (possessive tails and measured
    # brackets tell no entity; a title is a table row's first cell and no sentence).
    # q18f: sn50-032 caught. (session 18)
    "snippets50": {"detection_precision": 1.000, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets55: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.524 / 0.733, attribution 1.000, false positives 0.048, citation fidelity 1.000,
    # 6 of 45 agreeing events flagged, 15 of 15 caught. On 60602ac (the day's engine when it
    # arrived) 0.611 / 0.733, false positives 0.041, 3 of 45 flagged, 15 of 15 caught.
    # q17r, q17s (session 18 merge): 0 of 45 flagged, 15 of 15 caught.
    # session 27: q26a-d merged: snippets55: 0.733 / 0.733 -> 0.800 / 0.800.
    "snippets55": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets53: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.400 / 0.400, attribution 1.000, false positives 0.035, citation fidelity 0.900,
    # 3 of 45 agreeing events flagged, 12 of 15 caught. On 88ba00e (the day's engine when it
    # arrived) 0.533 / 0.533, the rest the same.
    # q17r, q17s (session 18 merge): 0 of 45 flagged, 12 of 15 caught, citation fidelity 1.000.
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn53-060 exact.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # 12 -> 13 of 15 caught.
    # (q21n, session 21) a leading year before a subject with an aside that 'marks N years' is the
    # page's date, two forms of one question word count once: snippets53: 0.769 / 0.667 -> 0.833 /
    # 0.667.
    # session 24 (q24a-h): snippets53: 0.833 / 0.667 -> 0.846 / 0.733.
    "snippets53": {"detection_precision": 0.846, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets54: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.389 / 0.467, attribution 1.000, false positives 0.023, citation fidelity 1.000,
    # 4 of 45 agreeing events flagged, 14 of 15 caught. On 1615f21 (the day's engine when it
    # arrived) 0.471 / 0.533, 3 of 45 flagged, 14 of 15 caught.
    # q17r, q17s (session 18 merge): 1 of 45 flagged, 14 of 15 caught.
    # (q19b, session 19) a value right before the attribute's word in a sentence naming the whole
    # name is the asked measure; headed lists' items are no places; Q/A answers run past 'No.': 14
    # -> 15 of 15 caught.
    # session 28 (passing_values): snippets54: 0.562 / 0.600 -> 0.625 / 0.667.
    # session 28 (web_permissions): snippets54: 0.625 / 0.667 -> 0.667 / 0.667.
    "snippets54": {"detection_precision": 0.667, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets56: written blind on 2026-12-03 as a tuning set of session 17, scored before anyone
    # read it. On 688782c (the start of
    # session 17) 0.385 / 0.667, attribution 1.000, false positives 0.105, citation fidelity 0.842,
    # 12 of 45 agreeing events flagged, 14 of 15 caught. On 4873e01 (the day's engine when it
    # arrived) 0.435 / 0.667, false positives 0.068, citation fidelity 0.867, 9 of 45 flagged, 14 of
    # 15 caught.
    # q17s, q17t, q17u (session 18 merge): 0 of 45 flagged, 14 of 15 caught; citation fidelity 0.867
    # -> 0.800: the faithful citations of the removed false alarms no longer count, the two
    # citations missing their value are the same as before.
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn56-056 exact.
    "snippets56": {"detection_precision": 0.786, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.800},
    # holdout25: written blind on 2026-12-03 (a check set of session 18). On ab274e7 (the start of
    # session 18) 0.724 / 0.656, attribution 0.905, false positives 0.060, 4 of 19 clean events
    # flagged, 24 of 31 caught. On bdcbc96 (the day's engine when it arrived) the same.
    # Released for tuning in session 19. (q19c) place areas, labelled numbers as identifiers, number
    # bands in a row's first cell, another month's occasion: 24 -> 27 of 31 caught, 4 -> 3 of 19
    # clean flagged.
    # (q20q, session 20) a row no other document echoes is a variant beside an echoed sibling row:
    # holdout25: 0.742 / 0.719 -> 0.767 / 0.719.
    # (q20r, session 20) freeze as an attribute, a reader's current figure, minimum-only prices,
    # counts per another item: holdout25: 0.767 / 0.719 -> 0.767 / 0.719.
    # (q21d, session 21) a header column the question names, 'advance notice' asks a lead time and
    # 'last' a length, add-on rows, an optional extension's term, a whole and its summed parts:
    # holdout25: 0.767 / 0.719 -> 0.793 / 0.719.
    # (q21h, session 21) access-level cells under a role header ('hidden', 'view', 'edit', '✓'), a
    # matrix row read with its header, unlabelled 'only' cells: holdout25: 0.793 / 0.719 -> 0.833 /
    # 0.781, attribution 0.913 -> 0.920.
    # q22b (session 22): h25-038 newly caught ("carry on" no longer read as carry-over) with 2 of
    # its 3 labelled chunks: the third's "charged at £80 per hour" keys as price, not overtime:
    # holdout25: 0.833 / 0.781 -> 0.806 / 0.781.
    # q25b: holdout25: 0.806 / 0.781 -> 0.781 / 0.781.
    # (lowered on purpose: 29 -> 30 caught; the new catch matches with one chunk too few)
    "holdout25": {"detection_precision": 0.781, "detection_recall": 0.781,
                   "attribution_accuracy": 0.920, "citation_fidelity": 1.000},
    # snippets58: written blind on 2026-12-03 (a check set of session 18). On ab274e7 (the start of
    # session 18) 0.333 / 0.467, attribution 1.000, false positives 0.052, 5 of 45 agreeing events
    # flagged, 13 of 15 caught. On 2de1204 (the day's engine when it arrived) the same.
    # Lowered (session 18): 5 -> 6 of 45 agreeing flagged after q18i; found by bisecting on summary
    # lines only: the reading of 'kilo'/'kilos' as kilograms (fields/quantity_patterns, measures),
    # which cleared a tuning set's false alarm, raised one here. The event was not examined (a check
    # set); kept and reported.
    # Released for tuning in session 19. (q19a) a year after 'of' inside a foreign subject, 'never'
    # after a pronoun describes, a profession before a name is a title: 6 -> 3 of 45 flagged (the
    # kilo event's other sentence is set aside).
    # (q19h, session 19) a subject's other words count only capitalised, a lower-case head with a
    # word of its own names another thing, a possessive owner of a thing of that kind, plural row
    # labels of the question's noun list things, a verb at another place: 3 -> 1 of 45 flagged.
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: snippets58: 0.412 / 0.467 ->
    # 0.438 / 0.467.
    # (q21a, session 21) sale rows with a label, a maker's name or an ISO currency are listings, a
    # kin's timeline item is another person's, a night of two days, fuller names join short forms, a
    # date in a reference clause, 'kept closed' answers 'may it be seen': snippets58: 0.438 / 0.467
    # -> 0.500 / 0.533.
    # session 24 (q24a-h): snippets58: 0.500 / 0.533 -> 0.692 / 0.600.
    # session 27: q27a-e merged: snippets58: 0.692 / 0.600 -> 0.769 / 0.667.
    # session 28 (passing_values): snippets58: 0.769 / 0.667 -> 0.846 / 0.733.
    "snippets58": {"detection_precision": 0.846, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets59: written blind on 2026-12-03 (a check set of session 18). On ab274e7 (the start of
    # session 18) 0.600 / 0.600, attribution 1.000, false positives 0.018, 2 of 45 agreeing events
    # flagged, 10 of 15 caught. On d8b1caa (the day's engine when it arrived) 0.625 / 0.667, 2 of 45
    # flagged, 11 of 15 caught.
    # Released for tuning in session 19. (q19b, session 19) a value right before the attribute's
    # word in a sentence naming the whole name is the asked measure; headed lists' items are no
    # places; Q/A answers run past 'No.'; a price of another product made for the subject ('Leather
    # holder for the ... pass') is set aside: 2 -> 1 of 45 flagged, 11 -> 14 of 15 caught.
    # (q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a stopword verb
    # after 'first', a heading closed by a colon is no title: 14 -> 15 of 15 caught.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # sn59-016 exact.
    # (q20o, session 20) who-questions: noun extensions, own-noun row labels, role cells, forked
    # titles, '-ings' possessives: snippets59: 0.938 / 1.000 -> 1.000 / 1.000.
    "snippets59": {"detection_precision": 1.000, "detection_recall": 1.000,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets57: written blind on 2026-12-03 (a check set of session 18). On ab274e7 (the start of
    # session 18) 0.562 / 0.600, attribution 0.778, false positives 0.033, citation fidelity 0.909,
    # wrong citations 0.091, 4 of 45 agreeing events flagged, 12 of 15 caught. On 10914a4 (the day's
    # engine when it arrived) 0.600 / 0.600, false positives 0.018, citation fidelity 0.900, wrong
    # citations 0.100, 3 of 45 flagged, 12 of 15 caught.
    # Released for tuning in session 19. (q19a) a what-question ending in 'called'/'named' asks a
    # name, a proper name ends a yes/no question's subject, a later list item under a plural label
    # is no place: 3 -> 1 of 45 flagged, 12 -> 13 of 15 caught.
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn57-060 exact, citation fidelity
    # 1.000.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # sn57-008 exact.
    # (q20o, session 20) who-questions: noun extensions, own-noun row labels, role cells, forked
    # titles, '-ings' possessives: snippets57: 0.857 / 0.800 -> 0.923 / 0.800.
    # q22c (session 22): web readers; more conflicts caught: snippets57: 0.923 / 0.800 -> 0.929 /
    # 0.867, attribution 0.833 -> 0.846.
    "snippets57": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 0.846, "citation_fidelity": 1.000},
    # holdout26: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.667 / 0.562, attribution 1.000, false positives 0.030, 3 of 19 clean events
    # flagged, 23 of 31 caught. On ebe36cd (the day's engine when it arrived) the same.
    # q18e (named fees, lead times, deposit sums, 'what day rate', weeks as days): 0 of 19 flagged,
    # 25 of 31 caught. (session 18)
    # (q19c, session 19) act nouns ('four reservations' for 'How many items can a reader reserve?'):
    # h26-033 matches in full.
    # (q21m, session 21) a group's size asks a head count, 'how often' asks a frequency, a modal is
    # no counted noun, bare threshold ages: holdout26: 0.808 / 0.656 -> 0.815 / 0.688.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout26:
    # 0.815 / 0.688 -> 0.852 / 0.719.
    # session 24 (q24b, distractors._PAID): holdout26: 0.852 / 0.719 -> 0.889 / 0.750, attribution
    # 1.000 -> 0.958: one more conflict matches its label, decided by a rule the label does
    # not name.
    # session 25: q25a and q25b merged: holdout26: 0.889 / 0.750 -> 0.897 / 0.812, attribution 0.958
    # -> 0.962.
    "holdout26": {"detection_precision": 0.897, "detection_recall": 0.812,
                   "attribution_accuracy": 0.962, "citation_fidelity": 1.0},
    # snippets63: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.750 / 0.600, attribution 0.889, false positives 0.000, 0 of 45 agreeing events
    # flagged, 12 of 15 caught. On 349afb9 (the day's engine when it arrived) the same.
    # q18f: 14 of 15 caught, attribution 1.000. (session 18)
    # q22c (session 22): web readers; more conflicts caught: snippets63: 0.786 / 0.733 -> 0.857 /
    # 0.800.
    # session 24 (q24a-h): snippets63: 0.857 / 0.800 -> 0.867 / 0.867.
    "snippets63": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets60: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.600 / 0.600, attribution 1.000, false positives 0.021, 2 of 45 agreeing events
    # flagged, 13 of 15 caught. On 9457b9d (the day's engine when it arrived) the same.
    # q18f ('every' before a period, permissions of unnamed parties): 0 of 45 flagged, 14 of 15
    # caught. (session 18)
    # q22c (session 22): web readers; more conflicts caught: snippets60: 0.643 / 0.600 -> 0.714 /
    # 0.667.
    "snippets60": {"detection_precision": 0.714, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets61: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.625 / 0.667, attribution 1.000, false positives 0.021, 3 of 45 agreeing events
    # flagged, 13 of 15 caught. On 096a8bd (the day's engine when it arrived) the same but false
    # positives 0.018.
    # q18g (short year spans, acted objects, ordinal lists, negated need): 0 of 45 flagged; q18f: 14
    # of 15 caught. (session 18)
    # (q20j, session 20) lowered: the newly caught sn61-036 conflict leaves out an infobox chunk (a
    # miss and an unexpected conflict); caught rises: snippets61: 0.786 / 0.733 -> 0.733 / 0.733.
    # q22c (session 22): web readers; more conflicts caught: snippets61: 0.733 / 0.733 -> 0.933 /
    # 0.933.
    "snippets61": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets62: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.632 / 0.800, attribution 1.000, false positives 0.055, 5 of 45 agreeing events
    # flagged, 13 of 15 caught. On 8aadc0b (the day's engine when it arrived) the same.
    # q18g: 3 of 45 flagged. (session 18)
    # q18k ('N years later', 'found' as the past of 'find'): 2 of 45 flagged. (session 18)
    # (q20s, session 20) a required opposite or substitute act, a size requirement on another party:
    # snippets62: 0.800 / 0.800 -> 0.857 / 0.800.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # snippets62: 0.857 / 0.800 -> 0.923 / 0.800.
    "snippets62": {"detection_precision": 0.923, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets65: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.500 / 0.533, attribution 1.000, false positives 0.020, 4 of 45 agreeing events
    # flagged, 12 of 15 caught. On a68b448 (the day's engine when it arrived) the same but false
    # positives 0.025.
    # q18i (kilos, 'dead by', names with a seat, illustrated copies): 1 of 45 flagged, 13 of 15
    # caught. (session 18)
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets65: 0.643
    # / 0.600 -> 0.667 / 0.667.
    # (q20o, session 20) who-questions: noun extensions, own-noun row labels, role cells, forked
    # titles, '-ings' possessives: snippets65: 0.667 / 0.667 -> 0.714 / 0.667.
    # q22c (session 22): web readers; more conflicts caught: snippets65: 0.714 / 0.667 -> 0.786 /
    # 0.733.
    # session 24 (q24a-h): snippets65: 0.786 / 0.733 -> 0.857 / 0.800.
    "snippets65": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets66: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.750 / 0.600, attribution 0.889, false positives 0.011, 2 of 45 agreeing events
    # flagged, 10 of 15 caught. On 5479f73 (the day's engine when it arrived) the same.
    # q18i: 0 of 45 flagged. (session 18)
    # Lowered ((q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a
    # stopword verb after 'first', a heading closed by a colon is no title): sn66-032 now caught (10
    # -> 11 of 15) but an infobox row with its own subject is left out of it, so precision 0.900 ->
    # 0.818.
    # (q20l, session 20) phrasal verbs as one event word, happen/take place name the subject's noun,
    # relative clauses set no event: snippets66: 0.818 / 0.600 -> 0.833 / 0.667, attribution 0.889
    # -> 0.900.
    # (q21f, session 21) a country named only as a comparison's term scopes nothing, 'how many
    # <modifier> <head>' counts the head: snippets66: 0.833 / 0.667 -> 0.846 / 0.733, attribution
    # 0.900 -> 0.909.
    "snippets66": {"detection_precision": 0.846, "detection_recall": 0.733,
                   "attribution_accuracy": 0.909, "citation_fidelity": 1.000},
    # snippets64: written blind on 2026-12-03 as a tuning set of session 18, scored before anyone
    # read it. On ab274e7 (the start of
    # session 18) 0.368 / 0.467, attribution 1.000, false positives 0.049, 5 of 45 agreeing events
    # flagged, 14 of 15 caught. On d46f3c2 (the day's engine when it arrived) the same.
    # q18j (owned heads, model numbers, remainders, bare before/after clauses, datelines): 0 of 45
    # flagged. (session 18)
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn64-028, 048, 052 exact.
    "snippets64": {"detection_precision": 0.714, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # holdout27: written blind on 2026-12-03 (a check set of session 19). On c57e03f (the start of
    # session 19) 0.548 / 0.531, attribution 0.941, false positives 0.059, 5 of 19 clean events
    # flagged, 25 of 31 caught. On 49ca128 (the day's engine when it arrived) the same.
    # (q20d, session 20) 'Under-18s' is the code 'under-18', clause numbers are no modifiers, the
    # query's first attribute keys its answers, '<query noun> <own head> is' sentences are about
    # that head: holdout27: 0.548 / 0.531 -> 0.677 / 0.656, attribution 0.941 -> 0.952.
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: holdout27: 0.677 / 0.656 ->
    # 0.700 / 0.656.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # holdout27: 0.700 / 0.656 -> 0.724 / 0.656.
    # (q21h, session 21) access-level cells under a role header ('hidden', 'view', 'edit', '✓'), a
    # matrix row read with its header, unlabelled 'only' cells: holdout27: 0.724 / 0.656 -> 0.759 /
    # 0.688, attribution 0.952 -> 0.955.
    # (q21m, session 21) h27-028 now caught (bare threshold ages) but its conflict leaves out the '8
    # and over' page: holdout27: 0.759 / 0.688 -> 0.733 / 0.688.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout27:
    # 0.733 / 0.688 -> 0.767 / 0.719, attribution 0.955 -> 0.957.
    # session 24 (q24a-h): holdout27: 0.767 / 0.719 -> 0.774 / 0.750, attribution 0.957 -> 0.958.
    "holdout27": {"detection_precision": 0.774, "detection_recall": 0.750,
                   "attribution_accuracy": 0.958, "citation_fidelity": 1.000},
    # snippets69: written blind on 2026-12-03 (a check set of session 19). On c57e03f (the start of
    # session 19) 0.765 / 0.867, attribution 0.846, false positives 0.016, wrong citations 0.077, 4
    # of 45 agreeing events flagged, 13 of 15 caught. On b44a57c (the day's engine when it arrived)
    # the same.
    # Lowered (session 19): 0.789 / 1.000 -> 0.737 / 0.933, attribution 0.867 -> 0.857 after q19l;
    # found by bisecting its commits on summary lines only: the 'First <event>:' infobox rows
    # (first_rows.py), which made three tuning events exact, left one conflict here unmatched
    # (caught and flagged counts unchanged). The event was not examined (a check set); kept.
    # (q20b, session 20) compact and calendar compound durations, multi-part durations agree with
    # their rounding, capped 'about' rounding, elided years no counts, group totals: snippets69:
    # 0.737 / 0.933 -> 0.875 / 0.933.
    # (q20c, session 20) who-questions read the asked thing's nouns, removal questions read the
    # prefixed row: snippets69: 0.875 / 0.933 -> 0.933 / 0.933.
    # session 32 (68ddc12c): snippets69: 0.933 / 0.933 -> 1.000 / 1.000, attribution 0.857 -> 0.867.
    "snippets69": {"detection_precision": 1.000, "detection_recall": 1.000,
                   "attribution_accuracy": 0.867, "citation_fidelity": 1.000},
    # snippets67: written blind on 2026-12-03 (a check set of session 19). On c57e03f (the start of
    # session 19) 0.619 / 0.867, attribution 1.000, false positives 0.058, 6 of 45 agreeing events
    # flagged, 15 of 15 caught. On c7ddd5a (the day's engine when it arrived) the same.
    # (q20a, session 20) another named thing of the question's kind, apposed rivals, the act placed
    # elsewhere, 'ours' as another doer: snippets67: 0.619 / 0.867 -> 0.875 / 0.933.
    # q22a (session 22): a false alarm cleared: snippets67: 0.875 / 0.933 -> 0.933 / 0.933.
    "snippets67": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets68: written blind on 2026-12-03 (a check set of session 19). On c57e03f (the start of
    # session 19) 0.550 / 0.733, attribution 1.000, false positives 0.053, citation fidelity 0.933,
    # 7 of 45 agreeing events flagged, 13 of 15 caught. On 62f62a3 (the day's engine when it
    # arrived) the same.
    # (q20b, session 20) compact and calendar compound durations, multi-part durations agree with
    # their rounding, capped 'about' rounding, elided years no counts, group totals: snippets68:
    # 0.600 / 0.800 -> 0.667 / 0.800.
    # (q20c, session 20) who-questions read the asked thing's nouns, removal questions read the
    # prefixed row: snippets68: 0.667 / 0.800 -> 0.800 / 0.800.
    # (q20a, session 20) another named thing of the question's kind, apposed rivals, the act placed
    # elsewhere, 'ours' as another doer: snippets68: 0.800 / 0.800 -> 0.923 / 0.800.
    # (q20f, session 20) lowered: newly caught conflicts (sn34-012, sn43-012, sn48-028/060,
    # sn68-032) miss a member chunk whose value is never read, so each scores a miss and an
    # unexpected conflict; caught rises: snippets68: 0.923 / 0.800 -> 0.857 / 0.800.
    # (q20j, session 20) a past verb the question writes is no other event's, coded tails are no
    # places, 'high'/'wide' after a length: snippets68: 0.857 / 0.800 -> 0.929 / 0.867.
    "snippets68": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets70: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.529 / 0.600, attribution 1.000, false positives 0.020, 4 of 45 agreeing events
    # flagged, 13 of 15 caught. On b6e8738 (the day's engine when it arrived) the same.
    # (q19e, session 19) spelled-out hundreds of thousands, 'what was used to' asks a thing,
    # who/whose questions take names and clauses only, 'X itself' is another subject: 4 -> 1 of 45
    # flagged.
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn70-004 exact.
    # (q19h, session 19) a subject's other words count only capitalised, a lower-case head with a
    # word of its own names another thing, a possessive owner of a thing of that kind, plural row
    # labels of the question's noun list things, a verb at another place: 1 -> 0 of 45 flagged.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # sn70-060 exact.
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets70: 0.846
    # / 0.733 -> 0.857 / 0.800.
    "snippets70": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout28: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.576 / 0.594, attribution 0.947, false positives 0.079, 6 of 19 clean events
    # flagged, 26 of 31 caught. On b8544fb (the day's engine when it arrived) the same.
    # (q19d, session 19) a number word before 'per cent' is a percentage, never a count's noun: 26
    # -> 27 of 31 caught.
    # (q19i, session 19) slash-separated reference codes, catalogue rows opening on a code are named
    # by their next cell, a period's basis past 'running from', surcharge-only sentences price an
    # add-on: 27 -> 30 of 31 caught, 6 -> 5 of 19 flagged.
    # (q19o, session 19) lengths of things that last are durations, a case written before the
    # question, row labels naming the question's case in any cell or as a day/month/holiday:
    # holdout28: 0.639 / 0.719 -> 0.649 / 0.750, attribution 0.957 -> 1.000.
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: holdout28: 0.649 / 0.750 ->
    # 0.667 / 0.750.
    # (q20q, session 20) a row no other document echoes is a variant beside an echoed sibling row:
    # holdout28: 0.667 / 0.750 -> 0.667 / 0.750.
    # (q20u, q20t, session 20) hyphened modifiers, target figures, 'with' the part asked without; no
    # split after St. before a name, 'Name has N', numbered list items, 'The <Name>' openings:
    # holdout28: 0.667 / 0.750 -> 0.686 / 0.750.
    # (q21d, session 21) a header column the question names, 'advance notice' asks a lead time and
    # 'last' a length, add-on rows, an optional extension's term, a whole and its summed parts:
    # holdout28: 0.686 / 0.750 -> 0.706 / 0.750.
    # after q23a-e: holdout28: 0.706 / 0.750 -> 0.735 / 0.781.
    "holdout28": {"detection_precision": 0.735, "detection_recall": 0.781,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets71: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.467 / 0.467, attribution 0.857, false positives 0.019, 2 of 45 agreeing events
    # flagged, 13 of 15 caught. On 9619876 (the day's engine when it arrived) the same.
    # (q19e, session 19) named list items qualified by a parenthesis of the question's words,
    # 'allowed to + verb' names the asked event: 2 -> 0 of 45 flagged, 13 -> 14 of 15 caught.
    # (q19f, session 19) infobox rows labelled with the asked event's class word under a heading
    # naming the question's name, 'N years since' on a dated page: sn71-016, 024, 036, 052 exact;
    # false positives 0.010 -> 0.011 (sn71-060: a correct page joins a conflict that already held an
    # extra member).
    # q22c (session 22): web readers; more conflicts caught: snippets71: 0.786 / 0.733 -> 0.800 /
    # 0.800, attribution 0.909 -> 0.917.
    "snippets71": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 0.917, "citation_fidelity": 1.0},
    # snippets72: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.818 / 0.600, attribution 1.000, false positives 0.009, citation fidelity 0.900,
    # 1 of 45 agreeing events flagged, 10 of 15 caught. On 2c6c07f (the day's engine when it
    # arrived) the same.
    # (q19b, session 19) 10 -> 11 of 15 caught; precision 0.818 -> 0.750 (the new catch's conflict
    # differs from the label).
    # (q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a stopword verb
    # after 'first', a heading closed by a colon is no title: 11 -> 14 of 15 caught, citation
    # fidelity 0.917.
    # (q19h, session 19) a subject's other words count only capitalised, a lower-case head with a
    # word of its own names another thing, a possessive owner of a thing of that kind, plural row
    # labels of the question's noun list things, a verb at another place: 1 -> 0 of 45 flagged;
    # citation fidelity 0.917 -> 0.909 (the removed false conflict's citation was correct).
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # 14 -> 15 of 15 caught; false positives 0.000 -> 0.004 (sn72-032's new conflict holds a forum
    # page naming another agent's year).
    "snippets72": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets73: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.643 / 0.600, attribution 1.000, false positives 0.006, 0 of 45 agreeing events
    # flagged, 13 of 15 caught. On abf031b (the day's engine when it arrived) the same.
    # Lowered ((q19g, session 19) the verb after an apposition's closing comma, '-ied' verbs, a
    # stopword verb after 'first', a heading closed by a colon is no title): sn73-004 now caught (13
    # -> 14 of 15) but its conflict misses a page set apart by a semicolon list's place ('Colby,
    # Wisconsin'), so precision 0.643 -> 0.600.
    # (q19l, session 19) a place inside a semicolon list item under a worded heading is no entity,
    # 'First <event>:' infobox rows answer a first-when question, 'started'/'began' beside the name:
    # sn73-004 exact.
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets73: 0.667
    # / 0.667 -> 0.733 / 0.733.
    # (q21f, session 21) a country named only as a comparison's term scopes nothing, 'how many
    # <modifier> <head>' counts the head: snippets73: 0.733 / 0.733 -> 0.857 / 0.800.
    "snippets73": {"detection_precision": 0.857, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets75: written blind on 2026-12-03 (a check set of session 19). On c57e03f (the start of
    # session 19) 0.692 / 0.600, attribution 1.000, false positives 0.005, 0 of 45 agreeing events
    # flagged, 13 of 15 caught. On 894f0ef (the day's engine when it arrived) 0.733 / 0.733,
    # attribution 0.909, 0 of 45 flagged, 15 of 15 caught.
    "snippets75": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 0.909, "citation_fidelity": 1.0},
    # snippets74: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.706 / 0.800, attribution 1.000, false positives 0.011, 2 of 45 agreeing events
    # flagged, 15 of 15 caught. On 3c85050 (the day's engine when it arrived) the same.
    # (q19m, session 19) a date followed by 'N years after' another event, 'Founder:' rows for who-
    # opened questions, year questions never ask money, a final event verb after a place, values
    # listed in 'Most X have' clauses: snippets74: 0.706 / 0.800 -> 0.750 / 0.800.
    # (q20o, session 20) who-questions: noun extensions, own-noun row labels, role cells, forked
    # titles, '-ings' possessives: snippets74: 0.750 / 0.800 -> 0.800 / 0.800.
    # session 31: snippets74: 0.800 / 0.800 -> 0.733 / 0.733.
    # (lowered on purpose: sn74-028's labelled conflict lost one of its 1959 pages: "Christopher
    # Cockerell signed print, 'his first hovercraft patent filed in 1959' — £120" is now read as
    # a listing of a print (a quoted title counts as one word), so the event is still caught, by
    # the forum reply against the four 1955 pages)
    "snippets74": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets76: written blind on 2026-12-03 as a tuning set of session 19, scored before anyone
    # read it. On c57e03f (the start of
    # session 19) 0.368 / 0.467, attribution 1.000, false positives 0.055, 7 of 45 agreeing events
    # flagged, 11 of 15 caught. On 8190aa2 (the day's engine when it arrived) 0.474 / 0.600, 7 of 45
    # flagged, 11 of 15 caught.
    # (q19k, session 19) give/receive/grant as one transfer, phrasal releases, prepositions are no
    # verbs, an adverb between an apposed name and its verb, names of any script: snippets76: 0.474
    # / 0.600 -> 0.500 / 0.667.
    # (q19m, session 19) a date followed by 'N years after' another event, 'Founder:' rows for who-
    # opened questions, year questions never ask money, a final event verb after a place, values
    # listed in 'Most X have' clauses: snippets76: 0.500 / 0.667 -> 0.688 / 0.733.
    # (q20g, q20e, session 20) phrase-qualified and plural-verb foreign subjects, listings of
    # another item answer nothing, a minimum age above the asked one: snippets76: 0.688 / 0.733 ->
    # 0.786 / 0.733.
    # (q20l, session 20) phrasal verbs as one event word, happen/take place name the subject's noun,
    # relative clauses set no event: snippets76: 0.786 / 0.733 -> 0.800 / 0.800.
    # q22c (session 22): web readers; more conflicts caught: snippets76: 0.800 / 0.800 -> 0.812 /
    # 0.867.
    "snippets76": {"detection_precision": 0.812, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout29: written blind on 2026-12-03 (a check set of session 20). On 62dd7d4 (the start of
    # session 20) 0.727 / 0.500, attribution 1.000, false positives 0.032, 1 of 19 agreeing events
    # flagged, 20 of 31 caught. On 62dd7d4 (the day's engine when it arrived) the same.
    # (q21c, session 21) three more conflicts caught (compound modifiers, unit-word questions,
    # clause numbers); in h29-033 a wiki page stating the value is still left out, so precision
    # falls by one member: holdout29: 0.727 / 0.500 -> 0.720 / 0.562.
    # (q21i, session 21) a period counted from 'you book' (a subject and a verb), a question's 'bank
    # holiday' names no leave, a row naming the whole asked case beats an 'any day' row: holdout29:
    # 0.720 / 0.562 -> 0.741 / 0.625.
    # (q21h, session 21) access-level cells under a role header ('hidden', 'view', 'edit', '✓'), a
    # matrix row read with its header, unlabelled 'only' cells: holdout29: 0.741 / 0.625 -> 0.750 /
    # 0.656.
    # (q21f, session 21) one more event caught (comparison terms, counted heads) by a conflict whose
    # members differ from the label (a page left out or another value's page in): holdout29: 0.750 /
    # 0.656 -> 0.724 / 0.656.
    # (q21m, session 21) a group's size asks a head count, 'how often' asks a frequency, a modal is
    # no counted noun, bare threshold ages: holdout29: 0.724 / 0.656 -> 0.750 / 0.750.
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout29:
    # 0.750 / 0.750 -> 0.781 / 0.781.
    "holdout29": {"detection_precision": 0.781, "detection_recall": 0.781,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets77: written blind on 2026-12-03 (a check set of session 20). On 62dd7d4 (the start of
    # session 20) 0.550 / 0.733, attribution 0.909, false positives 0.071, 9 of 45 agreeing events
    # flagged, 11 of 15 caught. On 62dd7d4 (the day's engine when it arrived) the same.
    # (q21a, session 21) sale rows with a label, a maker's name or an ISO currency are listings, a
    # kin's timeline item is another person's, a night of two days, fuller names join short forms, a
    # date in a reference clause, 'kept closed' answers 'may it be seen': snippets77: 0.550 / 0.733
    # -> 1.000 / 0.733.
    # (q21f, session 21) one more event caught (comparison terms, counted heads) by a conflict whose
    # members differ from the label (a page left out or another value's page in): snippets77: 1.000
    # / 0.733 -> 0.917 / 0.733.
    # q22c (session 22): web readers; more conflicts caught: snippets77: 0.917 / 0.733 -> 0.929 /
    # 0.867, attribution 0.909 -> 0.923.
    "snippets77": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 0.923, "citation_fidelity": 1.0},
    # snippets78: written blind on 2026-12-03 (a check set of session 20). On 62dd7d4 (the start of
    # session 20) 0.600 / 0.600, attribution 1.000, false positives 0.015, 2 of 45 agreeing events
    # flagged, 12 of 15 caught. On 62dd7d4 (the day's engine when it arrived) the same.
    # Its citation fidelity on that first scoring is 0.900 (one event's citation), not examined.
    # (q21b, session 21) a leading year before a marking verb or an 'ago' aside is the page's date,
    # irregular plural possessives are audiences, a dealer's maker is no inventor, in front of /
    # behind are opposite sides: snippets78: 0.600 / 0.600 -> 0.692 / 0.600, citation fidelity 0.900
    # -> 1.000.
    # q22c (session 22): web readers; more conflicts caught: snippets78: 0.692 / 0.600 -> 0.733 /
    # 0.733.
    # session 27: q26a-d merged: snippets78: 0.733 / 0.733 -> 0.786 / 0.733.
    "snippets78": {"detection_precision": 0.786, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets79: written blind on 2026-12-03 (a check set of session 20). On 62dd7d4 (the start of
    # session 20) 0.588 / 0.667, attribution 1.000, false positives 0.040, 4 of 45 agreeing events
    # flagged, 13 of 15 caught. On 62dd7d4 (the day's engine when it arrived) the same.
    # (q21b, session 21) a leading year before a marking verb or an 'ago' aside is the page's date,
    # irregular plural possessives are audiences, a dealer's maker is no inventor, in front of /
    # behind are opposite sides: snippets79: 0.632 / 0.800 -> 0.750 / 0.800.
    # q22c (session 22): web readers; more conflicts caught: snippets79: 0.750 / 0.800 -> 0.812 /
    # 0.867.
    # after q23a-e: snippets79: 0.812 / 0.867 -> 0.867 / 0.867.
    # session 28 (passing_values): snippets79: 0.867 / 0.867 -> 0.933 / 0.933.
    "snippets79": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.0},
    # snippets80: written blind on 2026-12-03 as a tuning set of session 20, scored before anyone
    # read it. On 62dd7d4 (the start of
    # session 20) 0.625 / 0.667, attribution 1.000, false positives 0.030, 4 of 45 agreeing events
    # flagged, 12 of 15 caught. On 84ea87d (the day's engine when it arrived) the same.
    # (q20j, session 20) a past verb the question writes is no other event's, coded tails are no
    # places, 'high'/'wide' after a length: snippets80: 0.625 / 0.667 -> 0.632 / 0.800.
    # (q20l, session 20) phrasal verbs as one event word, happen/take place name the subject's noun,
    # relative clauses set no event: snippets80: 0.632 / 0.800 -> 0.667 / 0.800.
    # (q20p, session 20) the act placed elsewhere with 'on', a place opening without a comma, a
    # restated first value: snippets80: 0.667 / 0.800 -> 0.706 / 0.800.
    # (q20s, session 20) a required opposite or substitute act, a size requirement on another party:
    # snippets80: 0.706 / 0.800 -> 0.750 / 0.800.
    # (q21l, session 21) an item of a 'one …, one … and one …' list is no total: snippets80: 0.750 /
    # 0.800 -> 0.800 / 0.800.
    "snippets80": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets81: written blind on 2026-12-03 as a tuning set of session 20, scored before anyone
    # read it. On 62dd7d4 (the start of
    # session 20) 0.500 / 0.533, attribution 0.875, false positives 0.039, 3 of 45 agreeing events
    # flagged, 11 of 15 caught. On f1ad859 (the day's engine when it arrived) the same.
    # (q20k, session 20) values given to another event, spelled-out acronyms, a 'myth' clause's own
    # subject: snippets81: 0.500 / 0.533 -> 0.600 / 0.600, attribution 0.875 -> 1.000.
    # (q21b, session 21) a leading year before a marking verb or an 'ago' aside is the page's date,
    # irregular plural possessives are audiences, a dealer's maker is no inventor, in front of /
    # behind are opposite sides: snippets81: 0.600 / 0.600 -> 0.643 / 0.600.
    # q22c (session 22): web readers; more conflicts caught: snippets81: 0.643 / 0.600 -> 0.667 /
    # 0.667.
    # session 27: q27a-e merged: snippets81: 0.667 / 0.667 -> 0.714 / 0.667.
    "snippets81": {"detection_precision": 0.714, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout30: written blind on 2026-12-03 (a check set of session 21). On ed797e5 (the start of
    # session 21) 0.586 / 0.531, attribution 0.941, false positives 0.051, 2 of 19 agreeing events
    # flagged, 27 of 31 caught. On ed797e5 (the day's engine when it arrived) the same.
    # (q21b-q21c, session 21) one more conflict matched (17 -> 18 of 32) with the right winner and
    # status but another rule; right attributions unchanged at 16 (summary counts only, a check
    # set, not examined): holdout30: 0.586 / 0.531 -> 0.621 / 0.562, attribution 0.941 -> 0.889.
    # (q21h, session 21) one more event caught (27 -> 28 of 31) by a conflict whose members differ
    # from the label (30 predicted, 18 matched as before; summary counts only, a check set, not
    # examined): holdout30: precision 0.621 -> 0.600, false positives 0.051 -> 0.055.
    # (q21f, session 21) one more conflict matched (18 -> 19 of 32) but with another rule and
    # winner; right attributions unchanged at 16 (summary counts only, not examined): holdout30:
    # 0.600 / 0.562 -> 0.633 / 0.594, attribution 0.889 -> 0.842.
    # (q21m, session 21) holdout30: 0.633 / 0.594 -> 0.645 / 0.625, attribution 0.842 -> 0.850
    # (one more conflict matched, caught 28 -> 29 of 31; summary lines only).
    # q22b (session 22): enterprise readers; more conflicts caught or fewer false alarms: holdout30:
    # 0.645 / 0.625 -> 0.828 / 0.750, attribution 0.850 -> 0.875.
    # q25b: holdout30: 0.828 / 0.750 -> 0.793 / 0.719, attribution 0.875 -> 0.870.
    # (lowered on purpose: the salutation rule lets h30-029's 'free over' threshold join a
    # group, read as a price; the event is still caught)
    "holdout30": {"detection_precision": 0.793, "detection_recall": 0.719,
                   "attribution_accuracy": 0.870, "citation_fidelity": 1.000},
    # snippets85: written blind on 2026-12-03 (a tuning set of session 21), scored before anyone
    # read it. On ed797e5 (the start of
    # session 21) 0.267 / 0.267, attribution 1.000, false positives 0.052, 5 of 45 agreeing events
    # flagged, 10 of 15 caught. On 49d8208 (the day's engine when it arrived) the same.
    # (q21e, session 21) a ticket line's comma tail running on to a clock time is a schedule, a form
    # of address joins a full name, a who-question's chunk opening on another named thing answers
    # nothing: snippets85: 0.267 / 0.267 -> 0.368 / 0.467.
    # (q21k, session 21) a quoted title is no who-answer, 'the original' against 'the new', a count
    # another name's possessive owns, a leading year over an earlier dated first clause: snippets85:
    # 0.368 / 0.467 -> 0.467 / 0.467.
    # (q21n, session 21) a leading year before a subject with an aside that 'marks N years' is the
    # page's date, two forms of one question word count once: snippets85: 0.467 / 0.467 -> 0.600 /
    # 0.600.
    # q22i (session 22): conflict members matched or fewer false-positive members: snippets85: 0.600
    # / 0.600 -> 0.688 / 0.733.
    # session 29 (4b5d4c78): snippets85: 0.688 / 0.733 -> 0.733 / 0.733.
    "snippets85": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets82: written blind on 2026-12-03 (a check set of session 21). On ed797e5 (the start of
    # session 21) 0.667 / 0.667, attribution 1.000, false positives 0.008, 2 of 45 agreeing events
    # flagged, 13 of 15 caught. On 640a1d1 (the day's engine when it arrived) the same.
    # (q21f, session 21) one more event caught (13 -> 14 of 15) by a conflict whose members differ
    # from the label (16 predicted, 10 matched as before; summary counts only, not examined):
    # snippets82: precision 0.667 -> 0.625.
    # q22a (session 22): two false alarms cleared: snippets82: 0.625 / 0.667 -> 0.714 / 0.667.
    # q22c (session 22): web readers; more conflicts caught: snippets82: 0.714 / 0.667 -> 0.933 /
    # 0.933.
    "snippets82": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets84: written blind on 2026-12-03 (a check set of session 21). On ed797e5 (the start of
    # session 21) 0.579 / 0.733, attribution 1.000, false positives 0.017, 1 of 45 agreeing events
    # flagged, 15 of 15 caught. On 640a1d1 (the day's engine when it arrived) the same.
    # session 24 (q24a-h): snippets84: 0.579 / 0.733 -> 0.688 / 0.733.
    "snippets84": {"detection_precision": 0.688, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets83: written blind on 2026-12-03 (a check set of session 21). On ed797e5 (the start of
    # session 21) 0.769 / 0.667, attribution 1.000, false positives 0.017, 2 of 45 agreeing events
    # flagged, 11 of 15 caught. On e3426d4 (the day's engine when it arrived) the same.
    # q22a (session 22): a false alarm cleared: snippets83: 0.769 / 0.667 -> 0.833 / 0.667.
    # q22c (session 22): web readers; more conflicts caught: snippets83: 0.833 / 0.667 -> 0.938 /
    # 1.000.
    "snippets83": {"detection_precision": 0.938, "detection_recall": 1.000,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout31: written blind on 2026-12-03 (a check set of session 22). On f9fcf0d (the start of
    # session 22) 0.750 / 0.562, attribution 1.000, false positives 0.038, 1 of 19 agreeing events
    # flagged, 22 of 31 caught. On f9fcf0d (the day's engine when it arrived) the same.
    # After q22b (session 22, enterprise readers; the set not read): 0.731 / 0.594, 24 of 31
    # caught, false positives 0.041: two more conflicts predicted (24 -> 26), one of them matching
    # a label (18 -> 19 of 32 matched), the other's members differing from the label (summary
    # counts only).
    # Session 23's rules (q23a-e): other boxes, list items, datelines, enterprise rows: holdout31:
    # 0.731 / 0.594 -> 0.828 / 0.750, attribution 1.000 -> 0.958: h31-018 is newly caught (q23d
    # reads the price, not "10 miles") but ends escalated where the label expects specificity.
    # session 24 (q24a-h): holdout31: 0.828 / 0.750 -> 0.839 / 0.812, attribution 0.958 -> 0.962.
    "holdout31": {"detection_precision": 0.839, "detection_recall": 0.812,
                   "attribution_accuracy": 0.962, "citation_fidelity": 1.000},
    # snippets89: written blind on 2026-12-03 (a tuning set of session 22), scored before anyone
    # read it. On f9fcf0d (the start of
    # session 22) 0.632 / 0.800, attribution 1.000, false positives 0.038, 4 of 45 agreeing events
    # flagged, 15 of 15 caught. On f9fcf0d (the day's engine when it arrived) the same.
    # q22d (session 22): four false alarms cleared, two conflicts' members matched: snippets89:
    # 0.632 / 0.800 -> 0.867 / 0.867.
    "snippets89": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets87: written blind on 2026-12-03 (a check set of session 22). On f9fcf0d (the start of
    # session 22) 0.667 / 0.800, attribution 1.000, false positives 0.009, 3 of 45 agreeing events
    # flagged, 15 of 15 caught. On f9fcf0d (the day's engine when it arrived) the same.
    # after q23a-e: snippets87: 0.667 / 0.800 -> 0.750 / 0.800.
    "snippets87": {"detection_precision": 0.750, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets86: written blind on 2026-12-03 (a check set of session 22). On f9fcf0d (the start of
    # session 22) 0.348 / 0.533, attribution 1.000, false positives 0.101, 8 of 45 agreeing events
    # flagged, 15 of 15 caught. On f9fcf0d (the day's engine when it arrived) the same.
    # after q23a-e: snippets86: 0.348 / 0.533 -> 0.588 / 0.667.
    # session 24 (q24a-h): snippets86: 0.588 / 0.667 -> 0.625 / 0.667.
    # session 25: q25a and q25b merged: snippets86: 0.625 / 0.667 -> 0.733 / 0.733.
    "snippets86": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets88: written blind on 2026-12-03 (a check set of session 22). On f9fcf0d (the start of
    # session 22) 0.556 / 0.667, attribution 0.900, false positives 0.047, 5 of 45 agreeing events
    # flagged, 13 of 15 caught. On f9fcf0d (the day's engine when it arrived) the same.
    # Session 23's rules (q23a-e): snippets88: 0.556 / 0.667 -> 0.714 / 0.667, citation fidelity
    # 1.000 -> 0.917: four of its five flagged agreeing events are clean now; the one left
    # (sn88-029) is read by its Q&A answer (q23e) and its citation is no longer the labelled one.
    # session 27: q26a-d merged: snippets88: 0.714 / 0.667 -> 0.667 / 0.667, citation 0.917 ->
    # 0.923.
    # (lowered on purpose: new catch sn88-060 brings one extra detection (q26c))
    "snippets88": {"detection_precision": 0.667, "detection_recall": 0.667,
                   "attribution_accuracy": 0.900, "citation_fidelity": 0.923},
    # snippets91: written blind on 2026-12-03 (a tuning set of session 22), scored before anyone
    # read it. On f9fcf0d (the start of
    # session 22) 0.500 / 0.533, attribution 1.000, false positives 0.038, 4 of 45 agreeing events
    # flagged, 12 of 15 caught. On c4dcaf8 (the day's engine when it arrived) the same.
    # q22e (session 22): three false alarms cleared and one more conflict caught: snippets91: 0.500
    # / 0.533 -> 0.571 / 0.533.
    # q22h (session 22): a false alarm cleared, one more conflict caught (4 of its 5 pages):
    # snippets91: 0.571 / 0.533 -> 0.571 / 0.533.
    # q22i (session 22): conflict members matched or fewer false-positive members: snippets91: 0.571
    # / 0.533 -> 0.643 / 0.600.
    # session 24 (q24a-h): snippets91: 0.643 / 0.600 -> 0.667 / 0.667.
    "snippets91": {"detection_precision": 0.667, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets90: written blind on 2026-12-03 (a tuning set of session 22), scored before anyone
    # read it. On f9fcf0d (the start of
    # session 22) 0.812 / 0.867, attribution 1.000, false positives 0.016, 2 of 45 agreeing events
    # flagged, 14 of 15 caught. On caff2df (the day's engine when it arrived) the same.
    # q22f (session 22): two false alarms cleared: snippets90: 0.812 / 0.867 -> 0.929 / 0.867.
    "snippets90": {"detection_precision": 0.929, "detection_recall": 0.867,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout32: written blind on 2026-12-03 (a check set of session 23). On 75b1519 (the start of
    # session 23) 0.704 / 0.594, attribution 0.895, false positives 0.036, 3 of 19 agreeing events
    # flagged, 23 of 31 caught. On 75b1519 (the day's engine when it arrived) the same.
    # session 24 (q24a-h): holdout32: 0.704 / 0.594 -> 0.964 / 0.844, attribution 0.895 -> 0.926.
    # session 27: q26a-d merged: holdout32: 0.964 / 0.844 -> 0.964 / 0.844, attribution 0.926 ->
    # 0.963.
    "holdout32": {"detection_precision": 0.964, "detection_recall": 0.844,
                   "attribution_accuracy": 0.963, "citation_fidelity": 1.000},
    # snippets92: written blind on 2026-12-03 (a check set of session 23). On 75b1519 (the start of
    # session 23) 0.857 / 0.800, attribution 1.000, false positives 0.022, 2 of 45 agreeing events
    # flagged, 12 of 15 caught. On 7ea3c2e (the day's engine when it arrived) the same.
    # session 24 (q24a-h): snippets92: 0.857 / 0.800 -> 1.000 / 1.000.
    # session 28 (close-written initials): snippets92: 1.000 / 1.000 -> 0.933 / 0.933.
    # (lowered on purpose: session 28, close-written initials: sn92-012's timeline row '1926: L.C.
    # Smith & Bros merge …' is now read, so the two pages that only witnessed 1926 no longer join;
    # same winner, same status)
    "snippets92": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets93: written blind on 2026-12-03 (a check set of session 23). On 75b1519 (the start of
    # session 23) 0.273 / 0.400, attribution 1.000, false positives 0.066, 5 of 45 agreeing events
    # flagged, 14 of 15 caught. On dc663d4 (the day's engine when it arrived) the same.
    # session 24 (q24a-h): snippets93: 0.273 / 0.400 -> 0.353 / 0.400.
    # session 27: q27a-e merged: snippets93: 0.353 / 0.400 -> 0.412 / 0.467.
    "snippets93": {"detection_precision": 0.412, "detection_recall": 0.467,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets94: written blind on 2026-12-03 (a check set of session 23). On 75b1519 (the start of
    # session 23) 0.800 / 0.533, attribution 1.000, false positives 0.000, 0 of 45 agreeing events
    # flagged, 10 of 15 caught. On dc663d4 (the day's engine when it arrived) the same.
    # session 24 (q24a-h): snippets94: 0.800 / 0.533 -> 0.857 / 0.800.
    # session 32 (68ddc12c): snippets94: 0.857 / 0.800 -> 0.800 / 0.800.
    # (lowered on purpose: sn94-008 is now caught (a 'Flight to Montreal' row names the asked
    # flight), by four of its five labelled value pages, so it counts as an unexpected conflict)
    "snippets94": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets95: written blind on 2026-12-03 (a tuning set of session 23), scored before anyone
    # read it. On 75b1519 (the start of
    # session 23) 0.471 / 0.533, attribution 1.000, false positives 0.021, 3 of 45 agreeing events
    # flagged, 14 of 15 caught. On 797aa90 (the day's engine when it arrived) the same.
    # after q23f: snippets95: 0.471 / 0.533 -> 0.643 / 0.600, citation fidelity 0.857 -> 0.833: its
    # three false alarms are clean now, one of them had carried a correct citation.
    "snippets95": {"detection_precision": 0.643, "detection_recall": 0.600,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.833},
    # holdout33: written blind on 2026-12-03 (a check set of session 24). On cd0b83a (the start of
    # session 24) 0.586 / 0.531, attribution 0.941, false positives 0.065, 3 of 19 agreeing events
    # flagged, 23 of 31 caught. On d2fa73b (the day's engine when it arrived) the same.
    # session 24 (q24b): 2 of 19 flagged; 0.586 / 0.531 -> 0.607 / 0.531 (summary lines only).
    # q25b: holdout33: 0.607 / 0.531 -> 0.697 / 0.719, attribution 0.941 -> 0.913.
    # (attribution lowered on purpose: 23 -> 29 caught, two new catches decided by another rule)
    # session 27: q26a-d merged: holdout33: 0.697 / 0.719 -> 0.697 / 0.719, attribution 0.913 ->
    # 0.957.
    # session 27: q27a-e merged: holdout33: 0.697 / 0.719 -> 0.719 / 0.719.
    "holdout33": {"detection_precision": 0.719, "detection_recall": 0.719,
                   "attribution_accuracy": 0.957, "citation_fidelity": 1.000},
    # snippets100: written blind on 2026-12-03 (a tuning set of session 24), scored before anyone
    # read it. On cd0b83a (the start of
    # session 24) 0.562 / 0.600, attribution 1.000, false positives 0.016, 2 of 45 agreeing events
    # flagged, 14 of 15 caught. On 6c266d1 (the day's engine when it arrived) the same.
    # session 24 (q24a-h): snippets100: 0.562 / 0.600 -> 0.800 / 0.800.
    "snippets100": {"detection_precision": 0.800, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets98: written blind on 2026-12-03 (a check set of session 24). On cd0b83a (the start of
    # session 24) 0.650 / 0.867, attribution 1.000, false positives 0.019, 2 of 45 agreeing events
    # flagged, 15 of 15 caught. On c3efd03 (the day's engine when it arrived) the same.
    # session 24 (after q24c's merge; summary lines only, the set not read): 0.650 / 0.867 ->
    # 0.600 / 0.800 with 2 of 45 flagged and 15 of 15 caught throughout: one caught conflict's
    # pages no longer match its label exactly. Accepted rather than chosen away by a check set.
    # session 25: q25a and q25b merged: snippets98: 0.600 / 0.800 -> 0.632 / 0.800.
    # session 28 (web_permissions): snippets98: 0.632 / 0.800 -> 0.667 / 0.800.
    "snippets98": {"detection_precision": 0.667, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets97: written blind on 2026-12-03 (a check set of session 24). On cd0b83a (the start of
    # session 24) 0.600 / 0.800, attribution 1.000, false positives 0.017, 3 of 45 agreeing events
    # flagged, 14 of 15 caught. On e1b9ca0 (the day's engine when it arrived) the same.
    # session 25: q25a and q25b merged: snippets97: 0.600 / 0.800 -> 0.706 / 0.800.
    "snippets97": {"detection_precision": 0.706, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets99: written blind on 2026-12-03 (a check set of session 24). On cd0b83a (the start of
    # session 24) 0.579 / 0.733, attribution 0.909, false positives 0.053, 5 of 45 agreeing events
    # flagged, 14 of 15 caught. On 8e8f016 (the day's engine when it arrived) the same.
    # session 25: q25a and q25b merged: snippets99: 0.579 / 0.733 -> 0.786 / 0.733.
    # session 27: q26a-d merged: snippets99: 0.786 / 0.733 -> 0.800 / 0.800, attribution 0.909 ->
    # 0.917.
    # session 27: q27a-e merged: snippets99: 0.800 / 0.800 -> 0.867 / 0.867, attribution 0.917 ->
    # 0.923.
    "snippets99": {"detection_precision": 0.867, "detection_recall": 0.867,
                   "attribution_accuracy": 0.923, "citation_fidelity": 1.000},
    # snippets101: written blind on 2026-12-03 (a tuning set of session 24), scored before anyone
    # read it. On cd0b83a (the start of
    # session 24) 0.650 / 0.867, attribution 1.000, false positives 0.059, 5 of 45 agreeing events
    # flagged, 15 of 15 caught. On ae3d994 (the day's engine when it arrived) the same.
    # session 24 (q24a-h): snippets101: 0.650 / 0.867 -> 0.933 / 0.933.
    # session 27: q26a-d merged: snippets101: 0.933 / 0.933 -> 1.000 / 1.000.
    "snippets101": {"detection_precision": 1.000, "detection_recall": 1.000,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets102: written blind on 2026-12-04 (a check set of session 25). On 6f31f30 (the start of
    # session 25) 0.550 / 0.733, attribution 1.000, false positives 0.038, 4 of 45 agreeing events
    # flagged, 15 of 15 caught. On 6f31f30 (the day's engine when it arrived) the same.
    # session 27: q26a-d merged: snippets102: 0.550 / 0.733 -> 0.750 / 0.800.
    "snippets102": {"detection_precision": 0.750, "detection_recall": 0.800,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets103: written blind on 2026-12-04 (a check set of session 25). On 6f31f30 (the start of
    # session 25) 0.632 / 0.800, attribution 1.000, false positives 0.045, 5 of 45 agreeing events
    # flagged, 14 of 15 caught. On 6f31f30 (the day's engine when it arrived) the same.
    # session 27: q26a-d merged: snippets103: 0.632 / 0.800 -> 0.867 / 0.867.
    # session 27: q27a-e merged: snippets103: 0.867 / 0.867 -> 0.933 / 0.933.
    "snippets103": {"detection_precision": 0.933, "detection_recall": 0.933,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets104: written blind on 2026-12-04 (a check set of session 25). On 6f31f30 (the start of
    # session 25) 0.625 / 0.667, attribution 1.000, false positives 0.020, 3 of 45 agreeing events
    # flagged, 13 of 15 caught. On 6f31f30 (the day's engine when it arrived) the same.
    # session 27: q26a-d merged: snippets104: 0.625 / 0.667 -> 0.769 / 0.667.
    "snippets104": {"detection_precision": 0.769, "detection_recall": 0.667,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout34: written blind on 2026-12-04 (a check set of session 25). On 6f31f30 (the start of
    # session 25) 0.864 / 0.594, attribution 0.947, false positives 0.022, 0 of 19 agreeing events
    # flagged, 22 of 31 caught. On 6f31f30 (the day's engine when it arrived) the same.
    # q25b: holdout34: 0.864 / 0.594 -> 0.783 / 0.562, attribution 0.947 -> 1.000.
    # (lowered on purpose, a check set measured after the merges: q25b's 'weigh' rule splits one
    # weight group, and a date conflict joins another; caught 22 -> 23 of 31, not tuned on)
    # session 27: q26a-d merged: holdout34: 0.783 / 0.562 -> 0.960 / 0.750, citation 1.000 -> 0.950.
    # (lowered on purpose: h34-011 cites "Sixteen" where the shown text has "16" (q26d))
    "holdout34": {"detection_precision": 0.960, "detection_recall": 0.750,
                   "attribution_accuracy": 1.000, "citation_fidelity": 0.950},
    # snippets105: written blind on 2026-12-04 (a tuning set of session 25), scored before anyone
    # read it. On 6f31f30 (the start of
    # session 25) 0.333 / 0.467, attribution 1.000, false positives 0.049, 4 of 45 agreeing events
    # flagged, 15 of 15 caught. On 6f31f30 (the day's engine when it arrived) the same.
    # session 27: q26a-d merged: snippets105: 0.333 / 0.467 -> 0.667 / 0.667.
    # session 28 (passing_values): snippets105: 0.667 / 0.667 -> 0.733 / 0.733.
    "snippets105": {"detection_precision": 0.733, "detection_recall": 0.733,
                   "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets106: written blind on 2026-12-04 (a tuning set of session 25), scored before anyone
    # read it. On 6f31f30 (the start of
    # session 25) 0.625 / 0.667, attribution 0.900, false positives 0.026, 2 of 45 agreeing events
    # flagged, 14 of 15 caught. On 6f31f30 (the day's engine when it arrived) the same.
    # session 27: q26a-d merged: snippets106: 0.625 / 0.667 -> 0.688 / 0.733, attribution 0.900 ->
    # 0.909.
    # session 28 (passing_values): snippets106: 0.688 / 0.733 -> 0.750 / 0.800, attribution 0.909
    # -> 0.917.
    "snippets106": {"detection_precision": 0.750, "detection_recall": 0.800,
                   "attribution_accuracy": 0.917, "citation_fidelity": 0.917},
    # holdout35: written blind on 2026-12-04 (a check set of session 26). On 390cd2be (the start of
    # session 26) 0.846 / 0.688, attribution 1.000, false positives 0.018, 3 of 19 agreeing events
    # flagged, 22 of 31 caught. On 390cd2be (the day's engine when it arrived) the same.
    # session 27: q27a-e merged: holdout35: 0.846 / 0.688 -> 0.857 / 0.750.
    "holdout35": {"detection_precision": 0.857, "detection_recall": 0.750,
                "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets107: written blind on 2026-12-04 (a check set of session 26). On 390cd2be (the start
    # of session 26) 0.500 / 0.533, attribution 1.000, false positives 0.019, 4 of 45 agreeing
    # events flagged, 12 of 15 caught. On 390cd2be (the day's engine when it arrived) the same.
    # session 27: q26a-d merged: snippets107: 0.500 / 0.533 -> 0.562 / 0.600.
    # session 27: q27a-e merged: snippets107: 0.562 / 0.600 -> 0.769 / 0.667.
    "snippets107": {"detection_precision": 0.769, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets108: written blind on 2026-12-04 (a check set of session 26). On 390cd2be (the start
    # of session 26) 0.579 / 0.733, attribution 0.909, false positives 0.040, 5 of 45 agreeing
    # events flagged, 14 of 15 caught. On 390cd2be (the day's engine when it arrived) the same.
    # session 27: q27a-e merged: snippets108: 0.579 / 0.733 -> 0.875 / 0.933, attribution 0.909 ->
    # 0.929.
    # session 28 (passing_values): snippets108: 0.875 / 0.933 -> 0.933 / 0.933.
    "snippets108": {"detection_precision": 0.933, "detection_recall": 0.933,
                  "attribution_accuracy": 0.929, "citation_fidelity": 1.000},
    # snippets109: written blind on 2026-12-04 (a check set of session 26). On 390cd2be (the start
    # of session 26) 0.400 / 0.533, attribution 1.000, false positives 0.044, 4 of 45 agreeing
    # events flagged, 13 of 15 caught. On 390cd2be (the day's engine when it arrived) the same.
    # session 27: q27a-e merged: snippets109: 0.400 / 0.533 -> 0.529 / 0.600.
    # session 31: snippets109: 0.529 / 0.600 -> 0.625 / 0.667.
    "snippets109": {"detection_precision": 0.625, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets110: written blind on 2026-12-04 (a tuning set of session 26), scored before anyone
    # read it. On 390cd2be (the start of
    # session 26) 0.476 / 0.667, attribution 1.000, false positives 0.039, 4 of 45 agreeing events
    # flagged, 14 of 15 caught. On 390cd2be (the day's engine when it arrived) the same.
    # session 27: q27a-e merged: snippets110: 0.476 / 0.667 -> 0.733 / 0.733.
    "snippets110": {"detection_precision": 0.733, "detection_recall": 0.733,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout36: written blind on 2026-12-04 (a check set of session 27). On a51d6def (the start of
    # session 27) 0.600 / 0.469, attribution 0.867, false positives 0.037, 2 of 19 agreeing events
    # flagged, 23 of 31 caught. On a51d6def (the day's engine when it arrived) the same.
    "holdout36": {"detection_precision": 0.600, "detection_recall": 0.469,
                "attribution_accuracy": 0.867, "citation_fidelity": 1.000},
    # snippets111: written blind on 2026-12-04 (a check set of session 27). On a51d6def (the start
    # of session 27) 0.526 / 0.667, attribution 1.000, false positives 0.028, 3 of 45 agreeing
    # events flagged, 15 of 15 caught. On a51d6def (the day's engine when it arrived) the same.
    # session 28 (season spans): snippets111: 0.526 / 0.667 -> 0.556 / 0.667.
    # session 30: snippets111: 0.556 / 0.667 -> 0.588 / 0.667.
    # session 31: snippets111: 0.588 / 0.667 -> 0.625 / 0.667.
    "snippets111": {"detection_precision": 0.625, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets113: written blind on 2026-12-04 (a check set of session 27). On a51d6def (the start
    # of session 27) 0.474 / 0.600, attribution 1.000, false positives 0.041, 6 of 45 agreeing
    # events flagged, 13 of 15 caught. On a51d6def (the day's engine when it arrived) the same.
    # session 28 (passing_values): snippets113: 0.474 / 0.600 -> 0.500 / 0.600.
    # session 28 (passing_values): snippets113: 0.500 / 0.600 -> 0.500 / 0.600, citation 0.933 ->
    # 0.929.
    # (lowered on purpose: session 28, passing_values: one false alarm fewer (sn113-017); citation
    # fidelity 0.933 -> 0.929 follows its denominator)
    # session 28 (close-written initials): snippets113: 0.500 / 0.600 -> 0.500 / 0.600, citation
    # 0.929 -> 0.933.
    # session 28 (years to the day after): snippets113: 0.500 / 0.600 -> 0.529 / 0.600, citation
    # 0.933 -> 0.929.
    # (lowered on purpose: session 28: one false alarm fewer (sn113-002); citation fidelity 13/14
    # follows its denominator)
    # session 29 (e3331caa): snippets113: 0.529 / 0.600 -> 0.643 / 0.600, citation 0.929 -> 1.000.
    "snippets113": {"detection_precision": 0.643, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets112: written blind on 2026-12-04 (a check set of session 27). On a51d6def (the start
    # of session 27) 0.562 / 0.600, attribution 1.000, false positives 0.034, 2 of 45 agreeing
    # events flagged, 14 of 15 caught. On a51d6def (the day's engine when it arrived) the same.
    # session 28 (passing_values): snippets112: 0.562 / 0.600 -> 0.600 / 0.600.
    # session 29 (e3331caa): snippets112: 0.600 / 0.600 -> 0.643 / 0.600.
    "snippets112": {"detection_precision": 0.643, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets115: written blind on 2026-12-04 (a tuning set of session 27), scored before anyone
    # read it. On a51d6def (the start of session 27) 0.421 / 0.533, attribution 1.000, false
    # positives 0.051, 4 of 45 agreeing events flagged, 15 of 15 caught. On a51d6def (the day's
    # engine when it arrived) the same.
    # session 27: q27a-e merged: snippets115: 0.421 / 0.533 -> 0.444 / 0.533.
    # session 28 (passing_values): snippets115: 0.444 / 0.533 -> 0.471 / 0.533.
    # session 28 (quoted nicknames): snippets115: 0.471 / 0.533 -> 0.500 / 0.533.
    "snippets115": {"detection_precision": 0.500, "detection_recall": 0.533,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets114: written blind on 2026-12-04 (a tuning set of session 27), scored before anyone
    # read it. On a51d6def (the start of session 27) 0.571 / 0.533, attribution 1.000, false
    # positives 0.023, 5 of 45 agreeing events flagged, 9 of 15 caught. On a51d6def (the day's
    # engine when it arrived) the same.
    # session 29 (e3331caa): snippets114: 0.571 / 0.533 -> 0.615 / 0.533.
    "snippets114": {"detection_precision": 0.615, "detection_recall": 0.533,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets116: written blind on 2026-12-04 (a check set of session 28). On 17ecd6c5 (the start
    # of session 28) 0.643 / 0.600, attribution 1.000, false positives 0.009, 1 of 45 agreeing
    # events flagged, 13 of 15 caught. On 17ecd6c5 (the day's engine when it arrived) the same.
    # session 29 (e3331caa): snippets116: 0.643 / 0.600 -> 0.692 / 0.600.
    "snippets116": {"detection_precision": 0.692, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets117: written blind on 2026-12-04 (a check set of session 28). On 17ecd6c5 (the start
    # of session 28) 0.556 / 0.667, attribution 1.000, false positives 0.038, 4 of 45 agreeing
    # events flagged, 14 of 15 caught. On 17ecd6c5 (the day's engine when it arrived) the same.
    # session 28 (passing_values): snippets117: 0.556 / 0.667 -> 0.588 / 0.667.
    # session 31: snippets117: 0.588 / 0.667 -> 0.529 / 0.600.
    # (lowered on purpose: sn117-056's labelled conflict lost one of its five 1944 pages: the
    # 'Coventry and Stalingrad twinned 1944 commemorative enamel badge — £6.50' row is now read as
    # a listing of the badge (a number is no word of an item's name), so the event is still caught,
    # by the other four)
    "snippets117": {"detection_precision": 0.529, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets118: written blind on 2026-12-04 (a check set of session 28). On 17ecd6c5 (the start
    # of session 28) 0.353 / 0.400, attribution 1.000, false positives 0.054, 7 of 45 agreeing
    # events flagged, 10 of 15 caught. On 17ecd6c5 (the day's engine when it arrived) the same.
    # session 29 (e3331caa): snippets118: 0.353 / 0.400 -> 0.429 / 0.400.
    # session 30: snippets118: 0.429 / 0.400 -> 0.462 / 0.400.
    "snippets118": {"detection_precision": 0.462, "detection_recall": 0.400,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout37: written blind on 2026-12-04 (a check set of session 28). On 17ecd6c5 (the start of
    # session 28) 0.682 / 0.469, attribution 0.933, false positives 0.019, 1 of 19 agreeing events
    # flagged, 21 of 31 caught. On 17ecd6c5 (the day's engine when it arrived) the same.
    "holdout37": {"detection_precision": 0.682, "detection_recall": 0.469,
                "attribution_accuracy": 0.933, "citation_fidelity": 1.000},
    # snippets119: written blind on 2026-12-04 (a tuning set of session 28), scored before anyone
    # read it. On 17ecd6c5 (the start of session 28) 0.316 / 0.400, attribution 1.000, false
    # positives 0.023, 4 of 45 agreeing events flagged, 12 of 15 caught. On 6d9f23b6 (the day's
    # engine when it arrived) the same.
    # session 29 (e3331caa): snippets119: 0.316 / 0.400 -> 0.353 / 0.400.
    "snippets119": {"detection_precision": 0.353, "detection_recall": 0.400,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets120: written blind on 2026-12-04 (a tuning set of session 28), scored before anyone
    # read it. On 17ecd6c5 (the start of session 28) 0.417 / 0.333, attribution 0.800, false
    # positives 0.026, 3 of 45 agreeing events flagged, 9 of 15 caught. On 6d9f23b6 (the day's
    # engine when it arrived) the same.
    # session 29 (e3331caa): snippets120: 0.417 / 0.333 -> 0.500 / 0.333.
    # session 31: snippets120: 0.500 / 0.333 -> 0.556 / 0.333.
    "snippets120": {"detection_precision": 0.556, "detection_recall": 0.333,
                  "attribution_accuracy": 0.800, "citation_fidelity": 1.000},
    # holdout38: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start of
    # session 29) 0.682 / 0.469, attribution 1.000, false positives 0.024, 1 of 19 agreeing events
    # flagged, 21 of 31 caught. On b3d00e55 (the day's engine when it arrived) the same.
    # session 30: holdout38: 0.682 / 0.469 -> 0.714 / 0.469.
    "holdout38": {"detection_precision": 0.714, "detection_recall": 0.469,
                "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets122: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start
    # of session 29) 0.500 / 0.467, attribution 1.000, false positives 0.009, 2 of 45 agreeing
    # events flagged, 12 of 15 caught. On b3d00e55 (the day's engine when it arrived) the same.
    "snippets122": {"detection_precision": 0.500, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets123: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start
    # of session 29) 0.667 / 0.667, attribution 1.000, false positives 0.004, 1 of 45 agreeing
    # events flagged, 14 of 15 caught. On b3d00e55 (the day's engine when it arrived) the same.
    "snippets123": {"detection_precision": 0.667, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets121: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start
    # of session 29) 0.688 / 0.733, attribution 1.000, false positives 0.008, 2 of 45 agreeing
    # events flagged, 14 of 15 caught. On b3d00e55 (the day's engine when it arrived) the same.
    # session 30: snippets121: 0.688 / 0.733 -> 0.733 / 0.733.
    "snippets121": {"detection_precision": 0.733, "detection_recall": 0.733,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets125: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start
    # of session 29) 0.385 / 0.333, attribution 0.800, false positives 0.021, 1 of 45 agreeing
    # events flagged, 12 of 15 caught. On 1fa143ba (the day's engine when it arrived) the same.
    # session 30: snippets125: 0.385 / 0.333 -> 0.417 / 0.333.
    "snippets125": {"detection_precision": 0.417, "detection_recall": 0.333,
                  "attribution_accuracy": 0.800, "citation_fidelity": 1.000},
    # snippets124: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start
    # of session 29) 0.600 / 0.600, attribution 1.000, false positives 0.014, 4 of 45 agreeing
    # events flagged, 11 of 15 caught. On 1fa143ba (the day's engine when it arrived) the same.
    # session 30: snippets124: 0.600 / 0.600 -> 0.818 / 0.600.
    "snippets124": {"detection_precision": 0.818, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets127: written blind on 2026-12-04 (a check set of session 29). On b3d00e55 (the start
    # of session 29) 0.800 / 0.800, attribution 0.917, false positives 0.008, 1 of 45 agreeing
    # events flagged, 14 of 15 caught. On 4b5d4c78 (the day's engine when it arrived) the same.
    # session 30: snippets127: 0.800 / 0.800 -> 0.857 / 0.800.
    "snippets127": {"detection_precision": 0.857, "detection_recall": 0.800,
                  "attribution_accuracy": 0.917, "citation_fidelity": 1.000},
    # snippets126: written blind on 2026-12-04 (a check set of session 29, written late). On
    # b3d00e55 (the start of session 29) 0.438 / 0.467, attribution 1.000, false positives 0.015,
    # 3 of 45 agreeing events flagged, 13 of 15 caught. On 4b5d4c78 (the session's end engine,
    # when it arrived) 0.467 / 0.467, false positives 0.014, 2 of 45 flagged, 13 of 15 caught.
    # session 30: snippets126: 0.467 / 0.467 -> 0.538 / 0.467.
    "snippets126": {"detection_precision": 0.538, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets128: written blind on 2026-12-04 (a check set of session 30). On c6706316 (the start
    # of session 30) 0.923 / 0.800, attribution 1.000, false positives 0.000, 0 of 45 agreeing
    # events flagged, 13 of 15 caught.
    "snippets128": {"detection_precision": 0.923, "detection_recall": 0.800,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets129: written blind on 2026-12-04 (a check set of session 30). On c6706316 (the start
    # of session 30) 0.583 / 0.467, attribution 1.000, false positives 0.011, 2 of 45 agreeing
    # events flagged, 10 of 15 caught.
    # session 31: snippets129: 0.583 / 0.467 -> 0.636 / 0.467.
    "snippets129": {"detection_precision": 0.636, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets130: written blind on 2026-12-04 (a check set of session 30). On c6706316 (the start
    # of session 30) 0.625 / 0.667, attribution 1.000, false positives 0.035, 4 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # session 31: snippets130: 0.625 / 0.667 -> 0.714 / 0.667, citation 0.929 -> 0.917.
    # (lowered on purpose: one false alarm fewer (sn130-022) leaves the same one faulty citation
    # over a smaller denominator)
    "snippets130": {"detection_precision": 0.714, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 0.917},
    # snippets131: written blind on 2026-12-04 (a check set of session 30). On c6706316 (the start
    # of session 30) 0.714 / 0.667, attribution 1.000, false positives 0.011, 2 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # session 31: snippets131: 0.714 / 0.667 -> 0.769 / 0.667.
    "snippets131": {"detection_precision": 0.769, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets132: written blind on 2026-12-04 (a check set of session 30). On c6706316 (the start
    # of session 30) 0.412 / 0.467, attribution 1.000, false positives 0.054, 5 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # session 31: snippets132: 0.412 / 0.467 -> 0.538 / 0.467.
    "snippets132": {"detection_precision": 0.538, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout39: written blind on 2026-12-04 (a check set of session 30). On c6706316 (the start of
    # session 30) 0.692 / 0.562, attribution 1.000, false positives 0.044, 6 of 19 agreeing events
    # flagged, 20 of 31 caught.
    "holdout39": {"detection_precision": 0.692, "detection_recall": 0.562,
                "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets133: written blind on 2026-12-04 (a tuning set of session 30), scored before anyone
    # read it. On abd2ba49 (the engine it was written on) 0.562 / 0.600, attribution 1.000, false
    # positives 0.029, 4 of 45 agreeing events flagged, 12 of 15 caught.
    # session 30: snippets133: 0.562 / 0.600 -> 0.750 / 0.600, citation 0.917 -> 0.889.
    # (lowered on purpose: the four false alarms that went were cited faithfully, so its one
    # unfaithful citation now counts over a smaller denominator (1 of 9 instead of 1 of 12))
    "snippets133": {"detection_precision": 0.750, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 0.889},
    # snippets134: written blind on 2026-12-04 (a tuning set of session 30), scored before anyone
    # read it. On abd2ba49 (the engine it was written on) 0.923 / 0.800, attribution 1.000, false
    # positives 0.000, 0 of 45 agreeing events flagged, 13 of 15 caught.
    "snippets134": {"detection_precision": 0.923, "detection_recall": 0.800,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets135: written blind on 2026-12-04 (a tuning set of session 30), scored before anyone
    # read it. On abd2ba49 (the engine it was written on) 0.812 / 0.867, attribution 1.000, false
    # positives 0.001, 1 of 45 agreeing events flagged, 15 of 15 caught.
    "snippets135": {"detection_precision": 0.812, "detection_recall": 0.867,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets136: written blind on 2026-12-04 (a tuning set of session 30), scored before anyone
    # read it. On abd2ba49 (the engine it was written on) 0.667 / 0.400, attribution 1.000, false
    # positives 0.003, 0 of 45 agreeing events flagged, 9 of 15 caught.
    "snippets136": {"detection_precision": 0.667, "detection_recall": 0.400,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets137: written blind on 2026-12-05 (a check set of session 31). On 8f29706f (the start
    # of session 31) 0.688 / 0.733, attribution 1.000, false positives 0.013, 2 of 45 agreeing
    # events flagged, 13 of 15 caught.
    # session 32 (68ddc12c): snippets137: 0.688 / 0.733 -> 0.786 / 0.733.
    "snippets137": {"detection_precision": 0.786, "detection_recall": 0.733,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets138: written blind on 2026-12-05 (a check set of session 31). On 8f29706f (the start
    # of session 31) 0.688 / 0.733, attribution 1.000, false positives 0.020, 4 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # session 32 (68ddc12c): snippets138: 0.688 / 0.733 -> 0.733 / 0.733.
    "snippets138": {"detection_precision": 0.733, "detection_recall": 0.733,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets139: written blind on 2026-12-05 (a check set of session 31). On 8f29706f (the start
    # of session 31) 0.471 / 0.533, attribution 1.000, false positives 0.035, 5 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # session 32 (68ddc12c): snippets139: 0.471 / 0.533 -> 0.571 / 0.533, citation 0.889 -> 1.000.
    "snippets139": {"detection_precision": 0.571, "detection_recall": 0.533,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets140: written blind on 2026-12-05 (a check set of session 31). On 8f29706f (the start
    # of session 31) 0.583 / 0.467, attribution 1.000, false positives 0.001, 1 of 45 agreeing
    # events flagged, 11 of 15 caught.
    # session 32 (68ddc12c): snippets140: 0.583 / 0.467 -> 0.636 / 0.467.
    "snippets140": {"detection_precision": 0.636, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets141: written blind on 2026-12-05 (a check set of session 31). On 8f29706f (the start
    # of session 31) 0.706 / 0.800, attribution 1.000, false positives 0.006, 3 of 45 agreeing
    # events flagged, 14 of 15 caught.
    # session 32 (68ddc12c): snippets141: 0.706 / 0.800 -> 0.800 / 0.800.
    "snippets141": {"detection_precision": 0.800, "detection_recall": 0.800,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout40: written blind on 2026-12-04 (a check set of session 31). On 8f29706f (the start of
    # session 31) 0.741 / 0.625, attribution 1.000, false positives 0.017, 3 of 19 agreeing events
    # flagged, 23 of 31 caught.
    # session 32 (68ddc12c): holdout40: 0.741 / 0.625 -> 0.833 / 0.625.
    "holdout40": {"detection_precision": 0.833, "detection_recall": 0.625,
                "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets143: written blind on 2026-12-05 (a tuning set of session 31), scored before anyone
    # read it. On da6690a7 (the engine it was written on) 0.500 / 0.533, attribution 1.000, false
    # positives 0.004, 1 of 45 agreeing events flagged, 13 of 15 caught.
    # session 31: snippets143: 0.500 / 0.533 -> 0.533 / 0.533.
    "snippets143": {"detection_precision": 0.533, "detection_recall": 0.533,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets144: written blind on 2026-12-05 (a tuning set of session 31), scored before anyone
    # read it. On da6690a7 (the engine it was written on) 0.769 / 0.667, attribution 1.000, false
    # positives 0.000, 0 of 45 agreeing events flagged, 13 of 15 caught.
    "snippets144": {"detection_precision": 0.769, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets142: written blind on 2026-12-05 (a tuning set of session 31), scored before anyone
    # read it. On da6690a7 (the engine it was written on) 0.667 / 0.800, attribution 1.000, false
    # positives 0.016, 3 of 45 agreeing events flagged, 15 of 15 caught.
    # session 31: snippets142: 0.667 / 0.800 -> 0.706 / 0.800.
    # session 32 (68ddc12c): snippets142: 0.706 / 0.800 -> 0.750 / 0.800.
    "snippets142": {"detection_precision": 0.750, "detection_recall": 0.800,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets145: written blind on 2026-12-05 (a tuning set of session 31), scored before anyone
    # read it. On da6690a7 (the engine it was written on) 0.750 / 0.800, attribution 0.917, false
    # positives 0.013, 1 of 45 agreeing events flagged, 15 of 15 caught.
    "snippets145": {"detection_precision": 0.750, "detection_recall": 0.800,
                  "attribution_accuracy": 0.917, "citation_fidelity": 1.000},
    # snippets146: written blind on 2026-12-05 (a check set of session 32). On ce7299f4 (the start
    # of session 32) 0.733 / 0.733, attribution 0.909, false positives 0.014, 2 of 45 agreeing
    # events flagged, 13 of 15 caught.
    "snippets146": {"detection_precision": 0.733, "detection_recall": 0.733,
                  "attribution_accuracy": 0.909, "citation_fidelity": 1.000},
    # snippets147: written blind on 2026-12-05 (a check set of session 32). On ce7299f4 (the start
    # of session 32) 0.438 / 0.467, attribution 1.000, false positives 0.052, 4 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # Session 33 (9260fad0): snippets147: 0.438 / 0.467 -> 0.467 / 0.467.
    "snippets147": {"detection_precision": 0.467, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets148: written blind on 2026-12-05 (a check set of session 32). On ce7299f4 (the start
    # of session 32) 0.750 / 0.800, attribution 1.000, false positives 0.012, 1 of 45 agreeing
    # events flagged, 15 of 15 caught.
    "snippets148": {"detection_precision": 0.750, "detection_recall": 0.800,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets149: written blind on 2026-12-05 (a check set of session 32). On ce7299f4 (the start
    # of session 32) 0.684 / 0.867, attribution 1.000, false positives 0.017, 4 of 45 agreeing
    # events flagged, 15 of 15 caught.
    # Session 33 (9260fad0): snippets149: 0.684 / 0.867 -> 0.722 / 0.867.
    "snippets149": {"detection_precision": 0.722, "detection_recall": 0.867,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets150: written blind on 2026-12-05 (a check set of session 32). On ce7299f4 (the start
    # of session 32) 0.571 / 0.533, attribution 1.000, false positives 0.025, 2 of 45 agreeing
    # events flagged, 12 of 15 caught.
    # Session 33 (9260fad0): snippets150: 0.571 / 0.533 -> 0.615 / 0.533.
    "snippets150": {"detection_precision": 0.615, "detection_recall": 0.533,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout41: written blind on 2026-12-05 (a check set of session 32). On ce7299f4 (the start of
    # session 32) 0.950 / 0.594, attribution 0.947, false positives 0.006, 0 of 19 agreeing events
    # flagged, 20 of 31 caught.
    "holdout41": {"detection_precision": 0.950, "detection_recall": 0.594,
                "attribution_accuracy": 0.947, "citation_fidelity": 1.000},
    # snippets152: written blind on 2026-12-05 (a tuning set of session 32), scored before anyone
    # read it. On 1ada939b (the engine it was written on) 0.714 / 0.667, attribution 1.000, false
    # positives 0.001, 1 of 45 agreeing events flagged, 13 of 15 caught. On b2b92782 (the day's
    # engine when it arrived) the same.
    # session 32 (68ddc12c): snippets152: 0.714 / 0.667 -> 0.769 / 0.667.
    "snippets152": {"detection_precision": 0.769, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets154: written blind on 2026-12-05 (a tuning set of session 32), scored before anyone
    # read it. On 1ada939b (the engine it was written on) 0.611 / 0.733, attribution 1.000, false
    # positives 0.013, 3 of 45 agreeing events flagged, 15 of 15 caught. On b2b92782 (the day's
    # engine when it arrived) the same.
    # session 32 (68ddc12c): snippets154: 0.611 / 0.733 -> 0.647 / 0.733.
    "snippets154": {"detection_precision": 0.647, "detection_recall": 0.733,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets153: written blind on 2026-12-05 (a tuning set of session 32), scored before anyone
    # read it. On 1ada939b (the engine it was written on) 0.308 / 0.533, attribution 1.000, false
    # positives 0.118, 11 of 45 agreeing events flagged, 15 of 15 caught.
    # session 32 (68ddc12c): snippets153: 0.308 / 0.533 -> 0.308 / 0.533, citation 0.952 -> 0.955.
    "snippets153": {"detection_precision": 0.308, "detection_recall": 0.533,
                  "attribution_accuracy": 1.000, "citation_fidelity": 0.955},
    # snippets151: written blind on 2026-12-05 (a tuning set of session 32), scored before anyone
    # read it. On 1ada939b (the engine it was written on) 1.000 / 0.867, attribution 1.000, false
    # positives 0.000, 0 of 45 agreeing events flagged, 13 of 15 caught.
    "snippets151": {"detection_precision": 1.000, "detection_recall": 0.867,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets155: written blind on 2026-12-05 (a check set of session 32). On 68ddc12c (the engine
    # frozen for session 32's second check draw) 0.769 / 0.667, attribution 1.000, false positives
    # 0.007, 1 of 45 agreeing events flagged, 12 of 15 caught.
    "snippets155": {"detection_precision": 0.769, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets156: written blind on 2026-12-05 (a check set of session 32). On 68ddc12c (the engine
    # frozen for session 32's second check draw) 0.500 / 0.467, attribution 1.000, false positives
    # 0.011, 2 of 45 agreeing events flagged, 12 of 15 caught.
    # Session 33 (9260fad0): snippets156: 0.500 / 0.467 -> 0.538 / 0.467.
    "snippets156": {"detection_precision": 0.538, "detection_recall": 0.467,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets157: written blind on 2026-12-05 (a check set of session 32). On 68ddc12c (the engine
    # frozen for session 32's second check draw) 0.385 / 0.333, attribution 1.000, false positives
    # 0.031, 3 of 45 agreeing events flagged, 10 of 15 caught.
    "snippets157": {"detection_precision": 0.385, "detection_recall": 0.333,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets158: written blind on 2026-12-05 (a check set of session 32). On 68ddc12c (the engine
    # frozen for session 32's second check draw) 0.500 / 0.600, attribution 1.000, false positives
    # 0.042, 3 of 45 agreeing events flagged, 15 of 15 caught.
    "snippets158": {"detection_precision": 0.500, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets159: written blind on 2026-12-05 (a check set of session 32). On 68ddc12c (the engine
    # frozen for session 32's second check draw) 0.800 / 0.800, attribution 0.833, false positives
    # 0.007, 1 of 45 agreeing events flagged, 14 of 15 caught.
    # Session 33 (9260fad0): snippets159: 0.800 / 0.800 -> 0.857 / 0.800.
    "snippets159": {"detection_precision": 0.857, "detection_recall": 0.800,
                  "attribution_accuracy": 0.833, "citation_fidelity": 1.000},
    # snippets160: written blind on 2026-12-05 (a check set of session 33). On bcabad23 (the start
    # of session 33) 0.667 / 0.667, attribution 1.000, false positives 0.002, 2 of 45 agreeing
    # events flagged, 13 of 15 caught.
    "snippets160": {"detection_precision": 0.667, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets161: written blind on 2026-12-05 (a check set of session 33). On bcabad23 (the start
    # of session 33) 0.929 / 0.867, attribution 1.000, false positives 0.005, 0 of 45 agreeing
    # events flagged, 14 of 15 caught.
    "snippets161": {"detection_precision": 0.929, "detection_recall": 0.867,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets162: written blind on 2026-12-05 (a check set of session 33). On bcabad23 (the start
    # of session 33) 0.500 / 0.667, attribution 1.000, false positives 0.023, 3 of 45 agreeing
    # events flagged, 14 of 15 caught.
    "snippets162": {"detection_precision": 0.500, "detection_recall": 0.667,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets163: written blind on 2026-12-05 (a check set of session 33). On bcabad23 (the start
    # of session 33) 0.643 / 0.600, attribution 1.000, false positives 0.011, 2 of 45 agreeing
    # events flagged, 12 of 15 caught.
    "snippets163": {"detection_precision": 0.643, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # snippets164: written blind on 2026-12-05 (a check set of session 33). On bcabad23 (the start
    # of session 33) 0.643 / 0.600, attribution 1.000, false positives 0.007, 1 of 45 agreeing
    # events flagged, 13 of 15 caught.
    "snippets164": {"detection_precision": 0.643, "detection_recall": 0.600,
                  "attribution_accuracy": 1.000, "citation_fidelity": 1.000},
    # holdout42: written blind on 2026-12-05 (a check set of session 33). On bcabad23 (the start of
    # session 33) 0.625 / 0.469, attribution 0.933, false positives 0.053, 6 of 19 agreeing events
    # flagged, 18 of 31 caught.
    "holdout42": {"detection_precision": 0.625, "detection_recall": 0.469,
                "attribution_accuracy": 0.933, "citation_fidelity": 1.000},
}
CEILINGS = {
    # snippets15 0.017 -> 0.019 (q16b, event_subjects): in sn15-056 a chunk the label puts in the
    # missed conflict ("Famous Channel crossings: ...") now joins the predicted one, which already
    # had two extra chunks.
    "false_positive_rate": {"labelled": 0.0, "holdout": 0.0, "holdout2": 0.0,
                            "holdout3": 0.0, "holdout4": 0.0, "holdout5": 0.0,
                            "holdout6": 0.0, "snippets": 0.007,
                            "snippets2": 0.013, "snippets3": 0.001, "snippets4": 0.008,
                            "snippets5": 0.016, "snippets6": 0.023,  # web8, web9: 3-7
                            # session 27: snippets8 0.044 -> 0.051, sn8-001 (see its floor)
                            "snippets7": 0.012, "snippets8": 0.045, "snippets9": 0.000,
                            "snippets10": 0.009, "snippets11": 0.004, "snippets12": 0.000,
                            "snippets13": 0.006,
                            "snippets14": 0.000, "snippets15": 0.009,
                            "snippets16": 0.000, "snippets17": 0.000, "snippets18": 0.000,
                            "snippets19": 0.004,
                            "holdout7": 0.035, "holdout8": 0.023,  # q15e: one more wrong member
                            "holdout9": 0.077, "holdout10": 0.029, "holdout11": 0.021,
                            "holdout12": 0.005, "holdout13": 0.003, "holdout14": 0.005,
                            "snippets20": 0.000, "snippets21": 0.000,
                            "snippets22": 0.000, "snippets23": 0.000,
                            "holdout15": 0.012, "holdout16": 0.000, "holdout17": 0.015,
                            "snippets24": 0.000, "holdout18": 0.006, "holdout19": 0.006,
                            "snippets27": 0.000,
                            "snippets26": 0.004,
                            "snippets25": 0.000,
                            "snippets29": 0.000,
                            "snippets28": 0.004,
                            "snippets30": 0.005,
                            "snippets31": 0.000,
                            "holdout20": 0.018,
                            "snippets32": 0.000,
                            "snippets33": 0.000,
                            "holdout21": 0.006,
                            "holdout22": 0.014,
                            "snippets34": 0.005,
                            "snippets35": 0.000,
                            "snippets36": 0.015,
                            "snippets40": 0.005,
                            "snippets38": 0.009,
                            "snippets37": 0.000,
                            "snippets39": 0.000,
                            "snippets43": 0.004,
                            "snippets42": 0.000,
                            "snippets44": 0.000,
                            "snippets41": 0.004,
                            "holdout23": 0.007,
                            "snippets47": 0.000,
                            "snippets45": 0.005,
                            "snippets46": 0.009,
                            "snippets48": 0.006,
                            "snippets49": 0.004,
                            "holdout24": 0.006,
                            "snippets52": 0.003,
                            "snippets51": 0.000,
                            "snippets50": 0.000,
                            "snippets55": 0.006,
                            "snippets53": 0.008,
                            "snippets54": 0.000,
                            "snippets56": 0.004,
                            "holdout25": 0.008,
                            "snippets58": 0.000,
                            "snippets59": 0.000,
                            "snippets57": 0.005,
                            "holdout26": 0.006,
                            "snippets63": 0.000,
                            "snippets60": 0.000,
                            "snippets61": 0.005,
                            "snippets62": 0.000,
                            "snippets65": 0.000,
                            "snippets66": 0.000,
                            "snippets64": 0.009,
                            "holdout27": 0.024,
                            "snippets69": 0.000,
                            "snippets67": 0.000,
                            "snippets68": 0.000,
                            "snippets70": 0.005,
                            "holdout28": 0.044,
                            "snippets71": 0.011,
                            "snippets72": 0.004,
                            "snippets73": 0.000,
                            "snippets75": 0.005,
                            "snippets74": 0.000,
                            "snippets76": 0.007,
                            "holdout29": 0.022,
                            "snippets77": 0.000,
                            "snippets78": 0.000,
                            "snippets79": 0.006,
                            "snippets80": 0.000,
                            "snippets81": 0.022,
                            "holdout30": 0.045,
                            "snippets85": 0.009,
                            "snippets82": 0.000,
                            "snippets84": 0.010,
                            "snippets83": 0.014,
                            "holdout31": 0.022,
                            "snippets89": 0.005,
                            "snippets87": 0.007,
                            "snippets86": 0.018,
                            # session 27: 0.009 -> 0.014, the extra detection of sn88-060
                            "snippets88": 0.014,
                            "snippets91": 0.000,
                            "snippets90": 0.000,
                            "holdout32": 0.006,
                            "snippets92": 0.000,
                            "snippets93": 0.009,
                            "snippets94": 0.005,
                            "snippets95": 0.000,
                            "holdout33": 0.039,
                            "snippets100": 0.000,
                            "snippets98": 0.005,
                            "snippets97": 0.000,
                            "snippets99": 0.005,
                            "snippets101": 0.000,
                            "snippets102": 0.010,
                            "snippets103": 0.005,
                            "snippets104": 0.005,
                            "holdout34": 0.006,
                            "snippets105": 0.008,
                            "snippets106": 0.015,
                            # session 27: 0.018 -> 0.020: three more caught (q27d), one more pair
                            "holdout35": 0.020,
                            "snippets107": 0.000,
                            "snippets108": 0.004,
                            "snippets109": 0.012,
                            "snippets110": 0.008,
                            "holdout36": 0.037,
                            "snippets111": 0.000,
                            "snippets113": 0.013,
                            "snippets112": 0.004,
                            "snippets115": 0.023,
                            "snippets114": 0.022,
                            "snippets116": 0.008,
                            "snippets117": 0.027,
                            "snippets118": 0.011,
                            "holdout37": 0.019,
                            "snippets119": 0.016,
                            "snippets120": 0.006,
                            "holdout38": 0.020,
                            "snippets122": 0.009,
                            "snippets123": 0.004,
                            # snippets121 (a check set of session 29): 0.008 at arrival; at
                            # the session's end one more page joins a conflict already raised
                            # in the same event (same status), read when the ceiling was set
                            "snippets121": 0.008,
                            "snippets125": 0.013,
                            "snippets124": 0.000,
                            "snippets127": 0.000,
                            "snippets126": 0.000,
                            "snippets128": 0.000,
                            "snippets129": 0.004,
                            "snippets130": 0.020,
                            "snippets131": 0.004,
                            "snippets132": 0.004,
                            "holdout39": 0.044,
                            "snippets133": 0.000,
                            "snippets134": 0.000,
                            "snippets135": 0.001,
                            "snippets136": 0.003,
                            "snippets137": 0.000,
                            "snippets138": 0.019,
                            "snippets139": 0.007,
                            "snippets140": 0.000,
                            "snippets141": 0.001,
                            "holdout40": 0.003,
                            "snippets143": 0.000,
                            "snippets144": 0.000,
                            "snippets142": 0.001,
                            "snippets145": 0.013,
                            "snippets146": 0.014,
                            "snippets147": 0.046,
                            "snippets148": 0.012,
                            "snippets149": 0.013,
                            "snippets150": 0.007,
                            "holdout41": 0.006,
                            "snippets152": 0.000,
                            "snippets154": 0.010,
                            "snippets153": 0.118,
                            "snippets151": 0.000,
                            "snippets155": 0.007,
                            "snippets156": 0.010,
                            "snippets157": 0.031,
                            "snippets158": 0.042,
                            "snippets159": 0.000,
                            "snippets160": 0.002,
                            "snippets161": 0.005,
                            "snippets162": 0.023,
                            "snippets163": 0.011,
                            "snippets164": 0.007,
                            "holdout42": 0.053},
    # snippets9 0.033 -> 0.036 (forms11-spelled, 2026-12-02): a correct page ("A: Seventy-eight.")
    # joins sn9-013's conflict, already wrong (historic races' laps); the event now resolves to
    # the right value instead of escalating, and three events elsewhere are fixed
    # one wrong citation (h5-022) of 22 checked since a payload question stopped comparing
    # prices (23 checked before): the same citation, a smaller denominator
    # snippets12 (blind, its first scoring): one wrong citation of 13 checked, not examined
    # (a check set; 0.083 of 12 since a2e6982); its own ceiling replaces the shared one for
    # that set alone; snippets14 (blind, its first scoring): one of 11, not examined
    # holdout16 (blind, its first scoring): one wrong citation of 16 checked, not yet examined
    # snippets32 (blind, a tuning set of session 15): one wrong citation of 7 checked on its
    # first scoring, as on the session's start
    # snippets57 (blind, a check set of session 18): one wrong citation of 10 on its first
    # scoring (0.091 of 11 on the session's start), not examined
    "wrong_citation_rate": {"": 0.046, "snippets12": 0.083, "snippets14": 0.091,
                            "holdout16": 0.0, "snippets32": 0.125, "snippets38": 0.091,
                            # 0.100 since q20o (session 20) cleared sn57-011: the same one
                            # wrong citation, of 10 checked
                            "snippets57": 0.100,
                            # 0.100 since passing_values (session 28) matched one more of its
                            # conflicts (sn8-052), whose winner the specificity rule picks: one
                            # wrong citation of 10 checked
                            "snippets8": 0.100,
                            # snippets69 (blind, a check set of session 19): one wrong citation
                            # of 13 on its first scoring (c57e03f), not examined; 0.091 (one of
                            # 11) since q20b (session 20) cleared two of its conflicts
                            "snippets69": 0.091,
                            # snippets77 (blind, a check set of session 20): wrong citations
                            # 0.067 on its first scoring (62dd7d4), not examined; 0.125 since
                            # q21a (session 21) cleared its false alarms: the same one wrong
                            # citation (sn77-060, specificity picks the winner), of 8 checked
                            "snippets77": 0.125,
                            # snippets88 (blind, a check set of session 22): wrong citations
                            # 0.067 on its first scoring (f9fcf0d), not examined; 0.083 in
                            # session 23: the same wrong citation of fewer checked (sn88-029)
                            "snippets88": 0.083,
                            # snippets106 (blind, a tuning set of session 25): wrong citations
                            # 0.083 on its first scoring (6f31f30), not examined
                            "snippets106": 0.083,
                            # snippets120 (blind, a tuning set of session 28): wrong citations
                            # 0.111 on its first scoring (17ecd6c5), not examined; session 29:
                            # the same one wrong citation over 8 instead of 9 (two false alarms
                            # fewer take their citations out of the denominator); session 31:
                            # over 7 (sn120-002's false alarm is gone)
                            "snippets120": 0.143,
                            # snippets125 (blind, a check set of session 29): wrong citations
                            # 0.091 on its first scoring (b3d00e55), not examined; session 30:
                            # 0.100, its one wrong citation over a denominator one false alarm
                            # smaller (released for tuning this session)
                            "snippets125": 0.100,
                            # snippets145 (blind, a tuning set of session 31): wrong citations
                            # 0.083 on its first scoring (da6690a7), not examined
                            "snippets145": 0.083},
}


def test_every_labelled_set_holds_its_floors() -> None:
    gates = [f"--fail-under={name}:{metric}={value}"
             for name, floors in FLOORS.items() for metric, value in floors.items()]
    gates += [f"--fail-over={name}:{metric}={value}" if name else f"--fail-over={metric}={value}"
              for metric, by_set in CEILINGS.items() for name, value in by_set.items()]
    assert {Path(s).stem for s in SETS} == set(FLOORS), "a new set needs its floors here"
    assert main(["eval", *SETS, "--policy", POLICY, *gates]) == 0


def test_a_floor_above_the_figure_fails_with_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["eval", str(DATA / "holdout3.jsonl"), "--policy", POLICY,
                 "--fail-under", "detection_recall=0.946"])
    assert code == 1
    assert "holdout3: detection_recall 0.944 is below its floor 0.946" in capsys.readouterr().err


def test_reports_markdown_chart_and_json(tmp_path: Path) -> None:
    archive = tmp_path / "archive.jsonl"
    records = [archived("r1", "k", [("a", "policy", "primary"), ("b", "policy", "primary")],
                        status="reviewed", decided_at="2026-11-01T12:00:00Z",
                        decision="accept_neither")]
    archive.write_bytes(b"".join(r.model_dump_json().encode() + b"\n" for r in records))
    out = tmp_path / "report"
    code = main(["eval", str(DATA / "labelled.jsonl"), str(DATA / "holdout5.jsonl"),
                 "--policy", POLICY, "--out", str(out), "--archive", str(archive)])
    assert code == 0
    assert (out / "rates-per-field-type.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    summary = orjson.loads((out / "summary.json").read_bytes())
    by_name = {s["name"]: s for s in summary["sets"]}
    five = by_name["holdout5"]
    assert (five["counts"]["matched_conflicts"], five["counts"]["predicted_conflicts"],
            five["counts"]["expected_conflicts"]) == (35, 35, 35)
    assert summary["pooled"]["events"] == 150
    assert set(five["breakdown"]["per_field_type"]) == {
        "quantity", "money", "date", "date_basis", "identifier", "clause"}
    assert summary["review_time"]["overall"] == {"decisions": 1, "median_seconds": 7200.0,
                                                 "p90_seconds": 7200.0}
    report = (out / "report.md").read_text()
    for heading in ("Rates per field type", "Rates per strategy", "Rates per document class",
                    "Citation fidelity", "Time to reviewer decision",
                    "Mismatches in holdout5.jsonl"):
        assert f"## {heading}" in report
    assert "![rates per field type](rates-per-field-type.png)" in report


def test_unusable_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", str(tmp_path / "missing.jsonl"), "--policy", POLICY]) == 2
    assert main(["eval", SETS[0], "--policy", POLICY, "--fail-under", "miss_rate=0.1"]) == 2
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"event_id": "x", "query": "q", "chunks": [], "expect": '
                   '{"conflicts": [], "status": "resolved"}}\nnot json\n')
    assert main(["eval", str(bad), "--policy", POLICY]) == 2
    err = capsys.readouterr().err
    assert "bad.jsonl:2: not JSON" in err and "should be 'clean'" in err


def test_the_table_is_rewritten_between_its_markers_only(tmp_path: Path) -> None:
    doc = tmp_path / "README.md"
    doc.write_text(f"# Title\n\nbefore\n{BEGIN}\nold table\n{END}\nafter\n")
    baseline = tmp_path / "blind.json"
    baseline.write_text('{"holdout2.jsonl": {"detection_precision": 0.92, '
                        '"detection_recall": 0.793, "attribution_accuracy": 0.913}}')
    args = ["eval", str(DATA / "holdout2.jsonl"), "--policy", POLICY,
            "--table-into", str(doc), "--baseline", str(baseline)]
    assert main(args) == 0
    text = doc.read_text()
    assert text.startswith("# Title\n\nbefore\n") and text.endswith(f"{END}\nafter\n")
    assert "old table" not in text
    assert "| `holdout2.jsonl` | 40 | 0.920 / 0.793 | 0.913 | 1.000 / 1.000 |" in text
    assert main(args) == 0 and doc.read_text() == text  # idempotent
    doc.write_text("no markers\n")
    assert main(args) == 2
