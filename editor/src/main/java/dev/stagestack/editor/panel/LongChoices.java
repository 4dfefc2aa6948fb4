package dev.stagestack.editor.panel;

import javafx.scene.control.ComboBox;

/**
 * Keeps a combo box with thousands of choices (every state of a large graph) cheap: by default its
 * skin measures every item to find its preferred width, on each layout and when the list opens,
 * which costs seconds for 2,000 states. Measuring the first rows is enough, as the field stretches
 * to the form's width anyway.
 */
final class LongChoices {
    /** The skin's key (see {@code ComboBoxListViewSkin}) for how many rows to measure for the width. */
    static final String ROWS_TO_MEASURE_KEY = "comboBoxRowsToMeasureWidth";
    /** Rows measured for the width of a combo box. */
    static final int ROWS_TO_MEASURE = 30;

    private LongChoices() {}

    /** Limits the width measurement of {@code box} to its first {@link #ROWS_TO_MEASURE} items. */
    static <T> ComboBox<T> measureFirstRows(ComboBox<T> box) {
        box.getProperties().put(ROWS_TO_MEASURE_KEY, ROWS_TO_MEASURE);
        return box;
    }
}
