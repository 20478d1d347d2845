"""Blocking work off the event loop, in a thread pool of bounded size.

A board run, a search or a page render is plain blocking Python: run on the event loop it
would make `/healthz` and every other request wait behind it (3.2 s were measured behind one
board). Routes without a body are plain `def` (Starlette runs them in its thread pool); routes
that read a body (`await request.body()`) hand their work to `off_loop`. Board runs have their
own, smaller pool (`BOARD_THREADS`), so that boards queue among themselves while a search still
finds a free thread.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import anyio.to_thread
from anyio import CapacityLimiter
from starlette.requests import Request

#: Boards simulated at once by one worker process; the others wait for a free thread.
BOARD_THREADS = 2

#: How long a thread may keep the interpreter before another one gets it (Python's default: 5 ms).
#: Measured with two heavy boards running: `/healthz` took 90 ms at the median with 5 ms, 3 ms with 1 ms,
#: the boards no slower: the event loop waits for the lock several times per request.
SWITCH_INTERVAL = 0.001

_T = TypeVar("_T")


def share_the_interpreter() -> None:
    """Let the event loop's thread take the interpreter lock back quickly from board threads."""
    sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))


def _board_limiter(request: Request) -> CapacityLimiter:
    """The app's limiter for board runs, made on first use inside the server's event loop."""
    state = request.app.state
    limiter: CapacityLimiter | None = getattr(state, "board_limiter", None)
    if limiter is None:
        limiter = CapacityLimiter(BOARD_THREADS)
        state.board_limiter = limiter
    return limiter


async def off_loop(request: Request, func: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
    """`func(*args, **kwargs)` in a worker thread of the board pool; the event loop keeps serving."""
    call = functools.partial(func, *args, **kwargs)
    return await anyio.to_thread.run_sync(call, limiter=_board_limiter(request))
