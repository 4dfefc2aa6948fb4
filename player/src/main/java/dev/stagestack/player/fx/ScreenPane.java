package dev.stagestack.player.fx;

import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.ScreenEntry;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import dev.stagestack.runtime.debug.EntryRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Rectangle;

/**
 * The game screen: one layer per drawn entry, bottom to top (docs/semantics.md §6). Graph-only states
 * get a {@link PlaceholderLayer}; behaviour-backed states a {@link BehaviorLayer}, their
 * placeholder under a canvas that their {@code draw} paints through {@link CanvasSurface}.
 * Layers are rebuilt only when the drawn chain changes. A transition effect is drawn over them by
 * an {@link EffectLayer} from the picture the screen showed when it started.
 */
final class ScreenPane extends StackPane {

    /** Small enough that the player with its overlay fits a 600 px panel; content beyond is clipped. */
    static final double MIN_WIDTH = 200;

    static final double MIN_HEIGHT = 160;

    private final PlayerSession session;
    private final Map<Integer, Node> layers = new HashMap<>();
    private final CanvasSurface surface;
    /** Over the layers: the transition effect that plays (docs/semantics.md §22), if any. */
    private final EffectLayer effect = new EffectLayer();

    private List<EntryRef> shown = List.of();
    /** The graph the layers were made from: a reload (docs/semantics.md §19) makes them again. */
    private dev.stagestack.model.Graph layersOf;
    /** Whether states with code show their teaching card (and an overlay its dimming) under their drawing. */
    private boolean teachingCards = true;

    ScreenPane(PlayerSession session) {
        this.session = session;
        this.surface = new CanvasSurface(this::drawingTarget);
        getStyleClass().add(PlayerStyles.SCREEN);
        setMinSize(MIN_WIDTH, MIN_HEIGHT);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
    }

    /** Brings the layers up to date with the session and repaints the live parts. */
    void refresh(boolean paused) {
        EffectRun playing = session.effect().orElse(null);
        effect.take(playing, this, getWidth(), getHeight());
        List<ScreenEntry> entries = session.screen();
        List<EntryRef> refs = entries.stream().map(ScreenEntry::entry).toList();
        if (session.graph() != layersOf) {
            layersOf = session.graph();
            layers.clear();
            rebuild(refs);
        } else if (!refs.equals(shown)) {
            rebuild(refs);
        }
        for (ScreenEntry e : entries) {
            Node layer = layers.get(e.entry().serial());
            if (layer instanceof PlaceholderLayer placeholder) {
                placeholder.update(e, paused);
            } else if (layer instanceof BehaviorLayer coded) {
                coded.placeholder().update(e, paused);
                coded.clearedCanvas();
            }
        }
        session.draw(surface);
        List<Node> layersNow = List.copyOf(layers.values());
        effect.show(playing == null ? 0 : session.effectProgress(playing), getWidth(), getHeight(), layersNow);
    }

    /** The effect drawn over the layers. */
    EffectLayer effectLayer() {
        return effect;
    }

    /** Lays the layers out; then each overlay keeps the name of the card beneath it in view. */
    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        Double belowTop = null;
        for (Node layer : getChildren()) {
            PlaceholderLayer placeholder = layer instanceof BehaviorLayer coded
                    ? coded.placeholder()
                    : layer instanceof PlaceholderLayer p ? p : null;
            if (placeholder == null) {
                continue;
            }
            if (placeholder.isOverlay() && belowTop != null) {
                placeholder.clearNameBelow(belowTop, getHeight());
            }
            belowTop = placeholder.cardTop();
        }
    }

    /**
     * Shows or hides the teaching card (name, policies, keys, rings; for an overlay, the dimming) under
     * the drawing of every state with code; a graph-only state has nothing else to show and keeps its card.
     */
    void setTeachingCards(boolean shown) {
        teachingCards = shown;
        layers.values().forEach(this::showCard);
    }

    private void showCard(Node layer) {
        if (layer instanceof BehaviorLayer coded) {
            coded.placeholder().setVisible(teachingCards);
        }
    }

    /** Forgets all layers: a new run. */
    void reset() {
        layers.clear();
        shown = List.of();
        effect.stop();
        getChildren().setAll(effect);
    }

    private void rebuild(List<EntryRef> refs) {
        Map<Integer, Node> kept = new HashMap<>();
        getChildren().clear();
        for (EntryRef ref : refs) {
            Node layer = layers.containsKey(ref.serial()) ? layers.get(ref.serial()) : create(ref);
            kept.put(ref.serial(), layer);
            getChildren().add(layer);
        }
        getChildren().add(effect);
        layers.clear();
        layers.putAll(kept);
        shown = refs;
    }

    private Node create(EntryRef ref) {
        StateDef state = session.states().state(ref.stateId());
        PlaceholderLayer placeholder =
                new PlaceholderLayer(session.graph(), state, images(state), session::button, session::signal);
        if (state.behavior() == null) {
            return placeholder;
        }
        BehaviorLayer coded = new BehaviorLayer(placeholder);
        showCard(coded);
        return coded;
    }

    /** The state's images as loaded, in file order; those that did not load are left out. */
    private List<Image> images(StateDef state) {
        List<Image> out = new ArrayList<>();
        for (String path : state.assets().images().values()) {
            session.assets()
                    .value(new AssetKey(AssetKind.IMAGE, path))
                    .filter(Image.class::isInstance)
                    .map(Image.class::cast)
                    .ifPresent(out::add);
        }
        return out;
    }

    private GraphicsContext drawingTarget() {
        Node layer = layers.get(session.drawingSerial());
        return layer instanceof BehaviorLayer coded ? coded.graphics() : null;
    }
}
