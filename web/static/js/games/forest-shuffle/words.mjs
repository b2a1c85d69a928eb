// Small helpers for the screen's and the log's words.

/** `n` and its noun: "1 card", "2 cards". */
export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
