// VGAHEAD + VGADICT + VGAGRAPH, structure-aware: the input is wolf_graphics_fuzzer's
// (fuzz_inputs.h "files" [VGAHEAD, VGADICT, VGAGRAPH]), so both targets share their seeds.
//
// Checks: wolf_graphics_fuzzer's round trip (the three files re-encoded byte for byte unless
// W-VGAGRAPH-CODE-BITS, decoded again to the same model), then every chunk decode_graphics typed
// goes through its own decoder and encoder (graphics_chunks.h): picture table, screen, palette,
// demo and picture back to the same expanded bytes, a font back to the same font, tile8 back to
// its stored lump and to the same expansion.
//
// Mutation (LLVMFuzzerCustomMutator): graphics_mutations.h, through model_mutator.h's driver.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "decoders/compress/huffman.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"
#include "fuzz/graphics_checks.h"
#include "fuzz/graphics_mutations.h"
#include "fuzz/model_mutator.h"

using namespace wolfsuite;

namespace {

constexpr std::size_t kFiles = 3;
constexpr std::size_t kFirstPictureChunk = 1 + kFontCount;

// A lump decode_graphics accepted as this kind decodes, and encodes back to its bytes.
template <typename Decode, typename Encode>
void check_exact(ByteSpan expanded, Decode decode, Encode encode, const std::string& what) {
  Findings findings;
  const auto typed = decode(expanded, findings);
  const auto& value = fuzz::require_ok(typed, "decode " + what);
  const Result<Bytes> bytes = encode(value);
  fuzz::require_same_bytes(expanded, fuzz::require_ok(bytes, "encode " + what),
                           "encode(decode(" + what + "))");
}

Result<Bytes> encode_palette_result(const Palette& palette) { return encode_palette(palette); }

void check_font(ByteSpan expanded) {
  Findings findings;
  const Result<Font> font = decode_font(expanded, findings);
  const Result<Bytes> bytes = encode_font(fuzz::require_ok(font, "decode_font"));
  const Result<Font> again = decode_font(fuzz::require_ok(bytes, "encode_font"), findings);
  fuzz::require(fuzz::require_ok(again, "decode_font(encode_font(font))") == *font,
                "decode_font(encode_font(font)) is another font");
}

void check_tile8(const GraphicsChunk& chunk, const HuffmanDecoder& decoder) {
  fuzz::require_same_bytes(chunk.stored, encode_tile8(Tile8Lump{chunk.stored, chunk.expanded}),
                           "encode_tile8");
  Findings findings;
  const Result<Tile8Lump> again = decode_tile8(chunk.stored, decoder, findings);
  fuzz::require_same_bytes(chunk.expanded, fuzz::require_ok(again, "decode_tile8").expanded,
                           "decode_tile8 of the stored lump");
}

void check_chunks(const Graphics& graphics) {
  const HuffmanDecoder decoder(graphics.dict);
  std::optional<PictureTable> table;
  for (std::size_t n = 0; n < graphics.chunks.size(); ++n) {
    const GraphicsChunk& chunk = graphics.chunks[n];
    const std::string what =
        std::string(graphics_chunk_kind_name(chunk.kind)) + " chunk " + std::to_string(n);
    switch (chunk.kind) {
      case GraphicsChunkKind::kPictureTable: {
        check_exact(chunk.expanded, decode_picture_table, encode_picture_table, what);
        Findings ignored;
        table = *decode_picture_table(chunk.expanded, ignored);
        break;
      }
      case GraphicsChunkKind::kFont:
        check_font(chunk.expanded);
        break;
      case GraphicsChunkKind::kPicture: {
        fuzz::require(table && n - kFirstPictureChunk < table->sizes.size(),
                      what + " has no picture table entry");
        const PictureSize size = table->sizes[n - kFirstPictureChunk];
        const auto decode = [size](ByteSpan in, Findings& findings) {
          return decode_picture(in, size, findings);
        };
        check_exact(chunk.expanded, decode, encode_picture, what);
        break;
      }
      case GraphicsChunkKind::kTile8:
        check_tile8(chunk, decoder);
        break;
      case GraphicsChunkKind::kScreen:
        check_exact(chunk.expanded, decode_screen, encode_screen, what);
        break;
      case GraphicsChunkKind::kPalette:
        check_exact(chunk.expanded, decode_palette, encode_palette_result, what);
        break;
      case GraphicsChunkKind::kDemo:
        check_exact(chunk.expanded, decode_demo, encode_demo, what);
        break;
      case GraphicsChunkKind::kText:
      case GraphicsChunkKind::kRaw:
      case GraphicsChunkKind::kSparse:
        break;
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::optional<Graphics> graphics = fuzz::check_graphics_input(ByteSpan(data, size));
  if (!graphics) return 0;
  check_chunks(*graphics);
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  return fuzz::mutate_structured(data, size, max_size, seed, kFiles, fuzz::mutate_graphics_files);
}
