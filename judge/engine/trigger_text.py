"""How the trace says a triggered ability's condition, in French (`describe`): the `ability` field of
its `trigger`, `chain_add`, `finalize` and `resolve` events."""

from __future__ import annotations

from judge.corpus.abilities.kinds import Triggered
from judge.corpus.abilities.values import Filter, Phase, Side, Who
from judge.engine.keyword_abilities import keyword_of
from judge.engine.state import Card
from judge.errors import RulesError

#: How the trace says each trigger condition (French).
WHEN_FRENCH: dict[str, str] = {
    "played": "lorsqu'une carte est jouée",
    "attacks": "lorsqu'une unité attaque",
    "defends": "lorsqu'une unité défend",
    "moves": "lorsqu'une unité se déplace",
    "conquers": "lorsqu'un joueur conquiert",
    "holds": "lorsqu'un joueur occupe",
    "dies": "lorsqu'une unité meurt",
    "kills": "lorsque vous éliminez une unité",
    "draws": "lorsqu'un joueur pioche",
    "discards": "lorsqu'une carte est défaussée",
    "stuns": "lorsqu'une unité est étourdie",
    "recycles": "lorsqu'une carte est recyclée",
    "equipped": "lorsqu'un équipement est attaché",
    "leaves": "lorsqu'une unité quitte un emplacement",
    "showdown_starts": "lorsqu'une confrontation commence",
    "wins_combat": "lorsqu'une unité gagne un combat",
    "phase_starts": "au début d'une phase",
    "phase_ends": "à la fin d'une phase",
    "chosen": "lorsqu'un sort ou une compétence choisit une cible",
}
SELF_FRENCH: dict[str, str] = {
    "played": "lorsque vous me jouez",
    "attacks": "lorsque j'attaque",
    "defends": "lorsque je défends",
    "moves": "lorsque je me déplace",
    "dies": "lorsque je meurs",
    "discards": "lorsque vous me défaussez",
    "stuns": "lorsque je suis étourdi",
    "recycles": "lorsque vous me recyclez",
    "equipped": "lorsqu'on m'attache un équipement",
    "leaves": "lorsque je quitte un emplacement",
    "wins_combat": "lorsque je gagne un combat",
}


#: « Lorsque vous [verbe] [objet] » for a trigger on another object (`who: you`), and without « vous ».
_YOU_VERB = {
    "played": "jouez", "moves": "déplacez", "discards": "défaussez", "stuns": "étourdissez",
    "recycles": "recyclez", "dies": "éliminez", "kills": "éliminez",
}  # fmt: skip
_ANY_VERB = {
    "played": "est jouée", "moves": "se déplace", "discards": "est défaussée", "stuns": "est étourdie",
    "recycles": "est recyclée", "dies": "meurt", "leaves": "quitte un emplacement", "attacks": "attaque",
    "defends": "défend", "equipped": "est équipée", "wins_combat": "gagne un combat",
    "chosen": "est choisie",
}  # fmt: skip
_KIND = {
    "unit": "une unité", "gear": "un équipement", "spell": "un sort", "card": "une carte",
    "permanent": "un permanent", "ability": "une compétence activée", "rune": "une rune",
    "spell_or_ability": "un sort ou une compétence",
}  # fmt: skip


def _object(flt: Filter) -> str:
    words = [_KIND.get(flt.kind.value, flt.kind.value)]
    if flt.other:
        words.insert(0, "une autre" if words[0].startswith("une") else "un autre")
        words[1] = words[1].split(" ", 1)[1]
    if flt.side is Side.FRIENDLY:
        words.append("alliée" if words[-1] in ("unité", "une unité", "carte", "une carte") else "allié")
    elif flt.side is Side.ENEMY:
        words.append("ennemie" if words[-1] in ("unité", "une unité", "carte", "une carte") else "ennemi")
    if flt.cost_min is not None:
        words.append(f"d'un coût de {flt.cost_min} ou plus")
    if flt.might_min is not None:
        words.append(f"d'au moins {flt.might_min} de puissance")
    if flt.weaker_than_self:
        words.append("moins puissante que moi" if words[-1].endswith("e") else "moins puissant que moi")
    return " ".join(words)


def _score_french(key: str, who: Who, here: bool) -> str:
    """« lorsque je conquiers », « lorsque vous occupez ici », « lorsqu'un adversaire conquiert »…"""
    conquers = key == "conquers"
    if who is Who.ANY and not here:
        said = "lorsque je conquiers" if conquers else "lorsque j'occupe"
    elif who in (Who.YOU, Who.CONTROLLER):
        said = "lorsque vous conquérez" if conquers else "lorsque vous occupez"
    elif who is Who.OPPONENT:
        said = "lorsqu'un adversaire conquiert" if conquers else "lorsqu'un adversaire occupe"
    else:
        said = "lorsqu'un joueur conquiert" if conquers else "lorsqu'un joueur occupe"
    return said + (" ici" if here else "")


def describe(ability: Triggered) -> str:
    """The trigger condition in French, for the trace."""
    keyword = keyword_of(ability)
    if keyword is not None:  # 816.1.b, 817.1.b: the keyword the rules condense, then its condition
        return f"{keyword}, {_described(ability)}"
    return _described(ability)


def _described(ability: Triggered) -> str:
    when = ability.when
    if when is None:
        return "déclencheur réflexe : si vous le faites"
    key = when.KEY
    if key in SELF_FRENCH and getattr(when, "filter", None) is None:
        return SELF_FRENCH[key]  # about its source itself
    if key in ("conquers", "holds"):  # 383.4.c, 383.4.d: who scores, and where
        return _score_french(key, getattr(when, "who", Who.ANY), getattr(when, "here", False))
    flt = getattr(when, "filter", None)
    if flt is not None:
        nth = getattr(when, "nth_this_turn", None)
        times = f" (la {'1re' if nth == 1 else f'{nth}e'} fois ce tour)" if nth else ""
        if getattr(when, "who", Who.ANY) is Who.YOU and key in _YOU_VERB:
            spell = " avec un sort" if getattr(when, "with_spell", False) else ""  # 428.5
            return f"lorsque vous {_YOU_VERB[key]} {_object(flt)}{spell}{times}"
        subject = _object(flt)
        when_word = "lorsqu'" if subject[0] in "aeiouéu" else "lorsque "
        verb = _ANY_VERB.get(key, key)
        if subject.startswith("un ") and verb.endswith("ée"):
            verb = verb[:-1]  # « un sort est joué », « une carte est jouée »
        return f"{when_word}{subject} {verb}{times}"
    if key == "draws" and getattr(when, "who", Who.ANY) is Who.YOU:
        nth = getattr(when, "nth_this_turn", None)
        return f"lorsque vous piochez{f' votre carte n° {nth} du tour' if nth else ''}"
    if key in ("phase_starts", "phase_ends"):
        phase = str(getattr(when, "phase", ""))
        if phase == str(Phase.TURN_END):
            return "à la fin du tour"
        return (
            f"{'au début' if key == 'phase_starts' else 'à la fin'} de la phase {_PHASES.get(phase, phase)}"
        )
    return WHEN_FRENCH.get(key, key)


_PHASES = {
    "awaken": "d'éveil",
    "beginning": "de départ",
    "channel": "de canalisation",
    "draw": "de pioche",
    "main": "principale",
    "ending": "de fin",
}


def looping(err: RulesError, source: Card, ability: Triggered) -> RulesError:
    """The step-limit error naming the triggered ability that re-triggers itself forever."""
    name = source.alias or source.display
    return type(err)(
        f"{err.message} ; la compétence déclenchée « {describe(ability)} » de "
        f"« {source.display} » ({name}) se redéclenche elle-même sans fin",
        details={**err.details, "card": source.display},
    )
