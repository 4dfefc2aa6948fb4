package dev.stagestack.tools.lesson;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A lesson's run as the runtime writes it — an explained trace (docs/semantics.md §9) — with the
 * lesson's captions put in as {@code # caption:} comment lines where their moments are: after the
 * tick that delivered the events, and after each step of the commit that follows. Says which
 * captions name a moment the run does not have (more captions than the commit has steps).
 */
public final class LessonTrace {

    /** How an inserted caption line starts. */
    public static final String CAPTION_PREFIX = "# caption: ";
    /** How an inserted question line starts; the run's answer follows it. */
    public static final String QUESTION_PREFIX = "# question: ";

    private final List<String> lines;
    private final Map<Integer, List<String>> insertBefore = new HashMap<>();
    private final List<Problem> problems = new ArrayList<>();
    private final java.util.Set<Long> silentTicks = new java.util.HashSet<>();

    private LessonTrace(List<String> lines) {
        this.lines = lines;
    }

    /**
     * @param lesson         the lesson
     * @param lessonFile     its file name, to locate problems
     * @param explainedTrace the trace of the lesson's graph and script, written with explanations
     */
    public static LessonTrace of(Lesson lesson, String lessonFile, String explainedTrace) {
        LessonTrace trace = new LessonTrace(explainedTrace.lines().toList());
        trace.place(lesson, lessonFile);
        return trace;
    }

    /** Captions for moments that do not exist, at their lines. */
    public List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** The trace with the captions in place. */
    public String text() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i <= lines.size(); i++) {
            for (String line : insertBefore.getOrDefault(i, List.of())) {
                out.append(line).append('\n');
            }
            if (i < lines.size()) {
                out.append(lines.get(i)).append('\n');
            }
        }
        return out.toString();
    }

    /** How many moments the events of tick {@code tick} have: delivered, then one per step of the next tick's commit. */
    public int moments(long tick) {
        return 1 + commitSteps(tick + 1);
    }

    /** What each step of tick {@code tick}'s commit does, as the trace says it: {@code advance level#4}, in order. */
    public List<String> commitStepsOf(long tick) {
        String step = "# " + tick + " commit step ";
        return lines.stream()
                .filter(l -> l.startsWith(step))
                .map(l -> l.substring(l.indexOf(": ") + 2))
                .toList();
    }

    private void place(Lesson lesson, String lessonFile) {
        List<Long> ticks = lesson.eventTicks();
        for (Lesson.Caption caption : lesson.captions()) {
            OptionalInt at = lineAfter(ticks, caption.group(), caption.moment());
            if (at.isPresent()) {
                insert(at.getAsInt(), CAPTION_PREFIX + DisplayText.visible(caption.text()));
                lesson.questionAt(caption.group(), caption.moment())
                        .ifPresent(question -> insert(
                                at.getAsInt(),
                                QUESTION_PREFIX + question.prompt() + " Answer: "
                                        + answer(ticks, question, at.getAsInt())));
            } else if (firedNothing(ticks.get(caption.group()))) {
                firesNothing(lesson, lessonFile, ticks.get(caption.group()), caption);
            } else {
                long tick = ticks.get(caption.group());
                int steps = commitSteps(tick + 1);
                problems.add(Problem.error(
                                "caption",
                                "no-such-moment",
                                "caption " + (caption.moment() + 1)
                                        + " of the events of tick " + tick
                                        + " names a moment the run does not have: the commit of tick "
                                        + (tick + 1) + " takes " + steps + (steps == 1 ? " step" : " steps")
                                        + ", so those events have "
                                        + moments(tick) + (moments(tick) == 1 ? " moment" : " moments")
                                        + " (delivered, then one after each commit step)")
                        .at(lessonFile, caption.line(), 1));
            }
        }
    }

    /** Whether the events of {@code tick} fired no transition and no commit step follows them. */
    private boolean firedNothing(long tick) {
        String ofTick = "# " + tick + " ";
        return commitSteps(tick + 1) == 0
                && lines.stream()
                        .noneMatch(l -> l.startsWith(ofTick)
                                && CompiledGraph.transitionOf(l).isPresent());
    }

    /**
     * A caption after events that fired nothing: told at each event's line as what it is, once per
     * tick (the first caption past the moments says it), rather than as a count of captions.
     */
    private void firesNothing(Lesson lesson, String lessonFile, long tick, Lesson.Caption caption) {
        if (!silentTicks.add(tick)) {
            return;
        }
        for (ScriptEvent event : lesson.script().events()) {
            if (event.tick() == tick) {
                problems.add(Problem.error(
                                event.event().toString(),
                                "fires-nothing",
                                "fires nothing at tick " + tick
                                        + " (head: " + stackAfterCommit(tick)
                                        + "), so these events have 1 moment and caption "
                                        + (caption.moment() + 1) + " after them has none")
                        .at(lessonFile, event.line(), 1));
            }
        }
    }

    /** The line before which moment {@code moment} of group {@code group} is; empty for a moment the run does not have. */
    private OptionalInt lineAfter(List<Long> ticks, int group, int moment) {
        if (group < 0) {
            return OptionalInt.of(firstLineOfTick(1));
        }
        long tick = ticks.get(group);
        if (moment == 0) {
            return OptionalInt.of(firstLineOfTick(tick + 1));
        }
        return moment <= commitSteps(tick + 1) ? OptionalInt.of(endOfStep(tick + 1, moment)) : OptionalInt.empty();
    }

    /** The run's answer to a question at the moment shown before line {@code at}. */
    private String answer(List<Long> ticks, Lesson.Question question, int at) {
        int group = question.group();
        long commitTick = group < 0 ? 1 : ticks.get(group) + 1;
        int nextStep = group < 0 ? 1 : question.moment() + 1;
        return switch (question.kind()) {
            case NEXT_STEP -> nextStep(commitTick, nextStep);
            case STACK -> stackAfterCommit(commitTick);
            case CALLBACKS -> RunAnswers.callbacks(stepLines(commitTick, nextStep));
            case POINTERS -> pointers(at);
            case CHOICE -> question.written().answer();
        };
    }

    /** The lines of step {@code step} of tick {@code commitTick}'s commit; none when it has no such step. */
    private List<String> stepLines(long commitTick, int step) {
        String first = "# " + commitTick + " commit step " + step + ":";
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(first)) {
                return lines.subList(i + 1, endOfStep(commitTick, step));
            }
        }
        return List.of();
    }

    /**
     * Where head and staging point before line {@code at}: head's top is the last entry entered and
     * not exited, staging's the last pushed and not popped.
     */
    private String pointers(int at) {
        List<String> head = new ArrayList<>();
        List<String> staging = new ArrayList<>();
        for (String line : lines.subList(0, at)) {
            String[] words = line.split(" ");
            if (line.startsWith("#") || words.length != 3) {
                continue;
            }
            switch (words[1]) {
                case "enter" -> head.add(words[2]);
                case "exit" -> head.remove(words[2]);
                case "push" -> staging.add(words[2]);
                case "pop" -> staging.remove(words[2]);
                default -> {}
            }
        }
        return RunAnswers.pointers(top(head), top(staging));
    }

    private static String top(List<String> entries) {
        return entries.isEmpty() ? QuestionKind.EMPTY_STACK : RunAnswers.stateOf(entries.get(entries.size() - 1));
    }

    /** The kind of step {@code step} of tick {@code commitTick}'s commit, as the overlay names it, or none. */
    private String nextStep(long commitTick, int step) {
        String next = "# " + commitTick + " commit step " + step + ": ";
        return lines.stream()
                .filter(l -> l.startsWith(next))
                .findFirst()
                .map(l -> l.substring(next.length()).split(" ")[0])
                .orElse("none");
    }

    /**
     * The committed stack once the commit of {@code commitTick} is done, read from the trace: an
     * entry is on it from its {@code enter} to its {@code unload} (a restart keeps it), in the order
     * entered. Written as state ids bottom first.
     */
    private String stackAfterCommit(long commitTick) {
        java.util.LinkedHashSet<String> entries = new java.util.LinkedHashSet<>();
        for (String line : lines) {
            if (tickOf(line) > commitTick) {
                break; // a tick has one commit, at its start: nothing later in it enters or unloads
            }
            String[] words = line.split(" ");
            if (words.length == 3 && words[1].equals("enter")) {
                entries.add(words[2]);
            } else if (words.length == 3 && words[1].equals("unload")) {
                entries.remove(words[2]);
            }
        }
        return entries.isEmpty()
                ? QuestionKind.EMPTY_STACK
                : entries.stream()
                        .map(e -> e.substring(0, e.lastIndexOf('#')))
                        .collect(java.util.stream.Collectors.joining(" > "));
    }

    private void insert(int beforeLine, String line) {
        insertBefore.computeIfAbsent(beforeLine, k -> new ArrayList<>()).add(line);
    }

    /** The index of the first line of tick {@code tick} or later; the end when there is none. */
    private int firstLineOfTick(long tick) {
        for (int i = 0; i < lines.size(); i++) {
            if (tickOf(lines.get(i)) >= tick) {
                return i;
            }
        }
        return lines.size();
    }

    private int commitSteps(long tick) {
        String step = "# " + tick + " commit step ";
        return (int) lines.stream().filter(l -> l.startsWith(step)).count();
    }

    /** Where step {@code step} of tick {@code tick}'s commit ends: at the next step's line, or its "commit done" line. */
    private int endOfStep(long tick, int step) {
        String next = "# " + tick + " commit step " + (step + 1) + ":";
        String done = "# " + tick + " commit done";
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(next) || lines.get(i).startsWith(done)) {
                return i;
            }
        }
        return lines.size();
    }

    /** The tick of a trace line ({@code 12 enter x#3} or {@code # 12 ...}); -1 for a line without one. */
    private static long tickOf(String line) {
        String rest = line.startsWith("# ") ? line.substring(2) : line;
        int end = 0;
        while (end < rest.length() && Character.isDigit(rest.charAt(end))) {
            end++;
        }
        return end == 0 || end > 18 ? -1 : Long.parseLong(rest.substring(0, end));
    }
}
