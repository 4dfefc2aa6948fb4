package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.player.fx.FxWait;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The inspector's push data field accepts what a graph file accepts, and nothing else. */
@ExtendWith(ApplicationExtension.class)
class PushDataFieldTest {
    private EditorDocument document;
    private StackPane host;

    @Start
    void start(Stage stage) {
        document = new EditorDocument(
                new Graph(
                        "g",
                        "menu",
                        60,
                        List.of(StateDef.of("menu"), StateDef.of("game")),
                        List.of(Transition.of("go", "menu", Trigger.key("ENTER"), List.of(Action.push("game"))))),
                null);
        host = new StackPane();
        stage.setScene(new Scene(host, 600, 700));
        stage.show();
    }

    private Transition go() {
        return document.graph().transitions().get(0);
    }

    private void showTransition(FxRobot robot) {
        robot.interact(() -> host.getChildren().setAll(TransitionForm.build(document, go())));
    }

    private void typeData(FxRobot robot, String text) throws Exception {
        TextField field = robot.lookup("#action-data-0").queryAs(TextField.class);
        robot.clickOn(field);
        robot.interact(field::clear);
        robot.write(text);
        FxWait.until(() -> text.equals(field.getText()));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void unquotedKeysAreRefusedWithTheFileReadersMessage(FxRobot robot) throws Exception {
        showTransition(robot);
        Graph before = document.graph();

        typeData(robot, "{n:60}");

        FxWait.until(() -> robot.lookup("#action-data-refusal-0").tryQuery().isPresent());
        String refusal =
                robot.lookup("#action-data-refusal-0").queryAs(Label.class).getText();
        assertTrue(refusal.startsWith("data 1:2: malformed JSON"), refusal);
        assertEquals(before, document.graph(), "refused data changes nothing");
    }

    @Test
    void aWholeNumberIsKeptAsWritten(FxRobot robot) throws Exception {
        showTransition(robot);

        typeData(robot, "{\"n\": 60}");
        FxWait.until(() -> go().actions().get(0).data().containsKey("n"));

        Map<String, Object> data = go().actions().get(0).data();
        assertEquals(0, new BigDecimal("60").compareTo((BigDecimal) data.get("n")), data.toString());
        assertTrue(GraphCodec.write(document.graph()).contains("\"n\": 60\n"), GraphCodec.write(document.graph()));
        showTransition(robot);
        assertEquals(
                "{\"n\":60}",
                robot.lookup("#action-data-0").queryAs(TextField.class).getText());
    }

    @Test
    void aReplaceCarriesDataTypedInTheSameField(FxRobot robot) throws Exception {
        robot.interact(() -> document.load(
                new Graph(
                        "g",
                        "menu",
                        60,
                        List.of(StateDef.of("menu"), StateDef.of("game")),
                        List.of(Transition.of("go", "menu", Trigger.key("ENTER"), List.of(Action.replace("game"))))),
                null,
                false));
        showTransition(robot);

        typeData(robot, "{\"level\": 2}");
        FxWait.until(() -> go().actions().get(0).data().containsKey("level"));

        assertEquals(Action.replace("game", Map.of("level", 2)), go().actions().get(0));
        assertTrue(
                GraphCodec.write(document.graph()).contains("\"op\": \"replace\",\n"),
                GraphCodec.write(document.graph()));
    }
}
