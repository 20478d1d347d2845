"""The verbs of the scenario format that the engine does not model yet (spec: « Playing cards,
the chain, battlefields and combat »). Each is declared here with what is missing; the run stops
with `not_modelled` when it reaches one. Modelling a verb moves its declaration into its rule
module (`chain`, `costs`, `battlefields`…) with its action, legality and performer.
"""

from __future__ import annotations

from judge.engine.registry import Verb, register

register(
    Verb("play", french="jouer", doc="jouer une carte : calcul et paiement du coût, puis la chaîne",
         required=("player", "card"), optional=("targets", "pay", "to"),
         not_modelled="jouer une carte (coûts, paiement, chaîne)"),
    Verb("activate", french="activer", doc="activer une compétence d'une source",
         required=("player", "source"), optional=("ability", "targets", "pay"),
         not_modelled="activer une compétence"),
    Verb("pass", french="passer", doc="passer la priorité, ou le focus pendant une confrontation",
         required=("player",), not_modelled="passer la priorité ou le focus"),
    Verb("resolve", french="résoudre", doc="résoudre `count` éléments de la chaîne, ou tout (`all`)",
         optional=("count", "all"), not_modelled="résoudre la chaîne"),
)  # fmt: skip
