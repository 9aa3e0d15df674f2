#include "decoders/quake/bsp.h"

#include <algorithm>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/quake/bsp_entities.h"
#include "decoders/quake/bsp_lumps.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-QUAKE-BSP-TRUNCATED";
constexpr std::string_view kEncode = "E-QUAKE-BSP-ENCODE";
constexpr std::size_t kMaxInt32 = 0x7FFFFFFF;

// The order qbsp writes the lumps in (measured on the files it compiles).
constexpr std::array<BspLump, kBspLumpCount> kCanonicalOrder = {
    BspLump::kPlanes,     BspLump::kLeaves,   BspLump::kVertices,  BspLump::kNodes,
    BspLump::kTexinfo,    BspLump::kFaces,    BspLump::kClipnodes, BspLump::kMarksurfaces,
    BspLump::kSurfedges,  BspLump::kEdges,    BspLump::kModels,    BspLump::kLighting,
    BspLump::kVisibility, BspLump::kEntities, BspLump::kMiptex};

std::size_t entry_offset(std::size_t lump) { return 4 + 8 * lump; }

struct Placed {
  std::array<std::size_t, kBspLumpCount> offsets{};
  Bytes file;
};

Bytes header_bytes(const std::array<std::size_t, kBspLumpCount>& offsets,
                   const std::array<Bytes, kBspLumpCount>& lumps) {
  ByteWriter writer;
  writer.i32(kBspVersion);
  for (std::size_t i = 0; i < kBspLumpCount; ++i) {
    writer.u32(static_cast<std::uint32_t>(offsets[i]));
    writer.u32(static_cast<std::uint32_t>(lumps[i].size()));
  }
  return writer.take();
}

std::optional<Bytes> place_with_layout(const std::array<Bytes, kBspLumpCount>& lumps,
                                       const BspLayout& layout) {
  if (layout.file_size > kMaxInt32) return std::nullopt;
  Canvas canvas(layout.file_size);
  bool fits = canvas.place(0, header_bytes(layout.offsets, lumps));
  for (std::size_t i = 0; fits && i < kBspLumpCount; ++i) {
    fits = canvas.place(layout.offsets[i], lumps[i]);
  }
  for (const PlacedBytes& piece : layout.leftover) {
    fits = fits && canvas.place(piece.offset, piece.bytes);
  }
  if (!fits) return std::nullopt;
  return canvas.take();
}

Result<Placed> place_lumps(const Bsp& bsp) {
  std::array<Bytes, kBspLumpCount> lumps = write_bsp_lumps(bsp);
  WS_ASSIGN_OR_RETURN(lumps[static_cast<std::size_t>(BspLump::kMiptex)],
                      encode_miptex_lump(bsp.miptex));
  if (bsp.layout) {
    if (auto file = place_with_layout(lumps, *bsp.layout)) {
      return Placed{bsp.layout->offsets, std::move(*file)};
    }
  }
  Placed placed;
  std::size_t at = kBspHeaderBytes;
  for (const BspLump lump : kCanonicalOrder) {
    const std::size_t i = static_cast<std::size_t>(lump);
    placed.offsets[i] = at;
    at += lumps[i].size();
    if (at > kMaxInt32) {
      return malformed(
          kEncode, entry_offset(i),
          "the lumps add up to 2 GiB or more at lump " + std::string(bsp_lump_name(lump)));
    }
    if (lump != kCanonicalOrder.back()) at = (at + 3) & ~std::size_t{3};
  }
  ByteWriter writer;
  writer.reserve(at);
  writer.bytes(header_bytes(placed.offsets, lumps));
  for (const BspLump lump : kCanonicalOrder) {
    const std::size_t i = static_cast<std::size_t>(lump);
    writer.fill(placed.offsets[i] - writer.size(), 0);
    writer.bytes(lumps[i]);
  }
  placed.file = writer.take();
  return placed;
}

}  // namespace

std::string_view bsp_lump_name(BspLump lump) {
  static constexpr std::array<std::string_view, kBspLumpCount> kNames = {
      "entities", "planes",       "miptex", "vertices",  "visibility",
      "nodes",    "texinfo",      "faces",  "lighting",  "clipnodes",
      "leaves",   "marksurfaces", "edges",  "surfedges", "models"};
  return kNames[static_cast<std::size_t>(lump)];
}

std::size_t bsp_record_bytes(BspLump lump) {
  static constexpr std::array<std::size_t, kBspLumpCount> kRecordBytes = {
      1, 20, 1, 12, 1, 24, 40, 20, 1, 8, 28, 2, 4, 4, 64};
  return kRecordBytes[static_cast<std::size_t>(lump)];
}

Result<Bsp> decode_bsp(ByteSpan in, Findings& findings) {
  ByteReader reader(in, kTruncated);
  WS_ASSIGN_OR_RETURN(const std::int32_t version, reader.i32());
  if (version != kBspVersion) {
    return malformed("E-QUAKE-BSP-VERSION", 0,
                     "version " + std::to_string(version) + "; only 29 is Quake's BSP");
  }
  if (in.size() < kBspHeaderBytes) {
    return malformed(
        kTruncated, in.size(),
        "the file ends inside the 124-byte header (" + std::to_string(in.size()) + " bytes)");
  }
  BspLayout layout;
  layout.file_size = in.size();
  BspLumpBytes lump_bytes;
  std::vector<ByteRange> ranges = {{0, kBspHeaderBytes}};
  for (std::size_t i = 0; i < kBspLumpCount; ++i) {
    const BspLump lump = static_cast<BspLump>(i);
    WS_ASSIGN_OR_RETURN(const std::int32_t offset, reader.i32());
    WS_ASSIGN_OR_RETURN(const std::int32_t length, reader.i32());
    if (offset < 0 || length < 0 || static_cast<std::size_t>(offset) > in.size() ||
        static_cast<std::size_t>(length) > in.size() - static_cast<std::size_t>(offset)) {
      return malformed("E-QUAKE-BSP-LUMP-RANGE", entry_offset(i),
                       std::string(bsp_lump_name(lump)) + " lump at " + std::to_string(offset) +
                           ", " + std::to_string(length) + " bytes, is not inside the " +
                           std::to_string(in.size()) + "-byte file");
    }
    if (static_cast<std::size_t>(length) % bsp_record_bytes(lump) != 0) {
      return malformed("E-QUAKE-BSP-LUMP-SIZE", entry_offset(i) + 4,
                       std::string(bsp_lump_name(lump)) + " lump of " + std::to_string(length) +
                           " bytes is not a whole number of " +
                           std::to_string(bsp_record_bytes(lump)) + "-byte records");
    }
    layout.offsets[i] = static_cast<std::size_t>(offset);
    lump_bytes[i] = in.subspan(layout.offsets[i], static_cast<std::size_t>(length));
    ranges.push_back({layout.offsets[i], layout.offsets[i] + lump_bytes[i].size()});
  }
  if (const auto overlap = find_overlap(ranges)) {
    const std::string first =
        overlap->first == 0
            ? std::string("the header")
            : std::string(bsp_lump_name(static_cast<BspLump>(overlap->first - 1))) + " lump";
    findings.add("W-QUAKE-BSP-LUMP-OVERLAP", entry_offset(overlap->second - 1),
                 std::string(bsp_lump_name(static_cast<BspLump>(overlap->second - 1))) +
                     " lump shares bytes with " + first);
  }
  Bsp bsp;
  const std::size_t miptex = static_cast<std::size_t>(BspLump::kMiptex);
  WS_ASSIGN_OR_RETURN(bsp.miptex, decode_miptex_lump(lump_bytes[miptex], layout.offsets[miptex]));
  WS_RETURN_IF_ERROR(read_bsp_lumps(lump_bytes, layout.offsets, bsp));
  layout.leftover = uncovered_bytes(in, ranges);
  bsp.layout = std::move(layout);
  return bsp;
}

Result<Bytes> encode_bsp(const Bsp& bsp) {
  WS_ASSIGN_OR_RETURN(Placed placed, place_lumps(bsp));
  return std::move(placed.file);
}

std::array<std::size_t, kBspLumpCount> bsp_lump_offsets(const Bsp& bsp) {
  auto placed = place_lumps(bsp);
  if (!placed.ok()) return {};
  return placed->offsets;
}

ProbeVerdict probe_bsp(ByteSpan file) {
  if (file.size() < 4 || static_cast<std::int32_t>(load_u32le(file, 0)) != kBspVersion) {
    return ProbeVerdict::kNo;
  }
  if (file.size() < kBspHeaderBytes) return ProbeVerdict::kLikely;
  for (std::size_t i = 0; i < kBspLumpCount; ++i) {
    const std::uint32_t offset = load_u32le(file, entry_offset(i));
    const std::uint32_t length = load_u32le(file, entry_offset(i) + 4);
    if (offset > file.size() || length > file.size() - offset ||
        length % bsp_record_bytes(static_cast<BspLump>(i)) != 0) {
      return ProbeVerdict::kLikely;
    }
  }
  return ProbeVerdict::kCertain;
}

std::vector<std::pair<std::string_view, std::size_t>> bsp_counts(const Bsp& bsp) {
  const auto entities = parse_entities(bsp.entities);
  return {
      {bsp_lump_name(BspLump::kPlanes), bsp.planes.size()},
      {bsp_lump_name(BspLump::kVertices), bsp.vertices.size()},
      {bsp_lump_name(BspLump::kNodes), bsp.nodes.size()},
      {bsp_lump_name(BspLump::kTexinfo), bsp.texinfo.size()},
      {bsp_lump_name(BspLump::kFaces), bsp.faces.size()},
      {bsp_lump_name(BspLump::kClipnodes), bsp.clipnodes.size()},
      {bsp_lump_name(BspLump::kLeaves), bsp.leaves.size()},
      {bsp_lump_name(BspLump::kEdges), bsp.edges.size()},
      {bsp_lump_name(BspLump::kSurfedges), bsp.surfedges.size()},
      {bsp_lump_name(BspLump::kMarksurfaces), bsp.marksurfaces.size()},
      {bsp_lump_name(BspLump::kModels), bsp.models.size()},
      {bsp_lump_name(BspLump::kMiptex), bsp.miptex.textures.size()},
      {bsp_lump_name(BspLump::kEntities), entities.ok() ? entities->size() : 0},
      {bsp_lump_name(BspLump::kVisibility), bsp.visibility.size()},
      {bsp_lump_name(BspLump::kLighting), bsp.lighting.size()},
  };
}

}  // namespace wolfsuite
