// The client's words in German and French: a served catalogue read at import, messages
// filled in, plurals by the language's rules, numbers and lists written its way.
import assert from "node:assert/strict";
import { test } from "node:test";

const CATALOGUES = {
  de: {
    "{name} placed a tile.": "{name} hat ein Plättchen gelegt.",
    "{n} point": { one: "{n} Punkt", other: "{n} Punkte" },
  },
  fr: {
    "{name} placed a tile.": "{name} a posé une tuile.",
    "{n} point": { one: "{n} point", other: "{n} points" },
  },
};

/** i18n.mjs as a page in `language` loads it (a module of its own for each language). */
async function page(language) {
  const url = language === "en" ? "" : `/i18n/${language}/site.json?v=1`;
  globalThis.document = { documentElement: { lang: language, dataset: url ? { messages: url } : {} } };
  const asked = [];
  globalThis.fetch = async (address) => {
    asked.push(address);
    return { ok: true, json: async () => CATALOGUES[language] };
  };
  const words = await import(`../../web/static/js/i18n.mjs?${language}`);
  return { ...words, asked };
}

test("a German page reads its catalogue once and fills in the values", async () => {
  const { t, asked, language } = await page("de");
  assert.equal(language, "de");
  assert.deepEqual(asked, ["/i18n/de/site.json?v=1"]);
  assert.equal(t("{name} placed a tile.", { name: "Ann" }), "Ann hat ein Plättchen gelegt.");
  assert.equal(t("A message with no translation"), "A message with no translation");
  assert.equal(t("{name} and {other}", { name: "Ann" }), "Ann and {other}");
});

test("plurals follow each language's rules: French counts 0 as one, German as many", async () => {
  const de = await page("de");
  const fr = await page("fr");
  assert.deepEqual([0, 1, 2].map((n) => de.tn("{n} point", "{n} points", n)), ["0 Punkte", "1 Punkt", "2 Punkte"]);
  assert.deepEqual([0, 1, 2].map((n) => fr.tn("{n} point", "{n} points", n)), ["0 point", "1 point", "2 points"]);
  assert.equal(fr.tn("{n} point", "{n} points", 1500000), "1\u202f500\u202f000 points");
});

test("English is the messages themselves, fetched from nowhere", async () => {
  const { t, tn, asked, formatList } = await page("en");
  assert.deepEqual(asked, []);
  assert.equal(t("{name} placed a tile.", { name: "Ann" }), "Ann placed a tile.");
  assert.deepEqual([0, 1, 2].map((n) => tn("{n} point", "{n} points", n)), ["0 points", "1 point", "2 points"]);
  assert.equal(formatList(["Ann", "Bea", "Cy"]), "Ann, Bea and Cy");
});

test("numbers and lists are written the language's way", async () => {
  const de = await page("de");
  const fr = await page("fr");
  assert.equal(de.formatNumber(1234.5), "1.234,5");
  assert.equal(fr.formatNumber(1234.5), "1\u202f234,5");
  assert.equal(de.formatList(["Ann", "Bea", "Cy"]), "Ann, Bea und Cy");
  assert.equal(fr.formatList(["Ann", "Bea", "Cy"]), "Ann, Bea et Cy");
  assert.equal(de.formatDate(new Date(Date.UTC(2026, 10, 28, 12)), { dateStyle: "long", timeZone: "UTC" }), "28. November 2026");
  assert.equal(fr.formatDate(new Date(Date.UTC(2026, 10, 28, 12)), { dateStyle: "long", timeZone: "UTC" }), "28 novembre 2026");
});
