"""The hard level's part in the search (`server.games.search`): candidates and rollout
policy.

When it chooses its action (or the Mole's next play), the bot searches the few best
plans of the greedy player and drawing (the one plan whose worth the greedy value
guesses most). A world deals what the seat cannot see again (other hands, the deck,
sapling faces, caves); a rollout plays the plan, finishes the turn greedily and lets
every seat play on greedily until the end of the bot's own next turn; the evaluation is
the bot's lead (`value.lead`). It also searches whether to use an effect or bonus that
draws while a card drawn may end the game. Every other step is the greedy player's
choice, which is what the plans assumed.
"""

from __future__ import annotations

from server.games.base import JSON
from server.games.forest_shuffle import rules
from server.games.forest_shuffle.bots.plan import PLANNED, Turn, greedy_move, may_end, play_turn
from server.games.forest_shuffle.state import State, Step, step
from server.games.search import Plan

BUDGET = 1.0
CANDIDATES = 5
DRAWS = ("draw", "take")


def candidates(s: State, seat: int, _moves: list[JSON]) -> list[Plan]:
    """The plans worth searching in `s`: the best by their greedy gain, and drawing; using
    and skipping a draw that may end the game; in another step, the greedy move alone."""
    if step(s) == Step.USE and may_end(s):
        return [Plan(0.0, ({"type": kind},)) for kind in ("use", "skip")]
    if step(s) not in PLANNED:
        return [Plan(0.0, (greedy_move(s, seat),))]
    found = sorted(Turn(s, seat).plans(), key=lambda plan: -plan.gain)
    kept = found[:CANDIDATES]
    draws = [p for p in found if p.moves[0]["type"] in DRAWS]
    if draws and draws[0] not in kept:
        kept[-1] = draws[0]
    return kept


def play(s: State, seat: int, plan: Plan) -> State:
    """`s` after `seat` plays `plan` (as far as its turn goes) and the rest of its turn
    greedily."""
    for move in plan.moves:
        if s.current != seat:
            break
        s, _ = rules.apply(s, seat, move)
    return play_turn(s, seat)
