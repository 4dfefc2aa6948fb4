package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A combo box listing every state measures only its first rows for its width (large graphs). */
@ExtendWith(ApplicationExtension.class)
class LongChoicesTest {
    private static final String LONG_ID = "a-state-whose-identifier-is-far-longer-than-all-the-others-put-together";

    private final VBox host = new VBox();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(host, 600, 300));
        stage.show();
    }

    @Test
    void theInitialStateChoiceIsSizedByItsFirstRowsNotByAllOfThem(FxRobot robot) {
        List<StateDef> states = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            states.add(StateDef.of("s" + i));
        }
        states.add(StateDef.of(LONG_ID));
        Graph graph = new Graph("many", "s0", 60, states, List.of());
        ComboBox<String> everyRow = new ComboBox<>();
        everyRow.getItems().setAll(states.stream().map(StateDef::id).toList());
        double[] widths = new double[2];
        robot.interact(() -> {
            host.getChildren().setAll(GraphForm.build(new EditorDocument(graph, null), graph), everyRow);
            host.applyCss();
            ComboBox<?> initial = (ComboBox<?>) host.lookup("#field-initial");
            widths[0] = initial.prefWidth(-1);
            widths[1] = everyRow.prefWidth(-1);
        });
        assertTrue(widths[1] > 300, "measuring every row finds the long id: " + widths[1]);
        // measured before the form's first layout stretches the field to the column's width
        assertTrue(widths[0] < widths[1] / 2, "the form's choice looks at the first rows only: " + widths[0]);
    }
}
