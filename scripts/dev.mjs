// `npm run dev`: the API with watch mode on :3001 and the web app with Vite HMR on :3000 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', WEB_BUILD_DIR: '', NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: 'http://127.0.0.1:3001/api' },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  }),
);
