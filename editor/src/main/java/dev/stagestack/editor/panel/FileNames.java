package dev.stagestack.editor.panel;

import java.util.List;
import java.util.function.Function;
import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;

/**
 * Shows a model enum in a combo box as the file, the legend and the docs write it ({@code popTo},
 * {@code freeze}, {@code key}), not as its Java constant ({@code POP_TO}).
 */
final class FileNames {

    private FileNames() {}

    /** Makes {@code box} show each of its items by {@code name}; returns it. */
    static <T> ComboBox<T> shown(ComboBox<T> box, Function<T, String> name) {
        List<T> items = List.copyOf(box.getItems());
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T item) {
                return item == null ? "" : name.apply(item);
            }

            @Override
            public T fromString(String text) {
                return items.stream()
                        .filter(item -> name.apply(item).equals(text))
                        .findFirst()
                        .orElse(null);
            }
        });
        return box;
    }
}
