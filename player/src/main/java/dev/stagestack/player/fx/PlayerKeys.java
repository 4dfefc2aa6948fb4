package dev.stagestack.player.fx;

import dev.stagestack.model.KeyNames;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.player.fx.model.PlayerSession;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.value.ChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;

/**
 * The player's keyboard, taken at the window (scene) level so that it never depends on where the
 * focus is: a state button that disappears, an empty head or an ended run leave every key working.
 * A key is a player shortcut (the command runs) or a game key (held, tapped and released as the
 * run's input); either way it is consumed, so a focused button never also takes it. While the run
 * is paused, the presenter-clicker keys step: PageDown or → takes a commit step, PageUp or ← steps
 * back (through the steps of the commit, then the recorded ticks). While a lesson is walked, it takes
 * every key that is no player command (none reaches the run under its captions). A host that embeds the player (the editor's Play) says which key events
 * are the player's.
 */
final class PlayerKeys {
    private final Node view;
    private final PlayerSession session;
    private final Consumer<PlayerCommand> run;
    private final Predicate<KeyEvent> lessonTakes;
    private final Map<PlayerCommand, KeyCombination> shortcuts = new EnumMap<>(PlayerCommand.class);
    private final Set<KeyCode> keysDown = EnumSet.noneOf(KeyCode.class);
    private final EventHandler<KeyEvent> pressed = this::pressed;
    private final EventHandler<KeyEvent> released = this::released;
    private final javafx.beans.InvalidationListener windowChanged = o -> watchSceneWindow();
    private final ChangeListener<Boolean> windowFocus = (o, had, has) -> {
        if (!has) {
            releaseAll();
        }
    };
    private Predicate<KeyEvent> routing = event -> true;
    private Predicate<KeyEvent> hostKeeps = event -> false;
    private Predicate<PlayerCommand> enabled = command -> true;
    private Scene scene;

    /**
     * @param lessonTakes takes the keys that are no player command while a lesson is walked (true
     *                    when it did), so that none of them reaches the run under its captions
     */
    PlayerKeys(Node view, PlayerSession session, Consumer<PlayerCommand> run, Predicate<KeyEvent> lessonTakes) {
        this.view = view;
        this.session = session;
        this.run = run;
        this.lessonTakes = lessonTakes;
        for (PlayerCommand c : PlayerCommand.values()) {
            shortcuts.put(c, KeyCombination.valueOf(c.shortcut()));
        }
        view.sceneProperty().addListener((o, was, is) -> attachTo(is));
        attachTo(view.getScene());
    }

    /**
     * Which key events reach the player (by default all of its window's), and which of those that
     * are not player shortcuts the host keeps for itself rather than the game (by default none).
     */
    void setRouting(Predicate<KeyEvent> routing, Predicate<KeyEvent> hostKeeps) {
        this.routing = routing;
        this.hostKeeps = hostKeeps;
    }

    /** Which player shortcuts work (by default all); the keys of the others are the game's. */
    void setEnabled(Predicate<PlayerCommand> enabled) {
        this.enabled = enabled;
    }

    private void attachTo(Scene next) {
        if (scene != null) {
            scene.removeEventFilter(KeyEvent.KEY_PRESSED, pressed);
            scene.removeEventFilter(KeyEvent.KEY_RELEASED, released);
            scene.windowProperty().removeListener(windowChanged);
            releaseAll();
        }
        scene = next;
        if (scene != null) {
            scene.addEventFilter(KeyEvent.KEY_PRESSED, pressed);
            scene.addEventFilter(KeyEvent.KEY_RELEASED, released);
            scene.windowProperty().addListener(windowChanged);
            watch(scene.getWindow());
        }
    }

    private void watchSceneWindow() {
        watch(scene == null ? null : scene.getWindow());
    }

    private void watch(Window window) {
        if (window != null) {
            window.focusedProperty().removeListener(windowFocus);
            window.focusedProperty().addListener(windowFocus);
        }
    }

    private void pressed(KeyEvent event) {
        if (!isMine(event)) {
            return;
        }
        PlayerCommand command = commandOf(event);
        if (command != null) {
            event.consume();
            run.accept(command);
            return;
        }
        KeyCode code = event.getCode();
        if (!code.isModifierKey() && lessonTakes.test(event)) {
            event.consume();
            return;
        }
        if (code.isModifierKey() || event.isShortcutDown() || event.isAltDown() || hostKeeps.test(event)) {
            return; // left to the host: its own shortcuts
        }
        if (!KeyNames.isKey(code.name())) {
            return; // UNDEFINED (a key JavaFX does not know): no graph can name it
        }
        event.consume();
        if (keysDown.add(code)) {
            session.hold(code.name());
        } else {
            session.key(code.name());
        }
    }

    private void released(KeyEvent event) {
        if (keysDown.remove(event.getCode())) {
            session.release(event.getCode().name());
            event.consume();
        }
    }

    private boolean isMine(KeyEvent event) {
        return view.isVisible() && !view.isDisabled() && routing.test(event);
    }

    private PlayerCommand commandOf(KeyEvent event) {
        for (Map.Entry<PlayerCommand, KeyCombination> s : shortcuts.entrySet()) {
            if (s.getValue().match(event)) {
                return enabled.test(s.getKey()) ? s.getKey() : null;
            }
        }
        PlayerCommand presenter = presenterCommand(event);
        return presenter != null && enabled.test(presenter) ? presenter : null;
    }

    /** PageDown always (PageUp is Step back's own key); → and ← only while paused (while the run goes they are game keys). */
    private PlayerCommand presenterCommand(KeyEvent event) {
        if (event.isShiftDown() || event.isShortcutDown() || event.isAltDown()) {
            return null;
        }
        boolean paused = session.paused();
        return switch (event.getCode()) {
            case PAGE_DOWN -> PlayerCommand.STEP_COMMIT;
            case RIGHT -> paused ? PlayerCommand.STEP_COMMIT : null;
            case LEFT -> paused ? PlayerCommand.STEP_BACK : null;
            default -> null;
        };
    }

    /** The window lost the keyboard: no key-up will come, so every held key goes up now. */
    void releaseAll() {
        keysDown.forEach(code -> session.release(code.name()));
        keysDown.clear();
    }
}
