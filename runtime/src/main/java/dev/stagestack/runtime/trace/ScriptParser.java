package dev.stagestack.runtime.trace;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.KeyNames;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.io.LineBreaks;
import dev.stagestack.model.io.Utf8;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.graph.ScriptTokens;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads script lines {@code <tick> key K}, {@code <tick> hold K}, {@code <tick> release K},
 * {@code <tick> button Label with spaces}, {@code <tick> signal name}. A label or signal name may be
 * quoted, {@code "Go\n2 # key Q"} ({@link ScriptTokens}). A {@code #} outside quotes starts a comment
 * that runs to the end of the line; blank lines are skipped. The last {@code --ticks N} in the
 * comments before the first event is the run's length ({@link Script#ticks()}): a header's own
 * {@code # Replay: ... --ticks N} line comes after any line that quotes a graph's name.
 */
final class ScriptParser {

    private static final Pattern TICKS_IN_HEADER = Pattern.compile("--ticks\\s+(\\d+)(?!\\S)");

    private final String fileName;
    private final List<ScriptEvent> events = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    private boolean inHeader = true;
    private String headerTicks;
    private int headerTicksLine;
    private int headerTicksColumn;

    ScriptParser(String fileName) {
        this.fileName = fileName;
    }

    ScriptParse parse(String text) {
        String[] lines = LineBreaks.split(Utf8.withoutByteOrderMark(text));
        for (int i = 0; i < lines.length; i++) {
            String content = stripComment(lines[i]);
            readHeader(i + 1, lines[i], content);
            parseLine(i + 1, lines[i]);
        }
        Script script = Script.of(events);
        OptionalLong length = headerLength();
        return new ScriptParse(length.isEmpty() ? script : script.withTicks(length.getAsLong()), problems);
    }

    /**
     * Takes the run's length from a header comment: one before any line with an event on it. A length
     * past the farthest tick a script may name (and one tick for its teardown) is refused at its place.
     */
    private void readHeader(int lineNo, String line, String content) {
        inHeader = inHeader && content.isBlank();
        Matcher ticks = TICKS_IN_HEADER.matcher(line);
        while (inHeader && ticks.find()) {
            headerTicks = ticks.group(1);
            headerTicksLine = lineNo;
            headerTicksColumn = ticks.start(1);
        }
    }

    /** The run's length the header gives; empty without one, or after a problem for one too far. */
    private OptionalLong headerLength() {
        if (headerTicks == null) {
            return OptionalLong.empty();
        }
        String digits = headerTicks.replaceFirst("^0+(?=\\d)", "");
        if (digits.length() > 9 || Long.parseLong(digits) > Script.MAX_TICK + 1) {
            problem(
                    headerTicksLine,
                    headerTicksColumn,
                    "ticks",
                    "bad-tick",
                    "--ticks " + headerTicks + " in the header is too far: a script's ticks go up to "
                            + Script.MAX_TICK);
            return OptionalLong.empty();
        }
        return OptionalLong.of(Long.parseLong(digits));
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
        if (!isWholeNumber(tickText)) {
            problem(
                    lineNo,
                    tickStart,
                    "tick",
                    "bad-tick",
                    "\"" + tickText + "\" is not a tick (a whole number from 0)");
            return;
        }
        long tick = tickOrMinusOne(tickText);
        if (tick < 0) {
            problem(
                    lineNo,
                    tickStart,
                    "tick",
                    "tick-too-far",
                    "tick " + DisplayText.quoted(tickText) + " is too far: a script's ticks go up to " + Script.MAX_TICK
                            + " (about 46 hours at 60 ticks a second)");
            return;
        }
        int kindStart = skipSpace(line, tickEnd);
        if (kindStart == line.length()) {
            problem(
                    lineNo,
                    kindStart,
                    "event",
                    "missing-event",
                    "expected key, hold, release, button or signal after the tick");
            return;
        }
        int kindEnd = skipWord(line, kindStart);
        String kind = line.substring(kindStart, kindEnd);
        int argStart = skipSpace(line, kindEnd);
        boolean quoted = argStart < line.length() && line.charAt(argStart) == '"' && takesText(kind);
        String argument = quoted
                ? unquoted(lineNo, rawLine, argStart)
                : line.substring(argStart).strip();
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
                    problem(
                            lineNo,
                            argStart,
                            kind,
                            "bad-argument",
                            argumentName(kind) + " must be one word, was \"" + argument + "\"");
                    return null;
                }
                Optional<String> notAKey =
                        kind.equals("button") || kind.equals("signal") ? Optional.empty() : KeyNames.whyNot(argument);
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
                problem(
                        lineNo,
                        kindStart,
                        "event",
                        "unknown-event",
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

    static boolean isWholeNumber(String text) {
        return text.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * The tick a word of digits names, or -1 when it is past {@link Script#MAX_TICK}; never reads more
     * digits than that needs, so any number of them is quick.
     */
    static long tickOrMinusOne(String digits) {
        int first = 0;
        while (first < digits.length() - 1 && digits.charAt(first) == '0') {
            first++;
        }
        String significant = digits.substring(first);
        if (significant.length() > String.valueOf(Script.MAX_TICK).length()) {
            return -1;
        }
        long tick = Long.parseLong(significant);
        return tick > Script.MAX_TICK ? -1 : tick;
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
