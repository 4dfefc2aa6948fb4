package dev.stagestack.editor.export;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The graph as Mermaid {@code stateDiagram-v2} text: each state with its name, the initial state
 * from {@code [*]}, one arrow per transition to the state it names (or to {@code [*]} for quit and
 * clear, to itself for a pop or restart), labelled with the trigger and the actions. Pure.
 */
public final class MermaidExport {
    private MermaidExport() {
    }

    public static String of(Graph graph) {
        Map<String, String> names = new HashMap<>();
        StringBuilder out = new StringBuilder("stateDiagram-v2\n");
        out.append("    %% ").append(graph.name().replace('\n', ' ')).append('\n');
        for (StateDef s : graph.states()) {
            String id = mermaidId(s.id());
            names.put(s.id(), id);
            out.append("    state \"").append(quote(s.name())).append("\" as ").append(id).append('\n');
        }
        out.append("    [*] --> ").append(names.getOrDefault(graph.initial(), mermaidId(graph.initial()))).append('\n');
        for (Transition t : graph.transitions()) {
            String from = names.getOrDefault(t.from(), mermaidId(t.from()));
            out.append("    ").append(from).append(" --> ").append(targetOf(t, from, names))
                    .append(" : ").append(label(t)).append('\n');
        }
        return out.toString();
    }

    private static String targetOf(Transition t, String from, Map<String, String> names) {
        String named = null;
        boolean ends = false;
        for (Action a : t.actions()) {
            if (a.target() != null) {
                named = names.getOrDefault(a.target(), mermaidId(a.target()));
            }
            ends |= a.op() == ActionOp.QUIT || a.op() == ActionOp.CLEAR;
        }
        return named != null ? named : ends ? "[*]" : from;
    }

    private static String label(Transition t) {
        String actions = t.actions().stream().map(Action::describe).collect(Collectors.joining(", "));
        return escape(t.trigger().describe() + " / " + actions);
    }

    /** Mermaid ids allow letters, digits and underscores; other characters become underscores. */
    static String mermaidId(String id) {
        String clean = id.replaceAll("[^A-Za-z0-9_]", "_");
        return Character.isDigit(clean.isEmpty() ? '0' : clean.charAt(0)) ? "s_" + clean : clean;
    }

    private static String quote(String text) {
        return text.replace("\"", "'").replace('\n', ' ');
    }

    private static String escape(String text) {
        return text.replace(":", "#58;").replace("\"", "'").replace('\n', ' ');
    }
}
