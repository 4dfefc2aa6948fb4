package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The command line's one printer: what it passes, what it escapes, across any split of the text. */
class TerminalWriterTest {

    private static String through(String... pieces) throws IOException {
        StringWriter out = new StringWriter();
        TerminalWriter writer = TerminalWriter.onto(out);
        for (String piece : pieces) {
            writer.write(piece);
        }
        writer.finish();
        return out.toString();
    }

    @Test
    void linesTabsAndPrintableTextPassUnchanged() throws IOException {
        String text = "0 push title#1\n\tC:\\path \"quoted\" é 😀 ünï\r\n";
        assertEquals(text, through(text));
    }

    @Test
    void controlsAndBidiCharactersBecomeVisibleEscapes() throws IOException {
        assertEquals(
                "\\u001B[2J\\u0007 \\u009B \\u202Eevil \\u2066 \\u200F \\u2028 \\r \\u007F\n",
                through("\u001B[2J\u0007 \u009B \u202Eevil \u2066 \u200F \u2028 \r \u007F\n"));
    }

    @Test
    void aPairSplitAcrossWritesStaysAPairAndALoneHalfIsEscaped() throws IOException {
        assertEquals("a😀b", through("a\uD83D", "\uDE00b"));
        assertEquals("a\\uD83Db\\uDE00", through("a\uD83D", "b\uDE00"));
        assertEquals("end\\uD83D", through("end\uD83D"));
        assertEquals("line\r\n", through("line\r", "\n"));
        assertEquals("cut\\r", through("cut\r"));
    }
}
