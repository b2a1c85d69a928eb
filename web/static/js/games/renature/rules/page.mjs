// Renature's rules page: the rules as this site plays them (docs/rules/renature.md), in our
// own words, with pictures drawn by the game's own board and sprites.

import { el } from "../../../dom.mjs";
import { t } from "../../../i18n.mjs";
import { word } from "../words.mjs";
import { drawCloud, drawDomino, drawPlant, drawToken } from "../draw.mjs";
import { boardPicture, jokerPicture, rowPicture } from "./diagrams.mjs";

// the animals in the game's order (the joker track's)
const ANIMALS = [
  "butterfly",
  "snail",
  "turtle",
  "badger",
  "salamander",
  "owl",
  "woodpecker",
  "hedgehog",
  "frog",
  "squirrel",
];
const [SNAIL, BADGER, OWL, FROG, SQUIRREL] = ["snail", "badger", "owl", "frog", "squirrel"].map((name) =>
  ANIMALS.indexOf(name),
);
const KINDS = ["turf", "bush", "pine", "oak"];


// A stretch of brook with two areas, used by the pictures of steps A and B.
const BROOK = ["S..BB..", "...BB..", "..CCCC.", "..CCCC.", "......."];
const FIRST = ["a1", OWL, "b1", FROG];
const NEW = ["c1", FROG, "c2", SNAIL];
const TOKENS = { B: [4, 2, "e2"], C: [8, 4, "e4"] };

function pieces({ section, figures, figure, list }) {
  const plants = rowPicture(
    "plants",
    KINDS.map((kind, i) => ({
      width: 44,
      label: t("{kind}: {value}", { kind: word(kind), value: i + 1 }),
      paint: (ctx, x, y, size) => drawPlant(ctx, "neutral", kind, x, y, size),
    })),
    t("The four kinds of plant (here neutral ones) and their values"),
  );
  const things = rowPicture(
    "things",
    [
      { width: 88, label: t("a domino"), paint: (ctx, x, y, size) => drawDomino(ctx, [OWL, FROG], x, y, size) },
      { width: 44, label: t("area token"), paint: (ctx, x, y, size) => drawToken(ctx, 7, 3, x, y, size) },
      { width: 44, label: t("cloud"), paint: (ctx, x, y, size) => drawCloud(ctx, 1, x, y, size) },
    ],
    t("A domino, an area token and a cloud"),
  );
  return section(
    "pieces",
    t("What is in the game"),
    list("ul", [
      t("A board: a brook of pale blue spaces winding between 18 sandy areas. Each area shows its name and its size (the number of its spaces). Four brook spaces are starting spaces."),
      t("55 dominoes with two animals each: there are ten animals, and every two of them meet on exactly one domino; each animal also has one domino showing it twice."),
      t("Plants of four kinds, each worth a value: turf 1, bush 2, pine 3, oak 4. They come in the players' colours and in a neutral green that any player may use."),
      t("A player board for each player, holding the plants of their colour, some neutral plants and up to 6 clouds."),
      t("An area token in each area, showing the main points (the area's size) and the minor points (half of that, rounded down). A secret number on its back is scored at the end by whoever took it."),
      t("Clouds, to pay for cloud actions, and the joker marker on a track of the ten animals."),
    ]),
    figures(
      figure(plants, t("Plants (here neutral ones): the taller the plant, the higher its value.")),
      figure(things, t("A domino, an area token (main 7, minor 3) and a cloud.")),
    ),
  );
}

function turn({ section, figures, figure, list }) {
  const fits = boardPicture(
    "domino",
    BROOK,
    { dominoes: [FIRST, NEW], tokens: TOKENS, overlay: { marks: ["c1", "c2"] } },
    t("a domino that fits"),
  );
  const clash = boardPicture(
    "clash",
    BROOK,
    { dominoes: [FIRST], tokens: TOKENS, overlay: { preview: { cells: ["a2", "b2"], animals: [SQUIRREL, BADGER] } } },
    t("a domino that does not fit"),
  );
  const where = boardPicture(
    "plant-spaces",
    BROOK,
    { dominoes: [FIRST, NEW], tokens: TOKENS, overlay: { targets: ["d1", "d2", "c3"] } },
    t("where a plant may go"),
  );
  const points = boardPicture(
    "plant-points",
    BROOK,
    {
      dominoes: [FIRST, NEW],
      tokens: TOKENS,
      plants: {
        c3: ["white", "bush"],
        e3: ["black", "turf"],
        f3: ["neutral", "bush"],
        d4: ["white", "pine"],
        f4: ["black", "oak"],
      },
      overlay: { marks: ["c3"] },
    },
    t("points for a plant"),
  );
  const closing = boardPicture(
    "closing",
    ["AA..S", "AA...", "BB...", "BB..."],
    {
      dominoes: [["d1", OWL, "e1", FROG], ["c1", OWL, "c2", BADGER]],
      plants: { a1: ["white", "bush"], b1: ["black", "turf"], b2: ["white", "turf"] },
      tokens: { A: [4, 2, "a2"], B: [4, 2, "a4"] },
      overlay: { marks: ["c1", "c2"] },
    },
    t("an area closed off"),
  );
  const ties = boardPicture(
    "ties",
    [".AA.", ".AA.", ".A.."],
    {
      plants: { b1: ["black", "pine"], c1: ["neutral", "pine"], b2: ["white", "bush"] },
      tokens: { A: [5, 2, "b3"] },
    },
    t("tied colours drop out"),
  );
  return section(
    "turn",
    t("Your turn"),
    el("p", {}, t("Players take turns one after the other. A turn has four steps, always in this order:")),
    list("ol", [
      t("A: place one domino from your hand on the brook, or put one back in the box;"),
      t("B: if you placed a domino, you may put one plant beside it;"),
      t("C: score your plant, then score every area your domino closed off;"),
      t("D: draw a domino from your reserve to have three in hand again."),
    ]),
    el("p", {}, t("At any point of your turn you may also spend clouds on cloud actions (below).")),
    el("h3", {}, t("A: place a domino")),
    el(
      "p",
      {},
      t("The domino covers two free brook spaces next to each other; it may not lie on an area or hang off the board. "),
      t("One of its two animals must lie on a starting space or next to the same animal already on the brook. "),
      t("And no animal may end up next to a different animal: every pair of animals that touch must match. "),
      t("“Next to” means sharing a side, never only a corner."),
    ),
    el(
      "p",
      {},
      t("The animal under the joker marker (the butterfly at the start) is wild: it matches every animal, and every animal matches it. "),
      t("If none of your dominoes fits, or you would rather keep them, you must put one of your dominoes back in the box instead; then steps B and C are skipped."),
    ),
    figures(
      figure(
        fits,
        t("The first domino of the game covered the starting space a1. The new one (yellow) fits: its frog lies next to the frog on b1, and its snail touches no other animal."),
      ),
      figure(
        clash,
        t("This one (dashed) does not fit: the squirrel would touch the owl above it, and the badger the frog."),
      ),
    ),
    el("h3", {}, t("B: place a plant")),
    el(
      "p",
      {},
      t("Take any plant from your player board, of your colour or neutral, and put it on a free area space next to the domino you just placed. "),
      t("If the area token lies there, it moves to another free space of that area. "),
      t("If clouds lie there, they go on your player board; those that do not fit go back to the box, unless you first make room with a cloud action. "),
      t("You may skip this step, and it is skipped when no free area space touches your domino. "),
      t("Plants still on your board at the end cost you their value, so plant when you can."),
    ),
    el("h3", {}, t("C: score")),
    el(
      "p",
      {},
      t("Your plant scores at once: 1 point for itself and 1 more for every plant already in its area, of any colour, whose value is the same as its own or lower. "),
      t("Then check the areas your domino touches. An area is closed off when none of the brook spaces next to it can ever take a domino again: each is covered by an animal, or has no free brook space next to it. "),
      t("Each area you closed off this turn is scored now, and you take its token."),
    ),
    figures(
      figure(where, t("After placing the domino on c1–c2, a plant may go on d1 or d2 (area B) or on c3 (area C).")),
      figure(
        points,
        t("White plants a bush on c3 and scores 3: 1 for the bush, 1 for the black turf and 1 for the neutral bush. The pine and the oak are worth more than a bush, so they add nothing."),
      ),
    ),
    el("p", {}, t("To score an area, add up the values of each colour's plants there (neutral is a colour too):")),
    list("ul", [
      t("colours with the same total cancel each other out: they count as if they were not there;"),
      t("if only one colour is left and it is a player's, that player scores the main and the minor points;"),
      t("otherwise the highest total scores the main points and the second highest the minor points;"),
      t("neutral takes its place in this order but scores nothing: if it is first, nobody gets the main points, and the second colour still gets the minor points."),
    ]),
    figures(
      figure(
        closing,
        t("The domino on c1–c2 covers the last free brook spaces next to area A: A is closed off. White has 3 (bush and turf) and scores the main points, 4; black has 1 and scores the minor points, 2. Area B is still open: c3 and c4 can take a domino."),
      ),
      figure(
        ties,
        t("When this area is scored, black and neutral both have 3 and cancel out. White, with only 2, is the one colour left and scores main and minor points: 5 + 2 = 7."),
      ),
    ),
    el("h3", {}, t("D: refill your hand")),
    el(
      "p",
      {},
      t("Draw one domino from your reserve. When your reserve is empty you stop drawing, and when your hand is empty too your turns are skipped until the game ends."),
    ),
  );
}

function clouds({ section, figure, list }) {
  return section(
    "clouds",
    t("Cloud actions"),
    el("p", {}, t("Clouds paid for an action go back to the box. As often as you can pay, you may:")),
    list("ul", [
      t("move the joker marker to another animal, for 2 clouds;"),
      t("take one of your plants or any neutral plant back from the board to a free space of your player board, for as many clouds as its value (it may come from an area already scored);"),
      t("at the end of your turn, take another whole turn at once, for 3 clouds (you need a domino in hand for it)."),
    ]),
    figure(
      jokerPicture("joker", ANIMALS, 0, t("the joker track")),
      t("The joker track: the butterfly is the joker at the start."),
    ),
  );
}

function end({ section, list }) {
  return section(
    "end",
    t("The end of the game"),
    el("p", {}, t("When nobody has a domino left, the game ends with a final scoring:")),
    list("ol", [
      t("every area that was never closed off is scored as above, and its token goes back to the box;"),
      t("each player scores 1 point for each cloud left on their player board;"),
      t("each player loses the value of every plant still on their player board;"),
      t("each player turns over the tokens they took and scores the numbers on their backs."),
    ]),
    el(
      "p",
      {},
      t("The most points wins. On a tie, the player with more area tokens wins; if that is equal too, they share the victory."),
    ),
  );
}

function valley({ section, figure, list }) {
  const joined = boardPicture(
    "valley",
    ["AA#~..", "AA.BB.", "...BB."],
    {
      valley: true,
      dominoes: [["c1", OWL, "d1", FROG]],
      mushrooms: ["c2"],
      areas: { A: ["a1", "b1", "a2", "b2", "c2", "d2", "e2", "d3", "e3"] },
      overlay: { marks: ["c2"] },
    },
    t("a mushroom joining two areas"),
  );
  return section(
    "valley",
    t("The Valley board"),
    el(
      "p",
      {},
      t("A table may be played on the Valley board (an option when the table is created). The turn is the same, with these changes:"),
    ),
    list("ul", [
      t("dominoes go on meadow spaces instead of the brook, and the four ponds are the starting spaces;"),
      t("a domino covering a tree stump gives you a mushroom: put it at once on a free meadow space next to an area, or leave it. The mushroom becomes an area space, so it makes the area larger, and joins every area it touches into one;"),
      t("some meadow spaces hold a cloud, which goes to the player whose domino covers it;"),
      t("there are no area tokens and areas are not scored during the game. At the end each area is scored as it is then: its size is the main points and half of it (rounded down) the minor points;"),
      t("on a tie the win goes to the player with the highest plant total in the largest area;"),
      t("the board's back side (a second option) has the same spaces, but its clouds lie on area spaces and are taken by planting there, as on the base board."),
    ]),
    figure(
      joined,
      t("The domino covers the tree stump on c1 and the pond on d1. Its owner puts the mushroom on c2, where it touches areas A and B and joins them into one area of 9 spaces."),
    ),
  );
}

function playingHere({ site }) {
  return site([
    t("Click a domino in your hand, then the two spaces for it: the green spaces are those it may cover. Click the domino again to turn it round."),
    t("Then click one of your plants under the board and a green space next to your domino, or skip the plant."),
    t("The cloud actions are buttons under the board; they are offered whenever you can pay for them."),
    t("A step with nothing to choose is taken by itself, and the area token moves out of a plant's way by itself."),
    t("Hover an area (or tap it) to see the plant totals there and what it would score now."),
  ]);
}

/** Fill `root` with Renature's rules, made of the rules page's `parts` (../../../rules-parts.mjs). */
export function drawRules(root, parts) {
  const { goal, setup } = parts;
  root.append(
    goal(
      t("Two to four players bring life back to a valley. In turn they lay dominoes of animals along a brook and put plants in the areas beside it. "),
      t("A plant scores when it is placed, and an area scores its colours once the dominoes around it close it off. "),
      t("When all dominoes are played, a final scoring follows; the most points wins."),
    ),
    pieces(parts),
    setup(
      t("Each player takes a colour and fills their player board with plants and 6 clouds. The dominoes are shared out face down, and each player draws three into their hand; the rest are their reserve. "),
      t("The first player starts with 4 points, the next with 3, then 2 and 1. On this site the setup is done for you."),
    ),
    turn(parts),
    clouds(parts),
    end(parts),
    valley(parts),
    playingHere(parts),
  );
}
