package dev.stagestack.player.fx.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Which version of a lesson an answer was given to: {@code sha256:} and the SHA-256 of the lesson
 * file's bytes followed by its graph file's bytes. Any change to either — a caption, an event, a
 * state — gives another fingerprint, so {@code grade} never scores answers against another run.
 */
public final class LessonFingerprint {

    private static final String PREFIX = "sha256:";

    private LessonFingerprint() {}

    /** The fingerprint of {@code lessonFile} and {@code graphFile}. */
    public static String of(Path lessonFile, Path graphFile) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException everyJavaHasIt) {
            throw new IllegalStateException(everyJavaHasIt);
        }
        sha.update(Files.readAllBytes(lessonFile));
        sha.update(Files.readAllBytes(graphFile));
        return PREFIX + HexFormat.of().formatHex(sha.digest());
    }
}
