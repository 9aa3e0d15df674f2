#pragma once
// The `wolfsuite` command line: CLI11 parsing and dispatch to the subcommands, each of which
// lives in its own <name>_command.{h,cc}. main.cc only wires this to the process; tests call it
// with string streams.
#include <string>
#include <vector>

#include "cli/io.h"

namespace wolfsuite::cli {

// Parses `args` (without the program name) and runs the chosen subcommand. Returns the exit
// code: kExitOk (also after --help / --version), kExitDataError, or kExitUsage when CLI11
// rejects the command line (its message goes to streams.err).
int run_wolfsuite(const std::vector<std::string>& args, Streams& streams);

}  // namespace wolfsuite::cli
