// Renature's drawings made once per size (../../sprites.mjs), so a redraw only copies pixels.

import { spriteCache } from "../../sprites.mjs";
import { drawAnimal, drawCloud, drawGround, drawMushroom, drawPlant, drawPond, drawStump, drawToken } from "./draw.mjs";

const sprite = spriteCache(800); // zooming makes new sizes: past 800 drawings they go

/** Copy the drawing `name` (made by `paint(ctx)` in a size x size box) to (x, y); nothing
 * when the box has no size (a board laid out in no room, as while its page is hidden). */
function put(ctx, name, x, y, size, paint) {
  if (!(size > 0)) return;
  ctx.drawImage(sprite(name, size, size, paint), x, y, size, size);
}

export function animal(ctx, a, x, y, size, code) {
  put(ctx, `animal${a}${code ? "c" : ""}`, x, y, size, (c) =>
    drawAnimal(c, a, 0, 0, size, { code }),
  );
}

export function plant(ctx, colour, kind, x, y, size, letters) {
  put(ctx, `plant${colour}${kind}${letters ? "l" : ""}`, x, y, size, (c) =>
    drawPlant(c, colour, kind, 0, 0, size, { letters }),
  );
}

export function token(ctx, main, minor, x, y, size) {
  put(ctx, `token${main}/${minor}`, x, y, size, (c) => drawToken(c, main, minor, 0, 0, size));
}

export function cloud(ctx, count, x, y, size) {
  put(ctx, `cloud${count}`, x, y, size, (c) => drawCloud(c, count, 0, 0, size));
}

export function pond(ctx, x, y, size) {
  put(ctx, "pond", x, y, size, (c) => drawPond(c, 0, 0, size));
}

export function stump(ctx, x, y, size) {
  put(ctx, "stump", x, y, size, (c) => drawStump(c, 0, 0, size));
}

export function mushroom(ctx, x, y, size) {
  put(ctx, "mushroom", x, y, size, (c) => drawMushroom(c, 0, 0, size));
}

/** A space's ground (draw.mjs drawGround). */
export function ground(ctx, kind, base, variant, x, y, size) {
  put(ctx, `ground${kind}${base}${variant}`, x, y, size, (c) => drawGround(c, kind, base, variant, 0, 0, size));
}
