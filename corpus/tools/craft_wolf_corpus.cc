// Crafts the seed corpora of the Wolfenstein 3-D decoder targets, corpus/wolf_<family>_fuzzer/ and
// corpus/wolf_set_fuzzer/ (STYLE.md "Tests, fuzzers, benchmarks"), the same bytes on every run:
// files of the synthetic set and files our encoders write from small constructed models (y_), and
// from those, by one recipe each, files the decoders must reject with one error ID (n_) or
// tolerate with one finding (i_). Every input is in its target's layout
// (corpus/wolf_corpus_verdicts.h); no byte comes from a shipped game. The y_ and i_ files of the
// maps, graphics and vswap targets are also the seeds of their structure-aware siblings
// (wolf_<family>_structured_fuzzer), whose mutators start from models that decode.
//
//   craft_wolf_corpus [--prune] OUT_DIR
//
// writes OUT_DIR/wolf_<family>_fuzzer/<verdict>_<name>.bin and, beside each, <that name>.json with
// its metadata (corpus/corpus_files.h): the common fields, plus every finding ID the file gives
// and the decoder that decided. --prune also deletes the files this tool made earlier and makes
// no more. Regenerate the committed corpus with
// `cmake --build <build> --target regenerate_wolf_corpus`; wolf_corpus_test checks that the
// committed files are what this tool makes.
//
// A file's verdict, ID and finding IDs come from its recipe and are checked against its target's
// decoders (wolf_corpus_outcome) before anything is written: any disagreement stops the tool.
// This file is the program; the recipes are in one file per family of targets,
// wolf_<family>_recipes.cc (wolf_recipes.h).
//
// IDs no recipe makes, and why:
//   encoder-only errors    E-MAPSET-*, E-VGAHEAD-OFFSET-LIMIT, E-HUFFMAN-NO-CODE,
//                          E-FONT-GLYPH-SIZE, E-FONT-GLYPH-OVERLAP, E-SCREEN-LENGTH,
//                          E-DEMO-FRAME-COUNT, E-VSWAP-ENCODE, E-VSWAP-SPRITE-ENCODE,
//                          E-VSWAP-SOUND-ENCODE, E-AUDIO-GROUP-SIZES, E-AUDIO-ID-TAG,
//                          E-AUDIO-IMF-PARTIAL, E-AUDIO-IMF-SIZE
//   not reachable through  E-PALETTE-SIZE, W-PALETTE-VALUE, E-SCREEN-TRUNCATED,
//   the target             E-SCREEN-SIGNATURE, E-DEMO-TRUNCATED, E-DEMO-SIZE through
//                          wolf_graphics_fuzzer (decode_graphics classifies a chunk by the very
//                          property these check; made for wolf_graphics_chunk_fuzzer, which
//                          names the kind itself); E-HUFFMAN-SIZE-LIMIT through
//                          wolf_graphics_chunk_fuzzer (decode_tile8 always asks for 4608 bytes);
//                          W-VGAGRAPH-DEMO-COUNT through wolf_graphics_fuzzer, which gives no
//                          demo count hint (made for wolf_set_fuzzer, which does);
//                          E-SAVE-EPISODE-MAPS (the target passes 8 or 20); E-AUDIO-COUNTS
//                          (internal; the count bytes are never negative);
//                          E-CARMACK-SIZE-LIMIT, E-RLEW-SIZE-LIMIT (a u16 frame size over the
//                          65534-byte limit is odd: E-*-ODD-SIZE)
//   past the target's      E-AUDIOHED-OFFSET-LIMIT (16 KiB of AUDIOHED; wolf_set_fuzzer
//   max_len                knows no version, so no counts, for that many offsets:
//                          E-SET-AUDIO-COUNTS), E-AUDIOT-LUMP-LIMIT (a 1 MiB lump),
//                          E-VSWAP-FILE-SIZE (32 MiB): libFuzzer cuts seeds to max_len.
//                          E-VGAHEAD-COUNT (196 KiB of VGAHEAD) is made for wolf_set_fuzzer.
#include <optional>

#include "corpus/corpus_files.h"
#include "corpus/tools/recipe_book.h"
#include "corpus/tools/wolf_recipes.h"
#include "corpus/wolf_corpus_verdicts.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/wolf_set.h"

namespace {

using namespace wolfsuite;

constexpr corpus::CraftingTool kCraftingTool = {"craft_wolf_corpus", "corpus/tools/craft_wolf_corpus.cc"};

std::optional<corpus::Crafted> craft() {
  corpus::RecipeBook corpus(kCraftingTool, corpus::wolf_corpus_outcome,
                            {.sibling = corpus::structured_target_of});
  const WolfSetFiles synthetic = corpus::must(synthetic_set_files(), "synthetic_set_files");
  corpus::craft_wolf_maps(corpus, synthetic);
  corpus::craft_wolf_graphics(corpus, synthetic);
  corpus::craft_wolf_graphics_chunks(corpus);
  corpus::craft_wolf_vswap(corpus);
  corpus::craft_wolf_audio(corpus, synthetic);
  corpus::craft_wolf_saves(corpus);
  corpus::craft_wolf_set(corpus, synthetic);
  return corpus.crafted();
}

}  // namespace

int main(int argc, char** argv) {
  return corpus::run_crafting_tool(argc, argv, kCraftingTool, craft);
}
