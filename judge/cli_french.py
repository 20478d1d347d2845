"""argparse and system errors in French for the `judge` command."""

from __future__ import annotations

import argparse
import errno
import os
import re

from judge.errors import OS_REASONS, os_reason

#: argparse's English messages (Python 3.11–3.13) and their French wording.
ARGPARSE_FR = {
    "usage: ": "utilisation : ",
    # argparse writes "HEADING:"; the trailing space gives French's "options :"
    "options": "options ",
    "positional arguments": "arguments ",
    "show this help message and exit": "afficher cette aide et quitter",
    "the following arguments are required: %s": "arguments obligatoires manquants : %s",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "choix invalide : %(value)r (valeurs possibles : %(choices)s)"
    ),
    "invalid %(type)s value: %(value)r": "valeur invalide (%(type)s attendu) : %(value)r",
    "unrecognized arguments: %s": "arguments inconnus : %s",
    "expected one argument": "une valeur attendue",
    "expected at least one argument": "au moins une valeur attendue",
    "expected at most one argument": "au plus une valeur attendue",
    "ambiguous option: %(option)s could match %(matches)s": (
        "option ambiguë : %(option)s peut être %(matches)s"
    ),
    "argument %(argument_name)s: %(message)s": "argument %(argument_name)s : %(message)s",
    "one of the arguments %s is required": "l'un des arguments %s est obligatoire",
    "not allowed with argument %s": "incompatible avec l'argument %s",
    "ignored explicit argument %r": "argument explicite ignoré : %r",
    "%(prog)s: error: %(message)s\n": "%(prog)s : erreur : %(message)s\n",
}
#: the type names argparse puts in « invalid int value ».
TYPE_NAMES = {"int": "nombre entier", "float": "nombre"}


def french_gettext(message: str) -> str:
    """argparse's `_()`: the French wording when known, else the message unchanged."""
    return ARGPARSE_FR.get(message, message)


def install() -> None:
    """Make argparse speak French (its messages go through the module's `_`)."""
    argparse._ = french_gettext  # type: ignore[attr-defined]


#: system errors by errno, in French (« [Errno 2] No such file or directory »).


def french_os_error(err: OSError) -> str:
    """`[Errno 2] No such file or directory: 'x'` → « x : fichier ou dossier introuvable »."""
    reason = os_reason(err)
    name = str(err.filename)[:120] if err.filename is not None else ""  # a 300-character name stays readable
    return f"{name} : {reason}" if name else reason


_ERRNO_TEXT = re.compile(r"\[Errno (\d+)\] [^:'\"\n]+(?:: '[^']*')?")


def french_system_text(text: str) -> str:
    """A message with Python's English system errors (`[Errno 2] No such file or directory: 'x'`,
    `Not a directory`) said in French; the message already names the file."""

    def reason(match: re.Match[str]) -> str:
        code = int(match.group(1))
        return OS_REASONS.get(code, f"erreur du système {errno.errorcode.get(code, code)}")

    text = _ERRNO_TEXT.sub(reason, text)
    for code, french in OS_REASONS.items():
        text = text.replace(os.strerror(code), french)
    return text
