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
  run.generator = "wolfsuite 0.1.0";
  run.results.push_back(result("synthetic/rlew-expand/a", "rlew-expand", Outcome::kPass));
  VectorResult failed = result("synthetic/rlew-expand/b", "rlew-expand", Outcome::kFail,
                               "byte 2: expected 0x63, actual 0x58");
  failed.difference = FirstDifference{"byte 2: expected 0x63, actual 0x58",
                                      {"expected 00000000  61 62 63"},
                                      {{"offset", 2}},
                                      std::nullopt};
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
  EXPECT_NE(html.find("<tr class=\"outcome-fail failure\" data-id=\"synthetic/rlew-expand/b\">"),
            std::string::npos);
  EXPECT_EQ(occurrences(html, "<table class=\"results\""), 3u);
  EXPECT_NE(html.find("src=\"data:image/png;base64,AQID\""), std::string::npos);  // {1, 2, 3}
  EXPECT_EQ(occurrences(html, "<img "), 3u);
  // Self-contained: nothing fetched from elsewhere.
  EXPECT_EQ(html.find("http"), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
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
