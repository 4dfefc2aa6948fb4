package dev.stagestack.bench.peers;

/** What every stepped object does in the tick benchmarks: count its steps (one field increment). */
interface Counter {

    /** One step. */
    void step();

    /**
     * One step given the object's own context, as a stack hands each entry its own: the control for
     * any API that passes each callback a per-entry argument (the callee here ignores it, as
     * {@link CountingBehavior} ignores its {@code Context}).
     */
    default void step(StepContext context) {
        step();
    }

    /** Steps so far. */
    long steps();
}
