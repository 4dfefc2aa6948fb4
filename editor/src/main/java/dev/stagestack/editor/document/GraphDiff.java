package dev.stagestack.editor.document;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * What differs between two versions of a graph, one readable line per difference (the graph's own
 * fields, then each state and transition by id: added, removed, or the fields that changed), as the
 * question about a file changed on disk shows it. Toolkit-free.
 */
public final class GraphDiff {
    private final String theirs;
    private final String ours;
    private final List<String> lines = new ArrayList<>();

    private GraphDiff(String theirs, String ours) {
        this.theirs = theirs;
        this.ours = ours;
    }

    /**
     * The differences from {@code disk} (named {@code theirs}, e.g. "on disk") to {@code mine} (named
     * {@code ours}, e.g. "here"); empty when the graphs are equal.
     */
    public static List<String> between(Graph disk, Graph mine, String theirs, String ours) {
        GraphDiff diff = new GraphDiff(theirs, ours);
        diff.field("graph", "name", disk.name(), mine.name());
        diff.field("graph", "initial state", disk.initial(), mine.initial());
        diff.field("graph", "tick rate", disk.tickRate(), mine.tickRate());
        diff.elements("state", disk.states(), mine.states(), StateDef::id);
        diff.elements("transition", disk.transitions(), mine.transitions(), Transition::id);
        return List.copyOf(diff.lines);
    }

    private <T extends Record> void elements(String kind, List<T> disk, List<T> mine, Function<T, String> id) {
        Map<String, T> before = byId(disk, id);
        Map<String, T> after = byId(mine, id);
        before.forEach((key, was) -> {
            T is = after.get(key);
            if (is == null) {
                lines.add(kind + " " + key + ": only " + theirs);
            } else {
                fields(kind + " " + key, was, is);
            }
        });
        after.keySet().stream()
                .filter(key -> !before.containsKey(key))
                .forEach(key -> lines.add(kind + " " + key + ": only " + ours));
    }

    private void fields(String element, Record was, Record is) {
        for (RecordComponent component : was.getClass().getRecordComponents()) {
            String name = component.getName();
            if (name.equals("id") || name.equals("y")) {
                continue;
            }
            if (name.equals("x")) {
                String before = position(was);
                String after = position(is);
                if (!before.equals(after)) {
                    differs(element, "position", before, after);
                }
            } else {
                field(element, name, value(component, was), value(component, is));
            }
        }
    }

    private void field(String element, String name, Object was, Object is) {
        if (!Objects.equals(was, is)) {
            differs(element, name, shown(was), shown(is));
        }
    }

    private void differs(String element, String name, String was, String is) {
        lines.add(element + ": " + name + " " + was + " " + theirs + ", " + is + " " + ours);
    }

    private static String position(Record state) {
        StateDef s = (StateDef) state;
        return s.hasPosition() ? "(" + number(s.x()) + ", " + number(s.y()) + ")" : "none";
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static Object value(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(component.getName(), e);
        }
    }

    private static String shown(Object value) {
        if (value == null) {
            return "none";
        }
        return value instanceof String text ? "\"" + text + "\"" : value.toString();
    }

    private static <T> Map<String, T> byId(List<T> elements, Function<T, String> id) {
        Map<String, T> map = new LinkedHashMap<>();
        elements.forEach(e -> map.putIfAbsent(id.apply(e), e));
        return map;
    }
}
