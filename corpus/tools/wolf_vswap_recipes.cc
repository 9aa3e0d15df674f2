// The Wolfenstein 3-D crafting tool's recipes for wolf_vswap_fuzzer: small page files of walls,
// sprites and digitised sounds our encoder writes, and from those the files the VSWAP decoders
// reject or tolerate.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite::corpus {
namespace {

// ---- wolf_vswap_fuzzer: [VSWAP] ----------------------------------------------------------------

constexpr std::string_view kVswapTarget = "wolf_vswap_fuzzer";
constexpr std::string_view kVswapSection = "seed 001 VSWAP";
constexpr std::string_view kWallsSection = "seed 001 Wall textures";
constexpr std::string_view kSpritesSection = "seed 001 Sprites";
// The engine draws a sprite from column 32 out (seed 001 "Sprites").
constexpr int kSpriteCentre = 32;

std::size_t vswap_offset_at(std::size_t chunk) { return kVswapHeaderBytes + 4 * chunk; }
std::size_t vswap_size_at(std::size_t chunks, std::size_t chunk) {
  return kVswapHeaderBytes + 4 * chunks + 2 * chunk;
}

Bytes encode_vswap_of(const Vswap& vswap) { return must(encode_vswap(vswap), "encode_vswap"); }

// A figure drawn in columns [left, right], rows 8..55, in palette colours 32 and up.
SpriteImage figure(std::size_t left, std::size_t right) {
  SpriteImage image;
  for (std::size_t y = 8; y < 56; ++y) {
    for (std::size_t x = left; x <= right; ++x) {
      if ((x + y) % 7 == 0) continue;  // gaps, so columns have several posts
      const std::size_t at = y * kSpriteSide + x;
      image.pixels[at] = static_cast<std::uint8_t>(32 + (x * 3 + y) % 24);
      image.alpha[at] = kSpriteOpaque;
    }
  }
  return image;
}

// A lump of columns left..right, each with `posts` copies of one command written by hand, so any
// values can be stored (vswap_sprite.h layout). Unless `post` is given, the post draws rows 0..1
// from the two pixel bytes after the column offsets.
Bytes hand_sprite(std::uint16_t left, std::uint16_t right, std::size_t posts = 1,
                  std::optional<SpritePost> post = std::nullopt) {
  SpriteLump lump;
  lump.left = left;
  lump.right = right;
  lump.pixel_data = {40, 41};
  const std::size_t columns = std::size_t{right} - left + 1;
  const std::size_t pixels_at = 4 + 2 * columns;
  const SpritePost drawn = post.value_or(SpritePost{4, static_cast<std::uint16_t>(pixels_at), 0});
  for (std::size_t i = 0; i < columns; ++i) {
    const std::size_t list_at = pixels_at + lump.pixel_data.size() + i * (6 * posts + 2);
    lump.column_offsets.push_back(static_cast<std::uint16_t>(list_at));
    lump.columns.push_back(SpriteColumn{std::vector<SpritePost>(posts, drawn)});
  }
  return must(encode_sprite_lump(lump), "encode_sprite_lump");
}

Bytes hand_sprite_post(SpritePost post, std::size_t posts = 1) {
  return hand_sprite(kSpriteCentre, kSpriteCentre, posts, post);
}


class VswapCrafter {
 public:
  explicit VswapCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus),
        synthetic_(synthetic_vswap_contents()),
        small_contents_(small_contents()),
        small_(vswap_of(small_contents_)) {}

  void craft() {
    valid();
    header_errors();
    chunk_errors();
    sprite_errors();
    sound_errors();
    quirks();
  }

 private:
  void add(const std::string& stem, const Bytes& vswap, const Expect& expect, const Notes& notes) {
    corpus_.add(kVswapTarget, stem, files_input({"VSWAP"}, {vswap}), expect, notes);
  }

  // The shortest present sound of the synthetic set: one chunk.
  DigitisedSound short_sound() const {
    const DigitisedSound* best = nullptr;
    for (const DigitisedSound& sound : synthetic_.sounds) {
      if (sound.sparse() || sound.samples.empty()) continue;
      if (best == nullptr || sound.samples.size() < best->samples.size()) best = &sound;
    }
    return *best;
  }

  // Two walls (the second sparse), three sprites (the second sparse) and one short sound.
  VswapContents small_contents() const {
    VswapContents contents;
    contents.walls = {synthetic_.walls.at(0), std::nullopt};
    contents.sprites = {sprite_lump_from_image(figure(20, 44)), std::nullopt,
                        sprite_lump_from_image(figure(28, 36))};
    contents.sounds = {short_sound()};
    return contents;
  }

  std::size_t small_chunks() const { return load_u16le(small_, 0); }
  std::size_t small_chunk_at(std::size_t chunk) const {
    return load_u32le(small_, vswap_offset_at(chunk));
  }
  std::size_t small_size_at(std::size_t chunk) const {
    return vswap_size_at(small_chunks(), chunk);
  }
  // Chunks of the small set: wall 0, sparse wall, sprites 2..4 (3 sparse), sound 5, table 6.
  static constexpr std::size_t kWall = 0;
  static constexpr std::size_t kSprite = 2;
  static constexpr std::size_t kSound = 5;
  static constexpr std::size_t kTable = 6;

  // A VSWAP of one sprite chunk holding `lump` and a one-sound table.
  Bytes with_sprite_lump(const Bytes& lump) const {
    Vswap vswap;
    vswap.sprite_start = 0;
    vswap.sound_start = 1;
    vswap.chunks = {lump, short_sound().samples,
                    encode_pcm_table({PcmTableEntry{
                        0, static_cast<std::uint16_t>(short_sound().samples.size())}})};
    return encode_vswap_of(vswap);
  }

  // A VSWAP of sound chunks `chunks` (one may be empty: sparse) and the table `entries`.
  static Bytes with_sounds(std::vector<Bytes> chunks, const std::vector<PcmTableEntry>& entries) {
    Vswap vswap;
    chunks.push_back(encode_pcm_table(entries));
    vswap.chunks = std::move(chunks);
    return encode_vswap_of(vswap);
  }

  void valid() {
    add("small_set", small_, decodes(),
        {"new_vswap_small",
         "new_vswap of a synthetic wall and a sparse one, two drawn sprites around a sparse one, "
         "and the synthetic set's shortest sound",
         kVswapSection,
         {"Q-VSWAP-SPARSE-CHUNK"}});
    VswapContents two_chunks = small_contents_;
    two_chunks.sounds = {synthetic_.sounds.at(0), short_sound()};
    two_chunks.walls = {synthetic_.walls.at(2), synthetic_.walls.at(3)};
    add("two_chunk_sound", vswap_of(two_chunks), decodes(),
        {"new_vswap_long_sound",
         "new_vswap of two synthetic walls, the sprites of the small set and the synthetic "
         "set's sound 0, which spans two chunks",
         kPcmSection});
  }

  void header_errors() {
    add("header_4_bytes", first_bytes(small_, 4), rejected("E-VSWAP-TRUNCATED", 4),
        {"vswap_cut_in_header", "the small VSWAP cut to 4 bytes, inside the 6-byte header",
         kVswapSection});
    add("tables_cut", first_bytes(small_, vswap_size_at(small_chunks(), 0) + 3),
        rejected("E-VSWAP-TRUNCATED"),
        {"vswap_cut_in_tables", "the small VSWAP cut inside its size table", kVswapSection});
    add("count_4097", with_u16(small_, 0, kMaxVswapChunks + 1), rejected("E-VSWAP-CHUNK-COUNT", 0),
        {"vswap_count_over_limit", "a chunk count of 4097, over the limit of 4096", kVswapSection});
    add("sprites_after_sounds", with_u16(small_, 2, static_cast<std::uint16_t>(kSound + 1)),
        rejected("E-VSWAP-SECTIONS", 2),
        {"vswap_sections_out_of_order", "the sprite start set after the sound start",
         kVswapSection});
  }

  void chunk_errors() {
    add("cut_in_last_chunk", first_bytes(small_, small_chunk_at(kTable) + 1),
        rejected("E-VSWAP-CHUNK-RANGE", vswap_offset_at(kTable)),
        {"vswap_cut_in_chunk", "the small VSWAP cut one byte into its pcm table chunk",
         kVswapSection});
    add("chunks_over_32mib", chunks_over_total(), rejected("E-VSWAP-CHUNK-TOTAL"),
        {"vswap_overlapping_chunks",
         "2365 chunks of 14188 bytes, all at the same offset: more than 32 MiB of chunks in a "
         "28 KiB file",
         kVswapSection});
    add("wall_4095_bytes", with_u16(small_, small_size_at(kWall), kWallBytes - 1),
        rejected("E-VSWAP-WALL-SIZE", 0),
        {"vswap_wall_size", "wall 0's size set to 4095: the engine draws 4096 bytes",
         kWallsSection});
  }

  // Chunk sizes add up past kMaxVswapChunkBytes with the fewest file bytes: n chunks of s bytes
  // with 6 * n + s minimal for n * s > 32 MiB.
  static Bytes chunks_over_total() {
    constexpr std::size_t kChunks = 2365;
    constexpr std::size_t kChunkBytes = 14188;
    static_assert(kChunks * kChunkBytes > kMaxVswapChunkBytes);
    const std::size_t header = kVswapHeaderBytes + kVswapChunkEntryBytes * kChunks;
    ByteWriter out;
    out.u16(static_cast<std::uint16_t>(kChunks));
    out.u16(0);
    out.u16(0);
    for (std::size_t i = 0; i < kChunks; ++i) out.u32(static_cast<std::uint32_t>(header));
    for (std::size_t i = 0; i < kChunks; ++i) out.u16(static_cast<std::uint16_t>(kChunkBytes));
    out.bytes(Bytes(kChunkBytes, 0));
    return out.take();
  }

  void sprite_errors() {
    const std::size_t sprite = small_chunk_at(kSprite);
    const std::size_t right = load_u16le(small_, sprite + 2);
    const std::size_t size = load_u16le(small_, small_size_at(kSprite));
    // The small VSWAP with one u16 of the first sprite (its chunk size, or its lump's header)
    // changed.
    const FieldChange<> sprite_changes[] = {
        {"sprite_3_bytes", small_size_at(kSprite), 3, rejected("E-VSWAP-SPRITE-TRUNCATED"),
         Notes{"vswap_sprite_size_cut", "the first sprite's chunk size set to 3 bytes",
               kSpritesSection}},
        {"sprite_right_64", sprite + 2, kSpriteSide, rejected("E-VSWAP-SPRITE-BOUNDS", 0),
         Notes{"sprite_right_column_64", "the first sprite's right column set to 64",
               kSpritesSection}},
        {"sprite_left_after_right", sprite, right + 1, rejected("E-VSWAP-SPRITE-BOUNDS", 0),
         Notes{"sprite_left_past_right",
               "the first sprite's left column set one past its right column (" +
                   std::to_string(right) + ")",
               kSpritesSection}},
        {"sprite_column_past_lump", sprite + 4, 0xFFF0, rejected("E-VSWAP-SPRITE-COLUMN-RANGE", 4),
         Notes{"sprite_column_offset", "the first sprite's first column list at offset 0xFFF0",
               kSpritesSection}},
        {"sprite_last_list_cut", small_size_at(kSprite), size - 2,
         rejected("E-VSWAP-SPRITE-COMMANDS-TRUNCATED", size - 2),
         Notes{"sprite_size_minus_terminator",
               "the first sprite's chunk 2 bytes short: its last command list loses its "
               "terminator",
               kSpritesSection}},
    };
    for (const FieldChange<>& c : sprite_changes) {
      add(c.stem, with_u16(small_, c.at, c.value), c.expect, c.notes);
    }
    add("sprite_65_posts",
        with_sprite_lump(hand_sprite(kSpriteCentre, kSpriteCentre, kMaxSpritePostsPerColumn + 1)),
        rejected("E-VSWAP-SPRITE-POSTS"),
        {"sprite_posts_over_limit", "a column list of 65 posts, over the limit of 64",
         kSpritesSection});
    add("sprite_post_odd", with_sprite_lump(hand_sprite_post({3, 0, 0})),
        rejected("E-VSWAP-SPRITE-POST-ODD"),
        {"sprite_post_odd_row", "a post whose end row * 2 is 3", kSpritesSection});
    add("sprite_post_row_65", with_sprite_lump(hand_sprite_post({130, 0, 0})),
        rejected("E-VSWAP-SPRITE-POST-RANGE"),
        {"sprite_post_past_row_64", "a post ending at row 65", kSpritesSection});
    add("sprite_pixels_past_lump", with_sprite_lump(hand_sprite_post({4, 0x7000, 0})),
        rejected("E-VSWAP-SPRITE-PIXEL-RANGE"),
        {"sprite_post_pixel_offset", "a post whose pixels are at lump byte 0x7000",
         kSpritesSection});
  }

  void sound_errors() {
    add("table_sparse", with_u16(small_, small_size_at(kTable), 0),
        rejected("E-VSWAP-SOUND-TABLE-MISSING", 0),
        {"vswap_table_size_zero", "the pcm table chunk's size set to 0: sparse", kPcmSection});
    add("sound_chunk_200", with_u16(small_, small_chunk_at(kTable), 200),
        rejected("E-VSWAP-SOUND-RANGE", 0),
        {"pcm_table_first_chunk", "the sound's first chunk set to 200 of 1 sound chunk",
         kPcmSection});
    add("sound_second_chunk_sparse",
        with_sounds({Bytes(kPcmChunkBytes, 0x80), {}}, {PcmTableEntry{0, 5000}}),
        rejected("E-VSWAP-SOUND-SPARSE-CHUNK", 0),
        {"pcm_sparse_second_chunk", "a 5000-byte sound whose second chunk is sparse", kPcmSection});
    add("sound_chunk_5000", with_sounds({Bytes(5000, 0x80)}, {PcmTableEntry{0, 4000}}),
        rejected("E-VSWAP-SOUND-CHUNK-SIZE", 0),
        {"pcm_chunk_over_page",
         "a 4000-byte sound in a chunk of 5000 bytes, over the engine's 4096-byte page",
         kPcmSection});
    add("sound_chunk_short", with_sounds({Bytes(50, 0x80)}, {PcmTableEntry{0, 100}}),
        rejected("E-VSWAP-SOUND-CHUNK-SHORT", 0),
        {"pcm_chunk_short", "a 100-byte sound in a 50-byte chunk", kPcmSection});
    add("sounds_over_16mib", sparse_sounds_over_total(), rejected("E-VSWAP-SOUND-TOTAL"),
        {"pcm_lengths_over_limit",
         "257 table entries of 65535 bytes, all on the same 16 sparse chunks: more than 16 MiB",
         kPcmSection});
  }

  // Sparse sounds cost no sample bytes, so only the table grows.
  static Bytes sparse_sounds_over_total() {
    constexpr std::size_t kEntries = kMaxPcmSoundBytes / 0xFFFF + 1;
    const std::vector<PcmTableEntry> entries(kEntries, PcmTableEntry{0, 0xFFFF});
    return with_sounds(std::vector<Bytes>(0xFFFF / kPcmChunkBytes + 1), entries);
  }

  void quirks() {
    add("sprite_left_40", with_sprite_lump(must(encode_sprite(figure(40, 50)), "encode_sprite")),
        tolerated("W-VSWAP-SPRITE-LEFT-GE-32"),
        {"encode_sprite_right_half", "a sprite drawn in columns 40..50 only: left column 40",
         kSpritesSection});
    add("sprite_right_column_10", with_sprite_lump(hand_sprite(2, 10)),
        tolerated("W-VSWAP-SPRITE-RIGHT-LT-32"),
        {"sprite_right_below_32", "a sprite lump of columns 2..10, right column below 32",
         kSpritesSection});
    VswapContents sparse = small_contents_;
    sparse.sounds.push_back(DigitisedSound{{}, 1200});
    add("sound_sparse", vswap_of(sparse), tolerated("W-VSWAP-SOUND-SPARSE"),
        {"new_vswap_sparse_sound",
         "the small set with a second sound of 1200 bytes left out, as wl1 leaves out sounds",
         kPcmSection});
    Vswap tail = must(new_vswap(small_contents_), "new_vswap");
    tail.chunks.back().insert(tail.chunks.back().end(), {0, 0});
    add("table_tail", encode_vswap_of(tail), tolerated("W-VSWAP-SOUND-TABLE-TAIL"),
        {"pcm_table_tail", "2 bytes after the pcm table's last entry", kPcmSection});
    add("sound_chunk_tail", with_sounds({Bytes(120, 0x80)}, {PcmTableEntry{0, 100}}),
        tolerated("W-VSWAP-SOUND-CHUNK-TAIL"),
        {"pcm_chunk_tail", "a 100-byte sound in a 120-byte chunk", kPcmSection});
  }

  corpus::RecipeBook& corpus_;
  VswapContents synthetic_;
  VswapContents small_contents_;
  Bytes small_;
};

}  // namespace

Bytes vswap_of(const VswapContents& contents) {
  return encode_vswap_of(must(new_vswap(contents), "new_vswap"));
}

VswapContents synthetic_vswap_contents() {
  Findings findings;  // the set's sparse sounds (synthetic_set.h)
  return must(decode_vswap_contents(must(synthetic_vswap(), "synthetic_vswap"), findings),
              "decode_vswap_contents");
}

void craft_wolf_vswap(RecipeBook& corpus) { VswapCrafter(corpus).craft(); }

}  // namespace wolfsuite::corpus
