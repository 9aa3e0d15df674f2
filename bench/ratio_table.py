#!/usr/bin/env python3
"""Prints the README's tables from a codec_bench JSON report.

    codec_bench --benchmark_filter=all_ --benchmark_repetitions=3 \
        --benchmark_report_aggregates_only=true \
        --benchmark_out=bench.json --benchmark_out_format=json
    bench/ratio_table.py bench.json

Uses the median of each benchmark when the report has aggregates, else its single run. A second
table gives the first-sight forms (".../first_sight") where the report has them. Each codec
is compared with the memcpy of the same pieces it writes (codec_bench.h, memory_bench.cc); a level
load (level_bench.cc) has no memcpy row.
"""
import json
import re
import sys

# codec -> which BM_Memcpy input writes the same bytes, by the set's name
MEMCPY_INPUT = {
    "Rlew": "{set}_all_planes",
    "Carmack": "{set}_all_rlew_streams",
    "Huffman": "{set}_all_chunks",
    "MapPlane": "{set}_all_planes",
}
CODEC_INPUT = {
    "Rlew": "{set}_all_planes",
    "Carmack": "{set}_all_planes",
    "Huffman": "{set}_all_chunks",
    "MapPlane": "{set}_all_planes",
    "Level": "{set}_all_maps",
}
# codec -> benchmark family ("BM_<family>/<variant>/<input>")
FAMILY = {codec: f"{codec}Expand" for codec in CODEC_INPUT}
FAMILY["Level"] = "LevelLoad"
VARIANTS = ["literal", "fast", "fast-bytes", "unchecked"]
# the name suffix of a whole set timed at first sight (codec_bench.h)
FIRST_SIGHT = "/first_sight"


def rates(report):
    """bytes/s by benchmark name (median when there are aggregates)."""
    single, median = {}, {}
    for bench in report["benchmarks"]:
        # Google Benchmark appends a benchmark's own settings ("/iterations:5/manual_time")
        name = re.sub(r"/(iterations:[^/]*|manual_time)", "", bench.get("run_name", bench["name"]))
        rate = bench.get("bytes_per_second")
        if rate is None:
            continue
        if bench.get("run_type") == "aggregate":
            if bench.get("aggregate_name") == "median":
                median[name] = rate
        else:
            single.setdefault(name, rate)
    return median or single


def gbps(rate):
    return f"{rate / 1e9:.2f}" if rate else "-"


def ratio(a, b):
    return f"{a / b:.2f}x" if a and b else "-"


def print_table(by_name, sets, form):
    """One table: the repeated runs (form "") or the first-sight ones (form "/first_sight")."""
    print("| codec | input | literal GB/s | fast GB/s | fast-bytes GB/s | unchecked GB/s "
          "| memcpy GB/s | fast/literal | fast/unchecked | fast/memcpy |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
    for codec in CODEC_INPUT:
        for set_name in sets:
            input_name = CODEC_INPUT[codec].format(set=set_name)
            row = {variant: by_name.get(f"BM_{FAMILY[codec]}/{variant}/{input_name}{form}")
                   for variant in VARIANTS}
            memcpy_input = MEMCPY_INPUT.get(codec)
            memcpy = by_name.get("BM_Memcpy/" + memcpy_input.format(set=set_name) + form) \
                if memcpy_input else None
            if not any(row.values()):
                continue
            print(f"| {codec} | {input_name} | {gbps(row['literal'])} | {gbps(row['fast'])} "
                  f"| {gbps(row['fast-bytes'])} | {gbps(row['unchecked'])} | {gbps(memcpy)} "
                  f"| {ratio(row['fast'], row['literal'])} "
                  f"| {ratio(row['fast'], row['unchecked'])} | {ratio(row['fast'], memcpy)} |")


def main(path):
    with open(path) as f:
        by_name = rates(json.load(f))
    # "BM_<family>[/<variant>]/<set>_all_<what>[/first_sight]"
    sets = sorted({part.split("_all_")[0]
                   for name in by_name for part in name.split("/") if "_all_" in part})
    print_table(by_name, sets, "")
    if any(name.endswith(FIRST_SIGHT) for name in by_name):
        print()
        print("First sight (branch predictor scrubbed before each item):")
        print()
        print_table(by_name, sets, FIRST_SIGHT)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: ratio_table.py codec_bench.json")
    main(sys.argv[1])
