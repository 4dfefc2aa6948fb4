package dev.stagestack.runtime;

import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The graph variables of a run (docs/semantics.md §21): every variable starts at its initial value
 * when the run starts; {@code set}, {@code add} and {@code reset} take effect at once, touch neither
 * staging nor any callback, and are told to the stack's listeners (the trace's {@code set} line).
 * Reached from behaviour code with {@link Context#variables()}.
 *
 * <p>An id the graph does not declare is refused with an {@link IllegalArgumentException} naming the
 * closest one, in every mode: an unknown variable is a bug in the code, not an input. Like the rest of
 * a context, for the thread that drives the stack.
 */
public final class Variables {

    private final StateStack stack;
    private final List<Variable> definitions;
    private final Map<String, Integer> indexById;
    private final long[] values;

    Variables(StateStack stack, List<Variable> definitions) {
        this.stack = stack;
        this.definitions = List.copyOf(definitions);
        this.values = new long[this.definitions.size()];
        this.indexById = values.length == 0 ? Map.of() : new HashMap<>();
        for (int i = 0; i < values.length; i++) {
            Variable v = this.definitions.get(i);
            indexById.put(v.id(), i);
            values[i] = v.initial();
        }
    }

    /** The declared variables, in file order. */
    public List<Variable> definitions() {
        return definitions;
    }

    /** Whether the graph declares no variable. */
    public boolean isEmpty() {
        return values.length == 0;
    }

    /** The declared variable with this id; an unknown id is refused naming the closest one. */
    public Variable definition(String id) {
        return definitions.get(index(id));
    }

    /** The value of a boolean variable. */
    public boolean bool(String id) {
        int i = index(id);
        requireType(i, true, "read it with integer(\"" + id + "\")");
        return values[i] != 0;
    }

    /** The value of an integer variable. */
    public long integer(String id) {
        int i = index(id);
        requireType(i, false, "read it with bool(\"" + id + "\")");
        return values[i];
    }

    /** The value of any variable: 0 or 1 for a boolean (as a guard reads it). */
    public long value(String id) {
        return values[index(id)];
    }

    /** Sets a boolean variable. */
    public void set(String id, boolean value) {
        int i = index(id);
        requireType(i, true, "set it with set(\"" + id + "\", long)");
        write(i, value ? 1 : 0);
    }

    /** Sets an integer variable; a value outside its bounds is refused, naming them. */
    public void set(String id, long value) {
        int i = index(id);
        requireType(i, false, "set it with set(\"" + id + "\", true|false)");
        Variable v = definitions.get(i);
        if (!v.admits(value)) {
            throw new IllegalArgumentException("variable \"" + id + "\" holds " + v.min() + " to " + v.max() + ", not "
                    + value + " (add() stays within the bounds)");
        }
        write(i, value);
    }

    /** Adds {@code amount} to an integer variable, stopping at its bounds (saturating). */
    public void add(String id, long amount) {
        int i = index(id);
        requireType(i, false, "set it with set(\"" + id + "\", true|false)");
        Variable v = definitions.get(i);
        long sum = Math.max(-Variable.LIMIT * 4, Math.min(Variable.LIMIT * 4, amount)) + values[i];
        write(i, v.clamp(sum));
    }

    /** Sets a variable back to its initial value. */
    public void reset(String id) {
        int i = index(id);
        write(i, definitions.get(i).initial());
    }

    /** Every variable's value, by id in file order, as a file writes it: Boolean or Long. */
    public Map<String, Object> snapshot() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            Variable v = definitions.get(i);
            out.put(v.id(), v.isBoolean() ? (Object) (values[i] != 0) : (Object) values[i]);
        }
        return Collections.unmodifiableMap(out);
    }

    /** Every value back to its initial one, without telling anyone: the run starts again. */
    void resetAllSilently() {
        for (int i = 0; i < values.length; i++) {
            values[i] = definitions.get(i).initial();
        }
    }

    /** Sets a value as a restore or a reload carries it over, without telling anyone. */
    void restoreSilently(String id, long value) {
        values[index(id)] = value;
    }

    /**
     * Takes the values of {@code old} (the variables before a reload) that still fit, silently.
     *
     * @return one phrase per variable added, removed or reset to its initial value, for the reload report
     */
    List<String> carryOver(Variables old) {
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            Variable now = definitions.get(i);
            if (!old.declares(now.id())) {
                changes.add("variable " + now.id() + " added (" + now.format(values[i]) + ")");
                continue;
            }
            Variable before = old.definition(now.id());
            long value = old.value(now.id());
            if (before.type() == now.type() && now.admits(value)) {
                values[i] = value;
            } else {
                String why = before.type() != now.type()
                        ? "it is now " + now.type().jsonName()
                        : "its value " + value + " is outside " + now.min() + " to " + now.max();
                changes.add("variable " + now.id() + " reset to " + now.format(values[i]) + " (" + why + ")");
            }
        }
        for (Variable gone : old.definitions) {
            if (!declares(gone.id())) {
                changes.add("variable " + gone.id() + " removed");
            }
        }
        return changes;
    }

    /** Whether a variable with this id is declared. */
    public boolean declares(String id) {
        return indexById.containsKey(id);
    }

    private void write(int i, long value) {
        stack.requireOwnerThread("Variables.set");
        if (stack.restoring()) {
            return; // the save holds the values the rebuilt stack's transitions and code led to (§20, §21)
        }
        values[i] = value;
        stack.variableSet(definitions.get(i), value);
    }

    private int index(String id) {
        Integer i = indexById.get(id);
        if (i == null) {
            throw new IllegalArgumentException("unknown variable " + (id == null ? "null" : "\"" + id + "\"")
                    + (id == null ? "" : Suggestions.didYouMean(id, indexById.keySet()))
                    + (values.length == 0 ? "; the graph declares no variables" : "; declared: " + ids()));
        }
        return i;
    }

    private String ids() {
        return String.join(", ", definitions.stream().map(Variable::id).toList());
    }

    private void requireType(int i, boolean bool, String advice) {
        Variable v = definitions.get(i);
        if (v.isBoolean() != bool) {
            throw new IllegalArgumentException(
                    "variable \"" + v.id() + "\" is " + (v.isBoolean() ? "a boolean" : "an integer") + ", not "
                            + (bool ? "a boolean" : "an integer") + ": " + advice);
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            sb.append(i == 0 ? "" : ", ")
                    .append(definitions.get(i).id())
                    .append(" = ")
                    .append(definitions.get(i).format(values[i]));
        }
        return sb.toString();
    }
}
