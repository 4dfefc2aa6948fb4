package dev.stagestack.editor.core;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;

/** What a feature may ask of the window's layout: a panel beside the canvas, a side tab chosen. */
public interface Workbench {

    /** Shows {@code panel} between the canvas and the side panel (the player while Play runs; the inspector stays). */
    void showBesideCanvas(Node panel);

    /** Puts the side panel back where the user had it. */
    void hideBesideCanvas(Node panel);

    /** Brings {@code tab}, one contributed with {@link Contributions#addSideTab}, to the front. */
    void selectSideTab(Tab tab);

    /** Whether the window has the focus (a file changed on disk is noticed when it comes back). */
    ObservableBooleanValue focusedProperty();
}
