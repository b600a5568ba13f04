"""The attribute table: the words that name what a value measures (``ATTRIBUTES``).

A claim's attribute is read by ``terms.attribute`` from the word nearest to its value found
here; the table maps synonyms to one name ("costs", "fee", "priced" → "price"). Words are
looked up as written, as their stem and as their base forms (``terms``).
The table is part of the engine's written policy: extend it, don't special-case callers.
"""

from __future__ import annotations

ATTRIBUTES: dict[str, str] = {
    "return": "return-window", "returned": "return-window", "returning": "return-window",
    "refund": "refund", "refunded": "refund", "exchange": "exchange",
    "price": "price", "priced": "price", "pricing": "price", "cost": "price", "fee": "price",
    "charge": "price", "charged": "price", "pay": "payment-terms", "paid": "payment-terms",
    "subscription": "price",
    "discount": "discount", "retention": "retention", "retain": "retention",
    "retained": "retention", "kept": "retention", "stored": "retention", "timeout": "timeout",
    "uptime": "availability", "availability": "availability", "sla": "availability",
    "limit": "limit", "quota": "limit", "cap": "limit", "warranty": "warranty",
    "notice": "notice-period", "probation": "probation",
    "leave": "leave", "vacation": "leave", "pto": "leave", "holiday": "leave",
    "access": "access", "accessing": "access", "login": "access", "deadline": "deadline",
    "due": "deadline", "dose": "dosage", "dosage": "dosage", "password": "password",
    "rotate": "rotation", "rotation": "rotation", "rotated": "rotation", "backup": "backup",
    "monitor": "monitoring", "watch": "monitoring", "observe": "monitoring",
    "version": "version", "endpoint": "endpoint", "url": "endpoint",
    "host": "endpoint", "hostname": "endpoint", "server": "endpoint", "account": "account",
    "shipping": "shipping", "ship": "shipping", "expire": "expiry",
    "expiry": "expiry", "expiration": "expiry", "expires": "expiry", "valid": "expiry",
    "response": "response-time", "respond": "response-time", "retry": "retries",
    "retries": "retries", "deploy": "deployment", "deployment": "deployment",
    "rollback": "rollback", "approval": "approval", "approve": "approval",
    "reimbursement": "reimbursement", "reimburse": "reimbursement", "expense": "reimbursement",
    "overtime": "overtime", "salary": "salary", "bonus": "bonus", "encrypt": "encryption",
    "encryption": "encryption", "mfa": "mfa", "sso": "sso", "review": "review",
    "renewal": "renewal", "renew": "renewal", "cancel": "cancellation",
    "cancellation": "cancellation", "trial": "trial", "storage": "storage",
    "capacity": "capacity", "height": "height", "tall": "height", "width": "width",
    "weight": "weight", "weigh": "weight", "latency": "latency", "throughput": "throughput",
    "onboarding": "onboarding", "training": "training", "audit": "audit",
    "penalty": "penalty", "penalties": "penalty", "payable": "payment-terms",
    "payment": "payment-terms", "invoice": "payment-terms",
    "invoiced": "payment-terms", "expensed": "reimbursement", "reimbursable": "reimbursement",
    "reimbursed": "reimbursement",
    "iban": "bank-account", "bic": "bank-account", "swift": "bank-account",
    "upload": "upload-limit", "uploads": "upload-limit", "resolution": "resolution-time",
    "carry": "carry-over", "carryover": "carry-over", "payload": "payload",
    "freeze": "freeze", "frozen": "freeze",
}
