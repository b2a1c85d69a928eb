// Keeping a seat's view of any game up to date from the server's frames.
//
// A frame is {type: "full", version, view} or {type: "update", version, events, patch}.
// A patch is a list of ops: [path, value] sets the value at path (a path ending one past
// the end of a list appends to it); [path] deletes the key or list element at path
// (deleting a key that is absent does nothing).

export class PatchError extends Error {}

function walk(root, path) {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== "object" || !(key in node)) {
      throw new PatchError(`no ${JSON.stringify(key)} on the way to ${JSON.stringify(path)}`);
    }
    node = node[key];
  }
  if (node === null || typeof node !== "object") {
    throw new PatchError(`${JSON.stringify(path)} is not a list or an object`);
  }
  return node;
}

/** Apply one op to `root` in place. Throws PatchError when the path does not fit. */
function applyOp(root, op) {
  if (!Array.isArray(op) || !Array.isArray(op[0]) || op[0].length === 0 || op.length > 2) {
    throw new PatchError("an op is [path] or [path, value] with a non-empty path");
  }
  const [path] = op;
  const set = op.length === 2;
  const parent = walk(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (Array.isArray(parent)) {
    if (!Number.isInteger(key) || key < 0 || key > parent.length) {
      throw new PatchError(`index ${key} is outside a list of ${parent.length}`);
    }
    if (set) {
      parent[key] = op[1];
    } else if (key < parent.length) {
      parent.splice(key, 1);
    } else {
      throw new PatchError(`nothing to delete at index ${key}`);
    }
    return;
  }
  if (set) parent[key] = op[1];
  else delete parent[key];
}

/** Apply a list of ops to `root` in place and return it. */
export function applyPatch(root, ops) {
  for (const op of ops) applyOp(root, op);
  return root;
}

/**
 * One seat's view at one version.
 *
 * receive(frame) returns what happened:
 *   "full"    the view was replaced,
 *   "update"  the next version was applied (its events are in frame.events),
 *   "old"     a version we already have; nothing changed,
 *   "gap"     versions are missing: ask the server for everything after `version`;
 *             nothing changed,
 *   "broken"  the patch did not fit this view: ask the server for a full view; nothing
 *             changed.
 */
export class ViewSync {
  constructor() {
    this.version = null;
    this.view = null;
  }

  receive(frame) {
    if (frame.type === "full") {
      if (this.version !== null && frame.version < this.version) return "old";
      this.view = frame.view;
      this.version = frame.version;
      return "full";
    }
    if (this.version === null) return "gap";
    if (frame.version <= this.version) return "old";
    if (frame.version !== this.version + 1) return "gap";
    const copy = structuredClone(this.view);
    try {
      applyPatch(copy, frame.patch);
    } catch (error) {
      if (error instanceof PatchError) return "broken";
      throw error;
    }
    this.view = copy;
    this.version = frame.version;
    return "update";
  }
}
