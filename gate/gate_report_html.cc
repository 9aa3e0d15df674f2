// gate_report_html (gate_report.h): one page that works offline and from a CI artifact: no
// external resource, pictures inline as data: URIs. It reads as a triage, what failed before what
// did not: passing and unsupported rows are collapsed (<details>) so that a run of 5,000 vectors
// with 3 failures shows the 3. Its script sorts a table by a clicked header and, once the page
// has loaded, checks that every picture decoded (body data-images-decoded, "N/M"), which the
// browser test reads back.
#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

#include "gate/gate_report.h"
#include "gate/triage.h"
#include "gate/vector_selection.h"

namespace wolfsuite::gate {
namespace {

constexpr std::string_view kStyle = R"(
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
th { background: #eee; }
table.results th { cursor: pointer; user-select: none; }
tr.outcome-pass td:nth-child(2) { color: #176b2c; }
tr.outcome-unsupported td:nth-child(2) { color: #777; }
tr.failure td:nth-child(2) { color: #b00020; font-weight: bold; }
table.triage td.failing { color: #b00020; font-weight: bold; }
details { margin: 0.5em 0 1em; } summary { cursor: pointer; color: #555; }
code.rerun { display: block; margin: 0.3em 0; padding: 0.2em 0.4em; background: #f4f4f4; }
#verdict.passed { color: #176b2c; } #verdict.failed { color: #b00020; }
pre { margin: 0.3em 0; font-size: 12px; white-space: pre-wrap; }
.frames { display: flex; gap: 1em; flex-wrap: wrap; }
.frames figure { margin: 0; }
.frames img { image-rendering: pixelated; border: 1px solid #999; max-width: 100%; }
)";

constexpr std::string_view kScript = R"(
for (const table of document.querySelectorAll('table.results')) {
  const headers = table.querySelectorAll('th');
  headers.forEach((header, column) => header.addEventListener('click', () => {
    const body = table.tBodies[0];
    const numeric = header.dataset.sort === 'number';
    const ascending = header.dataset.order !== 'ascending';
    headers.forEach(other => delete other.dataset.order);
    header.dataset.order = ascending ? 'ascending' : 'descending';
    const key = row => row.cells[column].dataset.key ?? row.cells[column].textContent;
    const rows = Array.from(body.rows);
    rows.sort((a, b) => {
      const order = numeric ? Number(key(a)) - Number(key(b))
                            : key(a).localeCompare(key(b));
      return ascending ? order : -order;
    });
    rows.forEach(row => body.appendChild(row));
  }));
}
window.addEventListener('load', () => {
  const images = Array.from(document.images);
  const decoded = images.filter(image => image.complete && image.naturalWidth > 0).length;
  document.body.dataset.imagesDecoded = decoded + '/' + images.length;
  document.getElementById('image-check').textContent =
      'pictures decoded: ' + decoded + ' of ' + images.length;
});
)";

std::string data_uri(const Bytes& png) {
  std::string base64(4 * ((png.size() + 2) / 3) + 1, '\0');
  const int length = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(base64.data()), png.data(),
                                     static_cast<int>(png.size()));
  base64.resize(static_cast<std::size_t>(length));
  return "data:image/png;base64," + base64;
}

std::string figure(const Bytes& png, std::string_view caption) {
  return "<figure><img alt=\"" + std::string(caption) + "\" src=\"" + data_uri(png) +
         "\"><figcaption>" + std::string(caption) + "</figcaption></figure>";
}

std::string summary_table(const GateRun& run) {
  std::string header = "<tr><th>vectors</th>";
  std::string counts =
      "<tr><td data-count=\"vectors\">" + std::to_string(run.results.size()) + "</td>";
  for (std::size_t index = 0; index < kOutcomeCount; ++index) {
    const Outcome outcome = static_cast<Outcome>(index);
    const std::string name(outcome_name(outcome));
    header += "<th>" + name + "</th>";
    counts += "<td data-count=\"" + name + "\">" + std::to_string(run.count(outcome)) + "</td>";
  }
  return "<table id=\"summary\">" + header + "</tr>" + counts + "</tr></table>\n";
}

// Outcome counts of `results`, the ones with none left out: "118 pass, 2 fail".
std::string counts_text(const std::vector<const VectorResult*>& results) {
  std::array<std::size_t, kOutcomeCount> counts{};
  for (const VectorResult* result : results) ++counts[static_cast<std::size_t>(result->outcome)];
  std::string text;
  for (std::size_t index = 0; index < kOutcomeCount; ++index) {
    if (counts[index] == 0) continue;
    if (!text.empty()) text += ", ";
    text += std::to_string(counts[index]) + " " +
            std::string(outcome_name(static_cast<Outcome>(index)));
  }
  return text;
}

// The results that fail a run, expected failures left out (an unexpected pass counts as a pass
// here; --strict fails the run on it, which the banner shows).
std::size_t failures_of(const std::vector<const VectorResult*>& results) {
  return static_cast<std::size_t>(
      std::count_if(results.begin(), results.end(),
                    [](const VectorResult* r) { return is_failure(*r, false); }));
}

// `path` as a URL path: unreserved characters and '/' as they are, every other byte %XX.
std::string url_path(std::string_view path) {
  std::string url;
  for (const char c : path) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) || std::string_view("-._~/").find(c) != std::string_view::npos) {
      url += c;
    } else {
      char escaped[4];
      std::snprintf(escaped, sizeof escaped, "%%%02X", byte);
      url += escaped;
    }
  }
  return url;
}

std::string capability_anchor(const std::string& capability) {
  return "capability-" + escape_markup(capability);
}

std::string vector_anchor(const std::string& id) { return "vector-" + escape_markup(id); }

// The kept files of a failure, as links: request, response, stderr, and the output when the
// gate read one (a verdict vector has none).
std::string kept_links(const VectorResult& result, std::string_view kept_path) {
  const std::string folder = url_path(kept_path) + url_path(result.id) + "/";
  std::vector<std::pair<std::string_view, std::string_view>> files = {
      {"request", kRequestFileName}, {"response", kResponseFileName}, {"stderr", kStderrFileName}};
  const bool verdict = result.difference && (result.difference->kind == "verdict" ||
                                             result.difference->kind == "error-id");
  if (result.difference && !verdict) {
    files.emplace_back("output", kOutputFileName);
  }
  std::string links = "<p class=\"kept\">kept:";
  for (const auto& [label, name] : files) {
    links += " <a href=\"" + escape_markup(folder + std::string(name)) + "\">" +
             std::string(label) + "</a>";
  }
  return links + "</p>";
}

std::string result_row(const GateRun& run, const VectorResult& result,
                       const std::map<std::string, FramePictures>& pictures,
                       std::string_view kept_path) {
  const std::string outcome(outcome_name(result.outcome));
  const bool failed = is_failure(result, run.strict);
  std::string row =
      "<tr class=\"outcome-" + outcome + (failed ? " failure" : "") + "\"" +
      (failed ? " id=\"" + vector_anchor(result.id) + "\"" : std::string()) + " data-id=\"" +
      escape_markup(result.id) + "\"><td>" + escape_markup(result.id) + "</td><td>" + outcome +
      "</td><td data-key=\"" + std::to_string(result.elapsed.count()) + "\">" +
      std::to_string(result.elapsed.count()) + "</td><td>" + escape_markup(result.reason);
  std::string detail;
  if (result.difference) {
    for (const std::string& line : result.difference->detail) detail += line + "\n";
  }
  if (!result.adapter_message.empty())
    detail += "adapter's message: " + result.adapter_message + "\n";
  if (!result.adapter_stderr.empty()) detail += "adapter's stderr:\n" + result.adapter_stderr;
  if (!detail.empty()) row += "<pre>" + escape_markup(detail) + "</pre>";
  if (failed) {
    row += "<code class=\"rerun\">" + escape_markup(rerun_command(run, result.id)) + "</code>";
    // An error before the adapter ran (a missing input) has no scratch folder.
    if (!kept_path.empty() && result.outcome != Outcome::kError) {
      row += kept_links(result, kept_path);
    }
  }
  if (const auto found = pictures.find(result.id); found != pictures.end()) {
    row += "<div class=\"frames\">" + figure(found->second.expected_png, "expected") +
           figure(found->second.actual_png, "actual") +
           figure(found->second.difference_png, "difference") + "</div>";
  }
  return row + "</td></tr>\n";
}

std::string results_table(const std::string& capability, const std::string& rows) {
  return "<table class=\"results\" data-capability=\"" + escape_markup(capability) +
         "\"><thead><tr><th>vector</th><th>outcome</th><th data-sort=\"number\">ms</th>"
         "<th>why</th></tr></thead><tbody>\n" +
         rows + "</tbody></table>\n";
}

using ResultsByCapability = std::map<std::string, std::vector<const VectorResult*>>;

// The capabilities, those with the most failures first, then by name.
std::vector<std::string> triage_order(const ResultsByCapability& by_capability) {
  std::vector<std::string> order;
  for (const auto& [capability, results] : by_capability) order.push_back(capability);
  std::stable_sort(order.begin(), order.end(), [&](const std::string& a, const std::string& b) {
    return failures_of(by_capability.at(a)) > failures_of(by_capability.at(b));
  });
  return order;
}

// A row per capability, a column per set ("<set>/<capability>/<name>"), each cell its counts.
std::string set_table(const ResultsByCapability& by_capability,
                      const std::vector<std::string>& order, const std::vector<std::string>& sets,
                      bool failing) {
  std::string table = "<table class=\"triage\"><thead><tr><th>capability</th>";
  for (const std::string& set : sets) table += "<th>" + escape_markup(set) + "</th>";
  table += "<th>all</th></tr></thead><tbody>\n";
  for (const std::string& capability : order) {
    const auto& results = by_capability.at(capability);
    if ((failures_of(results) > 0) != failing) continue;
    table += "<tr data-capability=\"" + escape_markup(capability) + "\"><th><a href=\"#" +
             capability_anchor(capability) + "\">" + escape_markup(capability) + "</a></th>";
    for (const std::string& set : sets) {
      std::vector<const VectorResult*> of_set;
      for (const VectorResult* result : results) {
        if (set_of_id(result->id) == set) of_set.push_back(result);
      }
      table += "<td data-set=\"" + escape_markup(set) + "\"" +
               (failures_of(of_set) > 0 ? " class=\"failing\"" : "") + ">" + counts_text(of_set) +
               "</td>";
    }
    table += "<td" + std::string(failing ? " class=\"failing\"" : "") + ">" + counts_text(results) +
             "</td></tr>\n";
  }
  return table + "</tbody></table>\n";
}

std::string triage_section(const GateRun& run, const ResultsByCapability& by_capability,
                           const std::vector<std::string>& order) {
  std::vector<std::string> sets;
  std::set<std::string> seen;
  for (const VectorResult& result : run.results) {
    if (const std::string set(set_of_id(result.id)); seen.insert(set).second) sets.push_back(set);
  }
  const std::size_t failing = static_cast<std::size_t>(
      std::count_if(order.begin(), order.end(), [&](const std::string& capability) {
        return failures_of(by_capability.at(capability)) > 0;
      }));
  std::string html = "<h2 id=\"by-set\">capabilities by set</h2>\n";
  if (failing > 0) html += set_table(by_capability, order, sets, true);
  if (failing < order.size()) {
    html += "<details id=\"capabilities-without-failures\"" +
            std::string(failing == 0 ? " open" : "") + "><summary>" +
            std::to_string(order.size() - failing) + " capabilities without failures</summary>\n" +
            set_table(by_capability, order, sets, false) + "</details>\n";
  }
  const std::vector<FailureGroup> groups = failure_groups(run);
  if (groups.empty()) return html;
  html +=
      "<h2 id=\"failure-kinds\">failures by kind</h2>\n<table id=\"kinds\"><thead><tr>"
      "<th>vectors</th><th>capability</th><th>kind</th><th>first</th></tr></thead><tbody>\n";
  for (const FailureGroup& group : groups) {
    const VectorResult& first = *group.results.front();
    html += "<tr data-kind=\"" + escape_markup(group.kind) + "\"><td>" +
            std::to_string(group.results.size()) + "</td><td><a href=\"#" +
            capability_anchor(group.capability) + "\">" + escape_markup(group.capability) +
            "</a></td><td>" + escape_markup(group.kind) + "</td><td><a href=\"#" +
            vector_anchor(first.id) + "\">" + escape_markup(first.id) +
            "</a>: " + escape_markup(first.reason) + "</td></tr>\n";
  }
  return html + "</tbody></table>\n";
}

std::string capability_section(const GateRun& run, const std::string& capability,
                               const std::vector<const VectorResult*>& results,
                               const std::map<std::string, FramePictures>& pictures,
                               std::string_view kept_path) {
  std::string failing_rows;
  std::string other_rows;
  std::vector<const VectorResult*> others;
  for (const VectorResult* result : results) {
    if (is_failure(*result, run.strict)) {
      failing_rows += result_row(run, *result, pictures, kept_path);
    } else {
      other_rows += result_row(run, *result, pictures, kept_path);
      others.push_back(result);
    }
  }
  const std::string name = escape_markup(capability);
  std::string html = "<section id=\"" + capability_anchor(capability) + "\" data-capability=\"" +
                     name + "\">\n<h2>" + name + "</h2>\n<p>" + counts_text(results) + "</p>\n";
  if (!failing_rows.empty()) html += results_table(capability, failing_rows);
  if (!other_rows.empty()) {
    html += "<details class=\"without-failures\"><summary>" + counts_text(others) + "</summary>\n" +
            results_table(capability, other_rows) + "</details>\n";
  }
  return html + "</section>\n";
}

}  // namespace

std::string gate_report_html(const GateRun& run,
                             const std::map<std::string, FramePictures>& pictures,
                             std::string_view kept_path) {
  ResultsByCapability by_capability;
  for (const VectorResult& result : run.results) {
    by_capability[result.capability].push_back(&result);
  }
  const std::vector<std::string> order = triage_order(by_capability);
  std::string html =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<title>wolfsuite gate report</title><style>" +
      std::string(kStyle) + "</style></head>\n<body data-images-decoded=\"pending\">\n" +
      "<h1>wolfsuite gate</h1>\n<p>adapter <code>" + escape_markup(run.adapter) +
      "</code> over the vectors in <code>" + escape_markup(run.vectors_folder.string()) +
      "</code> by " + escape_markup(run.generator) + ", " + std::to_string(run.elapsed.count()) +
      " ms</p>\n" + "<p id=\"verdict\" class=\"" +
      (run.passed() ? "passed\">PASSED" : "failed\">FAILED") + "</p>\n" + summary_table(run) +
      "<p id=\"image-check\">pictures not checked (the page's script did not run)</p>\n" +
      triage_section(run, by_capability, order);
  for (const std::string& capability : order) {
    html += capability_section(run, capability, by_capability.at(capability), pictures, kept_path);
  }
  return html + "<script>" + std::string(kScript) + "</script>\n</body></html>\n";
}

}  // namespace wolfsuite::gate
