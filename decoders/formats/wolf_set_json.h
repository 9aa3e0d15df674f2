#pragma once
// The JSON documents extract writes for a Wolfenstein 3-D data set (cli/extract_command.h lists
// the files and their fields): pure functions from the decoded models (fonts, demos, maps, sound
// effects, music, the set itself) to JSON, no file I/O. The sections that write the files
// (wolf_set_extract.h) only add the names of the files they wrote. maps/legend.json is the
// overview renderer's colour key (renderers.h wolf_map_legend).
#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/formats/renderers.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// --- VGAGRAPH --------------------------------------------------------------------------------

// fonts/font_N.json of the font in graphics chunk `chunk`.
Json font_json(std::size_t chunk, const Font& font);
// demos/demo_N.json of the demo in graphics chunk `chunk`.
Json demo_json(std::size_t chunk, const Demo& demo);

// --- Maps ------------------------------------------------------------------------------------

// maps/map_NN.json of MAPHEAD slot `slot`: `contents` is classify_map of `map`, `violations`
// its map_limit_violations and `findings` what classifying it found.
Json map_json(std::size_t slot, const GameMap& map, const MapContents& contents, bool spear,
              const std::vector<Error>& violations, const Findings& findings);

// --- AUDIOT ----------------------------------------------------------------------------------

// The "pc" and "adlib" objects of an audio.json sound effect, null for a missing lump.
Json pc_sound_json(const std::optional<PcSpeakerSound>& sound);
Json adlib_sound_json(const std::optional<AdlibSound>& sound);
// An audio.json track: its index, command count and duration, with "file" and "wav" null until
// the files are written.
Json music_json(std::size_t index, const std::optional<Music>& music);

// --- info ------------------------------------------------------------------------------------

// What `info` prints of a set beside its version (cli/info_command.h): {"game", "version_reasons",
// "files": {stem: size}, "missing_files", "counts": {"maps": {"slots", "present", "missing",
// "sparse"}, "graphics": {"chunks", <kind>: n, ...}, "vswap": {...}, "audio": {...}},
// "map_names"}, counts only for the families that decoded.
Json set_info_details(const WolfSetFiles& files, const WolfSet& set, const WolfSetReport& report);

// --- set.json --------------------------------------------------------------------------------

// {kind: count} over kWolfSetFileKinds (wolf_set_extract.h), 0 for a kind with no file.
Json files_json(const std::map<std::string, std::size_t>& files);
// set.json of the set named `name`, decoded from the files in `folder` with `report`; `files`
// counts the files written, set.json included.
Json set_json(const std::string& name, const std::filesystem::path& folder, const WolfSet& set,
              const WolfSetReport& report, const SetPalette& palette,
              const std::map<std::string, std::size_t>& files);

}  // namespace wolfsuite
