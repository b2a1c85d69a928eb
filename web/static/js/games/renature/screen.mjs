// The Renature game screen: draws a seat's view and turns clicks into one of the seat's
// legal moves. It never changes the view itself; the server's updates do. Whose turn it is,
// sending and the keyboard are the platform screen's (../../screen.mjs); the page around it
// (turn banner, log, settings panel, result) is the game page's (../README.md).

import { BoardKeys } from "../../board-keys.mjs";
import { BoardWords } from "../../board-words.mjs";
import { el } from "../../dom.mjs";
import { t, tn } from "../../i18n.mjs";
import { FocusKeeper } from "../../keep-focus.mjs";
import { ScreenBase } from "../../screen.mjs";
import { seatName } from "../../seats.mjs";
import { longPress, openZoom, zoomable } from "../../zoom.mjs";
import { areaFacts, tipLines } from "./area-tip.mjs";
import { BoardFrame } from "./board-frame.mjs";
import { BoardModel, cellPosition } from "./board-model.mjs";
import { boardSections, boardSpaces } from "./board-text.mjs";
import { BoardView } from "./board.mjs";
import { PLAYER_COLOURS } from "./draw.mjs";
import { animalIcon, dominoIcon, plantIcon } from "./icons.mjs";
import { describe } from "./log.mjs";
import { MoveIndex } from "./moves.mjs";
import { areaScoreTable, seatPanel } from "./panels.mjs";
import { scoreTrack } from "./player-board.mjs";
import { SETTINGS } from "./settings.mjs";
import { plantName, word } from "./words.mjs";
import { animalZoom, dominoZoom, plantZoom, spaceZoom } from "./zooms.mjs";

// what the seat whose turn it is does now: in the seat's own words, and in the others'
const MY_STEP = {
  domino: () => t("Place a domino, or return one to the box."),
  mushroom: () => t("Place the mushroom beside an area, or leave it."),
  plant: () => t("Place a plant beside your domino, or skip."),
  clouds: () => t("Make room for the clouds you found, then take them."),
  end: () => t("End your turn, or pay for another."),
};
const THEIR_STEP = {
  domino: (name) => t("{name}: place a domino, or return one to the box.", { name }),
  mushroom: (name) => t("{name}: place the mushroom beside an area, or leave it.", { name }),
  plant: (name) => t("{name}: place a plant beside their domino, or skip.", { name }),
  clouds: (name) => t("{name}: make room for the clouds they found, then take them.", { name }),
  end: (name) => t("{name}: end their turn, or pay for another.", { name }),
};
const ANIMATION_MS = 400;

export class GameScreen extends ScreenBase {
  /** root: an empty element; host: the page's {names, settings, send, say}. */
  constructor(root, host) {
    super(root, host);
    this.settings = SETTINGS;
    this.partsLabel = "Points";
    this.pick = {};
    this.hover = null; // {cell, area, x, y}: the space under the pointer, its area, where it is
    this.marks = null;
    this.markArea = null;
    this.fresh = new Map(); // the spaces whose pieces are arriving: name -> 0..1, the time gone by
    this.arrival = null; // when the arrival animation running started
    this.areas = null; // the areas as they are in the view (board-model's areasIn)
    this.endScorings = []; // the `area` events of the final scoring
    this.build();
  }

  build() {
    const $ = (tag, cls, ...kids) => el(tag, { class: cls }, ...kids);
    this.canvas = el("canvas", { class: "board" });
    this.tip = $("div", "tip");
    this.tip.hidden = true;
    this.frame = new BoardFrame(this.canvas, this.tip, {
      resized: (cell) => {
        this.board?.resize(cell);
        this.drawBoard();
      },
      moved: () => (this.tip.hidden = true),
    });
    this.keys = new BoardKeys(this.canvas, {
      label: t("Game board: the arrow keys move over its spaces, N and P to the spaces you may choose, Enter chooses"),
      spaces: () => this.spaces(),
      choose: (name) => this.chooseCell(name),
      redraw: () => this.keyMoved(),
    });
    this.words = new BoardWords();
    this.frame.box.append(this.keys.said, this.words.element);
    this.step = el("div", { class: "step", "aria-live": "polite" });
    this.actions = $("div", "actions");
    this.hand = $("div", "hand");
    this.joker = $("div", "joker");
    this.mushroomInfo = $("div", "label mushroom-info");
    this.track = $("div", "scores");
    this.seats = $("ol", "seats");
    this.areaScores = $("div", "area-scores");
    this.root.append(
      this.frame.box,
      $(
        "div",
        "side",
        this.step,
        this.hand,
        this.actions,
        this.joker,
        this.mushroomInfo,
        this.track,
        this.seats,
        this.areaScores,
      ),
    );
    this.focus = new FocusKeeper(this.root, ["data-domino", "data-action", "data-plant", "data-animal"]);
    // a long press or a right click of a space shows it large; the click it ends in is none
    const wasLong = longPress(this.canvas, (e) => this.openSpace(this.board?.cellAt(e.offsetX, e.offsetY)));
    this.canvas.addEventListener("click", (e) => wasLong() || this.onBoardClick(e));
    this.canvas.addEventListener("mousemove", (e) => this.onBoardMove(e));
    this.canvas.addEventListener("mouseleave", () => this.onBoardLeave());
    this.canvas.addEventListener("pointerdown", (e) => e.pointerType !== "mouse" && this.onBoardMove(e));
    this.canvas.title = t("Right click or long press a space to see it large");
    this.host.settings.listen((name, value) => (name === "zoom" ? this.frame.setZoom(value) : this.render()));
  }

  // ------------------------------------------------------------ from the platform screen

  /** The seat's legal moves sorted for this screen. */
  index(moves) {
    return new MoveIndex(moves);
  }

  /** Note a new view (`events`: what the update said happened, for the animations). */
  follow(view, events) {
    if (this.view === null) {
      this.model = new BoardModel(view.board);
      this.board = new BoardView(this.canvas, this.model);
      this.frame.zoom = this.setting("zoom");
      this.frame.fit();
      if (this.frame.cell) this.board.resize(this.frame.cell);
    }
    this.view = view;
    this.areas = this.model.areasIn(view);
    this.keepEndScorings(events);
    if (events.length && this.moving) this.animate(events);
  }

  /** Draw `view` with the seat's `moves` and the turn `state`, and the tip over an area as
   * the area is now. */
  draw(view, moves, state) {
    super.draw(view, moves, state);
    if (!this.tip.hidden) this.showTip();
  }

  /** Every version's events so far: the final scoring's, if any, are kept for its table;
   * true when there were some (the screen is drawn again). */
  history(history) {
    return this.keepEndScorings(history.flatMap(([, events]) => events));
  }

  keepEndScorings(events) {
    const scorings = events.filter((e) => e.type === "area" && e.final);
    if (scorings.length) this.endScorings = scorings;
    return scorings.length > 0;
  }

  /** The log's lines for `events`: [{text, seat, mark?}] (a view has been shown). */
  describe(events) {
    return describe(events, {
      names: this.host.names,
      animals: this.model.animalNames,
      areaOf: this.areas.of,
      valley: this.model.valley,
      stumps: this.model.stumps,
    });
  }

  /** The CSS colour of `seat`'s pieces (a view has been shown). */
  seatColor(seat) {
    return PLAYER_COLOURS[this.view.seats[seat].colour];
  }

  /** Highlight a log line's mark ({cells, area}), or nothing (null). */
  highlight(mark) {
    this.marks = mark ? new Set(mark.cells) : null;
    this.markArea = mark?.area ?? null;
    this.drawBoard();
  }

  /** Show the pieces others placed (`events`) arriving: each grows in, ringed by a glow
   * that fades. The canvas's data-arrivals counts these animations, data-arriving is set
   * while one runs. */
  animate(events) {
    const start = performance.now();
    const cells = [];
    for (const e of events) {
      if (e.seat === this.mySeat && this.mySeat !== null) continue;
      if (e.type === "place") cells.push(...e.cells);
      if (e.type === "plant" || e.type === "mushroom") cells.push(e.cell);
    }
    if (!cells.length) return;
    const data = this.canvas.dataset;
    data.arrivals = String(Number(data.arrivals ?? 0) + 1);
    data.arriving = "true";
    this.arrival = start; // a later arrival takes over from this one
    const step = (now) => {
      if (this.arrival !== start) return;
      const t = Math.min(1, Math.max(0, now - start) / ANIMATION_MS);
      this.fresh = t < 1 ? new Map(cells.map((name) => [name, t])) : new Map();
      if (t === 1) delete data.arriving;
      this.drawBoard();
      if (t < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }

  // ------------------------------------------------------------ drawing

  render() {
    if (!this.view) return;
    // the keyboard, when its control is drawn anew and gone, goes to the board, where the
    // next choice usually is
    this.focus.draw(() => this.renderAll(), () => this.canvas);
  }

  renderAll() {
    const v = this.view;
    const letters = this.setting("colourBlind");
    this.step.textContent = v.phase === "over" ? "" : this.stepText(v);
    const board = v.player_board; // the spaces of each seat's player board
    this.track.replaceChildren(scoreTrack(v.seats, this.host.names, letters));
    this.seats.replaceChildren(
      ...v.seats.map((seat, i) =>
        seatPanel(seat, i, { names: this.host.names, me: this.mySeat, current: v.current, letters, board }),
      ),
    );
    this.renderHand(letters);
    this.renderJoker(letters);
    this.renderActions(letters);
    this.renderValley();
    this.drawBoard();
    this.words.show(boardSections(this.boardFacts()));
  }

  /** What the board's words are made of (board-text.mjs). */
  boardFacts() {
    return { model: this.model, view: this.view, areas: this.areas, names: this.host.names, me: this.mySeat };
  }

  /** The Valley's mushrooms left, and at the end its scoring by area. */
  renderValley() {
    const valley = this.view.valley;
    if (!valley) return;
    this.mushroomInfo.textContent = t("Mushrooms: {supply} beside the board, {box} in the box", valley);
    const over = this.view.phase === "over" && this.endScorings.length > 0;
    const colours = this.view.seats.map((seat) => seat.colour);
    const table = over ? [areaScoreTable(this.endScorings, this.host.names, valley.tie, colours)] : [];
    this.areaScores.replaceChildren(...table);
  }

  /** What the seat whose turn it is does now, in words. */
  stepText(v) {
    if (this.myTurn) return MY_STEP[v.phase]?.() ?? "";
    return THEIR_STEP[v.phase]?.(seatName(this.host.names, v.current)) ?? "";
  }

  drawBoard() {
    if (!this.board || !this.view) return;
    performance.mark("redraw-start");
    this.board.draw(this.view, this.overlay(), {
      colourBlind: this.setting("colourBlind"),
      deadAnimals: this.setting("deadAnimals"),
      shadeScored: this.setting("shadeScored"),
      markJoker: this.setting("markJoker"),
    });
    performance.measure("redraw", "redraw-start");
    this.countDrawing(this.canvas);
  }

  overlay() {
    const p = this.pick;
    const out = { fresh: this.fresh, hoverArea: this.hover?.area ?? this.markArea, focus: this.keys.ringAt };
    if (this.marks) out.marks = this.marks;
    const held = this.state.held;
    if (held) {
      out.preview = this.previewOf(held);
      if (held.cell) out.marks = [...(out.marks ?? []), held.cell];
      return out;
    }
    if (this.busy) return out;
    if (p.domino !== undefined) {
      const animals = this.handAnimals(p.domino);
      if (p.first === undefined) {
        out.targets = this.moves.placementCells(p.domino);
      } else {
        out.partners = this.moves.partnerCells(p.domino, p.first);
        const move =
          this.hover?.cell && out.partners.has(this.hover.cell)
            ? this.moves.placement(p.domino, p.first, this.hover.cell, p.flipped)
            : null;
        out.preview = move ? this.previewOf(move) : { cells: [p.first], animals };
      }
    } else if (p.plant) {
      out.targets = this.moves.plantCells(p.plant.colour, p.plant.kind);
    } else if (p.returning) {
      out.returns = [...this.moves.returns.entries()].map(([k, m]) => [k, this.returnCost(m)]);
    } else if (this.myTurn && this.view.phase === "mushroom") {
      out.targets = [...this.moves.mushrooms.keys()];
    } else if (this.myTurn && this.view.phase === "plant") {
      out.hints = this.moves.anyPlantCells();
    }
    return out;
  }

  previewOf(move) {
    if (move.type === "place") {
      return { cells: move.cells, animals: this.dominoAnimals(move.domino) };
    }
    return null;
  }

  handAnimals(domino) {
    const animals = this.dominoAnimals(domino);
    return this.pick.flipped ? [animals[1], animals[0]] : animals;
  }

  dominoAnimals(domino) {
    return this.view.seats[this.mySeat].hand.find((d) => d.id === domino).animals;
  }

  returnCost(move) {
    const [, kind] = this.view.plants[move.cell];
    return this.model.kinds.indexOf(kind) + 1;
  }

  // ------------------------------------------------------------ hand, joker, actions

  renderHand(letters) {
    const v = this.view;
    const mine = this.mySeat === null ? null : v.seats[this.mySeat];
    if (!mine || !mine.hand || mine.hand.length === 0) {
      this.hand.replaceChildren();
      return;
    }
    const names = this.model.animalNames.map(word);
    const tiles = mine.hand.map((d, i) => {
      const chosen = this.pick.domino === d.id;
      const animals = chosen ? this.handAnimals(d.id) : d.animals;
      const playable = this.moves.places.has(d.id) || this.moves.discards.has(d.id);
      const values = { n: i + 1, pair: animals.map((a) => names[a]).join(" – ") };
      const button = el(
        "button",
        {
          class: `domino${chosen ? " chosen" : ""}`,
          "data-domino": d.id,
          "aria-label": chosen
            ? t("Domino {n}: {pair}, chosen (again, or R, turns it round)", values)
            : t("Domino {n}: {pair}", values),
          "aria-pressed": String(chosen),
          disabled: !playable || !this.open,
          title: chosen
            ? t("Click again to turn it round")
            : t("Choose {pair}", { pair: animals.map((a) => names[a]).join(" – ") }),
          onclick: () => this.chooseDomino(d.id),
        },
        dominoIcon(animals, animals.map((a) => names[a]), 34, letters),
      );
      return piece(button, () => dominoZoom(animals, names, letters));
    });
    this.hand.replaceChildren(el("span", { class: "label" }, t("Your hand")), ...tiles);
  }

  renderJoker(letters) {
    const v = this.view;
    const choosing = this.pick.joker && !this.busy;
    const names = this.model.animalNames.map(word);
    this.joker.replaceChildren(
      el("span", { class: "label" }, choosing ? t("New joker:") : t("Joker")),
      ...names.map((name, a) => {
        const move = this.moves.jokers.get(a);
        const button = el(
          "button",
          {
            class: `joker-animal${a === v.joker ? " current" : ""}`,
            "data-animal": a,
            title: a === v.joker ? t("{animal} (the joker)", { animal: name }) : name,
            disabled: !(choosing && move),
            onclick: () => this.host.send(move),
          },
          animalIcon(a, name, 24, letters),
        );
        return piece(button, () => animalZoom(a, name, letters, a === v.joker));
      }),
    );
  }

  renderActions(letters) {
    const m = this.moves;
    const v = this.view;
    const p = this.pick;
    const button = (label, name, move, onclick, extra = "") =>
      el(
        "button",
        {
          class: `action ${extra}`,
          "data-action": name,
          disabled: !move || !this.open,
          onclick: onclick ?? (() => this.host.send(move)),
        },
        label,
      );
    const out = [];
    if (!this.myTurn || m.empty) {
      this.actions.replaceChildren();
      return;
    }
    if (v.phase === "domino") {
      const discard = p.domino !== undefined ? m.discards.get(p.domino) : null;
      out.push(button(t("Return chosen domino to the box"), "discard", discard));
    }
    if (v.phase === "plant") {
      const choices = m.plantChoices();
      out.push(
        el(
          "div",
          { class: "plant-choices" },
          el("span", { class: "label" }, t("Your plants:")),
          choices.map(({ colour, kind }) => {
            const chosen = p.plant?.colour === colour && p.plant?.kind === kind;
            const choice = el(
              "button",
              {
                class: `plant-choice${chosen ? " chosen" : ""}`,
                "data-plant": `${colour}/${kind}`,
                "aria-pressed": String(chosen),
                title: plantName(colour, kind),
                disabled: this.busy,
                onclick: () => this.choosePlant(colour, kind),
              },
              plantIcon(colour, kind, 26, letters),
            );
            return piece(choice, () => plantZoom(colour, kind, letters));
          }),
        ),
      );
      out.push(button(t("Skip the plant"), "skip_plant", m.single.skip_plant));
    }
    if (v.phase === "mushroom") out.push(button(t("No mushroom"), "skip_mushroom", m.single.skip_mushroom));
    if (v.phase === "clouds") out.push(button(t("Take the clouds"), "take_clouds", m.single.take_clouds, null, "primary"));
    if (v.phase === "end") {
      out.push(button(t("Another turn (3 ☁)"), "extra_turn", m.single.extra_turn));
      out.push(button(t("End turn"), "end_turn", m.single.end_turn, null, "primary"));
    }
    const clouds = v.seats[this.mySeat].clouds;
    out.push(
      button(p.joker ? t("Cancel joker change") : t("Change joker (2 ☁)"), "joker", m.jokers.size > 0, () =>
        this.togglePick("joker"),
      ),
      button(
        p.returning ? t("Cancel plant return") : t("Take back a plant (☁ = its value)"),
        "return",
        m.returns.size > 0,
        () => this.togglePick("returning"),
      ),
      el("span", { class: "label clouds-left" }, t("You have ☁ {clouds}", { clouds })),
    );
    this.actions.replaceChildren(...out);
  }

  // ------------------------------------------------------------ choosing

  /** Drop the choice under way (`reason`: "view", "sent", "refused" or "escape"; Escape
   * clears the line that asked about it too). The platform screen draws next. */
  cancel(reason) {
    if (reason === "escape") this.host.say("");
    this.pick = {};
  }

  togglePick(name) {
    const on = !this.pick[name];
    this.pick = on ? { [name]: true } : {};
    this.render();
  }

  chooseDomino(id) {
    if (this.pick.domino === id) {
      this.pick = { domino: id, flipped: !this.pick.flipped };
    } else {
      this.pick = { domino: id, flipped: false };
    }
    const places = this.moves.places.get(id)?.length ?? 0;
    this.host.say(
      places
        ? tn(
            "Choose two spaces for it ({n} way); choose the domino again (or press R) to turn it round.",
            "Choose two spaces for it ({n} ways); choose the domino again (or press R) to turn it round.",
            places,
          )
        : t("It cannot be placed: you may return it to the box."),
    );
    this.render();
  }

  choosePlant(colour, kind) {
    this.pick = { plant: { colour, kind } };
    this.host.say(t("Choose a highlighted space for the {plant}.", { plant: plantName(colour, kind) }));
    this.render();
  }

  onBoardClick(e) {
    if (!this.view || this.frame.dragged) return;
    const space = this.board.cellAt(e.offsetX, e.offsetY);
    if (space) this.chooseCell(space);
  }

  /** Do what choosing the space `name` (a click, or Enter on it) does now. */
  chooseCell(name) {
    this.cellChoice(name)?.run();
  }

  /**
   * What choosing the space `name` does now: {text: it in words, open: it makes or
   * readies a move, run()}, or null (nothing). `sets` are the spaces of the choice under way
   * (choiceSets), worked out once for all the spaces.
   */
  cellChoice(name, sets = this.choiceSets()) {
    if (!this.view || !this.open) return null;
    const p = this.pick;
    const m = this.moves;
    const send = (move, text) => ({ text, open: true, run: () => this.host.send(move) });
    if (p.domino !== undefined) {
      if (sets.partners?.has(name)) {
        const move = m.placement(p.domino, p.first, name, p.flipped);
        return send(move, t("Enter places the domino on {cells}.", { cells: move.cells.join("–") }));
      }
      if (!sets.targets.has(name)) return null;
      const first = p.first === name ? undefined : name;
      const text =
        first === undefined
          ? t("Enter takes the domino's first half off this space.")
          : t("Enter puts the domino's first half here.");
      return {
        text,
        open: true,
        run: () => {
          this.pick = { ...p, first };
          this.drawBoard();
        },
      };
    }
    if (p.plant) {
      const { colour, kind } = p.plant;
      const move = m.plantMove(colour, kind, name);
      return move && send(move, t("Enter plants the {plant} here.", { plant: plantName(colour, kind) }));
    }
    if (p.returning) {
      const move = m.returns.get(name);
      if (!move) return null;
      const cost = this.returnCost(move);
      return send(move, tn("Enter takes this plant back ({n} cloud).", "Enter takes this plant back ({n} clouds).", cost));
    }
    if (m.mushrooms.has(name)) return send(m.mushrooms.get(name), t("Enter places the mushroom here."));
    if (this.myTurn && this.view.phase === "plant" && sets.plants.has(name)) {
      const text = t("Choose one of your plants first, below the board.");
      return { text, open: false, run: () => this.host.say(text) };
    }
    return null;
  }

  /** The spaces of the choice under way: {targets} of the domino chosen, its {partners}
   * once its first half is placed, the {plants} spaces of the plant step. */
  choiceSets() {
    const p = this.pick;
    if (p.domino === undefined) return { plants: this.moves.anyPlantCells() };
    return {
      targets: this.moves.placementCells(p.domino),
      partners: p.first === undefined ? null : this.moves.partnerCells(p.domino, p.first),
    };
  }

  /** The board's spaces for the keyboard (BoardKeys): each in words, and what choosing it does. */
  spaces() {
    if (!this.view) return [];
    const sets = this.choiceSets();
    return boardSpaces(this.boardFacts(), (name) => this.cellChoice(name, sets));
  }

  /** The keyboard's focus on the board moved, or the board gained or lost the keyboard:
   * draw the ring, and scroll the board to show it. */
  keyMoved() {
    this.drawBoard();
    const name = this.keys.ringAt;
    if (!name || !this.frame.cell) return;
    const [r, c] = cellPosition(name);
    this.frame.reveal(c * this.frame.cell, r * this.frame.cell, this.frame.cell);
  }

  /**
   * The game's keys (docs/accessibility.md): 1 to 9 choose that domino of the hand, R turns
   * the domino chosen round, E ends the turn, B gives the keyboard to the board. True:
   * something changed (the platform draws again).
   */
  key(e, moves) {
    const hand = this.view.seats[this.mySeat ?? -1]?.hand ?? [];
    const key = e.key.toLowerCase();
    if (key === "b") {
      this.canvas.focus();
      return false;
    }
    if (!this.open) return false;
    if (/^[1-9]$/.test(key) && hand[key - 1] && this.view.phase === "domino") {
      const id = hand[key - 1].id;
      if (moves.places.has(id) || moves.discards.has(id)) this.chooseDomino(id);
    } else if (key === "r" && this.pick.domino !== undefined) {
      this.chooseDomino(this.pick.domino);
    } else if (key === "e" && moves.single.end_turn) {
      this.host.send(moves.single.end_turn);
    }
    return false;
  }

  onBoardMove(e) {
    if (!this.view) return;
    const space = this.board.cellAt(e.offsetX, e.offsetY);
    const area = space ? this.areas.of.get(space) ?? null : null;
    const showArea = area && this.setting("areaHover") ? area : null;
    if (this.hover?.cell === space && this.hover?.area === showArea) return;
    this.hover = { cell: space, area: showArea, x: e.clientX, y: e.clientY };
    this.showTip();
    this.drawBoard();
  }

  onBoardLeave() {
    this.hover = null;
    this.tip.hidden = true;
    this.drawBoard();
  }

  /** The tip over the hovered area, as it is in the view, beside the pointer; or none. */
  showTip() {
    const area = this.hover?.area;
    if (!area || !(area in this.view.areas)) {
      this.tip.hidden = true;
      return;
    }
    const { x, y } = this.hover;
    const facts = areaFacts(this.view, area, this.areas.sizes[area]);
    this.tip.replaceChildren(...tipLines(facts, this.view.seats, this.host.names, this.setting("colourBlind")));
    this.tip.hidden = false;
    const below = y + 14 + this.tip.offsetHeight <= window.innerHeight;
    const left = Math.min(x + 14, window.innerWidth - this.tip.offsetWidth - 4);
    this.tip.style.left = `${Math.max(4, left)}px`;
    this.tip.style.top = `${below ? y + 14 : Math.max(4, y - 14 - this.tip.offsetHeight)}px`;
  }

  /** Show the space `name` large (nothing off the board's spaces): what stands there and,
   * in an area, the area's tip. */
  openSpace(name) {
    if (!name) return;
    const area = this.areas.of.get(name);
    const facts = area && area in this.view.areas ? areaFacts(this.view, area, this.areas.sizes[area]) : null;
    const letters = this.setting("colourBlind");
    const { content, label } = spaceZoom(name, {
      model: this.model,
      view: this.view,
      options: { colourBlind: letters, deadAnimals: "show", markJoker: this.setting("markJoker") },
      areaLines: facts && tipLines(facts, this.view.seats, this.host.names, letters),
    });
    openZoom(content, label);
  }

  // ------------------------------------------------------------ sending

  /** `move` in words (for the line that asks to confirm it). */
  describeMove(move) {
    return describeMove(move, this.model.animalNames);
  }
}

/**
 * `button` in a box that shows its piece large (`make()`: {content, label}) on a long press
 * or a right click, and on a click while the button is disabled (a disabled button lets its
 * pointer through to the box: style.css).
 */
function piece(button, make) {
  const box = el("span", { class: "piece" }, button);
  zoomable(box, make, { click: button.disabled });
  return box;
}

function describeMove(move, animals) {
  switch (move.type) {
    case "place":
      return t("Place the domino on {first} and {second}.", { first: move.cells[0], second: move.cells[1] });
    case "plant":
      return t("Plant the {plant} on {cell}.", { plant: plantName(move.colour, move.kind), cell: move.cell });
    case "return":
      return t("Take back the plant on {cell}.", { cell: move.cell });
    case "joker":
      return t("Make the {animal} the joker.", { animal: word(animals[move.animal]) });
    case "mushroom":
      return t("Place the mushroom on {cell}.", { cell: move.cell });
    case "skip_mushroom":
      return t("Leave the mushroom: it goes to the box.");
    default:
      return MOVE_WORDS[move.type]?.() ?? move.type;
  }
}

// the moves without a choice, in words
const MOVE_WORDS = {
  discard: () => t("Return the domino to the box."),
  skip_plant: () => t("Skip the plant."),
  take_clouds: () => t("Take the clouds."),
  extra_turn: () => t("Take another turn."),
  end_turn: () => t("End the turn."),
};
