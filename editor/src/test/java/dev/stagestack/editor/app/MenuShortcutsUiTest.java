package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.files.RecoveryStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Every key shortcut of {@link EditorShortcut} is the accelerator of exactly one menu item, and no menu item has another. */
@ExtendWith(ApplicationExtension.class)
class MenuShortcutsUiTest {
    @TempDir
    static Path temp;

    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        TestWindows.open(
                stage, "dev/stagestack/editor-menu-shortcuts-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @Test
    void theMenusCarryEveryKeyShortcutOnce(FxRobot robot) {
        List<String> accelerators = new ArrayList<>();
        robot.interact(() -> {
            MenuBar bar = (MenuBar) stage.getScene().getRoot().lookup(".menu-bar");
            bar.getMenus().stream()
                    .flatMap(MenuShortcutsUiTest::items)
                    .map(MenuItem::getAccelerator)
                    .filter(Objects::nonNull)
                    .map(Object::toString)
                    .sorted()
                    .forEach(accelerators::add);
        });
        List<String> keyShortcuts = Arrays.stream(EditorShortcut.values())
                .filter(s -> s.input() == EditorShortcut.Input.KEYS)
                .map(s -> s.combination().toString())
                .sorted()
                .toList();
        assertEquals(keyShortcuts, accelerators);
    }

    private static Stream<MenuItem> items(Menu menu) {
        return menu.getItems().stream()
                .flatMap(item ->
                        item instanceof Menu sub ? Stream.concat(Stream.of(item), items(sub)) : Stream.of(item));
    }
}
