package dev.stagestack.tools.export;

import dev.stagestack.tools.export.ExpandedMachine.Kind;
import dev.stagestack.tools.export.ExpandedMachine.Move;
import java.util.List;

/**
 * The graph as a W3C SCXML document: one atomic state per stack configuration, events {@code key.K},
 * {@code key.*}, {@code button.L}, {@code signal.S} (a label's characters other than letters and digits
 * written {@code -hhhh (four hex digits)}, as SCXML event names allow no spaces), and head's timers as delayed
 * {@code <send>}s cancelled on exit (docs/export.md).
 */
public final class ScxmlExporter extends MachineExporter {
    /** The namespace of the attributes that carry the stack of each state. */
    public static final String STAGESTACK_NS = "https://stagestack.dev/ns/scxml";

    @Override
    public String format() {
        return "scxml";
    }

    @Override
    public String title() {
        return "SCXML state machine";
    }

    @Override
    public String suffix() {
        return "scxml";
    }

    @Override
    String write(ExpandedMachine machine, String graphName, double tickRate) {
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:ss=\"")
                .append(STAGESTACK_NS)
                .append("\" version=\"1.0\" initial=\"")
                .append(id(machine.initial()))
                .append("\" name=\"")
                .append(attribute(graphName))
                .append("\">\n");
        for (int i = 0; i < machine.configurations().size(); i++) {
            state(out, machine, i, tickRate);
        }
        boolean ends = machine.initial() == ExpandedMachine.ENDED
                || machine.moves().stream().flatMap(List::stream).anyMatch(m -> m.target() == ExpandedMachine.ENDED);
        if (ends) {
            out.append("  <final id=\"ended\"/>\n");
        }
        return out.append("</scxml>\n").toString();
    }

    private static void state(StringBuilder out, ExpandedMachine machine, int i, double tickRate) {
        out.append("  <state id=\"").append(id(i)).append("\" ss:stack=\"");
        out.append(attribute(String.join(" ", machine.configurations().get(i)))).append('"');
        if (!machine.variables().isEmpty()) {
            out.append(" ss:variables=\"").append(attribute(machine.values(i))).append('"');
        }
        if (machine.counted().once()) {
            out.append(" ss:spent=\"").append(attribute(machine.spent(i))).append('"');
        }
        if (!machine.counted().visitCaps().isEmpty()) {
            out.append(" ss:visits=\"").append(attribute(machine.visits(i))).append('"');
        }
        out.append(">\n");
        List<Move> timers = machine.moves().get(i).stream()
                .filter(m -> m.kind() == Kind.TIMER)
                .toList();
        if (!timers.isEmpty()) {
            out.append("    <onentry>\n");
            timers.forEach(t -> out.append("      <send event=\"")
                    .append(timerEvent(t))
                    .append("\" delay=\"")
                    .append(MachineText.millis(t.ticks(), tickRate))
                    .append("ms\" id=\"")
                    .append(sendId(i, t))
                    .append("\"/>\n"));
            out.append("    </onentry>\n    <onexit>\n");
            timers.forEach(t ->
                    out.append("      <cancel sendid=\"").append(sendId(i, t)).append("\"/>\n"));
            out.append("    </onexit>\n");
        }
        for (Move move : machine.moves().get(i)) {
            out.append("    <transition event=\"")
                    .append(move.kind() == Kind.TIMER ? timerEvent(move) : event(move))
                    .append('"');
            if (!move.stays()) {
                out.append(" target=\"").append(id(move.target())).append('"');
            }
            out.append(" ss:transitions=\"")
                    .append(attribute(String.join(" ", move.transitions())))
                    .append("\"/>\n");
        }
        out.append("  </state>\n");
    }

    /** The event of an input move with its name's characters other than ASCII letters and digits as {@code -hhhh (four hex digits)}. */
    static String event(Move move) {
        if (move.kind() == Kind.ANY_KEY) {
            return "key.*";
        }
        String prefix = MachineText.event(move);
        prefix = prefix.substring(0, prefix.indexOf('.') + 1);
        StringBuilder out = new StringBuilder(prefix);
        for (char c : move.name().toCharArray()) {
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                out.append(c);
            } else {
                out.append(String.format("-%04X", (int) c));
            }
        }
        return out.toString();
    }

    private static String timerEvent(Move timer) {
        return "timer." + timer.ticks();
    }

    private static String sendId(int state, Move timer) {
        return "c" + state + "-timer-" + timer.ticks();
    }

    private static String id(int configuration) {
        return configuration == ExpandedMachine.ENDED ? "ended" : "c" + configuration;
    }

    private static String attribute(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : dev.stagestack.model.ExportText.carried(text).toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
