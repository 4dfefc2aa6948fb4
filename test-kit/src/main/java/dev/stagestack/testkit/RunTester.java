package dev.stagestack.testkit;

import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphProblemsException;
import dev.stagestack.model.SaveGame;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.Variables;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphCompilation;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.List;
import java.util.function.Predicate;

/**
 * Drives a graph run in a test: started at tick 0, ticked on demand, fed keys, buttons and
 * signals, its trace recorded. <b>Strict</b> by default: a callback that throws (a failing
 * assertion inside a behaviour included) makes the tick that ran it throw, once the tick is over.
 *
 * <pre>{@code
 * RunTester game = RunTester.of(graph, new LevelProvider());
 * game.tick().click("Play").tick().tick();
 * game.assertHead("level");
 * game.press("ESCAPE").tickUntil(s -> s.head().stateId().equals("pause"), 5);
 * game.finish().assertPaired();
 * }</pre>
 */
public final class RunTester {

    private final GraphRun run;
    private final StringBuilder trace = new StringBuilder();

    /** A run of {@code graph}, started, or restored from {@code save} when there is one. */
    private RunTester(CompiledGraph graph, SaveGame save) {
        run = new GraphRun(graph).strict(true);
        run.addListener(new TraceWriter(trace, false));
        if (save == null) {
            run.start();
        } else {
            run.restore(save);
        }
    }

    /**
     * A started run of {@code graph} with these behaviours.
     *
     * @param graph     the graph to run
     * @param providers the behaviours its states name
     * @return the tester, at tick 0 with the initial state pushed
     * @throws AssertionError when the graph does not compile (errors as a graph file's, docs/format.md, or
     *         a behaviour not given), listing its problems one per line
     */
    public static RunTester of(Graph graph, BehaviorProvider... providers) {
        return new RunTester(compiled(graph, providers), null);
    }

    /**
     * A run of {@code graph} restored from {@code save} in place of its start (docs/semantics.md §20): the saved
     * stack rebuilt, its trace recorded from the restore's pushes on, at the save's tick.
     *
     * @param graph     the graph to run
     * @param save      what {@link #save()} (or {@code GraphRun.snapshot()}) gave
     * @param providers the behaviours its states name
     * @return the tester, at the save's tick with the saved stack committed
     * @throws AssertionError when the graph does not compile, listing its problems one per line
     * @throws dev.stagestack.model.SaveProblemsException when the save does not fit the graph
     */
    public static RunTester restoring(Graph graph, SaveGame save, BehaviorProvider... providers) {
        return new RunTester(compiled(graph, providers), save);
    }

    private static CompiledGraph compiled(Graph graph, BehaviorProvider... providers) {
        GraphCompilation compilation = CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(providers)));
        if (compilation.graph().isEmpty()) {
            throw new AssertionError(new GraphProblemsException("the graph", compilation.problems()).getMessage());
        }
        return compilation.graph().get();
    }

    /**
     * Saves the run between ticks, as a game's "Save" does ({@code GraphRun.snapshot()}).
     *
     * @return the save; {@link dev.stagestack.model.json.SaveCodec#write} gives its file
     */
    public SaveGame save() {
        return run.snapshot();
    }

    /**
     * Reports callback faults in the trace only, as a game does, instead of throwing them.
     *
     * @return this tester
     */
    public RunTester lenient() {
        run.strict(false);
        return this;
    }

    /**
     * Fails also on these refused requests, which are otherwise only reported: after
     * {@code failOn(StackError.POP_EMPTY)}, a tick in which a {@code pop} finds the stack empty throws a
     * {@link dev.stagestack.runtime.RequestRefusedException} ({@code tick 3: request refused (pop-empty): ...}).
     *
     * @param codes the refusals that fail the test
     * @return this tester
     */
    public RunTester failOn(StackError... codes) {
        run.failOn(codes);
        return this;
    }

    /**
     * Runs one tick.
     *
     * @return this tester
     * @throws IllegalStateException when the run is over
     */
    public RunTester tick() {
        run.tick();
        return this;
    }

    /**
     * Runs {@code count} ticks, fewer if the run ends.
     *
     * @param count how many ticks
     * @return this tester
     */
    public RunTester ticks(int count) {
        for (int i = 0; i < count && !run.over(); i++) {
            run.tick();
        }
        return this;
    }

    /**
     * Ticks until {@code condition} holds for the stack after a tick.
     *
     * @param condition what to wait for, e.g. {@code s -> s.head().stateId().equals("pause")}
     * @param maxTicks  how many ticks to try at most
     * @return this tester
     * @throws AssertionError when it does not hold within {@code maxTicks} ticks or the run ends first
     */
    public RunTester tickUntil(Predicate<StateStack> condition, int maxTicks) {
        for (int i = 0; i < maxTicks; i++) {
            if (run.over()) {
                throw new AssertionError("the run ended after " + i + " ticks before the condition held");
            }
            run.tick();
            if (condition.test(run.stack())) {
                return this;
            }
        }
        throw new AssertionError("the condition did not hold within " + maxTicks + " ticks; head chain: "
                + StackAssertions.describe(run.stack()));
    }

    /**
     * Taps a key for the next tick (pressed and released in its input phase).
     *
     * @param key a JavaFX KeyCode name, e.g. {@code ESCAPE}
     * @return this tester
     * @throws IllegalArgumentException when {@code key} is not a key name (docs/format.md "Key names")
     */
    public RunTester press(String key) {
        return send(InputEvent.key(key));
    }

    /**
     * Clicks a state button for the next tick.
     *
     * @param label the button's label
     * @return this tester
     */
    public RunTester click(String label) {
        return send(InputEvent.button(label));
    }

    /**
     * Raises a signal for the next tick.
     *
     * @param name the signal's name
     * @return this tester
     */
    public RunTester signal(String name) {
        return send(InputEvent.signal(name));
    }

    /**
     * Queues any input event for the next tick.
     *
     * @param event the event
     * @return this tester
     */
    public RunTester send(InputEvent event) {
        run.offer(event);
        return this;
    }

    /**
     * Fails unless head is an entry of {@code stateId}.
     *
     * @param stateId the expected state
     * @return this tester
     */
    public RunTester assertHead(String stateId) {
        StackAssertions.assertHead(run.stack(), stateId);
        return this;
    }

    /**
     * Fails unless the committed stack holds exactly these states, bottom first.
     *
     * @param bottomUp the expected state ids
     * @return this tester
     */
    public RunTester assertStack(String... bottomUp) {
        StackAssertions.assertStack(run.stack(), bottomUp);
        return this;
    }

    /**
     * Fails unless the graph variable {@code id} holds {@code expected} (docs/semantics.md §21).
     *
     * @param id       a variable of the graph; an unknown one fails naming the closest
     * @param expected {@code true}/{@code false} for a boolean, a whole number for an integer
     * @return this tester
     */
    public RunTester assertVariable(String id, Object expected) {
        Object actual = variables()
                .snapshot()
                .get(run.stack().variables().definition(id).id());
        Object wanted = expected instanceof Number n ? (Object) n.longValue() : expected;
        if (!actual.equals(wanted)) {
            throw new AssertionError("variable " + id + " is " + actual + ", expected " + wanted + " (tick "
                    + run.stack().tick() + ")");
        }
        return this;
    }

    /** @return the run's graph variables, to read or set them between ticks */
    public Variables variables() {
        return run.stack().variables();
    }

    /**
     * Ends the run (quit, the last commit, {@code end}).
     *
     * @return this tester
     */
    public RunTester finish() {
        run.finish();
        return this;
    }

    /**
     * Fails when the trace so far breaks callback pairing; call it after {@link #finish()}.
     *
     * @return this tester
     */
    public RunTester assertPaired() {
        StackAssertions.assertPaired(trace());
        return this;
    }

    /**
     * Fails unless the trace holds these lines, one after another, e.g. {@code "3 pause level#2", "3 load pause#3"}.
     *
     * @param lines consecutive trace lines (docs/semantics.md §9)
     * @return this tester
     */
    public RunTester assertTraceContains(String... lines) {
        String wanted = String.join("\n", lines) + "\n";
        if (!("\n" + trace).contains("\n" + wanted)) {
            throw new AssertionError("the trace does not contain:\n" + wanted + "trace:\n" + trace);
        }
        return this;
    }

    /** @return the trace so far, in the format of docs/semantics.md §9 */
    public String trace() {
        return trace.toString();
    }

    /** @return the run, for what this tester does not cover */
    public GraphRun run() {
        return run;
    }

    /** @return the run's stack */
    public StateStack stack() {
        return run.stack();
    }
}
