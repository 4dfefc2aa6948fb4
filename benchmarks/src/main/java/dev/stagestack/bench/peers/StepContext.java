package dev.stagestack.bench.peers;

/** A per-object argument of the tick controls, a final class like Stagestack's {@code Context}: one per object. */
final class StepContext {

    /** The object's place, so contexts differ as a stack's do. */
    final int index;

    StepContext(int index) {
        this.index = index;
    }

    /** One context per object of {@code n}. */
    static StepContext[] forEach(int n) {
        StepContext[] contexts = new StepContext[n];
        for (int i = 0; i < n; i++) {
            contexts[i] = new StepContext(i);
        }
        return contexts;
    }
}
