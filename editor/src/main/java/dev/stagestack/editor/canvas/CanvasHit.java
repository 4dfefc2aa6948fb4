package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import javafx.scene.Node;

/** Marks on canvas nodes that tell a gesture what the mouse went down on. */
public enum CanvasHit {
    /** The handle on a state's right edge that starts a connection. */
    CONNECT_HANDLE;

    /** The element whose skin contains {@code node}, or null for the background. */
    public static ElementRef elementAt(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.getUserData() instanceof ElementRef ref) {
                return ref;
            }
        }
        return null;
    }

    /** Whether {@code node} is a state's connect handle. */
    public static boolean isConnectHandle(Node node) {
        return node != null && node.getUserData() == CONNECT_HANDLE;
    }
}
