package dev.stagestack.samples.bounce;

/** The size of Bounce's world and its colours, in one place. Colours are {@code 0xRRGGBB}. */
final class Arena {

    static final double WIDTH = 640;
    static final double HEIGHT = 480;
    /** The playfield starts below the score bar. */
    static final double TOP = 44;

    static final int BARS = 0x07080d;
    static final int BACKGROUND = 0x141826;
    static final int GRID = 0x1b2134;
    static final int HUD = 0x0d1019;
    static final int HUD_LINE = 0x2a3350;
    static final int TEXT = 0xe8eaf6;
    static final int DIM_TEXT = 0x8a93b8;
    static final int ACCENT = 0xffd166;
    static final int BALL = 0xffffff;
    static final int PADDLE = 0xe8eaf6;
    static final int PADDLE_EDGE = 0x4cc9f0;
    /** Brick colours by row, top to bottom, repeating. */
    static final int[] ROWS = {0xef476f, 0xf78c6b, 0xffd166, 0x06d6a0, 0x4cc9f0, 0x9d7bd8, 0xf15bb5};

    private Arena() {}

    /** {@code rgb} moved towards {@code toward} by {@code amount} (0 = rgb, 1 = toward). */
    static int mix(int rgb, int toward, double amount) {
        double a = Math.max(0, Math.min(1, amount));
        int r = channel(rgb >> 16, toward >> 16, a);
        int g = channel(rgb >> 8, toward >> 8, a);
        int b = channel(rgb, toward, a);
        return (r << 16) | (g << 8) | b;
    }

    private static int channel(int from, int to, double amount) {
        int f = from & 0xff;
        int t = to & 0xff;
        return (int) Math.round(f + (t - f) * amount);
    }
}
