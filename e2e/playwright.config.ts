import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free loopback port, chosen once: workers inherit it through the environment. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reno-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The CI machine has 2 cores shared by the server, two browsers and their workers: on a slow day
  // (2026-12-07) first pages took more than the default 5 s to show and long journeys more than 30 s,
  // while each passed alone in a third of that. A missing element still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no network but loopback: keep Chromium from dialling out.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The approvals journeys create and pay a whole project of the demo client, which moves the client's
  // newest payment (the dashboard's phase text that other journeys read): they run once those are done.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/.*\.mobile\.spec\.ts/, /approvals\.spec\.ts/, /back-office\.spec\.ts/],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: /.*\.mobile\.spec\.ts/,
      testIgnore: /approvals\.mobile\.spec\.ts/,
    },
    {
      name: 'approvals',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /approvals\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'approvals-mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: /approvals\.mobile\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
    // An announcement reaches each reader once, on the first dashboard that opens: the back-office journey
    // posts one to the demo client and must be the only one opening that client's dashboard, so it runs last.
    {
      name: 'back-office',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /back-office\.spec\.ts/,
      dependencies: ['approvals', 'approvals-mobile'],
    },
  ],
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      COOKIE_SECURE: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every journey signs in from 127.0.0.1; the per-identity failure limit still applies.
      LOGIN_LIMIT_PER_MINUTE: '100000',
      // Production refuses to issue documents without the company's details (issue 17).
      COMPANY_NAME: 'EZreno Pte. Ltd.',
      COMPANY_UEN: '201912345K',
      COMPANY_GST_REG_NO: '201912345K',
      COMPANY_ADDRESS: '1 Demo Road, #01-01, Singapore 123456',
      COMPANY_EMAIL: 'hello@ezreno.sg',
      COMPANY_PHONE: '+65 8800 1234',
      // Every journey registers from 127.0.0.1; the per-account and per-number SMS limits still apply.
      SMS_PER_IP_PER_HOUR: '100000',
      SMS_DAILY_BUDGET: '100000',
      // Production refuses the demo PayNow UEN and a missing public address (issue 15).
      PAYNOW_UEN: '201812345K',
      PUBLIC_URL: baseURL,
    },
  },
});
