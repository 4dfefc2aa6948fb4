package dev.stagestack.editor.style;

import org.kordamp.ikonli.Ikon;

/**
 * Every icon the editor shows (one place for each idea), drawn from the Material
 * Design 2 font of {@code ikonli-materialdesign2-pack}. The pack's own enums (MaterialDesignA to
 * MaterialDesignZ) hold some 7,000 icons whose class initialisation cost start-up about 60 ms with
 * an AppCDS archive and 150 ms without; these constants carry the same descriptions and code points,
 * so the pack's icon handler (found by the {@code mdi2} prefix) draws them with the same font.
 */
public enum EditorIcon implements Ikon {
    ACCESS_POINT("mdi2a-access-point", 0xF0003),
    ALERT("mdi2a-alert", 0xF0026),
    ALERT_CIRCLE("mdi2a-alert-circle", 0xF0028),
    ALIGN_HORIZONTAL_LEFT("mdi2a-align-horizontal-left", 0xF11C2),
    ALIGN_VERTICAL_TOP("mdi2a-align-vertical-top", 0xF11C7),
    ARROW_RIGHT_BOLD("mdi2a-arrow-right-bold", 0xF0734),
    ARROW_UP("mdi2a-arrow-up", 0xF005D),
    CHECK_ALL("mdi2c-check-all", 0xF012D),
    CHECK_CIRCLE_OUTLINE("mdi2c-check-circle-outline", 0xF05E1),
    CLOSE("mdi2c-close", 0xF0156),
    CLOSE_CIRCLE("mdi2c-close-circle", 0xF0159),
    CODE_BRACES("mdi2c-code-braces", 0xF0169),
    CONTENT_COPY("mdi2c-content-copy", 0xF018F),
    CONTENT_CUT("mdi2c-content-cut", 0xF0190),
    CONTENT_DUPLICATE("mdi2c-content-duplicate", 0xF0191),
    CONTENT_PASTE("mdi2c-content-paste", 0xF0192),
    CONTENT_SAVE("mdi2c-content-save", 0xF0193),
    DELETE("mdi2d-delete", 0xF01B4),
    DISTRIBUTE_HORIZONTAL_CENTER("mdi2d-distribute-horizontal-center", 0xF11C9),
    DISTRIBUTE_VERTICAL_CENTER("mdi2d-distribute-vertical-center", 0xF11CC),
    EYE_OFF("mdi2e-eye-off", 0xF0209),
    FILE_PLUS("mdi2f-file-plus", 0xF0752),
    FIT_TO_SCREEN("mdi2f-fit-to-screen", 0xF18F4),
    FOLDER_OPEN("mdi2f-folder-open", 0xF0770),
    GESTURE_TAP("mdi2g-gesture-tap", 0xF0741),
    HELP_CIRCLE_OUTLINE("mdi2h-help-circle-outline", 0xF0625),
    KEYBOARD("mdi2k-keyboard", 0xF030C),
    LAYERS("mdi2l-layers", 0xF0328),
    MAGNIFY_MINUS("mdi2m-magnify-minus", 0xF034A),
    MAGNIFY_PLUS("mdi2m-magnify-plus", 0xF034B),
    PLAY("mdi2p-play", 0xF040A),
    PLUS("mdi2p-plus", 0xF0415),
    PLUS_BOX("mdi2p-plus-box", 0xF0416),
    REDO("mdi2r-redo", 0xF044E),
    RUN("mdi2r-run", 0xF070E),
    SITEMAP("mdi2s-sitemap", 0xF04AA),
    SNOWFLAKE("mdi2s-snowflake", 0xF0717),
    STOP("mdi2s-stop", 0xF04DB),
    SYNC("mdi2s-sync", 0xF04E6),
    TIMER_OUTLINE("mdi2t-timer-outline", 0xF051B),
    UNDO("mdi2u-undo", 0xF054C);

    private final String description;
    private final int code;

    EditorIcon(String description, int code) {
        this.description = description;
        this.code = code;
    }

    @Override
    public String getDescription() {
        return description;
    }

    @Override
    public int getCode() {
        return code;
    }
}
