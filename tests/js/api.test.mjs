import assert from "node:assert/strict";
import { test } from "node:test";

import { ApiError, api, getSession, request, setSession } from "../../web/static/js/api.mjs";

/** Answer every fetch with `reply(path, options)` ({status, body} or a thrown error); the calls are kept. */
function serve(reply) {
  const calls = [];
  globalThis.fetch = async (path, options) => {
    calls.push({ path, ...options });
    const { status = 200, body = null } = reply(path, options);
    return {
      status,
      ok: status < 400,
      json: async () => (typeof body === "string" ? JSON.parse(body) : body),
    };
  };
  return calls;
}

test("JSON goes out and comes back; the CSRF token of the session goes on every change", async () => {
  setSession(null);
  const calls = serve((path) => ({ body: path === "/api/session" ? { user: null, csrf: "t0k" } : { id: 5 } }));
  assert.deepEqual(await getSession(), { user: null, csrf: "t0k" });
  assert.deepEqual(await api.post("/api/tables", { seats: 2 }), { id: 5 });
  await api.get("/api/tables/5");
  const [, post, get] = calls;
  assert.equal(post.method, "POST");
  assert.equal(post.body, '{"seats":2}');
  assert.equal(post.headers["X-CSRF-Token"], "t0k");
  assert.equal(post.headers["Content-Type"], "application/json");
  assert.equal(get.headers["X-CSRF-Token"], undefined, "a GET changes nothing");
  await getSession();
  assert.equal(calls.length, 3, "the session is asked once");
  await getSession(true);
  assert.equal(calls.length, 4, "unless asked afresh");
});

test("an error answer is an ApiError with the server's reason and code", async () => {
  serve(() => ({ status: 409, body: { detail: "The table is full.", error: "conflict" } }));
  await assert.rejects(request("POST", "/api/tables/1/join", {}), (error) => {
    assert.ok(error instanceof ApiError);
    assert.deepEqual([error.status, error.code, error.message], [409, "conflict", "The table is full."]);
    return true;
  });
  serve(() => ({ status: 500, body: "not json" }));
  await assert.rejects(api.get("/x"), { message: "The server answered 500.", code: "error" });
});

test("no content is null; no server is an offline ApiError", async () => {
  serve(() => ({ status: 204 }));
  assert.equal(await api.del("/api/session"), null);
  globalThis.fetch = async () => {
    throw new TypeError("network");
  };
  await assert.rejects(api.get("/x"), { status: 0, code: "offline" });
});
