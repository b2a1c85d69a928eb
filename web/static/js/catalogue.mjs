// The games a table can be opened for (GET /api/catalogue): [{name, title, player_counts,
// bot_levels, options: [{name, label, choices: [{value, label}], default}]}].

import { api } from "./api.mjs";
import { choiceValue } from "./dom.mjs";
import { t } from "./i18n.mjs";

export const getCatalogue = () => api.get("/api/catalogue");

/** The catalogue's entry for the game called `name` (undefined if none). */
export const gameOf = (catalogue, name) => catalogue.find((game) => game.name === name);

/** The display name of the game called `name`: its title, or the name itself. */
export const gameTitle = (catalogue, name) => gameOf(catalogue, name)?.title ?? name;

/** The name of the form field holding `option`. */
export const optionField = (option) => `option.${option.name}`;

/** Every option of `game` at its default: {name: value}. */
export const defaultOptions = (game) => Object.fromEntries(game.options.map((o) => [o.name, o.default]));

/** The options of `game` as chosen in a form (its FormData `data`): {name: value}. */
export const readOptions = (game, data) =>
  Object.fromEntries(game.options.map((o) => [o.name, choiceValue(data.get(optionField(o)))]));

/** The `options` of a table of `game` (its catalogue entry) that are not the game's
 * defaults, in words: "Board: Valley (expansion)"; "" when every one is its default. */
export const optionsText = (game, options) =>
  (game?.options ?? [])
    .filter((o) => o.name in options && options[o.name] !== o.default)
    .map((o) =>
      t("{option}: {choice}", {
        option: o.label,
        choice: o.choices.find((c) => c.value === options[o.name])?.label ?? options[o.name],
      }),
    )
    .join(", ");

/** The bot level a quick game takes: the middle one of the game's levels. */
export const middleLevel = (game) => game.bot_levels[Math.floor((game.bot_levels.length - 1) / 2)];

/** A bot level ("easy", "medium", "hard") in words: alone ("easy"), for one bot ("easy
 * bot"), for bots ("easy bots") and with its article in a sentence ("an easy bot"). */
export function levelWords(level) {
  const words = {
    easy: () => ({ level: t("easy"), bot: t("easy bot"), bots: t("easy bots"), aBot: t("an easy bot") }),
    medium: () => ({ level: t("medium"), bot: t("medium bot"), bots: t("medium bots"), aBot: t("a medium bot") }),
    hard: () => ({ level: t("hard"), bot: t("hard bot"), bots: t("hard bots"), aBot: t("a hard bot") }),
  };
  const an = /^[aeiou]/i.test(level) ? "an" : "a";
  return words[level]?.() ?? { level, bot: `${level} bot`, bots: `${level} bots`, aBot: `${an} ${level} bot` };
}
