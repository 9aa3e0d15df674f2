#include "decoders/formats/quake_formats.h"

#include <cstring>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/formats/one_file_format.h"
#include "decoders/quake/bsp.h"
#include "decoders/quake/bsp_entities.h"
#include "decoders/quake/bsp_miptex.h"
#include "decoders/quake/bsp_query.h"
#include "decoders/quake/bsp_validate.h"
#include "decoders/quake/pak.h"
#include "decoders/quake/synthetic_bsp.h"

namespace wolfsuite {
namespace {

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

FileInspection inspect_bsp(ByteSpan file) {
  FileInspection report;
  Result<Bsp> bsp = decode_bsp(file, report.findings);
  if (!bsp.ok()) {
    report.error = bsp.error();
    return report;
  }
  if (const Status valid = validate_bsp(*bsp, report.findings); !valid.ok()) {
    report.error = valid.error();
  }
  report.version = kBspVersion;
  for (const auto& [name, count] : bsp_counts(*bsp)) report.counts[std::string(name)] = count;
  return report;
}

Result<Bytes> reencode_bsp(ByteSpan file) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Bsp bsp, decode_bsp(file, findings));
  return encode_bsp(bsp);
}

// Quake's palette is in the game's gfx/palette.lmp, which no free data set here has: textures
// come out through the grey ramp neutral_palette() (bsp_miptex.h), index i as (i, i, i).
Rgb8Palette grey_png_palette() {
  Rgb8Palette palette{};
  const QuakePalette neutral = neutral_palette();
  for (std::size_t i = 0; i < neutral.size(); ++i) {
    palette[3 * i] = neutral[i].r;
    palette[3 * i + 1] = neutral[i].g;
    palette[3 * i + 2] = neutral[i].b;
  }
  return palette;
}

Json entities_json(const std::vector<Entity>& entities) {
  Json list = Json::array();
  for (const Entity& entity : entities) {
    Json fields = Json::array();
    for (const EntityField& field : entity.fields) fields.push_back({field.key, field.value});
    list.push_back(fields);
  }
  return list;
}

// Every mip level of every texture as a PNG, and the entities as JSON ([[key, value], ...] per
// entity, in file order: a key may repeat).
Result<std::vector<NamedFile>> extract_bsp(ByteSpan file, const Renderers&,
                                           const ExtractSink& sink) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Bsp bsp, decode_bsp(file, findings));
  std::vector<NamedFile> files;
  const Rgb8Palette palette = grey_png_palette();
  for (const IndexedImage& image : miptex_images(bsp.miptex)) {
    const PalettedImage pixels{static_cast<int>(image.width), static_cast<int>(image.height),
                               image.indexes};
    WS_ASSIGN_OR_RETURN(Bytes png, sink.png(pixels, palette));
    files.push_back(NamedFile{"miptex/" + image.name + ".png", std::move(png)});
  }
  WS_ASSIGN_OR_RETURN(const std::vector<Entity> entities, parse_entities(bsp.entities));
  files.push_back(NamedFile{"entities.json", text_bytes(entities_json(entities).dump(2) + "\n")});
  return files;
}

// Each face's polygon from its edge list: a uint32 vertex count, then x, y, z float32 LE per
// vertex (the vertices' bit patterns, so the lump's own floats are compared).
Result<Bytes> face_polygons(const Bsp& bsp) {
  ByteWriter out;
  for (std::size_t face = 0; face < bsp.faces.size(); ++face) {
    WS_ASSIGN_OR_RETURN(const std::vector<Vec3> polygon, face_polygon(bsp, face));
    out.u32(static_cast<std::uint32_t>(polygon.size()));
    for (const Vec3& vertex : polygon) {
      for (const float coordinate : {vertex.x, vertex.y, vertex.z}) {
        std::uint32_t bits = 0;
        std::memcpy(&bits, &coordinate, sizeof bits);
        out.u32(bits);
      }
    }
  }
  return out.take();
}

// golden/README.md "quake-bsp": every lump as stored (decode_bsp has checked that the header's
// ranges lie in the file), every mip level's pixels, every face's
// polygon and every leaf's decompressed visibility row.
Result<std::vector<GoldenLump>> bsp_lumps(ByteSpan file, const Renderers&) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Bsp bsp, decode_bsp(file, findings));
  std::vector<GoldenLump> lumps;
  ByteReader header(file, "E-QUAKE-BSP-TRUNCATED");
  WS_RETURN_IF_ERROR(header.skip(4));
  for (std::size_t lump = 0; lump < kBspLumpCount; ++lump) {
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, header.u32());
    WS_ASSIGN_OR_RETURN(const std::uint32_t length, header.u32());
    ByteReader body(file, "E-QUAKE-BSP-TRUNCATED");
    WS_RETURN_IF_ERROR(body.seek(offset));
    WS_ASSIGN_OR_RETURN(const ByteSpan bytes, body.bytes(length));
    lumps.emplace_back("lump/" + std::string(bsp_lump_name(static_cast<BspLump>(lump))),
                       Bytes(bytes.begin(), bytes.end()));
  }
  for (const IndexedImage& image : miptex_images(bsp.miptex)) {
    lumps.emplace_back("miptex/" + image.name, image.indexes);
  }
  WS_ASSIGN_OR_RETURN(Bytes polygons, face_polygons(bsp));
  lumps.emplace_back("faces/polygons", std::move(polygons));
  if (!bsp.visibility.empty()) {
    Bytes rows;
    for (std::size_t leaf = 1; leaf < bsp.leaves.size(); ++leaf) {
      WS_ASSIGN_OR_RETURN(const Bytes row, leaf_pvs(bsp, leaf, findings));
      rows.insert(rows.end(), row.begin(), row.end());
    }
    lumps.emplace_back("leaves/pvs", std::move(rows));
  }
  return lumps;
}

FileInspection inspect_pak(ByteSpan file) {
  FileInspection report;
  Result<Pak> pak = decode_pak(file, report.findings);
  if (!pak.ok()) {
    report.error = pak.error();
    return report;
  }
  report.counts = {{"entries", pak->entries.size()}};
  return report;
}

Result<Bytes> reencode_pak(ByteSpan file) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Pak pak, decode_pak(file, findings));
  return encode_pak(pak);
}

// An entry's name as a relative path that stays inside the output folder: the entry's index
// first, "/" kept between components, and every component that could climb out or is empty
// ("..", ".", "") written as "_".
std::string entry_path(std::size_t index, const std::string& name) {
  std::string path = std::to_string(index);
  std::size_t start = 0;
  char separator = '_';
  while (start <= name.size()) {
    std::size_t end = name.find('/', start);
    if (end == std::string::npos) end = name.size();
    std::string component = name.substr(start, end - start);
    if (component.empty() || component == "." || component == "..") component = "_";
    for (char& c : component) {
      if (c == '\\' || static_cast<unsigned char>(c) < 0x20) c = '_';
    }
    path += separator + component;
    separator = '/';
    start = end + 1;
  }
  return path;
}

Result<std::vector<NamedFile>> extract_pak(ByteSpan file, const Renderers&, const ExtractSink&) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Pak pak, decode_pak(file, findings));
  std::vector<NamedFile> files;
  for (std::size_t i = 0; i < pak.entries.size(); ++i) {
    files.push_back(
        NamedFile{"entries/" + entry_path(i, pak_entry_name(pak.entries[i])), pak.entries[i].data});
  }
  return files;
}

// golden/README.md "quake-pak": every entry's bytes, by index and name.
Result<std::vector<GoldenLump>> pak_lumps(ByteSpan file, const Renderers&) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Pak pak, decode_pak(file, findings));
  std::vector<GoldenLump> lumps;
  for (std::size_t i = 0; i < pak.entries.size(); ++i) {
    lumps.emplace_back("entry/" + std::to_string(i) + "/" + pak_entry_name(pak.entries[i]),
                       pak.entries[i].data);
  }
  return lumps;
}

// The box map of decoders/quake/synthetic_bsp.h with its visibility.
Result<Bytes> synthetic_box() { return encode_bsp(synthetic_box_bsp(true)); }

// A PAK holding the box map beside a config text, the way a mod ships its maps.
Result<Bytes> synthetic_pak() {
  WS_ASSIGN_OR_RETURN(Bytes box, synthetic_box());
  Pak pak;
  WS_ASSIGN_OR_RETURN(PakEntry map_entry, make_pak_entry("maps/box.bsp", box));
  WS_ASSIGN_OR_RETURN(PakEntry config_entry,
                      make_pak_entry("default.cfg", text_bytes("map box\n")));
  pak.entries = {std::move(map_entry), std::move(config_entry)};
  return encode_pak(pak);
}

Result<std::vector<NamedFile>> synthetic_bsp_files() {
  WS_ASSIGN_OR_RETURN(Bytes box, synthetic_box());
  return std::vector<NamedFile>{{"box.bsp", std::move(box)}};
}

Result<std::vector<NamedFile>> synthetic_pak_files() {
  WS_ASSIGN_OR_RETURN(Bytes pak, synthetic_pak());
  return std::vector<NamedFile>{{"box.pak", std::move(pak)}};
}

}  // namespace

const Format& quake_bsp_format() {
  static const OneFileFormat format({"quake-bsp", probe_bsp, decode_as_any<Bsp, decode_bsp>,
                                     inspect_bsp, reencode_bsp, bsp_lumps, extract_bsp,
                                     synthetic_bsp_files});
  return format;
}

const Format& quake_pak_format() {
  static const OneFileFormat format({"quake-pak", probe_pak, decode_as_any<Pak, decode_pak>,
                                     inspect_pak, reencode_pak, pak_lumps, extract_pak,
                                     synthetic_pak_files});
  return format;
}

}  // namespace wolfsuite
