#pragma once
// The gate's reports (docs/ADAPTERS.md "Reports"), each one text made from a GateRun:
//  - JSON (--json): the summary, counts per capability, and every result with its first
//    difference's facts; schema kGateReportSchema.
//  - JUnit XML (--junit): what GitHub Actions, GitLab and Jenkins read: <testsuites>, a
//    <testsuite> per capability, a <testcase> per vector; fail and bad-response are <failure>,
//    crash, timeout and error are <error>, unsupported is <skipped>. Times are wall time: the
//    run's for <testsuites>, from a suite's first vector's start to its last one's end for a
//    <testsuite> (with --jobs its vectors overlap, so their sum would overstate it).
//  - HTML (--html): one self-contained page (inline CSS and script, pictures as data: URIs, no
//    network), a triage: the counts, a capability-by-set table (capabilities with failures first,
//    the others collapsed), the failures grouped by kind (triage.h), then per capability its
//    failures, each with the command that reruns it and, for frame failures, the expected, actual
//    and difference pictures side by side, and its passing and unsupported vectors collapsed.
//  - text (the command's output after the run): unsupported vectors summed per capability and
//    failures grouped by kind, a line each.
#include <map>
#include <string>
#include <string_view>

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

// `pictures` by vector id; a failing frame without an entry is shown as text alone. `kept_path`:
// the --keep folder relative to the page's folder, '/'-separated ("kept/"), or empty when the
// scratch folders were not kept; each failure then links its request, response, stderr and
// output there.
std::string gate_report_html(const GateRun& run,
                             const std::map<std::string, FramePictures>& pictures,
                             std::string_view kept_path = {});

// "unsupported: imf-pcm 102, opl2-pcm 32" and "failures by kind:" with a line per group,
// "  vswap-page padded-with-zeros: 731 vectors, first wl6/vswap-page/page0001: <its reason>";
// each line ends with a newline, and the text is empty when neither has any.
std::string gate_report_text(const GateRun& run);

// Text safe inside XML or HTML element content and attribute values: & < > " ' escaped, control
// characters other than tab, newline and carriage return (which XML 1.0 forbids) as U+FFFD.
std::string escape_markup(std::string_view text);

}  // namespace wolfsuite::gate
