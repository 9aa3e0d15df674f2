#pragma once
// How the data subcommands (info, check, golden, build, extract) print what decoding found:
// errors as "wolfsuite: E-ID at byte N in FILE: message" on stderr, findings as "W-ID ..." lines.
// Their JSON forms are decoders/formats/report_json.h's, which extract's summary documents share.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/io.h"
#include "decoders/core/findings.h"
#include "decoders/formats/report_json.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::cli {

using Json = nlohmann::ordered_json;  // keys in the documented order

// {"schema": SCHEMA, "ok": OK, "sets": SETS, "errors": ERRORS}: the shape of every set report.
Json set_command_json(std::string_view schema, bool ok, Json sets,
                      const std::vector<Error>& errors);
// report_error (cli/io.h), and with `json` also the failure's document on stdout:
// {"schema": SCHEMA, "ok": false, "errors": [ERROR]}. Every command with --json prints one.
int report_failure(const Error& error, std::string_view schema, bool json, Streams& streams);
// One line per error on `err`, prefixed "wolfsuite: ".
void print_errors(const std::vector<FamilyError>& errors, std::ostream& err);
// One indented line per finding on `out`.
void print_findings(const Findings& findings, std::ostream& out);
// "1 finding", "0 errors": the count and the noun, singular when one.
std::string counted(std::size_t count, std::string_view noun);
// "0 errors", "1 finding (W-QUAKE-BSP-NO-CLIPNODES)", "3 findings (W-A x2, W-B)": counted(),
// then each ID once, in first-seen order, with its count when it repeats. The summary line of
// `check` says this, so it names every quirk even where the lines below it are cut.
std::string counted_with_ids(std::string_view noun, const std::vector<std::string>& ids);
std::vector<std::string> finding_ids(const Findings& findings);
std::vector<std::string> error_ids(const std::vector<FamilyError>& errors);

}  // namespace wolfsuite::cli
