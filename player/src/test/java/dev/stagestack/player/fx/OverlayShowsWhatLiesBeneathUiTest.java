package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.debug.ChainSnapshot;
import java.util.List;
import javafx.geometry.Bounds;
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
 * A designer pauses a graph-only game in a small player (the editor's Play panel is about this
 * size): the Pause overlay is drawn over the game, and the game's name stays in view beneath it,
 * dimmed, rather than hidden behind a card of the same size and place.
 */
@ExtendWith(ApplicationExtension.class)
class OverlayShowsWhatLiesBeneathUiTest {
    private PlayerController player;

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        player = TestPlayers.open(stage, TestGraphs.menuAndGame(), 900, 620);
        player.view().requestFocus();
    }

    @Test
    void thePausedGamesNameStaysInViewBeneathThePauseOverlay(FxRobot robot) throws Exception {
        pauseTheGameAndSeeItsName(robot);
    }

    @Test
    void aPauseCardWithLongNotesInAPanelAsSmallAsTheEditorsStillLeavesTheNameInView(FxRobot robot) throws Exception {
        Graph graph = TestGraphs.menuAndGame();
        graph = graph.withStates(graph.states().stream()
                .map(s -> switch (s.id()) {
                    case "pause" ->
                        s.withNotes("An overlay over the frozen game. Escape or Resume pops it and the game "
                                + "resumes; Quit ends the run, which exits everything.");
                    case "game" ->
                        s.withNotes("The bottom of the stack while playing. Escape pushes the pause menu over it.");
                    default -> s;
                })
                .toList());
        Graph withNotes = graph;
        robot.interact(() -> stage.close());
        Stage small = FxWait.onFx(Stage::new);
        player = FxWait.onFx(() -> TestPlayers.open(small, withNotes, 800, 560));
        try {
            robot.interact(() -> player.view().requestFocus());
            pauseTheGameAndSeeItsName(robot);
        } finally {
            robot.interact(small::close);
        }
    }

    private void pauseTheGameAndSeeItsName(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> head().equals(List.of("menu", "game", "pause")));
        FxWait.until(() -> {
            Node gameName = nameLabel(robot, "Game");
            Node pauseCard = robot.lookup("." + PlayerStyles.PLACEHOLDER_OVERLAY + " ." + PlayerStyles.PLACEHOLDER_CARD)
                    .query();
            Bounds name = gameName.localToScreen(gameName.getBoundsInLocal());
            Bounds pause = pauseCard.localToScreen(pauseCard.getLayoutBounds());
            Node screen = gameName.getParent().getParent().getParent();
            return name != null
                    && pause != null
                    && !name.intersects(pause)
                    && screen.localToScreen(screen.getBoundsInLocal()).contains(name);
        });
        assertTrue(FxWait.onFx(() -> nameLabel(robot, "Pause").isVisible()));
    }

    private static Node nameLabel(FxRobot robot, String name) {
        return robot.lookup("." + PlayerStyles.STATE_NAME).queryAllAs(Label.class).stream()
                .filter(l -> l.getText().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private List<String> head() {
        ChainSnapshot head = player.session().live().head();
        return head.bottomUp().stream().map(e -> e.stateId()).toList();
    }
}
