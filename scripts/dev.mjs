// `npm run dev`: the API with reload (tsx watch) and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? new URL('../data', import.meta.url).pathname,
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@reno/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@reno/web'], { stdio: 'inherit', env }),
];
const stopAll = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
children.forEach((c) =>
  c.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
