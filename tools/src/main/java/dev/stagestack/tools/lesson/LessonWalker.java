package dev.stagestack.tools.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Walks a lesson one moment at a time (docs/teaching.md, "Lesson files"): forward is the next step of the
 * pending commit, or — when nothing is left to commit — the ticks up to and including the lesson's next
 * events; back replays the lesson from its start to the moment before (runs are deterministic, so it is the
 * same moment, exactly). Knows the caption and question of the moment shown, and reads each question's
 * answer and choices from the run. The one walk of the player, {@code grade}, the handout and the web page:
 * each gives it the run it walks ({@link Run}).
 */
public final class LessonWalker {

    /** A run a lesson is walked on: the player's session, or a headless run ({@link GraphLessonRun}). */
    public interface Run {
        /** A new run of {@code lesson}'s script, from its start stack if it has one, paused with tick 0 done. */
        void restart(Lesson lesson);

        /** Runs ticks up to and including the one that delivers the script's next event; false when none is left. */
        boolean deliverNextEvents();

        /** Takes one step of the next commit (nothing once the run has ended). */
        void stepCommit();

        /** Whether the run has ended. */
        boolean ended();

        /**
         * What the next commit step does: {@code retreat}, {@code advance}, {@code restart}, followed by more
         * words or not, or {@code none}.
         */
        String nextStep();

        /** Head's chain, state ids bottom first. */
        List<String> head();

        /** Staging's chain, state ids bottom first. */
        List<String> staging();

        /** How many trace lines the run has written. */
        int traceSize();

        /** The trace lines written from line {@code from} on. */
        List<String> traceFrom(int from);
    }

    /** What one moment forward did. */
    private enum Move {
        DELIVER,
        COMMIT_STEP
    }

    private final Lesson lesson;
    private final Run run;
    private final List<Move> walked = new ArrayList<>();
    /** How many moves each moment shown so far took from the start: back goes to the one before. */
    private final List<Integer> stops = new ArrayList<>();

    private int group = -1;
    private int moment;

    /** Starts {@code lesson} on {@code run}: a new run with its script, paused at its start. */
    public LessonWalker(Lesson lesson, Run run) {
        this.lesson = lesson;
        this.run = run;
        restart();
    }

    /** The lesson walked. */
    public Lesson lesson() {
        return lesson;
    }

    /**
     * Goes to the next moment the lesson shows (with {@code moments: captions}, the next one with a caption);
     * false when the lesson is over, and the moment shown stays.
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

    /** The caption of the moment shown, if the lesson has one. */
    public Optional<String> caption() {
        return lesson.caption(group, moment);
    }

    /** The question asked at the moment shown, if any. */
    public Optional<Lesson.Question> question() {
        return lesson.questionAt(group, moment);
    }

    /** The right answer to {@code question} at the moment shown: the run's, or the teacher's for a choice. */
    public String answer(Lesson.Question question) {
        return switch (question.kind()) {
            case NEXT_STEP -> run.nextStep().split(" ")[0]; // "restart level2#3" is a restart
            case STACK -> stackAfterCommit();
            case CALLBACKS -> nextStepCallbacks();
            case POINTERS -> RunAnswers.pointers(top(run.head()), top(run.staging()));
            case CHOICE -> question.written().answer();
        };
    }

    /**
     * The answers offered for {@code question}: the kind's own, the teacher's, or the run's answer among those
     * a class might confuse it with.
     */
    public List<String> choices(Lesson.Question question) {
        List<String> head = run.head();
        return switch (question.kind()) {
            case NEXT_STEP -> question.kind().choices();
            case STACK -> RunAnswers.stackChoices(stackAfterCommit(), head, run.staging());
            case CALLBACKS -> RunAnswers.callbackChoices(nextStepCallbacks());
            case POINTERS ->
                RunAnswers.pointerChoices(
                        top(head),
                        top(run.staging()),
                        head.size() < 2 ? QuestionKind.EMPTY_STACK : head.get(head.size() - 2));
            case CHOICE -> question.written().choices();
        };
    }

    /** Takes the next commit step, reads the callbacks it ran from the trace, and comes back to the moment shown. */
    private String nextStepCallbacks() {
        if (settled()) {
            return RunAnswers.NO_CALLBACKS;
        }
        List<Move> here = List.copyOf(walked);
        int written = run.traceSize();
        run.stepCommit();
        String callbacks = RunAnswers.callbacks(run.traceFrom(written));
        replay(here);
        return callbacks;
    }

    /** Takes the rest of the commit under way, reads head, and comes back to the moment shown. */
    private String stackAfterCommit() {
        List<Move> here = List.copyOf(walked);
        while (!run.ended() && !settled()) {
            run.stepCommit();
        }
        String stack = RunAnswers.stack(run.head());
        replay(here);
        return stack;
    }

    private boolean settled() {
        return "none".equals(run.nextStep());
    }

    private boolean takeNext() {
        if (run.ended()) {
            return false;
        }
        return take(group >= 0 && !settled() ? Move.COMMIT_STEP : Move.DELIVER);
    }

    private void replay(List<Move> moves) {
        restart();
        moves.forEach(this::take);
    }

    private void restart() {
        walked.clear();
        group = -1;
        moment = 0;
        run.restart(lesson);
    }

    /** Makes one move; false when there was nothing to deliver (the lesson is over). */
    private boolean take(Move move) {
        if (move == Move.COMMIT_STEP) {
            run.stepCommit();
            moment++;
        } else if (run.deliverNextEvents()) {
            group++;
            moment = 0;
        } else {
            return false;
        }
        walked.add(move);
        return true;
    }

    private static String top(List<String> chain) {
        return chain.isEmpty() ? QuestionKind.EMPTY_STACK : chain.get(chain.size() - 1);
    }
}
