import {
  ADMIN,
  expect as baseExpect,
  checkA11y,
  loginStatus,
  loginViaApi,
  registerViaApi,
  shot,
  signIn,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";
import { uniqueName } from "./game-data";

// The machine running the suite may be busy: screens get a little longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

test.describe("admin users", () => {
  test.slow();

  test("adds, searches, edits, changes the password of and deletes a user", async ({ page, request, t, lang }) => {
    await signIn(page, await loginViaApi(request, ADMIN));
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: t("admin", "users.title") })).toBeVisible({ timeout: 20_000 });
    const table = page.getByRole("table", { name: t("admin", "users.table.caption") });
    await expect(table.getByText(ADMIN.email, { exact: true })).toBeVisible({ timeout: 20_000 });
    await checkA11y(page);
    await shot(page, "admin-users");

    const name = uniqueName(`Keeper ${lang}`);
    const email = uniqueEmail("admin-users");
    const row = (text: string) => table.getByRole("row").filter({ hasText: text });

    // Add, with validation.
    await page.getByRole("button", { name: t("admin", "users.add"), exact: true }).click();
    const add = page.getByRole("dialog", { name: t("admin", "users.addTitle") });
    const alert = (key: string) =>
      page
        .getByRole("dialog")
        .getByRole("alert")
        .filter({ hasText: t("validation", key) });
    const create = add.getByRole("button", { name: t("admin", "users.create"), exact: true });
    await create.click();
    await expect(alert("usernameEmailRequired")).toBeVisible();
    await expect(alert("passwordRequiredForNew")).toBeVisible();
    await add.getByLabel(t("admin", "users.username"), { exact: true }).fill(name);
    await add.getByLabel(t("admin", "users.email"), { exact: true }).fill(email);
    await add.getByLabel(t("admin", "users.password"), { exact: true }).fill("abc");
    await create.click();
    await expect(alert("passwordMin")).toBeVisible();
    // A common password passes the form's own rules; the server refuses it and the field shows why.
    await add.getByLabel(t("admin", "users.password"), { exact: true }).fill("qwerty123");
    await create.click();
    await expect(alert("passwordCommon")).toBeVisible();
    await add.getByLabel(t("admin", "users.password"), { exact: true }).fill("first-pass-1");
    await checkA11y(page);
    await shot(page, "admin-user-dialog");
    await create.click();
    await expect(toast(page, t("admin", "users.created"))).toBeVisible();
    await expect(row(email)).toContainText(name);
    await expect(row(email).getByText(t("admin", "users.adminBadge"), { exact: true })).toHaveCount(0);
    expect(await loginStatus(request, { email, password: "first-pass-1" })).toBe(200);

    // Search filters by name and by e-mail, on the client.
    const search = page.getByLabel(t("admin", "users.search"), { exact: true });
    await search.fill(name.toUpperCase());
    await expect(table.getByRole("row")).toHaveCount(2); // header + the match
    await search.fill(email.slice(0, 20));
    await expect(row(email)).toBeVisible();
    await expect(row(ADMIN.email)).toHaveCount(0);
    await search.fill("no-user-matches-this-text");
    await expect(page.getByText(t("admin", "users.noMatches", { query: "no-user-matches-this-text" }))).toBeVisible();
    await search.fill(name);

    // Edit: rename and make admin.
    const renamed = `${name} Jr`;
    await row(email)
      .getByRole("button", { name: t("admin", "users.editNamed", { name }) })
      .click();
    const edit = page.getByRole("dialog", { name: t("admin", "users.editTitle") });
    await expect(edit.getByLabel(t("admin", "users.username"), { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel(t("admin", "users.password"), { exact: true })).toHaveCount(0);
    await edit.getByLabel(t("admin", "users.username"), { exact: true }).fill(renamed);
    await edit.getByLabel(t("admin", "users.isAdmin"), { exact: true }).check();
    await edit.getByRole("button", { name: t("admin", "users.update"), exact: true }).click();
    await expect(toast(page, t("admin", "users.updated"))).toBeVisible();
    await search.fill(renamed);
    await expect(row(email)).toContainText(renamed);
    await expect(row(email).getByText(t("admin", "users.adminBadge"), { exact: true })).toBeVisible();

    // Change the password; the new one logs in, the old one no longer does.
    await row(email)
      .getByRole("button", { name: t("admin", "users.passwordNamed", { name: renamed }) })
      .click();
    const password = page.getByRole("dialog", { name: t("admin", "users.passwordTitle") });
    const change = password.getByRole("button", { name: t("admin", "users.passwordSubmit"), exact: true });
    await change.click();
    await expect(alert("newPasswordRequired")).toBeVisible();
    await password.getByLabel(t("admin", "users.newPassword"), { exact: true }).fill("abc");
    await password.getByLabel(t("admin", "users.confirmPassword"), { exact: true }).fill("abc");
    await change.click();
    await expect(alert("passwordMin")).toBeVisible();
    await password.getByLabel(t("admin", "users.newPassword"), { exact: true }).fill("second-pass-2");
    await password.getByLabel(t("admin", "users.confirmPassword"), { exact: true }).fill("second-pass-3");
    await change.click();
    await expect(alert("passwordsDoNotMatch")).toBeVisible();
    await password.getByLabel(t("admin", "users.newPassword"), { exact: true }).fill("        ");
    await password.getByLabel(t("admin", "users.confirmPassword"), { exact: true }).fill("        ");
    await change.click();
    await expect(alert("passwordBlank")).toBeVisible();
    await password.getByLabel(t("admin", "users.newPassword"), { exact: true }).fill("password1");
    await password.getByLabel(t("admin", "users.confirmPassword"), { exact: true }).fill("password1");
    await change.click();
    await expect(alert("passwordCommon")).toBeVisible();
    await password.getByLabel(t("admin", "users.newPassword"), { exact: true }).fill("second-pass-2");
    await password.getByLabel(t("admin", "users.confirmPassword"), { exact: true }).fill("second-pass-2");
    await checkA11y(page);
    await shot(page, "admin-user-password");
    await change.click();
    await expect(toast(page, t("validation", "passwordChanged"))).toBeVisible();
    await expect(password).toBeHidden();
    expect((await loginViaApi(request, { email, password: "second-pass-2" })).user.email).toBe(email);
    expect(await loginStatus(request, { email, password: "first-pass-1" })).toBe(401);

    // Delete after confirming.
    await row(email)
      .getByRole("button", { name: t("admin", "users.deleteNamed", { name: renamed }) })
      .click();
    const confirm = page.getByRole("dialog", { name: t("admin", "users.deleteTitle") });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: t("common", "actions.delete"), exact: true }).click();
    await expect(toast(page, t("validation", "userDeleted"))).toBeVisible();
    await expect(row(email)).toHaveCount(0);
    expect(await loginStatus(request, { email, password: "second-pass-2" })).toBe(401);

    await page.getByRole("link", { name: t("admin", "users.back") }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("shows the server's message when an e-mail is taken, and the admin's own row has no delete", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request);
    const admin = await loginViaApi(request, ADMIN);
    await signIn(page, admin);
    await page.goto("/admin/users");
    const search = page.getByLabel(t("admin", "users.search"), { exact: true });
    await expect(search).toBeVisible({ timeout: 20_000 });

    await search.fill(ADMIN.email);
    const own = page.getByRole("row").filter({ hasText: ADMIN.email });
    await expect(own.getByText(t("admin", "users.you"), { exact: true })).toBeVisible();
    await expect(own.getByRole("button", { name: t("common", "actions.delete") })).toHaveCount(0);

    await search.fill(player.email);
    const name = player.fullName;
    await page
      .getByRole("row")
      .filter({ hasText: player.email })
      .getByRole("button", { name: t("admin", "users.editNamed", { name }) })
      .click();
    const edit = page.getByRole("dialog", { name: t("admin", "users.editTitle") });
    await edit.getByLabel(t("admin", "users.email"), { exact: true }).fill(ADMIN.email);
    await edit.getByRole("button", { name: t("admin", "users.update"), exact: true }).click();
    await expect(toast(page, t("validation", "emailExists"))).toBeVisible();
    await expect(edit).toBeVisible();
  });
});
