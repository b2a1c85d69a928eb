// The keyboard in a forest, in the forest's own layout: its trees in a row, left to right,
// each a cell with its four slots round it (top above, bottom below, left and right
// beside), and the place for a new tree after the last. The arrow keys move within a tree
// and on to the next or the previous one; Home and End go to the first and the last tree.

/** A cell's id: a tree's trunk ("2:tree"), one of its slots ("2:top"), or NEW_TREE. */
export const cellId = (tree, part) => `${tree}:${part}`;
export const NEW_TREE = "new";

/** Where each arrow leads from a part of a tree: a part of the same tree, or [step, part]:
 * that part of the tree `step` away. */
const WAYS = {
  tree: { ArrowUp: "top", ArrowDown: "bottom", ArrowLeft: "left", ArrowRight: "right" },
  top: { ArrowDown: "tree", ArrowLeft: [-1, "top"], ArrowRight: [1, "top"] },
  bottom: { ArrowUp: "tree", ArrowLeft: [-1, "bottom"], ArrowRight: [1, "bottom"] },
  left: { ArrowRight: "tree", ArrowLeft: [-1, "right"], ArrowUp: "top", ArrowDown: "bottom" },
  right: { ArrowLeft: "tree", ArrowRight: [1, "left"], ArrowUp: "top", ArrowDown: "bottom" },
};

/**
 * The cell that `key` leads to from cell `id` in a forest of `trees` trees (with the place
 * for a new tree after them when `newTree`), or null: the key leads nowhere from there.
 */
export function nextCell(id, key, trees, newTree) {
  const last = newTree ? NEW_TREE : trees ? cellId(trees - 1, "tree") : null;
  if (key === "Home") return trees ? cellId(0, "tree") : last;
  if (key === "End") return last;
  if (id === NEW_TREE) return key === "ArrowLeft" && trees ? cellId(trees - 1, "right") : null;
  const [at, part] = id.split(":");
  const way = WAYS[part]?.[key];
  if (!way) return null;
  if (typeof way === "string") return cellId(at, way);
  const tree = Number(at) + way[0];
  if (tree >= 0 && tree < trees) return cellId(tree, way[1]);
  return tree === trees && newTree && part === "right" ? NEW_TREE : null;
}
