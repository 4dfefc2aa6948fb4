package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer plays a flow whose Back button is drawn once, from the group of its menus, and whose
 * H leaves any state (docs/format.md "Groups and global transitions"): the game screen of a menu
 * offers the group's button and lists the global key, as it does the state's own.
 */
@ExtendWith(ApplicationExtension.class)
class GlobalTransitionsOnTheCardUiTest {

    private static final Graph FLOW = new Graph(
            "menus",
            "title",
            60,
            List.of(StateDef.of("title"), StateDef.of("options").withGroups(List.of("menus")), StateDef.of("help")),
            List.of(
                    Transition.of("open", "title", Trigger.button("Options"), List.of(Action.push("options"))),
                    Transition.of("back", "@menus", Trigger.button("Back"), List.of(Action.pop())),
                    Transition.of("help", "*", Trigger.key("H"), List.of(Action.push("help"))),
                    Transition.of("close", "help", Trigger.key("H"), List.of(Action.pop()))));

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, FLOW, 1000, 680);
    }

    @Test
    void aMenuOffersTheButtonOfItsGroupAndListsTheKeyOfEveryState(FxRobot robot) throws Exception {
        robot.clickOn(TestPlayers.stateButton(robot, "Options"));
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title", "options")));
        FxWait.until(() -> chips(robot).contains("H  →  push help"));

        robot.clickOn(TestPlayers.stateButton(robot, "Back"));
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title")));
        assertEquals(List.of("title"), TestPlayers.head(player));
    }

    @Test
    void aStatesOwnKeyHidesTheGlobalOneItOverrides(FxRobot robot) throws Exception {
        robot.type(javafx.scene.input.KeyCode.H);
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title", "help")));
        FxWait.until(() -> chips(robot).contains("H  →  pop"));
        assertEquals(List.of("H  →  pop"), chipsOnTheCardOf(robot, "H  →  pop"), "help's own H is the one that fires");
    }

    /** The H chips of the game-screen card that shows {@code chip}. */
    private static List<String> chipsOnTheCardOf(FxRobot robot, String chip) throws Exception {
        return FxWait.onFx(() -> {
            Label shown = robot.lookup(".chip").queryAllAs(Label.class).stream()
                    .filter(l -> l.getText().equals(chip))
                    .findFirst()
                    .orElseThrow();
            javafx.scene.Node card = shown;
            while (!card.getStyleClass().contains(PlayerStyles.PLACEHOLDER_CARD)) {
                card = card.getParent();
            }
            return card.lookupAll(".chip").stream()
                    .map(n -> ((Label) n).getText())
                    .filter(t -> t.startsWith("H"))
                    .toList();
        });
    }

    private static List<String> chips(FxRobot robot) {
        return robot.lookup(".chip").queryAllAs(Label.class).stream()
                .filter(l ->
                        l.getScene() != null && l.isVisible() && l.getText().startsWith("H"))
                .map(Label::getText)
                .distinct()
                .toList();
    }
}
