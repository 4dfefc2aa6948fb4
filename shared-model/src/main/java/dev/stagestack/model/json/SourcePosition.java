package dev.stagestack.model.json;

/**
 * A place in a graph file's text.
 *
 * @param line   1-based line
 * @param column 1-based column, counted in UTF-16 characters (a tab counts as one)
 */
public record SourcePosition(int line, int column) {

    /** The start of a file, where problems without a better place are shown. */
    public static final SourcePosition START = new SourcePosition(1, 1);
}
