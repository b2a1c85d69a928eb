// The server's HTTP API: JSON in and out, the CSRF token on every change, and errors as
// ApiError with the server's reason.

import { t } from "./i18n.mjs";

export class ApiError extends Error {
  constructor(status, code, detail) {
    super(detail);
    this.status = status;
    this.code = code;
  }
}

let session = null;

/** The signed-in user and CSRF token: {user: {id, name, guest} | null, csrf}. */
export async function getSession(fresh = false) {
  if (!session || fresh) session = await request("GET", "/api/session");
  return session;
}

/** Remember the session an account call answered with. */
export function setSession(value) {
  session = value;
}

export async function request(method, path, body) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && session?.csrf) headers["X-CSRF-Token"] = session.csrf;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "offline", t("The server cannot be reached. Check your connection."));
  }
  if (response.status === 204) return null;
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const detail = data?.detail ?? t("The server answered {status}.", { status: response.status });
    throw new ApiError(response.status, data?.error ?? "error", detail);
  }
  return data;
}

export const api = {
  get: (path) => request("GET", path),
  post: (path, body = {}) => request("POST", path, body),
  put: (path, body = {}) => request("PUT", path, body),
  del: (path, body) => request("DELETE", path, body),
};
