#!/usr/bin/python3
"""Tests of the profiler (prof/): the `--profile` summary, the Chrome trace, the SVG chart and the
advice, on the known programs in tests/golden/prof/. Run: /usr/bin/python3 tests/prof/test_prof.py
[--weft build/weft] [--png OUT.png]. The profiler is switched on through its environment
variables (WEFT_PROFILE=1|exact, WEFT_TRACE, WEFT_PROFILE_SVG, WEFT_DEVICE_MODEL) or its flags
(`--profile`, `--profile=exact`). Host spans are sampled by default and exact with `exact`; the
tests of exact counts use exact mode. Exit status 1 when a test fails."""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from prof_runner import run_tests

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGS = os.path.join(ROOT, "tests", "golden", "prof")
WEFT = os.path.join(ROOT, "build", "weft")
TMP = tempfile.mkdtemp(prefix="weft-prof-")
PHASES = ["Host", "Transfer H2D", "Transfer D2H", "Compute", "Compile"]


def local_names(p):
    """p with the programs' folder taken out of its output: weft names a program by its absolute
    path, as CPython does (tracebacks, the profile's lines), and the tests read `prog.py:8`."""
    for d in sorted({PROGS, os.path.realpath(PROGS)}, key=len, reverse=True):
        p.stdout, p.stderr = p.stdout.replace(d + "/", ""), p.stderr.replace(d + "/", "")
    return p


def run(prog, **env):
    full = dict(os.environ)
    for k in ("WEFT_PROFILE", "WEFT_TRACE", "WEFT_PROFILE_SVG", "WEFT_DEVICE_MODEL"):
        full.pop(k, None)
    full.update({k: str(v) for k, v in env.items()})
    return local_names(subprocess.run([WEFT, prog], cwd=PROGS, env=full, capture_output=True, text=True, timeout=60))


def profile(prog, **env):
    env.setdefault("WEFT_PROFILE", 1)
    p = run(prog, **env)
    assert p.returncode == 0, p.stderr
    return p.stderr


def run_flags(flags, prog, **env):
    """weft FLAGS... prog, with no profiler variables but env set."""
    full = dict(os.environ)
    for k in ("WEFT_PROFILE", "WEFT_TRACE", "WEFT_PROFILE_SVG", "WEFT_DEVICE_MODEL"):
        full.pop(k, None)
    full.update({k: str(v) for k, v in env.items()})
    return local_names(subprocess.run([WEFT] + flags + [prog], cwd=PROGS, env=full, capture_output=True, text=True,
                                      timeout=60))


def section(report, title):
    """Lines of the summary section whose heading contains title (up to the next heading)."""
    lines = report.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(" ** ") and title in line:
            out = []
            for l in lines[i + 1:]:
                if l.startswith(" ** ") or l.startswith("==PROF=="):
                    break
                if l.strip():
                    out.append(l)
            return out
    return None


def phase_table(report, title):
    """Rows of one phase table ("GPU time" or "Host time"): name -> (share, time, line)."""
    rows = {}
    for line in section(report, title)[2:]:
        m = re.match(r"  (.+?)\s+(\d+\.\d)\s+(\S+ \S+)$", line)
        if not m:
            break  # the sentence under the table
        rows[m.group(1)] = (float(m.group(2)), m.group(3), line)
    return rows


def phase_rows(report):
    """Every phase of both tables, their totals, and "Total": the timeline's length."""
    rows = {}
    rows.update(phase_table(report, "GPU time"))
    rows.update(phase_table(report, "Host time"))
    m = re.search(r"Timeline: (\S+ \S+) = host (\S+ \S+) \+ GPU (\S+ \S+)", report)
    assert m, report
    rows["Total"] = (100.0, m.group(1), m.group(0))
    return rows


def assert_shares(report):
    """Each table's shares sum to exactly 100.0, and the timeline is host + GPU."""
    for title, total in (("GPU time", "GPU total"), ("Host time", "Host total")):
        rows = phase_table(report, title)
        pct = sum(v[0] for k, v in rows.items() if k != total)
        assert abs(pct - 100.0) < 1e-9 or (pct == 0 and micros(rows[total][1]) == 0), (title, rows)
    rows = phase_rows(report)
    assert abs(micros(rows["Total"][1]) - micros(rows["GPU total"][1]) - micros(rows["Host total"][1])) < 0.01 * micros(
        rows["Total"][1]) + 0.002, rows


def copy_rows(report):
    rows = {}
    for line in section(report, "MemOps Summary")[2:]:
        f = line.split()
        rows[line[line.index("[CUDA"):]] = {"calls": int(f[3]), "bytes": int(f[10])}
    return rows


def kernel_rows(report):
    rows = {}
    for line in section(report, "Kernel Summary")[2:]:
        f = line.split()
        rows[f[-1]] = {"pct": float(f[0]), "calls": int(f[3])}
    return rows


def advice(report):
    return section(report, "Advice") or []


# ---- the summary ----

def test_phase_block_sums_to_100():
    for prog in ("host_arrays_every_call.py", "device_resident.py", "readonly_copied_back.py"):
        rep = profile(prog)
        rows = phase_rows(rep)
        for p in PHASES:
            assert p in rows, (prog, p)
        assert_shares(rep)
        # the GPU's modeled time is the headline, the host's measured time apart
        assert rep.index(" ** GPU time (modeled, h100): what the GPU would spend") < rep.index(
            " ** Host time (measured on this machine, apart from the GPU's)"), rep
        assert list(phase_table(rep, "GPU time")) == ["Transfer H2D", "Transfer D2H", "Compute", "GPU total"], rep
        assert list(phase_table(rep, "Host time")) == ["Host", "Compile", "Host total"], rep


def test_copy_bytes_exact():
    r = copy_rows(profile("host_arrays_every_call.py"))
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 9, "bytes": 9 * 4096}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 9, "bytes": 9 * 4096}, r
    r = copy_rows(profile("device_resident.py"))
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 1, "bytes": 4224}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 1, "bytes": 4224}, r
    r = copy_rows(profile("readonly_copied_back.py"))
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 1, "bytes": 4000}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 2, "bytes": 8000}, r


def test_kernel_rows():
    k = kernel_rows(profile("host_arrays_every_call.py"))
    assert k == {"add": {"pct": 100.0, "calls": 3}}, k
    k = kernel_rows(profile("device_resident.py"))
    assert k == {"step": {"pct": 100.0, "calls": 6}}, k


def test_modeled_copy_time_per_device():
    # 5 us latency + 4224 bytes from pageable memory: half of the pinned rate (80% of the link's
    # per-direction rate), at most 11 GB/s: PCIe 5.0 x16 (64 GB/s: 25.6, so 11) on h100, 4.0 (32:
    # 12.8, so 11) on a100, 3.0 (16: 6.4) on t4
    for model, want in (("h100", "5.384 us"), ("t4", "5.660 us"), ("a100", "5.384 us")):
        rep = profile("device_resident.py", WEFT_DEVICE_MODEL=model)
        assert f"(modeled, {model})" in rep
        assert phase_rows(rep)["Transfer H2D"][1] == want, (model, phase_rows(rep)["Transfer H2D"])


def test_unknown_device_model():
    p = run("device_resident.py", WEFT_PROFILE=1, WEFT_DEVICE_MODEL="v100x")
    assert p.returncode == 2, p.returncode
    assert "unknown device model 'v100x'" in p.stderr and "h100 (default), h200, a100, t4" in p.stderr, p.stderr


def test_off_prints_nothing():
    p = run("host_arrays_every_call.py")
    assert p.returncode == 0 and "==PROF==" not in p.stderr and p.stderr == "", p.stderr


def host_rows(report, title):
    """{name: (total text, calls/hits)} of a host table ("Host functions" or "Host lines"),
    in the report's order (hottest first)."""
    rows = {}
    for line in section(report, title)[2:]:
        m = re.match(r"\s*(\S+ \S+)\s+(\d+)  (.+)$", line)
        assert m, line
        rows[m.group(3)] = (m.group(1), int(m.group(2)))
    return rows


def micros(text):
    num, unit = text.split()
    return float(num) * {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}[unit]


def test_host_functions_and_lines():
    rep = profile("host_hot.py", WEFT_PROFILE="exact")
    assert "        Total       Calls  Name" in section(rep, "Host functions")[0], rep
    assert "        Total        Hits  Name" in section(rep, "Host lines")[0], rep
    funcs = host_rows(rep, "Host functions")
    assert list(funcs)[:2] == ["<module> (line 1)", "spin (line 5)"], funcs
    assert funcs["spin (line 5)"][1] == 30 and funcs["tiny (line 12)"][1] == 30, funcs
    assert funcs["neg (line 16)"][1] == 6, funcs  # called back from sorted (a native)
    assert funcs["<module> (line 1)"][1] == 1, funcs
    assert micros(funcs["spin (line 5)"][0]) > 0.5 * micros(funcs["<module> (line 1)"][0]), funcs
    lines = host_rows(rep, "Host lines")
    assert list(lines)[0] in ("host_hot.py:8", "host_hot.py:7"), lines
    assert lines["host_hot.py:8"][1] == 30 * 5000, lines
    assert lines["host_hot.py:7"][1] == 30 * 5001, lines  # the loop test runs once more
    # (only the 10 hottest lines are listed: the cheap ones may not be)
    assert lines["host_hot.py:22"][1] == 30, lines  # returning into a line is no new hit
    assert_shares(rep)


def test_host_report_after_exception():
    p = run("host_error.py", WEFT_PROFILE="exact")
    assert p.returncode == 1, p.returncode
    assert "ZeroDivisionError: integer division or modulo by zero" in p.stderr
    rep = p.stderr[p.stderr.index("==PROF=="):]
    assert_shares(rep)
    funcs = host_rows(rep, "Host functions")
    names = ["<module> (line 1)", "outer (line 11)", "inner (line 4)"]
    assert sorted(funcs) == sorted(names), funcs
    assert all(funcs[n][1] == 1 for n in names), funcs  # each frame left once, by unwinding
    t = [micros(funcs[n][0]) for n in names]
    assert t[0] >= t[1] >= t[2] > 0, funcs  # inclusive times nest
    lines = host_rows(rep, "Host lines")
    assert lines["host_error.py:7"][1] == 3000 and lines["host_error.py:8"][1] == 1, lines


def counters(report):
    """Counter rows by kernel name and by 'file:line': (warp insts, eff %, load requests,
    sectors/request, store requests, sectors/request, shared requests, bank conflicts)."""
    rows = {}
    for line in section(report, "Simulator counters")[2:]:
        f = line.split()
        vals = (int(f[0]), float(f[1]), int(f[2]), float(f[3]), int(f[4]), float(f[5]), int(f[6]), int(f[7]))
        rows[f[8]] = vals
    return rows


def test_counters_section():
    rep = profile("host_arrays_every_call.py")
    c = counters(rep)
    # occupancy, then ptxas's register count where NVRTC is there (prof/prof_regs.c)
    assert re.search(r"occupancy 100%(, \d+ registers)?\)",
                     [l for l in section(rep, "Simulator counters") if " add (3 launches" in l][0])
    # 3 launches x 32 warps: each warp loads a and b (2 requests) and stores out (1), unit stride float32
    assert c["add"][2:] == (192, 4.0, 96, 4.0, 0, 0), c["add"]
    assert c["host_arrays_every_call.py:12"][2:6] == (192, 4.0, 96, 4.0), c


def test_counters_coalescing():
    c = counters(profile("strided_loads.py"))
    assert c["unit"][2:4] == (1, 4.0), c["unit"]
    assert c["stride2"][2:4] == (1, 8.0), c["stride2"]
    assert c["column"][2:4] == (1, 32.0), c["column"]
    assert all(c[k][4:6] == (1, 4.0) and c[k][1] == 100.0 for k in ("unit", "stride2", "column")), c


def test_counters_bank_conflicts():
    c = counters(profile("transpose_tile.py"))
    # 32 warps (one per tile row) each write a row and read a column of the tile
    assert c["transpose"][2:] == (32, 4.0, 32, 4.0, 64, 992), c["transpose"]
    assert c["transpose_padded"][2:] == (32, 4.0, 32, 4.0, 64, 0), c["transpose_padded"]
    assert c["transpose_tile.py:16"][7] == 992 and c["transpose_tile.py:14"][7] == 0, c


# ---- advice ----

def test_advice_host_arrays_every_call():
    adv = "\n".join(advice(profile("host_arrays_every_call.py")))
    assert re.search(r"Transfers take \S+ us \(modeled, h100\), [\d.]+x the kernels' \S+ us: keep arrays on the device", adv), adv
    assert "flops per byte" not in adv, adv
    # arguments are named by the kernel's parameter names (add(a, b, out))
    assert "Kernel 'add' at line 20 never writes argument `a`, a host array, yet it was copied back after 3 launches: 12288 bytes" in adv, adv
    assert "never writes argument `b`," in adv and "never writes argument `out`," not in adv, adv
    for arg in ("a", "b", "out"):
        # the fix names the argument's own array (the template once said `a` for every one)
        assert re.search(rf"The same host array \(4096 bytes, argument `{arg}` of 'add' at line 20\) was copied to the "
                         rf"device by each of 3 launches: 12288 bytes, 16.117 us \(modeled, h100\)\. Copy it once with "
                         rf"d_{arg} = cuda.to_device\({arg}\) and pass d_{arg}: saves 10.745 us\.", adv), (arg, adv)
        # each array went back to the host after a launch and came back unchanged to the next
        assert re.search(rf"A host array \(argument `{arg}` of 'add' at line 20\) went back to the host after a launch "
                         rf"and came back unchanged to the next launch, 2 times: 16384 bytes, 21.489 us \(modeled, h100\)\. "
                         rf"It could stay on the device: d_{arg} = cuda.to_device\({arg}\) before the launches, pass d_{arg}, "
                         rf"and d_{arg}.copy_to_host\(\) once after them: saves 21.489 us\.", adv), (arg, adv)
    assert "cuda.to_device(a) and pass d_a:" in adv and adv.count("cuda.to_device(a)") == 2, adv
    assert "Kernel 'add' at line 20 launches at most 4 blocks of 256 threads: 4 of the 132 SMs have work (3%)" in adv, adv
    assert "pageable" not in adv, adv  # 4 KB copies: latency, not bandwidth; pinning saves too little


def test_advice_readonly_copied_back():
    adv = "\n".join(advice(profile("readonly_copied_back.py")))
    assert "Kernel 'scale' at line 17 never writes argument `src`, a host array, yet it was copied back after 1 launch: 4000 bytes" in adv, adv
    assert "argument `dst`" not in adv and "The same host array" not in adv and "SMs have work" not in adv, adv


def test_no_advice_when_transfers_are_good():
    rep = profile("device_resident.py")
    assert section(rep, "Advice") is None, rep


def test_small_launch_threshold_follows_model():
    # 4 blocks: too small for any model; t4 has 40 SMs
    adv = "\n".join(advice(profile("host_arrays_every_call.py", WEFT_DEVICE_MODEL="t4")))
    assert "4 of the 40 SMs have work (10%) (modeled, t4)" in adv, adv
    # the transfer advice holds on t4 too, priced by its link
    assert "Transfers take" in adv and "(modeled, t4)" in adv and "came back unchanged" in adv, adv
    assert "cuda.to_device(b) and pass d_b: saves" in adv, adv


def test_pinned_and_pageable_copies():
    # pinned_array and `with cuda.pinned(a):` copy at the pinned rate (80% of the link), ordinary
    # arrays at half of it, 11 GB/s at most; 4 MiB: 5 us + 4194304 B / 51.2 or 11 GB/s on h100.
    # A mapped array is device memory already: to_device returns it without a copy (Numba's
    # auto_device), so 3 copies
    rep = profile("pinned_copies.py")
    r = copy_rows(rep)
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 3, "bytes": 3 * 4194304}, r
    memops = "\n".join(section(rep, "MemOps Summary"))
    assert re.search(r"86.920 us\s+386.300 us", memops), memops  # min: pinned, max: pageable
    adv = "\n".join(advice(rep))
    # the pageable copies are named by their lines (18: to_device(pageable), 31: copy_to_host), with the saving
    for line in (18, 31):
        assert (f"Line {line} copies 4194304 bytes between pageable host memory and the device in 1 copy: 386.300 us "
                "(modeled, h100). From pinned memory (cuda.pinned_array for the host array, or `with cuda.pinned(a):` "
                "around the copies) they would take 86.920 us: saves 299.380 us.") in adv, adv
    assert "Line 21" not in adv and "Line 23" not in adv and "Line 26" not in adv, adv  # the pinned copies
    # t4: PCIe 3.0 x16, 6.4 GB/s pageable, 12.8 pinned
    adv = "\n".join(advice(profile("pinned_copies.py", WEFT_DEVICE_MODEL="t4")))
    assert "Line 18 copies 4194304 bytes between pageable host memory and the device in 1 copy: 660.360 us (modeled, t4)" in adv, adv


# ---- sampled host spans (the default) ----

def test_sampled_host_tables():
    p = run_flags(["--profile"], "host_sampled.py")
    assert p.returncode == 0 and p.stdout == "6399960\nTrue\n", (p.stdout, p.stderr)  # the sleep lasted its time
    rep = p.stderr
    head = section(rep, "Host functions")
    assert "        Total     Samples  Name" in head[0], head
    assert re.search(r"Host functions, inclusive \(sampled: \d+ samples at 1000 Hz", rep), rep
    funcs = host_rows(rep, "Host functions")
    assert list(funcs)[0] == "<module> (line 1)", funcs
    total = micros(phase_rows(rep)["Total"][1])
    # the 80 ms sleep is charged to nap and its line (18), though the tick's trap came after it
    assert 70e3 < micros(funcs["nap (line 16)"][0]) <= total, funcs
    assert funcs["spin (line 9)"][1] >= 5, funcs  # a few ms of spinning: several samples
    assert funcs["<module> (line 1)"][1] >= funcs["spin (line 9)"][1] + funcs["nap (line 16)"][1], funcs
    lines = host_rows(rep, "Host lines")
    # the sleep's line and the spinning loop's lead (in either order: on a loaded machine the
    # spin can take longer than the 80 ms sleep)
    assert 70e3 < micros(lines["host_sampled.py:18"][0]), lines
    assert set(list(lines)[:2]) & {"host_sampled.py:11", "host_sampled.py:12"}, lines
    assert "host_sampled.py:18" in list(lines)[:2], lines
    assert sum(micros(t) for t, _ in lines.values()) <= total * 1.001, (lines, total)
    assert sum(n for _, n in lines.values()) == funcs["<module> (line 1)"][1], (lines, funcs)  # one line per sample
    assert_shares(rep)


def test_sampled_trace_spans():
    path = os.path.join(TMP, "sampled.json")
    p = run_flags(["--trace=" + path], "host_sampled.py")
    assert p.returncode == 0 and "==PROF==" not in p.stderr, p.stderr
    with open(path) as f:
        ev = json.load(f)["traceEvents"]
    host = {e["name"]: e for e in ev if e["ph"] == "X" and e["tid"] == 1}
    assert {"program", "<module>", "spin", "nap"} <= set(host), host
    spin, nap, mod = host["spin"], host["nap"], host["<module>"]
    # a flame chart from consecutive samples: spin's span ends where nap's begins, both in <module>
    assert spin["ts"] + spin["dur"] <= nap["ts"] + 1e-3, (spin, nap)
    assert mod["ts"] <= spin["ts"] and nap["ts"] + nap["dur"] <= mod["ts"] + mod["dur"] + 1e-3, host
    # the 80 ms sleep, less what a loaded machine delays the samples at either end (68 ms seen)
    assert 40e3 < nap["dur"] < 1e6, nap


def test_exact_trace_spans():
    path = os.path.join(TMP, "exact.json")
    p = run_flags(["--profile=exact", "--trace=" + path], "host_hot.py")
    assert p.returncode == 0, p.stderr
    with open(path) as f:
        ev = json.load(f)["traceEvents"]
    names = [e["name"] for e in ev if e["ph"] == "X" and e["tid"] == 1]
    assert names.count("spin") == 30 and names.count("tiny") == 30 and names.count("neg") == 6, names


def test_profile_flag_forms():
    for flags, env, sampled in ((["--profile"], {}, True), (["--profile=sample"], {}, True),
                                (["--profile=exact"], {}, False), ([], {"WEFT_PROFILE": "exact"}, False),
                                ([], {"WEFT_PROFILE": "sample"}, True), (["--profile=exact"], {"WEFT_PROFILE": "1"}, False)):
        p = run_flags(flags, "host_hot.py", **env)
        assert p.returncode == 0 and p.stdout.startswith("1276170\n"), (flags, env, p.stderr)
        head = section(p.stderr, "Host lines")
        if sampled:  # a 5 ms program may take no sample at 1 kHz: the table is then left out
            assert head is None or "Samples" in head[0], (flags, env, p.stderr)
        else:
            assert "Hits" in head[0] and host_rows(p.stderr, "Host lines")["host_hot.py:8"][1] == 150000, (flags, env)


def test_profile_bad_value():
    p = run_flags(["--profile=bogus"], "host_hot.py")
    assert p.returncode == 2 and p.stdout == "", (p.returncode, p.stdout)
    assert p.stderr == "weft: --profile must be one of sample, exact (got 'bogus')\n", p.stderr
    p = run_flags([], "host_hot.py", WEFT_PROFILE="bogus")
    assert p.returncode == 2 and p.stdout == "", (p.returncode, p.stdout)
    assert p.stderr == "weft: WEFT_PROFILE must be one of sample, exact (got 'bogus')\n", p.stderr


def test_sampling_with_worker_threads():
    # the simulator's worker threads never take the SIGPROF ticks (aimed at the VM thread)
    off = run_flags(["--sim-threads=4"], "host_arrays_every_call.py")
    on = run_flags(["--sim-threads=4", "--profile"], "host_arrays_every_call.py")
    assert off.returncode == 0 and on.returncode == 0, on.stderr
    assert on.stdout == off.stdout and "CUDA GPU Kernel Summary" in on.stderr, on.stderr


# ---- trace and chart ----

def test_trace_json():
    path = os.path.join(TMP, "trace.json")
    rep = profile("host_arrays_every_call.py", WEFT_TRACE=path)
    with open(path) as f:
        doc = json.load(f)
    ev = doc["traceEvents"]
    tracks = {e["tid"]: e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
    assert set(tracks.values()) >= {"Host", "Copies (modeled)", "Kernels (modeled)"}, tracks
    by = {v: k for k, v in tracks.items()}
    kernels = [e for e in ev if e["ph"] == "X" and e["tid"] == by["Kernels (modeled)"]]
    copies = [e for e in ev if e["ph"] == "X" and e["tid"] == by["Copies (modeled)"]]
    assert [k["name"] for k in kernels] == ["add"] * 3
    assert all(k["args"]["grid"] == [4, 1, 1] and k["args"]["block"] == [256, 1, 1] and k["args"]["modeled"] for k in kernels)
    counters = {"warp_insts", "lane_insts", "flops32", "flops64", "gld_requests", "gld_sectors", "gst_requests",
                "gst_sectors", "gld_bytes", "gst_bytes", "shared_requests", "shared_wavefronts", "branches",
                "divergent_branches", "barriers"}
    for k in kernels:  # every exact counter, and the ones this kernel must have
        assert counters <= set(k["args"]), k["args"]
        assert k["args"]["lane_insts"] > k["args"]["warp_insts"] > 0 and k["args"]["gst_bytes"] == 4096, k["args"]
    assert len(copies) == 18 and all(c["args"]["bytes"] == 4096 for c in copies)
    assert [c["args"]["arg"] for c in copies] == [0, 1, 2] * 6, copies  # in, back, per launch
    assert [c["args"]["param"] for c in copies] == ["a", "b", "out"] * 6, copies  # add(a, b, out)
    assert all(c["args"]["kernel"] == "add" for c in copies)
    # synchronous device: copies and kernels never overlap and follow launch order (in, kernel, back)
    dev = sorted(kernels + copies, key=lambda e: e["ts"])
    for a, b in zip(dev, dev[1:]):
        assert a["ts"] + a["dur"] <= b["ts"] + 1e-3, (a, b)
    assert [e["name"] for e in dev[:7]] == ["memcpy HtoD"] * 3 + ["add"] + ["memcpy DtoH"] * 3
    prog = [e for e in ev if e["name"] == "program"][0]
    total = phase_rows(rep)["Total"][1]
    assert dev[-1]["ts"] + dev[-1]["dur"] <= prog["dur"] + 1e-3
    num, unit = total.split()
    assert abs(prog["dur"] - float(num) * {"us": 1, "ms": 1e3, "s": 1e6}[unit]) < 0.01 * prog["dur"], (prog, total)


NS = "{http://www.w3.org/2000/svg}"


def svg_group(root, cls):
    return [g for g in root.iter(NS + "g") if g.get("class") == cls][0]


def test_svg_chart(png=None):
    path = os.path.join(TMP, "chart.svg")
    profile("host_arrays_every_call.py", WEFT_PROFILE_SVG=path)
    root = ET.parse(path).getroot()
    assert root.tag == NS + "svg", root.tag
    w, h = int(root.get("width")), int(root.get("height"))
    assert root.get("viewBox") == f"0 0 {w} {h}", root.attrib  # what the zoom script moves
    assert root.find(NS + "script") is not None
    # the timeline: its lanes (no D2D lane without D2D copies), a time axis with ticks
    tl = svg_group(root, "timeline")
    lanes = [g.get("data-lane") for g in tl.iter(NS + "g") if g.get("class") == "lane"]
    assert lanes == ["Host", "H2D copies", "Kernels", "D2H copies", "Stream 0"], lanes
    axis = svg_group(tl, "axis")
    ticks = [float(l.get("x1")) for l in axis.iter(NS + "line") if l.get("class") == "tick"]
    assert len(ticks) >= 4 and ticks == sorted(ticks) and ticks[0] == 100.0, ticks
    assert [t.text for t in axis.iter(NS + "text")][0] == "0"
    # each copy and kernel at its start, in the order they happened, at least 2 px wide
    ev = [r for r in tl.iter(NS + "rect") if r.get("class") == "ev"]
    by_lane = {}
    for r in ev:
        by_lane.setdefault(r.get("data-lane"), []).append(r)
    counts = {k: len(v) for k, v in by_lane.items()}
    assert counts == {"H2D copies": 9, "Kernels": 3, "D2H copies": 9, "Stream 0": 21, "Host": 1}, counts  # Host: the compile
    scale = None
    for lane, rects in by_lane.items():
        xs = [float(r.get("x")) for r in rects]
        ts = [float(r.get("data-ts")) for r in rects]
        assert xs == sorted(xs) and ts == sorted(ts), (lane, xs)
        for r in rects:
            assert float(r.get("width")) >= 2.0, r.attrib
            x, t = float(r.get("x")), float(r.get("data-ts"))
            if t > 0:
                scale = scale or (x - 100) / t
                assert abs(100 + t * scale - x) < 0.01, (lane, r.attrib)  # one time axis for every lane
    k = by_lane["Kernels"]
    for r in k:  # as long as it lasted, but never under 2 px (a 2 us kernel in a ~ms run)
        assert abs(float(r.get("width")) - max(2.0, float(r.get("data-dur")) * scale)) < 0.01, r.attrib
    h2d, d2h = by_lane["H2D copies"], by_lane["D2H copies"]
    for i in range(3):  # each launch: its three copies in, the kernel, its three copies back
        kx = float(k[i].get("x"))
        assert all(float(r.get("x")) <= kx for r in h2d[3 * i:3 * i + 3]), i
        assert all(float(r.get("x")) >= kx for r in d2h[3 * i:3 * i + 3]), i
    assert "kernel add: 2.675 us" in k[0].find(NS + "title").text, k[0].find(NS + "title").text
    labels = [t.text for t in tl.iter(NS + "text") if t.get("class") == "ev-label"]
    assert "add 2.675 us" in labels, labels  # the narrow kernel is labelled
    lane_fill = {lane: rects[0].get("fill") for lane, rects in by_lane.items() if lane != "Host"}
    stream = by_lane["Stream 0"]  # every copy and kernel again, in its own lane's colour
    assert [r.get("fill") for r in stream] == [lane_fill[r.find(NS + "title").text.split(" ")[0] == "kernel" and "Kernels"
                                               or r.find(NS + "title").text.split(" ")[1].rstrip(",") + " copies"]
                                               for r in stream], [r.attrib for r in stream]
    hosts = [r for r in tl.iter(NS + "rect") if r.get("class") == "host"]
    assert hosts and all(r.get("data-lane") == "Host" for r in hosts)
    # the summary chart beside it: the GPU's phases, per kernel, the host on its own scale
    sm = svg_group(root, "summary")
    assert float(sm.get("transform")[len("translate("):].split(",")[0]) >= 100 + 860, sm.attrib
    texts = [t.text for t in sm.iter(NS + "text")]
    for want in PHASES + ["add", "GPU time by phase", "Host (measured, a scale of its own)"]:
        assert want in texts, (want, texts)
    assert "Transfer D2D" not in texts, texts
    bars = [r for r in sm.iter(NS + "rect") if r.find(NS + "title") is not None]
    assert len(bars) == 5 + 3, len(bars)  # phases, then copies in | compute | back
    assert any("modeled, h100" in (t.text or "") for t in root.iter(NS + "text"))
    if png and shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", "-o", png, path], check=True)
        assert os.path.getsize(png) > 1000


def test_svg_narrow_events_stay_visible():
    # a 3 us kernel after tens of ms of host work (4 MiB arrays filled by the interpreter): far
    # under a pixel, drawn 2 px wide and labelled; copies priced pinned or pageable say which
    path = os.path.join(TMP, "narrow.svg")
    profile("pinned_copies.py", WEFT_PROFILE_SVG=path)
    root = ET.parse(path).getroot()
    tl = svg_group(root, "timeline")
    k = [r for r in tl.iter(NS + "rect") if r.get("data-lane") == "Kernels"]
    assert len(k) == 1 and float(k[0].get("width")) == 2.0, [r.attrib for r in k]
    x = float(k[0].get("x"))
    labels = [t for t in tl.iter(NS + "text") if t.get("class") == "ev-label" and t.text.startswith("double ")]
    assert labels and abs(float(labels[0].get("x")) - x) < 0.01, labels
    titles = [r.find(NS + "title").text for r in tl.iter(NS + "rect") if r.get("data-lane") == "H2D copies"]
    assert [t.split(", ")[2].split(":")[0] for t in titles] == ["pageable", "pinned", "pinned"], titles


def test_trace_alone_prints_no_summary():
    path = os.path.join(TMP, "alone.json")
    p = run("device_resident.py", WEFT_TRACE=path)
    assert p.returncode == 0 and "==PROF==" not in p.stderr, p.stderr
    with open(path) as f:
        assert any(e["name"] == "step" for e in json.load(f)["traceEvents"])


# ---- target='cuda' ufuncs and cuda.reduce: kernel launches as Numba makes them ----

def kernel_trace(prog):
    """The kernel and copy events of prog's Chrome trace, in order: (name, args)."""
    path = os.path.join(TMP, prog + ".json")
    profile(prog, WEFT_TRACE=path)
    with open(path) as f:
        data = json.load(f)
    events = data["traceEvents"] if isinstance(data, dict) else data
    return [(e["name"], e.get("args", {})) for e in events
            if e.get("ph") == "X" and (e["name"].startswith("memcpy") or "grid" in e.get("args", {}))]


def test_ufunc_vectorize_launches():
    rep = profile("ufunc_vectorize_copies.py")
    assert kernel_rows(rep) == {"scale_add": {"pct": 100.0, "calls": 3}}, kernel_rows(rep)
    r = copy_rows(rep)
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 6, "bytes": 24000}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 3, "bytes": 12000}, r
    assert phase_rows(rep)["Compute"][0] > 0
    ev = kernel_trace("ufunc_vectorize_copies.py")
    # first call: both inputs in, the launch, the result (its argument 2) back
    assert [n for n, _ in ev[:4]] == ["memcpy HtoD", "memcpy HtoD", "scale_add", "memcpy DtoH"], ev[:4]
    assert ev[2][1]["grid"] == [1, 1, 1] and ev[2][1]["block"] == [1024, 1, 1], ev[2]
    assert (ev[0][1]["arg"], ev[1][1]["arg"], ev[3][1]["arg"]) == (0, 1, 2), ev[:4]


def test_ufunc_guvectorize_launch():
    rep = profile("ufunc_guvectorize_launch.py")
    assert kernel_rows(rep) == {"double_row": {"pct": 100.0, "calls": 1}}, kernel_rows(rep)
    r = copy_rows(rep)
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 1, "bytes": 4000}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 1, "bytes": 4000}, r


def test_cuda_reduce_launches():
    rep = profile("ufunc_reduce_launches.py")
    assert kernel_rows(rep) == {"sum_reduce": {"pct": 100.0, "calls": 6}}, kernel_rows(rep)
    r = copy_rows(rep)
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 3, "bytes": 7168 + 832 + 8000}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 4, "bytes": 7168 + 832 + 8 + 8}, r
    grids = [(a["grid"][0], a["block"][0]) for n, a in kernel_trace("ufunc_reduce_launches.py") if "grid" in a]
    assert grids == [(7, 128), (1, 104), (1, 8)] * 2, grids


# ---- fixes: compiles, exact lines, advice, views, outputs, events ----

def src_prog(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def test_compile_rows_count_specialisations():
    # one specialisation, four launches: the launches' cache hits are no compiles
    rows = section(profile("compile_once.py"), "Compile Summary")
    assert len(rows) == 3 and rows[2].split()[3] == "1" and rows[2].split()[-1] == "fill", rows


def test_exact_lines_within_their_functions():
    # g is called 100010 times from line 11: its line 5 may not take the caller's time after a return
    rep = profile("callee_lines.py", WEFT_PROFILE="exact")
    funcs = {n: micros(t) for n, (t, _) in host_rows(rep, "Host functions").items()}
    lines = {n: micros(t) for n, (t, _) in host_rows(rep, "Host lines").items()}
    body = {"g (line 4)": [5], "h (line 8)": [9, 10, 11, 12], "<module> (line 1)": range(1, 16)}
    for fn, nums in body.items():
        for n in nums:
            t = lines.get(f"callee_lines.py:{n}", 0.0)
            assert t <= funcs[fn], (fn, n, t, funcs, lines)
    assert host_rows(rep, "Host lines")["callee_lines.py:11"][1] == 100010, lines  # a return is no new hit


def test_advice_little_work_per_byte():
    # copied in once and back once around one launch: the cause is the work per byte, not re-transfers
    adv = "\n".join(advice(profile("little_work_per_byte.py")))
    assert "keep arrays on the device" not in adv, adv
    assert re.search(r"Transfers take \S+ us \(modeled, h100\), [\d.]+x the kernels' \S+ us, though no data moves "
                     r"between launches", adv), adv
    # y = 2.0 * x + 1.0 on 4224 float32: 2 flops each; 16896 bytes in, 16896 back
    assert "(8448 flops for 33792 bytes transferred, 0.25 flops per byte)" in adv, adv


def test_advice_fresh_arrays_are_not_the_same():
    # a new np.zeros each launch: malloc may hand back the same address, but it is another array
    adv = "\n".join(advice(profile("fresh_host_arrays.py")))
    assert "The same host array" not in adv, adv
    assert "keep arrays on the device" in adv, adv  # copies back and forth between the launches
    with open(os.path.join(PROGS, "fresh_host_arrays.py")) as f:
        kept = src_prog("fresh_kept.py", f.read().replace("    del a\n", ""))
    adv = "\n".join(advice(profile(kept)))
    assert "The same host array" not in adv, adv
    same = src_prog("same_each_time.py", "import numpy as np\nfrom numba import cuda\n\n@cuda.jit\ndef fill(a, k):\n"
                    "    i = cuda.grid(1)\n    if i < a.size:\n        a[i] = k\n\na = np.zeros(4096, dtype=np.float32)\n"
                    "for k in range(4):\n    fill[16, 256](a, k)\nprint(a[0])\n")
    adv = "\n".join(advice(profile(same)))
    assert "The same host array (16384 bytes, argument `a` of 'fill' at line 12) was copied to the device by each of 4 launches" in adv, adv
    # the host leaves a alone between the launches: its round trips buy nothing
    assert "went back to the host after a launch and came back unchanged to the next launch, 3 times" in adv, adv
    # ... unless the host changes it in between
    changed = src_prog("host_changes.py", "import numpy as np\nfrom numba import cuda\n\n@cuda.jit\ndef fill(a, k):\n"
                       "    i = cuda.grid(1)\n    if i < a.size:\n        a[i] += k\n\na = np.zeros(4096, dtype=np.float32)\n"
                       "for k in range(4):\n    fill[16, 256](a, k)\n    a[0] = -1\nprint(a[0])\n")
    adv = "\n".join(advice(profile(changed)))
    assert "The same host array" in adv and "came back unchanged" not in adv, adv


def test_counters_device_view_offset():
    # d[1:] starts 4 bytes into a 256-byte aligned allocation: 32 float32 loads span 5 sectors
    c = counters(profile("view_coalescing.py"))
    assert c["cp"][2:6] == (32, 5.0, 32, 4.0), c["cp"]


def test_unwritable_output_is_a_usage_error():
    for flags, env, who in ((["--trace=/dev/null/x.json"], {}, "--trace"),
                            (["--profile-svg", "/dev/null/x.svg"], {}, "--profile-svg"),
                            ([], {"WEFT_TRACE": "/dev/null/x.json"}, "WEFT_TRACE"),
                            (["--profile"], {"WEFT_PROFILE_SVG": "/dev/null/x.svg"}, "WEFT_PROFILE_SVG")):
        p = run_flags(flags, "device_resident.py", **env)
        path = (flags[-1].split("=")[-1] if flags and flags[0] != "--profile" else list(env.values())[0])
        assert p.returncode == 2 and p.stdout == "", (flags, env, p.returncode, p.stdout)
        assert p.stderr == f"weft: {who}: cannot write '{path}': Not a directory\n", (flags, env, p.stderr)
    p = run_flags(["--trace=" + TMP], "device_resident.py")
    assert p.returncode == 2 and p.stderr == f"weft: --trace: cannot write '{TMP}': Is a directory\n", p.stderr
    fresh = os.path.join(TMP, "never.json")
    p = run_flags(["--trace=" + fresh, "--dis"], "device_resident.py")
    assert p.returncode == 0 and not os.path.exists(fresh), p.stderr  # nothing ran: no file left behind


def test_output_failing_at_exit():
    # /dev/full opens for writing but every write fails: the reason, and a failing exit status
    for flag, what in (("--trace=/dev/full", "trace"), ("--profile-svg=/dev/full", "chart")):
        p = run_flags([flag], "device_resident.py")
        assert p.returncode == 1, (flag, p.returncode, p.stderr)
        assert p.stdout.startswith("[1.96875"), p.stdout  # the program ran and printed first
        assert p.stderr == f"weft: cannot write the {what} to '/dev/full': No space left on device\n", p.stderr


def test_no_profile_when_nothing_ran():
    missing = run_flags(["--profile"], "no_such_program.py")
    assert missing.returncode == 2 and "can't open file" in missing.stderr, missing.stderr
    bad = run_flags(["--profile"], src_prog("syntax.py", "x = (\n"))
    assert bad.returncode == 65, bad.stderr
    dis = run_flags(["--profile", "--dis"], "device_resident.py")
    assert dis.returncode == 0 and "CALL" in dis.stdout, dis.stdout
    for p in (missing, bad, dis):
        assert "==PROF==" not in p.stderr, p.stderr
    ran = run_flags(["--profile"], "host_error.py")  # a runtime error: code ran, so a profile
    assert ran.returncode == 1 and "==PROF==" in ran.stderr, ran.stderr


def test_svg_long_kernel_name(png=None):
    name = "a_very_long_kernel_name_that_goes_on_and_on_forever_and_ever"
    path = os.path.join(TMP, "long.svg")
    profile("long_kernel_name.py", WEFT_PROFILE_SVG=path)
    root = ET.parse(path).getroot()
    sm = svg_group(root, "summary")
    x0 = float(sm.get("transform")[len("translate("):].split(",")[0])
    label = [t for t in sm.iter(NS + "text") if t.text == name]
    assert label and label[0].get("text-anchor") == "end", [t.text for t in sm.iter(NS + "text")]
    # right-aligned at x: it fits when x leaves room for 62 characters of 13 px sans-serif (< 7.5 px each)
    assert int(label[0].get("x")) >= 7.5 * len(name), label[0].attrib
    bars = [float(r.get("x")) for r in sm.iter(NS + "rect") if r.find(NS + "title") is not None]
    assert min(bars) > int(label[0].get("x")), bars  # bars start right of the labels
    assert int(root.get("width")) >= x0 + max(bars) + 80, root.attrib
    assert not any((t.text or "").startswith("Transfer D2D") for t in root.iter(NS + "text"))
    if png and shutil.which("rsvg-convert"):
        out = png[:-4] + "-long.png" if png.endswith(".png") else png + "-long.png"
        subprocess.run(["rsvg-convert", "-o", out, path], check=True)


EVENTS = """import numpy as np
from numba import cuda


@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]


n = 4096
a = np.arange(n, dtype=np.float32)
b = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
start = cuda.event()
end = cuda.event()
start.record()
for k in range(3):
    add[16, 256](a, b, out)
end.record()
end.synchronize()
print("%.6f" % cuda.event_elapsed_time(start, end))
print("%.6f" % start.elapsed_time(end))
"""


def test_event_elapsed_time_is_modeled():
    # every copy and kernel lies between the two records: elapsed_time is their modeled time
    prog = src_prog("events.py", EVENTS)
    p = run_flags(["--profile"], prog)
    assert p.returncode == 0, p.stderr
    ms = [float(x) for x in p.stdout.split()]
    rows = phase_rows(p.stderr)
    modeled = sum(micros(rows[k][1]) for k in ("Transfer H2D", "Transfer D2H", "Compute"))
    assert ms[0] == ms[1] and abs(ms[0] * 1e3 - modeled) < 0.005, (ms, modeled, rows)
    # not profiling: the simulator's wall-clock time, which includes the compile and the host work
    plain = run_flags([], prog)
    assert plain.returncode == 0 and float(plain.stdout.split()[0]) > 0, plain.stdout


def test_ufunc_fault_closes_launch():
    p = run("ufunc_fault.py", WEFT_PROFILE=1)
    assert p.returncode == 1, p.stderr
    assert "RuntimeError: compiled function 'overrun' stopped on a fault" in p.stderr, p.stderr
    assert kernel_rows(p.stderr) == {"overrun": {"pct": 100.0, "calls": 1}}, p.stderr


def test_ufunc_scalar_and_broadcast_copies():
    r = copy_rows(profile("ufunc_vectorize_broadcast.py"))
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 6, "bytes": 688}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 3, "bytes": 360}, r


def test_ufunc_halving_reduce_launches():
    rep = profile("ufunc_halving_reduce.py")
    assert kernel_rows(rep) == {"add": {"pct": 100.0, "calls": 5}}, kernel_rows(rep)
    r = copy_rows(rep)
    assert r["[CUDA memcpy Host-to-Device]"] == {"calls": 1, "bytes": 88}, r
    assert r["[CUDA memcpy Device-to-Host]"] == {"calls": 1, "bytes": 8}, r


def main():
    global WEFT
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=WEFT)
    ap.add_argument("--png", help="also render the SVG chart to this PNG (rsvg-convert)")
    args = ap.parse_args()
    WEFT = os.path.abspath(args.weft)
    with_png = ("test_svg_chart", "test_svg_long_kernel_name")
    return run_tests(globals(), TMP, lambda name, fn: fn(args.png) if name in with_png else fn())


if __name__ == "__main__":
    sys.exit(main())
