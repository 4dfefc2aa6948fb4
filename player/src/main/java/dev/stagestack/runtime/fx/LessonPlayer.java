package dev.stagestack.runtime.fx;

import dev.stagestack.runtime.fx.model.LessonWalk;
import dev.stagestack.runtime.fx.model.PlayerCommand;
import dev.stagestack.runtime.fx.model.PlayerViewModel;
import dev.stagestack.runtime.lesson.Lesson;
import dev.stagestack.runtime.lesson.QuestionKind;
import java.util.List;
import java.util.Optional;

/**
 * The player's side of a lesson (docs/teaching.md, "Lesson files"): which commands walk it —
 * Commit step (F7, PageDown) to the next moment, Step back (PageUp) to the one before — which
 * leave it, and the caption and question its panel shows at each moment.
 */
final class LessonPlayer {

    private final PlayerViewModel model;
    private final LessonPanel panel;
    private LessonWalk walk;

    LessonPlayer(PlayerViewModel model, LessonPanel panel) {
        this.model = model;
        this.panel = panel;
    }

    /** Starts walking {@code lesson}: a new run with its script, paused at its start. */
    void start(Lesson lesson) {
        walk = new LessonWalk(lesson, model.session());
        model.setLessonWalked(true);
        show();
    }

    /** Stops walking (a script was opened): the panel goes. */
    void leave() {
        walk = null;
        model.setLessonWalked(false);
        show();
    }

    Optional<LessonWalk> walk() {
        return Optional.ofNullable(walk);
    }

    /**
     * Carries out {@code command} if it walks the lesson; true when it did (the caller refreshes
     * the view). Pause/Resume, Tick, Next event, Restart and Open script leave the lesson instead.
     */
    boolean handles(PlayerCommand command) {
        if (walk == null) {
            return false;
        }
        switch (command) {
            case STEP_COMMIT -> {
                if (!walk.forward()) {
                    model.say("The lesson is over. PageUp goes back through it; Ctrl+R starts a new run.");
                }
            }
            case STEP_BACK -> walk.back();
            case PAUSE_RESUME, STEP_TICK, NEXT_EVENT, RESTART_RUN, OPEN_SCRIPT -> {
                leave();
                return false;
            }
            default -> {
                return false;
            }
        }
        show();
        return true;
    }

    private void show() {
        if (walk == null) {
            panel.showLesson(null, null);
            panel.showQuestion(null, List.of(), answer -> { }, null);
            return;
        }
        LessonWalk shown = walk;
        shown.question().ifPresentOrElse(kind -> panel.showQuestion(kind.prompt(), shown.choices(kind),
                answer -> answered(shown, kind, answer), null),
                () -> panel.showQuestion(null, List.of(), answer -> { }, null));
        String title = shown.lesson().title();
        panel.showLesson(shown.caption().orElse(""), (title.isEmpty() ? "Lesson" : title)
                + " · moment " + shown.position() + " · PageDown next · PageUp back");
    }

    /** Checks a student's answer against the run, and says so. */
    private void answered(LessonWalk shown, QuestionKind kind, String answer) {
        String right = shown.answer(kind);
        panel.showQuestion(kind.prompt(), shown.choices(kind), chosen -> answered(shown, kind, chosen),
                answer.equals(right) ? "Right: " + right + ". PageDown shows it."
                        : "Not " + answer + ": the run says " + right + ". PageDown shows it.");
    }
}
