package dev.stagestack.tools.diagram;

import dev.stagestack.model.ExportText;

/**
 * Writes a Mermaid flowchart that parses whatever the text: node ids are the exporter's own
 * ({@code s_...}, {@code start}), and text gets in only as a quoted label or a comment, both through
 * {@link #text}.
 */
final class MermaidWriter {
    /** How a node is drawn: the brackets around its quoted label. */
    enum Shape {
        ROUNDED("(\"", "\")"),
        CIRCLE("((\"", "\"))"),
        DOUBLE_CIRCLE("(((\"", "\")))"),
        HEXAGON("{{\"", "\"}}");

        private final String open;
        private final String close;

        Shape(String open, String close) {
            this.open = open;
            this.close = close;
        }
    }

    private final StringBuilder out = new StringBuilder("flowchart LR\n");

    /** A comment line, e.g. the graph's name. */
    MermaidWriter comment(String what, String raw) {
        out.append("    %% ").append(what).append(": ").append(text(raw)).append('\n');
        return this;
    }

    /** A node with a quoted label; an empty label is written as one space, as Mermaid refuses {@code ("")}. */
    MermaidWriter node(String id, Shape shape, String label) {
        String text = text(label);
        out.append("    ")
                .append(id)
                .append(shape.open)
                .append(text.isEmpty() ? " " : text)
                .append(shape.close)
                .append('\n');
        return this;
    }

    /** A node drawn as a small empty circle. */
    MermaidWriter dot(String id) {
        out.append("    ").append(id).append("(( ))\n");
        return this;
    }

    /** A link with a quoted label; {@code label} null for none. */
    MermaidWriter link(String from, String arrow, String label, String to) {
        out.append("    ").append(from).append(' ').append(arrow);
        if (label != null) {
            out.append("|\"").append(text(label)).append("\"|");
        }
        out.append(' ').append(to).append('\n');
        return this;
    }

    /** A style line ({@code linkStyle 1,2 stroke:...} or {@code style id fill:...}) of the exporter's own making. */
    MermaidWriter style(String keyword, String target, String css) {
        out.append("    ")
                .append(keyword)
                .append(' ')
                .append(target)
                .append(' ')
                .append(css)
                .append('\n');
        return this;
    }

    String text() {
        return out.toString();
    }

    /**
     * Text inside a quoted Mermaid label: as the exports carry it ({@link ExportText#carried}), with the
     * characters Mermaid would read as markup as its entity codes ({@code #quot;} etc.).
     */
    static String text(String raw) {
        StringBuilder out = new StringBuilder();
        for (char c : ExportText.carried(raw).toCharArray()) {
            switch (c) {
                case '"' -> out.append("#quot;");
                case '#' -> out.append("#35;");
                case '<' -> out.append("#lt;");
                case '>' -> out.append("#gt;");
                case '`' -> out.append("#96;");
                case '&' -> out.append("#amp;");
                case '|' -> out.append("#124;");
                case '%' -> out.append("#37;");
                case '{' -> out.append("#123;");
                case '}' -> out.append("#125;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
