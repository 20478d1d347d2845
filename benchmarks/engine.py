"""Engine speed: three 20-action scenarios run in memory, and `judge check` on 200 files.

Run by hand, from the project folder:

    .venv/bin/python benchmarks/engine.py [--runs 200] [--check-runs 3]

Targets (printed beside the figures, never asserted): a loaded 20-action scenario runs in
≤ 5 ms (median), the one of plays, payments and responses too, and the one of triggered abilities;
`judge check` on 200 scenarios,
process start-up included, takes ≤ 3 s.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "scenarios"

CARDS = """cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Champ d'essai: {type: battlefield}
"""


def twenty_actions() -> str:
    """A board and 20 actions touching every modelled family (draw, burn out, exhaust, move…)."""
    actions = [
        "  - draw: {player: A, count: 2}",
        "  - burn: {player: A, count: 3}",
        "  - exhaust: {target: s1}",
        "  - ready: {target: s1}",
        "  - move: {unit: s2, to: bf1, standard: true}",
        "  - move: {unit: s2, to: base}",
        "  - look: {player: A, count: 4}",
        "  - reveal: {player: B, count: 2}",
        "  - draw: {player: B, count: 6}",  # B's deck is short: one burn out
        "  - exhaust: {target: s3}",
        "  - exhaust: {target: s3}",  # 414.1.c: nothing
        "  - kill: {targets: [s4, s5]}",
        "  - recycle: {targets: [s4]}",
        "  - banish: {targets: [s5]}",
        "  - discard: {targets: [h1]}",
        "  - gain_points: {player: A, count: 1}",
        "  - burn: {player: A, count: 10}",
        "  - draw: {player: A, count: 4}",
        "  - ready: {target: s3}",
        "  - end_turn: {}",
    ]
    assert len(actions) == 20
    return (
        'name: "Banc d\'essai : vingt actions"\n'
        "seed: 1\n"
        + CARDS
        + """setup:
  turn: {player: A, phase: main}
  players:
    A:
      main_deck: 30
      trash: 5
      hand: [{card: Soldat d'essai, id: h1}]
      base:
        - {card: Soldat d'essai, id: s1}
        - {card: Soldat d'essai, id: s2}
        - {card: Soldat d'essai, id: s3}
        - {card: Soldat d'essai, id: s4}
        - {card: Soldat d'essai, id: s5}
    B:
      main_deck: 4
      trash: 6
  battlefields:
    - {card: Champ d'essai, id: bf1}
actions:
"""
        + "\n".join(actions)
        + "\nexpect:\n  state:\n    players.A.points: 2\n"
    )


CHAIN_CARDS = """cards:
  Recrue d'essai: {type: unit, might: 2, cost: {energy: 1}}
  Champ d'essai: {type: battlefield}
  Trait d'essai:
    type: spell
    cost: {energy: 1}
    keywords: [Réaction]
    abilities:
      - spell: {targets: [{name: cible, filter: {kind: unit}}], effects: [damage: {amount: 1, to: cible}]}
  Renfort d'essai:
    type: spell
    cost: {energy: 1, power: {calm: 1}}
    keywords: [Réaction]
    abilities:
      - spell:
          targets: [{name: cible, filter: {kind: unit}}]
          effects: [give_might: {amount: 2, to: cible}, draw: 1]
"""


def twenty_chain_actions() -> str:
    """20 actions of plays, payments (pool, exhausted and recycled runes, `auto`) and responses."""
    actions = [
        "  - play: {player: A, card: r1, pay: {exhaust: [ra1]}}",
        "  - play: {player: A, card: r2, pay: {exhaust: 1}}",
        "  - play: {player: A, card: t1, targets: [b1]}",
        "  - pass: {player: A}",
        "  - play: {player: B, card: g1, targets: [b1], pay: {recycle: [rb1]}}",
        "  - resolve: all",
        "  - play: {player: A, card: t2, targets: [b2], pay: auto}",
        "  - pass: {player: A}",
        "  - play: {player: B, card: u1, targets: [r1]}",
        "  - pass: {player: B}",
        "  - pass: {player: A}",
        "  - resolve: 1",
        "  - play: {player: A, card: g2, targets: [r2], pay: {recycle: [calm]}}",
        "  - play: {player: A, card: t3, targets: [b1]}",
        "  - resolve: 1",
        "  - pass: {player: A}",
        "  - pass: {player: B}",
        "  - play: {player: A, card: r3}",
        "  - play: {player: A, card: t4, targets: [b3]}",
        "  - resolve: all",
    ]
    assert len(actions) == 20
    return (
        'name: "Banc d\'essai : vingt actions de chaîne"\n'
        "seed: 1\n"
        + CHAIN_CARDS
        + """setup:
  turn: {player: A, phase: main}
  players:
    A:
      main_deck: 10
      hand:
        - {card: Recrue d'essai, id: r1}
        - {card: Recrue d'essai, id: r2}
        - {card: Recrue d'essai, id: r3}
        - {card: Trait d'essai, id: t1}
        - {card: Trait d'essai, id: t2}
        - {card: Trait d'essai, id: t3}
        - {card: Trait d'essai, id: t4}
        - {card: Renfort d'essai, id: g2}
      runes: [{domain: calm, id: ra1}, {domain: calm, id: ra2}, {domain: calm, id: ra3}, calm]
      rune_pool: {energy: 8}
    B:
      main_deck: 10
      hand: [{card: Renfort d'essai, id: g1}, {card: Trait d'essai, id: u1}]
      base:
        - {card: Recrue d'essai, id: b1}
        - {card: Recrue d'essai, id: b2}
        - {card: Recrue d'essai, id: b3}
      runes: [{domain: calm, id: rb1}]
      rune_pool: {energy: 4}
actions:
"""
        + "\n".join(actions)
        + "\nexpect:\n  state:\n    chain.count: 0\n"
    )


TRIGGER_CARDS = """cards:
  Recrue d'essai: {type: unit, might: 2, cost: {energy: 1}}
  Champ d'essai: {type: battlefield}
  Gardien d'essai:
    type: unit
    might: 2
    cost: {energy: 2}
    abilities:
      - triggered: {when: {dies: {filter: {kind: unit, side: friendly, other: true}}}, effects: [draw: 1]}
  Trait d'essai:
    type: spell
    cost: {energy: 1}
    keywords: [Réaction]
    abilities:
      - spell: {targets: [{name: cible, filter: {kind: unit}}], effects: [damage: {amount: 2, to: cible}]}
"""


def twenty_trigger_actions() -> str:
    """20 actions whose plays, deaths, moves and end of turn set off triggered abilities (382–392)."""
    actions = [
        "  - play: {player: A, card: d1}",  # « lorsque vous me jouez » (383.4.a.2)
        "  - resolve: 1",
        "  - play: {player: A, card: t1, targets: [b1]}",  # Ravenbloom: « lorsque vous jouez un sort »
        "  - resolve: all",  # Ravenbloom, then the spell; b1's Agonie (808)
        "  - kill: {target: a2}",  # A's guardian draws
        "  - resolve: all",
        "  - move: {unit: tm, to: bf1, standard: true}",  # Traveling Merchant: « lorsque je me déplace »
        "  - resolve: {count: all, choices: [{discard: h1}]}",
        "  - play: {player: A, card: d2}",
        "  - pass: {player: A}",
        "  - pass: {player: B}",
        "  - play: {player: A, card: t2, targets: [b2]}",
        "  - pass: {player: A}",
        "  - play: {player: B, card: t3, targets: [a1]}",
        "  - resolve: all",
        "  - exhaust: {target: rs}",
        "  - ready: {target: rs}",
        "  - kill: {targets: [a3, a4], choices: [{trigger_order: g (a3) > g (a4)}]}",  # two at once (383.3.d)
        "  - resolve: all",
        "  - end_turn: {choices: [{ready_runes: [ra1, ra2]}]}",  # Dark Child: « à la fin de votre tour »
    ]
    assert len(actions) == 20
    return (
        'name: "Banc d\'essai : vingt actions avec déclencheurs"\n'
        "seed: 1\n"
        + TRIGGER_CARDS
        + """setup:
  turn: {player: A, phase: main}
  players:
    A:
      main_deck: 10
      legend: {card: Dark Child - Starter, id: dc}
      hand:
        - {card: Demacian Diplomat, id: d1}
        - {card: Demacian Diplomat, id: d2}
        - {card: Trait d'essai, id: t1}
        - {card: Trait d'essai, id: t2}
        - {card: Recrue d'essai, id: h1}
      base:
        - {card: Gardien d'essai, id: g}
        - {card: Ravenbloom Student, id: rs}
        - {card: Traveling Merchant, id: tm}
        - {card: Recrue d'essai, id: a1}
        - {card: Recrue d'essai, id: a2}
        - {card: Recrue d'essai, id: a3}
        - {card: Recrue d'essai, id: a4}
      runes: [{domain: fury, id: ra1, exhausted: true}, {domain: fury, id: ra2, exhausted: true}]
      rune_pool: {energy: 8}
    B:
      main_deck: 10
      hand: [{card: Trait d'essai, id: t3}]
      base: [{card: Watchful Sentry, id: b1}, {card: Recrue d'essai, id: b2}]
      rune_pool: {energy: 2}
  battlefields:
    - {card: Champ d'essai, id: bf1}
actions:
"""
        + "\n".join(actions)
        + "\nexpect:\n  state:\n    chain.count: 0\n    players.A.xp: 2\n    turn.player: B\n"
    )


def synthetic_draw(index: int) -> str:
    """A draw scenario whose expectations follow from 413.4 and 431.2 (at most one burn out)."""
    deck = index % 5
    trash = 3 + index % 7
    count = 1 + index % (deck + trash)
    burns_out = count > deck
    hand = count
    left = deck + trash - count if burns_out else deck - count
    return f"""name: "Pioche synthétique {index}"
rules: ["413.4", "431.2"]
seed: {index}
setup:
  players:
    A: {{main_deck: {deck}, trash: {trash}}}
    B: {{}}
actions:
  - draw: {{player: A, count: {count}}}
expect:
  state:
    players.A.hand.count: {hand}
    players.A.main_deck.count: {left}
    players.A.trash.count: {0 if burns_out else trash}
    players.B.points: {1 if burns_out else 0}
"""


def timed(func: Callable[[], object], runs: int) -> list[float]:
    """Wall-clock seconds of `runs` calls."""
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        out.append(time.perf_counter() - start)
    return out


def percentile(values: list[float], fraction: float) -> float:
    """The `fraction` quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def bench_run(runs: int, text: str, label: str = "scénario de 20 actions") -> None:
    """Median and p95 of one 20-action scenario: parse + run, and run alone when the API allows."""
    import judge.scenario.runner as runner

    result = runner.run_text(text)
    events = len(getattr(result, "events", []))
    error = getattr(result, "error", None)
    said = f", erreur : {error}" if error else ""
    print(f"{label} : ok={getattr(result, 'ok', '?')}, événements={events}{said}")
    timed(lambda: runner.run_text(text), 5)  # warm-up: imports, catalogue, caches
    times = timed(lambda: runner.run_text(text), runs)
    print(
        f"  lecture + exécution : médiane {statistics.median(times) * 1000:.2f} ms, "
        f"p95 {percentile(times, 0.95) * 1000:.2f} ms ({runs} exécutions ; cible ≤ 5 ms en médiane)"
    )
    run_loaded = getattr(runner, "run_scenario", None)
    if run_loaded is not None:
        from judge.scenario.loader import load_text

        scenario = load_text(text, "banc.yaml")
        times = timed(lambda: run_loaded(scenario), runs)
        print(
            f"  exécution seule (scénario déjà lu) : médiane {statistics.median(times) * 1000:.2f} ms, "
            f"p95 {percentile(times, 0.95) * 1000:.2f} ms"
        )
        # CPU time, far less disturbed than wall-clock time when other processes share the cores.
        batches = []
        for _ in range(5):
            start = time.process_time()
            for _ in range(max(1, runs // 5)):
                run_loaded(scenario)
            batches.append((time.process_time() - start) / max(1, runs // 5))
        print(f"  exécution seule, temps CPU : {min(batches) * 1000:.2f} ms (meilleur lot de 5)")


def fill_folder(folder: Path, total: int) -> int:
    """Copies the project's scenarios, then adds synthetic draws until `total` files."""
    count = 0
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        if count >= total:
            break
        target = folder / path.relative_to(SCENARIOS)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
        count += 1
    synthetic = folder / "synthétiques"
    synthetic.mkdir(exist_ok=True)
    index = 0
    while count < total:
        (synthetic / f"pioche_{index:03d}.yaml").write_text(synthetic_draw(index), encoding="utf-8")
        index += 1
        count += 1
    return count


def bench_check(runs: int, total: int = 200) -> None:
    """`judge check` on `total` files in a fresh process, start-up included."""
    judge = Path(sys.executable).with_name("judge")
    command = [str(judge)] if judge.exists() else [sys.executable, "-m", "judge.cli"]
    with tempfile.TemporaryDirectory(prefix="banc-scenarios-") as tmp:
        n = fill_folder(Path(tmp), total)
        times = []
        code = None
        for _ in range(runs):
            start = time.perf_counter()
            done = subprocess.run([*command, "check", tmp], capture_output=True, text=True, check=False)
            times.append(time.perf_counter() - start)
            code = done.returncode
            if code != 0:
                last = (done.stdout + done.stderr).strip().splitlines()[-3:]
                print("  sortie de judge check :", *last, sep="\n    ")
        print(
            f"judge check sur {n} scénarios (démarrage compris) : médiane {statistics.median(times):.2f} s, "
            f"max {max(times):.2f} s, code de sortie {code} ({runs} exécutions ; cible ≤ 3 s)"
        )


def main() -> None:
    """Prints the figures."""
    parser = argparse.ArgumentParser(description="Mesures de vitesse du moteur de scénarios.")
    parser.add_argument("--runs", type=int, default=200, help="exécutions du scénario de 20 actions")
    parser.add_argument("--check-runs", type=int, default=3, help="exécutions de judge check")
    args = parser.parse_args()
    bench_run(args.runs, twenty_actions())
    bench_run(args.runs, twenty_chain_actions(), "scénario de 20 actions de chaîne (jouer, payer, répondre)")
    bench_run(args.runs, twenty_trigger_actions(), "scénario de 20 actions avec compétences déclenchées")
    bench_check(args.check_runs)


if __name__ == "__main__":
    main()
