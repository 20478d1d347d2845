"""`judge corpus import`: read an official rules document (PDF or its text) and store it in JUDGE_HOME.

The document is written to `JUDGE_HOME/documents/<id>.json` through a temporary file in the
same folder and `os.replace`, so an interrupted import leaves the previous version usable. The id
is the kind (`core`, `tournament`) for a French document and `<kind>-en` for an English one, so
the French and English Core Rules live side by side.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

from judge.corpus.passage import Document, Passage
from judge.corpus.rule_numbers import cites_in, rule_parts
from judge.corpus.rules_text import RulesText, parse_rules_text
from judge.corpus.temporaries import hold, remove_stale
from judge.errors import CorpusError
from judge.paths import judge_home

#: Format of the stored document files; bump it when their shape changes.
STORE_FORMAT = 1
#: Kinds `judge corpus import` accepts, with the title used when the file has none.
DEFAULT_TITLES = {"core": "Règles du jeu", "tournament": "Règles de tournoi"}
_MIN_RULES = 10
# PDF text layers carry ligatures, soft hyphens and non-breaking spaces ("Exemple\u00a0:")
_TEXT_FIXES = str.maketrans(
    {"ﬁ": "fi", "ﬂ": "fl", "ﬀ": "ff", "ﬃ": "ffi", "ﬄ": "ffl", "\u00ad": "", "\u200b": ""}
    | {"\u00a0": " ", "\u202f": " "}
)


def documents_dir(home: Path | None = None) -> Path:
    """The folder of imported documents (`JUDGE_HOME/documents`)."""
    return (home if home is not None else judge_home()) / "documents"


def read_source_text(path: Path) -> str:
    """The text of a PDF or UTF-8 text file, or a French `CorpusError` naming what is wrong."""
    if not path.exists():
        raise CorpusError("fichier introuvable", file=str(path), code="file_not_found")
    if not path.is_file():
        raise CorpusError("ce n'est pas un fichier (un dossier ?)", file=str(path))
    try:
        data = path.read_bytes()
    except OSError as err:
        raise CorpusError(f"lecture impossible : {err.strerror or err}", file=str(path)) from err
    if not data.strip():
        raise CorpusError("le fichier est vide", file=str(path), code="empty_file")
    if data.startswith(b"%PDF") or path.suffix.lower() == ".pdf":
        from judge.corpus.pdf_text import pdf_text

        return pdf_text(path).translate(_TEXT_FIXES)
    try:
        return data.decode("utf-8-sig").translate(_TEXT_FIXES)
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise CorpusError(
            f"le fichier n'est pas encodé en UTF-8 (octet 0x{data[err.start]:02x} invalide) : "
            "enregistrez le texte en UTF-8 ou importez le PDF officiel",
            file=str(path),
            line=line,
            code="not_utf8",
        ) from err


def guess_kind(parsed: RulesText, text: str) -> str:
    """`tournament` when the title (else the opening) speaks of tournaments, else `core`."""
    if re.search(r"tournoi|tournament", parsed.title, re.IGNORECASE):
        return "tournament"
    if re.search(r"r[èe]gles du jeu|core rules", parsed.title, re.IGNORECASE):
        return "core"
    return "tournament" if re.search(r"tournoi|tournament", text[:3000], re.IGNORECASE) else "core"


def guess_version(path: Path, text: str) -> str:
    """The version in the file name (`regles-v1.4.txt` → `1.4`) or in the opening lines, else ``""``."""
    m = re.search(r"v(?:ersion)?[ _-]?(\d+(?:\.\d+)+)", path.stem, re.IGNORECASE)
    if m:
        return m.group(1)
    m = re.search(r"\b(?:Version|v)\s?(\d+\.\d+(?:\.\d+)?)\b", text[:600])
    return m.group(1) if m else ""


def document_id(kind: str, language: str) -> str:
    """`core` for the French Core Rules, `core-en` for the English ones (the French text stays preferred)."""
    return kind if language == "fr" else f"{kind}-{language}"


def _language(parsed: RulesText) -> str:
    sample = " ".join(r.text for r in parsed.rules[:40])
    return (
        "en"
        if len(re.findall(r"\b(?:the|and|of)\b", sample)) > len(re.findall(r"\b(?:les|et|des)\b", sample))
        else "fr"
    )


def build_passages(parsed: RulesText, document: str, source: str, language: str = "fr") -> list[Passage]:
    """One passage per numbered rule or heading of `document`, with its parents, examples and cites."""
    rule_numbers = {r.number for r in parsed.rules if not r.heading}
    seen: set[str] = set()
    chapters: set[str] = set()
    chapter: tuple[str, str] | None = None
    section: tuple[str, str] | None = None
    passages: list[Passage] = []
    used_ids: dict[str, int] = {}
    for order, raw in enumerate(parsed.rules):
        if raw.heading and int(raw.number) % 100 == 0 and raw.number not in chapters:
            chapters.add(raw.number)  # 400. Actions de jeu: a chapter; the same number again is a section
            chapter, section = (raw.number, raw.text), None
            outer: list[tuple[str, str]] = []
        elif raw.heading:
            outer = [chapter] if chapter else []
            section = (raw.number, raw.text)
        else:
            outer = [h for h in (chapter, section) if h is not None]
        ancestors = [num for num, _ in outer]
        parts = rule_parts(raw.number)
        for depth in range(1, len(parts)):
            prefix = ".".join(parts[:depth])
            if prefix in seen and prefix not in ancestors:
                ancestors.append(prefix)
        seen.add(raw.number)
        titles = tuple(title for _, title in outer)
        base = f"{document}:{raw.number}"
        if raw.heading and raw.number in rule_numbers:
            base += ":titre"  # 801. Mots-clés (heading) and 801. Un mot-clé… (rule) share a number
        count = used_ids.get(base, 0) + 1
        used_ids[base] = count
        passages.append(
            Passage(
                id=base if count == 1 else f"{base}:{count}",
                kind="heading" if raw.heading else "rule",
                text=raw.full_text,
                document=document,
                source=source,
                rule=raw.number,
                title=raw.text if raw.heading else (titles[-1] if titles else ""),
                parents=titles,
                parent_rules=tuple(ancestors),
                cites=cites_in(raw.full_text, exclude=raw.number),
                examples=tuple(raw.examples),
                order=order,
                extra={"line": raw.line} if language == "fr" else {"line": raw.line, "lang": language},
            )
        )
    return passages


def parse_document(
    path: Path, kind: str | None = None, version: str | None = None
) -> tuple[Document, list[Passage]]:
    """Read and parse a document without storing it."""
    text = read_source_text(path)
    parsed = parse_rules_text(text)
    numbered = [r for r in parsed.rules if not r.heading]
    if len(numbered) < _MIN_RULES:
        raise CorpusError(
            f"format inconnu : {len(numbered)} règle(s) numérotée(s) trouvée(s) ; attendu le PDF officiel "
            "ou son texte, une règle numérotée par ligne (« 431.2.b. Mélanger sa défausse… »)",
            file=str(path),
            code="unknown_layout",
        )
    if kind == "faq":
        raise CorpusError(
            "l'import des FAQ n'est pas encore pris en charge : seules les règles du jeu (core) et "
            "de tournoi (tournament) peuvent être importées",
            file=str(path),
        )
    kind = kind or guess_kind(parsed, text)
    if kind not in DEFAULT_TITLES:
        raise CorpusError(
            f"sorte de document inconnue « {kind} » : attendu core ou tournament", file=str(path)
        )
    version = version or guess_version(path, text)
    title = parsed.title or DEFAULT_TITLES[kind]
    source = f"{title} v{version}" if version else title
    language = _language(parsed)
    doc_id = document_id(kind, language)
    passages = build_passages(parsed, doc_id, source, language)
    document = Document(
        id=doc_id,
        title=title,
        kind=kind,
        version=version,
        date=parsed.date,
        passage_count=len(passages),
        embedded=False,
        path=str(path.resolve()),
    )
    return document, passages


def import_document(
    path: Path, kind: str | None = None, version: str | None = None, home: Path | None = None
) -> Document:
    """Parse an official document and store it as `JUDGE_HOME/documents/<id>.json` (replacing that id)."""
    document, passages = parse_document(Path(path), kind, version)
    write_document(document, passages, home)
    return document


def write_document(document: Document, passages: list[Passage], home: Path | None = None) -> Path:
    """Write one stored document atomically (temporary file in the same folder, then `os.replace`)."""
    folder = documents_dir(home)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise CorpusError(
            f"impossible de créer le dossier du corpus : {err.strerror or err}", file=str(folder)
        ) from err
    target = folder / f"{document.id}.json"
    payload = {
        "format": STORE_FORMAT,
        "document": document.to_json(),
        "passages": [p.to_json() for p in passages],
    }
    remove_stale(folder)  # what an import killed before its rename left behind
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{document.id}.", suffix=".tmp", dir=folder)
        hold(fd)
    except OSError as err:
        raise CorpusError(
            f"écriture impossible dans le dossier du corpus : {err.strerror or err}", file=str(folder)
        ) from err
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(payload, out, ensure_ascii=False)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp_name, 0o644)  # mkstemp creates 0600; a stored document is as readable as any data file
        os.replace(tmp_name, target)
    except BaseException as err:
        Path(tmp_name).unlink(missing_ok=True)
        if isinstance(err, OSError):
            raise CorpusError(
                f"écriture du document impossible ({err.strerror or err}) : le corpus précédent est conservé",
                file=str(target),
            ) from err
        raise
    return target
