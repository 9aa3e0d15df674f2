#pragma once
// How the fuzz targets read their input bytes. The layouts are shared by the targets, the corpus
// crafting tool (corpus/tools/craft_corpus.cc) and the corpus test, so a corpus file means the
// same thing to all three; each corpus file's metadata JSON repeats its layout's fields for other
// ports.
//
// Expander inputs (the *_expand_fuzzer and *_differential_fuzzer targets) put the expander's
// parameters first, so the fuzzer can pick any declared size, tag or dictionary, including sizes
// above Limits and odd sizes:
//
//   RLEW     offset size  field
//            0      4     expanded_size  u32 LE, passed to the expander as is
//            4      2     tag            u16 LE RLEW tag (seed 001 "Maphead": usually 0xABCD)
//            6      ...   stream
//   Carmack  0      4     expanded_size  u32 LE
//            4      ...   stream
//   Huffman  0      1     dict_choice    bit 0 set: a VGADICT follows; clear: bits 1..2 pick one
//                                        of the fixed dictionaries below
//            1      1024  vgadict        only when bit 0 is set. An input that ends inside it
//                                        hands the short rest to decode_huffman_dict, which
//                                        rejects it (E-HUFFMAN-DICT-SIZE).
//            +0     4     expanded_size  u32 LE
//            +4     ...   stream
//   Map plane 0     2     tag            u16 LE RLEW tag
//            2      ...   stored         the plane as GAMEMAPS stores it (map_plane.h)
//
// Round trip inputs carry the plain data, either raw or as a seeded generator call, so the
// fuzzer also reaches the long runs and far repeats that random bytes rarely contain:
//
//   word source  0   1   source   < 0x80: raw; the plain words are the bytes after it (a last
//                                 odd byte is dropped)
//                                 >= 0x80: generated (needs 11 bytes, else read as raw):
//                1   2   count    u16 LE, taken modulo kMaxGeneratedWords + 1: up to one
//                                 64x64 plane, enough for far copies, small enough to keep the
//                                 sanitized compressors at hundreds of runs a second
//                3   8   seed     u64 LE; the plain is testing::random_words(seed, count,
//                                 kAllWordPatterns[(source & 0x7F) % 6])
//   byte source  the same with testing::random_bytes, kAllBytePatterns[(source & 0x7F) % 5] and
//                count modulo kMaxGeneratedBytes + 1
//
//   RLEW round trip       [u16 LE tag][word source]
//   Carmack round trip    [word source]
//   Map plane round trip  [u16 LE tag][word source]
//   Huffman round trip    [u8 dict_choice][dictionary data][byte source]; dict_choice & 3:
//                           0  built from the plain (huffman_build_dict_for)
//                           1  fixed dictionary (dict_choice >> 2) & 3
//                           2  built from 256 count bytes that follow (huffman_count_from_byte)
//                           3  the 1024 bytes that follow are a VGADICT: any dictionary, so
//                              compressing may be rejected (E-HUFFMAN-NO-CODE)
//                         a choice whose data is cut short falls back to 0.
//
// Decoders that take several files together (the wolf_*_fuzzer targets: MAPHEAD + GAMEMAPS,
// VGAHEAD + VGADICT + VGAGRAPH, ...) read them from one input:
//
//   files  0          4 * (n - 1)  sizes   u32 LE size of each file but the last
//          4*(n-1)    ...          files   the files one after another; a size past the end of
//                                          the input is cut to what is left, and the last file
//                                          is everything after the others
//
//   wolf_save_game_fuzzer: files [params, SAVEGAM]; params byte 0 bit 0 set = 20 level ratios
//   (Spear), else 8 (Wolfenstein).
//
// wolf_graphics_chunk_fuzzer takes one VGAGRAPH chunk and names the decoder itself:
//
//   offset  size  field
//   0       1     kind         byte % kGraphicsChunkInputs (GraphicsChunkInputKind below)
//   picture:  1   2 + 2        width, height (u16 LE: the picture table's entry), then the lump
//   tile8:    1   1            dict_choice as for Huffman inputs, the VGADICT when bit 0 is set,
//                              then the stored lump (Huffman bits with no size prefix)
//   others:   1   ...          the expanded chunk
//
// raycaster_fuzzer takes a 64 x 64 level, a view and the doors' and a pushwall's motion (bytes
// past the end read as 0, bytes past kRaycasterInputBytes are ignored):
//
//   offset  size  field
//   0       4     view_x         u32 LE; the view's x is -8 tiles + view_x mod 80 tiles (16.16),
//                                so -8..72 tiles: outside the grid on every side, and on it
//   4       4     view_y         the same for y
//   8       4     angle          s32 LE whole degrees, any value: the view reduces it modulo 360
//   12      1     width          frame width 1 + width % 96 (odd widths catch rounding)
//   13      1     height         frame height 1 + height % 64
//   14      1     level          bits 0..6: the MAPHEAD slot (picks the ceiling colour); bit 7:
//                                Spear's plane 1 codes and ceilings
//   15      1     pushwall and   bit 7 set: a pushwall moves; bits 0..1 its direction (0 north,
//                 options        1 east, 2 south, 3 west, reference/raycaster/scene.h
//                                PushDirection); bits 2..4 the weapon drawn (1 knife .. 4 chain
//                                gun, others none); bit 5 demo playback; bit 6 a hurt player
//                                (health 10, 99 rounds: the other side of every pick-up rule)
//   16      1     pushwall_x     tile x = byte % 80 - 8 (off the grid is no pushwall)
//   17      1     pushwall_y     tile y, the same
//   18      1     progress       64ths of a tile, as is (the raycaster clamps it to 0..63)
//   19      2     pushwall_code  u16 LE; its low byte is the wall byte it shows (0 and bytes past the
//                                textures: missing)
//   21      128   door_open      64 x u16 LE: the opening of door i (the level's door order, 0
//                                closed .. 0xFFFF open); doors past the 64th stay closed
//   149     8192  plane 0        4096 x u16 LE, row by row (x east, y south): walls, doors, floor
//   8341    8192  plane 1        4096 x u16 LE: objects
// A short input leaves the rest of the map 0 (empty) and the doors closed; seeds end at their
// last non-zero byte.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "decoders/compress/huffman.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/wolf/graphics_chunks.h"

namespace wolfsuite::fuzz {

inline constexpr std::size_t kRlewExpandHeaderBytes = 6;
inline constexpr std::size_t kCarmackExpandHeaderBytes = 4;
inline constexpr std::size_t kMapPlaneHeaderBytes = 2;
inline constexpr std::size_t kGeneratedSourceBytes = 11;
inline constexpr std::size_t kMaxGeneratedWords = 4096;
inline constexpr std::size_t kMaxGeneratedBytes = 8192;
inline constexpr std::size_t kHuffmanCountBytes = 256;

struct RlewExpandInput {
  std::size_t expanded_size = 0;
  std::uint16_t tag = 0;
  ByteSpan stream;
};
// nullopt when the input is shorter than the header (the targets ignore it).
std::optional<RlewExpandInput> parse_rlew_expand_input(ByteSpan data);
Bytes make_rlew_expand_input(std::uint32_t expanded_size, std::uint16_t tag, ByteSpan stream);

struct CarmackExpandInput {
  std::size_t expanded_size = 0;
  ByteSpan stream;
};
std::optional<CarmackExpandInput> parse_carmack_expand_input(ByteSpan data);
Bytes make_carmack_expand_input(std::uint32_t expanded_size, ByteSpan stream);

// Fixed dictionaries, built once with huffman_build_dict from these byte counts:
//   0 flat       every count 1: a balanced tree, every code 8 bits
//   1 skewed     count 2^(55 - i) for byte i < 56, 1 for the rest: codes of 1..56+ bits
//   2 fibonacci  count fib(i + 1) for byte i < 88, 1 for the rest: the deepest tree counts
//                of this size can give, codes of up to ~90 bits
//   3 text       the counts of a short English text (bytes it lacks still get a code)
inline constexpr unsigned kFixedHuffmanDicts = 4;
const HuffmanDict& fixed_huffman_dict(unsigned index);
std::string_view fixed_huffman_dict_name(unsigned index);

struct HuffmanExpandInput {
  std::uint8_t dict_choice = 0;
  std::optional<ByteSpan> vgadict;  // present when dict_choice bit 0 is set
  std::size_t expanded_size = 0;
  ByteSpan stream;
};
std::optional<HuffmanExpandInput> parse_huffman_expand_input(ByteSpan data);
// The dictionary the input names: its VGADICT decoded, or a fixed dictionary.
Result<HuffmanDict> huffman_input_dict(const HuffmanExpandInput& input);
Bytes make_huffman_expand_input_with_vgadict(ByteSpan vgadict, std::uint32_t expanded_size,
                                             ByteSpan stream);
Bytes make_huffman_expand_input_with_fixed_dict(unsigned fixed_dict, std::uint32_t expanded_size,
                                                ByteSpan stream);

struct MapPlaneInput {
  std::uint16_t tag = 0;
  ByteSpan stored;
};
std::optional<MapPlaneInput> parse_map_plane_input(ByteSpan data);
Bytes make_map_plane_input(std::uint16_t tag, ByteSpan stored);

// Word and byte sources (layout above). The raw form of the make_* helpers is [0x00][plain].
Bytes plain_words_from_source(ByteSpan source);
Bytes plain_bytes_from_source(ByteSpan source);
Bytes make_raw_source(ByteSpan plain);
Bytes make_generated_source(unsigned pattern_index, std::uint16_t count, std::uint64_t seed);

// Huffman round trip: the dictionary and the plain the input describes.
struct HuffmanRoundTripInput {
  unsigned mode = 0;                   // dict_choice & 3 after the fall back for short data
  HuffmanDict dict;                    // for mode 3, the decoded VGADICT
  std::optional<Error> vgadict_error;  // mode 3: decode_huffman_dict rejected the 1024 bytes
  Bytes plain;
};
HuffmanRoundTripInput parse_huffman_roundtrip_input(ByteSpan data);
// Count for byte value b in mode 2: b itself below 0xD0, else 2^(b - 0xD0 + 8), at most 2^55 so
// 256 counts never overflow a uint64 sum.
std::uint64_t huffman_count_from_byte(std::uint8_t b);

enum GraphicsChunkInputKind : std::uint8_t {
  kPictureTableInput,  // decode_picture_table
  kFontInput,          // decode_font
  kPictureInput,       // decode_picture
  kTile8Input,         // decode_tile8
  kScreenInput,        // decode_screen
  kPaletteInput,       // decode_palette
  kDemoInput,          // decode_demo
  kMiscInput,          // classify_misc_chunk, then the decoder of the kind it gives
  kGraphicsChunkInputs,
};
inline constexpr std::size_t kPictureInputHeaderBytes = 5;  // kind, u16 width, u16 height
inline constexpr std::size_t kTile8InputHeaderBytes = 2;    // kind, dict_choice

struct GraphicsChunkInput {
  GraphicsChunkInputKind kind = kPictureTableInput;
  PictureSize picture_size;       // kPictureInput only
  HuffmanExpandInput tile8_dict;  // kTile8Input only: dict_choice and vgadict
  ByteSpan lump;
};
// nullopt for an empty input, a picture input shorter than its header and a tile8 input without
// its dict_choice byte (the target ignores them).
std::optional<GraphicsChunkInput> parse_graphics_chunk_input(ByteSpan data);

// The `count` files of a multi-file input (layout above); nullopt when the size table is cut.
std::optional<std::vector<ByteSpan>> split_files(ByteSpan input, std::size_t count);
// The inverse, used to craft corpus files: the size table, then the files.
Bytes join_files(const std::vector<ByteSpan>& files);

// raycaster_fuzzer's input (layout above), in plain integers so this library does not depend on
// the raycaster; the target turns it into a Level, Motion and View.
inline constexpr std::size_t kRaycasterDoorOpenings = 64;  // the engine's MAXDOORS
inline constexpr std::size_t kRaycasterPlaneWords = 64 * 64;
inline constexpr std::size_t kRaycasterInputBytes =
    21 + 2 * kRaycasterDoorOpenings + 2 * 2 * kRaycasterPlaneWords;
inline constexpr int kRaycasterMaxWidth = 96;
inline constexpr int kRaycasterMaxHeight = 64;

struct RaycasterInput {
  std::int32_t view_x = 0;  // 16.16 tiles, -8 <= x < 72
  std::int32_t view_y = 0;
  std::int32_t angle = 0;  // whole degrees
  int width = 1;           // 1..kRaycasterMaxWidth
  int height = 1;          // 1..kRaycasterMaxHeight
  int map_index = 0;       // 0..127
  bool spear = false;
  bool pushwall_moving = false;
  int pushwall_direction = 0;  // 0 north, 1 east, 2 south, 3 west
  int weapon = 0;              // 0..7: 1..4 a weapon, others none
  bool demo_playback = false;
  bool hurt_player = false;
  int pushwall_x = 0;          // tile, -8..71
  int pushwall_y = 0;
  int progress = 0;  // 0..255
  std::uint16_t pushwall_code = 0;
  // Parsed: kRaycasterDoorOpenings and kRaycasterPlaneWords entries. Written: missing entries
  // are 0 (closed, empty), entries past those counts are left out.
  std::vector<std::uint16_t> door_open;
  std::vector<std::uint16_t> plane0;
  std::vector<std::uint16_t> plane1;
  friend bool operator==(const RaycasterInput&, const RaycasterInput&) = default;
};
RaycasterInput parse_raycaster_input(ByteSpan data);
// The inverse for fields in their ranges, without trailing zero bytes (read back as 0).
Bytes raycaster_input_bytes(const RaycasterInput& input);

}  // namespace wolfsuite::fuzz
