"""A PDF laid out like the official Core Rules, made from their text for the import tests.

Like Riot's PDF: A4 pages with a running header (the document and the current chapter), a footer
with the page number, justified lines cut with hyphens, the ligatures ﬁ and ﬂ, and typographic
apostrophes. Written with fpdf2 and DejaVu Sans (a test dependency and a system font).
"""

from __future__ import annotations

import re
from pathlib import Path

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
_CHAPTER = re.compile(r"^(\d)00\. (.+)$")
_VOWELS = set("aeiouyàâäéèêëîïôöùûü")
_FONT_SIZE = 7.5


def typeset(text: str) -> str:
    """The text as a typesetter prints it: ﬁ and ﬂ ligatures, typographic apostrophes."""
    return text.replace("fi", "ﬁ").replace("fl", "ﬂ").replace("'", "’")


def _hyphen_point(word: str, fits: int) -> int:
    """Where to cut `word` with a hyphen so that at most `fits` letters stay on the line (0: none).
    A cut falls between a vowel and a consonant, never within two letters of either end."""
    for cut in range(min(fits, len(word) - 3), 2, -1):
        left, right = word[cut - 1].lower(), word[cut].lower()
        if left in _VOWELS and right.isalpha() and right not in _VOWELS and word[:cut].isalpha():
            return cut
    return 0


def hyphenate(lines: list[str]) -> list[str]:
    """The text's lines with a typesetter's hyphens: the first long word of a wrapped line starts
    at the end of the line before (« abré- » / « viation »); a numbered rule's line never moves."""
    out = [line.rstrip() for line in lines]
    for i in range(len(out) - 1):
        line, following = out[i], out[i + 1]
        first = following.split(" ", 1)[0]
        if not line or line.endswith("-") or re.match(r"^(\d|Exemple)", following) or len(first) < 8:
            continue
        cut = _hyphen_point(first, len(first) // 2 + 1)
        if cut:
            out[i] = f"{line} {first[:cut]}-"
            out[i + 1] = first[cut:] + following[len(first) :]
    return out


def write_official_pdf(text: str, target: Path) -> Path:
    """Lay `text` (one numbered rule a line, wrapped) out as the official PDF does, into `target`."""
    from fpdf import FPDF

    class RulesPdf(FPDF):  # type: ignore[misc]
        chapter = ""

        def header(self) -> None:
            self.set_font("DejaVu", size=7.5)
            self.cell(0, 5, typeset(f"Riftbound · Règles du jeu v1.4 — {self.chapter}"), align="R")
            self.ln(8)

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("DejaVu", size=7.5)
            self.cell(0, 5, f"{self.page_no()}", align="C")

    pdf = RulesPdf(format="A4")
    pdf.set_margins(20, 15, 20)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_font("DejaVu", fname=str(FONT))
    pdf.set_font("DejaVu", size=_FONT_SIZE)
    pdf.add_page()
    for line in hyphenate(text.splitlines()):
        chapter = _CHAPTER.match(line)
        if chapter:
            pdf.chapter = chapter.group(2)
        pdf.cell(0, 4.2, typeset(line), new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(target))
    return target
