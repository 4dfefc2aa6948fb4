package dev.stagestack.tools.diagram;

import dev.stagestack.model.ExportText;

/**
 * Writes a Graphviz DOT digraph that parses whatever the text: every id and every attribute value
 * is written as a quoted string ({@link #quote}), and the only way in for text is through it. Attribute
 * names are the exporter's own constants.
 */
final class DotWriter {
    /** One {@code name="value"} attribute. */
    record Attr(String name, String value) {}

    private final StringBuilder out = new StringBuilder();

    DotWriter(String graphName) {
        out.append("digraph ").append(quote(graphName)).append(" {\n");
    }

    static Attr attr(String name, String value) {
        return new Attr(name, value);
    }

    /** A graph attribute, e.g. {@code rankdir="LR";}. */
    DotWriter graph(Attr attr) {
        out.append("    ")
                .append(attr.name())
                .append('=')
                .append(quote(attr.value()))
                .append(";\n");
        return this;
    }

    /** Default attributes of every node. */
    DotWriter nodeDefaults(Attr... attrs) {
        out.append("    node");
        return attrs(attrs);
    }

    /** Default attributes of every edge. */
    DotWriter edgeDefaults(Attr... attrs) {
        out.append("    edge");
        return attrs(attrs);
    }

    DotWriter node(String id, Attr... attrs) {
        out.append("    ").append(quote(id));
        return attrs(attrs);
    }

    DotWriter edge(String from, String to, Attr... attrs) {
        out.append("    ").append(quote(from)).append(" -> ").append(quote(to));
        return attrs(attrs);
    }

    private DotWriter attrs(Attr... attrs) {
        if (attrs.length > 0) {
            out.append(" [");
            for (int i = 0; i < attrs.length; i++) {
                out.append(i == 0 ? "" : ", ")
                        .append(attrs[i].name())
                        .append('=')
                        .append(quote(attrs[i].value()));
            }
            out.append(']');
        }
        out.append(";\n");
        return this;
    }

    /** The digraph's text, closed. */
    String text() {
        return out + "}\n";
    }

    /**
     * A DOT quoted string showing {@code raw} as the exports carry it ({@link ExportText#carried}: one
     * line, no character DOT or XML cannot hold), backslashes and quotes escaped (so no {@code \N}-style
     * escapes).
     */
    static String quote(String raw) {
        return "\"" + ExportText.carried(raw).replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
