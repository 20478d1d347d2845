"""The rules engine: a deterministic `Game` (`game.py`) changed only through actions
(`actions.py`), each rule family in its own module citing its rule numbers: `draw` (413,
440, 431.1.c, 436), `burnout` (431), `exhaust` (414, 415), `move` (144, 420, 445-453),
`removal` (416, 422, 427, 428), `scoring` (193-195, 471-472, 489.8), `turn` (315-317),
`cleanup` (318-323). `choices` is the one choice interface, `limits` holds the step limit,
`state_paths` reads the spec's expectation paths, `events` the typed log."""
