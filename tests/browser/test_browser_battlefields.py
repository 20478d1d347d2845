"""The battlefields drawn on the scenario and ask pages: controller, contested or not, each side's units
with might, damage and statuses, at a phone's narrowest width (360 px) too, without accessibility faults."""

from __future__ import annotations

from typing import Any

import pytest

# Two battlefields after a conquest: the Autel taken by A (an exhausted, damaged unit and a stunned one;
# B's giant still there), the Pont uncontrolled with B's damaged giant alone.
BOARD = """\
name: "Deux champs de bataille après une conquête"
setup:
  turn: {player: A, phase: main}
  players:
    A: {points: 3, main_deck: 2}
    B: {points: 2}
  battlefields:
    - card: Autel
      id: autel
      units:
        A: [{card: Soldat, id: u1, exhausted: true, damage: 1}, {card: Soldat, id: u2, stunned: true}]
        B: [{card: Géant, id: g1}]
    - {card: Pont, id: pont, units: {B: [{card: Géant, id: g2, damage: 2}]}}
cards:
  Soldat: {type: unit, might: 2}
  Géant: {type: unit, might: 5}
  Autel: {type: battlefield}
  Pont: {type: battlefield}
actions:
  - conquer: {player: A, battlefield: autel}
"""

NARROW = {"width": 360, "height": 740}


@pytest.fixture
def phone(browser: Any, base_url: str) -> Any:
    context = browser.new_context(
        base_url=base_url, viewport=NARROW, is_mobile=True, has_touch=True, locale="fr-FR",
        service_workers="block",
    )  # fmt: skip
    pg = context.new_page()
    yield pg
    context.close()


def _check_battlefields(page: Any) -> None:
    fields = page.locator(".board .battlefield")
    assert fields.count() == 2
    autel = page.locator('.battlefield[data-battlefield="autel"]')
    assert "Champ de bataille Autel" in autel.locator("h4").inner_text()
    status = autel.locator(".bf-status").inner_text()
    assert "Contrôlé par A" in status and "non contesté" in status  # 469.1.b: A took control
    assert "Marqué ce tour par A" in autel.inner_text()  # 470
    sides = autel.locator(".bf-side")
    assert sides.count() == 2
    mine = autel.locator('.bf-side[data-player="A"]')
    assert "(contrôleur)" in mine.locator(".bf-side-head").inner_text()
    assert "2 unités, puissance totale 4" in mine.inner_text()
    u1, u2 = mine.locator(".unit").nth(0).inner_text(), mine.locator(".unit").nth(1).inner_text()
    assert "[u1]" in u1 and "puissance 2" in u1 and "1 dégât" in u1 and "épuisée" in u1
    assert "[u2]" in u2 and "étourdie" in u2 and "dégât" not in u2 and "épuisée" not in u2
    theirs = autel.locator('.bf-side[data-player="B"]').inner_text()
    assert "Géant" in theirs and "puissance 5" in theirs
    pont = page.locator('.battlefield[data-battlefield="pont"]')
    assert "Sans contrôleur" in pont.locator(".bf-status").inner_text()
    assert "2 dégâts" in pont.inner_text() and "Marqué" not in pont.inner_text()
    # each battlefield is a section named by its heading, for screen readers
    assert autel.get_attribute("aria-labelledby") != pont.get_attribute("aria-labelledby")


def _fits(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= NARROW["width"], f"la page déborde à {NARROW['width']} px ({width} px)"
    box = page.locator('.battlefield[data-battlefield="autel"]').bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= NARROW["width"]


def _axe(page: Any, axe_source: str) -> list[str]:
    page.evaluate(axe_source)
    found = page.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then(r => r.violations)"
    )
    return [f"{v['id']} ({v['impact']})" for v in found if v["impact"] in ("serious", "critical")]


def test_the_scenario_page_draws_each_battlefield_on_a_phone(phone: Any, axe_source: str) -> None:
    phone.goto("/scenarios")
    phone.fill("#board", BOARD)
    phone.click("form.editor button:has-text('Exécuter')")
    phone.wait_for_selector(".result .board .battlefield")
    _check_battlefields(phone)
    _fits(phone)
    assert not _axe(phone, axe_source)


def test_the_ask_page_draws_the_same_battlefields(phone: Any, axe_source: str) -> None:
    phone.goto("/demander")
    phone.fill("#question", "Qui contrôle l'Autel ?")
    phone.click("details summary")
    phone.fill("#board", BOARD)
    phone.click("form.ask button[type=submit]")
    phone.wait_for_selector("#plateau-final")
    _check_battlefields(phone)
    _fits(phone)
    assert not _axe(phone, axe_source)
