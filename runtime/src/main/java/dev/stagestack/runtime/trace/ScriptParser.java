package dev.stagestack.runtime.trace;

import dev.stagestack.model.KeyNames;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.graph.ScriptTokens;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads script lines {@code <tick> key K}, {@code <tick> hold K}, {@code <tick> release K},
 * {@code <tick> button Label with spaces}, {@code <tick> signal name}. A label or signal name may be
 * quoted, {@code "Go\n2 # key Q"} ({@link ScriptTokens}). A {@code #} outside quotes starts a comment
 * that runs to the end of the line; blank lines are skipped.
 */
final class ScriptParser {

    private final String fileName;
    private final List<ScriptEvent> events = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();

    ScriptParser(String fileName) {
        this.fileName = fileName;
    }

    ScriptParse parse(String text) {
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            parseLine(i + 1, lines[i]);
        }
        return new ScriptParse(Script.of(events), problems);
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private void parseLine(int lineNo, String rawLine) {
        String line = stripComment(rawLine);
        int tickStart = skipSpace(line, 0);
        if (tickStart == line.length()) {
            return;
        }
        int tickEnd = skipWord(line, tickStart);
        String tickText = line.substring(tickStart, tickEnd);
        long tick = parseTick(tickText);
        if (tick < 0) {
            problem(lineNo, tickStart, "tick", "bad-tick",
                    "\"" + tickText + "\" is not a tick (a whole number from 0)");
            return;
        }
        int kindStart = skipSpace(line, tickEnd);
        if (kindStart == line.length()) {
            problem(lineNo, kindStart, "event", "missing-event",
                    "expected key, hold, release, button or signal after the tick");
            return;
        }
        int kindEnd = skipWord(line, kindStart);
        String kind = line.substring(kindStart, kindEnd);
        int argStart = skipSpace(line, kindEnd);
        boolean quoted = argStart < line.length() && line.charAt(argStart) == '"' && takesText(kind);
        String argument = quoted ? unquoted(lineNo, rawLine, argStart) : line.substring(argStart).strip();
        if (argument == null) {
            return;
        }
        InputEvent event = event(lineNo, kind, kindStart, argument, argStart, quoted);
        if (event != null) {
            events.add(new ScriptEvent(tick, event, lineNo));
        }
    }

    private static boolean takesText(String kind) {
        return kind.equals("button") || kind.equals("signal");
    }

    /** The quoted label or name at {@code at}, or null after a problem: bad escapes, no closing quote, text after it. */
    private String unquoted(int lineNo, String rawLine, int at) {
        ScriptTokens.Quoted token = ScriptTokens.readQuoted(rawLine, at);
        if (!token.ok()) {
            problem(lineNo, token.problemAt(), "event", "bad-quotes", token.problem());
            return null;
        }
        int after = skipSpace(rawLine, token.end());
        if (after < rawLine.length() && rawLine.charAt(after) != '#') {
            problem(lineNo, after, "event", "bad-quotes", "unexpected text after the closing quote");
            return null;
        }
        return token.text();
    }

    private InputEvent event(int lineNo, String kind, int kindStart, String argument, int argStart, boolean quoted) {
        switch (kind) {
            case "key", "hold", "release", "signal", "button" -> {
                if (argument.isEmpty() && !quoted) {
                    problem(lineNo, argStart, kind, "missing-argument", kind + " needs " + argumentName(kind));
                    return null;
                }
                if (!quoted && !kind.equals("button") && skipWord(argument, 0) != argument.length()) {
                    problem(lineNo, argStart, kind, "bad-argument",
                            argumentName(kind) + " must be one word, was \"" + argument + "\"");
                    return null;
                }
                Optional<String> notAKey = kind.equals("button") || kind.equals("signal") ? Optional.empty()
                        : KeyNames.whyNot(argument);
                if (notAKey.isPresent()) {
                    problem(lineNo, argStart, kind, ProblemCodes.UNKNOWN_KEY, notAKey.get());
                    return null;
                }
                return switch (kind) {
                    case "key" -> InputEvent.key(argument);
                    case "hold" -> InputEvent.hold(argument);
                    case "release" -> InputEvent.release(argument);
                    case "signal" -> InputEvent.signal(argument);
                    default -> InputEvent.button(argument);
                };
            }
            default -> {
                problem(lineNo, kindStart, "event", "unknown-event",
                        "unknown event \"" + kind + "\"; expected key, hold, release, button or signal");
                return null;
            }
        }
    }

    private static String argumentName(String kind) {
        return switch (kind) {
            case "key", "hold", "release" -> "a key name";
            case "signal" -> "a signal name";
            default -> "a label";
        };
    }

    /** The tick, or -1 when the text is not a whole number from 0 that fits a long. */
    private static long parseTick(String text) {
        if (!text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException tooLarge) {
            return -1;
        }
    }

    private static int skipSpace(String s, int from) {
        int i = from;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipWord(String s, int from) {
        int i = from;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private void problem(int lineNo, int index, String path, String code, String message) {
        problems.add(Problem.error(path, code, message).at(fileName, lineNo, index + 1));
    }
}
