"""Boards in URLs and on disk: the permalink codec and the example scenarios offered in the editor."""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from judge.errors import InputError
from judge.paths import web_dir
from judge.text import fold
from judge.web.limits import MAX_BODY

#: the longest `b=` parameter accepted (a compressed board is a few hundred characters).
MAX_PERMALINK = 16 * 1024

_TOKEN = re.compile(r"[A-Za-z0-9_-]+={0,2}")


def encode_board(text: str) -> str:
    """The board YAML compressed (zlib) and written in URL-safe base64 without padding."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_board(token: str) -> str:
    """The inverse of `encode_board`; a French `InputError` for anything else (bounded output size)."""
    if len(token) > MAX_PERMALINK:
        raise InputError("lien de plateau trop long")
    if not _TOKEN.fullmatch(token):
        raise InputError("lien de plateau illisible : caractères inattendus")
    try:
        token = token.rstrip("=")
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_BODY + 1)
        if len(raw) > MAX_BODY or inflater.unconsumed_tail:
            raise InputError("plateau trop volumineux dans le lien")
        if not inflater.eof:
            raise InputError("lien de plateau tronqué : il a peut-être été coupé en le copiant")
        return raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as err:
        if isinstance(err, InputError):
            raise
        raise InputError("lien de plateau illisible : il a peut-être été tronqué en le copiant") from err


@dataclass(frozen=True)
class Example:
    """One scenario file offered as a starting board."""

    path: str  # relative to the scenarios folder, e.g. "burnout/deck_vide_piocher_1.yaml"
    name: str
    topic: str
    question: str


def examples_dir() -> Path | None:
    """The `scenarios/` folder beside the web files (a checkout) or in the working directory."""
    for candidate in (web_dir().parent / "scenarios", Path.cwd() / "scenarios"):
        if candidate.is_dir():
            return candidate
    return None


@lru_cache(maxsize=1)
def examples() -> tuple[Example, ...]:
    """Every readable scenario file, sorted by topic then name."""
    root = examples_dir()
    if root is None:
        return ()
    found: list[Example] = []
    for path in sorted(root.rglob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError, yaml.YAMLError):  # a bad date (ValueError) too
            continue
        if not isinstance(data, dict):
            continue
        rel = path.relative_to(root).as_posix()
        found.append(
            Example(
                rel,
                str(data.get("name") or rel),
                rel.split("/")[0] if "/" in rel else "",
                str(data.get("question") or ""),
            )
        )
    return tuple(found)


def example_groups() -> list[tuple[str, list[Example]]]:
    """The examples by topic (folder), topics in French alphabetical order (`éliminer` before `pioche`)."""
    groups: dict[str, list[Example]] = {}
    for example in examples():
        groups.setdefault(example.topic, []).append(example)
    return sorted(groups.items(), key=lambda item: fold(item[0]))


def example_text(rel: str) -> str:
    """The text of one example, by its path among `examples()` (never any other file)."""
    root = examples_dir()
    if root is None or rel not in {e.path for e in examples()}:
        raise InputError(f"exemple inconnu : « {rel[:80]} »")
    return (root / rel).read_text(encoding="utf-8")


def _normal(text: str) -> str:
    # a textarea sends CRLF line ends; trailing spaces do not make another board
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


@lru_cache(maxsize=1)
def _example_paths_by_text() -> dict[str, str]:
    root = examples_dir()
    if root is None:
        return {}
    out: dict[str, str] = {}
    for example in examples():
        try:
            out.setdefault(_normal((root / example.path).read_text(encoding="utf-8")), example.path)
        except (OSError, UnicodeDecodeError):
            continue
    return out


def matching_example(board: str) -> str:
    """The path of the example whose text is this board (line ends and trailing spaces aside), else ``""``."""
    return _example_paths_by_text().get(_normal(board), "") if board.strip() else ""
