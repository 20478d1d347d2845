"""The text layer of an official rules PDF, through pypdf, in the layout `rules_text` reads."""

from __future__ import annotations

from pathlib import Path

from judge.errors import CorpusError


def pdf_text(path: Path) -> str:
    """All pages' text, one page after the other; a PDF without a text layer is a French `CorpusError`."""
    try:
        from pypdf import PdfReader
        from pypdf.errors import PyPdfError
    except ImportError as err:  # pragma: no cover - pypdf is a dependency of the package
        raise CorpusError("le module pypdf est introuvable : réinstallez le paquet", file=str(path)) from err
    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted:
            raise CorpusError(
                "ce PDF est chiffré : exportez-en le texte ou fournissez un PDF non protégé", file=str(path)
            )
        pages = [page.extract_text() or "" for page in reader.pages]
    except CorpusError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError, IndexError, AttributeError) as err:
        raise CorpusError(f"PDF illisible ({type(err).__name__} : {err})", file=str(path)) from err
    text = "\n".join(page.strip("\n") for page in pages)
    if not text.strip():
        raise CorpusError(
            "ce PDF ne contient pas de texte (document scanné ?) : importez plutôt le texte des règles",
            file=str(path),
        )
    return text
