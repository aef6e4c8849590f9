// Debian's Chromium for browser tests, driven by playwright-core (never a downloaded browser).
// When it is missing a suite is skipped with the reason, unless REQUIRE_BROWSER=1 (CI) makes
// that a failure.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Why browser tests cannot run here, or undefined. Prints a NOTE when they are skipped. */
export function browserProblem(suite: string): string | undefined {
  const problem = fs.existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is missing (apt-get install chromium)`;
  if (problem && process.env.REQUIRE_BROWSER !== '1') console.log(`# NOTE: ${suite} NOT RUN: ${problem}`);
  return problem;
}

/** The `skip` option of a describe(): the reason, unless REQUIRE_BROWSER=1. */
export const skipUnlessRequired = (problem: string | undefined): string | false => (problem && process.env.REQUIRE_BROWSER !== '1' ? problem : false);

export async function launchChromium(problem: string | undefined): Promise<Browser> {
  if (problem) throw new Error(`${problem}; REQUIRE_BROWSER=1 forbids skipping`);
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}
