"""Physical measures: each unit's table to one base unit per dimension.

Lengths (nautical and statute miles too) normalise to metres, masses to grams, volumes to litres,
battery charge to mAh and energy to Wh, power to watts, torque to newton-metres and speeds
(knots too) to km/h, so that a value compares with the same amount in any unit ("1,600 mm" =
"1.6 m", "380 kW" = "517 PS" within rounding: ``precision``). A unit not in these tables
reads nothing.
"""

from __future__ import annotations

from workers.engine.numbers import format_number
from workers.engine.values import Value

_LENGTH_M = {"mm": 0.001, "millimet": 0.001, "cm": 0.01, "centimet": 0.01, "m": 1.0,
             "met": 1.0, "km": 1000.0, "kilomet": 1000.0, "inch": 0.0254, "inche": 0.0254,
             "ft": 0.3048, "foot": 0.3048, "feet": 0.3048, "mile": 1609.344, "yard": 0.9144,
             "yd": 0.9144, "nautical mile": 1852.0, "nmi": 1852.0,
             "statute mile": 1609.344, "furlong": 201.168, "fathom": 1.8288}
_MASS_G = {"mcg": 1e-6, "µg": 1e-6, "microgram": 1e-6, "mg": 0.001, "milligram": 0.001,
           "g": 1.0, "gram": 1.0, "kg": 1000.0, "kilogram": 1000.0, "kilo": 1000.0, "lb": 453.59237,
           "lbs": 453.59237, "pound": 453.59237,
           "oz": 28.349523125, "ounce": 28.349523125, "t": 1e6, "tonne": 1e6, "metric ton": 1e6}
_VOLUME_L = {"ml": 0.001, "millilit": 0.001, "l": 1.0, "lit": 1.0}
_CHARGE_MAH = {"mah": 1.0}
_ENERGY_WH = {"wh": 1.0, "kwh": 1000.0, "mwh": 1e6, "gwh": 1e9}
"""A battery's charge ("5,000 mAh", "5000mAh") and energy ("60 Wh", "75 kWh")."""
_HP_W = 745.69987158227
_POWER_W = {"milliwatt": 1e-3, "w": 1.0, "watt": 1.0, "kw": 1e3, "kilowatt": 1e3, "mw": 1e6,
            "megawatt": 1e6, "gw": 1e9, "gigawatt": 1e9, "hp": _HP_W, "bhp": _HP_W,
            "horsepower": _HP_W, "ps": 735.49875}
"""Power to watts. Horsepower is converted, not kept as its own unit: "510 hp", "380 kW" and
"517 PS" are one engine's power written three ways (hp and bhp the mechanical horsepower,
745.7 W; PS the metric one, 735.5 W), and conversions agree within rounding
(``precision``). "mW" with a small m is a milliwatt; "MW", "Mw" and "mw" are megawatts."""
_TORQUE_NM = {"n·m": 1.0, "nm": 1.0, "newton-met": 1.0, "newtonmet": 1.0, "newton met": 1.0,
              "lb-ft": 1.3558179483, "lbft": 1.3558179483, "lb·ft": 1.3558179483,
              "lbf-ft": 1.3558179483, "lbfft": 1.3558179483, "lbf·ft": 1.3558179483,
              "ft-lb": 1.3558179483, "ftlb": 1.3558179483, "ft·lb": 1.3558179483,
              "pound-f": 1.3558179483, "pound f": 1.3558179483}
"""Torque to newton-metres: "850 Nm" and "627 lb-ft" are one engine's torque. "nm" in small
letters is a nanometre (a chip's process), never read."""
_SPEED_KMH = {"km/h": 1.0, "kph": 1.0, "mph": 1.609344, "m/s": 3.6, "kilometh": 1.0,
              "mileh": 1.609344, "knot": 1.852, "knots": 1.852, "kn": 1.852}
"""Speeds to km/h: "110 km/h" is a speed, never the length "110 km"; a knot is one nautical
mile (1,852 m) an hour, so "21 knots" and "39 km/h" are one speed."""


def measure(unit: str, number: float, surface: str, start: int) -> Value | None:
    """Lengths to metres, masses to grams, volumes to litres ("1,600 mm" = "1.6 m"),
    speeds to km/h."""
    torque = _torque(unit)
    if torque is not None:
        amount = round(number * torque, 9)
        return Value("quantity", f"{format_number(amount)} Nm", surface, start, "torque", amount)
    if unit.lower() in ("nm", "n·m"):
        return None  # "5 nm": a nanometre
    word = unit.lower().replace(" ", "")
    if word.endswith("hour"):  # "kilometres per hour", "miles an hour"
        word = word[:4] + "h" if word.startswith("mile") else "kilometh"
    if word in _SPEED_KMH or word in ("km/hr", "km/h"):
        amount = round(number * _SPEED_KMH.get(word, 1.0), 9)
        return Value("quantity", f"{format_number(amount)} km/h", surface, start, "speed",
                     amount)
    word = " ".join(unit.lower().split())
    word = word.rstrip("s") if len(word) > 3 else word
    for prefix in ("millimet", "centimet", "kilomet", "millilit", "met", "lit"):
        if word.startswith(prefix):
            word = prefix
    if word == "mw" and unit == "mW":
        word = "milliwatt"
    elif word == "ps" and unit != "PS":
        return None  # "ps" is no metric horsepower unless written as one
    for dimension, table, base in (("length", _LENGTH_M, "m"), ("mass", _MASS_G, "g"),
                                   ("volume", _VOLUME_L, "l"), ("charge", _CHARGE_MAH, "mAh"),
                                   ("energy", _ENERGY_WH, "Wh"), ("power", _POWER_W, "W")):
        if word in table:
            amount = round(number * table[word], 9)
            return Value("quantity", f"{format_number(amount)} {base}", surface, start,
                         dimension, amount)
    return None


def _torque(unit: str) -> float | None:
    """Newton-metres per ``unit`` when it is a unit of torque ("Nm", "N·m", "lb-ft",
    "newton-metres"); None otherwise."""
    if unit in ("Nm", "N·m", "NM"):
        return 1.0
    word = unit.lower().rstrip("s")
    for prefix in ("newton-met", "newtonmet", "newton met", "pound-f", "pound f"):
        if word.startswith(prefix):
            return _TORQUE_NM[prefix]
    return _TORQUE_NM.get(word) if word not in ("nm", "n·m") else None
