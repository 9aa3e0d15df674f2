#include "cli/set_report.h"

#include <algorithm>
#include <utility>

namespace wolfsuite::cli {
namespace {

std::string where(const FamilyError& error) {
  std::string text =
      error.error.has_offset() ? " at byte " + std::to_string(error.error.offset) : "";
  if (!error.file.empty()) text += " in " + error.file;
  return text;
}

// The IDs once each, in first-seen order, with how often each comes: a set can repeat one quirk
// hundreds of times.
std::vector<std::pair<std::string, std::size_t>> id_counts(const std::vector<std::string>& ids) {
  std::vector<std::pair<std::string, std::size_t>> counts;
  for (const std::string& id : ids) {
    auto count =
        std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == id; });
    if (count == counts.end()) count = counts.insert(counts.end(), {id, 0});
    ++count->second;
  }
  return counts;
}

}  // namespace

Json set_command_json(std::string_view schema, bool ok, Json sets,
                      const std::vector<Error>& errors) {
  return {
      {"schema", schema}, {"ok", ok}, {"sets", std::move(sets)}, {"errors", errors_json(errors)}};
}

int report_failure(const Error& error, std::string_view schema, bool json, Streams& streams) {
  if (json) {
    streams.out << json_text(Json{{"schema", schema}, {"ok", false}, {"errors", errors_json({error})}});
  }
  return report_error(error, streams.err);
}

void print_errors(const std::vector<FamilyError>& errors, std::ostream& err) {
  for (const FamilyError& error : errors) {
    err << "wolfsuite: " << error.error.id << where(error) << ": " << error.error.message << '\n';
  }
}

void print_findings(const Findings& findings, std::ostream& out) {
  for (const auto& [id, count] : id_counts(finding_ids(findings))) {
    const Finding& first =
        *std::find_if(findings.items().begin(), findings.items().end(),
                      [&wanted = id](const Finding& finding) { return finding.id == wanted; });
    out << "  " << id << " x" << count << ": " << first.message;
    if (count > 1) out << " (and " << count - 1 << " more)";
    out << '\n';
  }
}

std::string counted(std::size_t count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

std::string counted_with_ids(std::string_view noun, const std::vector<std::string>& ids) {
  std::string text = counted(ids.size(), noun);
  const char* separator = " (";
  for (const auto& [id, count] : id_counts(ids)) {
    text += separator + id;
    if (count > 1) text += " x" + std::to_string(count);
    separator = ", ";
  }
  return ids.empty() ? text : text + ")";
}

std::vector<std::string> finding_ids(const Findings& findings) {
  std::vector<std::string> ids;
  ids.reserve(findings.items().size());
  for (const Finding& finding : findings.items()) ids.push_back(finding.id);
  return ids;
}

std::vector<std::string> error_ids(const std::vector<FamilyError>& errors) {
  std::vector<std::string> ids;
  ids.reserve(errors.size());
  for (const FamilyError& error : errors) ids.push_back(error.error.id);
  return ids;
}

}  // namespace wolfsuite::cli
