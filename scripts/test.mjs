// `npm test`: typecheck and lint side by side (each keeps one core busy at most), then the unit, API and
// browser suites one after another (each fills the machine by itself).
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; with `buffered`, its output is held and printed whole when it ends. */
function run(script, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stop(script, code) {
  console.error(`\nnpm test: ${script} failed (exit code ${code}).`);
  process.exit(code || 1);
}

const checks = ['typecheck', 'lint'];
const codes = await Promise.all(checks.map((script) => run(script, { buffered: true })));
codes.forEach((code, index) => code !== 0 && stop(checks[index], code));

for (const script of ['test:unit', 'test:api', 'test:e2e']) {
  const code = await run(script);
  if (code !== 0) stop(script, code);
}
