package dev.stagestack.runtime.fx;

import dev.stagestack.runtime.fx.model.LessonWalk;
import dev.stagestack.runtime.fx.model.PlayerCommand;
import dev.stagestack.runtime.fx.model.PlayerViewModel;
import dev.stagestack.runtime.fx.model.ShortcutText;
import dev.stagestack.runtime.lesson.Lesson;
import dev.stagestack.runtime.lesson.QuestionKind;
import java.util.List;
import java.util.Optional;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The player's side of a lesson (docs/teaching.md, "Lesson files"): which commands walk it —
 * Commit step (F7, PageDown) to the next moment, Step back (PageUp) to the one before, Restart
 * back to its start — which it ignores so that nothing derails it, the one key that leaves it, and
 * the caption and question its panel shows at each moment.
 */
final class LessonPlayer {

    /** The one key that leaves a lesson: no presenter's clicker sends it. */
    private static final String LEAVE_KEY = "Shortcut+Shift+L";

    private static final KeyCombination LEAVE = KeyCombination.valueOf(LEAVE_KEY);
    private static final String RESTART = ShortcutText.of(PlayerCommand.RESTART_RUN.shortcut());
    /** What a lesson's keys are, as its hints say. */
    private static final String KEYS = "PageDown next · PageUp back · " + RESTART + " from the start · "
            + ShortcutText.of(LEAVE_KEY) + " leaves the lesson.";

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

    /**
     * Takes a key pressed while the lesson is walked that is no player command: the leave key leaves
     * it at the moment shown, any other is ignored with a hint (it would derail the run under the
     * captions). False when no lesson is walked: the key is the game's.
     */
    boolean takes(KeyEvent event) {
        if (walk == null) {
            return false;
        }
        if (LEAVE.match(event)) {
            int moment = walk.position();
            leave();
            model.say("Left the lesson at moment " + moment + ": F5 runs on from here.");
        } else {
            model.say(ignored(keyName(event)));
        }
        return true;
    }

    Optional<LessonWalk> walk() {
        return Optional.ofNullable(walk);
    }

    /**
     * Carries out {@code command} if it walks the lesson or would derail it; true when it did (the
     * caller refreshes the view). Restart starts the lesson again; Pause/Resume, Tick, Next event and
     * time travel are ignored with a hint; the others (the view, speed, exports) run as ever, and Open
     * script leaves the lesson once a script is chosen.
     */
    boolean handles(PlayerCommand command) {
        if (walk == null) {
            return false;
        }
        switch (command) {
            case STEP_COMMIT -> {
                model.say(null); // a hint is of the moment it was given at
                if (!walk.forward()) {
                    model.say("The lesson is over. PageUp goes back through it; " + RESTART + " starts it again.");
                }
            }
            case STEP_BACK -> walk.back();
            case RESTART_RUN -> walk = new LessonWalk(walk.lesson(), model.session());
            case PAUSE_RESUME, STEP_TICK, NEXT_EVENT, SCRUB_BACK, SCRUB_FORWARD, GO_LIVE -> {
                model.say(ignored(command.label() + " (" + ShortcutText.of(command.shortcut()) + ")"));
                return true;
            }
            default -> {
                return false;
            }
        }
        show();
        return true;
    }

    private static String ignored(String what) {
        return what + " is ignored in a lesson. " + KEYS;
    }

    /** The key as people read it: {@code Q}, {@code Shift+F5}. */
    private static String keyName(KeyEvent event) {
        String modifiers = (event.isShortcutDown() ? "Ctrl+" : "")
                + (event.isAltDown() ? "Alt+" : "")
                + (event.isShiftDown() ? "Shift+" : "");
        return modifiers + event.getCode().getName();
    }

    private void show() {
        if (walk == null) {
            panel.showLesson(null, null);
            panel.showQuestion(null, List.of(), answer -> {}, null);
            return;
        }
        LessonWalk shown = walk;
        shown.question()
                .ifPresentOrElse(
                        kind -> panel.showQuestion(
                                kind.prompt(), shown.choices(kind), answer -> answered(shown, kind, answer), null),
                        () -> panel.showQuestion(null, List.of(), answer -> {}, null));
        String title = shown.lesson().title();
        panel.showLesson(
                shown.caption().orElse(""),
                (title.isEmpty() ? "Lesson" : title) + " · moment " + shown.position()
                        + " · PageDown next · PageUp back");
    }

    /** Checks a student's answer against the run, and says so. */
    private void answered(LessonWalk shown, QuestionKind kind, String answer) {
        String right = shown.answer(kind);
        panel.showQuestion(
                kind.prompt(),
                shown.choices(kind),
                chosen -> answered(shown, kind, chosen),
                answer.equals(right)
                        ? "Right: " + right + ". PageDown shows it."
                        : "Not " + answer + ": the run says " + right + ". PageDown shows it.");
    }
}
