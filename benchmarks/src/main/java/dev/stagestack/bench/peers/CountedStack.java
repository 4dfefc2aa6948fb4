package dev.stagestack.bench.peers;

/**
 * A stack of one library as {@link PeerRoundTripBenchmark} checks it at setup: how deep it is, and
 * what all of its states have counted so far.
 */
interface CountedStack {

    /** Entries on the stack. */
    int depth();

    /** Lifecycle callbacks (enter, exit and the like) of all its states so far. */
    long callbacks();

    /** Steps (updates) of all its states so far. */
    long steps();
}
