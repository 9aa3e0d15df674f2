// The `wolfsuite` executable: the process's streams and arguments handed to run_wolfsuite().
#include <iostream>
#include <string>
#include <vector>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#else
#include <unistd.h>
#endif

#include "cli/app.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
#ifdef _WIN32
  // Codec streams are binary: no newline translation on stdin / stdout.
  _setmode(_fileno(stdin), _O_BINARY);
  _setmode(_fileno(stdout), _O_BINARY);
  const bool err_is_terminal = _isatty(_fileno(stderr)) != 0;
  const bool out_is_terminal = _isatty(_fileno(stdout)) != 0;
#else
  const bool err_is_terminal = isatty(STDERR_FILENO) != 0;
  const bool out_is_terminal = isatty(STDOUT_FILENO) != 0;
#endif
  const std::vector<std::string> args(argv + 1, argv + argc);
  wolfsuite::cli::Streams streams{std::cin, std::cout, std::cerr, err_is_terminal,
                                  out_is_terminal};
  return wolfsuite::cli::run_wolfsuite(args, streams);
}
