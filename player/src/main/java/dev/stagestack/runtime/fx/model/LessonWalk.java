package dev.stagestack.runtime.fx.model;

import dev.stagestack.runtime.lesson.Lesson;
import dev.stagestack.runtime.lesson.QuestionKind;
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

    /** Goes to the next moment; false when the lesson is over. */
    public boolean forward() {
        if (session.ended()) {
            return false;
        }
        return take(group >= 0 && !"none".equals(session.live().nextStep()) ? Move.COMMIT_STEP : Move.DELIVER);
    }

    /** Goes back to the moment before; false at the start. */
    public boolean back() {
        if (walked.isEmpty()) {
            return false;
        }
        List<Move> again = new ArrayList<>(walked.subList(0, walked.size() - 1));
        restart();
        again.forEach(this::take);
        return true;
    }

    /** The moment shown, counted from 0 (the run's start). */
    public int position() {
        return walked.size();
    }

    /** The question asked at the moment shown, if any. */
    public Optional<QuestionKind> question() {
        return lesson.question(group, moment);
    }

    /** The run's answer to {@code kind} at the moment shown. */
    public String answer(QuestionKind kind) {
        return switch (kind) {
            case NEXT_STEP -> session.live().nextStep();
            case STACK -> stackAfterCommit();
        };
    }

    /**
     * The answers offered for {@code kind}: its own, or — for the stack — the run's answer among the
     * stacks a class might confuse it with (head now, staging now, head without its top), shortest first.
     */
    public List<String> choices(QuestionKind kind) {
        if (!kind.choices().isEmpty()) {
            return kind.choices();
        }
        List<EntryRef> head = session.live().head().bottomUp();
        java.util.Set<String> choices = new java.util.LinkedHashSet<>(List.of(
                answer(kind),
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
        restart();
        here.forEach(this::take);
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

    private void restart() {
        walked.clear();
        group = -1;
        moment = 0;
        session.loadScript(lesson.script());
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
