/** A message in every plural category a language uses; `other` is the fallback (Intl.PluralRules). */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The form of `message` that fits `count` in `locale`, with `{count}` filled in. */
export function plural(locale: string, message: PluralMessage, count: number): string {
  const form = message[rulesFor(locale).select(count)] ?? message.other;
  return form.replace(/\{count\}/g, String(count));
}
