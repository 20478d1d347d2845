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
    # Measured 0.927 / 0.711 (1 December, session 5: judges' phrasings of each rule); room for two.
    recall5, mrr, misses = _figures("search_questions_tune.yaml", full_home)
    assert recall5 >= 0.915, misses
    assert mrr >= 0.69, misses


def test_held_out_questions_after_import_stay_above_the_floor(full_home: Path) -> None:
    # Measured 0.918 / 0.804 (1 December, session 5); the floor leaves room for two questions. The
    # misses are not printed: nobody tunes on these one by one.
    recall5, mrr, _ = _figures("search_questions_holdout.yaml", full_home)
    assert recall5 >= 0.90, "rappel@5 sous le plancher"
    assert mrr >= 0.78, "MRR@10 sous le plancher"


def test_second_held_out_set_after_import_stays_above_the_floor(full_home: Path) -> None:
    # 160 questions written in session 4 by a helper who never read the ranking, the rules only; never
    # tuned on. Measured 0.769 / 0.621 in session 4, 0.912 / 0.759 in session 5 (the target is
    # 0.90 / 0.75); the floor leaves two questions of room.
    recall5, mrr, _ = _figures("search_questions_holdout2.yaml", full_home)
    assert recall5 >= 0.90, "rappel@5 sous le plancher"
    assert mrr >= 0.74, "MRR@10 sous le plancher"


def test_third_held_out_set_after_import_stays_above_the_floor(full_home: Path) -> None:
    # 200 questions written in session 5 by a helper who read only the rules, never tuned on: 0.710 /
    # 0.583 before this session's changes, 0.855 / 0.692 after (two questions of room).
    recall5, mrr, _ = _figures("search_questions_holdout3.yaml", full_home)
    assert recall5 >= 0.845, "rappel@5 sous le plancher"
    assert mrr >= 0.675, "MRR@10 sous le plancher"


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
