package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.command.Plural;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.layout.Arrange;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import java.util.Objects;
import javafx.application.Platform;
import javafx.collections.SetChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * Shows and edits the selection: the graph when nothing is selected, one state or one transition
 * field by field, or arrange buttons for several states.
 */
public final class InspectorPanel extends ScrollPane {
    private final EditorDocument document;
    private final VBox content = new VBox(12);
    private Object shownRecord;
    private boolean rebuildQueued;
    /** Whether the queued rebuild shows the same element, so the field being edited keeps the keyboard. */
    private boolean keepFocus = true;

    public InspectorPanel(EditorDocument document) {
        this.document = document;
        getStyleClass().add(EditorStyles.INSPECTOR);
        getStylesheets().add(InspectorPanel.class.getResource("inspector.css").toExternalForm());
        setFitToWidth(true);
        content.setPadding(new Insets(12));
        setContent(content);
        document.selection().items().addListener((SetChangeListener<ElementRef>) c -> {
            keepFocus = false;
            queueRebuild();
        });
        document.graphProperty().addListener((o, was, is) -> {
            if (!Objects.equals(shownRecord, currentRecord())) {
                queueRebuild();
            }
        });
        document.refusalsProperty().addListener((o, was, is) -> queueRebuild()); // the field shows the id kept

        rebuild();
    }

    /** Rebuilds once after a burst of changes (a marquee selects many states one by one). */
    private void queueRebuild() {
        if (!rebuildQueued) {
            rebuildQueued = true;
            Platform.runLater(() -> {
                rebuildQueued = false;
                String focusedField = keepFocus ? focusedFieldId() : null;
                keepFocus = true;
                rebuild();
                refocus(focusedField);
            });
        }
    }

    /** The id of the form field that has the keyboard, if the keyboard is in this panel. */
    private String focusedFieldId() {
        Node owner = getScene() == null ? null : getScene().getFocusOwner();
        for (Node n = owner; n != null && n != this; n = n.getParent()) {
            if (n.getId() != null && n.getId().startsWith("field-")) {
                return n.getId();
            }
        }
        return null;
    }

    private void refocus(String fieldId) {
        Node field = fieldId == null ? null : content.lookup("#" + fieldId);
        if (field != null) {
            field.requestFocus();
        }
    }

    private Object currentRecord() {
        var selection = document.selection();
        Graph g = document.graph();
        if (selection.items().size() != 1) {
            return selection.isEmpty() ? headerOf(g) : selection.items().size();
        }
        ElementRef ref = selection.items().iterator().next();
        return ref.isState()
                ? g.state(ref.id()).orElse(null)
                : g.transitions().stream()
                        .filter(t -> t.id().equals(ref.id()))
                        .findFirst()
                        .orElse(null);
    }

    private static Object headerOf(Graph g) {
        return java.util.List.of(g.name(), g.initial(), g.tickRate(), g.states().size(), g.variables());
    }

    private void rebuild() {
        shownRecord = currentRecord();
        var selection = document.selection();
        if (selection.isEmpty()) {
            show("Graph", GraphForm.build(document, document.graph()));
        } else if (selection.items().size() == 1) {
            ElementRef ref = selection.items().iterator().next();
            showOne(ref);
        } else {
            show(
                    Plural.count(selection.stateIds().size(), "state") + ", "
                            + Plural.count(selection.transitionIds().size(), "transition"),
                    arrangeButtons());
        }
    }

    private void showOne(ElementRef ref) {
        Graph g = document.graph();
        if (ref.isState()) {
            g.state(ref.id()).ifPresent(s -> show("State", StateForm.build(document, s)));
        } else {
            g.transitions().stream()
                    .filter(t -> t.id().equals(ref.id()))
                    .findFirst()
                    .ifPresent(t -> show("Transition", TransitionForm.build(document, t)));
        }
    }

    private void show(String title, Node body) {
        Label header = new Label(title);
        header.getStyleClass().addAll(EditorStyles.INSPECTOR_HEADER, Styles.TITLE_4);
        content.getChildren().setAll(header, body);
    }

    private Node arrangeButtons() {
        FlowPane pane = new FlowPane(6, 6);
        for (Arrange.Alignment a : Arrange.Alignment.values()) {
            pane.getChildren()
                    .add(button(
                            a.description(),
                            () -> Arrange.align(
                                            document.graph(),
                                            document.selection().stateIds(),
                                            a)
                                    .ifPresent(document::execute)));
        }
        pane.getChildren()
                .add(button(
                        "Distribute horizontally",
                        () -> Arrange.distribute(
                                        document.graph(), document.selection().stateIds(), true)
                                .ifPresent(document::execute)));
        pane.getChildren()
                .add(button(
                        "Distribute vertically",
                        () -> Arrange.distribute(
                                        document.graph(), document.selection().stateIds(), false)
                                .ifPresent(document::execute)));
        return pane;
    }

    private static Button button(String text, Runnable run) {
        Button b = new Button(text);
        b.setOnAction(e -> run.run());
        return b;
    }
}
