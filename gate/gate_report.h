#pragma once
// The gate's reports (docs/ADAPTERS.md "Reports"), each one text made from a GateRun:
//  - JSON (--json): the summary, counts per capability, and every result with its first
//    difference's facts; schema kGateReportSchema.
//  - JUnit XML (--junit): what GitHub Actions, GitLab and Jenkins read: <testsuites>, a
//    <testsuite> per capability, a <testcase> per vector; fail and bad-response are <failure>,
//    crash, timeout and error are <error>, unsupported is <skipped>.
//  - HTML (--html): one self-contained page (inline CSS and script, pictures as data: URIs, no
//    network): the summary, a sortable table per capability, and for frame failures the
//    expected, actual and difference pictures side by side.
#include <map>
#include <string>

#include "decoders/core/bytes.h"
#include "gate/gate_run.h"

namespace wolfsuite::gate {

inline constexpr std::string_view kGateReportSchema = "wolfsuite-gate-report/1";

std::string gate_report_json(const GateRun& run);
std::string gate_report_junit(const GateRun& run);

// A frame failure's pictures as PNG files (drawn by the caller, which has the palette).
struct FramePictures {
  Bytes expected_png;
  Bytes actual_png;
  Bytes difference_png;
};

// `pictures` by vector id; a failing frame without an entry is shown as text alone.
std::string gate_report_html(const GateRun& run,
                             const std::map<std::string, FramePictures>& pictures);

// Text safe inside XML or HTML element content and attribute values: & < > " ' escaped, control
// characters other than tab, newline and carriage return (which XML 1.0 forbids) as U+FFFD.
std::string escape_markup(std::string_view text);

}  // namespace wolfsuite::gate
