package dev.stagestack.bench.peers;

/** What every stepped object does in the tick benchmarks: count its steps (one field increment). */
interface Counter {

    /** One step. */
    void step();

    /** Steps so far. */
    long steps();
}
