// Driving Swagger UI (/docs) in Chromium: the Authorize dialog, the definition selector, an
// operation's try-it and its live answer.
import type { Locator, Page } from 'playwright-core';

/** Opens the Authorize dialog, lets `fill` enter a scheme's credentials, applies them and closes it. */
export async function authorize(page: Page, fill: (modal: Locator) => Promise<unknown>): Promise<void> {
  await page.locator('button.authorize').first().click();
  const modal = page.locator('.modal-ux');
  await modal.waitFor();
  const scope = (await fill(modal)) as Locator | undefined;
  await (scope ?? modal).locator('button.authorize').first().click();
  // the dialog says so only when the credentials were taken (a failed token request shows an error)
  await (scope ?? modal).locator('button', { hasText: 'Logout' }).first().waitFor();
  await modal.locator('button.btn-done').first().click();
}

export async function switchSurface(page: Page, title: string, path: string): Promise<void> {
  await page.locator('select#select').selectOption({ label: title });
  await page.locator('.opblock-summary-path', { hasText: path }).first().waitFor();
}

export async function openOperation(page: Page, method: string, path: string): Promise<Locator> {
  const exact = new RegExp(`^${path.replace(/[{}]/g, '\\$&')}$`);
  const block = page.locator(`.opblock-${method.toLowerCase()}`).filter({ has: page.locator('.opblock-summary-path', { hasText: exact }) }).first();
  await block.locator('.opblock-summary').first().click();
  await block.getByRole('button', { name: 'Execute' }).waitFor();
  // the parameter rows can be drawn a moment after the Execute button (seen with Chromium 156.0.8078.108):
  // wait for the first row, or for the words Swagger UI draws for an operation without any
  await block.locator('tr[data-param-name]').or(block.getByText('No parameters', { exact: true })).first().waitFor();
  return block;
}

export async function paramValues(op: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(await op.locator('tr[data-param-name]').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-param-name')!, (r.querySelector('input') as HTMLInputElement | null)?.value ?? ''])));
}

/** Presses Execute (again after a first try) and returns the status of the live answer. */
export async function execute(op: Locator): Promise<string> {
  const status = op.locator('.live-responses-table .response .response-col_status').first();
  if (await status.count()) await op.getByRole('button', { name: 'Clear' }).click();
  await op.getByRole('button', { name: 'Execute' }).click();
  await status.waitFor();
  return (await status.innerText()).trim().split(/\s/)[0]!;
}
