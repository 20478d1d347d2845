"""The official PDF as it really looks (running headers, page numbers, hyphenated line ends,
ligatures, typographic apostrophes) imports the same rules as its text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.corpus.importer import parse_document
from judge.corpus.passage import Passage

SHARED_TEXT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "regles-du-jeu-fr-v1.4.txt"

fpdf = pytest.importorskip("fpdf", reason="fpdf2 n'est pas installé (extras de test)")
if not SHARED_TEXT.is_file():
    pytest.skip(
        "le texte officiel des Règles du jeu (../shared/corpus) est absent : test du PDF officiel sauté",
        allow_module_level=True,
    )

from tests.official_pdf import FONT, write_official_pdf  # noqa: E402

if not FONT.is_file():
    pytest.skip(
        f"police DejaVu Sans absente ({FONT}) : apt-get install fonts-dejavu-core", allow_module_level=True
    )


def _same(text: str) -> str:
    # what a PDF's text layer adds and the stored text keeps: spaces before , . and a hyphen's clitic
    text = re.sub(r"\s+", " ", text)
    return re.sub(r" (?=[,.)/]|-\w)", "", text).strip()


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Passage], dict[str, Passage], str]:
    pdf = write_official_pdf(
        SHARED_TEXT.read_text(encoding="utf-8"), tmp_path_factory.mktemp("pdf") / "regles.pdf"
    )
    from judge.corpus.pdf_text import pdf_text

    layer = pdf_text(pdf)
    _, from_pdf = parse_document(pdf, version="1.4")
    _, from_text = parse_document(SHARED_TEXT)
    return {p.rule: p for p in from_pdf if p.rule}, {p.rule: p for p in from_text if p.rule}, layer


def test_the_pdf_really_is_typeset_like_the_official_one(tmp_path: Path) -> None:
    from pypdf import PdfReader

    pdf = write_official_pdf(SHARED_TEXT.read_text(encoding="utf-8"), tmp_path / "regles.pdf")
    pages = [page.extract_text() for page in PdfReader(str(pdf)).pages]
    assert len(pages) > 40
    assert all(p.splitlines()[0].startswith("Riftbound · Règles du jeu v1.4 — ") for p in pages[1:])
    assert pages[9].splitlines()[-1].strip() == "10"  # the page number at the foot of the page
    layer = "\n".join(pages)
    assert "ﬁ" in layer and "ﬂ" in layer and "’" in layer
    assert re.search(r"\w-\n\w", layer), "des fins de ligne coupées par un trait d'union"


def test_the_pdf_gives_the_same_rules_parents_and_examples_as_the_text(
    both: tuple[dict[str, Passage], dict[str, Passage], str],
) -> None:
    from_pdf, from_text, _ = both
    assert sorted(from_pdf) == sorted(from_text) and len(from_text) > 2000
    for number, official in from_text.items():
        read = from_pdf[number]
        assert read.kind == official.kind, number
        assert read.parent_rules == official.parent_rules, number
        assert [_same(e) for e in read.examples] == [_same(e) for e in official.examples], number
        assert _same(read.text) == _same(official.text), number


def test_headers_footers_ligatures_and_apostrophes_never_reach_the_stored_text(
    both: tuple[dict[str, Passage], dict[str, Passage], str],
) -> None:
    from_pdf, _, layer = both
    text = "\n".join(p.text for p in from_pdf.values())
    assert "Riftbound · Règles du jeu v1.4 —" not in layer
    assert not re.search(r"[ﬁﬂ’]", text)
    assert "abré-viation" not in text and "abréviation" in text  # a cut word is whole again
    assert "réduction-ci" in text  # a compound keeps its hyphen
