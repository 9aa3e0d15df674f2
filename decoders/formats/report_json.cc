#include "decoders/formats/report_json.h"

namespace wolfsuite {

std::string json_text(const Json& document) {
  return document.dump(2, ' ', false, Json::error_handler_t::replace) + '\n';
}

namespace {

// null where the error points at no byte (kNoOffset).
Json offset_json(const Error& error) { return error.has_offset() ? Json(error.offset) : Json(); }

}  // namespace

Json error_json(const Error& error) {
  return {{"id", error.id}, {"offset", offset_json(error)}, {"message", error.message}};
}

Json finding_json(const Finding& finding) {
  return {{"id", finding.id}, {"offset", finding.offset}, {"message", finding.message}};
}

Json findings_json(const std::vector<Finding>& findings) {
  Json items = Json::array();
  for (const Finding& finding : findings) items.push_back(finding_json(finding));
  return items;
}

Json findings_json(const Findings& findings) { return findings_json(findings.items()); }

Json errors_json(const std::vector<FamilyError>& errors) {
  Json items = Json::array();
  for (const FamilyError& error : errors) {
    items.push_back({{"id", error.error.id},
                     {"family", error.family},
                     {"file", error.file},
                     {"offset", offset_json(error.error)},
                     {"message", error.error.message}});
  }
  return items;
}

Json errors_json(const std::vector<Error>& errors) {
  Json items = Json::array();
  for (const Error& error : errors) items.push_back(error_json(error));
  return items;
}

Json unit_info_json(const Format& format, const FormatInput& input, const FormatReport& report) {
  const bool one_file = format.shape() == UnitShape::kOneFile;
  Json info;
  if (one_file) {
    info["file"] = input.location.string();
    info["format"] = format.name();
  } else {
    info["folder"] = input.location.string();
    info["extension"] = input.group;
  }
  info["version"] = report.version;
  info.update(report.details);
  info["findings"] = findings_json(report.findings);
  if (one_file) {
    Json errors = Json::array();
    for (const FamilyError& error : report.errors) errors.push_back(error_json(error.error));
    info["errors"] = std::move(errors);
  } else {
    info["errors"] = errors_json(report.errors);
  }
  return info;
}

}  // namespace wolfsuite
