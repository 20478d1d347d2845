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
from rapidfuzz import fuzz, process

from judge.ask.cards import unmodelled_cards
from judge.ask.relevance import content_words, relevant_hits
from judge.ask.render import print_answer
from judge.ask.rules import applied_rules, closest_glossary_terms
from judge.ask.scope import OutOfScope, out_of_scope
from judge.ask.verdict import verdict
from judge.corpus.store import load_corpus
from judge.errors import InputError, ScenarioError
from judge.scenario.runner import Answer as JudgeAnswer
from judge.scenario.runner import RunResult, run_text
from judge.search.analysis import analyze
from judge.search.api import search
from judge.search.context import card_names, get_context
from judge.text import fold

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
    out_of_scope: OutOfScope | None = None  # why the rules do not answer, with the nearest topics
    searched: str | None = None  # what was searched instead of a question without content words

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
            "out_of_scope": self.out_of_scope.to_json() if self.out_of_scope else None,
            "searched": self.searched,
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


def _trace_rules(result: RunResult) -> dict[str, list[int]]:
    """Rule number → indices of the events citing it, in order of first citation."""
    cited: dict[str, list[int]] = {}
    for event in result.events:
        for rule in event.rules:
            cited.setdefault(str(rule), []).append(event.index)
    return cited


def _not_modelled(result: RunResult) -> list[str]:
    """Cards the engine reported as not modelled (from its error or its events)."""
    names: list[str] = []
    error = result.error
    if error is not None and error.code == "not_modelled":
        data = error.to_json()
        names.append(str(data.get("card") or data.get("name") or error.message))
    for event in result.events:
        # What follows an event but is not modelled yet: `payloads.NotModelledData`.
        signal = event.data.get("not_modelled")
        if isinstance(signal, Mapping):
            names.append(str(signal.get("text")))
    return list(dict.fromkeys(names))


def _choice(result: RunResult) -> dict[str, Any] | None:
    """The choice the run stopped on (`choice_required`), as the answer shows it."""
    error = result.error
    if error is not None and error.code == "choice_required":
        data = error.to_json()
        return {k: data.get(k) for k in ("step", "choice", "player", "options", "message", "line")}
    return None


#: How many of the rules a trace applies bring their passages to a question without content words.
TRACE_TOPICS = 3


def _trace_query(cited: Mapping[str, Sequence[int]], applied: Sequence[AppliedRule]) -> str:
    """What a vague question (« Que se passe-t-il ? ») asks about a board: the names of the first
    rules its trace applies (« Exténuation Piocher »)."""
    titles = [r.title for r in applied if r.number in cited and r.title]
    return " ".join(dict.fromkeys(titles[:TRACE_TOPICS]))


def _is_card(name: str, home: Path | None) -> bool:
    """True when the catalogue (or the glossary) knows `name`, typos aside (« Brazen Bucaneer »)."""
    context = get_context(home)
    cards = context.cards
    if cards is not None and cards.named(analyze(name)):
        return True
    known = [fold(n) for n in (*context.glossary_terms, *card_names(context.corpus))]
    found = process.extractOne(fold(name), known, scorer=fuzz.WRatio, score_cutoff=KNOWN_NAME_SCORE)
    return found is not None


#: A name at least this close (rapidfuzz WRatio, 0 to 100) to a card or glossary name is that one
#: with a typo (measured in the search notes: « Brazen Bucaneer » → 97, « leure letal » → 96).
KNOWN_NAME_SCORE = 90


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
    run: RunResult | None = None
    unmodelled: list[str] = []
    if board is not None and board.strip():
        run = run_board(board, filename=filename, answers=answers)
        unmodelled = _not_modelled(run) + unmodelled_cards(run.scenario.catalogue, run.state)
        if not question:
            question = str(run.scenario.question or run.scenario.name or "").strip()
    else:
        board = None
    if not question:
        raise InputError("posez une question ou donnez un plateau qui en contient une (clé `question:`)")
    cited = _trace_rules(run) if run is not None else {}
    applied = [AppliedRule(**r) for r in applied_rules(cited, home=home)]
    scope = None
    if not cited:
        corpus = load_corpus(home)
        kinds = [f"{d.id} {d.kind} {d.title}" for d in corpus.documents]
        scope = out_of_scope(question, is_card=lambda name: _is_card(name, home), documents=kinds)
    # « Que se passe-t-il ? » with a board: the rules the trace applies say what it is about.
    query = question if content_words(question) or not cited else (_trace_query(cited, applied) or question)
    kept: list[dict[str, Any]] = []
    corrected = None
    if scope is None:
        found = search(query, limit=limit, boost_rules=list(cited), home=home)
        data = found.to_json()
        hits: list[dict[str, Any]] = list(data.get("hits") or [])
        corrected = data.get("corrected") or None
        kept = relevant_hits(query, hits, corrected=corrected, boosted=cited)
    for hit in kept:
        hit["applied"] = hit.get("rule") in cited
    nothing = not kept and not applied
    # Glossary entries (with their English term and link) rather than the search's bare names.
    suggestions = closest_glossary_terms(question) if nothing and scope is None else []
    simulation = run.to_json() if run is not None else None
    return Answer(
        question=question,
        verdict=verdict(simulation),
        hits=kept,
        applied_rules=applied,
        simulation=simulation,
        nothing_found=nothing,
        suggestions=suggestions,
        corrected=corrected if corrected and corrected != question else None,
        choice=_choice(run) if run is not None else None,
        not_modelled=unmodelled,
        board=board,
        out_of_scope=scope,
        searched=query if query != question else None,
    )


def _read_board(path: str) -> str:
    # the scenario reader's limits (size, encoding), with its French messages
    from judge.scenario.loader import read_scenario_text

    try:
        return read_scenario_text(path)
    except ScenarioError as err:
        raise InputError(f"impossible de lire le plateau : {err.message}", file=path) from err


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
