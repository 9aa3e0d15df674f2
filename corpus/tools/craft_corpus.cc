// Crafts the seed corpora of corpus/<target>/ (STYLE.md "Tests, fuzzers, benchmarks"), the same
// bytes on every machine: valid streams made by our compressors from seeded generated data of
// every pattern, truncated and corrupted variants of them, and one small file per codec error ID
// built from the codec headers' stream descriptions.
//
//   craft_corpus [--prune] OUT_DIR
//
// writes OUT_DIR/<target>/<verdict>_<name>.bin and, beside each, <that name>.json with its
// metadata; --prune also deletes the files this tool made earlier and makes no more
// (corpus/corpus_files.h). Regenerate the committed corpus with
// `cmake --build <build> --target regenerate_corpus`; the corpus test checks that the committed
// files are what this tool makes.
//
// It also crafts the seeds of the targets that reject no input: raycaster_fuzzer's (views of the
// synthetic set's maps) and the OPL2 targets' (the chip's feature streams), y_ files by
// construction.
//
// The files go through the recipe book every crafting tool shares (recipe_book.h). A file's
// verdict comes from how it was made when that decides it (a compressor's output must expand; a
// stream cut short must be truncated; a hand-built command breaks one rule of the codec's header)
// and is then checked against the literal expander, with a warning when it disagrees. A corrupted
// variant has no verdict of its own: the literal expander classifies it (add_classified).
// This file is the program; the recipes are in one file per family of targets,
// <family>_recipes.cc (codec_recipes.h).
#include <optional>
#include <string_view>

#include "corpus/corpus_files.h"
#include "corpus/corpus_verdicts.h"
#include "corpus/decode_outcome.h"
#include "corpus/tools/codec_recipes.h"
#include "corpus/tools/recipe_book.h"

namespace {

using namespace wolfsuite;

constexpr corpus::CraftingTool kCraftingTool = {"craft_corpus", "corpus/tools/craft_corpus.cc"};
// The codec targets have one expander and no findings, and this tool asks only the literal one,
// so a broken fast path cannot stop it: a disagreement is a warning (the corpus test checks both
// paths against the metadata).
const corpus::BookOptions kCodecBook = {
    .disagreement = corpus::Disagreement::kWarns,
    .decoder_fields = false,
    .recipe_verdict_from = "construction",
    .classified_verdict_from = "literal expander at crafting time",
};

// The literal expander's outcome (corpus/corpus_verdicts.h) in the form the recipe book reads.
std::optional<corpus::DecodeOutcome> literal_expander_outcome(std::string_view target,
                                                              ByteSpan input) {
  const std::optional<corpus::Outcome> outcome =
      corpus::corpus_outcome(target, input, corpus::Path::kLiteral);
  if (!outcome) return std::nullopt;
  return corpus::DecodeOutcome{
      outcome->accepted, "the literal expander", outcome->error_id, outcome->error_offset, {}};
}

std::optional<corpus::Crafted> craft() {
  corpus::RecipeBook book(kCraftingTool, literal_expander_outcome, kCodecBook);
  corpus::craft_rlew_expand(book);
  corpus::craft_carmack_expand(book);
  corpus::craft_huffman_expand(book);
  corpus::craft_word_roundtrips(book);
  corpus::craft_huffman_roundtrip(book);
  corpus::craft_map_plane(book);
  corpus::craft_raycaster(book);
  corpus::craft_opl2(book);
  return book.crafted();
}

}  // namespace

int main(int argc, char** argv) {
  return corpus::run_crafting_tool(argc, argv, kCraftingTool, craft);
}
