"""Quality floor of the search once the official Core Rules are imported (from ../shared/corpus, never
copied into the project): the judges' questions written without reading the ranking, scored by rule
number. The tune set is the one the ranking was tuned on; the held-out set was only ever measured as
a whole. Rank figures, not timings: no machine makes them fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.importer import import_document
from judge.search.api import search
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


#: (question set, recall@5 floor, MRR@10 floor, tuned on?): each floor leaves about two questions of
#: room under the figure measured in session 9 (recall@5 / MRR@10 after importing the Core Rules), with
#: the sixth voice of phrasings, a log of 3,120 questions written apart from every set below:
_FLOORS = [
    # 164 judges' questions, tuned on: 0.927 / 0.711 in session 5, 0.951 / 0.753 in session 6, 0.951 /
    # 0.750 in sessions 7-8, 0.976 / 0.769 in session 9.
    ("search_questions_tune.yaml", 0.965, 0.755, True),
    # 110, held out in session 3, tuned on since session 5: 0.918 / 0.804, 0.973 / 0.825, 0.982 / 0.833,
    # 0.991 / 0.873.
    ("search_questions_holdout.yaml", 0.97, 0.855, True),
    # 240 written in session 6 (judges at the table, players on Discord), tuned on: 0.833 / 0.686 at
    # its start, 0.883 / 0.746 after, 0.921 / 0.771 with the fifth voice of phrasings (session 7),
    # 0.958 / 0.822 with the sixth (session 9).
    ("search_questions_tune2.yaml", 0.95, 0.81, True),
    # 160 written in session 4 from the rules only, never tuned on: 0.769 / 0.621 in session 4,
    # 0.912 / 0.759 in session 5, 0.944 / 0.830 in session 6, 0.925 / 0.834 in session 7, 0.981 / 0.903
    # in session 9 (the target is 0.90 / 0.75).
    ("search_questions_holdout2.yaml", 0.965, 0.89, False),
    # 200 written in session 5, never tuned on: 0.710 / 0.583, 0.855 / 0.692, 0.925 / 0.756, 0.915 /
    # 0.761, then 0.980 / 0.832.
    ("search_questions_holdout3.yaml", 0.97, 0.82, False),
    # 240 written in session 6 like tune2 by two other helpers, never tuned on: 0.863 / 0.693 at its
    # start, 0.896 / 0.726 after, 0.900 / 0.729 in session 7, 0.950 / 0.812 in session 9.
    ("search_questions_holdout4.yaml", 0.94, 0.80, False),
    # 240 written in session 7 by four helpers (judges, Discord players, players from other card
    # games, families learning the game), never tuned on: 0.883 / 0.757 at its start, 0.896 / 0.763,
    # 0.954 / 0.820 in session 9.
    ("search_questions_holdout5.yaml", 0.945, 0.81, False),
    # 240 written in session 8 by four more helpers (tournament players, judges in training, players who
    # learned in English, young players typing on a phone), never tuned on: 0.875 / 0.748 at its start,
    # 0.950 / 0.840 in session 9.
    ("search_questions_holdout6.yaml", 0.94, 0.83, False),
    # 240 written in session 9 by four helpers with another brief (half the rules drawn at random),
    # never tuned on nor learned from: 0.871 / 0.701 without the sixth voice, 0.946 / 0.756 with it.
    ("search_questions_holdout7.yaml", 0.935, 0.745, False),
]


@pytest.mark.parametrize(("name", "recall_floor", "mrr_floor", "tuned"), _FLOORS)
def test_question_sets_after_import_stay_above_their_floor(
    full_home: Path, name: str, recall_floor: float, mrr_floor: float, tuned: bool
) -> None:
    recall5, mrr, misses = _figures(name, full_home)
    # The misses of a held-out set are not printed: nobody tunes on those one by one.
    shown: object = misses if tuned else "sous le plancher (jeu tenu à l'écart)"
    assert recall5 >= recall_floor, shown
    assert mrr >= mrr_floor, shown


def test_a_question_one_phrasing_asks_lifts_its_rule(full_home: Path) -> None:
    # « on pioche combien de cartes au départ » is one phrasing of 116 (« Tous les joueurs piochent 4
    # cartes. »), which holds neither « combien » nor « départ ».
    hits = search("combien de cartes on pioche au départ ?", home=full_home).hits
    assert hits[0].passage.rule == "116"
    assert any(label == "une tournure de juge pose la question" for label, _, _ in hits[0].factors)


def test_a_question_typed_with_a_one_letter_typo_is_not_turned_down(full_home: Path) -> None:
    # « reaktion » is one letter off « réaction » (a sure correction, counted in full by the relevance
    # floor) and « on peu » is « on peut » typed short: refused as « rien de pertinent » in session 6.
    result = search("la reaktion on peu la jouer kan exactement", home=full_home)
    assert result.hits and not result.nothing_relevant
    assert result.corrected and "réaction" in result.corrected
    assert result.hits[0].passage.rule and result.hits[0].passage.rule.startswith("813")


def test_nonsense_after_import_is_refused_when_only_phrasings_share_its_words(full_home: Path) -> None:
    import yaml

    queries = [q["q"] for q in yaml.safe_load((_DATA / "search_nonsense.yaml").read_text(encoding="utf-8"))]
    refused = [q for q in queries if not search(q, home=full_home).hits]
    # Measured 6 of 20 before a hit had to hold a query word in its own text, 11 after.
    assert len(refused) >= 10, refused
    # « traduction » is only in the judges' phrasings of 132.3 (cards printed in another language).
    assert "traduction de bonjour en japonais" in refused


def test_card_questions_after_import_meet_the_target(full_home: Path) -> None:
    # Questions that name a card (seven sets): measured 0.926 (100 of 108) on the first four and 0.950
    # (38 of 40) on holdout5 in session 7, 0.889 (40 of 45) on holdout6 in session 8; 0.954 (207 of 217)
    # on all seven in session 9, with the sixth voice of phrasings; the target is 0.80.
    import yaml

    questions = [
        q
        for name in (
            "search_questions_tune.yaml",
            "search_questions_holdout.yaml",
            "search_questions_tune2.yaml",
            "search_questions_holdout4.yaml",
            "search_questions_holdout5.yaml",
            "search_questions_holdout6.yaml",
            "search_questions_holdout7.yaml",
        )
        for q in yaml.safe_load((_DATA / name).read_text(encoding="utf-8"))
        if q.get("style") == "card"
    ]
    figures = measure(questions, home=full_home)
    assert len(questions) >= 20
    assert figures.recall5 >= 0.94, "rappel@5 des questions de cartes sous le plancher"
