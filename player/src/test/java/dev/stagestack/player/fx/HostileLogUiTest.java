package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The player's log over a button whose label holds a right-to-left override and an escape sequence:
 * a person clicks the button, and the log's line about it shows the characters as escapes, so the
 * line reads in order and nothing in it acts on the text around it.
 */
@ExtendWith(ApplicationExtension.class)
class HostileLogUiTest {
    private static final String LABEL = "Go \u202Eevil\u001B[31m";
    private PlayerController player;

    @Start
    void start(Stage stage) {
        Graph graph = new Graph(
                "Hostile",
                "title",
                60,
                List.of(StateDef.of("title"), StateDef.of("world")),
                List.of(Transition.of("go", "title", Trigger.button(LABEL), List.of(Action.push("world")))));
        player = TestPlayers.open(stage, graph, 1000, 700);
    }

    @Test
    void theLogShowsALabelsControlCharactersAsEscapes(FxRobot robot) throws Exception {
        Button button = FxWait.onFx(() -> robot.lookup(".button").queryAllAs(Button.class).stream()
                .filter(b -> LABEL.equals(b.getText()))
                .findFirst()
                .orElseThrow());
        robot.clickOn(button);
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title", "world")));
        FxWait.until(() -> cellText("fires transition go") != null);

        String line = FxWait.onFx(() -> cellText("fires transition go"));
        assertTrue(line.contains("button \"Go \\u202Eevil\\u001B[31m\" fires transition go"), line);
        List<String> shown = FxWait.onFx(() -> new FxRobot()
                .lookup(".trace-log .list-cell").queryAll().stream()
                        .map(n -> ((ListCell<?>) n).getText())
                        .filter(t -> t != null)
                        .toList());
        for (String text : shown) {
            assertEquals(text, DisplayText.visible(text), "a log line with nothing left to escape");
        }
    }

    private static String cellText(String part) {
        return new FxRobot()
                .lookup(".trace-log .list-cell").queryAll().stream()
                        .map(n -> ((ListCell<?>) n).getText())
                        .filter(t -> t != null && t.contains(part))
                        .findFirst()
                        .orElse(null);
    }
}
