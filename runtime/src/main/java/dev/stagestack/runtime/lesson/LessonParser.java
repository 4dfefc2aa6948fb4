package dev.stagestack.runtime.lesson;

import dev.stagestack.model.InsideFolder;
import dev.stagestack.model.Problem;
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
    private int group = -1;
    private int moment;
    private long lastTick = -1;

    LessonParser(String fileName) {
        this.fileName = fileName;
    }

    LessonParse parse(String text) {
        String[] lines = Utf8.withoutByteOrderMark(text).split("\\R", -1);
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
                        questions),
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

    /** A question is asked at the moment of the caption above it. */
    private void question(int lineNo, int column, String word) {
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
        } else {
            questions.add(new Lesson.Question(group, moment - 1, kind, lineNo));
        }
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
