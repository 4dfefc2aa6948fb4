package dev.stagestack.bench.peers;

/**
 * The controls of the tick benchmarks: {@code n} objects behind {@link Counter}, one call each.
 * {@link #monomorphic} uses one class; {@link #megamorphic} cycles through four.
 */
final class Counters {

    private Counters() {}

    static Counter[] monomorphic(int n) {
        Counter[] counters = new Counter[n];
        for (int i = 0; i < n; i++) {
            counters[i] = new A();
        }
        return counters;
    }

    static Counter[] megamorphic(int n) {
        Counter[] counters = new Counter[n];
        for (int i = 0; i < n; i++) {
            counters[i] = switch (i % 4) {
                case 0 -> new A();
                case 1 -> new B();
                case 2 -> new C();
                default -> new D();
            };
        }
        return counters;
    }

    /** One call per object: the cost any engine that steps {@code n} entries must pay. */
    static void stepAll(Counter[] counters) {
        for (Counter counter : counters) {
            counter.step();
        }
    }

    /**
     * One call per object with the object's own context from a parallel array: the least any engine
     * that hands each of {@code n} entries its own context must pay.
     */
    static void stepAllWith(Counter[] counters, StepContext[] contexts) {
        for (int i = 0; i < counters.length; i++) {
            counters[i].step(contexts[i]);
        }
    }

    private abstract static class Base implements Counter {
        long steps;

        @Override
        public long steps() {
            return steps;
        }
    }

    private static final class A extends Base {
        @Override
        public void step() {
            steps++;
        }
    }

    private static final class B extends Base {
        @Override
        public void step() {
            steps += 1;
        }
    }

    private static final class C extends Base {
        @Override
        public void step() {
            steps = steps + 1;
        }
    }

    private static final class D extends Base {
        @Override
        public void step() {
            steps -= -1;
        }
    }
}
