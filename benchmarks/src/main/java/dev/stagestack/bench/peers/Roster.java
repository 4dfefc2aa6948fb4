package dev.stagestack.bench.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/** The counting states one stack has made, kept to sum what they counted ({@link CountedStack}). */
final class Roster<T> {

    private final List<T> members = new ArrayList<>();

    /** Keeps {@code member} and gives it back. */
    T add(T member) {
        members.add(member);
        return member;
    }

    /** The sum of {@code count} over every member. */
    long sum(ToLongFunction<T> count) {
        return members.stream().mapToLong(count).sum();
    }

    /** How many members {@code test} holds for. */
    long count(Predicate<T> test) {
        return members.stream().filter(test).count();
    }
}
