package dev.stagestack.runtime.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code trace --explain}: the trace lines are exactly those of a plain trace, and the extra
 * {@code #} lines say which input, timer or lifecycle trigger fired which transition, and number
 * each commit step of a tick.
 */
class ExplainWriterTest {
    private static StateDef state(String id) {
        return StateDef.of(id);
    }

    /** title --button Play--> world; world --ESCAPE--> options by pop + push (diverged); options --enter--> audio. */
    static Graph graph() {
        return new Graph(
                "Explained",
                "title",
                60,
                List.of(state("title"), state("world"), state("options"), state("audio")),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of(
                                "open-options",
                                "world",
                                Trigger.key("ESCAPE"),
                                List.of(Action.pop(), Action.push("options"))),
                        Transition.of(
                                "open-audio",
                                "options",
                                Trigger.on(TriggerType.ENTER),
                                List.of(Action.push("audio")))));
    }

    private static String run(boolean explain) {
        Script script = Script.parse("explained.script", "1 button Play\n3 key ESCAPE\n")
                .script();
        StringBuilder out = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        graph(),
                        BehaviorRegistry.empty(),
                        script,
                        HeadlessRunner.Options.DEFAULTS.withTicks(6).withExplain(explain),
                        out));
        return out.toString();
    }

    @Test
    void withoutTheExplanationLinesItIsThePlainTrace() {
        String explained = run(true);
        String plain = run(false);
        String stripped = String.join(
                        "\n",
                        Arrays.stream(explained.split("\n"))
                                .filter(l -> !l.startsWith(ExplainWriter.PREFIX))
                                .toList())
                + "\n";
        assertEquals(plain, stripped);
        assertTrue(explained.length() > plain.length());
    }

    @Test
    void itSaysWhatFiredEachTransitionAndNumbersTheCommitSteps() {
        List<String> lines = List.of(run(true).split("\n"));
        assertEquals("# 0 the run starts with the initial state", lines.get(0));
        assertEquals("0 push title#1", lines.get(1));
        assertOrdered(lines, "# 1 title#1: button \"Play\" fires transition play", "1 push world#2");
        assertOrdered(
                lines, "# 3 world#2: key ESCAPE fires transition open-options", "3 pop world#2", "3 push options#3");
        assertOrdered(
                lines,
                "# 4 commit step 1: retreat world#2",
                "4 exit world#2",
                "# 4 commit step 2: advance options#3",
                "4 enter options#3",
                "# 4 options#3: enter fires transition open-audio",
                "4 push audio#4",
                "# 4 commit step 3: advance audio#4",
                "# 4 commit done: 3 steps");
        assertOrdered(
                lines,
                "# 1 title#1: button \"Play\" fires transition play",
                "# 2 commit step 1: advance world#2",
                "# 2 commit done: 1 step");
    }

    private static void assertOrdered(List<String> lines, String... expected) {
        int from = 0;
        for (String e : expected) {
            int at = lines.subList(from, lines.size()).indexOf(e);
            assertTrue(at >= 0, "missing, or out of order: " + e + "\n" + String.join("\n", lines));
            from += at + 1;
        }
    }
}
