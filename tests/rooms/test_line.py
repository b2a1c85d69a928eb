"""A game's line (server/games/line.py): stored moves replayed give the game as played; a
move tried changes nothing; a stored move the rules refuse is named; the end carries the
result as the line adjusts it; each seat sees its own events; the log, kept as text, gives
back the events as made."""

from __future__ import annotations

import pytest

from server.games import registry
from server.games.base import JSON, Event, IllegalMove, events_for
from server.games.line import UNDO, Line, Log, MoveList
from server.games.playout import random_game
from server.rooms.bots import Played, decisions

GAMES = ["renature", "cascadia", "forest-shuffle"]


def played(name: str, seed: int = 3) -> list[tuple[int, JSON]]:
    """The moves of a random 2-player game of `name` to its end."""
    game = registry.get(name)
    return [(seat, move) for _, seat, move, _, _ in random_game(game, 2, seed)]


@pytest.mark.parametrize("name", GAMES)
def test_replaying_stored_moves_gives_the_game_as_played(name: str) -> None:
    game = registry.get(name)
    line = Line.start(game, 2, 3, {})
    line.replay(played(name))
    last = list(random_game(game, 2, 3))[-1]
    assert game.dump(line.state) == game.dump(last[3])
    assert line.version == len(line.log) == len(played(name))
    assert line.current is None and line.result == game.result(line.state)
    assert line.seen(0, 1) == events_for(line.log[0], 0)
    assert [v for v, _ in line.events_seen(None)] == list(range(1, line.version + 1))


@pytest.mark.parametrize("name", GAMES)
def test_the_log_gives_back_every_versions_events_as_made(name: str) -> None:
    line = Line.start(registry.get(name), 2, 3, {})
    made = [line.apply(seat, move) for seat, move in played(name)]
    assert list(line.log) == made and line.log[-1] is made[-1]
    assert [line.log[v] for v in range(len(made))] == made


@pytest.mark.parametrize("count", [1, Log.CHUNK - 1, Log.CHUNK, Log.CHUNK + 1, 2 * Log.CHUNK])
def test_the_log_reads_back_each_version_across_its_compressed_runs(count: int) -> None:
    log = Log()
    made = [[Event({"type": "n", "n": n}), Event({"n": n}, n % 3, {"n": -1})] for n in range(count)]
    for events in made:
        log.append(events)
    assert len(log) == count and list(log) == made and [log[v] for v in range(count)] == made
    assert log[-1] is made[-1] and log[count - 1] is made[-1]


def test_a_move_tried_changes_nothing_until_the_line_advances() -> None:
    game = registry.get("renature")
    line = Line.start(game, 2, 3, {})
    seat, move = played("renature")[0]
    before = game.dump(line.state)
    step = line.try_move(seat, move)
    assert game.dump(line.state) == before and line.version == 0 and len(line.log) == 0
    assert line.advance(step) == step.events and line.version == 1


def test_a_stored_move_the_rules_refuse_is_named() -> None:
    line = Line.start(registry.get("renature"), 2, 3, {})
    moves = played("renature")[:2]
    with pytest.raises(ValueError, match=r"^move 3: "):
        line.replay([*moves, (moves[1][0], {"type": "fly"})])
    assert line.version == 2


def test_the_end_carries_the_result_as_adjusted() -> None:
    marked = Line.start(registry.get("renature"), 2, 3, {}, lambda r: r | {"adjusted": True})
    marked.replay(played("renature"))
    assert marked.result is not None and marked.result["adjusted"]
    ends = [e.data for e in marked.log[-1] if e.data.get("type") == "game_over"]
    assert ends and all(end["result"] == marked.result for end in ends)


@pytest.mark.parametrize("name", GAMES)
def test_a_step_taken_back_and_a_checkpoint(name: str) -> None:
    game = registry.get(name)
    line = Line.start(game, 2, 3, {})
    with pytest.raises(IllegalMove, match="no step of this turn to take back"):
        line.try_move(line.current or 0, UNDO)
    for seat, move in played(name):
        step = line.try_move(seat, move)
        if step.back:  # a step its seat may take back: undo gives the line before it
            before = game.dump(line.state)
            line.advance(step)
            with pytest.raises(IllegalMove, match="turn, not seat"):
                line.try_move(1 - seat, UNDO)
            line.apply(seat, UNDO)
            assert game.dump(line.state) == before and not line.undoable
            return
        line.advance(step)
    pytest.fail("no step of the game could be taken back")


def test_a_review_weighs_only_the_moves_that_stand() -> None:
    game = registry.get("renature")
    line = Line.start(game, 2, 3, {})
    stored: MoveList = []
    for seat, move in played("renature"):
        step = line.try_move(seat, move)
        line.advance(step)
        stored.append((seat, move))
        if step.back and not line.taken_back:
            line.apply(seat, UNDO)
            stored += [(seat, UNDO), (seat, move)]
            line.apply(seat, move)
    assert len(line.taken_back) == 2  # the step, and the undo that took it back
    standing = decisions(Played("renature", 2, 3, {}, stored), 0)
    assert standing and not {v + 1 for v, _ in standing} & line.taken_back


@pytest.mark.parametrize("name", GAMES)
def test_a_final_step_ends_the_turn_or_is_a_checkpoint(name: str) -> None:
    """`final` answers, without changing the line, whether a move could not be taken back:
    the moves that pass the turn are final, a step the seat may take back is not."""
    game = registry.get(name)
    line = Line.start(game, 2, 3, {})
    seen = set()
    for seat, move in played(name):
        version, state = line.version, game.dump(line.state)
        final = line.final(seat, move)
        assert (line.version, game.dump(line.state)) == (version, state)
        line.apply(seat, move)
        assert final != line.undoable
        if line.current != seat:
            assert final
        seen.add(final)
        if line.current is not None:
            assert not line.final(line.current, UNDO)
    assert seen == {True, False}
    with pytest.raises(IllegalMove):
        Line.start(game, 2, 3, {}).final(1, {"type": "nothing"})
