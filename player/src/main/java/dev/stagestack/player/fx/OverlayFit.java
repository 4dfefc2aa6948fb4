package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainLayout;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;

/**
 * Fits a lesson's moment into the overlay's height at any zoom, so that nothing it is about is
 * scrolled away (docs/teaching.md, "Zoom and room size"). When the moment does not fit at the
 * overlay's scale, the whole overlay — lesson, stats, chain, next step — is drawn at the largest
 * smaller scale at which it does, down to {@link #MIN_SHARE} of it but not under 1×; then the chain
 * alone is drawn smaller, down to 1× ({@link #chainScale}); and a caption that still does not fit
 * shows the lines that do, ending in an ellipsis. An answer wider than the overlay makes it
 * smaller too.
 */
final class OverlayFit {

    /** The smallest share of the chosen scale the overlay is drawn at before the chain alone gives way. */
    static final double MIN_SHARE = 0.6;

    private static final double SCALE_STEP = 0.05;

    private final Region overlay;
    private final LessonPanel lesson;
    private final ScrollPane chainScroll;
    /** A part that takes what room is left (the log): counted at its minimum height. */
    private final Region flexible;

    private Inputs fitted;

    /** What a fit depends on: when none of it changed, the fit stands. */
    private record Inputs(double available, double width, int rows, double scale, String shown, double content) {}

    OverlayFit(Region overlay, LessonPanel lesson, ScrollPane chainScroll, Region flexible) {
        this.overlay = overlay;
        this.lesson = lesson;
        this.chainScroll = chainScroll;
        this.flexible = flexible;
    }

    /**
     * Draws the overlay, {@code available} px tall, at the largest scale up to {@code scale} at which
     * the lesson's moment and a chain of {@code rows} rows fit; at {@code scale} without a lesson.
     */
    void fit(double available, int rows, double scale) {
        double width = overlay.getWidth();
        if (!lesson.isVisible() || available <= 0 || width <= 0) {
            if (fitted != null) {
                fitted = null;
                setScale(scale, -1);
            }
            return;
        }
        if (inputs(available, rows, scale).equals(fitted)) {
            return;
        }
        fitScale(available, rows, scale);
        fitted = inputs(available, rows, scale);
    }

    /** What the fit of the overlay as it is now depends on. */
    private Inputs inputs(double available, int rows, double scale) {
        return new Inputs(available, overlay.getWidth(), rows, scale, lesson.shownText(), heightWithout(chainScroll));
    }

    private void fitScale(double available, int rows, double scale) {
        double smallest = Math.max(1, scale * MIN_SHARE);
        for (boolean chainAlongside : new boolean[] {true, false}) {
            for (double s = scale; s >= smallest - 1e-9; s -= SCALE_STEP) {
                setScale(s, -1);
                double chain = chainHeight(rows, chainAlongside ? s : 1);
                if (heightWithout(chainScroll) + chain <= available && lesson.choicesFit(lessonWidth())) {
                    return;
                }
            }
        }
        setScale(smallest, -1);
        Label caption = lesson.captionLabel();
        double captionWidth = lessonWidth() - lesson.snappedLeftInset() - lesson.snappedRightInset();
        double rest = heightWithout(chainScroll) - caption.prefHeight(captionWidth);
        setScale(smallest, Math.max(caption.prefHeight(-1), Math.floor(available - rest - chainHeight(rows, 1))));
    }

    /** Forgets the last fit: the look changed, and its scale is set. */
    void invalidate() {
        fitted = null;
    }

    /**
     * The scale to draw a chain of {@code rows} rows at in an area {@code height} px tall: {@code
     * scale}, or smaller so that it fits, but not under 1× (below that it scrolls).
     */
    static double chainScale(double height, int rows, double scale) {
        if (rows == 0) {
            return scale;
        }
        return Math.max(1, Math.min(scale, height / (rows * ChainLayout.MIN_ROW)));
    }

    private double chainHeight(int rows, double scale) {
        return Math.max(chainScroll.minHeight(-1), rows * ChainLayout.MIN_ROW * scale);
    }

    /** The overlay's height without {@code part}, its parts at their preferred heights and the flexible one at its least. */
    private double heightWithout(Region part) {
        double flexibleSlack = flexible.isManaged() ? flexible.prefHeight(-1) - flexible.minHeight(-1) : 0;
        return overlay.prefHeight(overlay.getWidth()) - part.prefHeight(-1) - flexibleSlack;
    }

    private double lessonWidth() {
        return overlay.getWidth() - overlay.snappedLeftInset() - overlay.snappedRightInset();
    }

    /** Draws the overlay at {@code scale}, the caption cut to {@code height} px or as tall as its lines ({@code -1}). */
    private void setScale(double scale, double height) {
        overlay.setStyle("-fx-font-size: " + OverlayPane.BASE_FONT * scale + "px;");
        Label caption = lesson.captionLabel();
        double size = height < 0 ? Region.USE_COMPUTED_SIZE : height;
        caption.setPrefHeight(size);
        caption.setMaxHeight(size);
        caption.setMinHeight(height < 0 ? Region.USE_PREF_SIZE : height);
        overlay.applyCss();
    }
}
