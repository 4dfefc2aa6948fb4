package dev.stagestack.player.cli;

import dev.stagestack.model.DisplayText;
import java.io.IOException;
import java.io.Writer;

/**
 * The one way the command line writes: every character passes through, except that a control,
 * bidirectional formatting or line separator character, and a lone surrogate, is written as its
 * visible escape ({@link DisplayText#escape}: <code>&#92;u001B</code>, <code>&#92;u202E</code>). Line feeds, tabs and a
 * carriage return before a line feed (a line separator) pass. So no command can send a raw escape
 * sequence or a right-to-left override to a terminal, whatever name it prints (docs/cli.md, "Output").
 * JSON stays JSON: a string's <code>&#92;u202E</code> is the same character.
 */
final class TerminalWriter extends Writer {

    private final Writer out;
    private final StringBuilder run = new StringBuilder();
    private char held;

    private TerminalWriter(Writer out) {
        this.out = out;
    }

    /** A writer onto {@code out} that escapes as it writes. */
    static TerminalWriter onto(Writer out) {
        return new TerminalWriter(out);
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            take(chars[i]);
        }
        out.write(run.toString());
        run.setLength(0);
    }

    private void take(char c) {
        if (held != 0) {
            char first = held;
            held = 0;
            if ((first == '\r' && c == '\n') || (Character.isHighSurrogate(first) && Character.isLowSurrogate(c))) {
                run.append(first).append(c);
                return;
            }
            run.append(DisplayText.escape(first));
        }
        if (c == '\r' || Character.isHighSurrogate(c)) {
            held = c;
        } else if (c == '\n' || c == '\t' || !(DisplayText.needsEscape(c) || Character.isLowSurrogate(c))) {
            run.append(c);
        } else {
            run.append(DisplayText.escape(c));
        }
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    /** Writes the character held back to see the next one (a lone surrogate, a carriage return) and flushes. */
    void finish() throws IOException {
        if (held != 0) {
            out.write(DisplayText.escape(held));
            held = 0;
        }
        out.flush();
    }

    @Override
    public void close() throws IOException {
        finish();
        out.close();
    }
}
