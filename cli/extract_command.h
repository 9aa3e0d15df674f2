#pragma once
// `wolfsuite extract [--json] [--set EXT] DIR OUT`: every asset of every Wolfenstein 3-D data set
// in DIR (or, when DIR holds none, in its immediate subfolders; with --set only the sets of that
// extension, E-SET-NOT-FOUND when none has it) written under OUT/<set>/ as PNG, WAV, JSON and
// raw IMF. A unit that `check` calls not loadable (a set without VSWAP, with no map) is extracted
// as far as it goes and its check errors make the exit status 1. <set> is the set's name (wolf_set.h set_name: the detected version's tag, else the
// extension); when two sets share a name the later ones are "<name>-<extension>", then
// "<name>-<extension>-2", ...
// Every unit the format registry finds in DIR (decoders/formats/registry.h) is extracted by its
// entry: a set's files as below (decoders/formats/wolf_set_extract.h), a level file's (BUILD,
// Quake, Mac: their entries' headers) under OUT/<file name>/ with info.json, its info object and
// the files written (decoders/formats/one_file_format.h). This command names the folders, writes
// through cli/folder_sink.h and prints the summary.
//
//   file                      content                                               seed 001
//   walls/wall_NNN.png        64 x 64 indexed, VSWAP chunk NNN                      Wall textures
//   sprites/sprite_NNN.png    64 x 64 RGBA with the sprite's alpha, sprite NNN     Sprites
//                             (VSWAP chunk sprite_start + NNN)
//   pics/pic_NNN.png          indexed, picture NNN of the picture table            Pictures
//   fonts/font_N.png          the 256 glyphs on a 16 x 16 sheet, ink white         Fonts
//   fonts/font_N.json         {"chunk", "height", "widths": [256]}                 Fonts
//   palettes/palette_N.png    16 x 16 swatch of the N-th palette chunk             Palettes
//   demos/demo_N.json         {"chunk", "map", "size", "tics", "unplayed_bytes",   Screens and
//   demos
//                             "frames": [{"bt", "dx", "dy"}]}
//   maps/map_NN.png           overview of MAPHEAD slot NN (wolf_map_overview.h)    (seed 002)
//   maps/map_NN.json          name, size, the classification (map_semantics.h),    (seed 002)
//                             counts, limit violations and findings
//   maps/legend.json          the overview's colour key
//   sounds/sound_NN.wav       digitised sound NN of the pcm table, u8 mono 7 kHz   Raw pcm
//                             (sparse and empty sounds have none)
//   adlib/adlib_NN.wav        AdLib sound effect NN through the engine's driver    Adlib sound
//                             and the OPL2 chip (reference/adlib, reference/opl2), effect
//                             instant timing, to its last step plus 1 s; 16-bit
//                             mono 49716 Hz (zero-sized lumps have none)
//   music/music_NN.imf        music lump NN as id's IMF players read it: the u16   Music
//                             size field and the commands it counts, without the
//                             Muse tag (tracks of size 0 have none)
//   music/music_NN.wav        song NN the same way, its first 30 s (`wolfsuite     Music
//                             play --music NN` without --seconds)
//   audio.json                per sound effect: PC and AdLib priority and length,  Audiot
//                             AdLib instrument bytes, octave and WAV; per track: the
//                             command count, duration at 700 Hz and files
//   set.json                  version, detection reasons, palette used, counts,
//                             files written, findings and errors
// NNN and NN are zero padded to 3 and 2 digits. Images use the engine palette
// (game_palette.h) for Wolfenstein 3-D and unknown versions; Spear of Destiny sets use their
// first VGAGRAPH palette chunk that starts like the game palette, else the engine palette
// (decoders/wolf/set_palette.h, the rule `render` uses too). set.json says which, and which
// palette chunks were passed over: sdm's only one (131) is a picture's palette, not the game's.
//
// stdout: per set the files written per kind and the folder; with --json
//   {"schema": "wolfsuite-extract/1",
//    "sets": [{"name", "folder", "out", "files": {kind: count}}],
//    "level_files": [{"name", "out", "files": count}],
//    "errors": [{"set", "id", "offset", "message"}]}
// with the kinds walls, sprites, pics, fonts, palettes, demos, maps, sounds, adlib, music, audio,
// set.
// On a terminal, stderr shows a progress line per set ("\rextract wl1: walls 40/106").
// Exit 0 when every set decoded and every file was written; 1 when a set had errors (what
// decoded is still written) or a file could not be written; 2 for a usage error. Every error is
// also printed to stderr as "wolfsuite: E-ID at byte N: message", the message naming the set.
//
// Catalogue (the decoders' errors and findings pass through with their own IDs)
//   id                        kind     meaning                                         seed
//   E-EXTRACT-NO-DATA-SET     error    DIR holds no data set, nor its subfolders        -
//   E-IO-READ                 error    DIR or a file of a set cannot be read            -
//   E-IO-WRITE                error    a folder or file under OUT cannot be written     -
//   E-SET-NOT-FOUND           error    --set names no extension of DIR's sets           -
//   E-EXTRACT-MAP-SIZE        error    a map too large or empty to draw                 002 Level
//                                      (wolf_map_overview.h); its JSON is still written Maps
//   E-EXTRACT-FONT-SIZE       error    a font too high for a sheet (wolf_set_images.h)  001 Fonts
//   E-PNG-*                   error    libpng could not encode an image (png_image.h)   -
//   W-EXTRACT-PICTURE-EMPTY   finding  a picture of width or height 0: the engine      001 Pictures
//                                      draws nothing and a PNG cannot be empty, so no
//                                      file is written
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct ExtractOptions {
  bool json = false;
  std::string folder;         // DIR
  std::string out;            // OUT, created when missing
  std::string set_extension;  // --set: only the sets of this extension
};

CLI::App* add_extract_command(CLI::App& parent, ExtractOptions& options);
int run_extract(const ExtractOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
