#!/usr/bin/env python3
"""Renders every golden view of a set with the original engine and compares it with the golden hash.

  engine_golden_frames.py ENGINE GAME SET_DIR GOLDEN_FRAMES_JSON

GOLDEN_FRAMES_JSON is a wolfsuite-frames/1 manifest (golden/frames/<set>.json: `wolfsuite render
--golden`): per view the map, position, angle, open doors and moving pushwall, and the SHA-256 of
the frame's palette indices. Each view is drawn by the engine tool's frame dumper (--oracle-frame,
view size 21: the whole screen, as the golden frames are) and its bytes hashed. Prints one line per
view that differs and a summary; exit 1 when any view differs (the "edge" views too: off the map
the suite reads the tile map where the engine reads it).
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile

FIXED_ONE = 1 << 16
# The manifest names a pushwall's direction; the engine tool numbers them 0 north .. 3 west.
PUSHWALL_DIRECTIONS = {"north": 0, "east": 1, "south": 2, "west": 3}


def fixed(tiles):
    """A manifest position ("29.5", exact decimal tiles) in the engine's 16.16 fixed point."""
    whole, _, fraction = tiles.partition(".")
    value = int(whole) * FIXED_ONE
    if fraction:
        value += int(fraction) * FIXED_ONE // 10 ** len(fraction)
    return value


def engine_arguments(view, output):
    arguments = ["--oracle-frame", output, "--oracle-map", str(view["map"]),
                 "--oracle-pos", str(fixed(view["x"])), str(fixed(view["y"])),
                 "--oracle-angle", view["angle"]]
    for x, y, opening in view.get("doors", []):
        arguments += ["--oracle-door", f"{x},{y},{opening}"]
    if "pushwall" in view:
        x, y, direction, progress = view["pushwall"]
        arguments += ["--oracle-pushwall",
                      f"{x},{y},{PUSHWALL_DIRECTIONS[direction]},{progress}"]
    return arguments


def main():
    engine, game, set_dir, manifest_path = sys.argv[1:5]
    manifest = json.load(open(manifest_path))
    width, height = manifest["size"]
    differ = []
    with tempfile.TemporaryDirectory(prefix="engine-frames-") as scratch:
        output = os.path.join(scratch, "frame.raw")
        for view in manifest["frames"]:
            run = subprocess.run([engine, game, set_dir, "--res", str(width), str(height)]
                                 + engine_arguments(view, output),
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                 check=False)
            name = f"map {view['map']} {view['view']}"
            if run.returncode != 0:
                differ.append((name, "engine exit " + str(run.returncode) + ": "
                               + run.stderr.strip()[:120]))
                continue
            with open(output, "rb") as frame:
                digest = hashlib.sha256(frame.read()).hexdigest()
            if digest != view["sha256"]:
                differ.append((name, "sha256 " + digest))
    for name, why in differ:
        print(f"  differs: {name}: {why}")
    print(f"engine frames {manifest['set']}: {len(manifest['frames']) - len(differ)} of "
          f"{len(manifest['frames'])} golden views equal")
    return 1 if differ or not manifest["frames"] else 0


if __name__ == "__main__":
    sys.exit(main())
