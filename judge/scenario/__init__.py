"""Scenario files (spec/scenario-format.md): load, run, check, report.

Public API: `loader.load_text(text, filename)` / `loader.load_file(path)` → `Scenario`
(raise `ScenarioError` with file and line); `runner.run_text(text, filename=...)`,
`runner.run_file(path)`, `runner.run_scenario(scenario)` → `RunResult` (`ok`, `events`,
`state`, `failures`, `error`, `to_json()`); `commands.cmd_run` / `cmd_check` for the CLI;
`pytest_plugin` collects `scenarios/**/*.yaml`.

`rules:` must exist in the corpus (`rules_list`): when the loaded corpus
(`judge.corpus.store.load_corpus()`) holds the official Core Rules (`judge corpus import`), an
unknown rule number is a `ScenarioError` naming the file, the line and the closest existing
numbers; with only the embedded corpus, which holds the seed excerpts and not the whole
rules, only the form of a number is checked and a number it cannot verify is accepted. A
passage id (`seed:000:4`) is checked when its document is in the corpus. The corpus is
imported lazily and loaded only when it can verify something, so runs stay fast.

Any malformed text (YAML syntax, a control character or tab, a value a YAML tag cannot read,
an anchor inside itself, a wrong type anywhere) is a `ScenarioError` with the file and line,
never another exception (tests/test_scenario_fuzz.py). Limits the spec leaves open: one
anonymous-card count stands for at most `schema.MAX_CARD_COUNT` (1000) cards, a file expands
to at most `yaml_nodes.NODE_LIMIT` values, and `exhausted`/`standard` must be `true`/`false`.

Extensions to the format (the spec allows them; nothing of it is renamed or removed):

- verb `predict: {player, count (default 1), then}` (436), like `look` but citing 436;
- `then:` after look/reveal/predict: a list of `{to: hand|trash|banishment|main_deck_top|
  main_deck_bottom, count: N}`, applied in order to the cards seen; a part that needs
  more cards than were seen is skipped (431.1.c.1);
- `target`/`targets`, `unit`/`units`, and `card` + `from` (+ `player`) for card arguments;
- `choices:` items may be `NAME: ANSWER` (e.g. `burnout_opponent: D`) to name the choice;
  an answer never asked for stops the run with `unused_choice`; an answer the rules do not
  allow (a teammate as the burn-out opponent) with `illegal_action`;
- expectation paths `players.ID.runes[.count]`, `battlefields.ALIAS.units.ID` (names),
  `battlefields.ALIAS.scored_this_turn`, `turn.player|phase|number`, `cards.ALIAS.owner|buffs`;
- an `expect.events` item may name `rule: "431.2.c"` (the event cites it or a sub-rule);
- `next_phase` runs the next phase's tasks (awaken, beginning, channel, draw, main, ending);
- `resolve: all` and `resolve: N` read as `{all: true}` / `{count: N}` (still `not_modelled`);
- in `2v2`, `points` written on one teammate only is the team's score (489.8.d.1); two
  different written values are an error;
- a battlefield without `id` may be named in French or English wherever it is referred to
  (`move.to`, `battlefields.NAME…`, `battlefield:NAME` zones, event `to`/`from`);
- `cards.ALIAS.*` of a token that ceased to exist (186.1) is `null`;
- an event pattern's fields read as the action is written (`event_match`): `card:` matches
  one of an event's `cards`, `cards:` a list in any order, `to:`/`from:` the `to_zone`/
  `from_zone` (a battlefield alias with or without `battlefield:`), `count:` a gain_point's
  `amount`, and a card by `id`, French or English name.
"""
