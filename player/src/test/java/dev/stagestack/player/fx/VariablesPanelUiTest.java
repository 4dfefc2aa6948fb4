package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A student plays a menu whose Escape goes deeper only once a flag is set: the overlay's VARIABLES panel
 * shows the flag change as a key sets it, and says why the guarded transition did not fire before
 * (docs/semantics.md §21).
 */
@ExtendWith(ApplicationExtension.class)
class VariablesPanelUiTest {

    private static final Graph MENU = new Graph(
            "menus",
            "options",
            60,
            List.of(StateDef.of("options"), StateDef.of("audio")),
            List.of(
                    Transition.builder("deeper", "options", Trigger.key("ESCAPE"))
                            .actions(List.of(Action.push("audio")))
                            .when("unlocked")
                            .build(),
                    Transition.of("unlock", "options", Trigger.key("U"), List.of(Action.set("unlocked", true)))),
            List.of(Variable.bool("unlocked", false)));

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, MENU, 1100, 720);
        player.view().requestFocus();
    }

    @Test
    void aKeySetsAVariableAndThePanelShowsItAndWhyAGuardedTransitionWasSkipped(FxRobot robot) throws Exception {
        FxWait.until(() -> text(robot, "#variable-unlocked").equals("unlocked = false"));

        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> text(robot, "#variables-why").contains("skipped deeper: unlocked is false"));
        assertTrue(text(robot, "#variables-why").contains("unlocked = false"), text(robot, "#variables-why"));
        assertEquals(List.of("options"), TestPlayers.head(player));

        robot.type(KeyCode.U);
        FxWait.until(() -> text(robot, "#variable-unlocked").equals("unlocked = true"));

        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("options", "audio")));
        FxWait.until(() -> text(robot, "#variables-why").contains("fired deeper (unlocked held)"));
    }

    @Test
    void aGraphWithoutConditionsShowsNoPanel(FxRobot robot) throws Exception {
        Stage other = FxWait.onFx(Stage::new);
        PlayerController plain = FxWait.onFx(() -> TestPlayers.open(other, TestGraphs.menuAndGame(), 900, 620));
        try {
            FxWait.until(() -> robot.lookup("#variables-pane").queryAll().stream()
                    .anyMatch(n -> n.getScene() == other.getScene() && !n.isVisible()));
            assertTrue(plain.view() != null);
        } finally {
            robot.interact(other::close);
        }
    }

    private static String text(FxRobot robot, String id) throws Exception {
        return FxWait.onFx(() -> {
            Node node = robot.lookup(id).query();
            return node == null ? "" : ((Label) node).getText();
        });
    }
}
