package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.debug.ChainSnapshot;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A teacher walks the diverged commit of docs/semantics.md §10 with a presentation clicker:
 * PageDown takes a step, PageUp goes back through the steps taken (the retreat, the advance),
 * PageDown goes forward again, and only then takes new steps.
 */
@ExtendWith(ApplicationExtension.class)
class StepBackUiTest {
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1200, 860);
    }

    @Test
    void pageUpStepsBackThroughTheCommitAndPageDownForwardAgain(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        FxWait.onFx(() -> {
            player.session().button("Play");
            player.session().tick();
            player.session().tick(); // world entered
            player.session().button("Options");
            player.session().tick(); // pop world, push options: diverged
            return null;
        });
        assertTrue(FxWait.onFx(() -> player.session().live().diff().diverged()));

        robot.type(KeyCode.PAGE_DOWN); // retreat: world exited
        FxWait.until(() -> head().equals(List.of("title")));
        robot.type(KeyCode.PAGE_DOWN); // advance: options entered (and its enter pushes audio)
        FxWait.until(() -> head().equals(List.of("title", "options")));

        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shownHead().equals(List.of("title")) && player.travelling());
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shownHead().equals(List.of("title", "world")));
        assertEquals(List.of("title", "options"), FxWait.onFx(this::head), "stepping back changes nothing live");

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> shownHead().equals(List.of("title")));
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> !player.travelling() && shownHead().equals(List.of("title", "options")));
        robot.type(KeyCode.PAGE_DOWN); // a new step: audio entered
        FxWait.until(() -> head().equals(List.of("title", "options", "audio")));
    }

    private List<String> head() {
        return ids(player.session().live().head());
    }

    private List<String> shownHead() {
        return ids(player.shownTickProperty().get().head());
    }

    private static List<String> ids(ChainSnapshot chain) {
        return chain.bottomUp().stream().map(e -> e.stateId()).toList();
    }
}
