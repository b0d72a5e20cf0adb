// `npm test`: typecheck, lint and the build side by side (none of them keeps both cores busy for long), then
// the unit, API and browser suites one after another (each fills the machine by itself). The browser tests
// (`test:browser`, what `npm run test:e2e` runs after its own build) drive the build made here.
import { spawn } from 'node:child_process';

/** Runs the command; with `buffered`, its output is held and printed whole when it ends. */
function run(command, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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

function stop(command, code) {
  console.error(`\nnpm test: \`${command.join(' ')}\` failed (exit code ${code}).`);
  process.exit(code || 1);
}

const side = [
  ['npm', 'run', 'typecheck'],
  ['npm', 'run', 'lint'],
  ['npm', 'run', 'build'],
];
const codes = await Promise.all(side.map((command) => run(command, { buffered: true })));
codes.forEach((code, index) => code !== 0 && stop(side[index], code));

for (const command of [
  ['npm', 'run', 'test:unit'],
  ['npm', 'run', 'test:api'],
  ['npm', 'run', 'test:browser'],
]) {
  const code = await run(command);
  if (code !== 0) stop(command, code);
}
