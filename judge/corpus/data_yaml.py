"""Reading one of the project's YAML tables (`rules_corpus/`): a broken file is a French error that
names the file and the line, never a parser traceback."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from judge.errors import CorpusError

# libyaml when available: thousands of entries take a second to read in pure Python, at every start.
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(path: Path, what: str) -> Any:
    """The data of `path`; `what` names the table in the error (« tournures des juges »)."""
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise CorpusError(
            f"{what} illisibles : YAML invalide ({exc.problem or exc.context})",
            file=str(path),
            line=mark.line + 1 if mark else None,
        ) from exc
    except (yaml.YAMLError, OSError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{what} illisibles : {exc}", file=str(path)) from exc
