#include "decoders/wolf/graphics.h"

#include <algorithm>
#include <array>
#include <deque>
#include <string>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {

// --- VGAHEAD ---------------------------------------------------------------------------------

Result<Vgahead> decode_vgahead(ByteSpan vgahead, Findings& /*findings*/) {
  if (vgahead.size() % 3 != 0) {
    return malformed("E-VGAHEAD-SIZE", vgahead.size(),
                     "size " + std::to_string(vgahead.size()) + " is not a multiple of 3");
  }
  if (vgahead.size() / 3 > kMaxVgaheadOffsets) {
    return over_limit("E-VGAHEAD-COUNT", 0,
                      std::to_string(vgahead.size() / 3) + " offsets, more than " +
                          std::to_string(kMaxVgaheadOffsets));
  }
  ByteReader reader(vgahead, "E-VGAHEAD-SIZE");
  Vgahead out;
  out.offsets.reserve(vgahead.size() / 3);
  while (!reader.at_end()) {
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, reader.u24());
    out.offsets.push_back(offset);
  }
  return out;
}

Result<Bytes> encode_vgahead(const Vgahead& head) {
  ByteWriter out;
  out.reserve(head.offsets.size() * 3);
  for (std::size_t index = 0; index < head.offsets.size(); ++index) {
    if (head.offsets[index] > kVgaheadSparse) {
      return over_limit("E-VGAHEAD-OFFSET-LIMIT", index * 3,
                        "offset " + std::to_string(head.offsets[index]) + " does not fit 24 bits");
    }
    out.u24(head.offsets[index]);
  }
  return out.take();
}

Result<ByteSpan> vgagraph_chunk_stored(ByteSpan vgagraph, const Vgahead& head, std::size_t index) {
  if (index >= head.chunk_count()) {
    return internal_error(
        "E-VGAHEAD-RANGE", 0,
        "chunk " + std::to_string(index) + " of " + std::to_string(head.chunk_count()));
  }
  const std::uint32_t start = head.offsets[index];
  if (start == kVgaheadSparse) return ByteSpan{};
  std::size_t next = index + 1;
  while (next < head.offsets.size() && head.offsets[next] == kVgaheadSparse) ++next;
  const std::uint32_t end =
      next < head.offsets.size() ? head.offsets[next] : static_cast<std::uint32_t>(vgagraph.size());
  if (end < start) {
    return malformed("E-VGAHEAD-RANGE", index * 3,
                     "chunk " + std::to_string(index) + " ends before it starts");
  }
  ByteReader file(vgagraph, "E-VGAHEAD-RANGE");
  WS_ASSIGN_OR_RETURN(ByteReader chunk, file.sub(start, end - start));
  return chunk.rest();
}

// --- Decoding the set ------------------------------------------------------------------------

namespace {

constexpr std::size_t kSizePrefixBytes = 4;
constexpr std::size_t kFirstFontChunk = 1;
constexpr std::size_t kFirstPictureChunk = kFirstFontChunk + kFontCount;

// Where the chunks lie in VGAGRAPH, proven once before any chunk is read.
struct VgagraphLayout {
  std::size_t first_chunk = 0;  // the first offset that is not sparse (at the latest the end)
  std::size_t end = 0;          // the end offset
};

// Every offset that is not sparse is at or after the one before it and inside VGAGRAPH, and the
// end offset is not sparse: so every chunk's stored range is inside the file.
Result<VgagraphLayout> check_vgahead_layout(const Vgahead& head, std::size_t vgagraph_bytes) {
  if (head.offsets.empty()) {
    return malformed("E-VGAHEAD-SIZE", 0, "no offsets, not even the end offset");
  }
  if (head.offsets.back() == kVgaheadSparse) {
    return malformed("E-VGAHEAD-RANGE", (head.offsets.size() - 1) * 3,
                     "the end offset is sparse: the last chunk has no end");
  }
  std::optional<std::size_t> first;
  std::optional<std::size_t> previous;
  for (std::size_t index = 0; index < head.offsets.size(); ++index) {
    const std::uint32_t offset = head.offsets[index];
    if (offset == kVgaheadSparse) continue;
    if (offset > vgagraph_bytes) {
      return malformed("E-VGAHEAD-RANGE", index * 3,
                       "offset " + std::to_string(offset) + " of chunk " + std::to_string(index) +
                           " is past the end of the " + std::to_string(vgagraph_bytes) +
                           "-byte VGAGRAPH");
    }
    if (previous && offset < head.offsets[*previous]) {
      return malformed("E-VGAHEAD-RANGE", index * 3,
                       "offset " + std::to_string(offset) + " of chunk " + std::to_string(index) +
                           " runs back before chunk " + std::to_string(*previous) + " at " +
                           std::to_string(head.offsets[*previous]));
    }
    if (!first) first = index;
    previous = index;
  }
  return VgagraphLayout{head.offsets[*first], head.offsets.back()};
}

// A typed lump's error, reported at its chunk: the lump offset moves into the message.
Error at_chunk(Error error, std::size_t chunk, std::size_t chunk_offset) {
  error.message = "chunk " + std::to_string(chunk) + " (expanded byte " +
                  std::to_string(error.offset) + "): " + error.message;
  error.offset = chunk_offset;
  return error;
}

// A stream error of the stored chunk: its offset is inside the chunk, so it moves with it.
Error in_stored_chunk(Error error, std::size_t chunk, std::size_t chunk_offset) {
  error.message = "chunk " + std::to_string(chunk) + ": " + error.message;
  error.offset += chunk_offset;
  return error;
}

void add_lump_findings(const Findings& lump, std::size_t chunk, std::size_t chunk_offset,
                       Findings& findings) {
  for (const Finding& finding : lump.items()) {
    findings.add(finding.id, chunk_offset,
                 "chunk " + std::to_string(chunk) + " (expanded byte " +
                     std::to_string(finding.offset) + "): " + finding.message);
  }
}

// Findings about the stored bytes of a chunk (tile8): their offsets move with the chunk.
void add_stored_findings(const Findings& lump, std::size_t chunk, std::size_t chunk_offset,
                         Findings& findings) {
  for (const Finding& finding : lump.items()) {
    findings.add(finding.id, chunk_offset + finding.offset,
                 "chunk " + std::to_string(chunk) + ": " + finding.message);
  }
}

Bytes copy_of(ByteSpan bytes) { return Bytes(bytes.begin(), bytes.end()); }

// Reads the chunks of one set; the VGAHEAD layout is already proven (check_vgahead_layout).
class SetDecoder {
 public:
  SetDecoder(const GraphicsFiles& files, const Vgahead& head, const HuffmanDict& dict,
             Findings& findings, const Limits& limits)
      : vgagraph_(files.vgagraph),
        head_(head),
        dict_(dict),
        decoder_(dict),
        findings_(findings),
        limits_(limits) {}

  std::size_t chunk_count() const { return head_.chunk_count(); }
  bool sparse(std::size_t chunk) const { return head_.offsets[chunk] == kVgaheadSparse; }
  std::size_t chunk_offset(std::size_t chunk) const { return head_.offsets[chunk]; }

  // Expands a chunk with a size prefix; `trailing` is what follows the code bits.
  Result<GraphicsChunk> expand(std::size_t chunk, GraphicsChunkKind kind) const {
    WS_ASSIGN_OR_RETURN(const ByteSpan stored, vgagraph_chunk_stored(vgagraph_, head_, chunk));
    const std::size_t at = head_.offsets[chunk];
    Result<Bytes> expanded = huffman_expand_framed(stored, decoder_, limits_);
    if (!expanded.ok()) return in_stored_chunk(expanded.error(), chunk, at);
    Result<Bytes> code = huffman_compress(*expanded, dict_);
    if (!code.ok()) {
      return internal_error(code.error().id, at,
                            "chunk " + std::to_string(chunk) +
                                ": the expanded bytes have no code: " + code.error().message);
    }
    const std::size_t bits_end = kSizePrefixBytes + code->size();
    const ByteSpan after_prefix = stored.subspan(kSizePrefixBytes);
    const bool same_bits =
        bits_end <= stored.size() && std::equal(code->begin(), code->end(), after_prefix.begin());
    if (!same_bits) {
      findings_.add("W-VGAGRAPH-CODE-BITS", at,
                    "chunk " + std::to_string(chunk) + ": re-encoding its " +
                        std::to_string(expanded->size()) + " bytes gives other code bits " +
                        "(non-zero pad bits, or a dictionary with two codes for one byte)");
    }
    GraphicsChunk out{kind, std::move(*expanded), {}, {}};
    if (bits_end <= stored.size()) out.trailing = copy_of(stored.subspan(bits_end));
    return out;
  }

  Result<GraphicsChunk> tile8(std::size_t chunk) const {
    WS_ASSIGN_OR_RETURN(const ByteSpan stored, vgagraph_chunk_stored(vgagraph_, head_, chunk));
    Findings lump_findings;
    Result<Tile8Lump> lump = decode_tile8(stored, decoder_, lump_findings, limits_);
    if (!lump.ok()) return in_stored_chunk(lump.error(), chunk, chunk_offset(chunk));
    add_stored_findings(lump_findings, chunk, chunk_offset(chunk), findings_);
    return GraphicsChunk{
        GraphicsChunkKind::kTile8, std::move(lump->expanded), {}, std::move(lump->stored)};
  }

  GraphicsChunk sparse_chunk(std::size_t chunk) const {
    findings_.add("W-VGAGRAPH-SPARSE", chunk * 3,
                  "chunk " + std::to_string(chunk) + " (VGAHEAD byte " + std::to_string(chunk * 3) +
                      ") is sparse: the engine cannot load it");
    return GraphicsChunk{GraphicsChunkKind::kSparse, {}, {}, {}};
  }

  // Runs a typed decode_X over the chunk for its errors and findings.
  template <typename Decode>
  Status check_typed(const GraphicsChunk& chunk, std::size_t index, Decode decode) const {
    Findings lump_findings;
    const auto typed = decode(ByteSpan(chunk.expanded), lump_findings);
    if (!typed.ok()) return at_chunk(typed.error(), index, chunk_offset(index));
    add_lump_findings(lump_findings, index, chunk_offset(index), findings_);
    return {};
  }

 private:
  ByteSpan vgagraph_;
  const Vgahead& head_;
  const HuffmanDict& dict_;
  HuffmanDecoder decoder_;
  Findings& findings_;
  const Limits& limits_;
};

Status check_misc_chunk(const SetDecoder& set, const GraphicsChunk& chunk, std::size_t index) {
  switch (chunk.kind) {
    case GraphicsChunkKind::kScreen:
      return set.check_typed(chunk, index, decode_screen);
    case GraphicsChunkKind::kPalette:
      return set.check_typed(chunk, index, decode_palette);
    case GraphicsChunkKind::kDemo:
      return set.check_typed(chunk, index, decode_demo);
    default:
      return {};
  }
}

// Chunk 0, the picture table, and the chunk counts it must agree with.
Result<PictureTable> decode_set_picture_table(const SetDecoder& set,
                                              std::vector<GraphicsChunk>& chunks) {
  if (set.chunk_count() == 0 || set.sparse(0)) {
    return malformed("E-VGAGRAPH-PICTABLE-MISSING", 0,
                     set.chunk_count() == 0 ? "VGAHEAD names no chunk"
                                            : "chunk 0, the picture table, is sparse");
  }
  WS_ASSIGN_OR_RETURN(chunks[0], set.expand(0, GraphicsChunkKind::kPictureTable));
  Findings ignored;  // decode_picture_table has none
  Result<PictureTable> table = decode_picture_table(chunks[0].expanded, ignored);
  if (!table.ok()) return at_chunk(table.error(), 0, set.chunk_offset(0));
  if (set.chunk_count() < kFirstPictureChunk || set.sparse(1) || set.sparse(2)) {
    return malformed("E-VGAGRAPH-FONT-COUNT", 3,
                     "chunks 1 and 2 must both be fonts: " + std::to_string(set.chunk_count()) +
                         " chunks" +
                         (set.chunk_count() >= kFirstPictureChunk ? ", one of them sparse" : ""));
  }
  if (kFirstPictureChunk + table->sizes.size() > set.chunk_count()) {
    return malformed("E-VGAGRAPH-PICTURE-COUNT", 0,
                     "the picture table names " + std::to_string(table->sizes.size()) +
                         " pictures; VGAHEAD has " + std::to_string(set.chunk_count()) +
                         " chunks, so at most " +
                         std::to_string(set.chunk_count() - kFirstPictureChunk) + " fit");
  }
  return table;
}

// One chunk after chunk 0, its kind by position or (after tile8) by content.
Result<GraphicsChunk> decode_set_chunk(const SetDecoder& set, const PictureTable& table,
                                       std::size_t index) {
  const std::size_t tile8 = kFirstPictureChunk + table.sizes.size();
  if (set.sparse(index)) return set.sparse_chunk(index);
  if (index == tile8) return set.tile8(index);
  if (index < kFirstPictureChunk) {
    WS_ASSIGN_OR_RETURN(GraphicsChunk font, set.expand(index, GraphicsChunkKind::kFont));
    WS_RETURN_IF_ERROR(set.check_typed(font, index, decode_font));
    return font;
  }
  if (index < tile8) {
    WS_ASSIGN_OR_RETURN(GraphicsChunk picture, set.expand(index, GraphicsChunkKind::kPicture));
    const PictureSize size = table.sizes[index - kFirstPictureChunk];
    WS_RETURN_IF_ERROR(set.check_typed(picture, index, [size](ByteSpan in, Findings& findings) {
      return decode_picture(in, size, findings);
    }));
    return picture;
  }
  WS_ASSIGN_OR_RETURN(GraphicsChunk misc, set.expand(index, GraphicsChunkKind::kRaw));
  misc.kind = classify_misc_chunk(misc.expanded);
  WS_RETURN_IF_ERROR(check_misc_chunk(set, misc, index));
  return misc;
}

void check_demo_count(const Graphics& graphics, std::optional<int> demo_count_hint,
                      Findings& findings) {
  if (!demo_count_hint) return;
  const auto demos = std::count_if(
      graphics.chunks.begin(), graphics.chunks.end(),
      [](const GraphicsChunk& chunk) { return chunk.kind == GraphicsChunkKind::kDemo; });
  if (demos != *demo_count_hint) {
    findings.add("W-VGAGRAPH-DEMO-COUNT", 0,
                 std::to_string(demos) + " demo chunks where the version has " +
                     std::to_string(*demo_count_hint));
  }
}

}  // namespace

Result<Graphics> decode_graphics(const GraphicsFiles& files, std::optional<int> demo_count_hint,
                                 Findings& findings, const Limits& limits) {
  WS_ASSIGN_OR_RETURN(const Vgahead head, decode_vgahead(files.vgahead, findings));
  WS_ASSIGN_OR_RETURN(const VgagraphLayout layout,
                      check_vgahead_layout(head, files.vgagraph.size()));
  Graphics graphics;
  WS_ASSIGN_OR_RETURN(graphics.dict, decode_huffman_dict(files.vgadict));
  graphics.before_first_chunk = copy_of(files.vgagraph.first(layout.first_chunk));
  graphics.after_end = copy_of(files.vgagraph.subspan(layout.end));
  if (!graphics.before_first_chunk.empty() || !graphics.after_end.empty()) {
    findings.add("W-VGAGRAPH-UNREFERENCED", graphics.before_first_chunk.empty() ? layout.end : 0,
                 std::to_string(graphics.before_first_chunk.size()) +
                     " bytes before the first chunk and " +
                     std::to_string(graphics.after_end.size()) + " after the end offset");
  }
  const SetDecoder set(files, head, graphics.dict, findings, limits);
  graphics.chunks.resize(set.chunk_count());
  WS_ASSIGN_OR_RETURN(const PictureTable table, decode_set_picture_table(set, graphics.chunks));
  for (std::size_t index = 1; index < set.chunk_count(); ++index) {
    WS_ASSIGN_OR_RETURN(graphics.chunks[index], decode_set_chunk(set, table, index));
  }
  check_demo_count(graphics, demo_count_hint, findings);
  return graphics;
}

// --- Encoding the set ------------------------------------------------------------------------

namespace {

Result<Bytes> stored_chunk(const GraphicsChunk& chunk, std::size_t index, const HuffmanDict& dict) {
  if (chunk.kind == GraphicsChunkKind::kTile8) return chunk.stored;
  Result<Bytes> stored = huffman_compress_framed(chunk.expanded, dict);
  if (!stored.ok()) {
    Error error = stored.error();
    error.message = "chunk " + std::to_string(index) + ": " + error.message;
    return error;
  }
  stored->insert(stored->end(), chunk.trailing.begin(), chunk.trailing.end());
  return stored;
}

// A chunk offset must stay below the sparse marker, or it would read as sparse.
Status check_chunk_offset(std::size_t offset, std::size_t index) {
  if (offset < kVgaheadSparse) return {};
  return over_limit("E-VGAHEAD-OFFSET-LIMIT", index * 3,
                    "chunk " + std::to_string(index) + " would start at byte " +
                        std::to_string(offset) + ", past what 24-bit offsets can name");
}

}  // namespace

Result<EncodedGraphicsFiles> encode_graphics(const Graphics& graphics) {
  ByteWriter vgagraph;
  vgagraph.bytes(graphics.before_first_chunk);
  Vgahead head;
  head.offsets.reserve(graphics.chunks.size() + 1);
  for (std::size_t index = 0; index < graphics.chunks.size(); ++index) {
    const GraphicsChunk& chunk = graphics.chunks[index];
    if (chunk.kind == GraphicsChunkKind::kSparse) {
      head.offsets.push_back(kVgaheadSparse);
      continue;
    }
    WS_RETURN_IF_ERROR(check_chunk_offset(vgagraph.size(), index));
    head.offsets.push_back(static_cast<std::uint32_t>(vgagraph.size()));
    WS_ASSIGN_OR_RETURN(const Bytes stored, stored_chunk(chunk, index, graphics.dict));
    vgagraph.bytes(stored);
  }
  WS_RETURN_IF_ERROR(check_chunk_offset(vgagraph.size(), graphics.chunks.size()));
  head.offsets.push_back(static_cast<std::uint32_t>(vgagraph.size()));
  vgagraph.bytes(graphics.after_end);
  WS_ASSIGN_OR_RETURN(Bytes vgahead, encode_vgahead(head));
  return EncodedGraphicsFiles{std::move(vgahead), encode_huffman_dict(graphics.dict),
                              vgagraph.take()};
}

std::optional<ByteSpan> manifest_chunk_bytes(const Graphics& graphics, std::size_t chunk) {
  if (chunk >= graphics.chunks.size() ||
      graphics.chunks[chunk].kind == GraphicsChunkKind::kSparse) {
    return std::nullopt;
  }
  return ByteSpan(graphics.chunks[chunk].expanded);
}

std::optional<std::size_t> tile8_chunk_index(const Graphics& graphics) {
  const auto tile8 = std::find_if(
      graphics.chunks.begin(), graphics.chunks.end(),
      [](const GraphicsChunk& chunk) { return chunk.kind == GraphicsChunkKind::kTile8; });
  if (tile8 == graphics.chunks.end()) return std::nullopt;
  return static_cast<std::size_t>(tile8 - graphics.chunks.begin());
}

// --- Building a set --------------------------------------------------------------------------

Bytes igrab_trailing(std::uint64_t code_bits, bool ends_group) {
  Bytes trailing;
  if (code_bits % 8 == 0) trailing.push_back(0x00);
  if (ends_group) trailing.insert(trailing.end(), {'!', 'I', 'D', '!'});
  return trailing;
}

namespace {

// Bits of each byte value's code, breadth first from the head as huffman_compress picks codes
// (the shortest); 0 for a value with no leaf.
std::array<std::uint64_t, 256> code_lengths(const HuffmanDict& dict) {
  std::array<std::uint64_t, 256> lengths{};
  std::array<bool, 256> has_code{};
  std::array<bool, 256> queued{};
  std::deque<std::pair<std::uint16_t, std::uint64_t>> queue{{kHuffmanHeadNode, 0}};
  queued[kHuffmanHeadNode] = true;
  while (!queue.empty()) {
    const auto [node, depth] = queue.front();
    queue.pop_front();
    for (const std::uint16_t child : {dict.nodes[node].bit0, dict.nodes[node].bit1}) {
      if (child < 256) {
        if (!has_code[child]) lengths[child] = depth + 1;
        has_code[child] = true;
        continue;
      }
      const std::size_t next = child - 256u;
      if (next > kHuffmanHeadNode || queued[next]) continue;
      queued[next] = true;
      queue.emplace_back(static_cast<std::uint16_t>(next), depth + 1);
    }
  }
  return lengths;
}

std::uint64_t code_bits(ByteSpan plain, const std::array<std::uint64_t, 256>& lengths) {
  std::uint64_t bits = 0;
  for (const std::uint8_t byte : plain) bits += lengths[byte];
  return bits;
}

Result<Bytes> misc_lump_bytes(const MiscLump& lump) {
  if (const auto* screen = std::get_if<Screen>(&lump)) return encode_screen(*screen);
  if (const auto* palette = std::get_if<Palette>(&lump)) return encode_palette(*palette);
  if (const auto* demo = std::get_if<Demo>(&lump)) return encode_demo(*demo);
  return std::get<Bytes>(lump);
}

// The expanded lumps in chunk order, tile8 left empty (its place is index 3 + pictures).
Result<std::vector<GraphicsChunk>> expanded_lumps(const GraphicsLumps& lumps) {
  std::vector<GraphicsChunk> chunks;
  PictureTable table;
  for (const Picture& picture : lumps.pictures)
    table.sizes.push_back({picture.width, picture.height});
  WS_ASSIGN_OR_RETURN(Bytes table_bytes, encode_picture_table(table));
  chunks.push_back({GraphicsChunkKind::kPictureTable, std::move(table_bytes), {}, {}});
  for (const Font& font : lumps.fonts) {
    WS_ASSIGN_OR_RETURN(Bytes font_bytes, encode_font(font));
    chunks.push_back({GraphicsChunkKind::kFont, std::move(font_bytes), {}, {}});
  }
  for (const Picture& picture : lumps.pictures) {
    WS_ASSIGN_OR_RETURN(Bytes planar, encode_picture(picture));
    chunks.push_back({GraphicsChunkKind::kPicture, std::move(planar), {}, {}});
  }
  chunks.push_back({GraphicsChunkKind::kTile8, {}, {}, {}});
  for (const MiscLump& lump : lumps.misc) {
    WS_ASSIGN_OR_RETURN(Bytes bytes, misc_lump_bytes(lump));
    const GraphicsChunkKind kind = classify_misc_chunk(bytes);
    chunks.push_back({kind, std::move(bytes), {}, {}});
  }
  return chunks;
}

HuffmanDict dict_for(const std::vector<GraphicsChunk>& chunks, ByteSpan tiles) {
  std::array<std::uint64_t, 256> counts{};
  for (const GraphicsChunk& chunk : chunks) {
    for (const std::uint8_t byte : chunk.expanded) ++counts[byte];
  }
  for (const std::uint8_t byte : tiles) ++counts[byte];
  return huffman_build_dict(counts);
}

}  // namespace

Result<Graphics> new_graphics(const GraphicsLumps& lumps) {
  Graphics graphics;
  WS_ASSIGN_OR_RETURN(graphics.chunks, expanded_lumps(lumps));
  graphics.dict = dict_for(graphics.chunks, lumps.tiles);
  const std::array<std::uint64_t, 256> lengths = code_lengths(graphics.dict);
  const std::size_t tile8 = kFirstPictureChunk + lumps.pictures.size();
  for (std::size_t index = 0; index < graphics.chunks.size(); ++index) {
    GraphicsChunk& chunk = graphics.chunks[index];
    if (index == tile8) continue;
    const bool ends_group = index == 0 || index == kFirstPictureChunk - 1 ||
                            (index == tile8 - 1 && !lumps.pictures.empty());
    chunk.trailing = igrab_trailing(code_bits(chunk.expanded, lengths), ends_group);
  }
  WS_ASSIGN_OR_RETURN(Tile8Lump tiles, new_tile8(lumps.tiles, graphics.dict));
  graphics.chunks[tile8] = {
      GraphicsChunkKind::kTile8, std::move(tiles.expanded), {}, std::move(tiles.stored)};
  return graphics;
}

std::vector<std::size_t> demo_chunk_indices(const Graphics& graphics) {
  std::vector<std::size_t> demos;
  for (std::size_t chunk = 0; chunk < graphics.chunks.size(); ++chunk) {
    if (graphics.chunks[chunk].kind == GraphicsChunkKind::kDemo) demos.push_back(chunk);
  }
  return demos;
}

}  // namespace wolfsuite
