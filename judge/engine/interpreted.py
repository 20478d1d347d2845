"""Which constructs of the ability vocabulary the engine runs (STYLE habit 6: never silently vanilla).

The catalogue declares abilities in the vocabulary of `judge.corpus.abilities`; the engine runs a
card's abilities only when it interprets every construct they use and nothing is marked
`not_modelled`. The chain interpreter adds each construct here when it runs it; until then a card
with a text is reported as not modelled (`judge.ask.cards`, the `not_modelled` error).
"""

from __future__ import annotations

from judge.corpus.abilities import iter_constructs, not_modelled
from judge.engine.cards import CardDef

#: (family, key) of every construct the engine interprets (`play`, `costs`, `effects`, `chain`, the
#: replacement step: `replacement`, `replacements_cards`, `tokens`). Left out on purpose: the `discard`
#: effect's unrun forms: the engine stops on them with `not_modelled`. The triggers listed are those
#: the rule modules fire (`triggers.happened`).
INTERPRETED: frozenset[tuple[str, str]] = frozenset(
    [("ability", k) for k in ("spell", "activated", "additional_cost")]
    + [("modifier", k) for k in ("reduce_cost", "increase_cost", "ignore_cost")]
    + [("condition", k) for k in ("legion", "at_battlefield", "opponent_near_victory")]
    + [("condition", "paid_additional_cost")]
    + [("cost", k) for k in ("energy", "power", "exhaust_self", "kill_self", "banish_self", "discard")]
    + [("cost", "exhaust_ally")]
    + [("cost", k) for k in ("kill_ally", "recycle_trash")]
    + [("amount", k) for k in ("might_of", "cost_of", "highest_might", "count_of")]
    + [("value", k) for k in ("target", "filter", "mode")]
    + [
        ("effect", k)
        for k in (
            "damage", "kill", "draw", "buff", "give_might", "give_keyword", "ready", "exhaust", "stun",
            "recall", "banish", "return_to_hand", "create", "add", "channel", "choose_one", "detach", "heal",
            "move", "if", "pay_to", "look",
        )
    ]
    + [("ability", "triggered"), ("effect", "delayed"), ("condition", "level"), ("condition", "all_of")]
    + [("effect", k) for k in ("gain_xp", "ready_runes", "if_you_do", "discard")]
    + [
        ("trigger", k)
        for k in (
            "played", "moves", "dies", "kills", "draws", "discards", "stuns", "recycles", "leaves",
            "phase_starts", "phase_ends",
        )
    ]
    + [("ability", "replacement"), ("effect", "create_replacement")]
    + [
        ("replaced", k)
        for k in (
            "would_die", "would_take_damage", "would_enter", "would_move", "would_draw_phase", "would_score",
            "would_leave_chain",
        )
    ]
    + [
        ("outcome", k)
        for k in (
            "instead", "skip", "prevent", "double", "enters_exhausted", "enters_ready", "banish_instead",
        )
    ]
    + [("trigger", k) for k in ("conquers", "holds")]  # battlefields.py: 471.2, 383.4.c, 383.4.d
    + [("trigger", k) for k in ("attacks", "defends", "showdown_starts", "wins_combat")]  # combat, showdown
    + [("ability", "no_score_here")]  # battlefields.py: Forgotten Monument
    + [("effect", k) for k in ("burn", "replace_battlefield", "activate_conquer_effects", "swap_back")]
    + [("effect", "counter")]  # counter.py: 425
    + [("effect", "banish_top")]  # effects.py: 427.3, the source page 002's linked banish
    + [("ability", "static")]  # statics.py: passive might and keywords, refreshed at each cleanup (363)
    + [("effect", "take_control")]  # effects.py: control of a unit on a battlefield (188, 191)
    + [("effect", k) for k in ("attach", "weaponmaster")]  # equip.py: 434, 818, 821
    + [("amount", k) for k in ("cards_played_this_turn", "points_of")]  # costs.py: « par carte / par point »
    + [("effect", "predict")]  # effects.py: 436 (and Vision, 817, `keyword_abilities`)
    + [("effect", "score"), ("condition", "in_combat")]  # effects.py: 194.1.c; costs.py: 740.2.c
    + [("condition", "conquered_uncontrolled")]  # costs.py: 469.1, Yone's errata
    + [("trigger", "equipped")]  # equip.py: 818.2.a, fired at every attach
    + [("trigger", "chosen")]  # play.make_choices: 355.5, the targets chosen
    + [("condition", k) for k in ("mighty", "hand_at_most")]  # costs.condition_holds
    + [("value", "cost_cut")]  # costs.cut_optional_cost: « [1] ou [A] de moins », 356.4
    + [("condition", "target_died")]  # died.py: « si elle meurt », at the cleanup after (428.5.c)
    # statics.py, read when they matter: 757-758, 712-715, combat damage (465.2.a, 826.3)
    + [("effect", k) for k in ("untargetable", "bonus_damage", "no_combat_damage", "combat_damage_last")]
    + [("effect", "players_kill")]  # players_kill.py: 355.10.e, 411.1
    + [("effect", "extra_turn")]  # extra_turns.py: 734-738
    + [("effect", "recycle")]  # recycle_effect.py: 416, 355.10.f
    + [("effect", "next_spell")]  # next_spell.py: 391, « le prochain sort que vous jouez ce tour »
    + [("ability", "when_revealed")]  # seen_from_deck.py: 369.1, 370.1.b.1
    + [("condition", k) for k in ("attached_this_turn", "exists")]  # costs.condition_holds: 136.2.d
    # effects._play_card: the card itself, from its zone, ignoring its cost (Phénix immortel, 383.2.c.1)
    + [("effect", "play_card"), ("condition", "played_from")]
)  # fmt: skip


def missing_constructs(card: CardDef) -> list[str]:
    """`famille:clé` of each construct of the card the engine does not run yet, in order, once each."""
    keys = (
        f"{c.FAMILY}:{c.KEY}" for c in iter_constructs(card.abilities) if (c.FAMILY, c.KEY) not in INTERPRETED
    )
    return list(dict.fromkeys(keys))


def runs_abilities(card: CardDef) -> bool:
    """Whether the engine runs this card's abilities exactly as declared."""
    return bool(card.abilities) and not not_modelled(card.abilities) and not missing_constructs(card)
