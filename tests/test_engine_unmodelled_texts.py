"""A text marked `not_modelled` stops the engine when it would act, naming the card and the text.

Each ruling below uses a real catalogue card: a mark in a trigger lets the card be played and stops
when it triggers; a mark in a passive stops as soon as the card is on the board; a mark in a
replacement stops before the event it would change; a bare mark stops when the card is played.
"""

from __future__ import annotations

from judge.scenario.runner import run_text

BOARD = """name: essai
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Plaine d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      main_deck: 5
      rune_pool: {energy: 12, power: {chaos: 3, body: 2, fury: 1, mind: 1, order: 2}}
      hand: HAND
      base: BASE
    B:
      base: [{card: Soldat d'essai, id: b1}]
  battlefields:
    - {card: Plaine d'essai, id: plaine}
actions:
"""


def _run(hand: str, base: str, actions: str) -> tuple[str | None, str]:
    result = run_text(BOARD.replace("HAND", hand).replace("BASE", base) + actions)
    error = result.error
    return (error.code, error.message) if error is not None else (None, "")


def test_a_card_whose_trigger_is_marked_is_played_and_stops_when_it_triggers() -> None:
    # Kato le bras: « Lorsque je vais sur un champ de bataille, … » (383): playing him needs no part
    # of that text; moving him does
    code, _ = _run(
        "[{card: Kato le bras, id: k}]", "[]", "  - play: {player: A, card: k}\n  - resolve: all\n"
    )
    assert code is None
    code, message = _run(
        "[]", "[{card: Kato le bras, id: k}]", "  - move: {unit: k, to: plaine, standard: true}\n"
    )
    assert code == "not_modelled"
    assert "Kato le bras" in message and "mes mots-clés" in message


def test_a_marked_passive_stops_as_soon_as_the_card_is_on_the_board() -> None:
    # Jax, Unmatched: « Vos équipements, où qu'ils soient, ont Dégainer » could change any play
    code, message = _run("[]", '[{card: "Jax, Unmatched", id: jax}]', "  - next_phase: {}\n")
    assert code == "not_modelled"
    assert "Jax, Unmatched" in message and "Dégainer" in message


def test_a_marked_replacement_stops_before_the_event_it_changes() -> None:
    # Kayn, Déchaîné: « si je me suis déplacé deux fois ce tour, je ne subis pas de dégâts »: nothing
    # stops until damage would be dealt to him (370)
    board = '[{card: "Kayn, Déchaîné", id: kayn}]'
    code, _ = _run("[]", board, "  - move: {unit: kayn, to: plaine, standard: true}\n  - resolve: all\n")
    assert code is None
    code, message = _run(
        "[{card: Rayon Hextech, id: ray}]",
        board,
        "  - move: {unit: kayn, to: plaine, standard: true}\n"
        "  - play: {player: A, card: ray, targets: [kayn]}\n  - resolve: all\n",
    )
    assert code == "not_modelled"
    assert "Kayn, Déchaîné" in message and "déplacé deux fois" in message


def test_a_bare_mark_stops_when_the_card_is_played_and_names_the_text() -> None:
    # Jhin, Meticulous Killer: his alternative cost is read when he is played
    code, message = _run(
        '[{card: "Jhin, Meticulous Killer", id: j}]', "[]", "  - play: {player: A, card: j}\n"
    )
    assert code == "not_modelled"
    assert "Jhin" in message


def test_a_marked_activated_ability_stops_when_it_is_activated() -> None:
    # Monolithes anciens: « payez autant d'énergie que vous voulez pour ajouter autant d'essences »
    code, message = _run(
        "[]", "[{card: Monolithes anciens, id: t}]", "  - activate: {player: A, source: t, ability: 0}\n"
    )
    assert code == "not_modelled"
    assert "Monolithes anciens" in message and "autant" in message


def test_a_card_seen_on_top_of_the_deck_stops_a_look() -> None:
    # Nocturne, Horrifying acts « as you look at or reveal me from the top of your deck »
    base = BOARD.replace("main_deck: 5", 'main_deck: [{card: "Nocturne, Horrifying", id: noc}]')
    look = base.replace("HAND", "[]").replace("BASE", "[]")
    look = look.replace(
        "cards:\n",
        "cards:\n  Regard d'essai:\n    type: spell\n    cost: {energy: 1}\n"
        "    abilities: [spell: {effects: [look: {count: 1, rest: stay}]}]\n",
        1,
    )
    look = look.replace("hand: []", "hand: [{card: Regard d'essai, id: r}]")
    result = run_text(look + "  - play: {player: A, card: r}\n  - resolve: all\n")
    assert result.error is not None and result.error.code == "not_modelled"
    assert "Nocturne" in result.error.message and "bannir" in result.error.message


def test_a_text_that_acts_from_the_deck_does_not_stop_the_card_being_played() -> None:
    # Titan souterrain: « quand on me révèle depuis votre deck, ajoutez [2] » is not read when he is
    # played; his « lorsque vous me jouez » is run (+2 to the other friendly units this turn)
    code, message = _run(
        "[{card: Titan souterrain, id: t}]",
        "[{card: Soldat d'essai, id: a1}]",
        "  - play: {player: A, card: t}\n  - resolve: all\n",
    )
    assert (code, message) == (None, "")


def test_a_text_that_acts_from_the_trash_triggers_there_and_asks() -> None:
    # Phénix immortel: « Quand vous éliminez une unité avec un sort, vous pouvez … me jouer depuis la
    # défausse » works from the trash (383.2.c.1): a unit killed with a spell while it is there triggers it,
    # and whether to pay is the player's decision, never taken silently
    text = BOARD.replace(
        "      hand: HAND\n",
        "      hand: [{card: Vengeance, id: v}]\n      trash: [{card: Phénix immortel, id: ph}]\n",
    )
    result = run_text(
        text.replace("BASE", "[]") + "  - play: {player: A, card: v, targets: [b1]}\n  - resolve: all\n"
    )
    assert result.error is not None and result.error.code == "choice_required"
    assert result.pending is not None and result.pending.choice == "pay_to"
