package dev.stagestack.runtime.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Problem;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §13: one event per line, comments, stable sort by tick, located problems. */
class ScriptTest {

    @Test
    void readsKeysLabelsWithSpacesAndSignalsSkippingCommentsAndBlankLines() {
        ScriptParse parse = Script.parse("run.script", """
                # warm-up
                1 key ESCAPE
                  2   button   Start   new game   # the big one

                3 signal boss-dead
                """);
        assertEquals(List.of(), parse.problems());
        assertEquals(
                List.of(
                        new ScriptEvent(1, InputEvent.key("ESCAPE"), 2),
                        new ScriptEvent(2, InputEvent.button("Start   new game"), 3),
                        new ScriptEvent(3, InputEvent.signal("boss-dead"), 5)),
                parse.script().events());
    }

    @Test
    void theHeaderGivesTheRunsLengthBeforeTheFirstEventOnly() {
        Script session = Script.parse("session.script", """
                # Stagestack player session of "menu", run 1, 3304 ticks, 1 input events.
                # Replay: stagestack trace GRAPH --script THIS-FILE --ticks 3304

                12 key ESCAPE
                # later: --ticks 9
                """).script();
        assertEquals(OptionalLong.of(3304), session.ticks());
        assertEquals(
                OptionalLong.empty(),
                Script.parse("a.script", "1 key A # --ticks 40\n").script().ticks(),
                "a comment beside an event is no header");
        assertEquals(
                OptionalLong.empty(),
                Script.parse("b.script", "1 key A\n# --ticks 40\n").script().ticks());
        assertEquals(
                OptionalLong.empty(),
                Script.parse("c.script", "# --ticks=40 --ticks 4x\n1 key A\n")
                        .script()
                        .ticks());
        assertEquals(
                OptionalLong.of(7),
                Script.parse("d.script", "# run with --ticks 5\n# --ticks 7\n")
                        .script()
                        .ticks(),
                "the last one counts");
        assertEquals(
                OptionalLong.of(93),
                Script.parse("e.script", """
                # Stagestack player session of "demo --ticks 5", run 1, 93 ticks, 0 input events.
                # Replay: stagestack trace GRAPH --script THIS-FILE --ticks 93
                """).script().ticks(),
                "a graph name that quotes --ticks does not give the run's length");
        assertEquals(OptionalLong.empty(), Script.of(List.of()).ticks());
    }

    @Test
    void aHeaderLengthPastTheFarthestTickIsRefusedAtItsPlace() {
        ScriptParse far =
                Script.parse("far.script", "# Replay: stagestack trace G --script S --ticks 99999999999999999999999\n");
        assertEquals(
                List.of("far.script:1:49: ticks: --ticks 99999999999999999999999 in the header is too far: "
                        + "a script's ticks go up to 10000000"),
                far.problems().stream().map(Object::toString).toList());
        assertEquals(
                OptionalLong.of(10_000_001),
                Script.parse("edge.script", "# --ticks 10000001\n").script().ticks(),
                "the farthest tick and its teardown");
    }

    @Test
    void sortsByTickStablySoEventsOfOneTickKeepTheirFileOrder() {
        ScriptParse parse = Script.parse("run.script", "5 key B\n2 key A\n5 key C\n2 key D\n");
        assertEquals(
                List.of("2 key A", "2 key D", "5 key B", "5 key C"),
                parse.script().events().stream()
                        .map(e -> e.tick() + " " + e.event())
                        .toList());
    }

    @Test
    void everyBadLineIsAProblemWithFileLineAndColumnAndIsLeftOut() {
        ScriptParse parse = Script.parse("run.script", """
                x1 key A
                -3 key A
                4
                4 mouse left
                4 key
                4 key LEFT RIGHT
                4 signal two words
                4 button   #only a comment
                99999999999999999999 key A
                7 key ENTER
                """);
        assertEquals(
                List.of(
                        "run.script:1:1: tick: \"x1\" is not a tick (a whole number from 0)",
                        "run.script:2:1: tick: \"-3\" is not a tick (a whole number from 0)",
                        "run.script:3:2: event: expected key, hold, release, button or signal after the tick",
                        "run.script:4:3: event: unknown event \"mouse\"; expected key, hold, release, button or signal",
                        "run.script:5:6: key: key needs a key name",
                        "run.script:6:7: key: a key name must be one word, was \"LEFT RIGHT\"",
                        "run.script:7:10: signal: a signal name must be one word, was \"two words\"",
                        "run.script:8:12: button: button needs a label",
                        "run.script:9:1: tick: tick \"99999999999999999999\" is too far: a script's ticks go up to 10000000"
                                + " (about 46 hours at 60 ticks a second)"),
                parse.problems().stream().map(Problem::format).toList());
        assertEquals(
                List.of(new ScriptEvent(7, InputEvent.key("ENTER"), 10)),
                parse.script().events());
    }

    @Test
    void aQuotedLabelOrNameHoldsWhatABareOneCannot() {
        ScriptParse parse = Script.parse("run.script", """
                1 button "Go\\n2 key Q"   # a line break, escaped
                2 button "A # B" # a hash inside quotes is the label's
                3 signal "two words"
                4 button "\\"Q\\" \\\\ \\u202E \\t"
                5 button ""
                6 button Say "hi"
                """);
        assertEquals(List.of(), parse.problems());
        assertEquals(
                List.of(
                        InputEvent.button("Go\n2 key Q"),
                        InputEvent.button("A # B"),
                        InputEvent.signal("two words"),
                        InputEvent.button("\"Q\" \\ \u202E \t"),
                        InputEvent.button(""),
                        InputEvent.button("Say \"hi\"")),
                parse.script().events().stream().map(ScriptEvent::event).toList());
    }

    @Test
    void badQuotesAreAProblemWithTheirPlace() {
        ScriptParse parse = Script.parse("run.script", """
                1 button "no end
                2 button "bad \\x escape"
                3 signal "ok" extra
                4 button "\\u20"
                """);
        assertEquals(
                List.of(
                        "run.script:1:10: event: the closing quote is missing",
                        "run.script:2:15: event: unknown escape \"\\x\" in quotes: use \\\", \\\\, \\n, \\r, \\t or \\uXXXX",
                        "run.script:3:15: event: unexpected text after the closing quote",
                        "run.script:4:11: event: unknown escape \"\\u\" in quotes: use \\\", \\\\, \\n, \\r, \\t or \\uXXXX"),
                parse.problems().stream().map(Problem::format).toList());
        assertEquals(List.of(), parse.script().events());
    }

    @Test
    void aKeyNameThatIsNotAKeyIsAProblemWithTheReadersHint() {
        ScriptParse parse = Script.parse("run.script", "1 key Escape\n2 hold Enter\n3 key ESCAPE\n");
        assertEquals(
                List.of(
                        "run.script:1:7: key: unknown key \"Escape\" (did you mean \"ESCAPE\"?); key names are JavaFX KeyCode"
                                + " names such as ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT",
                        "run.script:2:8: hold: unknown key \"Enter\" (did you mean \"ENTER\"?); key names are JavaFX KeyCode"
                                + " names such as ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT"),
                parse.problems().stream().map(Problem::format).toList());
        assertEquals(
                List.of(new ScriptEvent(3, InputEvent.key("ESCAPE"), 3)),
                parse.script().events());
    }

    @Test
    void aByteOrderMarkIsReadAsNothingAndTheLastTickIsATick() {
        ScriptParse parse = Script.parse("run.script", "\uFEFF3 key A\n10000000 key B\n");
        assertEquals(List.of(), parse.problems());
        assertEquals(
                List.of(
                        new ScriptEvent(3, InputEvent.key("A"), 1),
                        new ScriptEvent(10_000_000, InputEvent.key("B"), 2)),
                parse.script().events());
    }

    @Test
    void aTickPastTheLastIsTooFarHoweverManyDigitsItHas() {
        ScriptParse parse = Script.parse(
                "run.script", "10000001 key A\n0000000000000000000000005 key B\n" + "9".repeat(100_000) + " key C\n");
        assertEquals(
                List.of(
                        "run.script:1:1: tick: tick \"10000001\" is too far: a script's ticks go up to 10000000"
                                + " (about 46 hours at 60 ticks a second)",
                        "run.script:3:1: tick: tick \"" + "9".repeat(80)
                                + "…(99920 more characters)\" is too far: a script's ticks go up to 10000000 (about 46 hours at 60 ticks a second)"),
                parse.problems().stream().map(Problem::format).toList());
        assertEquals(
                List.of(new ScriptEvent(5, InputEvent.key("B"), 2)),
                parse.script().events());
    }
}
