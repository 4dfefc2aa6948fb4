package dev.stagestack.model.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Another Java process that holds an exclusive lock on a file, as a live write in another editor
 * holds its temporary file, until it is closed. Lock ownership is per process, so only another
 * process shows what a second editor looks like to this one.
 */
final class LockingProcess implements AutoCloseable {
    private static final String SOURCE = """
            import java.nio.channels.FileChannel;
            import java.nio.file.Path;
            import java.nio.file.StandardOpenOption;

            public class HoldLock {
                public static void main(String[] args) throws Exception {
                    try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.WRITE)) {
                        channel.lock();
                        System.out.println("locked");
                        System.out.flush();
                        System.in.read();
                    }
                }
            }
            """;

    private final Process process;

    private LockingProcess(Process process) {
        this.process = process;
    }

    /** Starts the process and returns once it holds the lock on {@code file}. */
    static LockingProcess holding(Path file, Path workFolder) throws IOException, InterruptedException {
        Path source = Files.writeString(workFolder.resolve("HoldLock.java"), SOURCE);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), source.toString(), file.toString())
                .redirectErrorStream(true)
                .start();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        if (!"locked".equals(line)) {
            process.destroy();
            throw new IOException("the locking process did not lock " + file + ": " + line);
        }
        return new LockingProcess(process);
    }

    /** Ends the process, which drops its lock, and waits until it is gone. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor();
    }
}
