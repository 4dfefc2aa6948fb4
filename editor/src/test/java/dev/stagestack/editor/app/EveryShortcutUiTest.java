package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Every key shortcut of {@link EditorShortcut} (the menus, the toolbar's tooltips and the F1 sheet
 * all take theirs from it), pressed on the real window as a person presses it, reaches its menu
 * item exactly once. Ctrl+0 once showed in the menu and did nothing; this finds any such key. What
 * each action then does is tested where that action is (zoom, files, undo, delete, ...); here every
 * action is replaced by a counter so that Open, Save as or Quit do not open dialogs.
 */
@ExtendWith(ApplicationExtension.class)
class EveryShortcutUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;
    private Stage stage;
    private boolean darkBefore;
    private final Map<String, AtomicInteger> fired = new LinkedHashMap<>();

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        darkBefore = EditorApp.isDark();
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-every-shortcut-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu());
    }

    @AfterEach
    void restoreTheTheme() throws Exception {
        FxWait.onFx(() -> {
            EditorApp.applyTheme(darkBefore);
            return null;
        });
        TestWindows.finish(window);
    }

    @Test
    void everyKeyShortcutReachesItsMenuItemOnce(FxRobot robot) throws Exception {
        FxWait.onFx(this::countInsteadOfActing);
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        List<String> missed = new ArrayList<>();
        for (EditorShortcut shortcut : EditorShortcut.values()) {
            if (shortcut.input() != EditorShortcut.Input.KEYS) {
                continue;
            }
            AtomicInteger count = fired.get(shortcut.combination().toString());
            robot.push(keysOf(shortcut.combination()));
            try {
                FxWait.until(() -> count.get() >= 1);
            } catch (java.util.concurrent.TimeoutException e) {
                missed.add(shortcut.keys());
            }
        }
        assertEquals(List.of(), missed, "shortcuts that never reached their menu item");
        fired.forEach((keys, count) -> assertEquals(1, count.get(), keys + " fired once"));
    }

    /** Every menu item with a shortcut counts its firings instead of acting, enabled whatever the state. */
    private Void countInsteadOfActing() {
        MenuBar bar = (MenuBar) stage.getScene().getRoot().lookup(".menu-bar");
        bar.getMenus().stream()
                .flatMap(EveryShortcutUiTest::items)
                .filter(i -> i.getAccelerator() != null)
                .forEach(item -> {
                    AtomicInteger count = new AtomicInteger();
                    fired.put(item.getAccelerator().toString(), count);
                    item.disableProperty().unbind();
                    item.setDisable(false);
                    item.setOnAction(e -> count.incrementAndGet());
                });
        return null;
    }

    private static Stream<MenuItem> items(Menu menu) {
        return menu.getItems().stream()
                .flatMap(item ->
                        item instanceof Menu sub ? Stream.concat(Stream.of(item), items(sub)) : Stream.of(item));
    }

    /** The keys to hold, modifiers first, as a person presses the combination. */
    static KeyCode[] keysOf(KeyCombination combination) {
        List<KeyCode> keys = new ArrayList<>();
        if (combination.getShortcut() == KeyCombination.ModifierValue.DOWN) {
            keys.add(KeyCode.SHORTCUT);
        }
        if (combination.getControl() == KeyCombination.ModifierValue.DOWN) {
            keys.add(KeyCode.CONTROL);
        }
        if (combination.getShift() == KeyCombination.ModifierValue.DOWN) {
            keys.add(KeyCode.SHIFT);
        }
        if (combination.getAlt() == KeyCombination.ModifierValue.DOWN) {
            keys.add(KeyCode.ALT);
        }
        if (!(combination instanceof KeyCodeCombination code)) {
            throw new AssertionError(
                    combination + " names no key (a spec such as Shortcut+DIGIT0 is read as a character)");
        }
        keys.add(code.getCode());
        return keys.toArray(KeyCode[]::new);
    }
}
