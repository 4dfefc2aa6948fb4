package dev.stagestack.model.json;

import dev.stagestack.model.Action;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Map;

/**
 * Writes a graph in the canonical form: keys in {@link FormatFields} order, two-space indentation,
 * minimal numbers ({@link NumberText}), a trailing newline. A state's {@code name}, {@code covered}
 * and {@code overlay} and the graph's {@code tickRate} are always written; null optional fields
 * and empty push data are left out.
 */
final class GraphEncoder {

    private final JsonOut out;

    private GraphEncoder(JsonOut out) {
        this.out = out;
    }

    static String encode(Graph graph) {
        return render("  ", encoder -> encoder.graph(graph)) + "\n";
    }

    /** Push data in compact form (no indentation), numbers and key order as in a file. */
    static String encodeData(Map<String, Object> data) {
        return render("", encoder -> encoder.data(data));
    }

    /** One thing an encoder writes. */
    private interface Part {
        void writeWith(GraphEncoder encoder);
    }

    private static String render(String indent, Part part) {
        StringBuilder text = new StringBuilder();
        part.writeWith(new GraphEncoder(new JsonOut(text, indent)));
        return text.toString();
    }

    private void graph(Graph g) {
        out.beginObject();
        out.name("format").value(Graph.FORMAT);
        out.name("version").value(Graph.VERSION);
        out.name("name").value(g.name());
        out.name("initial").value(g.initial());
        number("tickRate", g.tickRate());
        variables(g.variables());
        out.name("states").beginArray();
        for (StateDef s : g.states()) {
            state(s);
        }
        out.endArray();
        out.name("transitions").beginArray();
        for (Transition t : g.transitions()) {
            transition(t);
        }
        out.endArray();
        out.endObject();
    }

    private void state(StateDef s) {
        out.beginObject();
        out.name("id").value(s.id());
        out.name("name").value(s.name());
        out.name("covered").value(s.covered().jsonName());
        out.name("overlay").value(s.overlay());
        strings("groups", s.groups());
        optional("color", s.color());
        optional("behavior", s.behavior());
        optional("notes", s.notes());
        if (s.x() != null) {
            number("x", s.x());
        }
        if (s.y() != null) {
            number("y", s.y());
        }
        assets(s.assets());
        out.endObject();
    }

    private void transition(Transition t) {
        out.beginObject();
        out.name("id").value(t.id());
        out.name("from").value(t.from());
        trigger(t.trigger());
        optional("when", t.when());
        if (t.once()) {
            out.name("once").value(true);
        }
        out.name("actions").beginArray();
        for (Action a : t.actions()) {
            action(a);
        }
        out.endArray();
        optional("label", t.label());
        optional("sound", t.sound());
        out.endObject();
    }

    private void variables(List<Variable> variables) {
        if (variables.isEmpty()) {
            return;
        }
        out.name("variables").beginArray();
        for (Variable v : variables) {
            out.beginObject();
            out.name("id").value(v.id());
            out.name("type").value(v.type().jsonName());
            if (v.isBoolean()) {
                out.name("initial").value(v.initial() != 0);
            } else {
                out.name("min").value(v.min());
                out.name("max").value(v.max());
                out.name("initial").value(v.initial());
            }
            out.endObject();
        }
        out.endArray();
    }

    private void strings(String key, List<String> values) {
        if (values.isEmpty()) {
            return;
        }
        out.name(key).beginArray();
        for (String value : values) {
            out.value(value);
        }
        out.endArray();
    }

    private void assets(StateAssets assets) {
        if (assets.isEmpty()) {
            return;
        }
        out.name("assets").beginObject();
        named("images", assets.images());
        named("sounds", assets.sounds());
        optional("music", assets.music());
        out.endObject();
    }

    private void named(String key, Map<String, String> paths) {
        if (paths.isEmpty()) {
            return;
        }
        out.name(key).beginObject();
        for (Map.Entry<String, String> e : paths.entrySet()) {
            out.name(e.getKey()).value(e.getValue());
        }
        out.endObject();
    }

    private void trigger(Trigger trigger) {
        out.name("trigger").beginObject();
        out.name("type").value(trigger.type().jsonName());
        String parameter = FormatFields.triggerParameter(trigger.type());
        if (trigger.text() != null) {
            out.name(parameter).value(trigger.text());
        } else if (parameter != null) {
            number(parameter, trigger.seconds());
        }
        out.endObject();
    }

    private void action(Action a) {
        out.beginObject();
        out.name("op").value(a.op().jsonName());
        optional(a.op().isVariable() ? "var" : "target", a.target());
        if (a.value() instanceof Boolean b) {
            out.name("value").value(b);
        } else if (a.value() instanceof Long n) {
            out.name("value").value(n);
        }
        if (!a.data().isEmpty()) {
            out.name("data");
            data(a.data());
        }
        if (a.result() != null) {
            out.name("result");
            data(a.result());
        }
        if (a.effect() != null) {
            effect(a.effect());
        }
        out.endObject();
    }

    private void effect(Effect e) {
        out.name("effect").beginObject();
        out.name("kind").value(e.kind().jsonName());
        number("seconds", e.seconds());
        if (e.direction() != null) {
            out.name("direction").value(e.direction().jsonName());
        }
        out.endObject();
    }

    private void data(Object value) {
        JsonValues.write(out, value);
    }

    private void optional(String key, String value) {
        if (value != null) {
            out.name(key).value(value);
        }
    }

    private void number(String key, double value) {
        out.name(key).raw(NumberText.of(value));
    }
}
