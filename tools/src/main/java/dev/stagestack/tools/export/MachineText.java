package dev.stagestack.tools.export;

import dev.stagestack.tools.export.ExpandedMachine.Move;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** What both state-machine exports write the same way: event names, delays and JSON strings. */
final class MachineText {
    private MachineText() {}

    /** The event of an input move, as XState receives it: {@code key.ESCAPE}, {@code key.*}, {@code button.Play}. */
    static String event(Move move) {
        return switch (move.kind()) {
            case KEY -> "key." + move.name();
            case ANY_KEY -> "key.*";
            case BUTTON -> "button." + move.name();
            case SIGNAL -> "signal." + move.name();
            case TIMER -> throw new IllegalArgumentException("a timer is a delay, not an event");
        };
    }

    /** {@code ticks} at {@code tickRate} in milliseconds, to the microsecond: {@code 2000}, {@code 33.333}. */
    static String millis(long ticks, double tickRate) {
        return BigDecimal.valueOf(ticks)
                .multiply(BigDecimal.valueOf(1000))
                .divide(BigDecimal.valueOf(tickRate), 3, RoundingMode.HALF_EVEN)
                .stripTrailingZeros()
                .toPlainString();
    }

    /** {@code text} as a JSON string, escaping what JSON requires and U+2028/U+2029. */
    static String json(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
