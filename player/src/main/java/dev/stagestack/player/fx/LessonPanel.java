package dev.stagestack.player.fx;

import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The top of the overlay while a lesson is walked (docs/teaching.md, "Lesson files"): where the
 * lesson stands, the caption of the moment shown, and its question with a button per answer and
 * what the run says of the pick. Hidden without a lesson.
 */
final class LessonPanel extends VBox {

    private final Label caption = new Label();
    private final Label progress = new Label();
    private final Label questionPrompt = new Label();
    private final FlowPane questionChoices = new FlowPane(6, 6);
    private final Label questionFeedback = new Label();
    private final VBox questionBox = new VBox(4, questionPrompt, questionChoices, questionFeedback);
    /** The overlay's own "next commit step" line: hidden while a question about it is open. */
    private final Node answerShownElsewhere;

    LessonPanel(Node answerShownElsewhere) {
        super(4);
        this.answerShownElsewhere = answerShownElsewhere;
        caption.setId("lesson-caption");
        caption.getStyleClass().add(PlayerStyles.LESSON_CAPTION);
        progress.setId("lesson-progress");
        progress.getStyleClass().add(PlayerStyles.STAT);
        questionPrompt.setId("lesson-question");
        questionPrompt.getStyleClass().add(PlayerStyles.LESSON_CAPTION);
        questionFeedback.setId("lesson-feedback");
        for (Label wrapped : List.of(caption, progress, questionPrompt, questionFeedback)) {
            wrapped.setWrapText(true);
            wrapped.setMinHeight(Region.USE_PREF_SIZE);
        }
        getStyleClass().add(PlayerStyles.LESSON);
        getChildren().addAll(progress, caption, questionBox);
        show(questionBox, false);
        show(this, false);
    }

    /** The caption of the moment shown and where the lesson stands; a null caption hides the panel (no lesson). */
    void showLesson(String text, String where) {
        show(this, text != null);
        caption.setText(text == null ? "" : text);
        progress.setText(where == null ? "" : where);
    }

    /**
     * A question of the lesson's moment: its prompt and a button per choice, which {@code answered}
     * hears; then {@code feedback} under them. A null prompt hides it.
     */
    void showQuestion(String prompt, List<String> choices, Consumer<String> answered, String feedback) {
        show(questionBox, prompt != null);
        questionPrompt.setText(prompt == null ? "" : prompt);
        List<String> shown = questionChoices.getChildren().stream()
                .map(n -> (String) n.getUserData())
                .toList();
        if (!shown.equals(prompt == null ? List.of() : choices)) {
            questionChoices.getChildren().clear();
            if (prompt != null) {
                for (int i = 0; i < choices.size(); i++) {
                    questionChoices.getChildren().add(answerButton(i + 1, choices.get(i), answered));
                }
            }
        }
        questionFeedback.setText(feedback == null ? "" : feedback);
        show(questionFeedback, feedback != null);
        show(answerShownElsewhere, prompt == null || feedback != null); // not given away before it is asked
    }

    /** The caption's label, which the overlay fits into its height ({@link OverlayFit}). */
    Label captionLabel() {
        return caption;
    }

    /** Everything the panel shows as text, to tell whether it changed. */
    String shownText() {
        return isVisible() + "|" + caption.getText() + "|" + questionBox.isVisible() + "|" + questionPrompt.getText()
                + "|" + questionChoices.getChildren().size() + "|" + questionFeedback.getText() + "|"
                + progress.getText();
    }

    /** Whether every answer button fits the panel at {@code width} px. */
    boolean choicesFit(double width) {
        double room = width - snappedLeftInset() - snappedRightInset();
        return questionChoices.getChildren().stream().allMatch(choice -> choice.prefWidth(-1) <= room);
    }

    /** The caption shown, or null without a lesson (for tests). */
    String caption() {
        return isVisible() ? caption.getText() : null;
    }

    /** An answer's button, numbered: the digit key of its number picks it too. */
    private static Button answerButton(int number, String choice, Consumer<String> answered) {
        Button button = new Button(number <= 9 ? number + ")  " + choice : choice);
        button.setUserData(choice);
        button.getStyleClass().add(PlayerStyles.CONTROL);
        button.setId("answer-" + choice.replaceAll("[^A-Za-z0-9-]+", "-"));
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE); // a stack is read whole or not at all
        button.setOnAction(e -> answered.accept(choice));
        return button;
    }

    private static void show(Node part, boolean shown) {
        part.setVisible(shown);
        part.setManaged(shown);
    }
}
