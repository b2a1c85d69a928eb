// Moves sent and not yet answered: each is a promise, settled by the server's answer
// (its update carrying the move's id, or an error frame with that id) or by a timeout.

import { t } from "./i18n.mjs";

export class PendingMoves {
  constructor(timeoutMs) {
    this.timeoutMs = timeoutMs;
    this.waiting = new Map(); // move id -> {resolve, reject, timer}
  }

  get size() {
    return this.waiting.size;
  }

  /**
   * A promise for move `id`: resolved by acknowledge(id); rejected by refuse(id, reason), or
   * after the timeout with "no answer from the server." (then `onTimeout()` is called).
   */
  add(id, onTimeout) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(t("no answer from the server.")));
        onTimeout();
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
    });
  }

  /** Resolve move `id`'s promise (with `value`); false when no such move is waiting. */
  acknowledge(id, value = undefined) {
    return this.settle(id, (wait) => wait.resolve(value));
  }

  /** Reject move `id`'s promise with an Error saying `reason`; false when none is waiting. */
  refuse(id, reason) {
    return this.settle(id, (wait) => wait.reject(new Error(reason)));
  }

  settle(id, end) {
    const wait = this.waiting.get(id);
    if (!wait) return false;
    clearTimeout(wait.timer);
    this.waiting.delete(id);
    end(wait);
    return true;
  }
}
