#pragma once
// `wolfsuite play`: an AdLib sound effect or an IMF song of a set through the engine's AdLib
// driver (reference/adlib/) and the OPL2 model (reference/opl2/).
//
//   wolfsuite play DIR (--sfx N | --music N) [--set EXT] [--seconds S]
//                  [--timing instant|spaced2] [-o OUT.wav] [--raw OUT.s16] [--writes OUT.txt]
//   wolfsuite play --imf FILE [--hz 560|700] [--seconds S] [--timing ...] [outputs as above]
//   wolfsuite play DIR --golden [--set EXT] [--name NAME] [-o OUT.json]
//   any of the sound forms: [--rate HZ]
//
// N is the effect's index among the AdLib effects (AUDIOT chunk sfx + N) or the song's among the
// songs (chunk 3 sfx + N), as the engine recordings number them. An effect renders to its last
// step plus one second, a song 30 s; --seconds (1..3600) sets either length instead. An empty song
// plays silence. Outputs, at 49716 Hz: -o a 16-bit mono WAV, --raw the samples as s16le,
// --writes the register stream in the recordings' text format (register_stream.h) titled
// "<set> sfx N" / "<set> music N". Without any of them the WAV goes to stdout, unless that is a
// terminal (E-IO-TERMINAL; -o - writes there anyway). --set picks the set by extension when DIR
// holds several (set_loader.h find_one_set). --golden writes the golden audio manifest of every
// AdLib effect and non-empty song (golden/audio/, reference/adlib/golden_audio.h) to -o or stdout.
// --imf plays a standalone IMF file, type 0 or 1 (decoders/wolf/imf_file.h), through the same
// driver as a song, at 700 ticks a second (Wolfenstein 3-D) or --hz 560 (earlier id games),
// titled "<file name> imf type T at H Hz". --rate HZ (8000..192000) resamples the WAV only
// (reference/opl2/resample.h: 32-tap Blackman-windowed sinc, cutoff 0.9 of the lower Nyquist
// frequency); --raw and --writes stay at 49716 Hz.
//
// Exit 0 when everything was written; 1 for the errors below, decoding errors of AUDIOHED/AUDIOT
// (their own IDs) and files that cannot be read or written; 2 for a usage error.
//
// Catalogue
//   id                  kind   meaning
//   E-SET-AMBIGUOUS     error  DIR holds several sets and no --set picks one
//   E-SET-NOT-FOUND     error  DIR holds no set (with the --set extension)
//   E-PLAY-NO-AUDIO     error  the set has no AUDIOHED + AUDIOT
//   E-PLAY-NO-SOUND     error  N names no AdLib effect (past the count, or a zero-sized lump) or
//                              no song
//   E-PLAY-SONG-NEVER-WAITS error  every command of the song or IMF file has delay 0: the
//                              engine's sequencer would never reach its second tick
//   E-PLAY-TOO-LONG     limit  without --seconds the effect would last more than an hour
//                              (opl2::kMaxStreamSamples): an absurd pitch count
//   --imf also reports decode_imf_file's IDs (E-IMF-EMPTY, E-IMF-LIMIT) and E-IO-READ
#include <cstdint>
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct PlayOptions {
  std::string folder;  // DIR
  std::string set_tag;
  int sfx = -1;     // -1: not given
  int music = -1;   // -1: not given
  int seconds = 0;  // 0: the default length
  std::string timing = "instant";
  std::string wav;
  std::string raw;
  std::string writes;
  std::string imf;      // --imf FILE instead of DIR
  int hz = 700;         // --imf: 700 or 560 ticks a second
  int rate = 0;         // the WAV's rate; 0: the chip's 49716 Hz
  bool golden = false;  // the wolfsuite-audio/1 manifest (reference/adlib/golden_audio.h) to -o
  std::string name;     // its "set"; default the set's tag
};

CLI::App* add_play_command(CLI::App& parent, PlayOptions& options);
int run_play(const PlayOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
