package dev.stagestack.player.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.runtime.assets.FileBytesLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonParse;
import dev.stagestack.tools.lesson.LessonTrace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A lesson file where a graph file is expected ({@code trace}, {@code validate}, {@code play}):
 * reads it, loads the graph it names, runs the two headless with explanations and checks that
 * every caption has its moment (docs/teaching.md, "Lesson files").
 */
final class LessonInput {

    /**
     * A lesson with its graph and its run.
     *
     * @param lesson    the lesson
     * @param graph     its graph
     * @param graphFile where the graph was read
     * @param trace     the run with the captions in place
     */
    record Checked(Lesson lesson, Graph graph, Path graphFile, LessonTrace trace) {}

    /**
     * What checking a lesson found.
     *
     * @param checked  the lesson, its graph and run; empty when a problem kept it from running
     * @param problems every problem found, located; errors make the lesson invalid
     */
    record Result(Optional<Checked> checked, List<Problem> problems) {
        boolean valid() {
            return checked.isPresent() && problems.stream().noneMatch(Problem::isError);
        }

        /** The lesson, when it is valid. */
        Optional<Checked> usable() {
            return valid() ? checked : Optional.empty();
        }
    }

    private LessonInput() {}

    /**
     * Checks {@code lessonFile} for a command that uses it whole (play, handout) and prints its
     * problems to {@code err}; the lesson is usable when the result is valid.
     */
    static Result checkAndReport(
            Path lessonFile, BehaviorRegistry behaviors, ProblemListing listing, java.io.PrintWriter err) {
        Result result = check(lessonFile, behaviors, HeadlessRunner.Options.DEFAULTS.withTicks(0));
        listing.print(result.problems(), err);
        return result;
    }

    /** Refuses, as a usage error, a file that is no lesson where a command needs one. */
    static void requireLesson(picocli.CommandLine.Model.CommandSpec spec, Path file, String why) {
        if (!isLesson(file)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), why + " (NAME.lesson), not " + file);
        }
    }

    static boolean isLesson(Path file) {
        return String.valueOf(file.getFileName()).endsWith(Lesson.EXTENSION);
    }

    /**
     * Reads and checks {@code lessonFile}, running it for the options' ticks, and at least two ticks
     * past its last event (which takes its last commit).
     */
    static Result check(Path lessonFile, BehaviorRegistry behaviors, HeadlessRunner.Options options) {
        LessonParse parse = Lesson.read(lessonFile);
        List<Problem> problems = new ArrayList<>(parse.problems());
        if (!problems.isEmpty()) {
            return new Result(Optional.empty(), problems);
        }
        return check(parse.lesson(), lessonFile, behaviors, options);
    }

    /** Checks a lesson read (or made) for {@code lessonFile}: its graph is found from that file's folder. */
    static Result check(Lesson lesson, Path lessonFile, BehaviorRegistry behaviors, HeadlessRunner.Options options) {
        List<Problem> problems = new ArrayList<>();
        Path graphFile = lesson.graphFile(lessonFile);
        Optional<Problem> notReadable = lesson.graphFileProblem(lessonFile);
        if (notReadable.isPresent()) {
            problems.add(notReadable.get());
            return new Result(Optional.empty(), problems);
        }
        LoadedGraph loaded = GraphLoader.load(graphFile);
        loaded.problems().forEach(p -> problems.add(atGraphLine(p, lesson, lessonFile)));
        if (!loaded.isRunnable()) {
            return new Result(Optional.empty(), problems);
        }
        problems.addAll(lesson.startProblems(loaded.graph(), lessonFile.toString()));
        if (problems.stream().anyMatch(Problem::isError)) {
            return new Result(Optional.empty(), problems);
        }
        List<Long> ticks = lesson.eventTicks();
        long runTicks = Math.max(options.ticks(), (ticks.isEmpty() ? 0 : ticks.get(ticks.size() - 1)) + 2);
        StringBuilder explained = new StringBuilder();
        List<Problem> refused = HeadlessRunner.run(
                loaded.graph(),
                behaviors,
                lesson.script(),
                options.withTicks(runTicks).withExplain(true),
                new FileBytesLoader(graphFile.getParent()),
                lesson.startStack().orElse(null),
                explained);
        if (!refused.isEmpty()) {
            refused.forEach(p -> problems.add(located(p, lesson, lessonFile, graphFile)));
            return new Result(Optional.empty(), problems);
        }
        LessonTrace trace = LessonTrace.of(lesson, lessonFile.toString(), explained.toString());
        problems.addAll(trace.problems());
        return new Result(Optional.of(new Checked(lesson, loaded.graph(), graphFile, trace)), problems);
    }

    /** A start stack the run refused is told at the lesson's {@code start:} line; other problems are the graph's. */
    private static Problem located(Problem p, Lesson lesson, Path lessonFile, Path graphFile) {
        return p.code().equals(HeadlessRunner.INVALID_START)
                ? Problem.error("start", p.code(), p.message())
                        .at(
                                lessonFile.toString(),
                                lesson.start().line(),
                                lesson.start().columns().get(0))
                : p.at(graphFile.toString(), p.line(), p.column());
    }

    /** A graph file that could not be read at all is told at the lesson's {@code graph:} line; other problems are the graph's own. */
    private static Problem atGraphLine(Problem problem, Lesson lesson, Path lessonFile) {
        boolean wholeFile = problem.code().equals(GraphLoader.UNREADABLE) && problem.line() == 0;
        return wholeFile
                ? lesson.unreadableGraph(lessonFile, problem.message().replaceFirst("^cannot read the file: ", ""))
                : problem;
    }
}
