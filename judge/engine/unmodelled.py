"""The verbs of the scenario format that the engine does not model yet (spec: « Playing cards,
the chain, battlefields and combat »). Each is declared here with what is missing; the run stops
with `not_modelled` when it reaches one. Modelling a verb moves its declaration into its rule
module (`chain`, `costs`, `battlefields`…) with its action, legality and performer.
"""

from __future__ import annotations

from judge.engine.registry import Verb, register

register(
    Verb("take_control", french="prendre le contrôle", doc="prendre le contrôle d'un champ de bataille",
         required=("player", "battlefield"), not_modelled="prendre le contrôle d'un champ de bataille"),
    Verb("conquer", french="conquérir", doc="conquérir un champ de bataille (restriction du dernier point)",
         required=("player", "battlefield"),
         not_modelled="conquérir un champ de bataille (et la restriction du dernier point)"),
    Verb("hold", french="occuper", doc="marquer le point d'occupation d'un champ de bataille",
         required=("player", "battlefield"), not_modelled="occuper un champ de bataille"),
)  # fmt: skip
