package dev.stagestack.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a reload of a running stack changed (docs/semantics.md §19): the states renamed, removed and
 * added, the other changes (covered or overlay policies, transitions, behaviours, the initial state),
 * and how many entries it popped from staging. {@link #summary()} is the text of the log's
 * {@code # <tick> reload: ...} line.
 *
 * @param renamed       old id to new id, for the states whose id changed, in the old graph's order
 * @param removed       ids of the old graph's states that are gone, in the old graph's order
 * @param added         ids of the new graph's states that no old state became, in the new graph's order
 * @param changed       the other changes, one phrase each ({@code pause covered freeze -> update})
 * @param entriesPopped how many entries the reload popped from staging
 */
public record ReloadReport(
        Map<String, String> renamed,
        List<String> removed,
        List<String> added,
        List<String> changed,
        int entriesPopped) {

    /** Copies every list and map, keeping their order. */
    public ReloadReport {
        renamed = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(renamed, "renamed")));
        removed = List.copyOf(removed);
        added = List.copyOf(added);
        changed = List.copyOf(changed);
        if (entriesPopped < 0) {
            throw new IllegalArgumentException("negative entriesPopped " + entriesPopped);
        }
    }

    /** This report with {@code count} entries popped. */
    public ReloadReport withEntriesPopped(int count) {
        return new ReloadReport(renamed, removed, added, changed, count);
    }

    /** Whether the reload changed nothing at all: the stack and its states stay exactly as they were. */
    public boolean noChange() {
        return renamed.isEmpty() && removed.isEmpty() && added.isEmpty() && changed.isEmpty() && entriesPopped == 0;
    }

    /**
     * The changes as the log writes them after {@code reload: }: {@code level renamed stage, pause removed,
     * shop added, pause covered freeze -> update (2 entries popped)}; {@code no change} when there is none.
     */
    public String summary() {
        List<String> parts = new ArrayList<>();
        renamed.forEach((from, to) -> parts.add(from + " renamed " + to));
        removed.forEach(id -> parts.add(id + " removed"));
        added.forEach(id -> parts.add(id + " added"));
        parts.addAll(changed);
        String text = parts.isEmpty() ? "no change" : String.join(", ", parts);
        if (entriesPopped > 0) {
            text += " (" + entriesPopped + (entriesPopped == 1 ? " entry" : " entries") + " popped)";
        }
        return text;
    }
}
