"""The text layer of an official rules PDF, through pypdf, in the layout `rules_text` reads.

A typeset PDF is not its text: every page has a running header (the document and the chapter)
and a footer with its number, line ends are hyphenated, quotes are typographic. This module
takes those away, so a PDF and the text it was made from import the same rules.
"""

from __future__ import annotations

import logging
import re
import sys
import warnings
from collections import Counter
from pathlib import Path

from judge.errors import CorpusError

#: A line shared by most pages (after digits are ignored) is a running header or footer.
_REPEATED_SHARE = 0.5
_MIN_PAGES = 3
_HYPHENATED = re.compile(r"(\w+)-\n(\w+)")
# French words after a hyphen that are never the end of a cut word (« celle-ci », « épuisez-la »)
_CLITICS = frozenset(
    "ci là la le les lui leur leurs moi toi nous vous eux elle elles il ils on en y t même mêmes né".split()
)
_QUOTES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'"})


def _shape(line: str) -> str:
    return re.sub(r"\d+", "#", line.strip())


def _running_prefix(lines: list[str]) -> str:
    """The start shared by most of these lines (a running header: "Riftbound · Règles du jeu — …")."""
    counts = Counter(line[:24] for line in lines if len(line) >= 12)
    if not counts:
        return ""
    prefix, seen = counts.most_common(1)[0]
    return prefix if seen >= _REPEATED_SHARE * len(lines) else ""


def strip_running_lines(pages: list[list[str]]) -> list[list[str]]:
    """Each page's lines without the running header (first line) and footer (last line) that most
    pages share; a page number alone on a line goes too."""
    if len(pages) < _MIN_PAGES:
        return pages
    firsts = [p[0].strip() for p in pages if p]
    lasts = [p[-1].strip() for p in pages if p]
    header = _running_prefix(firsts)
    footer_shapes = Counter(_shape(line) for line in lasts)
    shape, seen = footer_shapes.most_common(1)[0] if footer_shapes else ("", 0)
    footer = shape if seen >= _REPEATED_SHARE * len(lasts) else None
    out: list[list[str]] = []
    for lines in pages:
        kept = list(lines)
        if kept and header and kept[0].strip().startswith(header):
            kept = kept[1:]
        if kept and footer is not None and _shape(kept[-1]) == footer:
            kept = kept[:-1]
        out.append(kept)
    return out


def join_hyphenated(text: str) -> str:
    """`abré-\\nviation` → `abréviation`; a compound the document writes with its hyphen elsewhere
    (`elles-\\nmêmes`, `elles-mêmes`) or that ends in a clitic (`réduction-ci`) keeps it."""
    whole = text.replace("-\n", "\0")
    # every pair of a compound: "c'est-à-dire" gives est-à and à-dire
    hyphenated = {
        f"{a}-{b}"
        for compound in re.findall(r"\w+(?:-\w+)+", whole)
        for a, b in zip(compound.split("-"), compound.split("-")[1:], strict=False)
    }
    words = set(re.findall(r"\w+", whole))

    def join(match: re.Match[str]) -> str:
        left, right = match.group(1), match.group(2)
        # a word the document writes whole elsewhere was cut (« symbo-les »); else a compound
        # written with its hyphen elsewhere, ending in a clitic (« épuisez-la ») or after a
        # one-letter word (« c'est-à-dire », no typesetter cuts there) keeps it
        compound = f"{left}-{right}" in hyphenated or right.lower() in _CLITICS or len(left) == 1
        if left + right not in words and compound:
            return f"{left}-{right}\n"
        return f"{left}{right}\n"

    # the rest of the line moves up with the word's end, so the next line keeps its start
    return _HYPHENATED.sub(join, text)


class _Collected(logging.Handler):
    """Collects what pypdf logs in English while it reads a damaged file."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def pdf_text(path: Path) -> str:
    """All pages' text, one page after the other; a PDF without a text layer is a French `CorpusError`.
    pypdf's English warnings about a damaged file are said once, in French, on standard error."""
    try:
        from pypdf import PdfReader
        from pypdf.errors import PyPdfError
    except ImportError as err:  # pragma: no cover - pypdf is a dependency of the package
        raise CorpusError("le module pypdf est introuvable : réinstallez le paquet", file=str(path)) from err
    collected = _Collected()
    logger = logging.getLogger("pypdf")
    logger.addHandler(collected)
    propagate, logger.propagate = logger.propagate, False
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            reader = PdfReader(str(path))
            if reader.is_encrypted:
                raise CorpusError(
                    "ce PDF est chiffré : exportez-en le texte ou fournissez un PDF non protégé",
                    file=str(path),
                )
            pages = [page.extract_text() or "" for page in reader.pages]
    except CorpusError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError, IndexError, AttributeError) as err:
        raise CorpusError(f"PDF illisible ({type(err).__name__} : {err})", file=str(path)) from err
    finally:
        logger.removeHandler(collected)
        logger.propagate = propagate
    problems = collected.count + len(caught)
    if problems:
        sys.stderr.write(
            f"judge : attention : {path.name} est en partie abîmé ({problems} irrégularité"
            f"{'s' if problems > 1 else ''} contournée{'s' if problems > 1 else ''} à la lecture) ; "
            "vérifiez le nombre de règles importées.\n"
        )
    lines = strip_running_lines([page.strip("\n").splitlines() for page in pages])
    text = join_hyphenated("\n".join("\n".join(page) for page in lines)).translate(_QUOTES)
    if not text.strip():
        raise CorpusError(
            "ce PDF ne contient pas de texte (document scanné ?) : importez plutôt le texte des règles",
            file=str(path),
        )
    return text
