#pragma once
// What the recipe files of the Wolfenstein 3-D crafting tool (craft_wolf_corpus.cc) share: one
// entry point per family of targets, each adding its files to the tool's recipe book, the
// multi-file input layout, the small models more than one family starts from, and the document
// sections more than one family cites.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/recipe_book.h"
#include "decoders/core/bytes.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::corpus {

// ---- The families (wolf_<family>_recipes.cc) ---------------------------------------------------

void craft_wolf_maps(RecipeBook& corpus, const WolfSetFiles& synthetic);
void craft_wolf_graphics(RecipeBook& corpus, const WolfSetFiles& synthetic);
void craft_wolf_graphics_chunks(RecipeBook& corpus);
void craft_wolf_vswap(RecipeBook& corpus);
// wolf_audio_fuzzer, wolf_adlib_sound_fuzzer and wolf_imf_fuzzer.
void craft_wolf_audio(RecipeBook& corpus, const WolfSetFiles& synthetic);
// wolf_save_game_fuzzer and wolf_config_fuzzer.
void craft_wolf_saves(RecipeBook& corpus);
void craft_wolf_set(RecipeBook& corpus, const WolfSetFiles& synthetic);

// ---- Multi-file inputs (wolf_recipes.cc) -------------------------------------------------------

inline constexpr std::string_view kFilesLayout =
    "fuzz/fuzz_inputs.h files: u32 LE size of each file but the last, then the files";

// The target's files at their places in a multi-file input (fuzz/fuzz_inputs.h), `start` bytes in.
nlohmann::json file_entries(const std::vector<std::string_view>& names,
                            const std::vector<ByteSpan>& files, std::size_t start);
Input files_input(const std::vector<std::string_view>& names, const std::vector<ByteSpan>& files);

// ---- Sections cited by more than one family ----------------------------------------------------

inline constexpr std::string_view kVgaheadSection = "seed 001 Vgahead";
inline constexpr std::string_view kVgadictSection = "seed 001 Vgadict";
inline constexpr std::string_view kFontsSection = "seed 001 Fonts";
inline constexpr std::string_view kPicturesSection = "seed 001 Pictures";
inline constexpr std::string_view kTilesSection = "seed 001 Tiles";
inline constexpr std::string_view kDemosSection = "seed 001 Screens and demos";
inline constexpr std::string_view kPcmSection = "seed 001 Raw pcm";
inline constexpr std::string_view kAudiohedSection = "seed 001 Audiohed";
inline constexpr std::size_t kVgaheadEntryBytes = 3;

// ---- Small graphics models (wolf_graphics_recipes.cc) ------------------------------------------

// A font of `height` rows with glyphs for 'A', 'B', '0' and '1', the rest of width 0.
Font small_font(std::uint16_t height, std::uint8_t ink);
Picture gradient_picture(std::uint16_t width, std::uint16_t height);
// kTile8EngineCount tiles, so the engine's read of the lump ends inside it.
Bytes small_tiles(std::size_t tiles = kTile8EngineCount);
Screen small_screen();
std::vector<DemoFrame> walk_frames(std::size_t count);
// Two small fonts, two pictures, a full tile8 lump, a screen, a text and a demo.
GraphicsLumps small_lumps();
EncodedGraphicsFiles encode_lumps(const GraphicsLumps& lumps);

// The demo quirks both graphics targets carry, each handed to `add_demo(stem, demo, id, what)`
// (seed 001 "Screens and demos").
template <typename AddDemo>
void demo_quirks(AddDemo&& add_demo) {
  add_demo("demo_8194_bytes", must(new_demo(1, walk_frames(2730)), "new_demo"), "W-DEMO-SIZE-LIMIT",
           "a demo of 2730 frames, 8194 bytes: above the 8192 bytes DOS records");
  std::vector<DemoFrame> wild = walk_frames(20);
  wild[7].turn = 120;
  add_demo("demo_turn_120", must(new_demo(0, std::move(wild)), "new_demo"), "W-DEMO-DELTA-RANGE",
           "a demo whose frame 7 turns by 120, outside -100..100");
  Demo partial = must(new_demo(0, walk_frames(20)), "new_demo");
  partial.unplayed = {0x01};
  partial.size = static_cast<std::uint16_t>(partial.size + 1);
  add_demo("demo_partial_frame", partial, "W-DEMO-SIZE-FRAMES",
           "a demo of 20 frames and one byte whose size counts that byte: not 4 + 3 * frames");
  Demo longer = must(new_demo(0, walk_frames(20)), "new_demo");
  longer.unplayed = Bytes(6, 0);
  add_demo("demo_lump_longer", longer, "W-DEMO-SIZE-MISMATCH",
           "a demo lump 6 bytes longer than its size field");
}

// ---- VSWAP models (wolf_vswap_recipes.cc) ------------------------------------------------------

Bytes vswap_of(const VswapContents& contents);
// The typed chunks of the synthetic VSWAP, whose whole file is too big to be a seed (334 KiB).
VswapContents synthetic_vswap_contents();

}  // namespace wolfsuite::corpus
