package dev.stagestack.model.io;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Strict UTF-8 for graph files: decoding that points at the first bad byte, and encoded length. */
public final class Utf8 {

    private Utf8() {}

    /** The text of {@code bytes}, or the problem saying where the first byte that is not UTF-8 is. */
    static TextFile decode(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            return new TextFile(null, invalidAt(bytes, in.position()));
        }
        decoder.flush(out);
        return new TextFile(out.flip().toString(), null);
    }

    private static Problem invalidAt(byte[] bytes, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int column = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8).length() + 1;
        String message = String.format(
                Locale.ROOT, "the file is not valid UTF-8: byte 0x%02X at offset %d", bytes[offset] & 0xFF, offset);
        return Problem.error("$", ProblemCodes.INVALID_ENCODING, message).at(null, line, column);
    }

    /**
     * {@code text} without the byte order mark some editors put first (U+FEFF): every reader accepts one,
     * as the graph reader does, and it comes before column 1.
     */
    public static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** The number of bytes {@code text} takes in UTF-8. */
    public static long encodedLength(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c)
                    && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
