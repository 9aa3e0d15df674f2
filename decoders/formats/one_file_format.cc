#include "decoders/formats/one_file_format.h"

#include "decoders/formats/report_json.h"

namespace wolfsuite {
namespace {

ByteSpan bytes_of(const FormatInput& input) { return input.files.front().bytes; }

// A piece of the extraction: its folder is made (a failure shows when the file is written), then
// the file; an error is kept and the rest go on.
bool write_piece(ExtractSink& sink, const std::filesystem::path& file, ByteSpan bytes,
                 std::vector<Error>& errors) {
  (void)sink.make_folder(file.parent_path());
  const Status written = sink.write(file, bytes);
  if (!written.ok()) errors.push_back(written.error());
  return written.ok();
}

}  // namespace

ProbeVerdict OneFileFormat::probe(const FormatInput& input) const {
  if (input.files.size() != 1) return ProbeVerdict::kNo;
  return codec_.probe(bytes_of(input));
}

std::any OneFileFormat::decode(const FormatInput& input, FormatReport& report) const {
  report.name = input.location.filename().string();
  Result<std::any> model = codec_.decode(bytes_of(input), report.findings);
  if (!model.ok()) {
    report.errors.push_back(FamilyError{"", "", model.error()});
    return {};
  }
  return std::move(model).value();
}

FormatReport OneFileFormat::inspect(const FormatInput& input) const {
  FileInspection inspection = codec_.inspect(bytes_of(input));
  FormatReport report;
  report.name = input.location.filename().string();
  report.version = std::move(inspection.version);
  report.details["counts"] = std::move(inspection.counts);
  report.findings = std::move(inspection.findings);
  if (inspection.error) report.errors.push_back(FamilyError{"", "", std::move(*inspection.error)});
  return report;
}

Result<std::vector<NamedFile>> OneFileFormat::reencode(const FormatInput& input) const {
  WS_ASSIGN_OR_RETURN(Bytes bytes, codec_.reencode(bytes_of(input)));
  return std::vector<NamedFile>{{input.location.filename().string(), std::move(bytes)}};
}

Result<GoldenManifest> OneFileFormat::golden(const FormatInput& input, const Renderers& renderers,
                                             FormatReport& report) const {
  report.name = input.location.filename().string();
  WS_ASSIGN_OR_RETURN(const std::vector<GoldenLump> lumps,
                      codec_.golden_lumps(bytes_of(input), renderers));
  GoldenManifest manifest;
  for (const auto& [name, bytes] : lumps) manifest.add(name, bytes);
  return manifest;
}

Extraction OneFileFormat::extract(const FormatInput& input, std::string_view,
                                  const Renderers& renderers, ExtractSink& sink) const {
  Extraction extraction;
  const FormatReport report = inspect(input);
  for (const FamilyError& error : report.errors) extraction.errors.push_back(error.error);
  Json written = Json::array();
  if (report.loadable()) {
    Result<std::vector<NamedFile>> files = codec_.extract(bytes_of(input), renderers, sink);
    if (!files.ok()) {
      extraction.errors.push_back(files.error());
    } else {
      for (const NamedFile& file : *files) {
        if (write_piece(sink, file.name, file.bytes, extraction.errors))
          written.push_back(file.name);
      }
    }
  }
  Json info = unit_info_json(*this, input, report);
  info["written"] = written;
  const std::string text = info.dump(2) + "\n";
  std::size_t& count = extraction.files[""];
  count = written.size();
  if (write_piece(sink, "info.json",
                  ByteSpan(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                  extraction.errors)) {
    ++count;
  }
  return extraction;
}

}  // namespace wolfsuite
