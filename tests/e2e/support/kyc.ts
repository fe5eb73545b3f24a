import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';

/** A file of tests/fixtures (a real JPEG, PNG and PDF, and a script renamed .jpg). */
export const fixture = (name: string) => join(import.meta.dirname, '..', '..', 'fixtures', name);

/** Chooses an option of a MUI select by the select's accessible name. */
export async function choose(page: Page, scope: Locator, name: RegExp, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Uploads a document for a module in the guide's upload step. */
export async function upload(page: Page, scope: Locator, module: number, kind: string, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const section = scope.getByTestId(`upload-${module}`);
  await choose(page, section, /Kind of document/, kind);
  await section.getByTestId(`upload-${module}-file`).setInputFiles(file);
  await section.getByRole('button', { name: 'Upload' }).click();
}
