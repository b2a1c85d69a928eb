// The board on a canvas: spaces, areas, clouds, tokens, plants, dominoes, the Valley's
// ponds, tree stumps and mushrooms, and what the player is choosing. Draws only from a
// view and an overlay; keeps no game state.

import { SIZE, cellName, cellPosition } from "./board-model.mjs";
import * as sprites from "./sprites.mjs";

const SOIL = ["#d8c08a", "#cfb47a", "#dcc896"];
const BROOK = "#d4ebf5";
const MEADOW = "#dcebc4";
const CLOSED = "#b9b3a6";
const FADE = "rgba(255, 253, 246, 0.5)"; // over an animal nothing can be placed beside any more
export const LABEL_BAND = 0.32; // of a space: the top band that holds an area's name

/** Where an area token lies in its space of `s` px: {x, y, size}, below the name's band. */
export const tokenBox = (s) => ({ x: s * 0.17, y: s * (LABEL_BAND + 0.01), size: s * 0.66 });

/**
 * The space of `area` that shows its name: the token's (the token moves to a free space
 * when a plant takes its own), else the first space without a plant, else its first.
 */
export function labelCell(area, areas, view) {
  const cells = areas.cells[area].map(([r, c]) => cellName(r, c));
  return view.areas[area].token_cell ?? cells.find((name) => !(name in view.plants)) ?? cells[0];
}

export class BoardView {
  constructor(canvas, model) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.model = model;
    this.cell = 20;
    this.soil = {};
    Object.keys(model.areaCells).forEach((area, i) => {
      this.soil[area] = SOIL[i % SOIL.length];
    });
  }

  /** Make the board's spaces `cell` CSS pixels wide and high. */
  resize(cell) {
    const dpr = globalThis.devicePixelRatio || 1;
    this.cell = cell;
    const side = cell * SIZE;
    this.canvas.style.width = `${side}px`;
    this.canvas.style.height = `${side}px`;
    this.canvas.width = Math.round(side * dpr);
    this.canvas.height = Math.round(side * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  /** The name of the space under the canvas point (x, y) in CSS pixels, or null. */
  cellAt(x, y) {
    const r = Math.floor(y / this.cell);
    const c = Math.floor(x / this.cell);
    return r >= 0 && c >= 0 && r < SIZE && c < SIZE ? cellName(r, c) : null;
  }

  /**
   * Draw `view`. `overlay` (spaces by name): {targets, partners, returns, marks, hoverArea,
   * preview: {cells, animals}, fresh: Map name -> 0..1, focus: the keyboard's space};
   * `options`: the settings that change the picture.
   */
  draw(view, overlay, options) {
    const { ctx, cell: s, model } = this;
    ctx.clearRect(0, 0, s * SIZE, s * SIZE);
    const areas = model.areasIn(view);
    this.drawGround(view, areas, options);
    this.drawBorders(areas);
    if (model.valley) {
      this.drawValleyGround(view);
    } else {
      for (const name of model.starts) this.drawStart(...cellPosition(name));
    }
    for (const [name, count] of Object.entries(view.clouds)) {
      const [r, c] = cellPosition(name);
      sprites.cloud(ctx, count, c * s + s * 0.1, r * s + s * 0.1, s * 0.8);
    }
    for (const area of Object.values(view.areas)) {
      if (area.token && area.token_cell) {
        const [r, c] = cellPosition(area.token_cell);
        const box = tokenBox(s);
        sprites.token(ctx, area.token.main, area.token.minor, c * s + box.x, r * s + box.y, box.size);
      }
    }
    for (const area of Object.keys(areas.cells)) this.drawSize(area, areas, view);
    const fresh = overlay.fresh ?? new Map();
    for (const [name, [colour, kind]] of Object.entries(view.plants)) {
      const [r, c] = cellPosition(name);
      this.grow(fresh.get(name), r, c, (x, y, size) =>
        sprites.plant(ctx, colour, kind, x, y, size, options.colourBlind),
      );
    }
    if (model.valley) this.drawMushrooms(view, fresh);
    const dead = options.deadAnimals === "show" ? new Set() : model.deadAnimals(view);
    for (const cells of view.dominoes) this.drawDomino(cells, view, dead, fresh, options);
    this.drawOverlay(overlay, areas, options);
  }

  drawGround(view, areas, options) {
    const { ctx, cell: s, model } = this;
    const open = model.valley ? ["meadow", MEADOW] : ["water", BROOK];
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const area = areas.of.get(cellName(r, c));
        const closed = area && options.shadeScored && view.areas[area].closed;
        const [kind, base] = !area ? open : ["soil", closed ? CLOSED : this.soil[area]];
        sprites.ground(ctx, kind, base, (r * 7 + c * 3) % 3, c * s, r * s, s);
        if (!area) {
          ctx.strokeStyle = model.valley ? "#c2d6a4" : "#b3d3e2";
          ctx.lineWidth = 1;
          ctx.strokeRect(c * s + 0.5, r * s + 0.5, s - 1, s - 1);
        } else if (closed) {
          ctx.strokeStyle = "rgba(90, 80, 60, 0.35)";
          ctx.lineWidth = 1;
          ctx.beginPath();
          for (let t = 0.25; t < 2; t += 0.5) {
            ctx.moveTo(c * s + Math.min(t, 1) * s, r * s + Math.max(t - 1, 0) * s);
            ctx.lineTo(c * s + Math.max(t - 1, 0) * s, r * s + Math.min(t, 1) * s);
          }
          ctx.stroke();
        }
      }
    }
  }

  drawBorders(areas) {
    const { ctx, cell: s } = this;
    const region = (r, c) => areas.of.get(cellName(r, c)) ?? ".";
    ctx.strokeStyle = "#5b4420";
    ctx.lineWidth = Math.max(1.5, s / 12);
    ctx.beginPath();
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const here = region(r, c);
        if (c + 1 < SIZE && here !== region(r, c + 1)) {
          ctx.moveTo((c + 1) * s, r * s);
          ctx.lineTo((c + 1) * s, (r + 1) * s);
        }
        if (r + 1 < SIZE && here !== region(r + 1, c)) {
          ctx.moveTo(c * s, (r + 1) * s);
          ctx.lineTo((c + 1) * s, (r + 1) * s);
        }
      }
    }
    ctx.stroke();
  }

  drawStart(r, c) {
    const { ctx, cell: s } = this;
    ctx.save();
    ctx.fillStyle = "#2f7fb0";
    ctx.beginPath();
    ctx.arc(c * s + s / 2, r * s + s / 2, s * 0.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = `bold ${Math.round(s * 0.36)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("S", c * s + s / 2, r * s + s / 2 + 1);
    ctx.restore();
  }

  /**
   * The Valley's ponds, the tree stumps no domino covers yet, and the faint mark of each
   * meadow cloud space whose token is taken (the tokens are drawn with the clouds).
   */
  drawValleyGround(view) {
    const { ctx, cell: s, model } = this;
    for (const name of model.starts) {
      const [r, c] = cellPosition(name);
      sprites.pond(ctx, c * s + s * 0.06, r * s + s * 0.06, s * 0.88);
    }
    for (const [name, covered] of Object.entries(view.valley.stumps)) {
      const [r, c] = cellPosition(name);
      if (!covered) sprites.stump(ctx, c * s + s * 0.12, r * s + s * 0.12, s * 0.76);
    }
    ctx.save();
    ctx.globalAlpha = 0.25;
    for (const name of model.cloudSpaces) {
      if (name in view.clouds) continue;
      const [r, c] = cellPosition(name);
      sprites.cloud(ctx, 1, c * s + s * 0.1, r * s + s * 0.1, s * 0.8);
    }
    ctx.restore();
  }

  /** The mushrooms placed: whole on a free space, small in a corner under a plant. */
  drawMushrooms(view, fresh) {
    const s = this.cell;
    for (const name of view.valley.mushrooms) {
      const [r, c] = cellPosition(name);
      if (name in view.plants) {
        sprites.mushroom(this.ctx, c * s + s * 0.62, r * s + s * 0.62, s * 0.36);
      } else {
        this.grow(fresh.get(name), r, c, (x, y, size) =>
          sprites.mushroom(this.ctx, x + size * 0.12, y + size * 0.12, size * 0.76),
        );
      }
    }
  }

  /** The area's name and size, in the top band of its labelCell (above its token). */
  drawSize(area, areas, view) {
    const { ctx, cell: s } = this;
    const [r, c] = cellPosition(labelCell(area, areas, view));
    const text = `${area}${areas.sizes[area]}`;
    const band = LABEL_BAND * s;
    ctx.save();
    ctx.font = `bold ${Math.max(8, Math.round(band * 0.86))}px system-ui, sans-serif`;
    ctx.textBaseline = "top";
    const w = Math.min(s - 2, ctx.measureText(text).width + 3);
    ctx.fillStyle = view.areas[area].closed ? "rgba(70,70,70,0.8)" : "rgba(255,255,255,0.85)";
    ctx.fillRect(c * s + 1, r * s + 1, w, band - 1);
    ctx.fillStyle = view.areas[area].closed ? "#fff" : "#3b2a08";
    ctx.fillText(text, c * s + 2.5, r * s + 1.5, w - 3);
    ctx.restore();
  }

  /** Call paint(x, y, size) for the space (r, c), shrunk while it is still appearing. */
  grow(progress, r, c, paint) {
    const s = this.cell;
    const scale = progress === undefined ? 1 : 0.4 + 0.6 * progress;
    const size = s * scale;
    this.ctx.save();
    if (progress !== undefined) this.ctx.globalAlpha = 0.3 + 0.7 * progress;
    paint(c * s + (s - size) / 2, r * s + (s - size) / 2, size);
    this.ctx.restore();
  }

  drawDomino(cells, view, dead, fresh, options) {
    const { ctx, cell: s } = this;
    const [[r1, c1], [r2, c2]] = cells.map(cellPosition);
    const top = Math.min(r1, r2);
    const left = Math.min(c1, c2);
    const inset = Math.max(1, s * 0.05);
    const w = (Math.abs(c1 - c2) + 1) * s;
    const h = (Math.abs(r1 - r2) + 1) * s;
    const first = fresh.get(cells[0]);
    ctx.save();
    if (first !== undefined) ctx.globalAlpha = 0.3 + 0.7 * first;
    ctx.fillStyle = "#fffdf6";
    ctx.strokeStyle = "#4a3b1c";
    ctx.lineWidth = 1;
    ctx.fillRect(left * s + inset, top * s + inset, w - 2 * inset, h - 2 * inset);
    ctx.strokeRect(left * s + inset + 0.5, top * s + inset + 0.5, w - 2 * inset - 1, h - 2 * inset - 1);
    ctx.restore();
    for (const name of cells) {
      const [r, c] = cellPosition(name);
      const animal = view.animals[name];
      const faded = dead.has(name);
      if (!(faded && options.deadAnimals === "hide")) {
        this.grow(fresh.get(name), r, c, (x, y, size) => {
          const pad = size * 0.05;
          sprites.animal(ctx, animal, x + pad, y + pad, size - 2 * pad, options.colourBlind);
          if (faded) {
            // a veil of the domino's colour: paler, but every line of the animal still there
            ctx.fillStyle = FADE;
            ctx.fillRect(x + pad, y + pad, size - 2 * pad, size - 2 * pad);
          }
        });
        if (options.markJoker && animal === view.joker) this.drawJokerMark(r, c);
      }
      if (view.valley && name in view.valley.stumps) {
        sprites.stump(ctx, c * s + s * 0.04, r * s + s * 0.04, s * 0.3);
      }
    }
  }

  drawJokerMark(r, c) {
    const { ctx, cell: s } = this;
    const x = c * s + s * 0.8;
    const y = r * s + s * 0.2;
    ctx.save();
    ctx.fillStyle = "#f2b705";
    ctx.strokeStyle = "#5a4300";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const t = (Math.PI / 5) * i - Math.PI / 2;
      const rad = i % 2 ? s * 0.08 : s * 0.18;
      ctx.lineTo(x + rad * Math.cos(t), y + rad * Math.sin(t));
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }

  drawOverlay(overlay, areas, options) {
    const { ctx, cell: s } = this;
    const ring = (name, colour, width) => {
      const [r, c] = cellPosition(name);
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.strokeRect(c * s + width / 2 + 1, r * s + width / 2 + 1, s - width - 2, s - width - 2);
    };
    const fill = (name, colour) => {
      const [r, c] = cellPosition(name);
      ctx.fillStyle = colour;
      ctx.fillRect(c * s, r * s, s, s);
    };
    ctx.save();
    if (overlay.hoverArea) {
      for (const [r, c] of areas.cells[overlay.hoverArea] ?? []) {
        fill(cellName(r, c), "rgba(255, 255, 255, 0.25)");
      }
    }
    for (const name of overlay.marks ?? []) {
      fill(name, "rgba(255, 214, 10, 0.35)");
      ring(name, "#d4a000", 2);
    }
    for (const name of overlay.targets ?? []) {
      fill(name, "rgba(40, 180, 90, 0.28)");
      ring(name, "#1e8e4e", Math.max(2, s / 10));
    }
    for (const name of overlay.partners ?? []) {
      fill(name, "rgba(60, 140, 255, 0.22)");
      ring(name, "#1f5fbf", Math.max(2, s / 10));
    }
    ctx.setLineDash([3, 3]);
    for (const name of overlay.hints ?? []) ring(name, "#1e8e4e", 2);
    ctx.setLineDash([]);
    for (const [name, cost] of overlay.returns ?? []) {
      ring(name, "#c0392b", Math.max(2, s / 10));
      const [r, c] = cellPosition(name);
      ctx.fillStyle = "#c0392b";
      ctx.font = `bold ${Math.round(s * 0.3)}px system-ui, sans-serif`;
      ctx.textBaseline = "bottom";
      ctx.fillText(String(cost), c * s + 3, (r + 1) * s - 2);
    }
    if (overlay.preview) this.drawPreview(overlay.preview, options);
    for (const [name, t] of overlay.fresh ?? []) this.drawArrival(name, t);
    if (overlay.focus) this.drawFocus(overlay.focus);
    ctx.restore();
  }

  /** The keyboard's focus ring on the space `name`: dark outside, white inside, seen on
   * any ground. */
  drawFocus(name) {
    const { ctx, cell: s } = this;
    const [r, c] = cellPosition(name);
    const width = Math.max(2, s / 14);
    ctx.save();
    ctx.setLineDash([]);
    ctx.lineWidth = width * 2;
    ctx.strokeStyle = "#111";
    ctx.strokeRect(c * s + width, r * s + width, s - 2 * width, s - 2 * width);
    ctx.lineWidth = width;
    ctx.strokeStyle = "#fff";
    ctx.strokeRect(c * s + 2.5 * width, r * s + 2.5 * width, s - 5 * width, s - 5 * width);
    ctx.restore();
  }

  /** The glow around a space where a piece is arriving (`t`: 0..1, its time gone by):
   * a ring that widens and fades. */
  drawArrival(name, t) {
    const { ctx, cell: s } = this;
    const [r, c] = cellPosition(name);
    const out = s * 0.1 * t;
    ctx.save();
    ctx.strokeStyle = `rgba(255, 196, 0, ${1 - t})`;
    ctx.shadowColor = "rgba(255, 170, 0, 0.9)";
    ctx.shadowBlur = s * 0.3;
    ctx.lineWidth = Math.max(2, s * 0.1);
    ctx.beginPath();
    ctx.roundRect(c * s + 2 - out, r * s + 2 - out, s - 4 + 2 * out, s - 4 + 2 * out, s * 0.15);
    ctx.stroke();
    ctx.restore();
  }

  drawPreview({ cells, animals }, options) {
    const { ctx, cell: s } = this;
    ctx.save();
    ctx.globalAlpha = 0.85;
    cells.forEach((name, i) => {
      if (!name) return;
      const [r, c] = cellPosition(name);
      ctx.fillStyle = "#fffdf6";
      ctx.fillRect(c * s + 2, r * s + 2, s - 4, s - 4);
      sprites.animal(ctx, animals[i], c * s + s * 0.1, r * s + s * 0.1, s * 0.8, options.colourBlind);
      ctx.strokeStyle = "#1f5fbf";
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(c * s + 1, r * s + 1, s - 2, s - 2);
    });
    ctx.restore();
  }
}

/**
 * The board's spaces around `name`, `span` x `span` spaces of `cell` px, on `canvas`: the
 * space `name` in the middle, ringed, the others veiled (a space shown large).
 */
export function drawAround(canvas, model, view, name, cell, span, options) {
  const dpr = globalThis.devicePixelRatio || 1;
  const side = cell * span;
  canvas.width = canvas.height = Math.round(side * dpr);
  canvas.style.width = canvas.style.height = `${side}px`;
  const board = new BoardView(canvas, model);
  board.cell = cell;
  const [r, c] = cellPosition(name);
  const shift = (span - 1) / 2;
  const { ctx } = board;
  ctx.setTransform(dpr, 0, 0, dpr, (shift - c) * cell * dpr, (shift - r) * cell * dpr);
  board.draw(view, {}, options);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.beginPath();
  ctx.rect(0, 0, side, side);
  ctx.rect(shift * cell, shift * cell, cell, cell);
  ctx.fillStyle = "rgba(255, 253, 246, 0.45)";
  ctx.fill("evenodd");
  ctx.strokeStyle = "#d4a000";
  ctx.lineWidth = Math.max(3, cell * 0.03);
  ctx.strokeRect(shift * cell, shift * cell, cell, cell);
}
