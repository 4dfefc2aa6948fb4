package dev.stagestack.player.fx;

import dev.stagestack.model.Effect;
import dev.stagestack.model.EffectKind;
import dev.stagestack.runtime.EffectRun;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.ImageView;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

/**
 * The transition effect on the game screen (docs/semantics.md §22): when an effect starts it keeps
 * the picture the screen showed (the old chain's last frame, an effect that played included) and
 * draws it over the live new chain as the effect goes on: faded through black, dissolved, or slid
 * out while the new chain's layers slide in. It takes no input: clicks and keys reach the run.
 */
final class EffectLayer extends Pane {

    static final String ID = "effect-layer";

    private final ImageView oldPicture = new ImageView();
    private final Rectangle black = new Rectangle();
    private EffectRun playing;

    EffectLayer() {
        setId(ID);
        setMouseTransparent(true);
        setManaged(false);
        setVisible(false);
        oldPicture.setPreserveRatio(false);
        black.setFill(Color.BLACK);
        getChildren().addAll(black, oldPicture);
    }

    /** The effect shown, or null. */
    EffectRun playing() {
        return playing;
    }

    /** The old picture as the layer shows it: its opacity, 0 once it has faded or slid away. */
    double oldPictureOpacity() {
        return isVisible() ? oldPicture.getOpacity() : 0;
    }

    /**
     * Before the screen changes for this frame: keeps the picture of {@code screen} as the old one when
     * {@code now} is an effect that has just started, forgets it when no effect plays.
     */
    void take(EffectRun now, Node screen, double width, double height) {
        if (now == null || width <= 0 || height <= 0) {
            stop();
            return;
        }
        if (now != playing) {
            WritableImage picture = screen.snapshot(new SnapshotParameters(), null);
            oldPicture.setImage(picture);
            playing = now;
        }
    }

    /** Forgets the effect and its picture: it ended, or a new run began. */
    void stop() {
        playing = null;
        oldPicture.setImage(null);
        setVisible(false);
    }

    /**
     * Draws the effect at {@code progress} (0 to 1) over a screen of this size, moving the live
     * {@code layers} of the new chain for a slide; puts them back in place when no effect plays.
     */
    void show(double progress, double width, double height, List<Node> layers) {
        Effect effect = playing == null ? null : playing.effect();
        double p = Math.max(0, Math.min(1, progress));
        boolean slide = effect != null && effect.kind() == EffectKind.SLIDE;
        for (Node layer : layers) {
            layer.setTranslateX(slide ? effect.direction().dx() * (p - 1) * width : 0);
            layer.setTranslateY(slide ? effect.direction().dy() * (p - 1) * height : 0);
        }
        if (effect == null) {
            return;
        }
        resizeRelocate(0, 0, width, height);
        black.setWidth(width);
        black.setHeight(height);
        oldPicture.setFitWidth(width);
        oldPicture.setFitHeight(height);
        oldPicture.setTranslateX(slide ? effect.direction().dx() * p * width : 0);
        oldPicture.setTranslateY(slide ? effect.direction().dy() * p * height : 0);
        oldPicture.setOpacity(oldOpacity(effect.kind(), p));
        black.setOpacity(effect.kind() == EffectKind.FADE ? blackOpacity(p) : 0);
        setVisible(true);
    }

    /** Fade: the old picture goes out over the first half; crossfade: over the whole; slide: it stays. */
    private static double oldOpacity(EffectKind kind, double p) {
        return switch (kind) {
            case FADE -> Math.max(0, 1 - 2 * p);
            case CROSSFADE -> 1 - p;
            case SLIDE -> 1;
        };
    }

    /** Fade: black under the fading old picture for the first half, then lifting off the new chain. */
    private static double blackOpacity(double p) {
        return p < 0.5 ? 1 : 2 * (1 - p);
    }
}
