package dev.stagestack.model.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class LineBreaksProperties {

    @Property(tries = 2000)
    void splitsAsTheRegularExpressionDoes(@ForAll("textWithBreaks") String text) {
        assertArrayEquals(text.split("\\R", -1), LineBreaks.split(text), () -> "text: " + escaped(text));
    }

    @Provide
    Arbitrary<String> textWithBreaks() {
        return Arbitraries.strings()
                .withChars('a', ' ', '\t', '\n', '\r', '\u000B', '\f', '\u0085', '\u2028', '\u2029', '\u2027')
                .ofMaxLength(12);
    }

    private static String escaped(String text) {
        StringBuilder out = new StringBuilder();
        text.chars().forEach(c -> out.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : (char) c));
        return out.toString();
    }
}
