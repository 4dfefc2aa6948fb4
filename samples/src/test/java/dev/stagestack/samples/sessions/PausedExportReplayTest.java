package dev.stagestack.samples.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.SnapshotRing;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.samples.Samples;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every sample: a session paused where a debugger pauses it — at a breakpoint (before entering
 * or exiting any state, inside its commit; after a divergence, a discard or an error) or inside a
 * commit stepped with F7 — and exported there replays headless, with the {@code --ticks} of its
 * header, to the trace exported at that moment, and on to the session's whole trace once closed.
 */
class PausedExportReplayTest {
    private static final int TICKS = 1500;
    /** How many pauses of each kind are tried per sample (each in a fresh session, the same input). */
    private static final int STOPS = 6;

    static List<String> samples() {
        return Samples.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void anExportAtABreakpointReplaysToTheExportedTrace(String sample) {
        Graph graph = Samples.graph(sample);
        int stops = atEachStop(
                graph,
                sample,
                (session, stop) -> armEveryBreakpoint(session.breakpoints(), graph, stop % 2 == 1),
                session -> session.lastBreak().isPresent(),
                (session, stop) -> ExportedScripts.assertReplays(
                        session,
                        graph,
                        sample + " at breakpoint " + stop
                                + " (" + session.lastBreak().orElseThrow() + ", tick " + session.nextTick() + ", "
                                + Math.max(0, session.commitSteps().size() - 1) + " steps of its commit taken)"));
        assertTrue(stops > 0, sample + ": the session met a breakpoint");
    }

    @ParameterizedTest
    @MethodSource("samples")
    void anExportInsideASteppedCommitReplaysToTheExportedTrace(String sample) {
        Graph graph = Samples.graph(sample);
        int stops = atEachStop(
                graph,
                sample,
                (session, stop) -> {},
                session -> !"none".equals(session.live().nextStep()),
                (session, stop) -> {
                    int steps =
                            stop % 2 == 1 ? 1 : Integer.MAX_VALUE; // one step, or the whole commit (its tick not run)
                    for (int i = 0; i < steps && session.stepCommit() != CommitStep.NONE; i++) {
                        // F7, as often as a teacher presses it
                    }
                    assertTrue(session.commitSteps().size() > 1, sample + ": a step was taken");
                    ExportedScripts.assertReplays(
                            session,
                            graph,
                            sample + " inside commit " + stop + " (tick " + session.nextTick() + ", "
                                    + (session.commitSteps().size() - 1) + " steps taken)");
                });
        assertTrue(stops > 0, sample + ": the session had a commit to step");
    }

    /**
     * For each stop from 1 to {@link #STOPS}: a fresh session, armed, driven by the same person's input
     * until {@code pausesHere} has held that many times, then {@code atStop}; how many stops the run had.
     */
    private static int atEachStop(
            Graph graph,
            String sample,
            BiConsumer<PlayerSession, Integer> arm,
            Predicate<PlayerSession> pausesHere,
            BiConsumer<PlayerSession, Integer> atStop) {
        for (int stop = 1; stop <= STOPS; stop++) {
            PlayerSession session = session(graph);
            arm.accept(session, stop);
            if (driveUntil(session, graph, sample, stop, pausesHere) < stop) {
                return stop - 1;
            }
            atStop.accept(session, stop);
        }
        return STOPS;
    }

    /**
     * The case: the "diverged" sample stopped by a breakpoint before entering options, after
     * the retreat of tick 92's commit, exports a script whose header counts tick 92.
     */
    @org.junit.jupiter.api.Test
    void theDivergedCommitStoppedBeforeEnteringOptionsReplaysWithItsTick() {
        Graph graph = Samples.graph("diverged");
        PlayerSession session = session(graph);
        session.breakpoints().setBeforeEntering("options", true);
        while (session.nextTick() < 89) {
            session.tick();
        }
        session.button("Play");
        session.tick(); // 89: world requested
        session.tick(); // 90: world entered
        session.button("Options");
        session.tick(); // 91: pop world, push options
        session.tick(); // 92: world exited, then the breakpoint
        assertEquals("before entering options#3", session.lastBreak().orElseThrow());
        assertEquals(92, session.nextTick());
        assertEquals(2, session.commitSteps().size(), "the retreat was taken");
        List<String> script = ExportedScripts.assertReplays(session, graph, "diverged at tick 92");
        assertEquals("# Replay: stagestack trace GRAPH --script THIS-FILE --ticks 93", script.get(1));
    }

    /** Every before-entering breakpoint, and with {@code all} every before-exiting and after-tick one too. */
    private static void armEveryBreakpoint(Breakpoints breakpoints, Graph graph, boolean all) {
        for (StateDef state : graph.states()) {
            breakpoints.setBeforeEntering(state.id(), true);
            breakpoints.setBeforeExiting(state.id(), all);
        }
        for (Breakpoints.After kind : Breakpoints.After.values()) {
            breakpoints.set(kind, all);
        }
    }

    private static PlayerSession session(Graph graph) {
        return new PlayerSession(graph, BehaviorRegistry.load(), SnapshotRing.DEFAULT_CAPACITY);
    }

    /** Ticks with a person's input until {@code stopHere} has held after {@code times} ticks; how many times it held. */
    private static int driveUntil(
            PlayerSession session, Graph graph, String sample, int times, Predicate<PlayerSession> stopHere) {
        PersonLikeInput person = new PersonLikeInput(graph, sample.hashCode());
        int met = 0;
        for (int tick = 0; tick < TICKS && !session.ended(); tick++) {
            person.tick(session);
            if (stopHere.test(session) && ++met == times) {
                return met;
            }
        }
        return met;
    }
}
