"""The rules engine: a deterministic `Game` (`game.py`) changed only through actions.

The shape (docs/architecture.md walks through it in French):

- `registry`: each scenario verb declared once, in the rule module that performs it (written
  arguments, typed `Action`, legality query, performer, candidates, French name, doc line); the
  loader, the reference checks, the renderer, the docs and `Game.apply` read it. Every verb of
  the format is modelled.
- `game`: the container, the log, the seeded generator, `legality`/`legal_actions` (queries),
  `apply` (a transaction through `snapshot`), `answer` (resumes a pending `decisions.Decision`),
  `outcome` (an `outcome.Outcome` value). It imports no rule module.
- `zones`: the one card-moving primitive, through the replacement step (`replacement`), logging
  the event; `events` and `payloads`: the kinds and one typed payload per kind; `choices`: the
  answers of one action; `limits`: the step limit; `state_paths`: the spec's expectation paths.
- Rule modules, each citing its rules: `draw` (413, 440, 431.1.c, 436), `burnout` (431),
  `exhaust` (414, 415), `move` (144, 420, 445-453), `removal` (416, 422, 427, 428), `scoring`
  (193-195, 471-472, 489.8), `turn` (315-317), `cleanup` (318-323, the one state check point,
  registered in `registry.STATE_CHECKS`), `play`/`costs`/`chain` (349-359, 325-340: playing,
  paying, priority), `effects` (the instructions of abilities), `triggers`/`trigger_items`
  (382-397, 411), `replacement`/`replacements_cards` (367-375, 443), `tokens` (179-187),
  `showdown`/`combat`/`combat_damage` (341-348, 459-466), `battlefields` (188-192, 467-472).

How a feature plugs in:

- A new verb: its module declares it with `registry.register` (and its `Action` beside it).
  Nothing else changes.
- Paying a cost: inside a performer, a failed payment raises `RulesError(code="cost_unpaid")`;
  `apply` rewinds the whole play exactly (board, log, generator), so there is no manual undo.
- Choices: `game.choose(player, NAME, options, rules)` or, for a structured answer (a damage
  split), `game.choose_value(player, NAME, check, rules)`; NAME is documented in
  `decisions.CHOICE_NAMES` (e.g. `trigger_order`, `use_trigger`). Unanswered, the game
  waits on a `Decision`; `game.answer(value)` resumes it.
- Replacement effects: `zones` asks `replacement.replaced` before every move; burn out (431.5,
  `burnout.BURN_OUT`) is the rules' own, in `registry.RULES_REPLACEMENTS`.
- Triggers: a rule module calls `triggers.happened(game, key, cards=, player=, battlefield=)` once
  the action a trigger condition names is done; `trigger_items.settle` (the last state check) puts
  what triggered on the chain as pending items and finalizes them (383, 337).
- What the engine cannot do yet (a construct of a card's text that it does not run): a legality
  query returns `events.NotModelled`, or the performer raises `NotModelledError` naming the card;
  the run stops with `not_modelled` and the action is rewound, never silently vanilla.
"""
