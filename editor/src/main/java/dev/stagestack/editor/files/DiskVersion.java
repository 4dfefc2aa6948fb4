package dev.stagestack.editor.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Which content a file holds, by a digest of its bytes, so the editor can tell that another program
 * (or another editor) changed it since it was read or saved: a time stamp can miss a change made
 * within its resolution and flags a rewrite of the same bytes.
 *
 * @param digest the SHA-256 of the file's bytes, or {@code "missing"} when there is no such file
 */
public record DiskVersion(String digest) {
    /** There is no file. */
    public static final DiskVersion MISSING = new DiskVersion("missing");

    /** What {@code file} holds now; {@link #MISSING} when it is not there. */
    public static DiskVersion of(Path file) throws IOException {
        MessageDigest digest = sha256();
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
            in.transferTo(OutputStream.nullOutputStream());
        } catch (NoSuchFileException gone) {
            return MISSING;
        }
        return new DiskVersion(HexFormat.of().formatHex(digest.digest()));
    }

    /** The version a file has once {@code text} is written to it as UTF-8. */
    public static DiskVersion ofText(String text) {
        return new DiskVersion(HexFormat.of().formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8))));
    }

    public boolean isMissing() {
        return equals(MISSING);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
