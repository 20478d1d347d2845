"""Pending decisions (STYLE habit 5, OpenSpiel's explicit decision points).

When the rules give a player a choice that the action's `choices:` does not answer (and that has
more than one legal option), the game does not raise from deep inside the action: `Game.apply`
rewinds the action exactly (`snapshot`) and records a `Decision` in `game.pending`. The game
waits there. `Game.answer(value)` resumes it: the same action runs again from the same state
(random generator included), with the answer put at the point where it was asked, so it goes
on from that point without replaying the file. A scenario run that ends with a decision pending
reports `choice_required` (`Decision.error`).

Documented choice names (`CHOICE_NAMES`) are the names an answer may carry in a file
(`- burnout_opponent: D`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.actions import Action

#: Every choice name the engine asks, with what it decides (French, for people and the docs).
CHOICE_NAMES: dict[str, str] = {
    "burnout_opponent": "l'adversaire qui gagne le point d'une exténuation (431.2.c)",
    "rune_order": "l'ordre des runes recyclées ensemble sous le deck de runes (416.5.a)",
    "additional_cost": "payer ou non un coût supplémentaire optionnel, true ou false (355.1.a, 356.2.b)",
    "mode": "le mode d'un « choisissez un », numéroté à partir de 0 (355.3)",
    "target": "une cible d'un sort ou d'une compétence, parmi les cibles légales (355.5)",
    "destination": "la destination d'un déplacement par un effet, `base` ou un champ de bataille (355.4)",
    "discard": "la carte défaussée pour payer un coût (357.2, 422)",
    "cost_target": "l'objet utilisé pour payer un coût, par exemple l'unité alliée épuisée (357.2)",
    "pay_to": "payer ou non « vous pouvez payer … pour … » à la résolution, true ou false (359.3.d)",
    "look_card": "la carte choisie parmi celles regardées, ou « aucune » quand c'est permis (424, 436)",
    "payment": "une rune utilisée par `pay: auto` (357.1.a), toujours automatique",
    "cost_kill": "l'allié éliminé pour payer un coût, pas la cible du jeu s'il y en a une autre (357.3)",
    "cost_recycle": "une carte de la défausse recyclée pour payer un coût (357.2, 416)",
    "trigger_order": (
        "l'ordre dans lequel un joueur place sur la chaîne ses compétences déclenchées en même temps, "
        "« A > B » : A placée d'abord, donc résolue après B (383.3.d, 383.3.d.1)"
    ),
    "use_trigger": (
        "utiliser ou non une compétence « vous pouvez », true ou false, à sa finalisation (383.3.a)"
    ),
    "ready_runes": "les runes épuisées préparées par « préparez jusqu'à N runes », une liste (415, 355.13)",
    "replacement_order": (
        "l'effet de remplacement appliqué en premier quand plusieurs s'appliquent (372, 372.1)"
    ),
    "apply_replacement": "appliquer ou non un effet de remplacement « vous pouvez », true ou false (371.2)",
    "player": "le joueur qu'un effet fait choisir, par exemple celui qui passe son prochain point (443)",
    "replacement_event": (
        "l'événement simultané auquel un remplacement s'applique en premier, par sa carte (373, 373.2)"
    ),
    "combat_damage": "la répartition des dégâts de combat d'un joueur, {ID: dégâts, …} : dégâts mortels "
    "unité après unité, Tank d'abord, Arrière-ligne en dernier (465.2.c, 815, 826)",
    "kill_own": "la carte qu'un joueur élimine parmi les siennes quand chaque joueur en élimine une "
    "(« chaque joueur élimine une de ses unités », 355.10.e, 411.1)",
    "recycle_trash": "une carte de sa défausse qu'un effet fait recycler, une à la fois (416)",
    "recycle_rune": "une de ses runes qu'un effet fait recycler (« vous devez recycler une de vos runes », "
    "355.10.f)",
    "play_card": "l'unité jouée depuis une zone par un effet (« jouez une unité de votre défausse »), ou "
    "« aucune » quand l'effet dit « vous pouvez » (419, 350)",
    "play_place": "où entre une unité jouée par un effet : `base` ou un champ de bataille (355.2)",
    "target_subset": "les cibles gardées, une liste, quand un groupe de cibles ne remplit plus ensemble sa "
    "restriction à la résolution (« d'un champ de bataille dont la puissance totale est de 4 ou moins », "
    "355.11.b)",
    "damage_split": "la répartition de dégâts « répartis » entre les cibles d'un sort ou d'une compétence, "
    "{ID: dégâts, …} : au moins 1 chacune, autant de cibles gardées que de dégâts au plus (355.14)",
    "battlefield": "le champ de bataille où commence une confrontation ou un combat, au choix du joueur du "
    "tour (323.12, 323.13, 461.1)",
    "swap_back": "la carte remplacée qui reprend la place d'une création de champ de bataille (438.7.b.1)",
    "weaponmaster_gear": "l'équipement que vous contrôlez choisi par Expert en armes (821.1.c)",
    "predict": "recycler ou non la carte prédite, true ou false (436.1, Vision 817.2.a)",
    "cost_reduction": (
        "la réduction retenue quand une réduction offre un choix (« [1] ou [A] de moins ») : `energy`, "
        "`power`, posé seulement si plusieurs changent le coût (356.4, 356.4.f)"
    ),
}


class ChoiceRequired(RulesError):
    """A run that ends while a decision is pending."""

    code = "choice_required"


@dataclass(frozen=True)
class Decision:
    """A choice the rules give `player` now: its documented name, legal options and rules.

    `check` replaces `options` for a structured answer (a damage split): it returns the French
    reason an answer is refused, or None. `action` and `at` say where the game resumes: the
    action that asked, and the position of the answer among that action's `choices:`.
    """

    player: str
    choice: str
    options: tuple[str, ...]
    rules: tuple[str, ...]
    step: int
    action: Action = field(repr=False, compare=False)
    at: int = 0
    check: Callable[[Any], str | None] | None = field(default=None, repr=False, compare=False)
    hint: str = ""  # e.g. the next answer of `choices:` is named for another choice

    def refusal(self, answer: Any) -> str | None:
        """Why `answer` is not a legal answer to this decision (French), or None."""
        if self.check is not None:
            return self.check(answer)
        if str(answer) not in self.options:
            return (
                f"réponse « {answer} » illégale pour le choix « {self.choice} » de {self.player} : "
                f"les options légales sont {', '.join(self.options)}"
            )
        return None

    def to_json(self) -> dict[str, Any]:
        """`{"step", "choice", "player", "options", "rules"}` (the `choice_required` details)."""
        return {
            "step": self.step,
            "choice": self.choice,
            "player": self.player,
            "options": list(self.options),
            "rules": list(self.rules),
        }

    def error(self) -> ChoiceRequired:
        """The `choice_required` a run reports when it ends on this decision."""
        legal = f"options : {', '.join(self.options)}" if self.options else "réponse structurée"
        return ChoiceRequired(
            f"choix requis : « {self.choice} » pour {self.player}, à l'action {self.step + 1} "
            f"({legal}) ; ajoutez la réponse à `choices:` de cette action"
            + self.hint,
            details={"step": self.step, "choice": self.choice, "player": self.player,
                     "options": list(self.options)},
        )  # fmt: skip
