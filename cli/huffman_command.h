#pragma once
// `wolfsuite huffman expand --dict DICT [IN [OUT]]` and
// `wolfsuite huffman compress --dict-out DICT [IN [OUT]]`: id's Huffman coding with the VGAGRAPH
// framing (decoders/compress/huffman.h): a uint32 LE expanded byte count, then the bits. DICT is
// a 1024-byte VGADICT. compress builds the dictionary from IN itself and writes it to DICT.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct HuffmanOptions {
  CodecDirection direction = CodecDirection::kExpand;
  std::string dict;      // expand: the VGADICT to read
  std::string dict_out;  // compress: where the built VGADICT goes
  std::string input{kStandardStream};
  std::string output;  // empty: standard output unless a terminal (write_binary_output)
};

// Registers `huffman` and its `expand` / `compress` subcommands under `parent`.
CLI::App* add_huffman_command(CLI::App& parent, HuffmanOptions& options);
// compress writes DICT before OUT, and removes DICT again when OUT cannot be written, so a
// failed run leaves neither file.
int run_huffman(const HuffmanOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
