#include "cli/unit_report.h"

#include "decoders/formats/report_json.h"

namespace wolfsuite::cli {
namespace {

void print_counts(const std::string& family, const Json& counts, std::ostream& out) {
  out << "  " << family << ":";
  for (const auto& [key, value] : counts.items()) out << ' ' << key << ' ' << value.dump();
  out << '\n';
}

void print_set_info(const Json& info, std::ostream& out) {
  out << info["extension"].get<std::string>() << " in " << info["folder"].get<std::string>() << ": "
      << (info["game"].is_null() ? "unknown version" : info["game"].get<std::string>()) << '\n';
  for (const auto& reason : info["version_reasons"]) {
    out << "  version: " << reason.get<std::string>() << '\n';
  }
  for (const auto& [family, counts] : info["counts"].items()) print_counts(family, counts, out);
  if (!info["map_names"].empty()) {
    out << "  map names:";
    for (const auto& name : info["map_names"]) out << " \"" << name.get<std::string>() << '"';
    out << '\n';
  }
  out << "  " << counted(info["findings"].size(), "finding") << ", "
      << counted(info["errors"].size(), "error") << '\n';
}

void print_file_info(const Json& info, std::ostream& out) {
  out << info["file"].get<std::string>() << ": " << info["format"].get<std::string>();
  if (!info["version"].is_null()) out << " version " << info["version"].dump();
  const char* separator = ": ";
  for (const auto& [key, value] : info["counts"].items()) {
    out << separator << key << ' ' << value.dump();
    separator = ", ";
  }
  out << '\n';
}

}  // namespace

bool is_set(const FoundUnit& unit) { return unit.format->shape() == UnitShape::kFileSet; }

Json check_json(const FoundUnit& unit, const FormatReport& report) {
  if (is_set(unit)) {
    return {{"folder", unit.input.location.string()},
            {"extension", unit.input.group},
            {"version", report.name},
            {"loadable", report.loadable()},
            {"errors", errors_json(report.errors)},
            {"findings", findings_json(report.findings)}};
  }
  Json check = unit_info_json(*unit.format, unit.input, report);
  check["loadable"] = report.loadable();
  return check;
}

void print_check(const FoundUnit& unit, const FormatReport& report, std::ostream& out) {
  out << describe_unit(unit);
  if (!is_set(unit)) out << " (" << unit.format->name() << ")";
  out << ": " << (report.loadable() ? "loadable" : "NOT loadable") << ", "
      << counted_with_ids("error", error_ids(report.errors)) << ", "
      << counted_with_ids("finding", finding_ids(report.findings)) << '\n';
  print_findings(report.findings, out);
}

void print_info(const Format& format, const Json& info, const Findings& findings,
                std::ostream& out) {
  if (format.shape() == UnitShape::kFileSet) {
    print_set_info(info, out);
  } else {
    print_file_info(info, out);
  }
  print_findings(findings, out);
}

}  // namespace wolfsuite::cli
