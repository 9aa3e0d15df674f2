// The three reports of a hand-made run (gate_report.h).
#include "gate/gate_report.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace wolfsuite::gate {
namespace {

VectorResult result(std::string id, std::string capability, Outcome outcome,
                    std::string reason = "") {
  VectorResult made;
  made.id = std::move(id);
  made.capability = std::move(capability);
  made.outcome = outcome;
  made.reason = std::move(reason);
  made.elapsed = std::chrono::milliseconds(12);
  return made;
}

GateRun sample_run() {
  GateRun run;
  run.adapter = "port-adapter --fast";
  run.vectors_folder = "vectors";
  run.generator = "wolfsuite 0.1.0";
  run.results.push_back(result("synthetic/rlew-expand/a", "rlew-expand", Outcome::kPass));
  VectorResult failed = result("synthetic/rlew-expand/b", "rlew-expand", Outcome::kFail,
                               "byte 2: expected 0x63, actual 0x58");
  failed.difference = FirstDifference{"byte 2: expected 0x63, actual 0x58",
                                      {"expected 00000000  61 62 63"},
                                      {{"offset", 2}},
                                      std::nullopt,
                                      "bytes-differ"};
  run.results.push_back(failed);
  VectorResult crashed =
      result("synthetic/render-view/c", "render-view", Outcome::kCrash, "exit status 3");
  crashed.adapter_stderr = "assert <x && y> failed \xff\x01\n";
  run.results.push_back(crashed);
  run.results.push_back(
      result("synthetic/opl2-pcm/d", "opl2-pcm", Outcome::kUnsupported, "unsupported"));
  run.results.push_back(result("synthetic/opl2-pcm/e", "opl2-pcm", Outcome::kTimeout,
                               "still running after 10 s: killed"));
  return run;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
    ++count;
  }
  return count;
}

// Whether every element of `xml` closes in order (a well-formedness check of the tags alone).
bool tags_balance(const std::string& xml) {
  std::vector<std::string> open;
  for (std::size_t at = xml.find('<'); at != std::string::npos; at = xml.find('<', at + 1)) {
    const std::size_t end = xml.find('>', at);
    if (end == std::string::npos) return false;
    const std::string tag = xml.substr(at + 1, end - at - 1);
    if (tag.front() == '?' || tag.back() == '/') continue;
    const std::string name = tag.substr(tag.front() == '/' ? 1 : 0, tag.find(' '));
    if (tag.front() != '/') {
      open.push_back(name);
    } else if (open.empty() || open.back() != name) {
      return false;
    } else {
      open.pop_back();
    }
  }
  return open.empty();
}

TEST(GateReportJson, CountsOutcomesOverallAndPerCapability) {
  const auto report = nlohmann::json::parse(gate_report_json(sample_run()));
  EXPECT_EQ(report["schema"], "wolfsuite-gate-report/1");
  EXPECT_EQ(report["summary"]["vectors"], 5);
  EXPECT_EQ(report["summary"]["pass"], 1);
  EXPECT_EQ(report["summary"]["fail"], 1);
  EXPECT_EQ(report["summary"]["unsupported"], 1);
  EXPECT_EQ(report["summary"]["passed"], false);
  EXPECT_EQ(report["capabilities"]["opl2-pcm"]["timeout"], 1);
  EXPECT_EQ(report["results"][1]["difference"]["facts"]["offset"], 2);
  EXPECT_EQ(report["results"][1]["difference"]["kind"], "bytes-differ");
  // The stderr's invalid byte is replaced, not an exception.
  EXPECT_NE(report["results"][2]["stderr"].get<std::string>().find("\xEF\xBF\xBD"),
            std::string::npos);
}

TEST(GateReportJunit, OneSuitePerCapabilityOneCasePerVectorWithCounts) {
  const std::string xml = gate_report_junit(sample_run());
  EXPECT_TRUE(tags_balance(xml)) << xml;
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites", 0), 0u);
  EXPECT_NE(xml.find("<testsuites name=\"wolfsuite gate\" tests=\"5\" failures=\"1\" "
                     "errors=\"2\" skipped=\"1\""),
            std::string::npos)
      << xml;
  EXPECT_EQ(occurrences(xml, "<testsuite "), 3u);
  EXPECT_EQ(occurrences(xml, "<testcase "), 5u);
  EXPECT_EQ(occurrences(xml, "<failure "), 1u);
  EXPECT_EQ(occurrences(xml, "<error "), 2u);
  EXPECT_EQ(occurrences(xml, "<skipped "), 1u);
  EXPECT_NE(xml.find("<testsuite name=\"render-view\" tests=\"1\" failures=\"0\" errors=\"1\""),
            std::string::npos);
}

TEST(GateReportJunit, AdapterOutputIsEscapedAndMadeValidText) {
  const std::string xml = gate_report_junit(sample_run());
  EXPECT_NE(xml.find("assert &lt;x &amp;&amp; y&gt; failed \xEF\xBF\xBD\xEF\xBF\xBD"),
            std::string::npos)
      << xml;
  EXPECT_EQ(xml.find('\x01'), std::string::npos);
  EXPECT_EQ(xml.find('\xff'), std::string::npos);
}

TEST(GateReportHtml, HasTheSummaryARowPerVectorAndThePictures) {
  const std::map<std::string, FramePictures> pictures = {
      {"synthetic/render-view/c", FramePictures{{1, 2, 3}, {4, 5}, {6}}}};
  const std::string html = gate_report_html(sample_run(), pictures);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("<td data-count=\"vectors\">5</td>"), std::string::npos);
  EXPECT_NE(html.find("<td data-count=\"fail\">1</td>"), std::string::npos);
  EXPECT_NE(html.find("<p id=\"verdict\" class=\"failed\">FAILED</p>"), std::string::npos);
  EXPECT_EQ(occurrences(html, "<tr class=\"outcome-"), 5u);
  EXPECT_NE(html.find("<tr class=\"outcome-fail failure\" id=\"vector-synthetic/rlew-expand/b\" "
                      "data-id=\"synthetic/rlew-expand/b\">"),
            std::string::npos);
  // rlew-expand: its failure, then its pass collapsed; render-view: its crash; opl2-pcm: its
  // timeout, then its unsupported vector collapsed.
  EXPECT_EQ(occurrences(html, "<table class=\"results\""), 5u);
  EXPECT_EQ(occurrences(html, "<details class=\"without-failures\">"), 2u);
  EXPECT_NE(html.find("src=\"data:image/png;base64,AQID\""), std::string::npos);  // {1, 2, 3}
  EXPECT_EQ(occurrences(html, "<img "), 3u);
  // Self-contained: nothing fetched from elsewhere.
  EXPECT_EQ(html.find("http"), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
}

TEST(GateReportJunit, TimesAreWallTimeNotTheSumOfTheVectors) {
  GateRun run = sample_run();
  run.elapsed = std::chrono::milliseconds(1500);
  // rlew-expand's two vectors ran at once: 100..400 ms and 150..350 ms.
  run.results[0].started = std::chrono::milliseconds(100);
  run.results[0].finished = std::chrono::milliseconds(400);
  run.results[1].started = std::chrono::milliseconds(150);
  run.results[1].finished = std::chrono::milliseconds(350);
  const std::string xml = gate_report_junit(run);
  EXPECT_NE(xml.find("<testsuites name=\"wolfsuite gate\" tests=\"5\" failures=\"1\" errors=\"2\" "
                     "skipped=\"1\" time=\"1.500\">"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testsuite name=\"rlew-expand\" tests=\"2\" failures=\"1\" errors=\"0\" "
                     "skipped=\"0\" time=\"0.300\">"),
            std::string::npos)
      << xml;
  // A vector's own time stays its own.
  EXPECT_NE(xml.find("name=\"synthetic/rlew-expand/a\" time=\"0.012\""), std::string::npos);
}

// The page is a triage: the capability-by-set table first, capabilities with failures before the
// others, failures before passes, and what reruns each failure.
TEST(GateReportHtml, PutsTheSetTableFirstAndFailuresFirst) {
  GateRun run = sample_run();
  run.results.push_back(result("wl6/rlew-expand/c", "rlew-expand", Outcome::kPass));
  run.results.push_back(result("wl6/huffman-expand/a", "huffman-expand", Outcome::kPass));
  const std::string html = gate_report_html(run, {});
  const std::size_t set_table = html.find("<table class=\"triage\">");
  ASSERT_NE(set_table, std::string::npos);
  EXPECT_NE(html.find("<th>synthetic</th><th>wl6</th><th>all</th>", set_table), std::string::npos);
  EXPECT_NE(html.find("<td data-set=\"synthetic\" class=\"failing\">1 pass, 1 fail</td>"
                      "<td data-set=\"wl6\">1 pass</td>"),
            std::string::npos)
      << html;
  // huffman-expand has no failure: its row is collapsed, its section comes after the others.
  const std::size_t collapsed = html.find("<details id=\"capabilities-without-failures\">");
  ASSERT_NE(collapsed, std::string::npos);
  EXPECT_GT(html.find("<tr data-capability=\"huffman-expand\">"), collapsed);
  EXPECT_LT(html.find("<tr data-capability=\"rlew-expand\">"), collapsed);
  EXPECT_LT(set_table, html.find("<section id=\"capability-"));
  EXPECT_LT(html.find("<section id=\"capability-rlew-expand\""),
            html.find("<section id=\"capability-huffman-expand\""));
  EXPECT_NE(html.find("<a href=\"#capability-huffman-expand\">"), std::string::npos);
  // Within rlew-expand, the failure before the collapsed passes.
  const std::size_t failure = html.find("data-id=\"synthetic/rlew-expand/b\"");
  EXPECT_LT(failure, html.find("data-id=\"synthetic/rlew-expand/a\""));
  EXPECT_NE(html.find("<code class=\"rerun\">wolfsuite gate --vectors vectors --adapter "
                      "&#39;port-adapter --fast&#39; --id synthetic/rlew-expand/b</code>"),
            std::string::npos);
  EXPECT_NE(html.find("<tr data-kind=\"bytes-differ\"><td>1</td>"), std::string::npos);
  // Not kept: no links to scratch files.
  EXPECT_EQ(html.find("class=\"kept\""), std::string::npos);
}

TEST(GateReportHtml, LinksTheKeptFilesOfEachFailure) {
  const std::string html = gate_report_html(sample_run(), {}, "kept/");
  for (const std::string file : {"request.json", "response.json", "stderr.txt", "output"}) {
    EXPECT_NE(html.find("<a href=\"kept/synthetic/rlew-expand/b/" + file + "\">"),
              std::string::npos)
        << file;
  }
  // The crash wrote no output the gate read.
  EXPECT_NE(html.find("<a href=\"kept/synthetic/render-view/c/stderr.txt\">"), std::string::npos);
  EXPECT_EQ(html.find("kept/synthetic/render-view/c/output"), std::string::npos);
  EXPECT_EQ(html.find("kept/synthetic/rlew-expand/a/"), std::string::npos);  // a pass
}

TEST(GateReportText, SumsUnsupportedAndGroupsFailuresByKind) {
  GateRun run = sample_run();
  VectorResult second = run.results[1];
  second.id = "synthetic/rlew-expand/z";
  run.results.push_back(second);
  EXPECT_EQ(gate_report_text(run),
            "unsupported: opl2-pcm 1\n"
            "failures by kind:\n"
            "  rlew-expand bytes-differ: 2 vectors, first synthetic/rlew-expand/b: byte 2: "
            "expected 0x63, actual 0x58\n"
            "  opl2-pcm timeout: 1 vector, synthetic/opl2-pcm/e: still running after 10 s: killed\n"
            "  render-view crash: 1 vector, synthetic/render-view/c: exit status 3\n");
  GateRun passing;
  passing.results.push_back(result("synthetic/rlew-expand/a", "rlew-expand", Outcome::kPass));
  EXPECT_EQ(gate_report_text(passing), "");
}

TEST(EscapeMarkup, EscapesMarkupKeepsUtf8AndReplacesWhatXmlForbids) {
  EXPECT_EQ(escape_markup("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&#39;");
  EXPECT_EQ(escape_markup("caf\xC3\xA9\t\n"), "caf\xC3\xA9\t\n");
  EXPECT_EQ(escape_markup("\x1b[0m"), "\xEF\xBF\xBD[0m");
  EXPECT_EQ(escape_markup("\xC3"), "\xEF\xBF\xBD");                                  // cut short
  EXPECT_EQ(escape_markup("\xED\xA0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // surrogate
}

}  // namespace
}  // namespace wolfsuite::gate
