"""The rules engine: a deterministic `Game` (`game.py`) changed only through actions
(`actions.py`), each rule family in its own module citing its rule numbers: `draw` (413,
440, 431.1.c, 436), `burnout` (431), `exhaust` (414, 415), `move` (144, 420, 445-453),
`removal` (416, 422, 427, 428), `scoring` (193-195, 471-472, 489.8), `turn` (315-317),
`cleanup` (318-323), `replacement` (367-371). `choices` is the one choice interface, `limits`
holds the step limit, `state_paths` reads the spec's expectation paths, `events` the typed log.

Where the next features plug in (a design note; none of these is built yet):

- A new verb (`play`, `activate`, `pass`, `resolve`, `take_control`, `conquer`, `hold`) is a
  frozen `Action`, one entry in `game._performers` (the change) and, when it can be illegal,
  one in `game._legality_checks` (the query, no side effect: an illegal target is refused with
  a reason that names no hidden card, so the refusal gives zero information); then
  `scenario.verbs.to_action` builds it and it leaves `schema.NOT_MODELLED_VERBS`.
- Playing a card: compute the cost in rule order (`cost_computed`), take `snapshot =
  game.copy()`, pay from runes and the rune pool (`cost_paid`); if payment fails, the
  board goes back to the snapshot and a `play_cancelled` event is logged. `copy()` is exact
  (random generator state included) and shares what never changes (logged events, card
  definitions): about 0.3 ms for a 55-card board. What is missing is a
  `Game.restore(snapshot)` that takes the snapshot's board but keeps the log.
- The chain: `game.chain` holds `ChainItem`s bottom first, `pending` until finalized. Priority
  and focus (who may act, who passed) belong to the game state next to `turn`; an item will
  carry its targets and the `choices` answered when it was put on the chain. Resolving
  ticks one step per item, like every loop (`limits`).
- Triggered, delayed and optional abilities: collected after each change from the events
  logged since the last collection (the log is the truth, STYLE habit 3), put in order with
  `game.choose(player, "trigger_order", …)`, an optional one asked with
  `game.choose(player, "optional_trigger", ["oui", "non"])` (`trigger_declined` when refused).
- Replacement effects: `replacement.replaced(game, Pending(kind, data))` is the one point
  where an event is rewritten before it happens (370.1.c); burn out (431.5) is the rules'
  own replacement (`burnout.BURN_OUT`, installed in every game) and is reached only through
  it. Kill, damage, moves and entering the board will ask the same question before they
  change the board; points from a second burn out must skip it (431.3.b).
- Abilities as data: `CardDef.abilities` holds the catalogue's declarations; an interpreter
  will turn them into `Replacement`s, trigger listeners and activated abilities, and report a
  card it cannot express as not modelled (`NotModelledError`), never guessed.
- Battlefields: `Battlefield` has its controller, who scored there this turn (470) and units
  by controller; the beginning phase holds them (`scoring.hold_battlefields`, 315.2.b.2); conquest
  and the final point (471.1.b) replace the `NotModelledError` of `scoring.do_gain_points`, hold
  abilities (471.2.b) the one of `scoring.hold_battlefields`; combat adds a
  showdown state to `Battlefield` and its lethal damage already dies at cleanup (323.5).
- State checks stay in `cleanup.run_cleanup`, run after every action and at the expiration
  step; the only win outside it is repeated burn out (431.3.c.1, `GameOver`).
"""
