// Cascadia's rules page: the rules as this site plays them (docs/rules/cascadia.md), in our
// own words, with pictures drawn by the game's own tiles, tokens and cards.

import { el } from "../../../dom.mjs";
import { t } from "../../../i18n.mjs";
import { cardBox, natureIcon, tileIcon, tokenIcon } from "../panels.mjs";
import { HABITATS, HABITAT_ORDER, animalName, capital } from "../words.mjs";
import { displayPicture, environmentPicture } from "./diagrams.mjs";

const ANIMALS = ["bear", "elk", "salmon", "hawk", "fox"];
const KEYSTONE_ANIMAL = { F: "elk", M: "bear", P: "fox", R: "salmon", W: "hawk" };


// A small environment: a forest keystone and four two-habitat tiles turned so that four
// forests join, and two mountains, two wetlands (tokens: an elk and a pair of bears).
const ENVIRONMENT = [
  { cell: "0,0", habitats: "F", wildlife: ["elk"], keystone: true },
  { cell: "1,0", habitats: "FM", rotation: 2, wildlife: ["bear", "elk"] },
  { cell: "0,1", habitats: "FW", rotation: 0, wildlife: ["fox", "hawk"] },
  { cell: "1,1", habitats: "MR", rotation: 0, wildlife: ["bear", "salmon"] },
  { cell: "-1,1", habitats: "WF", rotation: 4, wildlife: ["salmon", "hawk", "fox"] },
];
const TOKENS = { "0,0": "elk", "1,0": "bear", "1,1": "bear" };

function pieces({ section, figure, list, piece }) {
  const tiles = HABITAT_ORDER.map((h, i) =>
    piece(
      tileIcon({ id: `rules${i}`, habitats: h, wildlife: [KEYSTONE_ANIMAL[h]], keystone: true }, 0, 26, false),
      capital(HABITATS[h]),
    ),
  );
  const tokens = ANIMALS.map((animal) => piece(tokenIcon(animal, 30), capital(animalName(animal))));
  return section(
    "pieces",
    t("What is in the game"),
    list("ul", [
      t("Habitat tiles (hexagons) of five habitats: forest, mountain, prairie, river and wetland. Most show two " +
        "habitats, each on half of the tile; keystone tiles show one habitat all round and one animal."),
      t("Each tile shows the animals that may live on it: one to three of the five."),
      t("100 wildlife tokens, 20 of each animal, drawn at random from a bag."),
      t("Nature tokens, earned on keystone tiles and spent for more choice."),
      t("Five scoring cards, one per animal, chosen at random: each says how that animal scores."),
      t("For each player a starting group of three tiles."),
    ]),
    figure(
      el(
        "div",
        {},
        el("div", { class: "rules-pieces" }, tiles),
        el("div", { class: "rules-pieces" }, tokens, piece(natureIcon(30), t("Nature token"))),
      ),
      t("The five habitats (on keystone tiles, with the star), the five animals and a nature token."),
    ),
  );
}

function turn({ section, figures, figure, list }) {
  const display = displayPicture(
    "display",
    [
      { tile: { habitats: "FR", wildlife: ["bear", "salmon"] }, token: "hawk" },
      { tile: { habitats: "P", wildlife: ["fox"], keystone: true }, token: "fox" },
      { tile: { habitats: "MW", wildlife: ["elk", "hawk"] }, token: "salmon" },
      { tile: { habitats: "RP", wildlife: ["salmon", "bear", "fox"] }, token: "bear" },
    ],
    t("the display"),
  );
  const corridors = environmentPicture("corridors", ENVIRONMENT, t("habitats joining"), ["0,0", "1,0", "0,1", "-1,1"]);
  const tokens = environmentPicture(
    "tokens",
    ENVIRONMENT.map((tile) => ({ ...tile, token: TOKENS[tile.cell] })),
    t("tokens on tiles"),
  );
  return section(
    "turn",
    t("Your turn"),
    el("p", {}, t("Players take 20 turns each, one after the other. A turn has three steps:")),
    list("ol", [
      t("choose one of the four pairs on offer: a habitat tile and the wildlife token under it;"),
      t("place the tile in your environment, touching at least one of your tiles, turned any way you like;"),
      t("put the token on an empty tile of yours that shows its animal (the new tile too), or put it back in the bag."),
    ]),
    el("p", {}, t("Then the empty places of the display are filled again from the tiles and from the bag.")),
    figure(
      display,
      t("The display: pair 2, a prairie keystone tile with a fox, is a good pair: the fox can go on that very " +
        "tile, and earns a nature token there."),
    ),
    el("h3", {}, t("Before choosing")),
    list("ul", [
      t("If all four tokens on offer show the same animal, they are replaced by new ones from the bag at once (and " +
        "again, while it happens)."),
      t("If three show the same animal, you may replace those three, once in your turn."),
      t("For a nature token you may replace any tokens you choose, as often as you have nature tokens; or take any " +
        "tile together with any token, not only a pair."),
    ]),
    el("h3", {}, t("Tiles and corridors")),
    el(
      "p",
      {},
      t("Two tiles that touch are joined for a habitat when that habitat is on both sides of the edge they share.") + " ",
      t("Joined tiles of a habitat form a corridor; at the end each habitat scores 1 point per tile of your largest " +
        "corridor of it."),
    ),
    el("h3", {}, t("Tokens")),
    el(
      "p",
      {},
      t("A token goes on a tile that shows its animal and has no token yet; it never moves again.") + " ",
      t("A token on a keystone tile earns a nature token. If none of your tiles can take the token, it goes back to " +
        "the bag."),
    ),
    figures(
      figure(
        corridors,
        t("The four ringed tiles are joined by their forests: a forest corridor of 4, worth 4 points. The two " +
          "mountain halves on the right join too (2), and so do the two wetlands on the left (2)."),
      ),
      figure(
        tokens,
        t("The two bears touch: with the bear card A (pairs of bears) they score 4. The elk on the forest " +
          "keystone earned its owner a nature token."),
      ),
    ),
  );
}

function scoring({ section, list }) {
  return section(
    "scoring",
    t("Scoring"),
    el("p", {}, t("After every player's 20th turn the game ends and each player adds up:")),
    list("ul", [
      t("each animal's points, by its scoring card;"),
      t("for each habitat, 1 point per tile of their largest corridor;"),
      t("a bonus per habitat for the largest corridor at the table: with two players 2 points (1 each on a tie); " +
        "with three or four, 3 points to the largest and 1 to the second (two tied for the largest get 2 each, " +
        "three or more tied 1 each, and then there is no second; a tie for second earns nothing); playing alone, " +
        "2 points for each corridor of 7 tiles or more (a table may leave these bonuses out, as the family " +
        "variant allows);"),
      t("1 point per nature token left."),
    ]),
    el("p", {}, t("The most points wins; on a tie, more nature tokens; still tied, a shared win.")),
    el("p", {}, t("The A cards, for example (each game may use any of four cards per animal):")),
    el("div", { class: "rules-cards cs-cards" }, ANIMALS.map((animal) => cardBox(`${animal}-A`))),
  );
}

function playingHere({ site }) {
  return site([
    t("Click a tile or a token of the display to take its pair; the buttons above it use a nature token or " +
      "replace three alike tokens."),
    t("Then click a green spot of your environment, turn the tile with the arrow buttons (or the R key), and " +
      "click it again or Place here."),
    t("Then click a tile ringed in yellow for the token, or return it to the bag. A token with nowhere to go " +
      "returns by itself."),
    t("The tabs above the board show the other players' environments; the table beside it, everyone's points now."),
  ]);
}

/** Fill `root` with Cascadia's rules, made of the rules page's `parts` (../../../rules-parts.mjs). */
export function drawRules(root, parts) {
  const { goal, setup } = parts;
  root.append(
    goal(
      t("One to four players each build a landscape of hexagonal habitat tiles and settle animals on it.") + " ",
      t("Large connected habitats score, and so do the animals, each by its own pattern shown on a scoring card.") + " ",
      t("After 20 turns each, the most points wins."),
    ),
    pieces(parts),
    setup(
      t("Each player gets a starting group of three tiles. Four tiles are laid out in a row, each with a token " +
        "from the bag: the display.") + " ",
      t("The game uses 43 tiles for one or two players, 63 for three and 83 for four. On this site the setup is " +
        "done for you."),
    ),
    turn(parts),
    scoring(parts),
    playingHere(parts),
  );
}
