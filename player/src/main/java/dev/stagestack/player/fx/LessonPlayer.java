package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.AnswersRecorder;
import dev.stagestack.player.fx.model.LessonWalk;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.ShortcutText;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.RunAnswers;
import java.util.List;
import java.util.Optional;
import javafx.scene.input.KeyCode;
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
    private AnswersRecorder recorder;
    /** Asks the student's name once, when an answer is to be recorded and none was given; empty when cancelled. */
    private java.util.function.Supplier<Optional<String>> askStudent = Optional::empty;

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

    /** Records the answers picked from now on with {@code recorder}, asking the student's name with {@code ask} if need be. */
    void record(AnswersRecorder recorder, java.util.function.Supplier<Optional<String>> ask) {
        this.recorder = recorder;
        this.askStudent = ask;
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
        if (answerKey(event).isPresent()) {
            answerKey(event).ifPresent(this::pick);
        } else if (LEAVE.match(event)) {
            int moment = walk.position();
            leave();
            model.say("Left the lesson at moment " + moment + ": F5 runs on from here.");
        } else {
            model.say(ignored(keyName(event)));
        }
        return true;
    }

    /** The answer a digit key 1 to 9 picks while a question is shown: its number among the choices. */
    private Optional<Integer> answerKey(KeyEvent event) {
        KeyCode code = event.getCode();
        if (walk == null
                || walk.question().isEmpty()
                || event.isShortcutDown()
                || event.isAltDown()
                || !(code.isDigitKey())) {
            return Optional.empty();
        }
        int number = code.getName().charAt(code.getName().length() - 1) - '0';
        int choices = walk.choices(walk.question().get()).size();
        return number >= 1 && number <= choices ? Optional.of(number) : Optional.empty();
    }

    private void pick(int number) {
        LessonWalk shown = walk;
        Lesson.Question question = shown.question().orElseThrow();
        answered(shown, question, shown.choices(question).get(number - 1));
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
                        question -> panel.showQuestion(
                                question.prompt(),
                                shown.choices(question),
                                answer -> answered(shown, question, answer),
                                null),
                        () -> panel.showQuestion(null, List.of(), answer -> {}, null));
        String title = shown.lesson().title();
        panel.showLesson(
                shown.caption().orElse(""),
                (title.isEmpty() ? "Lesson" : title) + " · moment " + shown.position()
                        + " · PageDown next · PageUp back");
    }

    /** Checks a student's answer against the run (or the teacher's for a choice), says so and records it. */
    private void answered(LessonWalk shown, Lesson.Question question, String answer) {
        String right = shown.answer(question);
        boolean correct = answer.equals(right);
        panel.showQuestion(
                question.prompt(),
                shown.choices(question),
                chosen -> answered(shown, question, chosen),
                RunAnswers.verdict(question.kind(), answer, right));
        keep(shown, question, answer, correct);
    }

    /** Records the answer in the answers file, if the player keeps one; asks the student's name the first time. */
    private void keep(LessonWalk shown, Lesson.Question question, String answer, boolean correct) {
        if (recorder == null) {
            return;
        }
        if (recorder.needsStudent()) {
            Optional<String> name = askStudent.get().filter(n -> !n.isBlank());
            if (name.isEmpty()) {
                model.say("The answer is not recorded: the answers file needs the student's name.");
                return;
            }
            recorder.student(name.get());
        }
        recorder.record(
                        shown.lesson().questions().indexOf(question) + 1,
                        question.line(),
                        shown.position(),
                        question.kind().word(),
                        answer,
                        correct)
                .ifPresent(model::say);
    }
}
