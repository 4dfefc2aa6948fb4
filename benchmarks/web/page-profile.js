// Profiles a page's load in headless Chromium through the DevTools protocol and prints where the time of
// HeadlessRunner.run (the script played at load) goes: self time per function, and who calls the long (BigInt)
// helpers and method wrappers. For docs/BENCHMARKS.md "Bounce: behaviours in the page". Build the page program
// readable first (mvn -pl samples process-classes -Dweb.minifying=false), write the page with it on the class
// path, then:   npm install ws@8 && node benchmarks/web/page-profile.js file:///abs/path/page.html
const { spawn } = require('child_process');
const WebSocket = require('ws');
const http = require('http');
const page = process.argv[2];
const chrome = spawn('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--user-data-dir=/tmp/profcdp', '--remote-debugging-port=9333', 'about:blank'], { stdio: 'ignore' });
const sleep = ms => new Promise(r => setTimeout(r, ms));
function get(url) { return new Promise((res, rej) => http.get(url, r => { let d = ''; r.on('data', c => d += c); r.on('end', () => res(JSON.parse(d))); }).on('error', rej)); }
(async () => {
  let targets;
  for (let i = 0; i < 50; i++) { try { targets = await get('http://127.0.0.1:9333/json'); break; } catch (e) { await sleep(200); } }
  const t = targets.find(x => x.type === 'page');
  const ws = new WebSocket(t.webSocketDebuggerUrl);
  await new Promise(r => ws.on('open', r));
  let id = 0; const pending = {};
  ws.on('message', m => { const d = JSON.parse(m); if (d.id && pending[d.id]) { pending[d.id](d.result); delete pending[d.id]; } });
  const send = (method, params = {}) => new Promise(r => { const i = ++id; pending[i] = r; ws.send(JSON.stringify({ id: i, method, params })); });
  await send('Profiler.enable'); await send('Runtime.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  await send('Profiler.start');
  await send('Page.navigate', { url: page });
  for (let i = 0; i < 300; i++) {
    const r = await send('Runtime.evaluate', { expression: "(document.getElementById('trace')||{getAttribute:()=>null}).getAttribute('data-play-ms')", returnByValue: true });
    if (r && r.result && r.result.value) { console.log('play ms', r.result.value); break; }
    await sleep(100);
  }
  const { profile } = await send('Profiler.stop');
  const self = {}; const byId = {};
  for (const n of profile.nodes) byId[n.id] = n;
  const dt = {}; for (let i = 0; i < profile.samples.length; i++) dt[profile.samples[i]] = (dt[profile.samples[i]] || 0) + (profile.timeDeltas[i] || 0);
  let total = 0;
  const parent = {}; for (const n of profile.nodes) for (const c of (n.children || [])) parent[c] = n.id;
  const under = id => { for (let p = id; p; p = parent[p]) if (byId[p].callFrame.functionName.includes('HeadlessRunner_run')) return true; return false; };
  const callers = {};
  for (const n of profile.nodes) { if (!under(n.id)) continue; const k = n.callFrame.functionName + ' ' + (n.callFrame.url ? 'L' + n.callFrame.lineNumber : ''); const v = (dt[n.id] || 0) / 1000; self[k] = (self[k] || 0) + v; total += v;
    if (n.callFrame.functionName.startsWith('Long_') || n.callFrame.functionName.startsWith('$rt_wrap') || n.callFrame.functionName === '') { const p = byId[parent[n.id]]; const q = p && byId[parent[p.id]]; const ck = k + ' <- ' + (p ? p.callFrame.functionName : '?') + ' <- ' + (q ? q.callFrame.functionName : '?'); callers[ck] = (callers[ck] || 0) + v; } }
  console.log('--- callers of Long_/wrap');
  for (const [k, v] of Object.entries(callers).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
  const top = Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, 40);
  console.log('total ms', total.toFixed(0));
  for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
  ws.close(); chrome.kill();
})();
