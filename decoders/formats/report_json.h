#pragma once
// The one JSON form of an error, a finding and a unit's report: what the commands print (cli/)
// and what extract's summary documents (info.json, set.json) hold.
//   error    {"id", "offset", "message"}
//   finding  {"id", "offset", "message"}
//   a set's error, which names its file family and file: {"id", "family", "file", "offset",
//   "message"}
// "offset" is null for an error that points at no byte (kNoOffset: a file, a folder, a choice).
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/formats/format.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// A document as text, two-space indented, ending in a newline. Text from the data (map names,
// messages quoting it) may hold bytes that are not UTF-8: they become U+FFFD.
std::string json_text(const Json& document);

Json error_json(const Error& error);
Json finding_json(const Finding& finding);
Json findings_json(const Findings& findings);
Json findings_json(const std::vector<Finding>& findings);
Json errors_json(const std::vector<FamilyError>& errors);
Json errors_json(const std::vector<Error>& errors);

// info's object for one unit (cli/info_command.h):
//   a file  {"file", "format", "version", "counts", "findings", "errors": [error]}
//   a set   {"folder", "extension", "version", <the report's details>, "findings",
//            "errors": [a set's error]}
Json unit_info_json(const Format& format, const FormatInput& input, const FormatReport& report);

}  // namespace wolfsuite
