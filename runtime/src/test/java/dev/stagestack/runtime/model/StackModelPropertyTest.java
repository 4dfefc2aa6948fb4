package dev.stagestack.runtime.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.ActionOp;
import dev.stagestack.runtime.trace.Pairing;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;
import net.jqwik.api.statistics.Statistics;

/**
 * Random request sequences, made from outside and from inside callbacks, give exactly the
 * trace of the reference model; after the end of the run every pairing holds.
 */
class StackModelPropertyTest {

    private static final List<String> CALLBACKS =
            List.of("load", "init", "enter", "exit", "pause", "resume", "active", "inactive", "free", "unload");

    @Property(tries = 400)
    void stackWritesTheTraceOfTheReferenceModel(@ForAll("runs") ActionChain<Harness> chain) {
        Harness finished = chain.withInvariant("same trace as the model", Harness::assertSameTrace)
                .run();
        finished.finish();
        finished.assertSameTrace();
        assertEquals(List.of(), Pairing.violations(finished.trace()), finished.trace());
        String trace = finished.trace();
        cover("runaway", trace.contains("error runaway"));
        cover("runaway after restart", trace.matches("(?s).*restart.*error runaway.*"));
        cover("depth-limit", trace.contains("error depth-limit"));
        cover("discard", trace.contains(" discard "));
        cover("quitting", trace.contains("error quitting"));
        cover("restart step", trace.matches("(?s).*restart (\\w#\\d+)\\n.*\\d+ free \\1\\n\\d+ init \\1\\n.*"));
    }

    /** Counts how often a kind of event happens and fails the property if it happens in under 5% of runs. */
    private static void cover(String label, boolean happened) {
        Statistics.label(label).collect(happened);
        Statistics.label(label).coverage(check -> check.check(true).percentage(p -> p >= 5));
    }

    @Provide
    Arbitrary<ActionChain<Harness>> runs() {
        return ActionChain.startWith(Harness::new)
                .withAction(5, requestAction())
                .withAction(3, armAction())
                .withAction(3, Action.just("tick", Transformer.mutate("tick", Harness::tick)))
                .withAction(1, Action.just("commit", Transformer.mutate("commit", Harness::commit)))
                .withMaxTransformations(60);
    }

    private static Action.Independent<Harness> requestAction() {
        return () -> requests().map(r -> Transformer.mutate("request " + r, h -> h.request(r)));
    }

    private static Action.Independent<Harness> armAction() {
        return () -> Combinators.combine(
                        Arbitraries.of(Harness.STATES),
                        Arbitraries.of(CALLBACKS),
                        requests().list().ofMinSize(1).ofMaxSize(4))
                .as((state, callback, reqs) -> Transformer.mutate(
                        "arm " + state + " " + callback + " " + reqs, h -> h.arm(state, callback, reqs)));
    }

    static Arbitrary<Req> requests() {
        Arbitrary<String> state = Arbitraries.of(Harness.STATES);
        return Arbitraries.frequencyOf(
                Tuple.of(16, state.map(s -> new Req(ActionOp.PUSH, s))),
                Tuple.of(10, Arbitraries.just(new Req(ActionOp.POP, null))),
                Tuple.of(5, state.map(s -> new Req(ActionOp.REPLACE, s))),
                Tuple.of(4, state.map(s -> new Req(ActionOp.POP_TO, s))),
                Tuple.of(2, Arbitraries.just(new Req(ActionOp.CLEAR, null))),
                Tuple.of(6, Arbitraries.just(new Req(ActionOp.RESTART, null))),
                Tuple.of(1, Arbitraries.just(new Req(ActionOp.QUIT, null))));
    }
}
