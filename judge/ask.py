"""`judge ask`: a question (and a board) → rule excerpts and the simulated outcome, linked both ways.

The rules the simulation cites become the "Règles appliquées", lift the matching excerpts in
the search, and each trace step links back to them. A short French verdict opens the answer.
Used by the CLI (`cmd_ask`) and the web app (`POST /api/ask`, `/demander`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from judge.ask_cards import unmodelled_cards
from judge.ask_relevance import relevant_hits
from judge.ask_render import print_answer
from judge.ask_rules import applied_rules, closest_glossary_terms
from judge.ask_verdict import verdict
from judge.errors import InputError, ScenarioError
from judge.scenario.runner import Answer as JudgeAnswer
from judge.scenario.runner import RunResult, run_text
from judge.search.api import search

#: a question longer than this is not a question (and would make the search slow).
MAX_QUESTION = 1000


@dataclass(frozen=True)
class AppliedRule:
    """A rule the simulation applied, with its text when the corpus holds it."""

    number: str
    title: str
    text: str | None
    source: str | None
    url: str
    events: tuple[int, ...]
    glossary: dict[str, Any] | None = None  # the glossary entry defined by this rule, when its text is absent

    @property
    def in_corpus(self) -> bool:
        """True when the corpus holds this rule's text (else `judge corpus import` adds it)."""
        return self.text is not None

    def to_json(self) -> dict[str, Any]:
        """`{"rule","title","text","source","url","events","in_corpus","glossary"}`."""
        return {
            "rule": self.number,
            "title": self.title,
            "text": self.text,
            "source": self.source,
            "url": self.url,
            "events": list(self.events),
            "in_corpus": self.in_corpus,
            "glossary": self.glossary,
        }


@dataclass
class Answer:
    """What `judge ask` answers: verdict, excerpts, applied rules, the simulation, or "nothing found"."""

    question: str
    verdict: str | None
    hits: list[dict[str, Any]]
    applied_rules: list[AppliedRule]
    simulation: dict[str, Any] | None
    nothing_found: bool
    suggestions: list[dict[str, Any]]
    corrected: str | None = None
    choice: dict[str, Any] | None = None
    not_modelled: list[str] = field(default_factory=list)
    board: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The `POST /api/ask` and `judge ask --json` object."""
        return {
            "question": self.question,
            "corrected": self.corrected,
            "verdict": self.verdict,
            "hits": self.hits,
            "applied_rules": [r.to_json() for r in self.applied_rules],
            "simulation": self.simulation,
            "choice": self.choice,
            "not_modelled": self.not_modelled,
            "answers": (self.simulation or {}).get("answers") or [],
            "nothing_found": self.nothing_found,
            "suggestions": self.suggestions,
        }


def run_board(text: str, *, filename: str = "<plateau>", answers: Sequence[JudgeAnswer] = ()) -> RunResult:
    """`run_text` (`answers` resume pending decisions), with any YAML reader error or runaway nesting
    turned into a French `ScenarioError`."""
    try:
        return run_text(text, filename=filename, answers=answers)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        detail = getattr(err, "problem", None) or str(err).splitlines()[0]
        raise ScenarioError(f"YAML illisible : {detail}", file=filename, line=line) from err
    except RecursionError as err:
        raise ScenarioError("plateau trop imbriqué pour être lu", file=filename) from err


def _trace_rules(simulation: Mapping[str, Any]) -> dict[str, list[int]]:
    """Rule number → indices of the events citing it, in order of first citation."""
    cited: dict[str, list[int]] = {}
    for event in simulation.get("events") or []:
        for rule in event.get("rules") or []:
            cited.setdefault(str(rule), []).append(int(event.get("index", -1)))
    return cited


def _not_modelled(simulation: Mapping[str, Any]) -> list[str]:
    """Cards the engine reported as not modelled (from its error or its events)."""
    names: list[str] = []
    error = simulation.get("error")
    if isinstance(error, Mapping) and error.get("code") == "not_modelled":
        name = error.get("card") or error.get("name") or error.get("message")
        names.append(str(name))
    for event in simulation.get("events") or []:
        # What follows an event but is not modelled yet: `payloads.NotModelledData`.
        signal = (event.get("data") or {}).get("not_modelled")
        if isinstance(signal, Mapping):
            names.append(str(signal.get("text")))
    return list(dict.fromkeys(names))


def _choice(simulation: Mapping[str, Any]) -> dict[str, Any] | None:
    error = simulation.get("error")
    if isinstance(error, Mapping) and error.get("code") == "choice_required":
        return {k: error.get(k) for k in ("step", "choice", "player", "options", "message", "line")}
    return None


def ask(
    question: str | None,
    board: str | None = None,
    *,
    limit: int = 5,
    home: Path | None = None,
    filename: str = "<plateau>",
    answers: Sequence[JudgeAnswer] = (),
) -> Answer:
    """Answer a question, with the simulation of `board` (scenario YAML) when given.

    Without a question the board's own `question` (else its `name`) is used. Raises
    `InputError` when there is neither, and `ScenarioError` for a malformed board.
    """
    question = (question or "").strip()
    if len(question) > MAX_QUESTION:
        raise InputError(f"la question est trop longue ({len(question)} caractères, {MAX_QUESTION} au plus)")
    if not 1 <= limit <= 50:
        raise InputError(f"le nombre d'extraits doit être entre 1 et 50 (reçu : {limit})")
    simulation: dict[str, Any] | None = None
    unmodelled: list[str] = []
    if board is not None and board.strip():
        result = run_board(board, filename=filename, answers=answers)
        simulation = result.to_json()
        unmodelled = _not_modelled(simulation) + unmodelled_cards(result.scenario.catalogue, result.state)
        if not question:
            scenario = simulation.get("scenario") or {}
            question = str(scenario.get("question") or scenario.get("name") or "").strip()
    else:
        board = None
    if not question:
        raise InputError("posez une question ou donnez un plateau qui en contient une (clé `question:`)")
    cited = _trace_rules(simulation) if simulation else {}
    found = search(question, limit=limit, boost_rules=list(cited), home=home)
    data = found.to_json()
    hits: list[dict[str, Any]] = list(data.get("hits") or [])
    corrected = data.get("corrected") or None
    applied = [AppliedRule(**r) for r in applied_rules(cited, home=home)]
    kept = relevant_hits(question, hits, corrected=corrected, boosted=cited)
    for hit in kept:
        hit["applied"] = hit.get("rule") in cited
    nothing = not kept and not applied
    # Glossary entries (with their English term and link) rather than the search's bare names.
    suggestions = closest_glossary_terms(question) if nothing else []
    return Answer(
        question=question,
        verdict=verdict(simulation),
        hits=kept,
        applied_rules=applied,
        simulation=simulation,
        nothing_found=nothing,
        suggestions=suggestions,
        corrected=corrected if corrected and corrected != question else None,
        choice=_choice(simulation) if simulation else None,
        not_modelled=unmodelled,
        board=board,
    )


def _read_board(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise InputError(f"impossible de lire le plateau « {path} » : {err}", file=path) from err


def cmd_ask(args: argparse.Namespace) -> int:
    """`judge ask QUESTION [--board FILE] [--limit N] [--json]`: exit 1 when nothing relevant is found."""
    words: Sequence[str] = args.question or []
    board = _read_board(args.board) if args.board else None
    answer = ask(" ".join(words), board, limit=args.limit, filename=args.board or "<plateau>")
    if args.json:
        json.dump(answer.to_json(), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        print_answer(answer, sys.stdout)
    return 1 if answer.nothing_found else 0
