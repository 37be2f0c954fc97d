/**
 * Numbers in the interface language's own format (docs/rules.md "Delivery": Intl, `he-IL` in Hebrew), with a fixed
 * number of decimals so a column of rates lines up.
 */
import { currentLanguage } from "../i18n";
import { numberFormat } from "./intl";

export function formatDecimal(value: number, digits = 1, language: string = currentLanguage()): string {
  return numberFormat(language === "he" ? "he-IL" : "en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
