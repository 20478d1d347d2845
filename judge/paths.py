"""Where the project's data lives: the embedded corpus, the web files and JUDGE_HOME."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    """A top-level data folder: inside the wheel (`judge/_data/NAME`) or beside the package in a checkout."""
    installed = _PACKAGE_DIR / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE_DIR.parent / name


def rules_corpus_dir() -> Path:
    """The embedded French corpus (`rules_corpus/`): seeds, glossary, rule numbers, cards."""
    return _data_dir("rules_corpus")


def web_dir() -> Path:
    """Templates and static files of the web application (`web/`)."""
    return _data_dir("web")


def judge_home() -> Path:
    """The folder for imported documents and the built index (`JUDGE_HOME`, else a per-user data folder)."""
    env = os.environ.get("JUDGE_HOME")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "juge-riftbound"
