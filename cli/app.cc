#include "cli/app.h"

#include <CLI/CLI.hpp>

#include "cli/adapter_command.h"
#include "cli/bench_gate_command.h"
#include "cli/build_command.h"
#include "cli/carmack_command.h"
#include "cli/check_command.h"
#include "cli/codecs_command.h"
#include "cli/command_line.h"
#include "cli/extract_command.h"
#include "cli/gate_command.h"
#include "cli/golden_command.h"
#include "cli/help_format.h"
#include "cli/huffman_command.h"
#include "cli/info_command.h"
#include "cli/play_command.h"
#include "cli/reencode_command.h"
#include "cli/render_command.h"
#include "cli/demo_command.h"
#include "cli/trace_diff_command.h"
#include "cli/rlew_command.h"
#include "cli/synthetic_command.h"
#include "cli/vectors_command.h"

namespace wolfsuite::cli {
namespace {

// "wolfsuite rlew expand": the command line's chosen subcommand path, for usage messages.
std::string command_path(const CLI::App* app) {
  std::string path = app->get_name();
  for (const CLI::App* chosen = app; !chosen->get_subcommands().empty();) {
    chosen = chosen->get_subcommands().front();
    path += " " + chosen->get_name();
  }
  return path;
}

// CLI11's require_subcommand() would report `wolfsuite lzexe` as "A subcommand is required" before
// it names the stray argument, so the requirement is checked here, after the parse: the deepest
// chosen command must be one that runs, not a group like `rlew` that needs `expand` or `compress`.
void require_runnable_command(const CLI::App& app) {
  const CLI::App* chosen = &app;
  while (!chosen->get_subcommands().empty()) chosen = chosen->get_subcommands().front();
  const std::vector<const CLI::App*> choices =
      chosen->get_subcommands([](const CLI::App*) { return true; });
  if (choices.empty()) return;
  std::string names;
  for (const CLI::App* choice : choices) {
    names += (names.empty() ? "" : ", ") + choice->get_name();
  }
  throw CLI::RequiredError("A subcommand (" + names + ")");
}

// `wolfsuite help CMD ...` is `wolfsuite CMD ... --help`, and `wolfsuite help` is
// `wolfsuite --help`: the spelling git and cargo users reach for first.
std::vector<std::string> with_help_as_a_flag(std::vector<std::string> args) {
  if (args.empty() || args.front() != "help") return args;
  args.erase(args.begin());
  args.push_back("--help");
  return args;
}

}  // namespace

int run_wolfsuite(const std::vector<std::string>& args, Streams& streams) {
  CLI::App app("wolfsuite: clean-room conformance suite for Wolfenstein 3-D data formats",
               "wolfsuite");
  app.set_version_flag("--version", "wolfsuite " WOLFSUITE_VERSION);
  app.formatter(help_formatter());  // before the subcommands: each copies its parent's
  app.footer(examples_footer({
      "wolfsuite rlew compress plane.bin plane.rlew",
      "wolfsuite carmack expand < plane.carmack > plane.rlew",
      "wolfsuite huffman expand --dict VGADICT.WL6 chunk.huff chunk.bin",
      "wolfsuite codecs --json ../shared/data",
      "wolfsuite info ../shared/data/wl1",
      "wolfsuite check --json ../shared/data",
      "wolfsuite golden ../shared/data/wl1 > wl1.json",
      "wolfsuite extract ../shared/data/wl1 out/wl1",
      "wolfsuite build ../shared/data/wl1 rebuilt/",
      "wolfsuite render ../shared/data/wl1 --map 0 -o start.png",
      "wolfsuite play ../shared/data/wl1 --music 3 -o song3.wav",
      "wolfsuite demo ../shared/data/wl1 --demo 0 --trace demo0.jsonl",
      "wolfsuite trace-diff expected.jsonl demo0.jsonl",
      "wolfsuite bench-gate --baseline bench/baseline.json run.json",
      "wolfsuite vectors ../shared/data/wl1 -o vectors",
      "wolfsuite gate --vectors vectors --adapter './my-port --adapter' --html gate.html",
      "wolfsuite help SUBCOMMAND",
      "wolfsuite SUBCOMMAND --help",
  }));
  app.failure_message([](const CLI::App* failed, const CLI::Error& error) {
    std::string message = error.what();
    if (error.get_exit_code() == static_cast<int>(CLI::ExitCodes::ExtrasError)) {
      // CLI11 lists the stray arguments last first; name them in command-line order.
      message = "unexpected argument(s):";
      for (const std::string& extra : failed->remaining(true)) message += " " + extra;
    }
    return "wolfsuite: usage: " + message + "\nRun '" + command_path(failed) +
           " --help' for more information.\n";
  });

  RlewOptions rlew;
  CarmackOptions carmack;
  HuffmanOptions huffman;
  CodecsOptions codecs;
  InfoOptions info;
  CheckOptions check;
  GoldenOptions golden;
  BuildOptions build;
  SyntheticOptions synthetic;
  ExtractOptions extract;
  RenderOptions render;
  PlayOptions play;
  DemoOptions demo;
  TraceDiffOptions trace_diff;
  ReencodeOptions reencode;
  BenchGateOptions bench_gate;
  VectorsOptions vectors;
  AdapterOptions adapter;
  GateOptions gate;
  const CLI::App* rlew_command = add_rlew_command(app, rlew);
  const CLI::App* carmack_command = add_carmack_command(app, carmack);
  const CLI::App* huffman_command = add_huffman_command(app, huffman);
  const CLI::App* codecs_command = add_codecs_command(app, codecs);
  const CLI::App* info_command = add_info_command(app, info);
  const CLI::App* check_command = add_check_command(app, check);
  const CLI::App* golden_command = add_golden_command(app, golden);
  const CLI::App* build_command = add_build_command(app, build);
  const CLI::App* synthetic_command = add_synthetic_command(app, synthetic);
  const CLI::App* extract_command = add_extract_command(app, extract);
  const CLI::App* render_command = add_render_command(app, render);
  const CLI::App* play_command = add_play_command(app, play);
  const CLI::App* demo_command = add_demo_command(app, demo);
  const CLI::App* trace_diff_command = add_trace_diff_command(app, trace_diff);
  const CLI::App* reencode_command = add_reencode_command(app, reencode);
  const CLI::App* bench_gate_command = add_bench_gate_command(app, bench_gate);
  const CLI::App* vectors_command = add_vectors_command(app, vectors);
  const CLI::App* adapter_command = add_adapter_command(app, adapter);
  const CLI::App* gate_command = add_gate_command(app, gate);

  try {
    // CLI11 takes the arguments last first.
    const std::vector<std::string> parsed = with_help_as_a_flag(args);
    app.parse(std::vector<std::string>(parsed.rbegin(), parsed.rend()));
    require_runnable_command(app);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error, streams.out, streams.err);
    return code == 0 ? kExitOk : kExitUsage;
  }

  if (rlew_command->parsed()) return run_rlew(rlew, streams);
  if (carmack_command->parsed()) return run_carmack(carmack, streams);
  if (huffman_command->parsed()) return run_huffman(huffman, streams);
  if (codecs_command->parsed()) return run_codecs(codecs, streams);
  if (info_command->parsed()) return run_info(info, streams);
  if (check_command->parsed()) return run_check(check, streams);
  if (golden_command->parsed()) return run_golden(golden, streams);
  if (build_command->parsed()) return run_build(build, streams);
  if (synthetic_command->parsed()) return run_synthetic(synthetic, streams);
  if (extract_command->parsed()) return run_extract(extract, streams);
  if (render_command->parsed()) return run_render(render, streams);
  if (play_command->parsed()) return run_play(play, streams);
  if (demo_command->parsed()) return run_demo(demo, streams);
  if (trace_diff_command->parsed()) return run_trace_diff(trace_diff, streams);
  if (reencode_command->parsed()) return run_reencode(reencode, streams);
  if (bench_gate_command->parsed()) return run_bench_gate(bench_gate, streams);
  if (vectors_command->parsed()) return run_vectors(vectors, streams);
  if (adapter_command->parsed()) return run_adapter(adapter, streams);
  if (gate_command->parsed()) return run_gate(gate, streams);
  return kExitUsage;  // not reached: require_runnable_command() threw
}

}  // namespace wolfsuite::cli
