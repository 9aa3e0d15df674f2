#include "cli/huffman_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <system_error>

#include "cli/command_line.h"
#include "decoders/compress/huffman.h"

namespace wolfsuite::cli {
namespace {

// Both IN and OUT may be the standard streams, so the dictionary has to be a file.
CLI::Validator dict_is_file() {
  return CLI::Validator(
      [](const std::string& path) -> std::string {
        if (path == kStandardStream) return "the dictionary must be a file, not -";
        return {};
      },
      "");
}

int expand(const HuffmanOptions& options, Streams& streams) {
  Result<Bytes> vgadict = read_file(options.dict);
  if (!vgadict.ok()) return report_error(vgadict.error(), streams.err);
  Result<HuffmanDict> dict = decode_huffman_dict(*vgadict);
  if (!dict.ok()) return report_error(dict.error(), streams.err);
  const HuffmanDecoder decoder(*dict);
  return run_transform(options.input, options.output, streams,
                       [&decoder](ByteSpan in) { return huffman_expand_framed(in, decoder); });
}

int compress(const HuffmanOptions& options, Streams& streams) {
  Result<Bytes> in = read_input(options.input, streams.in);
  if (!in.ok()) return report_error(in.error(), streams.err);
  const HuffmanDict dict = huffman_build_dict_for(*in);
  Result<Bytes> compressed = huffman_compress_framed(*in, dict);
  if (!compressed.ok()) return report_error(compressed.error(), streams.err);

  // Both outputs or neither: the dictionary's file is opened first and committed only once the
  // stream is written (a failed stream drops it; nothing is ever removed).
  auto dict_file = OutputFileWriter::open(options.dict_out);
  if (!dict_file.ok()) return report_error(dict_file.error(), streams.err);
  dict_file->append(encode_huffman_dict(dict));
  const Status written = write_binary_output(options.output, *compressed, streams);
  if (!written.ok()) return report_error(written.error(), streams.err);
  const Status dict_written = dict_file->commit();
  if (!dict_written.ok()) return report_error(dict_written.error(), streams.err);
  return kExitOk;
}

}  // namespace

CLI::App* add_huffman_command(CLI::App& parent, HuffmanOptions& options) {
  CLI::App* huffman = parent.add_subcommand(
      "huffman", "Huffman-expand or -compress a VGAGRAPH-framed stream with a VGADICT");
  huffman->footer(examples_footer({
      "wolfsuite huffman compress --dict-out pic.dict pic.bin pic.huff",
      "wolfsuite huffman expand --dict pic.dict pic.huff pic.bin",
      "wolfsuite huffman expand --dict VGADICT.WL6 < chunk.huff > chunk.bin",
  }));

  const std::vector<CLI::App*> modes = add_codec_modes(
      *huffman,
      {
          {"expand", CodecDirection::kExpand,
           "Expand a framed Huffman stream (uint32 LE size, then bits) with --dict",
           "wolfsuite huffman expand --dict VGADICT.WL6 chunk.huff chunk.bin"},
          {"compress", CodecDirection::kCompress,
           "Compress to a framed Huffman stream; the dictionary is built from IN",
           "wolfsuite huffman compress --dict-out chunk.dict chunk.bin chunk.huff"},
      },
      options.input, options.output, options.direction);
  modes[0]
      ->add_option("--dict", options.dict, "VGADICT file (1024 bytes)")
      ->required()
      ->type_name("FILE")
      ->check(dict_is_file());
  modes[1]
      ->add_option("--dict-out", options.dict_out,
                   "where to write the built VGADICT (1024 bytes, written atomically)")
      ->required()
      ->type_name("FILE")
      ->check(dict_is_file());
  return huffman;
}

int run_huffman(const HuffmanOptions& options, Streams& streams) {
  if (options.direction == CodecDirection::kExpand) return expand(options, streams);
  return compress(options, streams);
}

}  // namespace wolfsuite::cli
