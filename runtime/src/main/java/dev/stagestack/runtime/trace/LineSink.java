package dev.stagestack.runtime.trace;

/**
 * An {@link Appendable} that hands on whole lines: what a {@link TraceWriter} or {@link ExplainWriter} writes
 * arrives at {@link #line} one line at a time, without its line break, once the line is complete. A view of a
 * live trace (the player's log, the web page's) extends it.
 */
public abstract class LineSink implements Appendable {

    private final StringBuilder partial = new StringBuilder();

    /** A sink with no line begun. */
    protected LineSink() {}

    /**
     * Receives one complete line.
     *
     * @param line the line, without its {@code \n}
     */
    protected abstract void line(String line);

    @Override
    public final Appendable append(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            append(text.charAt(i));
        }
        return this;
    }

    @Override
    public final Appendable append(CharSequence text, int start, int end) {
        return append(text.subSequence(start, end));
    }

    @Override
    public final Appendable append(char c) {
        if (c == '\n') {
            line(partial.toString());
            partial.setLength(0);
        } else {
            partial.append(c);
        }
        return this;
    }
}
