import fs from "node:fs";
import { sampleTeamsCsv } from "@app/domain";
import type { Page } from "@playwright/test";
import { ADMIN, expect as baseExpect, checkA11y, loginViaApi, shot, signIn, type Translate, test, toast } from "./fixtures";
import { adminToken, createGame, uniqueName } from "./game-data";

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

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

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
    const picker = page.getByLabel(t("admin", "csv.import"), { exact: true });
    const report = page.getByRole("region", { name: t("admin", "teams.importTitle") }).getByRole("alert");

    await picker.setInputFiles({ name: "teams.txt", mimeType: "text/plain", buffer: Buffer.from("name\nA\n") });
    await expect(report).toContainText(t("validation", "csvSelectFile"));

    await picker.setInputFiles(csvFile("teams.csv", "title,logoUrl\nNobody,\n"));
    await expect(report).toContainText(t("validation", "csvNameColumnRequired"));

    const good = `name,logoUrl,description\r\n${first},,First of two\r\n,,a row without a name is skipped\r\n"${second}",/default-team.png,"Second, with a comma"\r\n`;
    await picker.setInputFiles(csvFile("teams.csv", good));
    await expect(toast(page, t("validation", "csvTeamsImported", { count: 2 }))).toBeVisible();
    await expect(toast(page, t("validation", "csvSkippedRows", { count: 1 }))).toBeVisible();
    await expect(report).toHaveCount(0);
    await expect(teamCard(page, first)).toContainText("First of two");
    await expect(teamCard(page, second)).toContainText("Second, with a comma");

    // The same file again: every named row now duplicates a team, so nothing is imported and each row says why.
    await picker.setInputFiles(csvFile("teams.csv", good));
    await expect(report).toContainText(t("validation", "csvNoValidTeams"));
    const duplicate = t("validation", "teamNameExists");
    await expect(report).toContainText(t("validation", "csvRowError", { row: 2, message: duplicate }));
    await expect(report).toContainText(t("validation", "csvRowError", { row: 4, message: duplicate }));
    await expect(report).toContainText(t("admin", "csv.nothingImported"));
    await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "admin-teams-import-errors");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t("admin", "teams.downloadSample"), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sample_teams.csv");
    const content = fs.readFileSync(await download.path(), "utf8");
    expect(content).toBe(sampleTeamsCsv());
    expect(content.startsWith("\uFEFFname,logoUrl,description")).toBe(true);
  });
});
