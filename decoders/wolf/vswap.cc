#include "decoders/wolf/vswap.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr auto kSide = static_cast<std::size_t>(kWallSide);

struct ChunkTable {
  std::vector<std::uint32_t> offsets;
  std::vector<std::uint16_t> sizes;
};

std::size_t header_bytes(std::size_t chunks) {
  return kVswapHeaderBytes + kVswapChunkEntryBytes * chunks;
}
std::size_t align_up(std::size_t at) {
  return (at + kVswapAlignment - 1) / kVswapAlignment * kVswapAlignment;
}
std::size_t entry_at(std::size_t index) { return kVswapHeaderBytes + 4 * index; }

Status check_sections(std::size_t count, std::size_t sprite_start, std::size_t sound_start,
                      std::string_view id) {
  if (sprite_start > sound_start || sound_start > count) {
    return malformed(id, 2,
                     "sprite start " + std::to_string(sprite_start) + ", sound start " +
                         std::to_string(sound_start) + " and " + std::to_string(count) +
                         " chunks are out of order");
  }
  return {};
}

// `count` is at most kMaxVswapChunks here, so the tables are small; the reader checks that they
// are present before anything is stored.
Result<ChunkTable> read_chunk_table(ByteReader& reader, std::size_t count) {
  WS_ASSIGN_OR_RETURN(ByteSpan entries, reader.bytes(4 * count + 2 * count));
  ChunkTable table;
  table.offsets.resize(count);
  table.sizes.resize(count);
  for (std::size_t i = 0; i < count; ++i) {
    table.offsets[i] = load_u32le(entries, 4 * i);
    table.sizes[i] = load_u16le(entries, 4 * count + 2 * i);
  }
  return table;
}

Status check_ranges(const ChunkTable& table, std::size_t file_size) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < table.sizes.size(); ++i) {
    if (table.sizes[i] == 0) continue;
    if (table.offsets[i] > file_size || table.sizes[i] > file_size - table.offsets[i]) {
      return malformed("E-VSWAP-CHUNK-RANGE", entry_at(i),
                       "chunk " + std::to_string(i) + " at " + std::to_string(table.offsets[i]) +
                           " with " + std::to_string(table.sizes[i]) + " bytes is outside the " +
                           std::to_string(file_size) + "-byte file");
    }
    total += table.sizes[i];
    if (total > kMaxVswapChunkBytes) {
      return over_limit(
          "E-VSWAP-CHUNK-TOTAL", entry_at(i),
          "chunks add up to more than " + std::to_string(kMaxVswapChunkBytes) + " bytes");
    }
  }
  return {};
}

Error encode_error(std::string message) {
  return malformed("E-VSWAP-ENCODE", 0, std::move(message));
}

Status check_encodable(const Vswap& vswap) {
  if (vswap.chunk_count() > kMaxVswapChunks) {
    return encode_error(std::to_string(vswap.chunk_count()) + " chunks, over " +
                        std::to_string(kMaxVswapChunks));
  }
  WS_RETURN_IF_ERROR(
      check_sections(vswap.chunk_count(), vswap.sprite_start, vswap.sound_start, "E-VSWAP-ENCODE"));
  std::size_t total = 0;
  for (std::size_t i = 0; i < vswap.chunk_count(); ++i) {
    if (vswap.chunks[i].size() > kMaxVswapChunkSize) {
      return encode_error("chunk " + std::to_string(i) + " is over 65535 bytes");
    }
    total += vswap.chunks[i].size();
  }
  if (total > kMaxVswapChunkBytes) {
    return encode_error("chunks add up to more than " + std::to_string(kMaxVswapChunkBytes));
  }
  return {};
}

Status check_layout(const Vswap& vswap, const VswapLayout& layout) {
  if (layout.offsets.size() != vswap.chunk_count()) {
    return encode_error("the layout has " + std::to_string(layout.offsets.size()) +
                        " offsets for " + std::to_string(vswap.chunk_count()) + " chunks");
  }
  if (layout.file_size > kMaxVswapFileBytes ||
      layout.file_size < header_bytes(vswap.chunk_count())) {
    return encode_error("a " + std::to_string(layout.file_size) +
                        "-byte file cannot hold the header within the size limit");
  }
  for (std::size_t i = 0; i < vswap.chunk_count(); ++i) {
    if (!vswap.sparse(i) && layout.offsets[i] + vswap.chunks[i].size() > layout.file_size) {
      return encode_error("chunk " + std::to_string(i) + " ends past the end of the file");
    }
  }
  return {};
}

Bytes header_of(const Vswap& vswap, const VswapLayout& layout) {
  ByteWriter writer;
  writer.u16(static_cast<std::uint16_t>(vswap.chunk_count()));
  writer.u16(vswap.sprite_start);
  writer.u16(vswap.sound_start);
  for (const std::uint32_t offset : layout.offsets) writer.u32(offset);
  for (const Bytes& chunk : vswap.chunks) writer.u16(static_cast<std::uint16_t>(chunk.size()));
  return writer.take();
}

bool holds(const Bytes& file, std::size_t at, ByteSpan part) {
  return std::equal(part.begin(), part.end(), file.begin() + static_cast<std::ptrdiff_t>(at));
}

void put(Bytes& file, std::size_t at, ByteSpan part) {
  std::copy(part.begin(), part.end(), file.begin() + static_cast<std::ptrdiff_t>(at));
}

// Writes the header and every chunk (all inside the file after check_layout); parts may overlap
// only where they agree, which a later read-back of each part proves.
Result<Bytes> lay_out(const Vswap& vswap, const VswapLayout& layout) {
  Bytes file(layout.file_size, 0);
  const Bytes header = header_of(vswap, layout);
  put(file, 0, header);
  for (std::size_t i = 0; i < vswap.chunk_count(); ++i) {
    put(file, layout.offsets[i], vswap.chunks[i]);
  }
  bool intact = holds(file, 0, header);
  for (std::size_t i = 0; i < vswap.chunk_count(); ++i) {
    intact = intact && holds(file, layout.offsets[i], vswap.chunks[i]);
  }
  if (!intact) return encode_error("overlapping chunks need different bytes");
  return file;
}

// An error from one chunk's decoder, with the chunk named.
template <typename T>
Result<T> in_chunk(Result<T> result, std::size_t index) {
  if (result.ok()) return result;
  Error error = result.error();
  error.message = "chunk " + std::to_string(index) + ": " + error.message;
  return error;
}

void add_in_chunk(const Findings& chunk_findings, std::size_t index, Findings& findings) {
  for (const Finding& finding : chunk_findings.items()) {
    findings.add(finding.id, finding.offset,
                 "chunk " + std::to_string(index) + ": " + finding.message);
  }
}

Result<std::optional<Wall>> wall_of(const Vswap& vswap, std::size_t index, Findings& findings) {
  if (vswap.sparse(index)) return std::optional<Wall>();
  WS_ASSIGN_OR_RETURN(Wall wall, in_chunk(decode_wall(vswap.chunks[index], findings), index));
  return std::optional<Wall>(wall);
}

Result<std::optional<SpriteLump>> sprite_of(const Vswap& vswap, std::size_t index,
                                            Findings& findings) {
  if (vswap.sparse(index)) return std::optional<SpriteLump>();
  Findings chunk_findings;
  WS_ASSIGN_OR_RETURN(SpriteLump sprite,
                      in_chunk(decode_sprite_lump(vswap.chunks[index], chunk_findings), index));
  add_in_chunk(chunk_findings, index, findings);
  return std::optional<SpriteLump>(std::move(sprite));
}

}  // namespace

VswapLayout vswap_id_layout(const std::vector<Bytes>& chunks) {
  VswapLayout layout;
  layout.offsets.reserve(chunks.size());
  std::size_t at = header_bytes(chunks.size());
  for (const Bytes& chunk : chunks) {
    if (chunk.empty()) {
      layout.offsets.push_back(0);
      continue;
    }
    at = align_up(at);
    layout.offsets.push_back(static_cast<std::uint32_t>(at));
    at += chunk.size();
  }
  layout.file_size = static_cast<std::uint32_t>(align_up(at));
  return layout;
}

VswapLayout vswap_packed_layout(const std::vector<Bytes>& chunks) {
  VswapLayout layout;
  layout.offsets.reserve(chunks.size());
  std::size_t at = header_bytes(chunks.size());
  for (const Bytes& chunk : chunks) {
    layout.offsets.push_back(chunk.empty() ? 0 : static_cast<std::uint32_t>(at));
    at += chunk.size();
  }
  layout.file_size = static_cast<std::uint32_t>(at);
  return layout;
}

Result<Vswap> decode_vswap(ByteSpan in, Findings& /*findings*/) {
  if (in.size() > kMaxVswapFileBytes) {
    return over_limit(
        "E-VSWAP-FILE-SIZE", 0,
        std::to_string(in.size()) + " bytes, over " + std::to_string(kMaxVswapFileBytes));
  }
  ByteReader reader(in, "E-VSWAP-TRUNCATED");
  WS_ASSIGN_OR_RETURN(const std::uint16_t count, reader.u16());
  Vswap vswap;
  WS_ASSIGN_OR_RETURN(vswap.sprite_start, reader.u16());
  WS_ASSIGN_OR_RETURN(vswap.sound_start, reader.u16());
  if (count > kMaxVswapChunks) {
    return over_limit("E-VSWAP-CHUNK-COUNT", 0,
                      std::to_string(count) + " chunks, over " + std::to_string(kMaxVswapChunks));
  }
  WS_RETURN_IF_ERROR(
      check_sections(count, vswap.sprite_start, vswap.sound_start, "E-VSWAP-SECTIONS"));
  WS_ASSIGN_OR_RETURN(const ChunkTable table, read_chunk_table(reader, count));
  WS_RETURN_IF_ERROR(check_ranges(table, in.size()));

  vswap.chunks.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    const ByteSpan chunk =
        table.sizes[i] == 0 ? ByteSpan{} : in.subspan(table.offsets[i], table.sizes[i]);
    vswap.chunks.emplace_back(chunk.begin(), chunk.end());
  }
  const VswapLayout id = vswap_id_layout(vswap.chunks);
  if (id.offsets != table.offsets || id.file_size != in.size()) {
    vswap.stored_layout = VswapLayout{table.offsets, static_cast<std::uint32_t>(in.size())};
  }
  return vswap;
}

Result<Bytes> encode_vswap(const Vswap& vswap) {
  WS_RETURN_IF_ERROR(check_encodable(vswap));
  const VswapLayout layout = vswap.stored_layout.value_or(vswap_id_layout(vswap.chunks));
  WS_RETURN_IF_ERROR(check_layout(vswap, layout));
  return lay_out(vswap, layout);
}

Result<Wall> decode_wall(ByteSpan chunk, Findings& /*findings*/) {
  if (chunk.size() != kWallBytes) {
    return malformed("E-VSWAP-WALL-SIZE", 0,
                     "wall chunk of " + std::to_string(chunk.size()) + " bytes, not 4096");
  }
  Wall wall;
  std::copy(chunk.begin(), chunk.end(), wall.columns.begin());
  return wall;
}

Bytes encode_wall(const Wall& wall) { return Bytes(wall.columns.begin(), wall.columns.end()); }

std::array<std::uint8_t, kWallBytes> wall_pixels_row_major(const Wall& wall) {
  std::array<std::uint8_t, kWallBytes> pixels{};
  for (std::size_t x = 0; x < kSide; ++x) {
    for (std::size_t y = 0; y < kSide; ++y) pixels[y * kSide + x] = wall.columns[x * kSide + y];
  }
  return pixels;
}

Wall wall_from_row_major(const std::array<std::uint8_t, kWallBytes>& pixels) {
  Wall wall;
  for (std::size_t x = 0; x < kSide; ++x) {
    for (std::size_t y = 0; y < kSide; ++y) wall.columns[x * kSide + y] = pixels[y * kSide + x];
  }
  return wall;
}

Result<VswapContents> decode_vswap_contents(const Vswap& vswap, Findings& findings) {
  VswapContents contents;
  for (std::size_t i = 0; i < vswap.sprite_start; ++i) {
    WS_ASSIGN_OR_RETURN(std::optional<Wall> wall, wall_of(vswap, i, findings));
    contents.walls.push_back(wall);
  }
  for (std::size_t i = vswap.sprite_start; i < vswap.sound_start; ++i) {
    WS_ASSIGN_OR_RETURN(std::optional<SpriteLump> sprite, sprite_of(vswap, i, findings));
    contents.sprites.push_back(std::move(sprite));
  }
  WS_ASSIGN_OR_RETURN(contents.sounds, decode_sounds(vswap, findings));
  return contents;
}

Result<Vswap> new_vswap(const VswapContents& contents) {
  Vswap vswap;
  for (const std::optional<Wall>& wall : contents.walls) {
    vswap.chunks.push_back(wall ? encode_wall(*wall) : Bytes{});
  }
  for (const std::optional<SpriteLump>& sprite : contents.sprites) {
    if (!sprite) {
      vswap.chunks.emplace_back();
      continue;
    }
    WS_ASSIGN_OR_RETURN(Bytes lump, encode_sprite_lump(*sprite));
    vswap.chunks.push_back(std::move(lump));
  }
  WS_ASSIGN_OR_RETURN(SoundChunks sounds, encode_sounds(contents.sounds));
  for (Bytes& chunk : sounds.chunks) vswap.chunks.push_back(std::move(chunk));
  vswap.chunks.push_back(std::move(sounds.pcm_table));
  if (vswap.chunk_count() > kMaxVswapChunks) {
    return encode_error(std::to_string(vswap.chunk_count()) + " chunks, over " +
                        std::to_string(kMaxVswapChunks));
  }
  // Both starts are below the chunk count, itself at most kMaxVswapChunks.
  vswap.sprite_start = static_cast<std::uint16_t>(contents.walls.size());
  vswap.sound_start = static_cast<std::uint16_t>(contents.walls.size() + contents.sprites.size());
  return vswap;
}

}  // namespace wolfsuite
