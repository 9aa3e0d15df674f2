#include "decoders/wolf/wolf_set.h"

#include <algorithm>
#include <string>
#include <utility>
#include <variant>

#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/vswap_sound.h"
#include "decoders/wolf/vswap_sprite.h"

namespace wolfsuite {
namespace {

ByteSpan span_of(const WolfSetFiles& files, std::string_view stem) {
  const Bytes* bytes = files.file(stem);
  return bytes != nullptr ? ByteSpan(*bytes) : ByteSpan();
}

bool has_all(const WolfSetFiles& files, std::initializer_list<std::string_view> stems) {
  for (const std::string_view stem : stems) {
    if (files.file(stem) == nullptr) return false;
  }
  return true;
}

void add_error(WolfSetReport& report, std::string family, std::string file, Error error) {
  report.errors.push_back(FamilyError{std::move(family), std::move(file), std::move(error)});
}

// An error met inside one lump keeps its ID and offset; the message says which lump.
Error in_lump(Error error, const std::string& lump) {
  error.message = lump + ": " + error.message;
  return error;
}

VersionEvidence evidence_of(const WolfSetFiles& files) {
  VersionEvidence evidence;
  evidence.extension = files.extension;
  if (const Bytes* audiohed = files.file("audiohed")) {
    evidence.audiohed_offsets = audiohed->size() / 4;
  }
  if (const Bytes* maphead = files.file("maphead")) {
    Findings ignored;  // decode_map_set reports them
    const auto head = decode_maphead(*maphead, ignored);
    if (head.ok()) {
      std::size_t present = 0;
      for (const std::uint32_t offset : head->offsets) {
        present += offset != kMapOffsetMissing && offset != kMapOffsetSparse;
      }
      evidence.maps_present = present;
    }
  }
  return evidence;
}

std::optional<AudioCounts> audio_counts(const WolfSet& set, std::size_t offsets) {
  if (set.version.version) {
    const VersionFacts& facts = version_facts(*set.version.version);
    return AudioCounts{facts.sound_effects, facts.music};
  }
  return audio_counts_for_offsets(offsets);
}

void check_maps(const MapSet& maps, bool spear, WolfSetReport& report) {
  for (std::size_t i = 0; i < maps.slots.size(); ++i) {
    const auto* map = std::get_if<GameMap>(&maps.slots[i]);
    if (map == nullptr) continue;
    const MapPlanes planes{map->width, map->height, map->planes[0], map->planes[1]};
    const MapContents contents = classify_map(planes, spear, report.findings);
    for (Error& violation : map_limit_violations(contents)) {
      add_error(report, "maps", "", in_lump(std::move(violation), "map " + std::to_string(i)));
    }
  }
}

void check_vswap(const Vswap& vswap, const std::optional<GameVersion>& version,
                 WolfSetReport& report) {
  const auto contents = decode_vswap_contents(vswap, report.findings);
  if (!contents.ok()) {
    add_error(report, "vswap", "", contents.error());
    return;
  }
  if (version) {
    const VersionFacts& facts = version_facts(*version);
    const auto listed = contents->sounds.size();
    // seed 001 "Raw pcm": the engine indexes the table with its own hard-coded sound numbers.
    if (listed < static_cast<std::size_t>(facts.pcm_sounds)) {
      report.findings.add("W-VSWAP-SOUND-COUNT", 0,
                          "the pcm table lists " + std::to_string(listed) + " sounds, " +
                              std::string(facts.tag) + " references " +
                              std::to_string(facts.pcm_sounds));
    }
  }
}

void add_map_lumps(const MapSet& maps, GoldenManifest& manifest) {
  for (std::size_t i = 0; i < maps.slots.size(); ++i) {
    const auto* map = std::get_if<GameMap>(&maps.slots[i]);
    if (map == nullptr) continue;
    const std::string prefix = "map/" + std::to_string(i);
    const std::string name = map_name(*map);
    manifest.add(prefix + "/name",
                 ByteSpan(reinterpret_cast<const std::uint8_t*>(name.data()), name.size()));
    for (int plane = 0; plane < kPlanesPerMap; ++plane) {
      manifest.add(prefix + "/plane/" + std::to_string(plane), plane_bytes_le(*map, plane));
    }
  }
}

Status add_graphics_lumps(const Graphics& graphics, GoldenManifest& manifest) {
  std::optional<PictureTable> table;
  std::size_t picture = 0;
  for (std::size_t n = 0; n < graphics.chunks.size(); ++n) {
    if (const auto bytes = manifest_chunk_bytes(graphics, n)) {
      manifest.add("vgagraph/chunk/" + std::to_string(n), *bytes);
    }
    const GraphicsChunk& chunk = graphics.chunks[n];
    Findings ignored;  // check_wolf_set reports them
    if (chunk.kind == GraphicsChunkKind::kPictureTable) {
      auto decoded = decode_picture_table(chunk.expanded, ignored);
      if (!decoded.ok()) return in_lump(decoded.error(), "vgagraph chunk " + std::to_string(n));
      table = std::move(*decoded);
    } else if (chunk.kind == GraphicsChunkKind::kPicture) {
      const std::size_t k = picture++;
      if (!table || k >= table->sizes.size()) continue;
      auto decoded = decode_picture(chunk.expanded, table->sizes[k], ignored);
      if (!decoded.ok()) return in_lump(decoded.error(), "picture " + std::to_string(k));
      manifest.add("vgagraph/pic/" + std::to_string(k), decoded->pixels);
    }
  }
  return {};
}

Status add_vswap_lumps(const Vswap& vswap, GoldenManifest& manifest) {
  for (std::size_t n = 0; n < vswap.chunk_count(); ++n) {
    if (!vswap.sparse(n)) manifest.add("vswap/chunk/" + std::to_string(n), vswap.chunks[n]);
  }
  Findings ignored;  // check_wolf_set reports them
  for (std::size_t n = vswap.sprite_start; n < vswap.sound_start && n < vswap.chunk_count(); ++n) {
    if (vswap.sparse(n)) continue;
    const std::string name = "vswap/sprite/" + std::to_string(n - vswap.sprite_start);
    const auto image = decode_sprite(vswap.chunks[n], ignored);
    if (!image.ok()) return in_lump(image.error(), name);
    manifest.add(name, sprite_golden(*image));
  }
  const auto sounds = decode_sounds(vswap, ignored);
  if (!sounds.ok()) return in_lump(sounds.error(), "vswap sounds");
  for (std::size_t k = 0; k < sounds->size(); ++k) {
    if (!(*sounds)[k].sparse()) {
      manifest.add("vswap/sound/" + std::to_string(k), (*sounds)[k].samples);
    }
  }
  return {};
}

Status add_audio_lumps(const Audio& audio, GoldenManifest& manifest) {
  const auto lumps = encode_audiot_lumps(audio);
  if (!lumps.ok()) return lumps.error();
  for (std::size_t n = 0; n < lumps->size(); ++n) {
    if (!(*lumps)[n].empty()) manifest.add("audiot/chunk/" + std::to_string(n), (*lumps)[n]);
  }
  for (std::size_t m = 0; m < audio.music.size(); ++m) {
    if (audio.music[m]) {
      manifest.add("audiot/music/" + std::to_string(m) + "/imf",
                   imf_command_bytes(*audio.music[m]));
    }
  }
  return {};
}

}  // namespace

const Bytes* WolfSetFiles::file(std::string_view stem) const {
  const auto found = files.find(std::string(stem));
  return found == files.end() ? nullptr : &found->second;
}

WolfSet decode_wolf_set(const WolfSetFiles& files, WolfSetReport& report, const Limits& limits) {
  WolfSet set;
  set.extension = files.extension;
  for (const std::string_view stem : kWolfSetStems) {
    if (files.file(stem) == nullptr) report.missing_files.emplace_back(stem);
  }
  set.version = detect_version(evidence_of(files));

  if (has_all(files, {"maphead", "gamemaps"})) {
    auto maps = decode_map_set({span_of(files, "maphead"), span_of(files, "gamemaps")},
                               report.findings, limits);
    if (maps.ok())
      set.maps = std::move(*maps);
    else
      add_error(report, "maps", "", maps.error());
  }
  if (has_all(files, {"vgahead", "vgadict", "vgagraph"})) {
    std::optional<int> demos;
    if (set.version.version) demos = version_facts(*set.version.version).demos;
    auto graphics = decode_graphics(
        {span_of(files, "vgahead"), span_of(files, "vgadict"), span_of(files, "vgagraph")}, demos,
        report.findings, limits);
    if (graphics.ok())
      set.graphics = std::move(*graphics);
    else
      add_error(report, "graphics", "", graphics.error());
  }
  if (has_all(files, {"vswap"})) {
    auto vswap = decode_vswap(span_of(files, "vswap"), report.findings);
    if (vswap.ok())
      set.vswap = std::move(*vswap);
    else
      add_error(report, "vswap", "vswap", vswap.error());
  }
  if (has_all(files, {"audiohed", "audiot"})) {
    const auto counts = audio_counts(set, span_of(files, "audiohed").size() / 4);
    if (!counts) {
      add_error(report, "audio", "audiohed",
                malformed("E-SET-AUDIO-COUNTS", 0,
                          "unknown version and an AUDIOHED offset count of no known version"));
    } else {
      auto audio = decode_audio({span_of(files, "audiohed"), span_of(files, "audiot")}, *counts,
                                report.findings);
      if (audio.ok())
        set.audio = std::move(*audio);
      else
        add_error(report, "audio", "", audio.error());
    }
  }
  return set;
}

std::optional<Error> family_error(const WolfSetReport& report,
                                  std::initializer_list<std::string_view> families) {
  for (const std::string_view family : families) {
    for (const FamilyError& error : report.errors) {
      if (error.family == family) return error.error;
    }
  }
  return std::nullopt;
}

std::string set_name(const WolfSet& set) {
  if (set.version.version) return std::string(version_facts(*set.version.version).tag);
  return set.extension;
}

Result<WolfSetFiles> encode_wolf_set(const WolfSet& set) {
  WolfSetFiles files;
  files.extension = set.extension;
  if (set.maps) {
    WS_ASSIGN_OR_RETURN(EncodedMapFiles maps, encode_map_set(*set.maps));
    files.files["maphead"] = std::move(maps.maphead);
    files.files["gamemaps"] = std::move(maps.gamemaps);
  }
  if (set.graphics) {
    WS_ASSIGN_OR_RETURN(EncodedGraphicsFiles graphics, encode_graphics(*set.graphics));
    files.files["vgahead"] = std::move(graphics.vgahead);
    files.files["vgadict"] = std::move(graphics.vgadict);
    files.files["vgagraph"] = std::move(graphics.vgagraph);
  }
  if (set.vswap) {
    WS_ASSIGN_OR_RETURN(files.files["vswap"], encode_vswap(*set.vswap));
  }
  if (set.audio) {
    WS_ASSIGN_OR_RETURN(EncodedAudioFiles audio, encode_audio(*set.audio));
    files.files["audiohed"] = std::move(audio.audiohed);
    files.files["audiot"] = std::move(audio.audiot);
  }
  if (files.files.empty()) return malformed("E-SET-EMPTY", 0, "the set has no file family");
  return files;
}

void check_wolf_set(const WolfSet& set, WolfSetReport& report) {
  const bool spear = set.version.version && version_facts(*set.version.version).spear;
  if (set.maps) check_maps(*set.maps, spear, report);
  if (set.vswap) check_vswap(*set.vswap, set.version.version, report);
}

void check_wolf_set_startable(const WolfSet& set, WolfSetReport& report) {
  for (const std::string& stem : report.missing_files) {
    add_error(report, "set", stem,
              unplaced("E-SET-MISSING-FILE", "the engine needs " + stem + " too"));
  }
  if (!set.maps) return;
  const auto& slots = set.maps->slots;
  const bool any_map = std::any_of(slots.begin(), slots.end(), [](const auto& slot) {
    return std::holds_alternative<GameMap>(slot);
  });
  if (!any_map) {
    add_error(report, "maps", "maphead",
              unplaced("E-SET-NO-MAP", "none of the " + std::to_string(slots.size()) +
                                           " MAPHEAD slots holds a map: the engine has no level "
                                           "to start"));
  }
}

Result<GoldenManifest> golden_manifest(const WolfSet& set, const std::string& set_name) {
  GoldenManifest manifest;
  manifest.set = set_name;
  if (set.maps) add_map_lumps(*set.maps, manifest);
  if (set.graphics) WS_RETURN_IF_ERROR(add_graphics_lumps(*set.graphics, manifest));
  if (set.vswap) WS_RETURN_IF_ERROR(add_vswap_lumps(*set.vswap, manifest));
  if (set.audio) WS_RETURN_IF_ERROR(add_audio_lumps(*set.audio, manifest));
  return manifest;
}

}  // namespace wolfsuite
