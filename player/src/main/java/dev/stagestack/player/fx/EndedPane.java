package dev.stagestack.player.fx;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Over the game screen once the run has ended (quit, clear, a pop of the last entry, the window
 * closing): says so and at which tick, and offers Restart, instead of a blank screen.
 */
final class EndedPane extends StackPane {
    /** The card's widest, so its lines stay short enough to read; narrower screens wrap them. */
    private static final double CARD_WIDTH = 560;
    /** The least room between the card and the screen's edges. */
    private static final double MARGIN = 24;

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
        detail.setId("ended-detail");
        detail.setWrapText(true); // the whole message, on as many lines as the screen needs
        VBox card = new VBox(14, title, detail, again);
        card.getStyleClass().add(PlayerStyles.LOADING_CARD);
        card.setMaxWidth(CARD_WIDTH);
        card.setMaxHeight(VBox.USE_PREF_SIZE);
        setPadding(new Insets(MARGIN));
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
