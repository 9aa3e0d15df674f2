#pragma once
// Which vectors a gate run takes (docs/ADAPTERS.md "Choosing vectors"): by capability (--only),
// set (--sets: an id's first part), tag (--tags, --not-tags), id (--id) and the failures of an
// earlier run's JSON report (--failed-only). Within one criterion any value chooses a vector;
// across criteria every one given must hold; a criterion left empty chooses every vector.
//
// Catalogue of the IDs failed_ids_of_report reports (offset: the JSON parser's byte for
// E-GATE-REPORT-JSON, else 0; the message names the field as "results[3].id")
//   E-GATE-REPORT-READ       the report cannot be read
//   E-GATE-REPORT-TOO-LARGE  the report is larger than kMaxGateReportBytes
//   E-GATE-REPORT-JSON       not JSON, or not an object
//   E-GATE-REPORT-SCHEMA     its schema is not kGateReportSchema
//   E-GATE-REPORT-FIELD      "results", or an entry's "id" or "outcome", missing or mistyped
#include <cstddef>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "decoders/core/error.h"
#include "gate/manifest.h"

namespace wolfsuite::gate {

// A report of every vector of several real sets, each with its stderr kept, stays below this.
inline constexpr std::size_t kMaxGateReportBytes = 256u << 20;

struct VectorSelection {
  std::set<std::string> capabilities;
  std::set<std::string> sets;
  std::set<std::string> tags;      // a vector carrying any of them
  std::set<std::string> not_tags;  // a vector carrying none of them
  std::optional<std::set<std::string>> ids;  // nullopt: any id (an empty set chooses none)

  bool chooses(const Vector& vector) const;
};

// A vector id's set: the part before its first '/'.
std::string_view set_of_id(std::string_view id);

// The ids of the results a gate report (`wolfsuite gate --json`) lists with an outcome that
// fails a run (fail, crash, timeout, bad-response, error): what --failed-only reruns.
Result<std::set<std::string>> failed_ids_of_report(const std::filesystem::path& report);
// The same of the report's text.
Result<std::set<std::string>> parse_failed_ids(std::string_view report_text);

}  // namespace wolfsuite::gate
