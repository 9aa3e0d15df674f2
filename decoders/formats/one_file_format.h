#pragma once
// What every single-file entry shares (BUILD, Quake, Mac: build_formats.h, quake_formats.h,
// mac_formats.h): the unit is one file, check is inspect (each format's inspect decodes and
// validates), golden is the file's lumps, and extract writes the format's files and then info.json,
// info's object for the file (report_json.h) with the list of files written. A format says what it
// does with a file's bytes in a OneFileCodec, a row of functions like the table the family file
// lists its formats in.
//
// Extract is all or nothing for the format's own files, as a file's pieces describe one thing: a
// file that does not inspect cleanly, or one of whose pieces cannot be made, writes none of them,
// only info.json; a piece that cannot be written is an error and the rest are still written.
#include <any>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/formats/format.h"

namespace wolfsuite {

// A named canonical lump of a golden manifest (golden/README.md).
using GoldenLump = std::pair<std::string, Bytes>;

// What a single-file format finds in a file: its FormatReport is {"version", "counts"}.
struct FileInspection {
  Json version;                  // the format's version field, or null for a format without one
  Json counts = Json::object();  // names as in the format's documents
  Findings findings;             // the decoder's and the validator's
  std::optional<Error> error;    // decoding or validation stopped: the file is not loadable
};

// What one single-file format does with a file's bytes.
struct OneFileCodec {
  std::string_view name;  // "build-map"
  ProbeVerdict (*probe)(ByteSpan file);
  Result<std::any> (*decode)(ByteSpan file, Findings& findings);  // decode_as_any<...>
  FileInspection (*inspect)(ByteSpan file);                       // decoded and validated
  Result<Bytes> (*reencode)(ByteSpan file);
  Result<std::vector<GoldenLump>> (*golden_lumps)(ByteSpan file, const Renderers& renderers);
  // The format's own files, pictures already encoded through `sink`.
  Result<std::vector<NamedFile>> (*extract)(ByteSpan file, const Renderers& renderers,
                                            const ExtractSink& sink);
  Result<std::vector<NamedFile>> (*synthetic)();
};

// A decoder `Result<Model> decode(ByteSpan, Findings&)` as OneFileCodec::decode.
template <typename Model, Result<Model> (*Decode)(ByteSpan, Findings&)>
Result<std::any> decode_as_any(ByteSpan file, Findings& findings) {
  WS_ASSIGN_OR_RETURN(Model model, Decode(file, findings));
  return std::any(std::move(model));
}

class OneFileFormat final : public Format {
 public:
  explicit OneFileFormat(const OneFileCodec& codec) : codec_(codec) {}

  std::string_view name() const override { return codec_.name; }
  UnitShape shape() const override { return UnitShape::kOneFile; }
  ProbeVerdict probe(const FormatInput& input) const override;
  std::any decode(const FormatInput& input, FormatReport& report) const override;
  FormatReport inspect(const FormatInput& input) const override;
  FormatReport check(const FormatInput& input) const override { return inspect(input); }
  Result<std::vector<NamedFile>> reencode(const FormatInput& input) const override;
  Result<GoldenManifest> golden(const FormatInput& input, const Renderers& renderers,
                                FormatReport& report) const override;
  Extraction extract(const FormatInput& input, std::string_view name, const Renderers& renderers,
                     ExtractSink& sink) const override;
  Result<std::vector<NamedFile>> synthetic() const override { return codec_.synthetic(); }

 private:
  OneFileCodec codec_;
};

}  // namespace wolfsuite
