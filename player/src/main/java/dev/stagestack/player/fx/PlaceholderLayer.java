package dev.stagestack.player.fx;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.player.fx.model.ScreenEntry;
import dev.stagestack.runtime.look.MotionIndicator;
import dev.stagestack.runtime.look.StateLook;
import dev.stagestack.runtime.look.TimerRing;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

/**
 * The clean placeholder screen of a graph-only state: its colour, name, notes, a button for
 * every {@code button} trigger, the keys and signals it answers to, timer rings and the motion
 * indicator. An {@code overlay} state is drawn as a card over a dimmed view of what lies below.
 * Two transitions on one button label make one button (the first of them fires, docs/semantics.md §4.1).
 */
final class PlaceholderLayer extends StackPane {

    private static final double IMAGE_HEIGHT = 128;

    /** How much of the card below an overlay keeps in view: its top edge and name. */
    static final double NAME_BAND = 72;

    private static final double EDGE = 24;

    private final List<Button> buttons = new ArrayList<>();
    private final LiveIndicators indicators;
    private final CoveredPolicy covered;
    private final boolean overlay;
    private final VBox card;

    PlaceholderLayer(
            Graph graph,
            StateDef state,
            List<Image> images,
            Consumer<String> pressButton,
            Consumer<String> raiseSignal) {
        this.covered = state.covered();
        List<Transition> transitions = StateLook.shown(graph.transitionsApplyingTo(state));
        indicators = new LiveIndicators(TimerRing.of(transitions, graph.tickRate()));
        this.overlay = state.overlay();
        card = new VBox(14, title(state), meta(state));
        card.getStyleClass().add(PlayerStyles.PLACEHOLDER_CARD);
        if (state.notes() != null && !state.notes().isBlank()) {
            Label notes = styled(new Label(state.notes()), PlayerStyles.STATE_NOTES);
            notes.setMinHeight(0); // the part of the card that gives up height on a short screen
            notes.setTooltip(new Tooltip(state.notes())); // the whole notes, when they had to shorten
            card.getChildren().add(notes);
        }
        addImages(card, images);
        addButtons(card, ofType(transitions, TriggerType.BUTTON), pressButton);
        addChips(card, "Keys", ofType(transitions, TriggerType.KEY));
        addSignals(card, ofType(transitions, TriggerType.SIGNAL), raiseSignal);
        card.getChildren().add(indicators);
        card.setMaxWidth(state.overlay() ? 520 : 760);
        card.setMaxHeight(USE_PREF_SIZE);
        getChildren().add(card);
        setAlignment(Pos.CENTER);
        getStyleClass().add(state.overlay() ? PlayerStyles.PLACEHOLDER_OVERLAY : PlayerStyles.PLACEHOLDER);
        Color color = PlayerPalette.stateColor(state.color());
        setStyle("-state-color: " + web(color) + "; -state-dark: " + web(color.deriveColor(0, 1, 0.45, 1)) + ";");
    }

    boolean isOverlay() {
        return overlay;
    }

    /** Where this layer's card starts, from the top of the screen (its shadow not counted). */
    double cardTop() {
        return card.getLayoutY() + card.getLayoutBounds().getMinY();
    }

    /**
     * An overlay shows what lies under it: its card starts below the top of the card beneath
     * ({@code belowTop}) by the {@link #NAME_BAND}, so that state's name stays in view. Where the
     * screen is too short for the whole card there, the card gives up height first (its notes
     * shorten; hovering them shows them whole); when even its least height does not fit there, it shows whole,
     * as low as the screen lets it, over the name.
     */
    void clearNameBelow(double belowTop, double screenHeight) {
        double wanted = belowTop + NAME_BAND;
        double width = card.getWidth();
        double top = screenHeight - wanted - EDGE >= card.minHeight(width)
                ? wanted
                : Math.max(EDGE, screenHeight - card.prefHeight(width) - EDGE); // the whole card, over the name
        if (getAlignment() != Pos.TOP_CENTER || Math.abs(getPadding().getTop() - top) > 0.5) {
            setAlignment(Pos.TOP_CENTER);
            setPadding(new javafx.geometry.Insets(top, EDGE, EDGE, EDGE));
        }
    }

    /** Enables the buttons only on head and repaints the indicators. */
    void update(ScreenEntry entry, boolean paused) {
        for (Button b : buttons) {
            b.setDisable(!entry.isHead());
        }
        indicators.paint(entry.activeTicks(), entry.updates(), !paused && isUpdated(entry));
    }

    /** Updated this tick: head, or covered with policy {@code update} (docs/semantics.md §6). */
    boolean isUpdated(ScreenEntry entry) {
        return MotionIndicator.updated(covered, entry.isHead());
    }

    List<Button> buttons() {
        return buttons;
    }

    private static Label title(StateDef state) {
        return styled(new Label(state.name()), PlayerStyles.STATE_NAME);
    }

    private static Label meta(StateDef state) {
        return styled(new Label(StateLook.meta(state)), PlayerStyles.STATE_META);
    }

    /** The state's loaded images, side by side, so a graph-only state shows what it loaded. */
    private static void addImages(VBox card, List<Image> images) {
        if (images.isEmpty()) {
            return;
        }
        HBox row = new HBox(18);
        for (Image image : images) {
            ImageView view = new ImageView(image);
            view.setPreserveRatio(true);
            view.setFitHeight(Math.min(IMAGE_HEIGHT, image.getHeight()));
            view.setSmooth(true);
            row.getChildren().add(view);
        }
        card.getChildren().add(row);
    }

    private void addButtons(VBox card, List<Transition> triggers, Consumer<String> pressButton) {
        if (triggers.isEmpty()) {
            return;
        }
        FlowPane row = new FlowPane(10, 10);
        Set<String> labels = new LinkedHashSet<>();
        triggers.forEach(t -> labels.add(t.trigger().text()));
        for (String label : labels) {
            Button b = new Button(label);
            b.getStyleClass().add(PlayerStyles.STATE_BUTTON);
            b.setFocusTraversable(false); // keys are the window's (PlayerKeys): a button never holds the keyboard
            b.setOnAction(e -> pressButton.accept(label));
            buttons.add(b);
            row.getChildren().add(b);
        }
        card.getChildren().addAll(styled(new Label("Buttons"), PlayerStyles.SECTION), row);
    }

    /**
     * Signals are raised by behaviour code; here each is also a chip that raises it, so a graph can
     * be walked without its code (enabled on head, like the buttons).
     */
    private void addSignals(VBox card, List<Transition> triggers, Consumer<String> raiseSignal) {
        if (triggers.isEmpty()) {
            return;
        }
        FlowPane row = new FlowPane(8, 8);
        for (Transition t : triggers) {
            String name = t.trigger().text();
            Button chip = new Button("⚡ " + name + "  →  " + StateLook.actions(t));
            chip.getStyleClass().addAll(PlayerStyles.CHIP, PlayerStyles.SIGNAL_CHIP);
            chip.setFocusTraversable(false);
            chip.setTooltip(
                    new javafx.scene.control.Tooltip("Raise the signal \"" + name + "\" (as behaviour code would)"));
            chip.setOnAction(e -> raiseSignal.accept(name));
            buttons.add(chip);
            row.getChildren().add(chip);
        }
        card.getChildren().addAll(styled(new Label("Signals (click to raise)"), PlayerStyles.SECTION), row);
    }

    private static void addChips(VBox card, String title, List<Transition> triggers) {
        if (triggers.isEmpty()) {
            return;
        }
        FlowPane row = new FlowPane(8, 8);
        for (Transition t : triggers) {
            String actions = StateLook.actions(t);
            row.getChildren().add(styled(new Label(t.trigger().text() + "  →  " + actions), PlayerStyles.CHIP));
        }
        card.getChildren().addAll(styled(new Label(title), PlayerStyles.SECTION), row);
    }

    private static List<Transition> ofType(List<Transition> transitions, TriggerType type) {
        List<Transition> out = new ArrayList<>();
        for (Transition t : transitions) {
            if (t.trigger().type() == type) {
                out.add(t);
            }
        }
        return out;
    }

    private static Label styled(Label label, String styleClass) {
        label.getStyleClass().add(styleClass);
        label.setWrapText(true);
        return label;
    }

    private static String web(Color c) {
        return String.format(
                "#%02x%02x%02x",
                Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255), Math.round(c.getBlue() * 255));
    }
}
