package dev.stagestack.tools.paths;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Values numbered once each: an exploration meets the same few event sequences and lists of fired
 * transitions millions of times and keeps only their numbers.
 *
 * @param <T> the values, immutable with value equality
 */
final class Interned<T> {

    private final Map<T, Integer> numbers = new HashMap<>();
    private final List<T> values = new ArrayList<>();

    /** @return the number of {@code value}, numbering it if it is new */
    int number(T value) {
        Integer known = numbers.get(value);
        if (known != null) {
            return known;
        }
        values.add(value);
        numbers.put(value, values.size() - 1);
        return values.size() - 1;
    }

    T value(int number) {
        return values.get(number);
    }

    int size() {
        return values.size();
    }
}
