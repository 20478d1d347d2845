"""`docs/abilities.md` from the vocabulary's own declarations (one place for each construct).

Run `python -m judge.corpus.abilities.docs > docs/abilities.md` after changing a construct; a test
checks that every construct and keyword is in the file.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum

from judge.corpus.abilities import FAMILY_NAMES, KEYWORDS, REGISTRY, parse_abilities, unmodelled_texts
from judge.corpus.abilities.effects import REFS
from judge.corpus.abilities.parser import field_types
from judge.corpus.cards import read_catalogue

INTRO = """# Compétences des cartes : le vocabulaire

Les compétences d'une carte sont des données (`abilities:` d'une carte du catalogue
`rules_corpus/cards.yaml` ou des `cards:` d'un scénario). Le moteur les interprète ; ce que le
vocabulaire ne sait pas dire est marqué `not_modelled: "…"` (le texte, en français), jamais deviné.
Une liste vide (`abilities: []`) dit qu'une carte n'a pas d'autre texte que ses mots-clés.
Le moteur ne lance les compétences d'une carte que s'il interprète chacune de leurs constructions
(`judge/engine/interpreted.py`) ; sinon il s'arrête avec `not_modelled` en nommant la carte.

Où écrire la marque : là où le texte agit, pour que le moteur s'arrête au moment où il servirait,
et pas avant.

- un texte qui agit quand la carte est jouée (son coût, sa façon d'arriver, un sort) : la compétence
  `not_modelled: "…"` ; jouer la carte s'arrête ; `seen_from_deck: true` pour un texte qui agit quand
  on regarde la carte au-dessus du deck ;
- un texte déclenché : `triggered: {when: …, effects: [not_modelled: "…"]}` ; la carte se joue, et
  le moteur s'arrête quand la compétence se déclenche ; une restriction ou une passive qui ne compte
  qu'à un moment s'écrit de même avec ce moment (un sort adverse joué, une attaque) ;
- un texte qui remplace un événement : `replacement: {replaces: …, outcome: {instead: {effects:
  [not_modelled: "…"]}}}` ; le moteur s'arrête avant l'événement (des dégâts, une mort, un point) ;
- une passive qui peut compter à tout moment : `static: {effects: [not_modelled: "…"]}` ; le moteur
  s'arrête dès que la carte est sur le plateau ;
- une compétence activée : `activated: {cost: …, effects: [not_modelled: "…"]}` ; l'activer s'arrête.

`tests/test_catalogue_fidelity.py` échoue si une carte du catalogue a un texte sans compétences ni
marque (seules les cartes dont tout le texte est dit par leurs mots-clés ont `abilities: []`, chacune
justifiée).

Chaque construction s'écrit `clé: corps`, où le corps est un mapping de champs. Une construction
sans champ obligatoire peut s'écrire par sa seule clé (`exhaust_self`), et une construction qui a
un champ principal accepte sa valeur seule (`draw: 2`, `power: {order: 1}`, `kill: cible`).
Une erreur nomme la carte, le chemin de la clé (`abilities[0].activated.cost[1]`), la ligne
quand le fichier la donne, ce qui a été trouvé et la liste des constructions connues à cet endroit.

```yaml
Baited Hook:
  aliases: ["Leurre létal"]
  type: gear
  abilities:
    - activated:
        cost: [energy: 1, power: {order: 1}, exhaust_self]
        targets: [{name: allie, filter: {kind: unit, side: friendly}}]
        effects:
          - kill: allie
          - look: {count: 5, choose: {kind: unit}, choose_might_max: {might_of: {ref: allie, plus: 1}},
                   optional: true, then: banish_and_play, play_cost: {ignore_cost: {}}, rest: recycle}
```

## Cibles et références

Une cible (`targets:`) a un nom que les effets citent dans `to`, `source`, `ref`… Les
restrictions sont dans son `filter`. Elle est choisie quand l'objet finalise (355.5), dans
l'ordre du format de scénario (coûts optionnels, emplacement, modes, destinations, cibles), et
elle est vérifiée de nouveau à la résolution : une cible illégale est ignorée, et une
information lue sur elle vaut zéro, avec les calculs qui en dépendent annulés (359.3.e.12).
Les références sans cible déclarée : {refs}.

Les choix se répondent dans l'ordre du format de scénario ; un mode de `choose_one` se répond par
son numéro à partir de 0 (comme `ability:` d'`activate`), un coût supplémentaire optionnel par
`true`/`false` (ou la réponse nommée `additional_cost: true`).

## Ordre du calcul d'un coût (356, la page source sur les coûts)

1. modifier le coût de base (`alternative_cost`, `ignore_cost`) ;
2. ajouter les coûts supplémentaires (`additional_cost`, Protection, Accélération, Répétition) ;
3. appliquer les augmentations (`increase_cost`) ;
4. appliquer les réductions (`reduce_cost`) ; une réduction d'un composant (`component: energy`,
   `power`, `additional`) s'applique quand ce composant est ajouté (356.4.c), son `minimum` ne
   borne qu'elle (356.4.e) ; une réduction au choix (`any_of`, « [1] ou [A] de moins ») est un
   choix du contrôleur (`cost_reduction`), posé seulement quand plusieurs réductions changent le coût ;
5. appliquer les modifications du coût total.

Aucun composant ne descend sous 0 (356.6). Un coût optionnel choisi et réduit à 0 compte comme
payé (356.4.f.1). Un effet qui lit un coût lit le coût de base, sauf `cost_of: {modified: true}` (206).

## Où l'interpréteur de la chaîne se branche

- `Activated` et les cartes jouées : `cost` et les `additional_cost`/`reduce_cost`/`increase_cost`
  de la carte nourrissent le calcul du coût (étape 3 de 353) ; `targets` et les modes de
  `choose_one` sont les choix de l'étape 2 ; `Activated.adds_resources` dit qu'elle se résout
  sans la chaîne (168, 429).
- `SpellAbility.effects` et `Activated.effects` s'exécutent de haut en bas à la résolution
  (359.3.d), chaque effet étant une action de jeu (407–458) passée par la primitive de
  déplacement de cartes et son étape de remplacement.
- `Triggered.when`, `Delayed`, `ReplacementAbility` et `CreateReplacement` sont lus et validés dès
  maintenant ; les déclencheurs et les remplacements les interpréteront (issue des déclencheurs).
- Chaque construction que le moteur sait exécuter s'ajoute à `INTERPRETED`
  (`judge/engine/interpreted.py`) ; `runs_abilities(carte)` dit alors si une carte peut être jouée
  telle qu'elle est écrite, et `missing_constructs(carte)` nomme ce qui manque pour `not_modelled`.
"""


def _row(cls: type) -> str:
    fields = ", ".join(f"`{f.name}`" for f in dataclasses.fields(cls)) or "—"
    rules = ", ".join(getattr(cls, "RULES", ()))
    return f"| `{cls.KEY}` | {cls.DOC} Champs : {fields}. | `{cls.FORM}` | {rules} | {cls.EXAMPLE} |"  # type: ignore[attr-defined]


def render() -> str:
    """The whole page."""
    out = [INTRO.replace("{refs}", ", ".join(f"`{r}`" for r in REFS))]
    titles = {
        "ability": "Compétences (ce que porte une carte)",
        "cost": "Parties d'un coût",
        "modifier": "Modifications de coût",
        "effect": "Effets",
        "amount": "Quantités calculées",
        "condition": "Conditions",
        "trigger": "Déclencheurs (`when:`)",
        "replaced": "Événements remplacés (`replaces:`)",
        "outcome": "Ce qui arrive à la place (`outcome:`)",
        "value": "Valeurs (cibles, filtres, modes)",
    }
    for family in FAMILY_NAMES:
        out.append(f"\n## {titles[family]}\n")
        out.append("| construction | sens | forme YAML | règles | carte d'exemple |")
        out.append("|---|---|---|---|---|")
        out.extend(_row(cls) for cls in REGISTRY.get(family, {}).values())
    out.append("\n## Mots-clés officiels (805–829)\n")
    out.append(
        "Écrits par leur nom français, avec leur valeur quand ils en ont une "
        "(`Assaut 2` ; sans valeur : 1).\n"
    )
    out.append("| mot-clé | anglais | règle | genre | valeur | sens |")
    out.append("|---|---|---|---|---|---|")
    for k in KEYWORDS:
        value = "cumulée" if k.cumulative else ("oui" if k.valued else "—")
        out.append(f"| {k.name} | {k.en} | {k.rule} | {k.sort.value} | {value} | {k.summary} |")
    out.extend(_catalogue_section())
    out.append("\n## Types des champs\n")
    out.append("Chaque champ et son type, tel que le lecteur le vérifie.\n")
    for family in FAMILY_NAMES:
        for cls in REGISTRY.get(family, {}).values():
            types = field_types(cls)
            if types:
                shown = "; ".join(f"`{n}`: {_type_name(t)}" for n, t in types.items())
                out.append(f"- `{cls.KEY}` — {shown}")
    return "\n".join(out) + "\n"


def _catalogue_section() -> list[str]:
    """How many catalogue cards are modelled, and what the partly modelled ones leave out."""
    entries = read_catalogue()
    modelled = {n: e for n, e in entries.items() if "abilities" in e}
    marked = {
        name: unmodelled_texts(parse_abilities(name, entry["abilities"], str(entry.get("type"))))
        for name, entry in modelled.items()
    }
    with_text = sum(1 for e in entries.values() if e.get("text"))
    out = [
        "\n## Cartes du catalogue\n",
        f"{len(modelled)} cartes sur {len(entries)} ont des `abilities` ({with_text} ont un texte) ; "
        f"{sum(1 for m in marked.values() if m)} en marquent une partie `not_modelled`, que le moteur "
        "ne joue jamais en vanille : il s'arrête en citant ce texte au moment où il servirait "
        "(`tests/test_catalogue_fidelity.py` vérifie qu'aucun texte n'est oublié). "
        "Ce que les cartes modélisées en partie laissent de côté :\n",
    ]
    for name, notes in marked.items():
        if notes:
            out.append(f"- **{name}** : " + " ; ".join(notes))
    return out


def _type_name(hint: object) -> str:
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        return "un de " + ", ".join(f"`{m.value}`" for m in hint)
    text = str(hint).replace("typing.", "").replace("judge.corpus.abilities.", "")
    for module in ("values.", "amounts.", "effects.", "costs.", "conditions.", "modifiers.", "keywords."):
        text = text.replace(module, "")
    return text.replace("triggers.", "").replace("replacement.", "").replace("<class '", "").replace("'>", "")


if __name__ == "__main__":
    print(render(), end="")
