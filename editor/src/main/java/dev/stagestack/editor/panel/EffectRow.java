package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Effect;
import dev.stagestack.model.EffectKind;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.SlideDirection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The effect of a push, pop, replace or popTo (docs/format.md "Effect"), on a line under the action's row:
 * its kind or none ({@link #kindChoice}), then, while there is an effect, its seconds (more than 0 and at
 * most 10, refused under the line otherwise, as the file reader refuses them) and, for a slide, its
 * direction. The choices wrap to a second line when the inspector is narrow, so the panel never needs a
 * horizontal bar. Each change hands the new effect, or null for none, to {@code commit}.
 */
final class EffectRow extends VBox {
    /** The kind choice of an action without an effect. */
    static final String NONE = "none";
    /** The seconds an effect starts with when a kind is chosen for an action that had none. */
    static final double START_SECONDS = 0.3;

    private final Effect effect;
    private final Consumer<Effect> commit;

    /** The kind of {@code effect}, or none when it is null, and while there is one its seconds and direction. */
    EffectRow(int index, Effect effect, Consumer<Effect> commit) {
        super(2);
        this.effect = effect;
        this.commit = commit;
        FlowPane choices = new FlowPane(4, 4, new Label("effect"), kindChoice(index, effect, commit));
        choices.setAlignment(Pos.CENTER_LEFT);
        choices.getStyleClass().add(EditorStyles.ACTION_ROW);
        getChildren().add(choices);
        if (effect != null) {
            Label refusal = refusalLabel(index);
            choices.getChildren().addAll(secondsField(index, refusal), new Label("s"));
            if (effect.direction() != null) {
                choices.getChildren().add(directionChoice(index));
            }
            getChildren().add(refusal);
        }
    }

    /** Where seconds out of bounds are refused; it takes no room while empty. */
    private static Label refusalLabel(int index) {
        Label refusal = new Label();
        refusal.getStyleClass().add(Styles.DANGER);
        refusal.setWrapText(true);
        refusal.setMinHeight(Region.USE_PREF_SIZE);
        refusal.setId("action-effect-refusal-" + index);
        refusal.managedProperty().bind(refusal.textProperty().isNotEmpty());
        return refusal;
    }

    /** The choice of the effect's kind, or none, for the action's row. */
    static ComboBox<String> kindChoice(int index, Effect effect, Consumer<Effect> commit) {
        ComboBox<String> kind = new ComboBox<>();
        kind.getItems().setAll(kindNames());
        kind.setValue(effect == null ? NONE : effect.kind().jsonName());
        kind.setId("action-effect-kind-" + index);
        kind.setTooltip(new Tooltip("Effect: how the screen shows the change"));
        kind.setMinWidth(Region.USE_PREF_SIZE);
        kind.valueProperty().addListener((o, was, is) -> commit.accept(ofKind(effect, is)));
        return kind;
    }

    private static List<String> kindNames() {
        List<String> names = new ArrayList<>(List.of(NONE));
        for (EffectKind k : EffectKind.values()) {
            names.add(k.jsonName());
        }
        return names;
    }

    /** The effect of the chosen kind, keeping the seconds and direction {@code effect} has. */
    private static Effect ofKind(Effect effect, String name) {
        Optional<EffectKind> kind = EffectKind.fromJson(name);
        if (kind.isEmpty()) {
            return null;
        }
        double seconds = effect == null ? START_SECONDS : effect.seconds();
        SlideDirection direction =
                effect == null || effect.direction() == null ? SlideDirection.LEFT : effect.direction();
        return new Effect(kind.get(), seconds, direction);
    }

    private TextField secondsField(int index, Label refusal) {
        TextField seconds = new TextField(Numbers.format(effect.seconds()));
        seconds.setId("action-effect-seconds-" + index);
        seconds.setPrefColumnCount(4);
        seconds.setTooltip(new Tooltip("seconds: more than 0, at most " + Numbers.format(Effect.MAX_SECONDS)));
        seconds.setOnAction(e -> {
            Optional<Double> n = Numbers.parse(seconds.getText());
            Optional<String> why = whyNot(n);
            refusal.setText(why.orElse(""));
            if (why.isEmpty()) {
                commit.accept(new Effect(effect.kind(), n.get(), effect.direction()));
            }
        });
        return seconds;
    }

    /** Why {@code seconds} cannot be an effect's duration, in the file reader's words; empty when it can. */
    static Optional<String> whyNot(Optional<Double> seconds) {
        if (seconds.isEmpty()) {
            return Optional.of("effect seconds must be a number");
        }
        return Effect.isValidSeconds(seconds.get())
                ? Optional.empty()
                : Optional.of(RuleTexts.effectSeconds(seconds.get()));
    }

    private ComboBox<SlideDirection> directionChoice(int index) {
        ComboBox<SlideDirection> direction = new ComboBox<>();
        direction.getItems().setAll(SlideDirection.values());
        FileNames.shown(direction, SlideDirection::jsonName);
        direction.setValue(effect.direction());
        direction.setId("action-effect-direction-" + index);
        direction
                .valueProperty()
                .addListener((o, was, is) -> commit.accept(new Effect(effect.kind(), effect.seconds(), is)));
        return direction;
    }
}
