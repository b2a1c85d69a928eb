// The words of the page's language. A message is its English text, with {name} for each
// value filled in: t("{name} placed a tile.", { name }); tn("{n} point", "{n} points", n)
// for a count. The page names its language (<html lang>) and the catalogue the server
// serves for it (data-messages: the site's messages and the page's game's); English is
// the messages themselves. Numbers, lists and dates are written by Intl in that language.

const root = globalThis.document?.documentElement;

/** The page's language: "en", "de" or "fr". */
export const language = root?.lang || "en";

const catalogue = root?.dataset.messages ? await load(root.dataset.messages) : {};
const plurals = new Intl.PluralRules(language);

async function load(url) {
  const answer = await fetch(url);
  return answer.ok ? answer.json() : {};
}

const fill = (text, values) =>
  text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

/** `message` in the page's language, its {names} filled in from `values`. */
export function t(message, values = {}) {
  const said = catalogue[message];
  return fill(typeof said === "string" ? said : message, values);
}

/** The form of `one`/`many` for the count `n` in the page's language; {n} is `n` written out. */
export function tn(one, many, n, values = {}) {
  const forms = catalogue[one];
  const form = forms && typeof forms === "object" ? (forms[plurals.select(n)] ?? forms.other) : null;
  return fill(form ?? (n === 1 ? one : many), { n: formatNumber(n), ...values });
}

const formatters = new Map();

/** The `Kind` (an Intl formatter) of `locale` with `options`, made once and kept. */
function formatter(Kind, locale, options) {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`;
  if (!formatters.has(key)) formatters.set(key, new Kind(locale, options));
  return formatters.get(key);
}

/** A number written the language's way (1,234.5; 1.234,5; 1 234,5). */
export const formatNumber = (n, options = {}) => formatter(Intl.NumberFormat, language, options).format(n);

// the site's English is British: "a, b and c", no comma before the "and"
const LISTS = language === "en" ? "en-GB" : language;

/** Items joined the language's way: "a, b and c", "a, b und c", "a, b et c". */
export const formatList = (items, type = "conjunction") =>
  formatter(Intl.ListFormat, LISTS, { style: "long", type }).format(items.map(String));

/** A date (and time) written the language's way. */
export const formatDate = (date, options = { dateStyle: "medium" }) =>
  formatter(Intl.DateTimeFormat, language, options).format(date instanceof Date ? date : new Date(date));
