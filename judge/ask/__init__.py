"""`judge ask`: a question (and a board) → rule excerpts and the simulated outcome, linked both ways.

`answer` holds the question-to-answer flow; `relevance` keeps the excerpts that fit, `rules`
the rules the simulation applied, `verdict` the short French verdict, `render` the terminal
output, `choices` the pending choices, `cards` the cards the engine does not model, `scope`
the questions the rules do not cover.
"""

from judge.ask.answer import MAX_QUESTION, Answer, AppliedRule, ask, cmd_ask, run_board

__all__ = ["MAX_QUESTION", "Answer", "AppliedRule", "ask", "cmd_ask", "run_board"]
