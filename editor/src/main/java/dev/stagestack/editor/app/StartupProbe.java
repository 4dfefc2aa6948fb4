package dev.stagestack.editor.app;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.stage.Window;

/**
 * The start-up measure of docs/BENCHMARKS.md, on with {@code -Dstagestack.startupProbe=true}: the
 * editor prints the wall time from process start to its first frame (the first window's first
 * post-layout pulse) and the process CPU time up to then, then exits. With the probe on, the phases
 * of the start marked by {@link #mark(String)} are printed as well, one line each with the wall and
 * CPU time at its end, so a slow start shows where its time went. With the probe off every method does nothing.
 */
public final class StartupProbe {
    /** System property that turns the probe on. */
    public static final String PROPERTY = "stagestack.startupProbe";

    private static final boolean ON = Boolean.getBoolean(PROPERTY);
    private static final List<String> PHASES = new ArrayList<>();
    /** Index of {@code starttime} in /proc/self/stat after the command name (field 22 counted from 1). */
    private static final int STARTTIME_FIELD = 19;
    /** Index of {@code utime} (field 14), followed by {@code stime}. */
    private static final int UTIME_FIELD = 11;
    /** Linux's USER_HZ, the unit of starttime: 100 on every mainstream architecture. */
    private static final long TICKS_PER_SECOND = 100;

    private StartupProbe() {}

    /** Whether the probe is on in this process. */
    public static boolean isOn() {
        return ON;
    }

    /** Starts watching for the first window (call before the toolkit starts). */
    public static void install() {
        if (ON) {
            Window.getWindows().addListener(StartupProbe::watchNewWindows);
        }
    }

    /** Records that a start-up phase ended now, e.g. {@code "window built"}. */
    public static synchronized void mark(String phase) {
        if (ON) {
            PHASES.add(String.format(
                    "  %5d ms  %5d ms CPU  %s", sinceProcessStart().toMillis(), cpuMillis(), phase));
        }
    }

    private static void watchNewWindows(ListChangeListener.Change<? extends Window> change) {
        while (change.next()) {
            for (Window window : change.getAddedSubList()) {
                Scene scene = window.getScene();
                if (scene != null) {
                    scene.addPostLayoutPulseListener(StartupProbe::reportFirstFrame);
                }
            }
        }
    }

    private static void reportFirstFrame() {
        long millis = sinceProcessStart().toMillis();
        long cpuMillis = cpuMillis();
        synchronized (StartupProbe.class) {
            PHASES.forEach(System.out::println);
        }
        javaFxThreadCpuMillis().ifPresent(ms -> System.out.println("  JavaFX thread: " + ms + " ms CPU"));
        System.out.println("first frame: " + millis + " ms after process start, " + cpuMillis + " ms CPU");
        System.exit(0);
    }

    private static long cpuMillis() {
        return ProcessHandle.current()
                .info()
                .totalCpuDuration()
                .map(Duration::toMillis)
                .orElse(-1L);
    }

    /**
     * The age of this process. On Linux it is read from {@code /proc} in clock ticks (10 ms):
     * {@link ProcessHandle.Info#startInstant()} there adds the process's start tick to the boot
     * time in whole seconds ({@code btime}), which puts it off by up to a second, the same amount
     * for every process since boot. Elsewhere that start instant is all there is.
     */
    static Duration sinceProcessStart() {
        try {
            long startTicks = Long.parseLong(procStat("/proc/self/stat")[STARTTIME_FIELD]);
            String uptime = Files.readString(Path.of("/proc/uptime")).split(" ")[0];
            long upMillis = new BigDecimal(uptime).movePointRight(3).longValue();
            return Duration.ofMillis(upMillis - startTicks * 1000 / TICKS_PER_SECOND);
        } catch (IOException | RuntimeException notLinux) {
            Instant start = ProcessHandle.current().info().startInstant().orElseThrow();
            return Duration.between(start, Instant.now());
        }
    }

    /** CPU time of the calling thread (the JavaFX thread at the first frame), where /proc tells it. */
    private static OptionalLong javaFxThreadCpuMillis() {
        try {
            String[] fields = procStat("/proc/thread-self/stat");
            long ticks = Long.parseLong(fields[UTIME_FIELD]) + Long.parseLong(fields[UTIME_FIELD + 1]);
            return OptionalLong.of(ticks * 1000 / TICKS_PER_SECOND);
        } catch (IOException | RuntimeException notLinux) {
            return OptionalLong.empty();
        }
    }

    /** The fields of a /proc stat file after the command name, which may itself hold spaces. */
    private static String[] procStat(String file) throws IOException {
        String stat = Files.readString(Path.of(file));
        return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    }
}
