package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.DisplayText;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptEvent;
import dev.stagestack.runtime.trace.ScriptParse;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * docs/semantics.md §13: whatever a button label or signal name holds (a graph file accepts any
 * text), a script line written for its event reads back as that very event, alone on its line, and a
 * whole written script reads back as the script it was written from.
 */
class ScriptRoundTripProperties {

    /** Text made mostly of what script syntax and terminals treat specially, and some of everything else. */
    @Provide
    Arbitrary<String> hostileText() {
        Arbitrary<Character> special = Arbitraries.of(
                '"', '\\', '#', ' ', '\t', '\n', '\r', 'u', '0', 'A', '\u000B', '\u0085', '\u2028', '\u202E', '\u2066',
                '\u001B', '\u0007', '\u00A0', '\u3000', '\uD83D', '\uDE00', 'k');
        Arbitrary<Character> any = Arbitraries.chars().all();
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(4, special), net.jqwik.api.Tuple.of(1, any))
                .list()
                .ofMaxSize(12)
                .map(cs -> cs.stream().map(String::valueOf).reduce("", String::concat));
    }

    @Property(tries = 3000)
    void aButtonLabelReadsBackAsWritten(@ForAll("hostileText") String label, @ForAll @IntRange(max = 99) int tick) {
        assertReadsBack(tick, InputEvent.button(label));
    }

    @Property(tries = 3000)
    void aSignalNameReadsBackAsWritten(@ForAll("hostileText") String name, @ForAll @IntRange(max = 99) int tick) {
        assertReadsBack(tick, InputEvent.signal(name));
    }

    @net.jqwik.api.Example
    void aLabelThatReadsBackBareIsWrittenBare() {
        assertEquals(
                "button Start new game 😀 \\o/",
                InputEvent.button("Start new game 😀 \\o/").toString());
        assertEquals("signal boss-dead", InputEvent.signal("boss-dead").toString());
        assertEquals("button \"A # B\"", InputEvent.button("A # B").toString());
        assertEquals("signal \"two words\"", InputEvent.signal("two words").toString());
    }

    @Property(tries = 500)
    void aWrittenPathReadsBackAsItsScript(
            @ForAll @Size(max = 6) List<@Size(max = 3) List<@From("events") InputEvent>> ticks) {
        TestPath path = new TestPath(ticks);
        ScriptParse read = Script.parse("written.script", String.join("\n", path.scriptLines()));
        assertEquals(List.of(), read.problems());
        assertEquals(
                withoutLines(path.script().events()), withoutLines(read.script().events()));
    }

    @Provide
    Arbitrary<InputEvent> events() {
        return Arbitraries.oneOf(
                hostileText().map(InputEvent::button),
                hostileText().map(InputEvent::signal),
                Arbitraries.of("ESCAPE", "Q", "DIGIT2").map(InputEvent::key));
    }

    private static void assertReadsBack(int tick, InputEvent event) {
        String line = tick + " " + event;
        assertTrue(
                line.lines().count() == 1 && line.chars().noneMatch(c -> DisplayText.needsEscape((char) c)),
                "one line, no control: " + DisplayText.visible(line));
        ScriptParse read = Script.parse("written.script", line + "\n");
        assertEquals(List.of(), read.problems(), DisplayText.visible(line));
        assertEquals(List.of(new ScriptEvent(tick, event, 1)), read.script().events(), DisplayText.visible(line));
    }

    private static List<String> withoutLines(List<ScriptEvent> events) {
        List<String> out = new ArrayList<>();
        events.forEach(e -> out.add(e.tick() + "|" + e.event().kind() + "|"
                + e.event().text() + "|" + e.event().hold()));
        return out;
    }
}
