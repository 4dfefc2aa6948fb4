package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.css.PseudoClass;
import javafx.scene.Node;

/**
 * The view of one graph element (one skin per element type): a root node, a selected property, and
 * {@link #dispose()}, which removes every listener registered through {@link #listen}.
 */
public abstract class ElementSkin {
    private final ElementRef ref;
    private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected");
    private final List<Runnable> disposers = new ArrayList<>();

    protected ElementSkin(ElementRef ref) {
        this.ref = ref;
    }

    /** The node to add to the canvas; built on first use by skins that build their nodes lazily. */
    public abstract Node root();

    /** Whether {@link #root()} was built (asking for it builds it). */
    public abstract boolean isBuilt();

    /** The element this skin draws. */
    public ElementRef ref() {
        return ref;
    }

    public BooleanProperty selectedProperty() {
        return selected;
    }

    public boolean isSelected() {
        return selected.get();
    }

    /** Adds a listener that {@link #dispose()} will remove. */
    protected final <T> void listen(ObservableValue<T> value, ChangeListener<? super T> listener) {
        value.addListener(listener);
        disposers.add(() -> value.removeListener(listener));
    }

    /** Mirrors a boolean into a pseudo-class on {@code node}, for as long as the skin lives. */
    protected final void bindPseudoClass(Node node, PseudoClass pseudoClass, ObservableValue<Boolean> value) {
        node.pseudoClassStateChanged(pseudoClass, Boolean.TRUE.equals(value.getValue()));
        listen(value, (obs, was, is) -> node.pseudoClassStateChanged(pseudoClass, Boolean.TRUE.equals(is)));
    }

    /** Removes the skin's listeners; the skin must not be used afterwards. */
    public void dispose() {
        disposers.forEach(Runnable::run);
        disposers.clear();
    }
}
