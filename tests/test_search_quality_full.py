"""Quality floor of the search once the official Core Rules are imported (from ../shared/corpus, never
copied into the project): the judges' questions written without reading the ranking, scored by rule
number. The tune set is the one the ranking was tuned on; the held-out set was only ever measured as
a whole. Rank figures, not timings: no machine makes them fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.importer import import_document
from judge.search.quality import load_questions, measure

_DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def full_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    corpus = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
    if not corpus.is_dir():
        pytest.skip("../shared/corpus absent : règles officielles indisponibles")
    home = tmp_path_factory.mktemp("judge_home_full")
    import_document(corpus / "regles-du-jeu-fr-v1.4.txt", home=home)
    return home


def _figures(name: str, home: Path) -> tuple[float, float, list[tuple[str, int | None]]]:
    figures = measure(load_questions(_DATA / name, official=True), home=home)
    misses = [(str(r.question["q"]), r.rank) for r in figures.ranked if r.rank is None or r.rank > 5]
    return figures.recall5, figures.mrr, misses


def test_tune_questions_after_import_stay_above_the_floor(full_home: Path) -> None:
    # Measured 0.805 / 0.609 (1 December); the floor leaves room for two questions.
    recall5, mrr, misses = _figures("search_questions_tune.yaml", full_home)
    assert recall5 >= 0.79, misses
    assert mrr >= 0.59, misses


def test_held_out_questions_after_import_stay_above_the_floor(full_home: Path) -> None:
    # Measured 0.836 / 0.681 (1 December); the floor leaves room for two questions. The misses are
    # not printed: nobody tunes on these one by one.
    recall5, mrr, _ = _figures("search_questions_holdout.yaml", full_home)
    assert recall5 >= 0.818, "rappel@5 sous le plancher"
    assert mrr >= 0.66, "MRR@10 sous le plancher"


def test_second_held_out_set_after_import_stays_above_the_floor(full_home: Path) -> None:
    # 160 questions written in session 4 by a helper who never read the ranking, the rules only; never
    # tuned on. Measured 0.769 / 0.621 (1 December), far from the 0.90 / 0.75: a floor against
    # regressions (two questions of room), not the target.
    recall5, mrr, _ = _figures("search_questions_holdout2.yaml", full_home)
    assert recall5 >= 0.756, "rappel@5 sous le plancher"
    assert mrr >= 0.60, "MRR@10 sous le plancher"


def test_card_questions_after_import_meet_the_target(full_home: Path) -> None:
    # Questions that name a card (both sets): measured 1.000 (28 of 28); the target is 0.80.
    import yaml

    questions = [
        q
        for name in ("search_questions_tune.yaml", "search_questions_holdout.yaml")
        for q in yaml.safe_load((_DATA / name).read_text(encoding="utf-8"))
        if q.get("style") == "card"
    ]
    figures = measure(questions, home=full_home)
    assert len(questions) >= 20
    assert figures.recall5 >= 0.9, "rappel@5 des questions de cartes sous le plancher"
