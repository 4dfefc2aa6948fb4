package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** {@link GraphRun#rerun()} and {@link StateStack#withSameStates}: a fresh run sharing the table of states. */
class RerunTest {

    private static final Graph GRAPH = GraphBuilder.startingAt("title")
            .state(StateDef.of("level").withBehavior("game.level"))
            .state(StateDef.of("pause").withOverlay(true))
            .on("title", Trigger.key("ENTER"), Action.push("level"))
            .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
            .on("level", Trigger.signal("level-ready"), Action.push("pause"))
            .on("pause", Trigger.key("ESCAPE"), Action.pop())
            .build();

    /** Raises a signal at its init, which pushes pause: only a rerun with its own signal sink does it. */
    private static final class Level implements Behavior {
        @Override
        public void init(Context context) {
            context.signal("level-ready");
        }
    }

    private static final CompiledGraph COMPILED = CompiledGraph.compile(
                    GRAPH, Provided.behavior("game.level", Level::new).registry())
            .graph()
            .orElseThrow();

    @Test
    void aRerunTracesWhatANewRunTracesWhateverTheFirstRunDid() {
        GraphRun first = new GraphRun(COMPILED);
        String fresh = trace(first, List.of("ENTER", "ESCAPE"));
        GraphRun second = first.rerun();
        String rerun = trace(second, List.of("ENTER", "ESCAPE"));

        assertEquals(fresh, rerun);
        assertTrue(rerun.contains("enter pause#3"), rerun);
        assertNotSame(first.stack(), second.stack());
        assertEquals(List.of("title", "level"), chain(first), "the first run is left where it was");
        first.tick();
        assertEquals(List.of("title", "level"), chain(second), "ticking the first does not move the rerun");
    }

    @Test
    void aRerunOfAnEndedRunStartsFromTheBeginning() {
        GraphRun first = new GraphRun(COMPILED);
        trace(first, List.of("ENTER"));
        first.finish();

        GraphRun again = first.rerun();
        again.start();
        again.tick();

        assertEquals(List.of("title"), chain(again));
    }

    @Test
    void aStackOfTheSameStatesSharesTheCheckedTableButNothingElse() {
        StateType title = new StateType(0, "title", CoveredPolicy.FREEZE, false);
        StateStack stack =
                new StateStack(List.of(new StateBinding(title, Behavior.NONE, Behavior.NONE)), StackOptions.at(60));
        StateStack same = stack.withSameStates(stack.options(), name -> {}, EntryResources.Factory.NONE);
        stack.push(title);
        stack.commit();

        assertEquals(title, same.type("title"));
        assertEquals(0, same.headDepth(), "nothing pushed on the new stack");
        assertEquals(1, stack.headDepth());
    }

    @Test
    void theConstructorStillRefusesADuplicateId() {
        StateType a = new StateType(0, "menu", CoveredPolicy.FREEZE, false);
        StateType b = new StateType(1, "menu", CoveredPolicy.FREEZE, false);
        assertThrows(
                IllegalArgumentException.class,
                () -> new StateStack(
                        List.of(
                                new StateBinding(a, Behavior.NONE, Behavior.NONE),
                                new StateBinding(b, Behavior.NONE, Behavior.NONE)),
                        StackOptions.at(60)));
    }

    private static String trace(GraphRun run, List<String> keys) {
        StringBuilder out = new StringBuilder();
        run.addListener(new TraceWriter(out, false));
        run.start();
        for (String key : keys) {
            run.offer(InputEvent.key(key));
            run.tick();
            run.tick();
        }
        return out.toString();
    }

    private static List<String> chain(GraphRun run) {
        Function<Integer, String> at = level -> run.stack().headAt(level).type().id();
        return java.util.stream.IntStream.range(0, run.stack().headDepth())
                .boxed()
                .map(at)
                .toList();
    }
}
