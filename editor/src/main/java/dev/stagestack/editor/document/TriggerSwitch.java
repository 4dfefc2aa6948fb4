package dev.stagestack.editor.document;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.KeyNames;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The trigger an edge gets when the designer switches it to another type (the inspector's Trigger
 * field, Tab on the edge's label): only what means the same under the new type is kept. A button's
 * text and a signal's name carry over to each other; a key's name never becomes a button or a
 * signal (a signal called "ENTER" is a key name in the wrong place), and only a text that names a
 * key becomes a key. Whatever is not kept takes the default of its type.
 */
public final class TriggerSwitch {
    /** The key a trigger switched to a key gets when its old text names no key. */
    public static final String DEFAULT_KEY = "SPACE";
    /** The seconds a trigger switched to a timer gets. */
    public static final double DEFAULT_SECONDS = 1;

    private TriggerSwitch() {}

    /** {@code t}'s trigger switched to {@code type}; a new button is named after the state it leads to. */
    public static Trigger to(TriggerType type, Transition t, Graph graph) {
        String target = t.actions().stream()
                .map(Action::target)
                .filter(Objects::nonNull)
                .findFirst()
                .orElse("");
        return to(type, t.trigger(), graph.state(target).map(StateDef::name).orElse(null));
    }

    /**
     * A trigger of {@code type} made from {@code old}; a new button is named {@code targetName} (the
     * state the edge leads to, may be null: "Go") and a new signal {@code "signal"}.
     */
    public static Trigger to(TriggerType type, Trigger old, String targetName) {
        if (old.type() == type) {
            return old;
        }
        Optional<String> freeText = isFreeText(old.type()) ? Optional.of(old.text()) : Optional.empty();
        return switch (type) {
            case KEY -> Trigger.key(freeText.flatMap(TriggerSwitch::keyNamed).orElse(DEFAULT_KEY));
            case BUTTON ->
                Trigger.button(freeText.orElse(targetName == null || targetName.isBlank() ? "Go" : targetName));
            case SIGNAL -> Trigger.signal(freeText.orElse("signal"));
            case TIMER -> Trigger.timer(DEFAULT_SECONDS);
            case ANY_KEY -> new Trigger(TriggerType.ANY_KEY, null, 0);
            default -> Trigger.on(type);
        };
    }

    /** The seconds of a timer as the designer reads and types them: {@code 2}, {@code 2.5}. */
    public static String secondsText(double seconds) {
        return seconds == Math.rint(seconds) && Math.abs(seconds) < 1e15
                ? Long.toString((long) seconds)
                : String.format(Locale.ROOT, "%s", seconds);
    }

    private static boolean isFreeText(TriggerType type) {
        return type == TriggerType.BUTTON || type == TriggerType.SIGNAL;
    }

    /** The key a text names ("Enter" names ENTER), if any. */
    private static Optional<String> keyNamed(String text) {
        String name = text.trim().toUpperCase(Locale.ROOT).replace(' ', '_');
        return KeyNames.isKey(name) ? Optional.of(name) : Optional.empty();
    }
}
