#include "corpus/catalogue.h"

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <utility>

#include "decoders/core/json_text.h"

namespace wolfsuite::catalogue {
namespace {

using json = nlohmann::json;

// Corpus paths are relative to the repository root and lie in this folder, beside CATALOGUE.md.
constexpr std::string_view kCorpusFolder = "corpus/";

// ---- Reading the JSON ------------------------------------------------------------------------

Error field_error(const std::string& path, std::string_view problem) {
  return malformed("E-CATALOGUE-FIELD", 0, path + ": " + std::string(problem));
}

std::string member_path(const std::string& parent, const std::string& key) {
  return parent.empty() ? key : parent + "." + key;
}

std::string element_path(const std::string& array, std::size_t index) {
  return array + "[" + std::to_string(index) + "]";
}

// The member `key` of `object`, of the type `is_type` accepts.
template <typename IsType>
Result<const json*> member(const json& object, const std::string& parent, const std::string& key,
                           std::string_view type_name, IsType is_type) {
  const auto found = object.find(key);
  if (found == object.end()) return field_error(member_path(parent, key), "missing");
  if (!is_type(*found)) {
    return field_error(member_path(parent, key), "not " + std::string(type_name));
  }
  return &*found;
}

Result<std::string> string_member(const json& object, const std::string& parent,
                                  const std::string& key) {
  WS_ASSIGN_OR_RETURN(const json* value, member(object, parent, key, "a string",
                                                [](const json& v) { return v.is_string(); }));
  return value->get<std::string>();
}

Result<const json*> object_member(const json& object, const std::string& parent,
                                  const std::string& key) {
  return member(object, parent, key, "an object", [](const json& v) { return v.is_object(); });
}

Result<const json*> array_member(const json& object, const std::string& parent,
                                 const std::string& key) {
  return member(object, parent, key, "an array", [](const json& v) { return v.is_array(); });
}

Result<std::vector<std::string>> strings_of(const json& array, const std::string& path) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < array.size(); ++i) {
    if (!array[i].is_string()) return field_error(element_path(path, i), "not a string");
    out.push_back(array[i].get<std::string>());
  }
  return out;
}

Result<std::vector<std::string>> string_array_member(const json& object, const std::string& parent,
                                                     const std::string& key) {
  WS_ASSIGN_OR_RETURN(const json* array, array_member(object, parent, key));
  return strings_of(*array, member_path(parent, key));
}

Result<DocumentReference> parse_document(const json& entry, const std::string& path) {
  WS_ASSIGN_OR_RETURN(const json* object, object_member(entry, path, "document"));
  const std::string at = member_path(path, "document");
  DocumentReference document;
  WS_ASSIGN_OR_RETURN(document.file, string_member(*object, at, "file"));
  WS_ASSIGN_OR_RETURN(document.section, string_member(*object, at, "section"));
  WS_ASSIGN_OR_RETURN(document.says, string_member(*object, at, "says"));
  return document;
}

Result<DecoderVerdict> parse_decoder(const json& entry, const std::string& path) {
  WS_ASSIGN_OR_RETURN(const json* object, object_member(entry, path, "decoder"));
  const std::string at = member_path(path, "decoder");
  DecoderVerdict decoder;
  WS_ASSIGN_OR_RETURN(decoder.verdict, string_member(*object, at, "verdict"));
  WS_ASSIGN_OR_RETURN(const json* id,
                      member(*object, at, "id", "a string or null",
                             [](const json& v) { return v.is_string() || v.is_null(); }));
  if (id->is_string()) decoder.id = id->get<std::string>();
  WS_ASSIGN_OR_RETURN(decoder.offset, string_member(*object, at, "offset"));
  return decoder;
}

Result<Entry> parse_entry(const json& object, const std::string& path) {
  if (!object.is_object()) return field_error(path, "not an object");
  Entry entry;
  WS_ASSIGN_OR_RETURN(entry.id, string_member(object, path, "id"));
  WS_ASSIGN_OR_RETURN(entry.family, string_member(object, path, "family"));
  WS_ASSIGN_OR_RETURN(entry.title, string_member(object, path, "title"));
  WS_ASSIGN_OR_RETURN(entry.document, parse_document(object, path));
  WS_ASSIGN_OR_RETURN(entry.engine, string_member(object, path, "engine"));
  WS_ASSIGN_OR_RETURN(entry.decoder, parse_decoder(object, path));
  WS_ASSIGN_OR_RETURN(entry.corpus, string_array_member(object, path, "corpus"));
  if (object.contains("corpus_exempt")) {
    WS_ASSIGN_OR_RETURN(entry.corpus_exempt, string_member(object, path, "corpus_exempt"));
  }
  if (object.contains("tests")) {
    WS_ASSIGN_OR_RETURN(entry.tests, string_array_member(object, path, "tests"));
  }
  if (object.contains("notes")) {
    WS_ASSIGN_OR_RETURN(entry.notes, string_member(object, path, "notes"));
  }
  return entry;
}

Result<Limit> parse_limit(const json& object, const std::string& path) {
  if (!object.is_object()) return field_error(path, "not an object");
  Limit limit;
  WS_ASSIGN_OR_RETURN(limit.name, string_member(object, path, "name"));
  WS_ASSIGN_OR_RETURN(const json* value,
                      member(object, path, "value", "an unsigned integer",
                             [](const json& v) { return v.is_number_unsigned(); }));
  limit.value = value->get<std::uint64_t>();
  WS_ASSIGN_OR_RETURN(limit.unit, string_member(object, path, "unit"));
  WS_ASSIGN_OR_RETURN(limit.applies_to, string_member(object, path, "applies_to"));
  WS_ASSIGN_OR_RETURN(limit.why, string_member(object, path, "why"));
  WS_ASSIGN_OR_RETURN(limit.error_id, string_member(object, path, "error_id"));
  WS_ASSIGN_OR_RETURN(limit.where, string_member(object, path, "where"));
  return limit;
}

Result<ToolError> parse_tool_error(const json& object, const std::string& path) {
  if (!object.is_object()) return field_error(path, "not an object");
  ToolError tool_error;
  WS_ASSIGN_OR_RETURN(tool_error.id, string_member(object, path, "id"));
  WS_ASSIGN_OR_RETURN(tool_error.title, string_member(object, path, "title"));
  WS_ASSIGN_OR_RETURN(tool_error.meaning, string_member(object, path, "meaning"));
  WS_ASSIGN_OR_RETURN(tool_error.where, string_member(object, path, "where"));
  return tool_error;
}

// Every element of the array `key` through `parse`.
template <typename T, typename Parse>
Result<std::vector<T>> parse_array(const json& root, const std::string& key, Parse parse) {
  WS_ASSIGN_OR_RETURN(const json* array, array_member(root, "", key));
  std::vector<T> out;
  for (std::size_t i = 0; i < array->size(); ++i) {
    WS_ASSIGN_OR_RETURN(T item, parse((*array)[i], element_path(key, i)));
    out.push_back(std::move(item));
  }
  return out;
}

// ---- Rules between fields --------------------------------------------------------------------

std::optional<std::size_t> family_rank(std::string_view family) {
  const auto found = std::find(kCatalogueFamilies.begin(), kCatalogueFamilies.end(), family);
  if (found == kCatalogueFamilies.end()) return std::nullopt;
  return static_cast<std::size_t>(found - kCatalogueFamilies.begin());
}

bool sorted_before(const Entry& a, const Entry& b) {
  const std::size_t rank_a = family_rank(a.family).value_or(kCatalogueFamilies.size());
  const std::size_t rank_b = family_rank(b.family).value_or(kCatalogueFamilies.size());
  return rank_a != rank_b ? rank_a < rank_b : a.id < b.id;
}

// The verdict an ID's prefix calls for.
std::optional<std::string_view> verdict_for(std::string_view id) {
  if (id.starts_with("E-")) return "error";
  if (id.starts_with("W-")) return "finding";
  if (id.starts_with("Q-")) return "accepted";
  return std::nullopt;
}

void check_verdict(const Entry& entry, std::vector<std::string>& problems) {
  const std::optional<std::string_view> expected = verdict_for(entry.id);
  if (!expected) {
    problems.push_back(entry.id + ": an entry ID starts with E-, W- or Q-");
    return;
  }
  if (entry.decoder.verdict != *expected) {
    problems.push_back(entry.id + ": verdict \"" + entry.decoder.verdict +
                       "\", its prefix says \"" + std::string(*expected) + "\"");
  }
  const bool accepted = *expected == "accepted";
  if (accepted && entry.decoder.id.has_value()) {
    problems.push_back(entry.id + ": an accepted edge case has decoder.id null");
  }
  if (!accepted && entry.decoder.id != entry.id) {
    problems.push_back(entry.id + ": decoder.id is \"" + entry.decoder.id.value_or("null") +
                       "\", not the entry's ID");
  }
}

void check_entry(const Entry& entry, std::vector<std::string>& problems) {
  if (!family_rank(entry.family)) {
    problems.push_back(entry.id + ": unknown family \"" + entry.family + "\"");
  }
  check_verdict(entry, problems);
  if (entry.title.empty() || entry.title.find('\n') != std::string::npos) {
    problems.push_back(entry.id + ": the title is one non-empty line");
  }
  for (const std::string& path : entry.corpus) {
    if (!path.starts_with(kCorpusFolder)) {
      problems.push_back(entry.id + ": corpus path " + path + " is not under corpus/");
    }
  }
  if (entry.corpus_exempt && (!entry.corpus.empty() || entry.tests.empty())) {
    problems.push_back(entry.id +
                       ": corpus_exempt belongs to an entry with no corpus file and "
                       "at least one test");
  }
}

// ---- Markdown --------------------------------------------------------------------------------

// A table cell: a '|' would end the cell.
std::string cell(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

// GitHub's anchor for a heading made of an ID: lower case, hyphens kept.
std::string anchor(std::string_view heading) {
  std::string out;
  for (const char c : heading) {
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}

// A corpus path relative to corpus/, where CATALOGUE.md lives.
std::string corpus_link(const std::string& path) {
  const std::string relative =
      path.starts_with(kCorpusFolder) ? path.substr(kCorpusFolder.size()) : path;
  return "[" + relative + "](" + relative + ")";
}

std::vector<const Entry*> entries_of(const Catalogue& catalogue, std::string_view family) {
  std::vector<const Entry*> out;
  for (const Entry& entry : catalogue.entries) {
    if (entry.family == family) out.push_back(&entry);
  }
  return out;
}

void render_introduction(std::ostringstream& out) {
  out << "# Edge-case catalogue\n\n"
         "Generated from `catalogue.json` by `cmake --build <build> --target "
         "regenerate_catalogue`; edit the JSON, not this file (a test fails while the two "
         "differ).\n\n"
         "Each entry is one edge case of the Wolfenstein 3-D data formats or one quirk of the "
         "original DOS engine: what the format documents say, what the engine does, and what "
         "our decoders report. Another implementation can use the catalogue without C++: read "
         "`catalogue.json` (schema `wolfsuite-catalogue/1`), then run each entry's corpus files "
         "through its own decoder. A corpus file's name starts with its verdict: `y_` must "
         "decode, `n_` must be rejected, `i_` must decode with a finding. Beside each file, "
         "`<file>.json` holds its metadata: `target` (the fuzz target, also the folder), "
         "`description`, `document_section`, `expected_verdict` (`y`, `n` or `i`), "
         "`expected_id` (the error or main finding ID), `expected_findings` and "
         "`expected_offset` when known, `catalogue_ids` (further entries the file exercises, "
         "such as the `Q-` edge cases our decoders accept silently), `input` (how the bytes "
         "split into files: `fuzz/fuzz_inputs.h`), `made_by` (the tool and recipe that wrote "
         "it) and `verdict_from`. IDs starting with `E-` are errors (decoding stops), `W-` "
         "findings (decoding goes on the way the engine would), `Q-` edge cases that are "
         "accepted with neither.\n\n";
}

void render_contents(const Catalogue& catalogue, std::ostringstream& out) {
  out << "## Contents\n\n";
  for (const std::string_view family : kCatalogueFamilies) {
    const std::size_t count = entries_of(catalogue, family).size();
    if (count == 0) continue;
    out << "- [" << family << "](#" << anchor(family) << "): " << count
        << (count == 1 ? " entry" : " entries") << "\n";
  }
  out << "- [Limits](#limits): " << catalogue.limits.size() << "\n";
  out << "- [Tool errors](#tool-errors): " << catalogue.tool_errors.size() << "\n\n";
}

void render_entry(const Entry& entry, std::ostringstream& out) {
  out << "### " << entry.id << "\n\n" << entry.title << "\n\n";
  out << "- **Document:** " << entry.document.file << ", section \"" << entry.document.section
      << "\": " << entry.document.says << "\n";
  out << "- **Original engine:** " << entry.engine << "\n";
  out << "- **Ours:** " << entry.decoder.verdict;
  if (entry.decoder.id) out << " `" << *entry.decoder.id << "`";
  out << "; offset: " << entry.decoder.offset << "\n";
  out << "- **Corpus:** ";
  if (entry.corpus.empty()) out << "none: " << entry.corpus_exempt.value_or("not crafted yet");
  for (std::size_t i = 0; i < entry.corpus.size(); ++i) {
    out << (i == 0 ? "" : ", ") << corpus_link(entry.corpus[i]);
  }
  out << "\n";
  if (!entry.tests.empty()) {
    out << "- **Tests:** ";
    for (std::size_t i = 0; i < entry.tests.size(); ++i) {
      out << (i == 0 ? "" : "; ") << entry.tests[i];
    }
    out << "\n";
  }
  if (entry.notes) out << "- **Notes:** " << *entry.notes << "\n";
  out << "\n";
}

void render_family(std::string_view family, const std::vector<const Entry*>& entries,
                   std::ostringstream& out) {
  out << "## " << family << "\n\n| ID | title | verdict |\n|---|---|---|\n";
  for (const Entry* entry : entries) {
    out << "| [" << entry->id << "](#" << anchor(entry->id) << ") | " << cell(entry->title) << " | "
        << entry->decoder.verdict << " |\n";
  }
  out << "\n";
  for (const Entry* entry : entries) render_entry(*entry, out);
}

void render_limits(const Catalogue& catalogue, std::ostringstream& out) {
  out << "## Limits\n\n"
         "Every size or count read from a file is checked against one of these caps before "
         "anything is allocated; above it, the decoder reports the error named.\n\n";
  if (catalogue.limits.empty()) {
    out << "None listed yet.\n\n";
    return;
  }
  out << "| constant | value | unit | applies to | why it is safe | error | where |\n"
         "|---|---|---|---|---|---|---|\n";
  for (const Limit& limit : catalogue.limits) {
    out << "| `" << limit.name << "` | " << limit.value << " | " << cell(limit.unit) << " | "
        << cell(limit.applies_to) << " | " << cell(limit.why) << " | `" << limit.error_id << "` | `"
        << limit.where << "` |\n";
  }
  out << "\n";
}

void render_tool_errors(const Catalogue& catalogue, std::ostringstream& out) {
  out << "## Tool errors\n\n"
         "IDs that are not about a file format: input and output, the command line, images, "
         "golden manifests, data set lookup, encoders given a model they cannot write, and our "
         "own broken invariants.\n\n"
         "| ID | title | meaning | where |\n|---|---|---|---|\n";
  for (const ToolError& tool_error : catalogue.tool_errors) {
    out << "| `" << tool_error.id << "` | " << cell(tool_error.title) << " | "
        << cell(tool_error.meaning) << " | `" << tool_error.where << "` |\n";
  }
}

}  // namespace

Result<Catalogue> parse_catalogue(std::string_view json_text) {
  WS_ASSIGN_OR_RETURN(json root, parse_json_text(json_text, "E-CATALOGUE-JSON"));
  if (!root.is_object()) return malformed("E-CATALOGUE-JSON", 0, "not a JSON object");
  const auto schema = root.find("schema");
  if (schema == root.end() || !schema->is_string() ||
      schema->get<std::string>() != kCatalogueSchema) {
    return malformed("E-CATALOGUE-JSON", 0,
                     "\"schema\" is not \"" + std::string(kCatalogueSchema) + "\"");
  }
  Catalogue catalogue;
  WS_ASSIGN_OR_RETURN(catalogue.entries, parse_array<Entry>(root, "entries", parse_entry));
  WS_ASSIGN_OR_RETURN(catalogue.limits, parse_array<Limit>(root, "limits", parse_limit));
  WS_ASSIGN_OR_RETURN(catalogue.tool_errors,
                      parse_array<ToolError>(root, "tool_errors", parse_tool_error));
  return catalogue;
}

std::vector<std::string> entry_problems(const Catalogue& catalogue) {
  std::vector<std::string> problems;
  std::set<std::string> seen;
  for (const std::string& id : catalogue_ids(catalogue)) {
    if (!seen.insert(id).second) problems.push_back(id + ": listed more than once");
  }
  for (std::size_t i = 0; i < catalogue.entries.size(); ++i) {
    const Entry& entry = catalogue.entries[i];
    check_entry(entry, problems);
    if (i > 0 && !sorted_before(catalogue.entries[i - 1], entry)) {
      problems.push_back(entry.id + ": not sorted after " + catalogue.entries[i - 1].id +
                         " (family order, then ID)");
    }
  }
  for (const ToolError& tool_error : catalogue.tool_errors) {
    if (!tool_error.id.starts_with("E-") && !tool_error.id.starts_with("W-")) {
      problems.push_back(tool_error.id + ": a tool error ID starts with E- or W-");
    }
  }
  return problems;
}

std::vector<std::string> limit_problems(const Catalogue& catalogue) {
  std::vector<std::string> problems;
  const std::vector<std::string> ids = catalogue_ids(catalogue);
  const std::set<std::string> known(ids.begin(), ids.end());
  std::set<std::string> names;
  for (const Limit& limit : catalogue.limits) {
    if (!names.insert(limit.name).second)
      problems.push_back(limit.name + ": listed more than once");
    if (!known.contains(limit.error_id)) {
      problems.push_back(limit.name + ": error_id " + limit.error_id +
                         " is neither an entry nor a tool error");
    }
    const std::pair<std::string_view, const std::string*> fields[] = {
        {"name", &limit.name}, {"unit", &limit.unit},         {"applies_to", &limit.applies_to},
        {"why", &limit.why},   {"error_id", &limit.error_id}, {"where", &limit.where}};
    for (const auto& [field, value] : fields) {
      if (value->empty()) problems.push_back(limit.name + ": " + std::string(field) + " is empty");
    }
  }
  return problems;
}

std::vector<std::string> catalogue_ids(const Catalogue& catalogue) {
  std::vector<std::string> ids;
  for (const Entry& entry : catalogue.entries) ids.push_back(entry.id);
  for (const ToolError& tool_error : catalogue.tool_errors) ids.push_back(tool_error.id);
  return ids;
}

std::string render_catalogue_markdown(const Catalogue& catalogue) {
  std::ostringstream out;
  render_introduction(out);
  render_contents(catalogue, out);
  for (const std::string_view family : kCatalogueFamilies) {
    const std::vector<const Entry*> entries = entries_of(catalogue, family);
    if (!entries.empty()) render_family(family, entries, out);
  }
  render_limits(catalogue, out);
  render_tool_errors(catalogue, out);
  return out.str();
}

}  // namespace wolfsuite::catalogue
