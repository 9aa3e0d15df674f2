#pragma once
// How info and check print a unit's report (decoders/formats/format.h FormatReport), the one place
// that tells the two shapes apart: a set is reported under "sets", by folder and extension, its
// errors naming their file family; a file under "files", by path and format (info_command.h and
// check_command.h give the schemas).
#include <ostream>
#include <string>

#include "cli/found_units.h"
#include "cli/set_report.h"
#include "decoders/formats/format.h"

namespace wolfsuite::cli {

bool is_set(const FoundUnit& unit);

// check's object for the unit: a set {"folder", "extension", "version" (its name), "loadable",
// "errors", "findings"}; a file its info object (report_json.h unit_info_json) and "loadable".
Json check_json(const FoundUnit& unit, const FormatReport& report);
// check's line: "wl1 (data/wl1): loadable, 0 errors, 2 findings (W-A x2)" or
// "maps/e1.map (build-map): ...", then a line per finding ID.
void print_check(const FoundUnit& unit, const FormatReport& report, std::ostream& out);

// info's text for the unit, from its info object: for a set its game, version reasons, counts
// per file family, map names and totals, then its findings; for a file
// "FILE: build-map version 7: sectors 12, walls 80, sprites 3" and its findings.
void print_info(const Format& format, const Json& info, const Findings& findings,
                std::ostream& out);

}  // namespace wolfsuite::cli
