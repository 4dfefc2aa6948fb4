package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Pairing;
import dev.stagestack.runtime.trace.Traces;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A behaviour provider whose {@code create()} throws or returns null is a fault of behaviour code like a
 * throwing callback (docs/semantics.md §8, §14): reported as error {@code callback} of the new entry's
 * {@code create}, the entry runs without code (its transitions still fire), every callback stays paired,
 * and the run ends with {@code end}.
 */
class ProviderFailureTest {

    private static final Supplier<Behavior> THROWS = () -> {
        throw new IllegalStateException("the level table is missing");
    };

    private static Graph levelOverTitle() {
        return GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.on(TriggerType.ENTER), Action.push("hud"))
                .on("hud", Trigger.button("Close"), Action.pop())
                .on("level", Trigger.button("Back"), Action.pop())
                .build();
    }

    private static String trace(Graph graph, Supplier<Behavior> level, String script, long ticks) {
        return Traces.of(
                graph,
                Provided.behavior("game.level", level).registry(),
                script,
                HeadlessRunner.Options.DEFAULTS.withTicks(ticks));
    }

    @Test
    void aProviderThatThrowsForAPushByAButtonIsReportedAndTheRunGoesOnPaired() {
        String trace = trace(levelOverTitle(), THROWS, "1 button Play\n3 button Close\n4 button Back\n", 6);

        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push level#2
                1 error callback level#2 create: the level table is missing
                2 pause title#1
                2 load level#2
                2 init level#2
                2 enter level#2
                2 push hud#3
                2 pause level#2
                2 load hud#3
                2 init hud#3
                2 enter hud#3
                3 pop hud#3
                4 exit hud#3
                4 free hud#3
                4 unload hud#3
                4 resume level#2
                4 pop level#2
                5 exit level#2
                5 free level#2
                5 unload level#2
                5 resume title#1
                6 quit
                6 pop title#1
                6 exit title#1
                6 free title#1
                6 unload title#1
                6 end
                """, trace);
    }

    @Test
    void aProviderThatThrowsForTheInitialStateStillGivesAWholeRun() {
        Graph graph = GraphBuilder.startingAt("level")
                .state(StateDef.of("level").withBehavior("game.level"))
                .build();

        String trace = trace(graph, THROWS, "", 2);

        assertTrue(
                trace.startsWith("0 push level#1\n0 error callback level#1 create: the level table is missing\n"
                        + "0 load level#1\n"),
                trace);
        assertTrue(trace.endsWith("2 unload level#1\n2 end\n"), trace);
        assertEquals(List.of(), Pairing.violations(trace));
    }

    @Test
    void aProviderThatReturnsNullIsNamedAndTheRunGoesOn() {
        String trace = trace(levelOverTitle(), () -> null, "1 button Play\n", 3);

        assertTrue(
                trace.contains("1 push level#2\n1 error callback level#2 create: behaviour provider \"game.level\""
                        + " returned null\n2 pause title#1\n2 load level#2\n"),
                trace);
        assertTrue(trace.endsWith("3 end\n"), trace);
        assertEquals(List.of(), Pairing.violations(trace));
    }

    @Test
    void aReplaceWhoseProviderThrowsStillReplaces() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("title", Trigger.button("Play"), Action.replace("level"))
                .build();

        String trace = trace(graph, THROWS, "1 button Play\n", 3);

        assertTrue(trace.contains("1 pop title#1\n1 push level#2\n1 error callback level#2 create: "), trace);
        assertTrue(trace.contains("2 exit title#1\n2 free title#1\n2 unload title#1\n2 load level#2\n"), trace);
        assertEquals(List.of(), Pairing.violations(trace));
    }

    @Test
    void strictModeThrowsTheProvidersOwnExceptionOnceTheTickIsOver() {
        CompiledGraph compiled = CompiledGraph.compile(
                        levelOverTitle(),
                        Provided.behavior("game.level", THROWS).registry())
                .graph()
                .orElseThrow();
        GraphRun run = new GraphRun(compiled).strict(true);
        run.start();
        run.tick();
        run.offer(InputEvent.button("Play"));

        IllegalStateException thrown = assertThrows(IllegalStateException.class, run::tick);

        assertEquals("the level table is missing", thrown.getMessage());
        assertEquals("tick 1: callback create of level#2 threw this", thrown.getSuppressed()[0].getMessage());
        assertSame("level", run.stack().staging().type().id(), "the push was made");
        run.tick();
        assertEquals("hud", run.stack().head().type().id(), "the entry without code still fires its transitions");
        run.finish();
        assertTrue(run.stack().ended());
    }
}
