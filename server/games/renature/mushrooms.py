"""The Valley's tree stumps and mushrooms.

Covering a tree stump with either half of a domino lets the player take a mushroom token
(while any lie beside the board) and place it at once on a site, or leave it (it goes to
the box; with no site it goes there at once). A site is a free meadow space (no domino,
no mushroom) that is not a pond, a stump or a cloud space, orthogonally beside an area
space (a mushroom counts). The mushroom becomes an area space and joins every area it
touches (see `board.Areas` for the ids of joined areas).
"""

from __future__ import annotations

from server.games.base import IllegalMove
from server.games.renature.board import with_mushroom
from server.games.renature.cells import name
from server.games.renature.state import State


def covered_stump(s: State, cells: tuple[int, ...]) -> int | None:
    """The stump among `cells` (a domino just placed) whose mushroom the player may take,
    or None (no stump there, or no mushroom left beside the board)."""
    if not s.mushroom_supply:
        return None
    return next((c for c in cells if c in s.board.stumps), None)


def is_site(s: State, cell: int) -> bool:
    """Whether a mushroom may go on `cell` now."""
    return cell in s.board.site_spaces and _free_beside_area(s, cell)


def _free_beside_area(s: State, cell: int) -> bool:
    return s.animals[cell] < 0 and s.areas.of[cell] is None and bool(s.areas.beside[cell])


def sites(s: State) -> list[int]:
    """Every cell a mushroom may go on now, in reading order."""
    return [c for c in s.board.site_spaces if _free_beside_area(s, c)]


def why_not_site(s: State, cell: int) -> IllegalMove:
    """Why a mushroom may not go on `cell` (which is not a site), in words."""
    b, where = s.board, name(cell)
    if s.areas.of[cell] is not None:
        return IllegalMove("{cell} is an area space already.", cell=where)
    if s.animals[cell] >= 0:
        return IllegalMove("{cell} is covered by a domino.", cell=where)
    if cell in b.starts:
        return IllegalMove("{cell} is a pond (a starting space).", cell=where)
    if cell in b.stumps:
        return IllegalMove("{cell} is a tree stump.", cell=where)
    if cell in b.clouds:
        return IllegalMove("{cell} is a cloud space.", cell=where)
    return IllegalMove("{cell} is not beside an area space.", cell=where)


def put_mushroom(s: State, cell: int) -> list[str]:
    """Place the mushroom taken this turn on the site `cell`: it becomes an area space
    and joins the areas it touches. Returns the ids of the areas it touched."""
    touched = sorted({a for j in s.areas.beside[cell] if (a := s.areas.of[j])})
    s.mushrooms += (cell,)
    s.mushroom_supply -= 1
    s.areas = with_mushroom(s.areas, cell)
    s.frontier = s.frontier.difference((cell,))
    s.stump = None
    return touched


def box_mushroom(s: State) -> None:
    """The mushroom taken this turn goes to the box (declined, or no site)."""
    s.mushroom_supply -= 1
    s.box_mushrooms += 1
    s.stump = None
