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
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The effect of a push, pop, replace or popTo (docs/format.md "Effect"): its kind or none, a choice on the
 * action's own row ({@link #kindChoice}), then, under it while there is an effect, this row: its seconds
 * (more than 0 and at most 10, refused beside the field otherwise, as the file reader refuses them) and,
 * for a slide, its direction. Each change hands the new effect, or null for none, to {@code commit}.
 */
final class EffectRow extends HBox {
    /** The kind choice of an action without an effect. */
    static final String NONE = "none";
    /** The seconds an effect starts with when a kind is chosen for an action that had none. */
    static final double START_SECONDS = 0.3;

    private final Effect effect;
    private final Consumer<Effect> commit;

    /** The seconds and, for a slide, the direction of {@code effect}, which is not null. */
    EffectRow(int index, Effect effect, Consumer<Effect> commit) {
        super(4, new Label("effect"));
        this.effect = effect;
        this.commit = commit;
        setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add(EditorStyles.ACTION_ROW);
        getChildren().add(secondsField(index));
        if (effect.direction() != null) {
            getChildren().add(directionChoice(index));
        }
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

    private HBox secondsField(int index) {
        TextField seconds = new TextField(Numbers.format(effect.seconds()));
        seconds.setId("action-effect-seconds-" + index);
        seconds.setPrefColumnCount(4);
        seconds.setTooltip(new Tooltip("seconds: more than 0, at most " + Numbers.format(Effect.MAX_SECONDS)));
        Label refusal = new Label();
        refusal.getStyleClass().add(Styles.DANGER);
        refusal.setWrapText(true);
        refusal.setId("action-effect-refusal-" + index);
        seconds.setOnAction(e -> {
            Optional<Double> n = Numbers.parse(seconds.getText());
            Optional<String> why = whyNot(n);
            refusal.setText(why.orElse(""));
            if (why.isEmpty()) {
                commit.accept(new Effect(effect.kind(), n.get(), effect.direction()));
            }
        });
        return new HBox(4, seconds, new Label("s"), refusal);
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
