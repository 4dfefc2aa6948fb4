package dev.stagestack.tools.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.check.StackAnalysis;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * XState reads an event descriptor ending in {@code .*} as a wildcard: a button labelled {@code *} would
 * be exported as {@code button.*}, which XState fires on every button, where the runtime fires it on
 * that label only. The xstate export refuses such a name; SCXML, which escapes {@code .} and {@code *},
 * exports it.
 */
class XStateWildcardNamesTest {

    private static Graph withButton(String label) {
        return new Graph(
                "g",
                "a",
                60,
                List.of(StateDef.of("a"), StateDef.of("b")),
                List.of(
                        Transition.of("star", "a", Trigger.button(label), List.of(Action.push("b"))),
                        Transition.of("back", "b", Trigger.signal("menu.*"), List.of(Action.pop()))));
    }

    private static byte[] export(String format, Graph graph) throws Exception {
        return Exporters.named(format).orElseThrow().export(ExportRequest.of(graph, StackAnalysis.analyze(graph)));
    }

    @Test
    void aButtonOrSignalWhoseEventWouldEndInDotStarIsRefusedForXState() {
        assertEquals(
                "transition star: XState reads the event button.* as a wildcard that answers other buttons too;"
                        + " rename the button so that it does not end in .*",
                assertThrows(ExportRefusedException.class, () -> export("xstate", withButton("*")))
                        .getMessage());
        assertEquals(
                "transition back: XState reads the event signal.menu.* as a wildcard that answers other signals"
                        + " too; rename the signal so that it does not end in .*",
                assertThrows(ExportRefusedException.class, () -> export("xstate", withButton("Start * now")))
                        .getMessage());
    }

    @Test
    void scxmlEscapesTheStarAndExportsIt() throws Exception {
        String scxml = new String(export("scxml", withButton("*")), StandardCharsets.UTF_8);
        assertEquals(true, scxml.contains("event=\"button.-002A\""), scxml);
        assertEquals(true, scxml.contains("event=\"signal.menu-002E-002A\""), scxml);
    }
}
