// Renders the edge-case catalogue (catalogue.h) as Markdown:
//
//   catalogue_markdown CATALOGUE_JSON [-o OUT]
//
// writes CATALOGUE.md to standard output, or to OUT whole or not at all (write_output_file).
// A catalogue that does not parse or breaks the rules between fields (entry_problems,
// limit_problems) is not rendered: every problem goes to standard error. Exit status: 0 written,
// 1 bad catalogue or I/O error, 2 usage error. The `regenerate_catalogue` target runs it on
// corpus/catalogue.json.
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/catalogue.h"
#include "decoders/core/bytes.h"
#include "decoders/core/file_io.h"

namespace {

using namespace wolfsuite;

constexpr int kExitOk = 0;
constexpr int kExitBadCatalogue = 1;
constexpr int kExitUsage = 2;
constexpr std::string_view kUsage = "usage: catalogue_markdown CATALOGUE_JSON [-o OUT]\n";

struct Options {
  std::string input;
  std::string output;  // empty: standard output
};

bool parse_options(int argc, char** argv, Options& options) {
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "-o" && i + 1 < args.size() && options.output.empty()) {
      options.output = args[++i];
    } else if (!args[i].starts_with("-") && options.input.empty()) {
      options.input = args[i];
    } else {
      return false;
    }
  }
  return !options.input.empty();
}

int fail(const Error& error) {
  std::cerr << "catalogue_markdown: " << error.to_string() << "\n";
  return kExitBadCatalogue;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!parse_options(argc, argv, options)) {
    std::cerr << kUsage;
    return kExitUsage;
  }
  const Result<Bytes> text = read_file(options.input);
  if (!text.ok()) return fail(text.error());
  const Result<catalogue::Catalogue> parsed = catalogue::parse_catalogue(
      std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
  if (!parsed.ok()) return fail(parsed.error());

  std::vector<std::string> problems = catalogue::entry_problems(*parsed);
  for (std::string& problem : catalogue::limit_problems(*parsed)) problems.push_back(problem);
  for (const std::string& problem : problems) {
    std::cerr << "catalogue_markdown: " << options.input << ": " << problem << "\n";
  }
  if (!problems.empty()) return kExitBadCatalogue;

  const std::string markdown = catalogue::render_catalogue_markdown(*parsed);
  if (options.output.empty()) {
    std::cout << markdown;
    return std::cout.flush() ? kExitOk : kExitBadCatalogue;
  }
  const Status written = write_output_file(
      options.output,
      ByteSpan(reinterpret_cast<const std::uint8_t*>(markdown.data()), markdown.size()));
  return written.ok() ? kExitOk : fail(written.error());
}
