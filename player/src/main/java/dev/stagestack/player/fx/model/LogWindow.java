package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.LogLine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The log as it stood at a recorded tick: the lines of the ticks up to it, newest last, bounded. */
final class LogWindow {

    private static final int LINES = 200;
    private final SnapshotRing history;

    LogWindow(SnapshotRing history) {
        this.history = history;
    }

    List<LogLine> endingAt(long tick) {
        List<LogLine> reversed = new ArrayList<>();
        for (int age = 0; age < history.size() && reversed.size() < LINES; age++) {
            var s = history.fromLatest(age).orElseThrow();
            if (s.tick() > tick) {
                continue;
            }
            for (int i = s.log().size() - 1; i >= 0 && reversed.size() < LINES; i--) {
                reversed.add(s.log().get(i));
            }
        }
        Collections.reverse(reversed);
        return reversed;
    }
}
