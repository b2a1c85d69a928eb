"""Bad input, fuzzed: every HTTP endpoint from the OpenAPI document (schemathesis), and every
websocket frame type with random, malformed, oversized, deeply nested, wrongly typed and
unicode values (Hypothesis). Never a 500 or a dropped socket, and a refusal changes nothing.

The default run tries 100 frames and 5 requests per endpoint (with and without a session);
FUZZ=full tries 2,000 frames and 100 requests per endpoint, the same checks on more input.
"""

from __future__ import annotations

import json
import os
from typing import Any

import orjson
import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error

from tests.support.players import Person, started_game

FULL = os.environ.get("FUZZ") == "full"
FRAMES = 2000 if FULL else 100
REQUESTS = 100 if FULL else 5
TYPES = ["subscribe", "unsubscribe", "move", "legal_moves", "history", "ping"]
ANSWERS = {"pong", "error", "full", "update", "legal_moves", "history"}
FIELDS = ["type", "game", "version", "seat", "move", "id", "extra"]
scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=40)
    | st.sampled_from(["<script>alert(1)</script>", "\u202e\ud7ff\U0010ffff", "", "1e999"])
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=30,
)
frames = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)},
    optional={name: values for name in FIELDS[1:]}
    | {"game": st.integers(min_value=-5, max_value=2**40) | values},
)


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_websocket_frames(app: FastAPI, client: TestClient) -> None:
    people, game_id = started_game(client, 2)
    room = app.state.hub.rooms[game_id]
    tried = 0
    with people[0].socket() as ws:

        @settings(max_examples=FRAMES, deadline=None, suppress_health_check=list(HealthCheck))
        @given(frame=frames | st.text(max_size=200).map(lambda t: {"raw": t}))
        def one(frame: dict[str, Any]) -> None:
            nonlocal tried
            tried += 1
            text = frame["raw"] if "raw" in frame else json.dumps(frame, ensure_ascii=False)
            ws.send_text(text)
            if frame.get("type") in {"subscribe", "unsubscribe"} and "raw" not in frame:
                ws.send_text(json.dumps({"type": "unsubscribe", "game": game_id}))
            ws.send_text('{"type":"ping"}')
            pongs = 2 if frame == {"type": "ping"} else 1
            while pongs:
                answer = orjson.loads(ws.receive_text())
                assert answer["type"] in {
                    "pong",
                    "error",
                    "full",
                    "update",
                    "legal_moves",
                    "history",
                }
                pongs -= answer["type"] == "pong"
            assert room.version == 0

        one()
        for text in (nested(5000), '{"type":"move","move":' + nested(2000) + "}", "\x00"):
            ws.send_text(text)
            assert orjson.loads(ws.receive_text())["type"] == "error"
    assert tried >= FRAMES


@pytest.fixture
def api_schema(app: FastAPI, client: TestClient) -> Any:
    people, _ = started_game(client, 2)
    api_schema.person = people[0]  # type: ignore[attr-defined]
    return schemathesis.openapi.from_asgi("/openapi.json", app)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=REQUESTS, deadline=None, suppress_health_check=list(HealthCheck))
def test_http_endpoints(case: Any) -> None:
    person: Person = api_schema.person  # type: ignore[attr-defined]
    headers = {"cookie": f"session={person.cookie}", "x-csrf-token": person.csrf or ""}
    for sent in ({}, headers):
        response = case.call(headers=sent)
        case.validate_response(response, checks=[not_a_server_error])


def test_html_in_page_paths_is_escaped(client: TestClient) -> None:
    evil = "<img src=x onerror=alert(1)>"
    for path in ("/invite/", "/rules/", "/players/", "/leaderboard/", "/reset/"):
        assert evil not in client.get(f"{path}{evil}").text, path
    assert "&lt;img" in client.get(f"/players/{evil}").text  # named back, escaped
