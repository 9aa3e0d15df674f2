#include "cli/set_report.h"

#include <algorithm>
#include <utility>

namespace wolfsuite::cli {
namespace {

std::string where(const FamilyError& error) {
  std::string text = " at byte " + std::to_string(error.error.offset);
  if (!error.file.empty()) text += " in " + error.file;
  return text;
}

}  // namespace

Json findings_json(const Findings& findings) {
  Json items = Json::array();
  for (const Finding& finding : findings.items()) {
    items.push_back({{"id", finding.id}, {"offset", finding.offset}, {"message", finding.message}});
  }
  return items;
}

Json errors_json(const std::vector<FamilyError>& errors) {
  Json items = Json::array();
  for (const FamilyError& error : errors) {
    items.push_back({{"id", error.error.id},
                     {"family", error.family},
                     {"file", error.file},
                     {"offset", error.error.offset},
                     {"message", error.error.message}});
  }
  return items;
}

Json errors_json(const std::vector<Error>& errors) {
  Json items = Json::array();
  for (const Error& error : errors) {
    items.push_back({{"id", error.id}, {"offset", error.offset}, {"message", error.message}});
  }
  return items;
}

Json set_command_json(std::string_view schema, bool ok, Json sets,
                      const std::vector<Error>& errors) {
  return {
      {"schema", schema}, {"ok", ok}, {"sets", std::move(sets)}, {"errors", errors_json(errors)}};
}

void print_errors(const std::vector<FamilyError>& errors, std::ostream& err) {
  for (const FamilyError& error : errors) {
    err << "wolfsuite: " << error.error.id << where(error) << ": " << error.error.message << '\n';
  }
}

void print_findings(const Findings& findings, std::ostream& out) {
  // Grouped by ID in first-seen order: a set can repeat one quirk hundreds of times.
  std::vector<std::pair<std::string, std::vector<const Finding*>>> groups;
  for (const Finding& finding : findings.items()) {
    auto group = std::find_if(groups.begin(), groups.end(),
                              [&](const auto& g) { return g.first == finding.id; });
    if (group == groups.end()) group = groups.insert(groups.end(), {finding.id, {}});
    group->second.push_back(&finding);
  }
  for (const auto& [id, items] : groups) {
    out << "  " << id << " x" << items.size() << ": " << items.front()->message;
    if (items.size() > 1) out << " (and " << items.size() - 1 << " more)";
    out << '\n';
  }
}

void add_missing_file_errors(WolfSetReport& report) {
  for (const std::string& stem : report.missing_files) {
    report.errors.push_back(FamilyError{
        "set", stem, malformed("E-SET-MISSING-FILE", 0, "the engine needs " + stem + " too")});
  }
}

}  // namespace wolfsuite::cli
