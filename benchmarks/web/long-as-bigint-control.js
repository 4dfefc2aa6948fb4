// Control for docs/BENCHMARKS.md "Bounce: behaviours in the page": what one Java `long` addition costs once
// TeaVM 0.16 has compiled it to JavaScript (a BigInt wrapped in BigInt.asIntN(64, ...), as in stagestack.js),
// against an `int` addition, in the V8 engine Chromium uses.   Run: node benchmarks/web/long-as-bigint-control.js
const N = 5e6;
const addLong = (a, b) => BigInt.asIntN(64, a + b);
const one = BigInt(1);

let start = process.hrtime.bigint();
let asLong = BigInt(0);
for (let i = 0; i < N; i++) {
    asLong = addLong(asLong, one);
}
const longNs = Number(process.hrtime.bigint() - start) / N;

start = process.hrtime.bigint();
let asInt = 0;
for (let i = 0; i < N; i++) {
    asInt = (asInt + 1) | 0;
}
const intNs = Number(process.hrtime.bigint() - start) / N;

console.log(`long (BigInt) addition ${longNs.toFixed(1)} ns, int addition ${intNs.toFixed(2)} ns (${asLong}, ${asInt})`);
