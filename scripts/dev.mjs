// `npm run dev`: the API with file watching (tsx watch) and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import { printHelpIfAsked } from './cli-help.mjs';

printHelpIfAsked(`Usage: npm run dev

Runs the API with file watching (tsx watch) and Vite with hot reload, proxying /api to the API.`);

const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => code && stop()));
