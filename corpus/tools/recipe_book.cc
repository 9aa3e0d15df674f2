#include "corpus/tools/recipe_book.h"

#include <algorithm>

namespace wolfsuite::corpus {
namespace {

using json = nlohmann::json;

constexpr std::string_view kVerdictFrom = "recipe, checked against the target's decoders";

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

json metadata_for(std::string_view target, const Expect& expect, const DecodeOutcome& outcome,
                  const Notes& notes, const json& layout, std::string_view tool_path) {
  json metadata = {
      {"target", target},
      {"description", notes.description},
      {"document_section", notes.section},
      {"expected_verdict", std::string(1, expect.verdict)},
      {"expected_id", expect.verdict == 'y' ? json(nullptr) : json(expect.id)},
      {"decoder", outcome.decoder},
      {"verdict_from", kVerdictFrom},
      {"made_by", {{"tool", tool_path}, {"recipe", notes.recipe}}},
      {"input", layout},
  };
  if (expect.verdict == 'n') {
    metadata["expected_offset"] = outcome.error_offset;
  } else {
    metadata["expected_findings"] = expect.findings;
  }
  if (expect.verdict == 'i') {
    metadata["expected_offset"] = *first_finding_offset(outcome, expect.id);
  }
  set_catalogue_ids(metadata, notes.catalogue_ids);
  return metadata;
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

RecipeBook::RecipeBook(CraftingTool tool, OutcomeFunction outcome, SiblingFunction sibling)
    : tool_(tool), outcome_(std::move(outcome)), sibling_(std::move(sibling)) {}

void RecipeBook::add(std::string_view target, const std::string& stem, const Input& input,
                     const Expect& expect, const Notes& notes) {
  add_to(target, stem, input, expect, notes);
  if (!sibling_ || expect.verdict == 'n') return;
  if (const std::optional<std::string> sibling = sibling_(target)) {
    add_to(*sibling, stem, input, expect, notes);
  }
}

std::optional<Crafted> RecipeBook::crafted() const {
  if (failures_ > 0) {
    std::fprintf(stderr, "%.*s: %d recipes disagree with the decoders; nothing written\n",
                 static_cast<int>(tool_.name.size()), tool_.name.data(), failures_);
    return std::nullopt;
  }
  return Crafted{files_, ""};
}

void RecipeBook::add_to(std::string_view target, const std::string& stem, const Input& input,
                        const Expect& expect, const Notes& notes) {
  const std::string name = std::string(1, expect.verdict) + "_" + stem + ".bin";
  const std::string where = std::string(target) + "/" + name;
  const std::optional<DecodeOutcome> outcome = outcome_(target, input.bytes);
  if (!outcome) return fail(where + ": the target ignores this input");
  if (!agrees(expect, *outcome)) {
    return fail(where + ": the recipe says " + describe(expect) + ", the target gives " +
                to_string(*outcome));
  }
  if (!names_[std::string(target)].insert(name).second) return fail(where + " is made twice");
  if (!seen_[std::string(target)].insert(input.bytes).second) {
    return fail(where + " has the same bytes as another file of its target");
  }
  files_.push_back(
      CorpusFile{std::string(target), name, input.bytes,
                 metadata_for(target, expect, *outcome, notes, input.layout, tool_.path)});
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
