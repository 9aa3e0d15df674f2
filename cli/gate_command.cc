#include "cli/gate_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <set>
#include <thread>

#include "cli/command_line.h"
#include "cli/gate_pictures.h"
#include "cli/png_image.h"
#include "gate/apply_expectations.h"
#include "gate/capabilities.h"
#include "gate/expectations.h"
#include "gate/gate_report.h"
#include "gate/gate_run.h"
#include "gate/manifest.h"

namespace wolfsuite::cli {
namespace {

// " (731 expected)" after a count of failures an expectation file expects, " (2 unexpected)"
// after passes it expected to fail; empty when there are none.
std::string judged_note(const gate::GateRun& run, gate::Outcome outcome) {
  const bool pass = outcome == gate::Outcome::kPass;
  const std::size_t count = gate::count_judged(
      run, outcome, pass ? gate::Judgement::kUnexpectedPass : gate::Judgement::kExpected);
  if (count == 0) return "";
  return " (" + std::to_string(count) + (pass ? " unexpected)" : " expected)");
}

// "120 vectors: 118 pass, 1 fail, 1 unsupported in 3.2 s" (outcomes with none left out).
std::string summary_line(const gate::GateRun& run) {
  std::string line = std::to_string(run.results.size()) + " vectors";
  const char* separator = ": ";
  for (std::size_t index = 0; index < gate::kOutcomeCount; ++index) {
    const auto outcome = static_cast<gate::Outcome>(index);
    const std::size_t count = run.count(outcome);
    if (count == 0) continue;
    line += separator + std::to_string(count) + " " + std::string(gate::outcome_name(outcome)) +
            judged_note(run, outcome);
    separator = ", ";
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, " in %.1f s",
                static_cast<double>(run.elapsed.count()) / 1000.0);
  return line + seconds;
}

// Each frame failure's pictures, by vector id; with --keep also written beside its output.
Result<std::map<std::string, gate::FramePictures>> frame_pictures(const gate::GateRun& run,
                                                                  const GateOptions& options) {
  std::map<std::string, gate::FramePictures> pictures;
  for (const gate::VectorResult& result : run.results) {
    if (!result.difference || !result.difference->frame) continue;
    WS_ASSIGN_OR_RETURN(gate::FramePictures drawn,
                        draw_frame_pictures(*result.difference->frame, result.expected_png));
    if (!options.keep.empty()) {
      const std::filesystem::path folder = std::filesystem::path(options.keep) / result.id;
      for (const auto& [name, png] : {std::pair{"expected.png", &drawn.expected_png},
                                      std::pair{"actual.png", &drawn.actual_png},
                                      std::pair{"difference.png", &drawn.difference_png}}) {
        WS_RETURN_IF_ERROR(write_output_file(folder / name, *png));
      }
    }
    pictures.emplace(result.id, std::move(drawn));
  }
  return pictures;
}

// The --keep folder relative to the HTML report's folder ("kept/"), where the report
// links each failure's kept files; empty without --keep or when the report goes to stdout.
std::string kept_path(const GateOptions& options) {
  if (options.keep.empty() || options.html == kStandardStream) return "";
  std::error_code ignored;
  const std::filesystem::path page_folder =
      std::filesystem::absolute(options.html, ignored).parent_path();
  const std::filesystem::path keep = std::filesystem::absolute(options.keep, ignored);
  const std::string relative = keep.lexically_relative(page_folder).generic_string();
  if (relative.empty()) return "";
  return relative.back() == '/' ? relative : relative + "/";
}

Status write_reports(const gate::GateRun& run, const GateOptions& options, Streams& streams) {
  const auto write_text = [&](const std::string& path, const std::string& text) {
    return write_output(path,
                        ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                        streams.out);
  };
  if (!options.json.empty())
    WS_RETURN_IF_ERROR(write_text(options.json, gate::gate_report_json(run)));
  if (!options.junit.empty()) {
    WS_RETURN_IF_ERROR(write_text(options.junit, gate::gate_report_junit(run)));
  }
  if (options.html.empty() && options.keep.empty()) return {};  // no one looks at pictures
  WS_ASSIGN_OR_RETURN(const auto pictures, frame_pictures(run, options));
  if (!options.html.empty()) {
    WS_RETURN_IF_ERROR(
        write_text(options.html, gate::gate_report_html(run, pictures, kept_path(options))));
  }
  return {};
}

// "a, b, c"
std::string joined(const auto& names) {
  std::string list;
  for (const auto& name : names) {
    if (!list.empty()) list += ", ";
    list += name;
  }
  return list;
}

int usage_error(const std::string& problem, std::ostream& err) {
  err << "wolfsuite: usage: " << problem << '\n';
  return kExitUsage;
}

// The first name of --only or --require that is neither a capability of the gate nor one the
// vectors hold (a newer exporter's), as a usage problem; empty when there is none. A misspelt
// name would otherwise select or require nothing, silently.
std::string unknown_capability(const GateOptions& options, const gate::Manifest& manifest) {
  const std::map<std::string, std::size_t> counts = gate::capability_counts(manifest);
  for (const auto& [flag, names] :
       {std::pair{"--only", &options.only}, std::pair{"--require", &options.required}}) {
    for (const std::string& name : *names) {
      if (gate::is_capability(name) || counts.contains(name)) continue;
      return std::string(flag) + ": no capability is named " + name + "; the capabilities are " +
             joined(gate::capability_names());
    }
  }
  return "";
}

// The first name of --sets that is no set of the vectors, as a usage problem; empty when none.
std::string unknown_set(const GateOptions& options, const gate::Manifest& manifest) {
  for (const std::string& name : options.sets) {
    if (std::find(manifest.sets.begin(), manifest.sets.end(), name) != manifest.sets.end()) {
      continue;
    }
    return "--sets: no set is named " + name + "; the vectors' sets are " + joined(manifest.sets);
  }
  return "";
}

// The selection's criteria as given on the command line, for messages.
std::string selection_text(const GateOptions& options) {
  std::string text;
  for (const auto& [flag, names] :
       {std::pair{"--only", &options.only}, std::pair{"--sets", &options.sets},
        std::pair{"--tags", &options.tags}, std::pair{"--not-tags", &options.not_tags},
        std::pair{"--id", &options.ids}}) {
    if (!names->empty()) text += std::string(text.empty() ? "" : " ") + flag + " " + joined(*names);
  }
  if (!options.failed_only.empty()) {
    text += std::string(text.empty() ? "" : " ") + "--failed-only " + options.failed_only;
  }
  return text;
}

// Why the run would select no vector, as a usage problem (a gate that ran nothing must not pass);
// empty when it selects one.
std::string no_vector_chosen(const gate::Manifest& manifest, const GateOptions& options,
                             const gate::GateOptions& run_options) {
  if (!gate::chosen_vectors(manifest, run_options.selection).empty()) return "";
  if (manifest.vectors.empty()) {
    return "the vectors in " + run_options.vectors_folder.string() + " hold no vector";
  }
  std::vector<std::string> held;
  for (const auto& [capability, count] : gate::capability_counts(manifest)) {
    held.push_back(capability);
  }
  return selection_text(options) + " selects no vector (the vectors' capabilities are " +
         joined(held) + ")";
}

// A tag of --tags or --not-tags no vector carries, or an --id no vector has: said, not refused
// (the run chooses others).
void warn_unmatched_names(const GateOptions& options, const gate::Manifest& manifest,
                          std::ostream& err) {
  std::set<std::string> tags;
  std::set<std::string> ids;
  for (const gate::Vector& vector : manifest.vectors) {
    tags.insert(vector.tags.begin(), vector.tags.end());
    ids.insert(vector.id);
  }
  for (const std::vector<std::string>* names : {&options.tags, &options.not_tags}) {
    for (const std::string& name : *names) {
      if (!tags.contains(name)) err << "wolfsuite: gate: no vector is tagged " << name << '\n';
    }
  }
  for (const std::string& id : options.ids) {
    if (!ids.contains(id)) err << "wolfsuite: gate: no vector has the id " << id << '\n';
  }
}

// A capability of --only or --require the vectors hold no vector of, while others run: said, not
// refused.
void warn_missing_capabilities(const GateOptions& options, const gate::Manifest& manifest,
                               std::ostream& err) {
  const std::map<std::string, std::size_t> counts = gate::capability_counts(manifest);
  for (const std::vector<std::string>* names : {&options.required, &options.only}) {
    for (const std::string& name : *names) {
      if (!counts.contains(name)) {
        err << "wolfsuite: gate: the vectors have no vector of " << name << '\n';
      }
    }
  }
}

// Every report's path (decoders/core/file_io.h check_output_file) and --keep's folder checked
// before the first vector runs, so that a mistyped path fails at once rather than after the whole
// run; nothing is created. E-IO-NO-FOLDER for a missing folder, E-IO-WRITE for a report path that
// is a folder or a --keep that is not one.
Status check_output_paths(const GateOptions& options) {
  for (const std::string* report :
       {&options.json, &options.junit, &options.html, &options.write_expectations}) {
    if (report->empty() || *report == kStandardStream) continue;
    WS_RETURN_IF_ERROR(check_output_file(*report));
  }
  if (options.keep.empty()) return {};
  std::filesystem::path keep(options.keep);
  if (!keep.has_filename()) keep = keep.parent_path();  // "kept/" is the folder "kept"
  std::error_code ignored;
  if (std::filesystem::is_directory(keep, ignored)) return {};
  if (std::filesystem::exists(keep, ignored)) {
    return unplaced("E-IO-WRITE", options.keep + ": is not a folder");
  }
  return check_output_file(keep);  // the runner creates it: its parent must be there
}

// The --expectations file, or none (every result judged by its outcome alone).
Result<gate::Expectations> expectations_option(const GateOptions& options) {
  if (options.expectations.empty()) return gate::Expectations{};
  return gate::read_expectations(options.expectations);
}

// " (expected)" in a progress line when an entry expects the result's outcome (the run judges
// the results against the file once it is done: apply_expectations).
std::string as_expected(const gate::ExpectationLookup& expected, const gate::VectorResult& result) {
  const gate::Expectation* entry = expected.find(result.id);
  if (entry == nullptr || entry->outcome != gate::outcome_name(result.outcome)) return "";
  return " (expected)";
}

// An entry that matches no vector of the manifest: a fixed bug's leftover, or a misspelt id.
void warn_stale_expectations(const gate::GateRun& run, std::ostream& err) {
  for (const gate::Expectation& stale : run.stale_expectations) {
    err << "wolfsuite: gate: stale expectation " << stale.id << " (" << stale.outcome
        << "): no vector of the manifest matches it\n";
  }
}

// --write-expectations: today's failures as an expectation file, by the output rule.
Status write_failures_as_expectations(const gate::GateRun& run, const GateOptions& options,
                                      Streams& streams) {
  if (options.write_expectations.empty()) return {};
  const std::string text = gate::write_expectations(gate::expectations_of_failures(run));
  return write_output(options.write_expectations,
                      ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                      streams.out);
}

gate::GateOptions run_options_of(const GateOptions& options) {
  gate::GateOptions run_options;
  run_options.vectors_folder = options.vectors;
  run_options.adapter = options.adapter;
  run_options.jobs =
      options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  run_options.limits.timeout =
      std::chrono::milliseconds(static_cast<std::int64_t>(options.timeout_seconds * 1000.0 + 0.5));
  run_options.batch = !options.no_batch;
  run_options.required = {options.required.begin(), options.required.end()};
  gate::VectorSelection& selection = run_options.selection;
  selection.capabilities = {options.only.begin(), options.only.end()};
  selection.sets = {options.sets.begin(), options.sets.end()};
  selection.tags = {options.tags.begin(), options.tags.end()};
  selection.not_tags = {options.not_tags.begin(), options.not_tags.end()};
  if (!options.ids.empty()) selection.ids.emplace(options.ids.begin(), options.ids.end());
  if (!options.keep.empty()) run_options.keep = std::filesystem::path(options.keep);
  return run_options;
}

}  // namespace

CLI::App* add_gate_command(CLI::App& parent, GateOptions& options) {
  CLI::App* gate = parent.add_subcommand(
      "gate", "Run a port's adapter over exported vectors and report what it got wrong");
  gate->add_option("--vectors", options.vectors, "folder with manifest.json (wolfsuite vectors)")
      ->type_name("DIR")
      ->required();
  gate->add_option("--adapter", options.adapter, "the adapter command, run by /bin/sh -c")
      ->type_name("'CMD ARGS'")
      ->required();
  gate->add_option("--jobs", options.jobs, "vectors run at once, 1..1024 (default: one per processor)")
      ->type_name("N")
      ->check(CLI::Range(1u, 1024u));
  gate->add_option("--timeout", options.timeout_seconds, "seconds a vector may take, 0.001..86400 (default 10)")
      ->type_name("SECONDS")
      ->check(CLI::Range(0.001, 86400.0));
  gate->add_option("--require", options.required,
                   "capabilities that must be supported (unsupported fails)")
      ->type_name("CAP,...")
      ->delimiter(',');
  gate->add_option("--only", options.only, "run these capabilities alone")
      ->type_name("CAP,...")
      ->delimiter(',');
  gate->add_option("--sets", options.sets, "run the vectors of these sets alone (an id's first part)")
      ->type_name("SET,...")
      ->delimiter(',');
  gate->add_option("--tags", options.tags, "run the vectors carrying any of these tags alone")
      ->type_name("TAG,...")
      ->delimiter(',');
  gate->add_option("--not-tags", options.not_tags, "leave out the vectors carrying any of these tags")
      ->type_name("TAG,...")
      ->delimiter(',');
  gate->add_option("--id", options.ids, "run this vector alone (repeatable)")->type_name("ID");
  gate->add_option("--failed-only", options.failed_only,
                   "run the vectors a JSON report (--json) lists as failed")
      ->type_name("REPORT.json");
  gate->add_option("--json", options.json, "write the JSON report here")->type_name("FILE");
  gate->add_option("--junit", options.junit, "write a JUnit XML report here (CI test results)")
      ->type_name("FILE");
  gate->add_option("--html", options.html, "write a self-contained HTML report here")
      ->type_name("FILE");
  gate->add_option("--keep", options.keep,
                   "keep each vector's scratch folder (its output, frame pictures) under DIR")
      ->type_name("DIR");
  gate->add_option("--expectations", options.expectations,
                   "the outcomes expected of vectors (wolfsuite-expectations/1): those do not fail")
      ->type_name("FILE");
  gate->add_flag("--strict", options.strict,
                 "a vector the expectations expect to fail that passes fails the run");
  gate->add_option("--write-expectations", options.write_expectations,
                   "write today's failures here as an expectation file")
      ->type_name("FILE");
  gate->add_flag("--no-batch", options.no_batch,
                 "start the adapter once per vector: batch mode is not offered");
  gate->footer(
      examples_footer(
          {"wolfsuite vectors -o vectors && wolfsuite gate --vectors vectors --adapter 'wolfsuite "
           "adapter'",
           "wolfsuite gate --vectors vectors --adapter './my-port --adapter' --require "
           "rlew-expand,carmack-expand --junit gate.xml --html gate.html"}) +
      "\n\nCapabilities (for --only and --require): " + joined(gate::capability_names()) +
      "\n\nExit status: 0 no vector failed (but as --expectations expects), 1 one did (or, with "
      "--strict, one passed that was expected to fail; or the manifest is bad, a report's folder "
      "is missing, the adapter cannot be started), 2 usage (an unknown capability or set, an "
      "unreadable --failed-only report or --expectations file, no vector chosen).");
  return gate;
}

int run_gate(const GateOptions& options, Streams& streams) {
  gate::GateOptions run_options = run_options_of(options);
  const auto manifest = gate::read_manifest(run_options.vectors_folder / gate::kManifestFileName);
  if (!manifest.ok()) return report_error(manifest.error(), streams.err);
  if (const std::string problem = unknown_capability(options, *manifest); !problem.empty()) {
    return usage_error(problem, streams.err);
  }
  if (const std::string problem = unknown_set(options, *manifest); !problem.empty()) {
    return usage_error(problem, streams.err);
  }
  if (!options.failed_only.empty()) {
    auto failed = gate::failed_ids_of_report(options.failed_only);
    if (!failed.ok()) {
      report_error(failed.error(), streams.err);
      return kExitUsage;
    }
    if (!run_options.selection.ids) run_options.selection.ids.emplace();
    run_options.selection.ids->merge(*failed);
  }
  const auto expectations = expectations_option(options);
  if (!expectations.ok()) {
    report_error(expectations.error(), streams.err);
    return kExitUsage;
  }
  if (const std::string problem = no_vector_chosen(*manifest, options, run_options);
      !problem.empty()) {
    return usage_error(problem, streams.err);
  }
  warn_missing_capabilities(options, *manifest, streams.err);
  warn_unmatched_names(options, *manifest, streams.err);
  const Status writable = check_output_paths(options);
  if (!writable.ok()) return report_error(writable.error(), streams.err);

  // A line per vector that did not pass, but unsupported ones: those are summed per capability
  // after the run (gate_report_text), with the failures grouped by kind.
  const gate::ExpectationLookup expected(*expectations);
  const auto progress = [&](const gate::VectorResult& result, std::size_t done, std::size_t total) {
    if (result.outcome != gate::Outcome::kPass && result.outcome != gate::Outcome::kUnsupported) {
      if (streams.err_is_terminal) streams.err << '\r';
      streams.err << "wolfsuite: gate: [" << done << "/" << total << "] "
                  << gate::outcome_name(result.outcome) << as_expected(expected, result) << " "
                  << result.id << ": " << result.reason << '\n';
    }
    if (streams.err_is_terminal) streams.err << "\r[" << done << "/" << total << "]" << std::flush;
  };
  auto run = gate::run_gate(*manifest, run_options, progress);
  if (streams.err_is_terminal) streams.err << '\n';
  if (!run.ok()) return report_error(run.error(), streams.err);
  *run = gate::apply_expectations(std::move(*run), *expectations, *manifest, options.strict);
  warn_stale_expectations(*run, streams.err);
  streams.err << gate::gate_report_text(*run);

  const Status reported = write_reports(*run, options, streams);
  if (!reported.ok()) return report_error(reported.error(), streams.err);
  const Status written = write_failures_as_expectations(*run, options, streams);
  if (!written.ok()) return report_error(written.error(), streams.err);
  streams.out << (run->passed() ? "PASSED " : "FAILED ") << summary_line(*run) << '\n';
  return run->passed() ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
