package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.export.SvgExport;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import dev.stagestack.tools.diagram.DotDiagram;
import dev.stagestack.tools.diagram.MermaidDiagram;
import dev.stagestack.tools.diagram.TransitionKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Shape;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A restart loop is one colour wherever it is drawn: on the canvas, in the legend that explains it,
 * and in the SVG, Mermaid and DOT exports, all {@link TransitionKind#colour()} (in the light theme).
 */
@ExtendWith(ApplicationExtension.class)
class RestartColourUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    private static Graph withRestart() {
        Graph menu = Fixtures.menu();
        List<Transition> transitions = new ArrayList<>(menu.transitions());
        transitions.add(Transition.of("again", "world", Trigger.key("R"), List.of(Action.restart())));
        return new Graph(menu.name(), menu.initial(), menu.tickRate(), menu.states(), transitions);
    }

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-restart-colour-test",
                new RecoveryStore(temp.resolve("recovery")),
                withRestart());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void theRestartLoopIsTheSameColourOnTheCanvasInTheLegendAndInEveryExport(FxRobot robot) throws Exception {
        String restart = TransitionKind.RESTART.colour();
        Color expected = Color.web(restart);
        FxWait.until(() -> window.canvas().edgeSkins().get("again").root().getScene() != null);
        assertEquals(
                expected,
                FxWait.onFx(() -> restartLineStroke(
                        window.canvas().edgeSkins().get("again").root())),
                "the loop on the canvas");
        Node legend = FxWait.onFx(() -> robot.lookup(".legend").query());
        assertEquals(expected, FxWait.onFx(() -> restartLineStroke(legend)), "the loop in the legend");

        Graph graph = withRestart();
        String svg = SvgExport.of(graph, StackInsight.UNKNOWN);
        assertTrue(svg.contains("stroke=\"" + restart + "\""), "the loop in the SVG export:\n" + svg);
        assertTrue(MermaidDiagram.of(graph, Map.of()).contains("stroke:" + restart), "the loop in Mermaid");
        assertTrue(DotDiagram.of(graph, Map.of()).contains("color=\"" + restart + "\""), "the loop in DOT");
    }

    /** The stroke of the restart line under {@code root} (the one shape styled as a restart line). */
    private static Paint restartLineStroke(Node root) {
        root.applyCss();
        List<Paint> strokes = new ArrayList<>();
        collect(root, strokes);
        assertEquals(1, strokes.size(), "one restart line");
        return strokes.get(0);
    }

    private static void collect(Node node, List<Paint> strokes) {
        if (node instanceof Shape shape
                && shape.getStyleClass().contains("edge-line")
                && shape.getStyleClass().contains("edge-restart")) {
            strokes.add(shape.getStroke());
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, strokes));
        }
    }
}
