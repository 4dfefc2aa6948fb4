package dev.stagestack.player.fx;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The loading screen over the game screen while a state's assets load: which states, a progress
 * bar with real progress, and the file being loaded with a count of those done.
 */
final class LoadingPane extends StackPane {

    private final Label title = new Label();
    private final ProgressBar bar = new ProgressBar(0);
    private final Label detail = new Label();

    LoadingPane() {
        getStyleClass().add(PlayerStyles.LOADING);
        title.getStyleClass().add(PlayerStyles.LOADING_TITLE);
        detail.getStyleClass().add(PlayerStyles.LOADING_DETAIL);
        bar.setPrefWidth(420);
        VBox card = new VBox(14, title, bar, detail);
        card.getStyleClass().add(PlayerStyles.LOADING_CARD);
        card.setMaxSize(VBox.USE_PREF_SIZE, VBox.USE_PREF_SIZE);
        getChildren().add(card);
        setVisible(false);
    }

    /** Shows the progress of {@code preload} until {@link #hide()}. */
    void show(AssetPreload preload) {
        int total = preload.work().keys().size();
        title.setText("Loading " + String.join(" › ", preload.work().states()));
        bar.progressProperty().bind(preload.progressProperty());
        detail.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> Math.max(0, (long) preload.getWorkDone()) + " of " + total + " loaded"
                                + (preload.getMessage().isEmpty() ? "" : " · now " + preload.getMessage()),
                        preload.workDoneProperty(),
                        preload.messageProperty()));
        setVisible(true);
    }

    void hide() {
        bar.progressProperty().unbind();
        detail.textProperty().unbind();
        setVisible(false);
    }

    /** The bar's progress, 0..1 (for tests). */
    double progress() {
        return bar.getProgress();
    }

    String detailText() {
        return detail.getText();
    }
}
