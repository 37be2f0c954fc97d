/**
 * The CSV import card of an admin screen (teams, games): its file button, its report (why a file was refused) and
 * its preview (what a file would import, before anything is written).
 *
 *   const { picker, preview } = csvImportCard(page, t, t("admin", "teams.importTitle"));
 *   await picker.setInputFiles(csvFile("teams.csv", "name\nLions\n"));
 *   await expectPreviewCounts(preview, t, [1, 0, 0]);
 *   await previewImportButton(preview, t, lang, 1).click();
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { Translate } from "../fixtures";

export const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

export function csvImportCard(page: Page, t: Translate, title: string) {
  const card = page.getByRole("region", { name: title });
  return {
    card,
    picker: card.getByLabel(t("admin", "csv.import"), { exact: true }),
    report: card.getByRole("alert"),
    preview: card.getByRole("region", { name: t("admin", "csv.preview.title") }),
  };
}

/** The preview's three counts, in order: new rows, rows already present, rows with errors. */
export async function expectPreviewCounts(preview: Locator, t: Translate, [fresh, present, failed]: [number, number, number]) {
  await expect(preview.getByRole("list", { name: t("admin", "csv.preview.countsLabel") }).getByRole("listitem")).toHaveText([
    t("admin", "csv.preview.new", { count: fresh }),
    t("admin", "csv.preview.present", { count: present }),
    t("admin", "csv.preview.failed", { count: failed }),
  ]);
}

/** "Import N new rows", in the plural form the app picks for `count` in `lang` (Hebrew has one, two and other). */
export const previewImportButton = (preview: Locator, t: Translate, lang: string, count: number) =>
  preview.getByRole("button", {
    name: t("admin", `csv.preview.import_${new Intl.PluralRules(lang).select(count)}`, { count }),
    exact: true,
  });
