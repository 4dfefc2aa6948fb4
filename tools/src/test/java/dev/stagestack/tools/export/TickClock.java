package dev.stagestack.tools.export;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.commons.scxml.EventDispatcher;

/**
 * An SCXML engine's dispatcher whose delayed {@code <send>}s come due on a clock counted in ticks, as
 * the differential runs count them: a delay of {@code d} ms sent at tick {@code now} is due at {@code
 * now + round(d × tickRate / 1000)}, and a {@code <cancel>} drops it.
 */
final class TickClock implements EventDispatcher {
    private record Pending(String id, String event, long due, long order) {}

    private final double tickRate;
    private final List<Pending> pending = new ArrayList<>();
    private long sent;
    /** The tick the engine is at. */
    long now;

    TickClock(double tickRate) {
        this.tickRate = tickRate;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public void send(
            String sendId,
            String target,
            String targetType,
            String event,
            Map params,
            Object hints,
            long delay,
            List externalNodes) {
        pending.add(new Pending(sendId, event, now + Math.round(delay * tickRate / 1000), sent++));
    }

    @Override
    public void cancel(String sendId) {
        pending.removeIf(p -> p.id().equals(sendId));
    }

    /** Whether a delayed event is due by now. */
    boolean anyDue() {
        return pending.stream().anyMatch(p -> p.due() <= now);
    }

    /** Takes the delayed event due first by now (the earliest, then the first sent); null when none is. */
    String nextDue() {
        Pending first = pending.stream()
                .filter(p -> p.due() <= now)
                .min(Comparator.comparingLong(Pending::due).thenComparingLong(Pending::order))
                .orElse(null);
        if (first == null) {
            return null;
        }
        pending.remove(first);
        return first.event();
    }
}
