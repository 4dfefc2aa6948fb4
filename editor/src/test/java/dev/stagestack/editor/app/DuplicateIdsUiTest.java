package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A file in which two states (or two transitions) share an id cannot be edited on the canvas, whose
 * model keys them by id (the trial's World card hidden, its fix rewiring Level's edges, undo not
 * restoring the file): it opens in the repair window, where the designer fixes the id in the text.
 */
@ExtendWith(ApplicationExtension.class)
class DuplicateIdsUiTest {
    @TempDir
    Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/duplicate-ids-test", new RecoveryStore(temp.resolve("recovery")));
    }

    /** The trial's file, small: World (after Level) was given Level's id, so the edges that name "world" dangle. */
    private static Graph worldWithLevelsId() {
        StateDef world = StateDef.of("level").withName("World").withPosition(240.0, 0.0);
        return new Graph(
                "Dungeon",
                "title",
                60,
                List.of(Fixtures.state("title", 0, 0), Fixtures.state("level", 480, 0), world),
                List.of(
                        Transition.of("play", "title", Trigger.key("ENTER"), List.of(Action.push("world"))),
                        Transition.of("enter-level", "world", Trigger.key("ENTER"), List.of(Action.push("level"))),
                        Transition.of("leave-world", "world", Trigger.key("ESCAPE"), List.of(Action.pop())),
                        Transition.of("restart", "level", Trigger.key("R"), List.of(Action.restart()))));
    }

    @Test
    void aDuplicateStateIdIsFixedInTheTextAndNoEdgeChangesItsState(FxRobot robot) throws Exception {
        Path file = write("dup.stagestack.json", GraphFiles.text(worldWithLevelsId()));
        String onDisk = Files.readString(file);
        robot.interact(() -> window.files().open(file));

        RepairSteps repair = RepairSteps.waitFor(robot, file);
        assertFalse(
                FxWait.onFx(() -> window.document().graph().state("title").isPresent()),
                "the canvas keeps what it had: nothing of the file is drawn or editable there");
        repair.clickRow(p -> p.code().equals(ProblemCodes.DUPLICATE_ID));
        robot.push(KeyCode.SHIFT, KeyCode.END).write("\"world\",");
        repair.tryAgain();

        assertFalse(repair.isShowing(), "the fixed text opens: " + repair.problems());
        Graph opened = FxWait.onFx(() -> window.document().graph());
        assertEquals("World", opened.state("world").orElseThrow().name());
        assertEquals("Level", opened.state("level").orElseThrow().name());
        assertEquals(List.of("enter-level", "leave-world"), ids(opened.transitionsFrom("world")));
        assertEquals(List.of("restart"), ids(opened.transitionsFrom("level")));
        assertTrue(FxWait.onFx(() -> window.document().isDirty()), "the fixed text is unsaved work, not the file");
        assertEquals(onDisk, Files.readString(file), "opening changed nothing on disk");
    }

    @Test
    void aDuplicateTransitionIdOpensInTheRepairWindow(FxRobot robot) throws Exception {
        Graph menu = Fixtures.menu();
        Transition esc = menu.transitions().get(1);
        Graph twice = menu.withTransitions(List.of(
                menu.transitions().get(0),
                esc,
                Transition.of(esc.id(), "pause", Trigger.key("Q"), List.of(Action.quit()))));
        Path file = write("dup-edge.stagestack.json", GraphFiles.text(twice));
        robot.interact(() -> window.files().open(file));

        RepairSteps repair = RepairSteps.waitFor(robot, file);
        assertTrue(
                repair.problems().stream()
                        .anyMatch(p -> p.code().equals(ProblemCodes.DUPLICATE_ID)
                                && p.message().startsWith("duplicate transition id")
                                && p.line() > 0),
                repair.problems().toString());
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(temp.resolve(name), text);
    }

    private static List<String> ids(List<Transition> transitions) {
        return transitions.stream().map(Transition::id).toList();
    }
}
