// `npm start`: build the client if needed, then run the server (migrations and demo seed run at boot).
import { spawn } from 'node:child_process';
import { buildClientIfNeeded } from './client-build.mjs';

buildClientIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
