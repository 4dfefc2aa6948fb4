package dev.stagestack.runtime.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A headless run from a given stack (docs/semantics.md §20.1): a save of tick 0 restored, then the ticks as ever. */
class StartStackTest {

    private static String trace(Graph graph, StartStack start, String script, long ticks) {
        ScriptParse parse = Script.parse("t.script", script);
        StringBuilder out = new StringBuilder();
        List<Problem> problems = HeadlessRunner.run(
                graph,
                BehaviorRegistry.empty(),
                parse.script(),
                HeadlessRunner.Options.DEFAULTS.withTicks(ticks),
                AssetLoader.REFERENCES_ONLY,
                start,
                out);
        assertEquals(List.of(), problems);
        return out.toString();
    }

    @Test
    void theStackIsRestoredAtTickZeroWithPairedCallbacksThenTheScriptRuns() {
        String trace = trace(Traces.diverged(), new StartStack(List.of("title", "world")), "1 button Options\n", 3);
        assertEquals("""
                0 push title#1
                0 push world#2
                0 load title#1
                0 init title#1
                0 restore title#1
                0 enter title#1
                0 pause title#1
                0 load world#2
                0 init world#2
                0 restore world#2
                0 enter world#2
                1 pop world#2
                1 push options#3
                2 exit world#2
                2 free world#2
                2 unload world#2
                2 resume title#1
                2 pause title#1
                2 load options#3
                2 init options#3
                2 enter options#3
                2 push audio#4
                2 pause options#3
                2 load audio#4
                2 init audio#4
                2 enter audio#4
                3 quit
                3 pop audio#4
                3 pop options#3
                3 pop title#1
                3 exit audio#4
                3 free audio#4
                3 unload audio#4
                3 resume options#3
                3 exit options#3
                3 free options#3
                3 unload options#3
                3 resume title#1
                3 exit title#1
                3 free title#1
                3 unload title#1
                3 end
                """, trace);
    }

    @Test
    void aStartedStackGoesOnAsTheRunThatBuiltItWithPushes() {
        String built = trace(Traces.diverged(), null, "1 button Play\n3 button Options\n", 6);
        String started = trace(Traces.diverged(), new StartStack(List.of("title", "world")), "1 button Options\n", 4);
        assertEquals(tail(built, "3 pop world#2"), tail(started, "1 pop world#2"));
    }

    /** The lines from {@code first} on, their ticks counted from its tick. */
    private static String tail(String trace, String first) {
        List<String> lines = trace.lines().toList();
        List<String> from = lines.subList(lines.indexOf(first), lines.size());
        long base = Long.parseLong(first.split(" ")[0]);
        StringBuilder out = new StringBuilder();
        for (String line : from) {
            String[] words = line.split(" ", 2);
            out.append(Long.parseLong(words[0]) - base)
                    .append(' ')
                    .append(words[1])
                    .append('\n');
        }
        return out.toString();
    }

    @Test
    void theEnterTriggersOfTheStartStackDoNotPushAgain() {
        String trace = trace(Traces.diverged(), new StartStack(List.of("title", "options", "audio")), "", 1);
        assertEquals(
                List.of("0 push title#1", "0 push options#2", "0 push audio#3"),
                trace.lines().filter(l -> l.startsWith("0 push")).toList(),
                "options' enter trigger does not push a second audio: the start stack holds it");
    }

    @Test
    void theSaveIsOfTickZeroWithSerialsFromOneBottomUp() {
        Graph graph = Traces.diverged().withName("diverged");
        assertEquals(
                new SaveGame(
                        "diverged",
                        0,
                        3,
                        List.of(SavedEntry.of("title", 1, Map.of()), SavedEntry.of("world", 2, Map.of()))),
                new StartStack(List.of("title", "world")).save(graph));
        assertEquals(List.of("title", "world"), StartStack.words("  title \t world "));
    }

    @Test
    void anUnknownStateOrOneNothingPutsOnTheStackIsRefusedBeforeAnythingRuns() {
        Graph graph = dev.stagestack.model.GraphBuilder.startingAt("title")
                .state("credits")
                .on("title", dev.stagestack.model.Trigger.button("Play"), dev.stagestack.model.Action.push("world"))
                .build();
        StringBuilder out = new StringBuilder();
        List<Problem> problems = HeadlessRunner.run(
                graph,
                BehaviorRegistry.empty(),
                Script.EMPTY,
                HeadlessRunner.Options.DEFAULTS,
                AssetLoader.REFERENCES_ONLY,
                new StartStack(List.of("title", "wrold", "credits")),
                out);
        assertEquals(
                List.of(
                        "start[1]: unknown state \"wrold\" (did you mean \"world\"?)",
                        "start[2]: state \"credits\" cannot be on the stack: it is not the initial state \"title\" and"
                                + " no transition pushes it or replaces an entry with it"),
                problems.stream().map(p -> p.path() + ": " + p.message()).toList());
        assertEquals("", out.toString(), "nothing runs");
    }

    @Test
    void aStackDeeperThanTheRunsLimitIsRefused() {
        StringBuilder out = new StringBuilder();
        List<Problem> problems = HeadlessRunner.run(
                Traces.diverged(),
                BehaviorRegistry.empty(),
                Script.EMPTY,
                HeadlessRunner.Options.DEFAULTS.withMaxDepth(2),
                AssetLoader.REFERENCES_ONLY,
                new StartStack(List.of("title", "world", "options")),
                out);
        assertEquals(
                List.of(HeadlessRunner.INVALID_START),
                problems.stream().map(Problem::code).toList(),
                problems.toString());
        assertEquals("", out.toString());
    }
}
