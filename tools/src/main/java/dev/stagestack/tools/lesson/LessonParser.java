package dev.stagestack.tools.lesson;

import dev.stagestack.model.InsideFolder;
import dev.stagestack.model.Problem;
import dev.stagestack.model.io.LineBreaks;
import dev.stagestack.model.io.Utf8;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a lesson file: {@code graph: FILE} and {@code title: TEXT} headers, script event lines
 * ({@code <tick> key K}, as in a script, in tick order), and captions ({@code > text}) each for the
 * next moment after the event lines above it. Blank lines and lines starting with {@code #} are
 * skipped. The event lines are read by the script reader, so they mean exactly what they mean in a
 * script, and their problems carry the lesson's line numbers.
 */
final class LessonParser {

    private static final String GRAPH = "graph:";
    private static final String TITLE = "title:";
    private static final String MOMENTS = "moments:";
    private static final String START = "start:";
    private static final String CAPTION = ">";
    private static final String QUESTION = "?";

    private final String fileName;
    private final List<Problem> problems = new ArrayList<>();
    private final List<Lesson.Caption> captions = new ArrayList<>();
    private final List<Lesson.Question> questions = new ArrayList<>();
    private final StringBuilder scriptText = new StringBuilder();
    private String graph;
    private int graphLine;
    private int graphColumn;
    private String title = "";
    private Lesson.Moments moments = Lesson.Moments.ALL;
    private Lesson.StartLine start = Lesson.StartLine.NONE;
    private int group = -1;
    private int moment;
    private long lastTick = -1;

    LessonParser(String fileName) {
        this.fileName = fileName;
    }

    LessonParse parse(String text) {
        String[] lines = LineBreaks.split(Utf8.withoutByteOrderMark(text));
        for (int i = 0; i < lines.length; i++) {
            scriptText.append(parseLine(i + 1, lines[i])).append('\n');
        }
        ScriptParse script = Script.parse(fileName, scriptText.toString());
        problems.addAll(script.problems());
        if (graph == null) {
            problems.add(problem(
                    1,
                    1,
                    "graph",
                    "missing-graph",
                    "a lesson names its graph first: graph: FILE.stagestack.json (relative to the lesson's folder)"));
        }
        problems.sort(java.util.Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return new LessonParse(
                new Lesson(
                        title,
                        new Lesson.GraphPath(graph == null ? "" : graph, graphLine, graphColumn),
                        script.script(),
                        captions,
                        questions,
                        moments,
                        start),
                problems);
    }

    /** Reads one line; returns what the script reader sees of it (the line itself for an event, else nothing). */
    private String parseLine(int lineNo, String line) {
        String stripped = line.strip();
        int column = line.length() - line.stripLeading().length() + 1;
        if (stripped.isEmpty() || stripped.startsWith("#")) {
            return "";
        }
        if (stripped.startsWith(CAPTION)) {
            caption(lineNo, column, stripped.substring(CAPTION.length()).strip());
            return "";
        }
        if (stripped.startsWith(QUESTION)) {
            question(lineNo, column, stripped.substring(QUESTION.length()).strip());
            return "";
        }
        if (stripped.startsWith(GRAPH)) {
            String rest = stripped.substring(GRAPH.length());
            graph(
                    lineNo,
                    column,
                    column
                            + GRAPH.length()
                            + rest.length()
                            - rest.stripLeading().length(),
                    rest.strip());
            return "";
        }
        if (stripped.startsWith(MOMENTS)) {
            moments(lineNo, column, stripped.substring(MOMENTS.length()).strip());
            return "";
        }
        if (stripped.startsWith(START)) {
            start(lineNo, column, line);
            return "";
        }
        if (stripped.startsWith(TITLE)) {
            title = stripped.substring(TITLE.length()).strip();
            return "";
        }
        return event(lineNo, column, stripped) ? line : "";
    }

    private void caption(int lineNo, int column, String text) {
        if (text.isEmpty()) {
            problems.add(problem(lineNo, column, "caption", "empty-caption", "a caption needs text after '>'"));
            return;
        }
        if (group < 0 && moment > 0) {
            problems.add(problem(
                    lineNo,
                    column,
                    "caption",
                    "extra-caption",
                    "before the first event there is one moment, the run's start: it has a caption already"));
            return;
        }
        captions.add(new Lesson.Caption(group, moment, text, lineNo));
        moment++;
    }

    /**
     * {@code start: STATE...}: the stack the run starts from, bottom first, before the first event. The
     * states are checked against the graph once it is loaded ({@link Lesson#startProblems}).
     */
    private void start(int lineNo, int column, String line) {
        int from = column - 1 + START.length();
        List<String> states = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        java.util.regex.Matcher word = java.util.regex.Pattern.compile("\\S+").matcher(line);
        word.region(from, line.length());
        while (word.find()) {
            states.add(word.group());
            columns.add(word.start() + 1);
        }
        if (start.line() > 0) {
            problems.add(problem(
                    lineNo,
                    column,
                    "start",
                    "duplicate-start",
                    "a lesson starts from one stack; line " + start.line() + " names it already"));
        } else if (group >= 0 || !captions.isEmpty()) {
            problems.add(problem(
                    lineNo,
                    column,
                    "start",
                    "late-start",
                    "start: names the stack the run starts from: write it before the first caption and event"));
        } else if (states.isEmpty()) {
            problems.add(problem(
                    lineNo,
                    column,
                    "start",
                    "empty-start",
                    "start: names the stack's states, bottom first: start: title world level"));
        } else {
            start = new Lesson.StartLine(states, lineNo, columns);
        }
    }

    /** {@code moments: all} or {@code moments: captions}. */
    private void moments(int lineNo, int column, String word) {
        switch (word) {
            case "all" -> moments = Lesson.Moments.ALL;
            case "captions" -> moments = Lesson.Moments.CAPTIONS;
            default ->
                problems.add(problem(
                        lineNo,
                        column,
                        "moments",
                        "unknown-moments",
                        "moments: is all (every commit step, the default) or captions (only the moments with a caption),"
                                + " not \"" + word + "\""));
        }
    }

    /** A question is asked at the moment of the caption above it. */
    private void question(int lineNo, int column, String line) {
        String word = line.split("\\s+", 2)[0];
        QuestionKind kind = QuestionKind.of(word);
        if (kind == null) {
            problems.add(problem(
                    lineNo,
                    column,
                    "question",
                    "unknown-question",
                    "unknown question \"" + word
                            + "\": a lesson asks "
                            + java.util.Arrays.stream(QuestionKind.values())
                                    .map(QuestionKind::word)
                                    .collect(java.util.stream.Collectors.joining(", "))));
        } else if (moment == 0 && (group >= 0 || captions.isEmpty())) {
            problems.add(problem(
                    lineNo,
                    column,
                    "question",
                    "question-without-caption",
                    "a question is asked at the moment of the caption above it: write that caption first"));
        } else if (kind == QuestionKind.CHOICE) {
            written(lineNo, column, line.substring(word.length()).strip())
                    .ifPresent(w -> questions.add(new Lesson.Question(group, moment - 1, kind, lineNo, w)));
        } else if (!line.equals(word)) {
            problems.add(problem(
                    lineNo,
                    column,
                    "question",
                    "question-text",
                    "the run asks ? " + word + " in its own words: only ? choice takes a question and answers"));
        } else {
            questions.add(new Lesson.Question(group, moment - 1, kind, lineNo));
        }
    }

    /** A teacher's multiple choice: {@code PROMPT | *right | wrong ...}, two answers or more, one starred. */
    private Optional<Lesson.Written> written(int lineNo, int column, String text) {
        List<String> parts = java.util.Arrays.stream(text.split("\\|", -1))
                .map(String::strip)
                .toList();
        List<String> choices = parts.subList(Math.min(1, parts.size()), parts.size()).stream()
                .map(c -> c.startsWith("*") ? c.substring(1).strip() : c)
                .toList();
        List<String> right =
                parts.stream().skip(1).filter(c -> c.startsWith("*")).toList();
        if (parts.get(0).isEmpty() || choices.size() < 2 || choices.contains("") || right.size() != 1) {
            problems.add(problem(
                    lineNo,
                    column,
                    "question",
                    "bad-choice",
                    "a choice is ? choice QUESTION | *right answer | wrong answer ...: a question, two answers or more,"
                            + " the right one starred once"));
            return Optional.empty();
        }
        return Optional.of(new Lesson.Written(
                parts.get(0), choices, right.get(0).substring(1).strip()));
    }

    /** The graph line; {@code pathColumn} is where its path starts. The path follows the rule of asset paths. */
    private void graph(int lineNo, int column, int pathColumn, String path) {
        Optional<String> spelling = InsideFolder.spellingProblem(path, "the lesson's folder");
        if (graph != null) {
            problems.add(problem(
                    lineNo,
                    column,
                    "graph",
                    "duplicate-graph",
                    "a lesson has one graph; line " + graphLine + " names it already"));
        } else if (path.isEmpty()) {
            problems.add(problem(lineNo, column, "graph", "missing-graph", "graph: needs a file name"));
        } else if (spelling.isPresent()) {
            graph = "";
            graphLine = lineNo;
            problems.add(problem(lineNo, pathColumn, "graph", Lesson.INVALID_GRAPH_PATH, spelling.get()));
        } else {
            graph = path;
            graphLine = lineNo;
            graphColumn = pathColumn;
        }
    }

    /**
     * Follows the event lines' ticks: a new tick starts a new group of moments. Returns whether the
     * line goes to the script reader (which reports a line that is no event); a line out of tick
     * order is refused here.
     */
    private boolean event(int lineNo, int column, String stripped) {
        long tick = tickOf(stripped);
        if (tick < 0) {
            return true;
        }
        if (tick == 0) {
            problems.add(problem(
                    lineNo,
                    column,
                    "tick",
                    "tick-zero",
                    "a lesson's first moment is its run's start, tick 0: its events start at tick 1"));
            return false;
        }
        if (tick < lastTick) {
            problems.add(problem(
                    lineNo,
                    column,
                    "tick",
                    "tick-order",
                    "the events of a lesson go in tick order: tick " + tick + " comes after tick " + lastTick));
            return false;
        }
        if (tick != lastTick) {
            group++;
            moment = 0;
            lastTick = tick;
        }
        return true;
    }

    /** The tick of an event line as the script reader reads it; -1 when it has none (the reader says why). */
    private static long tickOf(String stripped) {
        int end = 0;
        while (end < stripped.length() && !Character.isWhitespace(stripped.charAt(end))) {
            end++;
        }
        return Script.tickOf(stripped.substring(0, end));
    }

    private Problem problem(int line, int column, String path, String code, String message) {
        return Problem.error(path, code, message).at(fileName, line, column);
    }
}
