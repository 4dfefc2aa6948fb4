package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.canvas.TransitionSkin;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer opens a graph whose boot state enters by pushing start, splash and fade-in, and whose
 * pause pops twice: the canvas draws an arrow, numbered 1, 2, 3, to each pushed state and the double
 * pop to title, where the run lands; Ctrl+L then puts every pushed state after boot.
 */
@ExtendWith(ApplicationExtension.class)
class MultiActionEdgesUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    static Graph intro() {
        return new Graph(
                "Intro",
                "boot",
                60,
                List.of(
                        at(StateDef.of("boot"), 0, 0),
                        at(StateDef.of("start"), 0, 200),
                        at(StateDef.of("splash"), 260, 200),
                        at(StateDef.of("fade-in"), 520, 200),
                        at(StateDef.of("title"), 520, 0),
                        at(StateDef.of("world"), 780, 0),
                        at(StateDef.of("pause"), 780, 200)),
                List.of(
                        Transition.of(
                                "intro",
                                "boot",
                                Trigger.on(TriggerType.ENTER),
                                List.of(Action.push("start"), Action.push("splash"), Action.push("fade-in"))),
                        Transition.of("faded", "fade-in", Trigger.timer(1), List.of(Action.pop())),
                        Transition.of("splashed", "splash", Trigger.timer(1), List.of(Action.pop())),
                        Transition.of("started", "start", Trigger.key("SPACE"), List.of(Action.replace("title"))),
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of("esc", "world", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("home", "pause", Trigger.key("Q"), List.of(Action.pop(), Action.pop()))));
    }

    private static StateDef at(StateDef s, double x, double y) {
        return s.withPosition(x, y);
    }

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage, "dev/stagestack/editor-multi-action-test", new RecoveryStore(temp.resolve("recovery")), intro());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void everyPushedStateGetsANumberedArrowAndTwoPopsGoWhereTheRunLands(FxRobot robot) throws Exception {
        FxWait.until(() -> List.of("title").equals(targets("home")));
        assertEquals(List.of("start", "splash", "fade-in"), FxWait.onFx(() -> targets("intro")));
        Set<String> numbers = FxWait.onFx(() -> robot.lookup(".edge-step-number").queryAllAs(Text.class).stream()
                .filter(t -> t.isVisible() && t.getScene() != null)
                .map(Text::getText)
                .collect(Collectors.toCollection(TreeSet::new)));
        assertEquals(Set.of("1", "2", "3"), numbers, "each arrow of intro shows its step");
    }

    @Test
    void autoLayoutPutsEveryPushedStateAfterTheStateThatPushesIt(FxRobot robot) throws Exception {
        FxWait.until(() -> !targets("home").isEmpty() && !targets("home").contains(null)); // the analysis is in
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.L);
        FxWait.until(() -> "Auto-layout"
                .equals(window.document().history().undoTextProperty().get()));
        Map<String, Double> x = FxWait.onFx(
                () -> window.document().graph().states().stream().collect(Collectors.toMap(StateDef::id, StateDef::x)));
        for (String pushed : List.of("start", "splash", "fade-in")) {
            assertTrue(x.get(pushed) > x.get("boot"), pushed + " after boot: " + x);
        }
    }

    private List<String> targets(String transition) {
        TransitionSkin skin = window.canvas().edgeSkins().get(transition);
        return skin == null
                ? List.of()
                : skin.segments().stream().map(EdgeSegment::to).toList();
    }
}
