package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.command.ReplaceTransitionCommand;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.TriggerSwitch;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.List;
import java.util.function.UnaryOperator;
import javafx.scene.control.Label;

/** Every field of a transition (docs/format.md "Transition"), with its trigger and an editable action list. */
final class TransitionForm {
    /** The choice for no sound; no sound name can be spelled like it (names are ids). */
    static final String NO_SOUND = "(none)";

    private TransitionForm() {}

    static FormGrid build(EditorDocument document, Transition t) {
        Graph graph = document.graph();
        List<String> stateIds = graph.states().stream().map(StateDef::id).toList();
        FormGrid form = new FormGrid();
        form.text("Id", t.id(), v -> edit(document, t, x -> v.isBlank() ? x : x.withId(v.trim())));
        FileNames.shown(
                form.choice(
                        "From",
                        FromChoices.of(graph, t.from()),
                        t.from(),
                        false,
                        v -> edit(document, t, x -> x.withFrom(v))),
                FromChoices::shown);
        FileNames.shown(
                form.choice(
                        "Trigger",
                        List.of(TriggerType.values()),
                        t.trigger().type(),
                        false,
                        v -> edit(document, t, x -> x.withTrigger(TriggerSwitch.to(v, x, graph)))),
                TriggerType::jsonName);
        addTriggerDetail(form, document, t);
        form.add("When", new GuardField(t.when(), graph, v -> edit(document, t, x -> x.withWhen(v))));
        form.check("Once", t.once(), v -> edit(document, t, x -> x.withOnce(v)));
        form.text("Label", t.label(), v -> edit(document, t, x -> x.withLabel(StateForm.blankToNull(v))));
        addSound(form, document, t);
        Label actions = new Label("Actions (run in order)");
        actions.getStyleClass().add(Styles.TEXT_CAPTION);
        form.addWide(actions);
        form.addWide(new ActionListEditor(
                stateIds,
                graph.variables(),
                t.actions(),
                list -> edit(document, t, x -> x.withActions(list)),
                document::tell));
        return form;
    }

    /** The sound played when the transition fires: one of its state's sounds, or none. */
    private static void addSound(FormGrid form, EditorDocument document, Transition t) {
        List<String> names = new java.util.ArrayList<>(List.of(NO_SOUND));
        document.graph()
                .state(t.from())
                .ifPresent(s -> names.addAll(s.assets().sounds().keySet()));
        if (t.sound() != null && !names.contains(t.sound())) {
            names.add(t.sound());
        }
        form.choice(
                "Sound",
                names,
                t.sound() == null ? NO_SOUND : t.sound(),
                false,
                v -> edit(document, t, x -> x.withSound(NO_SOUND.equals(v) ? null : v)));
    }

    private static void addTriggerDetail(FormGrid form, EditorDocument document, Transition t) {
        Trigger trigger = t.trigger();
        switch (trigger.type()) {
            case KEY ->
                form.add(
                        "Key",
                        new KeyField(trigger.text(), v -> edit(document, t, x -> x.withTrigger(Trigger.key(v)))));
            case BUTTON ->
                form.text("Button", trigger.text(), v -> edit(document, t, x -> x.withTrigger(Trigger.button(v))));
            case SIGNAL ->
                form.text(
                        "Signal", trigger.text(), v -> edit(document, t, x -> x.withTrigger(Trigger.signal(v.trim()))));
            case TIMER ->
                form.text(
                        "Seconds",
                        Numbers.format(trigger.seconds()),
                        v -> Numbers.parse(v)
                                .filter(n -> n >= 0)
                                .ifPresent(n -> edit(document, t, x -> x.withTrigger(Trigger.timer(n)))));
            default -> {}
        }
    }

    /** One undoable edit of the transition as the form shows it; nothing if the form is out of date. */
    private static void edit(EditorDocument document, Transition before, UnaryOperator<Transition> change) {
        if (!document.graph().transitions().contains(before)) {
            return;
        }
        Transition after = change.apply(before);
        if (!after.equals(before)) {
            document.execute(new ReplaceTransitionCommand(before, after));
        }
    }
}
