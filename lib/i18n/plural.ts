import { format } from './format';

/**
 * A count-bearing message: one text per plural category of the language (Intl.PluralRules), `other`
 * always present. `zero` is chosen for a count of exactly 0 whatever the language's rules say, so
 * "0 minutes left" can read "Less than a minute left".
 */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The form of `forms` that fits `count` in `locale`, with `{count}` and any other `values` filled in. */
export function plural(
  locale: string,
  count: number,
  forms: PluralForms,
  values: Record<string, string | number> = {},
): string {
  const category = count === 0 && forms.zero !== undefined ? 'zero' : rulesFor(locale).select(count);
  return format(forms[category] ?? forms.other, { ...values, count });
}
