package dev.stagestack.tools.export;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The one list of export formats: every {@link Exporter} on the class or module path, the four the
 * project ships first (png, svg, mermaid, dot), then any other by name. The command line and the
 * editor list these.
 */
public final class Exporters {
    /**
     * The formats the editor's jar draws (its cards and edges): a jar without the editor, as the
     * player's alone, still knows their names, so that asking for one says where it is drawn.
     */
    public static final List<String> DRAWN_BY_THE_EDITOR = List.of("png", "svg");

    /** The formats the project ships, in the order every list shows them. */
    private static final List<String> SHIPPED = List.of("png", "svg", "mermaid", "dot", "scxml", "xstate", "web");

    private static final Comparator<String> ORDER = Comparator.<String>comparingInt(
                    f -> SHIPPED.contains(f) ? SHIPPED.indexOf(f) : SHIPPED.size())
            .thenComparing(Comparator.naturalOrder());

    private Exporters() {}

    /** Every exporter found, in the order of every list. */
    public static List<Exporter> all() {
        List<Exporter> found = new ArrayList<>();
        ServiceLoader.load(Exporter.class).forEach(found::add);
        found.sort(Comparator.comparing(Exporter::format, ORDER));
        return List.copyOf(found);
    }

    /** The exporter of {@code format} (lower case), if one is here. */
    public static Optional<Exporter> named(String format) {
        return all().stream().filter(e -> e.format().equals(format)).findFirst();
    }

    /** The names of every format: those here, and the editor's drawings even where the editor is not. */
    public static List<String> formats() {
        List<String> names = new ArrayList<>(DRAWN_BY_THE_EDITOR);
        all().stream().map(Exporter::format).filter(f -> !names.contains(f)).forEach(names::add);
        names.sort(ORDER);
        return List.copyOf(names);
    }
}
