package dev.stagestack.runtime.trace;

import dev.stagestack.model.KeyNames;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads script lines {@code <tick> key K}, {@code <tick> hold K}, {@code <tick> release K},
 * {@code <tick> button Label with spaces}, {@code <tick> signal name}. A {@code #} anywhere starts a comment that runs to the end of the
 * line (so labels cannot contain {@code #}); blank lines are skipped. The first {@code --ticks N} in the
 * comments before the first event is the run's length ({@link Script#ticks()}).
 */
final class ScriptParser {

    private static final Pattern TICKS_IN_HEADER = Pattern.compile("--ticks\\s+(\\d{1,18})(?!\\S)");

    private final String fileName;
    private final List<ScriptEvent> events = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    private boolean inHeader = true;
    private long headerTicks = -1;

    ScriptParser(String fileName) {
        this.fileName = fileName;
    }

    ScriptParse parse(String text) {
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String content = stripComment(lines[i]);
            readHeader(lines[i].substring(content.length()), content);
            parseLine(i + 1, content);
        }
        Script script = Script.of(events);
        return new ScriptParse(headerTicks < 0 ? script : script.withTicks(headerTicks), problems);
    }

    /** Takes the run's length from a header comment: one before any line with an event on it. */
    private void readHeader(String comment, String content) {
        inHeader = inHeader && content.isBlank();
        Matcher ticks = TICKS_IN_HEADER.matcher(comment);
        if (inHeader && headerTicks < 0 && ticks.find()) {
            headerTicks = Long.parseLong(ticks.group(1));
        }
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private void parseLine(int lineNo, String line) {
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
        String argument = line.substring(argStart).strip();
        InputEvent event = event(lineNo, kind, kindStart, argument, argStart);
        if (event != null) {
            events.add(new ScriptEvent(tick, event, lineNo));
        }
    }

    private InputEvent event(int lineNo, String kind, int kindStart, String argument, int argStart) {
        switch (kind) {
            case "key", "hold", "release", "signal", "button" -> {
                if (argument.isEmpty()) {
                    problem(lineNo, argStart, kind, "missing-argument", kind + " needs " + argumentName(kind));
                    return null;
                }
                if (!kind.equals("button") && skipWord(argument, 0) != argument.length()) {
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
