// The codec vectors: every stored map plane through Carmack and RLEW, every VGAGRAPH chunk
// through Huffman, each also asked for whole from the set's files (map-plane, graphics-chunk).
#include <variant>

#include "decoders/core/byte_reader.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "gate/export_parts.h"

namespace wolfsuite::gate::exporter {
namespace {

constexpr std::size_t kWordFrameBytes = 2;     // the u16 LE size before a Carmack or RLEW stream
constexpr std::size_t kHuffmanFrameBytes = 4;  // the u32 LE size before a VGAGRAPH chunk

const OutputShape kBytesShipped{OutputFormat::kBytes, ".bin", 0, 0, {}};

// A framed stream's data after its size word, as a per-vector input file.
std::string store_unframed(VectorTree& tree, const std::string& path, ByteSpan framed,
                           std::size_t frame_bytes) {
  const ByteSpan data = framed.subspan(frame_bytes);
  return tree.add_vector_file(path, Bytes(data.begin(), data.end()));
}

void export_plane(const SetExport& set, VectorTree& tree, std::uint16_t rlew_tag, std::size_t map,
                  int plane, ByteSpan stored) {
  const std::string name = numbered("map", map, 2) + "-plane" + std::to_string(plane);
  const std::string carmack_id = set.id("carmack-expand", name);
  const std::string carmack_data =
      store_unframed(tree, carmack_id + ".carmack", stored, kWordFrameBytes);
  const CapabilityResult carmack =
      tree.add_vector(carmack_id, "carmack-expand", {{"data", carmack_data}},
                      {{"expanded_bytes", std::int64_t{load_u16le(stored, 0)}}}, kBytesShipped);
  if (carmack.status == ResponseStatus::kOk && carmack.output.size() >= kWordFrameBytes) {
    const std::string rlew_id = set.id("rlew-expand", name);
    const std::string rlew_data =
        store_unframed(tree, rlew_id + ".rlew", carmack.output, kWordFrameBytes);
    tree.add_vector(rlew_id, "rlew-expand", {{"data", rlew_data}},
                    {{"tag", std::int64_t{rlew_tag}},
                     {"expanded_bytes", std::int64_t{load_u16le(carmack.output, 0)}}},
                    kBytesShipped);
  }
  tree.add_vector(set.id("map-plane", name), "map-plane",
                  {set.input("maphead", "maphead"), set.input("gamemaps", "gamemaps")},
                  {{"map", static_cast<std::int64_t>(map)}, {"plane", std::int64_t{plane}}},
                  kBytesShipped);
}

}  // namespace

void export_map_planes(const SetExport& set, VectorTree& tree) {
  if (!set.set.maps || !set.has("maphead") || !set.has("gamemaps")) return;
  Findings findings;
  const Result<Maphead> maphead = decode_maphead(set.bytes("maphead"), findings);
  if (!maphead) return;
  const ByteSpan gamemaps = set.bytes("gamemaps");
  for (std::size_t map = 0; map < set.set.maps->slots.size(); ++map) {
    if (!std::holds_alternative<GameMap>(set.set.maps->slots[map])) continue;
    const Result<MapHeader> header = decode_map_header(gamemaps, maphead->offsets[map]);
    if (!header) continue;
    for (int plane = 0; plane < kPlanesPerMap; ++plane) {
      const Result<ByteSpan> stored = map_plane_stored(gamemaps, *header, plane);
      if (stored && stored->size() >= kWordFrameBytes) {
        export_plane(set, tree, maphead->rlew_tag, map, plane, *stored);
      }
    }
  }
}

void export_graphics_chunks(const SetExport& set, VectorTree& tree) {
  if (!set.set.graphics || !set.has("vgahead") || !set.has("vgadict") || !set.has("vgagraph")) {
    return;
  }
  Findings findings;
  const Result<Vgahead> vgahead = decode_vgahead(set.bytes("vgahead"), findings);
  if (!vgahead) return;
  const std::optional<std::size_t> tile8 = tile8_chunk_index(*set.set.graphics);
  for (std::size_t chunk = 0; chunk < vgahead->chunk_count(); ++chunk) {
    const Result<ByteSpan> stored = vgagraph_chunk_stored(set.bytes("vgagraph"), *vgahead, chunk);
    if (chunk == tile8 || !stored || stored->size() < kHuffmanFrameBytes) continue;
    const std::string name = numbered("chunk", chunk, 3);
    const std::string huffman_id = set.id("huffman-expand", name);
    const std::string data =
        store_unframed(tree, huffman_id + ".huff", *stored, kHuffmanFrameBytes);
    tree.add_vector(huffman_id, "huffman-expand", {{"data", data}, set.input("dict", "vgadict")},
                    {{"expanded_bytes", std::int64_t{load_u32le(*stored, 0)}}}, kBytesShipped);
    tree.add_vector(set.id("graphics-chunk", name), "graphics-chunk",
                    {set.input("vgahead", "vgahead"), set.input("vgadict", "vgadict"),
                     set.input("vgagraph", "vgagraph")},
                    {{"chunk", static_cast<std::int64_t>(chunk)}}, kBytesShipped);
  }
}

}  // namespace wolfsuite::gate::exporter
