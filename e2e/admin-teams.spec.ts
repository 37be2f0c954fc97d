import fs from "node:fs";
import { sampleTeamsCsv } from "@app/domain";
import type { Page } from "@playwright/test";
import {
  ADMIN,
  expect as baseExpect,
  checkA11y,
  expectNoHorizontalScroll,
  loginViaApi,
  shot,
  signIn,
  type Translate,
  test,
  toast,
} from "./fixtures";
import { adminToken, createGame, createTeam, uniqueName } from "./game-data";
import { csvFile, csvImportCard, expectPreviewCounts, previewImportButton } from "./support/csv-import";

// The machine running the suite may be busy: screens get a little longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The admin signed in on /admin/teams, with the list loaded. */
async function openTeams(page: Page, request: Parameters<typeof loginViaApi>[0], t: Translate) {
  await signIn(page, await loginViaApi(request, ADMIN));
  await page.goto("/admin/teams");
  await expect(page.getByRole("heading", { level: 1, name: t("admin", "teams.title") })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status")).toHaveCount(0);
}

const teamCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

test.describe("admin teams", () => {
  test.slow();

  test("create with validation, edit and delete a team", async ({ page, request, t, lang }) => {
    await openTeams(page, request, t);
    const name = uniqueName(`Lions ${lang}`);
    const renamed = `${name} United`;

    await page
      .getByRole("button", { name: t("admin", "teams.add"), exact: true })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: t("admin", "teams.addTitle") });
    const submit = dialog.getByRole("button", { name: t("admin", "teams.create"), exact: true });
    await submit.click();
    await expect(dialog.getByRole("alert").filter({ hasText: t("validation", "teamNameRequired") })).toBeVisible();
    await expect(dialog.getByLabel(t("admin", "teams.name"), { exact: true })).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel(t("admin", "teams.name"), { exact: true }).fill(name);
    await dialog.getByLabel(t("admin", "teams.logoUrl"), { exact: true }).fill("not a url");
    await submit.click();
    await expect(dialog.getByRole("alert").filter({ hasText: t("validation", "logoUrlInvalid") })).toBeVisible();
    await dialog.getByLabel(t("admin", "teams.logoUrl"), { exact: true }).fill("/default-team.png");
    await dialog.getByLabel(t("admin", "teams.description"), { exact: true }).fill("Founded for the e2e league");
    await checkA11y(page);
    await shot(page, "admin-team-dialog");
    await submit.click();

    await expect(toast(page, t("admin", "teams.created"))).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = teamCard(page, name);
    await expect(card).toContainText("Founded for the e2e league");
    await expect(card.getByRole("img", { name })).toHaveAttribute("src", "/default-team.png");

    await card.getByRole("button", { name: t("admin", "teams.editNamed", { name }) }).click();
    const edit = page.getByRole("dialog", { name: t("admin", "teams.editTitle") });
    await expect(edit.getByLabel(t("admin", "teams.name"), { exact: true })).toHaveValue(name);
    await edit.getByLabel(t("admin", "teams.name"), { exact: true }).fill(renamed);
    await edit.getByLabel(t("admin", "teams.description"), { exact: true }).fill("");
    await edit.getByRole("button", { name: t("admin", "teams.update"), exact: true }).click();
    await expect(toast(page, t("admin", "teams.updated"))).toBeVisible();
    await expect(toast(page, t("admin", "teams.updated"))).toBeHidden();
    await expect(teamCard(page, renamed)).toContainText(t("admin", "teams.noDescription"));
    await expect(teamCard(page, name)).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "admin-teams");

    await teamCard(page, renamed)
      .getByRole("button", { name: t("admin", "teams.deleteNamed", { name: renamed }) })
      .click();
    const confirm = page.getByRole("dialog", { name: t("admin", "teams.deleteTitle") });
    await expect(confirm).toContainText(renamed);
    await checkA11y(page);
    await confirm.getByRole("button", { name: t("common", "actions.delete"), exact: true }).click();
    await expect(toast(page, t("validation", "teamDeleted"))).toBeVisible();
    await expect(teamCard(page, renamed)).toHaveCount(0);
  });

  test("a team that games use is not deleted and the server says why", async ({ page, request, t, lang }) => {
    const game = await createGame(request, await adminToken(request), { daysAhead: 3, round: uniqueName(`Used ${lang}`) });
    const name = game.homeGroupId.name;
    await openTeams(page, request, t);
    await teamCard(page, name)
      .getByRole("button", { name: t("admin", "teams.deleteNamed", { name }) })
      .click();
    await page
      .getByRole("dialog", { name: t("admin", "teams.deleteTitle") })
      .getByRole("button", { name: t("common", "actions.delete"), exact: true })
      .click();
    await expect(toast(page, t("validation", "teamInUse", { count: 1 }))).toBeVisible();
    await expect(teamCard(page, name)).toHaveCount(1);
  });

  test("imports teams from CSV and downloads the sample", async ({ page, request, t, lang }) => {
    await openTeams(page, request, t);
    const first = uniqueName(`Csv ${lang}`);
    const second = `${uniqueName(`Csv ${lang}`)}, FC`;
    const { picker, report, preview } = csvImportCard(page, t, t("admin", "teams.importTitle"));

    await picker.setInputFiles({ name: "teams.txt", mimeType: "text/plain", buffer: Buffer.from("name\nA\n") });
    await expect(report).toContainText(t("validation", "csvSelectFile"));

    await picker.setInputFiles(csvFile("teams.csv", "title,logoUrl\nNobody,\n"));
    await expect(report).toContainText(t("validation", "csvNameColumnRequired"));

    const good = `name,logoUrl,description\r\n${first},,First of two\r\n,,a row without a name is skipped\r\n"${second}",/default-team.png,"Second, with a comma"\r\n`;
    await picker.setInputFiles(csvFile("teams.csv", good));
    await expect(report).toHaveCount(0);
    await expectPreviewCounts(preview, t, [2, 0, 0]);
    await expect(preview).toContainText(t("validation", "csvSkippedRows", { count: 1 }));
    await expect(preview.getByRole("heading", { name: t("admin", "csv.preview.title") })).toBeFocused();
    await previewImportButton(preview, t, lang, 2).click();
    await expect(toast(page, t("validation", "csvTeamsImported", { count: 2 }))).toBeVisible();
    await expect(toast(page, t("validation", "csvSkippedRows", { count: 1 }))).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(teamCard(page, first)).toContainText("First of two");
    await expect(teamCard(page, second)).toContainText("Second, with a comma");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t("admin", "teams.downloadSample"), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sample_teams.csv");
    const content = fs.readFileSync(await download.path(), "utf8");
    expect(content).toBe(sampleTeamsCsv());
    expect(content.startsWith("\uFEFFname,logoUrl,description")).toBe(true);
  });

  test("previews new, existing and bad rows, imports only the new ones, and the same file again imports nothing", async ({
    page,
    request,
    t,
    lang,
  }) => {
    const existing = await createTeam(request, await adminToken(request), uniqueName(`Existing ${lang}`));
    const fresh = [uniqueName(`Fresh ${lang}`), uniqueName(`חדשה ${lang}`)];
    const text = [
      "name,logoUrl",
      `${fresh[0]},`,
      `${existing.name.toUpperCase()},`,
      `${fresh[1]},/default-team.png`,
      "Bad Logo FC,javascript:alert(1)",
    ].join("\n");
    await page.setViewportSize({ width: 375, height: 800 });
    await openTeams(page, request, t);
    const { picker, report, preview } = csvImportCard(page, t, t("admin", "teams.importTitle"));

    await picker.setInputFiles(csvFile("league.csv", text));
    await expectPreviewCounts(preview, t, [2, 1, 1]);
    await expect(preview).toContainText(t("validation", "csvErrorsFound", { count: 1 }));
    await expect(preview).toContainText(t("validation", "csvRowError", { row: 5, message: t("validation", "logoUrlInvalid") }));
    const present = t("validation", "csvTeamPresent", { name: existing.name.toUpperCase() });
    await expect(preview).toContainText(t("validation", "csvRowError", { row: 3, message: present }));
    await expect(report).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
    await shot(page, "admin-teams-import-preview");

    // Cancel writes nothing; choosing the file again brings the same preview back.
    await preview.getByRole("button", { name: t("common", "actions.cancel"), exact: true }).click();
    await expect(preview).toHaveCount(0);
    await expect(teamCard(page, fresh[0])).toHaveCount(0);
    await picker.setInputFiles(csvFile("league.csv", text));
    await expectPreviewCounts(preview, t, [2, 1, 1]);

    await previewImportButton(preview, t, lang, 2).click();
    await expect(toast(page, t("validation", "csvTeamsImported", { count: 2 }))).toBeVisible();
    await expect(toast(page, t("admin", "csv.result.present", { count: 1 }))).toBeVisible();
    await expect(toast(page, t("admin", "csv.result.failed", { count: 1 }))).toBeVisible();
    await expect(preview).toHaveCount(0);
    for (const name of fresh) await expect(teamCard(page, name)).toHaveCount(1);
    await expect(teamCard(page, existing.name)).toHaveCount(1);
    await expect(teamCard(page, "Bad Logo FC")).toHaveCount(0);

    // The same file again: its teams are all there now, so nothing is new, and that is not an error.
    await picker.setInputFiles(csvFile("league.csv", text));
    await expectPreviewCounts(preview, t, [0, 3, 1]);
    await expect(preview).toContainText(t("admin", "csv.preview.nothingNew"));
    await expect(previewImportButton(preview, t, lang, 0)).toBeDisabled();
    await expect(report).toHaveCount(0);
    await checkA11y(page);
    await preview.getByRole("button", { name: t("common", "actions.cancel"), exact: true }).click();
    await expect(preview).toHaveCount(0);
    for (const name of fresh) await expect(teamCard(page, name)).toHaveCount(1);
  });
});
