#!/usr/bin/env python3
"""Makes the sample assets of Stagestack from nothing: WAV tones synthesized here, PNG logos drawn
with ImageMagick's `convert`. Run from this folder: python3 make_assets.py. Output is deterministic
for the WAVs; see LICENSE.md (CC0)."""
import math
import struct
import subprocess
import wave

RATE = 22050


def write_wav(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(s * 32767)))) for s in samples))


def tone(freq, seconds, volume=0.4, attack=0.005, release=0.05, shape="sine", bend=0.0):
    n = int(RATE * seconds)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1 + bend * t / seconds)
        phase += 2 * math.pi * f / RATE
        if shape == "square":
            v = 1.0 if math.sin(phase) >= 0 else -1.0
            v *= 0.5
        elif shape == "triangle":
            v = 2 / math.pi * math.asin(math.sin(phase))
        else:
            v = math.sin(phase)
        env = min(1.0, t / attack) * min(1.0, (seconds - t) / release)
        out.append(v * volume * env)
    return out


def notes(sequence, **kw):
    out = []
    for freq, seconds in sequence:
        out += tone(freq, seconds, **kw) if freq else [0.0] * int(RATE * seconds)
    return out


def mix(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


C4, E4, G4, A4, B4, C5, D5, E5, G5, C6 = 261.63, 329.63, 392.0, 440.0, 493.88, 523.25, 587.33, 659.25, 783.99, 1046.5

# shovel-flow: a chime when the logos are done, a looping theme while the system state runs
write_wav("shovel-flow/chime.wav", notes([(C5, 0.09), (E5, 0.09), (G5, 0.09), (C6, 0.3)], shape="triangle"))
melody = notes([(C5, .25), (E5, .25), (G5, .25), (E5, .25), (D5, .25), (G4, .25), (C5, .5),
                (A4, .25), (C5, .25), (E5, .25), (C5, .25), (B4, .25), (G4, .25), (C5, .5)] * 2,
               shape="triangle", volume=0.22, release=0.04)
bass = notes([(C4 / 2, 1.0), (G4 / 4, 1.0), (A4 / 4, 1.0), (G4 / 4, 1.0)] * 2, volume=0.18, release=0.2)
write_wav("shovel-flow/theme.wav", mix(melody, bass))

# bounce: paddle hit, brick break, life lost
write_wav("bounce/paddle.wav", tone(330, 0.06, volume=0.35, shape="square", release=0.03))
write_wav("bounce/brick.wav", tone(880, 0.08, volume=0.3, shape="square", release=0.05, bend=0.5))
write_wav("bounce/life-lost.wav", tone(392, 0.5, volume=0.35, shape="triangle", release=0.2, bend=-0.6))

# Bounce Game (its own folder, ../bounce-game): a short loop per screen (title, level, game over) and
# two blips, at 8 kHz to keep them small
def write_small_wav(path, samples, rate=8000):
    step = RATE / rate
    write_wav_at(path, [samples[int(i * step)] for i in range(int(len(samples) / step))], rate)


def write_wav_at(path, samples, rate):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(s * 32767)))) for s in samples))


write_small_wav("../bounce-game/assets/title.wav", notes([(C5, .2), (E5, .2), (G5, .2), (E5, .2), (A4, .2), (C5, .2), (E5, .4)],
                                               shape="triangle", volume=0.25, release=0.04))
write_small_wav("../bounce-game/assets/level.wav", mix(notes([(C4, .15), (0, .05), (C4, .15), (G4, .15), (A4, .3), (G4, .2)] * 2,
                                                   shape="square", volume=0.12, release=0.03),
                                             notes([(C4 / 2, .5), (G4 / 4, .5)] * 2, volume=0.15, release=0.1)))
write_small_wav("../bounce-game/assets/over.wav", notes([(G4, .3), (E4, .3), (C4, .6), (0, .4)], shape="triangle", volume=0.25,
                                              release=0.1))
write_small_wav("../bounce-game/assets/paddle.wav", tone(330, 0.06, volume=0.35, shape="square", release=0.03))
write_small_wav("../bounce-game/assets/life-lost.wav", tone(392, 0.5, volume=0.35, shape="triangle", release=0.2, bend=-0.6))


def convert(*args):
    subprocess.run(["convert", *args], check=True)


# shovel-flow logos: a studio logo and the engine logo shown while the system state loads
convert("-size", "256x256", "xc:none", "-fill", "#2d3142", "-draw", "roundrectangle 8,8 248,248 36,36",
        "-fill", "#ef8354", "-draw", "rectangle 56,150 200,176",
        "-fill", "#ef8354", "-draw", "polygon 128,56 200,140 56,140",
        "-fill", "#bfc0c0", "-draw", "rectangle 118,176 138,214",
        "-define", "png:exclude-chunks=date,time", "shovel-flow/studio-logo.png")
convert("-size", "256x256", "xc:none",
        "-fill", "#3fc7b0", "-draw", "roundrectangle 40,40 216,96 12,12",
        "-fill", "#5b9dff", "-draw", "roundrectangle 40,104 216,160 12,12",
        "-fill", "#ef8354", "-draw", "roundrectangle 40,168 216,224 12,12",
        "-define", "png:exclude-chunks=date,time", "shovel-flow/stagestack-logo.png")

# Bounce's badge, drawn by its title with context.drawImage (a blue tile with a white ball)
convert("-size", "56x56", "xc:none", "-fill", "#5b9dff", "-draw", "roundrectangle 0,0 55,55 10,10",
        "-fill", "#ffffff", "-draw", "circle 28,28 28,16",
        "-define", "png:exclude-chunks=date,time", "bounce/badge.png")
