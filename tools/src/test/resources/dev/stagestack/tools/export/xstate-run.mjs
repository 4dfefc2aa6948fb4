// Runs exported XState machines on XState itself, tick by tick, as the differential test asks.
// Input (argv[2], JSON): [{ "name", "machine": <path>, "tickRate", "ticks", "events": [[<event type>...] per tick] }]
// Output: one JSON line per case: { "name", "states": [<state value after each tick's commit>],
// "metas": [<the same state named from its meta: stack and variables>], "stop": why or null }.
// A tick's events go in at the next tick's start (when the runtime commits them); head's timers are
// 'after' delays on a clock counted in ticks. It stops, saying why, where one-event-at-a-time cannot
// follow the runtime: a tick with two events, or an event in the tick a timer of the same state fires.
import { createMachine, createActor } from 'xstate';
import { readFileSync } from 'node:fs';

// The state as named from its meta (docs/export.md): "title[show-tip] > world {hasSave=true, visits(world)=3+}";
// the final state "(ended)".
function metaName(snapshot) {
  if (snapshot.status === 'done') return '(ended)';
  const metas = Object.values(snapshot.getMeta()).filter(m => m && m.stack);
  if (metas.length !== 1) return 'meta of ' + JSON.stringify(snapshot.value) + ': ' + JSON.stringify(metas);
  const { stack, variables, spent, visits, visitsUpTo } = metas[0];
  const facts = Object.entries(variables || {}).map(([k, v]) => k + '=' + v)
    .concat(Object.entries(visits || {}).map(([k, v]) => 'visits(' + k + ')=' + v + (v === visitsUpTo[k] ? '+' : '')));
  const entries = stack.map((s, i) => spent && spent[i].length ? s + '[' + spent[i].join(', ') + ']' : s);
  return entries.join(' > ') + (facts.length ? ' {' + facts.join(', ') + '}' : '');
}

const cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const c of cases) {
  const machine = createMachine(JSON.parse(readFileSync(c.machine, 'utf8')));
  let now = 0, seq = 0, timers = [];
  const clock = {
    setTimeout(fn, ms) {
      const t = { at: now + Math.round(ms * c.tickRate / 1000), fn, id: ++seq };
      timers.push(t);
      return t.id;
    },
    clearTimeout(id) { timers = timers.filter(t => t.id !== id); }
  };
  const actor = createActor(machine, { clock });
  actor.start();
  const states = [], metas = [];
  let stop = null;
  for (let tick = 0; tick < c.ticks; tick++) {
    const snapshot = actor.getSnapshot();
    states.push(snapshot.value);
    metas.push(metaName(snapshot));
    if (snapshot.status === 'done') break;
    now = tick + 1;
    const events = c.events[tick] || [];
    if (events.length > 1) { stop = 'two events in tick ' + tick; break; }
    if (events.length === 1 && timers.some(t => t.at === now)) { stop = 'an event and a timer in tick ' + tick; break; }
    for (const type of events) actor.send({ type });
    let due;
    while ((due = timers.filter(t => t.at <= now).sort((a, b) => a.at - b.at || a.id - b.id)[0])) {
      timers = timers.filter(t => t !== due);
      due.fn();
    }
  }
  console.log(JSON.stringify({ name: c.name, states, metas, stop }));
}
