package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javafx.scene.control.TableCell;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The stack analysis's findings are rows of the problems panel: the unbounded stack is a row a click
 * on which selects the transitions that push and the states they pile up; rows name states and
 * transitions, not JSON paths; long messages wrap instead of being cut off.
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisRowsUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    /** Level pushes Pause, and Pause pushes Level again: the stack grows for ever. */
    static Graph pushCycle() {
        StateDef title = Fixtures.state("title", 0, 0);
        StateDef level = StateDef.of("level")
                .withName("Level one")
                .withCovered(title.covered())
                .withPosition(240.0, 0.0);
        StateDef pause = StateDef.of("pause")
                .withName("Pause menu")
                .withCovered(title.covered())
                .withOverlay(true)
                .withPosition(240.0, 160.0);
        return new Graph(
                "Cycle",
                "title",
                60,
                List.of(title, level, pause),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("level"))),
                        Transition.of("esc", "level", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("again", "pause", Trigger.button("Play again"), List.of(Action.push("level")))));
    }

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-analysis-rows-test",
                new RecoveryStore(temp.resolve("recovery")),
                pushCycle());
    }

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void theUnboundedStackIsARowThatSelectsThePushingTransitionsAndTheirStates(FxRobot robot) throws Exception {
        FxWait.until(() -> robot.lookup(".problem-text").queryAllAs(Text.class).stream()
                .anyMatch(t -> t.getText().startsWith("the stack can grow without limit")));
        Text message = FxWait.onFx(() -> robot.lookup(".problem-text").queryAllAs(Text.class).stream()
                .filter(t -> t.getText().startsWith("the stack can grow without limit"))
                .findFirst()
                .orElseThrow());
        assertTrue(message.getText().contains("transition esc (from Level one)"), message.getText());
        assertTrue(message.getText().contains("transition again (from Pause menu)"), message.getText());
        assertTrue(message.getText().contains("on top of Title"), message.getText());
        robot.clickOn(message);
        FxWait.until(() -> window.document()
                .selection()
                .items()
                .equals(Set.of(
                        ElementRef.transition("esc"),
                        ElementRef.transition("again"),
                        ElementRef.state("level"),
                        ElementRef.state("pause"))));
        assertFalse(FxWait.onFx(() -> window.problems().rows().isEmpty()), "the list is not 'No problems found'");
    }

    @Test
    void whereNamesStatesAndLongMessagesWrap(FxRobot robot) throws Exception {
        FxWait.until(() -> window.problems().rows().size() >= 1);
        List<String> places = FxWait.onFx(() -> robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableColumn() != null
                        && "Where".equals(c.getTableColumn().getText()))
                .map(c -> c.getGraphic() instanceof Text t ? t.getText() : "")
                .filter(s -> !s.isEmpty())
                .toList());
        assertFalse(places.isEmpty());
        assertTrue(
                places.stream().noneMatch(p -> p.contains("states[") || p.contains("transitions[")), places.toString());
        assertTrue(places.stream().anyMatch(p -> p.contains("transition esc (from Level one)")), places.toString());

        Text message = FxWait.onFx(() -> robot.lookup(".problem-text").queryAllAs(Text.class).stream()
                .filter(t -> t.getText().startsWith("the stack can grow"))
                .findFirst()
                .orElseThrow());
        double oneLine = FxWait.onFx(() -> new Text("x").getLayoutBounds().getHeight());
        FxWait.until(() -> message.getLayoutBounds().getHeight() > 1.5 * oneLine
                && message.getLayoutBounds().getWidth() <= message.getWrappingWidth() + 1);
        assertEquals(message.getText(), FxWait.onFx(message::getText), "shown whole");
    }
}
