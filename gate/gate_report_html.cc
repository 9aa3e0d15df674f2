// gate_report_html (gate_report.h): one page that works offline and from a CI artifact: no
// external resource, pictures inline as data: URIs. Its script sorts a table by a clicked header
// and, once the page has loaded, checks that every picture decoded (body data-images-decoded,
// "N/M"), which the browser test reads back.
#include <openssl/evp.h>

#include <map>
#include <vector>

#include "gate/gate_report.h"

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

std::string result_row(const VectorResult& result,
                       const std::map<std::string, FramePictures>& pictures) {
  const std::string outcome(outcome_name(result.outcome));
  std::string row =
      "<tr class=\"outcome-" + outcome + (is_failure(result.outcome) ? " failure" : "") +
      "\" data-id=\"" + escape_markup(result.id) + "\"><td>" + escape_markup(result.id) +
      "</td><td>" + outcome + "</td><td data-key=\"" + std::to_string(result.elapsed.count()) +
      "\">" + std::to_string(result.elapsed.count()) + "</td><td>" + escape_markup(result.reason);
  std::string detail;
  if (result.difference) {
    for (const std::string& line : result.difference->detail) detail += line + "\n";
  }
  if (!result.adapter_message.empty())
    detail += "adapter's message: " + result.adapter_message + "\n";
  if (!result.adapter_stderr.empty()) detail += "adapter's stderr:\n" + result.adapter_stderr;
  if (!detail.empty()) row += "<pre>" + escape_markup(detail) + "</pre>";
  if (const auto found = pictures.find(result.id); found != pictures.end()) {
    row += "<div class=\"frames\">" + figure(found->second.expected_png, "expected") +
           figure(found->second.actual_png, "actual") +
           figure(found->second.difference_png, "difference") + "</div>";
  }
  return row + "</td></tr>\n";
}

}  // namespace

std::string gate_report_html(const GateRun& run,
                             const std::map<std::string, FramePictures>& pictures) {
  std::map<std::string, std::vector<const VectorResult*>> by_capability;
  for (const VectorResult& result : run.results) {
    by_capability[result.capability].push_back(&result);
  }
  std::string html =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<title>wolfsuite gate report</title><style>" +
      std::string(kStyle) + "</style></head>\n<body data-images-decoded=\"pending\">\n" +
      "<h1>wolfsuite gate</h1>\n<p>adapter <code>" + escape_markup(run.adapter) +
      "</code> over vectors by " + escape_markup(run.generator) + ", " +
      std::to_string(run.elapsed.count()) + " ms</p>\n" + "<p id=\"verdict\" class=\"" +
      (run.passed() ? "passed\">PASSED" : "failed\">FAILED") + "</p>\n" + summary_table(run) +
      "<p id=\"image-check\">pictures not checked (the page's script did not run)</p>\n";
  for (const auto& [capability, results] : by_capability) {
    const std::string name = escape_markup(capability);
    html += "<h2 id=\"capability-" + name + "\">" + name + "</h2>\n" +
            "<table class=\"results\" data-capability=\"" + name +
            "\"><thead><tr><th>vector</th><th>outcome</th><th data-sort=\"number\">ms</th>"
            "<th>why</th></tr></thead><tbody>\n";
    for (const VectorResult* result : results) html += result_row(*result, pictures);
    html += "</tbody></table>\n";
  }
  return html + "<script>" + std::string(kScript) + "</script>\n</body></html>\n";
}

}  // namespace wolfsuite::gate
