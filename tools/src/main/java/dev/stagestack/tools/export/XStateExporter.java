package dev.stagestack.tools.export;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.tools.export.ExpandedMachine.Kind;
import dev.stagestack.tools.export.ExpandedMachine.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The graph as an XState v5 machine config (JSON, for {@code createMachine}): one state per stack
 * configuration, events {@code key.K} / {@code key.*} / {@code button.L} / {@code signal.S}, timers as
 * {@code after} delays (docs/export.md).
 */
public final class XStateExporter extends MachineExporter {

    @Override
    public String format() {
        return "xstate";
    }

    @Override
    public String title() {
        return "XState machine (JSON)";
    }

    @Override
    public String suffix() {
        return "json";
    }

    /**
     * XState reads an event descriptor that ends in {@code .*} as a wildcard ({@code button.*} answers
     * every button): a button label or signal name that would end its event so is refused, not exported
     * as a transition that answers other events too.
     */
    @Override
    void refuseNames(Graph graph) throws ExportRefusedException {
        for (Transition t : graph.transitions()) {
            TriggerType type = t.trigger().type();
            String name = t.trigger().text();
            if ((type == TriggerType.BUTTON || type == TriggerType.SIGNAL)
                    && ("*".equals(name) || name.endsWith(".*"))) {
                String kind = type == TriggerType.BUTTON ? "button" : "signal";
                throw new ExportRefusedException("transition " + t.id() + ": XState reads the event " + kind + "."
                        + name + " as a wildcard that answers other " + kind + "s too; rename the " + kind
                        + " so that it does not end in .*");
            }
        }
    }

    @Override
    String write(ExpandedMachine machine, String graphName, double tickRate) {
        List<String> states = new ArrayList<>();
        for (int i = 0; i < machine.configurations().size(); i++) {
            states.add(state(machine, i, tickRate));
        }
        if (reachesEnd(machine)) {
            states.add("    " + MachineText.json(machine.name(ExpandedMachine.ENDED))
                    + ": {\n      \"id\": \"ended\",\n      \"type\": \"final\"\n    }");
        }
        return "{\n  \"id\": \"stagestack\",\n"
                + "  \"description\": "
                + MachineText.json(
                        "The stack configurations of \"" + graphName + "\", bottom > top (stagestack export)")
                + ",\n  \"initial\": " + MachineText.json(machine.name(machine.initial())) + ",\n"
                + "  \"states\": {\n" + String.join(",\n", states) + "\n  }\n}\n";
    }

    private static boolean reachesEnd(ExpandedMachine machine) {
        return machine.initial() == ExpandedMachine.ENDED
                || machine.moves().stream().flatMap(List::stream).anyMatch(m -> m.target() == ExpandedMachine.ENDED);
    }

    private static String state(ExpandedMachine machine, int i, double tickRate) {
        List<String> members = new ArrayList<>();
        members.add("\"id\": \"c" + i + "\"");
        members.add("\"meta\": { \"stack\": ["
                + machine.configurations().get(i).stream()
                        .map(MachineText::json)
                        .collect(Collectors.joining(", "))
                + "]" + variables(machine, i) + counted(machine, i) + " }");
        List<String> on = new ArrayList<>();
        List<String> after = new ArrayList<>();
        for (Move move : machine.moves().get(i)) {
            if (move.kind() == Kind.TIMER) {
                after.add(MachineText.json(MachineText.millis(move.ticks(), tickRate)) + ": " + transition(move));
            } else {
                on.add(MachineText.json(MachineText.event(move)) + ": " + transition(move));
            }
        }
        if (!on.isEmpty()) {
            members.add("\"on\": {\n        " + String.join(",\n        ", on) + "\n      }");
        }
        if (!after.isEmpty()) {
            members.add("\"after\": {\n        " + String.join(",\n        ", after) + "\n      }");
        }
        return "    " + MachineText.json(machine.name(i)) + ": {\n      " + String.join(",\n      ", members)
                + "\n    }";
    }

    /** The variables' values of configuration {@code i} as a meta member, {@code , "variables": { "lives": 3 }}; empty without variables. */
    private static String variables(ExpandedMachine machine, int i) {
        if (machine.variables().isEmpty()) {
            return "";
        }
        List<String> pairs = new ArrayList<>();
        for (int v = 0; v < machine.variables().size(); v++) {
            pairs.add(MachineText.json(machine.variables().get(v).id()) + ": "
                    + machine.variables()
                            .get(v)
                            .format(machine.valuations().get(i).get(v)));
        }
        return ", \"variables\": { " + String.join(", ", pairs) + " }";
    }

    /**
     * Each entry's spent once transitions and the visit counts as meta members, {@code , "spent": [[],
     * ["show-tip"]], "visits": { "intro": 3 }, "visitsUpTo": { "intro": 3 }} (a count equal to its
     * {@code visitsUpTo} means that many or more); empty for a graph without once and visits.
     */
    private static String counted(ExpandedMachine machine, int i) {
        ExpandedMachine.Counted counted = machine.counted();
        StringBuilder out = new StringBuilder();
        if (counted.once()) {
            out.append(", \"spent\": [")
                    .append(counted.spent().get(i).stream()
                            .map(ids ->
                                    "[" + ids.stream().map(MachineText::json).collect(Collectors.joining(", ")) + "]")
                            .collect(Collectors.joining(", ")))
                    .append(']');
        }
        if (!counted.visitCaps().isEmpty()) {
            List<String> counts = new ArrayList<>();
            List<String> caps = new ArrayList<>();
            int v = 0;
            for (var cap : counted.visitCaps().entrySet()) {
                counts.add(MachineText.json(cap.getKey()) + ": "
                        + counted.visits().get(i).get(v++));
                caps.add(MachineText.json(cap.getKey()) + ": " + cap.getValue());
            }
            out.append(", \"visits\": { ").append(String.join(", ", counts)).append(" }");
            out.append(", \"visitsUpTo\": { ").append(String.join(", ", caps)).append(" }");
        }
        return out.toString();
    }

    private static String transition(Move move) {
        List<String> parts = new ArrayList<>();
        if (!move.stays()) {
            parts.add("\"target\": \"#" + (move.target() == ExpandedMachine.ENDED ? "ended" : "c" + move.target())
                    + "\"");
        }
        if (move.reenters()) {
            parts.add("\"reenter\": true");
        }
        parts.add("\"meta\": { \"transitions\": ["
                + move.transitions().stream().map(MachineText::json).collect(Collectors.joining(", ")) + "] }");
        return "{ " + String.join(", ", parts) + " }";
    }
}
