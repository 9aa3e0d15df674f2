#pragma once
// The sections of `wolfsuite extract` (extract_command.h lists every file and its content): one
// function per decoded part of a data set (VSWAP, VGAGRAPH, the maps, AUDIOT), each turning its
// lumps into files through the set's SetWriter (extract_set_writer.h), so the command only says
// which parts a set has. A lump that does not decode is an error of the set and is skipped; the
// rest of the section is still written.
//
//   function           file                    writes
//   extract_vswap      extract_vswap.cc        walls/, sprites/, sounds/
//   extract_graphics   extract_graphics.cc     pics/, fonts/, palettes/, demos/
//   extract_maps       extract_maps.cc         maps/ (overviews, map JSON, legend.json)
//   extract_audio      extract_audio.cc        adlib/, music/, audio.json
// set.json is written last, by the command (extract_command.cc), so it lists every error.
#include <optional>
#include <vector>

#include "cli/extract_images.h"
#include "cli/extract_set_writer.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"
#include "reference/top_down/wolf_map_overview.h"

namespace wolfsuite::cli {

// The walls, sprites and digitised sounds; returns the walls decoded (nullopt for sparse and
// failed chunks), whose colours the map overviews use.
std::vector<std::optional<Wall>> extract_vswap(SetContext& context, const Vswap& vswap);

// The pictures, fonts, palettes and demos, numbered per kind in chunk order.
void extract_graphics(SetContext& context, const Graphics& graphics);

// legend.json, then per map slot its overview and JSON; walls drawn in `wall_colours`,
// `texture_colours` saying whether those came from the wall textures.
void extract_maps(SetContext& context, const MapSet& maps,
                  const top_down::WallColours& wall_colours, bool texture_colours);

// The AdLib sound effects and the music as WAV (and IMF), and audio.json describing both.
void extract_audio(SetContext& context, const Audio& audio);

}  // namespace wolfsuite::cli
