package dev.stagestack.tools.export;

import java.io.IOException;

/**
 * One export format: what {@code stagestack export --format} and the editor's File ▸ Export both
 * list ({@link Exporters}). A new format is one class that implements this, named in
 * {@code META-INF/services/dev.stagestack.tools.export.Exporter} of its jar.
 */
public interface Exporter {

    /** The format's name on the command line, lower case: {@code mermaid}. */
    String format();

    /** What it makes, as a menu names it: {@code Mermaid diagram}. */
    String title();

    /** The suffix of its files, without the dot: {@code mmd}. */
    String suffix();

    /** Whether it writes text (printed when no file is named); a picture is written to a file. */
    default boolean text() {
        return true;
    }

    /** Whether it draws at a scale the user picks (pixels per unit of the graph's positions). */
    default boolean scaled() {
        return false;
    }

    /** Whether it expands the stack into configurations and so takes a bound on it ({@link ExportRequest#maxDepth()}). */
    default boolean expandsStack() {
        return false;
    }

    /** The graph of {@code request} in this format. */
    byte[] export(ExportRequest request) throws IOException;
}
