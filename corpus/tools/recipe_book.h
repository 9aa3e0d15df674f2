#pragma once
// The one recipe mechanism of the corpus crafting tools (corpus/tools/craft_*corpus.cc): a recipe
// promises a verdict (Expect), the book checks that promise against the target's decoders (the
// family's corpus outcome function) before it takes the file, and writes the metadata every
// corpus file carries (corpus/corpus_files.h). A tool's main() is
//
//   return corpus::run_crafting_tool(argc, argv, kTool, [] {
//     corpus::RecipeBook book(kTool, <family>_corpus_outcome, {<options>});
//     ... book.add(target, stem, input, expect, notes) ...
//     return book.crafted();
//   });
//
// Three ways to add a file:
//   add                      the recipe decides the verdict; the decoders must agree
//   add_classified           the decoders decide it (a corrupted variant has no verdict of its
//                            own); a variant whose bytes another file of its target already has
//                            is left out
//   add_accepted_by_construction  a target that rejects no input (it renders or plays any
//                            bytes): a y_ file, and no decoder to ask
// and the book's options (BookOptions) say what a disagreement does and which metadata fields
// the tool writes. Plus the byte editing helpers the recipes share (little-endian patches,
// concatenation).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/decode_outcome.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite::corpus {

// What a recipe promises.
struct Expect {
  char verdict = 'y';
  std::string id;                     // n: the error; i: the finding
  std::optional<std::size_t> offset;  // n: checked when set, else the decoder's is recorded
  std::vector<std::string> findings;  // y, i: every finding ID the file gives, sorted
};

// y_: decodes, with exactly these findings (a valid file usually has none).
Expect decodes(std::vector<std::string> findings = {});
// n_: rejected with `id` (at `offset` when given).
Expect rejected(std::string id, std::optional<std::size_t> offset = std::nullopt);
// i_: tolerated with the finding `id`; `also`: the findings the file gives besides it (those of
// the valid file it was made from).
Expect tolerated(const std::string& id, std::vector<std::string> also = {});

struct Notes {
  std::string recipe;
  std::string description;
  std::string_view section;  // the document section: "seed 003 Version 7"
  // Catalogue entries the file exercises besides its expected ID and findings
  // (corpus/corpus_files.h), such as the Q- quirks our decoders accept without a finding.
  std::vector<std::string> catalogue_ids = {};
};

// A target's input and its layout's fields, for ports that do not read the fuzz targets.
struct Input {
  Bytes bytes;
  nlohmann::json layout;
};

using OutcomeFunction =
    std::function<std::optional<DecodeOutcome>(std::string_view target, ByteSpan input)>;
// The target that also gets a copy of a target's y_ and i_ files (a structure-aware sibling whose
// mutator starts from models that decode); nullopt for none.
using SiblingFunction = std::function<std::optional<std::string>(std::string_view target)>;
// Targets that each get the same file (an expander's target and its differential twin).
using Targets = std::vector<std::string>;

enum class Disagreement {
  kFails,  // the recipe is wrong: reported, and the tool writes nothing
  kWarns,  // reported and counted in the summary; the file keeps the recipe's verdict
};

struct BookOptions {
  SiblingFunction sibling = {};
  // The codec tool warns: it asks only the literal expander, so a broken fast path cannot stop
  // it (the corpus test checks both paths against the metadata).
  Disagreement disagreement = Disagreement::kFails;
  // Whether the metadata names the decoder that decided and every finding ID the file gives
  // (decoder, expected_findings); the codec targets have one expander and no findings.
  bool decoder_fields = true;
  // The metadata's verdict_from for add and for add_classified.
  std::string_view recipe_verdict_from = "recipe, checked against the target's decoders";
  std::string_view classified_verdict_from = "the target's decoders at crafting time";
};

class RecipeBook {
 public:
  // `outcome` may be empty for a book that only takes files by construction.
  RecipeBook(CraftingTool tool, OutcomeFunction outcome, BookOptions options = {});

  // Takes <verdict>_<stem>.bin for `target` when the decoders agree with `expect`; otherwise
  // reports the disagreement on stderr and counts a failure or a warning (BookOptions).
  void add(std::string_view target, const std::string& stem, const Input& input,
           const Expect& expect, const Notes& notes);
  void add(const Targets& targets, const std::string& stem, const Input& input,
           const Expect& expect, const Notes& notes);
  // Takes <verdict>_<stem>.bin with the verdict the decoders give: y_ when accepted (with the
  // findings they give), n_ with the error otherwise.
  void add_classified(const Targets& targets, const std::string& stem, const Input& input,
                      const Notes& notes);
  // Takes y_<stem>.bin for a target that rejects no input; no decoder is asked.
  void add_accepted_by_construction(std::string_view target, const std::string& stem,
                                    const Input& input, const Notes& notes);

  // The files, or nullopt (after saying how many recipes failed) when any recipe failed.
  std::optional<Crafted> crafted() const;

 private:
  void add_to(std::string_view target, const std::string& stem, const Input& input,
              const Expect& expect, const Notes& notes);
  // The decoders' outcome, or nullopt after counting a failure named `where`.
  std::optional<DecodeOutcome> outcome_of(std::string_view target, const std::string& where,
                                          const Input& input);
  void take(std::string_view target, const std::string& stem, const Input& input,
            const Expect& expect, nlohmann::json metadata);
  void fail(const std::string& what);
  void warn(const std::string& what);

  CraftingTool tool_;
  OutcomeFunction outcome_;
  BookOptions options_;
  std::vector<CorpusFile> files_;
  std::map<std::string, std::set<std::string>> names_;
  std::map<std::string, std::set<Bytes>> seen_;
  int failures_ = 0;
  int warnings_ = 0;
};

// A recipe that changes one little-endian field of a valid input: a row of a table of such
// recipes, which the tool walks with one loop (the loop knows the field's width).
template <typename TargetNotes = Notes>
struct FieldChange {
  std::string stem;
  std::size_t at;
  std::uint64_t value;
  Expect expect;
  TargetNotes notes;
};

// Our own encoders failing on our own models leaves nothing sensible to craft: says so and exits.
template <typename T>
T must(Result<T> result, std::string_view what) {
  if (!result.ok()) {
    std::fprintf(stderr, "corpus recipe: %.*s failed: %s\n", static_cast<int>(what.size()),
                 what.data(), result.error().to_string().c_str());
    std::exit(1);
  }
  return std::move(result).value();
}

// ---- Byte recipes ------------------------------------------------------------------------------

// `value` written little-endian in `bytes` bytes at `at`; a value that does not fit, or a place
// outside `data`, is a wrong recipe and exits.
Bytes with_uint(Bytes data, std::size_t at, std::size_t bytes, std::uint64_t value);
Bytes with_u8(Bytes data, std::size_t at, std::uint64_t value);
Bytes with_u16(Bytes data, std::size_t at, std::uint64_t value);
Bytes with_u24(Bytes data, std::size_t at, std::uint64_t value);
Bytes with_u32(Bytes data, std::size_t at, std::uint64_t value);
// The same, big-endian (Mac resource forks and levels).
Bytes with_be_uint(Bytes data, std::size_t at, std::size_t bytes, std::uint64_t value);

Bytes first_bytes(const Bytes& data, std::size_t count);
Bytes concat(std::initializer_list<ByteSpan> parts);
Bytes text_bytes(std::string_view text);

}  // namespace wolfsuite::corpus
