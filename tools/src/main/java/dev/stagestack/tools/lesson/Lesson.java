package dev.stagestack.tools.lesson;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.InsideFolder;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.io.TextFile;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptEvent;
import dev.stagestack.runtime.trace.StartStack;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A lesson: a graph, a script of input events, and a caption for the moments a class walks
 * through one PageDown at a time (docs/teaching.md, "Lesson files"). The moments of a lesson are
 * the run's start, then for each tick that has events: the moment those events were delivered (the
 * tick ran; staging shows what they asked for), and one moment after each step of the commit that
 * follows, at the start of the next tick.
 *
 * @param title     what the lesson is called, or empty
 * @param graphPath the graph file, relative to the lesson's folder, and where the lesson names it
 * @param script    the input events, in tick order
 * @param captions  the captions, in the order of their moments
 * @param questions the questions a class answers at some moments, checked against the run
 * @param moments   which moments PageDown stops at: all of them, or only those with a caption
 * @param start     the stack the run starts from ({@code start:}), or {@link StartLine#NONE} for the
 *                  graph's initial state
 */
public record Lesson(
        String title,
        GraphPath graphPath,
        Script script,
        List<Caption> captions,
        List<Question> questions,
        Moments moments,
        StartLine start) {

    /**
     * The {@code start:} line: the states of the stack the run starts from, bottom first, each with the
     * column it starts at (docs/teaching.md, "Lesson files").
     *
     * @param states  the state ids, bottom first; empty when the lesson starts from the initial state
     * @param line    the line of the lesson, 0 when there is none
     * @param columns where each state id starts on that line
     */
    public record StartLine(List<String> states, int line, List<Integer> columns) {
        /** A lesson without a {@code start:} line. */
        public static final StartLine NONE = new StartLine(List.of(), 0, List.of());

        /** Copies the lists. */
        public StartLine {
            states = List.copyOf(states);
            columns = List.copyOf(columns);
        }
    }

    /** A lesson that starts from the graph's initial state. */
    public Lesson(
            String title,
            GraphPath graphPath,
            Script script,
            List<Caption> captions,
            List<Question> questions,
            Moments moments) {
        this(title, graphPath, script, captions, questions, moments, StartLine.NONE);
    }

    /** The stack the run starts from, when the lesson has a {@code start:} line. */
    public Optional<StartStack> startStack() {
        return start.states().isEmpty() ? Optional.empty() : Optional.of(new StartStack(start.states()));
    }

    /**
     * Why the {@code start:} line does not fit {@code graph}, each at its state's place: {@code
     * l.lesson:4:21: start: unknown state "levle" (did you mean "level"?)}, or a state that cannot be on
     * the stack.
     */
    public List<Problem> startProblems(Graph graph, String lessonFile) {
        List<Problem> problems = new ArrayList<>();
        for (int i = 0; i < start.states().size(); i++) {
            int column = start.columns().get(i);
            StartStack.problem(graph, start.states().get(i))
                    .ifPresent(m -> problems.add(
                            Problem.error("start", "invalid-start", m).at(lessonFile, start.line(), column)));
        }
        return problems;
    }

    /** Which moments a lesson shows: {@code moments: all} (the default) or {@code moments: captions}. */
    public enum Moments {
        /** Every moment: events delivered, then each commit step. */
        ALL,
        /** Only the moments with a caption (and the run's start): nine captions are nine PageDowns. */
        CAPTIONS
    }

    /** A lesson file's extension. */
    public static final String EXTENSION = ".lesson";
    /** The largest lesson file read: 1 MiB. */
    public static final long MAX_FILE_BYTES = 1L << 20;
    /** Problem code of a graph path that leaves the lesson's folder or is spelt wrong (as an asset path would be). */
    public static final String INVALID_GRAPH_PATH = "invalid-graph-path";

    /**
     * The {@code graph:} line's path, as written, and where: the path starts at {@code line:column}.
     *
     * @param path   relative to the lesson's folder; empty when the lesson names none it may read
     * @param line   the line of the lesson that names it, 0 when none does
     * @param column where the path starts on that line
     */
    public record GraphPath(String path, int line, int column) {}

    /**
     * A caption for one moment.
     *
     * @param group  which tick with events it follows, counted from 0 in tick order; -1 for the run's start
     * @param moment 0 for the moment the events were delivered, j for the moment after commit step j
     * @param text   what it says
     * @param line   its line in the lesson file
     */
    public record Caption(int group, int moment, String text, int line) {}

    /**
     * A question asked at a moment; the run gives its answer.
     *
     * @param group  as a caption's
     * @param moment as a caption's
     * @param kind   what is asked
     * @param line   its line in the lesson file
     */
    public record Question(int group, int moment, QuestionKind kind, int line, Written written) {

        /** A question the run answers. */
        public Question(int group, int moment, QuestionKind kind, int line) {
            this(group, moment, kind, line, Written.NONE);
        }

        /** The question as the class reads it: the teacher's words for a {@code choice}, else the kind's. */
        public String prompt() {
            return kind == QuestionKind.CHOICE ? written.prompt() : kind.prompt();
        }
    }

    /**
     * A teacher's multiple choice, {@code ? choice PROMPT | *right | wrong}.
     *
     * @param prompt  the question
     * @param choices the answers offered, in the order written
     * @param answer  the right one (the one written with {@code *})
     */
    public record Written(String prompt, List<String> choices, String answer) {
        /** What a question the run answers has. */
        public static final Written NONE = new Written("", List.of(), "");

        /** Copies the list. */
        public Written {
            choices = List.copyOf(choices);
        }
    }

    /** Copies the lists. */
    public Lesson {
        captions = List.copyOf(captions);
        questions = List.copyOf(questions);
    }

    /** Parses a lesson; every bad line is a problem located at {@code fileName:line:column}. */
    public static LessonParse parse(String fileName, String text) {
        return new LessonParser(fileName).parse(text);
    }

    /** Reads and parses a lesson file (at most {@link #MAX_FILE_BYTES} of UTF-8). */
    public static LessonParse read(Path file) {
        String fileName = file.toString();
        try {
            TextFile read = TextFile.read(file, MAX_FILE_BYTES);
            if (read.problem() != null) {
                Problem p = read.problem();
                return LessonParse.refused(p.at(fileName, p.line(), p.column()));
            }
            return parse(fileName, read.text());
        } catch (NoSuchFileException e) {
            return LessonParse.refused(unreadable(fileName, "no such file"));
        } catch (IOException e) {
            return LessonParse.refused(
                    unreadable(fileName, "cannot read the file: " + (e.getMessage() == null ? e : e.getMessage())));
        }
    }

    private static Problem unreadable(String fileName, String message) {
        return Problem.error("$", ProblemCodes.UNREADABLE, message).at(fileName, 0, 0);
    }

    /** The graph file's path, relative to the lesson's folder. */
    public String graph() {
        return graphPath.path();
    }

    /** The graph file of a lesson read from {@code lessonFile}. */
    public Path graphFile(Path lessonFile) {
        Path folder = lessonFile.toAbsolutePath().getParent();
        return folder.resolve(graph()).normalize();
    }

    /**
     * Why the graph file of a lesson read from {@code lessonFile} must not be read, at the lesson's
     * {@code graph:} line: it is not there, or a symbolic link leads it out of the lesson's folder
     * (a lesson never pulls in a file from outside its folder, as a graph never pulls in an asset).
     */
    public Optional<Problem> graphFileProblem(Path lessonFile) {
        Path file = graphFile(lessonFile);
        String looked = " " + DisplayText.quoted(graph()) + " (looked for " + file + ")";
        if (!Files.exists(file)) {
            boolean brokenLink = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            return Optional.of(graphProblem(
                    lessonFile, ProblemCodes.UNREADABLE, (brokenLink ? "a broken link" : "no such file") + looked));
        }
        try {
            Optional<Path> outside =
                    InsideFolder.leadsOutside(lessonFile.toAbsolutePath().getParent(), file);
            return outside.map(real -> graphProblem(
                    lessonFile,
                    INVALID_GRAPH_PATH,
                    "path " + DisplayText.quoted(graph()) + " leaves the lesson's folder (a symbolic link leads to "
                            + real + ")"));
        } catch (IOException e) {
            return Optional.of(unreadableGraph(lessonFile, e.getMessage()));
        }
    }

    /**
     * The graph file could not be read for {@code reason} (e.g. it is a folder), told at the path's
     * place on the {@code graph:} line: {@code l.lesson:1:8: graph: cannot read "g" (looked for /l/g): reason}.
     */
    public Problem unreadableGraph(Path lessonFile, String reason) {
        return graphProblem(
                lessonFile,
                ProblemCodes.UNREADABLE,
                "cannot read " + DisplayText.quoted(graph()) + " (looked for " + graphFile(lessonFile) + "): "
                        + reason);
    }

    private Problem graphProblem(Path lessonFile, String code, String message) {
        return Problem.error("graph", code, message).at(lessonFile.toString(), graphPath.line(), graphPath.column());
    }

    /** The ticks that have events, in order: group {@code g} is {@code eventTicks().get(g)}. */
    public List<Long> eventTicks() {
        List<Long> ticks = new ArrayList<>();
        for (ScriptEvent e : script.events()) {
            if (ticks.isEmpty() || ticks.get(ticks.size() - 1) != e.tick()) {
                ticks.add(e.tick());
            }
        }
        return ticks;
    }

    /** The kind of question asked at a moment, if any. */
    public Optional<QuestionKind> question(int group, int moment) {
        return questionAt(group, moment).map(Question::kind);
    }

    /** The question asked at a moment, if any. */
    public Optional<Question> questionAt(int group, int moment) {
        return questions.stream()
                .filter(q -> q.group() == group && q.moment() == moment)
                .findFirst();
    }

    /** Whether a moment is shown: every one, or with {@code moments: captions} the run's start and those with a caption. */
    public boolean shows(int group, int moment) {
        return moments == Moments.ALL || group < 0 || caption(group, moment).isPresent();
    }

    /** The caption of a moment, if the lesson has one. */
    public Optional<String> caption(int group, int moment) {
        return captions.stream()
                .filter(c -> c.group() == group && c.moment() == moment)
                .map(Caption::text)
                .findFirst();
    }
}
