package dev.stagestack.tools.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Mermaid and DOT draw what the canvas draws: pops to what they reveal, each kind distinct, any name escaped. */
class DiagramTest {

    /** title pushes world, world pushes pause, pause pops (back to world), options pops to title, restart, quit. */
    static Graph menu() {
        return new Graph(
                "Menu",
                "title",
                60,
                List.of(
                        StateDef.of("title").withName("Title"),
                                StateDef.of("world").withName("World"),
                        StateDef.of("pause").withName("Pause"),
                                StateDef.of("options").withName("Options")),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of("esc", "world", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("resume", "pause", Trigger.button("Resume"), List.of(Action.pop())),
                        Transition.of("opts", "pause", Trigger.key("O"), List.of(Action.replace("options"))),
                        Transition.of("home", "options", Trigger.key("H"), List.of(Action.popTo("title"))),
                        Transition.of("again", "world", Trigger.key("R"), List.of(Action.restart())),
                        Transition.of("leave", "title", Trigger.key("ESCAPE"), List.of(Action.pop())),
                        Transition.of("quit", "title", Trigger.button("Quit"), List.of(Action.quit()))));
    }

    private static Map<String, Set<String>> analysed(Graph graph) {
        return PopReveals.of(graph, StackAnalysis.analyze(graph));
    }

    @Test
    void theAnalysisSaysWhereEachPopGoes() {
        Map<String, Set<String>> reveals = analysed(menu());
        assertEquals(Set.of("world"), reveals.get("pause"), "what a pop from pause reveals");
        assertTrue(reveals.get("title").contains(StackReport.EMPTY_STACK), "title is the bottom entry");
    }

    @Test
    void mermaidDrawsPopsToTheStatesTheyRevealAndEachKindDistinctly() {
        String text = MermaidDiagram.of(menu(), analysed(menu()));
        assertTrue(text.startsWith("flowchart LR\n"), text);
        assertTrue(text.contains("    start --> s_title\n"), text);
        assertTrue(
                text.contains("    s_pause -.->|\"button #quot;Resume#quot; / pop\"| s_world\n"),
                "pop to what it reveals:\n" + text);
        assertFalse(text.contains("s_pause -.->|\"button #quot;Resume#quot; / pop\"| s_pause"), "not a self loop");
        assertTrue(
                text.contains("    s_title -.->|\"key ESCAPE / pop\"| stop\n"),
                "a pop that empties the stack ends the run");
        assertTrue(text.contains("    s_pause ==>|\"key O / replace options\"| s_options\n"), "replace: thick");
        assertTrue(text.contains("    s_options -.->|\"key H / popTo title\"| s_title\n"), text);
        assertTrue(text.contains("    s_world -->|\"key R / restart\"| s_world\n"), "restart: a loop");
        assertTrue(text.contains("    s_title -->|\"button #quot;Quit#quot; / quit\"| stop\n"), text);
        assertTrue(text.contains("    stop(((\"end\")))\n"), text);
        // links count from 0: the start arrow, then the transitions in file order
        assertTrue(text.contains("    linkStyle 5 stroke:#8250df,color:#8250df\n"), "pop-to purple:\n" + text);
        assertTrue(text.contains("    linkStyle 6 stroke:#bf8700,color:#bf8700\n"), "restart orange");
        assertTrue(text.contains("    linkStyle 8 stroke:#cf222e,color:#cf222e\n"), "quit red");
    }

    @Test
    void aPopTheAnalysisCannotTellAboutGoesToUnknownNotToItself() {
        String text = MermaidDiagram.of(menu(), Map.of());
        assertTrue(text.contains("    s_pause -.->|\"button #quot;Resume#quot; / pop\"| unknown\n"), text);
        assertTrue(text.contains("    unknown{{\"revealed state unknown\"}}\n"), text);
        String dot = DotDiagram.of(menu(), Map.of());
        assertTrue(
                dot.contains(
                        "    \"pause\" -> \"<unknown>\" [label=\"button \\\"Resume\\\" / pop\", style=\"dashed\"];\n"),
                dot);
    }

    @Test
    void dotHasTheSameArrows() {
        String dot = DotDiagram.of(menu(), analysed(menu()));
        assertTrue(dot.startsWith("digraph \"Menu\" {\n"), dot);
        assertTrue(dot.contains("    \"<start>\" -> \"title\";\n"), dot);
        assertTrue(
                dot.contains("    \"pause\" -> \"world\" [label=\"button \\\"Resume\\\" / pop\", style=\"dashed\"];\n"),
                dot);
        assertTrue(dot.contains("    \"title\" -> \"<end>\" [label=\"key ESCAPE / pop\", style=\"dashed\"];\n"), dot);
        assertTrue(
                dot.contains("    \"pause\" -> \"options\" [label=\"key O / replace options\", penwidth=\"2.4\", "
                        + "arrowhead=\"normalnormal\"];\n"),
                dot);
        assertTrue(
                dot.contains("    \"options\" -> \"title\" [label=\"key H / popTo title\", style=\"dashed\", "
                        + "color=\"#8250df\"];\n"),
                dot);
        assertTrue(dot.contains("    \"world\" -> \"world\" [label=\"key R / restart\", color=\"#bf8700\"];\n"), dot);
        assertTrue(
                dot.contains("    \"title\" -> \"<end>\" [label=\"button \\\"Quit\\\" / quit\", color=\"#cf222e\"];\n"),
                dot);
    }

    @Test
    void namesAndTriggersThatLookLikeSyntaxAreEscaped() {
        Graph hostile = hostile();
        String mermaid = MermaidDiagram.of(hostile, analysed(hostile));
        assertTrue(mermaid.contains("s_end(\"#quot;end#quot; #35;1 #lt;b#gt; a#124;b #37;#37; x\")"), mermaid);
        assertTrue(
                mermaid.contains("s_a_b(\"a.b\")") && mermaid.contains("s_a_b_2(\"a-b\")"),
                "ids made unique:\n" + mermaid);
        assertFalse(mermaid.contains("\n    end"), "no bare Mermaid keyword as an id");
        String dot = DotDiagram.of(hostile, analysed(hostile));
        assertTrue(dot.contains("[label=\"\\\"end\\\" #1 <b> a|b %% x\"]"), dot);
        assertTrue(dot.contains("label=\"button \\\"back\\\\slash\\\\N\\\" / pop\""), dot);
    }

    /** Ids and names that are Mermaid or DOT syntax, for the escaping tests and the parse checks. */
    static Graph hostile() {
        return new Graph(
                "Hostile \"graph\"\nwith a line break",
                "end",
                60,
                List.of(
                        StateDef.of("end").withName("\"end\" #1 <b> a|b %% x"),
                        StateDef.of("a.b"),
                        StateDef.of("a-b"),
                        StateDef.of("subgraph").withName("graph; {x} [y] -->"),
                        StateDef.of("o").withName("`md` & 'q'")),
                List.of(
                        Transition.of("t1", "end", Trigger.button("back\\slash\\N"), List.of(Action.push("a.b"))),
                        Transition.of("t2", "a.b", Trigger.button("back\\slash\\N"), List.of(Action.pop())),
                        Transition.of("t3", "a.b", Trigger.signal("x|y\"z"), List.of(Action.push("a-b"))),
                        Transition.of("t4", "a-b", Trigger.key("ESCAPE"), List.of(Action.replace("subgraph"))),
                        Transition.of("t5", "subgraph", Trigger.timer(1.5), List.of(Action.push("o"))),
                        Transition.of("t6", "o", Trigger.key("%"), List.of(Action.popTo("end"))),
                        Transition.of("t7", "o", Trigger.key("Q"), List.of(Action.quit()))));
    }
}
