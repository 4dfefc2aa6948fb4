package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.document.GuardCompletion;
import dev.stagestack.model.Graph;
import dev.stagestack.model.guard.GuardChecker;
import dev.stagestack.model.guard.GuardProblem;
import java.util.List;
import java.util.function.Consumer;
import javafx.css.PseudoClass;
import javafx.geometry.Side;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;

/**
 * A transition's guard (docs/format.md "Guards"): checked as you type, its first problem shown
 * under the field with its column (a misspelled name with the closest one), the names and
 * operators that fit at the caret listed under it; committed on Enter or leaving the field only
 * when it has no problem (an empty field: no guard).
 */
final class GuardField extends VBox {
    static final String COMPLETION = "guard-completion";
    private static final int SHOWN = 12;
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final TextField text = new TextField();
    private final Label problem = new Label();
    private final ContextMenu offers = new ContextMenu();
    private final Graph graph;
    private final Consumer<String> commit;
    private String committed;

    GuardField(String guard, Graph graph, Consumer<String> commit) {
        super(2);
        this.graph = graph;
        this.commit = commit;
        this.committed = guard == null ? "" : guard;
        text.setText(committed);
        text.setId(FormGrid.idOf("When"));
        text.setPromptText("always (e.g. hasSave && !onStack(world))");
        problem.setId("when-problem");
        problem.getStyleClass().add(Styles.DANGER);
        problem.setWrapText(true);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        getChildren().addAll(text, problem);
        text.textProperty().addListener((o, was, is) -> typed());
        text.caretPositionProperty().addListener((o, was, is) -> offerAtCaret());
        text.setOnAction(e -> commitTyped());
        text.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                offers.hide();
                commitTyped();
            }
        });
        text.addEventHandler(KeyEvent.KEY_PRESSED, this::escapeReverts);
    }

    private void typed() {
        List<GuardProblem> problems = problems(text.getText());
        text.pseudoClassStateChanged(ERROR, !problems.isEmpty());
        problem.setText(problems.isEmpty() ? "" : describe(problems.get(0)));
    }

    private List<GuardProblem> problems(String guard) {
        return guard.isBlank() ? List.of() : GuardChecker.check(guard, graph);
    }

    static String describe(GuardProblem p) {
        return "column " + p.column() + ": " + p.message();
    }

    private void offerAtCaret() {
        if (!text.isFocused()) {
            return;
        }
        int caret = text.getCaretPosition();
        GuardCompletion.Offer offer = GuardCompletion.at(text.getText(), caret, graph);
        offers.getItems().clear();
        offer.items().stream().limit(SHOWN).forEach(item -> offers.getItems().add(menuItem(offer, caret, item)));
        if (offers.getItems().isEmpty()) {
            offers.hide();
        } else if (!offers.isShowing() && text.getScene() != null) {
            offers.show(text, Side.BOTTOM, 0, 0);
        }
    }

    private CustomMenuItem menuItem(GuardCompletion.Offer offer, int caret, String item) {
        Label label = new Label(item);
        label.getStyleClass().add(COMPLETION);
        CustomMenuItem menuItem = new CustomMenuItem(label, true);
        menuItem.setOnAction(e -> {
            String before = text.getText().substring(0, offer.start());
            String spaced = item.matches("[&|=!<>+-]+") ? item + " " : item;
            text.setText(before + spaced + text.getText().substring(caret));
            text.requestFocus();
            text.positionCaret(before.length() + spaced.length());
        });
        return menuItem;
    }

    private void commitTyped() {
        String guard = text.getText().trim();
        if (guard.equals(committed) || !problems(guard).isEmpty() || text.getScene() == null) {
            return;
        }
        committed = guard;
        commit.accept(guard.isEmpty() ? null : guard);
    }

    private void escapeReverts(KeyEvent e) {
        if (e.getCode() == KeyCode.ESCAPE && !text.getText().equals(committed)) {
            text.setText(committed);
            offers.hide();
            e.consume();
        }
    }
}
