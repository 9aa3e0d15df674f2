#include "gate/vector_selection.h"

#include <algorithm>

#include "gate/gate_report.h"
#include "gate/gate_run.h"
#include "gate/json_fields.h"

namespace wolfsuite::gate {
namespace {

using json_fields::element_path;
using json_fields::json;

constexpr json_fields::FieldReader kFields{"E-GATE-REPORT-FIELD"};

// An outcome this build does not know fails nothing it can rerun.
bool fails_a_run(std::string_view outcome_text) {
  const std::optional<Outcome> outcome = outcome_from_name(outcome_text);
  return outcome && is_failure(*outcome);
}

}  // namespace

bool VectorSelection::chooses(const Vector& vector) const {
  const auto any_tag_of = [&vector](const std::set<std::string>& wanted) {
    return std::any_of(wanted.begin(), wanted.end(),
                       [&vector](const std::string& tag) { return vector.has_tag(tag); });
  };
  return (capabilities.empty() || capabilities.contains(vector.capability)) &&
         (sets.empty() || sets.contains(std::string(set_of_id(vector.id)))) &&
         (tags.empty() || any_tag_of(tags)) && !any_tag_of(not_tags) &&
         (!ids || ids->contains(vector.id));
}

std::string_view set_of_id(std::string_view id) { return id.substr(0, id.find('/')); }

Result<std::set<std::string>> parse_failed_ids(std::string_view report_text) {
  WS_ASSIGN_OR_RETURN(const json document,
                      json_fields::parse_object(report_text, "E-GATE-REPORT-JSON"));
  WS_ASSIGN_OR_RETURN(const std::string schema, kFields.string(document, "", "schema"));
  if (schema != kGateReportSchema) {
    return malformed("E-GATE-REPORT-SCHEMA", 0,
                     "schema \"" + schema + "\" is not " + std::string(kGateReportSchema));
  }
  WS_ASSIGN_OR_RETURN(const json* results, kFields.array(document, "", "results"));
  std::set<std::string> failed;
  for (std::size_t i = 0; i < results->size(); ++i) {
    const json& entry = (*results)[i];
    const std::string path = element_path("results", i);
    if (!entry.is_object()) return kFields.error(path, "not an object");
    WS_ASSIGN_OR_RETURN(std::string id, kFields.string(entry, path, "id"));
    WS_ASSIGN_OR_RETURN(const std::string outcome, kFields.string(entry, path, "outcome"));
    if (fails_a_run(outcome)) failed.insert(std::move(id));
  }
  return failed;
}

Result<std::set<std::string>> failed_ids_of_report(const std::filesystem::path& report) {
  WS_ASSIGN_OR_RETURN(const std::string text,
                      json_fields::read_document(report, kMaxGateReportBytes,
                                                 "E-GATE-REPORT-TOO-LARGE", "E-GATE-REPORT-READ"));
  return parse_failed_ids(text);
}

}  // namespace wolfsuite::gate
