// The Cascadia game screen: the step in words, the display's four pairs, every player's
// environment a tab away (pan and zoom), the scoring cards and the points now; clicks
// become one of the seat's legal moves. It never changes the view itself; the server's
// updates do. Whose turn it is, sending and the keyboard are the platform screen's
// (../../screen.mjs); the page around it (turn banner, log, settings, result) the game page's.

import { roomBelow, whenResized, zoomButtons } from "../../board-fit.mjs";
import { BoardKeys } from "../../board-keys.mjs";
import { BoardWords } from "../../board-words.mjs";
import { el } from "../../dom.mjs";
import { t, tn } from "../../i18n.mjs";
import { FocusKeeper } from "../../keep-focus.mjs";
import { ScreenBase } from "../../screen.mjs";
import { seatName } from "../../seats.mjs";
import { openZoom, zoomable } from "../../zoom.mjs";
import { boardWords, envSpaces } from "./access.mjs";
import { BoardView } from "./board.mjs";
import { turnEdges } from "./hex.mjs";
import { describe, tilesById } from "./log.mjs";
import { Choice, MoveIndex } from "./moves.mjs";
import {
  cardBox,
  classes,
  natureIcon,
  pairBox,
  scoreTable,
  tileIcon,
  tileZoom,
  tokenIcon,
  tokenZoom,
} from "./panels.mjs";
import { SETTINGS } from "./settings.mjs";
import { autoText, stepText } from "./steps.mjs";
import { capital, moveWords, theAnimal, threeAnimals } from "./words.mjs";

const PHONE = 760; // px: the page stacks its areas below this width
const WHEEL_MS = 120; // at most one turn of the tile this often, however fine the wheel
const ARRIVE_MS = 360; // a piece placed by another seat grows in this long
const NO_SLOTS = { tiles: [], tokens: [] };
const SLOT_KEYS = ["1", "2", "3", "4"]; // take the pair of a slot

export class GameScreen extends ScreenBase {
  /** root: an empty element; host: the page's {names, settings, send, say}. */
  constructor(root, host) {
    super(root, host);
    this.settings = SETTINGS;
    this.actionClass = "cs-action";
    this.partsLabel = t("Scoring");
    this.choice = new Choice();
    this.tab = 0; // the seat whose environment is shown
    this.mark = null; // a log line's mark: {seat, cells}
    this.hover = null; // the cell under the mouse
    this.fitted = null; // the seat whose environment the camera was fitted to
    this.tiles = new Map(); // every tile seen, by id (for the log)
    this.recent = new Map(); // seat -> cells changed in its last turn
    this.fresh = new Set(); // seats whose environment changed since their tab was shown
    this.turned = 0; // when the wheel last turned the tile
    this.arrived = new Map(); // seat -> Map(cell -> "tile" or "token"): placed by others, not yet shown arriving
    this.grow = null; // {seat, cells: {cell: {tile, token}}}: the pieces growing in now
    this.refilled = NO_SLOTS; // the display's slots drawn anew by the last update, to slide in
    this.build();
  }

  build() {
    const box = (cls) => el("div", { class: cls });
    this.prompt = box("cs-prompt");
    this.pending = el("span", { class: "cs-pending", title: t("taken this turn") });
    this.stepLine = el("span", { "aria-live": "polite" });
    this.note = el("p", { class: "cs-note" });
    this.actionBox = el("div", { class: "cs-actions" });
    this.prompt.append(el("p", { class: "cs-step" }, this.pending, this.stepLine), this.note, this.actionBox);
    this.display = box("cs-display");
    this.tabs = el("div", { class: "cs-tabs", role: "tablist" });
    this.tabs.addEventListener("keydown", (e) => this.tabKey(e));
    this.canvas = el("canvas", { class: "cs-board" });
    this.keys = new BoardKeys(this.canvas, {
      label: t("Environment: arrow keys move over its cells, N goes to the next cell you may choose, Enter chooses it"),
      spaces: () => this.spaces(),
      choose: (cell) => this.clickCell(cell),
      redraw: () => this.focusMoved(),
    });
    this.words = new BoardWords();
    this.turnBar = box("cs-turn-bar");
    this.boardWrap = el(
      "div",
      { class: "cs-board-wrap" },
      this.canvas,
      zoomButtons({
        zoomIn: () => this.zoom(1.25),
        zoomOut: () => this.zoom(0.8),
        fit: () => this.refit(),
        fitTitle: t("Show the whole environment"),
      }),
      this.turnBar,
      this.keys.said,
    );
    this.main = el(
      "div",
      { class: "cs-main" },
      this.prompt,
      this.display,
      this.tabs,
      this.boardWrap,
      this.words.element,
    );
    this.mine = box("cs-mine");
    this.scores = box("cs-scores");
    this.cards = box("cs-cards");
    this.supply = box("cs-supply");
    this.root.append(this.main, el("div", { class: "cs-side" }, this.mine, this.scores, this.cards, this.supply));
    this.focus = new FocusKeeper(this.root, ["data-action", "data-tile", "data-token", "data-seat"]);
    this.board = new BoardView(this.canvas, {
      click: (cell) => this.clickCell(cell),
      hover: (cell) => this.hoverCell(cell),
      wheel: (delta, e) => this.wheel(delta, e),
      moved: () => this.drawBoard(),
      inspect: (cell) => this.inspect(cell),
    });
    whenResized(this.boardWrap, () => this.resize());
    this.host.settings.listen(() => this.render());
  }

  /** The seat whose environment the board shows: a hovered log line's, else the tab's. */
  get shown() {
    return this.mark?.seat ?? this.tab;
  }

  // ------------------------------------------------------------ from the platform screen

  /** The seat's legal moves sorted for this screen. */
  index(moves) {
    return new MoveIndex(moves);
  }

  /** Note a new view; `events`: what the update said happened (others' pieces are shown
   * arriving, with animations on). */
  follow(view, events) {
    if (this.view === null) this.tab = view.seat ?? view.current ?? 0;
    this.view = view;
    for (const [id, tile] of tilesById(view)) this.tiles.set(id, tile);
    this.refilled = NO_SLOTS;
    for (const e of events) this.followEvent(e);
    if (!this.moving) this.arrived.clear();
    this.arrive(this.tab);
  }

  /** Drop the choice under way (on a new view, a move sent or refused, Escape). */
  cancel() {
    this.choice.clear();
  }

  /**
   * The screen's keys: 1 to 4 take the pair of that slot (with a nature token: its tile,
   * then the token of the key pressed next; while replacing: a token to replace), B
   * returns the token to the bag, R and Shift+R turn the tile being placed and Enter places
   * it; true when drawn again.
   */
  key(e) {
    if (!this.open) return false;
    const step = this.view.step;
    const slot = SLOT_KEYS.indexOf(e.key);
    if (step === "choose" && slot >= 0 && slot < this.view.display.length) this.slotKey(slot);
    if (step === "token" && (e.key === "b" || e.key === "B")) this.host.send(this.moves.returnToken);
    if (step !== "place") return false;
    if (e.key === "r" || e.key === "R") {
      this.choice.rotate(this.moves, e.shiftKey ? 1 : -1);
      return true;
    }
    // Enter on a focused button is that button's click
    if (e.key === "Enter" && !e.target.closest?.("button")) this.host.send(this.choice.placeMove(this.moves));
    return false;
  }

  /** The key of `slot` (1 to 4) in the choose step: what clicking its tile or token does
   * (the keyboard then goes where the step goes on, unless a control of the screen has it). */
  slotKey(slot) {
    this.focus.follow();
    const c = this.choice;
    const token = c.mode === "wipe" || (c.mode === "any" && c.tile !== null);
    this.pick(token ? c.clickToken(this.moves, slot) : c.clickTile(this.moves, slot));
  }

  /** Note what event `e` changed: recent cells, fresh tabs, a new turn of the viewer. */
  followEvent(e) {
    if (e.type === "take") {
      this.recent.set(e.seat, new Set());
      if (e.seat === this.mySeat) this.showTab(e.seat, false); // to place the tile
    }
    if (e.type === "place" || e.type === "token") {
      if (!this.recent.has(e.seat)) this.recent.set(e.seat, new Set());
      this.recent.get(e.seat).add(e.cell);
      if (e.seat !== this.tab) this.fresh.add(e.seat);
      if (e.seat !== this.mySeat) {
        if (!this.arrived.has(e.seat)) this.arrived.set(e.seat, new Map());
        const cells = this.arrived.get(e.seat);
        cells.set(e.cell, cells.get(e.cell) ?? e.type.replace("place", "tile"));
      }
    }
    if (e.type === "refill") this.refilled = { tiles: e.tiles, tokens: e.tokens };
    if (e.type === "wipe" || e.type === "overpopulation") this.refilled = { tiles: [], tokens: e.slots };
    if (e.type === "turn" && e.seat === this.mySeat) {
      this.choice.clear(true);
      this.showTab(e.seat, false);
    }
  }

  /** The log's lines for `events`: [{text, seat, mark?}] (a view has been shown). */
  describe(events) {
    return describe(events, { names: this.host.names, view: this.view, tiles: this.tiles });
  }

  /** `move` in words (for the line that asks to confirm it). */
  describeMove(move) {
    return moveWords(move, this.view.turn.pending?.animal);
  }

  /** Highlight a log line's mark ({seat, cells}) on that seat's environment, or nothing. */
  highlight(mark) {
    this.mark = mark;
    this.drawBoard();
  }

  /** Show the pieces others placed on `seat`'s environment growing in, if any wait. */
  arrive(seat) {
    const cells = this.arrived.get(seat);
    this.arrived.delete(seat);
    if (!cells?.size || !this.moving) return;
    // each piece's size, 0 to 1: a tile placed grows with its token, a token alone on its tile
    const sized = (size) => {
      const pieces = [...cells].map(([cell, part]) => [cell, { tile: part === "tile" ? size : 1, token: size }]);
      return { seat, cells: Object.fromEntries(pieces) };
    };
    const start = performance.now();
    let shown = sized(0.25);
    const step = (now) => {
      if (this.grow !== shown) return; // a newer arrival took over
      const t = Math.min(1, (now - start) / ARRIVE_MS);
      shown = t < 1 ? sized(0.25 + 0.75 * (1 - (1 - t) ** 3)) : null; // fast, then settling
      this.grow = shown;
      if (this.view) this.drawBoard();
      if (t < 1) requestAnimationFrame(step);
    };
    this.grow = shown;
    this.canvas.dataset.arrivals = String((Number(this.canvas.dataset.arrivals) || 0) + 1);
    requestAnimationFrame(step);
  }

  /** Show the tile on `cell` of the shown environment large (nothing when there is none). */
  inspect(cell) {
    const tile = this.view?.seats[this.shown].environment[cell];
    if (!tile) return;
    const { content, label } = tileZoom(tile, this.setting("letters"));
    openZoom(content, label);
  }

  // ------------------------------------------------------------ drawing

  render() {
    if (!this.view) return;
    this.focus.draw(() => this.renderAll(), () => this.stepGoesOn());
  }

  renderAll() {
    this.renderPrompt();
    this.renderDisplay();
    this.renderTabs();
    this.renderTurnBar();
    this.renderSide();
    const scores = this.setting("scores");
    this.words.show(boardWords(this.view, { names: this.host.names, me: this.mySeat, scores }));
    this.resize();
    this.drawBoard();
    this.followFocus();
  }

  /** Where the keyboard goes when its control is gone: where the step goes on (the board to
   * place a tile or a token, the display to choose a pair), or null: nothing may be chosen. */
  stepGoesOn() {
    const step = this.open ? this.view.step : null;
    if (step === "place" || step === "token") return this.canvas;
    return step === "choose" ? this.display.querySelector("button.open") : null;
  }

  /** Keep the board's keyboard focus on a cell still shown (else the first open one) and say it anew. */
  followFocus() {
    if (this.keys.ringAt === null) return;
    const here = this.spaces().some((space) => space.id === this.keys.id);
    this.keys.focus(here ? this.keys.id : (this.keys.start()?.id ?? null));
  }

  /** The keyboard's focus moved over the board, or the board gained or lost it: shown as a
   * hover (no button is drawn anew: the board loses the keyboard to a button's click). */
  focusMoved() {
    if (!this.view) return;
    if (this.open && this.view.step === "place") {
      this.renderPending();
      this.turnBar.dataset.rotation = String(this.shownRotation());
    }
    this.drawBoard();
  }

  /** The shown environment's cells for the keyboard (access.mjs). */
  spaces() {
    if (!this.view) return [];
    const v = this.view;
    const playing = this.open && this.shown === this.mySeat && (v.step === "place" || v.step === "token");
    const turn = playing ? { step: v.step, moves: this.moves, choice: this.choice, pending: v.turn.pending } : null;
    return envSpaces(v.seats[this.shown].environment, turn);
  }

  /** The cell pointed at: the board's keyboard focus, else the one under the mouse. */
  get pointed() {
    return this.keys.ringAt ?? this.hover;
  }

  renderPrompt() {
    const v = this.view;
    const over = v.step === "over";
    this.prompt.hidden = over;
    this.renderPending();
    // a live region: said when it changes
    const step = over ? "" : stepText(v, this.host.names, this.choice.mode);
    if (this.stepLine.textContent !== step) this.stepLine.textContent = step;
    this.note.textContent = over ? "" : autoText(v);
    this.actionBox.replaceChildren(...(this.myTurn && !over ? this.actions() : []));
  }

  /** The tile and token taken this turn, the tile turned as it would be placed. */
  renderPending() {
    const v = this.view;
    const letters = this.setting("letters");
    const pending = v.step === "over" ? null : v.turn.pending;
    this.pending.replaceChildren();
    if (pending) {
      const rotation = this.myTurn && v.step === "place" ? this.shownRotation() : 0;
      const tile = tileIcon(pending.tile, rotation, 22, letters);
      const token = tokenIcon(pending.animal, 26);
      zoomable(tile, () => tileZoom(pending.tile, letters), { click: true });
      zoomable(token, () => tokenZoom(pending.animal, v.cards), { click: true });
      this.pending.append(tile, token);
    }
  }

  /** The buttons of the viewer's step. */
  actions() {
    const v = this.view;
    const m = this.moves;
    const c = this.choice;
    if (v.step === "token") {
      const animal = theAnimal(v.turn.pending.animal);
      return [this.button(capital(t("Return {animal} to the bag", { animal })), "return_token", m.returnToken)];
    }
    if (v.step !== "choose") return [];
    if (c.mode === "wipe") {
      const wipe = c.wipeMove(m);
      const n = c.wiped.size;
      return [
        this.button(n ? tn("Replace {n} token", "Replace {n} tokens", n) : t("Replace"), "replace", wipe, null, true),
        this.button(t("Cancel"), "cancel", true, () => this.setMode(null)),
      ];
    }
    if (c.mode === "any") return [this.button(t("Cancel"), "cancel", true, () => this.setMode(null))];
    const out = [];
    if (m.overpopulation) {
      const animal = this.threeOfAKind();
      const three = threeAnimals(animal);
      out.push(this.button(t("Replace the {three} (free)", { three }), "overpopulation", m.overpopulation));
    }
    const nature = v.seats[this.mySeat].nature;
    if (nature > 0) {
      out.push(
        this.button(t("Any tile + any token (1 nature token)"), "any", m.anyPair, () => this.setMode("any")),
        this.button(t("Replace tokens (1 nature token)"), "wipe", m.wipes.size > 0, () => this.setMode("wipe")),
      );
    }
    return out;
  }

  /** The animal shown three times in the display (for overpopulation). */
  threeOfAKind() {
    const counts = new Map();
    for (const { token } of this.view.display) if (token) counts.set(token, (counts.get(token) ?? 0) + 1);
    return [...counts].find(([, n]) => n >= 3)?.[0] ?? null;
  }

  renderDisplay() {
    const v = this.view;
    if (v.step === "over") {
      this.display.replaceChildren();
      return;
    }
    const c = this.choice;
    const choosing = this.open && v.step === "choose";
    const letters = this.setting("letters");
    // the slots drawn anew slide in once, on the first drawing after the update
    const { tiles, tokens } = this.moving ? this.refilled : NO_SLOTS;
    this.refilled = NO_SLOTS;
    this.display.replaceChildren(
      ...v.display.map((pair, slot) =>
        pairBox(pair, slot, {
          tileOpen: choosing && c.tileOpen(this.moves, slot),
          tokenOpen: choosing && c.tokenOpen(this.moves, slot),
          tileChosen: c.tile === slot,
          tokenChosen: c.token === slot,
          wiped: c.wiped.has(slot),
          letters,
          cards: v.cards,
          arriving: { tile: tiles.includes(slot), token: tokens.includes(slot) },
          onTile: () => this.pick(c.clickTile(this.moves, slot)),
          onToken: () => this.pick(c.clickToken(this.moves, slot)),
        }),
      ),
    );
    if (tiles.length + tokens.length) {
      this.display.dataset.arrivals = String((Number(this.display.dataset.arrivals) || 0) + 1);
    }
    this.display.classList.toggle("choosing", choosing);
  }

  renderTabs() {
    const v = this.view;
    const scores = this.setting("scores");
    this.fresh.delete(this.tab);
    this.tabs.replaceChildren(
      ...v.seats.map((seat, i) =>
        el(
          "button",
          {
            class: classes("cs-tab", { shown: i === this.tab, current: i === v.current, fresh: this.fresh.has(i) }),
            role: "tab",
            "aria-selected": i === this.tab ? "true" : "false",
            tabindex: i === this.tab ? "0" : "-1",
            "data-seat": i,
            onclick: () => this.showTab(i),
          },
          el(
            "span",
            { class: "cs-tab-name" },
            i === this.mySeat
              ? t("{name} (you)", { name: seatName(this.host.names, i) })
              : seatName(this.host.names, i),
            this.fresh.has(i) ? el("span", { class: "cs-tab-new" }, ` · ${t("new")}`) : null,
          ),
          el(
            "span",
            { class: "cs-tab-info" },
            natureIcon(14),
            ` ${seat.nature}`,
            scores ? ` · ${t("{points} pts", { points: v.scores[i].total })}` : "",
          ),
        ),
      ),
    );
  }

  /** Left and Right on the tabs show the seat before or after, Home and End the first and the last. */
  tabKey(e) {
    const n = this.view?.seats.length ?? 0;
    const to = { ArrowLeft: this.tab + n - 1, ArrowRight: this.tab + 1, Home: 0, End: n - 1 }[e.key];
    if (to === undefined || !n) return;
    e.preventDefault();
    this.showTab(to % n);
    this.tabs.querySelector(`button[data-seat="${to % n}"]`)?.focus();
  }

  renderTurnBar() {
    const placing = this.open && this.view.step === "place" && this.shown === this.mySeat;
    this.turnBar.hidden = !placing;
    if (!placing) return;
    this.turnBar.dataset.rotation = String(this.shownRotation());
    const m = this.moves;
    const turn = (label, action, delta, title) =>
      el(
        "button",
        {
          class: "cs-action",
          "data-action": action,
          title,
          "aria-label": title,
          disabled: !m.turnable,
          onclick: () => this.rotate(delta),
        },
        label,
      );
    this.turnBar.replaceChildren(
      turn("⟲", "turn-left", 1, t("Turn the tile anticlockwise (Shift+R)")),
      turn("⟳", "turn-right", -1, t("Turn the tile clockwise (R, or the mouse wheel)")),
      this.button(t("Place here"), "place", this.choice.placeMove(m), null, true),
    );
  }

  renderSide() {
    const v = this.view;
    const me = this.mySeat;
    const n = me === null ? 0 : v.seats[me].nature;
    const nature = me === null ? null : tn("You have {n} nature token.", "You have {n} nature tokens.", n);
    this.mine.replaceChildren(...(nature ? [el("p", { class: "cs-nature" }, natureIcon(22), ` ${nature}`)] : []));
    const scores = this.setting("scores");
    this.scores.replaceChildren(
      ...(scores ? [el("h2", { class: "cs-label" }, t("Points now")), scoreTable(v, this.host.names, me)] : []),
    );
    this.cards.replaceChildren(el("h2", { class: "cs-label" }, t("Scoring cards")), ...v.cards.map(cardBox));
    const bag = Object.entries(v.bag).map(([animal, n]) =>
      el("span", { class: "cs-bag" }, tokenIcon(animal, 16), ` ${n}`),
    );
    this.supply.replaceChildren(
      el("span", {}, t("Tiles left {tiles} · nature tokens left {nature} · bag:", { tiles: v.stack.count, nature: v.nature })),
      ...bag,
    );
  }

  /** The tile being placed, as the board shows it: {cell, tile} or null. */
  ghost() {
    const v = this.view;
    if (!this.open || v.step !== "place") return null;
    const cell = this.choice.spot ?? (this.moves.places.has(this.pointed) ? this.pointed : null);
    if (cell === null) return null;
    const rotation = this.choice.rotationAt(this.moves, cell);
    const tile = v.turn.pending.tile;
    return { cell, tile: { ...tile, edges: turnEdges(tile.habitats, rotation), token: null } };
  }

  /** The rotation the tile being placed shows now. */
  shownRotation() {
    const cell = this.choice.spot ?? this.pointed;
    return this.moves.places.has(cell) ? this.choice.rotationAt(this.moves, cell) : this.choice.rotation;
  }

  overlay() {
    const v = this.view;
    const seat = this.shown;
    const out = { hover: this.hover, recent: this.recent.get(seat), ring: this.keys.ringAt };
    if (this.grow?.seat === seat) out.grow = this.grow.cells;
    if (this.mark && this.mark.seat === seat) out.marks = this.mark.cells;
    if (seat !== this.mySeat) return out;
    const held = this.state.held;
    if (held?.type === "token") out.ghostToken = { cell: held.cell, animal: v.turn.pending.animal };
    if (!this.open) return out;
    if (v.step === "place") {
      out.spots = [...this.moves.places.keys()];
      out.chosen = this.choice.spot;
      out.ghost = this.ghost();
    } else if (v.step === "token") {
      out.targets = [...this.moves.tokens.keys()];
      if (this.moves.tokens.has(this.hover)) out.ghostToken = { cell: this.hover, animal: v.turn.pending.animal };
    }
    return out;
  }

  drawBoard() {
    if (!this.view) return;
    const seat = this.shown;
    if (this.fitted !== seat || !this.board.camera.moved) this.refit(false);
    this.board.draw(this.view.seats[seat].environment, this.overlay(), { letters: this.setting("letters") });
    const { x, y, radius } = this.board.camera;
    this.canvas.dataset.camera = `${x.toFixed(2)} ${y.toFixed(2)} ${radius.toFixed(2)}`;
    this.canvas.dataset.seat = String(seat);
    this.countDrawing(this.canvas);
  }

  /** Fit the board to the shown environment and, on the viewer's place step, its spots. */
  refit(redraw = true) {
    if (!this.view) return;
    const seat = this.shown;
    const cells = Object.keys(this.view.seats[seat].environment);
    const placing = seat === this.mySeat && this.open && this.view.step === "place";
    if (placing) cells.push(...this.moves.places.keys());
    // room for the zoom buttons above, and the turn bar below while placing
    this.board.fit(cells, { largest: innerWidth <= PHONE ? 42 : 60, top: 44, bottom: placing ? 60 : 0 });
    this.fitted = seat;
    if (redraw) this.drawBoard();
  }

  /** Size the canvas to its area: the column's width; the window's height left below it. */
  resize() {
    const width = Math.floor(this.boardWrap.clientWidth);
    if (!width) return;
    const height =
      innerWidth <= PHONE
        ? Math.round(Math.min(innerHeight * 0.55, width * 1.1))
        : Math.max(320, roomBelow(this.boardWrap, 10));
    if (width === this.board.width && height === this.board.height) return;
    this.board.resize(width, height);
    this.board.camera.moved = false;
    if (this.view) this.drawBoard();
  }

  zoom(factor) {
    this.board.zoom(factor);
    this.drawBoard();
  }

  // ------------------------------------------------------------ choosing

  showTab(seat, rerender = true) {
    this.tab = seat;
    this.fresh.delete(seat);
    this.arrive(seat);
    if (rerender) this.render();
  }

  setMode(mode) {
    if (mode === null) this.choice.clear();
    else this.choice.toggle(mode);
    this.render();
  }

  /** A click in the display gave `move` (send it) or null (something was picked). */
  pick(move) {
    if (move) this.host.send(move);
    else this.render();
  }

  /** A click on `cell`: a step of the move when it may be played there, else its tile shown large. */
  clickCell(cell) {
    const m = this.moves;
    const playing = this.open && this.shown === this.mySeat;
    if (!playing || !(m.places.has(cell) || m.tokens.has(cell))) {
      this.inspect(cell);
      return;
    }
    const move = this.choice.clickCell(this.view.step, m, cell);
    if (move) this.host.send(move);
    else this.render();
  }

  hoverCell(cell) {
    if (cell === this.hover) return;
    this.hover = cell;
    if (this.open && this.view.step === "place") this.renderPrompt();
    this.drawBoard();
  }

  rotate(delta) {
    this.choice.rotate(this.moves, delta);
    this.render();
  }

  /** The wheel over the board turns the tile being placed (true), unless it zooms. */
  wheel(delta, e) {
    const placing = this.open && this.view.step === "place" && this.shown === this.mySeat;
    if (!placing || e.ctrlKey || !this.setting("wheelTurns")) return false;
    if (e.timeStamp - this.turned > WHEEL_MS) {
      this.turned = e.timeStamp;
      this.rotate(-delta);
    }
    return true;
  }
}
