package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.GlobalCardPlaces;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/**
 * The "Any state" and group cards global transitions are drawn from ({@link GlobalCardPlaces}):
 * kept in step with the graph, each with its place, in one layer of the canvas.
 */
final class GlobalCards {
    private final Group layer = new Group();
    private Map<String, double[]> places = Map.of();
    private final Map<String, StackPane> cards = new HashMap<>();

    Group layer() {
        return layer;
    }

    /** Lays the cards out again for {@code graph}; returns whether a card appeared, went or moved. */
    boolean sync(Graph graph, Function<String, double[]> statePositions) {
        Map<String, double[]> now = GlobalCardPlaces.of(graph, statePositions);
        boolean changed = !sameKeysAndPlaces(now);
        places = now;
        cards.keySet().removeIf(source -> {
            if (now.containsKey(source)) {
                return false;
            }
            layer.getChildren().remove(cards.get(source));
            return true;
        });
        now.forEach((source, at) -> cards.computeIfAbsent(source, this::card).relocate(at[0], at[1]));
        return changed;
    }

    private boolean sameKeysAndPlaces(Map<String, double[]> now) {
        if (!now.keySet().equals(places.keySet())) {
            return false;
        }
        return now.entrySet().stream().allMatch(e -> java.util.Arrays.equals(e.getValue(), places.get(e.getKey())));
    }

    private StackPane card(String source) {
        Label title = new Label(GlobalCardPlaces.title(source));
        title.getStyleClass().add(EditorStyles.GLOBAL_CARD_TITLE);
        StackPane card = new StackPane(title);
        card.getStyleClass().add(EditorStyles.GLOBAL_CARD);
        card.setId(GlobalCardPlaces.nodeId(source));
        card.resize(StateBox.WIDTH, StateBox.HEIGHT);
        card.setPrefSize(StateBox.WIDTH, StateBox.HEIGHT);
        card.setUserData(new Source(source));
        Tooltip.install(
                card,
                new Tooltip("Transitions from here apply to "
                        + (source.equals("*") ? "every state" : "every state of the group " + source.substring(1))));
        layer.getChildren().add(card);
        return card;
    }

    /** What a global card's node carries, so that a press on it starts a connection from its source. */
    record Source(String id) {}

    /** The source ({@code *}, {@code @group}) of the card {@code node} is part of, or null. */
    static String sourceAt(javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n.getUserData() instanceof Source source) {
                return source.id();
            }
        }
        return null;
    }

    /** Top-left corner of the card of {@code source} ({@code *}, {@code @group}), or null. */
    double[] positionOf(String source) {
        return places.get(source);
    }

    java.util.Set<String> sources() {
        return places.keySet();
    }
}
