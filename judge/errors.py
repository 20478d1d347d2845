"""The project's exception tree: mistakes in input, reported in French.

Every error is a `ValueError` subclass carrying a stable `code`, a French `message`, and
when known the `file` and `line` it comes from. The CLI turns them into exit code 2 (or
`exit_code`), the web layer into a 4xx JSON error object.
"""

from __future__ import annotations

import errno


class JudgeError(ValueError):
    """Base class: a French message about bad input, with where it came from."""

    code = "error"
    exit_code = 2
    http_status = 400

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        code: str | None = None,
        details: dict[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        if code is not None:
            self.code = code
        self.details: dict[str, object] = details or {}

    def located(self) -> str:
        """The message prefixed by `file:line:` when known, as printed on standard error."""
        where = ""
        if self.file:
            where = self.file + (f":{self.line}" if self.line is not None else "") + " : "
        elif self.line is not None:
            where = f"ligne {self.line} : "
        return where + self.message

    def to_json(self) -> dict[str, object]:
        """The `{"code", "message", "line"}` error object of the HTTP contract."""
        out: dict[str, object] = {"code": self.code, "message": self.message, "line": self.line}
        if self.file:
            out["file"] = self.file
        out.update(self.details)
        return out

    def __str__(self) -> str:
        return self.located()


class InputError(JudgeError):
    """A command-line argument or query the program cannot use."""

    code = "bad_input"


class CorpusError(JudgeError):
    """A document that cannot be read or imported."""

    code = "corpus_error"


class NotFoundError(JudgeError):
    """Something asked for by name or number that does not exist (a rule, a document)."""

    code = "not_found"
    exit_code = 1
    http_status = 404


class ScenarioError(JudgeError):
    """A scenario file that does not follow `spec/scenario-format.md`."""

    code = "invalid_scenario"
    http_status = 422


class RulesError(JudgeError):
    """An action the rules forbid on this board (`illegal_action`, `cost_unpaid`, …)."""

    code = "illegal_action"
    http_status = 422


class NotModelledError(JudgeError):
    """Something the file format allows but the engine does not model yet ("pas encore modélisé")."""

    code = "not_modelled"
    http_status = 422


#: The system's reasons, in French (its own text is English); the one table of the project.
OS_REASONS = {
    errno.ENOENT: "fichier introuvable",
    errno.ENAMETOOLONG: "nom trop long pour le système",
    errno.EACCES: "permission refusée",
    errno.EPERM: "opération non permise",
    errno.ELOOP: "trop de liens symboliques",
    errno.ENOTDIR: "un élément du chemin n'est pas un dossier",
    errno.EISDIR: "c'est un dossier, pas un fichier",
    errno.ENOSPC: "disque plein",
    errno.EROFS: "système de fichiers en lecture seule",
    errno.EIO: "erreur d'entrée-sortie du disque",
    errno.EEXIST: "existe déjà",
}


def os_reason(err: OSError) -> str:
    """Why the system refused a file operation, in French (the system's own text is English)."""
    code = err.errno or 0
    return OS_REASONS.get(code, f"erreur du système {errno.errorcode.get(code, type(err).__name__)}")
