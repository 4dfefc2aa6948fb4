package dev.stagestack.runtime.fx;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Over the game screen once the run has ended (quit, clear, a pop of the last entry, the window
 * closing): says so and at which tick, and offers Restart, instead of a blank screen.
 */
final class EndedPane extends StackPane {
    private final Label title = new Label("Run ended");
    private final Label detail = new Label();

    EndedPane(Runnable restart, String restartKeys) {
        getStyleClass().add(PlayerStyles.LOADING);
        title.getStyleClass().add(PlayerStyles.LOADING_TITLE);
        detail.getStyleClass().add(PlayerStyles.LOADING_DETAIL);
        Button again = new Button("Restart (" + restartKeys + ")");
        again.setId("ended-restart");
        again.setFocusTraversable(false);
        again.setOnAction(e -> restart.run());
        VBox card = new VBox(14, title, detail, again);
        card.getStyleClass().add(PlayerStyles.LOADING_CARD);
        card.setMaxSize(VBox.USE_PREF_SIZE, VBox.USE_PREF_SIZE);
        getChildren().add(card);
        setId("run-ended");
        setVisible(false);
    }

    /** Shown while the run has ended, with the tick of its end; hidden otherwise. */
    void show(boolean ended, long tick) {
        if (ended) {
            detail.setText("The stack is empty after tick " + tick + ": every entry was exited and freed. "
                    + "The trace and the log stay readable; time travel still works.");
        }
        setVisible(ended);
    }
}
