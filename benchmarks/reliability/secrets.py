"""What each seat may not know at each version of a Renature game, and a detector that
finds any of it in a message sent to that seat.

Secrets, while the game runs: every domino the observer has never held and that is not on
the board (other hands, every reserve, the box), found by its id (`"domino": d`, `"id": d`
beside `"animals"`, "domino d" in text) or by its animal pair (each pair is one domino);
token backs (`"back"`, `"backs"`) anywhere but under the observer's own seat or its own
events; the box's lists; the seed, as decimal text anywhere in the bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from server.games import registry
from server.games.line import Move, apply_move
from server.games.renature.components import COMPONENTS as C
from server.games.renature.state import Phase

GAME = registry.get("renature")
PAIR = {tuple(sorted(pair)): d for d, pair in enumerate(C.dominoes)}
DOMINO_TEXT = re.compile(r"domino\D{0,4}(\d+)", re.IGNORECASE)


@dataclass(frozen=True)
class Known:
    """What may be sent to one observer at one version."""

    seat: int | None
    over: bool
    seed: int
    secret_dominoes: frozenset[int]


class Timeline:
    """The engine's states of one game, replayed from its setup and moves: what each
    observer may know at each version."""

    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        self.players = players
        self.seed = seed
        self.state = GAME.new(players, seed, options)
        self.held: list[set[int]] = [set(p.hand) for p in self.state.players]
        self.known: list[dict[int | None, Known]] = [self._known()]

    def advance(self, seat: int, move: Move) -> None:
        """Apply the next move of the game."""
        self.state, _ = apply_move(GAME, self.state, seat, move)
        for held, player in zip(self.held, self.state.players, strict=True):
            held.update(player.hand)
        self.known.append(self._known())

    def _known(self) -> dict[int | None, Known]:
        s = self.state
        placed = {d for d, _, _ in s.placed}
        every = set(range(len(C.dominoes)))
        over = s.phase == Phase.OVER
        return {
            seat: Known(
                seat,
                over,
                s.seed,
                frozenset() if over else frozenset(every - placed - self._held(seat)),
            )
            for seat in (*range(self.players), None)
        }

    def _held(self, seat: int | None) -> set[int]:
        return set() if seat is None else self.held[seat]


def leaks(raw: str, message: Any, known: Known) -> list[str]:
    """Every secret of `known` that the message (its text `raw`, parsed `message`) shows."""
    if known.over:
        return []
    found = []
    if str(known.seed) in raw:
        found.append("the seed")
    roots: list[tuple[list[Any], Any]] = [([], message)]
    if isinstance(message, dict) and message.get("type") == "update":
        roots = [(list(op[0]), op[1]) for op in message["patch"] if len(op) == 2]
        roots.append((["events"], message["events"]))
    elif isinstance(message, dict) and "view" in message:
        roots = [([], message["view"])]
    for path, node in roots:
        found += _walk(node, path, False, known)
    return found


def _named_in_text(text: str, path: list[Any], known: Known) -> list[str]:
    """Secret dominoes named in `text` at `path`."""
    return [
        f"domino {number} named in text at {path}"
        for number in DOMINO_TEXT.findall(text)
        if int(number) in known.secret_dominoes
    ]


def _walk(node: Any, path: list[Any], own: bool, known: Known) -> list[str]:
    """Leaks in `node` at `path`; `own`: inside the observer's seat or its own event."""
    found: list[str] = []
    if isinstance(node, str):
        return _named_in_text(node, path, known)
    if isinstance(node, list):
        for i, item in enumerate(node):
            found += _walk(item, [*path, i], own, known)
        return found
    if not isinstance(node, dict):
        return found
    own = own or path[:2] == ["seats", known.seat] or _event_of(node, known.seat)
    for key in ("domino_list", "token_list"):
        if key in node:
            found.append(f"{key} at {path}")
    if ("back" in node or "backs" in node) and not own:
        found.append(f"a token back at {path}")
    for domino in _dominoes(node):
        if domino in known.secret_dominoes:
            found.append(f"domino {domino} at {path}")
    for key, value in node.items():
        found += _walk(value, [*path, key], own, known)
    return found


def _event_of(node: dict[str, Any], seat: int | None) -> bool:
    return seat is not None and "type" in node and node.get("seat") == seat


def _dominoes(node: dict[str, Any]) -> list[int]:
    """The dominoes a dict names: by `domino`, by `id` beside `animals`, by its pair."""
    named = []
    if isinstance(node.get("domino"), int):
        named.append(node["domino"])
    if "animals" in node and isinstance(node.get("id"), int):
        named.append(node["id"])
    pair = node.get("animals")
    if isinstance(pair, list) and len(pair) == 2 and all(isinstance(a, int) for a in pair):
        found = PAIR.get((min(pair), max(pair)))
        if found is not None:
            named.append(found)
    return named
