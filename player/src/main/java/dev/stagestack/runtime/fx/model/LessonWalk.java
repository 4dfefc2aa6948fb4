package dev.stagestack.runtime.fx.model;

import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.QuestionKind;
import dev.stagestack.tools.lesson.RunAnswers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Walks a lesson through a player session one moment at a time (docs/teaching.md, "Lesson
 * files"): forward is the next step of the pending commit, or — when nothing is left to commit —
 * the ticks up to and including the lesson's next events; back replays the lesson from its start
 * to the moment before (runs are deterministic, so it is the same moment, exactly). Knows which
 * caption belongs to the moment shown.
 */
public final class LessonWalk {

    /** What one moment forward did. */
    private enum Move {
        DELIVER,
        COMMIT_STEP
    }

    private final Lesson lesson;
    private final PlayerSession session;
    private final List<Move> walked = new ArrayList<>();
    /** How many moves each moment shown so far took from the start: PageUp goes back to the one before. */
    private final List<Integer> stops = new ArrayList<>();

    private int group = -1;
    private int moment;

    /** Starts {@code lesson} in {@code session}: a new run with its script, paused at its start. */
    public LessonWalk(Lesson lesson, PlayerSession session) {
        this.lesson = lesson;
        this.session = session;
        restart();
    }

    /** The lesson walked. */
    public Lesson lesson() {
        return lesson;
    }

    /**
     * Goes to the next moment the lesson shows (with {@code moments: captions}, the next one with a
     * caption); false when the lesson is over, and the moment shown stays.
     */
    public boolean forward() {
        List<Move> before = List.copyOf(walked);
        do {
            if (!takeNext()) {
                if (walked.size() != before.size()) {
                    replay(before);
                }
                return false;
            }
        } while (!lesson.shows(group, moment));
        stops.add(walked.size());
        return true;
    }

    private boolean takeNext() {
        if (session.ended()) {
            return false;
        }
        return take(group >= 0 && !"none".equals(session.live().nextStep()) ? Move.COMMIT_STEP : Move.DELIVER);
    }

    /** Goes back to the moment shown before; false at the start. */
    public boolean back() {
        if (stops.isEmpty()) {
            return false;
        }
        stops.remove(stops.size() - 1);
        replay(List.copyOf(walked.subList(0, stops.isEmpty() ? 0 : stops.get(stops.size() - 1))));
        return true;
    }

    /** The moment shown, counted from 0 (the run's start) among the moments the lesson shows. */
    public int position() {
        return stops.size();
    }

    /** The question asked at the moment shown, if any. */
    public Optional<Lesson.Question> question() {
        return lesson.questionAt(group, moment);
    }

    /** The right answer to {@code question} at the moment shown: the run's, or the teacher's for a choice. */
    public String answer(Lesson.Question question) {
        return switch (question.kind()) {
            case NEXT_STEP -> session.live().nextStep().split(" ")[0]; // "restart level2#3" is a restart
            case STACK -> stackAfterCommit();
            case CALLBACKS -> nextStepCallbacks();
            case POINTERS ->
                RunAnswers.pointers(
                        top(session.live().head()), top(session.live().staging()));
            case CHOICE -> question.written().answer();
        };
    }

    /**
     * The answers offered for {@code question}: the kind's own, the teacher's, or the run's answer
     * among those a class might confuse it with.
     */
    public List<String> choices(Lesson.Question question) {
        return switch (question.kind()) {
            case NEXT_STEP -> question.kind().choices();
            case STACK -> stackChoices();
            case CALLBACKS -> RunAnswers.callbackChoices(nextStepCallbacks());
            case POINTERS ->
                RunAnswers.pointerChoices(
                        top(session.live().head()), top(session.live().staging()), belowHeadsTop());
            case CHOICE -> question.written().choices();
        };
    }

    /** The state under head's top, or {@link QuestionKind#EMPTY_STACK}. */
    private String belowHeadsTop() {
        List<EntryRef> head = session.live().head().bottomUp();
        return head.size() < 2
                ? QuestionKind.EMPTY_STACK
                : head.get(head.size() - 2).stateId();
    }

    private static String top(ChainSnapshot chain) {
        List<EntryRef> entries = chain.bottomUp();
        return entries.isEmpty()
                ? QuestionKind.EMPTY_STACK
                : entries.get(entries.size() - 1).stateId();
    }

    /** Takes the next commit step, reads the callbacks it ran from the log, and comes back to the moment shown. */
    private String nextStepCallbacks() {
        if ("none".equals(session.live().nextStep())) {
            return RunAnswers.NO_CALLBACKS;
        }
        List<Move> here = List.copyOf(walked);
        int logged = session.log().trace().size();
        session.stepCommit();
        List<String> trace = session.log().trace();
        String callbacks = RunAnswers.callbacks(List.copyOf(trace.subList(logged, trace.size())));
        replay(here);
        return callbacks;
    }

    /**
     * The stack answers offered: the run's answer among the stacks a class might confuse it with
     * (head now, staging now, head without its top), shortest first.
     */
    private List<String> stackChoices() {
        QuestionKind kind = QuestionKind.STACK;
        List<EntryRef> head = session.live().head().bottomUp();
        java.util.Set<String> choices = new java.util.LinkedHashSet<>(List.of(
                stackAfterCommit(),
                ids(head),
                ids(session.live().staging().bottomUp()),
                ids(head.subList(0, Math.max(0, head.size() - 1)))));
        return choices.stream()
                .sorted(java.util.Comparator.comparingInt(String::length)
                        .thenComparing(java.util.Comparator.naturalOrder()))
                .toList();
    }

    /** Takes the rest of the commit under way, reads head, and comes back to the moment shown (runs are deterministic). */
    private String stackAfterCommit() {
        List<Move> here = List.copyOf(walked);
        while (!session.ended() && !"none".equals(session.live().nextStep())) {
            session.stepCommit();
        }
        String stack = ids(session.live().head().bottomUp());
        replay(here);
        return stack;
    }

    private static String ids(List<EntryRef> entries) {
        return entries.isEmpty()
                ? QuestionKind.EMPTY_STACK
                : entries.stream().map(EntryRef::stateId).collect(java.util.stream.Collectors.joining(" > "));
    }

    /** The caption of the moment shown, if the lesson has one. */
    public Optional<String> caption() {
        return lesson.caption(group, moment);
    }

    private void replay(List<Move> moves) {
        restart();
        moves.forEach(this::take);
    }

    private void restart() {
        walked.clear();
        group = -1;
        moment = 0;
        session.loadScript(lesson.script(), lesson.startStack().orElse(null));
        session.pause();
        session.tick(); // the run's start is tick 0 done, its first commit taken, as a trace shows it
    }

    /** Makes one move; false when there was nothing to deliver (the lesson is over). */
    private boolean take(Move move) {
        if (move == Move.COMMIT_STEP) {
            session.stepCommit();
            moment++;
        } else if (session.runToNextScriptEvent()) {
            group++;
            moment = 0;
        } else {
            return false;
        }
        walked.add(move);
        return true;
    }
}
