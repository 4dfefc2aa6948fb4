package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The inspector edits a state's assets and a transition's sound, one undoable command per edit. */
@ExtendWith(ApplicationExtension.class)
class AssetsFormTest {

    private final Path graphFile = Path.of("/games/flow/flow.stagestack.json");
    private EditorDocument document;
    private StackPane host;

    @Start
    void start(Stage stage) {
        StateDef menu = StateDef.of("menu")
                .withAssets(new StateAssets(Map.of("logo", "art/logo.png"), Map.of("click", "sfx/click.wav"), null));
        document = new EditorDocument(
                new Graph(
                        "g",
                        "menu",
                        60,
                        List.of(menu, StateDef.of("game")),
                        List.of(Transition.of("go", "menu", Trigger.key("ENTER"), List.of(Action.push("game"))))),
                graphFile);
        host = new StackPane();
        stage.setScene(new Scene(host, 600, 700));
        stage.show();
    }

    private StateDef menu() {
        return document.graph().state("menu").orElseThrow();
    }

    private void showState(FxRobot robot) {
        robot.interact(() -> host.getChildren().setAll(StateForm.build(document, menu())));
    }

    private void type(FxRobot robot, String fieldId, String text) {
        robot.interact(() -> {
            TextField field = robot.lookup("#" + fieldId).queryAs(TextField.class);
            field.setText(text);
            field.getOnAction().handle(null);
        });
    }

    @Test
    void aTypedMusicPathIsOneUndoableEdit(FxRobot robot) {
        showState(robot);
        type(robot, "field-asset-music", "music/theme.wav");

        assertEquals("music/theme.wav", menu().assets().music());
        assertEquals(Map.of("logo", "art/logo.png"), menu().assets().images());
        robot.interact(() -> document.undo());
        assertNull(menu().assets().music());
    }

    @Test
    void aPathLeavingTheFolderIsRefusedWithItsReason(FxRobot robot) {
        showState(robot);
        type(robot, "field-asset-image-logo", "../elsewhere/logo.png");

        assertEquals("art/logo.png", menu().assets().images().get("logo"));
        Label refusal = robot.lookup("#field-asset-refusal").queryAs(Label.class);
        assertEquals("path \"../elsewhere/logo.png\" leaves the graph's folder", refusal.getText());
    }

    @Test
    void clearingAPathRemovesTheAsset(FxRobot robot) {
        showState(robot);
        type(robot, "field-asset-sound-click", "");

        assertTrue(menu().assets().sounds().isEmpty());
    }

    @Test
    void aTransitionPlaysOneOfItsStatesSoundsOrNone(FxRobot robot) {
        Transition go = document.graph().transitions().get(0);
        robot.interact(() -> host.getChildren().setAll(TransitionForm.build(document, go)));
        @SuppressWarnings("unchecked")
        ComboBox<String> sound = robot.lookup("#field-sound").queryAs(ComboBox.class);

        assertEquals(List.of(TransitionForm.NO_SOUND, "click"), sound.getItems());
        robot.interact(() -> sound.setValue("click"));
        assertEquals("click", document.graph().transitions().get(0).sound());
    }

    @Test
    void aChosenFileIsStoredRelativeToTheGraphFileOrRefused() {
        assertEquals(
                "art/new.png",
                AssetChoice.relativeTo(graphFile, Path.of("/games/flow/art/new.png"))
                        .path());
        AssetChoice.Outcome outside = AssetChoice.relativeTo(graphFile, Path.of("/games/other/new.png"));
        assertEquals(
                "new.png is outside the graph's folder /games/flow; copy it into that folder first", outside.refusal());
        assertEquals("logo-2", AssetChoice.nameFor(Path.of("art/Logo.png"), Set.of("logo")));
        assertEquals("big-splash", AssetChoice.nameFor(Path.of("Big Splash!.jpeg"), Set.of()));
    }
}
