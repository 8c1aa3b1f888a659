#!/usr/bin/python3
"""Tests of the profiler's streams (prof/prof_streams.c, prof/prof_svg_timeline.c): the stream of
each copy and launch, their overlap on the modeled GPU (a 4-stream chunked pipeline models faster
than the 1-stream one; copies from pageable memory overlap nothing; one copy engine per
direction; a stream's work in order), the summary's "Streams" paragraph, cuda.event timing on the
overlapped clock, and the SVG's lanes (one per stream; the overlapped timeline). Modeled times
only: nothing here times the host. Run: /usr/bin/python3 tests/prof/test_prof_streams.py
[--weft build/weft]. Exit status 1 when a test fails."""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from prof_runner import run_tests

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WEFT = os.path.join(ROOT, "build", "weft")
TMP = tempfile.mkdtemp(prefix="weft-prof-streams-")
NS = "{http://www.w3.org/2000/svg}"

# The chunked pipeline: argv[1] streams, argv[2] "pinned" or "pageable", argv[3] times (1). The
# same copies and kernels whatever the number of streams; events time each run on the default stream.
PIPELINE = """
import sys
import numpy as np
from numba import cuda

@cuda.jit
def scale(a, out):
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        for k in range(20):
            x = x * 1.0001 + 0.5
        out[i] = x

nstreams = int(sys.argv[1])
pinned = sys.argv[2] == "pinned"
N, CHUNKS = 1 << 20, 8
chunk = N // CHUNKS
if pinned:
    host = cuda.pinned_array(N, dtype=np.float32)
    res = cuda.pinned_array(N, dtype=np.float32)
else:
    host = np.zeros(N, dtype=np.float32)
    res = np.zeros(N, dtype=np.float32)
host[:] = np.arange(N, dtype=np.float32)
streams = [cuda.stream() for _ in range(nstreams)]

def once():
    start, end = cuda.event(), cuda.event()
    start.record()
    for c in range(CHUNKS):
        s = streams[c % nstreams]
        lo = c * chunk
        d = cuda.to_device(host[lo:lo + chunk], stream=s)
        o = cuda.device_array(chunk, dtype=np.float32, stream=s)
        scale[(chunk + 255) // 256, 256, s](d, o)
        o.copy_to_host(res[lo:lo + chunk], stream=s)
    for s in streams:
        s.synchronize()
    end.record()
    end.synchronize()
    print("elapsed", cuda.event_elapsed_time(start, end))

for rep in range(int(sys.argv[3]) if len(sys.argv) > 3 else 1):
    once()
print(res[0], res[N - 1])
"""

DEFAULT_ONLY = """
import numpy as np
from numba import cuda

@cuda.jit
def inc(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += 1

a = np.zeros(1 << 16, dtype=np.float32)
d = cuda.to_device(a)
inc[256, 256](d)
print(d.copy_to_host()[:2])
"""


def write(name, src):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write(src)
    return path


def run(prog, *args, svg=None):
    """Profile prog: (stdout, summary)."""
    full = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    full.update({"WEFT_PROFILE": "1", "WEFT_DEVICE_MODEL": "h100"})
    if svg:
        full["WEFT_PROFILE_SVG"] = svg
    p = subprocess.run([WEFT, prog] + [str(a) for a in args], cwd=TMP, env=full, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    return p.stdout, p.stderr


UNITS = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}


def us(text):
    v, u = text.split()
    return float(v) * UNITS[u]


def overlap(summary):
    """(overlapped us, serial us, saved %) from the Streams paragraph, or None without one."""
    m = re.search(r"take (\S+ \S+) of GPU time, not (\S+ \S+) one after another: the overlap saves \S+ \S+ "
                  r"\((\d+\.\d)%\)", summary)
    return (us(m.group(1)), us(m.group(2)), float(m.group(3))) if m else None


def pipeline(nstreams, kind="pinned", svg=None):
    return run(write("pipeline.py", PIPELINE), nstreams, kind, svg=svg)


def test_four_streams_model_faster_than_one():
    out1, rep1 = pipeline(1)
    out4, rep4 = pipeline(4)
    assert out1.splitlines()[1] == out4.splitlines()[1], (out1, out4)  # the same results
    ov1, serial1, saved1 = overlap(rep1)
    ov4, serial4, saved4 = overlap(rep4)
    assert abs(serial1 - serial4) < 0.01, (serial1, serial4)  # the same work
    assert saved1 == 0.0 and abs(ov1 - serial1) < 0.01, rep1  # one stream: all in order
    assert ov4 < 0.75 * ov1 and saved4 > 25, (ov1, ov4, saved4)
    assert "4 streams besides the default one" in rep4 and "1 stream besides the default one" in rep1


def test_events_time_the_overlapped_device():
    for n in (1, 4):
        out, rep = pipeline(n)
        ms = float(out.splitlines()[0].split()[1])
        ov, _, _ = overlap(rep)
        assert abs(ms * 1000 - ov) < 0.01, (n, ms, ov)


def test_pageable_copies_do_not_overlap():
    out, rep = pipeline(4, "pageable")
    ov, serial, saved = overlap(rep)
    # only the kernels are asynchronous, and each sits between two synchronous copies
    assert saved == 0.0 and abs(ov - serial) < 0.01, rep
    assert "16 copies on a stream came from pageable host memory" in rep and "cuda.pinned_array()" in rep, rep


def test_events_and_synchronize_order_later_work():
    # the pipeline timed twice in one run: the default stream's record (and the host's
    # synchronize) keep the second from overlapping the first, so both take the same time
    out, _ = run(write("pipeline.py", PIPELINE), 4, "pinned", 2)
    ms = [float(l.split()[1]) for l in out.splitlines() if l.startswith("elapsed")]
    assert len(ms) == 2 and abs(ms[0] - ms[1]) < 1e-6, out


def test_default_stream_has_no_streams_paragraph():
    _, rep = run(write("default_only.py", DEFAULT_ONLY))
    assert "** Streams" not in rep, rep


# A kernel on stream A, an event recorded after it, then a copy on stream B: with
# event.wait(stream=B) (argv[1] == "wait") the copy waits for the kernel; without, it overlaps it.
EVENT_WAIT = """
import sys
import numpy as np
from numba import cuda

@cuda.jit
def work(a):
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        for k in range(200):
            x = x * 1.0001 + 0.5
        a[i] = x

a_dev = cuda.to_device(np.ones(1 << 20, dtype=np.float32))
host = cuda.pinned_array(1 << 16, dtype=np.float32)
sa, sb = cuda.stream(), cuda.stream()
start, done, end = cuda.event(), cuda.event(), cuda.event()
start.record()
work[(1 << 20) // 256, 256, sa](a_dev)
done.record(sa)
if sys.argv[1] == "wait":
    done.wait(stream=sb)
d = cuda.to_device(host, stream=sb)
end.record(sb)
cuda.synchronize()
print("kernel", cuda.event_elapsed_time(start, done))
print("copy_end", cuda.event_elapsed_time(start, end))
"""


def test_event_wait_orders_another_stream():
    times = {}
    for mode in ("wait", "nowait"):
        out, _ = run(write("event_wait.py", EVENT_WAIT), mode)
        times[mode] = {l.split()[0]: float(l.split()[1]) for l in out.splitlines()}
    kern = times["wait"]["kernel"]
    assert kern > 0 and abs(kern - times["nowait"]["kernel"]) < 1e-9, times
    # without the wait the copy runs beside the kernel and ends first; with it, after the kernel
    assert times["nowait"]["copy_end"] < kern, times
    assert times["wait"]["copy_end"] > kern, times
    assert abs(times["wait"]["copy_end"] - kern - times["nowait"]["copy_end"]) < 1e-6, times


def lanes(group):
    return [g.get("data-lane") for g in group.iter(NS + "g") if g.get("class") == "lane"]


def bars(group):
    out = {}
    for r in group.iter(NS + "rect"):
        if r.get("class") == "ev":
            title = r.find(NS + "title").text
            out.setdefault(r.get("data-lane"), []).append((float(r.get("data-ts")), float(r.get("data-dur")), title))
    return out


def test_svg_lanes_per_stream_and_overlapped_timeline():
    svg = os.path.join(TMP, "p.svg")
    pipeline(4, svg=svg)
    root = ET.parse(svg).getroot()
    groups = {g.get("class"): g for g in root.iter(NS + "g") if g.get("class") in ("timeline", "overlap")}
    assert lanes(groups["timeline"]) == ["Host", "H2D copies", "Kernels", "D2H copies", "Stream 1", "Stream 2",
                                         "Stream 3", "Stream 4"], lanes(groups["timeline"])
    assert lanes(groups["overlap"]) == ["On stream %d" % i for i in range(1, 5)], lanes(groups["overlap"])
    ov = bars(groups["overlap"])
    everything = []
    for lane, evs in ov.items():
        assert len(evs) == 6, (lane, evs)  # two chunks: a copy in, a kernel, a copy back each
        assert all("stream " + lane.split()[-1] in t for _, _, t in evs), evs
        for (t0, d0, _), (t1, _, _) in zip(evs, evs[1:]):
            assert t1 >= t0 + d0 - 1e-3, (lane, evs)  # a stream's work in order
        everything += evs

    def kind(t):
        return "kernel" if t.startswith("kernel") else t.split(",")[0]

    by_kind = {}
    for e in everything:
        by_kind.setdefault(kind(e[2]), []).append(e)
    for k, evs in by_kind.items():  # one copy engine per direction, one kernel at a time
        evs.sort()
        for (t0, d0, _), (t1, _, _) in zip(evs, evs[1:]):
            assert t1 >= t0 + d0 - 1e-3, (k, evs)
    h2d, kern = by_kind["copy H2D"], by_kind["kernel"]
    assert any(a < k0 + kd and k0 < a + ad for a, ad, _ in h2d for k0, kd, _ in kern), "no copy overlaps a kernel"


def main():
    global WEFT
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=WEFT)
    args = ap.parse_args()
    WEFT = os.path.abspath(args.weft)
    return run_tests(globals(), TMP)


if __name__ == "__main__":
    sys.exit(main())
