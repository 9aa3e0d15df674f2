#include "corpus/tools/recipe_book.h"

#include <algorithm>

namespace wolfsuite::corpus {
namespace {

using json = nlohmann::json;

constexpr std::string_view kAcceptsEveryInput = "construction: the target accepts every input";

std::vector<std::string> sorted_ids(std::vector<std::string> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

std::string describe(const Expect& expect) {
  if (expect.verdict == 'n') {
    return "rejected with " + expect.id +
           (expect.offset ? " at byte " + std::to_string(*expect.offset) : "");
  }
  std::string text = "accepted";
  for (std::size_t i = 0; i < expect.findings.size(); ++i) {
    text += (i == 0 ? " with " : ", ") + expect.findings[i];
  }
  return text;
}

bool agrees(const Expect& expect, const DecodeOutcome& outcome) {
  if (expect.verdict == 'n') {
    return !outcome.accepted && outcome.error_id == expect.id &&
           (!expect.offset || outcome.error_offset == *expect.offset);
  }
  return outcome.accepted && finding_ids(outcome) == expect.findings;
}

// A rejection whose recipe leaves the offset open takes the decoders' offset when they reject
// with the recipe's ID.
Expect with_offset_from(Expect expect, const DecodeOutcome& outcome) {
  if (expect.verdict == 'n' && !expect.offset && !outcome.accepted &&
      outcome.error_id == expect.id) {
    expect.offset = outcome.error_offset;
  }
  return expect;
}

// The fields every corpus file has (corpus/corpus_files.h), and a rejection's offset.
json metadata_for(std::string_view target, const Expect& expect, std::string_view verdict_from,
                  const Notes& notes, const json& layout, std::string_view tool_path) {
  json metadata = {
      {"target", target},
      {"description", notes.description},
      {"document_section", notes.section},
      {"expected_verdict", std::string(1, expect.verdict)},
      {"expected_id", expect.verdict == 'y' ? json(nullptr) : json(expect.id)},
      {"verdict_from", verdict_from},
      {"made_by", {{"tool", tool_path}, {"recipe", notes.recipe}}},
      {"input", layout},
  };
  if (expect.verdict == 'n') {
    metadata["expected_offset"] = expect.offset ? json(*expect.offset) : json(nullptr);
  }
  set_catalogue_ids(metadata, notes.catalogue_ids);
  return metadata;
}

// What the decoders said besides the verdict: which of them decided, every finding ID, and
// where a tolerated file's finding is.
void add_decoder_fields(json& metadata, const Expect& expect, const DecodeOutcome& outcome) {
  metadata["decoder"] = outcome.decoder;
  if (expect.verdict != 'n') metadata["expected_findings"] = expect.findings;
  if (expect.verdict == 'i') {
    const std::optional<std::size_t> at = first_finding_offset(outcome, expect.id);
    metadata["expected_offset"] = at ? json(*at) : json(nullptr);
  }
}

std::string file_name(char verdict, const std::string& stem) {
  return std::string(1, verdict) + "_" + stem + ".bin";
}

[[noreturn]] void wrong_recipe(const std::string& what) {
  std::fprintf(stderr, "corpus recipe: %s\n", what.c_str());
  std::exit(1);
}

}  // namespace

Expect decodes(std::vector<std::string> findings) {
  return Expect{'y', "", std::nullopt, sorted_ids(std::move(findings))};
}

Expect rejected(std::string id, std::optional<std::size_t> offset) {
  return Expect{'n', std::move(id), offset, {}};
}

Expect tolerated(const std::string& id, std::vector<std::string> also) {
  also.push_back(id);
  return Expect{'i', id, std::nullopt, sorted_ids(std::move(also))};
}

RecipeBook::RecipeBook(CraftingTool tool, OutcomeFunction outcome, BookOptions options)
    : tool_(tool), outcome_(std::move(outcome)), options_(std::move(options)) {}

void RecipeBook::add(std::string_view target, const std::string& stem, const Input& input,
                     const Expect& expect, const Notes& notes) {
  add_to(target, stem, input, expect, notes);
  if (!options_.sibling || expect.verdict == 'n') return;
  if (const std::optional<std::string> sibling = options_.sibling(target)) {
    add_to(*sibling, stem, input, expect, notes);
  }
}

void RecipeBook::add(const Targets& targets, const std::string& stem, const Input& input,
                     const Expect& expect, const Notes& notes) {
  for (const std::string& target : targets) add(target, stem, input, expect, notes);
}

void RecipeBook::add_classified(const Targets& targets, const std::string& stem, const Input& input,
                                const Notes& notes) {
  for (const std::string& target : targets) {
    if (seen_[target].contains(input.bytes)) continue;
    const std::optional<DecodeOutcome> outcome = outcome_of(target, target + "/" + stem, input);
    if (!outcome) continue;
    const Expect expect = outcome->accepted ? decodes(finding_ids(*outcome))
                                            : rejected(outcome->error_id, outcome->error_offset);
    json metadata = metadata_for(target, expect, options_.classified_verdict_from, notes,
                                 input.layout, tool_.path);
    if (options_.decoder_fields) add_decoder_fields(metadata, expect, *outcome);
    take(target, stem, input, expect, std::move(metadata));
  }
}

void RecipeBook::add_accepted_by_construction(std::string_view target, const std::string& stem,
                                              const Input& input, const Notes& notes) {
  const Expect expect = decodes();
  take(target, stem, input, expect,
       metadata_for(target, expect, kAcceptsEveryInput, notes, input.layout, tool_.path));
}

std::optional<Crafted> RecipeBook::crafted() const {
  if (failures_ > 0) {
    std::fprintf(stderr, "%.*s: %d recipes disagree with the decoders; nothing written\n",
                 static_cast<int>(tool_.name.size()), tool_.name.data(), failures_);
    return std::nullopt;
  }
  const bool counts_warnings = options_.disagreement == Disagreement::kWarns;
  return Crafted{files_, counts_warnings ? std::to_string(warnings_) + " warnings" : ""};
}

void RecipeBook::add_to(std::string_view target, const std::string& stem, const Input& input,
                        const Expect& expect, const Notes& notes) {
  const std::string where = std::string(target) + "/" + file_name(expect.verdict, stem);
  const std::optional<DecodeOutcome> outcome = outcome_of(target, where, input);
  if (!outcome) return;
  const Expect checked = with_offset_from(expect, *outcome);
  if (!agrees(checked, *outcome)) {
    const std::string what = where + ": the recipe says " + describe(expect) +
                             ", the target gives " + to_string(*outcome);
    if (options_.disagreement == Disagreement::kFails) return fail(what);
    warn(what);
  }
  json metadata =
      metadata_for(target, checked, options_.recipe_verdict_from, notes, input.layout, tool_.path);
  if (options_.decoder_fields) add_decoder_fields(metadata, checked, *outcome);
  take(target, stem, input, checked, std::move(metadata));
}

std::optional<DecodeOutcome> RecipeBook::outcome_of(std::string_view target,
                                                    const std::string& where, const Input& input) {
  std::optional<DecodeOutcome> outcome = outcome_(target, input.bytes);
  if (!outcome) fail(where + ": the target ignores this input");
  return outcome;
}

void RecipeBook::take(std::string_view target, const std::string& stem, const Input& input,
                      const Expect& expect, json metadata) {
  const std::string name = file_name(expect.verdict, stem);
  const std::string where = std::string(target) + "/" + name;
  if (!names_[std::string(target)].insert(name).second) return fail(where + " is made twice");
  if (!seen_[std::string(target)].insert(input.bytes).second) {
    return fail(where + " has the same bytes as another file of its target");
  }
  files_.push_back(CorpusFile{std::string(target), name, input.bytes, std::move(metadata)});
}

void RecipeBook::warn(const std::string& what) {
  std::fprintf(stderr, "%.*s: warning: %s\n", static_cast<int>(tool_.name.size()),
               tool_.name.data(), what.c_str());
  ++warnings_;
}

void RecipeBook::fail(const std::string& what) {
  std::fprintf(stderr, "%.*s: %s\n", static_cast<int>(tool_.name.size()), tool_.name.data(),
               what.c_str());
  ++failures_;
}

Bytes with_uint(Bytes data, std::size_t at, std::size_t bytes, std::uint64_t value) {
  if (bytes < 8 && value >> (8 * bytes) != 0) {
    wrong_recipe(std::to_string(value) + " does not fit " + std::to_string(bytes) + " bytes");
  }
  if (at > data.size() || bytes > data.size() - at) {
    wrong_recipe("a patch at byte " + std::to_string(at) + " is outside the input");
  }
  for (std::size_t i = 0; i < bytes; ++i)
    data[at + i] = static_cast<std::uint8_t>(value >> (8 * i));
  return data;
}

Bytes with_u8(Bytes data, std::size_t at, std::uint64_t value) {
  return with_uint(std::move(data), at, 1, value);
}
Bytes with_u16(Bytes data, std::size_t at, std::uint64_t value) {
  return with_uint(std::move(data), at, 2, value);
}
Bytes with_u24(Bytes data, std::size_t at, std::uint64_t value) {
  return with_uint(std::move(data), at, 3, value);
}
Bytes with_u32(Bytes data, std::size_t at, std::uint64_t value) {
  return with_uint(std::move(data), at, 4, value);
}

Bytes with_be_uint(Bytes data, std::size_t at, std::size_t bytes, std::uint64_t value) {
  data = with_uint(std::move(data), at, bytes, value);
  std::reverse(data.begin() + static_cast<std::ptrdiff_t>(at),
               data.begin() + static_cast<std::ptrdiff_t>(at + bytes));
  return data;
}

Bytes first_bytes(const Bytes& data, std::size_t count) {
  if (count > data.size()) wrong_recipe("first_bytes asks for more than the input holds");
  return Bytes(data.begin(), data.begin() + static_cast<std::ptrdiff_t>(count));
}

Bytes concat(std::initializer_list<ByteSpan> parts) {
  Bytes out;
  for (const ByteSpan part : parts) out.insert(out.end(), part.begin(), part.end());
  return out;
}

Bytes text_bytes(std::string_view text) { return Bytes(text.begin(), text.end()); }

}  // namespace wolfsuite::corpus
