package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Cut and paste of a state through the real window: what the cut took, the paste gives back, or says why not. */
@ExtendWith(ApplicationExtension.class)
class CutPasteUiTest {
    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/cut-paste-test",
                new RecoveryStore(Files.createTempDirectory("stagestack-recovery")),
                Fixtures.menu());
    }

    private void clickCard(FxRobot robot, String id) throws Exception {
        robot.clickOn(UiSteps.centreOf(
                FxWait.onFx(() -> window.canvas().stateSkins().get(id).root())));
        FxWait.until(() -> window.document().selection().stateIds().equals(java.util.Set.of(id)));
    }

    private List<String> transitionIds() {
        return window.document().graph().transitions().stream()
                .map(Transition::id)
                .sorted()
                .toList();
    }

    @Test
    void cutAndPasteOfAStateKeepsTheTransitionsThatLeadToIt(FxRobot robot) throws Exception {
        List<String> before = transitionIds();
        clickCard(robot, "pause");

        robot.push(KeyCode.SHORTCUT, KeyCode.X);
        FxWait.until(() -> window.document().graph().state("pause").isEmpty());
        assertEquals(2, before.size() - transitionIds().size(), "the cut takes pause's two transitions");
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
        FxWait.until(() -> window.document().graph().state("pause").isPresent());

        assertEquals(before, transitionIds(), "the paste gives both back");
        Graph graph = window.document().graph();
        assertEquals(
                "pause",
                graph.transitions().stream()
                        .filter(t -> t.id().equals("esc"))
                        .findFirst()
                        .orElseThrow()
                        .actions()
                        .get(0)
                        .target(),
                "pause is reachable from world again");
    }

    @Test
    void aTransitionThePasteCannotKeepIsNamedInAMessage(FxRobot robot) throws Exception {
        clickCard(robot, "pause");
        robot.push(KeyCode.SHORTCUT, KeyCode.X);
        FxWait.until(() -> window.document().graph().state("pause").isEmpty());
        clickCard(robot, "world");
        robot.type(KeyCode.DELETE);
        FxWait.until(() -> window.document().graph().state("world").isEmpty());

        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
        FxWait.until(() -> window.document().graph().state("pause").isPresent());

        FxWait.until(() -> robot.lookup(".toast")
                .queryAs(Label.class)
                .getText()
                .equals("Paste: 1 transition not kept — esc (world → pause): no state world here"));
        assertEquals(
                List.of("quit", "resume"), transitionIds(), "deleting world took play; the paste gives back resume");
    }
}
