package dev.stagestack.runtime.assets;

/** Some assets of an entry could not be loaded; reported as a {@code callback} error of its {@code load}. */
public final class AssetLoadException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** An asset that could not be loaded, with the reason shown to the user. */
    public AssetLoadException(String message) {
        super(message);
    }
}
