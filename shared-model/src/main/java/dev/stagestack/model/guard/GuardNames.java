package dev.stagestack.model.guard;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a variable or a group may be called (docs/format.md "Variables"): 1 to 64 characters of
 * {@code A-Z a-z 0-9 _}, not starting with a digit; a variable not one of the guard language's words.
 */
public final class GuardNames {

    /** The words of the guard language: {@code true}, {@code false}, {@code depth} and the functions. */
    public static final Set<String> RESERVED = reserved();

    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");

    private GuardNames() {}

    /** Whether {@code name} has the syntax of a variable's or a group's name. */
    public static boolean isName(String name) {
        return NAME.matcher(name).matches();
    }

    private static Set<String> reserved() {
        Set<String> words = new LinkedHashSet<>(List.of("true", "false", "depth"));
        for (StackFunction f : StackFunction.values()) {
            words.add(f.text());
        }
        return Set.copyOf(words);
    }
}
