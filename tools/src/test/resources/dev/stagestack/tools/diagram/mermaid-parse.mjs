// Parses each Mermaid file named on the command line with mermaid's own parser (under jsdom, offline).
// Prints "ok FILE" or "FAIL FILE: message"; exits 1 if any failed. Run from the folder holding
// node_modules/mermaid and node_modules/jsdom (see .ci/run and DiagramToolsTest).
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
const dom = new JSDOM('<!doctype html><html><body></body></html>');
globalThis.window = dom.window;
globalThis.document = dom.window.document;
const { default: mermaid } = await import('mermaid');
mermaid.initialize({ startOnLoad: false });
let failed = 0;
for (const file of process.argv.slice(2)) {
  try { await mermaid.parse(readFileSync(file, 'utf8')); console.log('ok ' + file); }
  catch (e) { failed++; console.log('FAIL ' + file + ': ' + String(e.message ?? e)); }
}
process.exit(failed ? 1 : 0);
