package dev.stagestack.tools.export;

import java.io.IOException;

/** A graph a format cannot express as asked, with what to do instead; nothing was written. */
public final class ExportRefusedException extends IOException {
    private static final long serialVersionUID = 1L;

    /** Refuses with {@code message}, which says why and what to do. */
    public ExportRefusedException(String message) {
        super(message);
    }
}
