// One VGAGRAPH chunk, already expanded, through the decoder of its kind (graphics_chunks.h).
// decode_graphics picks a chunk's kind by the very properties some of these decoders check (a
// palette is 768 bytes, a screen starts with 0xFD, ...), so only a target that names the kind
// itself reaches their errors. Input:
//
// the layout of fuzz/fuzz_inputs.h "wolf_graphics_chunk_fuzzer": byte 0 names the decoder
// (GraphicsChunkInputKind), the misc kind goes through classify_misc_chunk and then the decoder
// of the kind it gives (text and raw lumps stay bytes). corpus/wolf_corpus_verdicts.cc reads
// inputs with the same parser.
//
// A lump that decodes must encode, and the encoded bytes must decode to the same model. Every
// encoder gives back the very lump it was given, except encode_font, which keeps no byte outside
// the header and the glyphs: a font is compared byte for byte when it has the shipped layout
// (glyphs back to back after the header, nothing after them). Tile8 is also expanded by the
// literal Huffman walk, which must give the same bytes. A lump classify_misc_chunk recognises
// must decode as that kind.
//
// wolf_graphics_chunk_fuzzer.options: max_len (132 KiB) holds the largest seed, a picture table
// one entry over kMaxPictures (1 + 4 * 32769 bytes); the dictionary is wolf_graphics_fuzzer's
// (BSAVE header, demo sizes and deltas, DAC values).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "decoders/compress/huffman.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/graphics_chunks.h"
#include "fuzz/fuzz_checks.h"
#include "fuzz/fuzz_inputs.h"

using namespace wolfsuite;

namespace {

template <typename Model>
struct RoundTrip {
  Model model;
  Bytes encoded;
  Findings findings;
};

// Decodes `lump`; when it decodes, encodes the model and requires that the encoded bytes decode to
// the same model. nullopt when `lump` is rejected.
template <typename Decode, typename Encode>
auto round_trip(ByteSpan lump, std::string_view decoder, Decode decode, Encode encode) {
  using Model = std::remove_cvref_t<decltype(*decode(lump, std::declval<Findings&>()))>;
  std::optional<RoundTrip<Model>> out;
  Findings findings;
  Result<Model> model = decode(lump, findings);
  fuzz::abort_on_internal(model, decoder);
  if (!model.ok()) return out;
  const std::string name(decoder);
  const Result<Bytes> encoded = encode(*model);
  fuzz::require_ok(encoded, "encoding the model of " + name);
  Findings again_findings;
  const Result<Model> again = decode(*encoded, again_findings);
  fuzz::require(fuzz::require_ok(again, name + " of the encoded model") == *model,
                name + " of the encoded model gives another model");
  out = RoundTrip<Model>{std::move(model).value(), *encoded, std::move(findings)};
  return out;
}

// A round trip whose encoder gives back the lump itself. Returns whether `lump` decoded.
template <typename Decode, typename Encode>
bool round_trip_exact(ByteSpan lump, std::string_view decoder, Decode decode, Encode encode) {
  const auto decoded = round_trip(lump, decoder, decode, encode);
  if (decoded) {
    fuzz::require_same_bytes(lump, decoded->encoded, std::string(decoder) + " then encoding");
  }
  return decoded.has_value();
}

void check_picture_table(ByteSpan lump) {
  round_trip_exact(lump, "decode_picture_table", decode_picture_table, encode_picture_table);
}

// The layout the shipped fonts have and encode_font writes (lay_out_font_glyphs).
bool has_shipped_layout(const Font& font, std::size_t lump_bytes) {
  Font laid_out = font;
  lay_out_font_glyphs(laid_out);
  std::size_t glyph_bytes = 0;
  for (const Bytes& glyph : font.glyphs) glyph_bytes += glyph.size();
  return laid_out.offsets == font.offsets && lump_bytes == kFontHeaderBytes + glyph_bytes;
}

void check_font(ByteSpan lump) {
  const auto decoded = round_trip(lump, "decode_font", decode_font, encode_font);
  if (decoded && has_shipped_layout(decoded->model, lump.size())) {
    fuzz::require_same_bytes(lump, decoded->encoded, "decode_font then encode_font");
  }
}

void check_picture(ByteSpan lump, PictureSize size) {
  const auto decode = [size](ByteSpan in, Findings& findings) {
    return decode_picture(in, size, findings);
  };
  round_trip_exact(lump, "decode_picture", decode, encode_picture);
}

void check_tile8(ByteSpan stored, const HuffmanDict& dict) {
  const HuffmanDecoder decoder(dict);
  const auto decode = [&decoder](ByteSpan in, Findings& findings) {
    return decode_tile8(in, decoder, findings);
  };
  const auto encode = [](const Tile8Lump& lump) -> Result<Bytes> { return encode_tile8(lump); };
  const auto decoded = round_trip(stored, "decode_tile8", decode, encode);
  if (!decoded) return;
  fuzz::require_same_bytes(stored, decoded->encoded, "decode_tile8 then encode_tile8");
  const Bytes& expanded = decoded->model.expanded;
  fuzz::require(decoded->findings.contains("W-VGAGRAPH-TILE8-BROKEN") ==
                    (expanded.size() < kTile8EngineCount * kTile8Bytes),
                "W-VGAGRAPH-TILE8-BROKEN is not given exactly when the lump holds too few bits");
  const Result<Bytes> literal = huffman_expand_literal(stored, expanded.size(), dict);
  fuzz::require_same_bytes(expanded, fuzz::require_ok(literal, "huffman_expand_literal"),
                           "decode_tile8 vs huffman_expand_literal");
}

void check_tile8_input(const fuzz::GraphicsChunkInput& input) {
  const Result<HuffmanDict> dict = fuzz::huffman_input_dict(input.tile8_dict);
  fuzz::abort_on_internal(dict, "decode_huffman_dict");
  if (dict.ok()) check_tile8(input.lump, *dict);
}

bool check_screen(ByteSpan lump) {
  return round_trip_exact(lump, "decode_screen", decode_screen, encode_screen);
}

bool check_palette(ByteSpan lump) {
  const auto encode = [](const Palette& palette) -> Result<Bytes> {
    return encode_palette(palette);
  };
  return round_trip_exact(lump, "decode_palette", decode_palette, encode);
}

bool check_demo(ByteSpan lump) {
  return round_trip_exact(lump, "decode_demo", decode_demo, encode_demo);
}

void check_misc(ByteSpan lump) {
  const GraphicsChunkKind kind = classify_misc_chunk(lump);
  const std::string what =
      std::string("classify_misc_chunk gives ") + graphics_chunk_kind_name(kind) + ", but ";
  switch (kind) {
    case GraphicsChunkKind::kScreen:
      fuzz::require(check_screen(lump), what + "decode_screen rejects the lump");
      break;
    case GraphicsChunkKind::kPalette:
      fuzz::require(check_palette(lump), what + "decode_palette rejects the lump");
      break;
    case GraphicsChunkKind::kDemo:
      fuzz::require(check_demo(lump), what + "decode_demo rejects the lump");
      break;
    case GraphicsChunkKind::kText:
    case GraphicsChunkKind::kRaw:
      break;
    default:
      fuzz::fail(what + "that is not a kind of lump after tile8");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::optional<fuzz::GraphicsChunkInput> input =
      fuzz::parse_graphics_chunk_input(ByteSpan(data, size));
  if (!input) return 0;
  const ByteSpan lump = input->lump;
  switch (input->kind) {
    case fuzz::kPictureTableInput:
      check_picture_table(lump);
      break;
    case fuzz::kFontInput:
      check_font(lump);
      break;
    case fuzz::kPictureInput:
      check_picture(lump, input->picture_size);
      break;
    case fuzz::kTile8Input:
      check_tile8_input(*input);
      break;
    case fuzz::kScreenInput:
      check_screen(lump);
      break;
    case fuzz::kPaletteInput:
      check_palette(lump);
      break;
    case fuzz::kDemoInput:
      check_demo(lump);
      break;
    case fuzz::kMiscInput:
      check_misc(lump);
      break;
    case fuzz::kGraphicsChunkInputs:
      break;
  }
  return 0;
}
