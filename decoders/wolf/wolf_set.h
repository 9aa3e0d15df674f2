#pragma once
// A whole Wolfenstein 3-D data set: its files as bytes, the typed model of each file family, and
// what the engine would make of it.
//
//   family    files                        decoder (header)
//   maps      maphead, gamemaps            decode_map_set (maps.h), classify_map (map_semantics.h)
//   graphics  vgahead, vgadict, vgagraph   decode_graphics (graphics.h, graphics_chunks.h)
//   vswap     vswap                        decode_vswap, decode_vswap_contents (vswap*.h)
//   audio     audiohed, audiot             decode_audio (audio.h)
//
// A set may lack families (a file missing, or one that does not decode): the others still decode,
// and every problem is reported with the family it belongs to.
#include <array>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/manifest.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite {

// The file stems of a set (seed 002 "The main resources of the game"), in the order they are read.
inline constexpr std::array<std::string_view, 8> kWolfSetStems = {
    "maphead", "gamemaps", "vgahead", "vgadict", "vgagraph", "vswap", "audiohed", "audiot"};

struct WolfSetFiles {
  std::string extension;               // lower case, without the dot
  std::map<std::string, Bytes> files;  // lower-case stem -> bytes
  const Bytes* file(std::string_view stem) const;
  friend bool operator==(const WolfSetFiles&, const WolfSetFiles&) = default;
};

struct WolfSet {
  std::string extension;
  VersionDetection version;
  std::optional<MapSet> maps;
  std::optional<Graphics> graphics;
  std::optional<Vswap> vswap;
  std::optional<Audio> audio;
  friend bool operator==(const WolfSet&, const WolfSet&) = default;
};

struct FamilyError {
  std::string family;  // "maps", "graphics", "vswap", "audio"
  std::string file;    // the stem the error offset points into ("gamemaps"), or "" for a chunk
  Error error;
};

struct WolfSetReport {
  Findings findings;
  std::vector<FamilyError> errors;
  std::vector<std::string> missing_files;  // stems
};

// Decodes every family whose files are present. The version comes from the extension and the
// counts (detect_version); the audio counts from the version, else from the AUDIOHED size.
WolfSet decode_wolf_set(const WolfSetFiles& files, WolfSetReport& report,
                        const Limits& limits = {});
// The error that kept the first of `families` ("maps", "graphics", "vswap", "audio") that did
// not decode from decoding, if decode_wolf_set reported one (it does exactly when the family's
// files are there and the set lacks the family): what a caller needing those families reports
// rather than its own "the set has no ..." ID, so a corrupt MAPHEAD is named by the maps
// decoder's error.
std::optional<Error> family_error(const WolfSetReport& report,
                                  std::initializer_list<std::string_view> families);
// What manifests, reports and extract's folders call a set: its detected version's tag ("wl1"),
// else its extension.
std::string set_name(const WolfSet& set);

// Encodes every family the set has; E-SET-EMPTY when it has none.
Result<WolfSetFiles> encode_wolf_set(const WolfSet& set);

// What the engine would meet beyond the containers: every map classified and checked against
// the static limits, every wall, sprite and digitised sound decoded, the sound count compared
// with the version's. (decode_graphics already decodes every chunk as its kind.) Adds to
// `report`.
void check_wolf_set(const WolfSet& set, WolfSetReport& report);

// What keeps the engine from starting the set at all, as errors in `report` (so `check`, `build`
// and `extract` call it not loadable), beyond its families' own:
//   E-SET-MISSING-FILE  a file of the eight is missing (report.missing_files): the engine opens
//                       all of them (seed 002 "The main resources of the game")
//   E-SET-NO-MAP        the maps decode but no MAPHEAD slot holds a map: the engine has no level
//                       to start a game or a demo on
// Not part of check_wolf_set: a fuzz input or corpus file may be one family alone.
void check_wolf_set_startable(const WolfSet& set, WolfSetReport& report);

// The golden manifest (manifest.h); names in golden/README.md. Errors name the lump that could not
// be produced.
Result<GoldenManifest> golden_manifest(const WolfSet& set, const std::string& set_name);

}  // namespace wolfsuite
