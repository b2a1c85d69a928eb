"""What one seat, or a spectator, may see of a Renature state.

Hidden while the game runs: other seats' hands, every reserve's order and content, the
backs of area tokens (but a seat's own collected ones), the box's contents and the seed.
Once the game is over everything is shown.
"""

from __future__ import annotations

from server.games.renature.components import COMPONENTS as C
from server.games.renature.components import SIZE
from server.games.renature.scoring import result
from server.games.renature.state import Phase, Player, State, plant_name

STATIC = {
    "rows": list(C.rows),
    "starts": sorted(list(divmod(i, SIZE)) for i in C.starts),
    "area_sizes": C.area_size,
    "animals": list(C.animals),
    "kinds": list(C.kinds),
}


PLAYER_BOARDS = {
    n: {"own": list(b.own), "neutral": list(b.neutral), "clouds": b.clouds}
    for n, b in C.boards.items()
}


def key(cell: int) -> str:
    """A cell's key in a view: "row,col"."""
    r, c = divmod(cell, SIZE)
    return f"{r},{c}"


def view(s: State, seat: int | None) -> dict:
    """The view of `seat` (None: a spectator), JSON-ready."""
    over = s.phase == Phase.OVER
    out = {
        "game": "renature",
        "seat": seat,
        "board": STATIC,
        "player_board": PLAYER_BOARDS[len(s.players)],
        "current": s.current,
        "phase": s.phase,
        "joker": s.joker,
        "turn": turn_part(s),
        "animals": {key(i): a for i, a in enumerate(s.animals) if a >= 0},
        "dominoes": [domino_part(p) for p in s.placed],
        "plants": {key(i): plant_part(s, i) for i in s.plants},
        "clouds": {key(i): n for i, n in s.clouds.items()},
        "areas": {a: area_part(s, a) for a in C.area_names},
        "seats": [seat_part(s, i, seat) for i in range(len(s.players))],
        "box": box_part(s),
        "result": result(s),
    }
    if over:
        out["seed"] = s.seed
    return out


def turn_part(s: State) -> dict:
    return {
        "domino": [list(divmod(i, SIZE)) for i in s.turn_domino] if s.turn_domino else None,
        "closing": s.closing,
        "planted": list(divmod(s.planted, SIZE)) if s.planted is not None else None,
        "pending_clouds": s.pending_clouds,
        "number": s.turns,
    }


def domino_part(placed: tuple[int, int, int]) -> list:
    _, f, g = placed
    return [list(divmod(f, SIZE)), list(divmod(g, SIZE))]


def plant_part(s: State, cell: int) -> list[str]:
    return list(plant_name(*s.plants[cell], s))


def area_part(s: State, area: str) -> dict:
    token = s.tokens.get(area)
    cell = s.token_cells[area]
    return {
        "closed": area in s.closed,
        "token": None
        if token is None
        else {"main": C.tokens[token].main, "minor": C.tokens[token].minor},
        "token_cell": None if cell is None else list(divmod(cell, SIZE)),
    }


def seat_part(s: State, i: int, seat: int | None) -> dict:
    p: Player = s.players[i]
    mine = seat == i or s.phase == Phase.OVER
    return {
        "colour": p.colour,
        "score": p.score,
        "points": dict(p.points) if s.phase == Phase.OVER else _public_points(p),
        "hand": [{"id": d, "animals": list(C.dominoes[d])} for d in p.hand] if mine else None,
        "hand_count": len(p.hand),
        "reserve_count": len(p.reserve),
        "own": list(p.own),
        "neutral": list(p.neutral),
        "clouds": p.clouds,
        "tokens": [
            {"area": area, "main": C.tokens[t].main, "minor": C.tokens[t].minor}
            | ({"back": C.tokens[t].back} if mine else {})
            for area, t in p.tokens
        ],
    }


def _public_points(p: Player) -> dict:
    return {k: v for k, v in p.points.items() if k != "backs"}


def box_part(s: State) -> dict:
    out: dict = {
        "dominoes": len(s.box_dominoes),
        "tokens": len(s.box_tokens),
        "clouds": s.box_clouds,
    }
    if s.phase == Phase.OVER:
        out["domino_list"] = [list(C.dominoes[d]) for d in s.box_dominoes]
        out["token_list"] = [
            {"main": C.tokens[t].main, "minor": C.tokens[t].minor, "back": C.tokens[t].back}
            for t in s.box_tokens
        ]
    return out
