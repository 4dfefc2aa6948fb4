package dev.stagestack.editor.canvas;

import dev.stagestack.editor.style.EditorStyles;
import javafx.css.PseudoClass;

/** How the Coverage panel paints a state or a transition: exercised by a run, or never. */
public enum CoverageMark {
    EXERCISED(EditorStyles.EXERCISED),
    NEVER(EditorStyles.NEVER_EXERCISED);

    private final PseudoClass pseudoClass;

    CoverageMark(PseudoClass pseudoClass) {
        this.pseudoClass = pseudoClass;
    }

    /** Sets the pseudo-classes of {@code mark} on a node's style, clearing the other; null clears both. */
    static void apply(javafx.scene.Node node, CoverageMark mark) {
        for (CoverageMark each : values()) {
            node.pseudoClassStateChanged(each.pseudoClass, each == mark);
        }
    }

    PseudoClass pseudoClass() {
        return pseudoClass;
    }
}
