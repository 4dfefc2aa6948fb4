package dev.stagestack.editor.canvas;

import javafx.scene.input.MouseEvent;

/** One mouse gesture in progress, from press to release. */
interface Drag {
    void drag(MouseEvent event);

    /** Ends the gesture; an edit gesture pushes its one command here. */
    void release(MouseEvent event);
}
