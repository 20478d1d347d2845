"""Quality floor of the search on the embedded corpus: the issue's targets on the public questions,
and a floor on questions written over the seeds without looking at the ranking (held out: the
ranking was never tuned on them one by one). Rank figures, not timings: no machine makes them fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.passage import Passage
from judge.search.quality import answers, load_questions, measure

_DATA = Path(__file__).parent / "data"
_PUBLIC = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "questions.yaml"


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("judge_home_quality")


def test_public_questions_meet_the_targets(home: Path) -> None:
    if not _PUBLIC.is_file():
        pytest.skip("../shared/eval absent : questions publiques indisponibles")
    figures = measure(load_questions(_PUBLIC, official=False), home=home)
    misses = [(r.question["q"], r.rank) for r in figures.ranked if r.rank != 1]
    assert figures.recall5 == 1.0, misses
    assert figures.mrr >= 0.95, misses


def test_held_out_embedded_questions_stay_above_the_floor(home: Path) -> None:
    questions = load_questions(_DATA / "search_questions_embedded.yaml", official=False)
    assert len(questions) >= 40
    figures = measure(questions, home=home)
    misses = [(r.question["q"], r.rank) for r in figures.ranked if r.rank != 1]
    # Measured 0.979 / 0.892 (1 December, with the parent rules' texts indexed): the issue's target
    # on the embedded corpus is 0.97, so one more miss fails.
    assert figures.recall5 >= 0.97, misses
    assert figures.mrr >= 0.88, misses


def _passage(text: str, rule: str | None = None, parents: tuple[str, ...] = ()) -> Passage:
    return Passage(
        id="t:1", kind="rule", text=text, document="t", source="t", rule=rule, parent_rules=parents
    )


def test_an_answer_is_a_rule_its_sub_rule_or_a_phrase_however_accented() -> None:
    question = {"q": "x", "rules": ["431.2"], "expect": ["Le deck principal est vide"]}
    assert answers(question, _passage("…", rule="431.2"))
    assert answers(question, _passage("…", rule="431.2.b", parents=("431", "431.2")))
    assert not answers(question, _passage("…", rule="431.20"))
    assert answers(question, _passage("Quand le DECK principal est-il vidé ? le deck principal, est vide."))
    assert not answers({"q": "x", "expect": ["deck vide"]}, _passage("deck principal vide"))


def test_unseen_seed_page_questions_stay_above_the_floor(home: Path) -> None:
    # Written by a judge who never read the ranking code (tests/data/search_questions_seed_pages.yaml):
    # measured 1.000 / 0.893 on the embedded corpus, 1.000 / 0.877 since the rules the pages quote have
    # no judges' phrasings (session 6: they put the quote above its page); room for one question.
    figures = measure(load_questions(_DATA / "search_questions_seed_pages.yaml", official=False), home=home)
    misses = [(r.question["q"], r.rank) for r in figures.ranked if r.rank is None or r.rank > 5]
    assert figures.recall5 >= 0.975, misses
    assert figures.mrr >= 0.865, misses
